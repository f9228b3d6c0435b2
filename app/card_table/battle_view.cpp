#include "app/card_table/battle_view.h"

#include "app/card_table/battle_text.h"
#include "app/card_table/game_terms.h"
#include "app/card_table/hand_view.h"

#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QGridLayout>
#include <QPropertyAnimation>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::cardtable {

using conquest::kAttacker;
using conquest::kDefender;

namespace {
// Large enough to read a card's notes ("or Numbers 2", "Terrain").
constexpr qreal kScale = 0.9;
constexpr int kColumns = 4;
} // namespace

BattleView::BattleView(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_terrainTitle(new QLabel(this)), m_terrain(new HandView(kScale * 0.6, this)),
      m_grid(new QGridLayout), m_result(new QLabel(this)), m_casualties(new QLabel(this)), m_dismiss(new QPushButton(this))
{
    setObjectName(QStringLiteral("battle"));
    // The battle is fought on the table's green cloth.
    setAutoFillBackground(true);
    QPalette cloth = palette();
    cloth.setColor(QPalette::Window, QColor(0x35, 0x56, 0x3b));
    cloth.setColor(QPalette::WindowText, QColor(0xf4, 0xea, 0xd2));
    setPalette(cloth);
    auto *layout = new QVBoxLayout(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    // The cards on the left, the attacker's row above the defender's; the figures on the right, so
    // that the result and the casualties are seen with the cards, without scrolling.
    auto *body = new QHBoxLayout;
    auto *cards = new QVBoxLayout;
    for (int side : {kAttacker, kDefender}) {
        m_sideTitle[side] = new QLabel(this);
        m_sideTitle[side]->setWordWrap(true);
        m_sideCards[side] = new HandView(kScale, this);
        m_sideCards[side]->setObjectName(side == kAttacker ? QStringLiteral("attackerCards") : QStringLiteral("defenderCards"));
        cards->addWidget(m_sideTitle[side]);
        cards->addWidget(m_sideCards[side]);
    }
    cards->addWidget(m_terrainTitle);
    m_terrainTitle->setWordWrap(true);
    m_terrain->setObjectName(QStringLiteral("terrainRemoved"));
    cards->addWidget(m_terrain);
    cards->addStretch();
    body->addLayout(cards, 3);
    auto *figures = new QVBoxLayout;
    for (int i = 0; i < 5 * kColumns; ++i) {
        auto *cell = new QLabel(this);
        cell->setAlignment(i % kColumns == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
        m_grid->addWidget(cell, i / kColumns, i % kColumns);
        m_cells << cell;
    }
    figures->addLayout(m_grid);
    m_result->setObjectName(QStringLiteral("battleResult"));
    m_result->setWordWrap(true);
    m_result->setFont(big);
    figures->addWidget(m_result);
    m_casualties->setObjectName(QStringLiteral("casualties"));
    m_casualties->setWordWrap(true);
    figures->addWidget(m_casualties);
    m_dismiss->setObjectName(QStringLiteral("dismissResult"));
    m_dismiss->setShortcut(QKeySequence(Qt::Key_Space));
    m_dismiss->hide();
    figures->addWidget(m_dismiss, 0, Qt::AlignLeft);
    figures->addStretch();
    body->addLayout(figures, 2);
    layout->addLayout(body, 1);
    connect(m_dismiss, &QPushButton::clicked, this, &BattleView::dismissed);
    refresh();
}

void BattleView::showBattle(const BattleRecord &record, const conquest::SeatView &view, const QStringList &names)
{
    const BattleRecord &was = m_record;
    const bool sameBattle = was.turn == record.turn && was.index == record.index && was.attacker == record.attacker
                            && was.defender == record.defender;
    const bool newReveal = record.revealed && !(was.revealed && sameBattle);
    m_record = record;
    m_view = view;
    m_names = names;
    refresh();
    if (newReveal)
        for (HandView *side : m_sideCards)
            side->arriveAll(m_motion); // both sides' cards come onto the table together
}

void BattleView::setDismissible(const QString &label)
{
    m_dismiss->setText(label);
    m_dismiss->setVisible(!label.isEmpty());
}

bool BattleView::dismissible() const
{
    return !m_dismiss->isHidden();
}

QString BattleView::resultText() const { return m_result->text(); }
QString BattleView::casualtiesText() const { return m_casualties->text(); }

QString BattleView::categoryCell(int category, int column) const
{
    return m_cells.at((category + 1) * kColumns + column)->text();
}

void BattleView::refresh()
{
    const BattleRecord &r = m_record;
    const auto name = [&](int seat) { return seat >= 0 && seat < m_names.size() ? m_names.at(seat) : QString(); };
    if (!r.active()) {
        m_title->setText(tr("No battle yet this turn."));
        for (auto *w : m_sideTitle)
            w->clear();
        for (auto *w : m_sideCards)
            w->setCards({});
    } else {
        m_title->setText(tr("Battle: %1 attacks %2").arg(name(r.attacker), name(r.defender)));
    }
    const int mySide = m_view.mySide();
    for (int side : {kAttacker, kDefender}) {
        if (!r.active())
            break;
        const int seat = side == kAttacker ? r.attacker : r.defender;
        const QString who = side == kAttacker ? tr("Attacker: %1").arg(name(seat)) : tr("Defender: %1").arg(name(seat));
        QList<int> cards = r.cards[side];
        QString note;
        if (!r.revealed) {
            cards.clear();
            if (side == mySide && m_view.pending == conquest::Pending::Choose) {
                m_view.chosen.forEach([&](int c) { cards << c; });
                note = tr("your secret choice");
            } else {
                note = tr("chooses in secret");
            }
        }
        m_sideTitle[side]->setText(note.isEmpty() ? who : tr("%1 (%2)").arg(who, note));
        const conquest::CardSet alt = r.revealed ? r.alt : m_view.chosenAlt;
        m_sideCards[side]->setCards(cards, [&](int c) {
            CardLook look;
            if (alt.has(c))
                look.usedAs = static_cast<int>(conquest::card(c).orCategory);
            look.struckOut = r.terrainRemoved.contains(c);
            return look;
        });
    }
    // Terrain cards that left the battle before this seat saw them on a side are shown apart.
    QList<int> apart;
    for (int c : r.terrainRemoved)
        if (!r.cards[0].contains(c) && !r.cards[1].contains(c))
            apart << c;
    m_terrain->setCards(apart, [](int) { CardLook l; l.struckOut = true; return l; });
    m_terrain->setVisible(!apart.isEmpty());
    m_terrainTitle->setVisible(!r.terrainRemoved.isEmpty());
    m_terrainTitle->setText(tr("A Defense card was revealed: every Terrain card counts nothing (struck out)."));

    // The categories, side by side.
    const QStringList header{tr("Category"), tr("Attacker"), tr("Defender"), tr("Won by")};
    for (int c = 0; c < kColumns; ++c)
        m_cells.at(c)->setText(QStringLiteral("<b>%1</b>").arg(header.at(c)));
    for (int cat = 0; cat < conquest::kCategoryCount; ++cat) {
        const int a = r.force[0][cat], d = r.force[1][cat];
        QLabel **row = m_cells.data() + (cat + 1) * kColumns;
        row[0]->setText(categoryName(static_cast<conquest::Category>(cat)));
        if (!r.revealed) {
            for (int c = 1; c < kColumns; ++c)
                row[c]->setText(QStringLiteral("–"));
            continue;
        }
        row[1]->setText(QString::number(a));
        row[2]->setText(QString::number(d));
        row[3]->setText(a > d ? name(r.attacker) : d > a ? name(r.defender) : tr("nobody (equal)"));
    }
    if (r.revealed && r.philistineDie[0] + r.philistineDie[1] > 0)
        m_cells.at(kColumns)->setText(tr("%1 (with the Philistines' die)").arg(categoryName(conquest::Category::Numbers)));

    // The winner, or the tie rolls.
    QString result = battleResultText(r, m_names);
    if (result.isEmpty() && r.revealed)
        result = tr("The cards are revealed.");
    if (result != m_result->text() && !result.isEmpty())
        fadeIn(m_result);
    m_result->setText(result);

    // Casualties, with their figures (C17).
    const QStringList lines = casualtyLines(r, m_names);
    const QString casualties = lines.join(QLatin1Char('\n'));
    if (casualties != m_casualties->text() && !casualties.isEmpty())
        fadeIn(m_casualties);
    m_casualties->setText(casualties);
}

void BattleView::fadeIn(QWidget *widget)
{
    // A short fade, so the eye catches the result and the casualties as they come.
    // The effect stays at full opacity afterwards, which draws as without it.
    if (m_motion <= 0)
        return;
    auto *effect = new QGraphicsOpacityEffect(widget);
    widget->setGraphicsEffect(effect); // replaces (and deletes) a previous one, which stops its fade
    auto *fade = new QPropertyAnimation(effect, "opacity");
    fade->setDuration(m_motion);
    fade->setStartValue(0.0);
    fade->setEndValue(1.0);
    fade->start(QAbstractAnimation::DeleteWhenStopped);
}

void BattleView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace canaan::cardtable
