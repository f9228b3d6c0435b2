#include "game_log.h"

#include "event_text.h"

#include <QEvent>

namespace canaan::game {

GameLog::GameLog(QStringList names, Ruleset ruleset, QWidget *parent)
    : QListWidget(parent), m_names(std::move(names)), m_ruleset(ruleset)
{
    setWordWrap(true);
    setUniformItemSizes(false);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus); // the window's keys (R, E, 1, ...) stay the window's
    // Rows are measured a batch at a time between events, so a log of a million lines never
    // freezes the window while its rows are measured.
    setLayoutMode(QListView::Batched);
    setBatchSize(500);
}

QString GameLog::sentence(const Entry &entry) const
{
    return EventText(m_names, m_ruleset, entry.viewer).sentence(entry.event);
}

void GameLog::addEvent(const Event &event, int viewer)
{
    const Entry entry{event, viewer};
    const QString text = sentence(entry);
    if (text.isEmpty())
        return;
    m_entries.push_back(entry);
    addItem(text);
    scrollToBottom();
}

void GameLog::addEvents(const std::vector<Event> &events, int viewer)
{
    // From the newest back, so a long history costs only the lines that are shown.
    std::vector<Entry> shown;
    std::vector<QString> texts;
    auto it = events.rbegin();
    for (; it != events.rend() && static_cast<int>(texts.size()) < kResumedLines; ++it) {
        const Entry entry{*it, viewer};
        QString text = sentence(entry);
        if (!text.isEmpty()) {
            shown.push_back(entry);
            texts.push_back(std::move(text));
        }
    }
    QStringList rows;
    if (it != events.rend() && count() == 0) {
        m_earlierNotListed = true;
        rows << earlierNote();
    }
    m_entries.insert(m_entries.end(), shown.rbegin(), shown.rend());
    rows.append(QStringList(std::make_move_iterator(texts.rbegin()), std::make_move_iterator(texts.rend())));
    addItems(rows);
    scrollToBottom();
}

QString GameLog::earlierNote() const { return tr("(Earlier events of this game are not listed.)"); }

QStringList GameLog::lines() const
{
    QStringList out;
    out.reserve(count());
    for (int i = 0; i < count(); ++i)
        out << item(i)->text();
    return out;
}

void GameLog::retranslate()
{
    const int first = m_earlierNotListed ? 1 : 0;
    if (m_earlierNotListed && count() > 0)
        item(0)->setText(earlierNote());
    for (int i = first; i < count() && i - first < static_cast<int>(m_entries.size()); ++i)
        item(i)->setText(sentence(m_entries[static_cast<std::size_t>(i - first)]));
}

void GameLog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QListWidget::changeEvent(event);
}

} // namespace canaan::game
