// One card as a widget: painted by paintCard(), clickable, with the kind's rule as its tooltip.
#pragma once

#include "app/card_table/card_painter.h"

#include <QWidget>

namespace canaan::cardtable {

class CardWidget : public QWidget {
    Q_OBJECT
public:
    CardWidget(int card, qreal scale, QWidget *parent = nullptr);
    int card() const { return m_card; }
    void setLook(const CardLook &look);
    const CardLook &look() const { return m_look; }
    QSize sizeHint() const override;
    // Slides up onto the table and fades in over `ms` (a revealed card; at once when ms is 0).
    void arrive(int ms);
    bool arriving() const { return m_arrival < 1; }

signals:
    void clicked(int card);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    int m_card;
    qreal m_scale;
    CardLook m_look;
    qreal m_arrival = 1; // 0 just revealed .. 1 in its place
};

} // namespace canaan::cardtable
