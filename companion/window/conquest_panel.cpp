#include "conquest_panel.h"

#include "battle_calculator_panel.h"
#include "battle_side_editor.h"
#include "companion_document.h"
#include "conquest_tracker_panel.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>

namespace canaan::companion {

ConquestPanel::ConquestPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_tracker(nullptr), m_calculator(nullptr)
{
    // The calculator has many fields, close together: the application's own size (not the
    // companion's large type for the board) keeps the whole page on a 1280x720 screen.
    setFont(QApplication::font());
    m_tracker = new ConquestTrackerPanel(doc, this);
    m_calculator = new BattleCalculatorPanel(this);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_tracker, 2);
    layout->addWidget(m_calculator, 5);
    // A nation chosen on a side of the calculator brings its tracked armies and city tokens along.
    for (int side : {conquest::kAttacker, conquest::kDefender}) {
        BattleSideEditor *editor = m_calculator->side(side);
        connect(editor->nationBox(), &QComboBox::currentIndexChanged, this, [doc, editor] {
            const conquest::Nation nation = editor->input().nation;
            for (const ConquestSeat &s : doc->session().conquest.seats)
                if (s.nation == nation)
                    editor->setArmies(s.armies, s.cities);
        });
    }
}

void ConquestPanel::retranslate()
{
    m_tracker->retranslate();
    m_calculator->retranslate();
}

} // namespace canaan::companion
