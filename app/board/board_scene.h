// A QGraphicsScene that draws a map and the pieces on it. It observes: callers tell it what the
// board looks like (setMap, setRoad, setBuilding, setPlague, setHighlights) and it reports clicks;
// it never decides a rule.
#pragma once

#include "board/map.h"
#include "board/topology.h"
#include "board_layers.h"
#include "building_item.h"
#include "spot_item.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <array>
#include <memory>
#include <vector>

namespace canaan::board {

class HexItem;
class NumberTokenItem;
class HarborItem;
class JerusalemCityItem;
class JerusalemSiteItem;
class JerusalemStonesItem;
class RoadItem;
class PlagueItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // Draws a new map; removes every piece and highlight of the previous one.
    void setMap(const MapModel &map);
    const MapModel &map() const { return m_map; }
    const Topology &topology() const { return *m_topology; }

    // Pieces. A missing colour removes the piece.
    void setRoad(EdgeId edge, std::optional<QColor> color);
    void setBuilding(VertexId vertex, BuildingKind kind, const QColor &color);
    void removeBuilding(VertexId vertex);
    void setPlague(TileId tile); // kNone hides it
    // Jerusalem's stone slots and the stones laid in them, in order (black stones as black); no
    // effect on a map without Jerusalem.
    void setJerusalemStones(int slotCount, const QList<QColor> &stones);
    void clearPieces();

    // Legal spots the player may click; replaces the previous highlights.
    struct Highlights {
        std::vector<VertexId> vertices;
        std::vector<EdgeId> edges;
        std::vector<TileId> tiles;
    };
    void setHighlights(const Highlights &spots);
    void clearHighlights();
    // Refreshes the items' texts after the UI's language changed.
    void retranslate();

    QGraphicsItem *layer(Layer l) const { return m_layers[static_cast<std::size_t>(l)]; }
    QList<HexItem *> hexItems() const;
    QList<NumberTokenItem *> numberTokenItems() const;
    QList<HarborItem *> harborItems() const;
    QList<JerusalemSiteItem *> jerusalemSiteItems() const;
    QList<SpotItem *> spotItems() const;
    PlagueItem *plagueItem() const { return m_plague; }
    // Null when the map has no Jerusalem.
    JerusalemCityItem *jerusalemCityItem() const { return m_city; }
    JerusalemStonesItem *jerusalemStonesItem() const { return m_stones; }

signals:
    void mapChanged();
    void spotClicked(canaan::board::SpotKind kind, int id);
    // Any click on a hex (the editor paints with it).
    void hexClicked(canaan::HexCoord at);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void createLayers();
    void clearLayer(Layer l);
    template <typename T>
    QList<T *> itemsOf(Layer l) const;

    MapModel m_map;
    std::unique_ptr<Topology> m_topology;
    std::array<QGraphicsItem *, kLayerCount> m_layers{};
    QHash<EdgeId, RoadItem *> m_roads;
    QHash<VertexId, BuildingItem *> m_buildings;
    PlagueItem *m_plague = nullptr;
    JerusalemCityItem *m_city = nullptr;
    JerusalemStonesItem *m_stones = nullptr;
};

} // namespace canaan::board
