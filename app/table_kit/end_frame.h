// The frame of both games' end screens: the headline (who won), the game's own parts below it (charts,
// tables), and a row of buttons: Replay at the left, Rematch and the game's others at the right.
#pragma once

#include <QWidget>

class QBoxLayout;
class QLabel;
class QPushButton;
class QTableWidget;

namespace canaan::tablekit {

class EndFrame : public QWidget {
    Q_OBJECT
public:
    explicit EndFrame(QWidget *parent = nullptr);

    QLabel *headline() const { return m_headline; }
    // Where the game puts its own parts, between the headline and the buttons.
    QBoxLayout *body() const { return m_body; }
    QPushButton *replayButton() const { return m_replay; }
    QPushButton *rematchButton() const { return m_rematch; }
    // Another button at the right, after Rematch.
    void addButton(QPushButton *button);

    // A table to read, not to edit: nothing selected, no focus, no row numbers.
    static QTableWidget *readOnlyTable(QWidget *parent);

signals:
    // Step through the game just played (app/replay_viewer).
    void replayRequested();
    void rematchRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_headline;
    QBoxLayout *m_body;
    QBoxLayout *m_buttons;
    QPushButton *m_replay;
    QPushButton *m_rematch;
};

} // namespace canaan::tablekit
