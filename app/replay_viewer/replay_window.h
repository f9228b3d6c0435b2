// The replay window (docs/replay.md): a recorded game of either kind stepped through read-only in
// the game's own window — the board game's game window over a ReplaySettlersTable, Conquest's card
// table — with next and previous decision (Left, Right), next and previous turn (Page Up, Page
// Down), the start and the end (Home, End), a slider over the whole game, play at a chosen speed
// (Space), a seat selector (one seat's view, or everything) and the review's charts beside it.
// The transport is ReplayControls; Conquest's table is a ConquestReplayTable.
#pragma once

#include "play/replay_file.h"

#include <QMainWindow>
#include <memory>

class QComboBox;
class QSlider;
class QSplitter;

namespace canaan::cardtable {
class CardTableWidget;
}
namespace canaan::settlerstable {
class GameWindow;
}

namespace canaan::replayviewer {

class ConquestReplayTable;
class ReplaySettlersTable;
class ReplayControls;
class ReviewPanel;

class ReplayWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit ReplayWindow(std::unique_ptr<play::SettlersReplayFile> game, QWidget *parent = nullptr);
    explicit ReplayWindow(std::unique_ptr<play::ConquestReplayFile> game, QWidget *parent = nullptr);
    ~ReplayWindow() override;
    // Opens a saved game's replay, or says why not (one line: the file, the place, the problem).
    static ReplayWindow *open(const QString &path, QWidget *parent, QString *error);

    int position() const;
    int length() const;
    int seats() const;
    // The seat whose view is shown, or -1 for everything.
    int shownSeat() const { return m_shownSeat; }
    bool isPlaying() const;
    // The pause between two decisions while playing, ms.
    int playInterval() const;
    QSlider *slider() const;
    QComboBox *seatChooser() const;
    QComboBox *speedChooser() const;
    ReviewPanel *review() const { return m_review; }
    // The board game's window, or null (Conquest).
    settlerstable::GameWindow *boardWindow() const { return m_board; }
    ReplaySettlersTable *boardTable() const { return m_table.get(); }
    // Conquest's replay, or null (the board game).
    const play::ConquestReplay *conquestReplay() const { return m_conquestGame ? &m_conquestGame->replay : nullptr; }
    // Conquest's card table, or null (the board game).
    cardtable::CardTableWidget *cardTable() const;
    QString positionText() const;

public slots:
    void seek(int position);
    void nextDecision();
    void previousDecision();
    void nextTurn();
    void previousTurn();
    void setPlaying(bool playing);
    void setShownSeat(int seat);

protected:
    void changeEvent(QEvent *event) override;

private:
    ReplayWindow(QWidget *parent);
    void build(QWidget *gameView, const QStringList &names, const QList<QColor> &colours);
    void retranslateUi();
    void refresh();
    template <class F>
    auto withReplay(F f) const;

    std::unique_ptr<play::SettlersReplayFile> m_boardGame;
    std::unique_ptr<play::ConquestReplayFile> m_conquestGame;
    std::unique_ptr<ReplaySettlersTable> m_table;
    settlerstable::GameWindow *m_board = nullptr;
    ConquestReplayTable *m_cards = nullptr;
    ReviewPanel *m_review = nullptr;
    QSplitter *m_split = nullptr;
    ReplayControls *m_controls = nullptr;
    int m_shownSeat = -1;
};

} // namespace canaan::replayviewer
