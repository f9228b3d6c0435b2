#include "editor/commands/erase_command.h"

#include "editor/model/map_edits.h"

#include <QCoreApplication>
#include <algorithm>

namespace canaan::editor {

EraseCommand::EraseCommand(MapDocument *document, const std::vector<settlers::HexCoord> &hexes, int stroke)
    : MapCommand(document, QT_TRANSLATE_NOOP("canaan::editor::Commands", "Erase"), MapChange::Everything)
    , m_stroke(stroke)
{
    if (std::none_of(hexes.begin(), hexes.end(), [this](settlers::HexCoord at) { return hexBefore(at); }))
        return; // erasing where there is no hex
    settlers::MapModel map = before();
    for (settlers::HexCoord at : hexes)
        removeHex(map, at);
    tidy(map);
    setAfter(map);
}

bool EraseCommand::mergeWith(const QUndoCommand *other)
{
    const auto *later = static_cast<const EraseCommand *>(other);
    if (later->m_stroke != m_stroke)
        return false;
    mergeAfter(*later);
    return true;
}

} // namespace canaan::editor
