#include "app/card_table/game_terms.h"

#include <QCoreApplication>
#include <QStringList>

namespace canaan::cardtable {

using conquest::Category;
using conquest::Kind;
using conquest::Nation;
using conquest::Step;

namespace {

QString t(const char *source)
{
    return QCoreApplication::translate("canaan::cardtable::Terms", source);
}

} // namespace

Phase phaseOf(Step step)
{
    switch (step) {
    case Step::DealCards:
    case Step::FirstRoll: return Phase::Setup;
    case Step::Leadership: return Phase::Leadership;
    case Step::Muster: return Phase::Muster;
    case Step::Target:
    case Step::Allies: return Phase::Alliance;
    case Step::GameOver: return Phase::GameOver;
    default: return Phase::Conquest;
    }
}

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Setup: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Set-up"));
    case Phase::Leadership: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Leadership"));
    case Phase::Muster: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Muster"));
    case Phase::Alliance: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Alliance"));
    case Phase::Conquest:
        //: The fourth phase of a turn, in which the battle is fought (정복 단계 in the glossary).
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Conquest phase"));
    case Phase::GameOver: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Game over"));
    }
    return {};
}

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::Numbers: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Numbers"));
    case Kind::Strategy: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Strategy"));
    case Kind::Intelligence: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Intelligence"));
    case Kind::Morale: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Morale"));
    case Kind::Defense: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Defense"));
    case Kind::Siege: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Siege"));
    case Kind::Retreat: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Retreat"));
    case Kind::Pursuit: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Pursuit"));
    case Kind::ExtraConquest: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Extra Conquest"));
    case Kind::NoAttack: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "No attack"));
    case Kind::NoAlly: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "No ally"));
    case Kind::Gain: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Reinforcements"));
    case Kind::Raid: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Raid"));
    }
    return {};
}

QString kindLetter(Kind kind)
{
    static const char letters[] = "NSIMDBRPQUAGZ";
    return QString(QLatin1Char(letters[static_cast<int>(kind)]));
}

QString kindRule(Kind kind)
{
    switch (kind) {
    case Kind::Numbers:
    case Kind::Strategy:
    case Kind::Intelligence:
    case Kind::Morale:
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Choose it in secret for a battle."));
    case Kind::Defense:
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Defender only: counts as Strategy and removes every Terrain card."));
    case Kind::Siege:
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Attacker only, after a Defense card: counts as Strategy."));
    case Kind::Retreat: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "The loser's casualties are halved."));
    case Kind::Pursuit: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "The winner doubles the loser's casualties."));
    case Kind::ExtraConquest: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "After a won battle: fight one more."));
    case Kind::NoAttack: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Cancels an attack on you for this turn."));
    case Kind::NoAlly: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Bars a third player from allying this turn."));
    case Kind::Gain: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "+2 armies in your own Muster."));
    case Kind::Raid: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Before another player's Muster roll: that player loses 1D6 armies."));
    }
    return {};
}

QString categoryName(Category category)
{
    switch (category) {
    case Category::Numbers: return kindName(Kind::Numbers);
    case Category::Strategy: return kindName(Kind::Strategy);
    case Category::Intelligence: return kindName(Kind::Intelligence);
    case Category::Morale: return kindName(Kind::Morale);
    case Category::None: break;
    }
    return {};
}

const char *nationSourceName(Nation nation)
{
    switch (nation) {
    case Nation::Canaanites: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Canaanites");
    case Nation::Hebrews: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Hebrews");
    case Nation::Egyptians: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Egyptians");
    case Nation::Hittites: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Hittites");
    case Nation::Philistines: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Philistines");
    case Nation::Assyrians: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Assyrians");
    case Nation::Moabites: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Moabites");
    case Nation::Edomites: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Edomites");
    case Nation::Ammonites: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Ammonites");
    case Nation::Phoenicians: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Phoenicians");
    case Nation::Arameans: return QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Arameans");
    }
    return "";
}

QString nationName(Nation nation)
{
    return t(nationSourceName(nation));
}

QString nationAbility(Nation nation)
{
    switch (nation) {
    case Nation::Canaanites:
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Take half the city tokens before the rest are dealt."));
    case Nation::Hebrews: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Hand size 8 instead of 7."));
    case Nation::Egyptians: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Start with 20 armies instead of 10."));
    case Nation::Hittites: return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "One more battle every turn, win or lose."));
    case Nation::Philistines:
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "+1D6 Numbers force in every battle they fight."));
    case Nation::Assyrians:
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "+1 on every muster roll; no Defense cards against them, no Siege cards for them."));
    default:
        return t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "A Minor Kingdom: no ability."));
    }
}

QStringList cardNotes(int card)
{
    QStringList notes;
    if (card < 0 || card >= conquest::kCardCount)
        return notes;
    const conquest::CardInfo &info = conquest::card(card);
    if (info.orCategory != Category::None)
        //: On a card: it may count in this other category instead, with this force.
        notes << t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "or %1 %2")).arg(categoryName(info.orCategory)).arg(info.orForce);
    if (info.andCategory != Category::None)
        //: On a card: it counts in this category as well, with this force.
        notes << t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "& %1 %2")).arg(categoryName(info.andCategory)).arg(info.andForce);
    if (info.drawsOne)
        notes << t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "draws a card"));
    if (info.terrain)
        notes << t(QT_TRANSLATE_NOOP("canaan::cardtable::Terms", "Terrain"));
    return notes;
}

} // namespace canaan::cardtable
