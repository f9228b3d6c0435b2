// Qt Linguist .ts files: their messages read, and each checked for an unfinished, empty or
// off-glossary translation.
#include "tests/translations/trcheck.h"

#include <QFile>
#include <QHash>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>

namespace canaan::trcheck {

namespace {

QString oneLine(QString s)
{
    s.replace(u'\n', QStringLiteral("\\n"));
    s.replace(u'\t', QStringLiteral("\\t"));
    return s;
}

} // namespace

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

} // namespace canaan::trcheck
