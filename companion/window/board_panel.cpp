#include "companion/window/board_panel.h"

#include "cartography/board_geometry.h"
#include "companion/window/board_picking.h"
#include "boardview/board_scene.h"
#include "companion/window/tap_board_view.h"

#include <QButtonGroup>
#include <QColor>
#include <QGraphicsPathItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QPen>
#include <QToolButton>
#include <QVBoxLayout>

namespace canaan::companion {

namespace {
constexpr int kTouch = 48; // the smallest side of anything to tap

QToolButton *bigButton(QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setCheckable(true);
    b->setMinimumSize(kTouch * 2, kTouch);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}
} // namespace

BoardPanel::BoardPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_scene(new boardview::BoardScene(this)), m_view(new TapBoardView(this)),
      m_tools(new QButtonGroup(this)), m_players(new QButtonGroup(this)), m_playerRow(new QHBoxLayout),
      m_hint(new QLabel(this))
{
    m_view->setScene(m_scene);
    m_view->setDragMode(QGraphicsView::NoDrag); // a tap places a piece; the scroll bars and wheel move
    auto *toolRow = new QHBoxLayout;
    for (Tool t : {Tool::Settlement, Tool::City, Tool::Road, Tool::Plague, Tool::Erase}) {
        auto *b = bigButton(this);
        m_tools->addButton(b, static_cast<int>(t));
        toolRow->addWidget(b);
    }
    toolRow->addStretch();
    m_tools->button(static_cast<int>(m_tool))->setChecked(true);
    connect(m_tools, &QButtonGroup::idClicked, this, [this](int id) { setTool(static_cast<Tool>(id)); });
    connect(m_players, &QButtonGroup::idClicked, this, [this](int id) { setPlayer(id); });
    m_playerRow->addStretch();
    m_hint->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolRow);
    layout->addLayout(m_playerRow);
    layout->addWidget(m_hint);
    layout->addWidget(m_view, 1);

    connect(m_view, &TapBoardView::tapped, this, &BoardPanel::tapAt);
    connect(m_doc, &CompanionDocument::changed, this, &BoardPanel::sync);
    retranslate();
    sync();
}

void BoardPanel::retranslate()
{
    const QList<std::pair<Tool, QString>> texts{{Tool::Settlement, tr("&1 Settlement")},
                                                {Tool::City, tr("&2 City")},
                                                {Tool::Road, tr("&3 Road")},
                                                {Tool::Plague, tr("&4 Plague")},
                                                {Tool::Erase, tr("&5 Remove")}};
    for (const auto &[tool, text] : texts)
        m_tools->button(static_cast<int>(tool))->setText(text);
    m_tools->button(static_cast<int>(Tool::Plague))->setToolTip(tr("Tap a numbered hex to move the Plague there."));
    m_tools->button(static_cast<int>(Tool::Erase))->setToolTip(tr("Tap a building or a road to take it away."));
    setTool(m_tool);
    m_scene->retranslate();
}

void BoardPanel::setTool(Tool tool)
{
    m_tool = tool;
    m_tools->button(static_cast<int>(tool))->setChecked(true);
    const QString name = m_player < m_doc->session().players.size() ? m_doc->session().players[m_player].name : QString();
    switch (tool) {
    case Tool::Settlement:
        m_hint->setText(tr("Tap an intersection to place a settlement of %1; tap it again to take it away.").arg(name));
        break;
    case Tool::City:
        m_hint->setText(tr("Tap an intersection to place a city of %1; tap it again to make it a settlement.").arg(name));
        break;
    case Tool::Road:
        m_hint->setText(tr("Tap a path to place a road of %1; tap it again to take it away.").arg(name));
        break;
    case Tool::Plague: m_hint->setText(tr("Tap a numbered hex to move the Plague there.")); break;
    case Tool::Erase: m_hint->setText(tr("Tap a building or a road to take it away.")); break;
    }
    // The player buttons matter only for pieces.
    for (QAbstractButton *b : m_players->buttons())
        b->setEnabled(tool != Tool::Plague && tool != Tool::Erase);
}

void BoardPanel::setPlayer(int player)
{
    if (player < 0 || player >= m_doc->session().players.size())
        return;
    m_player = player;
    if (QAbstractButton *b = m_players->button(player))
        b->setChecked(true);
    setTool(m_tool);
}

void BoardPanel::tapAt(QPointF p)
{
    const settlers::Topology &t = m_doc->tabletop().topology();
    switch (m_tool) {
    case Tool::Settlement:
    case Tool::City:
        m_doc->tapVertex(pickAt(t, PickKind::Vertex, p), m_tool, m_player);
        break;
    case Tool::Road: m_doc->tapEdge(pickAt(t, PickKind::Edge, p), m_tool, m_player); break;
    case Tool::Plague: m_doc->tapTile(pickAt(t, PickKind::Tile, p)); break;
    case Tool::Erase: {
        // The nearer of a building and a road.
        const int v = pickAt(t, PickKind::Vertex, p);
        if (v != settlers::kNone && m_doc->session().buildings.contains(v)) {
            m_doc->tapVertex(v, Tool::Erase, m_player);
            break;
        }
        m_doc->tapEdge(pickAt(t, PickKind::Edge, p), Tool::Erase, m_player);
        break;
    }
    }
}

void BoardPanel::syncPlayers()
{
    const QList<Player> &players = m_doc->session().players;
    const QList<QAbstractButton *> old = m_players->buttons();
    for (QAbstractButton *b : old) {
        m_players->removeButton(b);
        delete b;
    }
    for (int p = 0; p < players.size(); ++p) {
        auto *b = bigButton(this);
        b->setText(players[p].name);
        const QColor c(players[p].color);
        const QColor text = c.lightnessF() > 0.6 ? Qt::black : Qt::white;
        b->setStyleSheet(QStringLiteral("QToolButton { background: %1; color: %2; border: 2px solid #555; "
                                        "border-radius: 6px; padding: 4px 12px; font-size: %3pt; }"
                                        "QToolButton:checked { border: 5px solid #222; font-weight: bold; }")
                             .arg(c.name(), text.name())
                             .arg(font().pointSizeF()));
        m_players->addButton(b, p);
        m_playerRow->insertWidget(p, b);
    }
    setPlayer(std::min(m_player, static_cast<int>(players.size()) - 1));
}

void BoardPanel::sync()
{
    const TableSession &s = m_doc->session();
    if (!(s.map == m_shownMap)) {
        m_outlines.clear(); // deleted with the old map's layers
        m_shownMap = s.map;
        m_scene->setMap(s.map);
        m_view->fitToWindow();
    }
    m_scene->clearPieces();
    auto color = [&s](int p) { return QColor(s.players.value(p).color); };
    for (auto it = s.roads.begin(); it != s.roads.end(); ++it)
        m_scene->setRoad(it.key(), color(*it));
    for (auto it = s.buildings.begin(); it != s.buildings.end(); ++it)
        m_scene->setBuilding(it.key(), it->city ? boardview::BuildingKind::City : boardview::BuildingKind::Settlement,
                             color(it->player));
    m_scene->setPlague(s.plagueTile);
    const Standings st = m_doc->standings();
    QList<QColor> stones;
    for (int p = 0; p < s.players.size(); ++p)
        for (int k = 0; k < s.players[p].stones; ++k)
            stones.append(color(p));
    for (int k = 0; k < s.blackStones; ++k)
        stones.append(Qt::black);
    m_scene->setJerusalemStones(st.jerusalemSlots, stones);

    // The player buttons are made again only when a name, a colour or the count changed.
    bool playersChanged = m_players->buttons().size() != s.players.size();
    for (int p = 0; p < s.players.size() && !playersChanged; ++p)
        playersChanged = m_players->button(p)->text() != s.players[p].name ||
                         !m_players->button(p)->styleSheet().contains(QColor(s.players[p].color).name());
    if (playersChanged)
        syncPlayers();
    drawOutlines();
}

void BoardPanel::showRoll(int roll)
{
    m_roll = roll;
    drawOutlines();
}

void BoardPanel::drawOutlines()
{
    for (QGraphicsItem *item : m_outlines)
        delete item;
    m_outlines.clear();
    if (!m_roll)
        return;
    const Production p = m_doc->tabletop().production(m_doc->session(), m_roll);
    const settlers::Topology &t = m_doc->tabletop().topology();
    auto outline = [&](int tile, const QPen &pen) {
        auto *item = new QGraphicsPathItem(m_scene->layer(boardview::Layer::Harbors));
        QPainterPath path;
        path.addPolygon(cartography::hexOutline(0.9));
        path.closeSubpath();
        item->setPath(path);
        item->setPen(pen);
        item->setPos(cartography::sceneCentreOf(t.tile(tile).at));
        m_outlines.append(item);
    };
    for (int tile : p.producingTiles)
        outline(tile, QPen(QColor(0xff, 0xe0, 0x40), 12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    if (p.blockedTile >= 0)
        outline(p.blockedTile, QPen(QColor(0xb0, 0x10, 0x10), 10, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
}

} // namespace canaan::companion
