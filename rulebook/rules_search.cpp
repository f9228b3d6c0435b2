#include "rulebook/rules_search.h"

#include <QTextDocument>

namespace canaan::rulebook {

void RulesSearch::clear()
{
    m_matches.clear();
    m_text.clear();
    m_current = -1;
}

void RulesSearch::search(const QTextDocument &document, const QString &text)
{
    clear();
    m_text = text.simplified();
    if (m_text.isEmpty())
        return;
    QTextCursor cursor(const_cast<QTextDocument *>(&document));
    while (true) {
        cursor = document.find(m_text, cursor);
        if (cursor.isNull())
            break;
        m_matches.append(cursor);
    }
}

bool RulesSearch::step(int position, bool forward)
{
    if (m_matches.isEmpty()) {
        m_current = -1;
        return false;
    }
    const int count = int(m_matches.size());
    if (forward) {
        m_current = 0;  // wraps to the first when none lies after the position
        for (int i = 0; i < count; ++i) {
            if (m_matches[i].selectionStart() >= position) {
                m_current = i;
                break;
            }
        }
    } else {
        m_current = count - 1;
        for (int i = count - 1; i >= 0; --i) {
            if (m_matches[i].selectionStart() < position) {
                m_current = i;
                break;
            }
        }
    }
    return true;
}

} // namespace canaan::rulebook
