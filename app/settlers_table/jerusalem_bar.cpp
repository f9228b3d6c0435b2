#include "app/settlers_table/jerusalem_bar.h"

#include <QEvent>
#include <QFontMetrics>

#include <algorithm>

namespace canaan::settlerstable {

namespace {
// The text keeps clear of the border and its rounded corners.
constexpr int kTextMargin = 6;
} // namespace

JerusalemBar::JerusalemBar(QWidget *parent) : QProgressBar(parent)
{
    setObjectName(QStringLiteral("jerusalemProgress"));
    // Dark text on a light gold bar: readable over the filled part and the empty part alike.
    setStyleSheet(QStringLiteral(
        "QProgressBar { border: 1px solid #b9b0a0; border-radius: 4px; background: #f6f1e6; color: #2b2218;"
        " text-align: center; } QProgressBar::chunk { background: #e6c56a; border-radius: 3px; }"));
}

void JerusalemBar::setStones(int laid, int slotCount, int black)
{
    m_laid = laid;
    m_slots = slotCount;
    m_black = black;
    setRange(0, std::max(slotCount, 1));
    setValue(std::min(laid, std::max(slotCount, 1)));
    fit();
}

QString JerusalemBar::fullText() const
{
    return tr("Jerusalem: %1 of %2 building stones, %3 black").arg(m_laid).arg(m_slots).arg(m_black);
}

int JerusalemBar::textRoom() const { return std::max(contentsRect().width() - 2 * kTextMargin, 0); }

void JerusalemBar::fit()
{
    const QStringList wordings{fullText(), tr("Jerusalem: %1/%2, %3 black").arg(m_laid).arg(m_slots).arg(m_black),
                               tr("Jerusalem %1/%2").arg(m_laid).arg(m_slots)};
    const QFontMetrics metrics(font());
    const int room = textRoom();
    const auto fits = std::find_if(wordings.begin(), wordings.end(), [&](const QString &w) { return metrics.horizontalAdvance(w) <= room; });
    setFormat(fits != wordings.end() ? *fits : metrics.elidedText(wordings.last(), Qt::ElideRight, room));
    // Two whole sentences, one a line.
    setToolTip(fullText() + QLatin1Char('\n') + tr("Building stones laid in Jerusalem; the game ends when all %1 are laid.").arg(m_slots));
}

void JerusalemBar::resizeEvent(QResizeEvent *event)
{
    QProgressBar::resizeEvent(event);
    fit();
}

void JerusalemBar::changeEvent(QEvent *event)
{
    QProgressBar::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fit();
}

} // namespace canaan::settlerstable
