#include "companion/companion_document.h"

#include "engine/conquest/state.h"
#include "engine/settlers/options/cards.h"

#include <QUndoCommand>
#include <algorithm>

namespace canaan::companion {

namespace {

// One undo step: the whole session before and after (a session is small).
class SessionCommand : public QUndoCommand {
public:
    SessionCommand(CompanionDocument *doc, const QString &text, TableSession before, TableSession after)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_doc->restore(m_before); }
    void redo() override { m_doc->restore(m_after); }

private:
    CompanionDocument *m_doc;
    TableSession m_before, m_after;
};

} // namespace

CompanionDocument::CompanionDocument(const SessionStore &store, QObject *parent)
    : QObject(parent), m_store(store)
{
}

StoredSession CompanionDocument::resume(const settlers::MapModel &map, const QString &mapName)
{
    StoredSession stored = m_store.load();
    TableSession s = stored.session ? *stored.session : newSession(map, mapName);
    m_tabletop = std::make_unique<Tabletop>(s.map);
    m_tabletop->refreshHolders(s);
    m_undo.clear();
    restore(s);
    return stored;
}

void CompanionDocument::restore(const TableSession &s)
{
    if (!m_tabletop || !(s.map == m_session.map))
        m_tabletop = std::make_unique<Tabletop>(s.map);
    m_session = s;
    QString error;
    if (!m_store.save(m_session, &error))
        emit saveFailed(error);
    emit changed();
}

bool CompanionDocument::change(const QString &text, TableSession after)
{
    // The special cards follow every change (R18); the new map's Tabletop when the map changes.
    // R24 is decided when Jerusalem's last slot fills.
    if (after.map == m_session.map) {
        m_tabletop->refreshHolders(after);
        m_tabletop->noteCompletion(m_session, after);
    } else {
        Tabletop(after.map).refreshHolders(after);
    }
    if (after == m_session)
        return false;
    m_undo.push(new SessionCommand(this, text, m_session, after));
    return true;
}

QString CompanionDocument::startConquest(const QList<conquest::Nation> &nations, int cities, int turns)
{
    QString problem;
    TableSession s = m_session;
    s.conquest = startConquestTrack(nations, cities, turns, &problem);
    if (problem.isEmpty())
        change(tr("Start a Conquest game"), s);
    return problem;
}

bool CompanionDocument::nextConquestPhase()
{
    TableSession s = m_session;
    s.conquest = nextPhase(s.conquest);
    return change(tr("Next phase"), s);
}

bool CompanionDocument::adjustConquest(int seat, bool cities, int delta)
{
    TableSession s = m_session;
    if (seat < 0 || seat >= s.conquest.seats.size())
        return false;
    ConquestSeat &n = s.conquest.seats[seat];
    int &value = cities ? n.cities : n.armies;
    value = std::clamp(value + delta, 0, cities ? conquest::kMaxCities : kMaxTrackedArmies);
    return change(cities ? tr("Change city tokens") : tr("Change armies"), s);
}

bool CompanionDocument::setConquestActive(int seat)
{
    TableSession s = m_session;
    if (seat < 0 || seat >= s.conquest.seats.size())
        return false;
    s.conquest.active = seat;
    s.conquest.phase = 0;
    return change(tr("Change whose turn it is"), s);
}

bool CompanionDocument::applyBattle(conquest::Nation attacker, conquest::Nation defender, std::array<int, 2> loss, int citySide)
{
    TableSession s = m_session;
    const std::array<conquest::Nation, 2> nations{attacker, defender};
    std::array<ConquestSeat *, 2> seat{};
    for (ConquestSeat &n : s.conquest.seats)
        for (std::size_t side = 0; side < 2; ++side)
            if (n.nation == nations[side])
                seat[side] = &n;
    for (std::size_t side = 0; side < 2; ++side)
        if (seat[side])
            seat[side]->armies = std::max(0, seat[side]->armies - loss[side]);
    if (citySide == conquest::kAttacker || citySide == conquest::kDefender) {
        ConquestSeat *from = seat[static_cast<std::size_t>(citySide)], *to = seat[static_cast<std::size_t>(1 - citySide)];
        if (from && to && from->cities > 0) {
            --from->cities;
            ++to->cities;
        }
    }
    return change(tr("Apply the battle"), s);
}

QString CompanionDocument::setMap(const settlers::MapModel &map, const QString &mapName)
{
    if (const QString problem = mapProblem(map); !problem.isEmpty())
        return problem;
    TableSession s = newSession(map, mapName, 0);
    s.players = m_session.players;
    for (Player &p : s.players)
        p = {p.name, p.color};
    s.conquest = m_session.conquest; // the board game's map is not Conquest's
    change(tr("Change the map"), s);
    return {};
}

void CompanionDocument::newGame()
{
    TableSession s = newSession(m_session.map, m_session.mapName, 0);
    for (const Player &p : m_session.players)
        s.players.append({p.name, p.color});
    s.conquest = m_session.conquest; // a new board game leaves the Conquest tracker as it is
    change(tr("New game"), s);
}

void CompanionDocument::setPlayerCount(int count)
{
    count = std::clamp(count, kMinPlayers, kMaxPlayers);
    TableSession s = m_session;
    while (s.players.size() < count)
        s.players.append({defaultPlayerName(static_cast<int>(s.players.size())),
                          defaultPlayerColor(static_cast<int>(s.players.size()))});
    s.players.resize(count);
    // The pieces of a player who left go with him.
    s.buildings.removeIf([count](const auto &it) { return it.value().player >= count; });
    s.roads.removeIf([count](const auto &it) { return it.value() >= count; });
    if (s.current >= count)
        s.current = 0;
    change(tr("Change the number of players"), s);
}

void CompanionDocument::setPlayerName(int player, const QString &name)
{
    if (player < 0 || player >= m_session.players.size() || name.trimmed().isEmpty())
        return;
    TableSession s = m_session;
    s.players[player].name = name.trimmed();
    change(tr("Rename a player"), s);
}

void CompanionDocument::setPlayerColor(int player, QRgb color)
{
    if (player < 0 || player >= m_session.players.size())
        return;
    TableSession s = m_session;
    s.players[player].color = color;
    change(tr("Change a player's colour"), s);
}

bool CompanionDocument::tapVertex(int vertex, Tool tool, int player)
{
    if (!m_tabletop->isVertex(vertex) || player < 0 || player >= m_session.players.size())
        return false;
    TableSession s = m_session;
    const auto found = s.buildings.constFind(vertex);
    const bool mine = found != s.buildings.cend() && found->player == player;
    switch (tool) {
    case Tool::Settlement:
        // Tapping one's own settlement again takes it away; anything else becomes his settlement.
        if (mine && !found->city) {
            s.buildings.remove(vertex);
            return change(tr("Remove a settlement"), s);
        }
        s.buildings.insert(vertex, {player, false});
        return change(tr("Place a settlement"), s);
    case Tool::City:
        if (mine && found->city) {
            s.buildings.insert(vertex, {player, false});
            return change(tr("Make a city a settlement again"), s);
        }
        s.buildings.insert(vertex, {player, true});
        return change(tr("Place a city"), s);
    case Tool::Erase:
        if (found == s.buildings.cend())
            return false;
        s.buildings.remove(vertex);
        return change(tr("Remove a building"), s);
    case Tool::Road:
    case Tool::Plague: return false;
    }
    return false;
}

bool CompanionDocument::tapEdge(int edge, Tool tool, int player)
{
    if (!m_tabletop->isEdge(edge) || player < 0 || player >= m_session.players.size())
        return false;
    TableSession s = m_session;
    const auto found = s.roads.constFind(edge);
    if (tool == Tool::Erase || (tool == Tool::Road && found != s.roads.cend() && *found == player)) {
        if (found == s.roads.cend())
            return false;
        s.roads.remove(edge);
        return change(tr("Remove a road"), s);
    }
    if (tool != Tool::Road)
        return false;
    s.roads.insert(edge, player);
    return change(tr("Place a road"), s);
}

bool CompanionDocument::tapTile(int tile)
{
    if (!m_tabletop->plagueMayStand(m_session, tile))
        return false;
    TableSession s = m_session;
    s.plagueTile = tile;
    return change(tr("Move the Plague"), s);
}

int CompanionDocument::freeSlots() const
{
    const Standings st = standings();
    return std::max(0, st.jerusalemSlots - st.jerusalemStones);
}

bool CompanionDocument::roll(int sum)
{
    if (sum < 2 || sum > 12)
        return false;
    TableSession s = m_session;
    s.rolls.append(sum);
    if (sum == 7 && freeSlots() > 0) // R07: a black stone into Jerusalem while a slot is left
        ++s.blackStones;
    return change(tr("Roll %1").arg(sum), s);
}

int CompanionDocument::counterLimit(int player, Counter counter) const
{
    const Player &p = m_session.players[player];
    const settlers::DeckCounts &deck = m_tabletop->rules().options().deck;
    switch (counter) {
    case Counter::Priests: return deck[static_cast<std::size_t>(settlers::DevCard::Priest)];
    case Counter::VpCards: return deck[static_cast<std::size_t>(settlers::DevCard::VictoryPoint)];
    case Counter::Stones: return std::min(settlers::Rules::kStones, p.stones + freeSlots());
    }
    return 0;
}

int CompanionDocument::blackStoneLimit() const { return m_session.blackStones + freeSlots(); }

bool CompanionDocument::adjust(int player, Counter counter, int delta)
{
    if (player < 0 || player >= m_session.players.size())
        return false;
    TableSession s = m_session;
    Player &p = s.players[player];
    int &value = counter == Counter::Priests ? p.priests : counter == Counter::Stones ? p.stones : p.vpCards;
    value = std::clamp(value + delta, 0, std::max(value, counterLimit(player, counter)));
    const QString text = counter == Counter::Priests ? tr("Count priests")
                         : counter == Counter::Stones ? tr("Count building stones")
                                                      : tr("Count victory point cards");
    return change(text, s);
}

bool CompanionDocument::adjustBlackStones(int delta)
{
    TableSession s = m_session;
    s.blackStones = std::clamp(s.blackStones + delta, 0, std::max(s.blackStones, blackStoneLimit()));
    return change(tr("Count black stones"), s);
}

void CompanionDocument::nextTurn()
{
    TableSession s = m_session;
    m_tabletop->endTurn(s);
    change(tr("Next turn"), s);
}

} // namespace canaan::companion
