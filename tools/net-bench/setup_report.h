// net-bench's tables while they are set up, and the report printed when the set-up does not finish
// within --setup-seconds: how many tables started, how many connections are in each state, and for
// every table that did not start its host's and each player's state and the last message it got.
#pragma once

#include "net/auto_player.h"
#include "tools/net-bench/connection_trace.h"
#include "tools/net-bench/table_host.h"

#include <QString>
#include <memory>
#include <vector>

namespace canaan::netbench {

struct BenchTable {
    std::unique_ptr<TableHost> host;
    std::unique_ptr<ConnectionTrace> hostTrace;
    std::vector<net::AutoPlayer *> players; // the bench's, once the table exists
    std::vector<std::unique_ptr<ConnectionTrace>> playerTraces;
};

// The report (several lines), naming at most `detailedTables` of the tables not started one by one.
QString setupReport(const std::vector<BenchTable> &tables, int started, double seconds, int detailedTables = 50);

// Connections made again during the set-up (hosts and players), and why the last one was lost.
int reconnections(const std::vector<BenchTable> &tables, QString *lastLoss);

} // namespace canaan::netbench
