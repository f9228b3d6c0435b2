// The text form of a game summary that `canaan-cli play` and `replay` print (translated).
#pragma once

#include "engine/io/game_summary.h"

#include <QString>

namespace canaan::cli {

QString gameSummaryText(const GameSummary &summary);

} // namespace canaan::cli
