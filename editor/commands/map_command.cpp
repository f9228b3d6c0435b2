#include "map_command.h"

#include "model/map_document.h"

namespace canaan::editor {

MapCommand::MapCommand(MapDocument *document, const QString &text, MapChanges what)
    : QUndoCommand(text), m_document(document), m_before(document->map()), m_after(document->map()), m_what(what)
{
}

void MapCommand::redo() { m_document->apply(m_after, m_what); }

void MapCommand::undo() { m_document->apply(m_before, m_what); }

void MapCommand::setAfter(MapModel after) { m_after = std::move(after); }

void MapCommand::mergeAfter(const MapCommand &later)
{
    m_after = later.m_after;
    m_what |= later.m_what;
    setObsolete(m_before == m_after);
}

} // namespace canaan::editor
