list(APPEND CANAAN_ENGINE_SOURCES
    settlers/ai/determinization.cpp
    settlers/ai/hand_tracker.cpp
    settlers/ai/driver.cpp
    settlers/ai/evaluation.cpp
    settlers/ai/bot_weights.cpp
    settlers/ai/heuristic_bot.cpp
    settlers/ai/trade_model.cpp
    settlers/ai/bot_registry.cpp
    settlers/ai/search_bot.cpp
    settlers/ai/simulation.cpp
    settlers/ai/offer_rates.cpp
    settlers/ai/benchmark.cpp
)
