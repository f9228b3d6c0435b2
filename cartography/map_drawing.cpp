#include "cartography/map_drawing.h"

#include "engine/settlers/board/topology.h"
#include "cartography/board_art.h"
#include "cartography/board_geometry.h"
#include "cartography/terrain_tiles.h"

#include <QFont>
#include <QPainter>
#include <QRadialGradient>
#include <QSvgRenderer>
#include <unordered_map>

namespace canaan::cartography {

namespace {

constexpr double kPlaqueRadius = 27.0;
constexpr double kMarkRadius = 6.5;
constexpr double kSiteRadius = 9.0;
constexpr double kWallWidth = 12.0; // inside the outline
const QColor kWall{0xa8, 0x8d, 0x58};
const QColor kWallTop{0xd9, 0xc4, 0x8c};

} // namespace

QRectF numberTokenBounds()
{
    const double r = kTokenRadius + 3; // the shadow
    return {-r, -r, 2 * r, 2 * r};
}

void paintNumberToken(QPainter *painter, int number)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 70));
    painter->drawEllipse(QPointF(1.5, 2.5), kTokenRadius, kTokenRadius);
    QRadialGradient face(QPointF(-8, -10), kTokenRadius * 1.6);
    face.setColorAt(0, palette::kTokenFace.lighter(106));
    face.setColorAt(1, palette::kTokenFace.darker(108));
    painter->setBrush(face);
    painter->setPen(QPen(palette::kTokenRim, 2));
    painter->drawEllipse(QPointF(0, 0), kTokenRadius, kTokenRadius);

    const bool hot = number == 6 || number == 8;
    const QColor ink = hot ? palette::kHotNumber : palette::kTokenText;
    QFont font(QStringLiteral("DejaVu Serif"));
    font.setStyleHint(QFont::Serif);
    font.setBold(true);
    font.setPixelSize(hot ? 27 : 24);
    painter->setFont(font);
    painter->setPen(ink);
    painter->drawText(QRectF(-kTokenRadius, -kTokenRadius + 3, 2 * kTokenRadius, 2 * kTokenRadius - 14),
                      Qt::AlignCenter, QString::number(number));
    // The pips: how many of the 36 rolls of two dice give this number.
    const int pips = settlers::pipsOf(number);
    const double step = 6.4;
    const double left = -(pips - 1) * step / 2;
    painter->setPen(Qt::NoPen);
    painter->setBrush(ink);
    for (int i = 0; i < pips; ++i)
        painter->drawEllipse(QPointF(left + i * step, 17.5), 2.5, 2.5);
}

std::array<QPointF, 2> harborEnds(const settlers::Harbor &harbor)
{
    // Side i runs from corner i to corner i + 1.
    const int side = static_cast<int>(harbor.facing);
    const auto first = static_cast<settlers::Corner>(side);
    const auto second = static_cast<settlers::Corner>((side + 1) % 6);
    const QPointF centre = sceneCentreOf(harbor.at);
    return {sceneCornerOf(harbor.at, first) - centre, sceneCornerOf(harbor.at, second) - centre};
}

QRectF harborBounds()
{
    const double r = kHexRadius + kMarkRadius + 2;
    return {-r, -r, 2 * r, 2 * r};
}

void paintHarbor(QPainter *painter, const settlers::Harbor &harbor)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const auto ends = harborEnds(harbor);
    // Piers: planks from each intersection towards the plaque.
    QPen pier(palette::kPier, 7, Qt::SolidLine, Qt::RoundCap);
    painter->setPen(pier);
    for (const QPointF &end : ends)
        painter->drawLine(end, end * 0.3);
    pier.setColor(palette::kPier.lighter(140));
    pier.setWidthF(2);
    painter->setPen(pier);
    for (const QPointF &end : ends)
        painter->drawLine(end, end * 0.3);

    // The plaque with the rate; a 2:1 plaque takes a light tint of its terrain, so white wool shows.
    painter->setPen(QPen(palette::kPier.darker(130), 2));
    const std::optional<settlers::Terrain> home =
        harbor.resource ? std::optional(static_cast<settlers::Terrain>(*harbor.resource)) : std::nullopt;
    painter->setBrush(home ? terrainColor(*home).lighter(160) : palette::kPlaque);
    painter->drawEllipse(QPointF(0, 0), kPlaqueRadius, kPlaqueRadius);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    painter->setPen(palette::kTokenText);
    if (harbor.resource) {
        if (QSvgRenderer *icon = resourceIcon(*harbor.resource))
            icon->render(painter, QRectF(-14, -24, 28, 28));
        font.setPixelSize(13);
        painter->setFont(font);
        painter->drawText(QRectF(-kPlaqueRadius, 2, 2 * kPlaqueRadius, 16), Qt::AlignCenter, QStringLiteral("2:1"));
    } else {
        font.setPixelSize(17);
        painter->setFont(font);
        painter->drawText(QRectF(-kPlaqueRadius, -kPlaqueRadius, 2 * kPlaqueRadius, 2 * kPlaqueRadius),
                          Qt::AlignCenter, QStringLiteral("3:1"));
    }

    // The marks on the harbor's intersections.
    painter->setPen(QPen(palette::kPier.darker(130), 2));
    painter->setBrush(palette::kPlaque);
    for (const QPointF &end : ends)
        painter->drawEllipse(end, kMarkRadius, kMarkRadius);
}

JerusalemCity jerusalemCity(const std::vector<settlers::HexCoord> &hexes)
{
    JerusalemCity city;
    city.hexCount = static_cast<int>(hexes.size());
    if (hexes.empty())
        return city;
    QPointF sum;
    for (settlers::HexCoord h : hexes) {
        QPainterPath hex;
        hex.addPolygon(hexOutline().translated(sceneCentreOf(h)));
        hex.closeSubpath();
        city.area = city.area.united(hex);
        sum += sceneCentreOf(h);
    }
    city.area = city.area.simplified();
    const QPointF centre = sum / static_cast<double>(hexes.size());
    const double width = city.hexCount > 1 ? 120 : 90;
    const QSizeF size(width, width * 92.0 / 120.0);
    city.temple = {centre - QPointF(size.width() / 2, size.height() * 0.6), size};
    return city;
}

void paintJerusalemCity(QPainter *painter, const JerusalemCity &city)
{
    if (city.area.isEmpty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->save();
    // A stroke twice the wall's width, clipped to the city, leaves the wall inside the outline.
    painter->setClipPath(city.area, Qt::IntersectClip);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kWall, 2 * kWallWidth, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->drawPath(city.area);
    QPen battlements(kWallTop, kWallWidth, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    battlements.setDashPattern({0.5, 0.4});
    painter->setPen(battlements);
    painter->drawPath(city.area);
    painter->restore();
    if (QSvgRenderer *temple = templeArt())
        temple->render(painter, city.temple);
}

QRectF jerusalemSiteBounds()
{
    const double r = kSiteRadius + 2;
    return {-r, -r, 2 * r, 2 * r};
}

void paintJerusalemSite(QPainter *painter)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(palette::kGold.darker(150), 1.5));
    painter->setBrush(palette::kGold);
    painter->drawEllipse(QPointF(0, 0), kSiteRadius, kSiteRadius);
    // A building stone in the middle.
    painter->setBrush(QColor(0xf4, 0xec, 0xd6));
    painter->drawRect(QRectF(-4.5, -3.5, 9, 7));
}

settlers::MapModel jerusalemPart(const settlers::MapModel &map)
{
    settlers::MapModel part;
    part.ruleset = map.ruleset;
    part.jerusalemSites = map.jerusalemSites;
    std::unordered_map<settlers::HexCoord, bool, settlers::HexCoordHash> near;
    for (const settlers::MapHex &hex : map.hexes)
        if (hex.terrain == settlers::Terrain::Jerusalem) {
            near.emplace(hex.at, true);
            for (settlers::Side s : settlers::kAllSides)
                near.emplace(settlers::neighbour(hex.at, s), true);
        }
    if (near.empty())
        return part;
    for (const settlers::MapHex &hex : map.hexes)
        if (near.count(hex.at))
            part.hexes.push_back(hex);
    return part;
}

namespace {

// What paintMap() draws, in scene coordinates.
struct MapPicture {
    std::vector<const settlers::MapHex *> hexes; // the first of duplicates
    JerusalemCity city;
    std::vector<QPointF> sites;
};

MapPicture pictureOf(const settlers::MapModel &map)
{
    MapPicture picture;
    std::unordered_map<settlers::HexCoord, bool, settlers::HexCoordHash> seen;
    for (const settlers::MapHex &hex : map.hexes)
        if (seen.emplace(hex.at, true).second)
            picture.hexes.push_back(&hex);
    const settlers::Topology jerusalem = settlers::Topology::compile(jerusalemPart(map));
    std::vector<settlers::HexCoord> cityHexes;
    for (const settlers::Tile &tile : jerusalem.tiles())
        if (tile.terrain == settlers::Terrain::Jerusalem)
            cityHexes.push_back(tile.at);
    picture.city = jerusalemCity(cityHexes);
    for (const settlers::Vertex &vertex : jerusalem.vertices())
        if (vertex.isJerusalemSite)
            picture.sites.push_back(scenePointOf(vertex.at));
    return picture;
}

} // namespace

QRectF mapBounds(const settlers::MapModel &map)
{
    const MapPicture picture = pictureOf(map);
    QRectF bounds;
    const QRectF hex = hexOutline().boundingRect();
    for (const settlers::MapHex *h : picture.hexes)
        bounds |= hex.translated(sceneCentreOf(h->at));
    for (const settlers::Harbor &harbor : map.harbors)
        bounds |= harborBounds().translated(sceneCentreOf(harbor.at));
    bounds |= picture.city.area.boundingRect();
    for (QPointF site : picture.sites)
        bounds |= jerusalemSiteBounds().translated(site);
    // A margin of sea around the map, so fitting a view leaves a little room.
    const double margin = kHexRadius * 0.3;
    return bounds.adjusted(-margin, -margin, margin, margin);
}

void paintMap(QPainter &painter, const settlers::MapModel &map, bool terrainArt)
{
    const MapPicture picture = pictureOf(map);
    auto at = [&painter](QPointF where, auto &&draw) {
        painter.save();
        painter.translate(where);
        draw();
        painter.restore();
    };
    if (terrainArt)
        for (const settlers::MapHex *hex : picture.hexes)
            at(sceneCentreOf(hex->at), [&] { paintTerrainHex(&painter, hex->terrain); });
    for (const settlers::Harbor &harbor : map.harbors)
        at(sceneCentreOf(harbor.at), [&] { paintHarbor(&painter, harbor); });
    painter.save();
    paintJerusalemCity(&painter, picture.city);
    painter.restore();
    for (QPointF site : picture.sites)
        at(site, [&] { paintJerusalemSite(&painter); });
    for (const settlers::MapHex *hex : picture.hexes)
        if (hex->number != 0 && settlers::isProductive(hex->terrain))
            at(sceneCentreOf(hex->at), [&] { paintNumberToken(&painter, hex->number); });
}

} // namespace canaan::cartography
