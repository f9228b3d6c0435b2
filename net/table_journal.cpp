#include "net/table_journal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace canaan::net {

namespace {

constexpr int kJournalVersion = 1;

} // namespace

QByteArray journalHeader(const QString &code, int from)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("canaan-journal")},
                             {QStringLiteral("version"), kJournalVersion}, {QStringLiteral("code"), code},
                             {QStringLiteral("from"), from}})
               .toJson(QJsonDocument::Compact)
        + '\n';
}

std::optional<JournalRead> readJournal(const QByteArray &bytes, const QString &code, QString *problem)
{
    JournalRead read;
    const qsizetype lastNewline = bytes.lastIndexOf('\n');
    read.torn = lastNewline + 1 < bytes.size();
    read.wholeBytes = lastNewline + 1;
    if (lastNewline < 0)
        return read; // not even the header is whole: nothing was journaled
    const QList<QByteArray> lines = bytes.left(lastNewline).split('\n');
    const QJsonObject header = QJsonDocument::fromJson(lines.front()).object();
    if (header.value(QLatin1String("format")) != QLatin1String("canaan-journal")
        || header.value(QLatin1String("version")).toInt() != kJournalVersion) {
        *problem = QStringLiteral("not a table journal of version %1").arg(kJournalVersion);
        return std::nullopt;
    }
    const QString owner = header.value(QLatin1String("code")).toString();
    if (owner != code) {
        *problem = QStringLiteral("the journal of table %1, not of %2").arg(owner, code);
        return std::nullopt;
    }
    const int from = header.value(QLatin1String("from")).toInt(-1);
    if (from < 0) {
        *problem = QStringLiteral("line 1: no first action's index");
        return std::nullopt;
    }
    read.from = from;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QJsonParseError error;
        const QJsonDocument line = QJsonDocument::fromJson(lines[i], &error);
        if (error.error != QJsonParseError::NoError || !line.isObject()) {
            *problem = QStringLiteral("line %1 is damaged: not an action").arg(i + 1);
            return std::nullopt;
        }
        read.actions.push_back(lines[i]);
    }
    return read;
}

std::optional<QByteArray> saveWithJournal(const QByteArray &save, const JournalRead &journal, int *logLength, QString *problem)
{
    QJsonObject root = QJsonDocument::fromJson(save).object();
    const QJsonValue logValue = root.value(QLatin1String("log"));
    if (!logValue.isArray()) {
        *problem = QStringLiteral("the table's game has no log to add the journal to");
        return std::nullopt;
    }
    QJsonArray log = logValue.toArray();
    const qsizetype kept = log.size();
    if (journal.from > kept) {
        *problem = QStringLiteral("the journal begins at action %1, but the table's file holds only %2: the actions between are missing")
                       .arg(journal.from)
                       .arg(kept);
        return std::nullopt;
    }
    for (size_t i = size_t(kept - journal.from); i < journal.actions.size(); ++i)
        log.append(QJsonDocument::fromJson(journal.actions[i]).object());
    *logLength = int(log.size());
    if (log.size() == kept)
        return save; // nothing new: the file as it was, its digest too
    root.insert(QStringLiteral("log"), log);
    root.remove(QStringLiteral("digest")); // it described the file's last position, not this one
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace canaan::net
