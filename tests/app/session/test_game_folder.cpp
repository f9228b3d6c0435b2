// Issue 24, defect 10: the Save and Open dialogs start in a "Canaan" folder of the user's documents
// (made when missing), then in the folder used last; never in the folder the program started from.
#include "app/session/game_folder.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;

class TestGameFolder : public QObject {
    Q_OBJECT
private slots:
    void startsInCanaanThenTheLastFolder();
};

void TestGameFolder::startsInCanaanThenTheLastFolder()
{
    QTemporaryDir home, launched, used;
    QVERIFY(home.isValid() && launched.isValid() && used.isValid());
    qputenv("HOME", home.path().toLocal8Bit()); // a home without a Documents folder yet
    qputenv("XDG_CONFIG_HOME", QDir(home.path()).filePath(QStringLiteral(".config")).toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("canaan-test"));
    QCoreApplication::setApplicationName(QStringLiteral("game-folder"));
    QSettings().clear();
    QDir::setCurrent(launched.path());

    const QString first = session::gamesFolder();
    QCOMPARE(QFileInfo(first).fileName(), QStringLiteral("Canaan"));
    QVERIFY(first.startsWith(home.path()));
    QVERIFY(QFileInfo(first).isDir());
    QVERIFY(first != QDir::currentPath());

    session::rememberGamesFolder(QDir(used.path()).filePath(QStringLiteral("game.canaansave")));
    QCOMPARE(QDir(session::gamesFolder()).canonicalPath(), QDir(used.path()).canonicalPath());

    // A remembered folder that is gone: back to the Canaan folder.
    QVERIFY(used.remove());
    QCOMPARE(session::gamesFolder(), first);
}

QTEST_GUILESS_MAIN(TestGameFolder)
#include "test_game_folder.moc"
