// One stack of cards in a hand, drawn with the project's card art (resources/hand/): the card, a
// count badge when more than one is held, lifted with a glow when it may be played now, dimmed
// when it may not. The panel sets the tooltip that says what it does or why not.
#pragma once

#include <QWidget>

class QSvgRenderer;

namespace canaan::settlerstable {

class HandCard : public QWidget {
    Q_OBJECT
public:
    enum class Look { Plain, Playable, Dimmed };

    explicit HandCard(QSvgRenderer *art, QWidget *parent = nullptr);
    void setCount(int count);
    int count() const { return m_count; }
    void setLook(Look look);
    Look look() const { return m_look; }
    // Resources show their count even when it is 0 or 1; development cards only from 2.
    void setAlwaysShowCount(bool always);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void clicked();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QSvgRenderer *m_art;
    int m_count = 0;
    Look m_look = Look::Plain;
    bool m_alwaysShowCount = false;
};

} // namespace canaan::settlerstable
