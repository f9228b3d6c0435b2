#include "tools/net-bench/setup_report.h"

#include <QCoreApplication>
#include <QStringList>
#include <map>

namespace canaan::netbench {

namespace {

// "3990 connected, 10 never connected": the states of a kind of connection and how many are in each.
QString counted(const std::map<QString, int> &states)
{
    QStringList parts;
    for (const auto &[state, count] : states)
        parts.append(QStringLiteral("%1 %2").arg(count).arg(state));
    return parts.join(QStringLiteral(", "));
}

QString playerLine(const net::AutoPlayer &player, const ConnectionTrace &trace)
{
    QString line = trace.describe();
    if (player.reconnections() > 0)
        line += QCoreApplication::translate("canaan::netbench", "; connected again %1 times, the last connection lost: %2").arg(player.reconnections()).arg(player.lastLoss());
    if (!player.errors().isEmpty())
        line += QCoreApplication::translate("canaan::netbench", "; refused: %1").arg(player.errors().join(QStringLiteral(", ")));
    return line;
}

} // namespace

int reconnections(const std::vector<BenchTable> &tables, QString *lastLoss)
{
    int count = 0;
    for (const BenchTable &table : tables) {
        count += table.host->reconnections();
        if (table.host->reconnections() > 0)
            *lastLoss = table.host->lastLoss();
        for (const net::AutoPlayer *player : table.players) {
            count += player->reconnections();
            if (player->reconnections() > 0)
                *lastLoss = player->lastLoss();
        }
    }
    return count;
}

QString setupReport(const std::vector<BenchTable> &tables, int started, double seconds, int detailedTables)
{
    std::map<QString, int> hosts, players;
    for (const BenchTable &table : tables) {
        ++hosts[table.hostTrace->state()];
        for (const auto &trace : table.playerTraces)
            ++players[trace->state()];
    }
    QStringList lines;
    lines << QCoreApplication::translate("canaan::netbench", "The set-up did not finish in %1 s: %2 of %3 tables started.").arg(seconds, 0, 'f', 0).arg(started).arg(tables.size())
          << QCoreApplication::translate("canaan::netbench", "Hosts: %1.").arg(counted(hosts))
          << QCoreApplication::translate("canaan::netbench", "Players: %1.").arg(counted(players));
    int detailed = 0, notStarted = 0;
    for (size_t i = 0; i < tables.size(); ++i) {
        const BenchTable &table = tables[i];
        if (table.host->startSent())
            continue;
        if (++notStarted > detailedTables)
            continue;
        ++detailed;
        const QString code = table.host->code().isEmpty() ? QCoreApplication::translate("canaan::netbench", "not created") : table.host->code();
        QString host = table.hostTrace->describe();
        if (table.host->reconnections() > 0)
            host += QCoreApplication::translate("canaan::netbench", "; connected again %1 times, the last connection lost: %2").arg(table.host->reconnections()).arg(table.host->lastLoss());
        lines << QCoreApplication::translate("canaan::netbench", "Table %1 (%2): host %3").arg(i + 1).arg(code, host);
        if (table.players.empty())
            lines << QCoreApplication::translate("canaan::netbench", "  no player connected: the table does not exist");
        for (size_t seat = 0; seat < table.players.size(); ++seat)
            lines << QCoreApplication::translate("canaan::netbench", "  seat %1: %2").arg(seat).arg(playerLine(*table.players[seat], *table.playerTraces[seat]));
    }
    if (notStarted > detailed)
        lines << QCoreApplication::translate("canaan::netbench", "… and %1 more tables not started.").arg(notStarted - detailed);
    return lines.join(QLatin1Char('\n'));
}

} // namespace canaan::netbench
