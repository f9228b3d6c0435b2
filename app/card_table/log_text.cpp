#include "app/card_table/log_text.h"

#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"

#include <QCoreApplication>

namespace canaan::cardtable {

using conquest::Action;
using conquest::ActionKind;
using conquest::DieFor;
using conquest::Pending;
using conquest::SeatView;

namespace {

QString tx(const char *source)
{
    return QCoreApplication::translate("canaan::cardtable::Log", source);
}

QString dieSentence(const SeatView &v, const Action &a, const QString &who)
{
    const int roll = a.a;
    switch (v.dieFor) {
    case DieFor::FirstPlayer: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 rolls %2 for the first turn.")).arg(who).arg(roll);
    case DieFor::Raid: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "Raid: %1 rolls %2; the active player loses that many armies.")).arg(who).arg(roll);
    case DieFor::Muster: {
        const int bonus = conquest::musterBonusOf(v.nations[a.player]);
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "Muster: %1 rolls %2; armies +%3.")).arg(who).arg(roll).arg(roll + bonus);
    }
    case DieFor::Philistines: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 rolls %2: +%2 Numbers for the Philistines.")).arg(who).arg(roll);
    case DieFor::TieAttacker:
    case DieFor::TieDefender: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "The battle is tied: %1 rolls %2.")).arg(who).arg(roll);
    case DieFor::Casualties: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 rolls %2 for the casualties.")).arg(who).arg(roll);
    }
    return {};
}

QString playSentence(const SeatView &v, const Action &a, const QString &who, const QStringList &names)
{
    const QString card = cardName(a.a);
    const auto nameOf = [&](int seat) { return seat >= 0 && seat < names.size() ? names.at(seat) : QString(); };
    switch (v.pending) {
    case Pending::Raid: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2 against %3: %3 loses 1D6 armies.")).arg(who, card, nameOf(v.active));
    case Pending::Gain: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2 and gains 2 armies.")).arg(who, card);
    case Pending::NoAttack: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2: the attack is cancelled.")).arg(who, card);
    case Pending::NoAlly: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2: %3 may not ally this turn.")).arg(who, card, nameOf(a.b));
    case Pending::Siege: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 adds %2 to the battle as Strategy.")).arg(who, card);
    case Pending::Retreat: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2: the casualties of %1 are halved.")).arg(who, card);
    case Pending::Pursuit: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2: the loser's casualties are doubled.")).arg(who, card);
    case Pending::Extra: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2 and will fight one more battle.")).arg(who, card);
    default: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 plays %2.")).arg(who, card);
    }
}

QString passSentence(const SeatView &v, const QString &who)
{
    switch (v.pending) {
    case Pending::Discard: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 discards no more cards.")).arg(who);
    case Pending::Target: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 does not attack; the turn ends.")).arg(who);
    case Pending::Ally: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 stays out of the battle.")).arg(who);
    case Pending::Choose: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 has chosen the cards for the battle.")).arg(who);
    case Pending::Extra: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 fights no more battles this turn.")).arg(who);
    default: return {}; // "no card" answers need no line
    }
}

} // namespace

QString logSentence(const SeatView &v, const Action &a, const QStringList &names)
{
    const QString who = a.player < names.size() ? names.at(a.player) : QString::number(a.player + 1);
    // A card the seat may not know of came as kNone (play::ConquestGame::eventSeenBy, the wire).
    const bool named = a.a != conquest::kNone;
    const auto sideName = [&](int side) {
        const int seat = side == conquest::kAttacker ? v.attacker : v.defender;
        return seat < names.size() ? names.at(seat) : QString();
    };
    switch (a.kind) {
    case ActionKind::Shuffle: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "The discard pile is shuffled into a new deck."));
    case ActionKind::Draw:
        return named ? tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 draws %2.")).arg(who, cardName(a.a)) : tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 draws a card.")).arg(who);
    case ActionKind::Die: return dieSentence(v, a, who);
    case ActionKind::Pass: return passSentence(v, who);
    case ActionKind::Discard:
        return named ? tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 discards %2.")).arg(who, cardName(a.a)) : tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 discards a card.")).arg(who);
    case ActionKind::Fill: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 draws up to the hand size.")).arg(who);
    case ActionKind::Attack:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 attacks %2.")).arg(who, a.a < names.size() ? names.at(a.a) : QString());
    case ActionKind::PlayCard: return playSentence(v, a, who, names);
    case ActionKind::LendCard: {
        return named ? tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 lends %2 to %3.")).arg(who, cardName(a.a), sideName(a.b))
                    : tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 lends a card to %2.")).arg(who, sideName(a.b));
    }
    case ActionKind::LendArmies: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 lends %2 armies to %3.")).arg(who).arg(a.a).arg(sideName(a.b));
    case ActionKind::Choose: // told to the chooser alone (C20: the others learn not even how many)
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Log", "%1 chooses %2 for %3.")).arg(who, cardName(a.a), categoryName(static_cast<conquest::Category>(a.b)));
    }
    return {};
}

} // namespace canaan::cardtable
