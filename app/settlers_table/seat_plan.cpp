#include "app/settlers_table/seat_plan.h"

#include "engine/io/save_file.h"

#include "boardview/seat_colours.h"

#include <QCoreApplication>
#include <array>

namespace canaan::settlerstable {

QColor defaultSeatColor(int seat) { return boardview::seatColour(seat); }

namespace {
const char *defaultSeatSource(int seat)
{
    static const std::array<const char *, 4> names{
        QT_TRANSLATE_NOOP("canaan::settlerstable::Seat", "Judah"), QT_TRANSLATE_NOOP("canaan::settlerstable::Seat", "Benjamin"),
        QT_TRANSLATE_NOOP("canaan::settlerstable::Seat", "Ephraim"), QT_TRANSLATE_NOOP("canaan::settlerstable::Seat", "Asher")};
    return names[static_cast<std::size_t>(seat) % names.size()];
}
} // namespace

QString defaultSeatName(int seat)
{
    return QCoreApplication::translate("canaan::settlerstable::Seat", defaultSeatSource(seat));
}

bool isDefaultSeatName(int seat, const QString &name)
{
    return name == defaultSeatName(seat) || name == QLatin1String(defaultSeatSource(seat));
}

QList<SeatPlan> defaultSeats(int count, const QString &botId)
{
    QList<SeatPlan> seats;
    for (int i = 0; i < count; ++i)
        seats.append({defaultSeatName(i), defaultSeatColor(i), i == 0 ? QString() : botId});
    return seats;
}

} // namespace canaan::settlerstable

namespace canaan::settlerstable {

QList<SeatPlan> seatPlansOf(const std::vector<canaan::Seat> &seats)
{
    QList<SeatPlan> plans;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const canaan::Seat &s = seats[i];
        SeatPlan seat;
        seat.name = QString::fromStdString(s.name);
        if (seat.name.isEmpty())
            seat.name = defaultSeatName(static_cast<int>(i));
        seat.color = QColor::fromString(QString::fromStdString(s.colour));
        if (!seat.color.isValid())
            seat.color = defaultSeatColor(static_cast<int>(i));
        seat.botId = s.kind == "human" ? QString() : QString::fromStdString(s.kind);
        plans.append(seat);
    }
    return plans;
}

} // namespace canaan::settlerstable
