#include "engine/settlers/board/hex.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace canaan::settlers {

HexCoord neighbour(HexCoord h, Side s)
{
    switch (s) {
    case Side::NE: return {h.q + 1, h.r - 1};
    case Side::E: return {h.q + 1, h.r};
    case Side::SE: return {h.q, h.r + 1};
    case Side::SW: return {h.q - 1, h.r + 1};
    case Side::W: return {h.q - 1, h.r};
    case Side::NW: return {h.q, h.r - 1};
    }
    return h;
}

Side opposite(Side s)
{
    return static_cast<Side>((static_cast<int>(s) + 3) % 6);
}

VertexCoord cornerOf(HexCoord h, Corner c)
{
    using K = VertexCoord::Kind;
    switch (c) {
    case Corner::N: return {h, K::N};
    case Corner::NE: return {neighbour(h, Side::NE), K::S};
    case Corner::SE: return {neighbour(h, Side::SE), K::N};
    case Corner::S: return {h, K::S};
    case Corner::SW: return {neighbour(h, Side::SW), K::N};
    case Corner::NW: return {neighbour(h, Side::NW), K::S};
    }
    return {h, K::N};
}

EdgeCoord sideOf(HexCoord h, Side s)
{
    using K = EdgeCoord::Kind;
    switch (s) {
    case Side::NE: return {h, K::NE};
    case Side::NW: return {h, K::NW};
    case Side::W: return {h, K::W};
    case Side::E: return {neighbour(h, Side::E), K::W};
    case Side::SE: return {neighbour(h, Side::SE), K::NW};
    case Side::SW: return {neighbour(h, Side::SW), K::NE};
    }
    return {h, K::NE};
}

std::array<HexCoord, 3> hexesAt(VertexCoord v)
{
    if (v.kind == VertexCoord::Kind::N)
        return {v.hex, neighbour(v.hex, Side::NW), neighbour(v.hex, Side::NE)};
    return {v.hex, neighbour(v.hex, Side::SE), neighbour(v.hex, Side::SW)};
}

std::array<HexCoord, 2> hexesAt(EdgeCoord e)
{
    switch (e.kind) {
    case EdgeCoord::Kind::NE: return {e.hex, neighbour(e.hex, Side::NE)};
    case EdgeCoord::Kind::NW: return {e.hex, neighbour(e.hex, Side::NW)};
    case EdgeCoord::Kind::W: return {e.hex, neighbour(e.hex, Side::W)};
    }
    return {e.hex, e.hex};
}

std::array<VertexCoord, 2> endsOf(EdgeCoord e)
{
    switch (e.kind) {
    case EdgeCoord::Kind::NE: return {cornerOf(e.hex, Corner::N), cornerOf(e.hex, Corner::NE)};
    case EdgeCoord::Kind::NW: return {cornerOf(e.hex, Corner::NW), cornerOf(e.hex, Corner::N)};
    case EdgeCoord::Kind::W: return {cornerOf(e.hex, Corner::SW), cornerOf(e.hex, Corner::NW)};
    }
    return {};
}

namespace {
constexpr std::array<std::string_view, 6> kSideNames{"NE", "E", "SE", "SW", "W", "NW"};
constexpr std::array<std::string_view, 6> kCornerNames{"N", "NE", "SE", "S", "SW", "NW"};

// Splits "q,r,NAME" (NAME optional when wantName is false) into its parts.
bool splitId(std::string_view text, HexCoord &hex, std::string_view &name, bool wantName)
{
    auto parseInt = [](std::string_view s, int &out) {
        if (s.empty())
            return false;
        auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        return ec == std::errc() && ptr == s.data() + s.size();
    };
    const auto c1 = text.find(',');
    if (c1 == std::string_view::npos)
        return false;
    const auto c2 = text.find(',', c1 + 1);
    if (!parseInt(text.substr(0, c1), hex.q))
        return false;
    if (!wantName)
        return c2 == std::string_view::npos && parseInt(text.substr(c1 + 1), hex.r);
    if (c2 == std::string_view::npos || !parseInt(text.substr(c1 + 1, c2 - c1 - 1), hex.r))
        return false;
    name = text.substr(c2 + 1);
    return !name.empty();
}
} // namespace

std::string_view sideName(Side s) { return kSideNames[static_cast<int>(s)]; }
std::string_view cornerName(Corner c) { return kCornerNames[static_cast<int>(c)]; }

std::optional<Side> parseSide(std::string_view text)
{
    for (int i = 0; i < 6; ++i)
        if (kSideNames[i] == text)
            return static_cast<Side>(i);
    return std::nullopt;
}

namespace {

// "q,r" and a suffix, written in one go: every view and log entry names places this way, and the
// text fits in the string itself (no allocation), where joining std::to_string's made four.
std::string hexText(HexCoord h, std::string_view suffix)
{
    char text[40];
    char *end = std::to_chars(text, text + 12, h.q).ptr;
    *end++ = ',';
    end = std::to_chars(end, end + 12, h.r).ptr;
    end = std::copy(suffix.begin(), suffix.end(), end);
    return std::string(text, end);
}

} // namespace

std::string textId(HexCoord h) { return hexText(h, {}); }
std::string textId(VertexCoord v) { return hexText(v.hex, v.kind == VertexCoord::Kind::N ? ",N" : ",S"); }
std::string textId(EdgeCoord e)
{
    static constexpr std::array<std::string_view, 3> names{",NE", ",NW", ",W"};
    return hexText(e.hex, names[static_cast<int>(e.kind)]);
}

std::optional<HexCoord> parseHex(std::string_view text)
{
    HexCoord h;
    std::string_view name;
    if (!splitId(text, h, name, false))
        return std::nullopt;
    return h;
}

std::optional<VertexCoord> parseVertex(std::string_view text)
{
    HexCoord h;
    std::string_view name;
    if (!splitId(text, h, name, true))
        return std::nullopt;
    for (int i = 0; i < 6; ++i)
        if (kCornerNames[i] == name)
            return cornerOf(h, static_cast<Corner>(i));
    return std::nullopt;
}

std::optional<EdgeCoord> parseEdge(std::string_view text)
{
    HexCoord h;
    std::string_view name;
    if (!splitId(text, h, name, true))
        return std::nullopt;
    if (auto side = parseSide(name))
        return sideOf(h, *side);
    return std::nullopt;
}

Point centreOf(HexCoord h)
{
    static const double root3 = std::sqrt(3.0);
    return {root3 * (h.q + h.r / 2.0), 1.5 * h.r};
}

Point cornerPoint(HexCoord h, Corner c)
{
    static constexpr double pi = 3.14159265358979323846;
    const Point centre = centreOf(h);
    const double angle = (-90.0 + 60.0 * static_cast<int>(c)) * pi / 180.0;
    return {centre.x + std::cos(angle), centre.y + std::sin(angle)};
}

Point pointOf(VertexCoord v)
{
    return cornerPoint(v.hex, v.kind == VertexCoord::Kind::N ? Corner::N : Corner::S);
}

} // namespace canaan
