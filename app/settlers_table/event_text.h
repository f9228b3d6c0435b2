// The game log's sentences: one translated sentence for each engine event, as a seat was told it.
// Cards that only some players may see (a stolen card, a bought card) come to the others hidden
// (engine/settlers/rules/seat_view.h, eventSeenBy) and are not named.
#pragma once

#include "engine/settlers/board/terrain.h"
#include "engine/settlers/rules/events.h"
#include "engine/settlers/options/options.h"

#include <QCoreApplication>
#include <QStringList>
#include <array>
#include <cstdint>

namespace canaan::settlerstable {

// The cards of a domestic offer, as Action::trade: + the offerer gives, - he asks.
using TradeTerms = std::array<std::int8_t, settlers::kResourceCount>;

class EventText {
    Q_DECLARE_TR_FUNCTIONS(canaan::settlerstable::EventText)
public:
    // names: the seats' names. An event is written as it was told (a card hidden from the seat
    // told it, kNoId, is not named).
    EventText(QStringList names, settlers::Ruleset ruleset);
    // Empty for events the log does not show. terms: the cards of a TradeOffered event.
    QString sentence(const settlers::Event &event, const TradeTerms &terms = {}) const;

private:
    QString name(int seat) const;
    QString resource(int r) const;
    // "1 Lumber and 2 Wool": the cards of `terms` with the sign `sign` (+1 given, -1 asked).
    QString cards(const TradeTerms &terms, int sign) const;
    QString offerSentence(const settlers::Event &event, const TradeTerms &terms) const;

    QStringList m_names;
    settlers::Ruleset m_ruleset;
};

} // namespace canaan::settlerstable
