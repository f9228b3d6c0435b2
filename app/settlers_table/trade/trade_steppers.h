// The two sides of a domestic trade being built, compactly: a row per resource with its picture and
// name, how many the person gives (at most what he holds, "of N" beside it) and how many he asks for.
// Spin boxes are named "give_<resourceId>" and "get_<resourceId>" (tests find them).
#pragma once

#include "app/settlers_table/dialogs/dialog_text.h"

#include <QWidget>
#include <array>

class QLabel;
class QSpinBox;

namespace canaan::settlerstable {

class TradeSteppers : public QWidget {
    Q_OBJECT
public:
    explicit TradeSteppers(QWidget *parent = nullptr);

    // The resources' names in this ruleset, and how many of each the person holds.
    void setHand(const settlers::Rules &rules, const ResourceCounts &held);
    void setValues(const ResourceCounts &gives, const ResourceCounts &receives);
    void clear();
    ResourceCounts gives() const;
    ResourceCounts receives() const;
    QSpinBox *giveBox(int r) const { return m_give[static_cast<std::size_t>(r)]; }
    QSpinBox *getBox(int r) const { return m_get[static_cast<std::size_t>(r)]; }
    void retranslate();

signals:
    void changed();

protected:
    // Letters go to the window's shortcuts (E, R, T...), not the spin box that has the focus: a
    // count is typed in digits (issue 42, D4).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const settlers::Rules *m_rules = nullptr;
    ResourceCounts m_held{};
    QLabel *m_giveTitle;
    QLabel *m_getTitle;
    std::array<QLabel *, settlers::kResourceCount> m_names{};
    std::array<QLabel *, settlers::kResourceCount> m_heldLabels{};
    std::array<QSpinBox *, settlers::kResourceCount> m_give{};
    std::array<QSpinBox *, settlers::kResourceCount> m_get{};
};

} // namespace canaan::settlerstable
