// The project's one look at JSON text before Qt's parser reads it: one pass over the bytes finds
// what the parser is not asked to judge, so that every reader (our files, io::readJsonObject; a
// client's message, net::parseClientMessage) bounds what hostile text may cost and refuses what
// would say two things. The readers decide what each finding means to them.
#pragma once

#include <QByteArray>
#include <QtGlobal>
#include <limits>

namespace canaan::io {

struct JsonScanLimits {
    // More lists and objects than this stop the scan (Qt's document costs about 180 bytes each).
    qint64 maxContainers = std::numeric_limits<qint64>::max();
    // Nesting deeper than this stops the scan before a parser recurses into it.
    int maxDepth = std::numeric_limits<int>::max();
    // Whether a raw control character stops it (JSON allows one only as an escape; tab, line feed and
    // carriage return are whitespace and pass).
    bool stopAtControlCharacter = true;
};

struct JsonScan {
    qsizetype controlCharacter = -1; // offset of the first raw control character, or -1
    bool tooManyContainers = false;
    int deepest = 0;                 // the deepest nesting (strings skipped); past maxDepth: maxDepth + 1
    qsizetype duplicateKey = -1;     // the opening quote of the first key met twice in one object, or -1
    QByteArray duplicateKeyText;     // as written, escapes and all

    bool tooDeep(const JsonScanLimits &limits) const { return deepest > limits.maxDepth; }
};

// Keys are compared after their escapes are read, so "a" and "\u0061" are the same key (Qt keeps
// the last of two equal keys silently: {"seat":0,"seat":3} would be read as one).
JsonScan scanJson(const QByteArray &text, const JsonScanLimits &limits);

// How deeply text nests its arrays and objects; stops counting past limit + 1.
inline int jsonNestingDepth(const QByteArray &text, int limit)
{
    return scanJson(text, {.maxDepth = limit, .stopAtControlCharacter = false}).deepest;
}

} // namespace canaan::io
