// Term matching: which glossary terms an English text uses, and whether a Korean text has their Korean.
#include "tests/translations/trcheck.h"

#include <QSet>

#include <algorithm>

namespace canaan::trcheck {

QString cleanSource(const QString &source)
{
    static const QRegularExpression tag(QStringLiteral("<[A-Za-z/!][^>]*>"));
    QString s = source;
    s.replace(tag, QStringLiteral(" "));
    // Qt mnemonics: "&&" is a literal ampersand, "&X" marks X as the shortcut letter.
    QString out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s.at(i) == u'&' && i + 1 < s.size()) {
            if (s.at(i + 1) == u'&') {
                out += u'&';
                ++i;
                continue;
            }
            if (s.at(i + 1).isLetterOrNumber() || s.at(i + 1) == u'%') // "Seat &%1:"
                continue;
        }
        out += s.at(i);
    }
    return out;
}

QString normalizeSpaces(const QString &text)
{
    static const QRegularExpression spaces(QStringLiteral("[\\s\u00A0\u3000]+"));
    QString s = text;
    s.replace(spaces, QStringLiteral(" "));
    return s;
}

QList<TermMatch> findTerms(const Glossary &glossary, const QString &english, const QString &context)
{
    QList<TermMatch> accepted;
    for (const TermForm &form : glossary.forms()) {
        if (!glossary.terms().at(form.term).appliesIn(context))
            continue;
        auto it = form.pattern.globalMatch(english);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const qsizetype start = m.capturedStart();
            const qsizetype end = m.capturedEnd();
            const bool overlaps = std::any_of(accepted.cbegin(), accepted.cend(), [&](const TermMatch &a) {
                return start < a.start + a.length && a.start < end;
            });
            if (!overlaps)
                accepted.append({form.term, start, end - start, m.captured(QStringLiteral("n"))});
        }
    }
    std::sort(accepted.begin(), accepted.end(),
              [](const TermMatch &a, const TermMatch &b) { return a.start < b.start; });
    return accepted;
}

QString requiredKorean(const GlossaryTerm &term, const TermMatch &match)
{
    if (match.number.isEmpty())
        return term.koreanForm;
    static const QRegularExpression n(QStringLiteral("(?<![A-Za-z])N(?![A-Za-z])"));
    QString ko = term.koreanForm;
    return ko.replace(n, match.number);
}

bool koreanHas(const GlossaryTerm &term, const TermMatch &match, const QString &korean)
{
    const QString wanted = requiredKorean(term, match);
    const QString ko = normalizeSpaces(korean);
    if (!term.letterwise)
        return ko.contains(wanted);
    return ko.normalized(QString::NormalizationForm_D).contains(wanted.normalized(QString::NormalizationForm_D));
}

QList<int> missingTerms(const Glossary &glossary, const QString &english, const QString &korean,
                        const QStringList &exempt, const QString &context)
{
    QList<int> missing;
    for (const TermMatch &m : findTerms(glossary, english, context)) {
        const GlossaryTerm &term = glossary.terms().at(m.term);
        if (missing.contains(m.term) || koreanHas(term, m, korean))
            continue;
        if (exempt.contains(term.english, Qt::CaseInsensitive))
            continue;
        missing.append(m.term);
    }
    return missing;
}

} // namespace canaan::trcheck
