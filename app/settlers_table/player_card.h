// One seat at a glance, as a compact card: the colour and name, the VP in large type, icons with
// counts (cards in hand, development cards, priests, building stones), the badges of the special
// cards held, and the VP breakdown in the tooltip. The seat whose turn it is is highlighted; when
// the person at the screen must act for it, the card glows.
#pragma once

#include <QFrame>
#include <QList>

class QGraphicsDropShadowEffect;
class QLabel;

namespace canaan::settlerstable {

// At a network table: whether a person's seat is played by its person, waits for him after a drop
// (the seconds to the computer's takeover, -1 when the table waits for good), or is played by a
// computer player meanwhile. Unknown everywhere else (no badge).
struct SeatPresence {
    enum class Kind { Unknown, Here, Dropped, Computer };
    Kind kind = Kind::Unknown;
    int secondsLeft = -1;
    friend bool operator==(const SeatPresence &, const SeatPresence &) = default;
};

class PlayerCard : public QFrame {
    Q_OBJECT
public:
    // What the card shows; the panel fills it from the seat view.
    struct Facts {
        QString name;
        QColor color;
        int vp = 0;
        QString vpBreakdown; // the tooltip: "VP: settlements 2 × 1 + ... = 4"
        int handCount = 0, devCount = 0, priests = 0, stones = 0;
        bool showStones = true; // the classic ruleset has no Jerusalem
        QList<bool> badges;     // per SpecialCard: held
        QStringList badgeNames; // per SpecialCard, in the ruleset's words
        bool current = false;   // the seat whose turn it is
        bool yourTurn = false;  // and the person at the screen must act for it
        SeatPresence presence;
    };

    explicit PlayerCard(QWidget *parent = nullptr);
    void setFacts(const Facts &facts);
    // The card in one line, for tests and screen readers: "Judah: 4 VP. Cards in hand 3, ...".
    QString summary() const { return m_summary; }
    bool isHighlighted() const { return m_highlighted; }
    bool isGlowing() const;
    int vpShown() const;
    // The count beside each icon, in order: hand, development cards, priests, stones.
    QList<int> countsShown() const;
    QList<bool> badgesShown() const;
    // The seat's presence badge in words ("online", "dropped: ..."), empty when none is shown.
    QString presenceShown() const;
    // The turn clock's seconds left for this seat's decision, or -1 to show none (issue 42).
    void setClock(int secondsLeft);
    // The clock in words ("42 s left"), empty when none is shown.
    QString clockShown() const;

private:
    QString spokenText() const; // the summary and the clock, for screen readers

    QLabel *m_chip;
    QLabel *m_name;
    QLabel *m_presence;
    QLabel *m_clock;
    QLabel *m_vp;
    QList<QLabel *> m_icons;  // per count
    QList<QLabel *> m_counts; // per count
    QList<QLabel *> m_badges; // per SpecialCard
    QGraphicsDropShadowEffect *m_glow;
    QString m_summary;
    bool m_highlighted = false;
    bool m_styled = false; // the style sheet of m_highlighted is applied
};

} // namespace canaan::settlerstable
