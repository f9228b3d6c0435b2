// A translator that reads translations/canaan_ko.ts directly, so the tests and the preview show the
// card table in Korean from the project's translation file itself, without building a .qm.
#pragma once

#include <QDir>
#include <QFile>
#include <QHash>
#include <QTranslator>
#include <QXmlStreamReader>

class TsTranslator : public QTranslator {
public:
    // Returns false (and sets *error) when the file cannot be read or is not a .ts file.
    bool loadTs(const QString &path, QString *error)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot open %1: %2").arg(path, f.errorString());
            return false;
        }
        QXmlStreamReader xml(&f);
        QString context, source;
        bool numerus = false;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("message"))
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            else if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                QString korean = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                // A plural message holds its forms as <numerusform>s, Korean only one: the text
                // read is that form within the element's white space (Qt puts %n in later).
                if (numerus)
                    korean = korean.trimmed();
                if (!unfinished && !korean.isEmpty())
                    m_text.insert(context + u'\x1f' + source, korean);
            }
        }
        if (xml.hasError()) {
            *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
            return false;
        }
        return true;
    }
    // The project's Korean as a branch has it: translations/canaan_ko.ts under `sourceDir`, and the
    // strings still waiting in translations/pending/. For the preview tools.
    bool loadProjectKorean(const QString &sourceDir, QString *error)
    {
        if (!loadTs(sourceDir + QStringLiteral("/translations/canaan_ko.ts"), error))
            return false;
        addPending(sourceDir + QStringLiteral("/translations/pending"));
        return true;
    }

    // Adds the Korean still waiting in translations/pending/*.tsv (context<TAB>source<TAB>korean,
    // translations/README.md), so a branch's new strings count before the merge puts them in the .ts.
    void addPending(const QString &folder)
    {
        const auto unescape = [](const QString &t) { // \t, \n and \\ stand for a tab, a newline, a backslash
            QString out;
            for (qsizetype i = 0; i < t.size(); ++i) {
                if (t.at(i) != u'\\' || i + 1 == t.size()) {
                    out += t.at(i);
                    continue;
                }
                const QChar next = t.at(++i);
                out += next == u't' ? QChar(u'\t') : next == u'n' ? QChar(u'\n') : next;
            }
            return out;
        };
        const QDir dir(folder);
        for (const QString &name : dir.entryList({QStringLiteral("*.tsv")}, QDir::Files)) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n')) {
                const QStringList cols = line.split(u'\t');
                if (cols.size() == 3 && !cols.at(2).isEmpty() && !m_text.contains(cols.at(0) + u'\x1f' + unescape(cols.at(1))))
                    m_text.insert(cols.at(0) + u'\x1f' + unescape(cols.at(1)), unescape(cols.at(2)));
            }
        }
    }
    bool isEmpty() const override { return m_text.isEmpty(); }
    QString translate(const char *context, const char *source, const char * = nullptr, int = -1) const override
    {
        return m_text.value(QString::fromUtf8(context) + u'\x1f' + QString::fromUtf8(source));
    }
    const QHash<QString, QString> &entries() const { return m_text; }

private:
    QHash<QString, QString> m_text;
};
