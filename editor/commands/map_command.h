// The base of every edit: a QUndoCommand holding what the edit changes (a MapDelta). Each command
// works out its result once, in its constructor, from a pure edit of a copy of the document's map;
// only the difference is kept, so undo and redo restore exact values at a cost that follows the
// edit, not the map. A brush stroke merges its steps into one.
#pragma once

#include "engine/settlers/board/map.h"
#include "editor/model/map_change.h"
#include "editor/model/map_delta.h"

#include <QUndoCommand>
#include <functional>

class QUndoStack;

namespace canaan::editor {

class MapDocument;

// Ids for QUndoCommand::id(), so merging commands recognise each other.
enum CommandId { SetTerrainId = 1, EraseId, FillId };

class MapCommand : public QUndoCommand {
public:
    // The command's name in the UI's language; called again when the language changes.
    using TextFunction = std::function<QString()>;
    // source: a QT_TRANSLATE_NOOP("canaan::editor::Commands", ...) name, translated now and on retranslate().
    MapCommand(MapDocument *document, const char *source, MapChanges what);
    MapCommand(MapDocument *document, TextFunction text, MapChanges what);

    void redo() override;
    void undo() override;
    bool changesAnything() const { return !m_delta.isEmpty(); }
    const MapDelta &delta() const { return m_delta; }
    // Names the command again in the UI's current language (the history and Undo/Redo show it).
    void retranslate() { setText(m_text()); }

protected:
    // The document's map as the command found it, and its hex at `at` (O(1)); valid in the
    // subclass's constructor.
    const settlers::MapModel &before() const;
    const settlers::MapHex *hexBefore(settlers::HexCoord at) const;
    // Subclasses call this from their constructor with the edited copy of before().
    void setAfter(const settlers::MapModel &after);
    // For mergeWith(): takes the other command's result as this one's. The later command has just
    // been done, so the document holds its result.
    void mergeAfter(const MapCommand &later);

private:
    MapDocument *m_document;
    TextFunction m_text;
    MapDelta m_delta;
    MapChanges m_what;
};

// Retranslates every MapCommand on the stack, after a language change.
void retranslateCommands(const QUndoStack &stack);

} // namespace canaan::editor
