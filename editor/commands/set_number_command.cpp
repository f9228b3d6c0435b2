#include "editor/commands/set_number_command.h"

#include <QCoreApplication>

namespace canaan::editor {

SetNumberCommand::SetNumberCommand(MapDocument *document, settlers::HexCoord at, int number)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Set number"), MapChange::Hexes)
{
    settlers::MapModel map = before();
    settlers::MapHex *hex = map.hexAt(at);
    // Only what the loader accepts: no 7, 2..12, on production terrain.
    const bool valid = number == 0 || (number >= 2 && number <= 12 && number != 7);
    if (hex && valid && (number == 0 || settlers::isProductive(hex->terrain)))
        hex->number = number;
    setAfter(std::move(map));
}

} // namespace canaan::editor
