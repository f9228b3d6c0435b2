// The map editor follows a language switch at once (issue 7): with the real Korean translation
// installed while the window is open, every text it shows (title, menus, actions and their tips,
// the tool palette, the panels, messages already computed such as validation and balance, the
// history, the status bar and the editor's dialogs) is Korean; switched back, it is English again.
// A text with Latin letters and no Hangul in Korean is a string that missed its translation.
#include "editor/commands/replace_map_command.h"
#include "editor/commands/set_terrain_command.h"
#include "tests/editor/editor_test_maps.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"
#include "editor/canvas/tool_controller.h"
#include "editor/window/balance_panel.h"
#include "editor/window/editor_window.h"
#include "editor/window/generate_dialog.h"
#include "editor/window/new_map_dialog.h"
#include "editor/window/simulation_dialog.h"
#include "editor/window/validation_panel.h"

#include "translations/src/app_translator.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextDocument>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

using namespace canaan;
using namespace canaan::editor;

namespace {

struct Text {
    QString where;
    QString text;
};

bool hasHangul(const QString &s)
{
    return std::any_of(s.begin(), s.end(), [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; });
}

bool hasLatinLetter(const QString &s)
{
    return std::any_of(s.begin(), s.end(), [](QChar c) { return c.isLetter() && c.unicode() < 0x250; });
}

QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

void addActions(const QString &where, const QList<QAction *> &actions, QList<Text> &out)
{
    // Places by position, not by name, so they are the same in every language.
    for (qsizetype i = 0; i < actions.size(); ++i) {
        QAction *action = actions.at(i);
        const QString here = where + u'/' + QString::number(i);
        if (action->isSeparator())
            continue;
        if (QMenu *menu = action->menu()) {
            out.append({here + QStringLiteral(" menu title"), menu->title()});
            addActions(here, menu->actions(), out);
            continue;
        }
        out.append({here + QStringLiteral(" action"), action->text()});
        out.append({here + QStringLiteral(" tooltip"), action->toolTip()});
        out.append({here + QStringLiteral(" status tip"), action->statusTip()});
    }
}

// Every text a user can see in the window or in its child dialogs, with where it is.
QList<Text> visibleTexts(QMainWindow &window)
{
    QList<Text> out;
    out.append({QStringLiteral("window title"), window.windowTitle()});
    addActions(QStringLiteral("menu bar"), window.menuBar()->actions(), out);
    for (QToolBar *bar : window.findChildren<QToolBar *>()) {
        out.append({QStringLiteral("tool bar title"), bar->windowTitle()});
        addActions(QStringLiteral("tool bar"), bar->actions(), out);
    }
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        out.append({QStringLiteral("dock title"), dock->windowTitle()});
    for (QDialog *dialog : window.findChildren<QDialog *>())
        out.append({QStringLiteral("dialog title"), dialog->windowTitle()});
    for (QLabel *label : window.findChildren<QLabel *>())
        out.append({QStringLiteral("label"), plain(label->text())});
    for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        if (!button->objectName().startsWith(QLatin1String("qt_")))
            out.append({QStringLiteral("button"), button->text()});
        if (!button->objectName().startsWith(QLatin1String("qt_")))
            out.append({QStringLiteral("button tooltip"), button->toolTip()});
    }
    for (QComboBox *box : window.findChildren<QComboBox *>())
        for (int i = 0; i < box->count(); ++i)
            out.append({QStringLiteral("combo box item"), box->itemText(i)});
    for (QGroupBox *group : window.findChildren<QGroupBox *>())
        out.append({QStringLiteral("group box"), group->title()});
    for (QAbstractItemView *view : window.findChildren<QAbstractItemView *>()) {
        if (!view->model())
            continue;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            out.append({QStringLiteral("list row"), view->model()->index(row, 0).data().toString()});
    }
    return out;
}

// The shortcuts of every action of the window, which a language switch must not change.
QStringList shortcuts(QMainWindow &window)
{
    QStringList keys;
    for (QAction *action : window.findChildren<QAction *>())
        if (!action->shortcut().isEmpty())
            keys << action->shortcut().toString(QKeySequence::PortableText);
    keys.sort();
    return keys;
}

} // namespace

class TestEditorRetranslate : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("editor/recentFiles")); // file names are not translated
    }

    void cleanup() { m_translator.apply(QStringLiteral("en")); }

    void everyTextFollowsTheLanguage_data()
    {
        QTest::addColumn<QStringList>("switches");
        QTest::newRow("to Korean") << QStringList{QStringLiteral("ko")};
        QTest::newRow("to Korean and back") << QStringList{QStringLiteral("ko"), QStringLiteral("en")};
        QTest::newRow("back and forth")
            << QStringList{QStringLiteral("ko"), QStringLiteral("en"), QStringLiteral("ko")};
    }
    void everyTextFollowsTheLanguage()
    {
        QFETCH(QStringList, switches);
        QCOMPARE(m_translator.apply(QStringLiteral("en")), QStringLiteral("en"));
        EditorWindow window;
        window.setInteractive(false);
        window.document()->reset(test::builtinMap("canaan"), QStringLiteral("/tmp/canaan.canaanmap"));
        // A hills hex without a number: a warning in the validation panel, and a step in the history.
        window.document()->push(new SetTerrainCommand(window.document(), {{0, -2}}, settlers::Terrain::Hills));
        settlers::MapModel mountains = window.document()->map();
        settlers::MapHex hex = *mountains.hexAt({0, -2});
        hex.terrain = settlers::Terrain::Mountains;
        putHex(mountains, hex);
        window.document()->push(new ReplaceMapCommand(window.document(), mountains,
                                                      [] { return EditorWindow::tr("Restore draft"); }));
        QCOMPARE(window.document()->undoStack()->count(), 2);
        // The editor's dialogs, open while the language changes.
        auto *simulation = new SimulationDialog(window.document()->map(), &window);
        auto *generate = new GenerateDialog(&window);
        auto *newMap = new NewMapDialog(&window);
        window.show();
        simulation->show();
        generate->show();
        newMap->show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.waitForAnalysis(); // the checks run off the GUI thread
        QVERIFY(window.validationPanel()->rowCount() > 0);
        const QStringList keys = shortcuts(window);
        const QList<Text> english = visibleTexts(window);
        QVERIFY(keys.contains(QStringLiteral("Ctrl+E")));
        QVERIFY(keys.contains(QStringLiteral("B")));

        for (const QString &language : switches) {
            QCOMPARE(m_translator.apply(language), language);
            QCoreApplication::sendPostedEvents(); // the LanguageChange events
            window.waitForAnalysis();             // and the checks they ask for again
            const bool korean = language == QLatin1String("ko");
            const QList<Text> texts = visibleTexts(window);
            // The same texts in the same places, none lost on the way.
            QCOMPARE(texts.size(), english.size());
            for (qsizetype i = 0; i < texts.size(); ++i) {
                const Text &t = texts.at(i);
                QCOMPARE(t.where, english.at(i).where);
                const QString change =
                    QStringLiteral("%1: \"%2\" became \"%3\"").arg(t.where, english.at(i).text, t.text);
                QVERIFY2(t.text.isEmpty() == english.at(i).text.isEmpty(), qPrintable(change));
                if (korean)
                    QVERIFY2(!hasLatinLetter(t.text) || hasHangul(t.text),
                             qPrintable(QStringLiteral("%1 is not Korean: %2").arg(t.where, t.text)));
                else
                    QVERIFY2(!hasHangul(t.text),
                             qPrintable(QStringLiteral("%1 is not English: %2").arg(t.where, t.text)));
            }
            QCOMPARE(shortcuts(window), keys);
            // Named checks, so that a text that vanished cannot pass unseen.
            const QString title = window.windowTitle();
            QVERIFY2(title.startsWith(korean ? QStringLiteral("가나안 (canaan.canaanmap)")
                                             : QStringLiteral("Canaan (canaan.canaanmap)")),
                     qPrintable(title));
            QCOMPARE(window.menuBar()->actions().constFirst()->text(),
                     korean ? QStringLiteral("파일(&F)") : QStringLiteral("&File"));
            auto *list = window.validationPanel()->findChild<QListWidget *>();
            QVERIFY(list && list->count() > 0);
            QVERIFY2(list->item(0)->text().startsWith(korean ? QStringLiteral("경고") : QStringLiteral("Warning: ")),
                     qPrintable(list->item(0)->text()));
            const QUndoStack *stack = window.document()->undoStack();
            QCOMPARE(stack->text(0), korean ? QCoreApplication::translate("canaan::editor::Commands", "Paint terrain")
                                            : QStringLiteral("Paint terrain"));
            QCOMPARE(stack->text(1), korean ? EditorWindow::tr("Restore draft") : QStringLiteral("Restore draft"));
        }
    }

    // The shortcuts and actions made before the switch still act after it.
    void actionsWorkAfterTheSwitch()
    {
        QCOMPARE(m_translator.apply(QStringLiteral("en")), QStringLiteral("en"));
        EditorWindow window;
        window.setInteractive(false);
        window.document()->reset(test::builtinMap("canaan"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        m_translator.apply(QStringLiteral("ko"));
        QCoreApplication::sendPostedEvents();
        window.activateWindow();
        QTest::keyClick(&window, Qt::Key_E);
        QCOMPARE(window.tools()->tool(), Tool::Eraser);
        // Map > Derive Jerusalem Sites, unchecked: the sites become an explicit list.
        QAction *derive = nullptr;
        for (QAction *action : window.findChildren<QAction *>())
            if (action->isCheckable() && action->text() == EditorWindow::tr("Derive Jerusalem Sites"))
                derive = action;
        QVERIFY(derive && derive->isChecked());
        derive->trigger();
        QVERIFY(!window.document()->map().jerusalemSites.empty());
        QCOMPARE(window.document()->undoStack()->text(0),
                 QCoreApplication::translate("canaan::editor::Commands", "List Jerusalem sites"));
        QVERIFY(hasHangul(window.document()->undoStack()->text(0)));
        // Undo, made again in Korean, still undoes.
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(window.document()->map().jerusalemSites.empty());
    }

    // A simulation's result, already shown, is written again in the new language.
    void simulationResultFollowsTheLanguage()
    {
        QCOMPARE(m_translator.apply(QStringLiteral("en")), QStringLiteral("en"));
        SimulationDialog dialog(test::builtinMap("canaan"));
        QSignalSpy finished(&dialog, &SimulationDialog::finished);
        dialog.start(1);
        QVERIFY(finished.wait(20000));
        QLabel *summary = nullptr;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            if (label->text().contains(QStringLiteral("1 games played")))
                summary = label;
        QVERIFY(summary);
        QVERIFY(summary->text().contains(QStringLiteral("Seat 1 wins")));
        m_translator.apply(QStringLiteral("ko"));
        QCoreApplication::sendPostedEvents();
        QVERIFY2(hasHangul(summary->text()) && !summary->text().contains(QStringLiteral("Seat")),
                 qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QStringLiteral("1번 자리")), qPrintable(summary->text()));
    }

    void screenshotAfterTheSwitch()
    {
        // For people: CANAAN_RETRANSLATE_SCREENSHOT=file.png saves pictures of an editor opened in
        // English and switched to Korean: the window, the balance panel, the Edit menu, the dialogs.
        const QString out = qEnvironmentVariable("CANAAN_RETRANSLATE_SCREENSHOT");
        if (out.isEmpty())
            QSKIP("set CANAAN_RETRANSLATE_SCREENSHOT to save pictures");
        const auto named = [&out](const QString &part) {
            QString name = out;
            return name.replace(QStringLiteral(".png"), QStringLiteral("-%1.png").arg(part));
        };
        m_translator.apply(QStringLiteral("en"));
        EditorWindow window;
        window.setInteractive(false);
        window.openFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap"));
        window.document()->push(new SetTerrainCommand(window.document(), {{0, -2}}, settlers::Terrain::Hills));
        window.resize(1360, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        m_translator.apply(QStringLiteral("ko"));
        QTest::qWait(300);
        QVERIFY(window.grab().save(out));
        window.balancePanel()->setOverlayShown(true);
        if (auto *dock = qobject_cast<QDockWidget *>(window.balancePanel()->parentWidget()))
            dock->raise();
        QTest::qWait(100);
        QVERIFY(window.grab().save(named(QStringLiteral("balance"))));
        for (QAction *menuAction : window.menuBar()->actions()) {
            QMenu *menu = menuAction->menu();
            menu->popup(window.mapToGlobal(QPoint(0, 0)));
            QTest::qWait(100);
            const qsizetype index = window.menuBar()->actions().indexOf(menuAction);
            QVERIFY(menu->grab().save(named(QStringLiteral("menu%1").arg(index))));
            menu->hide();
        }
        SimulationDialog simulation(window.document()->map(), &window);
        GenerateDialog generate(&window);
        NewMapDialog newMap(&window);
        for (QDialog *dialog : std::initializer_list<QDialog *>{&simulation, &generate, &newMap}) {
            dialog->show();
            QTest::qWait(100);
            const QString name =
                QString::fromLatin1(dialog->metaObject()->className()).section(QStringLiteral("::"), -1);
            QVERIFY(dialog->grab().save(named(name)));
            dialog->hide();
        }
    }

private:
    AppTranslator m_translator;
};

QTEST_MAIN(TestEditorRetranslate)
#include "test_editor_retranslate.moc"
