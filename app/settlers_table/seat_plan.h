// Who sits at each place of a game: a person or a computer player, with a name and a colour.
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <vector>

namespace canaan {
struct Seat;
}

namespace canaan::settlerstable {

struct SeatPlan {
    QString name;
    QColor color;
    QString botId; // empty: a person at this screen; else the computer player's id ("random", "easy", ...)
    bool isHuman() const { return botId.isEmpty(); }
};

// The four tribe colours of the box, in seat order.
QColor defaultSeatColor(int seat);
// Tribe names as defaults (translated), in seat order.
QString defaultSeatName(int seat);
// The seat's default name in the current language or in English (so it may follow the language).
bool isDefaultSeatName(int seat, const QString &name);
// The seats of a saved game (io/save_file.h): their names (a tribe's when empty), colours (a
// tribe's when unreadable) and players.
QList<SeatPlan> seatPlansOf(const std::vector<canaan::Seat> &seats);
// Seat 0 a person, the others computer players of `botId`.
QList<SeatPlan> defaultSeats(int count, const QString &botId = QStringLiteral("normal"));

} // namespace canaan::settlerstable
