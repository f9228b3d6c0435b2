# canaan_add_library(NAME SOURCES...): one of the program's own libraries (cmake/LayerCheck.cmake
# places each in its layer).
#
# They are shared libraries unless CANAAN_SHARED_LIBS is OFF. With 140 test executables, linking
# every library statically into each of them was most of the build folder (4.6 GB) and a large part
# of the build's time (docs/development.md); shared, each library is linked once. The installed
# programs find them in a private folder, lib/<triplet>/canaan, through their RUNPATH, as Debian
# asks of private libraries.
option(CANAAN_SHARED_LIBS "Build the program's own libraries as shared libraries (faster builds and links)" ON)

if(CANAAN_SHARED_LIBS)
    set(CANAAN_PRIVATE_LIBDIR ${CMAKE_INSTALL_LIBDIR}/canaan)
    set(CMAKE_INSTALL_RPATH ${CMAKE_INSTALL_FULL_LIBDIR}/canaan)
    # A library may be linked for its Qt resources alone (the built-in maps of canaan_app, say),
    # which a static link always brought in; Debian's default --as-needed would drop such a library
    # and its resources with it.
    add_link_options(LINKER:--no-as-needed)
endif()

function(canaan_add_library name)
    if(CANAAN_SHARED_LIBS)
        add_library(${name} SHARED ${ARGN})
        install(TARGETS ${name} LIBRARY DESTINATION ${CANAAN_PRIVATE_LIBDIR} NAMELINK_SKIP)
    else()
        add_library(${name} STATIC ${ARGN})
    endif()
endfunction()
