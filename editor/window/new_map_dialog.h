// File > New: the size of the empty (all sea) map and its ruleset.
#pragma once

#include "rules/options.h"

#include <QDialog>

class QSpinBox;
class QComboBox;

namespace canaan::editor {

class NewMapDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewMapDialog(QWidget *parent = nullptr);
    int columns() const;
    int rows() const;
    Ruleset ruleset() const;

private:
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QComboBox *m_ruleset;
};

} // namespace canaan::editor
