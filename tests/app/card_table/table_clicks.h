// A person's click at the card table, for the tests that play through the window: a random
// button, a card (and a use when it asks), or the ally's armies.
#pragma once

#include "app/card_table/card_table_widget.h"
#include "app/card_table/card_widget.h"
#include "app/card_table/decision_panel.h"
#include "app/card_table/hand_view.h"

#include <QPushButton>
#include <QtTest>

#include <random>

namespace canaan::cardtable::testing {

inline void clickSomething(CardTableWidget &table, std::mt19937 &rng)
{
    DecisionPanel *panel = table.decisions();
    const DecisionOptions &options = panel->options();
    const QList<int> cards = options.byCard.keys();
    const int choices = int(options.buttons.size() + cards.size()) + (options.lendArmies ? 1 : 0);
    const int pick = int(rng() % std::max(1, choices));
    if (pick < options.buttons.size()) {
        for (QPushButton *b : panel->buttons())
            if (b->text() == options.buttons.at(pick).label) {
                b->click();
                return;
            }
    } else if (pick < options.buttons.size() + cards.size()) {
        const int card = cards.at(pick - int(options.buttons.size()));
        QTest::mouseClick(table.hand()->widgetFor(card), Qt::LeftButton);
        if (panel->selectedCard() == card)
            panel->buttons().last()->click();
    } else if (options.lendArmies) {
        table.findChild<QPushButton *>(QStringLiteral("lendArmiesToDefender"))->click();
    }
}


} // namespace canaan::cardtable::testing
