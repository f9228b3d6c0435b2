#include "app/card_table/card_art.h"

#include <QHash>
#include <QPainter>
#include <QSvgRenderer>

#include <array>
#include <memory>

namespace canaan::cardtable {

using conquest::Kind;

namespace {

constexpr std::array<const char *, conquest::kKindCount> kSymbolFiles = {
    "numbers", "strategy", "intelligence", "morale", "defense", "siege", "retreat",
    "pursuit", "extra_conquest", "no_attack", "no_ally", "gain", "raid"};

// One renderer per kind, parsed once: a hand repaints often.
QSvgRenderer *renderer(Kind kind)
{
    static std::array<std::unique_ptr<QSvgRenderer>, conquest::kKindCount> cache;
    auto &r = cache[static_cast<std::size_t>(kind)];
    if (!r)
        r = std::make_unique<QSvgRenderer>(kindSymbolPath(kind));
    return r.get();
}

} // namespace

QString kindSymbolPath(Kind kind)
{
    return QStringLiteral(":/cards/%1.svg").arg(QLatin1String(kSymbolFiles[static_cast<std::size_t>(kind)]));
}

QColor kindColour(Kind kind)
{
    switch (kind) {
    case Kind::Numbers: return QColor(0xb5, 0x46, 0x2f);
    case Kind::Strategy: return QColor(0x2f, 0x5d, 0x8a);
    case Kind::Intelligence: return QColor(0x2f, 0x7a, 0x5d);
    case Kind::Morale: return QColor(0xc0, 0x8a, 0x2a);
    case Kind::Defense: return QColor(0x6b, 0x5a, 0x3e);
    case Kind::Siege: return QColor(0x5a, 0x4a, 0x6e);
    case Kind::Retreat:
    case Kind::Pursuit: return QColor(0x4f, 0x5b, 0x66);
    case Kind::ExtraConquest: return QColor(0x8a, 0x2f, 0x4a);
    case Kind::NoAttack:
    case Kind::NoAlly: return QColor(0x3e, 0x3e, 0x3e);
    case Kind::Gain: return QColor(0x3f, 0x6e, 0x2f);
    case Kind::Raid: return QColor(0x9a, 0x4a, 0x1e);
    }
    return Qt::gray;
}

void paintKindSymbol(QPainter &painter, const QRectF &rect, Kind kind)
{
    QSvgRenderer *r = renderer(kind);
    if (!r->isValid())
        return;
    const qreal side = qMin(rect.width(), rect.height());
    r->render(&painter, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side));
}

} // namespace canaan::cardtable
