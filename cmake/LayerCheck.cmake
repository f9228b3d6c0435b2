# The libraries' layers (docs/architecture.md), bottom first. A library may link only libraries of
# its own layer or below: canaan_check_layers() fails the configuration otherwise, so a dependency
# upwards (the engine on Qt, cartography on widgets, a model on a window) cannot creep in unseen.
# Executables stand above every layer. A new library must be placed here.
set(CANAAN_LAYERS
    "canaan_engine"                                                               # standard C++, no Qt
    "canaan_engine_io canaan_translations canaan_trcheck"                         # QtCore: files, languages
    "canaan_play canaan_cartography canaan_editor_model canaan_companion_model"   # no widgets
    "canaan_net canaan_net_play"                                                  # QtWebSockets: network play
    "canaan_boardview canaan_rulebook canaan_sound canaan_table_kit"             # widgets without a window
    "canaan_settlers_table_dialogs canaan_card_table"                                       # a game's dialogs and table
    "canaan_settlers_table canaan_editor canaan_companion canaan_online_table canaan_replay_viewer" # the windows
    "canaan_session"                                                              # games, saves, autosave
    "canaan_online"                                                               # join, host, the lobby
    "canaan_app"                                                                  # the start screen
)

function(canaan_layer_of target out_var)
    set(level 0)
    foreach(layer IN LISTS CANAAN_LAYERS)
        string(REPLACE " " ";" names "${layer}")
        if(target IN_LIST names)
            set(${out_var} ${level} PARENT_SCOPE)
            return()
        endif()
        math(EXPR level "${level} + 1")
    endforeach()
    set(${out_var} -1 PARENT_SCOPE)
endfunction()

function(canaan_check_layers)
    foreach(layer IN LISTS CANAAN_LAYERS)
        string(REPLACE " " ";" names "${layer}")
        foreach(target IN LISTS names)
            if(NOT TARGET ${target})
                continue()
            endif()
            canaan_layer_of(${target} own)
            get_target_property(links ${target} LINK_LIBRARIES)
            get_target_property(interface ${target} INTERFACE_LINK_LIBRARIES)
            foreach(dependency IN LISTS links interface)
                # Qt's resource object libraries (NAME_resources_N) belong to their library.
                if(NOT dependency MATCHES "^canaan_" OR dependency MATCHES "_resources_[0-9]+$" OR NOT TARGET ${dependency})
                    continue()
                endif()
                canaan_layer_of(${dependency} theirs)
                if(theirs EQUAL -1)
                    message(FATAL_ERROR "${target} links ${dependency}, which has no layer: place it in cmake/LayerCheck.cmake")
                elseif(theirs GREATER own)
                    message(FATAL_ERROR "${target} (layer ${own}) links ${dependency} (layer ${theirs}), a layer above it (docs/architecture.md)")
                endif()
            endforeach()
        endforeach()
    endforeach()
endfunction()

# Every target of the project, for the include check (tests/house/check_includes.py).
function(_canaan_targets_under dir out_var)
    get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
    get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
    foreach(subdir IN LISTS subdirs)
        _canaan_targets_under(${subdir} more)
        list(APPEND targets ${more})
    endforeach()
    set(${out_var} ${targets} PARENT_SCOPE)
endfunction()

# Writes BUILD/house/libraries.tsv: for each library and executable built from the project's
# sources, its name, its layer (its index in CANAAN_LAYERS; -1 for an executable, which stands above
# every layer), its folder, its sources and its include folders as the compiler sees them. The link
# check above reads the layers from the links; tests/house/check_includes.py reads them from this
# file, so both checks share the one table of layers.
function(canaan_write_layer_table)
    _canaan_targets_under(${PROJECT_SOURCE_DIR} targets)
    set(lines "")
    foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        if(NOT type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|EXECUTABLE)$")
            continue()
        endif()
        canaan_layer_of(${target} layer)
        get_target_property(folder ${target} SOURCE_DIR)
        string(APPEND lines "${target}\t${layer}\t${folder}\t$<JOIN:$<TARGET_PROPERTY:${target},SOURCES>,|>\t$<JOIN:$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>,|>\n")
    endforeach()
    file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/house/libraries.tsv CONTENT "${lines}")
endfunction()
