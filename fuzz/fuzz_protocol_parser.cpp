// Fuzzes the network protocol's parser (net/client_message.h): any bytes as one client message,
// the input every connection of canaan-server can send. It must never crash or hang, a refusal
// always names an id, and an accepted message always has the fields its type requires. The same
// bytes are also read as a server's `view` or `events` message, as a client reads them
// (net/settlers_wire.h): refused with a problem, or a view of 2 to 4 seats.
#include "fuzz/fuzz_check.h"
#include "tests/engine/settlers/rules/builtin_maps.h"
#include "engine/io/json_scan.h"
#include "net/settlers_wire.h"
#include "net/client_message.h"
#include "net/protocol.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <cstddef>
#include <cstdint>

using namespace canaan;

namespace {

void readAsServerMessage(const QByteArray &text)
{
    if (io::jsonNestingDepth(text, net::kMaxJsonDepth) > net::kMaxJsonDepth)
        return; // a client checks the depth first too
    static const settlers::Rules rules(testmaps::classicMap(), 300);
    const QJsonObject o = QJsonDocument::fromJson(text).object();
    const QString type = o.value(QLatin1String("t")).toString();
    QString problem;
    if (type == QLatin1String("view")) {
        const auto view = net::boardViewFromJson(rules, o.value(QLatin1String("view")).toObject(), &problem);
        CANAAN_FUZZ_CHECK(view ? view->board.numPlayers >= 2 && view->board.numPlayers <= 4 : !problem.isEmpty());
    } else if (type == QLatin1String("events")) {
        const QJsonArray events = o.value(QLatin1String("events")).toArray();
        for (const QJsonValue &e : events) {
            problem.clear();
            const auto event = net::boardEventFromJson(rules, 4, e.toObject(), QStringLiteral("events[0]"), &problem);
            CANAAN_FUZZ_CHECK(event || !problem.isEmpty());
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::ensureApplication();
    const QByteArray text(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    readAsServerMessage(text);
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
