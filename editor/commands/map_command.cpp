#include "editor/commands/map_command.h"

#include "editor/model/map_document.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace canaan::editor {

MapCommand::MapCommand(MapDocument *document, const char *source, MapChanges what)
    : MapCommand(document, [source] { return QCoreApplication::translate("canaan::editor::Commands", source); }, what)
{
}

MapCommand::MapCommand(MapDocument *document, TextFunction text, MapChanges what)
    : QUndoCommand(text()), m_document(document), m_text(std::move(text)), m_what(what)
{
}

void MapCommand::redo() { m_document->apply(m_delta, true, m_what); }

void MapCommand::undo() { m_document->apply(m_delta, false, m_what); }

const settlers::MapModel &MapCommand::before() const { return m_document->map(); }

const settlers::MapHex *MapCommand::hexBefore(settlers::HexCoord at) const { return m_document->hexAt(at); }

void MapCommand::setAfter(const settlers::MapModel &after) { m_delta = MapDelta(m_document->map(), after); }

void MapCommand::mergeAfter(const MapCommand &later)
{
    m_what |= later.m_what;
    if (!m_delta.absorb(later.m_delta)) {
        // Hexes arrived or left: rebuild the map before both steps and take the difference.
        settlers::MapModel start = m_document->map();
        cartography::HexLookup lookup = cartography::indexHexes(start);
        later.m_delta.undo(start, lookup);
        m_delta.undo(start, lookup);
        m_delta = MapDelta(start, m_document->map());
    }
    setObsolete(m_delta.isEmpty());
}

void retranslateCommands(const QUndoStack &stack)
{
    // QUndoStack hands out its commands as const; a command's name is not part of the edit it undoes.
    for (int i = 0; i < stack.count(); ++i)
        if (auto *command = dynamic_cast<const MapCommand *>(stack.command(i)))
            const_cast<MapCommand *>(command)->retranslate();
}

} // namespace canaan::editor
