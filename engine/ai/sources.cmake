list(APPEND CANAAN_ENGINE_SOURCES
    ai/determinization.cpp
    ai/hand_tracker.cpp
    ai/driver.cpp
    ai/evaluation.cpp
    ai/bot_weights.cpp
    ai/heuristic_bot.cpp
    ai/trade_model.cpp
    ai/bot_registry.cpp
    ai/search_bot.cpp
    ai/simulation.cpp
    ai/offer_rates.cpp
    ai/benchmark.cpp
)
