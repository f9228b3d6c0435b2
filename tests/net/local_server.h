// A server of the tests: on 127.0.0.1, a free port, its tables kept in a temporary folder.
#pragma once

#include "net/server.h"

#include <QTemporaryDir>
#include <functional>
#include <memory>

namespace canaan::net::testing {

struct LocalServer {
    QTemporaryDir data;
    std::unique_ptr<Server> server;

    // False with *problem when it could not listen.
    bool start(TableGameFactory games, SetupCheck check, QString *problem, int keepFinishedMs = kDefaultKeepFinishedSeconds * 1000,
        const std::function<void(ServerConfig &)> &adjust = {})
    {
        ServerConfig config;
        config.keepFinishedMs = keepFinishedMs;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.dataFolder = data.path();
        if (adjust)
            adjust(config);
        server = std::make_unique<Server>(config, std::move(games), std::move(check));
        return server->start(problem);
    }
};

} // namespace canaan::net::testing
