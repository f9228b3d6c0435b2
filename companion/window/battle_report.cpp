#include "companion/window/battle_report.h"

#include "app/card_table/battle_text.h"
#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"

#include <QCoreApplication>

namespace canaan::companion {

using conquest::kAttacker;
using conquest::kDefender;
using conquest::kNone;

namespace {

QString tx(const char *source) { return QCoreApplication::translate("canaan::companion::BattleCalculator", source); }

} // namespace

QStringList battleSideNames(const BattleInput &in)
{
    return {cardtable::nationName(in.sides[kAttacker].nation), cardtable::nationName(in.sides[kDefender].nation)};
}

cardtable::BattleRecord battleRecordOf(const BattleInput &in, const BattleOutcome &o)
{
    cardtable::BattleRecord r;
    r.attacker = 0;
    r.defender = 1;
    r.revealed = true;
    for (int side : {kAttacker, kDefender}) {
        const auto i = static_cast<std::size_t>(side);
        r.cards[i] = in.sides[i].cards;
        r.alt = r.alt | in.sides[i].alt;
        r.philistineDie[i] = in.sides[i].philistineDie;
    }
    r.terrainRemoved = o.terrainRemoved;
    r.force = o.force;
    r.categoriesWon = o.categoriesWon;
    r.winnerSide = o.winnerSide == kNone ? -1 : o.winnerSide;
    if (o.winnerSide != kNone && o.categoriesWon[0] == o.categoriesWon[1])
        r.tieRolls = in.tieRolls;
    if (o.casualtiesKnown) {
        cardtable::Casualties &k = r.casualties;
        k.done = true;
        k.die = in.casualtyDie;
        k.armies = o.casualties.armies;
        k.rounded = o.casualties.rounded;
        k.loss = o.casualties.loss;
        k.cap = o.casualties.cap;
        k.retreat = o.retreat;
        k.pursuit = o.pursuit;
        if (o.citySide != kNone) {
            k.cityFrom = o.citySide;
            k.cityTo = 1 - o.citySide;
        }
    }
    return r;
}

QStringList battleReportLines(const BattleInput &in, const BattleOutcome &o)
{
    if (!o.ok())
        return o.problems;
    const QStringList names = battleSideNames(in);
    const cardtable::BattleRecord record = battleRecordOf(in, o);
    QStringList lines;
    if (!o.terrainRemoved.isEmpty()) {
        QStringList struck;
        for (int c : o.terrainRemoved)
            struck << cardtable::cardName(c);
        lines << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "Struck out by a Defense card, counting nothing (C15): %1."))
                     .arg(struck.join(QStringLiteral(", ")));
    }
    if (o.winnerSide == kNone) {
        lines << (o.rollAgain ? tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "The tie roll was equal too: both roll again (C16)."))
                              : tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "Each side won %1 categories: the attacker and the defender each roll a die (C16).")).arg(o.categoriesWon[0]));
        return lines;
    }
    lines << cardtable::battleResultText(record, names);
    if (!o.casualtiesKnown) {
        lines << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "Now the loser rolls the casualty die (C17)."));
        return lines;
    }
    const QStringList casualties = cardtable::casualtyLines(record, names);
    lines << casualties.mid(0, casualties.size() - 1);
    for (int side : {kAttacker, kDefender}) {
        const auto i = static_cast<std::size_t>(side);
        for (int ally = 1; ally < o.shares[i].size(); ++ally)
            //: C17: how much of a side's loss falls on one ally's lent armies. %1: the side's nation.
            lines << tx(QT_TRANSLATE_NOOP("canaan::companion::BattleCalculator", "Of that, ally %2 of %1 loses %3 of the %4 armies lent."))
                         .arg(names.at(side)).arg(ally).arg(o.shares[i].at(ally)).arg(in.sides[i].lent.at(ally - 1));
    }
    if (!casualties.isEmpty())
        lines << casualties.last(); // the city token
    return lines;
}

} // namespace canaan::companion
