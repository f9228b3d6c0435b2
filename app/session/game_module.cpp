#include "app/session/game_module.h"

#include "play/autosave.h"
#include "app/settlers_table/korean_particles.h"
#include "engine/io/bounded_file.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <algorithm>

namespace canaan::session {

QWidget *GameModule::openNetworkTable(Session &, online::ServerLink &, const QJsonObject &, QWidget *, QString *problem)
{
    *problem = settlerstable::fixParticles(QCoreApplication::translate("canaan::session::GameModule", "%1 at a network table is not offered yet.").arg(name()));
    return nullptr;
}


namespace {
std::vector<std::unique_ptr<GameModule>> &registry()
{
    static std::vector<std::unique_ptr<GameModule>> modules;
    return modules;
}
} // namespace

void GameModules::add(std::unique_ptr<GameModule> module)
{
    auto &modules = registry();
    const QString id = module->id();
    const auto same = std::find_if(modules.begin(), modules.end(), [&](const auto &m) { return m->id() == id; });
    if (same != modules.end())
        *same = std::move(module);
    else
        modules.push_back(std::move(module));
}

void GameModules::remove(const QString &id)
{
    auto &modules = registry();
    std::erase_if(modules, [&](const auto &m) { return m->id() == id; });
}

const std::vector<std::unique_ptr<GameModule>> &GameModules::all() { return registry(); }

GameModule *GameModules::find(const QString &id)
{
    for (const auto &m : registry())
        if (m->id() == id)
            return m.get();
    return nullptr;
}

GameModule *GameModules::forSave(const QByteArray &head)
{
    const auto &modules = registry();
    for (auto it = modules.rbegin(); it != modules.rend(); ++it)
        if ((*it)->readsSave(head))
            return it->get();
    return nullptr;
}

GameModule *GameModules::toContinue()
{
    GameModule *newest = nullptr;
    QDateTime newestTime;
    for (const auto &m : registry()) {
        if (!play::hasGameToContinue(m->id()))
            continue;
        const QDateTime written = QFileInfo(play::autosavePath(m->id())).lastModified();
        if (!newest || written > newestTime) {
            newest = m.get();
            newestTime = written;
        }
    }
    return newest;
}

QByteArray GameModules::saveHead(const QString &path)
{
    // Bounded and regular files only: a FIFO must not hang the app before its first window.
    return io::readFileHead(path, kSaveHeadBytes).data;
}

GameModule *GameModules::forNetworkGame(const QString &game)
{
    for (const auto &module : registry())
        if (!game.isEmpty() && module->networkGame() == game)
            return module.get();
    return nullptr;
}

} // namespace canaan::session
