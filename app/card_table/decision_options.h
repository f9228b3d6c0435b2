// What the current decision asks of this seat, worked out from its view and its legal actions alone:
// a sentence saying what to do, the buttons (each one legal action, some with a shortcut) and, for
// each card of the hand, the legal actions that use it (one: a click does it; two or more, e.g. an
// "or" card in the secret choice: the window asks which). Pure data, so the tests can check every
// decision without a window.
#pragma once

#include "engine/conquest/engine.h"
#include "engine/conquest/view.h"

#include <QKeySequence>

#include <array>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace canaan::cardtable {

struct Choice {
    QString label;
    conquest::Action action;
    QKeySequence shortcut;
};

struct DecisionOptions {
    QString prompt;                   // what this step asks, in a full sentence
    QList<Choice> buttons;            // in the order shown
    QMap<int, QList<Choice>> byCard;  // hand card -> the legal actions that use it
    bool lendArmies = false;          // the ally's "1-5 armies to either side" controls
    int maxArmies = 0;                // ... the most he may lend
    int seat = -1;                    // who decides
    conquest::Pending pending = conquest::Pending::GameOver;
    // Cards are picked and unpicked freely, then confirmed with the Pass button (issue 37): the
    // Leadership discard (at most pickLimit cards) and the secret choice.
    bool pick = false;
    int pickLimit = 0;
    // The secret choice: the force per category before any card is picked: the side's armies in
    // Numbers (C16) and the cards already in the choice.
    std::array<int, conquest::kCategoryCount> force{};
};

// `names`: each seat's player name. `legal`: the seat's legal actions (empty when it does not decide).
DecisionOptions decisionOptions(const conquest::SeatView &view, const conquest::ActionList &legal,
                                const QStringList &names);

// What the table shows while another seat decides: "Waiting for Anna: the secret choice of cards."
QString waitingText(const conquest::SeatView &view, const QStringList &names);

} // namespace canaan::cardtable
