// The new-game dialog: 2-4 seats (a person or a computer player, easy/normal/hard, with a name and
// a colour no other seat has), the map (built-in or the user's own, with a preview), the ruleset and
// the options of docs/rules.md. Everything chosen is remembered for the next time (new_game_choices.h).
// A map that fails to load shows its error and disables Start.
#pragma once

#include "app/settlers_table/game_setup.h"
#include "app/session/new_game_choices.h"

#include <QDialog>
#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace canaan::settlerstable {
class ClockBox;
} // namespace canaan::settlerstable

namespace canaan::boardview {
class BoardScene;
class BoardView;
} // namespace canaan::boardview

namespace canaan::session {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    // mapPath: the map to start on (a file given on the command line); empty: the last one used.
    explicit NewGameDialog(QWidget *parent = nullptr, const QString &mapPath = QString());
    ~NewGameDialog() override;

    // The game to start, with a new random seed. Only valid while canStart().
    settlerstable::GameSetup setup() const;
    bool canStart() const;
    // "FILE:PLACE: error: MESSAGE" of the chosen map, empty when it loaded.
    QString mapError() const { return m_mapError; }

    int playerCount() const;
    void setPlayerCount(int players);
    QString seatKind(int seat) const;
    void setSeatKind(int seat, const QString &kind);
    QString seatName(int seat) const;
    void setSeatName(int seat, const QString &name);
    QColor seatColor(int seat) const;
    // Another seat with this colour takes this seat's old colour, so no two are equal.
    void setSeatColor(int seat, const QColor &color);

    QString mapPath() const { return m_mapPath; }
    // Loads and previews a map file (added to the recent maps unless built in). False on an error.
    bool selectMap(const QString &path);
    QStringList mapChoices() const; // the paths in the map list, built-in first

    // The turn clock's seconds per decision of a person, 0 for none (remembered like the seats).
    int clockSeconds() const;
    void setClockSeconds(int seconds);
    settlerstable::ClockBox *clockBox() const { return m_clock; }

    settlers::Ruleset ruleset() const;
    void setRuleset(settlers::Ruleset ruleset);
    bool canChangeRuleset() const;
    settlers::GameOptions options() const;
    void setOptions(const settlers::GameOptions &options);
    // The map's own ruleset and options.
    void restoreMapRules();

    boardview::BoardView *preview() const { return m_preview; }
    QPushButton *startButton() const { return m_start; }
    QComboBox *mapList() const { return m_mapList; }

    // Stores every choice in QSettings (done on Start).
    void remember() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createSeats();
    QWidget *createMap();
    QWidget *createRules();
    void retranslateUi();
    void fillMapList();
    void updateSeats();
    void updateRulesWidgets();
    void updateStart();
    void browseMap();
    void onRulesetChanged();

    struct SeatRow {
        QLabel *label;
        QComboBox *kind;
        QLineEdit *name;
        QComboBox *color;
    };

    QList<SeatRow> m_seats;
    QList<QColor> m_seatColors;
    QStringList m_recentMaps;
    QString m_mapPath;
    QString m_mapError;
    std::optional<settlers::MapModel> m_map;

    QGroupBox *m_seatsBox = nullptr;
    QLabel *m_playersLabel = nullptr;
    QSpinBox *m_players = nullptr;
    QLabel *m_clockLabel = nullptr;
    settlerstable::ClockBox *m_clock = nullptr;
    QGroupBox *m_mapBox = nullptr;
    QComboBox *m_mapList = nullptr;
    QPushButton *m_browse = nullptr;
    QPushButton *m_print = nullptr; // Print Map…: the chosen map as a PDF to play on a real table
    QLabel *m_mapInfo = nullptr;
    boardview::BoardScene *m_scene = nullptr;
    boardview::BoardView *m_preview = nullptr;
    QGroupBox *m_rulesBox = nullptr;
    QLabel *m_rulesetLabel = nullptr;
    QComboBox *m_ruleset = nullptr;
    QLabel *m_vpLabel = nullptr;
    QSpinBox *m_vpToWin = nullptr;
    QLabel *m_stonesLabel = nullptr;
    QSpinBox *m_stones = nullptr;
    QLabel *m_bankLabel = nullptr;
    QSpinBox *m_bank = nullptr;
    QLabel *m_priestsLabel = nullptr;
    QSpinBox *m_priests = nullptr;
    QLabel *m_vpCardsLabel = nullptr;
    QSpinBox *m_vpCards = nullptr;
    QCheckBox *m_freeTradeBuild = nullptr;
    QLabel *m_tieLabel = nullptr;
    QComboBox *m_tie = nullptr;
    QPushButton *m_restoreRules = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    settlers::GameOptions m_hiddenOptions; // the parts the dialog does not show (other event cards, setup order)
    bool m_updating = false;
};

} // namespace canaan::session
