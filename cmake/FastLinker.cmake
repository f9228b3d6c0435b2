# Links with mold when it is installed (scripts/install-deps.sh installs it): it links the 140 test
# executables several times faster than GNU ld (docs/development.md). CANAAN_LINKER=default keeps
# the compiler's own linker.
set(CANAAN_LINKER "mold" CACHE STRING "The linker: mold, lld or default")
if(NOT CANAAN_LINKER STREQUAL "default")
    find_program(CANAAN_LINKER_PROGRAM NAMES ${CANAAN_LINKER} ld.${CANAAN_LINKER})
    if(CANAAN_LINKER_PROGRAM)
        add_link_options(-fuse-ld=${CANAAN_LINKER})
    else()
        message(STATUS "${CANAAN_LINKER} not found: linking with the compiler's default linker")
    endif()
endif()
