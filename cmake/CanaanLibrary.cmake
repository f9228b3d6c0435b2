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
    # The same folder and RUNPATH whatever the prefix: the RUNPATH is relative to the program
    # ($ORIGIN; the programs are in bin/ or games/, one level below the prefix), so setting the
    # prefix to /usr for the packages after the build (scripts/package.sh) relinks nothing. An
    # absolute RUNPATH changed its length with the prefix, and CMake cannot then rewrite it at
    # install time. lintian accepts both (docs/packaging.md).
    if(CMAKE_LIBRARY_ARCHITECTURE)
        set(CANAAN_PRIVATE_LIBDIR lib/${CMAKE_LIBRARY_ARCHITECTURE}/canaan)
    else()
        set(CANAAN_PRIVATE_LIBDIR lib/canaan)
    endif()
    set(CMAKE_INSTALL_RPATH "\$ORIGIN/../${CANAAN_PRIVATE_LIBDIR}")
    # A library may be linked for its Qt resources alone (the built-in maps of canaan_app, say),
    # which a static link always brought in; Debian's default --as-needed would drop such a library
    # and its resources with it.
    add_link_options(LINKER:--no-as-needed)
endif()

function(canaan_add_library name)
    if(CANAAN_SHARED_LIBS)
        add_library(${name} SHARED ${ARGN})
        set_target_properties(${name} PROPERTIES INSTALL_RPATH "\$ORIGIN") # beside each other
        # In a package of their own, canaan-common, which canaan and canaan-server both need
        # (cmake/Packaging.cmake).
        install(TARGETS ${name} LIBRARY DESTINATION ${CANAAN_PRIVATE_LIBDIR} NAMELINK_SKIP COMPONENT canaan-common)
    else()
        add_library(${name} STATIC ${ARGN})
    endif()
endfunction()
