#include "app/card_table/table_log.h"

#include "app/card_table/battle_text.h"
#include "app/card_table/card_table_widget.h"
#include "app/card_table/log_text.h"

namespace canaan::cardtable {

TableLog::TableLog(QWidget *parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("log"));
    setWordWrap(true);
    setAlternatingRowColors(true);
    setFocusPolicy(Qt::NoFocus); // a list takes typed digits for its search: they are shortcuts here
}

void TableLog::addAction(const conquest::SeatView &before, const conquest::Action &action, const BattleRecord *settled,
                         const QStringList &names)
{
    addLine(logSentence(before, action, names));
    if (!settled)
        return;
    // The battle's result and its casualties, with their figures, stay in the log.
    addLine(battleResultText(*settled, names), true);
    for (const QString &line : casualtyLines(*settled, names))
        addLine(line);
}

void TableLog::retell(const QList<std::pair<conquest::SeatView, conquest::Action>> &story,
                      const QList<BattleRecord> &settled, const QStringList &names)
{
    clear();
    int next = 0;
    for (const auto &[before, action] : story) {
        const bool settles = settlesBattle(before, action) && next < settled.size();
        addAction(before, action, settles ? &settled.at(next++) : nullptr, names);
    }
    scrollToBottom();
}

void TableLog::addLine(const QString &line, bool marked)
{
    if (line.isEmpty())
        return;
    // The same sentence again ("Boaz draws a card.") is counted on one line, not repeated.
    QListWidgetItem *last = count() ? item(count() - 1) : nullptr;
    if (last && last->data(Qt::UserRole).toString() == line) {
        const int times = last->data(Qt::UserRole + 1).toInt() + 1;
        last->setData(Qt::UserRole + 1, times);
        // In the card table's translation context, where it has always been.
        //: A log line said several times in a row: the sentence, and how many times.
        last->setText(CardTableWidget::tr("%1 (×%2)").arg(line).arg(times));
        return;
    }
    auto *item = new QListWidgetItem(line, this);
    item->setData(Qt::UserRole, line);
    item->setData(Qt::UserRole + 1, 1);
    if (marked) // a battle's result stands out of the log on a light gold ground
        item->setBackground(QColor(0xf3, 0xe0, 0xa8));
}

QStringList TableLog::lines() const
{
    QStringList lines;
    for (int i = 0; i < count(); ++i)
        lines << item(i)->text();
    return lines;
}

} // namespace canaan::cardtable
