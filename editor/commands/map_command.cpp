#include "map_command.h"

#include "model/map_document.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace canaan::editor {

MapCommand::MapCommand(MapDocument *document, const char *source, MapChanges what)
    : MapCommand(document, [source] { return QCoreApplication::translate("canaan::editor::Commands", source); }, what)
{
}

MapCommand::MapCommand(MapDocument *document, TextFunction text, MapChanges what)
    : QUndoCommand(text())
    , m_document(document)
    , m_text(std::move(text))
    , m_before(document->map())
    , m_after(document->map())
    , m_what(what)
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

void retranslateCommands(const QUndoStack &stack)
{
    // QUndoStack hands out its commands as const; a command's name is not part of the edit it undoes.
    for (int i = 0; i < stack.count(); ++i)
        if (auto *command = dynamic_cast<const MapCommand *>(stack.command(i)))
            const_cast<MapCommand *>(command)->retranslate();
}

} // namespace canaan::editor
