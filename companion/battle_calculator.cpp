#include "companion/battle_calculator.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace canaan::companion {

using conquest::kAttacker;
using conquest::kDefender;
using conquest::kNone;
using conquest::Kind;

namespace {

QString tx(const char *source) { return QCoreApplication::translate("canaan::companion::BattleCalculator", source); }

QString sideLabel(int side)
{
    return side == kAttacker ? tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "Attacker")) : tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "Defender"));
}

QString cardLabel(int c)
{
    // The card table translates the names; the model only needs a stable reference.
    return QCoreApplication::translate("canaan::cardtable::CardNames", conquest::card(c).name.data());
}

bool validDie(int d) { return d >= 1 && d <= 6; }

void checkSide(const BattleInput &in, int side, QStringList &problems)
{
    const BattleSideInput &s = in.sides[static_cast<std::size_t>(side)];
    const QString who = sideLabel(side);
    if (s.armies < 0 || s.armies > kMaxBattleArmies)
        //: %1 is "Attacker" or "Defender".
        problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: the armies must be a whole number from 0 to %2.")).arg(who).arg(kMaxBattleArmies);
    for (int lent : s.lent)
        if (lent < 1 || lent > 5)
            problems << (lent < 0 ? tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: the lent armies must be numbers, one per ally (e.g. 3, 2).")).arg(who)
                                  : tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: an ally lends 1 to 5 armies (C12), not %2.")).arg(who).arg(lent));
    if (s.cities < 0 || s.cities > conquest::kMaxCities)
        problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: the city tokens must be a whole number from 0 to %2.")).arg(who).arg(conquest::kMaxCities);
    if (s.nation == conquest::Nation::Philistines && !validDie(s.philistineDie))
        problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: the Philistines roll a die for Numbers in every battle; enter it (1 to 6).")).arg(who);
    if (s.nation != conquest::Nation::Philistines && s.philistineDie != 0)
        problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: only the Philistines roll a die for Numbers.")).arg(who);
    const conquest::Nation attacker = in.sides[kAttacker].nation;
    int retreats = 0, pursuits = 0;
    conquest::CardSet cards;
    for (int c : s.cards) {
        if (c < 0 || c >= conquest::kCardCount) {
            problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: there is no card number %2.")).arg(who).arg(c);
            continue;
        }
        cards.add(c);
    }
    const conquest::CardSet defender = [&] {
        conquest::CardSet d;
        for (int c : in.sides[kDefender].cards)
            if (c >= 0 && c < conquest::kCardCount)
                d.add(c);
        return d;
    }();
    cards.forEach([&](int c) {
        const conquest::CardInfo &k = conquest::card(c);
        switch (k.kind) {
        case Kind::Siege:
            if (side != kAttacker || !conquest::siegeAllowedAgainst(defender, attacker))
                problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: %2 is a Siege card; only the attacker plays one, after the defender revealed a Defense card, and never the Assyrians (C14).")).arg(who, cardLabel(c));
            return;
        case Kind::Retreat: ++retreats; return;
        case Kind::Pursuit: ++pursuits; return;
        default: break;
        }
        const int category = static_cast<int>(s.alt.has(c) ? k.orCategory : conquest::ownCategory(k.kind));
        switch (conquest::cardChoiceProblem(side, c, category, attacker)) {
        case conquest::IllegalReason::Ok: break;
        case conquest::IllegalReason::DefenseNotAllowed:
            problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: %2 is a Defense card; only the defender plays one, and never against the Assyrians (C14).")).arg(who, cardLabel(c));
            break;
        case conquest::IllegalReason::BadCategory:
            problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: %2 cannot count in that category.")).arg(who, cardLabel(c));
            break;
        default:
            problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: %2 is not a card of the battle (C14).")).arg(who, cardLabel(c));
            break;
        }
    });
    if (retreats > 1 || pursuits > 1)
        problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1: a side plays at most one Retreat and one Pursuit card (C17).")).arg(who);
}

} // namespace

int parseDie(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return 0;
    bool ok = false;
    const int d = t.toInt(&ok);
    return ok && d >= 0 ? d : -1;
}

QList<int> parseNumbers(const QString &text)
{
    QList<int> out;
    for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int n = part.toInt(&ok);
        out << (ok && n >= 0 ? n : -1);
    }
    return out;
}

BattleOutcome calculateBattle(const BattleInput &in)
{
    BattleOutcome out;
    if (in.sides[0].nation == in.sides[1].nation)
        out.problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "The attacker and the defender must be two different nations (C01)."));
    if (in.sides[0].lent.size() + in.sides[1].lent.size() > kMaxAllies)
        out.problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "At most %1 allies can lend armies in one battle: six nations, less the attacker and the defender.")).arg(kMaxAllies);
    checkSide(in, kAttacker, out.problems);
    checkSide(in, kDefender, out.problems);
    for (int c : in.sides[kAttacker].cards)
        if (in.sides[kDefender].cards.contains(c))
            out.problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "%1 is on both sides: the deck has one copy of each card.")).arg(cardLabel(c));
    for (const auto &roll : in.tieRolls)
        if (!validDie(roll[0]) || !validDie(roll[1]))
            out.problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "A tie roll must be two dice from 1 to 6."));
    if (in.casualtyDie != 0 && !validDie(in.casualtyDie))
        out.problems << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "The casualty die must be from 1 to 6."));
    if (!out.ok())
        return out;

    std::array<conquest::CardSet, 2> cards;
    std::array<int, 2> armies{};
    for (int side : {kAttacker, kDefender}) {
        const auto i = static_cast<std::size_t>(side);
        for (int c : in.sides[i].cards)
            cards[i].add(c);
        armies[i] = in.sides[i].armies;
        for (int lent : in.sides[i].lent)
            armies[i] += lent;
    }
    const bool terrainOut = conquest::terrainStruckOut(cards[kDefender]); // C15
    const conquest::CardSet alt = in.sides[kAttacker].alt | in.sides[kDefender].alt;
    for (int side : {kAttacker, kDefender}) {
        const auto i = static_cast<std::size_t>(side);
        out.force[i] = conquest::sideForceOf(cards[i], alt, terrainOut, armies[i], in.sides[i].philistineDie);
        if (terrainOut)
            (cards[i] & conquest::terrainCards()).forEach([&](int c) { out.terrainRemoved << c; });
    }
    out.categoriesWon = conquest::categoriesWonBy(out.force[kAttacker], out.force[kDefender]);
    out.winnerSide = conquest::winnerByCategories(out.categoriesWon);
    if (out.winnerSide == kNone && !in.tieRolls.isEmpty()) { // C16: ties roll again
        const auto &last = in.tieRolls.last();
        if (last[0] == last[1])
            out.rollAgain = true;
        else
            out.winnerSide = last[0] > last[1] ? kAttacker : kDefender;
    }
    if (out.winnerSide == kNone || in.casualtyDie == 0)
        return out;
    const int w = out.winnerSide, l = 1 - w;
    const auto has = [&](int side, Kind kind) { return !(cards[static_cast<std::size_t>(side)] & conquest::cardsOfKind(kind)).empty(); };
    out.retreat = has(l, Kind::Retreat); // only the loser's R card and the winner's P card count (C17)
    out.pursuit = has(w, Kind::Pursuit);
    out.casualties = conquest::casualtyFigures(w, armies, in.casualtyDie, out.retreat, out.pursuit);
    out.casualtiesKnown = true;
    for (int side : {kAttacker, kDefender}) {
        const auto i = static_cast<std::size_t>(side);
        std::array<int, conquest::kMaxOwners> owners{}, shares{};
        owners[0] = in.sides[i].armies;
        const auto n = static_cast<std::size_t>(1 + in.sides[i].lent.size());
        for (std::size_t a = 1; a < n; ++a)
            owners[a] = in.sides[i].lent[static_cast<qsizetype>(a - 1)];
        conquest::shareLoss(std::span<const int>(owners.data(), n), out.casualties.loss[i], std::span<int>(shares.data(), n));
        out.shares[i] = QList<int>(shares.begin(), shares.begin() + static_cast<std::ptrdiff_t>(n));
    }
    if (in.sides[static_cast<std::size_t>(l)].cities > 0)
        out.citySide = l;
    return out;
}

} // namespace canaan::companion
