#include "app/card_table/decision_options.h"

#include "app/card_table/battle_record.h"
#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"

#include <QCoreApplication>

namespace canaan::cardtable {

using conquest::Action;
using conquest::ActionKind;
using conquest::Pending;
using conquest::SeatView;

namespace {

QString tx(const char *source)
{
    return QCoreApplication::translate("canaan::cardtable::Decisions", source);
}

QString nameOf(const QStringList &names, int seat)
{
    return seat >= 0 && seat < names.size() ? names.at(seat) : QString::number(seat + 1);
}

// The label of a card-playing action, by the decision it answers.
QString playLabel(const SeatView &v, const Action &a, const QStringList &names)
{
    const QString card = cardName(a.a);
    switch (v.pending) {
    case Pending::Raid:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play %1: %2 loses 1D6 armies")).arg(card, nameOf(names, v.active));
    case Pending::Gain: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play %1: +2 armies")).arg(card);
    case Pending::NoAttack: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play %1: cancel the attack")).arg(card);
    case Pending::NoAlly: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play %1: %2 may not ally this turn")).arg(card, nameOf(names, a.b));
    case Pending::Siege:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Add %1 to the battle (Strategy %2)")).arg(card).arg(conquest::card(a.a).force);
    case Pending::Retreat: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play %1: halve your casualties")).arg(card);
    case Pending::Pursuit: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play %1: double the loser's casualties")).arg(card);
    case Pending::Extra: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play %1: fight one more battle")).arg(card);
    default: return card;
    }
}

QString passLabel(const SeatView &v)
{
    switch (v.pending) {
    case Pending::Discard: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Done: discard the selected cards"));
    case Pending::Raid: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Play no card"));
    case Pending::Gain: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Done"));
    case Pending::Target: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Do not attack (end the turn)"));
    case Pending::NoAttack: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Accept the battle"));
    case Pending::NoAlly: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Bar nobody"));
    case Pending::Ally: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Stay out of the battle"));
    case Pending::Fill: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Keep my hand as it is"));
    case Pending::Choose: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Done: reveal"));
    case Pending::Siege: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "No more Siege cards"));
    case Pending::Retreat: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "No Retreat card"));
    case Pending::Pursuit: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "No Pursuit card"));
    case Pending::Extra: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "No more battles"));
    default: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Pass"));
    }
}

QString sideName(const SeatView &v, int side, const QStringList &names)
{
    return side == conquest::kAttacker ? tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "%1 (attacker)")).arg(nameOf(names, v.attacker))
                                       : tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "%1 (defender)")).arg(nameOf(names, v.defender));
}

QString promptFor(const SeatView &v, const QStringList &names)
{
    const QString active = nameOf(names, v.active);
    switch (v.pending) {
    case Pending::Discard:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Leadership: select up to three cards to discard (a second click unselects), then confirm; you draw as many. Discarded so far: %1 of 3."))
            .arg(v.discards);
    case Pending::Raid:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Muster of %1: you may play a Z card before the roll; %1 loses 1D6 armies for each.")).arg(active);
    case Pending::Gain: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Muster: each G card you play now gives you 2 more armies."));
    case Pending::Target:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Alliance: name the nation you attack, or end your turn without a battle."));
    case Pending::NoAttack:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "%1 attacks you. A U card cancels the attack and protects you for the rest of the turn.")).arg(active);
    case Pending::NoAlly:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "%1 attacks %2. An A card bars a third player from allying this turn."))
            .arg(nameOf(names, v.attacker), nameOf(names, v.defender));
    case Pending::Ally:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "%1 attacks %2. Lend one card from your hand (click it) or 1 to 5 armies to either side, or stay out."))
            .arg(nameOf(names, v.attacker), nameOf(names, v.defender));
    case Pending::Fill: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Conquest phase: you may fill your hand before the battle."));
    case Pending::Choose:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Battle: select the cards you fight with, in secret (a second click unselects); nobody sees them before both sides are revealed. Then press Done."));
    case Pending::Siege:
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "The defender revealed a Defense card: you may add Siege cards, which count as Strategy."));
    case Pending::Retreat: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "You lost the battle: a Retreat card halves your casualties."));
    case Pending::Pursuit: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "You won the battle: a Pursuit card doubles the loser's casualties."));
    case Pending::Extra: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "You won the battle: an Extra Conquest card lets you fight one more."));
    default: return {};
    }
}

} // namespace

DecisionOptions decisionOptions(const SeatView &v, const conquest::ActionList &legal, const QStringList &names)
{
    DecisionOptions out;
    if (legal.size == 0 || v.pendingPlayer != v.seat || v.pending <= Pending::Die || v.pending == Pending::GameOver)
        return out;
    out.prompt = promptFor(v, names);
    out.seat = v.seat;
    out.pending = v.pending;
    out.pick = v.pending == Pending::Discard || v.pending == Pending::Choose;
    out.pickLimit = v.pending == Pending::Discard ? qMax(0, 3 - int(v.discards)) : conquest::kCardCount;
    if (v.pending == Pending::Choose && v.mySide() != conquest::kNone) {
        out.force[0] = sideArmies(v, v.mySide());
        v.chosen.forEach([&](int c) { conquest::addCardForce(out.force, c, v.chosenAlt.has(c)); });
    }
    const bool buttonsForCards = v.pending != Pending::Discard && v.pending != Pending::Choose && v.pending != Pending::Ally;
    for (const Action &a : legal) {
        switch (a.kind) {
        case ActionKind::Pass:
            break; // added last
        case ActionKind::Attack:
            out.buttons << Choice{tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Attack %1")).arg(nameOf(names, a.a)), a, QKeySequence(Qt::Key_1 + a.a)};
            break;
        case ActionKind::Fill: out.buttons << Choice{tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Fill my hand")), a, QKeySequence(Qt::Key_F)}; break;
        case ActionKind::Discard:
            out.byCard[a.a] << Choice{tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Discard %1")).arg(cardName(a.a)), a, {}};
            break;
        case ActionKind::Choose:
            out.byCard[a.a] << Choice{tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Count %1 as %2")).arg(cardName(a.a), categoryName(static_cast<conquest::Category>(a.b))), a, {}};
            break;
        case ActionKind::LendCard:
            out.byCard[a.a] << Choice{tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Lend %1 to %2")).arg(cardName(a.a), sideName(v, a.b, names)), a, {}};
            break;
        case ActionKind::LendArmies:
            out.lendArmies = true;
            out.maxArmies = qMax(out.maxArmies, int(a.a));
            break;
        case ActionKind::PlayCard: {
            Choice c{playLabel(v, a, names), a, {}};
            out.byCard[a.a] << c;
            if (buttonsForCards)
                out.buttons << c;
            break;
        }
        default: break;
        }
    }
    for (const Action &a : legal)
        if (a.kind == ActionKind::Pass)
            out.buttons << Choice{passLabel(v), a, QKeySequence(Qt::Key_Return)};
    return out;
}

QString waitingText(const SeatView &v, const QStringList &names)
{
    const QString who = nameOf(names, v.pendingPlayer);
    switch (v.pending) {
    case Pending::GameOver: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "The game is over."));
    case Pending::Shuffle:
    case Pending::Draw:
    case Pending::Die: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "The dice and the deck decide."));
    case Pending::Choose: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Waiting for %1: the secret choice of cards.")).arg(who);
    default: return tx(QT_TRANSLATE_NOOP("canaan::cardtable::Decisions", "Waiting for %1.")).arg(who);
    }
}

} // namespace canaan::cardtable
