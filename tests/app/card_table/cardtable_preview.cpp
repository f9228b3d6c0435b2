// The card table without the play layer: bots play every seat (or all but seat 1 with --play) and the
// window shows seat 1's view. For trying the widgets by hand and for the screenshots of docs/conquest.md:
//   cardtable_preview --lang ko --seed 3 --stop reveal --shot docs/screenshots/conquest_battle_ko.png
#include "translations/src/app_translator.h"
#include "app/card_table/card_table_widget.h"
#include "tests/app/card_table/ts_translator.h"
#include "tests/app/card_table/table_driver.h"

#include "app/card_table/battle_history.h"
#include "app/card_table/battle_view.h"
#include "app/card_table/decision_panel.h"
#include "app/card_table/hand_view.h"
#include "app/card_table/conquest_new_game_dialog.h"
#include "app/card_table/conquest_window.h"
#include "rulebook/rules_viewer.h"
#include "rulebook/rules_window.h"

#include <QRandomGenerator>

#include <QApplication>
#include <QCommandLineParser>
#include <QMainWindow>
#include <QTimer>

#include <cstdio>

using namespace canaan;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    QCommandLineOption lang("lang", "en or ko (Korean from translations/canaan_ko.ts).", "lang", "en");
    QCommandLineOption seed("seed", "The game's seed.", "n", "1");
    QCommandLineOption stop("stop", "Where to stop: choice, reveal, terrain, end.", "where", "choice");
    QCommandLineOption shot("shot", "Save a picture of the window there and quit.", "file");
    QCommandLineOption play("play", "Seat 1 is yours: decide in the window.");
    QCommandLineOption newGame("new", "The new-game dialog, then a game on the match host (play/).");
    QCommandLineOption rules("rules", "Conquest's page of the rules reference, at this heading.", "anchor");
    QCommandLineOption history("history", "At the stop, the battle history instead of the table.");
    parser.addOptions({lang, seed, stop, shot, play, newGame, rules, history});
    parser.process(app);

    TsTranslator ko;
    AppTranslator english; // the English plural forms (canaan_en.qm), as the program loads them
    if (parser.value(lang) != QLatin1String("ko"))
        english.apply(QStringLiteral("en"));
    if (parser.value(lang) == QLatin1String("ko")) {
        QString error;
        if (!ko.loadProjectKorean(QStringLiteral(CANAAN_SOURCE_DIR), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        QApplication::installTranslator(&ko);
    }
    const bool korean = parser.value(lang) == QLatin1String("ko");
    if (parser.isSet(rules)) {
        auto *viewer = qobject_cast<rulebook::RulesViewer *>(rulebook::showRules(nullptr, parser.value(rules)));
        viewer->setLanguage(parser.value(lang));
        viewer->showAnchor(parser.value(rules));
        if (parser.isSet(shot))
            QTimer::singleShot(300, &app, [&] { app.exit(viewer->grab().save(parser.value(shot)) ? 0 : 1); });
        return app.exec();
    }
    if (parser.isSet(newGame)) {
        QCoreApplication::setOrganizationName(QStringLiteral("Canaan"));
        QCoreApplication::setApplicationName(QStringLiteral("cardtable_preview"));
        cardtable::ConquestNewGameDialog dialog;
        if (parser.isSet(shot)) {
            dialog.show();
            QTimer::singleShot(300, &app, [&] { app.exit(dialog.grab().save(parser.value(shot)) ? 0 : 1); });
            return app.exec();
        }
        if (dialog.exec() != QDialog::Accepted)
            return 0;
        cardtable::ConquestWindow game(cardtable::ConquestWindow::newGame(dialog.choices(), QRandomGenerator::global()->generate64()));
        game.show();
        game.start();
        return app.exec();
    }
    QMainWindow window;
    auto *table = new cardtable::CardTableWidget(&window);
    window.setCentralWidget(table);
    window.resize(1500, 950);
    table->setNames(korean ? QStringList{QStringLiteral("한나"), QStringLiteral("보아스"), QStringLiteral("드보라"), QStringLiteral("기드온")}
                           : QStringList{QStringLiteral("Hannah"), QStringLiteral("Boaz"), QStringLiteral("Deborah"), QStringLiteral("Gideon")});
    using conquest::Nation;
    TableDriver driver({Nation::Philistines, Nation::Hebrews, Nation::Egyptians, Nation::Hittites},
                       parser.value(seed).toUInt());
    driver.table = table;
    if (parser.isSet(play))
        driver.bots[0].reset();
    QObject::connect(table, &cardtable::CardTableWidget::actionChosen, table, [&](const conquest::Action &a) {
        if (!driver.personDecides() || conquest::checkLegal(driver.state, a) != conquest::IllegalReason::Ok)
            return;
        driver.apply(a);
        driver.run();
    });

    const QString where = parser.value(stop);
    const auto stopHere = [&] {
        const conquest::State &s = driver.state;
        if (where == QLatin1String("choice")) // seat 1 choosing in secret, with two cards chosen
            return s.pending == conquest::Pending::Choose && s.pendingPlayer == 0 && s.battle[s.attacker == 0 ? 0 : 1].count() >= 2;
        if (where == QLatin1String("reveal")) // a battle of seat 1 fought to its casualties
            return table->battle()->casualtiesText().size() > 0 && (s.attacker == 0 || s.defender == 0)
                   && s.turnsPlayed >= 4;
        if (where == QLatin1String("terrain")) // a battle in which a Defense card struck out Terrain cards
            return !table->battleRecord().terrainRemoved.isEmpty() && table->battleRecord().casualties.done;
        return false;
    };
    driver.run(stopHere, true);
    if (!driver.state.over()) { // the person takes seat 1 here: its decision on the screen
        driver.bots[0].reset();
        driver.show();
    }
    if (where == QLatin1String("choice")) {
        // Two more cards selected, not yet confirmed: the running force shows them.
        const cardtable::DecisionOptions &options = table->decisions()->options();
        int picked = 0;
        for (auto it = options.byCard.begin(); it != options.byCard.end() && picked < 2; ++it)
            if (it.value().size() == 1) {
                table->hand()->cardClicked(it.key());
                ++picked;
            }
    }
    if (parser.isSet(history)) {
        auto *dialog = new cardtable::BattleHistoryDialog(table->battleHistory(), table->names());
        dialog->resize(900, 900);
        dialog->show();
        if (parser.isSet(shot))
            QTimer::singleShot(300, &app, [&] { app.exit(dialog->grab().save(parser.value(shot)) ? 0 : 1); });
        return app.exec();
    }
    if (parser.isSet(shot)) {
        window.show();
        QTimer::singleShot(600, &app, [&] { // after the fades of the battle screen
            const bool ok = window.grab().save(parser.value(shot));
            std::fprintf(stderr, "%s %s\n", ok ? "saved" : "could not save", qPrintable(parser.value(shot)));
            app.exit(ok ? 0 : 1);
        });
    } else {
        window.show();
    }
    return app.exec();
}
