#include "cartography/board_art.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QSvgRenderer>
#include <QString>
#include <array>
#include <memory>

namespace canaan::cartography {

namespace {

std::unique_ptr<QSvgRenderer> load(const QString &path)
{
    auto renderer = std::make_unique<QSvgRenderer>(path);
    if (!renderer->isValid())
        return nullptr;
    // The art is drawn at many sizes; keep the aspect ratio of the file.
    renderer->setAspectRatioMode(Qt::KeepAspectRatio);
    return renderer;
}

} // namespace

QSvgRenderer *terrainArt(settlers::Terrain t)
{
    static std::array<std::unique_ptr<QSvgRenderer>, settlers::kTerrainCount> cache;
    static std::array<bool, settlers::kTerrainCount> tried{};
    const auto i = static_cast<std::size_t>(t);
    if (!tried[i]) {
        tried[i] = true;
        cache[i] = load(QStringLiteral(":/board/terrain_%1.svg").arg(QString::fromUtf8(settlers::terrainId(t))));
    }
    return cache[i].get();
}

QSvgRenderer *resourceIcon(settlers::Resource r)
{
    static std::array<std::unique_ptr<QSvgRenderer>, settlers::kResourceCount> cache;
    static std::array<bool, settlers::kResourceCount> tried{};
    const auto i = static_cast<std::size_t>(r);
    if (!tried[i]) {
        tried[i] = true;
        cache[i] = load(QStringLiteral(":/board/resource_%1.svg").arg(QString::fromUtf8(settlers::resourceId(r))));
    }
    return cache[i].get();
}

QSvgRenderer *templeArt()
{
    static const std::unique_ptr<QSvgRenderer> temple = load(QStringLiteral(":/board/jerusalem_temple.svg"));
    return temple.get();
}

QColor terrainColor(settlers::Terrain t)
{
    switch (t) {
    case settlers::Terrain::Forest: return {0x2f, 0x6f, 0x30};
    case settlers::Terrain::Pasture: return {0x8c, 0xc8, 0x5a};
    case settlers::Terrain::Fields: return {0xe6, 0xc0, 0x4f};
    case settlers::Terrain::Hills: return {0xc0, 0x6a, 0x3a};
    case settlers::Terrain::Mountains: return {0x80, 0x84, 0x8e};
    case settlers::Terrain::Copper: return {0x3f, 0xa8, 0x96}; // verdigris: the hills' brown was too near
    case settlers::Terrain::Desert: return {0xe8, 0xd3, 0x9a};
    case settlers::Terrain::Jerusalem: return {0xe6, 0xd7, 0xb0};
    case settlers::Terrain::Sea: return {0x3a, 0x8a, 0xc6};
    }
    return Qt::gray;
}

void drawPieceOutline(QPainter *painter, const QPainterPath &shape, const QColor &color)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(255, 255, 255, 235), 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(shape);
    painter->setPen(QPen(QColor(0x14, 0x14, 0x14), 2.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(color);
    painter->drawPath(shape);
    painter->restore();
}

void drawPieceOutline(QPainter *painter, const QPolygonF &shape, const QColor &color)
{
    QPainterPath path;
    path.addPolygon(shape);
    path.closeSubpath();
    drawPieceOutline(painter, path, color);
}

} // namespace canaan::cartography
