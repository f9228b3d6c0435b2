// A person at the card table who clicks a random choice whenever asked (seat 0), for the tests that
// play a whole Conquest game through its window.
#pragma once

#include "app/card_table/card_table_widget.h"
#include "app/card_table/card_widget.h"
#include "app/card_table/conquest_window.h"
#include "app/card_table/decision_panel.h"
#include "app/card_table/hand_view.h"
#include "tests/app/card_table/table_clicks.h"

#include <QPushButton>
#include <QtTest>

#include <functional>
#include <random>

// Plays on until `enough` says so (asked when the person must decide) or the game ends.
inline void playOnByClicks(canaan::cardtable::ConquestWindow &w, std::mt19937 &rng, const std::function<bool()> &enough)
{
    using namespace canaan::cardtable;
    for (int guard = 0; !w.host().state().over() && guard < 100000; ++guard) {
        CardTableWidget *table = w.table();
        const DecisionOptions &options = table->decisions()->options();
        if (w.host().decidingSeat() != 0 || options.prompt.isEmpty()) {
            QTest::qWait(1);
            continue;
        }
        if (enough && enough())
            return;
        testing::clickSomething(*table, rng);
    }
}
