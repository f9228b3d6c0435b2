#include "boardview/seat_colours.h"

#include <array>

namespace canaan::boardview {

QColor seatColour(int seat)
{
    static const std::array<QColor, 4> colours{QColor(0xc6, 0x28, 0x28), QColor(0x1e, 0x5a, 0xc8),
                                               QColor(0xf0, 0xf0, 0xe6), QColor(0xe6, 0x8a, 0x00)};
    return colours[static_cast<std::size_t>(seat) % colours.size()];
}

} // namespace canaan::boardview
