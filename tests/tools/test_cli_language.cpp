// canaan-cli speaks the user's language: Korean when LANG (or LC_MESSAGES, LANGUAGE) asks for it,
// or with --lang ko anywhere on the line; English otherwise; a wrong --lang is a usage error.
#include "tests/common/cli_run.h"

#include <QProcess>
#include <QtTest>

using canaan::testing::CliRun;
using canaan::testing::runCanaanCli;

namespace {

// canaan-cli in the source tree with only the locale variables given (the rest of the environment kept).
CliRun runCli(const QStringList &arguments, const QMap<QString, QString> &locale)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        env.remove(QString::fromLatin1(name));
    for (auto it = locale.begin(); it != locale.end(); ++it)
        env.insert(it.key(), it.value());
    return runCanaanCli(arguments, {.workingDir = QStringLiteral(CANAAN_SOURCE_DIR), .environment = env});
}

const QString kBadMap = QStringLiteral("tests/engine/io/data/malformed/bank_zero.canaanmap");

bool hasHangul(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; });
}

} // namespace

class TestCliLanguage : public QObject {
    Q_OBJECT
private slots:
    void validateSpeaksTheLanguage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("expected");
        const QString korean = QStringLiteral("이 숫자는 1 이상 200 이하여야 합니다.");
        const QString english = QStringLiteral("This number must be from 1 to 200.");
        QTest::newRow("LANG=ko_KR.UTF-8") << QStringList{"validate", kBadMap} << "ko_KR.UTF-8" << korean;
        QTest::newRow("LANG=C") << QStringList{"validate", kBadMap} << "C" << english;
        QTest::newRow("LANG=en_US.UTF-8") << QStringList{"validate", kBadMap} << "en_US.UTF-8" << english;
        QTest::newRow("--lang ko") << QStringList{"validate", "--lang", "ko", kBadMap} << "C" << korean;
        QTest::newRow("--lang=ko first") << QStringList{"--lang=ko", "validate", kBadMap} << "C" << korean;
        QTest::newRow("--lang en over LANG") << QStringList{"--lang", "en", "validate", kBadMap} << "ko_KR.UTF-8" << english;
    }
    void validateSpeaksTheLanguage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, lang);
        QFETCH(QString, expected);
        const CliRun run = runCli(arguments, {{QStringLiteral("LANG"), lang}});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(expected) || run.err.contains(expected), qPrintable(run.out + run.err));
    }

    void helpInKorean()
    {
        const CliRun run = runCli({QStringLiteral("--help")}, {{QStringLiteral("LC_ALL"), QStringLiteral("ko_KR.UTF-8")}});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(hasHangul(run.out), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("validate")));  // command names stay as typed
    }

    void wrongLanguageIsAUsageError_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown") << QStringList{"--lang", "fr", "validate", kBadMap} << "Unknown language \"fr\"";
        QTest::newRow("missing") << QStringList{"validate", kBadMap, "--lang"} << "--lang needs a language";
    }
    void wrongLanguageIsAUsageError()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const CliRun run = runCli(arguments, {{QStringLiteral("LANG"), QStringLiteral("C")}});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "test_cli_language.moc"
