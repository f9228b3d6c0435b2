# Conquest saves (Qt Core only), part of canaan_engine_io.
list(APPEND CANAAN_ENGINE_IO_SOURCES
    conquest/saves/conquest_action_json.cpp
    conquest/saves/conquest_action_json.h
    conquest/saves/conquest_save.cpp
    conquest/saves/conquest_save.h
)
