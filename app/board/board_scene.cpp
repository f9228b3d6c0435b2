#include "board_scene.h"

#include "board_art.h"
#include "board_geometry.h"
#include "board_text.h"
#include "harbor_item.h"
#include "hex_item.h"
#include "jerusalem_city_item.h"
#include "jerusalem_site_item.h"
#include "jerusalem_stones_item.h"
#include "number_token_item.h"
#include "plague_item.h"
#include "road_item.h"

#include <QGraphicsSceneMouseEvent>

namespace canaan::board {

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

BoardScene::BoardScene(QObject *parent) : QGraphicsScene(parent), m_topology(std::make_unique<Topology>())
{
    setBackgroundBrush(palette::kSeaBackground);
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

void BoardScene::setMap(const MapModel &map)
{
    for (Layer l : {Layer::Terrain, Layer::Harbors, Layer::Jerusalem, Layer::Tokens, Layer::Pieces, Layer::Highlights})
        clearLayer(l);
    m_roads.clear();
    m_buildings.clear();
    m_plague->moveTo(kNone, Tile{});

    m_map = map;
    m_topology = std::make_unique<Topology>(Topology::compile(m_map));

    const auto &tiles = m_topology->tiles();
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Tile &tile = tiles[i];
        new HexItem(static_cast<TileId>(i), tile, layer(Layer::Terrain));
        if (tile.number != 0 && isProductive(tile.terrain)) {
            auto *token = new NumberTokenItem(tile.number, layer(Layer::Tokens));
            token->setPos(sceneCentreOf(tile.at));
        }
    }
    for (const Harbor &harbor : m_map.harbors)
        new HarborItem(harbor, layer(Layer::Harbors));
    std::vector<HexCoord> city;
    for (const Tile &tile : tiles)
        if (tile.terrain == Terrain::Jerusalem)
            city.push_back(tile.at);
    m_city = city.empty() ? nullptr : new JerusalemCityItem(city, layer(Layer::Jerusalem));
    m_stones = m_city ? new JerusalemStonesItem(m_city->shape(), m_city->templeRect(), layer(Layer::Jerusalem)) : nullptr;
    const auto &vertices = m_topology->vertices();
    for (std::size_t i = 0; i < vertices.size(); ++i)
        if (vertices[i].isJerusalemSite)
            (new JerusalemSiteItem(static_cast<VertexId>(i), vertices[i], layer(Layer::Jerusalem)))->setZValue(1);

    // A margin of sea around the map, so fitting the view leaves a little room.
    const double margin = kHexRadius * 0.3;
    setSceneRect(itemsBoundingRect().adjusted(-margin, -margin, margin, margin));
    emit mapChanged();
}

void BoardScene::setRoad(EdgeId edge, std::optional<QColor> color)
{
    delete m_roads.take(edge);
    if (color && edge >= 0 && edge < static_cast<EdgeId>(m_topology->edges().size()))
        m_roads.insert(edge, new RoadItem(edge, m_topology->edge(edge), *color, layer(Layer::Pieces)));
}

void BoardScene::setBuilding(VertexId vertex, BuildingKind kind, const QColor &color)
{
    removeBuilding(vertex);
    if (vertex < 0 || vertex >= static_cast<VertexId>(m_topology->vertices().size()))
        return;
    auto *item = new BuildingItem(vertex, m_topology->vertex(vertex), kind, color, layer(Layer::Pieces));
    item->setZValue(1); // above the roads that end here
    m_buildings.insert(vertex, item);
}

void BoardScene::removeBuilding(VertexId vertex) { delete m_buildings.take(vertex); }

void BoardScene::setPlague(TileId tile)
{
    if (tile < 0 || tile >= static_cast<TileId>(m_topology->tiles().size()))
        m_plague->moveTo(kNone, Tile{});
    else
        m_plague->moveTo(tile, m_topology->tile(tile));
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
    setPlague(kNone);
    setJerusalemStones(0, {});
}

void BoardScene::setHighlights(const Highlights &spots)
{
    clearHighlights();
    auto add = [this](SpotKind kind, int id, QPointF at) {
        auto *spot = new SpotItem(kind, id, at, layer(Layer::Highlights));
        connect(spot, &SpotItem::clicked, this, &BoardScene::spotClicked);
    };
    const auto vertexCount = static_cast<VertexId>(m_topology->vertices().size());
    const auto edgeCount = static_cast<EdgeId>(m_topology->edges().size());
    const auto tileCount = static_cast<TileId>(m_topology->tiles().size());
    for (VertexId v : spots.vertices)
        if (v >= 0 && v < vertexCount)
            add(SpotKind::Vertex, v, scenePointOf(m_topology->vertex(v).at));
    for (EdgeId e : spots.edges)
        if (e >= 0 && e < edgeCount)
            add(SpotKind::Edge, e, sceneMidpointOf(m_topology->edge(e).at));
    for (TileId t : spots.tiles)
        if (t >= 0 && t < tileCount)
            add(SpotKind::Tile, t, sceneCentreOf(m_topology->tile(t).at));
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

} // namespace canaan::board
