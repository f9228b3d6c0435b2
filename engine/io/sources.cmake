list(APPEND CANAAN_ENGINE_IO_SOURCES
    io/map_file.cpp
)
