#include "boardview/board_scene.h"

#include "cartography/board_art.h"
#include "cartography/board_geometry.h"
#include "boardview/board_text.h"
#include "boardview/callout_item.h"
#include "boardview/harbor_item.h"
#include "boardview/hex_item.h"
#include "boardview/jerusalem_city_item.h"
#include "boardview/jerusalem_site_item.h"
#include "boardview/jerusalem_stones_item.h"
#include "cartography/map_drawing.h"
#include "boardview/number_token_item.h"
#include "boardview/plague_item.h"
#include "boardview/road_item.h"
#include "boardview/terrain_overview_item.h"
#include "cartography/terrain_tiles.h"

#include <QGraphicsSceneMouseEvent>
#include <cmath>

namespace canaan::boardview {

namespace {

// A layer is an empty parent item; its z-value orders it among the others.
class LayerItem : public QGraphicsItem {
public:
    explicit LayerItem(int z)
    {
        setZValue(z);
        setFlag(ItemHasNoContents);
    }
    QRectF boundingRect() const override { return {}; }
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override {}
};

} // namespace

BoardScene::BoardScene(QObject *parent) : QGraphicsScene(parent), m_topology(std::make_unique<settlers::Topology>())
{
    setBackgroundBrush(cartography::palette::kSeaBackground);
    createLayers();
}

BoardScene::~BoardScene() = default;

void BoardScene::createLayers()
{
    for (int i = 0; i < kLayerCount; ++i) {
        m_layers[static_cast<std::size_t>(i)] = new LayerItem(i * 10);
        addItem(m_layers[static_cast<std::size_t>(i)]);
    }
    m_plague = new PlagueItem(layer(Layer::Plague));
}

void BoardScene::clearLayer(Layer l)
{
    for (QGraphicsItem *child : layer(l)->childItems())
        delete child;
}

void BoardScene::setMap(const settlers::MapModel &map)
{
    for (Layer l : {Layer::Terrain, Layer::Harbors, Layer::Jerusalem, Layer::Tokens, Layer::Pieces, Layer::Highlights})
        clearLayer(l);
    m_hexes.forget();
    m_roads.clear();
    m_buildings.clear();
    m_plague->moveTo(settlers::kNone, settlers::Tile{});

    m_map = map;
    m_topology = std::make_unique<settlers::Topology>(settlers::Topology::compile(m_map));

    // Every hex is drawn, open sea too (it is no tile of the topology: kNone).
    std::unordered_map<settlers::HexCoord, settlers::TileId, settlers::HexCoordHash> tileIds;
    const auto &tiles = m_topology->tiles();
    for (std::size_t i = 0; i < tiles.size(); ++i)
        tileIds.emplace(tiles[i].at, static_cast<settlers::TileId>(i));
    for (const settlers::MapHex &hex : m_map.hexes)
        if (!m_hexes.contains(hex.at)) { // of duplicate hexes, the first
            const auto id = tileIds.find(hex.at);
            m_hexes.add(id == tileIds.end() ? settlers::kNone : id->second, hex, layer(Layer::Terrain), layer(Layer::Tokens));
        }
    addHarbors();
    m_jerusalemPart = cartography::jerusalemPart(m_map);
    addJerusalem(*m_topology);
    m_overviewStale = true;
    if (m_overviewShown)
        setOverviewShown(true); // draws it anew

    // A margin of sea around the map, so fitting the view leaves a little room.
    const double margin = cartography::kHexRadius * 0.3;
    setSceneRect(itemsBoundingRect().adjusted(-margin, -margin, margin, margin));
    emit mapChanged();
}

void BoardScene::updateHexes(const settlers::MapModel &map, const std::vector<settlers::HexCoord> &changed)
{
    const bool harborsChanged = map.harbors != m_map.harbors;
    m_map = map;
    m_topology.reset();
    std::unordered_map<settlers::HexCoord, bool, settlers::HexCoordHash> todo;
    for (settlers::HexCoord at : changed) {
        m_hexes.remove(at);
        todo.emplace(at, true);
    }
    QRectF added;
    for (const settlers::MapHex &hex : map.hexes) {
        if (todo.erase(hex.at)) { // tile ids wait for topology(): nothing in the editor needs them
            added |= m_hexes.add(settlers::kNone, hex, layer(Layer::Terrain), layer(Layer::Tokens))->sceneBoundingRect();
            if (m_overview && !m_overviewStale)
                m_overviewStale = !m_overview->setHex(hex.at, &hex);
        }
    }
    for (const auto &left : todo) // hexes that left the map
        if (m_overview && !m_overviewStale)
            m_overviewStale = !m_overview->setHex(left.first, nullptr);
    if (m_overviewShown && m_overviewStale)
        setOverviewShown(true);
    if (harborsChanged) {
        clearLayer(Layer::Harbors);
        addHarbors();
    }
    if (settlers::MapModel part = cartography::jerusalemPart(map); !(part == m_jerusalemPart)) {
        clearLayer(Layer::Jerusalem);
        addJerusalem(settlers::Topology::compile(part));
        m_jerusalemPart = std::move(part);
    }
    if (!added.isNull())
        growSceneRect(added);
    emit mapChanged();
}

void BoardScene::setOverviewShown(bool shown)
{
    m_overviewShown = shown;
    // Transparent rather than hidden: the view skips a fully transparent layer with all its items,
    // while hiding and showing visits every one of thousands of hexes (100 ms on a 10,000-hex map).
    layer(Layer::Terrain)->setOpacity(shown ? 0 : 1);
    layer(Layer::Tokens)->setOpacity(shown ? 0 : 1);
    if (shown && !m_overview) {
        m_overview = new TerrainOverviewItem;
        m_overview->setZValue(layer(Layer::Terrain)->zValue() + 1);
        addItem(m_overview);
    }
    if (shown && m_overviewStale) {
        m_overview->setHexes(m_map.hexes);
        m_overviewStale = false;
        // The tiles that zooming in past the overview needs first, drawn now rather than on that
        // first step (an SVG render per terrain and size).
        std::array<bool, settlers::kTerrainCount> present{};
        for (const settlers::MapHex &hex : m_map.hexes)
            present[std::size_t(hex.terrain)] = true;
        for (int t = 0; t < settlers::kTerrainCount; ++t)
            if (present[std::size_t(t)])
                for (double pixels : {64.0, 128.0})
                    cartography::terrainTile(settlers::Terrain(t), pixels);
    }
    if (m_overview)
        m_overview->setVisible(shown);
}

const settlers::Topology &BoardScene::topology() const
{
    if (!m_topology)
        m_topology = std::make_unique<settlers::Topology>(settlers::Topology::compile(m_map));
    return *m_topology;
}

void BoardScene::addHarbors()
{
    for (const settlers::Harbor &harbor : m_map.harbors)
        new HarborItem(harbor, layer(Layer::Harbors));
}

void BoardScene::addJerusalem(const settlers::Topology &topology)
{
    std::vector<settlers::HexCoord> city;
    for (const settlers::Tile &tile : topology.tiles())
        if (tile.terrain == settlers::Terrain::Jerusalem)
            city.push_back(tile.at);
    m_city = city.empty() ? nullptr : new JerusalemCityItem(city, layer(Layer::Jerusalem));
    m_stones = m_city ? new JerusalemStonesItem(m_city->shape(), m_city->templeRect(), layer(Layer::Jerusalem)) : nullptr;
    const auto &vertices = topology.vertices();
    for (std::size_t i = 0; i < vertices.size(); ++i)
        if (vertices[i].isJerusalemSite)
            (new JerusalemSiteItem(static_cast<settlers::VertexId>(i), vertices[i], layer(Layer::Jerusalem)))->setZValue(1);
}

void BoardScene::growSceneRect(const QRectF &itemsRect)
{
    const double margin = cartography::kHexRadius * 0.3;
    const QRectF wanted = itemsRect.adjusted(-margin, -margin, margin, margin);
    if (!sceneRect().contains(wanted))
        setSceneRect(sceneRect() | wanted);
}

void BoardScene::setRoad(settlers::EdgeId edge, std::optional<QColor> color)
{
    delete m_roads.take(edge);
    if (color && edge >= 0 && edge < static_cast<settlers::EdgeId>(topology().edges().size()))
        m_roads.insert(edge, new RoadItem(edge, topology().edge(edge), *color, layer(Layer::Pieces)));
}

void BoardScene::setBuilding(settlers::VertexId vertex, BuildingKind kind, const QColor &color)
{
    removeBuilding(vertex);
    if (vertex < 0 || vertex >= static_cast<settlers::VertexId>(topology().vertices().size()))
        return;
    auto *item = new BuildingItem(vertex, topology().vertex(vertex), kind, color, layer(Layer::Pieces));
    item->setZValue(1); // above the roads that end here
    m_buildings.insert(vertex, item);
}

void BoardScene::removeBuilding(settlers::VertexId vertex) { delete m_buildings.take(vertex); }

void BoardScene::setPlague(settlers::TileId tile)
{
    if (tile < 0 || tile >= static_cast<settlers::TileId>(topology().tiles().size()))
        m_plague->moveTo(settlers::kNone, settlers::Tile{});
    else
        m_plague->moveTo(tile, topology().tile(tile));
}

void BoardScene::setJerusalemStones(int slotCount, const QList<QColor> &stones)
{
    if (m_stones)
        m_stones->setStones(slotCount, stones);
}

void BoardScene::clearPieces()
{
    clearLayer(Layer::Pieces);
    m_roads.clear();
    m_buildings.clear();
    setPlague(settlers::kNone);
    setJerusalemStones(0, {});
}

void BoardScene::setHighlights(const Highlights &spots)
{
    clearHighlights();
    auto add = [this](SpotKind kind, int id, QPointF at) {
        auto *spot = new SpotItem(kind, id, at, layer(Layer::Highlights));
        spot->setOnSite(kind == SpotKind::Vertex && topology().vertex(id).isJerusalemSite);
        connect(spot, &SpotItem::clicked, this, &BoardScene::spotClicked);
    };
    const auto vertexCount = static_cast<settlers::VertexId>(topology().vertices().size());
    const auto edgeCount = static_cast<settlers::EdgeId>(topology().edges().size());
    const auto tileCount = static_cast<settlers::TileId>(topology().tiles().size());
    for (settlers::VertexId v : spots.vertices)
        if (v >= 0 && v < vertexCount)
            add(SpotKind::Vertex, v, cartography::scenePointOf(topology().vertex(v).at));
    for (settlers::EdgeId e : spots.edges)
        if (e >= 0 && e < edgeCount)
            add(SpotKind::Edge, e, cartography::sceneMidpointOf(topology().edge(e).at));
    for (settlers::TileId t : spots.tiles)
        if (t >= 0 && t < tileCount)
            add(SpotKind::Tile, t, cartography::sceneCentreOf(topology().tile(t).at));
    for (const Callout &callout : spots.callouts) {
        if (callout.vertex < 0 || callout.vertex >= vertexCount)
            continue;
        const QPointF at = cartography::scenePointOf(topology().vertex(callout.vertex).at);
        QPointF away(0, -1);
        if (callout.tile >= 0 && callout.tile < tileCount) {
            const QPointF d = at - cartography::sceneCentreOf(topology().tile(callout.tile).at);
            if (const double length = std::hypot(d.x(), d.y()); length > 0)
                away = d / length;
        }
        new CalloutItem(callout.text, callout.color, at, away, layer(Layer::Highlights));
    }
}

void BoardScene::clearHighlights() { clearLayer(Layer::Highlights); }

void BoardScene::retranslate()
{
    for (QGraphicsItem *item : items())
        if (auto *translatable = dynamic_cast<Translatable *>(item))
            translatable->retranslate();
}

template <typename T>
QList<T *> BoardScene::itemsOf(Layer l) const
{
    QList<T *> found;
    for (QGraphicsItem *child : layer(l)->childItems())
        if (T *item = qgraphicsitem_cast<T *>(child))
            found << item;
    return found;
}

QList<CalloutItem *> BoardScene::calloutItems() const { return itemsOf<CalloutItem>(Layer::Highlights); }

QList<HexItem *> BoardScene::hexItems() const { return itemsOf<HexItem>(Layer::Terrain); }
QList<NumberTokenItem *> BoardScene::numberTokenItems() const { return itemsOf<NumberTokenItem>(Layer::Tokens); }
QList<HarborItem *> BoardScene::harborItems() const { return itemsOf<HarborItem>(Layer::Harbors); }
QList<JerusalemSiteItem *> BoardScene::jerusalemSiteItems() const
{
    return itemsOf<JerusalemSiteItem>(Layer::Jerusalem);
}
QList<SpotItem *> BoardScene::spotItems() const { return itemsOf<SpotItem>(Layer::Highlights); }

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mousePressEvent(event);
    if (event->isAccepted() || event->button() != Qt::LeftButton)
        return;
    for (QGraphicsItem *item : items(event->scenePos()))
        if (auto *hex = qgraphicsitem_cast<HexItem *>(item)) {
            emit hexClicked(hex->coord());
            return;
        }
}

} // namespace canaan::boardview
