// The base of every edit: a QUndoCommand holding the map before and after. Each command works out
// its "after" once, in its constructor, from a pure edit of the document's current map; undo and
// redo then restore exact values, and a brush stroke merges by keeping the first "before" and the
// last "after". Maps are small (a few hundred hexes), so whole copies cost nothing noticeable.
#pragma once

#include "board/map.h"
#include "model/map_change.h"

#include <QUndoCommand>

namespace canaan::editor {

class MapDocument;

// Ids for QUndoCommand::id(), so merging commands recognise each other.
enum CommandId { SetTerrainId = 1, EraseId };

class MapCommand : public QUndoCommand {
public:
    MapCommand(MapDocument *document, const QString &text, MapChanges what);

    void redo() override;
    void undo() override;
    bool changesAnything() const { return m_before != m_after; }
    const MapModel &before() const { return m_before; }
    const MapModel &after() const { return m_after; }

protected:
    // Subclasses call this from their constructor with the edited copy of before().
    void setAfter(MapModel after);
    // For mergeWith(): takes the other command's result as this one's.
    void mergeAfter(const MapCommand &later);

private:
    MapDocument *m_document;
    MapModel m_before;
    MapModel m_after;
    MapChanges m_what;
};

} // namespace canaan::editor
