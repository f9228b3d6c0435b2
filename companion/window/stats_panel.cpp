#include "companion/window/stats_panel.h"

#include "boardview/dice_chart.h"
#include "companion/dice_stats.h"

#include <QLabel>
#include <QVBoxLayout>

namespace canaan::companion {

StatsPanel::StatsPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_chart(new boardview::DiceChart(this)), m_legend(new QLabel(this)), m_summary(new QLabel(this))
{
    m_chart->setMinimumHeight(240); // the companion shows it large, for a table to read
    m_legend->setWordWrap(true);
    m_summary->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_summary);
    connect(m_doc, &CompanionDocument::changed, this, &StatsPanel::sync);
    sync();
}

void StatsPanel::sync()
{
    const DiceStats st = diceStats(m_doc->session().rolls);
    std::array<double, 13> expected{};
    for (int sum = 2; sum <= 12; ++sum)
        expected[static_cast<std::size_t>(sum)] = st.expected(sum);
    m_chart->setCounts(st.counts, expected);
    m_legend->setText(tr("Bars: how often each sum was rolled in this game. Dashed line: how often fair dice would roll it on average."));
    if (st.total == 0) {
        m_summary->setText(tr("No roll yet."));
        return;
    }
    QStringList lines;
    lines << tr("Rolls so far: %1").arg(st.total);
    lines << tr("Sevens: %1 (fair dice: %2 on average).").arg(st.counts[7]).arg(st.expected(7), 0, 'f', 1);
    if (const int n = st.mostAboveExpectation())
        lines << tr("Most above the average: %1 (%2 rolled, %3 expected).")
                     .arg(n)
                     .arg(st.counts[static_cast<std::size_t>(n)])
                     .arg(st.expected(n), 0, 'f', 1);
    m_summary->setText(lines.join(QLatin1Char('\n')));
}

} // namespace canaan::companion
