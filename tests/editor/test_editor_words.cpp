// Issue 24, defect 6: the editor's balance panel names places as the board shows them ("Forest 6"),
// never by coordinates ("0,1,N", "Hexes 0,0 and 1,0"), and a click on a place shows it on the board.
#include "editor/canvas/coordinates_item.h"
#include "editor/window/balance_panel.h"
#include "editor/window/editor_window.h"

#include <QAction>

#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>

using namespace canaan;
using namespace canaan::editor;

class TestEditorWords : public QObject {
    Q_OBJECT
private slots:
    void balancePanelUsesWordsAndLinksToPlaces();
    void coordinatesOverlayIsOffered();
};

void TestEditorWords::balancePanelUsesWordsAndLinksToPlaces()
{
    settlers::MapModel map;
    map.maxPlayers = 2;
    map.hexes = {{{0, 0}, settlers::Terrain::Forest, 6}, {{1, 0}, settlers::Terrain::Hills, 8}, {{0, 1}, settlers::Terrain::Pasture, 4}};
    BalancePanel panel;
    panel.showBalance(map);
    QLabel *text = nullptr;
    for (QLabel *label : panel.findChildren<QLabel *>())
        if (label->text().contains(QStringLiteral("<h3>")))
            text = label;
    QVERIFY(text);
    QTextDocument document;
    document.setHtml(text->text());
    const QString shown = document.toPlainText();
    // No coordinates in what the user reads.
    static const QRegularExpression coordinates(QStringLiteral("-?\\d+,-?\\d+"));
    QVERIFY2(!coordinates.match(shown).hasMatch(), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Forest 6 beside Hills 8")) ||
                 shown.contains(QStringLiteral("Hills 8 beside Forest 6")),
             qPrintable(shown));

    // Each place is a link; following one asks the window to show that place.
    static const QRegularExpression link(QStringLiteral("href=\"(hex:[^\"]+)\""));
    const auto match = link.match(text->text());
    QVERIFY(match.hasMatch());
    QSignalSpy chosen(&panel, &BalancePanel::placeChosen);
    emit text->linkActivated(match.captured(1));
    QCOMPARE(chosen.size(), 1);
    const auto hex = chosen.front().at(0).value<std::optional<settlers::HexCoord>>();
    QVERIFY(hex.has_value());
}

void TestEditorWords::coordinatesOverlayIsOffered()
{
    // Off by default; View → Show Coordinates shows each hex's "q,r" for those who want them.
    EditorWindow window;
    window.setInteractive(false);
    QVERIFY(window.openFile(QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/canaan.canaanmap")));
    CoordinatesItem *item = window.coordinatesItem();
    QVERIFY(item && !item->isVisible());
    QVERIFY(item->labels().contains(QStringLiteral("0,0")));
    window.coordinatesAction()->trigger();
    QVERIFY(item->isVisible());
    window.coordinatesAction()->trigger();
    QVERIFY(!item->isVisible());
}

QTEST_MAIN(TestEditorWords)
#include "test_editor_words.moc"
