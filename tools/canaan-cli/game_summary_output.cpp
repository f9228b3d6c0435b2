#include "tools/canaan-cli/game_summary_output.h"

#include "tools/canaan-cli/game_summary_text.h"

#include <QJsonDocument>

namespace canaan::cli {

void printGameSummary(const GameSummary &summary, bool json, Streams &streams)
{
    if (json)
        streams.out << QJsonDocument(gameSummaryJson(summary)).toJson(QJsonDocument::Indented);
    else
        streams.out << gameSummaryText(summary);
}

} // namespace canaan::cli
