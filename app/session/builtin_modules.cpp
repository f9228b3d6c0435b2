#include "app/session/builtin_modules.h"

#include "app/session/settlers_module.h"
#include "app/session/conquest_module.h"

namespace canaan::session {

void registerBuiltinModules()
{
    auto addOnce = [](std::unique_ptr<GameModule> module) {
        if (!GameModules::find(module->id()))
            GameModules::add(std::move(module));
    };
    addOnce(std::make_unique<SettlersModule>());
    addOnce(std::make_unique<ConquestModule>());
}

} // namespace canaan::session
