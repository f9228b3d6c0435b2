#include "app/card_table/conquest_setup_widget.h"

#include "app/card_table/game_terms.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace canaan::cardtable {

ConquestSetupWidget::ConquestSetupWidget(QWidget *parent)
    : QWidget(parent), m_count(new QSpinBox(this)), m_turns(new QSpinBox(this)), m_cities(new QSpinBox(this)),
      m_countLabel(new QLabel(this)), m_turnsLabel(new QLabel(this)), m_citiesLabel(new QLabel(this)),
      m_problem(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_count->setObjectName(QStringLiteral("nationCount"));
    m_count->setRange(conquest::kMinPlayers, conquest::kMaxPlayers);
    m_turns->setObjectName(QStringLiteral("turns"));
    m_turns->setRange(4, 200);
    m_cities->setObjectName(QStringLiteral("cities"));
    m_cities->setRange(10, 60);
    m_countLabel->setBuddy(m_count);
    m_turnsLabel->setBuddy(m_turns);
    m_citiesLabel->setBuddy(m_cities);
    form->addRow(m_countLabel, m_count);
    layout->addLayout(form);
    auto *grid = new QGridLayout;
    for (int i = 0; i < conquest::kMaxPlayers; ++i) {
        Row row{new QLabel(this), new QComboBox(this), new QComboBox(this), new QLineEdit(this), new QLabel(this)};
        row.nation->setObjectName(QStringLiteral("nation%1").arg(i));
        row.player->setObjectName(QStringLiteral("player%1").arg(i));
        row.name->setObjectName(QStringLiteral("name%1").arg(i));
        row.ability->setObjectName(QStringLiteral("ability%1").arg(i));
        for (int n = 0; n < conquest::kNationCount; ++n)
            row.nation->addItem(QString(), n);
        for (const QString &id : playerIds())
            row.player->addItem(QString(), id);
        row.label->setBuddy(row.nation);
        grid->addWidget(row.label, 2 * i, 0);
        grid->addWidget(row.nation, 2 * i, 1);
        grid->addWidget(row.player, 2 * i, 2);
        grid->addWidget(row.name, 2 * i, 3);
        grid->addWidget(row.ability, 2 * i + 1, 1, 1, 3);
        connect(row.nation, &QComboBox::currentIndexChanged, this, &ConquestSetupWidget::update);
        connect(row.player, &QComboBox::currentIndexChanged, this, &ConquestSetupWidget::update);
        connect(row.name, &QLineEdit::textChanged, this, &ConquestSetupWidget::update);
        m_rows << row;
    }
    layout->addLayout(grid);
    auto *options = new QFormLayout;
    options->addRow(m_turnsLabel, m_turns);
    options->addRow(m_citiesLabel, m_cities);
    layout->addLayout(options);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color:#a02010;"));
    layout->addWidget(m_problem);
    layout->addStretch();
    for (QSpinBox *box : {m_count, m_turns, m_cities})
        connect(box, &QSpinBox::valueChanged, this, &ConquestSetupWidget::update);
    retranslate();
    setChoices(ConquestChoices::defaults());
}

void ConquestSetupWidget::setChoices(const ConquestChoices &c)
{
    const QSignalBlocker block(this);
    m_count->setValue(int(c.seats.size()));
    m_turns->setValue(c.options.turns);
    m_cities->setValue(c.options.cities);
    // Seats beyond the choices keep distinct nations, so that adding a seat makes a game at once.
    int spare = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (i < c.seats.size()) {
            row.nation->setCurrentIndex(static_cast<int>(c.seats.at(i).nation));
            row.player->setCurrentIndex(int(playerIds().indexOf(c.seats.at(i).player)));
            row.name->setText(c.seats.at(i).name);
            continue;
        }
        while (std::any_of(c.seats.begin(), c.seats.end(), [&](const ConquestSeatChoice &s) { return static_cast<int>(s.nation) == spare; }))
            ++spare;
        row.nation->setCurrentIndex(spare++ % conquest::kNationCount);
        row.player->setCurrentIndex(int(playerIds().indexOf(QStringLiteral("normal"))));
        row.name->clear();
    }
    update();
}

ConquestChoices ConquestSetupWidget::choices() const
{
    ConquestChoices c;
    c.options.turns = m_turns->value();
    c.options.cities = m_cities->value();
    for (int i = 0; i < m_count->value(); ++i) {
        const Row &row = m_rows.at(i);
        c.seats << ConquestSeatChoice{static_cast<conquest::Nation>(row.nation->currentData().toInt()),
                              row.player->currentData().toString(), row.name->text().trimmed()};
    }
    return c;
}

QString ConquestSetupWidget::problemText() const
{
    return m_problem->text();
}

void ConquestSetupWidget::update()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        const bool used = i < m_count->value();
        for (QWidget *w : {static_cast<QWidget *>(row.label), static_cast<QWidget *>(row.nation),
                           static_cast<QWidget *>(row.player), static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.ability)})
            w->setVisible(used);
        const auto nation = static_cast<conquest::Nation>(row.nation->currentData().toInt());
        row.ability->setText(nationAbility(nation));
        row.name->setPlaceholderText(nationName(nation));
    }
    m_problem->setText(choices().problem());
    emit changed();
}

void ConquestSetupWidget::retranslate()
{
    m_countLabel->setText(tr("&Nations:"));
    m_turnsLabel->setText(tr("&Turns in the game:"));
    m_turns->setToolTip(tr("Single players' turns; the last round is played out, so everyone has as many turns."));
    m_citiesLabel->setText(tr("&City tokens in the pool:"));
    m_cities->setToolTip(tr("The Canaanites take half of them first; the rest is dealt evenly."));
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        row.label->setText(tr("Seat &%1:").arg(i + 1));
        for (int n = 0; n < conquest::kNationCount; ++n)
            row.nation->setItemText(n, nationName(static_cast<conquest::Nation>(n)));
        for (int p = 0; p < playerIds().size(); ++p)
            row.player->setItemText(p, playerLabel(playerIds().at(p)));
        row.name->setToolTip(tr("The name shown at the table; empty: the nation's name"));
    }
    if (!m_rows.isEmpty())
        update();
}

void ConquestSetupWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace canaan::cardtable
