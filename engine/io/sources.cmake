list(APPEND CANAAN_ENGINE_IO_SOURCES
    io/file_error.cpp
    io/bounded_file.cpp
    io/json_document.cpp
    io/json_walker.cpp
    io/json_walker.h
    io/map_checks.cpp
    io/map_file.h
    io/map_limits.cpp
    io/map_limits.h
    io/map_loader.cpp
    io/map_reader.cpp
    io/map_reader.h
    io/map_validator.cpp
    io/map_writer.cpp
    io/terrain_text.cpp
    io/terrain_text.h
)
