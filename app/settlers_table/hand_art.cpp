#include "app/settlers_table/hand_art.h"

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/options/cards.h"

#include <QHash>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>
#include <array>
#include <memory>

namespace canaan::settlerstable {

namespace {

// Loads picture i of a kind once; null when out of range or missing.
template <std::size_t N, typename PathOf>
QSvgRenderer *cachedArt(std::array<std::unique_ptr<QSvgRenderer>, N> &cache, int i, PathOf pathOf)
{
    if (i < 0 || i >= static_cast<int>(N))
        return nullptr;
    auto &art = cache[static_cast<std::size_t>(i)];
    if (!art) {
        art = std::make_unique<QSvgRenderer>(pathOf(i));
        if (!art->isValid())
            art.reset();
    }
    return art.get();
}

} // namespace

QSvgRenderer *resourceCardArt(int resource)
{
    static std::array<std::unique_ptr<QSvgRenderer>, settlers::kResourceCount> cache;
    return cachedArt(cache, resource, [](int r) {
        return QStringLiteral(":/hand/resource_%1.svg").arg(QString::fromUtf8(settlers::resourceId(static_cast<settlers::Resource>(r))));
    });
}

QSvgRenderer *devCardArt(int card)
{
    static std::array<std::unique_ptr<QSvgRenderer>, settlers::kDevCardCount> cache;
    return cachedArt(cache, card, [](int c) {
        return QStringLiteral(":/hand/dev_%1.svg").arg(QString::fromUtf8(settlers::devCardId(static_cast<settlers::DevCard>(c))));
    });
}

QSvgRenderer *iconArt(const QString &name)
{
    static QHash<QString, std::shared_ptr<QSvgRenderer>> cache;
    auto found = cache.find(name);
    if (found == cache.end()) {
        auto art = std::make_shared<QSvgRenderer>(QStringLiteral(":/hand/%1.svg").arg(name));
        found = cache.insert(name, art->isValid() ? art : nullptr);
    }
    return found->get();
}

QPixmap iconPixmap(const QString &name, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    if (QSvgRenderer *art = iconArt(name)) {
        QPainter painter(&pixmap);
        art->render(&painter, QRectF(0, 0, size, size));
    }
    return pixmap;
}

} // namespace canaan::settlerstable
