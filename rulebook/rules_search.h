// Finding text in the rules: every match of a phrase (case-insensitive), and which one is current.
#pragma once

#include <QList>
#include <QString>
#include <QTextCursor>

class QTextDocument;

namespace canaan::rulebook {

class RulesSearch {
public:
    // Finds every match of `text` in `document`; an empty text clears the search.
    void search(const QTextDocument &document, const QString &text);
    void clear();

    const QList<QTextCursor> &matches() const { return m_matches; }
    QString text() const { return m_text; }
    // The current match's index, or -1 before the first step and when nothing matched.
    int current() const { return m_current; }

    // Steps to the first match after (or, backwards, before) `position`, wrapping around at the end.
    // Returns false when there is no match at all.
    bool step(int position, bool forward);

private:
    QList<QTextCursor> m_matches;
    QString m_text;
    int m_current = -1;
};

} // namespace canaan::rulebook
