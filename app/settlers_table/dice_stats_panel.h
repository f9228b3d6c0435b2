// The dice statistics of the game so far, shown during play: how often each sum 2..12 was rolled
// (bars) against what two fair dice give on average in as many rolls (36ths × rolls, the dashed
// line). Counted from the dice outcomes of the match's action log, so a resumed game shows its
// whole history too.
#pragma once

#include "engine/settlers/rules/action.h"

#include <QWidget>
#include <array>
#include <vector>

class QLabel;

namespace canaan::boardview {
class DiceChart;
}

namespace canaan::settlerstable {

class DiceStatsPanel : public QWidget {
    Q_OBJECT
public:
    explicit DiceStatsPanel(QWidget *parent = nullptr);
    // Counts the dice outcomes of the whole log.
    void showLog(const std::vector<settlers::Action> &log);
    // Shows counts of sums ([2..12]) counted elsewhere.
    void showCounts(const std::array<int, 13> &counts);
    const std::array<int, 13> &counts() const;
    int rolls() const { return m_rolls; }
    void retranslate();

    // [2..12]: how often each sum was rolled in the log.
    static std::array<int, 13> diceCountsOf(const std::vector<settlers::Action> &log);

private:
    QLabel *m_title;
    boardview::DiceChart *m_chart;
    int m_rolls = 0;
};

} // namespace canaan::settlerstable
