#include "companion/window/conquest_panel.h"

#include "companion/window/battle_calculator_panel.h"
#include "companion/window/battle_side_editor.h"
#include "companion/companion_document.h"
#include "companion/window/conquest_tracker_panel.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <algorithm>

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
    // The result goes to the tracker when both nations are tracked.
    const auto tracked = [doc](conquest::Nation nation) {
        const auto &seats = doc->session().conquest.seats;
        return std::any_of(seats.begin(), seats.end(), [&](const ConquestSeat &s) { return s.nation == nation; });
    };
    const auto refresh = [this, tracked] {
        const BattleInput in = m_calculator->input();
        m_calculator->setApplicable(!m_applied && tracked(in.sides[0].nation) && tracked(in.sides[1].nation));
    };
    connect(m_calculator, &BattleCalculatorPanel::calculated, this, [this, refresh] {
        m_applied = false;
        refresh();
    });
    connect(doc, &CompanionDocument::changed, this, refresh);
    connect(m_calculator, &BattleCalculatorPanel::applyRequested, this, [this, doc] {
        const BattleInput in = m_calculator->input();
        const BattleOutcome &o = m_calculator->outcome();
        if (!o.ok() || !o.casualtiesKnown)
            return;
        m_applied = true; // once per battle; Undo takes it back
        doc->applyBattle(in.sides[0].nation, in.sides[1].nation, {o.shares[0].value(0), o.shares[1].value(0)}, o.citySide);
    });
    refresh();
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
