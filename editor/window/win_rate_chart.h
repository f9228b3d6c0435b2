// A bar per seat and per place in turn order: its win rate, with the 95% interval as an error bar.
#pragma once

#include "cartography/map_simulation.h"

#include <QWidget>

namespace canaan::editor {

class WinRateChart : public QWidget {
    Q_OBJECT
public:
    explicit WinRateChart(QWidget *parent = nullptr);
    void setResult(const cartography::MapSimulationResult &result);
    QSize sizeHint() const override { return {520, 200}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    cartography::MapSimulationResult m_result;
};

} // namespace canaan::editor
