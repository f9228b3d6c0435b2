# Conquest (issue 20): the card-and-dice game's rules, seat views and computer players. No Qt.
list(APPEND CANAAN_ENGINE_SOURCES
    conquest/card_table.cpp
    conquest/ids.cpp
    conquest/turn.cpp
    conquest/flow.cpp
    conquest/apply.cpp
    conquest/battle.cpp
    conquest/battle_arithmetic.cpp
    conquest/legal_actions.cpp
    conquest/view.cpp
    conquest/events.cpp
    conquest/event_strings.cpp
)
list(APPEND CANAAN_ENGINE_SOURCES
    conquest/ai/battle_model.cpp
    conquest/ai/normal_bot.cpp
    conquest/ai/battle_search.cpp
    conquest/ai/hard_bot.cpp
    conquest/ai/bot_registry.cpp
    conquest/ai/driver.cpp
)
