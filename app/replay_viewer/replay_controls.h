// The replay window's transport, below the game: start, previous turn, previous decision, play or
// pause, next decision, next turn and end (also on Home, Page Up, Left, Space, Right, Page Down and
// End wherever the focus is), a slider over the whole game, where the replay is, the seat chooser and
// the playing speed with its timer. It asks; the ReplayWindow moves the replay.
#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace canaan::replayviewer {

class ReplayControls : public QWidget {
    Q_OBJECT
public:
    enum class Step { Start, PreviousTurn, PreviousDecision, NextDecision, NextTurn, End };
    // `window` takes the keys; `names` are the seats the chooser offers.
    ReplayControls(QWidget *window, const QStringList &names);

    QSlider *slider() const { return m_slider; }
    QComboBox *seatChooser() const { return m_seat; }
    QComboBox *speedChooser() const { return m_speed; }
    bool isPlaying() const;
    // The pause between two decisions while playing, ms.
    int playInterval() const;
    void setPlaying(bool playing);
    // Where the replay is: the slider, the text beside it, and the steps that lead somewhere.
    void showPosition(int position, int length, const QString &text);
    // The seat chooser's entry: a seat, or -1 for everything.
    void showSeat(int seat);
    // The texts in the UI's language; `shownSeat` stays chosen.
    void retranslate(int shownSeat);

signals:
    void stepRequested(canaan::replayviewer::ReplayControls::Step step);
    void playToggled();
    void positionChosen(int position);
    void seatChosen(int seat);
    // Time for the next decision while playing.
    void playTick();

private:
    QToolButton *addButton(Step step, Qt::Key key);

    QWidget *m_window;
    QStringList m_names;
    QToolButton *m_start = nullptr, *m_previousTurn = nullptr, *m_previousDecision = nullptr, *m_play = nullptr,
                *m_nextDecision = nullptr, *m_nextTurn = nullptr, *m_end = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_where = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speed = nullptr;
    QLabel *m_seatLabel = nullptr;
    QComboBox *m_seat = nullptr;
    QTimer *m_timer = nullptr;
};

} // namespace canaan::replayviewer
