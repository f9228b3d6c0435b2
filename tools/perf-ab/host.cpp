// canaan-perf-ab A.so B.so MAP [ROUNDS] [GAMES]: whether revision B of the engine plays random games
// faster than revision A. Both are loaded into this one process and given the same batches of
// games in turn (A B, then B A, ...), so a drift of the VM's speed, which is larger than most
// changes measured (docs/engine.md "Performance"), falls on both alike. Prints each one's ns per
// action and B's time over A's: over all batches, and the median and quartiles of the batches.
#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using InitFn = bool (*)(const char *);
using RunFn = long (*)(long, long, unsigned long long *);

struct Variant {
    InitFn init = nullptr;
    RunFn run = nullptr;
    double seconds = 0;
    long actions = 0;
    unsigned long long check = 14695981039346656037ULL;
};

bool load(const char *path, Variant &v)
{
    // RTLD_LOCAL: each module keeps its own copy of the engine's symbols.
    void *module = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!module) {
        std::fprintf(stderr, "canaan-perf-ab: cannot load %s: %s\n", path, dlerror());
        return false;
    }
    v.init = reinterpret_cast<InitFn>(dlsym(module, "canaanAbInit"));
    v.run = reinterpret_cast<RunFn>(dlsym(module, "canaanAbRun"));
    if (!v.init || !v.run) {
        std::fprintf(stderr, "canaan-perf-ab: %s is not an engine variant (tools/perf-ab/variant.cpp)\n", path);
        return false;
    }
    return true;
}

long positiveArgument(int argc, char **argv, int i, long fallback)
{
    if (argc <= i)
        return fallback;
    char *end = nullptr;
    const long n = std::strtol(argv[i], &end, 10);
    if (*end != '\0' || n <= 0) {
        std::fprintf(stderr, "canaan-perf-ab: \"%s\" is not a whole number above 0\n", argv[i]);
        std::exit(2);
    }
    return n;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: canaan-perf-ab A.so B.so MAP [ROUNDS=400] [GAMES per batch=300]\n");
        return 2;
    }
    const long rounds = positiveArgument(argc, argv, 4, 400);
    const long games = positiveArgument(argc, argv, 5, 300);
    Variant v[2];
    for (int i = 0; i < 2; ++i) {
        if (!load(argv[1 + i], v[i]))
            return 1;
        if (!v[i].init(argv[3])) {
            std::fprintf(stderr, "canaan-perf-ab: %s could not read the map %s\n", argv[1 + i], argv[3]);
            return 1;
        }
    }
    std::vector<double> ratios;
    for (long r = 0; r < rounds; ++r) {
        double batch[2] = {};
        for (int k = 0; k < 2; ++k) {
            const int i = (r % 2 == 0) ? k : 1 - k; // who goes first alternates too
            const auto start = std::chrono::steady_clock::now();
            v[i].actions += v[i].run(r * games, games, &v[i].check);
            batch[i] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            v[i].seconds += batch[i];
        }
        ratios.push_back(batch[1] / batch[0]);
    }
    std::sort(ratios.begin(), ratios.end());
    const auto at = [&](double q) { return ratios[static_cast<std::size_t>(q * static_cast<double>(ratios.size() - 1))]; };
    const double nsA = v[0].seconds * 1e9 / static_cast<double>(v[0].actions);
    const double nsB = v[1].seconds * 1e9 / static_cast<double>(v[1].actions);
    std::printf("A: %.2f ns per action\nB: %.2f ns per action\n", nsA, nsB);
    std::printf("B / A: %.4f over all %ld batches of %ld games; batches: median %.4f, quartiles %.4f-%.4f\n", nsB / nsA,
                rounds, games, at(0.5), at(0.25), at(0.75));
    if (v[0].actions != v[1].actions || v[0].check != v[1].check)
        std::printf("The two revisions played different games (the rules or the random bot differ).\n");
    return 0;
}
