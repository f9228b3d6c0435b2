// A table of a network server as the game window's seam (settlers_table.h): what the server sends
// this app's seat — the game's setup, its seat's view, the events it may see, the question when it
// must decide, the end — and the person's actions sent back as `act` (docs/protocol.md). Its seat
// client (play/seat_client.h, fed by net/settlers_seat_feed.h) holds the one view the server sent and
// nothing more: it cannot show another seat's hand because it never has one. A refusal comes back
// as an `error` id and is shown in the user's language.
#pragma once

#include "app/settlers_table/settlers_table.h"
#include "app/settlers_table/seat_plan.h"
#include "app/online_table/server_link.h"

#include "engine/settlers/ai/bot.h"
#include "engine/io/save_file.h"
#include "net/settlers_seat_feed.h"

#include <QDeadlineTimer>
#include <QJsonObject>
#include <QPointer>
#include <memory>
#include <optional>

namespace canaan::online {

class RemoteSettlersTable : public settlerstable::SettlersTable {
    Q_OBJECT
public:
    // From the server's `game` message (its `seat` is this connection's, -1 watching). Null with
    // *problem when the setup cannot be read.
    static std::unique_ptr<RemoteSettlersTable> create(ServerLink &link, const QJsonObject &gameMessage, QString *problem);
    ~RemoteSettlersTable() override;

    int seat() const { return m_seat; }
    // The seats as the window shows them: names (a computer player's is its tribe's), colours, and
    // only this app's seat a person here.
    QList<settlerstable::SeatPlan> seatPlans() const;
    // Whether a view has arrived (the window waits for it).
    bool hasView() const { return m_client.hasView(); }
    // The latest message's problem, when the server sent something this app cannot read.
    QString problem() const { return m_problem; }
    bool isOver() const { return m_client.hasView() && m_client.view().board.isOver(); }
    // A computer player of `level` decides for this app's seat (tools/network-demo and
    // the tests); an empty level hands it back to the person.
    void setAutoplay(const QString &level);

    const settlers::Rules &rules() const override { return *m_feed.rules(); }
    const settlers::MapModel &map() const override { return m_feed.setup()->map; }
    // Its one seat (-1 watching), through its one client.
    std::vector<int> toldSeats() const override { return {m_seat}; }
    const play::SettlersSeatClient &client(int) const override { return m_client; }
    int decidingSeat() const override;
    bool isPersonDeciding() const override { return m_client.isAsked() && m_seat >= 0; }
    bool isWatching() const override { return m_seat < 0; }
    std::vector<settlers::Action> legalActions() const override { return m_client.legal(); }
    QString submit(const settlers::Action &action) override;
    void start() override {}
    std::array<int, 13> diceCounts() const override { return m_diceCounts; }
    // The game so far as the server told it in `game` (its history), for the window's log.
    std::vector<settlers::Event> pastEvents(int) const override { return m_feed.pastEvents(); }
    std::vector<settlerstable::TradeTerms> pastOffers() const override { return m_feed.pastOffers(); }
    int clockSeat() const override { return m_clockSeat; }
    int clockSecondsLeft() const override;

    // One message of the server (the link's are connected; the tests may call it directly).
    void receive(const QJsonObject &message);

private:
    explicit RemoteSettlersTable(ServerLink &link);
    void onView();
    void onAsk();
    void onClock(const QJsonObject &message);
    void playForPerson();
    void reopen();
    void fail(const QString &problem);

    QPointer<ServerLink> m_link;
    int m_seat = -1;
    play::SettlersSeatClient m_client;
    net::SettlersSeatFeed m_feed{m_client};
    // Actions sent and not yet answered by a view; a refusal reopens the question with these.
    bool m_awaiting = false;
    std::vector<settlers::Action> m_lastLegal;
    bool m_toldOver = false;
    std::array<int, 13> m_diceCounts{}; // the rolls told since joining, and in the history
    QString m_problem;
    std::unique_ptr<settlers::Bot> m_autoplay;
    int m_clockSeat = -1;            // the seat the server's turn clock times, or -1
    QDeadlineTimer m_clockDeadline;  // when its time runs out, as the server said
};

} // namespace canaan::online
