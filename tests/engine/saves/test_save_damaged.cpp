// Every file in data/damaged/ is refused with exactly the error in its NAME.expected, and never
// crashes the loader.
#include "engine/io/save_file.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace canaan;

namespace {

QString damagedDir() { return QStringLiteral(CANAAN_TEST_DATA_DIR "/damaged"); }

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

} // namespace

class TestSaveDamaged : public QObject {
    Q_OBJECT
private slots:
    void damagedSaveIsRefused_data();
    void damagedSaveIsRefused();
    void missingFileAndFolder();
    void oversizedLogIsRefused();
};

void TestSaveDamaged::damagedSaveIsRefused_data()
{
    QTest::addColumn<QString>("name");
    const QStringList files = QDir(damagedDir()).entryList({QStringLiteral("*.canaansave")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 20);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestSaveDamaged::damagedSaveIsRefused()
{
    QFETCH(QString, name);
    const QString expectedPath
        = damagedDir() + u'/' + QString(name).replace(QStringLiteral(".canaansave"), QStringLiteral(".expected"));
    QVERIFY2(QFile::exists(expectedPath), "every damaged save has its NAME.expected");
    const QString previous = QDir::currentPath();
    QDir::setCurrent(damagedDir()); // so errors name the file as the .expected line does
    const SaveLoadResult result = loadSaveFile(name);
    QDir::setCurrent(previous);
    QVERIFY(!result.ok());
    QCOMPARE(result.error.toString(), readText(expectedPath));
}

void TestSaveDamaged::missingFileAndFolder()
{
    const SaveLoadResult missing = loadSaveFile(QStringLiteral("no-such-game.canaansave"));
    QCOMPARE(missing.error.toString(), QStringLiteral("no-such-game.canaansave: error: The file does not exist."));
    const SaveLoadResult folder = loadSaveFile(damagedDir());
    QCOMPARE(folder.error.message, QStringLiteral("This is a folder, not a saved game."));
}

void TestSaveDamaged::oversizedLogIsRefused()
{
    QByteArray log = "[";
    for (int i = 0; i <= kMaxSavedActions; ++i)
        log += i ? ",0" : "0";
    log += ']';
    QFile example(QStringLiteral(CANAAN_TEST_DATA_DIR "/valid/seven_hexes.canaansave"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray text = example.readAll();
    const qsizetype at = text.indexOf("\"log\": [");
    QVERIFY(at > 0);
    text = text.left(at) + "\"log\": " + log + "\n}\n";
    const SaveReadResult read = parseSave(text, QStringLiteral("big"));
    QVERIFY(!read.ok());
    QCOMPARE(read.error.toString(),
        QStringLiteral("big:log: error: This list has 1000001 entries, more than the 1000000 allowed."));
}

QTEST_GUILESS_MAIN(TestSaveDamaged)
#include "test_save_damaged.moc"
