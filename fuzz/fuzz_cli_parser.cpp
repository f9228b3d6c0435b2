// Fuzzes canaan-cli's command line: the input is split at newlines into arguments after the program
// name, and the dispatcher parses them with every command's real options, stopping where the
// command would run (DispatchMode::ParseOnly). Whatever the arguments, the answer is help, a
// version, a usage error (status 2) or a parse that succeeded (status 0).
#include "tools/canaan-cli/cli_dispatcher.h"
#include "fuzz/fuzz_check.h"

#include <QString>
#include <QStringList>
#include <QTextStream>
#include <cstddef>
#include <cstdint>

using namespace canaan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::ensureApplication();
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QStringList arguments = text.split(u'\n');
    arguments.prepend(QStringLiteral("canaan-cli"));
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    cli::Streams streams{outStream, errStream};
    const int status = cli::dispatch(arguments, streams, cli::DispatchMode::ParseOnly);
    outStream.flush();
    errStream.flush();
    CANAAN_FUZZ_CHECK(status == cli::kExitOk || status == cli::kExitUsage);
    // A usage error always says what was wrong.
    CANAAN_FUZZ_CHECK(status != cli::kExitUsage || !err.isEmpty());
    return 0;
}
