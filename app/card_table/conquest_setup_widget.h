// The Conquest part of the new-game dialog: how many nations, and per seat the nation (with its ability
// in one line), a person or a computer level, and a name; the turns and the city tokens (C03, C08);
// what is wrong, in a sentence, while the choices make no game.
#pragma once

#include "app/card_table/conquest_choices.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace canaan::cardtable {

class ConquestSetupWidget : public QWidget {
    Q_OBJECT
public:
    explicit ConquestSetupWidget(QWidget *parent = nullptr);
    void setChoices(const ConquestChoices &choices);
    ConquestChoices choices() const;
    QString problemText() const;

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        QLabel *label;
        QComboBox *nation;
        QComboBox *player;
        QLineEdit *name;
        QLabel *ability;
    };
    void retranslate();
    void update();
    QSpinBox *m_count;
    QSpinBox *m_turns;
    QSpinBox *m_cities;
    QLabel *m_countLabel, *m_turnsLabel, *m_citiesLabel;
    QList<Row> m_rows;
    QLabel *m_problem;
};

} // namespace canaan::cardtable
