// The fallback for decisions that have no dialog of their own yet: the legal actions in words, in a
// list; the person picks one. Window-modal and asynchronous, so the game loop never blocks on it.
#pragma once

#include "play/meta_types.h"

#include <QDialog>
#include <QStringList>
#include <vector>

class QLabel;
class QListWidget;

namespace canaan::settlerstable {

class ActionChooser : public QDialog {
    Q_OBJECT
public:
    ActionChooser(const QString &question, std::vector<settlers::Action> actions, const QStringList &texts,
                  QWidget *parent = nullptr);
    int count() const { return static_cast<int>(m_actions.size()); }
    const std::vector<settlers::Action> &actions() const { return m_actions; }
    // Chooses the action in that row (as double-clicking it does).
    void choose(int row);

signals:
    void chosen(const canaan::settlers::Action &action);

private:
    QListWidget *m_list;
    std::vector<settlers::Action> m_actions;
};

} // namespace canaan::settlerstable
