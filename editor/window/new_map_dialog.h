// File > New: the size of the empty (all sea) map and its ruleset.
#pragma once

#include "engine/settlers/options/options.h"

#include <QDialog>

class QSpinBox;
class QComboBox;
class QLabel;

namespace canaan::editor {

class NewMapDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewMapDialog(QWidget *parent = nullptr);
    int columns() const;
    int rows() const;
    settlers::Ruleset ruleset() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_columnsLabel, *m_rowsLabel, *m_rulesetLabel;
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QComboBox *m_ruleset;
};

} // namespace canaan::editor
