// The map being edited: the MapModel, its file, and the QUndoStack through which every change
// goes. Commands call apply(); the document emits changed() once per change, and views redraw
// from it. Saving marks the stack clean, so "modified" is simply "not at the clean index".
#pragma once

#include "engine/settlers/board/map.h"
#include "editor/model/map_change.h"
#include "editor/model/map_delta.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace canaan::editor {

class MapCommand;

class MapDocument : public QObject {
    Q_OBJECT
public:
    explicit MapDocument(QObject *parent = nullptr);

    const settlers::MapModel &map() const { return m_map; }
    // The hex at `at`, or null, in O(1).
    const settlers::MapHex *hexAt(settlers::HexCoord at) const { return cartography::findHex(m_map, m_lookup, at); }
    QUndoStack *undoStack() { return &m_undo; }
    QString filePath() const { return m_filePath; }
    bool isModified() const { return !m_undo.isClean(); }

    // Starts over with this map: no file, an empty history.
    void reset(const settlers::MapModel &map, const QString &filePath = {});
    bool load(const QString &path, QString *error = nullptr);
    // Refuses a map the loader would refuse (errors lists them) so a saved file always reopens.
    bool save(const QString &path, QString *error = nullptr);

    // Pushes an edit; one that would change nothing is dropped. Returns whether it was pushed.
    bool push(MapCommand *command);
    // For commands only: does (forward) or undoes the delta and announces it.
    void apply(const MapDelta &delta, bool forward, MapChanges what);

    // While changed() is emitted: the hexes the change touched, or null when it may have touched
    // any (a new map, a replaced list). Views redraw only these hexes when they can.
    const std::vector<settlers::HexCoord> *changedHexes() const { return m_allChanged ? nullptr : &m_changedHexes; }
    // While changed() is emitted: whether harbors, sites, closed intersections or properties changed.
    bool restChanged() const { return m_restChanged; }

signals:
    void changed(canaan::editor::MapChanges what);
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    void announce(MapChanges what, const MapDelta *delta);

    settlers::MapModel m_map;
    cartography::HexLookup m_lookup;
    std::vector<settlers::HexCoord> m_changedHexes;
    bool m_allChanged = true;
    bool m_restChanged = true;
    QString m_filePath;
    QUndoStack m_undo;
};

} // namespace canaan::editor
