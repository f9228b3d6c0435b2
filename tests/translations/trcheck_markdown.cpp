// The rules reference in Markdown: its headings and text, an English and a Korean file compared, and
// Korean sentences in the plain style found.
#include "tests/translations/trcheck.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace canaan::trcheck {

QList<MdHeading> markdownHeadings(const QString &markdown)
{
    static const QRegularExpression heading(QStringLiteral("^ {0,3}(#{1,6})[ \\t]+(.*?)[ \\t#]*$"));
    static const QRegularExpression anchor(
        QStringLiteral("<a\\s+(?:name|id)\\s*=\\s*\"([^\"]*)\"\\s*>.*?</a>"));
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(```|~~~)"));
    QList<MdHeading> out;
    const QStringList lines = markdown.split(u'\n');
    bool inFence = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i);
        if (fence.match(line).hasMatch()) {
            inFence = !inFence;
            continue;
        }
        if (inFence)
            continue;
        const auto m = heading.match(line);
        if (!m.hasMatch())
            continue;
        MdHeading h;
        h.level = int(m.captured(1).size());
        h.line = i + 1;
        QString text = m.captured(2);
        const auto a = anchor.match(text);
        if (a.hasMatch()) {
            h.anchor = a.captured(1);
            text.remove(a.capturedStart(), a.capturedLength());
        }
        h.text = text.trimmed();
        out << h;
    }
    return out;
}

QString markdownPlainText(const QString &markdown)
{
    static const QRegularExpression comment(QStringLiteral("<!--.*?-->"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression tag(QStringLiteral("<[A-Za-z/][^>]*>"));
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(```|~~~)"));
    QString text = markdown;
    text.remove(comment);
    QStringList kept;
    bool inFence = false;
    for (const QString &line : text.split(u'\n')) {
        if (fence.match(line).hasMatch()) {
            inFence = !inFence;
            continue;
        }
        if (!inFence)
            kept << line;
    }
    text = kept.join(u'\n');
    text.replace(tag, QStringLiteral(" "));
    text.replace(QStringLiteral("&#8203;"), QString());
    return text;
}

QStringList compareRulesFiles(const Glossary &glossary, const QString &englishMd, const QString &koreanMd,
                              const QString &context)
{
    QStringList problems;
    const QList<MdHeading> en = markdownHeadings(englishMd);
    const QList<MdHeading> ko = markdownHeadings(koreanMd);
    if (en.isEmpty())
        problems << QStringLiteral("the English file has no headings");
    for (int level = 1; level <= 6; ++level) {
        const auto count = [level](const QList<MdHeading> &hs) {
            return std::count_if(hs.cbegin(), hs.cend(), [level](const MdHeading &h) { return h.level == level; });
        };
        if (count(en) != count(ko))
            problems << QStringLiteral("level-%1 headings: %2 in English, %3 in Korean")
                            .arg(level).arg(count(en)).arg(count(ko));
    }
    const auto checkAnchors = [&problems](const QList<MdHeading> &hs, const QString &lang) {
        QSet<QString> seen;
        static const QRegularExpression good(QStringLiteral("^[a-z0-9]+(?:-[a-z0-9]+)*$"));
        for (const MdHeading &h : hs) {
            if (h.level >= 2 && h.anchor.isEmpty())
                problems << QStringLiteral("%1 line %2: heading \"%3\" has no anchor").arg(lang).arg(h.line).arg(h.text);
            if (h.anchor.isEmpty())
                continue;
            if (!good.match(h.anchor).hasMatch())
                problems << QStringLiteral("%1 line %2: anchor \"%3\" is not lower-case-with-hyphens")
                                .arg(lang).arg(h.line).arg(h.anchor);
            if (seen.contains(h.anchor))
                problems << QStringLiteral("%1 line %2: duplicate anchor \"%3\"").arg(lang).arg(h.line).arg(h.anchor);
            seen.insert(h.anchor);
        }
    };
    checkAnchors(en, QStringLiteral("English"));
    checkAnchors(ko, QStringLiteral("Korean"));
    for (qsizetype i = 0; i < std::min(en.size(), ko.size()); ++i) {
        if (en.at(i).anchor != ko.at(i).anchor || en.at(i).level != ko.at(i).level) {
            problems << QStringLiteral("heading %1 differs: English line %2 (level %3, #%4 \"%5\"), "
                                       "Korean line %6 (level %7, #%8 \"%9\")")
                            .arg(i + 1)
                            .arg(en.at(i).line).arg(en.at(i).level).arg(en.at(i).anchor, en.at(i).text)
                            .arg(ko.at(i).line).arg(ko.at(i).level).arg(ko.at(i).anchor, ko.at(i).text);
            break; // the rest would all differ
        }
    }
    const QString enText = markdownPlainText(englishMd);
    const QString koText = normalizeSpaces(markdownPlainText(koreanMd));
    QStringList done;
    for (const TermMatch &m : findTerms(glossary, enText, context)) {
        const GlossaryTerm &t = glossary.terms().at(m.term);
        const QString wanted = requiredKorean(t, m);
        if (done.contains(t.english + wanted))
            continue;
        done << t.english + wanted;
        if (!koreanHas(t, m, koText))
            problems << QStringLiteral("the English uses \"%1\" but the Korean never says %2").arg(t.english, wanted);
    }
    return problems;
}

QStringList plainStyleKoreanLines(const QString &koreanMd)
{
    // A Hangul syllable, then 다, then a sentence end; but not -니다.
    static const QRegularExpression plain(QStringLiteral("(?<![니])(?<=[\\x{AC00}-\\x{D7A3}])다(?=[.!?])"));
    QStringList out;
    const QStringList lines = markdownPlainText(koreanMd).split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (plain.match(lines.at(i)).hasMatch())
            out << QStringLiteral("line %1: %2").arg(i + 1).arg(lines.at(i).trimmed());
    }
    return out;
}

} // namespace canaan::trcheck
