#include "companion/window/table_panel.h"

#include "companion/window/companion_text.h"
#include "app/table_kit/dice_view.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace canaan::companion {

namespace {
constexpr int kTouch = 48;
constexpr int kTumbleMs = 630; // long enough to feel thrown, short enough not to wait for
} // namespace

TablePanel::TablePanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_turn(new QLabel(this)), m_nextTurn(new QPushButton(this)),
      m_dice(new tablekit::DiceView(2, 0, this)), m_roll(new QPushButton(this)), m_typeHint(new QLabel(this)),
      m_result(new QLabel(this)), m_seven(new QGroupBox(this)), m_sevenText(new QLabel(this)),
      m_discards(new QGridLayout), m_movePlague(new QPushButton(this))
{
    m_dice->setDieColours(1, QColor(0xc6, 0x28, 0x28), QColor(0xfb, 0xf6, 0xe9)); // one white die, one red
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_turn->setFont(big);
    m_turn->setWordWrap(true);
    m_nextTurn->setMinimumHeight(kTouch);
    m_nextTurn->setShortcut(Qt::Key_N);
    m_roll->setMinimumHeight(kTouch + 16);
    m_roll->setFont(big);
    m_roll->setShortcut(Qt::Key_R);
    m_result->setWordWrap(true);
    QFont resultFont = font();
    resultFont.setPointSizeF(resultFont.pointSizeF() * 1.15);
    m_result->setFont(resultFont);
    m_result->setTextFormat(Qt::RichText);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_sevenText->setWordWrap(true);
    m_movePlague->setMinimumHeight(kTouch);

    auto *turnRow = new QHBoxLayout;
    turnRow->addWidget(m_turn, 1);
    turnRow->addWidget(m_nextTurn);

    auto *sums = new QGridLayout;
    for (int n = 2; n <= 12; ++n) {
        auto *b = new QPushButton(QString::number(n), this);
        b->setMinimumSize(kTouch, kTouch);
        b->setFont(big);
        connect(b, &QPushButton::clicked, this, [this, n] { enterRoll(n); });
        sums->addWidget(b, (n - 2) / 6, (n - 2) % 6);
        m_sums.append(b);
    }

    auto *sevenLayout = new QVBoxLayout(m_seven);
    sevenLayout->addWidget(m_sevenText);
    sevenLayout->addLayout(m_discards);
    sevenLayout->addWidget(m_movePlague);
    m_seven->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(turnRow);
    layout->addWidget(m_dice);
    layout->addWidget(m_roll);
    layout->addWidget(m_typeHint);
    layout->addLayout(sums);
    layout->addWidget(m_result);
    layout->addWidget(m_seven);
    layout->addStretch();

    connect(m_roll, &QPushButton::clicked, this, &TablePanel::rollDice);
    connect(m_dice, &tablekit::DiceView::rolled, this, [this](int sum) {
        m_roll->setEnabled(true);
        m_doc->roll(sum);
    });
    connect(m_nextTurn, &QPushButton::clicked, m_doc, &CompanionDocument::nextTurn);
    connect(m_movePlague, &QPushButton::clicked, this, &TablePanel::movePlagueRequested);
    connect(m_doc, &CompanionDocument::changed, this, &TablePanel::sync);
    retranslate();
}

void TablePanel::retranslate()
{
    m_nextTurn->setText(tr("&Next turn"));
    m_nextTurn->setShortcut(Qt::Key_N);
    m_roll->setText(tr("&Roll the dice"));
    m_roll->setShortcut(Qt::Key_R);
    m_typeHint->setText(tr("Or tap the sum of the real dice:"));
    m_seven->setTitle(tr("A seven!"));
    m_movePlague->setText(tr("Move the Plague on the board"));
    m_handSizes.clear(); // the discard rows are made again with the new words
    sync();
}

void TablePanel::rollDice()
{
    if (m_dice->isRolling())
        return;
    m_roll->setEnabled(false);
    m_dice->roll({QRandomGenerator::global()->bounded(1, 7), QRandomGenerator::global()->bounded(1, 7)}, kTumbleMs);
}

void TablePanel::enterRoll(int sum)
{
    if (m_dice->isRolling())
        return;
    m_dice->showSum(sum);
    m_doc->roll(sum);
}

void TablePanel::sync()
{
    const TableSession &s = m_doc->session();
    m_turn->setText(tr("Turn of %1").arg(coloredName(s, s.current)));
    if (s.rolls.isEmpty()) {
        if (!m_dice->isRolling())
            m_dice->showSum(0);
        m_result->setText(tr("No roll yet. Roll the dice or tap the sum of the real dice."));
        m_seven->hide();
        return;
    }
    const int roll = s.rolls.last();
    if (!m_dice->isRolling() && m_dice->shownSum() != roll) // resumed, or a roll undone
        m_dice->showSum(roll);
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(tr("Rolled: %1").arg(roll));
    if (roll == 7) {
        lines << tr("Nothing is produced on a 7.");
    } else {
        const Production p = m_doc->tabletop().production(s, roll);
        const settlers::Topology &t = m_doc->tabletop().topology();
        if (p.producingTiles.isEmpty() && p.blockedTile < 0)
            lines << tr("No hex has the number %1.").arg(roll);
        if (p.blockedTile >= 0)
            lines << QStringLiteral("<span style=\"color:#a01010\">%1</span>")
                         .arg(tr("The Plague blocks the %1 with the %2: it produces nothing.")
                                  .arg(terrainName(t.tile(p.blockedTile).terrain))
                                  .arg(roll));
        if (p.receipts.isEmpty() && !p.producingTiles.isEmpty())
            lines << tr("Nobody has a building on a producing hex.");
        for (const Receipt &r : p.receipts)
            lines << QStringLiteral("%1: %2").arg(coloredName(s, r.player), receiptText(r).toHtmlEscaped());
    }
    m_result->setText(lines.join(QStringLiteral("<br>")));

    m_seven->setVisible(roll == 7);
    if (roll == 7) {
        const Standings st = m_doc->standings();
        QStringList seven;
        if (st.jerusalemSlots > 0)
            seven << tr("A black stone goes into Jerusalem while a slot is left; it is counted (now %1 of %2 building stones).")
                         .arg(st.jerusalemStones)
                         .arg(st.jerusalemSlots);
        seven << tr("Everyone holding more than 7 resource cards discards half of them, rounded down. Enter the cards held to see how many:");
        seven << tr("Then the roller moves the Plague to another numbered hex and draws one random card from a player with a building there.");
        m_sevenText->setText(seven.join(QLatin1Char('\n')));
        syncDiscards();
    }
}

void TablePanel::syncDiscards()
{
    const TableSession &s = m_doc->session();
    if (m_handSizes.size() != s.players.size()) {
        while (QLayoutItem *item = m_discards->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        m_handSizes.clear();
        m_discardLabels.clear();
        for (int p = 0; p < s.players.size(); ++p) {
            auto *name = new QLabel(m_seven);
            auto *cards = new QSpinBox(m_seven);
            cards->setRange(0, 99);
            cards->setMinimumSize(kTouch * 2, kTouch);
            cards->setSuffix(tr(" cards"));
            auto *discard = new QLabel(m_seven);
            m_discards->addWidget(name, p, 0);
            m_discards->addWidget(cards, p, 1);
            m_discards->addWidget(discard, p, 2);
            m_handSizes.append(cards);
            m_discardLabels.append(discard);
            connect(cards, &QSpinBox::valueChanged, this, [this, p](int n) {
                const int k = Tabletop::discardCount(n);
                m_discardLabels[p]->setText(k ? tr("discards %n", nullptr, k) : tr("keeps all"));
            });
            emit cards->valueChanged(cards->value());
        }
    }
    for (int p = 0; p < s.players.size(); ++p)
        static_cast<QLabel *>(m_discards->itemAtPosition(p, 0)->widget())->setText(coloredName(s, p));
}

} // namespace canaan::companion
