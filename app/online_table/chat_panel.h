// The chat of a network table: the lines everyone at the table wrote and a line to send. The
// server's limits (length, rate) are shown before sending where they can be (length) and as the
// server's refusal in words otherwise.
#pragma once

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QToolButton;

namespace canaan::online {

class ServerLink;

class ChatPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChatPanel(ServerLink &link, QWidget *parent = nullptr);

    QStringList lines() const { return m_lines; }
    // Quick reactions (issue 42): a few fixed phrases, one click each, sent as a chat line
    // "/react ID" (so the server's chat limits hold) and shown in the reader's language.
    static QStringList reactionIds();
    static QString reactionText(const QString &id); // empty for an unknown id
    void sendReaction(const QString &id);
    QPushButton *reactionButton(const QString &id) const;
    // Folded, only the line to send and the reactions show, and the newest line beside the title
    // (a low screen: issue 42).
    void setFolded(bool folded);
    bool isFolded() const { return m_folded; }
    // Lines written before this panel opened (the lobby's chat, carried into the game: issue 42, D7).
    void addEarlierLines(const QStringList &lines);
    // A line of the table's own, not a person's (a seat dropped, a computer took it over).
    void addNotice(const QString &text);
    QLineEdit *input() const { return m_input; }
    // Sends what is typed (when within the limit).
    void sendTyped();
    // Shows a refusal of the chat (chatTooLong, chatTooFast) under the line.
    void showProblem(const QString &text);
    QString problemText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void receive(const QJsonObject &message);
    void retranslateUi();
    void updateCount();

    QPointer<ServerLink> m_link;
    QLabel *m_title;
    QToolButton *m_fold;
    bool m_folded = false;
    QPlainTextEdit *m_text;
    QLineEdit *m_input;
    QPushButton *m_send;
    QLabel *m_problem;
    QList<QPushButton *> m_reactions; // in reactionIds() order
    QStringList m_lines;
};

} // namespace canaan::online
