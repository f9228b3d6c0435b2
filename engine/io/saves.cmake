# Saved games (*.canaansave) and the translated text of game ids.
list(APPEND CANAAN_ENGINE_IO_SOURCES
    io/action_json.cpp
    io/action_json.h
    io/action_reader.cpp
    io/game_digest.cpp
    io/game_digest.h
    io/game_summary.cpp
    io/game_summary.h
    io/game_text.cpp
    io/game_text.h
    io/json_out.cpp
    io/json_out.h
    io/json_text.cpp
    io/json_text.h
    io/save_file.h
    io/save_loader.cpp
    io/save_reader.cpp
    io/save_replay.cpp
    io/save_seed.cpp
    io/save_seed.h
    io/save_writer.cpp
)
