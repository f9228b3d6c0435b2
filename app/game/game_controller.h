// Runs one game for the game window: owns the rules, the state, the action log and the seats.
// A person's choice comes in through perform(); computer players and chance move on their own,
// one visible step at a time (stepDelay), the bots thinking on a worker thread so the GUI thread
// never waits for them. Widgets observe the signals and never change the state themselves.
#pragma once

#include "ai/bot.h"
#include "ai/rng.h"
#include "board/map.h"
#include "meta_types.h"
#include "rules/engine.h"
#include "seat.h"

#include <QFutureWatcher>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

namespace canaan::game {

struct GameSetup {
    MapModel map;              // its ruleset and options are the game's: set them on this copy
    QList<Seat> seats;         // 2..4, in seat order
    std::uint64_t seed = 1;    // chance and the bots draw from streams derived from it
    int turnLimit = 0;         // R25; 0: none
    // A resumed game: these actions (chance outcomes included) are applied silently, in order,
    // before start(). Replaying stops at the first illegal one (see resumeError()).
    std::vector<Action> history;
};

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(const GameSetup &setup, QObject *parent = nullptr);
    ~GameController() override;

    const Rules &rules() const { return *m_rules; }
    const GameState &state() const { return m_state; }
    const MapModel &map() const { return m_map; }
    const QList<Seat> &seats() const { return m_seats; }
    // A default tribe name that follows a change of language.
    void renameSeat(int seat, const QString &name) { m_seats[seat].name = name; }
    const std::vector<Action> &log() const { return m_log; }
    // What the game was created with (history as given); for saving and a rematch.
    const GameSetup &setup() const { return m_setup; }
    // Index of the first history action that was not legal, or -1 when all applied.
    int resumeError() const { return m_resumeError; }
    // The events of the history replayed on construction, in order, so a resumed game's log can
    // be told again from its beginning.
    const std::vector<Event> &replayedEvents() const { return m_replayedEvents; }

    // The pause before each automatic step (a bot's decision, a die roll), in milliseconds.
    void setStepDelay(int ms) { m_stepDelay = ms; }
    int stepDelay() const { return m_stepDelay; }

    // Whether a person at this screen must decide now, and who.
    bool isHumanDeciding() const;
    int decidingSeat() const; // -1 while chance decides or the game is over
    // What that person may do now (no domestic trade offers; see legalActions()).
    std::vector<Action> legalActions() const;

public slots:
    // Starts the automatic steps (call once, after connecting the signals).
    void start();
    // A person's decision: applied when legal, else actionRejected with the reason.
    bool perform(const canaan::Action &action);

signals:
    void eventHappened(const canaan::Event &event);
    void actionApplied(const canaan::Action &action);
    void stateChanged();
    void actionRejected(const QString &reason);
    // A person at this screen must decide (seat = state().pendingPlayer).
    void humanToAct(int seat);
    void gameOver();

private:
    void applyNow(const Action &action);
    void scheduleNext();
    void takeAutomaticStep();
    void onBotDecided();

    GameSetup m_setup;
    MapModel m_map;
    std::shared_ptr<const Rules> m_rules;
    GameState m_state;
    QList<Seat> m_seats;
    std::vector<std::unique_ptr<Bot>> m_bots; // null for people
    std::vector<Action> m_log;
    std::vector<Event> m_replayedEvents;
    Pcg32 m_chance;
    int m_stepDelay = 400;
    int m_resumeError = -1;
    bool m_started = false;
    QTimer m_stepTimer;
    QFutureWatcher<Action> m_botWatcher;
};

} // namespace canaan::game
