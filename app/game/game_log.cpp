#include "app/game/game_log.h"

#include "app/game/event_text.h"

#include <QEvent>
#include <QScrollBar>

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
    // Wrapped lines differ in height: scrolled by item, the view aligns an item's top and the
    // newest line was cut in half (issue 42, D10). By pixel, and kept at the end whenever the
    // range grows (a batch laid out later, a line joined or re-wrapped) while the person has not
    // scrolled up to read.
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { m_followEnd = value >= verticalScrollBar()->maximum(); });
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (m_followEnd)
            verticalScrollBar()->setValue(maximum);
    });
}

QString GameLog::sentence(const Entry &entry) const
{
    return EventText(m_names, m_ruleset, m_viewer).sentence(entry.event, entry.terms);
}

void GameLog::addEvent(const Event &event, const TradeTerms &terms)
{
    const std::size_t before = m_entries.size();
    if (before > 0 && count() > 0) {
        appendEntry(m_entries, event, terms);
        if (m_entries.size() == before) { // joined the last line
            item(count() - 1)->setText(sentence(m_entries.back()));
            return;
        }
        const Entry entry = m_entries.back();
        m_entries.pop_back();
        return addEntry(entry);
    }
    std::vector<Entry> one;
    appendEntry(one, event, terms);
    addEntry(one.front());
}

// A discard is one line: the cards of one player's consecutive discards together.
void GameLog::appendEntry(std::vector<Entry> &entries, const Event &event, const TradeTerms &terms)
{
    if (event.kind == EventKind::Discarded && event.a < kResourceCount) {
        if (!entries.empty() && entries.back().event.kind == EventKind::Discarded &&
            entries.back().event.player == event.player) {
            ++entries.back().terms[event.a];
            return;
        }
        TradeTerms one{};
        one[event.a] = 1;
        entries.push_back({event, one});
        return;
    }
    entries.push_back({event, terms});
}

void GameLog::addEvents(const std::vector<Event> &events, const std::vector<TradeTerms> &offers)
{
    std::vector<Entry> all;
    std::size_t nextOffer = 0;
    for (const Event &event : events) {
        const bool offer = event.kind == EventKind::TradeOffered && nextOffer < offers.size();
        appendEntry(all, event, offer ? offers[nextOffer++] : TradeTerms{});
    }
    // From the newest back, so a long history costs only the lines that are shown.
    std::vector<Entry> shown;
    std::vector<QString> texts;
    auto it = all.rbegin();
    for (; it != all.rend() && static_cast<int>(texts.size()) < kResumedLines; ++it) {
        QString text = sentence(*it);
        if (!text.isEmpty()) {
            shown.push_back(*it);
            texts.push_back(std::move(text));
        }
    }
    QStringList rows;
    if (it != all.rend() && count() == 0) {
        m_earlierNotListed = true;
        rows << earlierNote();
    }
    m_entries.insert(m_entries.end(), shown.rbegin(), shown.rend());
    rows.append(QStringList(std::make_move_iterator(texts.rbegin()), std::make_move_iterator(texts.rend())));
    addItems(rows);
    m_followEnd = true;
    scrollToBottom();
}

QString GameLog::earlierNote() const { return tr("(Earlier events of this game are not listed.)"); }

void GameLog::addEntry(const Entry &entry)
{
    const QString text = sentence(entry);
    if (text.isEmpty())
        return;
    m_entries.push_back(entry);
    addItem(text);
    if (m_followEnd)
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
    const int first = m_earlierNotListed ? 1 : 0;
    if (m_earlierNotListed && count() > 0)
        item(0)->setText(earlierNote());
    for (int i = first; i < count() && i - first < static_cast<int>(m_entries.size()); ++i)
        item(i)->setText(sentence(m_entries[static_cast<std::size_t>(i - first)]));
}

void GameLog::clearEvents()
{
    m_entries.clear();
    m_earlierNotListed = false;
    m_followEnd = true;
    clear();
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
