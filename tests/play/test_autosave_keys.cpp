// The board game's autosave keeps what older versions wrote: the file a game was saved to is still
// found under the key of the board game's earlier module id, "board" (issue 35 renamed it), and
// a new name replaces the old key.
#include "play/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace canaan;

class TestAutosaveKeys : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CanaanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_autosave_keys"));
        QVERIFY(play::holdsAutosaves());
    }
    void init() { QSettings().clear(); }

    void savedAsWrittenUnderTheOldIdIsFound()
    {
        const QString path = QStringLiteral("/home/someone/Canaan/jericho.canaansave");
        QSettings().setValue(QStringLiteral("autosave/board/savedAs"), path);
        QCOMPARE(play::autosaveSavedAs(), path);
        QCOMPARE(play::autosaveSavedAs(play::kSettlersAutosave), path);
    }
    void aNewNameReplacesTheOldKey()
    {
        QSettings().setValue(QStringLiteral("autosave/board/savedAs"), QStringLiteral("/old/jericho.canaansave"));
        const QString path = QDir::temp().filePath(QStringLiteral("ai.canaansave"));
        play::setAutosaveSavedAs(play::kSettlersAutosave, path);
        QCOMPARE(play::autosaveSavedAs(), QFileInfo(path).absoluteFilePath());
        play::setAutosaveSavedAs(play::kSettlersAutosave, QString());
        QCOMPARE(play::autosaveSavedAs(), QString());
    }
    void cleanupTestCase() { QSettings().clear(); }
};

QTEST_GUILESS_MAIN(TestAutosaveKeys)
#include "test_autosave_keys.moc"
