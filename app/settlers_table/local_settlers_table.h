// The table of a game held in this program (play::SettlersMatch): the window's seam (settlers_table.h)
// with a play::ScreenParticipant seated at every seat a person plays at this screen. The window reads
// the streams of those seats' clients, fed by the host's news, and a spectator's (the hot-seat
// cover, a game of computer players): the same news a network table's seats are sent.
#pragma once

#include "play/settlers_match.h"
#include "app/settlers_table/settlers_table.h"
#include "play/screen_participant.h"

#include <QList>
#include <QPointer>
#include <memory>

namespace canaan::settlerstable {

class LocalSettlersTable : public SettlersTable {
    Q_OBJECT
public:
    using Person = play::ScreenParticipant<play::SettlersGame>;

    // `personSeats`: per seat, whether a person at this screen plays it. The match outlives this.
    LocalSettlersTable(play::SettlersMatch &match, const QList<bool> &personSeats, QObject *parent = nullptr);
    ~LocalSettlersTable() override;

    play::SettlersMatch &match() const { return *m_match; }

    const settlers::Rules &rules() const override { return m_match->rules(); }
    const settlers::MapModel &map() const override { return m_match->map(); }
    std::vector<int> toldSeats() const override;
    const play::SettlersSeatClient &client(int seat) const override;
    int decidingSeat() const override { return m_match->decidingSeat(); }
    bool isPersonDeciding() const override;
    std::vector<settlers::Action> legalActions() const override { return m_match->legalActions(); }
    QString submit(const settlers::Action &action) override { return m_person->submit(action); }
    void start() override { m_match->start(); }
    bool setsPace() const override { return true; }
    int stepDelay() const override { return m_match->stepDelay(); }
    void setStepDelay(int ms) override { m_match->setStepDelay(ms); }
    void renameSeat(int seat, const std::string &name) override { m_match->renameSeat(seat, name); }
    std::vector<settlers::Event> pastEvents(int seat) const override { return m_match->replayedEventsSeenBy(seat); }
    std::vector<TradeTerms> pastOffers() const override;
    int resumeError() const override { return m_match->resumeError(); }
    std::array<int, 13> diceCounts() const override;
    int clockSeat() const override { return m_match->turnClock().seat(); }
    int clockSecondsLeft() const override { return m_match->turnClock().secondsLeft(); }

private:
    QPointer<play::SettlersMatch> m_match;
    std::shared_ptr<Person> m_person;
    play::SettlersSeatClient m_watching; // a spectator's stream
};

} // namespace canaan::settlerstable
