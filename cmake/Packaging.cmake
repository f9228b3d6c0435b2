# Installing like real software (docs/packaging.md): the manual pages, the server's systemd unit and
# settings, the Debian documentation files, and CPack's two Debian packages:
#   canaan         the app, canaan-cli, the maps, the translations, the desktop files (component canaan,
#                  the default one: every install() without COMPONENT)
#   canaan-server  the server, its unit and /etc/default/canaan-server (component canaan-server)
# scripts/package.sh configures the existing build with the /usr prefix and runs cpack: no second
# build. Included at the end of the top CMakeLists.txt, when every target is known.

set(packaging_dir ${PROJECT_SOURCE_DIR}/packaging)
set(packaging_out ${PROJECT_BINARY_DIR}/packaging)

# --- manual pages, with the version of project() -------------------------------------------------
set(CANAAN_VERSION ${PROJECT_VERSION})
foreach(page canaan.6 canaan-cli.6 canaan-server.8)
    string(REGEX MATCH "[0-9]$" section ${page})
    configure_file(${packaging_dir}/man/${page} ${packaging_out}/man/${page} @ONLY)
    set(component canaan)
    if(page MATCHES "^canaan-server")
        set(component canaan-server)
    endif()
    # gzip -9n: what Debian expects of a manual page (lintian: manpage-not-compressed).
    add_custom_command(OUTPUT ${packaging_out}/man/${page}.gz
        COMMAND gzip -9nc ${packaging_out}/man/${page} > ${packaging_out}/man/${page}.gz
        DEPENDS ${packaging_out}/man/${page} VERBATIM)
    list(APPEND packaging_files ${packaging_out}/man/${page}.gz)
    install(FILES ${packaging_out}/man/${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man${section}
            COMPONENT ${component})
endforeach()

# --- the server as a service ---------------------------------------------------------------------
# The unit names the installed program and settings file: /usr/bin and /etc/default with the /usr
# prefix (GNUInstallDirs maps /usr's sysconfdir to /etc). systemd also reads units under /usr/local.
configure_file(${packaging_dir}/canaan-server.service ${packaging_out}/canaan-server.service @ONLY)
install(FILES ${packaging_out}/canaan-server.service DESTINATION lib/systemd/system COMPONENT canaan-server)
install(FILES ${packaging_dir}/canaan-server.default DESTINATION ${CMAKE_INSTALL_FULL_SYSCONFDIR}/default
        RENAME canaan-server COMPONENT canaan-server)

# --- Debian's documentation files: copyright and the changelog, per package ----------------------
# The changelog says the version of project(); CHANGELOG.md tells the changes.
configure_file(${packaging_dir}/debian/changelog.in ${packaging_out}/changelog @ONLY)
add_custom_command(OUTPUT ${packaging_out}/changelog.gz
    COMMAND gzip -9nc ${packaging_out}/changelog > ${packaging_out}/changelog.gz
    DEPENDS ${packaging_out}/changelog VERBATIM)
list(APPEND packaging_files ${packaging_out}/changelog.gz)
foreach(component canaan canaan-server)
    install(FILES ${packaging_dir}/debian/copyright ${packaging_out}/changelog.gz
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/${component} COMPONENT ${component})
endforeach()
add_custom_target(canaan_packaging_files ALL DEPENDS ${packaging_files})

# --- the program's own libraries, when shared (CANAAN_SHARED_LIBS, cmake/CanaanLibrary.cmake) -----
# canaan_add_library installs them to the private folder lib/<triplet>/canaan, which the programs
# find by their absolute RUNPATH, in the component canaan-common: a package of its own that both
# others depend on (a file belongs to one package only, and both programs need the engine).
# dpkg-shlibdeps finds them in the build folders (the RUNPATH names where they will be installed).
# canaan_targets_below: translations/CMakeLists.txt's walk over the folders' targets.
canaan_targets_below(${PROJECT_SOURCE_DIR} all_targets)
set(shared_library_dirs)
foreach(target IN LISTS all_targets)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "SHARED_LIBRARY")
        get_target_property(binary_dir ${target} BINARY_DIR)
        list(APPEND shared_library_dirs ${binary_dir})
    endif()
endforeach()
list(REMOVE_DUPLICATES shared_library_dirs)
if(shared_library_dirs)
    install(FILES ${packaging_dir}/debian/copyright ${packaging_out}/changelog.gz
            DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/canaan-common COMPONENT canaan-common)
endif()

# --- CPack: the Debian packages ------------------------------------------------------------------
# cpack and cmake --install install what is built, without first building everything (the tests):
# scripts/package.sh builds what the packages hold.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME canaan)
set(CPACK_PACKAGE_VENDOR "Canaan developers")
set(CPACK_PACKAGE_CONTACT "Canaan developers <dev@canaan.invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
# Absolute destinations (/etc/default) go into the package, never onto this machine.
set(CPACK_SET_DESTDIR ON)
# The build is RelWithDebInfo (the tests' build, reused); the packages carry stripped programs.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL canaan canaan-server)
if(shared_library_dirs)
    list(APPEND CPACK_COMPONENTS_ALL canaan-common)
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${shared_library_dirs})
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # canaan_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
# One source for all: lintian accepts a RUNPATH to /usr/lib/<triplet>/<source> (the private libraries).
set(CPACK_DEBIAN_PACKAGE_SOURCE canaan)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://canaan.invalid/")
# Dependencies from the programs' libraries, by dpkg-shlibdeps.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

set(CPACK_DEBIAN_CANAAN_PACKAGE_NAME canaan)
set(CPACK_DEBIAN_CANAAN_FILE_NAME DEB-DEFAULT)
set(CPACK_COMPONENT_CANAAN_DESCRIPTION "Settlers of Canaan and Conquest, board and card games
Settlers of Canaan is a Bible-themed variant of the board game Catan:
two to four tribes of Israel settle the land of Canaan, trade, keep the
Plague away and build Jerusalem, against computer players or friends at
one screen or over the network. Conquest is a card-and-dice game of
nations fighting for the cities of Canaan.

This package holds the game, in English and Korean, with its map editor
and tabletop companion, and canaan-cli, the same engine without a
display.")
# Hangul needs a font that has it; Qt's own Korean texts come from qt6-translations-l10n.
set(CPACK_DEBIAN_CANAAN_PACKAGE_DEPENDS "fonts-noto-cjk")
set(CPACK_DEBIAN_CANAAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland")
set(CPACK_DEBIAN_CANAAN_PACKAGE_SUGGESTS "canaan-server")

set(CPACK_DEBIAN_CANAAN-SERVER_PACKAGE_NAME canaan-server)
set(CPACK_DEBIAN_CANAAN-SERVER_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_CANAAN-SERVER_PACKAGE_SECTION net)
set(CPACK_COMPONENT_CANAAN-SERVER_DESCRIPTION "network game server for Settlers of Canaan and Conquest
canaan-server holds the tables of network games of the canaan package's
games: players join it from the game's Join a network game. It keeps
every table on disk after every change and resumes them after a restart.

This package runs it as the systemd service canaan-server.service, under
a user of its own in a hardened sandbox; its settings are in
/etc/default/canaan-server.")
# The maintainer scripts enable and start the service (deb-systemd-helper, as debhelper would).
set(CPACK_DEBIAN_CANAAN-SERVER_PACKAGE_DEPENDS "init-system-helpers (>= 1.52)")
set(CPACK_DEBIAN_CANAAN-SERVER_PACKAGE_CONTROL_EXTRA
    ${packaging_dir}/debian/postinst ${packaging_dir}/debian/prerm ${packaging_dir}/debian/postrm
    ${packaging_dir}/debian/conffiles)
set(CPACK_DEBIAN_CANAAN-SERVER_PACKAGE_CONTROL_STRICT_PERMISSION ON)

if(shared_library_dirs)
    set(CPACK_DEBIAN_CANAAN-COMMON_PACKAGE_NAME canaan-common)
    set(CPACK_DEBIAN_CANAAN-COMMON_FILE_NAME DEB-DEFAULT)
    set(CPACK_DEBIAN_CANAAN-COMMON_PACKAGE_SECTION libs)
    set(CPACK_COMPONENT_CANAAN-COMMON_DESCRIPTION "private libraries of Settlers of Canaan and Conquest
The engine and the other libraries of Canaan that the canaan and
canaan-server packages share, in a private folder of their own.")
    set(CPACK_COMPONENT_CANAAN_DEPENDS canaan-common)
    set(CPACK_COMPONENT_CANAAN-SERVER_DEPENDS canaan-common)
endif()

include(CPack)
