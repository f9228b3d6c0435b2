# Game statistics from a finished (or running) game log: pure C++, no Qt.
list(APPEND CANAAN_ENGINE_SOURCES
    stats/game_stats.cpp
    stats/time_histogram.cpp
)
