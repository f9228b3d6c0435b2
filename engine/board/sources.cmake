list(APPEND CANAAN_ENGINE_SOURCES
    board/hex.cpp
    board/map.cpp
    board/terrain.cpp
    board/topology.cpp
)
