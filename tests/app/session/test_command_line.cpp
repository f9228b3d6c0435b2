// `canaan [file]`: a saved game resumes it, a map opens the new-game dialog on it (or the editor with
// --edit); a bad path or a wrong kind of file is a clear error; the options for tests parse, and the
// tools' demo options are refused.
#include "app/app_info.h"
#include "app/start_options.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;
using Action = app::ParsedStart::Action;

class TestCommandLine : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void files_data();
    void files();
    void demoOptions_data();
    void demoOptions();

private:
    QTemporaryDir m_dir;
};

void TestCommandLine::initTestCase()
{
    app::setApplicationInfo();
    QVERIFY(m_dir.isValid());
    for (const char *name : {"game.canaansave", "notes.txt"}) {
        QFile file(m_dir.filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{}");
    }
    QDir(m_dir.path()).mkdir(QStringLiteral("folder.canaanmap"));
}

void TestCommandLine::files_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("action");
    QTest::addColumn<QString>("mapPath");
    QTest::addColumn<QString>("savePath");
    QTest::addColumn<bool>("edit");
    QTest::addColumn<QString>("message"); // part of the error
    const QString map = QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap");
    const QString save = m_dir.filePath(QStringLiteral("game.canaansave"));
    const QString missing = m_dir.filePath(QStringLiteral("missing.canaansave"));
    const QString folder = m_dir.filePath(QStringLiteral("folder.canaanmap"));
    const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
    const QString newMap = m_dir.filePath(QStringLiteral("new.canaanmap"));
    QTest::newRow("nothing") << QStringList{} << int(Action::Run) << "" << "" << false << "";
    QTest::newRow("a map") << QStringList{map} << int(Action::Run) << map << "" << false << "";
    QTest::newRow("a saved game") << QStringList{save} << int(Action::Run) << "" << save << false << "";
    QTest::newRow("edit a map") << QStringList{"--edit", map} << int(Action::Run) << map << "" << true << "";
    QTest::newRow("edit a new map") << QStringList{"--edit", newMap} << int(Action::Run) << newMap << "" << true << "";
    QTest::newRow("missing file") << QStringList{missing} << int(Action::Fail) << "" << "" << false
                                  << "there is no such file";
    QTest::newRow("a folder") << QStringList{folder} << int(Action::Fail) << "" << "" << false << "folder";
    QTest::newRow("another kind of file") << QStringList{text} << int(Action::Fail) << "" << "" << false
                                          << "not a map (.canaanmap) or saved game";
    QTest::newRow("edit a saved game") << QStringList{"--edit", save} << int(Action::Fail) << "" << "" << true
                                       << "opens maps";
}

void TestCommandLine::files()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, action);
    QFETCH(QString, mapPath);
    QFETCH(QString, savePath);
    QFETCH(bool, edit);
    QFETCH(QString, message);
    arguments.prepend(QStringLiteral("canaan"));
    const app::ParsedStart parsed = app::parseStartOptions(arguments);
    QCOMPARE(int(parsed.action), action);
    if (parsed.action == Action::Fail) {
        QVERIFY2(parsed.message.contains(message), qPrintable(parsed.message));
        // The error names the file.
        QVERIFY2(parsed.message.contains(arguments.last()), qPrintable(parsed.message));
        return;
    }
    QCOMPARE(parsed.options.mapPath, mapPath);
    QCOMPARE(parsed.options.savePath, savePath);
    QCOMPARE(parsed.options.edit, edit);
}

void TestCommandLine::demoOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<bool>("autoplay");
    QTest::newRow("none") << QStringList{} << true << false;
    QTest::newRow("autoplay") << QStringList{"--autoplay-bots"} << true << true;
    // The demo games of the screenshots and the network demo are the tools' (tools/screenshots,
    // tools/network-demo), not the app's: the app refuses their options.
    QTest::newRow("demo game") << QStringList{"--demo-game", "42"} << false << false;
    QTest::newRow("demo end") << QStringList{"--demo-end"} << false << false;
    QTest::newRow("network autoplay") << QStringList{"--autoplay"} << false << false;
    QTest::newRow("network screenshots") << QStringList{"--network-screenshots", "x"} << false << false;
}

void TestCommandLine::demoOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, ok);
    QFETCH(bool, autoplay);
    arguments.prepend(QStringLiteral("canaan"));
    const app::ParsedStart parsed = app::parseStartOptions(arguments);
    QCOMPARE(parsed.action == Action::Run, ok);
    if (!ok) {
        QVERIFY2(parsed.message.contains(arguments.at(1).mid(2)), qPrintable(parsed.message));
        return;
    }
    QCOMPARE(parsed.options.autoplayBots, autoplay);
}

QTEST_MAIN(TestCommandLine)
#include "test_command_line.moc"
