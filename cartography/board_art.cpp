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

QSvgRenderer *terrainArt(Terrain t)
{
    static std::array<std::unique_ptr<QSvgRenderer>, kTerrainCount> cache;
    static std::array<bool, kTerrainCount> tried{};
    const auto i = static_cast<std::size_t>(t);
    if (!tried[i]) {
        tried[i] = true;
        cache[i] = load(QStringLiteral(":/board/terrain_%1.svg").arg(QString::fromUtf8(terrainId(t))));
    }
    return cache[i].get();
}

QSvgRenderer *resourceIcon(Resource r)
{
    static std::array<std::unique_ptr<QSvgRenderer>, kResourceCount> cache;
    static std::array<bool, kResourceCount> tried{};
    const auto i = static_cast<std::size_t>(r);
    if (!tried[i]) {
        tried[i] = true;
        cache[i] = load(QStringLiteral(":/board/resource_%1.svg").arg(QString::fromUtf8(resourceId(r))));
    }
    return cache[i].get();
}

QSvgRenderer *templeArt()
{
    static const std::unique_ptr<QSvgRenderer> temple = load(QStringLiteral(":/board/jerusalem_temple.svg"));
    return temple.get();
}

QColor terrainColor(Terrain t)
{
    switch (t) {
    case Terrain::Forest: return {0x2f, 0x6f, 0x30};
    case Terrain::Pasture: return {0x8c, 0xc8, 0x5a};
    case Terrain::Fields: return {0xe6, 0xc0, 0x4f};
    case Terrain::Hills: return {0xc0, 0x6a, 0x3a};
    case Terrain::Mountains: return {0x80, 0x84, 0x8e};
    case Terrain::Copper: return {0x3f, 0xa8, 0x96}; // verdigris: the hills' brown was too near
    case Terrain::Desert: return {0xe8, 0xd3, 0x9a};
    case Terrain::Jerusalem: return {0xe6, 0xd7, 0xb0};
    case Terrain::Sea: return {0x3a, 0x8a, 0xc6};
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
