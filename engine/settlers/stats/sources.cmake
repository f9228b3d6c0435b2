# Game statistics from a finished (or running) game log: pure C++, no Qt.
list(APPEND CANAAN_ENGINE_SOURCES
    settlers/stats/game_stats.cpp
    settlers/stats/time_histogram.cpp
)
