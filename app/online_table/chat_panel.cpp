#include "app/online_table/chat_panel.h"

#include "net/protocol.h"
#include "app/online_table/refusal_text.h"
#include "app/online_table/server_link.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace canaan::online {

ChatPanel::ChatPanel(ServerLink &link, QWidget *parent)
    : QWidget(parent), m_link(&link), m_title(new QLabel(this)), m_fold(new QToolButton(this)), m_text(new QPlainTextEdit(this)),
      m_input(new QLineEdit(this)),
      m_send(new QPushButton(this)), m_problem(new QLabel(this))
{
    m_text->setReadOnly(true);
    m_text->setObjectName(QStringLiteral("chatLines"));
    m_input->setObjectName(QStringLiteral("chatInput"));
    m_send->setObjectName(QStringLiteral("chatSend"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->setWordWrap(true);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *titleRow = new QHBoxLayout;
    m_fold->setObjectName(QStringLiteral("foldChat"));
    m_fold->setAutoRaise(true);
    m_fold->setArrowType(Qt::DownArrow);
    connect(m_fold, &QToolButton::clicked, this, [this] { setFolded(!m_folded); });
    titleRow->addWidget(m_fold);
    titleRow->addWidget(m_title, 1);
    column->addLayout(titleRow);
    column->addWidget(m_text, 1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_input, 1);
    row->addWidget(m_send);
    column->addLayout(row);
    auto *reactions = new QHBoxLayout;
    reactions->setSpacing(4);
    for (const QString &id : reactionIds()) {
        auto *button = new QPushButton(this);
        button->setObjectName(QStringLiteral("react_%1").arg(id));
        button->setFlat(true);
        reactions->addWidget(button);
        m_reactions << button;
        connect(button, &QPushButton::clicked, this, [this, id] { sendReaction(id); });
    }
    reactions->addStretch();
    column->addLayout(reactions);
    column->addWidget(m_problem);
    m_title->setBuddy(m_input);
    connect(m_input, &QLineEdit::returnPressed, this, &ChatPanel::sendTyped);
    connect(m_send, &QPushButton::clicked, this, &ChatPanel::sendTyped);
    connect(m_input, &QLineEdit::textChanged, this, &ChatPanel::updateCount);
    connect(&link, &ServerLink::received, this, &ChatPanel::receive);
    retranslateUi();
    updateCount();
}

void ChatPanel::sendTyped()
{
    const QString text = m_input->text().trimmed();
    if (text.isEmpty() || !m_link)
        return;
    if (text.size() > net::kMaxChatLength) {
        showProblem(tr("A chat line may be at most %1 characters long.").arg(net::kMaxChatLength));
        return;
    }
    m_link->send({{QStringLiteral("t"), QStringLiteral("chat")}, {QStringLiteral("text"), text}});
    m_input->clear();
    m_problem->clear();
}

void ChatPanel::addEarlierLines(const QStringList &lines)
{
    for (const QString &line : lines) {
        m_lines << line;
        m_text->appendPlainText(line);
    }
}

void ChatPanel::addNotice(const QString &text)
{
    //: A line of the chat written by the table itself, not a person.
    const QString line = tr("— %1").arg(text);
    m_lines << line;
    m_text->appendPlainText(line);
}

namespace {
const QString kReactPrefix = QStringLiteral("/react ");
} // namespace

QStringList ChatPanel::reactionIds()
{
    return {QStringLiteral("goodLuck"), QStringLiteral("wellPlayed"), QStringLiteral("trade"), QStringLiteral("wait"),
            QStringLiteral("thanks")};
}

QString ChatPanel::reactionText(const QString &id)
{
    if (id == QLatin1String("goodLuck"))
        return tr("Good luck!");
    if (id == QLatin1String("wellPlayed"))
        return tr("Well played!");
    if (id == QLatin1String("trade"))
        return tr("Anyone want to trade?");
    if (id == QLatin1String("wait"))
        return tr("One moment, please.");
    if (id == QLatin1String("thanks"))
        return tr("Thanks!");
    return {};
}

void ChatPanel::sendReaction(const QString &id)
{
    if (!m_link || reactionText(id).isEmpty())
        return;
    m_link->send({{QStringLiteral("t"), QStringLiteral("chat")}, {QStringLiteral("text"), kReactPrefix + id}});
    m_problem->clear();
}

QPushButton *ChatPanel::reactionButton(const QString &id) const
{
    const qsizetype i = reactionIds().indexOf(id);
    return i >= 0 ? m_reactions.value(i) : nullptr;
}

void ChatPanel::setFolded(bool folded)
{
    m_folded = folded;
    m_text->setVisible(!folded);
    m_fold->setArrowType(folded ? Qt::RightArrow : Qt::DownArrow);
    retranslateUi();
}

void ChatPanel::showProblem(const QString &text) { m_problem->setText(text); }

QString ChatPanel::problemText() const { return m_problem->text(); }

void ChatPanel::receive(const QJsonObject &message)
{
    const QString type = message.value(QLatin1String("t")).toString();
    if (type == QLatin1String("chat")) {
        QString text = message.value(QLatin1String("text")).toString();
        if (text.startsWith(kReactPrefix)) // a quick reaction: in this reader's language
            if (const QString reaction = reactionText(text.mid(kReactPrefix.size())); !reaction.isEmpty())
                text = reaction;
        const QString line = tr("%1: %2").arg(message.value(QLatin1String("name")).toString(), text);
        m_lines << line;
        m_text->appendPlainText(line);
        if (m_folded)
            retranslateUi(); // the newest line beside the title
    } else if (type == QLatin1String("error")) {
        const QString id = message.value(QLatin1String("id")).toString();
        if (id.startsWith(QLatin1String("chat")))
            showProblem(refusalText(message));
    }
}

void ChatPanel::updateCount()
{
    const int length = int(m_input->text().trimmed().size());
    m_send->setEnabled(length > 0 && length <= net::kMaxChatLength);
    m_send->setToolTip(length > net::kMaxChatLength ? tr("A chat line may be at most %1 characters long.").arg(net::kMaxChatLength)
                                                    : tr("Send the line to everyone at the table."));
}

void ChatPanel::retranslateUi()
{
    m_title->setText(m_folded && !m_lines.isEmpty() ? tr("C&hat: %1").arg(m_lines.last()) : tr("C&hat:"));
    m_fold->setToolTip(m_folded ? tr("Show the chat's lines") : tr("Fold the chat: only the line to send shows"));
    m_send->setText(tr("Send"));
    m_input->setPlaceholderText(tr("A line to everyone at the table (at most %1 characters)").arg(net::kMaxChatLength));
    const QStringList ids = reactionIds();
    for (qsizetype i = 0; i < ids.size() && i < m_reactions.size(); ++i) {
        m_reactions[i]->setText(reactionText(ids[i]));
        m_reactions[i]->setToolTip(tr("Say \"%1\" to everyone at the table").arg(reactionText(ids[i])));
    }
    updateCount();
}

void ChatPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace canaan::online
