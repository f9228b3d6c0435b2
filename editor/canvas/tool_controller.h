// Turns mouse and keyboard input on the board into edit commands for the current tool. The view
// reports scene positions; this decides what they mean and pushes one command per user action
// (a brush or eraser stroke merges into one).
#pragma once

#include "engine/settlers/board/map.h"
#include "editor/model/map_fragment.h"

#include <QObject>
#include <QPointF>
#include <QTimer>
#include <optional>
#include <set>

class QKeyEvent;

namespace canaan::editor {

class MapDocument;
class EditorOverlay;

enum class Tool { Terrain, Number, Harbor, Jerusalem, Closed, Eraser, Select, Fill };

class ToolController : public QObject {
    Q_OBJECT
public:
    ToolController(MapDocument *document, EditorOverlay *overlay, QObject *parent = nullptr);

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    void setTerrain(settlers::Terrain t) { m_terrain = t; }
    settlers::Terrain terrain() const { return m_terrain; }
    void setNumber(int n) { m_number = n; }
    void setHarborKind(std::optional<settlers::Resource> kind) { m_harborKind = kind; }

    void press(QPointF scenePos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void move(QPointF scenePos, Qt::MouseButtons buttons);
    void release(QPointF scenePos, Qt::MouseButton button);
    // Digits typed over a hex set its number (two digits within a second make 10, 11, 12).
    bool key(QKeyEvent *event);

    // Selection edits.
    std::vector<settlers::HexCoord> selection() const;
    void selectAll();
    void copySelection();
    void paste();
    void deleteSelection();
    bool hasClipboard() const { return !m_clipboard.isEmpty(); }

signals:
    void toolChanged(canaan::editor::Tool tool);
    void selectionChanged(bool any);
    // A right-click on a harbor: the window offers its kinds, Rotate and Remove there.
    void harborMenuRequested(canaan::settlers::HexCoord hex);

private:
    // The brush, eraser or fill over every hex from the last mouse position to this one.
    void strokeTo(QPointF scenePos);
    void clickHarbor(QPointF scenePos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void setSelection(std::set<settlers::HexCoord> hexes);

    MapDocument *m_document;
    EditorOverlay *m_overlay;
    Tool m_tool = Tool::Terrain;
    settlers::Terrain m_terrain = settlers::Terrain::Forest;
    int m_number = 6;
    std::optional<settlers::Resource> m_harborKind;

    bool m_dragging = false;
    int m_stroke = 0;
    QPointF m_pressPos;
    QPointF m_strokePos; // where the stroke last reached
    std::optional<settlers::HexCoord> m_pressHex;
    std::optional<settlers::HexCoord> m_hover;
    bool m_movingSelection = false;
    bool m_copying = false;
    MapFragment m_clipboard;
    QString m_typed;
    QTimer m_typingTimer;
};

} // namespace canaan::editor
