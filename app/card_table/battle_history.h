// The battle history (issue 37): every battle of the game the seat saw settled, one after another:
// who fought, each side's cards, the force per category, the result, the casualties and the city token.
#pragma once

#include "app/card_table/battle_record.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QTextBrowser;

namespace canaan::cardtable {

// The history as HTML (also what the tests read).
QString battleHistoryHtml(const QList<BattleRecord> &battles, const QStringList &names);

class BattleHistoryDialog : public QDialog {
    Q_OBJECT
public:
    BattleHistoryDialog(const QList<BattleRecord> &battles, const QStringList &names, QWidget *parent = nullptr);
    QTextBrowser *text() const { return m_text; }

private:
    QTextBrowser *m_text;
};

} // namespace canaan::cardtable
