// The lobby's list of a server's open tables: per table its code, map (or game), people seated of
// how many, status, turn clock and its seats (the longest, last). The chosen table stays chosen when
// the list comes again.
#pragma once

#include "app/online/lobby_table.h"

#include <QTableWidget>

namespace canaan::online {

class LobbyTableList : public QTableWidget {
    Q_OBJECT
public:
    enum Column { Code, Map, People, Status, Clock, Seats, ColumnCount };

    explicit LobbyTableList(QWidget *parent = nullptr);

    void showTables(const QList<LobbyTable> &tables);
    // The table chosen in the list, or null.
    const LobbyTable *chosenTable() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QList<LobbyTable> m_tables; // in the rows' order
};

} // namespace canaan::online
