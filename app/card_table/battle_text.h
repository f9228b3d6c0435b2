// A battle told in sentences, for the battle screen, the log and the battle history: who won and by
// how many categories (or the tie rolls), and the casualties with the figures they came from (C17).
#pragma once

#include "app/card_table/battle_record.h"

#include <QString>
#include <QStringList>

namespace canaan::cardtable {

// "Victory to Anna, 3 categories to 1." (empty before the battle is decided)
QString battleResultText(const BattleRecord &record, const QStringList &names);
// One line per side's losses, then the city token (empty before the casualty die).
QStringList casualtyLines(const BattleRecord &record, const QStringList &names);
// The cards of a side as their names, e.g. "Chariots (Numbers 4), Spies (Intelligence 2)".
QString sideCardsText(const BattleRecord &record, int side);

} // namespace canaan::cardtable
