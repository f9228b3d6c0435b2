#include "trcheck.h"

#include <QFile>
#include <QHash>
#include <QSet>
#include <QXmlStreamReader>

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

QString oneLine(QString s)
{
    s.replace(u'\n', QStringLiteral("\\n"));
    s.replace(u'\t', QStringLiteral("\\t"));
    return s;
}

} // namespace

// ---- Glossary ------------------------------------------------------------------------------------

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

// ---- Matching ------------------------------------------------------------------------------------

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

// ---- .ts files -----------------------------------------------------------------------------------

QString TsProblem::toString() const
{
    QString s = QStringLiteral("line %1: ").arg(line);
    if (!context.isEmpty())
        s += QStringLiteral("[%1] ").arg(context);
    s += QStringLiteral("\"%1\": %2").arg(oneLine(source), detail);
    return s;
}

QString TsReport::toString(const QString &fileName) const
{
    QStringList out;
    if (!fatalError.isEmpty())
        out << QStringLiteral("%1: %2").arg(fileName, fatalError);
    if (!problems.isEmpty()) {
        QHash<int, int> byKind;
        for (const TsProblem &p : problems)
            ++byKind[p.kind];
        out << QStringLiteral("%1: %2 problem(s) in %3 message(s): %4 unfinished, %5 empty, %6 off-glossary")
                   .arg(fileName)
                   .arg(problems.size())
                   .arg(messages)
                   .arg(byKind.value(TsProblem::Unfinished))
                   .arg(byKind.value(TsProblem::Empty))
                   .arg(byKind.value(TsProblem::MissingTerm));
        for (const TsProblem &p : problems)
            out << QStringLiteral("  %1:%2").arg(fileName, p.toString());
    }
    return out.join(u'\n');
}

namespace {

struct TsMessage {
    qint64 line = 0;
    QString source;
    QString comments; // <comment>, <extracomment> and <translatorcomment>, for exemptions
    bool numerus = false;
    bool hasTranslation = false;
    QString type;       // the translation's type attribute
    QStringList forms;  // the translation's text, one entry per numerus form / length variant
};

// Reads the text forms of a <translation> or <numerusform>: its length variants if it has any,
// otherwise its text. The reader is on the start element and ends on its end element.
QStringList readForms(QXmlStreamReader &xml, bool numerus)
{
    QStringList forms;
    QString text;
    bool hadChildForm = false;
    const QString element = xml.name().toString();
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == element)
            break;
        if (xml.isCharacters()) {
            text += xml.text();
        } else if (xml.isStartElement()) {
            if ((numerus && xml.name() == QLatin1String("numerusform"))
                || xml.name() == QLatin1String("lengthvariant")) {
                hadChildForm = true;
                forms += readForms(xml, false);
            } else {
                xml.skipCurrentElement();
            }
        }
    }
    if (!hadChildForm)
        forms << text;
    return forms;
}

TsMessage readMessage(QXmlStreamReader &xml)
{
    TsMessage msg;
    msg.line = xml.lineNumber();
    msg.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message"))
            break;
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("source")) {
            msg.source = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (name == QLatin1String("comment") || name == QLatin1String("extracomment")
                   || name == QLatin1String("translatorcomment")) {
            msg.comments += xml.readElementText(QXmlStreamReader::IncludeChildElements) + u'\n';
        } else if (name == QLatin1String("translation")) {
            msg.hasTranslation = true;
            msg.type = xml.attributes().value(QLatin1String("type")).toString();
            msg.forms = readForms(xml, msg.numerus);
        } else {
            xml.skipCurrentElement();
        }
    }
    return msg;
}

QStringList exemptTerms(const QString &comments)
{
    static const QRegularExpression re(QStringLiteral("glossary-exempt:\\s*([^\\n]*)"),
                                       QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    auto it = re.globalMatch(comments);
    while (it.hasNext()) {
        // Commas separate the terms, except inside parentheses: "play (a card, Conquest)" is one term.
        const QString list = it.next().captured(1);
        QString term;
        int depth = 0;
        for (const QChar c : list + u',') {
            if (c == u',' && depth == 0) {
                if (!term.trimmed().isEmpty())
                    out << term.trimmed();
                term.clear();
                continue;
            }
            depth += c == u'(' ? 1 : c == u')' ? -1 : 0;
            term += c;
        }
    }
    return out;
}

// Reads every <message> of a .ts file and calls onMessage(context, message). Returns whether the file
// had a <TS> element; xml.hasError() tells about malformed XML.
template<typename OnMessage>
bool readMessages(QXmlStreamReader &xml, OnMessage onMessage)
{
    QString context;
    bool sawTs = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS")) {
            sawTs = true;
        } else if (xml.name() == QLatin1String("context")) {
            context.clear();
        } else if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.name() == QLatin1String("message")) {
            onMessage(context, readMessage(xml));
        }
    }
    return sawTs;
}

bool isObsolete(const TsMessage &msg)
{
    return msg.type == QLatin1String("obsolete") || msg.type == QLatin1String("vanished");
}

} // namespace

TsReport checkTs(const QByteArray &tsXml, const Glossary &glossary)
{
    TsReport report;
    QXmlStreamReader xml(tsXml);
    const bool sawTs = readMessages(xml, [&](const QString &context, const TsMessage &msg) {
        if (isObsolete(msg)) {
            ++report.skipped;
            return;
        }
        if (msg.source.isEmpty())
            return;
        ++report.messages;
        TsProblem p;
        p.line = msg.line;
        p.context = context;
        p.source = msg.source;
        if (!msg.hasTranslation || msg.type == QLatin1String("unfinished")) {
            p.kind = TsProblem::Unfinished;
            p.detail = QStringLiteral("unfinished translation");
            report.problems << p;
            return;
        }
        QStringList forms = msg.forms;
        if (forms.isEmpty())
            forms << QString();
        bool anyEmpty = false;
        for (int i = 0; i < forms.size(); ++i) {
            if (forms.at(i).trimmed().isEmpty()) {
                anyEmpty = true;
                p.kind = TsProblem::Empty;
                p.detail = msg.numerus
                    ? QStringLiteral("empty translation (plural form %1 of %2)").arg(i + 1).arg(forms.size())
                    : QStringLiteral("empty translation");
                report.problems << p;
                break;
            }
        }
        if (anyEmpty)
            return;
        const QString english = cleanSource(msg.source);
        const QStringList exempt = exemptTerms(msg.comments);
        for (int i = 0; i < forms.size(); ++i) {
            const QList<int> missing = missingTerms(glossary, english, forms.at(i), exempt, context);
            if (missing.isEmpty())
                continue;
            QStringList needs;
            for (int t : missing) {
                const GlossaryTerm &term = glossary.terms().at(t);
                needs << QStringLiteral("%1 (for \"%2\")").arg(term.koreanForm, term.english);
            }
            p.kind = TsProblem::MissingTerm;
            p.translation = forms.at(i);
            p.detail = QStringLiteral("translation \"%1\"%2 lacks %3")
                           .arg(oneLine(forms.at(i)),
                                forms.size() > 1 ? QStringLiteral(" (form %1)").arg(i + 1) : QString(),
                                needs.join(QStringLiteral(", ")));
            report.problems << p;
            break; // one report per message
        }
    });
    if (xml.hasError()) {
        report.fatalError = QStringLiteral("malformed XML at line %1, column %2: %3")
                                .arg(xml.lineNumber())
                                .arg(xml.columnNumber())
                                .arg(xml.errorString());
    } else if (!sawTs) {
        report.fatalError = QStringLiteral("not a Qt Linguist file (no <TS> element)");
    }
    return report;
}

QList<TsEntry> tsEntries(const QByteArray &tsXml, QString *error)
{
    QList<TsEntry> out;
    QXmlStreamReader xml(tsXml);
    readMessages(xml, [&out](const QString &context, const TsMessage &msg) {
        if (!isObsolete(msg) && !msg.source.isEmpty())
            out.append({msg.line, context, msg.source, msg.forms});
    });
    if (xml.hasError() && error)
        *error = QStringLiteral("malformed XML at line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

TsReport checkTsFile(const QString &path, const Glossary &glossary)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        TsReport r;
        r.fatalError = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return r;
    }
    return checkTs(file.readAll(), glossary);
}

// ---- Markdown ------------------------------------------------------------------------------------

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
