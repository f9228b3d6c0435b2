// The card table on the play layer's match host: a person plays through the window alone against
// computer participants to the end screen, shown his seat's news at every action; two people at one
// screen play a whole game in turn behind the pass cover, and under the cover no card is visible.
#include "app/card_table/card_names.h"
#include "app/card_table/card_table_widget.h"
#include "app/card_table/card_widget.h"
#include "app/card_table/decision_panel.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/card_table/hand_view.h"
#include "tests/app/card_table/table_clicks.h"
#include "app/card_table/table_participant.h"

#include "play/computer_participant.h"
#include "play/conquest_game.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include <random>
#include <type_traits>
#include <utility>

using namespace canaan;
using namespace canaan::cardtable;
using canaan::cardtable::testing::clickSomething;
using conquest::Nation;

namespace {

const QStringList kNames{QStringLiteral("Ruth"), QStringLiteral("Boaz"), QStringLiteral("Naomi")};

// The table is given a seat's view, never a whole game state.
static_assert(std::is_same_v<decltype(std::declval<const CardTableWidget &>().shownView()), const conquest::SeatView &>);

} // namespace

class TestTableParticipant : public QObject {
    Q_OBJECT
private slots:
    void aPersonPlaysAgainstComputersToTheEnd()
    {
        const play::ConquestGame::Context context{conquest::Options{}, {Nation::Philistines, Nation::Hebrews, Nation::Egyptians}};
        play::ConquestHost host(context, 3, 17);
        CardTableWidget table;
        table.setNames({QStringLiteral("Ruth"), QStringLiteral("Boaz"), QStringLiteral("Naomi")});
        auto person = std::make_shared<TableParticipant>(&table);
        int refused = 0;
        connect(person.get(), &TableParticipant::refused, this, [&] { ++refused; });
        host.setParticipant(0, person);
        for (int seat = 1; seat < 3; ++seat)
            host.setParticipant(seat, std::make_shared<play::ComputerParticipant<play::ConquestGame>>(
                                          context, QStringLiteral("normal"), play::ConquestGame::botSeed(17, seat)));
        host.setStepDelay(0);
        // Issue 34: at every action the table shows the view of its seat's stream, the very news the
        // host made for that seat.
        int same = 0, actions = 0;
        connect(&host, &play::MatchHostBase::actionApplied, this, [&] {
            ++actions;
            same += table.shownView() == host.news(person->shownSeat()).view;
        });
        host.start();
        std::mt19937 rng(3);
        int clicks = 0;
        for (int guard = 0; !host.state().over() && guard < 100000; ++guard) {
            if (host.decidingSeat() == 0 && !table.decisions()->options().prompt.isEmpty()) {
                clickSomething(table, rng);
                ++clicks;
            } else {
                QTest::qWait(1);
            }
        }
        QVERIFY(host.state().over());
        QCOMPARE(refused, 0);
        QVERIFY(clicks > 10);
        QVERIFY(!table.endScreen()->winnerText().isEmpty());
        QVERIFY(table.logLines().size() > 50);
        QVERIFY(actions > 50);
        QCOMPARE(same, actions);
    }

    void twoPeopleAtOneScreenBehindTheCover()
    {
        const play::ConquestGame::Context context{conquest::Options{}, {Nation::Hittites, Nation::Assyrians, Nation::Moabites}};
        play::ConquestHost host(context, 3, 29);
        CardTableWidget table;
        table.setNames(kNames);
        table.show();
        auto people = std::make_shared<TableParticipant>(&table);
        host.setParticipant(0, people);
        host.setParticipant(1, people);
        host.setParticipant(2, std::make_shared<play::ComputerParticipant<play::ConquestGame>>(
                                   context, QStringLiteral("normal"), play::ConquestGame::botSeed(29, 2)));
        host.setStepDelay(0);
        host.start();
        std::mt19937 rng(8);
        int covers = 0;
        QStringList problems;
        for (int guard = 0; !host.state().over() && guard < 100000 && problems.size() < 5; ++guard) {
            if (table.covered()) {
                ++covers;
                for (const CardWidget *w : table.findChildren<CardWidget *>())
                    if (w->isVisible())
                        problems << QStringLiteral("%1 is visible under the cover").arg(w->card());
                table.findChild<QPushButton *>(QStringLiteral("takeScreen"))->click();
                continue;
            }
            const int seat = host.decidingSeat();
            if (seat < 2 && !table.decisions()->options().prompt.isEmpty()) {
                // Only the cards of the person who took the screen are in the hand.
                const conquest::SeatView v = host.viewOf(seat);
                QList<int> hand;
                v.hand.forEach([&](int c) { hand << c; });
                if (table.hand()->cards() != hand)
                    problems << QStringLiteral("the hand shown is not seat %1's").arg(seat + 1);
                // The log is this person's: no other's draw or discard is named (the last lines; a card
                // lent to him and gone back to its owner he may name, so only these sentences count).
                const QStringList log = table.logLines();
                const conquest::CardSet secret = v.unknown().without(host.state().discard);
                for (qsizetype i = std::max<qsizetype>(0, log.size() - 20); i < log.size(); ++i) {
                    const QString &line = log.at(i);
                    const bool hides = line.contains(QStringLiteral(" draws ")) || line.contains(QStringLiteral(" discards "));
                    if (!hides || line.startsWith(kNames.at(seat)))
                        continue;
                    secret.forEach([&](int c) {
                        const QRegularExpression word(QStringLiteral("(?<![\\p{L}])%1(?![\\p{L}])")
                                                          .arg(QRegularExpression::escape(cardName(c))));
                        if (word.match(line).hasMatch())
                            problems << QStringLiteral("seat %1's log names %2: %3").arg(seat + 1).arg(cardName(c), line);
                    });
                }
                clickSomething(table, rng);
            } else {
                QTest::qWait(1);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY(host.state().over());
        QVERIFY(covers > 5);
    }
};

QTEST_MAIN(TestTableParticipant)
#include "test_table_participant.moc"
