// A translator that reads translations/pending/cqtable.tsv directly, so the tests and the preview can
// show the card table in Korean before the lead merges the pending lines into canaan_ko.ts.
#pragma once

#include <QFile>
#include <QHash>
#include <QTranslator>

class PendingTranslator : public QTranslator {
public:
    // Returns false (and sets *error) when the file cannot be read or a line is malformed.
    bool loadTsv(const QString &path, QString *error)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot open %1: %2").arg(path, f.errorString());
            return false;
        }
        int lineNo = 0;
        for (const QByteArray &raw : f.readAll().split('\n')) {
            ++lineNo;
            if (raw.trimmed().isEmpty())
                continue;
            const QStringList cols = QString::fromUtf8(raw).split(u'\t');
            if (cols.size() != 3) {
                *error = QStringLiteral("%1:%2: needs context, source and Korean separated by tabs").arg(path).arg(lineNo);
                return false;
            }
            m_text.insert(cols.at(0) + u'\x1f' + unescape(cols.at(1)), unescape(cols.at(2)));
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
    static QString unescape(QString s)
    {
        s.replace(QStringLiteral("\\n"), QStringLiteral("\n"));
        s.replace(QStringLiteral("\\t"), QStringLiteral("\t"));
        s.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
        return s;
    }
    QHash<QString, QString> m_text;
};
