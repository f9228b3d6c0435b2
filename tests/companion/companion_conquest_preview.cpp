// The companion's Conquest page with a game tracked and a battle worked out, for trying it by hand
// and for docs/screenshots/companion_conquest_{en,ko}.png (the Korean straight from canaan_ko.ts and
// translations/pending/, as cardtable_preview does):
//   companion_conquest_preview [--lang ko] [--shot FILE]
#include "tests/app/card_table/ts_translator.h"
#include "translations/src/app_translator.h"
#include "companion/window/battle_calculator_panel.h"
#include "companion/window/battle_side_editor.h"
#include "companion/window/card_picker.h"
#include "companion/companion_document.h"
#include "companion/window/companion_window.h"
#include "companion/window/conquest_panel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLineEdit>
#include <QListWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>

using namespace canaan;
using namespace canaan::companion;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    QCommandLineOption lang("lang", "en or ko.", "lang", "en");
    QCommandLineOption shot("shot", "Save a picture of the window there and quit.", "file");
    parser.addOptions({lang, shot});
    parser.process(app);

    TsTranslator ko;
    AppTranslator english; // the English plural forms, as the program loads them
    QString error;
    if (parser.value(lang) != QLatin1String("ko")) {
        english.apply(QStringLiteral("en"));
    } else if (!ko.loadProjectKorean(QStringLiteral(CANAAN_SOURCE_DIR), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    } else {
        QApplication::installTranslator(&ko);
    }

    // A session of its own, so the user's companion is left alone.
    QTemporaryDir dir;
    CompanionWindow window{SessionStore(dir.filePath(QStringLiteral("companion.json")))};
    CompanionDocument *doc = window.document();
    using conquest::Nation;
    doc->startConquest({Nation::Philistines, Nation::Hebrews, Nation::Assyrians, Nation::Moabites}, 20, 20);
    for (int i = 0; i < 4 * 4 + 3; ++i) // turn 5, the Philistines' Conquest phase
        doc->nextConquestPhase();
    doc->adjustConquest(0, false, 4);
    doc->adjustConquest(1, true, -1);
    doc->adjustConquest(0, true, 1);

    window.tabs()->setCurrentIndex(6);
    BattleCalculatorPanel *calc = window.conquestPanel()->calculator();
    BattleSideEditor *attacker = calc->side(conquest::kAttacker);
    BattleSideEditor *defender = calc->side(conquest::kDefender);
    const ConquestTrack &t = doc->session().conquest;
    attacker->setNation(t.seats[0].nation);
    attacker->setArmies(t.seats[0].armies, t.seats[0].cities);
    attacker->lentEdit()->setText(QStringLiteral("3"));
    attacker->philistineEdit()->setText(QStringLiteral("4"));
    defender->setNation(t.seats[1].nation);
    defender->setArmies(t.seats[1].armies + 2, t.seats[1].cities);
    defender->lentEdit()->setText(QStringLiteral("2"));
    using conquest::Kind;
    const auto first = [](Kind k, int n = 0) { return conquest::cardsOfKind(k).nth(n); };
    attacker->addCard(first(Kind::Numbers));
    attacker->addCard(first(Kind::Strategy, 3));
    attacker->addCard(first(Kind::Intelligence, 2));
    attacker->addCard(conquest::terrainCards().nth(0));
    defender->addCard(first(Kind::Defense));
    defender->addCard(first(Kind::Morale, 1));
    defender->addCard(first(Kind::Intelligence, 5));
    attacker->addCard(first(Kind::Siege));
    attacker->addCard(first(Kind::Pursuit));
    calc->picker()->search()->setText(parser.value(lang) == QLatin1String("ko") ? QStringLiteral("추격") : QStringLiteral("Pursuit"));
    calc->tieEdit()->setText(QStringLiteral("3 3, 5 2"));
    calc->casualtyEdit()->setText(QStringLiteral("3"));

    window.resize(1280, 720);
    window.show();
    if (parser.isSet(shot))
        QTimer::singleShot(800, &app, [&] { app.exit(window.grab().save(parser.value(shot)) ? 0 : 1); });
    return app.exec();
}
