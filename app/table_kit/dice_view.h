// The dice of both games and the companion: one die or two, drawn with their pips; blank outlines
// before the first roll. A roll tumbles through a few tilted faces for a moment before it settles on
// the real one: the faces shown while tumbling are decoration (the game's dice come from its host).
// A roll typed in from real dice shows its sum alone (the companion).
#pragma once

#include <QColor>
#include <QList>
#include <QPointer>
#include <QWidget>

class QVariantAnimation;

namespace canaan::tablekit {

class DiceView : public QWidget {
    Q_OBJECT
public:
    // `count` dice of `side` pixels each; a side of 0 lets them grow with the widget.
    DiceView(int count, int side, QWidget *parent = nullptr);
    // A die's own colours (the companion's second die is red with white pips).
    void setDieColours(int die, const QColor &body, const QColor &pips);

    // Shows the faces at once (0: not rolled yet).
    void showFaces(const QList<int> &faces);
    // Tumbles for `ms` milliseconds (at once when 0; a new roll replaces one still tumbling), then
    // shows the faces and emits rolled().
    void roll(const QList<int> &faces, int ms);
    // A roll of real dice typed in: its sum alone, large; 0 clears the dice.
    void showSum(int sum);

    bool isRolling() const;
    // The faces rolled (the ones a tumble settles on), 0s before the first roll.
    QList<int> faces() const { return m_faces; }
    // The sum shown (faces or a typed number), 0 for none.
    int shownSum() const;
    QSize sizeHint() const override;

signals:
    void rolled(int sum);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void settle();

    int m_side;
    QList<int> m_faces;           // rolled, or shown at once
    QList<int> m_tumbling;        // shown while tumbling, else empty
    qreal m_angle = 0;            // the dice's tilt while tumbling, degrees
    int m_typedSum = 0;
    QList<QColor> m_bodies, m_pips;
    QPointer<QVariantAnimation> m_rolling;
};

} // namespace canaan::tablekit
