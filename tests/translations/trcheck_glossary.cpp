// The glossary: its TSV file read into terms, and each term's English turned into a pattern.
#include "tests/translations/trcheck.h"

#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace canaan::trcheck {

namespace {

bool isVowel(QChar c)
{
    return QStringLiteral("aeiou").contains(c.toLower());
}

// One word of a term as a pattern: escaped, apostrophes loose, with an optional regular plural.
QString wordPattern(const QString &word)
{
    const auto escape = [](const QString &w) {
        QStringList parts = w.split(QRegularExpression(QStringLiteral("['\u2019]")));
        for (QString &p : parts)
            p = QRegularExpression::escape(p);
        return parts.join(QStringLiteral("['\u2019]"));
    };
    const QString escaped = escape(word);
    if (word.size() >= 2 && word.back().toLower() == u'y' && !isVowel(word.at(word.size() - 2)))
        return escape(word.chopped(1)) + QStringLiteral("(?:y|ies)");
    if (!word.back().isLetter())
        return escaped;
    return escaped + QStringLiteral("(?:s|es)?");
}

} // namespace

QRegularExpression termPattern(const QString &english)
{
    const QStringList words = english.split(QRegularExpression(QStringLiteral("\\s+")),
                                            Qt::SkipEmptyParts);
    QStringList parts;
    for (const QString &w : words)
        parts << (w == QLatin1String("N") ? QStringLiteral("(?<n>%\\d+|\\d+)") : wordPattern(w));
    const QString body = parts.join(QStringLiteral("[\\s\u00A0]+"));
    return QRegularExpression(QStringLiteral("(?<![\\p{L}\\p{N}_])") + body
                                  + QStringLiteral("(?![\\p{L}\\p{N}_])"),
                              QRegularExpression::CaseInsensitiveOption
                                  | QRegularExpression::UseUnicodePropertiesOption);
}

std::optional<Glossary> Glossary::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open glossary %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return fromTsv(QString::fromUtf8(file.readAll()), error);
}

std::optional<Glossary> Glossary::fromTsv(const QString &tsv, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::optional<Glossary>();
    };
    QStringList lines = tsv.split(u'\n');
    if (lines.isEmpty() || !lines.first().trimmed().startsWith(QStringLiteral("english\tkorean")))
        return fail(QStringLiteral("glossary: the first line must be \"english<TAB>korean<TAB>note\""));
    Glossary g;
    QSet<QString> seen;
    for (int i = 1; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        const QStringList cols = line.split(u'\t');
        if (cols.size() < 2 || cols.at(0).trimmed().isEmpty() || cols.at(1).trimmed().isEmpty())
            return fail(QStringLiteral("glossary line %1: needs an English and a Korean term").arg(i + 1));
        const auto column = [&cols](int c) { return cols.size() > c ? cols.at(c).trimmed() : QString(); };
        const auto list = [](const QString &text) {
            QStringList out;
            for (const QString &item : text.split(u';'))
                if (!item.trimmed().isEmpty())
                    out << item.trimmed();
            return out;
        };
        GlossaryTerm t;
        t.english = column(0);
        t.korean = normalizeSpaces(column(1));
        t.note = column(2);
        t.forms = list(column(3));
        if (t.forms.isEmpty())
            t.forms << t.english;
        t.where = list(column(4));
        t.letterwise = !column(5).isEmpty();
        t.koreanForm = t.letterwise ? normalizeSpaces(column(5)) : t.korean;
        for (const QString &form : t.forms) {
            const QRegularExpression pattern = termPattern(form);
            if (!pattern.isValid())
                return fail(QStringLiteral("glossary line %1: bad term \"%2\"").arg(i + 1).arg(form));
            if (t.pattern.pattern().isEmpty())
                t.pattern = pattern;
        }
        const QString key = t.english.toCaseFolded();
        if (seen.contains(key))
            return fail(QStringLiteral("glossary line %1: duplicate term \"%2\"").arg(i + 1).arg(t.english));
        seen.insert(key);
        g.m_terms.append(t);
    }
    std::stable_sort(g.m_terms.begin(), g.m_terms.end(),
                     [](const GlossaryTerm &a, const GlossaryTerm &b) {
                         if (a.english.size() != b.english.size())
                             return a.english.size() > b.english.size();
                         return a.english.compare(b.english, Qt::CaseInsensitive) < 0;
                     });
    for (int t = 0; t < g.m_terms.size(); ++t)
        for (const QString &form : g.m_terms.at(t).forms)
            g.m_forms.append({t, form, termPattern(form)});
    std::stable_sort(g.m_forms.begin(), g.m_forms.end(), [&g](const TermForm &a, const TermForm &b) {
        if (a.text.size() != b.text.size())
            return a.text.size() > b.text.size();
        const bool aLimited = !g.m_terms.at(a.term).where.isEmpty();
        const bool bLimited = !g.m_terms.at(b.term).where.isEmpty();
        if (aLimited != bLimited)
            return aLimited;
        return a.text.compare(b.text, Qt::CaseInsensitive) < 0;
    });
    return g;
}

bool GlossaryTerm::appliesIn(const QString &context) const
{
    bool included = false;
    bool anyInclusion = false;
    for (const QString &w : where) {
        if (w.startsWith(u'!')) {
            if (context.contains(w.mid(1)))
                return false;
        } else {
            anyInclusion = true;
            included = included || context.contains(w);
        }
    }
    return !anyInclusion || included;
}

int Glossary::indexOf(const QString &english) const
{
    for (int i = 0; i < m_terms.size(); ++i)
        if (m_terms.at(i).english.compare(english, Qt::CaseInsensitive) == 0)
            return i;
    return -1;
}

} // namespace canaan::trcheck
