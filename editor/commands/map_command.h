// The base of every edit: a QUndoCommand holding the map before and after. Each command works out
// its "after" once, in its constructor, from a pure edit of the document's current map; undo and
// redo then restore exact values, and a brush stroke merges by keeping the first "before" and the
// last "after". Maps are small (a few hundred hexes), so whole copies cost nothing noticeable.
#pragma once

#include "board/map.h"
#include "model/map_change.h"

#include <QUndoCommand>
#include <functional>

class QUndoStack;

namespace canaan::editor {

class MapDocument;

// Ids for QUndoCommand::id(), so merging commands recognise each other.
enum CommandId { SetTerrainId = 1, EraseId };

class MapCommand : public QUndoCommand {
public:
    // The command's name in the UI's language; called again when the language changes.
    using TextFunction = std::function<QString()>;
    // source: a QT_TRANSLATE_NOOP("canaan::editor::Commands", ...) name, translated now and on retranslate().
    MapCommand(MapDocument *document, const char *source, MapChanges what);
    MapCommand(MapDocument *document, TextFunction text, MapChanges what);

    void redo() override;
    void undo() override;
    bool changesAnything() const { return m_before != m_after; }
    const MapModel &before() const { return m_before; }
    const MapModel &after() const { return m_after; }
    // Names the command again in the UI's current language (the history and Undo/Redo show it).
    void retranslate() { setText(m_text()); }

protected:
    // Subclasses call this from their constructor with the edited copy of before().
    void setAfter(MapModel after);
    // For mergeWith(): takes the other command's result as this one's.
    void mergeAfter(const MapCommand &later);

private:
    MapDocument *m_document;
    TextFunction m_text;
    MapModel m_before;
    MapModel m_after;
    MapChanges m_what;
};

// Retranslates every MapCommand on the stack, after a language change.
void retranslateCommands(const QUndoStack &stack);

} // namespace canaan::editor
