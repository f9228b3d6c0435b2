// The dice statistics of this game: the chart, and what it says in words.
#pragma once

#include "companion/companion_document.h"

#include <QWidget>

class QLabel;

namespace canaan::boardview {
class DiceChart;
}

namespace canaan::companion {

class StatsPanel : public QWidget {
    Q_OBJECT
public:
    explicit StatsPanel(CompanionDocument *doc, QWidget *parent = nullptr);
    boardview::DiceChart *chart() const { return m_chart; }
    QLabel *summary() const { return m_summary; }
    void retranslate() { sync(); }

private:
    void sync();
    CompanionDocument *m_doc;
    boardview::DiceChart *m_chart;
    QLabel *m_legend;
    QLabel *m_summary;
};

} // namespace canaan::companion
