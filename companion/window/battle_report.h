// The battle calculator's outcome told as the card table tells a battle: its BattleRecord, so the
// result and the casualties are the card table's own sentences (battle_text.h), in either language.
#pragma once

#include "companion/battle_calculator.h"
#include "app/card_table/battle_record.h"

#include <QStringList>

namespace canaan::companion {

// The outcome as the card table's record of a battle between seat 0 (attacker) and seat 1 (defender).
cardtable::BattleRecord battleRecordOf(const BattleInput &input, const BattleOutcome &outcome);
// The attacker's and the defender's names: their nations in the language shown.
QStringList battleSideNames(const BattleInput &input);
// Every sentence of the result: the winner (or the dice still to roll), the casualties with their
// figures, each ally's share of a side's loss, and the city token.
QStringList battleReportLines(const BattleInput &input, const BattleOutcome &outcome);

} // namespace canaan::companion
