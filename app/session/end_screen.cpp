#include "app/session/end_screen.h"

#include "boardview/board_text.h"
#include "app/settlers_table/window_fit.h"
#include "boardview/dice_chart.h"
#include "play/game_review.h"
#include "app/replay_viewer/line_chart.h"
#include "play/replay_file.h"
#include "engine/settlers/rules/engine.h"

#include <QEvent>
#include <algorithm>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace canaan::session {

namespace {

QTableWidget *makeTable(QWidget *parent)
{
    auto *table = tablekit::EndFrame::readOnlyTable(parent);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QTableWidgetItem *numberItem(int value)
{
    auto *item = new QTableWidgetItem(QString::number(value));
    item->setTextAlignment(Qt::AlignCenter);
    return item;
}

// "4 (8 VP)": how many pieces, and what they count.
QTableWidgetItem *countItem(int count, int vp)
{
    auto *item = new QTableWidgetItem(EndScreen::tr("%1 (%2 VP)").arg(count).arg(vp));
    item->setTextAlignment(Qt::AlignCenter);
    return item;
}

// A table just tall enough for its rows, so the dialog needs no scrolling.
void fitHeight(QTableWidget *table)
{
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth() + 2;
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->rowHeight(row);
    table->setFixedHeight(height);
}

} // namespace

EndScreen::EndScreen(const settlerstable::GameWindow &game, QWidget *parent)
    : QDialog(parent),
      m_game(game),
      m_stats(settlers::computeGameStats(game.match().rules(), static_cast<int>(game.seats().size()), game.match().log())),
      m_frame(new tablekit::EndFrame(this)),
      m_reason(new QLabel(this)),
      m_pointsTitle(new QLabel(this)),
      m_productionTitle(new QLabel(this)),
      m_diceTitle(new QLabel(this)),
      m_points(makeTable(this)),
      m_production(makeTable(this)),
      m_dice(new boardview::DiceChart(this)),
      m_vpChart(new replayviewer::LineChart(this)),
      m_charts(new QTabWidget(this)),
      m_newGame(new QPushButton(this)),
      m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("endScreen"));
    m_reason->setAlignment(Qt::AlignCenter);
    m_reason->setWordWrap(true);
    for (QLabel *title : {m_pointsTitle, m_productionTitle, m_diceTitle}) {
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_frame);
    QBoxLayout *body = m_frame->body();
    body->addWidget(m_reason);
    body->addSpacing(8);
    body->addWidget(m_pointsTitle);
    body->addWidget(m_points);
    body->addWidget(m_productionTitle);
    body->addWidget(m_production);
    auto *dicePage = new QWidget;
    auto *diceLayout = new QVBoxLayout(dicePage);
    diceLayout->addWidget(m_diceTitle);
    diceLayout->addWidget(m_dice, 1);
    m_charts->addTab(dicePage, QString());
    m_charts->addTab(m_vpChart, QString());
    body->addWidget(m_charts, 1);
    m_frame->addButton(m_newGame);
    m_frame->addButton(m_close);

    rematchButton()->setDefault(true);
    connect(m_frame, &tablekit::EndFrame::rematchRequested, this, [this] {
        accept();
        emit rematchRequested();
    });
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_frame, &tablekit::EndFrame::replayRequested, this, &EndScreen::replayRequested);

    std::array<double, 13> expected{};
    for (int sum = 2; sum <= 12; ++sum)
        expected[static_cast<std::size_t>(sum)] = m_stats.expectedCount(sum);
    m_dice->setCounts(m_stats.diceCounts, expected);
    showVictoryPoints();
    fill();
    settlerstable::resizeToFit(this, QSize(980, 760)); // wide enough for every column of the points table
}

void EndScreen::showVictoryPoints()
{
    // The series only (no chance to win: that is estimated in the replay window, in the background).
    play::ReviewOptions seriesOnly;
    seriesOnly.samples = 0;
    const play::GameReview review = play::reviewGame(*play::boardReplayOf(m_game.match().savedGame()), seriesOnly);
    QList<replayviewer::ChartLine> lines;
    for (const settlerstable::SeatPlan &seat : m_game.seats()) {
        const auto index = static_cast<std::size_t>(lines.size());
        replayviewer::ChartLine line{seat.name, seat.color, {}};
        for (const play::ReviewTurn &row : review.turns)
            line.values << (index < row.vp.size() ? row.vp[index] : 0);
        lines << line;
    }
    QList<int> turns;
    for (const play::ReviewTurn &row : review.turns)
        turns << row.turn;
    m_vpChart->setLines(lines, false);
    m_vpChart->setTurnLabels(turns);
}

QStringList EndScreen::seatNames() const
{
    QStringList names;
    for (const settlerstable::SeatPlan &seat : m_game.seats())
        names << seat.name;
    return names;
}

QString EndScreen::headline() const
{
    const settlers::GameState &s = m_game.match().state();
    QStringList winners;
    for (int p = 0; p < m_game.seats().size(); ++p)
        if (s.winners & (1u << p))
            winners << m_game.seats()[p].name;
    if (winners.isEmpty())
        return tr("Nobody won");
    if (winners.size() == 1)
        return tr("%1 wins!").arg(winners.front());
    return tr("Shared victory: %1").arg(winners.join(QStringLiteral(", ")));
}

QString EndScreen::reasonText() const
{
    const settlers::GameState &s = m_game.match().state();
    const int turns = m_stats.turns;
    switch (s.endReason) {
    case settlers::EndReason::VictoryPoints:
        return tr("The game ended in turn %1 when a player reached %2 victory points.")
            .arg(turns)
            .arg(m_game.match().rules().options().vpToWin);
    case settlers::EndReason::Jerusalem:
        return tr("The game ended in turn %1 when Jerusalem was completed: the most victory points won.").arg(turns) +
               tieBreakText(s, seatNames());
    case settlers::EndReason::JerusalemShared:
        return tr("The game ended in turn %1 when Jerusalem was completed with a tie: the tied players share the "
                  "victory.")
            .arg(turns);
    case settlers::EndReason::TurnLimit: return tr("The game stopped at the turn limit (turn %1).").arg(turns);
    case settlers::EndReason::None: break;
    }
    return tr("The game is not over yet.");
}

QString EndScreen::tieBreakText(const settlers::GameState &s, const QStringList &names)
{
    // R24: a tie on VP at Jerusalem's completion goes to the most building stones laid.
    int best = -1;
    for (int p = 0; p < s.numPlayers; ++p)
        best = std::max<int>(best, s.vp[p]);
    QStringList tied, stones;
    for (int p = 0; p < s.numPlayers; ++p)
        if (s.vp[p] == best) {
            tied << names.value(p);
            stones << tr("%1 %2").arg(names.value(p)).arg(s.stones[p]);
        }
    if (tied.size() < 2)
        return {};
    return QLatin1Char(' ') + tr("%1 were tied on %2 VP; the tie went to the most building stones laid in "
                                 "Jerusalem (%3).")
                                  .arg(tied.join(QStringLiteral(", ")))
                                  .arg(best)
                                  .arg(stones.join(QStringLiteral(", ")));
}

void EndScreen::fill()
{
    setWindowTitle(tr("The Game Is Over"));
    m_frame->headline()->setText(headline());
    m_reason->setText(reasonText());
    m_pointsTitle->setText(tr("Victory points"));
    m_productionTitle->setText(tr("Resources produced by the dice"));
    m_diceTitle->setText(tr("Dice: %n roll(s); the bars are the rolls, the dashed line what two dice give on average",
                            nullptr, m_stats.rolls));
    rematchButton()->setText(tr("&Rematch"));
    rematchButton()->setToolTip(tr("The same players, map and rules, with new dice"));
    m_newGame->setText(tr("&New Game…"));
    m_close->setText(tr("&Close"));
    m_charts->setTabText(0, tr("Dice"));
    m_charts->setTabText(1, tr("Victory points per turn"));

    const settlers::Rules &rules = m_game.match().rules();
    const settlers::GameState &s = m_game.match().state();
    const bool classic = rules.isClassic();
    const int players = static_cast<int>(m_game.seats().size());

    // Counts with their VP beside them, VP columns that add up to the total, and the building
    // stones (no VP, only the tie-break) after it.
    QStringList pointHeaders{tr("Player"), tr("Settlements (VP)"), tr("Cities (VP)"), tr("Victory point cards"),
                             tr("Longest Road"), classic ? tr("Largest Army") : tr("Most Priests")};
    if (!classic)
        pointHeaders << tr("King's Blessing");
    pointHeaders << tr("Total VP");
    if (!classic)
        pointHeaders << tr("Building stones (tie-break)");
    m_points->clear();
    m_points->setColumnCount(static_cast<int>(pointHeaders.size()));
    m_points->setHorizontalHeaderLabels(pointHeaders);
    m_points->setRowCount(players);
    for (int p = 0; p < players; ++p) {
        const settlers::VpParts parts = settlers::vpParts(rules, s, p);
        const settlerstable::SeatPlan &seat = m_game.seats()[p];
        auto *name = new QTableWidgetItem(seat.name);
        name->setIcon([&] {
            QPixmap swatch(14, 14);
            swatch.fill(seat.color);
            return QIcon(swatch);
        }());
        if (s.winners & (1u << p)) {
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
        }
        int column = 0;
        m_points->setItem(p, column++, name);
        m_points->setItem(p, column++, countItem(parts.settlements, parts.settlements));
        m_points->setItem(p, column++, countItem(parts.cities, 2 * parts.cities));
        m_points->setItem(p, column++, numberItem(parts.vpCards + parts.hiddenVpCards));
        m_points->setItem(p, column++, numberItem(parts.longestRoad));
        m_points->setItem(p, column++, numberItem(parts.mostPriests));
        if (!classic)
            m_points->setItem(p, column++, numberItem(parts.kingsBlessing));
        m_points->setItem(p, column++, numberItem(parts.publicTotal() + parts.hiddenVpCards));
        if (!classic)
            m_points->setItem(p, column++, numberItem(s.stones[p]));
    }
    fitHeight(m_points);

    QStringList productionHeaders{tr("Player")};
    for (settlers::Resource r : settlers::kAllResources)
        productionHeaders << boardview::BoardText::resourceName(r);
    productionHeaders << tr("Total");
    m_production->clear();
    m_production->setColumnCount(static_cast<int>(productionHeaders.size()));
    m_production->setHorizontalHeaderLabels(productionHeaders);
    m_production->setRowCount(players);
    for (int p = 0; p < players; ++p) {
        const settlers::PlayerStats &ps = m_stats.perPlayer[static_cast<std::size_t>(p)];
        m_production->setItem(p, 0, new QTableWidgetItem(m_game.seats()[p].name));
        for (int r = 0; r < settlers::kResourceCount; ++r)
            m_production->setItem(p, r + 1, numberItem(ps.produced[static_cast<std::size_t>(r)]));
        m_production->setItem(p, settlers::kResourceCount + 1, numberItem(ps.totalProduced()));
    }
    fitHeight(m_production);
}

void EndScreen::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QDialog::changeEvent(event);
}

} // namespace canaan::session
