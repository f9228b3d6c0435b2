#include "editor/canvas/tool_controller.h"

#include "cartography/board_geometry.h"
#include "editor/commands/add_harbor_command.h"
#include "editor/commands/erase_command.h"
#include "editor/commands/fill_command.h"
#include "editor/commands/move_selection_command.h"
#include "editor/commands/paste_command.h"
#include "editor/commands/remove_harbor_command.h"
#include "editor/commands/rotate_harbor_command.h"
#include "editor/commands/set_harbor_kind_command.h"
#include "editor/commands/set_number_command.h"
#include "editor/commands/set_terrain_command.h"
#include "editor/commands/swap_numbers_command.h"
#include "editor/commands/toggle_closed_command.h"
#include "editor/commands/toggle_jerusalem_site_command.h"
#include "editor/canvas/editor_overlay.h"
#include "editor/canvas/hex_picking.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"

#include <QKeyEvent>
#include <algorithm>

namespace canaan::editor {

ToolController::ToolController(MapDocument *document, EditorOverlay *overlay, QObject *parent)
    : QObject(parent), m_document(document), m_overlay(overlay)
{
    m_typingTimer.setSingleShot(true);
    m_typingTimer.setInterval(1000);
    connect(&m_typingTimer, &QTimer::timeout, this, [this] { m_typed.clear(); });
}

void ToolController::setTool(Tool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    if (tool != Tool::Select)
        setSelection({});
    emit toolChanged(tool);
}

void ToolController::press(QPointF scenePos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    const settlers::HexCoord hex = hexAtScene(scenePos);
    m_pressPos = scenePos;
    m_pressHex = hex;
    m_dragging = button == Qt::LeftButton;
    ++m_stroke;
    m_strokePos = scenePos;
    switch (m_tool) {
    case Tool::Terrain:
    case Tool::Eraser:
    case Tool::Fill:
        if (button == Qt::LeftButton)
            strokeTo(scenePos);
        break;
    case Tool::Number:
        if (button == Qt::RightButton)
            m_document->push(new SetNumberCommand(m_document, hex, 0));
        break; // left: set on release, unless the mouse was dragged to another hex (a swap)
    case Tool::Harbor:
        clickHarbor(scenePos, button, modifiers);
        break;
    case Tool::Jerusalem:
        if (button == Qt::LeftButton)
            m_document->push(new ToggleJerusalemSiteCommand(m_document, cornerNearest(scenePos)));
        break;
    case Tool::Closed:
        if (button == Qt::LeftButton)
            m_document->push(new ToggleClosedCommand(m_document, cornerNearest(scenePos)));
        break;
    case Tool::Select:
        if (button != Qt::LeftButton)
            break;
        m_movingSelection = m_overlay->selection().count(hex) > 0;
        m_copying = modifiers & Qt::ControlModifier;
        if (!m_movingSelection)
            m_overlay->setRubberBand(QRectF(scenePos, QSizeF()));
        break;
    }
}

void ToolController::move(QPointF scenePos, Qt::MouseButtons buttons)
{
    const settlers::HexCoord hex = hexAtScene(scenePos);
    if (hex != m_hover) {
        m_hover = hex;
        m_overlay->setHover(hex);
    }
    if (!m_dragging || !(buttons & Qt::LeftButton))
        return;
    if (m_tool == Tool::Terrain || m_tool == Tool::Eraser || m_tool == Tool::Fill)
        strokeTo(scenePos);
    else if (m_tool == Tool::Select && m_movingSelection && m_pressHex)
        m_overlay->setMoveOffset({hex.q - m_pressHex->q, hex.r - m_pressHex->r});
    else if (m_tool == Tool::Select)
        m_overlay->setRubberBand(QRectF(m_pressPos, scenePos).normalized());
}

void ToolController::release(QPointF scenePos, Qt::MouseButton button)
{
    if (button != Qt::LeftButton || !m_dragging)
        return;
    m_dragging = false;
    const settlers::HexCoord hex = hexAtScene(scenePos);
    if (m_tool == Tool::Number && m_pressHex) {
        if (*m_pressHex != hex)
            m_document->push(new SwapNumbersCommand(m_document, *m_pressHex, hex));
        else
            m_document->push(new SetNumberCommand(m_document, hex, m_number));
    } else if (m_tool == Tool::Select && m_movingSelection && m_pressHex) {
        const settlers::HexCoord offset{hex.q - m_pressHex->q, hex.r - m_pressHex->r};
        m_overlay->setMoveOffset({});
        if (offset != settlers::HexCoord{}) {
            std::set<settlers::HexCoord> moved;
            for (settlers::HexCoord h : m_overlay->selection())
                moved.insert({h.q + offset.q, h.r + offset.r});
            m_document->push(new MoveSelectionCommand(m_document, selection(), offset, m_copying));
            setSelection(moved);
        }
    } else if (m_tool == Tool::Select) {
        const QRectF band = QRectF(m_pressPos, scenePos).normalized();
        std::set<settlers::HexCoord> picked;
        for (const settlers::MapHex &h : m_document->map().hexes)
            if (band.contains(cartography::sceneCentreOf(h.at)))
                picked.insert(h.at);
        if (band.width() < 4 && band.height() < 4 && m_document->map().hexAt(hex))
            picked.insert(hex); // a click selects one hex
        m_overlay->setRubberBand({});
        setSelection(picked);
    }
    m_movingSelection = false;
}

bool ToolController::key(QKeyEvent *event)
{
    const QString text = event->text();
    if (text.size() != 1 || !text.front().isDigit() || !m_hover)
        return false;
    m_typed += text;
    m_typingTimer.start();
    const int number = m_typed.toInt();
    if (number == 1) // waiting for the second digit of 10, 11 or 12
        return true;
    m_document->push(new SetNumberCommand(m_document, *m_hover, number));
    m_typed.clear();
    return true;
}

void ToolController::strokeTo(QPointF scenePos)
{
    const std::vector<settlers::HexCoord> hexes = hexesAlong(m_strokePos, scenePos);
    m_strokePos = scenePos;
    if (m_tool == Tool::Terrain)
        m_document->push(new SetTerrainCommand(m_document, hexes, m_terrain, m_stroke));
    else if (m_tool == Tool::Eraser)
        m_document->push(new EraseCommand(m_document, hexes, m_stroke));
    else if (m_tool == Tool::Fill)
        m_document->push(new FillCommand(m_document, hexes, m_terrain, m_stroke));
}

void ToolController::clickHarbor(QPointF scenePos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    const settlers::HexCoord hex = hexAtScene(scenePos);
    const settlers::MapModel &map = m_document->map();
    const bool hasHarbor = std::any_of(map.harbors.begin(), map.harbors.end(), [&](const settlers::Harbor &h) { return h.at == hex; });
    if (button == Qt::RightButton) {
        // The kind is chosen on the harbor itself (issue 36: a toolbar kind set before the click
        // gave 7 of 9 harbors the wrong kind on a first try).
        if (hasHarbor)
            emit harborMenuRequested(hex);
        return;
    }
    if (button != Qt::LeftButton)
        return;
    if (hasHarbor && (modifiers & Qt::ShiftModifier)) {
        m_document->push(new SetHarborKindCommand(m_document, hex, m_harborKind));
        return;
    }
    if (hasHarbor) {
        m_document->push(new RotateHarborCommand(m_document, hex));
        return;
    }
    // A new harbor faces the land side nearest the click.
    const std::vector<settlers::Side> sides = landSides(map, hex);
    if (sides.empty())
        return;
    settlers::Side facing = sideNearest(hex, scenePos);
    if (std::find(sides.begin(), sides.end(), facing) == sides.end())
        facing = sides.front();
    m_document->push(new AddHarborCommand(m_document, settlers::Harbor{hex, facing, m_harborKind}));
}

std::vector<settlers::HexCoord> ToolController::selection() const
{
    return {m_overlay->selection().begin(), m_overlay->selection().end()};
}

void ToolController::setSelection(std::set<settlers::HexCoord> hexes)
{
    m_overlay->setSelection(hexes);
    emit selectionChanged(!hexes.empty());
}

void ToolController::selectAll()
{
    std::set<settlers::HexCoord> all;
    for (const settlers::MapHex &h : m_document->map().hexes)
        all.insert(h.at);
    setTool(Tool::Select);
    setSelection(all);
}

void ToolController::copySelection()
{
    if (!m_overlay->selection().empty())
        m_clipboard = copyFragment(m_document->map(), selection());
}

void ToolController::paste()
{
    if (m_clipboard.isEmpty())
        return;
    // The fragment's first hex lands under the mouse (or beside the original when the mouse is away).
    const settlers::HexCoord anchor = m_clipboard.hexes.front().at;
    const settlers::HexCoord target = m_hover.value_or(settlers::HexCoord{anchor.q + 1, anchor.r + 1});
    const settlers::HexCoord offset{target.q - anchor.q, target.r - anchor.r};
    m_document->push(new PasteCommand(m_document, m_clipboard, offset));
    std::set<settlers::HexCoord> pasted;
    for (const settlers::MapHex &h : m_clipboard.hexes)
        pasted.insert({h.at.q + offset.q, h.at.r + offset.r});
    setTool(Tool::Select);
    setSelection(pasted);
}

void ToolController::deleteSelection()
{
    if (m_overlay->selection().empty())
        return;
    m_document->push(new EraseCommand(m_document, selection()));
    setSelection({});
}

} // namespace canaan::editor
