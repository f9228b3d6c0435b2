// Whether the person shown may take a kind of action now, and if not, why, in a sentence for the
// button's tooltip. The engine decides (legalActions, checkLegal); this only asks it and picks
// the words, so no button is ever dead without saying why.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace canaan::settlerstable {

class ActionAvailability {
    Q_DECLARE_TR_FUNCTIONS(canaan::settlerstable::ActionAvailability)
public:
    // seat: the person whose hand is shown (-1: none); legal: what he may do now (empty unless he
    // is the one deciding).
    ActionAvailability(const settlers::Rules &rules, const settlers::GameState &state, int seat, const std::vector<settlers::Action> &legal);

    bool canDo(settlers::ActionKind kind) const;
    // A maritime trade, or a domestic offer the engine would accept (offers are not listed).
    bool canTrade() const;
    // Empty when possible; else why not.
    QString whyNot(settlers::ActionKind kind) const;
    QString whyNoTrade() const;
    // Why the person may do nothing at all now (not his decision, the game is over); else empty.
    QString whyWaiting() const;

private:
    QString reasonText(settlers::IllegalReason reason) const;

    const settlers::Rules &m_rules;
    const settlers::GameState &m_state;
    int m_seat;
    const std::vector<settlers::Action> &m_legal;
};

} // namespace canaan::settlerstable
