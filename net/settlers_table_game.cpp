#include "net/settlers_table_game.h"

#include "play/settlers_match.h"
#include "net/settlers_table_setup.h"
#include "net/settlers_wire.h"
#include "net/hosted_game.h"
#include "engine/io/action_json.h"
#include "engine/io/json_walker.h"
#include "engine/io/save_file.h"
#include "engine/io/json_out.h"
#include "net/protocol.h"
#include "engine/settlers/rules/engine.h"
#include "engine/settlers/rules/seat_view.h"

#include <QJsonDocument>
#include <QRandomGenerator>

namespace canaan::net {

namespace {

// A table's board match, with the map's text for its saves written once: the group commit saves
// every busy table once a second, and the map, which never changes, was half of each save's cost.
// Its last save's digest is kept too: the end's save and the `over` message both need it.
class SettlersTableHost : public play::SettlersMatch {
public:
    // `kept`: the setup a new table was made from, with the map's text in its saves (else made
    // here) and most of its `game` message's setup text; null for a resumed game.
    SettlersTableHost(const play::SettlersSetup &setup, std::shared_ptr<const SettlersNewGame> kept)
        : SettlersMatch(setup), m_mapText(kept && !kept->mapText.isEmpty() ? kept->mapText : embeddedMapText(setup.map)),
          m_kept(std::move(kept))
    {
    }
    // The `game` message's setup: from the kept setup's text when there is one.
    QByteArray setupText() const
    {
        if (m_kept && !m_kept->mapText.isEmpty())
            return settlersSetupText(*m_kept, rules(), seats());
        return settlersSetupText(savedGame(), rules(), m_mapText);
    }
    QByteArray save() const
    {
        QByteArray text = serializeSave(savedGame(), rules(), state(), m_mapText, &m_savedDigest);
        m_savedAt = log().size();
        return text;
    }
    // The digest of the save of the game as it is now (the last save's when the log is the same).
    QString digest() const
    {
        if (m_savedAt == log().size() && !m_savedDigest.isEmpty())
            return m_savedDigest;
        return saveDigest(savedGame(), rules(), state(), m_mapText);
    }
    const QByteArray &mapText() const { return m_mapText; }
    // An event's text as a seat saw it: most of an action's events every seat sees alike, so each
    // is written once per action (the texts of the last action's events are kept).
    QByteArray eventText(const settlers::Event &e) const
    {
        if (m_eventsAt != log().size()) {
            m_eventTexts.clear();
            m_eventsAt = log().size();
        }
        for (const auto &[seen, text] : m_eventTexts)
            if (seen == e) // every field: an event a seat sees differently is written apart
                return text;
        m_eventTexts.emplace_back(e, boardEventText(rules(), e));
        return m_eventTexts.back().second;
    }
    // The players of the last view written (the views are the wire's, written after each action).
    SettlersPlayerCache &playerCache() const { return m_playerCache; }

private:
    QByteArray m_mapText;
    std::shared_ptr<const SettlersNewGame> m_kept;
    mutable SettlersPlayerCache m_playerCache;
    mutable QString m_savedDigest; // of the last save, made when the log had m_savedAt actions
    mutable size_t m_savedAt = 0;
    mutable std::vector<std::pair<settlers::Event, QByteArray>> m_eventTexts; // of the action that made the log m_eventsAt long
    mutable size_t m_eventsAt = 0;
};

struct SettlersWire {
    using Game = play::SettlersGame;
    using Host = SettlersTableHost;

    template <class Observed>
    static std::unique_ptr<Observed> makeHost(const Table &table, typename Observed::Observer observer, QString *problem)
    {
        std::optional<SavedGame> game;
        std::shared_ptr<const SettlersNewGame> kept;
        if (table.game.isEmpty())
            game = newGame(table, &kept);
        if (!game) { // a game resumed, or a setup not read before (a table kept from an older server)
            const SaveReadResult read = parseSave(table.game.isEmpty() ? newSettlersSaveJson(table.setup, table.seats) : table.game, table.code);
            if (!read.ok()) {
                *problem = read.error.toString();
                return nullptr;
            }
            game = *read.game;
        }
        auto host = std::make_unique<Observed>(std::move(observer), play::SettlersMatch::setupOf(*game), std::move(kept));
        if (host->resumeError() >= 0) {
            *problem = QStringLiteral("%1: log[%2] is not legal").arg(table.code).arg(host->resumeError());
            return nullptr;
        }
        return host;
    }

    // A new table's game from its setup as read (settlers_table_setup.h), with a fresh seed and the
    // people's names; nothing when the setup does not read (the save's reader then says why).
    static std::optional<SavedGame> newGame(const Table &table, std::shared_ptr<const SettlersNewGame> *kept)
    {
        const auto read = readSettlersSetup(table.setup);
        const auto *setup = std::get_if<std::shared_ptr<const SettlersNewGame>>(&read);
        if (!setup)
            return std::nullopt;
        SavedGame game = (*setup)->game;
        for (size_t i = 0; i < table.seats.size() && i < game.seats.size(); ++i) {
            const QString &name = table.seats[i].name;
            if (name.size() > kMaxSeatNameLength)
                return std::nullopt;
            if (!name.isEmpty()) // a computer player's seat is named by its kind
                game.seats[i].name = name.toStdString();
        }
        game.seed = QRandomGenerator::system()->generate64();
        *kept = *setup;
        return game;
    }

    // Every seat's view of one moment (the host's news, made once per action): the members all
    // seats share, from the spectator's view, written once, and each seat's own.
    class Views {
    public:
        explicit Views(const Host &host)
            : m_host(host), m_text(host.rules(), host.news(kSpectatorSeat).view, int(host.log().size()), &host.playerCache())
        {
        }
        std::shared_ptr<const ViewMembers> shared() const { return m_text.shared(); }
        std::shared_ptr<const ViewMembers> own(int seat) const { return m_text.ownOf(m_host.news(seat).view); }

    private:
        const Host &m_host;
        SettlersViewText m_text;
    };

    // The last action's events as `seat` saw them: the host's news, filtered once already.
    static QByteArray eventsText(const Host &host, const std::vector<settlers::Event> &, int seat)
    {
        io::JsonOut list;
        list.beginArray();
        for (const settlers::Event &e : host.news(seat).events)
            list.raw(host.eventText(e));
        list.endArray();
        return list.take();
    }

    // The save without its log, seed and digest: what every seat may know of the game's setup.
    static QByteArray setupText(const Host &host) { return host.setupText(); }

    // What `seat` may know of the game so far, for a window that opens late (a rejoin after a
    // restart of the app, a spectator): the last kHistoryEvents events it may see, and the cards of
    // each trade offer among them (docs/protocol.md, `game`; issue 42, D7).
    static QJsonObject historyJson(const Host &host, int seat)
    {
        const settlers::Rules &rules = host.rules();
        const int viewer = seat == kSpectatorSeat ? settlers::kNoId : seat;
        settlers::GameState state = settlers::newGame(rules, host.seatCount());
        settlers::EventSink sink;
        std::vector<settlers::Event> seen;
        std::vector<std::array<std::int8_t, settlers::kResourceCount>> offers;
        for (const settlers::Action &action : host.log()) {
            sink.clear();
            settlers::apply(rules, state, action, &sink);
            for (int i = 0; i < sink.size; ++i)
                if (const std::optional<settlers::Event> e = settlers::eventSeenBy(sink.events[size_t(i)], viewer)) {
                    seen.push_back(*e);
                    if (e->kind == settlers::EventKind::TradeOffered)
                        offers.push_back(action.trade);
                }
        }
        const size_t first = seen.size() > size_t(kHistoryEvents) ? seen.size() - size_t(kHistoryEvents) : 0;
        size_t firstOffer = 0;
        for (size_t i = 0; i < first; ++i)
            firstOffer += seen[i].kind == settlers::EventKind::TradeOffered;
        QJsonArray events;
        for (size_t i = first; i < seen.size(); ++i)
            events.append(QJsonDocument::fromJson(boardEventText(rules, seen[i])).object());
        QJsonArray terms;
        for (size_t i = firstOffer; i < offers.size(); ++i) {
            QJsonArray cards;
            for (const std::int8_t n : offers[i])
                cards.append(n);
            terms.append(cards);
        }
        return {{QStringLiteral("events"), events}, {QStringLiteral("offers"), terms}};
    }

    static QByteArray actionText(const Host &host, const settlers::Action &action) { return io::actionToJson(host.rules(), action); }
    static void writeAction(io::JsonOut &out, const Host &host, const settlers::Action &action)
    {
        io::writeActionJson(out, host.rules(), action);
    }

    static std::optional<settlers::Action> actionFromJson(const Host &host, const QJsonObject &json, QString *problem)
    {
        io::JsonWalker walker;
        std::optional<settlers::Action> action = io::actionFromJson(host.rules(), host.seatCount(), json, QStringLiteral("action"), walker);
        if (walker.failed()) {
            *problem = walker.error()->place;
            return std::nullopt;
        }
        return action;
    }

    static bool isChance(const settlers::Action &action) { return canaan::settlers::isChance(action.kind); }
    static bool isChanceId(const QString &id)
    {
        const std::optional<canaan::settlers::ActionKind> kind = canaan::settlers::parseActionKind(id.toStdString());
        return kind && canaan::settlers::isChance(*kind);
    }

    static QString illegalId(const Host &host, const settlers::Action &action)
    {
        const settlers::IllegalReason reason = settlers::checkLegal(host.rules(), host.state(), action);
        if (reason == settlers::IllegalReason::Ok)
            return {};
        const std::string_view id = settlers::illegalReasonId(reason);
        return QString::fromLatin1(id.data(), qsizetype(id.size()));
    }

    static QString pendingId(const Host &host)
    {
        const std::string_view id = canaan::settlers::pendingId(host.state().pending);
        return QString::fromLatin1(id.data(), qsizetype(id.size()));
    }

    static bool isOver(const Host &host) { return host.state().isOver(); }

    static QJsonArray winners(const Host &host) { return seatsOfMask(host.state().winners, host.seatCount()); }

    static QString endReason(const Host &host)
    {
        const std::string_view id = settlers::endReasonId(host.state().endReason);
        return QString::fromLatin1(id.data(), qsizetype(id.size()));
    }

    static QByteArray save(const Host &host) { return host.save(); }

    static QString digest(const Host &host)
    {
        return host.digest(); // the end's save's
    }
};

} // namespace

std::optional<Refusal> checkSettlersSetup(const TableSetup &setup)
{
    const auto read = readSettlersSetup(setup);
    if (const Refusal *refusal = std::get_if<Refusal>(&read))
        return *refusal;
    return std::nullopt;
}

std::unique_ptr<TableGame> makeSettlersGame(const Table &table, TableGame::Hooks hooks, QString *problem)
{
    return makeHostedGame<SettlersWire>(table, std::move(hooks), problem);
}

} // namespace canaan::net
