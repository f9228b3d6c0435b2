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
// - Optional columns give a term the English it is matched by, where, and the Korean looked for:
//   "match" lists the English forms (";"-separated; empty: the english column itself), so a key such
//   as "Raids (card)" or "rob / steal" is matched by "Raids" or "rob; robbed; steal". "where" limits the
//   term to messages whose context (the .ts context, or the rules file's name) contains one of its
//   ";"-separated entries, and skips those containing an entry written "!entry": "Raids" is a card's
//   name only in canaan::cardtable::CardNames. "korean form" is looked for instead of the Korean
//   column, compared letter by letter (Unicode NFD), so a verb's stem is found in every ending: 내
//   (내다) in 냅니다, 낸, 내고. A whole word N in a form stands for a number or a placeholder (%1), and
//   the same text replaces N in the Korean: "seat N" asks "Seat %2" for "%2번 자리".
// - A term whose forms match no message and no rules page is not enforced anywhere; its note must say
//   why, starting with "unused:" (test_translations checks that every other term is matched).
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace canaan::trcheck {

struct GlossaryTerm {
    QString english;    // the key, as written in the glossary
    QString korean;
    QString note;
    QStringList forms;  // the English it is matched by (the "match" column, or the key)
    QStringList where;  // contexts it is limited to ("!x": not in x); empty: everywhere
    QString koreanForm; // what the Korean must contain (the "korean form" column, or the Korean)
    bool letterwise = false; // koreanForm is compared in NFD (set when the column is given)
    QRegularExpression pattern; // the first form's pattern (whole-word, case-insensitive, plural-tolerant)

    bool appliesIn(const QString &context) const;
};

// One English form of a term, as the matcher tries it.
struct TermForm {
    int term = -1;
    QString text;
    QRegularExpression pattern;
};

class Glossary {
public:
    // Reads a TSV file whose first line is "english<TAB>korean<TAB>note". Returns nothing and sets
    // *error on a missing file, a bad header, a line without both terms or a duplicate English term.
    static std::optional<Glossary> load(const QString &path, QString *error);
    static std::optional<Glossary> fromTsv(const QString &tsv, QString *error);

    // Terms sorted by English length, longest first (ties: alphabetical).
    const QList<GlossaryTerm> &terms() const { return m_terms; }
    // Every English form of every term in matching order: longest first; at equal length a term limited
    // to some contexts before one that is not, then alphabetical.
    const QList<TermForm> &forms() const { return m_forms; }
    int indexOf(const QString &english) const; // case-insensitive; -1 if absent

private:
    QList<GlossaryTerm> m_terms;
    QList<TermForm> m_forms;
};

// Builds the matching pattern for one English term (exposed for tests).
QRegularExpression termPattern(const QString &english);

struct TermMatch {
    int term = -1; // index into Glossary::terms()
    qsizetype start = 0;
    qsizetype length = 0;
    QString number; // what a form's N matched ("%2", "3"); empty if the form has none
};

// The Korean a match requires: the term's Korean form with N replaced by the matched number.
QString requiredKorean(const GlossaryTerm &term, const TermMatch &match);
// Whether `korean` holds what the match requires (whitespace-normalised; NFD for a letterwise form).
bool koreanHas(const GlossaryTerm &term, const TermMatch &match, const QString &korean);

// Removes Qt mnemonics and HTML tags so that only the words a user reads remain.
QString cleanSource(const QString &source);
// Collapses whitespace (including NBSP) to single spaces.
QString normalizeSpaces(const QString &text);

// The glossary terms found in an English text, by the longest-match policy above, in text order.
// `context` (a .ts context or a rules file's name) decides which limited terms apply.
QList<TermMatch> findTerms(const Glossary &glossary, const QString &english, const QString &context = {});

// The terms found in `english` whose Korean does not occur in `korean`, in text order, each term once.
// `exempt` lists English terms to skip (case-insensitive).
QList<int> missingTerms(const Glossary &glossary, const QString &english, const QString &korean,
                        const QStringList &exempt = {}, const QString &context = {});

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

// One finished or unfinished message of a .ts file, for tests that look at every translation.
struct TsEntry {
    qint64 line = 0;
    QString context;
    QString source;
    QStringList forms; // the translation, one entry per plural form / length variant
};
// The messages of a .ts file, obsolete and vanished ones left out. Sets *error on malformed XML.
QList<TsEntry> tsEntries(const QByteArray &tsXml, QString *error);
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
// glossary term used in the English present in the Korean. `context` is the English file's name (for
// terms limited to some files). Returns readable problems; empty when fine.
QStringList compareRulesFiles(const Glossary &glossary, const QString &englishMd,
                              const QString &koreanMd, const QString &context = {});

// Sentences of Korean prose that end in the plain style (-다.) instead of the rulebook's formal
// 합니다/하십시오 style (-니다. / -시오.). Returns the offending lines as "line N: text".
QStringList plainStyleKoreanLines(const QString &koreanMd);

} // namespace canaan::trcheck
