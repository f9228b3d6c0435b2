// The card table's log: one seat's story, a sentence an action (log_text.h), each settled battle's
// result on a light gold ground with its casualties below. The same sentence again in a row is
// counted on its line ("Boaz draws a card. (×3)") rather than repeated.
#pragma once

#include "app/card_table/battle_record.h"

#include "engine/conquest/engine.h"
#include "engine/conquest/view.h"

#include <QList>
#include <QListWidget>
#include <QStringList>

#include <utility>

namespace canaan::cardtable {

class TableLog : public QListWidget {
    Q_OBJECT
public:
    explicit TableLog(QWidget *parent = nullptr);

    // An action as a seat saw it, and the battle it settled (null: none).
    void addAction(const conquest::SeatView &before, const conquest::Action &action, const BattleRecord *settled,
                   const QStringList &names);
    // The whole story again (a new language, another seat at the screen): `settled` are the battles
    // the story settles, in order.
    void retell(const QList<std::pair<conquest::SeatView, conquest::Action>> &story,
                const QList<BattleRecord> &settled, const QStringList &names);
    QStringList lines() const;

private:
    void addLine(const QString &line, bool marked = false);
};

} // namespace canaan::cardtable
