// One card as a widget: painted by paintCard(), clickable, with the kind's rule as its tooltip.
#pragma once

#include "card_painter.h"

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
};

} // namespace canaan::cardtable
