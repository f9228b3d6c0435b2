// Hex geometry: axial coordinates (q, r), pointy-top, r growing southwards.
// Every intersection and path has one canonical name so files and logs can refer to it:
// a hex owns its N and S corners and its NE, NW and W sides (see docs/map-format.md).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace canaan::settlers {

struct HexCoord {
    int q = 0;
    int r = 0;
    friend constexpr bool operator==(HexCoord, HexCoord) = default;
    friend constexpr auto operator<=>(HexCoord, HexCoord) = default;
};

// The six sides of a pointy-top hex, clockwise from north-east.
enum class Side : std::uint8_t { NE, E, SE, SW, W, NW };
// The six corners, clockwise from north. Side i runs from corner i to corner i+1.
enum class Corner : std::uint8_t { N, NE, SE, S, SW, NW };

inline constexpr std::array<Side, 6> kAllSides{Side::NE, Side::E, Side::SE, Side::SW, Side::W, Side::NW};
inline constexpr std::array<Corner, 6> kAllCorners{Corner::N, Corner::NE, Corner::SE, Corner::S, Corner::SW, Corner::NW};

HexCoord neighbour(HexCoord h, Side s);
Side opposite(Side s);

// Canonical intersection: the N or S corner of one hex.
struct VertexCoord {
    enum class Kind : std::uint8_t { N, S };
    HexCoord hex;
    Kind kind = Kind::N;
    friend constexpr bool operator==(VertexCoord, VertexCoord) = default;
    friend constexpr auto operator<=>(VertexCoord, VertexCoord) = default;
};

// Canonical path: the NE, NW or W side of one hex.
struct EdgeCoord {
    enum class Kind : std::uint8_t { NE, NW, W };
    HexCoord hex;
    Kind kind = Kind::NE;
    friend constexpr bool operator==(EdgeCoord, EdgeCoord) = default;
    friend constexpr auto operator<=>(EdgeCoord, EdgeCoord) = default;
};

VertexCoord cornerOf(HexCoord h, Corner c);
EdgeCoord sideOf(HexCoord h, Side s);
// The three hexes that meet at an intersection (some may lie outside the map).
std::array<HexCoord, 3> hexesAt(VertexCoord v);
// The two hexes a path separates.
std::array<HexCoord, 2> hexesAt(EdgeCoord e);
std::array<VertexCoord, 2> endsOf(EdgeCoord e);

// Text ids: "3,-1,N" and "3,-1,NE". Parsing accepts any side or corner name and canonicalises it,
// so "0,0,SE" names the same intersection as "0,1,N".
std::string textId(HexCoord h);
std::string textId(VertexCoord v);
std::string textId(EdgeCoord e);
std::string_view sideName(Side s);
std::string_view cornerName(Corner c);
std::optional<Side> parseSide(std::string_view text);
std::optional<HexCoord> parseHex(std::string_view text);
std::optional<VertexCoord> parseVertex(std::string_view text);
std::optional<EdgeCoord> parseEdge(std::string_view text);

// Layout in a plane with y pointing down, for hexes of circumradius 1.
struct Point {
    double x = 0;
    double y = 0;
};
Point centreOf(HexCoord h);
Point cornerPoint(HexCoord h, Corner c);
Point pointOf(VertexCoord v);

struct HexCoordHash {
    std::size_t operator()(HexCoord h) const noexcept
    {
        return std::hash<long long>{}((static_cast<long long>(h.q) << 32) ^ static_cast<unsigned>(h.r));
    }
};

} // namespace canaan
