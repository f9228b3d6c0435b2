#include "app/settlers_table/game_log.h"

#include "app/settlers_table/event_text.h"

#include <QEvent>
#include <QScrollBar>

namespace canaan::settlerstable {

GameLog::GameLog(QStringList names, settlers::Ruleset ruleset, QWidget *parent)
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
    return EventText(m_names, m_ruleset).sentence(entry.event, entry.terms);
}

void GameLog::tell(int seat, const settlers::Event &event, const TradeTerms &terms)
{
    Story &story = m_stories[seat];
    const bool shown = seat == m_viewer;
    const std::size_t before = story.entries.size();
    appendEntry(story.entries, event, terms);
    if (story.entries.size() == before) { // joined its last line
        if (shown && count() > 0)
            item(count() - 1)->setText(sentence(story.entries.back()));
        return;
    }
    const QString text = sentence(story.entries.back());
    if (text.isEmpty()) {
        story.entries.pop_back();
        return;
    }
    if (!shown)
        return;
    addItem(text);
    if (m_followEnd)
        scrollToBottom();
}

// A discard is one line: the cards of one player's consecutive discards together.
void GameLog::appendEntry(std::vector<Entry> &entries, const settlers::Event &event, const TradeTerms &terms)
{
    if (event.kind == settlers::EventKind::Discarded && event.a < settlers::kResourceCount) {
        if (!entries.empty() && entries.back().event.kind == settlers::EventKind::Discarded &&
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

void GameLog::tellPast(int seat, const std::vector<settlers::Event> &events, const std::vector<TradeTerms> &offers)
{
    std::vector<Entry> all;
    std::size_t nextOffer = 0;
    for (const settlers::Event &event : events) {
        const bool offer = event.kind == settlers::EventKind::TradeOffered && nextOffer < offers.size();
        appendEntry(all, event, offer ? offers[nextOffer++] : TradeTerms{});
    }
    // From the newest back, so a long history costs only the lines that are kept.
    std::vector<Entry> kept;
    auto it = all.rbegin();
    for (; it != all.rend() && static_cast<int>(kept.size()) < kResumedLines; ++it)
        if (!sentence(*it).isEmpty())
            kept.push_back(*it);
    Story &story = m_stories[seat];
    if (it != all.rend() && story.entries.empty())
        story.earlierNotListed = true;
    story.entries.insert(story.entries.end(), kept.rbegin(), kept.rend());
    if (seat == m_viewer) {
        showStory();
        m_followEnd = true;
        scrollToBottom();
    }
}

QString GameLog::earlierNote() const { return tr("(Earlier events of this game are not listed.)"); }

void GameLog::showStory()
{
    const Story &story = m_stories[m_viewer];
    QStringList rows;
    if (story.earlierNotListed)
        rows << earlierNote();
    for (const Entry &entry : story.entries)
        rows << sentence(entry);
    if (rows.size() == count()) { // the same lines in other words: the list stays where it was read
        for (int i = 0; i < count(); ++i)
            item(i)->setText(rows[i]);
        return;
    }
    clear();
    addItems(rows);
    m_followEnd = true;
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

void GameLog::retranslate() { showStory(); }

void GameLog::clearEvents()
{
    m_stories.clear();
    m_followEnd = true;
    clear();
}

void GameLog::setViewer(int viewer)
{
    if (viewer == m_viewer)
        return;
    m_viewer = viewer;
    showStory();
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

} // namespace canaan::settlerstable
