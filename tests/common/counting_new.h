// A global operator new that counts its calls, for the tests that prove code never allocates on the
// heap. Include it in exactly one file of a test executable: it replaces the program's operator new.
#pragma once

#include <atomic>
#include <cstdlib>
#include <new>

namespace canaan::testing {
inline std::atomic<long> heapAllocations{0};
}

void *operator new(std::size_t n)
{
    ++canaan::testing::heapAllocations;
    if (void *p = std::malloc(n ? n : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
