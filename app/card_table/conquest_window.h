// A Conquest game at this screen: the match host (play/conquest_game.h) with the card table as the
// people's participant and computer participants for the other seats; a new game from the choices of
// the new-game form, or a saved game resumed from its log. It autosaves through the host, and saves
// on Ctrl+S. The start screen opens it through the game registry (app/session/conquest_module.h).
#pragma once

#include "app/card_table/conquest_choices.h"

#include "engine/conquest/saves/conquest_save.h"
#include "play/conquest_game.h"
#include "play/seat_client.h"

#include <QMainWindow>

class QActionGroup;

#include <functional>
#include <memory>

namespace canaan::cardtable {

class CardTableWidget;
class TableParticipant;

class ConquestWindow : public QMainWindow {
    Q_OBJECT
public:
    // A saved game resumed (its log replayed), or a new one (an empty log), on a host of its own.
    explicit ConquestWindow(const conquest::saves::SavedConquest &game, QWidget *parent = nullptr);
    // The same on a host the caller owns (the session, as the board game's match): it must outlive
    // the window, which unseats its participants when it goes.
    ConquestWindow(const conquest::saves::SavedConquest &game, play::ConquestHost &host, QWidget *parent = nullptr);
    // The host of the game: its log replayed, for either constructor.
    static std::unique_ptr<play::ConquestHost> makeHost(const conquest::saves::SavedConquest &game);
    ~ConquestWindow() override;
    // The save of a new game from the new-game choices.
    static conquest::saves::SavedConquest newGame(const ConquestChoices &choices, std::uint64_t seed);

    // Starts play (after the signals are connected): computer players act every `stepMs`.
    void start(int stepMs = 400);
    // The computer players' pace, and with it the table's animations (0: none).
    void setStepDelay(int stepMs);
    // Saves after every action of a person and at the end, to this file (through QSaveFile).
    void setAutosavePath(const QString &path);
    bool saveTo(const QString &path, QString *error) const;
    conquest::saves::SavedConquest savedGame() const;
    // The seats' names as the table shows them: a seat without a name of its own is its nation.
    static QStringList seatNamesOf(const conquest::saves::SavedConquest &game);

    play::ConquestHost &host() { return *m_host; }
    CardTableWidget *table() const { return m_table; }
    // The index of the first action of the log that could not be replayed, or -1.
    int resumeError() const { return m_host->resumeError(); }

    // The end screen offers a new game of the same seats and options (rematchRequested()).
    void offerRematch();
    // Replays are opened by the session (app/replay_viewer): the end screen's Replay… emits
    // replayRequested() and Game → Open Replay… openReplayRequested().
    void offerReplays();
    // The computer players' speeds in the Game menu (issue 37): each a step delay and its name in the
    // language shown; choosing one emits speedChosen(index). The one of the current delay is checked.
    void addSpeedChoice(int stepMs, std::function<QString()> name);

signals:
    void rematchRequested();
    void replayRequested();
    void openReplayRequested();
    void speedChosen(int index);
    // The person closed the window (not emitted when it is dropped, as by a kill).
    void closed();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void saveAs();
    QStringList seatNames() const;
    void retranslate();
    conquest::saves::SavedConquest m_game; // seats, options and seed; the log is the host's
    std::unique_ptr<play::ConquestHost> m_ownedHost; // the first constructor's
    play::ConquestHost *m_host;
    CardTableWidget *m_table;
    std::shared_ptr<TableParticipant> m_people;
    play::ConquestSeatClient m_watching; // a spectator's stream, when no person plays here
    QAction *m_save;
    QAction *m_rules; // F1: this game's page of the rules reference
    QAction *m_close;
    QAction *m_openReplay; // hidden until offerReplays()
    QMenu *m_menu;
    QMenu *m_speedMenu;
    QActionGroup *m_speeds;
    QMenu *m_soundMenu;
    QList<std::pair<int, std::function<QString()>>> m_speedChoices;
};

} // namespace canaan::cardtable
