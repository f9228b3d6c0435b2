// Runs canaan-cli as a real process, for every test that checks it from outside: the path is
// CANAAN_CLI, which the test's CMakeLists.txt defines ($<TARGET_FILE:canaan-cli>).
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace canaan::testing {

struct CliRun {
    int exitCode = -1;            // -1: it crashed or did not end in time
    QString out, err;             // what it wrote, as UTF-8 text
    QByteArray outBytes, errBytes; // the same bytes, for JSON and exact comparisons
};

struct CliOptions {
    QString workingDir{};                          // empty: the test's own
    QByteArray input{};                            // written to its standard input, which is then closed
    std::optional<QProcessEnvironment> environment{}; // none: the test's own
    int timeoutMs = 600000;
};

inline CliRun runCanaanCli(const QStringList &arguments, const CliOptions &options = {})
{
    QProcess process;
    if (!options.workingDir.isEmpty())
        process.setWorkingDirectory(options.workingDir);
    if (options.environment)
        process.setProcessEnvironment(*options.environment);
    process.start(QStringLiteral(CANAAN_CLI), arguments);
    process.write(options.input);
    process.closeWriteChannel();
    CliRun run;
    const bool ended = process.waitForFinished(options.timeoutMs);
    run.outBytes = process.readAllStandardOutput();
    run.errBytes = process.readAllStandardError();
    run.out = QString::fromUtf8(run.outBytes);
    run.err = QString::fromUtf8(run.errBytes);
    if (ended && process.exitStatus() == QProcess::NormalExit)
        run.exitCode = process.exitCode();
    return run;
}

} // namespace canaan::testing
