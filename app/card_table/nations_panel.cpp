#include "nations_panel.h"

#include "game_terms.h"
#include "motion.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>

namespace canaan::cardtable {

NationsPanel::NationsPanel(QWidget *parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("nations"));
    setColumnCount(ColumnCount);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setWordWrap(true);
    retranslate();
}

void NationsPanel::showView(const conquest::SeatView &view, const QStringList &names)
{
    // One token from one nation to another (C17): the battle's city token, seen moving.
    int from = -1, to = -1, changed = 0;
    if (m_view.numPlayers == view.numPlayers)
        for (int p = 0; p < view.numPlayers; ++p) {
            const int delta = int(view.cities[p]) - int(m_view.cities[p]);
            changed += delta != 0;
            if (delta == -1)
                from = p;
            else if (delta == 1)
                to = p;
        }
    m_view = view;
    m_names = names;
    retranslate();
    if (changed == 2 && from >= 0 && to >= 0)
        moveCityToken(from, to);
}

void NationsPanel::moveCityToken(int from, int to)
{
    if (m_motion <= 0 || !isVisible())
        return;
    auto *token = new QLabel(viewport());
    token->setObjectName(QStringLiteral("movingCityToken"));
    token->setFixedSize(18, 18);
    token->setStyleSheet(QStringLiteral("background: #d4a72c; border: 2px solid #6b4f12; border-radius: 9px;"));
    const QPoint half(9, 9);
    const QPoint start = visualRect(model()->index(from, CitiesColumn)).center() - half;
    const QPoint end = visualRect(model()->index(to, CitiesColumn)).center() - half;
    token->move(start);
    token->show();
    animate(
        token, m_motion, [token, start, end](double t) { token->move(start + (end - start) * t); },
        [token] { token->deleteLater(); });
}

void NationsPanel::retranslate()
{
    setHorizontalHeaderLabels({tr("Nation"), tr("City tokens"), tr("Armies"), tr("Cards in hand"), tr("Now"), tr("Ability")});
    setRowCount(m_view.numPlayers);
    for (int p = 0; p < m_view.numPlayers; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const conquest::Nation nation = m_view.nations[i];
        const QString name = p < m_names.size() ? m_names.at(p) : QString::number(p + 1);
        QString role;
        if (p == m_view.attacker)
            role = tr("attacker");
        else if (p == m_view.defender)
            role = tr("defender");
        else if (m_view.lentSide[i] != conquest::kNone)
            role = tr("ally of the %1").arg(m_view.lentSide[i] == conquest::kAttacker ? tr("attacker") : tr("defender"));
        else if (p == m_view.active && m_view.pending != conquest::Pending::GameOver)
            role = tr("active");
        if (m_view.barredMask & (1u << p))
            role = tr("may not ally");
        int armies = m_view.armies[i];
        QString armiesText = QString::number(armies);
        if (m_view.lentArmies[i] || m_view.armiesAway[i])
            //: Armies at home, and armies lent to a side of the battle.
            armiesText = tr("%1 (+%2 lent)").arg(armies).arg(m_view.lentArmies[i] + m_view.armiesAway[i]);
        const QStringList cells{name.isEmpty() ? nationName(nation) : tr("%1, %2").arg(name, nationName(nation)), QString::number(m_view.cities[i]), armiesText,
                                QString::number(m_view.handCounts[i]), role, nationAbility(nation)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            QFont f = item->font();
            f.setBold(p == m_view.active);
            item->setFont(f);
            if (p == m_view.seat)
                item->setBackground(QColor(0xf6, 0xec, 0xd4));
            if (c == AbilityColumn)
                item->setToolTip(cells.at(c));
            setItem(p, c, item);
        }
    }
    resizeColumnsToContents();
    resizeRowsToContents();
}

void NationsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableWidget::changeEvent(event);
}

} // namespace canaan::cardtable
