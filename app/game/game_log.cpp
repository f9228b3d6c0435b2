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
}

QString GameLog::sentence(const Entry &entry) const
{
    return EventText(m_names, m_ruleset, m_viewer).sentence(entry.event, entry.terms);
}

void GameLog::addEvent(const Event &event, const TradeTerms &terms)
{
    if (event.kind == EventKind::Discarded && event.a < kResourceCount) {
        // A discard is one line: the cards of one player's consecutive discards together.
        if (!m_entries.empty() && m_entries.back().event.kind == EventKind::Discarded &&
            m_entries.back().event.player == event.player && count() > 0) {
            ++m_entries.back().terms[event.a];
            item(count() - 1)->setText(sentence(m_entries.back()));
            return;
        }
        TradeTerms one{};
        one[event.a] = 1;
        return addEntry({event, one});
    }
    addEntry({event, terms});
}

void GameLog::addEntry(const Entry &entry)
{
    const QString text = sentence(entry);
    if (text.isEmpty())
        return;
    m_entries.push_back(entry);
    addItem(text);
    scrollToBottom();
}

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
    for (int i = 0; i < count() && i < static_cast<int>(m_entries.size()); ++i)
        item(i)->setText(sentence(m_entries[static_cast<std::size_t>(i)]));
}

void GameLog::setViewer(int viewer)
{
    if (viewer == m_viewer)
        return;
    m_viewer = viewer;
    retranslate();
}

void GameLog::setNames(QStringList names)
{
    m_names = std::move(names);
    retranslate();
}

void GameLog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QListWidget::changeEvent(event);
}

} // namespace canaan::game
