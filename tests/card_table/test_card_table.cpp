// The card table against the engine, with bots at the other seats (TableDriver stands in for the play
// layer's host): every decision's interface answers with a legal action of the right kind, the window
// never shows a card of another hand, the battle screen's figures are the engine's, and Korean.
#include "battle_history.h"
#include "battle_text.h"
#include "battle_view.h"
#include "card_names.h"
#include "card_table_widget.h"
#include "card_widget.h"
#include "decision_panel.h"
#include "hand_view.h"
#include "ts_translator.h"
#include "phase_bar.h"
#include "table_driver.h"
#include "sound_player.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QtTest>

using namespace canaan;
using namespace canaan::cardtable;
using conquest::ActionKind;
using conquest::Nation;
using conquest::Pending;

Q_DECLARE_METATYPE(conquest::Pending)

namespace {

const QStringList kNames{QStringLiteral("Hannah"), QStringLiteral("Boaz"), QStringLiteral("Deborah"), QStringLiteral("Gideon")};

// Plays bot games (seat 1 by a bot too) until seat 1 faces `wanted`, then hands seat 1 to the person.
// Returns false when no game of the first `games` gets there.
bool reachDecision(TableDriver *&driver, Pending wanted, CardTableWidget *table, int games = 400)
{
    for (int g = 0; g < games; ++g) {
        delete driver;
        driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Philistines, Nation::Assyrians},
                                 static_cast<std::uint32_t>(1000 + g));
        driver->table = nullptr; // quiet until the moment comes
        const auto there = [&] {
            const conquest::State &s = driver->state;
            return !conquest::isChancePending(s) && s.pendingPlayer == 0 && s.pending == wanted;
        };
        driver->run(there);
        if (there()) {
            driver->bots[0].reset();
            driver->table = table;
            driver->show();
            return true;
        }
    }
    return false;
}

bool wholeWord(const QString &text, const QString &word)
{
    const QRegularExpression re(QStringLiteral("(?<![\\p{L}])%1(?![\\p{L}])").arg(QRegularExpression::escape(word)));
    return re.match(text).hasMatch();
}

} // namespace

class TestCardTable : public QObject {
    Q_OBJECT
    CardTableWidget *m_table = nullptr;
    TableDriver *m_driver = nullptr;
    QList<conquest::Action> m_chosen;

    QPushButton *buttonOfKind(ActionKind kind) const
    {
        const auto &options = m_table->decisions()->options();
        for (QPushButton *b : m_table->decisions()->buttons())
            for (const Choice &c : options.buttons)
                if (c.action.kind == kind && b->text() == c.label)
                    return b;
        return nullptr;
    }

private slots:
    void init()
    {
        m_table = new CardTableWidget;
        m_table->setNames(kNames);
        m_table->resize(1400, 900);
        m_chosen.clear();
        connect(m_table, &CardTableWidget::actionChosen, this, [this](const conquest::Action &a) { m_chosen << a; });
    }
    void cleanup()
    {
        delete m_table;
        delete m_driver;
        m_driver = nullptr;
    }

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

    // Issue 37: a settled battle stays on the battle screen until it is dismissed, while the game
    // goes on; its result and casualties are lines of the log; the history lists every battle.
    void resultsStayUntilDismissed()
    {
        m_driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Philistines}, 11);
        m_driver->table = m_table;
        m_table->setHoldResults(true);
        QSignalSpy held(m_table, &CardTableWidget::resultHeld);
        m_driver->run([&] { return m_table->battleHistory().size() == 1; }, true);
        QVERIFY(m_table->holdingResult());
        QCOMPARE(held.size(), 1);
        QCOMPARE(held.first().first().toBool(), true);
        const QString result = m_table->battle()->resultText();
        QVERIFY2(result.startsWith(QStringLiteral("Victory to ")), qPrintable(result));
        QVERIFY(m_table->battle()->dismissible());
        // The game goes on to the next battle's reveal: the first result is still shown.
        const BattleRecord settled = m_table->battleHistory().first();
        m_driver->run([&] {
            const BattleRecord &now = m_table->battleRecord();
            return now.revealed && (now.turn != settled.turn || now.index != settled.index);
        }, true);
        QVERIFY(!m_driver->state.over());
        QCOMPARE(m_table->battleHistory().size(), 1);
        QCOMPARE(m_table->battle()->resultText(), result);
        m_table->battle()->dismissButton()->click();
        QVERIFY(!m_table->holdingResult());
        QCOMPARE(held.last().first().toBool(), false);
        // The log keeps the result and both sides' casualties.
        const QStringList log = m_table->logLines();
        QVERIFY(log.contains(result));
        QCOMPARE(log.filter(QStringLiteral("Armies lost by ")).size(), 2);
        const BattleRecord first = m_table->battleHistory().first();
        for (const QString &line : casualtyLines(first, kNames))
            QVERIFY2(log.contains(line), qPrintable(line));
        QVERIFY(battleHistoryHtml(m_table->battleHistory(), kNames).contains(QStringLiteral("Armies lost by ")));
    }

    // Issue 37: at the end, the last battle's result comes before the end screen; every battle's
    // casualties are in the log; the die names who started.
    void theLastBattleComesBeforeTheEndScreen()
    {
        m_driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Egyptians}, 8);
        m_driver->table = m_table;
        m_table->setHoldResults(true);
        m_driver->run({}, true);
        QVERIFY(m_driver->state.over());
        const int battles = int(m_table->battleHistory().size());
        QVERIFY(battles > 1);
        QCOMPARE(m_table->logLines().filter(QStringLiteral("Armies lost by ")).size(), 2 * battles);
        int dismissed = 0;
        while (m_table->holdingResult() && dismissed <= battles) {
            QVERIFY(!m_table->endScreen()->isVisibleTo(m_table));
            const bool last = dismissed == battles - 1;
            QCOMPARE(m_table->battle()->dismissButton()->text(),
                     last ? QStringLiteral("See the end of the game") : QStringLiteral("Continue"));
            if (last)
                QCOMPARE(m_table->battle()->resultText(), battleResultText(m_table->battleHistory().last(), kNames));
            m_table->dismissResult();
            ++dismissed;
        }
        QCOMPARE(dismissed, battles);
        QVERIFY(m_table->endScreen()->isVisibleTo(m_table));
        // The end table's columns share the width: none is twice as wide as another.
        m_table->resize(1500, 950);
        m_table->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_table));
        const QHeaderView *header = m_table->endScreen()->battles()->horizontalHeader();
        QCOMPARE(header->count(), 4);
        int narrowest = header->sectionSize(0), widest = narrowest;
        for (int c = 1; c < header->count(); ++c) {
            narrowest = std::min(narrowest, header->sectionSize(c));
            widest = std::max(widest, header->sectionSize(c));
        }
        QVERIFY2(widest < 2 * narrowest, qPrintable(QStringLiteral("%1 against %2").arg(widest).arg(narrowest)));
    }

    // Issue 37: once the first rolls are over, the die's label names the one who starts.
    void theDieNamesWhoStarts()
    {
        m_driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Philistines}, 3);
        m_driver->table = m_table;
        m_driver->run([&] { return m_driver->state.step > conquest::Step::FirstRoll; }, true);
        const QString starter = kNames.at(m_driver->state.active);
        const QString label = m_table->findChild<QLabel *>(QStringLiteral("dieText"))->text();
        QCOMPARE(label, QStringLiteral("%1 rolled highest and starts.").arg(starter));
    }

    // Issue 37: the table's sounds are off by default; turned up, a game of bots plays the dice and
    // the cards.
    void soundsAreOffByDefault()
    {
        QCOMPARE(m_table->sounds()->volume(), 0);
        m_driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Egyptians}, 12);
        m_driver->table = m_table;
        m_driver->run([&] { return m_table->battleHistory().size() == 1; }, true);
        QCOMPARE(m_table->sounds()->timesPlayed(sound::Sound::Dice), 0);
        m_table->sounds()->setVolume(25);
        m_driver->run([&] { return m_table->battleHistory().size() == 3; }, true);
        QVERIFY(m_table->sounds()->timesPlayed(sound::Sound::Dice) > 0);
        QVERIFY(m_table->sounds()->timesPlayed(sound::Sound::Card) > 0);
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

    // A whole game of bots seen from seat 1: no widget ever shows a card seat 1 may not know, and no
    // new log line names one (C20). The phase bar and the turn counter follow the game.
    void nothingOfAnotherHandIsShown()
    {
        m_driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Philistines}, 7);
        m_driver->table = m_table;
        m_driver->show();
        QStringList problems;
        long steps = 0;
        int lastLogCount = 0;
        while (!m_driver->state.over() && problems.size() < 5) {
            m_driver->apply(m_driver->nextAutomatic());
            m_driver->show();
            ++steps;
            const conquest::SeatView v = conquest::viewOf(m_driver->state, 0);
            // The deck, the other hands and the other side's secret choice (the discard pile is left
            // out: its cards were known to some and not to others).
            const conquest::CardSet unknown = v.unknown().without(m_driver->state.discard);
            // The battle screen keeps the last battle's revealed cards until the next battle, even
            // when they went back into the deck since: they were shown to everyone.
            const BattleRecord &last = m_table->battleRecord();
            const auto revealedBefore = [&](const CardWidget *w) {
                return m_table->battle()->isAncestorOf(w) && last.revealed
                       && (last.cards[0].contains(w->card()) || last.cards[1].contains(w->card()) || last.terrainRemoved.contains(w->card()));
            };
            for (const CardWidget *w : m_table->findChildren<CardWidget *>())
                if (unknown.has(w->card()) && !w->isHidden() && !revealedBefore(w))
                    problems << QStringLiteral("step %1: %2 is shown").arg(steps).arg(cardName(w->card()));
            QCOMPARE(m_table->hand()->cards().size(), v.hand.count());
            const QStringList log = m_table->logLines();
            if (log.size() == lastLogCount)
                continue;
            lastLogCount = int(log.size());
            unknown.forEach([&](int c) {
                if (wholeWord(log.last(), cardName(c)))
                    problems << QStringLiteral("step %1: the log names %2: %3").arg(steps).arg(cardName(c), log.last());
            });
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY(m_driver->state.over());
        QVERIFY(m_table->phaseBar()->turnText().contains(QStringLiteral("Game over")));

        // The end screen: the winner, city tokens after every turn, battles won and lost.
        const ConquestSummary &g = m_table->summary();
        QCOMPARE(g.citiesByTurn.size(), m_driver->state.totalTurns + 1);
        for (int s = 0; s < 4; ++s)
            QCOMPARE(g.citiesByTurn.last()[s], int(m_driver->state.cities[s]));
        int won = 0, lost = 0;
        for (int s = 0; s < 4; ++s) {
            won += g.battlesWon[s];
            lost += g.battlesLost[s];
        }
        QVERIFY(won > 0);
        QCOMPARE(won, lost);
        const QString winner = m_table->endScreen()->winnerText();
        for (int s = 0; s < 4; ++s)
            QCOMPARE(winner.contains(kNames.at(s)), bool(m_driver->state.winners & (1 << s)));
    }

    // Two people at one screen (seats 1 and 2), bots at 3 and 4: whenever the screen goes to the other
    // person it is covered first, and under the cover nothing is visible; uncovered, the table shows
    // only the cards of the person who took it. Their battles are chosen in turn behind the cover.
    void hotSeatNeverShowsOneHandToTheOther()
    {
        m_driver = new TableDriver({Nation::Hittites, Nation::Philistines, Nation::Egyptians, Nation::Hebrews}, 21);
        m_driver->bots[0].reset();
        m_driver->bots[1].reset();
        std::unique_ptr<conquest::Bot> person = conquest::makeBot("normal", 5);
        m_table->setHotSeat(true);
        m_table->show();
        m_driver->table = m_table;
        int covers = 0, secretChoicesInTurn = 0, lastChooser = -1;
        QStringList problems;
        while (!m_driver->state.over() && problems.size() < 5) {
            const bool person0or1 = !conquest::isChancePending(m_driver->state) && m_driver->state.pendingPlayer < 2;
            if (!person0or1) {
                m_driver->apply(m_driver->nextAutomatic());
                m_driver->show();
                continue;
            }
            const int who = m_driver->state.pendingPlayer;
            m_driver->seat = who;
            m_driver->show();
            if (m_table->covered()) {
                ++covers;
                for (const CardWidget *w : m_table->findChildren<CardWidget *>())
                    if (w->isVisible())
                        problems << QStringLiteral("under the cover, %1 is visible").arg(cardName(w->card()));
                QTest::keyClick(m_table->findChild<QPushButton *>(QStringLiteral("takeScreen")), Qt::Key_Return);
                if (m_table->covered())
                    m_table->findChild<QPushButton *>(QStringLiteral("takeScreen"))->click();
            }
            const conquest::SeatView v = conquest::viewOf(m_driver->state, who);
            const conquest::CardSet secret = v.unknown().without(m_driver->state.discard);
            const BattleRecord &last = m_table->battleRecord();
            for (const CardWidget *w : m_table->findChildren<CardWidget *>())
                if (w->isVisible() && secret.has(w->card())
                    && !(last.cards[0].contains(w->card()) || last.cards[1].contains(w->card())))
                    problems << QStringLiteral("seat %1 sees %2").arg(who + 1).arg(cardName(w->card()));
            if (m_driver->state.pending == Pending::Choose) {
                if (lastChooser >= 0 && lastChooser != who)
                    ++secretChoicesInTurn;
                lastChooser = who;
            }
            conquest::ActionList legal;
            conquest::legalActions(m_driver->state, legal);
            m_driver->apply(person->decide(v, legal));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY(covers > 10);
        QVERIFY2(secretChoicesInTurn > 0, "no battle between the two people");
    }

    // The battle screen's forces and casualties are the engine's (C16, C17).
    void battleScreenShowsTheEnginesFigures()
    {
        m_driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Philistines}, 11);
        m_driver->table = m_table;
        int battles = 0;
        while (!m_driver->state.over() && battles < 3) {
            const conquest::State s = m_driver->state;
            const conquest::Action a = m_driver->nextAutomatic();
            if (s.pending == Pending::Die && s.dieFor == conquest::DieFor::Casualties && (s.attacker == 0 || s.defender == 0)) {
                const auto att = conquest::sideForce(s, conquest::kAttacker);
                const auto def = conquest::sideForce(s, conquest::kDefender);
                for (int c = 0; c < conquest::kCategoryCount; ++c) {
                    QCOMPARE(m_table->battle()->categoryCell(c, 1), QString::number(att[c]));
                    QCOMPARE(m_table->battle()->categoryCell(c, 2), QString::number(def[c]));
                }
                m_driver->apply(a);
                m_driver->show();
                const int loser = s.winnerSide == conquest::kAttacker ? s.defender : s.attacker;
                const int lost = s.armies[loser] - m_driver->state.armies[loser]; // his own armies only
                QVERIFY2(m_table->battle()->casualtiesText().contains(QStringLiteral("Armies lost by ") + kNames.at(loser)),
                         qPrintable(m_table->battle()->casualtiesText()));
                QVERIFY(lost >= 0);
                if (s.cities[loser] > 0)
                    QVERIFY(m_table->battle()->casualtiesText().contains(QStringLiteral("takes a city token")));
                ++battles;
                continue;
            }
            m_driver->apply(a);
            m_driver->show(); // the window sees every view, as with the host
        }
        QVERIFY(battles > 0);
    }

    // C15 on the screen: a Terrain card removed by a Defense card is struck out on the battle screen.
    void terrainRemovedIsStruckOut()
    {
        bool seen = false;
        for (std::uint32_t seed = 50; seed < 90 && !seen; ++seed) {
            delete m_driver;
            m_driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Egyptians, Nation::Moabites}, seed);
            m_driver->table = m_table;
            m_driver->run([&] { return !m_table->battleRecord().terrainRemoved.isEmpty(); }, true);
            const BattleRecord &r = m_table->battleRecord();
            if (r.terrainRemoved.isEmpty())
                continue;
            seen = true;
            for (int c : r.terrainRemoved) {
                QVERIFY(conquest::card(c).terrain);
                bool struck = false;
                for (const CardWidget *w : m_table->battle()->findChildren<CardWidget *>())
                    if (w->card() == c && w->isVisibleTo(m_table->battle()))
                        struck = w->look().struckOut;
                QVERIFY2(struck, qPrintable(cardName(c)));
            }
        }
        QVERIFY2(seen, "no game had a Terrain card removed");
    }

    // Korean from the pending translations; a switch during a battle retranslates the phase bar, the
    // prompt, the battle screen and the log.
    void koreanDuringABattle()
    {
        QVERIFY(reachDecision(m_driver, Pending::Choose, m_table));
        const conquest::SeatView now = conquest::viewOf(m_driver->state, 0);
        m_table->recordAction(now, conquest::makeAction(ActionKind::Draw, 1)); // "Boaz draws a card."
        m_table->recordAction(now, conquest::makeAction(ActionKind::Attack, 0, 2)); // "Hannah attacks Deborah."
        QCOMPARE(m_table->logLines().size(), 2);
        TsTranslator ko;
        QString error;
        QVERIFY2(ko.loadTs(QStringLiteral(CANAAN_SOURCE_DIR "/translations/canaan_ko.ts"), &error), qPrintable(error));
        ko.addPending(QStringLiteral(CANAAN_SOURCE_DIR "/translations/pending"));
        QCoreApplication::installTranslator(&ko);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(m_table->findChild<QLabel *>(QStringLiteral("phase3"))->text(), QStringLiteral("정복 단계"));
        const QString prompt = m_table->findChild<QLabel *>(QStringLiteral("prompt"))->text();
        QVERIFY2(prompt.contains(QStringLiteral("전투")), qPrintable(prompt));
        QVERIFY2(m_table->phaseBar()->turnText().contains(QStringLiteral("차례")), qPrintable(m_table->phaseBar()->turnText()));
        QVERIFY(m_table->battle()->categoryCell(0, 0).contains(QStringLiteral("병력")));
        QVERIFY(m_table->battle()->findChild<QLabel *>()->text().startsWith(QStringLiteral("전투")));
        QVERIFY(m_table->findChild<QLabel *>(QStringLiteral("phase0"))->text() == QStringLiteral("지휘"));
        QVERIFY(!m_table->hand()->cards().isEmpty());
        const int first = m_table->hand()->cards().first();
        QVERIFY(m_table->hand()->widgetFor(first)->toolTip().startsWith(ko.translate("canaan::cardtable::CardNames", cardNameSource(first))));
        // The log is told again in Korean: no English sentence is left (names are Hannah, Boaz ...).
        QVERIFY(!m_table->logLines().isEmpty());
        for (const QString &line : m_table->logLines())
            QVERIFY2(!line.contains(QStringLiteral(" draws ")) && !line.contains(QStringLiteral(" attacks ")), qPrintable(line));
        QCoreApplication::removeTranslator(&ko);
        QCoreApplication::sendPostedEvents();
        QVERIFY(m_table->phaseBar()->turnText().contains(QStringLiteral("Turn")));
    }
};

QTEST_MAIN(TestCardTable)
#include "test_card_table.moc"
