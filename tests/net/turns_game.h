// The stand-in game of the server tests: seats take turns, each endTurn passes to the next one and
// tells everyone. The real games are in test_net_games and test_net_conquest.
#pragma once

#include "net/table_game.h"

#include <QJsonObject>

namespace canaan::net::testing {

class TurnsGame : public TableGame {
public:
    TurnsGame(int seats, Hooks hooks) : m_seats(seats), m_hooks(std::move(hooks)) {}
    void begin() override { tellAll(); }
    std::optional<Refusal> act(int seat, const QJsonObject &action) override
    {
        if (seat != m_current)
            return Refusal{QStringLiteral("illegal"), QStringLiteral("notYourDecision")};
        if (action.value(QLatin1String("do")).toString() != QLatin1String("endTurn"))
            return Refusal{QStringLiteral("illegal"), QStringLiteral("badArgument")};
        m_current = (m_current + 1) % m_seats;
        ++m_turns;
        m_hooks.changed();
        tellAll();
        return std::nullopt;
    }
    void setStandIn(int, const QString &) override {}
    void greet(int seat) override { m_hooks.send(seat, view(), kEveryVersion); }
    QByteArray save() const override { return QByteArray::number(m_turns); }
    bool over() const override { return false; }

private:
    QByteArray view() const
    {
        // As large as a real seat view (a few KiB), so that a client that does not read fills its
        // queue as at a real table.
        return jsonText({{QStringLiteral("t"), QStringLiteral("view")}, {QStringLiteral("current"), m_current},
            {QStringLiteral("turns"), m_turns}, {QStringLiteral("board"), QString(kViewPadding, QLatin1Char('x'))}});
    }
    static constexpr int kViewPadding = 8 * 1024;
    void tellAll()
    {
        for (int s = 0; s < m_seats; ++s)
            m_hooks.send(s, view(), kEveryVersion);
        m_hooks.send(kSpectatorSeat, view(), kEveryVersion);
    }
    int m_seats;
    Hooks m_hooks;
    int m_current = 0;
    int m_turns = 0;
};

inline TableGameFactory turnsFactory()
{
    return [](const Table &table, TableGame::Hooks hooks, QString *) -> std::unique_ptr<TableGame> {
        return std::make_unique<TurnsGame>(int(table.seats.size()), std::move(hooks));
    };
}

// A client message of type t with these fields.
inline QJsonObject msg(const char *t, QJsonObject fields = {})
{
    fields.insert(QStringLiteral("t"), QString::fromLatin1(t));
    return fields;
}

// The stand-in game's one action, for `seat`.
inline QJsonObject endTurn(int seat)
{
    return msg("act", {{"action", QJsonObject{{"p", seat}, {"do", "endTurn"}}}});
}

} // namespace canaan::net::testing
