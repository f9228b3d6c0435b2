// A match of the board game: the host (SettlersHost) with what the board game's saves, windows and
// end screen need besides the state — the map, the seats' names, kinds and colours, the seed and
// the turn limit — and Qt signals with every action and event as it happens, for the host's own
// observers (tests, a recorder). Each seat, the window's included, is told its own (news()).
#pragma once

#include "play/settlers_game.h"
#include "play/match_clock.h"
#include "engine/settlers/board/map.h"
#include "engine/io/save_file.h"
#include "play/meta_types.h"

#include <QObject>
#include <memory>
#include <vector>

namespace canaan::play {

struct SettlersSetup {
    settlers::MapModel map;                   // its ruleset and options are the game's
    std::vector<canaan::Seat> seats; // 2..4, in seat order: name, kind ("human" or a bot id), colour
    std::uint64_t seed = 1;         // chance and the bots draw from streams derived from it
    int turnLimit = 0;              // R25; 0: none
    int clockSeconds = 0;           // the turn clock per decision of a person (match_clock.h); 0: none
    std::vector<settlers::Action> history;    // a resumed game's log, applied before start()
};

class SettlersMatch : public SettlersHost {
    Q_OBJECT
public:
    explicit SettlersMatch(const SettlersSetup &setup, QObject *parent = nullptr);
    // The match a save resumes: its seats, map, ruleset, options, seed; its log as the history.
    static SettlersSetup setupOf(const SavedGame &saved);

    const SettlersSetup &setup() const { return m_setup; }
    const settlers::Rules &rules() const { return *context(); }
    const settlers::MapModel &map() const { return m_setup.map; }
    const std::vector<canaan::Seat> &seats() const { return m_setup.seats; }
    // A seat's name (a default tribe name follows the language, so the window may rename it).
    void renameSeat(int seat, const std::string &name);
    // The turn clock (off when the setup has none): which seat it times and the seconds left.
    TurnClock &turnClock() { return m_clock->clock(); }
    const TurnClock &turnClock() const { return m_clock->clock(); }
    // A resumed game's replayed history as `seat` (-1: a spectator) may know it, for its log.
    std::vector<settlers::Event> replayedEventsSeenBy(int seat) const;
    // The game as it is now, as a save (its whole log).
    SavedGame savedGame() const;

    // Seats a computer participant for every seat whose kind is a bot id (seeds as GameController
    // had them: SettlersGame::botSeed).
    void seatComputerPlayers();
    // The autosave file of this program (autosave.h), written at each turn's start, when a person
    // must decide, at the game's end and on autosaveNow().
    void autosaveToAppData();
    bool isAutosavingToAppData() const { return m_autosaving; }

signals:
    void actionDone(const canaan::settlers::Action &action);
    void eventHappened(const canaan::settlers::Event &event);

protected:
    void applied(const settlers::Action &action, const std::vector<settlers::Event> &events) override;

private:
    SettlersSetup m_setup;
    std::unique_ptr<MatchClock<SettlersGame>> m_clock;
    bool m_autosaving = false;
};

} // namespace canaan::play
