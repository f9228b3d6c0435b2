#include "companion/window/scores_panel.h"

#include "companion/window/companion_text.h"
#include "companion/window/counter_box.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace canaan::companion {

ScoresPanel::ScoresPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_cardsLayout(new QVBoxLayout), m_jerusalem(new QGroupBox(this)),
      m_stones(new QProgressBar(this)), m_jerusalemText(new QLabel(this)), m_black(new CounterBox(this))
{
    auto *jl = new QVBoxLayout(m_jerusalem);
    m_stones->setMinimumHeight(28);
    m_jerusalemText->setWordWrap(true);
    jl->addWidget(m_stones);
    jl->addWidget(m_jerusalemText);
    jl->addWidget(m_black);
    connect(m_black, &CounterBox::adjusted, m_doc, &CompanionDocument::adjustBlackStones);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_cardsLayout);
    layout->addWidget(m_jerusalem);
    layout->addStretch();
    connect(m_doc, &CompanionDocument::changed, this, &ScoresPanel::sync);
    sync();
}

void ScoresPanel::rebuild()
{
    for (const Card &c : m_cards)
        delete c.box;
    m_cards.clear();
    for (int p = 0; p < m_doc->session().players.size(); ++p) {
        Card c;
        c.box = new QGroupBox(this);
        auto *layout = new QVBoxLayout(c.box);
        auto *head = new QHBoxLayout;
        c.total = new QLabel(c.box);
        QFont f = c.total->font();
        f.setPointSizeF(f.pointSizeF() * 1.5);
        f.setBold(true);
        c.total->setFont(f);
        c.parts = new QLabel(c.box);
        c.parts->setWordWrap(true);
        c.parts->setTextFormat(Qt::RichText);
        head->addWidget(c.parts, 1);
        head->addWidget(c.total);
        layout->addLayout(head);
        auto *counters = new QHBoxLayout;
        for (Counter k : {Counter::Priests, Counter::Stones, Counter::VpCards}) {
            auto *box = new CounterBox(c.box);
            counters->addWidget(box);
            c.counters[static_cast<int>(k)] = box;
            connect(box, &CounterBox::adjusted, this, [this, p, k](int delta) { m_doc->adjust(p, k, delta); });
        }
        layout->addLayout(counters);
        m_cardsLayout->addWidget(c.box);
        m_cards.append(c);
    }
}

void ScoresPanel::sync()
{
    const TableSession &s = m_doc->session();
    if (m_cards.size() != s.players.size())
        rebuild();
    const Standings st = m_doc->standings();
    for (int p = 0; p < m_cards.size(); ++p) {
        const Card &c = m_cards[p];
        const PlayerScore &score = st.scores[p];
        c.total->setText(tr("%1 VP").arg(score.total()));
        QStringList parts;
        parts << tr("Settlements: %1").arg(score.settlements) << tr("Cities: %1").arg(score.cities)
              << tr("Longest road: %1").arg(score.roadLength);
        QStringList cards;
        if (score.longestRoad)
            cards << tr("Longest Road +2");
        if (score.mostPriests)
            cards << tr("Most Priests +2");
        if (score.kingsBlessing)
            cards << tr("King's Blessing +2");
        if (score.vpCards)
            cards << tr("Victory point cards +%1").arg(score.vpCards);
        QString text = coloredName(s, p) + QStringLiteral("<br>") + parts.join(QStringLiteral(" · ")).toHtmlEscaped();
        if (!cards.isEmpty())
            text += QStringLiteral("<br><b>%1</b>").arg(cards.join(QStringLiteral(" · ")).toHtmlEscaped());
        c.parts->setText(text);
        const Player &pl = s.players[p];
        const int values[3] = {pl.priests, pl.stones, pl.vpCards};
        const QString labels[3] = {tr("Priests"), tr("Building stones"), tr("VP cards")};
        for (int k = 0; k < 3; ++k) {
            c.counters[k]->setLabel(labels[k]);
            c.counters[k]->setValue(values[k], values[k] < m_doc->counterLimit(p, static_cast<Counter>(k)));
        }
    }

    m_jerusalem->setVisible(st.jerusalemSlots > 0);
    m_jerusalem->setTitle(tr("Jerusalem"));
    m_stones->setRange(0, std::max(1, st.jerusalemSlots));
    m_stones->setValue(std::min(st.jerusalemStones, st.jerusalemSlots));
    m_stones->setFormat(tr("%1 of %2 building stones").arg(st.jerusalemStones).arg(st.jerusalemSlots));
    QStringList byPlayer;
    for (int p = 0; p < s.players.size(); ++p)
        byPlayer << QStringLiteral("%1 %2").arg(coloredName(s, p)).arg(s.players[p].stones);
    byPlayer << tr("black %1").arg(s.blackStones);
    QString text = byPlayer.join(QStringLiteral(" · "));
    if (st.jerusalemComplete())
        text += QStringLiteral("<br><b>%1</b>").arg(tr("Jerusalem is complete."));
    m_jerusalemText->setText(text);
    m_black->setLabel(tr("Black stones"));
    m_black->setValue(s.blackStones, s.blackStones < m_doc->blackStoneLimit());
}

QString ScoresPanel::totalText(int player) const { return m_cards.value(player).total ? m_cards[player].total->text() : QString(); }
QString ScoresPanel::partsText(int player) const { return m_cards.value(player).parts ? m_cards[player].parts->text() : QString(); }
CounterBox *ScoresPanel::counter(int player, Counter counter) const
{
    return player < m_cards.size() ? m_cards[player].counters[static_cast<int>(counter)] : nullptr;
}

} // namespace canaan::companion
