#include "companion/window/conquest_tracker_panel.h"

#include "companion/window/counter_box.h"
#include "app/card_table/game_terms.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace canaan::companion {

namespace {

constexpr cardtable::Phase kPhases[kConquestPhases] = {cardtable::Phase::Leadership, cardtable::Phase::Muster, cardtable::Phase::Alliance,
                                                       cardtable::Phase::Conquest};

} // namespace

ConquestTrackerPanel::ConquestTrackerPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_cityOption(new QSpinBox(this)), m_turnOption(new QSpinBox(this)), m_start(new QPushButton(this)),
      m_next(new QPushButton(this)), m_turn(new QLabel(this)), m_problem(new QLabel(this)), m_setupTitle(new QLabel(this)),
      m_optionLabels{new QLabel(this), new QLabel(this)}, m_columnLabels{new QLabel(this), new QLabel(this), new QLabel(this)},
      m_rowsLayout(new QGridLayout)
{
    auto *choices = new QGridLayout;
    for (int seat = 0; seat < conquest::kMaxPlayers; ++seat) {
        auto *box = new QComboBox(this);
        box->addItem(QString(), -1);
        for (int n = 0; n < conquest::kNationCount; ++n)
            box->addItem(QString(), n);
        m_choices << box;
        choices->addWidget(box, seat / 3, seat % 3);
    }
    m_choices[0]->setCurrentIndex(1 + static_cast<int>(conquest::Nation::Hittites));
    m_choices[1]->setCurrentIndex(1 + static_cast<int>(conquest::Nation::Hebrews));
    m_choices[2]->setCurrentIndex(1 + static_cast<int>(conquest::Nation::Philistines));
    m_choices[3]->setCurrentIndex(1 + static_cast<int>(conquest::Nation::Egyptians));
    m_cityOption->setRange(conquest::kMinCities, conquest::kMaxCities);
    m_cityOption->setValue(conquest::Options{}.cities);
    m_turnOption->setRange(conquest::kMinTurns, conquest::kMaxTurns);
    m_turnOption->setValue(conquest::Options{}.turns);
    auto *options = new QHBoxLayout;
    options->addWidget(m_optionLabels[0]);
    options->addWidget(m_cityOption);
    options->addWidget(m_optionLabels[1]);
    options->addWidget(m_turnOption);
    options->addWidget(m_start);
    options->addStretch();
    for (QLabel *label : m_columnLabels)
        label->setAlignment(Qt::AlignCenter);
    m_problem->setWordWrap(true);
    m_problem->hide();
    m_problem->setStyleSheet(QStringLiteral("color: #a01010;"));
    m_turn->setObjectName(QStringLiteral("conquestTurn"));
    m_turn->setWordWrap(true);
    QFont big = m_turn->font();
    big.setBold(true);
    m_turn->setFont(big);
    m_next->setMinimumHeight(44);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_setupTitle);
    layout->addLayout(choices);
    layout->addLayout(options);
    layout->addWidget(m_problem);
    auto *turnRow = new QHBoxLayout;
    turnRow->addWidget(m_turn, 1);
    turnRow->addWidget(m_next);
    layout->addLayout(turnRow);
    layout->addLayout(m_rowsLayout);
    layout->addStretch();

    connect(m_start, &QPushButton::clicked, this, &ConquestTrackerPanel::start);
    connect(m_next, &QPushButton::clicked, m_doc, &CompanionDocument::nextConquestPhase);
    connect(m_doc, &CompanionDocument::changed, this, &ConquestTrackerPanel::sync);
    retranslate();
}

void ConquestTrackerPanel::retranslate()
{
    m_setupTitle->setText(tr("Nations at the table, in seat order:"));
    for (QComboBox *box : m_choices) {
        box->setItemText(0, tr("(no one)"));
        for (int n = 0; n < conquest::kNationCount; ++n)
            box->setItemText(n + 1, cardtable::nationName(static_cast<conquest::Nation>(n)));
    }
    m_optionLabels[0]->setText(tr("City tokens"));
    m_optionLabels[1]->setText(tr("Turns"));
    m_start->setText(tr("Start a game"));
    m_columnLabels[0]->setText(tr("Whose turn"));
    m_columnLabels[1]->setText(tr("City tokens"));
    m_columnLabels[2]->setText(tr("Armies"));
    m_next->setText(tr("Next phase"));
    sync();
}

void ConquestTrackerPanel::start()
{
    QList<conquest::Nation> nations;
    for (QComboBox *box : m_choices)
        if (const int n = box->currentData().toInt(); n >= 0)
            nations << static_cast<conquest::Nation>(n);
    const QString problem = m_doc->startConquest(nations, m_cityOption->value(), m_turnOption->value());
    // The engine's reason is in English; the sentence around it says what to do.
    m_problem->setText(problem.isEmpty() ? QString() : tr("These nations cannot start a game: %1").arg(problem));
    m_problem->setVisible(!problem.isEmpty());
}

CounterBox *ConquestTrackerPanel::counter(int seat, bool cities) const
{
    if (seat < 0 || seat >= m_rows.size())
        return nullptr;
    return cities ? m_rows.at(seat).cities : m_rows.at(seat).armies;
}

QPushButton *ConquestTrackerPanel::nationButton(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows.at(seat).name : nullptr;
}

void ConquestTrackerPanel::rebuild()
{
    while (QLayoutItem *item = m_rowsLayout->takeAt(0)) {
        if (!std::count(std::begin(m_columnLabels), std::end(m_columnLabels), item->widget()))
            delete item->widget();
        delete item;
    }
    m_rows.clear();
    const ConquestTrack &t = m_doc->session().conquest;
    if (t.seats.isEmpty()) {
        for (QLabel *label : m_columnLabels)
            label->hide();
        return;
    }
    for (int col = 0; col < 3; ++col) {
        m_rowsLayout->addWidget(m_columnLabels[col], 0, col);
        m_columnLabels[col]->show();
    }
    for (int seat = 0; seat < t.seats.size(); ++seat) {
        Row r;
        r.name = new QPushButton(this);
        r.name->setCheckable(true);
        r.name->setMinimumHeight(44);
        r.cities = new CounterBox(this);
        r.armies = new CounterBox(this);
        m_rowsLayout->addWidget(r.name, seat + 1, 0);
        m_rowsLayout->addWidget(r.cities, seat + 1, 1);
        m_rowsLayout->addWidget(r.armies, seat + 1, 2);
        connect(r.cities, &CounterBox::adjusted, this, [this, seat](int d) { m_doc->adjustConquest(seat, true, d); });
        connect(r.armies, &CounterBox::adjusted, this, [this, seat](int d) { m_doc->adjustConquest(seat, false, d); });
        connect(r.name, &QPushButton::clicked, this, [this, seat] {
            if (!m_doc->setConquestActive(seat))
                sync(); // the same seat: keep its button down
        });
        m_rows << r;
    }
}

void ConquestTrackerPanel::sync()
{
    const ConquestTrack &t = m_doc->session().conquest;
    if (m_rows.size() != t.seats.size())
        rebuild();
    // The choices show the tracked game's nations, so "Start a game" starts the same table again.
    if (!t.seats.isEmpty())
        for (int seat = 0; seat < m_choices.size(); ++seat)
            m_choices[seat]->setCurrentIndex(seat < t.seats.size() ? 1 + static_cast<int>(t.seats.at(seat).nation) : 0);
    m_next->setEnabled(!t.seats.isEmpty() && !t.over());
    if (t.seats.isEmpty())
        m_turn->setText(tr("No Conquest game is tracked yet: choose the nations and start one."));
    else if (t.over())
        m_turn->setText(tr("All %1 turns are played: the game is over (C08).").arg(t.totalTurns));
    else
        //: %1 turn, %2 of turns, %3 the nation whose turn it is, %4 the phase.
        m_turn->setText(tr("Turn %1 of %2: %3, %4").arg(t.turn).arg(t.totalTurns)
                            .arg(cardtable::nationName(t.seats.at(t.active).nation), cardtable::phaseName(kPhases[t.phase])));
    for (int seat = 0; seat < m_rows.size(); ++seat) {
        const ConquestSeat &s = t.seats.at(seat);
        Row &r = m_rows[seat];
        const bool active = seat == t.active && !t.over();
        r.name->setText(cardtable::nationName(s.nation));
        r.name->setToolTip(tr("%1\nPress to make it this nation's turn.").arg(cardtable::nationAbility(s.nation)));
        r.name->setChecked(active);
        QFont f = r.name->font();
        f.setBold(active);
        r.name->setFont(f);
        r.cities->setValue(s.cities, s.cities < conquest::kMaxCities);
        r.armies->setValue(s.armies, s.armies < kMaxTrackedArmies);
    }
}

} // namespace canaan::companion
