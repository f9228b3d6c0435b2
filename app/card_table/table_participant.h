// The card table as a participant of the play layer's match host (play/participant.h): it holds the
// seats of the people at this screen, each in a seat client fed from the host's news
// (play/seat_client.h), shows the table one seat's view at a time (with the pass cover when the
// screen goes to another person), tells the table every event as that seat may see it, and hands
// the person's choice to the host. It never decides anything itself.
#pragma once

#include "play/conquest_game.h"
#include "play/seat_client.h"

#include <QObject>
#include <QSet>

#include <map>
#include <memory>

namespace canaan::cardtable {

class CardTableWidget;

class TableParticipant : public QObject, public play::Participant<play::ConquestGame> {
    Q_OBJECT
public:
    explicit TableParticipant(CardTableWidget *table, QObject *parent = nullptr);

    void seated(play::MatchHost<play::ConquestGame> &host, int seat, const View &view) override;
    void unseated(int seat) override;
    void update(int seat, const View &view, std::span<const Event> events) override;
    void decide(int seat, const View &view, std::span<const Action> legal) override;

    int shownSeat() const { return m_shown; }

signals:
    // The host refused a choice (it should not: the table offers only legal actions), in English.
    void refused(const QString &reason);

private:
    void choose(const conquest::Action &action);
    CardTableWidget *m_table;
    play::MatchHost<play::ConquestGame> *m_host = nullptr;
    std::map<int, std::unique_ptr<play::ConquestSeatClient>> m_clients;
    int m_shown = -1;
};

} // namespace canaan::cardtable
