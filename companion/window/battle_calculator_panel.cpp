#include "companion/window/battle_calculator_panel.h"

#include "companion/window/battle_report.h"
#include "companion/window/battle_side_editor.h"
#include "companion/window/card_picker.h"
#include "app/card_table/game_terms.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTableWidget>
#include <QVBoxLayout>

namespace canaan::companion {

using conquest::kAttacker;
using conquest::kDefender;

namespace {

int rollDie() { return QRandomGenerator::global()->bounded(1, 7); }

} // namespace

BattleCalculatorPanel::BattleCalculatorPanel(QWidget *parent)
    : QWidget(parent), m_sides{new BattleSideEditor(kAttacker, this), new BattleSideEditor(kDefender, this)},
      m_picker(new CardPicker(this)), m_tie(new QLineEdit(this)), m_casualty(new QLineEdit(this)), m_rollTie(new QPushButton(this)),
      m_rollCasualty(new QPushButton(this)), m_clear(new QPushButton(this)), m_apply(new QPushButton(this)), m_tieLabel(new QLabel(this)),
      m_casualtyLabel(new QLabel(this)), m_pickerLabel(new QLabel(this)), m_forces(new QTableWidget(conquest::kCategoryCount, 3, this)),
      m_report(new QLabel(this))
{
    m_casualty->setMaxLength(3);
    m_forces->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_forces->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_forces->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_forces->setSelectionMode(QAbstractItemView::NoSelection);
    m_forces->setFocusPolicy(Qt::NoFocus);
    m_forces->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_report->setObjectName(QStringLiteral("battleReport"));
    m_report->setWordWrap(true);
    m_report->setTextFormat(Qt::PlainText);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_report->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *pickerColumn = new QVBoxLayout;
    pickerColumn->addWidget(m_pickerLabel);
    pickerColumn->addWidget(m_picker, 1);
    auto *inputs = new QHBoxLayout;
    inputs->addWidget(m_sides[kAttacker], 1);
    inputs->addWidget(m_sides[kDefender], 1);
    inputs->addLayout(pickerColumn, 1);

    auto *dice = new QGridLayout;
    dice->addWidget(m_tieLabel, 0, 0);
    dice->addWidget(m_tie, 0, 1);
    dice->addWidget(m_rollTie, 0, 2);
    dice->addWidget(m_casualtyLabel, 1, 0);
    dice->addWidget(m_casualty, 1, 1);
    dice->addWidget(m_rollCasualty, 1, 2);
    dice->addWidget(m_clear, 0, 3);
    dice->addWidget(m_apply, 1, 3);
    m_apply->setEnabled(false);
    connect(m_apply, &QPushButton::clicked, this, &BattleCalculatorPanel::applyRequested);
    auto *results = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addLayout(dice);
    left->addWidget(m_forces);
    results->addLayout(left, 1);
    results->addWidget(m_report, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(inputs, 1);
    layout->addLayout(results, 0);

    for (BattleSideEditor *s : m_sides)
        connect(s, &BattleSideEditor::edited, this, &BattleCalculatorPanel::recalculate);
    connect(m_picker, &CardPicker::cardChosen, this, [this](int card, int side) { m_sides[side]->addCard(card); });
    connect(m_tie, &QLineEdit::textChanged, this, &BattleCalculatorPanel::recalculate);
    connect(m_casualty, &QLineEdit::textChanged, this, &BattleCalculatorPanel::recalculate);
    connect(m_rollTie, &QPushButton::clicked, this, [this] {
        const QString pair = QStringLiteral("%1 %2").arg(rollDie()).arg(rollDie());
        m_tie->setText(m_tie->text().trimmed().isEmpty() ? pair : m_tie->text().trimmed() + QStringLiteral(", ") + pair);
    });
    connect(m_rollCasualty, &QPushButton::clicked, this, [this] { m_casualty->setText(QString::number(rollDie())); });
    connect(m_clear, &QPushButton::clicked, this, [this] {
        for (BattleSideEditor *s : m_sides)
            s->clearCards();
        m_tie->clear();
        m_casualty->clear();
    });
    retranslate();
}

void BattleCalculatorPanel::retranslate()
{
    m_sides[kAttacker]->retranslate();
    m_sides[kDefender]->retranslate();
    m_picker->retranslate();
    m_pickerLabel->setText(tr("The 152 cards"));
    m_tieLabel->setText(tr("Tie rolls"));
    m_tie->setPlaceholderText(tr("attacker's and defender's die, e.g. 3 3, 5 2"));
    m_casualtyLabel->setText(tr("Casualty die"));
    m_casualty->setPlaceholderText(tr("the loser's roll, 1 to 6"));
    m_rollTie->setText(tr("Roll both"));
    m_rollCasualty->setText(tr("Roll"));
    m_clear->setText(tr("New battle"));
    m_apply->setText(tr("Apply to the tracker"));
    m_apply->setToolTip(tr("Takes each side's own armies lost and moves the city token in the tracker. The allies' lent armies are not tracked by nation: adjust them yourself."));
    recalculate();
}

BattleInput BattleCalculatorPanel::input() const
{
    BattleInput in;
    in.sides = {m_sides[kAttacker]->input(), m_sides[kDefender]->input()};
    const QList<int> tie = parseNumbers(m_tie->text());
    for (qsizetype i = 0; i < tie.size(); i += 2)
        in.tieRolls << std::array<int, 2>{tie.at(i), i + 1 < tie.size() ? tie.at(i + 1) : -1};
    in.casualtyDie = parseDie(m_casualty->text());
    return in;
}

void BattleCalculatorPanel::setApplicable(bool applicable) { m_apply->setEnabled(applicable && m_outcome.ok() && m_outcome.casualtiesKnown); }

void BattleCalculatorPanel::recalculate()
{
    const BattleInput in = input();
    m_outcome = calculateBattle(in);
    const QStringList names = battleSideNames(in);
    m_forces->setHorizontalHeaderLabels({names.at(kAttacker), names.at(kDefender), tr("Won by")});
    for (int c = 0; c < conquest::kCategoryCount; ++c) {
        m_forces->setVerticalHeaderItem(c, new QTableWidgetItem(cardtable::categoryName(static_cast<conquest::Category>(c))));
        const int a = m_outcome.force[kAttacker][static_cast<std::size_t>(c)], d = m_outcome.force[kDefender][static_cast<std::size_t>(c)];
        const bool shown = m_outcome.ok();
        const QString won = a > d ? names.at(kAttacker) : d > a ? names.at(kDefender) : tr("nobody");
        const QStringList cells{shown ? QString::number(a) : QString(), shown ? QString::number(d) : QString(), shown ? won : QString()};
        for (int col = 0; col < 3; ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            item->setTextAlignment(Qt::AlignCenter);
            m_forces->setItem(c, col, item);
        }
    }
    // Every row one line high, in any script, so that the four categories always show whole.
    const int row = fontMetrics().height() + 6;
    m_forces->verticalHeader()->setDefaultSectionSize(row);
    m_forces->setFixedHeight(m_forces->horizontalHeader()->sizeHint().height() + conquest::kCategoryCount * row + 2 * m_forces->frameWidth());
    m_report->setText(battleReportLines(in, m_outcome).join(QLatin1Char('\n')));
    m_report->setStyleSheet(m_outcome.ok() ? QString() : QStringLiteral("color: #a01010;"));
    emit calculated();
}

} // namespace canaan::companion
