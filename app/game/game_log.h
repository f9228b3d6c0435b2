// The game log: the events of the game in sentences, newest at the bottom. It keeps the events
// themselves (with who was looking when each happened, so a hidden card stays hidden) and writes
// the sentences on demand, so a change of language rewrites the whole log at once.
#pragma once

#include "meta_types.h"
#include "rules/options.h"

#include <QListWidget>
#include <QStringList>
#include <vector>

namespace canaan::game {

class GameLog : public QListWidget {
    Q_OBJECT
public:
    GameLog(QStringList names, Ruleset ruleset, QWidget *parent = nullptr);

    // viewer: the seat whose hand was shown when it happened (-1: none).
    void addEvent(const Event &event, int viewer);
    // A resumed game's story at once: one insertion and one scroll (adding events one by one laid
    // the list out each time, so a long game took minutes to open). Only the last kResumedLines
    // sentences are listed, under a line that says so: a game of a million actions opens as fast
    // as a short one, and nobody reads a million lines.
    static constexpr int kResumedLines = 3000;
    void addEvents(const std::vector<Event> &events, int viewer);
    // The sentences, oldest first.
    QStringList lines() const;
    // Writes every sentence again in the current language.
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Entry {
        Event event;
        int viewer;
    };
    QString sentence(const Entry &entry) const;

    QStringList m_names;
    Ruleset m_ruleset;
    QString earlierNote() const;

    std::vector<Entry> m_entries; // only those with a sentence, one per row (after the note)
    bool m_earlierNotListed = false; // row 0 says that earlier events are not listed
};

} // namespace canaan::game
