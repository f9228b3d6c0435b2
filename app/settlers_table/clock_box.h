// The turn clock's choice (issue 42) as a combo box, for the new-game dialog and a new network
// table: no clock, or 30, 60 or 120 seconds per decision (io/clock_limits.h). Its words follow the
// language.
#pragma once

#include <QComboBox>

namespace canaan::settlerstable {

class ClockBox : public QComboBox {
    Q_OBJECT
public:
    explicit ClockBox(QWidget *parent = nullptr);
    // The seconds chosen, 0 for no clock.
    int seconds() const { return currentData().toInt(); }
    // A value that is not a choice selects no clock.
    void setSeconds(int seconds);
    // "No turn clock", "30 seconds per decision", ...
    static QString choiceText(int seconds);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};

} // namespace canaan::settlerstable
