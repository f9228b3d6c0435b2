// Every file the program reads for a user goes through io::readBoundedFile or io::readFileHead:
// bounded, regular files only, so a FIFO or a device never hangs it (docs/reliability.md, "Odd
// files"). This test reads the program's sources and fails on any other way of opening a file
// outside the short list below, each entry with the reason it is not a user's file.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestUserFileReads : public QObject {
    Q_OBJECT
private slots:
    void onlyTheBoundedReaderOpensFiles();
};

namespace {

// Path (from the source folder) -> why it may open files itself.
const QList<QPair<QString, QString>> kAllowed = {
    {QStringLiteral("engine/io/bounded_file.cpp"), QStringLiteral("the bounded reader itself")},
    {QStringLiteral("engine/io/safe_write.cpp"), QStringLiteral("the safe writer: writes, and opens a folder to sync it")},
    {QStringLiteral("engine/io/durable_append.cpp"), QStringLiteral("the durable append: opens a file to write at its end, never to read")},
    {QStringLiteral("rulebook/rules_source.cpp"), QStringLiteral("Qt resources built into the program")},
    {QStringLiteral("net/settlers_table_game.cpp"), QStringLiteral("Qt resources built into the program")},
    {QStringLiteral("net/table_store.cpp"), QStringLiteral("the server's own table files in its --data folder")},
    {QStringLiteral("tools/net-bench/server_sample.cpp"), QStringLiteral("/proc of the server the benchmark started")},
    {QStringLiteral("tools/perf-ab/host.cpp"), QStringLiteral("dlopen of a library built for the comparison")},
};

} // namespace

void TestUserFileReads::onlyTheBoundedReaderOpensFiles()
{
    // A QFile object or temporary, a C++ or C stream, or a POSIX open (Qt's QSaveFile writes only).
    static const QRegularExpression opens(QStringLiteral(
        R"((\bQFile\s+\w+\s*[({])|(\bQFile\s*\()|(\bstd::[io]?fstream\b)|(\bfopen\s*\()|(\bopenat\s*\()|((^|[^\w>])::open\s*\())"));
    static const QRegularExpression comment(QStringLiteral(R"(^\s*//)"));
    QStringList found;
    int files = 0;
    for (const char *folder : {"app", "boardview", "cartography", "companion", "editor", "engine", "net", "play", "tools"}) {
        QDirIterator it(QStringLiteral(CANAAN_SOURCE_DIR "/") + QLatin1String(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
            QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = path.mid(QStringLiteral(CANAAN_SOURCE_DIR "/").size());
            ++files;
            bool allowed = false;
            for (const auto &entry : kAllowed)
                allowed = allowed || entry.first == relative;
            if (allowed)
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            int lineNumber = 0;
            for (const QByteArray &line : file.readAll().split('\n')) {
                ++lineNumber;
                const QString text = QString::fromUtf8(line);
                if (!comment.match(text).hasMatch() && opens.match(text).hasMatch())
                    found << QStringLiteral("%1:%2: %3").arg(relative).arg(lineNumber).arg(text.trimmed());
            }
        }
    }
    QVERIFY2(files > 100, "the sources were not found");
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("files opened outside io::readBoundedFile:\n") + found.join(u'\n')));
}

QTEST_APPLESS_MAIN(TestUserFileReads)
#include "test_user_file_reads.moc"
