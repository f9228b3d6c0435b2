// A column of spin boxes, one per resource, each with the resource's icon and name: how many cards
// of each to discard, give or ask for. Spin boxes are named "count_<resourceId>" (tests find them).
#pragma once

#include "app/settlers_table/dialogs/dialog_text.h"

#include <QWidget>

class QGroupBox;
class QLabel;
class QSpinBox;

namespace canaan::settlerstable {

class ResourceCountEditor : public QWidget {
    Q_OBJECT
public:
    ResourceCountEditor(const settlers::Rules &rules, QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setMaximum(int r, int max);
    // At most what the player holds: the count is shown after the spin box ("of 3"), and a
    // resource he has none of is disabled with a tooltip saying so.
    void setLimitToHand(int r, int held);
    // A note after the spin box, e.g. "of 5".
    void setNote(int r, const QString &note);
    void setValues(const ResourceCounts &values);
    ResourceCounts values() const;
    int total() const;
    QSpinBox *spinBox(int r) const;
    // Names again in the current language.
    void retranslate();

signals:
    void changed();

private:
    const settlers::Rules &m_rules;
    QGroupBox *m_box;
    std::array<QLabel *, settlers::kResourceCount> m_names{};
    std::array<QSpinBox *, settlers::kResourceCount> m_spins{};
    std::array<QLabel *, settlers::kResourceCount> m_notes{};
    std::array<int, settlers::kResourceCount> m_held{-1, -1, -1, -1, -1}; // -1: not limited to a hand
};

} // namespace canaan::settlerstable
