// Small, fast, seedable random numbers with the same sequence on every platform (PCG32,
// O'Neill 2014, written from the paper's description). Satisfies UniformRandomBitGenerator.
#pragma once

#include <cstdint>
#include <limits>

namespace canaan {

class Pcg32 {
public:
    using result_type = std::uint32_t;
    explicit Pcg32(std::uint64_t seed = 0, std::uint64_t stream = 0x5851f42d4c957f2dULL)
        : m_inc((stream << 1) | 1u)
    {
        (*this)();
        m_state += seed;
        (*this)();
    }
    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }
    result_type operator()()
    {
        const std::uint64_t old = m_state;
        m_state = old * 6364136223846793005ULL + m_inc;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }
    // Uniform in [0, n), n > 0 (multiply-shift; bias below 2^-32 per draw is irrelevant here).
    int below(int n) { return static_cast<int>((static_cast<std::uint64_t>((*this)()) * static_cast<std::uint64_t>(n)) >> 32); }

private:
    std::uint64_t m_state = 0;
    std::uint64_t m_inc;
};

// Derives independent seeds (SplitMix64 finaliser) so bots and chance draw from separate streams.
constexpr std::uint64_t mixSeed(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace canaan
