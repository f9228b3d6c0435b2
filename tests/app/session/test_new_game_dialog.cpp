// The new-game dialog: seats, colours that never repeat, the map list with a preview, a broken map
// that disables Start with its error, rulesets and options, and every choice remembered (QSettings
// in a test folder).
#include "app/app_info.h"
#include "boardview/board_scene.h"
#include "boardview/board_view.h"
#include "app/settlers_table/clock_box.h"
#include "app/session/game_folder.h"
#include "app/session/map_previews.h"
#include "app/session/new_game_dialog.h"
#include "engine/io/map_file.h"
#include "cartography/map_folders.h"
#include "editor/model/map_document.h"
#include "editor/window/editor_window.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QComboBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace canaan;
using session::NewGameDialog;

class TestNewGameDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void startsWithTheDefaults();
    void listsTheBuiltInMapsWithAPreview();
    void coloursNeverRepeat();
    void remembersItsChoices();
    void aBrokenMapShowsItsErrorAndDisablesStart();
    void printMapIsOfferedForAMapThatLoaded();
    void theUsersOwnMapIsRememberedAsRecent();
    void rulesetAndOptionsGoIntoTheGame();
    void classicNeedsThreePlayers();
    void optionsAreRememberedPerMap();
    void listsTheUsersOwnMapsWithPreviews();
    void previewsAreDrawnOncePerFileVersion();
    void aMapSavedFromTheEditorIsListed();

private:
    QTemporaryDir m_dir;
};

void TestNewGameDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    app::setApplicationInfo();
    QVERIFY(m_dir.isValid());
}

void TestNewGameDialog::init() { QSettings().remove(QStringLiteral("newGame")); }

void TestNewGameDialog::startsWithTheDefaults()
{
    NewGameDialog dialog;
    QCOMPARE(dialog.playerCount(), 4);
    QCOMPARE(dialog.seatKind(0), QStringLiteral("human"));
    for (int i = 1; i < 4; ++i)
        QCOMPARE(dialog.seatKind(i), QStringLiteral("normal"));
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(dialog.seatName(i), settlerstable::defaultSeatName(i));
        QCOMPARE(dialog.seatColor(i), settlerstable::defaultSeatColor(i));
    }
    QCOMPARE(dialog.mapPath(), app::kDefaultMapResource);
    QCOMPARE(dialog.clockSeconds(), 0); // the turn clock is off unless chosen
    QCOMPARE(dialog.setup().clockSeconds, 0);
    QVERIFY(dialog.canStart());
    QVERIFY(dialog.startButton()->isEnabled());
    const settlerstable::GameSetup setup = dialog.setup();
    QCOMPARE(setup.seats.size(), 4);
    QVERIFY(setup.seats[0].isHuman());
    QCOMPARE(setup.seats[1].botId, QStringLiteral("normal"));
    QCOMPARE(setup.map.ruleset, settlers::Ruleset::Canaan);
    QVERIFY(setup.history.empty());
}

void TestNewGameDialog::listsTheBuiltInMapsWithAPreview()
{
    NewGameDialog dialog;
    const QStringList maps = dialog.mapChoices();
    QVERIFY(maps.contains(app::kDefaultMapResource));
    QVERIFY(maps.contains(QStringLiteral(":/maps/classic.canaanmap")));
    QCOMPARE(maps.first(), app::kDefaultMapResource);
    auto *scene = qobject_cast<boardview::BoardScene *>(dialog.preview()->scene());
    QVERIFY(scene);
    QCOMPARE(scene->numberTokenItems().size(), 19);
    QVERIFY(dialog.selectMap(QStringLiteral(":/maps/classic.canaanmap")));
    QCOMPARE(dialog.ruleset(), settlers::Ruleset::Classic);
    QCOMPARE(scene->map().ruleset, settlers::Ruleset::Classic);
}

void TestNewGameDialog::coloursNeverRepeat()
{
    NewGameDialog dialog;
    const QColor first = dialog.seatColor(0);
    const QColor second = dialog.seatColor(1);
    dialog.setSeatColor(0, second); // taken by seat 1: they swap
    QCOMPARE(dialog.seatColor(0), second);
    QCOMPARE(dialog.seatColor(1), first);
    dialog.setSeatColor(2, QColor(0x2e, 0x8b, 0x3e)); // a free one
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < i; ++j)
            QVERIFY(dialog.seatColor(i) != dialog.seatColor(j));
}

void TestNewGameDialog::remembersItsChoices()
{
    {
        NewGameDialog dialog;
        dialog.setPlayerCount(3);
        dialog.setSeatKind(0, QStringLiteral("hard"));
        dialog.setSeatKind(2, QStringLiteral("human"));
        dialog.setSeatName(1, QStringLiteral("Miriam"));
        dialog.setSeatColor(3, QColor(0x7a, 0x4a, 0x21));
        dialog.setClockSeconds(60);
        dialog.startButton()->click(); // Start remembers
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }
    NewGameDialog again;
    QCOMPARE(again.playerCount(), 3);
    QCOMPARE(again.seatKind(0), QStringLiteral("hard"));
    QCOMPARE(again.seatKind(2), QStringLiteral("human"));
    QCOMPARE(again.seatName(1), QStringLiteral("Miriam"));
    QCOMPARE(again.seatName(0), settlerstable::defaultSeatName(0));
    QCOMPARE(again.seatColor(3), QColor(0x7a, 0x4a, 0x21));
    const settlerstable::GameSetup setup = again.setup();
    QCOMPARE(setup.seats.size(), 3);
    QCOMPARE(setup.seats[1].name, QStringLiteral("Miriam"));
    QCOMPARE(again.clockSeconds(), 60);
    QCOMPARE(setup.clockSeconds, 60);
    QCOMPARE(again.clockBox()->currentText(), settlerstable::ClockBox::choiceText(60));
    // A value that is no choice (a settings file edited by hand) selects no clock.
    again.setClockSeconds(45);
    QCOMPARE(again.clockSeconds(), 0);
}

// Print Map… (issue 41, docs/print.md) beside the map chooser: only when the chosen map loaded.
void TestNewGameDialog::printMapIsOfferedForAMapThatLoaded()
{
    const QString path = m_dir.filePath(QStringLiteral("unprintable.canaanmap"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ \"format\": ");
    file.close();
    NewGameDialog dialog;
    QPushButton *print = nullptr;
    for (QPushButton *button : dialog.findChildren<QPushButton *>())
        if (button->text() == QStringLiteral("Prin&t Map…"))
            print = button;
    QVERIFY(print);
    QVERIFY(print->isEnabled());
    QVERIFY(!dialog.selectMap(path));
    QVERIFY(!print->isEnabled());
    QVERIFY(dialog.selectMap(QStringLiteral(":/maps/classic.canaanmap")));
    QVERIFY(print->isEnabled());
}

void TestNewGameDialog::aBrokenMapShowsItsErrorAndDisablesStart()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.canaanmap"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ \"format\": \"canaan-map\", ");
    file.close();
    NewGameDialog dialog;
    QVERIFY(!dialog.selectMap(path));
    QVERIFY(dialog.mapError().contains(QStringLiteral("broken.canaanmap")));
    QVERIFY(!dialog.canStart());
    QVERIFY(!dialog.startButton()->isEnabled());
    // Issue 24, defect 7: opened with the broken map, the list shows that map and the rule fields
    // the defaults, not "(built in)" and the spin boxes' minimums.
    NewGameDialog opened(nullptr, path);
    QVERIFY(!opened.mapError().isEmpty());
    QVERIFY2(opened.mapList()->currentText().contains(QStringLiteral("broken.canaanmap")),
             qPrintable(opened.mapList()->currentText()));
    QVERIFY(!opened.mapList()->currentText().contains(QStringLiteral("built in")));
    QCOMPARE(opened.findChild<QSpinBox *>(QStringLiteral("vpToWin"))->value(), settlers::GameOptions::defaultsFor(settlers::Ruleset::Canaan).vpToWin);
    QCOMPARE(opened.options().bankPerResource, settlers::GameOptions::defaultsFor(settlers::Ruleset::Canaan).bankPerResource);
    // A good map brings Start back.
    QVERIFY(dialog.selectMap(app::kDefaultMapResource));
    QVERIFY(dialog.startButton()->isEnabled());
    QVERIFY(dialog.mapError().isEmpty());
}

void TestNewGameDialog::theUsersOwnMapIsRememberedAsRecent()
{
    const QString copy = m_dir.filePath(QStringLiteral("mine.canaanmap"));
    QFile::remove(copy);
    QVERIFY(QFile::copy(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"), copy));
    {
        NewGameDialog dialog;
        QVERIFY(dialog.selectMap(copy));
        QVERIFY(dialog.mapChoices().contains(copy));
        dialog.startButton()->click();
    }
    NewGameDialog again;
    QCOMPARE(again.mapPath(), copy);
    QVERIFY(again.mapChoices().contains(copy));
    // A file passed in (the command line) wins over the remembered one.
    NewGameDialog given(nullptr, QStringLiteral(":/maps/classic.canaanmap"));
    QCOMPARE(given.mapPath(), QStringLiteral(":/maps/classic.canaanmap"));
}

void TestNewGameDialog::rulesetAndOptionsGoIntoTheGame()
{
    NewGameDialog dialog;
    QVERIFY(dialog.canChangeRuleset());
    settlers::GameOptions options = dialog.options();
    options.vpToWin = 10;
    options.freeTradeBuild = true;
    options.jerusalemTie = settlers::JerusalemTie::Shared;
    options.stonesToComplete = 20;
    dialog.setOptions(options);
    settlerstable::GameSetup setup = dialog.setup();
    QCOMPARE(setup.map.options.vpToWin, 10);
    QVERIFY(setup.map.options.freeTradeBuild);
    QCOMPARE(setup.map.options.jerusalemTie, settlers::JerusalemTie::Shared);
    QCOMPARE(setup.map.options.stonesToComplete, 20);
    const play::SettlersMatch match(settlerstable::boardSetupOf(setup));
    QCOMPARE(match.rules().options().vpToWin, 10);

    dialog.setRuleset(settlers::Ruleset::Classic);
    QCOMPARE(dialog.ruleset(), settlers::Ruleset::Classic);
    QCOMPARE(dialog.options(), settlers::GameOptions::defaultsFor(settlers::Ruleset::Classic));
    setup = dialog.setup();
    QCOMPARE(setup.map.ruleset, settlers::Ruleset::Classic);
    dialog.restoreMapRules();
    QCOMPARE(dialog.ruleset(), settlers::Ruleset::Canaan);
    QCOMPARE(dialog.options().vpToWin, settlers::GameOptions::defaultsFor(settlers::Ruleset::Canaan).vpToWin);
}

void TestNewGameDialog::classicNeedsThreePlayers()
{
    NewGameDialog dialog;
    dialog.setPlayerCount(2);
    QCOMPARE(dialog.playerCount(), 2);
    dialog.setRuleset(settlers::Ruleset::Classic);
    QCOMPARE(dialog.playerCount(), 3);
    dialog.setPlayerCount(2);
    QCOMPARE(dialog.playerCount(), 3);
}

void TestNewGameDialog::optionsAreRememberedPerMap()
{
    {
        NewGameDialog dialog;
        dialog.findChild<QSpinBox *>(QStringLiteral("vpToWin"))->setValue(9);
        dialog.startButton()->click();
    }
    NewGameDialog again;
    QCOMPARE(again.options().vpToWin, 9);
    QVERIFY(again.selectMap(QStringLiteral(":/maps/classic.canaanmap")));
    QCOMPARE(again.options().vpToWin, settlers::GameOptions::defaultsFor(settlers::Ruleset::Classic).vpToWin); // not this map's
    QVERIFY(again.selectMap(app::kDefaultMapResource));
    QCOMPARE(again.options().vpToWin, 9);
}

void TestNewGameDialog::listsTheUsersOwnMapsWithPreviews()
{
    // The folder used last holds one good map and one damaged file: both listed beside the built-in
    // maps, the good one with its picture and title, the damaged one with its error instead.
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString good = folder.filePath(QStringLiteral("hills.canaanmap"));
    const QString bad = folder.filePath(QStringLiteral("torn.canaanmap"));
    QVERIFY(QFile::copy(QStringLiteral(":/maps/classic.canaanmap"), good));
    QFile torn(bad);
    QVERIFY(torn.open(QIODevice::WriteOnly));
    torn.write("{ \"hexes\": [");
    torn.close();
    session::rememberGamesFolder(folder.filePath(QStringLiteral("some.canaansave")));

    NewGameDialog dialog;
    QComboBox *list = dialog.mapList();
    const int goodRow = list->findData(good);
    const int badRow = list->findData(bad);
    QVERIFY2(goodRow >= 0 && badRow >= 0, qPrintable(dialog.mapChoices().join(QLatin1Char(' '))));
    QVERIFY(goodRow > list->findData(app::kDefaultMapResource)); // after the built-in ones
    QVERIFY(list->itemText(goodRow).contains(QStringLiteral("hills.canaanmap")));
    QCOMPARE(list->itemIcon(goodRow).pixmap(list->iconSize()).cacheKey(),
             QIcon(session::mapPreview(good, list->iconSize())).pixmap(list->iconSize()).cacheKey());
    QVERIFY(!list->itemIcon(list->findData(app::kDefaultMapResource)).isNull()); // built-in ones too
    const session::MapEntry damaged = session::mapEntry(bad);
    QVERIFY(!damaged.error.isEmpty());
    QVERIFY(list->itemText(badRow).contains(damaged.message));
    QCOMPARE(list->itemData(badRow, Qt::ToolTipRole).toString(), damaged.error);
    QVERIFY(session::mapPreview(bad, list->iconSize()).isNull()); // no picture, the error instead

    // Choosing it shows the error and disables Start, as with any damaged map.
    QVERIFY(!dialog.selectMap(bad));
    QVERIFY(!dialog.canStart());
    QVERIFY(dialog.selectMap(good));
    QVERIFY(dialog.canStart());
}

void TestNewGameDialog::previewsAreDrawnOncePerFileVersion()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("m.canaanmap"));
    QVERIFY(QFile::copy(QStringLiteral(":/maps/classic.canaanmap"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QSize size(44, 40);
    const QPixmap first = session::mapPreview(path, size);
    QVERIFY(!first.isNull());
    QCOMPARE(first.size(), size);
    // The sea and the land are drawn: not one colour all over.
    const QImage image = first.toImage();
    QVERIFY(image.pixelColor(size.width() / 2, size.height() / 2) != image.pixelColor(0, 0));
    QCOMPARE(session::mapPreview(path, size).cacheKey(), first.cacheKey()); // from the cache
    // Another version of the file (another size) is drawn again.
    QFile file(path);
    QVERIFY(file.open(QIODevice::Append));
    file.write("\n\n");
    file.close();
    QVERIFY(session::mapPreview(path, size).cacheKey() != first.cacheKey());
}

// Issue 36: Save As in the editor starts where New Game looks, so a map saved with the dialog's
// defaults is in New Game's list without browsing; a map saved elsewhere makes that folder the
// next start, and New Game lists it too.
void TestNewGameDialog::aMapSavedFromTheEditorIsListed()
{
    const MapLoadResult classic = loadMapFile(QStringLiteral(":/maps/classic.canaanmap"));
    QVERIFY(classic.ok());
    const QString documents = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(QStringLiteral("Canaan"));
    QSettings().remove(QStringLiteral("editor/lastFolder"));
    {
        editor::EditorWindow window;
        window.setInteractive(false);
        window.document()->reset(*classic.map); // a new map: no file yet
        const QString path = window.defaultSavePath();
        QCOMPARE(QFileInfo(path).absolutePath(), QFileInfo(documents).absoluteFilePath());
        QFile::remove(path);
        QVERIFY(window.saveTo(path));
        NewGameDialog dialog;
        QVERIFY2(dialog.mapChoices().contains(QFileInfo(path).absoluteFilePath()),
                 qPrintable(dialog.mapChoices().join(QLatin1Char(' '))));
        QVERIFY(dialog.selectMap(QFileInfo(path).absoluteFilePath()));
        QFile::remove(path);
    }
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    {
        editor::EditorWindow window;
        window.setInteractive(false);
        window.document()->reset(*classic.map);
        QVERIFY(window.saveTo(elsewhere.filePath(QStringLiteral("valley.canaanmap"))));
        window.document()->reset(*classic.map);
        QCOMPARE(QFileInfo(window.defaultSavePath()).absolutePath(), QFileInfo(elsewhere.path()).absoluteFilePath());
    }
    QSettings().remove(QStringLiteral("newGame")); // no recent maps: the folder alone lists it
    NewGameDialog dialog;
    QVERIFY(dialog.mapChoices().contains(QFileInfo(elsewhere.filePath(QStringLiteral("valley.canaanmap"))).absoluteFilePath()));
}

QTEST_MAIN(TestNewGameDialog)
#include "test_new_game_dialog.moc"
