// One line of the table's log per action, a full sentence with placeholders, told as the viewing seat
// may know it (C20): another's draw, discard or lent card is "a card"; another's secret choice is not
// told at all (not even how many cards), so the result is then empty.
#pragma once

#include "engine/conquest/action.h"
#include "engine/conquest/view.h"

#include <QString>
#include <QStringList>

namespace canaan::cardtable {

// `before`: the viewing seat's view just before the action; `names`: each seat's player name.
QString logSentence(const conquest::SeatView &before, const conquest::Action &action, const QStringList &names);

} // namespace canaan::cardtable
