#include "companion/companion_session.h"

#include <QCoreApplication>
#include <array>

namespace canaan::companion {

QString defaultPlayerName(int seat)
{
    // Tribe names, as the game's own seats use them.
    static const std::array<const char *, kMaxPlayers> names{
        QT_TRANSLATE_NOOP("canaan::companion::TableSession", "Judah"), QT_TRANSLATE_NOOP("canaan::companion::TableSession", "Benjamin"),
        QT_TRANSLATE_NOOP("canaan::companion::TableSession", "Ephraim"), QT_TRANSLATE_NOOP("canaan::companion::TableSession", "Asher")};
    return QCoreApplication::translate("canaan::companion::TableSession",
                                       names[static_cast<std::size_t>(seat) % names.size()]);
}

QRgb defaultPlayerColor(int seat)
{
    // The box's four tribe colours: red, blue, white, orange.
    static const std::array<QRgb, kMaxPlayers> colors{qRgb(0xc6, 0x28, 0x28), qRgb(0x1e, 0x5a, 0xc8),
                                                      qRgb(0xf0, 0xf0, 0xe6), qRgb(0xe6, 0x8a, 0x00)};
    return colors[static_cast<std::size_t>(seat) % colors.size()];
}

TableSession newSession(const settlers::MapModel &map, const QString &mapName, int count)
{
    TableSession s;
    s.map = map;
    s.mapName = mapName;
    for (int p = 0; p < count; ++p)
        s.players.append({defaultPlayerName(p), defaultPlayerColor(p)});
    return s;
}

} // namespace canaan::companion
