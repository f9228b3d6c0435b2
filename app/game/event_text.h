// The game log's sentences: one translated sentence for each engine event. Cards that only some
// players may see (a stolen card, a bought card) are named only when the viewer is involved.
#pragma once

#include "rules/events.h"
#include "rules/options.h"

#include <QCoreApplication>
#include <QStringList>

namespace canaan::game {

class EventText {
    Q_DECLARE_TR_FUNCTIONS(canaan::game::EventText)
public:
    // names: the seats' names; viewer: the seat whose secrets may be shown, or -1 for none.
    EventText(QStringList names, Ruleset ruleset, int viewer);
    // Empty for events the log does not show.
    QString sentence(const Event &event) const;

private:
    QString name(int seat) const;
    QString resource(int r) const;
    bool sees(int seat) const { return m_viewer >= 0 && seat == m_viewer; }

    QStringList m_names;
    Ruleset m_ruleset;
    int m_viewer;
};

} // namespace canaan::game
