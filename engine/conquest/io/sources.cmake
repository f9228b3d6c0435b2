# Conquest saves (Qt Core only), part of canaan_engine_io.
list(APPEND CANAAN_ENGINE_IO_SOURCES
    conquest/io/conquest_action_json.cpp
    conquest/io/conquest_action_json.h
    conquest/io/conquest_save.cpp
    conquest/io/conquest_save.h
)
