list(APPEND CANAAN_ENGINE_SOURCES
    rules/cards.cpp
    rules/options.cpp
)
