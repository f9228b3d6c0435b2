// An action a person may take, in words: the fallback chooser lists these until each decision has
// its own dialog. Places are named by their number on the board's intersection/path/hex lists.
#pragma once

#include "engine/settlers/rules/engine.h"

#include <QCoreApplication>
#include <QStringList>

namespace canaan::settlerstable {

class ActionText {
    Q_DECLARE_TR_FUNCTIONS(canaan::settlerstable::ActionText)
public:
    ActionText(const settlers::Rules &rules, const settlers::GameState &state, QStringList names);
    QString describe(const settlers::Action &action) const;

private:
    QString resource(int r) const;
    QString name(int seat) const;
    QString card(int c) const;
    QString playCard(const settlers::Action &action) const;

    const settlers::Rules &m_rules;
    const settlers::GameState &m_state;
    QStringList m_names;
};

} // namespace canaan::settlerstable
