#include "editor/commands/paste_command.h"

#include <QCoreApplication>

namespace canaan::editor {

PasteCommand::PasteCommand(MapDocument *document, const MapFragment &fragment, settlers::HexCoord offset)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Paste"), MapChange::Everything)
{
    settlers::MapModel map = before();
    placeFragment(map, fragment, offset);
    setAfter(std::move(map));
}

} // namespace canaan::editor
