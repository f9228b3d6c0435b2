// A row of cards (a hand, a secret choice, one side of a battle), laid out left to right and wrapped.
// It shows only the cards it is given: the window gives it the seat's own hand from its view.
#pragma once

#include "app/card_table/card_painter.h"

#include <QList>
#include <QWidget>

#include <functional>

namespace canaan::cardtable {

class CardWidget;

class HandView : public QWidget {
    Q_OBJECT
public:
    explicit HandView(qreal scale = 1.0, QWidget *parent = nullptr);
    // Replaces the cards; `lookOf` gives each card's look (selected, struck out, inactive ...).
    void setCards(const QList<int> &cards, const std::function<CardLook(int)> &lookOf = {});
    QList<int> cards() const;
    // The cards slide onto the table (a reveal), over `ms`.
    void arriveAll(int ms);
    CardWidget *widgetFor(int card) const;
    // Shown when there is no card.
    void setEmptyText(const QString &text);
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void cardClicked(int card);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void layoutCards();
    int columnsFor(int width) const;
    qreal m_scale;
    QList<CardWidget *> m_widgets;
    QString m_emptyText;
};

} // namespace canaan::cardtable
