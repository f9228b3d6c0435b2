#include "net/conquest_table_game.h"

#include "engine/conquest/saves/conquest_action_json.h"
#include "engine/conquest/saves/conquest_save.h"
#include "play/conquest_game.h"
#include "net/conquest_wire.h"
#include "net/hosted_game.h"
#include "net/view_delta.h"

#include <QJsonDocument>
#include <QRandomGenerator>

namespace canaan::net {

namespace {

using conquest::saves::SavedConquest;

Refusal fieldRefusal(const QString &field, const char *problem)
{
    return {QStringLiteral("badField"), QJsonObject{{QStringLiteral("field"), field}, {QStringLiteral("problem"), QLatin1String(problem)}}};
}

conquest::Options optionsOf(const QJsonObject &json)
{
    conquest::Options options;
    options.cities = json.value(QLatin1String("cities")).toInt(options.cities);
    options.turns = json.value(QLatin1String("turns")).toInt(options.turns);
    return options;
}

// A new table's game as a save without actions (its setup was checked at `create`).
SavedConquest newGameOf(const Table &table)
{
    SavedConquest saved;
    saved.options = optionsOf(table.setup.options);
    for (qsizetype i = 0; i < table.setup.seatKinds.size(); ++i) {
        conquest::saves::SavedSeat seat;
        seat.nation = conquest::parseNation(table.setup.nations.value(i).toStdString()).value_or(conquest::Nation::Moabites);
        seat.kind = table.isPerson(int(i)) ? QStringLiteral("human") : table.setup.seatKinds[i];
        if (size_t(i) < table.seats.size())
            seat.name = table.seats[size_t(i)].name;
        saved.seats.push_back(seat);
    }
    saved.seed = QRandomGenerator::system()->generate64();
    return saved;
}

// The play layer's Conquest host that also keeps the engine's events of the last action (the play
// layer's own events are the actions) and the save's seats.
class ConquestTableHost : public play::ConquestHost {
public:
    explicit ConquestTableHost(SavedConquest saved)
        : play::ConquestHost(play::ConquestGame::contextOf(saved), int(saved.seats.size()), saved.seed, saved.log), m_saved(std::move(saved)),
          m_before(state())
    {
        m_saved.log.clear(); // the host's log is the one kept
    }

    const conquest::EventList &lastEvents() const { return m_events; }

    QJsonObject setupJson() const
    {
        QJsonObject json = QJsonDocument::fromJson(conquest::saves::serialize(m_saved, conquest::State{})).object();
        for (const char *secret : {"seed", "log", "digest"})
            json.remove(QLatin1String(secret));
        return json;
    }

    QByteArray save() const
    {
        SavedConquest saved = m_saved;
        saved.log = log();
        return conquest::saves::serialize(saved, state());
    }

protected:
    void applied(const Action &action, const std::vector<Event> &events) override
    {
        play::ConquestHost::applied(action, events);
        m_events.clear();
        conquest::eventsOf(m_before, action, state(), m_events);
        m_before = state();
    }

private:
    SavedConquest m_saved;
    conquest::State m_before;
    conquest::EventList m_events;
};

QString text(std::string_view id)
{
    return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

struct ConquestWire {
    using Game = play::ConquestGame;
    using Host = ConquestTableHost;
    using Action = conquest::Action;

    template <class Observed>
    static std::unique_ptr<Observed> makeHost(const Table &table, typename Observed::Observer observer, QString *problem)
    {
        SavedConquest saved;
        if (table.game.isEmpty()) {
            saved = newGameOf(table);
        } else {
            conquest::saves::LoadedConquest loaded = conquest::saves::load(table.game, table.code);
            if (!loaded.ok()) {
                *problem = loaded.error;
                return nullptr;
            }
            saved = std::move(*loaded.game);
        }
        auto host = std::make_unique<Observed>(std::move(observer), std::move(saved));
        if (host->resumeError() >= 0) {
            *problem = QStringLiteral("%1: log[%2] is not legal").arg(table.code).arg(host->resumeError());
            return nullptr;
        }
        return host;
    }

    // Every seat's view of one moment (the host's news, made once per action), each written whole
    // and read back as its members: all its own (no members are written once for every seat).
    class Views {
    public:
        explicit Views(const Host &host) : m_host(host) {}
        std::shared_ptr<const ViewMembers> shared() const { return m_none; }
        std::shared_ptr<const ViewMembers> own(int seat) const
        {
            return std::make_shared<const ViewMembers>(ViewMembers::fromText(jsonText(conquestViewJson(m_host.news(seat).view))));
        }

    private:
        const Host &m_host;
        std::shared_ptr<const ViewMembers> m_none = std::make_shared<const ViewMembers>();
    };

    static QByteArray eventsText(const Host &host, const std::vector<Action> &, int seat)
    {
        QJsonArray list;
        for (const conquest::Event &e : host.lastEvents()) {
            if (const std::optional<conquest::Event> seen = conquest::seenBy(e, seat == kSpectatorSeat ? conquest::kNone : seat))
                list.append(conquestEventJson(*seen));
        }
        return QJsonDocument(list).toJson(QJsonDocument::Compact);
    }

    // The save without its log, seed and digest: the options and each seat's nation, kind and name.
    static QByteArray setupText(const Host &host) { return jsonText(host.setupJson()); }

    static std::optional<QJsonObject> seenActionJson(const Host &host, const Action &action, int seat)
    {
        const conquest::EventList &events = host.lastEvents();
        return conquestSeenActionJson(action, std::span<const conquest::Event>(events.begin(), events.end()),
            seat == kSpectatorSeat ? conquest::kNone : seat);
    }

    static QByteArray actionText(const Host &, const Action &action) { return jsonText(conquest::saves::actionToJson(action)); }

    static std::optional<Action> actionFromJson(const Host &, const QJsonObject &json, QString *problem)
    {
        return conquest::saves::actionFromJson(json, problem);
    }

    static bool isChance(const Action &action) { return conquest::isChance(action.kind); }
    static bool isChanceId(const QString &id)
    {
        const std::optional<conquest::ActionKind> kind = conquest::parseActionKind(id.toStdString());
        return kind && conquest::isChance(*kind);
    }

    static QString illegalId(const Host &host, const Action &action)
    {
        const conquest::IllegalReason reason = conquest::checkLegal(host.state(), action);
        return reason == conquest::IllegalReason::Ok ? QString() : text(conquest::illegalReasonId(reason));
    }

    static QString pendingId(const Host &host) { return conquestPendingId(host.state().pending); }
    static bool isOver(const Host &host) { return host.state().over(); }

    static QJsonArray winners(const Host &host) { return seatsOfMask(host.state().winners, host.seatCount()); }

    // A Conquest game ends only when its turns are played (C08, C09).
    static QString endReason(const Host &) { return QStringLiteral("turns"); }
    static QByteArray save(const Host &host) { return host.save(); }
    static QString digest(const Host &host) { return conquest::saves::digestOf(host.state()); }
};

} // namespace

std::optional<Refusal> checkConquestSetup(const TableSetup &setup)
{
    if (!setup.mapName.isEmpty() || !setup.mapData.isEmpty())
        return fieldRefusal(setup.mapData.isEmpty() ? QStringLiteral("map") : QStringLiteral("mapData"), "value");
    if (!setup.ruleset.isEmpty())
        return fieldRefusal(QStringLiteral("ruleset"), "value");
    if (setup.turnLimit != 0)
        return fieldRefusal(QStringLiteral("turnLimit"), "value");
    if (setup.clockSeconds != 0) // the card table shows no clock yet (issue 42: Settlers first)
        return fieldRefusal(QStringLiteral("clock"), "value");
    if (setup.nations.isEmpty())
        return fieldRefusal(QStringLiteral("nations"), "missing");
    if (setup.nations.size() != setup.seatKinds.size())
        return fieldRefusal(QStringLiteral("nations"), "length");
    for (qsizetype i = 0; i < setup.nations.size(); ++i) {
        if (!conquest::parseNation(setup.nations[i].toStdString()) || setup.nations.indexOf(setup.nations[i]) < i)
            return fieldRefusal(QStringLiteral("nations[%1]").arg(i), "value");
    }
    for (auto it = setup.options.begin(); it != setup.options.end(); ++it) {
        const bool cities = it.key() == QLatin1String("cities");
        if (!cities && it.key() != QLatin1String("turns"))
            return fieldRefusal(QStringLiteral("options.") + it.key(), "value");
        const double value = it.value().toDouble(-1);
        if (!it.value().isDouble() || value != double(int(value)))
            return fieldRefusal(QStringLiteral("options.") + it.key(), "type");
        if (cities ? (value < 10 || value > 60) : (value < 4 || value > 200))
            return fieldRefusal(QStringLiteral("options.") + it.key(), "range");
    }
    return std::nullopt;
}

std::unique_ptr<TableGame> makeConquestGame(const Table &table, TableGame::Hooks hooks, QString *problem)
{
    return makeHostedGame<ConquestWire>(table, std::move(hooks), problem);
}

} // namespace canaan::net
