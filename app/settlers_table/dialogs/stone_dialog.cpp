#include "app/settlers_table/dialogs/stone_dialog.h"

#include "app/settlers_table/dialogs/resource_picker.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace canaan::settlerstable {

StoneDialog::StoneDialog(const DecisionContext &ctx, QWidget *parent)
    : BasicDecisionDialog(ctx, parent)
    , m_ownersLabel(new QLabel(this))
    , m_owners(new QButtonGroup(this))
    , m_tollLabel(new QLabel(this))
    , m_toll(new ResourcePicker(rules(), this))
{
    const std::vector<settlers::Action> legal = legalOf(settlers::ActionKind::BuildStone);
    m_ownSite = std::any_of(legal.begin(), legal.end(), [](const settlers::Action &a) { return a.a == settlers::kNoId; });
    m_toll->setObjectName(QStringLiteral("toll"));
    body()->addWidget(m_ownersLabel);
    for (int q = 0; q < state().numPlayers; ++q) {
        if (m_ownSite || std::none_of(legal.begin(), legal.end(), [q](const settlers::Action &a) { return a.a == q; }))
            continue;
        auto *b = new QRadioButton(this);
        b->setObjectName(QStringLiteral("owner_%1").arg(q));
        DialogText::showPlayer(context(), q, b);
        m_owners->addButton(b, q);
        body()->addWidget(b);
    }
    body()->addWidget(m_tollLabel);
    body()->addWidget(m_toll);
    m_ownersLabel->setVisible(!m_ownSite);
    m_tollLabel->setVisible(!m_ownSite);
    m_toll->setVisible(!m_ownSite);
    if (m_owners->buttons().size() == 1)
        m_owners->buttons().front()->setChecked(true);
    connect(m_owners, &QButtonGroup::idToggled, this, [this] {
        updateToll();
        refresh();
    });
    connect(m_toll, &ResourcePicker::changed, this, [this] { refresh(); });
    updateToll();
    finishSetup();
}

void StoneDialog::updateToll()
{
    const std::vector<settlers::Action> legal = legalOf(settlers::ActionKind::BuildStone);
    const int owner = m_owners->checkedId();
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const bool ok = std::any_of(legal.begin(), legal.end(), [&](const settlers::Action &a) {
            return a.b == r && (owner < 0 || a.a == owner);
        });
        m_toll->setAllowed(r, ok, tr("After paying the cost you hold no %1.").arg(DialogText::resource(rules(), r)));
    }
    m_toll->selectOnlyChoice();
}

QList<settlers::Action> StoneDialog::chosenActions() const
{
    for (const settlers::Action &a : legalOf(settlers::ActionKind::BuildStone)) {
        if (m_ownSite ? a.a == settlers::kNoId : a.a == m_owners->checkedId() && a.b == m_toll->selected())
            return {a};
    }
    return {};
}

void StoneDialog::retranslateUi()
{
    setWindowTitle(tr("Building Stone for Jerusalem"));
    ResourceCounts cost{};
    cost[static_cast<std::size_t>(settlers::Resource::Stone)] = 1;
    cost[static_cast<std::size_t>(settlers::Resource::Ore)] = 1;
    const QString price = tr("A building stone costs %1.").arg(DialogText::cardsHtml(rules(), cost));
    setSentence(price + QLatin1Char(' ') +
                (m_ownSite ? tr("You have a building on a Jerusalem site, so no toll is due.")
                           : tr("Your roads reach a Jerusalem site of another player: you also pay its owner one "
                                "resource card of your choice as toll.")));
    m_ownersLabel->setText(tr("Whose site do you use?"));
    for (QAbstractButton *b : m_owners->buttons()) {
        const int q = m_owners->id(b);
        b->setText(DialogText::playerName(context(), q));
    }
    m_tollLabel->setText(tr("The card you pay as toll:"));
    m_toll->retranslate();
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        int left = state().hand[seat()][r];
        if (r == static_cast<int>(settlers::Resource::Stone) || r == static_cast<int>(settlers::Resource::Ore))
            --left;
        m_toll->setNote(r, tr("you have %1").arg(qMax(0, left)));
    }
    updateToll();
}

QString StoneDialog::blockedReason() const
{
    if (legalOf(settlers::ActionKind::BuildStone).empty())
        return tr("You cannot add a building stone now.");
    if (!m_ownSite && m_owners->checkedId() < 0)
        return tr("Choose whose site you use.");
    return tr("Choose the card you pay as toll.");
}

QString StoneDialog::okText() const
{
    return tr("Add the Building Stone");
}

} // namespace canaan::settlerstable
