// The dice statistics: a bar per sum with this game's count, a mark at the count fair dice lead
// one to expect, and a few words under it.
#pragma once

#include "dice_stats.h"

#include <QWidget>

namespace canaan::companion {

class DiceChart : public QWidget {
    Q_OBJECT
public:
    explicit DiceChart(QWidget *parent = nullptr);
    void setStats(const DiceStats &stats);
    const DiceStats &stats() const { return m_stats; }
    QSize sizeHint() const override { return {480, 320}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    DiceStats m_stats;
};

} // namespace canaan::companion
