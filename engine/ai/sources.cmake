list(APPEND CANAAN_ENGINE_SOURCES
    ai/random_bot.cpp
    ai/driver.cpp
)
