// The card table's decisions against the engine, with bots at the other seats: every decision's
// interface answers with a legal action of the right kind, a whole game through the window, a picked
// card unpicked, and the keyboard. What the table shows is test_card_table_screen.cpp.
#include "tests/app/card_table/card_table_fixture.h"

class TestCardTable : public CardTableFixture {
    Q_OBJECT

private slots:
    void init() { setUpTable(); }
    void cleanup() { tearDownTable(); }

    // Each decision: the table says what it asks, and its controls answer with a legal action of the
    // kind expected; a Pass is always offered, on Return.
    void everyDecisionHasItsInterface_data()
    {
        QTest::addColumn<Pending>("pending");
        QTest::addColumn<int>("expected"); // ActionKind
        QTest::newRow("Leadership discard") << Pending::Discard << int(ActionKind::Discard);
        QTest::newRow("Z card in the Muster") << Pending::Raid << int(ActionKind::PlayCard);
        QTest::newRow("G card in the Muster") << Pending::Gain << int(ActionKind::PlayCard);
        QTest::newRow("target") << Pending::Target << int(ActionKind::Attack);
        QTest::newRow("U card") << Pending::NoAttack << int(ActionKind::PlayCard);
        QTest::newRow("A card") << Pending::NoAlly << int(ActionKind::PlayCard);
        QTest::newRow("ally lends a card") << Pending::Ally << int(ActionKind::LendCard);
        QTest::newRow("ally lends armies") << Pending::Ally << int(ActionKind::LendArmies);
        QTest::newRow("fill") << Pending::Fill << int(ActionKind::Fill);
        QTest::newRow("secret choice") << Pending::Choose << int(ActionKind::Choose);
        QTest::newRow("siege") << Pending::Siege << int(ActionKind::PlayCard);
        QTest::newRow("retreat") << Pending::Retreat << int(ActionKind::PlayCard);
        QTest::newRow("pursuit") << Pending::Pursuit << int(ActionKind::PlayCard);
        QTest::newRow("extra conquest") << Pending::Extra << int(ActionKind::PlayCard);
    }
    void everyDecisionHasItsInterface()
    {
        QFETCH(Pending, pending);
        QFETCH(int, expected);
        const auto kind = static_cast<ActionKind>(expected);
        QVERIFY2(reachDecision(m_driver, pending, m_table), "no game reached this decision");
        const DecisionOptions &options = m_table->decisions()->options();
        QVERIFY(!options.prompt.isEmpty());
        QVERIFY(m_table->findChild<QLabel *>(QStringLiteral("prompt"))->text() == options.prompt);

        // Pass, on Return.
        QPushButton *pass = buttonOfKind(ActionKind::Pass);
        QVERIFY(pass);
        QCOMPARE(pass->shortcut(), QKeySequence(Qt::Key_Return));

        switch (kind) {
        case ActionKind::Discard:
        case ActionKind::Choose:
        case ActionKind::LendCard: {
            // A click on a card of the hand; a card with several uses asks which, by buttons.
            int card = -1;
            for (auto it = options.byCard.begin(); it != options.byCard.end(); ++it)
                if (it.value().first().action.kind == kind && (card < 0 || it.value().size() > 1))
                    card = it.key();
            QVERIFY(card >= 0);
            QTest::mouseClick(m_table->hand()->widgetFor(card), Qt::LeftButton);
            const bool picking = kind != ActionKind::LendCard; // picked, then confirmed (issue 37)
            if (options.byCard.value(card).size() > 1) {
                QVERIFY(m_chosen.isEmpty());
                QCOMPARE(m_table->decisions()->selectedCard(), card);
                QVERIFY(m_table->hand()->widgetFor(card)->look().selected);
                const QList<QPushButton *> uses = m_table->decisions()->buttons();
                QPushButton *last = nullptr;
                for (QPushButton *b : uses)
                    if (b->text() == options.byCard.value(card).last().label)
                        last = b;
                QVERIFY(last);
                last->click();
            }
            if (picking) {
                QVERIFY(m_chosen.isEmpty());
                QVERIFY(m_table->decisions()->isPicked(card));
                QVERIFY(m_table->hand()->widgetFor(card)->look().selected);
                buttonOfKind(ActionKind::Pass)->click(); // confirms (the panel's buttons are new since)
            }
            QCOMPARE(m_chosen.size(), 1);
            QCOMPARE(m_chosen.first().a, card);
            break;
        }
        case ActionKind::LendArmies: {
            QVERIFY(options.lendArmies);
            auto *count = m_table->findChild<QSpinBox *>(QStringLiteral("lendArmiesCount"));
            count->setValue(count->maximum());
            m_table->findChild<QPushButton *>(QStringLiteral("lendArmiesToDefender"))->click();
            QCOMPARE(m_chosen.size(), 1);
            QCOMPARE(int(m_chosen.first().b), conquest::kDefender);
            QCOMPARE(int(m_chosen.first().a), count->maximum());
            break;
        }
        default: {
            QPushButton *b = buttonOfKind(kind);
            QVERIFY2(b, "no button for the action");
            b->click();
            QCOMPARE(m_chosen.size(), 1);
            break;
        }
        }
        const conquest::Action a = m_chosen.first();
        QCOMPARE(int(a.kind), expected);
        QCOMPARE(int(a.player), 0);
        QCOMPARE(conquest::checkLegal(m_driver->state, a), conquest::IllegalReason::Ok);
    }

    // A person plays seat 1 to the end only through the window: clicks on buttons, on cards and on the
    // uses a card asks for, chosen at random; the end screen names the winner.
    void aWholeGameThroughTheWindow()
    {
        m_driver = new TableDriver({Nation::Egyptians, Nation::Hittites, Nation::Assyrians}, 33);
        m_driver->bots[0].reset();
        m_driver->table = m_table;
        int refused = 0;
        connect(m_table, &CardTableWidget::actionChosen, this, [&](const conquest::Action &a) {
            if (!m_driver->personDecides() || conquest::checkLegal(m_driver->state, a) != conquest::IllegalReason::Ok) {
                ++refused;
                return;
            }
            m_driver->apply(a);
            m_driver->run();
        });
        m_driver->run();
        std::mt19937 rng(4);
        int clicks = 0;
        while (!m_driver->state.over() && clicks < 5000) {
            ++clicks;
            DecisionPanel *panel = m_table->decisions();
            const DecisionOptions &options = panel->options();
            QList<int> cards = options.byCard.keys();
            const int choices = int(options.buttons.size() + cards.size()) + (options.lendArmies ? 1 : 0);
            QVERIFY(choices > 0);
            const int pick = int(rng() % choices);
            if (pick < options.buttons.size()) {
                const QString label = options.buttons.at(pick).label;
                for (QPushButton *b : panel->buttons())
                    if (b->text() == label) {
                        b->click();
                        break;
                    }
            } else if (pick < options.buttons.size() + cards.size()) {
                const int card = cards.at(pick - int(options.buttons.size()));
                QTest::mouseClick(m_table->hand()->widgetFor(card), Qt::LeftButton);
                if (panel->selectedCard() == card) // several uses: take one
                    panel->buttons().last()->click();
            } else {
                m_table->findChild<QPushButton *>(QStringLiteral("lendArmiesToAttacker"))->click();
            }
        }
        QVERIFY(m_driver->state.over());
        QCOMPARE(refused, 0);
        QVERIFY(clicks > 20);
        QVERIFY(!m_table->endScreen()->winnerText().isEmpty());
    }

    // Issue 37: in the secret choice a card is picked, unpicked and picked again before anything is
    // sent; the running force counts the picked cards; confirming sends each card, then Done.
    void aPickedCardCanBeUnpickedBeforeConfirming()
    {
        QVERIFY(reachDecision(m_driver, Pending::Choose, m_table));
        QList<int> single; // cards with one use: a click picks them
        const DecisionOptions &options = m_table->decisions()->options();
        for (auto it = options.byCard.begin(); it != options.byCard.end(); ++it)
            if (it.value().size() == 1)
                single << it.key();
        if (single.size() < 2)
            QSKIP("this hand has fewer than two cards of one use");
        const int a = single.at(0), b = single.at(1);
        const QString before = m_table->decisions()->forceText();
        QVERIFY2(!before.isEmpty(), "no running force in the secret choice");
        QTest::mouseClick(m_table->hand()->widgetFor(a), Qt::LeftButton);
        QVERIFY(m_table->decisions()->isPicked(a));
        QVERIFY(m_table->decisions()->forceText() != before);
        QTest::mouseClick(m_table->hand()->widgetFor(a), Qt::LeftButton); // taken back
        QVERIFY(!m_table->decisions()->isPicked(a));
        QVERIFY(!m_table->hand()->widgetFor(a)->look().selected);
        QCOMPARE(m_table->decisions()->forceText(), before);
        QTest::mouseClick(m_table->hand()->widgetFor(b), Qt::LeftButton);
        QTest::mouseClick(m_table->hand()->widgetFor(a), Qt::LeftButton);
        QVERIFY(m_chosen.isEmpty()); // nothing sent before the confirmation
        // The hand does not move under the pointer while choosing.
        const QPoint placeOfB = m_table->hand()->widgetFor(b)->pos();
        QCOMPARE(m_table->hand()->cards().size(), int(m_driver->state.hands[0].count()));
        // Confirmed: both cards go into the battle, then Done.
        connect(m_table, &CardTableWidget::actionChosen, this, [this](const conquest::Action &act) {
            if (m_driver->personDecides() && conquest::checkLegal(m_driver->state, act) == conquest::IllegalReason::Ok) {
                m_driver->apply(act);
                m_driver->show();
            }
        });
        QCOMPARE(m_table->hand()->widgetFor(b)->pos(), placeOfB);
        buttonOfKind(ActionKind::Pass)->click();
        QCOMPARE(m_chosen.size(), 3);
        QCOMPARE(m_chosen.at(0).a, b);
        QCOMPARE(m_chosen.at(1).a, a);
        QCOMPARE(m_chosen.at(2).kind, ActionKind::Pass);
        const conquest::CardSet side = m_driver->state.battle[conquest::kAttacker] | m_driver->state.battle[conquest::kDefender];
        QVERIFY(side.has(a) && side.has(b));
    }

    // The keyboard: a digit attacks that seat, Return passes.
    void shortcutsDecide()
    {
        QVERIFY(reachDecision(m_driver, Pending::Target, m_table));
        m_table->show();
        QApplication::setActiveWindow(m_table);
        QVERIFY(QTest::qWaitForWindowActive(m_table));
        int target = -1;
        for (const Choice &c : m_table->decisions()->options().buttons)
            if (c.action.kind == ActionKind::Attack)
                target = c.action.a;
        QVERIFY(target > 0);
        QTest::keyClick(m_table, Qt::Key(Qt::Key_1 + target));
        QTRY_COMPARE(m_chosen.size(), 1); // a shortcut presses its button with a short animation
        QCOMPARE(m_chosen.last(), conquest::makeAction(ActionKind::Attack, 0, target));
        QTest::keyClick(m_table, Qt::Key_Return);
        QTRY_COMPARE(m_chosen.size(), 2);
        QCOMPARE(m_chosen.last().kind, ActionKind::Pass);
    }
};

QTEST_MAIN(TestCardTable)
#include "test_card_table.moc"
