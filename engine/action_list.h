// The caller-owned buffer both engines list their legal actions into: a fixed array, so that listing
// allocates nothing (issue 4). Each engine names its own: engine/settlers/rules/engine.h and conquest/engine.h.
#pragma once

#include <array>
#include <cstddef>

namespace canaan {

template <typename Action, int Capacity>
struct ActionListOf {
    std::array<Action, Capacity> items;
    int size = 0;
    void clear() { size = 0; }
    void push(const Action &a) { items[static_cast<std::size_t>(size++)] = a; }
    const Action *begin() const { return items.data(); }
    const Action *end() const { return items.data() + size; }
    const Action &operator[](int i) const { return items[static_cast<std::size_t>(i)]; }
};

} // namespace canaan
