# Sanitizer and fuzzing builds (packaging/dev.sh sanitize | fuzz; docs/testing.md).
#
#   -DNONET_SANITIZE=address,undefined   AddressSanitizer + UndefinedBehaviorSanitizer
#   -DNONET_SANITIZE=thread              ThreadSanitizer
#   -DNONET_FUZZ=ON                      libFuzzer targets in fuzz/ (clang only; implies
#                                        address,undefined unless NONET_SANITIZE says otherwise)
#
# The flags are directory-scoped, set here before any target exists, so they reach every
# target the project defines (libraries, tests, tools) and nothing else: Qt comes prebuilt
# from the system and stays uninstrumented. Any report aborts the process
# (-fno-sanitize-recover=all), so a finding fails the test that triggered it.

set(NONET_SANITIZE "" CACHE STRING "Sanitizers for every project target: address,undefined | thread | empty")
option(NONET_FUZZ "Build the libFuzzer targets in fuzz/ (needs clang)" OFF)

if(NONET_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "NONET_FUZZ needs clang (libFuzzer): configure with -DCMAKE_CXX_COMPILER=clang++")
    endif()
    if(NOT NONET_SANITIZE)
        set(NONET_SANITIZE "address,undefined" CACHE STRING "" FORCE)
    endif()
endif()

if(NONET_SANITIZE)
    string(REPLACE "," ";" nonet_sanitizers "${NONET_SANITIZE}")
    foreach(sanitizer IN LISTS nonet_sanitizers)
        if(NOT sanitizer MATCHES "^(address|undefined|thread)$")
            message(FATAL_ERROR "NONET_SANITIZE: unknown sanitizer '${sanitizer}' (address, undefined, thread)")
        endif()
    endforeach()
    if("thread" IN_LIST nonet_sanitizers AND "address" IN_LIST nonet_sanitizers)
        message(FATAL_ERROR "NONET_SANITIZE: thread cannot be combined with address")
    endif()
    add_compile_options(-fsanitize=${NONET_SANITIZE} -fno-sanitize-recover=all -fno-omit-frame-pointer)
    add_link_options(-fsanitize=${NONET_SANITIZE})
    if(NONET_FUZZ)
        # Coverage feedback for libFuzzer in every project library the targets link.
        add_compile_options(-fsanitize=fuzzer-no-link)
    endif()
endif()

# Run-time options for the tests CTest starts (tests/CMakeLists.txt adds them to each test's
# environment), so a plain `ctest` in a sanitizer build dir behaves like packaging/dev.sh.
set(NONET_SANITIZER_ENVIRONMENT "")
if(NONET_SANITIZE)
    set(supp ${PROJECT_SOURCE_DIR}/sanitizers)
    list(APPEND NONET_SANITIZER_ENVIRONMENT
        "ASAN_OPTIONS=suppressions=${supp}/asan.supp:detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
        "LSAN_OPTIONS=suppressions=${supp}/lsan.supp:print_suppressions=0"
        "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1"
        "TSAN_OPTIONS=suppressions=${supp}/tsan.supp:halt_on_error=1:second_deadlock_stack=1")
endif()
