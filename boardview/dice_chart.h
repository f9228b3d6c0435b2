// A small bar chart of the dice sums rolled in a game (2..12) against the counts two fair dice
// would give on average, drawn as a dashed line over the bars. Shared by the end screen and the
// tabletop companion's statistics.
#pragma once

#include <QWidget>
#include <array>

namespace canaan::boardview {

class DiceChart : public QWidget {
    Q_OBJECT
public:
    explicit DiceChart(QWidget *parent = nullptr);
    // counts[2..12]: how often each sum was rolled; expected[2..12]: the average for as many rolls.
    void setCounts(const std::array<int, 13> &counts, const std::array<double, 13> &expected);
    const std::array<int, 13> &counts() const { return m_counts; }
    const std::array<double, 13> &expected() const { return m_expected; }
    QSize sizeHint() const override { return {360, 180}; }
    QSize minimumSizeHint() const override { return {240, 120}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::array<int, 13> m_counts{};
    std::array<double, 13> m_expected{};
};

} // namespace canaan::boardview
