#include "players_panel.h"

#include "io/game_text.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

namespace canaan::game {

PlayersPanel::PlayersPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

QString PlayersPanel::textOf(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows[seat]->text() : QString();
}

QString PlayersPanel::vpSum(const Rules &rules, const VpParts &vp)
{
    // Counts as counts, each with its VP, and the sum written out so the total visibly adds up.
    QStringList terms;
    if (vp.settlements > 0)
        terms << tr("settlements %1 × 1").arg(vp.settlements);
    if (vp.cities > 0)
        terms << tr("cities %1 × 2").arg(vp.cities);
    if (vp.vpCards > 0)
        terms << tr("VP cards %1").arg(vp.vpCards);
    if (vp.longestRoad > 0)
        terms << tr("%1 %2").arg(specialCardName(SpecialCard::LongestRoad, rules.ruleset())).arg(vp.longestRoad);
    if (vp.mostPriests > 0)
        terms << tr("%1 %2").arg(specialCardName(SpecialCard::MostPriests, rules.ruleset())).arg(vp.mostPriests);
    if (vp.kingsBlessing > 0)
        terms << tr("%1 %2").arg(specialCardName(SpecialCard::KingsBlessing, rules.ruleset())).arg(vp.kingsBlessing);
    if (terms.isEmpty())
        return tr("No VP yet");
    return tr("VP: %1 = %2").arg(terms.join(QStringLiteral(" + "))).arg(vp.publicTotal());
}

QString PlayersPanel::describe(const Rules &rules, const SeatView &view, const SeatPlan &seat, int p) const
{
    const GameState &state = view.board; // the public board and the viewer's own cards
    const VpParts vp = vpParts(rules, state, p);
    const int devCards = view.devCount[p];
    QStringList special;
    if (state.longestRoadHolder == p)
        special << specialCardName(SpecialCard::LongestRoad, rules.ruleset());
    if (state.priestsHolder == p)
        special << specialCardName(SpecialCard::MostPriests, rules.ruleset());
    if (state.blessingHolder == p)
        special << specialCardName(SpecialCard::KingsBlessing, rules.ruleset());

    const bool current = state.stage == Stage::Play && state.current == p;
    QString head = QStringLiteral("<b>%1</b> — %2").arg(seat.name.toHtmlEscaped(), tr("%1 VP").arg(vp.publicTotal()));
    if (current)
        head += QStringLiteral(" <i>%1</i>").arg(tr("(playing)"));
    const QString parts = vpSum(rules, vp);
    const QString counts = tr("Cards in hand %1, development cards %2, priests %3, stones %4")
                               .arg(view.handCount[p])
                               .arg(devCards)
                               .arg(state.playedPriests[p])
                               .arg(state.stones[p]);
    QString text = head + QStringLiteral("<br><small>%1<br>%2").arg(parts.toHtmlEscaped(), counts.toHtmlEscaped());
    // Always this line, so the panel keeps its height and the buttons below it do not jump.
    text += QStringLiteral("<br>%1").arg((special.isEmpty() ? tr("Special cards: none")
                                                            : tr("Special cards: %1").arg(special.join(QStringLiteral(", "))))
                                             .toHtmlEscaped());
    return text + QStringLiteral("</small>");
}

void PlayersPanel::showPlayers(const Rules &rules, const SeatView &view, const QList<SeatPlan> &seats)
{
    while (m_rows.size() < seats.size()) {
        auto *line = new QHBoxLayout;
        auto *chip = new QLabel(this);
        chip->setAlignment(Qt::AlignTop);
        auto *row = new QLabel(this);
        row->setTextFormat(Qt::RichText);
        row->setWordWrap(true);
        line->addWidget(chip);
        line->addWidget(row, 1);
        static_cast<QVBoxLayout *>(layout())->addLayout(line);
        m_rows.append(row);
        m_chips.append(chip);
    }
    for (int p = 0; p < seats.size(); ++p) {
        m_rows[p]->setText(describe(rules, view, seats[p], p));
        QPixmap chip(14, 14);
        chip.fill(seats[p].color);
        QPainter painter(&chip);
        painter.setPen(QPen(QColor(0x14, 0x14, 0x14), 2));
        painter.drawRect(QRectF(1, 1, 12, 12));
        painter.end();
        m_chips[p]->setPixmap(chip);
    }
}

} // namespace canaan::game
