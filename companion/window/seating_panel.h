// The players at the table: how many (2-4), their names and colours, and a new game.
#pragma once

#include "companion/companion_document.h"

#include <QWidget>

class QButtonGroup;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace canaan::companion {

class SeatingPanel : public QWidget {
    Q_OBJECT
public:
    explicit SeatingPanel(CompanionDocument *doc, QWidget *parent = nullptr);
    QLineEdit *nameEdit(int player) const { return m_names.value(player); }
    QPushButton *countButton(int count) const;
    void retranslate();

private:
    void sync();
    void chooseColor(int player);
    CompanionDocument *m_doc;
    QLabel *m_countLabel;
    QButtonGroup *m_count;
    QGridLayout *m_rows;
    QList<QLineEdit *> m_names;
    QList<QPushButton *> m_colors;
    QLabel *m_newGameHint;
    QPushButton *m_newGame;
};

} // namespace canaan::companion
