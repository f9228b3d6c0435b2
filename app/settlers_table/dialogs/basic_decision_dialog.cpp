#include "app/settlers_table/dialogs/basic_decision_dialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::settlerstable {

BasicDecisionDialog::BasicDecisionDialog(const DecisionContext &ctx, QWidget *parent)
    : DecisionDialog(parent)
    , m_ctx(ctx)
    , m_state(*ctx.state)
    , m_sentence(new QLabel(this))
    , m_body(new QVBoxLayout)
    , m_blocked(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowModality(Qt::WindowModal);
    m_sentence->setObjectName(QStringLiteral("sentence"));
    m_sentence->setWordWrap(true);
    m_sentence->setTextFormat(Qt::RichText);
    m_blocked->setObjectName(QStringLiteral("blockedReason"));
    m_blocked->setWordWrap(true);
    m_blocked->setStyleSheet(QStringLiteral("font-style: italic;"));
    okButton()->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_sentence);
    layout->addLayout(m_body);
    layout->addWidget(m_blocked);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &BasicDecisionDialog::confirm);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QPushButton *BasicDecisionDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QString BasicDecisionDialog::sentence() const
{
    return m_sentence->text();
}

void BasicDecisionDialog::setSentence(const QString &richText)
{
    m_sentence->setText(richText);
}

void BasicDecisionDialog::finishSetup()
{
    retranslateUi();
    refresh();
    setMinimumWidth(qMax(minimumSizeHint().width(), 420));
}

QString BasicDecisionDialog::okText() const
{
    return tr("OK");
}

void BasicDecisionDialog::refresh()
{
    const bool ok = !chosenActions().isEmpty();
    const QString why = ok ? QString() : blockedReason();
    okButton()->setEnabled(ok);
    okButton()->setText(okText());
    okButton()->setToolTip(why);
    m_blocked->setText(why);
    m_blocked->setVisible(m_reasonBelow && !why.isEmpty());
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
}

void BasicDecisionDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    DecisionDialog::changeEvent(event);
}

std::vector<settlers::Action> BasicDecisionDialog::legalOf(settlers::ActionKind kind) const
{
    std::vector<settlers::Action> out;
    for (const settlers::Action &a : m_ctx.legal)
        if (a.kind == kind && a.player == m_ctx.seat)
            out.push_back(a);
    return out;
}

bool BasicDecisionDialog::legalInSequence(const QList<settlers::Action> &actions, settlers::IllegalReason *why) const
{
    settlers::GameState s = m_state;
    for (const settlers::Action &a : actions) {
        const settlers::IllegalReason reason = settlers::checkLegal(*m_ctx.rules, s, a);
        if (reason != settlers::IllegalReason::Ok) {
            if (why)
                *why = reason;
            return false;
        }
        settlers::apply(*m_ctx.rules, s, a);
    }
    if (why)
        *why = settlers::IllegalReason::Ok;
    return true;
}

void BasicDecisionDialog::confirm()
{
    const QList<settlers::Action> actions = chosenActions();
    if (actions.isEmpty())
        return;
    emit decided(actions);
    accept();
}

} // namespace canaan::settlerstable
