#include "app/settlers_table/local_settlers_table.h"

#include "app/settlers_table/dice_stats_panel.h"
#include "play/spectator_feed.h"

namespace canaan::settlerstable {

LocalSettlersTable::LocalSettlersTable(play::SettlersMatch &match, const QList<bool> &personSeats, QObject *parent)
    : SettlersTable(parent), m_match(&match), m_person(std::make_shared<Person>())
{
    // The spectator's client is told each action before the window hears of it (changed).
    play::feedAsSpectator<play::SettlersGame>(*m_match, m_watching);
    connect(m_match, &play::MatchHostBase::actionApplied, this, &SettlersTable::changed);
    connect(m_match, &play::MatchHostBase::refused, this, [this](int, const QString &why) { emit refused(why); });
    connect(m_match, &play::MatchHostBase::gameOver, this, &SettlersTable::gameOver);
    connect(m_person.get(), &play::ScreenSignals::asked, this, &SettlersTable::asked);
    connect(&m_match->turnClock(), &play::TurnClock::changed, this, &SettlersTable::clockChanged);
    for (int p = 0; p < personSeats.size(); ++p)
        if (personSeats[p])
            m_match->setParticipant(p, m_person);
}

LocalSettlersTable::~LocalSettlersTable()
{
    if (!m_match)
        return;
    for (int p = 0; p < m_match->seatCount(); ++p)
        if (m_match->participant(p) == m_person.get())
            m_match->setParticipant(p, nullptr);
}

std::vector<int> LocalSettlersTable::toldSeats() const
{
    std::vector<int> seats{-1};
    for (int p = 0; p < m_match->seatCount(); ++p)
        if (m_person->holds(p))
            seats.push_back(p);
    return seats;
}

const play::SettlersSeatClient &LocalSettlersTable::client(int seat) const
{
    const play::SettlersSeatClient *held = m_person->client(seat);
    return held ? *held : m_watching;
}

bool LocalSettlersTable::isPersonDeciding() const
{
    const int seat = m_match->decidingSeat();
    return seat >= 0 && m_match->participant(seat) == m_person.get();
}

std::vector<TradeTerms> LocalSettlersTable::pastOffers() const
{
    std::vector<TradeTerms> offers;
    for (const settlers::Action &action : m_match->log())
        if (action.kind == settlers::ActionKind::OfferTrade)
            offers.push_back(action.trade);
    return offers;
}

std::array<int, 13> LocalSettlersTable::diceCounts() const
{
    return DiceStatsPanel::diceCountsOf(m_match->log());
}

} // namespace canaan::settlerstable
