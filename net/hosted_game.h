// A table's game on the server: the play layer's match host (issue 19) with a remote participant
// for every person's seat and a computer participant for every computer player's seat (and for a
// dropped person's seat once the table's wait is over). After every action each connection gets
// its own seat's view and the events it may see, as JSON; the JSON comes from the host's news for
// that seat (play/seat_news.h: the engine's seat view, made once per action for the participants
// and the wire alike), so no message can hold another seat's hand. A connection of protocol
// version 1 gets an `events` and a whole `view` message; one of version 2 gets both as one `view`
// message whose view is what changed since the seat's last (view_delta.h), made from that seat's
// two views alone. `Wire` is the game kind's translation to and from JSON
// (settlers_table_game.cpp, conquest_table_game.cpp).
#pragma once

#include "play/computer_participant.h"
#include "engine/io/json_out.h"
#include "play/match_clock.h"
#include "net/remote_participant.h"
#include "net/table_game.h"
#include "net/view_delta.h"

#include <QJsonArray>
#include <map>
#include <optional>
#include <memory>
#include <utility>
#include <vector>

namespace canaan::net {

// The host of `Base` that also reports every action with all its events (unfiltered: the wire
// reads each seat's from the host's news, or, for Conquest's engine events, filters them itself).
template <class Base>
class ObservedHost : public Base {
public:
    using Action = typename Base::Action;
    using Event = typename Base::Event;
    using Observer = std::function<void(const Action &, const std::vector<Event> &)>;

    template <class... Args>
    explicit ObservedHost(Observer observer, Args &&...args) : Base(std::forward<Args>(args)...), m_observer(std::move(observer))
    {
    }

protected:
    void applied(const Action &action, const std::vector<Event> &events) override
    {
        Base::applied(action, events);
        m_observer(action, events);
    }

private:
    Observer m_observer;
};

template <class Wire>
class HostedGame : public TableGame {
public:
    using Game = typename Wire::Game;
    static_assert(kSpectatorSeat == play::MatchHost<Game>::kSpectator, "the wire's spectator is the host's");
    using Action = typename Game::Action;
    using Event = typename Game::Event;
    using Host = ObservedHost<typename Wire::Host>;

    HostedGame(const Table &table, Hooks hooks) : m_hooks(std::move(hooks)), m_kinds(table.setup.seatKinds) {}

    // Builds the host (a new game, or the save in table.game); false with *problem.
    bool create(const Table &table, QString *problem)
    {
        m_host = Wire::template makeHost<Host>(table, [this](const Action &a, const std::vector<Event> &e) { tell(a, e); }, problem);
        if (!m_host)
            return false;
        m_host->setStepDelay(0);
        QObject::connect(m_host.get(), &play::MatchHostBase::actionApplied, m_host.get(), [this] { m_hooks.changed(); });
        QObject::connect(m_host.get(), &play::MatchHostBase::gameOver, m_host.get(), [this] { tellOver(); });
        for (int seat = 0; seat < int(m_kinds.size()); ++seat) {
            m_remote.push_back(std::make_shared<RemoteParticipant<Game>>(
                [this](int s, std::span<const Action> legal) { askRemote(s, legal); }));
            if (m_kinds[seat] == QLatin1String("person"))
                m_host->setParticipant(seat, m_remote.back());
            else
                m_host->setParticipant(seat, computer(seat, m_kinds[seat]));
        }
        startClock(table.setup.clockSeconds);
        return true;
    }

    void begin() override
    {
        for (int seat = kSpectatorSeat; seat < int(m_kinds.size()); ++seat) {
            sendSetup(seat);
            sendView(seat);
        }
        m_host->start();
        if (Wire::isOver(*m_host))
            tellOver();
    }

    std::optional<Refusal> act(int seat, const QJsonObject &json) override
    {
        // A chance outcome is the server's whatever its fields: refused by its name, before they
        // are read (a client's firstRoll without dice is chanceIsServers, not badAction).
        if (Wire::isChanceId(json.value(QLatin1String("do")).toString()))
            return Refusal{QStringLiteral("chanceIsServers"), QJsonValue()};
        QString problem;
        const std::optional<Action> action = Wire::actionFromJson(*m_host, json, &problem);
        if (!action)
            return Refusal{QStringLiteral("badAction"), problem};
        if (Wire::isChance(*action))
            return Refusal{QStringLiteral("chanceIsServers"), QJsonValue()};
        if (m_host->decidingSeat() != seat)
            return Refusal{QStringLiteral("illegal"), QStringLiteral("notYourDecision")};
        const QString reason = Wire::illegalId(*m_host, *action);
        if (!reason.isEmpty())
            return Refusal{QStringLiteral("illegal"), reason};
        m_remote[size_t(seat)]->answered();
        if (!m_host->submit(seat, *action).isEmpty())
            return Refusal{QStringLiteral("illegal"), QStringLiteral("notYourDecision")};
        return std::nullopt;
    }

    void setStandIn(int seat, const QString &bot) override
    {
        if (seat < 0 || seat >= int(m_kinds.size()) || m_kinds[seat] != QLatin1String("person"))
            return;
        if (bot.isEmpty())
            m_host->setParticipant(seat, m_remote[size_t(seat)]);
        else
            m_host->setParticipant(seat, computer(seat, bot));
    }

    void greet(int seat) override
    {
        sendSetup(seat);
        sendView(seat);
        std::vector<Action> legal;
        if (seat >= 0 && m_remote[size_t(seat)]->openQuestion(seat, &legal) && m_host->decidingSeat() == seat)
            askRemote(seat, legal);
        if (m_clock && m_clock->clock().seat() >= 0)
            m_hooks.send(seat, jsonText(clockMessage()), kEveryVersion);
        if (Wire::isOver(*m_host))
            m_hooks.send(seat, jsonText(overMessage()), kEveryVersion);
    }

    QByteArray wholeView(int seat) override
    {
        SentViews &sent = m_sent[seat];
        if (!sent.any) // none sent yet: this connection's is the first
            remember(sent, typename Wire::Views(*m_host), seat);
        return viewMessage(seat, sent, nullptr, {});
    }

    QByteArray save() const override { return Wire::save(*m_host); }
    std::optional<int> logLength() const override { return int(m_host->log().size()); }
    QByteArray logLines(int from) const override
    {
        QByteArray lines;
        const auto &log = m_host->log();
        for (size_t i = size_t(std::max(from, 0)); i < log.size(); ++i)
            lines.append(Wire::actionText(*m_host, log[i])).append('\n');
        return lines;
    }
    bool over() const override { return Wire::isOver(*m_host); }

private:
    std::shared_ptr<play::Participant<Game>> computer(int seat, const QString &bot)
    {
        return std::make_shared<play::ComputerParticipant<Game>>(m_host->context(), bot, Game::botSeed(m_host->seed(), seat));
    }

    // The turn clock of a table that has one (the game kinds whose decisions it knows: Game::decisionKey).
    // Everyone at the table is told when a decision starts and stops being timed (docs/protocol.md,
    // `clock`); the seconds then run down on each client alone.
    void startClock(int seconds)
    {
        if constexpr (requires(const typename Game::State &s) { Game::decisionKey(s, std::size_t{}); }) {
            if (seconds <= 0)
                return;
            m_clock = std::make_unique<play::MatchClock<Game>>(*m_host, seconds);
            m_clock->clock().setSecondMs(m_hooks.clockSecondMs);
            QObject::connect(&m_clock->clock(), &play::TurnClock::changed, &m_clock->clock(), [this] {
                const QByteArray message = jsonText(clockMessage());
                for (int seat = kSpectatorSeat; seat < int(m_kinds.size()); ++seat)
                    if (listeners(seat))
                        m_hooks.send(seat, message, kEveryVersion);
            });
        }
    }

    QJsonObject clockMessage() const
    {
        const play::TurnClock &clock = m_clock->clock();
        return {{QStringLiteral("t"), QStringLiteral("clock")},
            {QStringLiteral("seat"), clock.seat() >= 0 ? QJsonValue(clock.seat()) : QJsonValue()},
            {QStringLiteral("left"), std::max(0, clock.secondsLeft())}, {QStringLiteral("limit"), clock.limitSeconds()}};
    }

    // The game's setup (map, ruleset, options, seats; never the seed), for a client to build its
    // board from: docs/protocol.md's `game`. Only for the game kinds whose wire has it.
    // The setup never changes: its text is made once per game (it was made from a whole save for
    // every seat, 3 M instructions each), and only for a seat someone listens to.
    void sendSetup(int seat)
    {
        if constexpr (requires { Wire::setupText(*m_host); }) {
            if (!listeners(seat))
                return;
            if (m_setupText.isEmpty())
                m_setupText = Wire::setupText(*m_host);
            io::JsonOut message; // keys in sorted order, as QJsonDocument writes them
            message.beginObject();
            if constexpr (requires { Wire::historyJson(*m_host, seat); })
                message.key("history").raw(jsonText(Wire::historyJson(*m_host, seat)));
            message.key("seat").number(seat).key("setup").raw(m_setupText).key("t").string("game").endObject();
            m_hooks.send(seat, message.take(), kEveryVersion);
        }
    }

    // The protocol versions of the connections that hear `seat` (versionBit()s; 0: nobody).
    int listeners(int seat) const { return m_hooks.listens ? m_hooks.listens(seat) : kEveryVersion; }

    // What a seat's connections were last sent: its view (their base for version 2's deltas: every
    // connection that hears the seat got it, a new one gets the whole view from greet()), as the
    // members all seats shared and its own, and its number, which version 2's view messages carry
    // so that a client sees a view it missed.
    // (The members are held, not copied: every seat's view of one action has the same shared ones,
    // and a seat's own are often those of its last view.)
    struct SentViews {
        std::shared_ptr<const ViewMembers> shared, own;
        quint64 generation = 0; // of the shared members (m_generation when written)
        qint64 number = 0;
        bool any = false;
        QByteArray text() const { return ViewMembers::merged(*shared, *own).text(); }
    };

    static bool same(const std::shared_ptr<const ViewMembers> &a, const std::shared_ptr<const ViewMembers> &b)
    {
        return a == b || *a == *b;
    }

    void remember(SentViews &sent, const typename Wire::Views &views, int seat)
    {
        sent.shared = views.shared();
        sent.own = views.own(seat);
        sent.generation = ++m_generation;
        sent.any = true;
        ++sent.number;
    }

    // Version 2's view message: `events` (and the action, for the kinds whose wire has it) when
    // an action led to it, and the view whole (`delta` null) or as `delta`.
    QByteArray viewMessage(int seat, const SentViews &sent, const ViewDelta *delta, const QByteArray &events,
                           const QByteArray &action = {}) const
    {
        io::JsonOut message;
        message.beginObject();
        if (!action.isEmpty())
            message.key("action").raw(action);
        if (delta)
            delta->writeTo(message.key("delta"));
        if (!events.isEmpty())
            message.key("events").raw(events);
        message.key("n").number(int(sent.number)).key("seat").number(seat).key("t").string("view");
        if (!delta)
            message.key("view").raw(sent.text());
        return message.endObject().take();
    }

    // Version 1's view message.
    static QByteArray wholeViewMessage(int seat, const QByteArray &view)
    {
        io::JsonOut message;
        message.beginObject().key("seat").number(seat).key("t").string("view").key("view").raw(view).endObject();
        return message.take();
    }

    // The whole view to every connection of `seat` (the start, a connection arriving).
    void sendView(int seat)
    {
        const int versions = listeners(seat);
        if (!versions)
            return;
        SentViews &sent = m_sent[seat];
        remember(sent, typename Wire::Views(*m_host), seat);
        if (versions & versionBit(1))
            m_hooks.send(seat, wholeViewMessage(seat, sent.text()), versionBit(1));
        if (versions & ~versionBit(1))
            m_hooks.send(seat, viewMessage(seat, sent, nullptr, {}), ~versionBit(1));
    }

    void tell(const Action &action, const std::vector<Event> &events)
    {
        // The last action: the table (and so the result) is on disk before any seat hears of it.
        if (Wire::isOver(*m_host))
            m_hooks.changed();
        std::optional<typename Wire::Views> views; // written once someone listens
        std::shared_ptr<const ViewMembers> shared; // its members all seats share
        quint64 generation = 0;
        // The delta of the members all seats share, made once for the seats whose last view had
        // the same ones (all of them, but after a greeting): from `sharedFrom`'s to this moment's.
        std::optional<ViewDelta> sharedDelta;
        quint64 sharedFrom = 0;
        for (int seat = kSpectatorSeat; seat < int(m_kinds.size()); ++seat) {
            const int versions = listeners(seat);
            if (!versions)
                continue;
            if (!views) {
                views.emplace(*m_host);
                shared = views->shared();
                generation = ++m_generation;
            }
            const QByteArray seen = Wire::eventsText(*m_host, events, seat);
            std::shared_ptr<const ViewMembers> own = views->own(seat);
            SentViews &sent = m_sent[seat];
            // Nothing this seat may know changed (a card of the other side's secret choice, C14):
            // no message at all, so that not even the number of such actions shows.
            if (seen == "[]" && sent.any && same(sent.own, own) && same(sent.shared, shared))
                continue;
            QByteArray known; // the action itself as this seat may know it (Conquest's wire has it)
            if constexpr (requires { Wire::seenActionJson(*m_host, action, seat); }) {
                if (const std::optional<QJsonObject> json = Wire::seenActionJson(*m_host, action, seat))
                    known = jsonText(*json);
            }
            std::optional<ViewDelta> delta;
            if (versions & ~versionBit(1) && sent.any) {
                if (!sharedDelta || sharedFrom != sent.generation) {
                    sharedDelta = viewDelta(*sent.shared, *shared);
                    sharedFrom = sent.generation;
                }
                delta = *sharedDelta;
                if (sent.own != own) // the same members: nothing of them changed
                    *delta += viewDelta(*sent.own, *own);
            }
            sent.shared = shared;
            sent.own = std::move(own);
            sent.generation = generation;
            sent.any = true;
            ++sent.number;
            if (versions & versionBit(1)) {
                io::JsonOut message;
                message.beginObject();
                if (!known.isEmpty())
                    message.key("action").raw(known);
                message.key("events").raw(seen).key("t").string("events").endObject();
                m_hooks.send(seat, message.take(), versionBit(1));
                m_hooks.send(seat, wholeViewMessage(seat, sent.text()), versionBit(1));
            }
            if (versions & ~versionBit(1))
                m_hooks.send(seat, viewMessage(seat, sent, delta ? &*delta : nullptr, seen, known), ~versionBit(1));
        }
    }

    void askRemote(int seat, std::span<const Action> legal)
    {
        io::JsonOut message;
        message.beginObject().key("actions").beginArray();
        for (const Action &a : legal) {
            if constexpr (requires { Wire::writeAction(message, *m_host, a); })
                Wire::writeAction(message, *m_host, a); // straight into the message
            else
                message.raw(Wire::actionText(*m_host, a));
        }
        message.endArray().key("pending").string(Wire::pendingId(*m_host).toStdString()).key("t").string("ask").endObject();
        m_hooks.send(seat, message.take(), kEveryVersion);
    }

    QJsonObject overMessage() const
    {
        return {{QStringLiteral("t"), QStringLiteral("over")}, {QStringLiteral("winners"), Wire::winners(*m_host)},
            {QStringLiteral("reason"), Wire::endReason(*m_host)}, {QStringLiteral("digest"), Wire::digest(*m_host)}};
    }

    void tellOver()
    {
        if (m_toldOver)
            return;
        m_toldOver = true;
        m_hooks.changed();
        const QByteArray over = jsonText(overMessage());
        for (int seat = kSpectatorSeat; seat < int(m_kinds.size()); ++seat)
            m_hooks.send(seat, over, kEveryVersion);
    }

    Hooks m_hooks;
    QStringList m_kinds;
    std::unique_ptr<Host> m_host;
    std::vector<std::shared_ptr<RemoteParticipant<Game>>> m_remote;
    std::unique_ptr<play::MatchClock<Game>> m_clock; // null: the table has no turn clock
    bool m_toldOver = false;
    std::map<int, SentViews> m_sent; // by seat (kSpectatorSeat too)
    quint64 m_generation = 0;        // the views written so far, each moment numbered
    QByteArray m_setupText; // the `game` message's setup, once made
};

// A table's game of the kind `Wire` translates, or nullptr with *problem.
template <class Wire>
std::unique_ptr<TableGame> makeHostedGame(const Table &table, TableGame::Hooks hooks, QString *problem)
{
    auto game = std::make_unique<HostedGame<Wire>>(table, std::move(hooks));
    if (!game->create(table, problem))
        return nullptr;
    return game;
}

} // namespace canaan::net
