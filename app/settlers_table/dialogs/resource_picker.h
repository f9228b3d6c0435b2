// One checkable button per resource (icon, name and an optional note such as "4:1"), at most one
// checked: the resource to take, give or name. Buttons are named "pick_<resourceId>".
#pragma once

#include "app/settlers_table/dialogs/dialog_text.h"

#include <QWidget>

class QButtonGroup;
class QToolButton;

namespace canaan::settlerstable {

class ResourcePicker : public QWidget {
    Q_OBJECT
public:
    ResourcePicker(const settlers::Rules &rules, QWidget *parent = nullptr);

    // A disabled button says why in its tooltip. Disabling the checked one clears the choice.
    void setAllowed(int r, bool allowed, const QString &whyNot = {});
    bool isAllowed(int r) const;
    void setNote(int r, const QString &note);
    // -1 when nothing is chosen.
    int selected() const;
    void select(int r); // -1 clears
    // When exactly one resource is allowed, choose it (nothing else to decide).
    void selectOnlyChoice();
    QToolButton *button(int r) const;
    void retranslate();

signals:
    void changed();

private:
    void updateText(int r);

    const settlers::Rules &m_rules;
    QButtonGroup *m_group;
    std::array<QToolButton *, settlers::kResourceCount> m_buttons{};
    std::array<QString, settlers::kResourceCount> m_notes;
};

} // namespace canaan::settlerstable
