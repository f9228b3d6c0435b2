// A table of a network server as the game window's seam (board_table.h): what the server sends
// this app's seat — the game's setup, its seat's view, the events it may see, the question when it
// must decide, the end — and the person's actions sent back as `act` (docs/protocol.md). It holds
// the one view the server sent and nothing more: it cannot show another seat's hand because it
// never has one. A refusal comes back as an `error` id and is shown in the user's language.
#pragma once

#include "board_table.h"
#include "seat_plan.h"
#include "server_link.h"

#include "ai/bot.h"
#include "io/save_file.h"

#include <QDeadlineTimer>
#include <QJsonObject>
#include <QPointer>
#include <memory>
#include <optional>

namespace canaan::online {

class RemoteBoardTable : public game::BoardTable {
    Q_OBJECT
public:
    // From the server's `game` message (its `seat` is this connection's, -1 watching). Null with
    // *problem when the setup cannot be read.
    static std::unique_ptr<RemoteBoardTable> create(ServerLink &link, const QJsonObject &gameMessage, QString *problem);
    ~RemoteBoardTable() override;

    int seat() const { return m_seat; }
    // The seats as the window shows them: names (a computer player's is its tribe's), colours, and
    // only this app's seat a person here.
    QList<game::SeatPlan> seatPlans() const;
    // Whether a view has arrived (the window waits for it).
    bool hasView() const { return m_hasView; }
    // The latest message's problem, when the server sent something this app cannot read.
    QString problem() const { return m_problem; }
    bool isOver() const { return m_hasView && m_view.board.isOver(); }
    // A computer player of `level` decides for this app's seat (tools/network-demo and
    // the tests); an empty level hands it back to the person.
    void setAutoplay(const QString &level);

    const Rules &rules() const override { return *m_rules; }
    const MapModel &map() const override { return m_map; }
    SeatView viewOf(int seat) const override;
    int decidingSeat() const override;
    bool isPersonDeciding() const override { return m_asked && m_seat >= 0; }
    bool isWatching() const override { return m_seat < 0; }
    std::vector<Action> legalActions() const override { return m_legal; }
    QString submit(const Action &action) override;
    void start() override {}
    std::array<int, 13> diceCounts() const override { return m_diceCounts; }
    // The game so far as the server told it in `game` (its history), for the window's log.
    std::vector<Event> pastEvents() const override { return m_pastEvents; }
    std::vector<game::TradeTerms> pastOffers() const override { return m_pastOffers; }
    int clockSeat() const override { return m_clockSeat; }
    int clockSecondsLeft() const override;

    // One message of the server (the link's are connected; the tests may call it directly).
    void receive(const QJsonObject &message);

private:
    RemoteBoardTable(ServerLink &link, int seat, MapModel map, Rules rules, std::vector<Seat> seats);
    void onView(const QJsonObject &message);
    void onEvents(const QJsonObject &message);
    void onAsk(const QJsonObject &message);
    void onClock(const QJsonObject &message);
    void playForPerson();
    void reopen();
    void fail(const QString &problem);

    QPointer<ServerLink> m_link;
    int m_seat;
    MapModel m_map;
    std::shared_ptr<const Rules> m_rules;
    std::vector<Seat> m_seats;
    SeatView m_view{};
    bool m_hasView = false;
    std::vector<Event> m_unshown; // events that wait for the view they led to
    std::vector<Action> m_legal;
    bool m_asked = false;
    // Actions sent and not yet answered by a view; a refusal reopens the question with these.
    bool m_awaiting = false;
    std::vector<Action> m_lastLegal;
    bool m_toldOver = false;
    std::array<int, 13> m_diceCounts{}; // the rolls told since joining, and in the history
    std::vector<Event> m_pastEvents;
    std::vector<game::TradeTerms> m_pastOffers;
    // Reads `game`'s history; false with *problem when it is malformed.
    bool readHistory(const QJsonObject &history, QString *problem);
    QString m_problem;
    std::unique_ptr<Bot> m_autoplay;
    int m_clockSeat = -1;            // the seat the server's turn clock times, or -1
    QDeadlineTimer m_clockDeadline;  // when its time runs out, as the server said
};

} // namespace canaan::online
