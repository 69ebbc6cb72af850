#pragma once
// Invariant checks inside fuzz targets. A broken invariant is a finding like a crash:
// print what broke (with the input that libFuzzer saves as crash-<sha1>) and abort, which
// libFuzzer reports and CI fails on.

#include <cstdio>
#include <cstdlib>

#define NONET_FUZZ_CHECK(condition)                                                        \
    do {                                                                                   \
        if (!(condition)) {                                                                \
            std::fprintf(stderr, "%s:%d: invariant broken: %s\n", __FILE__, __LINE__, #condition); \
            std::abort();                                                                  \
        }                                                                                  \
    } while (false)
