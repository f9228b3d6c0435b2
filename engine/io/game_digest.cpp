#include "engine/io/game_digest.h"

#include <QCryptographicHash>

namespace canaan::io {

namespace {

class Lines {
public:
    // "key v1 v2 ..." for a list of small numbers.
    template <typename T, std::size_t N>
    void numbers(const char *key, const T (&values)[N], int count = static_cast<int>(N))
    {
        m_text += key;
        for (int i = 0; i < count; ++i)
            m_text += ' ' + QByteArray::number(static_cast<int>(values[i]));
        m_text += '\n';
    }
    void value(const char *key, int n) { m_text += key + (' ' + QByteArray::number(n)) + '\n'; }
    void text(const char *key, std::string_view id)
    {
        m_text += key;
        m_text += ' ';
        m_text += QByteArray(id.data(), static_cast<qsizetype>(id.size()));
        m_text += '\n';
    }
    // Canonical ids of a set of intersections or paths, in the engine's (sorted) order.
    template <typename BitsT, typename IdOf> void ids(const char *key, const BitsT &bits, IdOf idOf)
    {
        m_text += key;
        bits.forEach([&](int i) { m_text += ' ' + QByteArray::fromStdString(idOf(i)); });
        m_text += '\n';
    }
    const QByteArray &result() const { return m_text; }

private:
    QByteArray m_text;
};

// kNoId as -1, so the text does not depend on the engine's sentinel.
int seatOrNone(std::uint8_t v) { return v == settlers::kNoId ? -1 : v; }

} // namespace

QByteArray canonicalStateText(const settlers::Rules &rules, const settlers::GameState &s)
{
    const settlers::Topology &topo = rules.topology();
    auto vertexId = [&topo](int v) { return settlers::textId(topo.vertex(v).at); };
    auto edgeId = [&topo](int e) { return settlers::textId(topo.edge(e).at); };
    Lines out;
    out.text("canaan-state", "1");
    out.text("stage", settlers::stageId(s.stage));
    out.text("pending", settlers::pendingId(s.pending));
    out.value("pendingPlayer", seatOrNone(s.pendingPlayer));
    out.value("players", s.numPlayers);
    out.value("firstPlayer", s.firstPlayer);
    out.value("current", s.current);
    out.value("turn", s.turn);
    out.numbers("dice", s.dice);
    out.numbers("bank", s.bank);
    out.numbers("deck", s.deck);
    out.numbers("devNew", s.devNew);
    out.text("plague", s.plagueTile == settlers::kNoBoardId ? std::string("-") : settlers::textId(topo.tile(s.plagueTile).at));
    out.value("blackStones", s.blackStones);
    out.value("blessingResource", seatOrNone(s.blessingResource));
    out.value("longestRoadHolder", seatOrNone(s.longestRoadHolder));
    out.value("priestsHolder", seatOrNone(s.priestsHolder));
    out.value("blessingHolder", seatOrNone(s.blessingHolder));
    out.value("flags",
        (s.rolled ? 1 : 0) | (s.tradeClosed ? 2 : 0) | (s.cardPlayed ? 4 : 0) | (s.caravan ? 8 : 0)
            | (s.jerusalemComplete ? 16 : 0) | (s.offerOpen ? 32 : 0));
    out.numbers("discardOwed", s.discardOwed, s.numPlayers);
    out.numbers("copperOwed", s.copperOwed, s.numPlayers);
    out.value("freeRoads", s.freeRoads);
    out.value("stealVictim", seatOrNone(s.stealVictim));
    out.value("stealCount", s.stealCount);
    out.numbers("offer", s.offer);
    for (int p = 0; p < s.numPlayers; ++p) {
        out.value("player", p);
        out.ids("settlements", s.settlements[p], vertexId);
        out.ids("cities", s.cities[p], vertexId);
        out.ids("roads", s.roads[p], edgeId);
        out.numbers("hand", s.hand[p]);
        out.numbers("devCards", s.devHand[p]);
        out.value("playedPriests", s.playedPriests[p]);
        out.value("playedVp", s.playedVp[p]);
        out.value("stones", s.stones[p]);
        const int left[] = {s.roadsLeft[p], s.settlementsLeft[p], s.citiesLeft[p], s.stonesLeft[p]};
        out.numbers("left", left);
        out.value("vp", s.vp[p]);
    }
    out.text("end", settlers::endReasonId(s.endReason));
    out.value("winners", s.winners);
    return out.result();
}

QString stateDigest(const settlers::Rules &rules, const settlers::GameState &state)
{
    const QByteArray hash = QCryptographicHash::hash(canonicalStateText(rules, state), QCryptographicHash::Sha256);
    return QStringLiteral("sha256:") + QString::fromLatin1(hash.toHex());
}

} // namespace canaan::io
