# canaan_add_test(NAME SOURCES file... LIBS lib... [GUI])
# One QtTest executable registered with CTest. GUI tests run on the offscreen platform so they
# need no display.
function(canaan_add_test name)
    cmake_parse_arguments(ARG "GUI" "" "SOURCES;LIBS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/common)
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
