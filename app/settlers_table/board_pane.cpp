#include "app/settlers_table/board_pane.h"

#include "boardview/board_view.h"
#include "app/settlers_table/dice_stats_panel.h"
#include "app/settlers_table/game_window.h"
#include "app/settlers_table/shown_seat.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>
#include <array>

namespace canaan::settlerstable {

BoardPane::BoardPane(ShownSeat &seat, QWidget *window)
    : QWidget(window), m_seat(seat), m_scene(new boardview::BoardScene(this)), m_view(new boardview::BoardView(this))
{
    m_scene->setMap(m_seat.table().map());
    m_view->setScene(m_scene);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_view, 1);
    auto *zoomRow = new QHBoxLayout;
    auto tool = [&](QToolButton *&b, const QString &objectName, const QKeySequence &key, auto slot) {
        b = new QToolButton(this);
        b->setObjectName(objectName);
        b->setAutoRaise(true);
        zoomRow->addWidget(b);
        connect(b, &QToolButton::clicked, m_view, slot);
        auto *shortcut = new QShortcut(key, window);
        connect(shortcut, &QShortcut::activated, m_view, slot);
    };
    tool(m_zoomIn, QStringLiteral("zoomIn"), QKeySequence(Qt::Key_Plus), &boardview::BoardView::zoomIn);
    tool(m_zoomOut, QStringLiteral("zoomOut"), QKeySequence(Qt::Key_Minus), &boardview::BoardView::zoomOut);
    tool(m_fit, QStringLiteral("fitToWindow"), QKeySequence(Qt::Key_0), &boardview::BoardView::fitToWindow);
    // The dice statistics, under the board (which gives up the height), toggled by D or the menu.
    m_diceStats = new DiceStatsPanel(this);
    m_diceStats->setObjectName(QStringLiteral("diceStatistics"));
    m_diceStats->setMaximumHeight(210);
    m_diceStats->hide();
    column->addWidget(m_diceStats);
    m_diceStatsAction = new QAction(window);
    m_diceStatsAction->setCheckable(true);
    m_diceStatsAction->setShortcut(QKeySequence(Qt::Key_D));
    window->addAction(m_diceStatsAction); // the key works without a menu too
    connect(m_diceStatsAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_diceStats->showCounts(m_seat.table().diceCounts());
        m_diceStats->setVisible(on);
    });
    m_diceStatsButton = new QToolButton(this);
    m_diceStatsButton->setObjectName(QStringLiteral("diceStatisticsButton"));
    m_diceStatsButton->setAutoRaise(true);
    m_diceStatsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_diceStatsButton->setDefaultAction(m_diceStatsAction);
    zoomRow->addStretch();
    // "=" is "+" without Shift on most keyboards.
    connect(new QShortcut(QKeySequence(Qt::Key_Equal), window), &QShortcut::activated, m_view,
            &boardview::BoardView::zoomIn);
    // A second row for the dice statistics and the computer's speed: in one row the tools were wider
    // than the board's share of a 1280-pixel screen once the trade panel opened (issue 42).
    auto *speedRow = new QHBoxLayout;
    speedRow->addWidget(m_diceStatsButton);
    speedRow->addStretch();
    // The computer's speed beside the board's tools: the side panel's height goes to the game.
    m_speedLabel = new QLabel(this);
    speedRow->addWidget(m_speedLabel);
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("speed"));
    for (int i = 0; i < GameWindow::kSpeedCount; ++i)
        m_speed->addItem(QString(), i);
    m_speedLabel->setBuddy(m_speed);
    speedRow->addWidget(m_speed);
    column->addLayout(zoomRow);
    column->addLayout(speedRow);
}

void BoardPane::setSpeedShown(bool shown)
{
    m_speed->setVisible(shown);
    m_speedLabel->setVisible(shown);
}

void BoardPane::retranslate()
{
    m_zoomIn->setText(GameWindow::tr("Zoom in (+)"));
    m_zoomOut->setText(GameWindow::tr("Zoom out (-)"));
    m_fit->setText(GameWindow::tr("Fit to window (0)"));
    m_diceStatsAction->setText(GameWindow::tr("&Dice Statistics"));
    m_diceStatsAction->setIconText(GameWindow::tr("Dice statistics (D)")); // the button under the board, like its neighbours
    m_diceStatsAction->setToolTip(GameWindow::tr("Show or hide the rolls so far against what two dice give on average"));
    m_diceStats->retranslate();
    m_speedLabel->setText(GameWindow::tr("Computer &speed:"));
    const std::array<QString, GameWindow::kSpeedCount> speeds{GameWindow::tr("Slow"), GameWindow::tr("Normal"),
                                                              GameWindow::tr("Fast"), GameWindow::tr("Instant")};
    for (int i = 0; i < GameWindow::kSpeedCount; ++i)
        m_speed->setItemText(i, speeds[static_cast<std::size_t>(i)]);
    m_speed->setToolTip(GameWindow::tr("How long each move of the computer players stays on the screen"));
}

void BoardPane::showDiceCounts()
{
    if (!m_diceStats->isHidden())
        m_diceStats->showCounts(m_seat.table().diceCounts());
}

void BoardPane::showPosition(const settlers::GameState &state, int plagueTile)
{
    const settlers::Rules &rules = m_seat.rules();
    const auto &seats = m_seat.seats();
    for (int e = 0; e < rules.edgeCount(); ++e) {
        std::optional<QColor> color;
        for (int p = 0; p < state.numPlayers; ++p)
            if (state.roads[p].test(e))
                color = seats[p].color;
        m_scene->setRoad(e, color);
    }
    for (int v = 0; v < rules.vertexCount(); ++v) {
        const int owner = state.ownerAt(v);
        if (owner == settlers::kNoId)
            m_scene->removeBuilding(v);
        else
            m_scene->setBuilding(v, state.cities[owner].test(v) ? boardview::BuildingKind::City : boardview::BuildingKind::Settlement,
                                 seats[owner].color);
    }
    const int plague = plagueTile >= 0 ? plagueTile : state.plagueTile;
    m_scene->setPlague(plague == settlers::kNoBoardId ? settlers::kNone : static_cast<settlers::TileId>(plague));

    // Jerusalem: each tribe's stones in its colour, then the black ones.
    QList<QColor> stones;
    for (int p = 0; p < state.numPlayers; ++p)
        for (int i = 0; i < state.stones[p]; ++i)
            stones << seats[p].color;
    for (int i = 0; i < state.blackStones; ++i)
        stones << QColor(0x10, 0x10, 0x10);
    m_scene->setJerusalemStones(rules.isClassic() ? 0 : rules.options().stonesToComplete, stones);
}

} // namespace canaan::settlerstable
