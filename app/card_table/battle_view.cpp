#include "battle_view.h"

#include "game_terms.h"
#include "hand_view.h"

#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QGridLayout>
#include <QPropertyAnimation>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace canaan::cardtable {

using conquest::kAttacker;
using conquest::kDefender;

namespace {
constexpr qreal kScale = 0.62;
constexpr int kColumns = 4;
} // namespace

BattleView::BattleView(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_terrainTitle(new QLabel(this)), m_terrain(new HandView(kScale * 0.8, this)),
      m_grid(new QGridLayout), m_result(new QLabel(this)), m_casualties(new QLabel(this))
{
    setObjectName(QStringLiteral("battle"));
    auto *layout = new QVBoxLayout(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    auto *sides = new QHBoxLayout;
    for (int side : {kAttacker, kDefender}) {
        auto *column = new QVBoxLayout;
        m_sideTitle[side] = new QLabel(this);
        m_sideTitle[side]->setWordWrap(true);
        m_sideCards[side] = new HandView(kScale, this);
        m_sideCards[side]->setObjectName(side == kAttacker ? QStringLiteral("attackerCards") : QStringLiteral("defenderCards"));
        column->addWidget(m_sideTitle[side]);
        column->addWidget(m_sideCards[side], 1);
        sides->addLayout(column, 1);
    }
    layout->addLayout(sides, 1);
    layout->addWidget(m_terrainTitle);
    m_terrain->setObjectName(QStringLiteral("terrainRemoved"));
    layout->addWidget(m_terrain);
    for (int i = 0; i < 5 * kColumns; ++i) {
        auto *cell = new QLabel(this);
        cell->setAlignment(i % kColumns == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
        m_grid->addWidget(cell, i / kColumns, i % kColumns);
        m_cells << cell;
    }
    layout->addLayout(m_grid);
    m_result->setObjectName(QStringLiteral("battleResult"));
    m_result->setWordWrap(true);
    m_result->setFont(big);
    layout->addWidget(m_result);
    m_casualties->setObjectName(QStringLiteral("casualties"));
    m_casualties->setWordWrap(true);
    layout->addWidget(m_casualties);
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
    QString result;
    if (r.revealed && r.winnerSide >= 0) {
        const int winner = r.winnerSide == kAttacker ? r.attacker : r.defender;
        if (r.tieRolls.isEmpty()) {
            result = tr("%1 wins the battle, %2 categories to %3.")
                         .arg(name(winner))
                         .arg(r.categoriesWon[r.winnerSide])
                         .arg(r.categoriesWon[1 - r.winnerSide]);
        } else {
            result = tr("Each side won %1 categories: the dice decide.").arg(r.categoriesWon[0]);
            for (const auto &roll : r.tieRolls)
                result += QLatin1Char(' ')
                          + tr("%1 rolls %2, %3 rolls %4.").arg(name(r.attacker)).arg(roll[0]).arg(name(r.defender)).arg(roll[1]);
            result += QLatin1Char(' ') + tr("%1 wins the battle.").arg(name(winner));
        }
    } else if (r.revealed) {
        result = tr("The cards are revealed.");
    }
    if (result != m_result->text() && !result.isEmpty())
        fadeIn(m_result);
    m_result->setText(result);

    // Casualties, with their figures (C17).
    QStringList lines;
    const Casualties &k = r.casualties;
    if (k.done && r.winnerSide >= 0) {
        const int w = r.winnerSide, l = 1 - w;
        const int winner = w == kAttacker ? r.attacker : r.defender;
        const int loser = l == kAttacker ? r.attacker : r.defender;
        // Labels before the figures ("armies 6"), so that no count has to agree with its noun.
        //: C17: the loser's armies lost, then how: his side's armies × the die × 10%.
        QString loserLine = tr("Armies lost by %1: %2 (armies %3 × die %4 × 10% = %5")
                                .arg(name(loser)).arg(k.loss[l]).arg(k.armies[l]).arg(k.die).arg(k.rounded[l]);
        int figure = k.rounded[l];
        if (k.retreat) {
            figure /= 2;
            loserLine += tr(", halved by the Retreat card: %1").arg(figure);
        }
        if (k.pursuit) {
            figure *= 2;
            loserLine += tr(", doubled by the Pursuit card: %1").arg(figure);
        }
        if (figure > k.cap)
            loserLine += tr(", capped at %1 (the smaller side)").arg(k.cap);
        lines << loserLine + QStringLiteral(").");
        //: C17: the winner's armies lost, then how: his side's armies × 10%.
        QString winnerLine = tr("Armies lost by %1: %2 (armies %3 × 10% = %4").arg(name(winner)).arg(k.loss[w]).arg(k.armies[w]).arg(k.rounded[w]);
        if (k.rounded[w] > k.cap)
            winnerLine += tr(", capped at %1 (the smaller side)").arg(k.cap);
        lines << winnerLine + QStringLiteral(").");
        lines << (k.cityFrom >= 0 ? tr("%1 takes a city token from %2.").arg(name(k.cityTo), name(k.cityFrom))
                                  : tr("%1 has no city token to lose.").arg(name(loser)));
    }
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
