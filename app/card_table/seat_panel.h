// One nation at the table as a panel (issue 37): its emblem, player and nation, the status in the
// battle (attacker, defender, ally, barred), its city tokens and armies as counters and its hand as
// card backs. Counts only (C20); the ability is the tooltip.
#pragma once

#include "engine/conquest/view.h"

#include <QWidget>

namespace canaan::cardtable {

class SeatPanel : public QWidget {
    Q_OBJECT
public:
    SeatPanel(int seat, QWidget *parent = nullptr);
    void showView(const conquest::SeatView &view, const QString &name);
    int seat() const { return m_seat; }
    QString statusText() const;
    QString citiesText() const { return QString::number(m_view.cities[static_cast<std::size_t>(m_seat)]); }
    // Where the city tokens are drawn (a moving token starts or ends there).
    QRect citiesRect() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_seat;
    conquest::SeatView m_view;
    QString m_name;
};

} // namespace canaan::cardtable
