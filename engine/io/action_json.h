// One action of a saved game's log in its human-writable JSON form, e.g.
// {"p":0,"do":"setupSettlement","at":"3,-1,N"}: canonical intersection, path and hex ids, resource
// and card ids, never raw engine integers. docs/save-format.md lists every kind and its fields.
#pragma once

#include "engine/io/json_walker.h"
#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/rules.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <optional>

namespace canaan::io {

class JsonOut;

// Compact JSON with the keys in a fixed order ("p", "do", then the kind's fields).
QByteArray actionToJson(const settlers::Rules &rules, const settlers::Action &action);
// The same written into `out` as its next value (a list of actions in a message).
void writeActionJson(JsonOut &out, const settlers::Rules &rules, const settlers::Action &action);

// Reads one log entry of a game with numPlayers seats. On a problem records it in walker (with the
// place of the offending field) and returns nothing. Legality is not judged here.
std::optional<settlers::Action> actionFromJson(
    const settlers::Rules &rules, int numPlayers, const QJsonValue &value, const QString &place, JsonWalker &walker);

} // namespace canaan::io
