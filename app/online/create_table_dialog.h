// A new table of a network server: the map (built-in or the user's own .canaanmap, sent whole as
// `mapData` and checked by the server), the ruleset (the map's by default; its options are the
// map's), 2–4 seats (Conquest 2–6, as the engines allow) each a person or a computer player's level,
// private or listed, and how long a dropped person's seat waits before a computer player takes it
// over. For Conquest instead of the map: a nation per seat (each once) and the options turns and
// city tokens (docs/conquest.md).
// Gives docs/protocol.md's `create` message.
#pragma once

#include <QDialog>
#include <QJsonObject>
#include <QList>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace canaan::settlerstable {
class ClockBox;
} // namespace canaan::settlerstable

namespace canaan::online {

class CreateTableDialog : public QDialog {
    Q_OBJECT
public:
    explicit CreateTableDialog(QWidget *parent = nullptr);

    // The `create` message of the choices.
    QJsonObject request() const;
    // Chooses a map file as if picked in the file dialog; false (and the reason shown) when it cannot be read.
    bool useMapFile(const QString &path);
    QString problem() const;

    QComboBox *mapBox() const { return m_map; }
    QComboBox *gameBox() const { return m_game; }
    QList<QComboBox *> seatBoxes() const { return m_seats; }
    QList<QComboBox *> nationBoxes() const { return m_nations; }

private:
    void onMapChosen(int index);
    void updateSeats();
    bool isConquest() const;

    QFormLayout *m_form;
    QComboBox *m_game;
    QComboBox *m_map;
    QComboBox *m_ruleset;
    QSpinBox *m_seatCount;
    QList<QComboBox *> m_seats;
    QList<QLabel *> m_seatLabels;
    QList<QComboBox *> m_nations; // Conquest: beside each seat
    QSpinBox *m_turns;
    QSpinBox *m_cities;
    QCheckBox *m_private;
    QSpinBox *m_takeover;
    settlerstable::ClockBox *m_clock; // Settlers only: the card table shows no clock yet
    QLabel *m_problem;
    QPushButton *m_ok = nullptr;
    QJsonObject m_mapData; // the user's map, when chosen
    QString m_mapName;
    int m_lastMapIndex = 0;
};

} // namespace canaan::online
