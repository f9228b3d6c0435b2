// A short label on the board beside a spot, in a player's colour: while the person chooses whom the
// Plague robs, each candidate's name and card count beside his buildings. Drawn only; the clickable
// spot under it is a SpotItem.
#pragma once

#include "boardview/board_layers.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace canaan::boardview {

class CalloutItem : public QGraphicsItem {
public:
    // `away`: the direction (unit vector) in which the label stands off the spot, e.g. away from the
    // hex centre, so the labels of several corners of one hex do not overlap.
    CalloutItem(const QString &text, const QColor &color, QPointF at, QPointF away, QGraphicsItem *parent = nullptr);

    enum { Type = CalloutItemType };
    int type() const override { return Type; }
    QString text() const { return m_text; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF box() const;

    QString m_text;
    QColor m_color;
    QPointF m_away;
};

} // namespace canaan::boardview
