// A translator that reads translations/canaan_ko.ts directly, so the tests and the preview show the
// card table in Korean from the project's translation file itself, without building a .qm.
#pragma once

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
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                const QString korean = xml.readElementText(QXmlStreamReader::IncludeChildElements);
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
    bool isEmpty() const override { return m_text.isEmpty(); }
    QString translate(const char *context, const char *source, const char * = nullptr, int = -1) const override
    {
        return m_text.value(QString::fromUtf8(context) + u'\x1f' + QString::fromUtf8(source));
    }
    const QHash<QString, QString> &entries() const { return m_text; }

private:
    QHash<QString, QString> m_text;
};
