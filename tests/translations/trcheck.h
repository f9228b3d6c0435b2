// The translation checker used by the translations tests: it reads the glossary, a Qt Linguist .ts file
// and the rules reference (Markdown), and reports what is unfinished, empty or off-glossary.
//
// Term matching policy (see also docs/rules-writing.md):
// - An English glossary term matches as a whole word (or words), case-insensitively: it is not preceded
//   or followed by a letter, digit or underscore. "Road" matches "Build a road", "road's" and
//   "Road:" but not "Railroad".
// - Each word of a term may take a regular English plural: +s, +es, or y -> ies ("city" matches
//   "cities", "victory point" matches "victory points"). A straight apostrophe in a term also matches a
//   typographic one (King's / King’s). Words of a multi-word term may be separated by any whitespace.
// - Longest term wins: terms are tried from the longest English text down, and a match that overlaps an
//   already accepted match is dropped. "victory point card" therefore requires only 승점 카드, not also
//   승점; "building stone" requires 건축석재 and not 돌; "Longest Road" requires 가장 긴 도로, not 도로
//   on its own.
// - The Korean side is a plain substring test (Korean attaches particles to words, so there is no
//   word boundary to test), after whitespace is normalised (runs of spaces, tabs and NBSP become one
//   space). The Korean must be written exactly as in the glossary: 승점 카드, not 승점카드.
// - Sources are cleaned before matching: Qt mnemonics (&File) and HTML tags are removed.
// - A message can opt out of one or more terms with "glossary-exempt: Term, Other term" in its
//   developer comment (//: in the code, <extracomment>) or translator comment. Use it only for
//   words that are not the game term (for example "fields" of a form).
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace canaan::trcheck {

struct GlossaryTerm {
    QString english;
    QString korean;
    QString note;
    QRegularExpression pattern; // whole-word, case-insensitive, plural-tolerant
};

class Glossary {
public:
    // Reads a TSV file whose first line is "english<TAB>korean<TAB>note". Returns nothing and sets
    // *error on a missing file, a bad header, a line without both terms or a duplicate English term.
    static std::optional<Glossary> load(const QString &path, QString *error);
    static std::optional<Glossary> fromTsv(const QString &tsv, QString *error);

    // Terms sorted by English length, longest first (ties: alphabetical), which is the matching order.
    const QList<GlossaryTerm> &terms() const { return m_terms; }
    int indexOf(const QString &english) const; // case-insensitive; -1 if absent

private:
    QList<GlossaryTerm> m_terms;
};

// Builds the matching pattern for one English term (exposed for tests).
QRegularExpression termPattern(const QString &english);

struct TermMatch {
    int term = -1; // index into Glossary::terms()
    qsizetype start = 0;
    qsizetype length = 0;
};

// Removes Qt mnemonics and HTML tags so that only the words a user reads remain.
QString cleanSource(const QString &source);
// Collapses whitespace (including NBSP) to single spaces.
QString normalizeSpaces(const QString &text);

// The glossary terms found in an English text, by the longest-match policy above, in text order.
QList<TermMatch> findTerms(const Glossary &glossary, const QString &english);

// The terms found in `english` whose Korean does not occur in `korean`, in text order, each term once.
// `exempt` lists English terms to skip (case-insensitive).
QList<int> missingTerms(const Glossary &glossary, const QString &english, const QString &korean,
                        const QStringList &exempt = {});

// ---- Qt Linguist .ts files --------------------------------------------------------------------------

struct TsProblem {
    enum Kind { Unfinished, Empty, MissingTerm };
    Kind kind = Unfinished;
    qint64 line = 0;     // line of the <message> element
    QString context;
    QString source;
    QString translation; // for MissingTerm: the offending translation (or plural form)
    QString detail;      // human-readable reason
    QString toString() const; // "line 12: [Context] "Source": reason"
};

struct TsReport {
    QString fatalError; // unreadable file or malformed XML; problems may then be incomplete
    int messages = 0;   // messages checked (obsolete and vanished ones are not counted)
    int skipped = 0;    // obsolete and vanished messages, ignored
    QList<TsProblem> problems;
    bool ok() const { return fatalError.isEmpty() && problems.isEmpty(); }
    QString toString(const QString &fileName) const; // one problem per line, a summary first
};

TsReport checkTs(const QByteArray &tsXml, const Glossary &glossary);
TsReport checkTsFile(const QString &path, const Glossary &glossary);

// ---- Markdown rules reference ---------------------------------------------------------------------

struct MdHeading {
    int level = 0;
    QString text;   // without the anchor
    QString anchor; // from <a name="..."> in the heading, empty if none
    int line = 0;
};

// ATX headings (# ...), outside fenced code blocks.
QList<MdHeading> markdownHeadings(const QString &markdown);
// The text with fenced code, HTML tags and HTML comments removed (for term matching).
QString markdownPlainText(const QString &markdown);

// Compares an English and a Korean rules file: same number of headings at each level, the same anchors
// in the same order, every heading (level 2 and below) anchored, anchors unique, and the Korean of every
// glossary term used in the English present in the Korean. Returns readable problems; empty when fine.
QStringList compareRulesFiles(const Glossary &glossary, const QString &englishMd,
                              const QString &koreanMd);

// Sentences of Korean prose that end in the plain style (-다.) instead of the rulebook's formal
// 합니다/하십시오 style (-니다. / -시오.). Returns the offending lines as "line N: text".
QStringList plainStyleKoreanLines(const QString &koreanMd);

} // namespace canaan::trcheck
