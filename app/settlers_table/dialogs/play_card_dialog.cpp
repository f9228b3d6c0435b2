#include "app/settlers_table/dialogs/play_card_dialog.h"

#include "engine/io/game_text.h"
#include "app/settlers_table/dialogs/resource_picker.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace canaan::settlerstable {

namespace {

bool takesResources(int card)
{
    return card == static_cast<int>(settlers::DevCard::KorahsRebellion) || card == static_cast<int>(settlers::DevCard::PlentifulLands);
}

bool takesSpot(int card)
{
    return card == static_cast<int>(settlers::DevCard::Improvements) || card == static_cast<int>(settlers::DevCard::BountifulHarvest) ||
           card == static_cast<int>(settlers::DevCard::CalebsBlessing);
}

} // namespace

PlayCardDialog::PlayCardDialog(const DecisionContext &ctx, QWidget *parent)
    : BasicDecisionDialog(ctx, parent)
    , m_cards(new QListWidget(this))
    , m_argumentLabel(new QLabel(this))
    , m_arguments(new QStackedWidget(this))
    , m_first(new ResourcePicker(rules(), this))
    , m_secondLabel(new QLabel(this))
    , m_second(new ResourcePicker(rules(), this))
    , m_spot(new QComboBox(this))
    , m_victimPage(new QWidget(this))
    , m_victims(new QButtonGroup(this))
{
    m_cards->setObjectName(QStringLiteral("cards"));
    m_cards->setWordWrap(true);
    m_cards->setIconSize(QSize(16, 16));
    m_cards->setSpacing(3);
    m_cards->setMinimumSize(440, 240);
    m_first->setObjectName(QStringLiteral("firstResource"));
    m_second->setObjectName(QStringLiteral("secondResource"));
    m_spot->setObjectName(QStringLiteral("spot"));
    m_argumentLabel->setWordWrap(true);

    for (int c = 0; c < settlers::kDevCardCount; ++c) {
        if (state().devHand[seat()][c] == 0)
            continue;
        auto *item = new QListWidgetItem(m_cards);
        item->setData(Qt::UserRole, c);
        if (legalFor(c).empty())
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }

    m_arguments->addWidget(new QWidget(this)); // NoArgument
    auto *resources = new QWidget(this);
    auto *resourcesLayout = new QVBoxLayout(resources);
    resourcesLayout->setContentsMargins(0, 0, 0, 0);
    resourcesLayout->addWidget(m_first);
    resourcesLayout->addWidget(m_secondLabel);
    resourcesLayout->addWidget(m_second);
    resourcesLayout->addStretch();
    m_arguments->addWidget(resources);
    auto *spotPage = new QWidget(this);
    auto *spotLayout = new QVBoxLayout(spotPage);
    spotLayout->setContentsMargins(0, 0, 0, 0);
    spotLayout->addWidget(m_spot);
    spotLayout->addStretch();
    m_arguments->addWidget(spotPage);
    auto *victimLayout = new QVBoxLayout(m_victimPage);
    victimLayout->setContentsMargins(0, 0, 0, 0);
    for (int q = 0; q < state().numPlayers; ++q) {
        if (q == seat())
            continue;
        auto *b = new QRadioButton(m_victimPage);
        b->setObjectName(QStringLiteral("victim_%1").arg(q));
        DialogText::showPlayer(context(), q, b);
        m_victims->addButton(b, q);
        victimLayout->addWidget(b);
    }
    victimLayout->addStretch();
    m_arguments->addWidget(m_victimPage);

    body()->addWidget(m_cards, 1);
    body()->addWidget(m_argumentLabel);
    body()->addWidget(m_arguments);

    connect(m_cards, &QListWidget::currentRowChanged, this, [this] {
        showArguments();
        retranslateUi();
        refresh();
    });
    connect(m_first, &ResourcePicker::changed, this, [this] {
        updatePickers();
        refresh();
    });
    connect(m_second, &ResourcePicker::changed, this, [this] { refresh(); });
    connect(m_spot, &QComboBox::currentIndexChanged, this, [this] {
        if (m_spot->currentIndex() >= 0)
            emit spotShown(m_spot->currentData().toInt());
        refresh();
    });
    connect(m_victims, &QButtonGroup::idToggled, this, [this] { refresh(); });

    // The first playable card is chosen; the person changes it with the arrow keys or the mouse.
    for (int i = 0; i < m_cards->count(); ++i)
        if (m_cards->item(i)->flags() & Qt::ItemIsEnabled) {
            m_cards->setCurrentRow(i);
            break;
        }
    showArguments();
    finishSetup();
}

std::vector<settlers::Action> PlayCardDialog::legalFor(int card) const
{
    std::vector<settlers::Action> out;
    for (const settlers::Action &a : legalOf(settlers::ActionKind::PlayCard))
        if (a.a == card)
            out.push_back(a);
    return out;
}

int PlayCardDialog::selectedCard() const
{
    const QListWidgetItem *item = m_cards->currentItem();
    return item && (item->flags() & Qt::ItemIsEnabled) ? item->data(Qt::UserRole).toInt() : -1;
}

bool PlayCardDialog::selectCard(settlers::DevCard card)
{
    for (int i = 0; i < m_cards->count(); ++i)
        if (m_cards->item(i)->data(Qt::UserRole).toInt() == static_cast<int>(card)) {
            m_cards->setCurrentRow(i);
            return true;
        }
    return false;
}

QString PlayCardDialog::whyNotPlayable(int card) const
{
    const settlers::IllegalReason why = settlers::checkLegal(rules(), state(), settlers::makeAction(settlers::ActionKind::PlayCard, seat(), card));
    // A card that needs arguments is refused without them; if every argument fails, nothing can be done.
    if (why == settlers::IllegalReason::Ok || why == settlers::IllegalReason::BadArgument || why == settlers::IllegalReason::BadVictim)
        return illegalReasonText(settlers::IllegalReason::CannotBeCarriedOut);
    return illegalReasonText(why);
}

// The argument widgets of the chosen card, filled from its legal actions.
void PlayCardDialog::showArguments()
{
    const int card = selectedCard();
    const std::vector<settlers::Action> legal = legalFor(card);
    if (takesResources(card)) {
        m_arguments->setCurrentIndex(Resources);
        m_first->select(-1);
        m_second->select(-1);
        const bool two = card == static_cast<int>(settlers::DevCard::PlentifulLands);
        m_secondLabel->setVisible(two);
        m_second->setVisible(two);
        updatePickers();
    } else if (takesSpot(card)) {
        m_arguments->setCurrentIndex(Spot);
        const QSignalBlocker block(m_spot);
        m_spot->clear();
        for (const settlers::Action &a : legal)
            m_spot->addItem(DialogText::spot(rules(), a.b), a.b);
        m_spot->setCurrentIndex(-1); // the person picks the spot; nothing is preselected
    } else if (card == static_cast<int>(settlers::DevCard::GibeoniteTrickery)) {
        m_arguments->setCurrentIndex(Victim);
        for (QAbstractButton *b : m_victims->buttons()) {
            const int q = m_victims->id(b);
            const bool ok = std::any_of(legal.begin(), legal.end(), [q](const settlers::Action &a) { return a.b == q; });
            b->setEnabled(ok);
            if (!ok && b->isChecked()) {
                m_victims->setExclusive(false);
                b->setChecked(false);
                m_victims->setExclusive(true);
            }
        }
    } else {
        m_arguments->setCurrentIndex(NoArgument);
    }
}

void PlayCardDialog::updatePickers()
{
    const int card = selectedCard();
    const std::vector<settlers::Action> legal = legalFor(card);
    const int first = m_first->selected();
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const QString none = tr("The bank has no %1 left.").arg(DialogText::resource(rules(), r));
        m_first->setAllowed(r, std::any_of(legal.begin(), legal.end(), [r](const settlers::Action &a) { return a.b == r; }),
                            none);
        m_second->setAllowed(r, std::any_of(legal.begin(), legal.end(), [r, first](const settlers::Action &a) {
                                 return a.b == first && a.c == r;
                             }),
                             first < 0 ? tr("Choose the first resource first.") : none);
    }
}

QList<settlers::Action> PlayCardDialog::chosenActions() const
{
    const int card = selectedCard();
    if (card < 0)
        return {};
    std::vector<settlers::Action> legal = legalFor(card);
    if (takesResources(card)) {
        const int first = m_first->selected();
        const bool two = card == static_cast<int>(settlers::DevCard::PlentifulLands);
        // Plentiful Lands names a second resource unless the bank holds a single card (then c is none).
        const bool single = two && std::any_of(legal.begin(), legal.end(), [first](const settlers::Action &a) {
                                return a.b == first && a.c == settlers::kNoId;
                            });
        const int second = two && !single ? m_second->selected() : settlers::kNoId;
        std::erase_if(legal, [&](const settlers::Action &a) { return a.b != first || a.c != second; });
    } else if (takesSpot(card)) {
        const int vertex = m_spot->currentIndex() >= 0 ? m_spot->currentData().toInt() : -1;
        std::erase_if(legal, [vertex](const settlers::Action &a) { return a.b != vertex; });
    } else if (card == static_cast<int>(settlers::DevCard::GibeoniteTrickery)) {
        const int victim = m_victims->checkedId();
        std::erase_if(legal, [victim](const settlers::Action &a) { return a.b != victim; });
    }
    return legal.size() == 1 ? QList<settlers::Action>{legal.front()} : QList<settlers::Action>();
}

void PlayCardDialog::retranslateUi()
{
    setWindowTitle(tr("Play a Development Card"));
    setSentence(state().cardPlayed
                    ? tr("You have played a development card this turn; only victory point cards can still be played.")
                    : tr("You may play one development card per turn, before or after rolling. Cards bought this turn "
                         "must wait."));
    for (int i = 0; i < m_cards->count(); ++i) {
        QListWidgetItem *item = m_cards->item(i);
        const int c = item->data(Qt::UserRole).toInt();
        const auto card = static_cast<settlers::DevCard>(c);
        QString text = tr("%1 × %2").arg(DialogText::card(rules(), c)).arg(state().devHand[seat()][c]) +
                       QLatin1Char('\n') + DialogText::cardEffect(rules(), card);
        if (!(item->flags() & Qt::ItemIsEnabled))
            text += QLatin1Char('\n') + whyNotPlayable(c);
        item->setText(text);
        item->setToolTip(text);
    }
    const int card = selectedCard();
    switch (card) {
    case static_cast<int>(settlers::DevCard::KorahsRebellion):
        m_argumentLabel->setText(tr("Which resource do you claim?"));
        break;
    case static_cast<int>(settlers::DevCard::PlentifulLands):
        m_argumentLabel->setText(tr("The first resource you take:"));
        m_secondLabel->setText(tr("The second resource you take:"));
        break;
    case static_cast<int>(settlers::DevCard::Improvements):
        m_argumentLabel->setText(tr("Which settlement becomes a city? The intersections are named by the hexes "
                                    "around them, as on the board."));
        break;
    case static_cast<int>(settlers::DevCard::BountifulHarvest):
        m_argumentLabel->setText(tr("Which of your buildings produces? The intersections are named by the hexes "
                                    "around them, as on the board."));
        break;
    case static_cast<int>(settlers::DevCard::CalebsBlessing):
        m_argumentLabel->setText(tr("Where do you build the free settlement? The intersections are named by the "
                                    "hexes around them, as on the board."));
        break;
    case static_cast<int>(settlers::DevCard::GibeoniteTrickery):
        m_argumentLabel->setText(tr("From whom do you take two cards?"));
        break;
    default: m_argumentLabel->clear(); break;
    }
    m_argumentLabel->setVisible(!m_argumentLabel->text().isEmpty());
    m_first->retranslate();
    m_second->retranslate();
    for (QAbstractButton *b : m_victims->buttons()) {
        const int q = m_victims->id(b);
        b->setText(tr("%1 (cards in hand: %2)").arg(DialogText::playerName(context(), q))
                       .arg(context().handCounts[static_cast<std::size_t>(q)])); // public; the view zeroes the hand
        b->setToolTip(b->isEnabled() ? QString() : tr("This player has no cards."));
    }
    if (takesSpot(card)) {
        const QSignalBlocker block(m_spot);
        for (int i = 0; i < m_spot->count(); ++i)
            m_spot->setItemText(i, DialogText::spot(rules(), m_spot->itemData(i).toInt()));
    }
}

QString PlayCardDialog::blockedReason() const
{
    const QListWidgetItem *item = m_cards->currentItem();
    if (!item)
        return m_cards->count() == 0 ? tr("You hold no development cards.") : tr("Choose a card to play.");
    const int card = item->data(Qt::UserRole).toInt();
    if (!(item->flags() & Qt::ItemIsEnabled))
        return whyNotPlayable(card);
    if (takesResources(card))
        return m_first->selected() < 0 || card == static_cast<int>(settlers::DevCard::KorahsRebellion)
                   ? tr("Choose the resource.")
                   : tr("Choose the second resource.");
    if (takesSpot(card))
        return tr("Choose the intersection.");
    if (card == static_cast<int>(settlers::DevCard::GibeoniteTrickery))
        return tr("Choose the player.");
    return whyNotPlayable(card);
}

QString PlayCardDialog::okText() const
{
    const int card = selectedCard();
    return card < 0 ? tr("Play") : tr("Play %1").arg(DialogText::card(rules(), card));
}

} // namespace canaan::settlerstable
