#include "tests/play/same_games.h"

#include "play/settlers_match.h"
#include "engine/io/game_digest.h"
#include "engine/io/map_file.h"

#include <QEventLoop>
#include <QStringList>

namespace canaan::testing {

QString SameGame::line() const
{
    return QStringLiteral("%1\t%2\t%3\t%4\t%5").arg(ruleset).arg(seats).arg(seed).arg(logLength).arg(digest);
}

SameGame SameGame::fromLine(const QString &line)
{
    const QStringList f = line.split(QLatin1Char('\t'));
    SameGame g;
    if (f.size() != 5)
        return g;
    g.ruleset = f[0];
    g.seats = f[1].toInt();
    g.seed = f[2].toULongLong();
    g.logLength = f[3].toLongLong();
    g.digest = f[4];
    return g;
}

SameGame playSameGame(const QString &ruleset, int seats, std::uint64_t seed)
{
    SameGame g{ruleset, seats, seed, 0, {}};
    const MapLoadResult map = loadMapFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/%1.canaanmap").arg(ruleset));
    if (!map.ok())
        return g;
    play::SettlersSetup setup;
    setup.map = *map.map;
    for (int i = 0; i < seats; ++i)
        setup.seats.push_back({"", "random", ""});
    setup.seed = seed;
    play::SettlersMatch match(setup);
    match.seatComputerPlayers();
    match.setStepDelay(0);
    QEventLoop loop;
    QObject::connect(&match, &play::MatchHostBase::gameOver, &loop, &QEventLoop::quit);
    match.start();
    if (!match.state().isOver())
        loop.exec();
    g.logLength = static_cast<qsizetype>(match.log().size());
    g.digest = io::stateDigest(match.rules(), match.state());
    return g;
}

} // namespace canaan::testing
