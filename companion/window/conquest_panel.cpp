#include "conquest_panel.h"

#include "battle_calculator_panel.h"
#include "battle_side_editor.h"
#include "conquest_tracker_panel.h"

#include <QHBoxLayout>

namespace canaan::companion {

ConquestPanel::ConquestPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_tracker(new ConquestTrackerPanel(doc, this)), m_calculator(new BattleCalculatorPanel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_tracker, 2);
    layout->addWidget(m_calculator, 5);
    connect(m_tracker, &ConquestTrackerPanel::useInBattle, this, [this](int side, conquest::Nation nation, int armies, int cities) {
        BattleSideEditor *editor = m_calculator->side(side);
        editor->setNation(nation);
        editor->setArmies(armies, cities);
    });
}

void ConquestPanel::retranslate()
{
    m_tracker->retranslate();
    m_calculator->retranslate();
}

} // namespace canaan::companion
