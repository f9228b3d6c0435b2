// A QGraphicsScene that draws a map and the pieces on it. It observes: callers tell it what the
// board looks like (setMap, setRoad, setBuilding, setPlague, setHighlights) and it reports clicks;
// it never decides a rule.
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/settlers/board/topology.h"
#include "boardview/board_hexes.h"
#include "boardview/board_layers.h"
#include "boardview/building_item.h"
#include "boardview/spot_item.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <array>
#include <memory>
#include <unordered_map>
#include <vector>

namespace canaan::boardview {

class CalloutItem;
class HexItem;
class NumberTokenItem;
class HarborItem;
class JerusalemCityItem;
class JerusalemSiteItem;
class JerusalemStonesItem;
class RoadItem;
class PlagueItem;
class TerrainOverviewItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // Draws a new map; removes every piece and highlight of the previous one.
    void setMap(const settlers::MapModel &map);
    // For the editor, whose map has no pieces: `map` differs from the drawn one only at `changed`
    // (and in harbors and sites). Redraws those hexes, and the harbors and Jerusalem when they
    // changed, so a brush step costs the same on any size of map.
    void updateHexes(const settlers::MapModel &map, const std::vector<settlers::HexCoord> &changed);
    const settlers::MapModel &map() const { return m_map; }
    // At a zoom where hexes are a few pixels wide: the terrain as one picture instead of the hex
    // items and number tokens (TerrainOverviewItem). BoardView switches it.
    void setOverviewShown(bool shown);
    bool isOverviewShown() const { return m_overviewShown; }
    // Compiled when first asked for after updateHexes().
    const settlers::Topology &topology() const;

    // Pieces. A missing colour removes the piece.
    void setRoad(settlers::EdgeId edge, std::optional<QColor> color);
    void setBuilding(settlers::VertexId vertex, BuildingKind kind, const QColor &color);
    void removeBuilding(settlers::VertexId vertex);
    void setPlague(settlers::TileId tile); // kNone hides it
    // Jerusalem's stone slots and the stones laid in them, in order (black stones as black); no
    // effect on a map without Jerusalem.
    void setJerusalemStones(int slotCount, const QList<QColor> &stones);
    void clearPieces();

    // A label beside an intersection (CalloutItem), e.g. a candidate victim's card count; it stands
    // off the intersection away from the centre of `tile` (straight up without one).
    struct Callout {
        settlers::VertexId vertex = settlers::kNone;
        settlers::TileId tile = settlers::kNone;
        QString text;
        QColor color;
    };
    // Legal spots the player may click, and labels; replaces the previous highlights.
    struct Highlights {
        std::vector<settlers::VertexId> vertices;
        std::vector<settlers::EdgeId> edges;
        std::vector<settlers::TileId> tiles;
        std::vector<Callout> callouts;
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
    QList<CalloutItem *> calloutItems() const;
    PlagueItem *plagueItem() const { return m_plague; }
    // Null when the map has no Jerusalem.
    JerusalemCityItem *jerusalemCityItem() const { return m_city; }
    JerusalemStonesItem *jerusalemStonesItem() const { return m_stones; }

signals:
    void mapChanged();
    void spotClicked(canaan::boardview::SpotKind kind, int id);
    // Any click on a hex (the editor paints with it).
    void hexClicked(canaan::settlers::HexCoord at);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void createLayers();
    void clearLayer(Layer l);
    void addHarbors();
    // Jerusalem's city, its stone slots and its sites, from a topology of the map (or of the part
    // around Jerusalem).
    void addJerusalem(const settlers::Topology &topology);
    void growSceneRect(const QRectF &itemsRect);
    template <typename T>
    QList<T *> itemsOf(Layer l) const;

    settlers::MapModel m_map;
    mutable std::unique_ptr<settlers::Topology> m_topology;
    BoardHexes m_hexes;
    settlers::MapModel m_jerusalemPart; // the hexes around Jerusalem and the sites, as last drawn
    TerrainOverviewItem *m_overview = nullptr;
    bool m_overviewShown = false;
    bool m_overviewStale = true; // drawn from an older map
    std::array<QGraphicsItem *, kLayerCount> m_layers{};
    QHash<settlers::EdgeId, RoadItem *> m_roads;
    QHash<settlers::VertexId, BuildingItem *> m_buildings;
    PlagueItem *m_plague = nullptr;
    JerusalemCityItem *m_city = nullptr;
    JerusalemStonesItem *m_stones = nullptr;
};

} // namespace canaan::boardview
