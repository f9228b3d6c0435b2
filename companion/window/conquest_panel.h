// The companion's Conquest page (issue 41): the tracker beside the battle calculator.
#pragma once

#include <QWidget>

namespace canaan::companion {

class BattleCalculatorPanel;
class CompanionDocument;
class ConquestTrackerPanel;

class ConquestPanel : public QWidget {
    Q_OBJECT
public:
    explicit ConquestPanel(CompanionDocument *doc, QWidget *parent = nullptr);
    void retranslate();
    ConquestTrackerPanel *tracker() const { return m_tracker; }
    BattleCalculatorPanel *calculator() const { return m_calculator; }

private:
    ConquestTrackerPanel *m_tracker;
    BattleCalculatorPanel *m_calculator;
    bool m_applied = false; // this battle's result went to the tracker (until its inputs change)
};

} // namespace canaan::companion
