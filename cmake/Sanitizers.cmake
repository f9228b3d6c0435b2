# Two opt-in instrumented builds (docs/reliability.md):
#   CANAAN_SANITIZE  AddressSanitizer + UndefinedBehaviorSanitizer on everything (scripts/sanitize.sh);
#   CANAAN_FUZZ      libFuzzer targets in fuzz/ (clang only, scripts/fuzz.sh).
# Both leave Qt itself uninstrumented: it is linked as Debian ships it.
option(CANAAN_SANITIZE "Build everything with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(CANAAN_FUZZ "Build the libFuzzer targets in fuzz/ (needs clang)" OFF)

if(CANAAN_SANITIZE OR CANAAN_FUZZ)
    # Any undefined behaviour stops the program: a report that only prints is a report nobody reads.
    set(CANAAN_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
    if(CANAAN_FUZZ)
        if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
            message(FATAL_ERROR "CANAAN_FUZZ needs clang (libFuzzer): configure with -DCMAKE_CXX_COMPILER=clang++")
        endif()
        # Coverage feedback for everything the fuzzers reach; the fuzzer's main() is linked in fuzz/.
        list(APPEND CANAAN_SANITIZER_FLAGS -fsanitize=fuzzer-no-link)
    endif()
    add_compile_options(${CANAAN_SANITIZER_FLAGS})
    add_link_options(-fsanitize=address,undefined)
endif()
