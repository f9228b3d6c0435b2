// The game log's sentences: one translated sentence for each engine event. Cards that only some
// players may see (a stolen card, a bought card) are named only when the viewer is involved.
#pragma once

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/rules/events.h"
#include "engine/settlers/options/options.h"

#include <QCoreApplication>
#include <QStringList>
#include <array>
#include <cstdint>

namespace canaan::game {

// The cards of a domestic offer, as Action::trade: + the offerer gives, - he asks.
using TradeTerms = std::array<std::int8_t, kResourceCount>;

class EventText {
    Q_DECLARE_TR_FUNCTIONS(canaan::game::EventText)
public:
    // names: the seats' names; viewer: the seat whose secrets may be shown, or -1 for none.
    EventText(QStringList names, Ruleset ruleset, int viewer);
    // Empty for events the log does not show. terms: the cards of a TradeOffered event.
    QString sentence(const Event &event, const TradeTerms &terms = {}) const;

private:
    QString name(int seat) const;
    QString resource(int r) const;
    // "1 Lumber and 2 Wool": the cards of `terms` with the sign `sign` (+1 given, -1 asked).
    QString cards(const TradeTerms &terms, int sign) const;
    QString offerSentence(const Event &event, const TradeTerms &terms) const;

    QStringList m_names;
    Ruleset m_ruleset;
    int m_viewer;
};

} // namespace canaan::game
