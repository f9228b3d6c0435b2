// One Conquest log entry as JSON: {"p": seat, "do": kind id, ...fields} (docs/save-format.md).
#pragma once

#include "engine/conquest/action.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace canaan::conquest::saves {

QJsonObject actionToJson(const Action &a);
// The action, or an error naming the field ("card: unknown card \"x\"").
std::optional<Action> actionFromJson(const QJsonObject &o, QString *error);

} // namespace canaan::conquest::saves
