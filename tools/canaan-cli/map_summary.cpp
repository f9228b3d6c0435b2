#include "tools/canaan-cli/map_summary.h"

#include "engine/settlers/board/topology.h"

#include <QCoreApplication>
#include <algorithm>

namespace canaan::cli {

namespace {

QString terrainName(int i) { return QString::fromUtf8(settlers::terrainId(static_cast<settlers::Terrain>(i))); }
QString resourceName(int i) { return QString::fromUtf8(settlers::resourceId(static_cast<settlers::Resource>(i))); }
bool isTokenNumber(int n) { return n >= 2 && n <= 12 && n != 7; }

} // namespace

MapSummary summarize(const settlers::MapModel &map)
{
    MapSummary s;
    const settlers::Topology topology = settlers::Topology::compile(map);
    s.hexes = static_cast<int>(topology.tiles().size()); // duplicates counted once, as in play
    for (const settlers::Tile &tile : topology.tiles()) {
        ++s.terrains[static_cast<std::size_t>(tile.terrain)];
        if (settlers::isLand(tile.terrain))
            ++s.landHexes;
        if (settlers::isProductive(tile.terrain) && isTokenNumber(tile.number)) {
            ++s.numberedHexes;
            ++s.numbers[static_cast<std::size_t>(tile.number)];
        }
    }
    s.harbors = static_cast<int>(map.harbors.size());
    for (const settlers::Harbor &h : map.harbors) {
        if (h.resource)
            ++s.resourceHarbors[static_cast<std::size_t>(*h.resource)];
        else
            ++s.genericHarbors;
    }
    s.jerusalemSites = static_cast<int>(std::count_if(topology.vertices().begin(), topology.vertices().end(),
                                                      [](const settlers::Vertex &v) { return v.isJerusalemSite; }));
    s.jerusalemSitesDerived = map.jerusalemSites.empty();
    s.intersections = static_cast<int>(topology.vertices().size());
    s.paths = static_cast<int>(topology.edges().size());
    return s;
}

QJsonObject summaryJson(const QString &file, const settlers::MapModel &map, const MapSummary &s)
{
    QJsonObject terrains;
    for (int i = 0; i < settlers::kTerrainCount; ++i)
        terrains.insert(terrainName(i), s.terrains[static_cast<std::size_t>(i)]);
    QJsonObject numbers;
    for (int n = 2; n <= 12; ++n)
        if (isTokenNumber(n))
            numbers.insert(QString::number(n), s.numbers[static_cast<std::size_t>(n)]);
    QJsonObject harborKinds{{QStringLiteral("3:1"), s.genericHarbors}};
    for (int i = 0; i < settlers::kResourceCount; ++i)
        harborKinds.insert(resourceName(i), s.resourceHarbors[static_cast<std::size_t>(i)]);
    return QJsonObject{
        {QStringLiteral("file"), file},
        {QStringLiteral("title"), QJsonObject{{QStringLiteral("en"), QString::fromStdString(map.title.en)},
                                              {QStringLiteral("ko"), QString::fromStdString(map.title.ko)}}},
        {QStringLiteral("ruleset"), QString::fromUtf8(settlers::rulesetId(map.ruleset))},
        {QStringLiteral("players"), QJsonObject{{QStringLiteral("min"), map.minPlayers},
                                                {QStringLiteral("max"), map.maxPlayers}}},
        {QStringLiteral("hexes"), s.hexes},
        {QStringLiteral("landHexes"), s.landHexes},
        {QStringLiteral("terrains"), terrains},
        {QStringLiteral("numberedHexes"), s.numberedHexes},
        {QStringLiteral("numbers"), numbers},
        {QStringLiteral("harbors"), s.harbors},
        {QStringLiteral("harborKinds"), harborKinds},
        {QStringLiteral("jerusalemSites"), s.jerusalemSites},
        {QStringLiteral("jerusalemSitesDerived"), s.jerusalemSitesDerived},
        {QStringLiteral("intersections"), s.intersections},
        {QStringLiteral("paths"), s.paths},
    };
}

QString summaryText(const QString &file, const settlers::MapModel &map, const MapSummary &s)
{
    QString text;
    auto line = [&text](const QString &label, const QString &value) {
        text += label + QStringLiteral(" ") + value + u'\n';
    };
    auto item = [&text](const QString &name, int count) {
        text += QStringLiteral("  %1 %2\n").arg(name.leftJustified(10)).arg(count, 3);
    };
    line(QCoreApplication::translate("canaan::Cli", "File:"), file);
    QString title = QString::fromStdString(map.title.en);
    if (!map.title.ko.empty())
        title += QStringLiteral(" / ") + QString::fromStdString(map.title.ko);
    line(QCoreApplication::translate("canaan::Cli", "Title:"), title);
    line(QCoreApplication::translate("canaan::Cli", "Ruleset:"), QString::fromUtf8(settlers::rulesetId(map.ruleset)));
    line(QCoreApplication::translate("canaan::Cli", "Players:"),
         QStringLiteral("%1-%2").arg(map.minPlayers).arg(map.maxPlayers));
    line(QCoreApplication::translate("canaan::Cli", "Hexes:"),
         QCoreApplication::translate("canaan::Cli", "%1 (land: %2)").arg(s.hexes).arg(s.landHexes));
    for (int i = 0; i < settlers::kTerrainCount; ++i)
        if (s.terrains[static_cast<std::size_t>(i)] > 0)
            item(terrainName(i), s.terrains[static_cast<std::size_t>(i)]);
    line(QCoreApplication::translate("canaan::Cli", "Numbered hexes:"), QString::number(s.numberedHexes));
    QStringList tokens;
    for (int n = 2; n <= 12; ++n)
        if (s.numbers[static_cast<std::size_t>(n)] > 0)
            tokens << QStringLiteral("%1×%2").arg(n).arg(s.numbers[static_cast<std::size_t>(n)]);
    if (!tokens.isEmpty())
        text += QStringLiteral("  ") + tokens.join(u' ') + u'\n';
    line(QCoreApplication::translate("canaan::Cli", "Harbors:"), QString::number(s.harbors));
    if (s.genericHarbors > 0)
        item(QStringLiteral("3:1"), s.genericHarbors);
    for (int i = 0; i < settlers::kResourceCount; ++i)
        if (s.resourceHarbors[static_cast<std::size_t>(i)] > 0)
            item(resourceName(i), s.resourceHarbors[static_cast<std::size_t>(i)]);
    line(QCoreApplication::translate("canaan::Cli", "Jerusalem sites:"),
         s.jerusalemSitesDerived
             ? QCoreApplication::translate("canaan::Cli", "%1 (derived)").arg(s.jerusalemSites)
             : QCoreApplication::translate("canaan::Cli", "%1 (listed)").arg(s.jerusalemSites));
    line(QCoreApplication::translate("canaan::Cli", "Intersections:"), QString::number(s.intersections));
    line(QCoreApplication::translate("canaan::Cli", "Paths:"), QString::number(s.paths));
    return text;
}

} // namespace canaan::cli
