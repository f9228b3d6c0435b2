#include "app/online/lobby_table_list.h"

#include "app/settlers_table/clock_box.h"
#include "app/online/lobby_words.h"

#include <QEvent>
#include <QHeaderView>

namespace canaan::online {

namespace {

// A cell whose words may be cut short: the tooltip shows them whole.
QTableWidgetItem *itemWithTooltip(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(text);
    return item;
}

} // namespace

LobbyTableList::LobbyTableList(QWidget *parent) : QTableWidget(0, ColumnCount, parent)
{
    setObjectName(QStringLiteral("tables"));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    // The short columns as wide as their words; the two long ones (a table's status, its seats)
    // share the rest, their words cut short with the whole in a tooltip, so the list never scrolls
    // sideways (Korean's words are longer: at 1280×720 the turn clock went past the edge).
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Status, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(Seats, QHeaderView::Stretch);
    setTextElideMode(Qt::ElideRight);
    setWordWrap(false); // one line a table: cut short, not broken over two
    retranslateUi();
}

void LobbyTableList::showTables(const QList<LobbyTable> &tables)
{
    const LobbyTable *chosen = chosenTable();
    const QString chosenCode = chosen ? chosen->code : QString();
    m_tables = tables;
    const QSignalBlocker quiet(this); // the rows change, not the choice: whoever shows the list updates after it
    setRowCount(0);
    int chosenRow = -1;
    for (const LobbyTable &t : tables) {
        QStringList kinds;
        for (const LobbySeat &seat : t.seats)
            kinds << LobbyWords::seatKind(seat.kind);
        const int row = rowCount();
        insertRow(row);
        setItem(row, Code, new QTableWidgetItem(t.code));
        setItem(row, Map, new QTableWidgetItem(LobbyWords::map(t)));
        setItem(row, People, new QTableWidgetItem(tr("%1 of %2 people").arg(t.takenPersonSeats()).arg(t.personSeats())));
        setItem(row, Status, itemWithTooltip(LobbyWords::status(t)));
        setItem(row, Clock, new QTableWidgetItem(settlerstable::ClockBox::choiceText(t.clockSeconds)));
        setItem(row, Seats, itemWithTooltip(kinds.join(QStringLiteral(", "))));
        if (t.code == chosenCode)
            chosenRow = row;
    }
    if (chosenRow >= 0)
        selectRow(chosenRow);
}

const LobbyTable *LobbyTableList::chosenTable() const
{
    const auto rows = selectionModel() ? selectionModel()->selectedRows() : QModelIndexList{};
    if (rows.isEmpty() || rows.first().row() >= m_tables.size())
        return nullptr;
    return &m_tables[rows.first().row()];
}

void LobbyTableList::retranslateUi()
{
    setHorizontalHeaderLabels({tr("Code"), tr("Map"), tr("People"), tr("Status"), tr("Turn clock"), tr("Seats")});
}

void LobbyTableList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showTables(QList<LobbyTable>(m_tables)); // the cells' words
    }
    QTableWidget::changeEvent(event);
}

} // namespace canaan::online
