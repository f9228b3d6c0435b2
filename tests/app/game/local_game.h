// A board game set up as the session sets one up, for tests: the match (the host) with computer
// players at the bot seats, and the people's seats taken either by a game window (LocalGame) or,
// without a window, by a screen participant (LocalTable).
#pragma once

#include "app/game/action_chooser.h"
#include "app/game/dialogs/decision_dialog.h"
#include "app/game/game_setup.h"
#include "app/game/game_window.h"
#include "app/game/local_board_table.h"

#include <memory>

namespace canaan::testing {

inline play::BoardMatch &withComputerPlayers(play::BoardMatch &match)
{
    match.seatComputerPlayers();
    return match;
}

struct LocalTable {
    play::BoardMatch match;
    std::shared_ptr<game::LocalBoardTable::Person> person = std::make_shared<game::LocalBoardTable::Person>();
    explicit LocalTable(const game::GameSetup &setup) : match(game::boardSetupOf(setup))
    {
        match.seatComputerPlayers();
        for (int p = 0; p < setup.seats.size(); ++p)
            if (setup.seats[p].isHuman())
                match.setParticipant(p, person);
    }
    bool isPersonDeciding() const
    {
        return match.decidingSeat() >= 0 && match.participant(match.decidingSeat()) == person.get();
    }
    bool perform(const Action &action) { return person->submit(action).isEmpty(); }
};

struct LocalGame {
    play::BoardMatch match; // outlives the window
    game::GameWindow window;
    explicit LocalGame(const game::GameSetup &setup)
        : match(game::boardSetupOf(setup)), window(withComputerPlayers(match), setup.seats)
    {
    }
};

// A person's answer to what the window opened: the decision dialog's own choice (or, without one, the
// first legal action), else the fallback chooser's first entry. False when neither is open.
inline bool answerOpenDecision(game::GameWindow &window)
{
    if (game::DecisionDialog *dialog = window.decisions().openDialog()) {
        QList<Action> actions = dialog->chosenActions();
        if (actions.isEmpty())
            actions = {window.match().legalActions().front()};
        emit dialog->decided(actions);
        return true;
    }
    if (game::ActionChooser *chooser = window.decisions().openChooser()) {
        chooser->choose(0);
        return true;
    }
    return false;
}

// A person's plain move: roll, else end the turn, else the first legal move.
inline Action plainMove(const std::vector<Action> &legal)
{
    for (ActionKind kind : {ActionKind::Roll, ActionKind::EndTurn})
        for (const Action &a : legal)
            if (a.kind == kind)
                return a;
    return legal.front();
}

} // namespace canaan::testing
