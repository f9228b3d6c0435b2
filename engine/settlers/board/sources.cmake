list(APPEND CANAAN_ENGINE_SOURCES
    settlers/board/hex.cpp
    settlers/board/map.cpp
    settlers/board/terrain.cpp
    settlers/board/topology.cpp
)
