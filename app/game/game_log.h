// The game log: the events of the game in sentences, newest at the bottom. It keeps the events
// themselves and writes the sentences for the seat at the screen, so a change of language or a
// hot-seat hand-over rewrites the whole log at once and nobody reads another seat's secret.
#pragma once

#include "app/game/event_text.h"
#include "play/meta_types.h"
#include "engine/settlers/options/options.h"

#include <QListWidget>
#include <QStringList>
#include <vector>

namespace canaan::game {

class GameLog : public QListWidget {
    Q_OBJECT
public:
    GameLog(QStringList names, Ruleset ruleset, QWidget *parent = nullptr);

    // terms: the cards of a TradeOffered event (as Action::trade: + the offerer gives).
    void addEvent(const Event &event, const TradeTerms &terms = {});
    // A resumed game's story at once: one insertion and one scroll (adding events one by one laid
    // the list out each time, so a long game took minutes to open). Only the last kResumedLines
    // sentences are listed, under a line that says so: a game of a million actions opens as fast
    // as a short one, and nobody reads a million lines. offers: the terms of the game's offers in
    // order, one for each TradeOffered event.
    static constexpr int kResumedLines = 3000;
    void addEvents(const std::vector<Event> &events, const std::vector<TradeTerms> &offers = {});
    // Forgets every event (a replay going back tells its story again).
    void clearEvents();
    // The seat at the screen (-1: nobody's secrets); rewrites every sentence for it.
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
        Event event;
        TradeTerms terms;
    };
    QString sentence(const Entry &entry) const;
    void addEntry(const Entry &entry);
    static void appendEntry(std::vector<Entry> &entries, const Event &event, const TradeTerms &terms);
    QString earlierNote() const;

    QStringList m_names;
    Ruleset m_ruleset;
    int m_viewer = -1;
    std::vector<Entry> m_entries; // only those with a sentence, one per row (after the note)
    bool m_earlierNotListed = false; // row 0 says that earlier events are not listed
    bool m_followEnd = true;         // the view shows the newest line whole (not scrolled up)
};

} // namespace canaan::game
