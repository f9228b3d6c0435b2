#include "app/card_table/conquest_end_screen.h"

#include "app/card_table/game_terms.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QPainter>
#include <QTableWidget>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace canaan::cardtable {

namespace {

// "Name (nation)", or the nation alone for a seat without a name (a save made by canaan-cli).
QString nameAndNation(const ConquestSummary &g, int s)
{
    const QString name = s < g.names.size() ? g.names.at(s) : QString();
    const QString nation = nationName(g.nations[s]);
    return name.isEmpty() ? nation : QCoreApplication::translate("canaan::cardtable::ConquestEndScreen", "%1 (%2)").arg(name, nation);
}

} // namespace

CityChart::CityChart(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(360, 200);
}

void CityChart::setSummary(const ConquestSummary &summary)
{
    m_summary = summary;
    update();
}

QColor CityChart::seatColour(int seat)
{
    static const QColor colours[] = {QColor(0xb5, 0x46, 0x2f), QColor(0x2f, 0x5d, 0x8a), QColor(0x2f, 0x7a, 0x5d),
                                     QColor(0xc0, 0x8a, 0x2a), QColor(0x5a, 0x4a, 0x6e), QColor(0x4f, 0x5b, 0x66)};
    return colours[seat % 6];
}

void CityChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const auto &rows = m_summary.citiesByTurn;
    if (rows.size() < 2)
        return;
    int top = 1;
    for (const auto &row : rows)
        for (int s = 0; s < m_summary.numPlayers; ++s)
            top = qMax(top, row[s]);
    const QRectF area = QRectF(rect()).adjusted(34, 10, -130, -26);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(area);
    p.setPen(palette().color(QPalette::WindowText));
    for (int v = 0; v <= top; v += qMax(1, top / 5)) { // the axis of city tokens
        const qreal y = area.bottom() - area.height() * v / top;
        p.drawText(QRectF(0, y - 8, 30, 16), Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
    //: Under the chart's horizontal axis.
    p.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 20), Qt::AlignCenter, tr("turns"));
    const qreal dx = area.width() / (rows.size() - 1);
    for (int s = 0; s < m_summary.numPlayers; ++s) {
        QPolygonF line;
        for (int t = 0; t < rows.size(); ++t)
            line << QPointF(area.left() + dx * t, area.bottom() - area.height() * rows.at(t)[s] / top);
        p.setPen(QPen(seatColour(s), 2.5));
        p.drawPolyline(line);
        const QString label = s < m_summary.names.size() ? m_summary.names.at(s) : QString();
        p.drawText(QRectF(area.right() + 8, 10 + 20 * s, 120, 18), Qt::AlignLeft | Qt::AlignVCenter, label);
    }
}

ConquestEndScreen::ConquestEndScreen(QWidget *parent)
    : EndFrame(parent), m_chartTitle(new QLabel(this)), m_chart(new CityChart(this)),
      m_battles(readOnlyTable(this))
{
    setObjectName(QStringLiteral("endScreen"));
    body()->addWidget(m_chartTitle);
    body()->addWidget(m_chart, 2);
    // The four columns share the width (the last one alone took it all).
    m_battles->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    body()->addWidget(m_battles, 1);
    rematchButton()->hide(); // shown where a new game can be started (the window says so)
    replayButton()->hide();  // shown where a replay window can be opened (the window says so)
}

void ConquestEndScreen::offerRematch(bool offer)
{
    rematchButton()->setVisible(offer);
}

void ConquestEndScreen::offerReplay(bool offer)
{
    replayButton()->setVisible(offer);
}

void ConquestEndScreen::setSummary(const ConquestSummary &summary)
{
    m_summary = summary;
    m_chart->setSummary(summary);
    refresh();
}

QString ConquestEndScreen::winnerText() const
{
    return headline()->text();
}

void ConquestEndScreen::refresh()
{
    const ConquestSummary &g = m_summary;
    QStringList winners;
    int best = 0;
    for (int s = 0; s < g.numPlayers; ++s)
        if (g.winners & (1 << s)) {
            winners << nameAndNation(g, s);
            best = s;
        }
    if (winners.size() == 1)
        headline()->setText(tr("Victory to %1, with %2 city tokens and %3 armies.").arg(winners.first()).arg(g.cities[best]).arg(g.armies[best]));
    else if (winners.size() > 1)
        //: C09: equal city tokens and equal armies.
        headline()->setText(tr("A shared win: %1, with %2 city tokens and %3 armies each.")
                              .arg(winners.join(QStringLiteral(", ")))
                              .arg(g.cities[best])
                              .arg(g.armies[best]));
    m_chartTitle->setText(tr("City tokens over the turns"));
    rematchButton()->setText(tr("Play again: the same nations and players, a new deal"));
    m_battles->setColumnCount(4);
    m_battles->setHorizontalHeaderLabels({tr("Nation"), tr("City tokens"), tr("Battles won"), tr("Battles lost")});
    m_battles->setRowCount(g.numPlayers);
    for (int s = 0; s < g.numPlayers; ++s) {
        const QStringList cells{nameAndNation(g, s),
                                QString::number(g.cities[s]), QString::number(g.battlesWon[s]), QString::number(g.battlesLost[s])};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == 0)
                item->setForeground(CityChart::seatColour(s));
            m_battles->setItem(s, c, item);
        }
    }
    m_battles->resizeColumnsToContents();
}

void ConquestEndScreen::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    EndFrame::changeEvent(event);
}

} // namespace canaan::cardtable
