// The game window's Jerusalem bar: the building stones laid of all, and how many are black, in
// words on a gold bar. QProgressBar draws its text centred and clipped, so a sentence wider than
// the bar (Korean is longer than English) ran past it: the bar measures its words with
// QFontMetrics and shows the full sentence when it fits, else a shorter one, else the shortest
// elided. The tooltip always holds the full sentence.
#pragma once

#include <QProgressBar>

namespace canaan::settlerstable {

class JerusalemBar : public QProgressBar {
    Q_OBJECT
public:
    explicit JerusalemBar(QWidget *parent = nullptr);
    // `laid` of `slotCount` building stones lie in Jerusalem, `black` of them black.
    void setStones(int laid, int slotCount, int black);
    // The whole sentence (shown when it fits, and always in the tooltip).
    QString fullText() const;
    // The width the words may take: the bar's inside, clear of its border and rounded corners.
    int textRoom() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The longest wording that fits the bar's width now.
    void fit();

    int m_laid = 0;
    int m_slots = 0;
    int m_black = 0;
};

} // namespace canaan::settlerstable
