#include "seat.h"

#include <QCoreApplication>
#include <array>

namespace canaan::game {

QColor defaultSeatColor(int seat)
{
    static const std::array<QColor, 4> colors{QColor(0xc6, 0x28, 0x28), QColor(0x1e, 0x5a, 0xc8),
                                              QColor(0xf0, 0xf0, 0xe6), QColor(0xe6, 0x8a, 0x00)};
    return colors[static_cast<std::size_t>(seat) % colors.size()];
}

QString defaultSeatName(int seat)
{
    static const std::array<const char *, 4> names{
        QT_TRANSLATE_NOOP("canaan::game::Seat", "Judah"), QT_TRANSLATE_NOOP("canaan::game::Seat", "Benjamin"),
        QT_TRANSLATE_NOOP("canaan::game::Seat", "Ephraim"), QT_TRANSLATE_NOOP("canaan::game::Seat", "Asher")};
    return QCoreApplication::translate("canaan::game::Seat", names[static_cast<std::size_t>(seat) % names.size()]);
}

QList<Seat> defaultSeats(int count, const QString &botId)
{
    QList<Seat> seats;
    for (int i = 0; i < count; ++i)
        seats.append({defaultSeatName(i), defaultSeatColor(i), i == 0 ? QString() : botId});
    return seats;
}

} // namespace canaan::game
