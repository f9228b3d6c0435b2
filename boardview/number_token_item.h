// A number token on a production hex: the number and its pips; 6 and 8 in red.
#pragma once

#include "boardview/board_layers.h"
#include "boardview/board_text.h"

#include "cartography/map_drawing.h"

#include <QGraphicsItem>

namespace canaan::boardview {

class NumberTokenItem : public QGraphicsItem, public Translatable {
public:
    explicit NumberTokenItem(int number, QGraphicsItem *parent = nullptr);

    enum { Type = NumberTokenItemType };
    int type() const override { return Type; }
    int number() const { return m_number; }
    static constexpr double kRadius = cartography::kTokenRadius;

    void retranslate() override;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // The token as vectors, centred on (0, 0).
    void paintToken(QPainter *painter) const;
    int m_number;
};

} // namespace canaan::boardview
