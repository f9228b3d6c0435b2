#include "app/settlers_table/dice_stats_panel.h"

#include "boardview/dice_chart.h"
#include "engine/settlers/stats/game_stats.h"

#include <QLabel>
#include <QVBoxLayout>

namespace canaan::settlerstable {

DiceStatsPanel::DiceStatsPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_chart(new boardview::DiceChart(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title->setObjectName(QStringLiteral("diceTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_chart->setMinimumHeight(100);
    layout->addWidget(m_chart, 1);
    retranslate();
}

std::array<int, 13> DiceStatsPanel::diceCountsOf(const std::vector<settlers::Action> &log)
{
    std::array<int, 13> counts{};
    for (const settlers::Action &action : log) {
        const int sum = action.a + action.b;
        if (action.kind == settlers::ActionKind::Dice && sum >= 2 && sum <= 12)
            ++counts[static_cast<std::size_t>(sum)];
    }
    return counts;
}

void DiceStatsPanel::showLog(const std::vector<settlers::Action> &log)
{
    showCounts(diceCountsOf(log));
}

void DiceStatsPanel::showCounts(const std::array<int, 13> &counts)
{
    int rolls = 0;
    for (int n : counts)
        rolls += n;
    std::array<double, 13> expected{};
    for (int sum = 2; sum <= 12; ++sum)
        expected[static_cast<std::size_t>(sum)] = rolls * settlers::diceWays(sum) / 36.0;
    m_rolls = rolls;
    m_chart->setCounts(counts, expected);
    retranslate();
}

const std::array<int, 13> &DiceStatsPanel::counts() const { return m_chart->counts(); }

void DiceStatsPanel::retranslate()
{
    m_title->setText(tr("Dice so far: %n roll(s). The bars are the rolls, the dashed line what two dice give on average.",
                        nullptr, m_rolls));
}

} // namespace canaan::settlerstable
