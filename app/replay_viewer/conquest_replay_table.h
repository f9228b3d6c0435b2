// Conquest's replay on the card table, as one seat saw it: the table is told the story so far (its
// log and battles) whenever the replay jumps or the seat shown changes, and one action at a time when
// it steps on, so the log and the battle screen take it as a live game's.
#pragma once

#include "play/game_replay.h"

#include <QStringList>
#include <QWidget>

namespace canaan::cardtable {
class CardTableWidget;
}

namespace canaan::replayviewer {

class ConquestReplayTable : public QWidget {
    Q_OBJECT
public:
    ConquestReplayTable(play::ConquestReplay &replay, const QStringList &names, QWidget *parent = nullptr);

    cardtable::CardTableWidget *cardTable() const { return m_cards; }
    // The seat whose view is shown, or -1 for everything (then the deciding seat's); the table is
    // made anew (the first call makes it).
    void setShownSeat(int seat);
    // Moves the replay to `target` and shows it.
    void seek(int target);

private:
    int seatShown() const;
    void showCards(bool rebuild);

    play::ConquestReplay &m_replay;
    QStringList m_names;
    int m_shownSeat = -1;
    cardtable::CardTableWidget *m_cards = nullptr;
};

} // namespace canaan::replayviewer
