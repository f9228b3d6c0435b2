#include "editor/commands/swap_numbers_command.h"

#include <QCoreApplication>

namespace canaan::editor {

SwapNumbersCommand::SwapNumbersCommand(MapDocument *document, settlers::HexCoord from, settlers::HexCoord to)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Swap numbers"), MapChange::Hexes)
{
    settlers::MapModel map = before();
    settlers::MapHex *a = map.hexAt(from);
    settlers::MapHex *b = map.hexAt(to);
    // A token may only land on production terrain; an empty one may go anywhere.
    if (a && b && a != b && (a->number == 0 || settlers::isProductive(b->terrain)) && (b->number == 0 || settlers::isProductive(a->terrain)))
        std::swap(a->number, b->number);
    setAfter(std::move(map));
}

} // namespace canaan::editor
