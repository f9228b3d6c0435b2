#include "editor/commands/swap_numbers_command.h"

#include <QCoreApplication>

namespace canaan::editor {

SwapNumbersCommand::SwapNumbersCommand(MapDocument *document, HexCoord from, HexCoord to)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Swap numbers"), MapChange::Hexes)
{
    MapModel map = before();
    MapHex *a = map.hexAt(from);
    MapHex *b = map.hexAt(to);
    // A token may only land on production terrain; an empty one may go anywhere.
    if (a && b && a != b && (a->number == 0 || isProductive(b->terrain)) && (b->number == 0 || isProductive(a->terrain)))
        std::swap(a->number, b->number);
    setAfter(std::move(map));
}

} // namespace canaan::editor
