#include "trade_dialog.h"

#include "io/game_text.h"
#include "resource_count_editor.h"
#include "resource_picker.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <optional>

namespace canaan::game {

namespace {

// The most cards of one resource a player can ask for: every card of it in the game.
constexpr int kMostAsked = 19;

Action emptyOffer(const DecisionContext &ctx)
{
    return makeAction(ActionKind::OfferTrade, ctx.seat);
}

} // namespace

bool TradeDialog::domesticOpen(const DecisionContext &ctx)
{
    // An empty offer is refused for being empty only when trading itself is open now.
    return checkLegal(*ctx.rules, *ctx.state, emptyOffer(ctx)) == IllegalReason::BadTrade;
}

bool TradeDialog::maritimeOpen(const DecisionContext &ctx)
{
    return std::any_of(ctx.legal.begin(), ctx.legal.end(), [&](const Action &a) {
        return a.kind == ActionKind::MaritimeTrade && a.player == ctx.seat;
    });
}

TradeDialog::TradeDialog(const DecisionContext &ctx, QWidget *parent)
    : BasicDecisionDialog(ctx, parent), m_tabs(new QTabWidget(this))
{
    m_tabs->addTab(buildDomestic(), QString());
    m_tabs->addTab(buildMaritime(), QString());
    body()->addWidget(m_tabs);
    const bool domestic = domesticOpen(ctx);
    m_tabs->setTabEnabled(Domestic, domestic);
    m_tabs->setCurrentIndex(domestic ? Domestic : Maritime);
    connect(m_tabs, &QTabWidget::currentChanged, this, &TradeDialog::onChange);
    updateMaritime();
    finishSetup();
}

QWidget *TradeDialog::buildDomestic()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *targetRow = new QHBoxLayout;
    m_targetLabel = new QLabel(page);
    m_target = new QComboBox(page);
    m_target->setObjectName(QStringLiteral("target"));
    m_targetLabel->setBuddy(m_target);
    m_target->addItem(QString(), kNoId);
    for (int q = 0; q < state().numPlayers; ++q)
        if (q != seat())
            m_target->addItem(DialogText::playerIcon(context(), q), DialogText::playerName(context(), q), q);
    targetRow->addWidget(m_targetLabel);
    targetRow->addWidget(m_target, 1);
    layout->addLayout(targetRow);

    auto *sides = new QHBoxLayout;
    m_give = new ResourceCountEditor(rules(), page);
    m_give->setObjectName(QStringLiteral("gives"));
    m_receive = new ResourceCountEditor(rules(), page);
    m_receive->setObjectName(QStringLiteral("receives"));
    for (int r = 0; r < kResourceCount; ++r) {
        m_give->setLimitToHand(r, state().hand[seat()][r]);
        m_receive->setMaximum(r, kMostAsked);
    }
    sides->addWidget(m_give);
    sides->addWidget(m_receive);
    layout->addLayout(sides);
    m_domesticSummary = new QLabel(page);
    m_domesticSummary->setObjectName(QStringLiteral("domesticSummary"));
    m_domesticSummary->setWordWrap(true);
    m_domesticSummary->setTextFormat(Qt::RichText);
    layout->addWidget(m_domesticSummary);
    layout->addStretch();

    connect(m_target, &QComboBox::currentIndexChanged, this, &TradeDialog::onChange);
    connect(m_give, &ResourceCountEditor::changed, this, &TradeDialog::onChange);
    connect(m_receive, &ResourceCountEditor::changed, this, &TradeDialog::onChange);
    return page;
}

QWidget *TradeDialog::buildMaritime()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    m_bankGiveLabel = new QLabel(page);
    m_bankGive = new ResourcePicker(rules(), page);
    m_bankGive->setObjectName(QStringLiteral("bankGives"));
    m_bankReceiveLabel = new QLabel(page);
    m_bankReceive = new ResourcePicker(rules(), page);
    m_bankReceive->setObjectName(QStringLiteral("bankReceives"));
    auto *countRow = new QHBoxLayout;
    m_bankCountLabel = new QLabel(page);
    m_bankCount = new QSpinBox(page);
    m_bankCount->setObjectName(QStringLiteral("bankCount"));
    m_bankCount->setRange(1, 1);
    m_bankCountLabel->setBuddy(m_bankCount);
    countRow->addWidget(m_bankCountLabel);
    countRow->addWidget(m_bankCount);
    countRow->addStretch();
    m_maritimeSummary = new QLabel(page);
    m_maritimeSummary->setObjectName(QStringLiteral("maritimeSummary"));
    m_maritimeSummary->setWordWrap(true);
    m_maritimeSummary->setTextFormat(Qt::RichText);
    layout->addWidget(m_bankGiveLabel);
    layout->addWidget(m_bankGive);
    layout->addWidget(m_bankReceiveLabel);
    layout->addWidget(m_bankReceive);
    layout->addLayout(countRow);
    layout->addWidget(m_maritimeSummary);
    layout->addStretch();

    connect(m_bankGive, &ResourcePicker::changed, this, [this] {
        updateMaritime();
        onChange();
    });
    connect(m_bankReceive, &ResourcePicker::changed, this, [this] {
        updateMaritime();
        onChange();
    });
    connect(m_bankCount, &QSpinBox::valueChanged, this, &TradeDialog::onChange);
    return page;
}

void TradeDialog::onChange()
{
    retranslateUi(); // the summaries
    refresh();
}

// Which buttons may be chosen and how many trades fit, from the engine's legal maritime trades.
void TradeDialog::updateMaritime()
{
    const std::vector<Action> legal = legalOf(ActionKind::MaritimeTrade);
    const int give = m_bankGive->selected();
    for (int r = 0; r < kResourceCount; ++r) {
        const bool canGive = std::any_of(legal.begin(), legal.end(), [r](const Action &a) { return a.a == r; });
        m_bankGive->setAllowed(r, canGive,
                               tr("You need %1 %2 for one card from the bank.")
                                   .arg(maritimeRate(rules(), state(), seat(), r))
                                   .arg(DialogText::resource(rules(), r)));
        const bool canReceive = std::any_of(legal.begin(), legal.end(), [r, give](const Action &a) {
            return a.b == r && (give < 0 || a.a == give);
        });
        m_bankReceive->setAllowed(r, canReceive,
                                  r == give ? tr("Choose another resource than the one you give.")
                                            : tr("The bank has no %1 left.").arg(DialogText::resource(rules(), r)));
    }
    const int receive = m_bankReceive->selected();
    int most = 1;
    if (give >= 0 && receive >= 0) {
        const int rate = maritimeRate(rules(), state(), seat(), give);
        most = qMax(1, qMin(state().hand[seat()][give] / rate, static_cast<int>(state().bank[receive])));
    }
    m_bankCount->setMaximum(most);
}

std::optional<Action> TradeDialog::offer() const
{
    const ResourceCounts give = m_give->values();
    const ResourceCounts receive = m_receive->values();
    for (std::size_t r = 0; r < give.size(); ++r)
        if (give[r] > 0 && receive[r] > 0)
            return std::nullopt; // one resource both ways cannot be written as a net trade
    Action a = makeAction(ActionKind::OfferTrade, seat(), m_target->currentData().toInt());
    a.trade = netTrade(give, receive);
    return a;
}

QList<Action> TradeDialog::maritimeTrades() const
{
    const int give = m_bankGive->selected();
    const int receive = m_bankReceive->selected();
    if (give < 0 || receive < 0)
        return {};
    QList<Action> trades;
    for (int i = 0; i < m_bankCount->value(); ++i)
        trades << makeAction(ActionKind::MaritimeTrade, seat(), give, receive);
    return legalInSequence(trades) ? trades : QList<Action>();
}

QList<Action> TradeDialog::chosenActions() const
{
    if (m_tabs->currentIndex() == Maritime)
        return maritimeTrades();
    const std::optional<Action> a = offer();
    if (!a || checkLegal(rules(), state(), *a) != IllegalReason::Ok)
        return {};
    return {*a};
}

QString TradeDialog::domesticProblem() const
{
    if (QString sides = DialogText::tradeSidesProblem(rules(), m_give->values(), m_receive->values()); !sides.isEmpty())
        return sides;
    const std::optional<Action> a = offer();
    const IllegalReason why = checkLegal(rules(), state(), *a);
    return why == IllegalReason::Ok ? QString() : illegalReasonText(why);
}

QString TradeDialog::maritimeProblem() const
{
    if (!maritimeOpen(context()))
        return tr("You cannot trade with the bank now: no resource reaches your rate, or trading is over for this "
                  "turn.");
    if (m_bankGive->selected() < 0)
        return tr("Choose the resource you give to the bank.");
    if (m_bankReceive->selected() < 0)
        return tr("Choose the resource you receive.");
    IllegalReason why = IllegalReason::Ok;
    QList<Action> trades;
    for (int i = 0; i < m_bankCount->value(); ++i)
        trades << makeAction(ActionKind::MaritimeTrade, seat(), m_bankGive->selected(), m_bankReceive->selected());
    legalInSequence(trades, &why);
    return why == IllegalReason::Ok ? QString() : illegalReasonText(why);
}

QString TradeDialog::blockedReason() const
{
    return m_tabs->currentIndex() == Maritime ? maritimeProblem() : domesticProblem();
}

QString TradeDialog::okText() const
{
    return m_tabs->currentIndex() == Maritime ? tr("Trade with the Bank") : tr("Offer");
}

void TradeDialog::retranslateUi()
{
    setWindowTitle(tr("Trade"));
    setSentence(tr("Trade with the other players or with the bank. You hold %1.")
                    .arg(DialogText::cardsHtml(rules(), [this] {
                        ResourceCounts hand{};
                        for (int r = 0; r < kResourceCount; ++r)
                            hand[static_cast<std::size_t>(r)] = state().hand[seat()][r];
                        return hand;
                    }())));
    m_tabs->setTabText(Domestic, tr("With &Players"));
    m_tabs->setTabText(Maritime, tr("With the &Bank"));
    m_tabs->setTabToolTip(Domestic, m_tabs->isTabEnabled(Domestic)
                                        ? tr("Domestic trade: offer cards to the other players.")
                                        : illegalReasonText(checkLegal(rules(), state(), emptyOffer(context()))));

    // With players.
    m_targetLabel->setText(tr("Offer &to:"));
    m_target->setItemText(0, tr("Every player"));
    m_give->setTitle(tr("You give"));
    m_receive->setTitle(tr("You ask for"));
    m_give->retranslate();
    m_receive->retranslate();
    const int target = m_target->currentData().toInt();
    const QString who = target == kNoId ? tr("every other player") : DialogText::playerHtml(context(), target);
    m_domesticSummary->setText(domesticProblem().isEmpty()
                                   ? tr("You offer %1 to %2 and ask for %3.")
                                         .arg(DialogText::cardsHtml(rules(), m_give->values()), who,
                                              DialogText::cardsHtml(rules(), m_receive->values()))
                                   : QString());

    // With the bank.
    m_bankGiveLabel->setText(tr("You give (your rate for each resource):"));
    m_bankReceiveLabel->setText(tr("You receive:"));
    m_bankCountLabel->setText(tr("&How many cards you receive:"));
    m_bankGive->retranslate();
    m_bankReceive->retranslate();
    for (int r = 0; r < kResourceCount; ++r) {
        //: A maritime trade rate under a resource button, e.g. "4:1".
        m_bankGive->setNote(r, tr("%1:1").arg(maritimeRate(rules(), state(), seat(), r)));
        m_bankReceive->setNote(r, tr("bank: %1").arg(state().bank[r]));
    }
    updateMaritime();
    const QList<Action> trades = maritimeTrades();
    if (trades.isEmpty()) {
        m_maritimeSummary->setText(state().caravan ? tr("The Caravan makes every trade with the bank 2:1 this turn.")
                                                   : QString());
    } else {
        const int give = trades.front().a;
        const int rate = maritimeRate(rules(), state(), seat(), give);
        ResourceCounts given{}, received{};
        given[static_cast<std::size_t>(give)] = rate * static_cast<int>(trades.size());
        received[static_cast<std::size_t>(trades.front().b)] = static_cast<int>(trades.size());
        m_maritimeSummary->setText(tr("You give the bank %1 and receive %2 (rate %3:1).")
                                       .arg(DialogText::cardsHtml(rules(), given), DialogText::cardsHtml(rules(), received))
                                       .arg(rate));
    }
}

} // namespace canaan::game
