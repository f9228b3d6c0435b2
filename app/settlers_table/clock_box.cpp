#include "app/settlers_table/clock_box.h"

#include "engine/io/clock_limits.h"

#include <QEvent>

namespace canaan::settlerstable {

ClockBox::ClockBox(QWidget *parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("clockBox"));
    for (const int seconds : kClockChoices)
        addItem(QString(), seconds);
    retranslate();
}

void ClockBox::setSeconds(int seconds)
{
    setCurrentIndex(std::max(0, findData(seconds)));
}

QString ClockBox::choiceText(int seconds)
{
    if (seconds <= 0)
        return tr("No turn clock");
    return tr("%1 seconds per decision").arg(seconds);
}

void ClockBox::retranslate()
{
    for (int i = 0; i < count(); ++i)
        setItemText(i, choiceText(itemData(i).toInt()));
    setToolTip(tr("How long a person may take over each decision; when the time runs out, the computer "
                  "makes that decision for him"));
}

void ClockBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

} // namespace canaan::settlerstable
