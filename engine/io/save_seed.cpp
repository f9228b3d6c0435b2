#include "engine/io/save_seed.h"

#include "engine/io/json_text.h"

#include <QString>
#include <cmath>

namespace canaan::io {

namespace {
constexpr std::uint64_t kExactDoubleLimit = std::uint64_t{1} << 53;
}

QByteArray seedJson(std::uint64_t seed)
{
    if (seed <= kExactDoubleLimit)
        return QByteArray::number(static_cast<qulonglong>(seed));
    return compactJson(QJsonValue(QString::number(static_cast<qulonglong>(seed))));
}

std::optional<std::uint64_t> parseSeed(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (!std::isfinite(d) || d < 0 || std::floor(d) != d || d > static_cast<double>(kExactDoubleLimit))
            return std::nullopt;
        return static_cast<std::uint64_t>(d);
    }
    if (value.isString()) {
        const QString text = value.toString();
        if (text.isEmpty() || text.size() > 20)
            return std::nullopt;
        for (QChar c : text)
            if (!c.isDigit() || c.unicode() > '9')
                return std::nullopt;
        bool ok = false;
        const qulonglong n = text.toULongLong(&ok);
        if (ok)
            return n;
    }
    return std::nullopt;
}

} // namespace canaan::io
