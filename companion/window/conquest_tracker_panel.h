// Conquest's tracker (issue 41): the nations at the table, whose turn and which phase it is, and each
// nation's city tokens and armies, kept in the session (so it survives a restart) and undoable.
#pragma once

#include "companion/companion_document.h"

#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace canaan::companion {

class CounterBox;

class ConquestTrackerPanel : public QWidget {
    Q_OBJECT
public:
    explicit ConquestTrackerPanel(CompanionDocument *doc, QWidget *parent = nullptr);
    void retranslate();

    QComboBox *nationChoice(int seat) const { return m_choices.at(seat); }
    QSpinBox *citiesOption() const { return m_cityOption; }
    QSpinBox *turnsOption() const { return m_turnOption; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *nextPhaseButton() const { return m_next; }
    QLabel *turnLabel() const { return m_turn; }
    QLabel *problemLabel() const { return m_problem; }
    CounterBox *counter(int seat, bool cities) const;
    // A nation's button: pressed, it is that nation's turn.
    QPushButton *nationButton(int seat) const;

private:
    struct Row {
        QPushButton *name = nullptr;
        CounterBox *cities = nullptr;
        CounterBox *armies = nullptr;
    };
    void sync();
    void rebuild();
    void start();
    CompanionDocument *m_doc;
    QList<QComboBox *> m_choices;
    QSpinBox *m_cityOption;
    QSpinBox *m_turnOption;
    QPushButton *m_start;
    QPushButton *m_next;
    QLabel *m_turn;
    QLabel *m_problem;
    QLabel *m_setupTitle;
    QLabel *m_optionLabels[2];
    QLabel *m_columnLabels[3];
    QGridLayout *m_rowsLayout;
    QList<Row> m_rows;
};

} // namespace canaan::companion
