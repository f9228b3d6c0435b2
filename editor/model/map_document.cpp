#include "editor/model/map_document.h"

#include "editor/commands/map_command.h"
#include "engine/io/map_file.h"

#include <QCoreApplication>

namespace canaan::editor {

MapDocument::MapDocument(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void MapDocument::reset(const settlers::MapModel &map, const QString &filePath)
{
    m_undo.clear();
    m_map = map;
    m_lookup = cartography::indexHexes(m_map);
    m_filePath = filePath;
    m_undo.setClean();
    emit filePathChanged(m_filePath);
    announce(MapChange::Everything, nullptr);
    emit modifiedChanged(false);
}

bool MapDocument::load(const QString &path, QString *error)
{
    const MapLoadResult loaded = loadMapFile(path);
    if (!loaded.ok()) {
        if (error)
            *error = loaded.error.toString();
        return false;
    }
    reset(*loaded.map, path);
    return true;
}

bool MapDocument::save(const QString &path, QString *error)
{
    const std::vector<MapIssue> errors = findMapErrors(m_map);
    if (!errors.empty()) {
        if (error)
            *error = QCoreApplication::translate("canaan::editor::MapDocument",
                                                 "The map has %1 errors; the validation panel lists them.")
                         .arg(errors.size());
        return false;
    }
    if (!saveMapFile(m_map, path, error))
        return false;
    m_undo.setClean();
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    return true;
}

bool MapDocument::push(MapCommand *command)
{
    if (!command->changesAnything()) {
        delete command;
        return false;
    }
    m_undo.push(command);
    return true;
}

void MapDocument::apply(const MapDelta &delta, bool forward, MapChanges what)
{
    if (forward)
        delta.redo(m_map, m_lookup);
    else
        delta.undo(m_map, m_lookup);
    announce(what, &delta);
}

void MapDocument::announce(MapChanges what, const MapDelta *delta)
{
    m_allChanged = !delta || delta->replacesHexes();
    m_changedHexes = delta && !m_allChanged ? delta->hexes() : std::vector<settlers::HexCoord>{};
    m_restChanged = !delta || delta->changesRest();
    emit changed(what);
}

} // namespace canaan::editor
