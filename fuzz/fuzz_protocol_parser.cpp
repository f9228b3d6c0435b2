// Fuzzes the network protocol's parser (net/client_message.h): any bytes as one client message,
// the input every connection of canaan-server can send. It must never crash or hang, a refusal
// always names an id, and an accepted message always has the fields its type requires.
#include "fuzz_check.h"
#include "net/client_message.h"

#include <QByteArray>
#include <QJsonArray>
#include <cstddef>
#include <cstdint>

using namespace canaan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::ensureApplication();
    const QByteArray text(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const net::ParsedMessage parsed = net::parseClientMessage(text);
    if (!parsed.ok()) {
        CANAAN_FUZZ_CHECK(!parsed.refusal.id.isEmpty());
        return 0;
    }
    const QJsonObject &body = parsed.message->body;
    CANAAN_FUZZ_CHECK(net::parseClientType(body.value(QLatin1String("t")).toString()) == parsed.message->type);
    switch (parsed.message->type) {
    case net::ClientType::Hello:
        CANAAN_FUZZ_CHECK(!body.value(QLatin1String("name")).toString().isEmpty());
        break;
    case net::ClientType::Create:
        CANAAN_FUZZ_CHECK(body.value(QLatin1String("seats")).toArray().size() >= 2);
        break;
    case net::ClientType::Act:
        CANAAN_FUZZ_CHECK(body.value(QLatin1String("action")).isObject());
        break;
    default:
        break;
    }
    return 0;
}
