// A board game set up as the session sets one up, for tests: the match (the host) with computer
// players at the bot seats, and the people's seats taken either by a game window (LocalGame) or,
// without a window, by a screen participant (LocalTable).
#pragma once

#include "app/settlers_table/action_chooser.h"
#include "app/settlers_table/dialogs/decision_dialog.h"
#include "app/settlers_table/game_setup.h"
#include "app/settlers_table/game_window.h"
#include "app/settlers_table/local_settlers_table.h"

#include <memory>

namespace canaan::testing {

inline play::SettlersMatch &withComputerPlayers(play::SettlersMatch &match)
{
    match.seatComputerPlayers();
    return match;
}

struct LocalTable {
    play::SettlersMatch match;
    std::shared_ptr<settlerstable::LocalSettlersTable::Person> person = std::make_shared<settlerstable::LocalSettlersTable::Person>();
    explicit LocalTable(const settlerstable::GameSetup &setup) : match(settlerstable::boardSetupOf(setup))
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
    bool perform(const settlers::Action &action) { return person->submit(action).isEmpty(); }
};

struct LocalGame {
    play::SettlersMatch match; // outlives the window
    settlerstable::GameWindow window;
    explicit LocalGame(const settlerstable::GameSetup &setup)
        : match(settlerstable::boardSetupOf(setup)), window(withComputerPlayers(match), setup.seats)
    {
    }
};

// A person's answer to what the window opened: the decision dialog's own choice (or, without one, the
// first legal action), else the fallback chooser's first entry. False when neither is open.
inline bool answerOpenDecision(settlerstable::GameWindow &window)
{
    if (settlerstable::DecisionDialog *dialog = window.decisions().openDialog()) {
        QList<settlers::Action> actions = dialog->chosenActions();
        if (actions.isEmpty())
            actions = {window.match().legalActions().front()};
        emit dialog->decided(actions);
        return true;
    }
    if (settlerstable::ActionChooser *chooser = window.decisions().openChooser()) {
        chooser->choose(0);
        return true;
    }
    return false;
}

// A person's plain move: roll, else end the turn, else the first legal move.
inline settlers::Action plainMove(const std::vector<settlers::Action> &legal)
{
    for (settlers::ActionKind kind : {settlers::ActionKind::Roll, settlers::ActionKind::EndTurn})
        for (const settlers::Action &a : legal)
            if (a.kind == kind)
                return a;
    return legal.front();
}

} // namespace canaan::testing
