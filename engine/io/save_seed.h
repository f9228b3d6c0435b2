// A game's seed in a save: a JSON number when it fits a double exactly, else a decimal string, so
// every 64-bit seed survives.
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <cstdint>
#include <optional>

namespace canaan::io {

QByteArray seedJson(std::uint64_t seed);
// A whole number 0..2^53 or a string of decimal digits below 2^64.
std::optional<std::uint64_t> parseSeed(const QJsonValue &value);

} // namespace canaan::io
