// Settings: the language (System, English, 한국어; switched at once), the computer players' speed,
// whether to offer resuming an interrupted game at start, and forgetting the recent maps.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace canaan::session {

class Session;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(Session *session, QWidget *parent = nullptr);

    QComboBox *languageBox() const { return m_language; }
    QComboBox *speedBox() const { return m_speed; }
    QCheckBox *resumeBox() const { return m_resume; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Session *m_session;
    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_speedLabel;
    QComboBox *m_speed;
    QCheckBox *m_resume;
    QPushButton *m_forgetMaps;
    QPushButton *m_close;
};

} // namespace canaan::session
