// An action a person may take, in words: the fallback chooser lists these until each decision has
// its own dialog. Places are named by their number on the board's intersection/path/hex lists.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <QCoreApplication>
#include <QStringList>

namespace canaan::game {

class ActionText {
    Q_DECLARE_TR_FUNCTIONS(canaan::game::ActionText)
public:
    ActionText(const Rules &rules, const GameState &state, QStringList names);
    QString describe(const Action &action) const;

private:
    QString resource(int r) const;
    QString name(int seat) const;
    QString card(int c) const;
    QString playCard(const Action &action) const;

    const Rules &m_rules;
    const GameState &m_state;
    QStringList m_names;
};

} // namespace canaan::game
