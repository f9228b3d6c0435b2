// The game log: the events of the game in sentences, newest at the bottom. It keeps each told
// seat's story — the events as that seat was told them (its client's stream, never filtered here)
// — and lists the story of the seat at the screen, so a hot-seat hand-over shows the next person
// his own story at once and nobody reads another seat's secret; a change of language rewrites it.
#pragma once

#include "app/settlers_table/event_text.h"
#include "play/meta_types.h"
#include "engine/settlers/options/options.h"

#include <QListWidget>
#include <QStringList>
#include <map>
#include <vector>

namespace canaan::settlerstable {

class GameLog : public QListWidget {
    Q_OBJECT
public:
    GameLog(QStringList names, settlers::Ruleset ruleset, QWidget *parent = nullptr);

    // An event as `seat` (-1: a spectator) was told it, added to its story. terms: the cards of a
    // TradeOffered event (as Action::trade: + the offerer gives).
    void tell(int seat, const settlers::Event &event, const TradeTerms &terms = {});
    // The same for the seat at the screen.
    void addEvent(const settlers::Event &event, const TradeTerms &terms = {}) { tell(m_viewer, event, terms); }
    // A resumed game's story as `seat` was told it, at once: one insertion and one scroll (adding
    // events one by one laid the list out each time, so a long game took minutes to open). Only the
    // last kResumedLines sentences are kept, under a line that says so: a game of a million actions
    // opens as fast as a short one, and nobody reads a million lines. offers: the terms of the
    // game's offers in order, one for each TradeOffered event.
    static constexpr int kResumedLines = 3000;
    void tellPast(int seat, const std::vector<settlers::Event> &events, const std::vector<TradeTerms> &offers = {});
    // The same for the seat at the screen.
    void addEvents(const std::vector<settlers::Event> &events, const std::vector<TradeTerms> &offers = {})
    {
        tellPast(m_viewer, events, offers);
    }
    // Forgets every story (a replay going back tells them again).
    void clearEvents();
    // The seat at the screen (-1: a spectator); lists its story.
    void setViewer(int viewer);
    int viewer() const { return m_viewer; }
    // The seats' names changed (a default name follows the language): rewrites every sentence.
    void setNames(QStringList names);
    // The sentences, oldest first.
    QStringList lines() const;
    // Writes every sentence again in the current language.
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Entry {
        settlers::Event event;
        TradeTerms terms;
    };
    // One seat's story: the entries with a sentence, one per row of the list (after the note).
    struct Story {
        std::vector<Entry> entries;
        bool earlierNotListed = false; // row 0 says that earlier events are not listed
    };
    QString sentence(const Entry &entry) const;
    static void appendEntry(std::vector<Entry> &entries, const settlers::Event &event, const TradeTerms &terms);
    QString earlierNote() const;
    // Lists the shown story again, every row.
    void showStory();

    QStringList m_names;
    settlers::Ruleset m_ruleset;
    int m_viewer = -1;
    std::map<int, Story> m_stories; // by seat, -1 the spectator's
    bool m_followEnd = true;        // the view shows the newest line whole (not scrolled up)
};

} // namespace canaan::settlerstable
