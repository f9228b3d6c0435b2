# canaan_add_test(NAME SOURCES file... LIBS lib... [GUI])
# One QtTest executable registered with CTest. GUI tests run on the offscreen platform so they
# need no display.
#
# Parsing Qt's headers was most of a test's compile time (about 4 s of 6–8 s): every test reuses one
# of two precompiled headers, Qt Widgets for GUI tests and QtCore for the others (docs/development.md).
# QtTest's own header stays out of them, since QTEST_MAIN picks its application class from the
# modules the test links (QT_WIDGETS_LIB, QT_GUI_LIB) when it is parsed.
option(CANAAN_TEST_PCH "Compile the tests with precompiled Qt headers" ON)

function(canaan_test_pch_host name qt_library qt_header)
    add_library(${name} OBJECT ${PROJECT_SOURCE_DIR}/tests/common/test_pch_host.cpp)
    target_link_libraries(${name} PRIVATE ${qt_library})
    target_precompile_headers(${name} PRIVATE
        <algorithm> <array> <functional> <map> <memory> <optional> <set> <string> <vector>
        ${qt_header})
endfunction()

if(CANAAN_TEST_PCH)
    canaan_test_pch_host(canaan_test_pch_core Qt6::Core <QtCore/QtCore>)
    canaan_test_pch_host(canaan_test_pch_gui Qt6::Widgets <QtWidgets/QtWidgets>)
endif()

function(canaan_add_test name)
    cmake_parse_arguments(ARG "GUI" "" "SOURCES;LIBS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    if(CANAAN_TEST_PCH)
        if(ARG_GUI)
            target_precompile_headers(${name} REUSE_FROM canaan_test_pch_gui)
        else()
            target_precompile_headers(${name} REUSE_FROM canaan_test_pch_core)
        endif()
        # A header that cannot be used is a warning, not a silent full parse.
        target_compile_options(${name} PRIVATE -Winvalid-pch)
    endif()
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBS})
    target_compile_definitions(${name} PRIVATE
        CANAAN_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
        CANAAN_TEST_DATA_DIR="${CMAKE_CURRENT_SOURCE_DIR}/data")
    add_test(NAME ${name} COMMAND ${name})
    # QtTest stops a test function after 5 minutes by default. The longest functions (1,000 replayed
    # games per ruleset) come near that under the sanitizers on a loaded machine, so QtTest gets 14
    # minutes and CTest, which kills the whole process, 15: a hang still fails, with QtTest's message.
    # A home of its own per test: QStandardPaths' test mode puts settings and the autosave under
    # ~/.qttest, which tests running in parallel (ctest -j) would otherwise share and race on.
    set(home ${CMAKE_BINARY_DIR}/test-homes/${name})
    file(MAKE_DIRECTORY ${home})
    set(env "QT_QPA_PLATFORM=offscreen" "QTEST_FUNCTION_TIMEOUT=840000" "HOME=${home}")
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${env}" TIMEOUT 900)
endfunction()
