#include "app/card_table/card_table_widget.h"

#include "app/card_table/battle_history.h"
#include "app/card_table/battle_view.h"
#include "app/card_table/decision_panel.h"
#include "app/card_table/hand_view.h"
#include "app/card_table/nations_panel.h"
#include "app/table_kit/pass_cover.h"
#include "app/card_table/phase_bar.h"
#include "app/card_table/summary_replay.h"
#include "app/card_table/table_log.h"
#include "app/sound/sound_player.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace canaan::cardtable {

using conquest::ActionKind;
using conquest::DieFor;

namespace {

QString dieReason(DieFor why)
{
    switch (why) {
    case DieFor::FirstPlayer: return QCoreApplication::translate("canaan::cardtable::CardTableWidget", "roll for the first turn");
    case DieFor::Raid: return QCoreApplication::translate("canaan::cardtable::CardTableWidget", "raid");
    case DieFor::Muster: return QCoreApplication::translate("canaan::cardtable::CardTableWidget", "muster roll");
    case DieFor::Philistines: return QCoreApplication::translate("canaan::cardtable::CardTableWidget", "Philistines");
    case DieFor::TieAttacker:
    case DieFor::TieDefender: return QCoreApplication::translate("canaan::cardtable::CardTableWidget", "tie");
    case DieFor::Casualties: return QCoreApplication::translate("canaan::cardtable::CardTableWidget", "casualties");
    }
    return {};
}

} // namespace

CardTableWidget::CardTableWidget(QWidget *parent)
    : QWidget(parent), m_sounds(new sound::SoundPlayer(this)), m_phaseBar(new PhaseBar(this)), m_nations(new NationsPanel(this)), m_log(new TableLog(this)),
      m_historyButton(new QPushButton(this)),
      m_battle(new BattleView(this)), m_decisions(new DecisionPanel(this)), m_handTitle(new QLabel(this)),
      m_hand(new HandView(1.0, this)), m_content(new QWidget(this)), m_cover(new tablekit::PassCover(this)),
      m_stack(new QStackedWidget(this)), m_end(new ConquestEndScreen(this))
{
    setObjectName(QStringLiteral("cardTable"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_content);
    auto *layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_phaseBar);
    // The nations as panels across the top; the battle (or the end) in the middle, with the
    // decision and the hand below it; the log beside, with the battle history one click away.
    layout->addWidget(m_nations);
    auto *splitter = new QSplitter(Qt::Horizontal, m_content);
    auto *middle = new QWidget(splitter);
    auto *middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    auto *battleScroll = new QScrollArea(middle);
    battleScroll->setWidgetResizable(true);
    battleScroll->setWidget(m_battle);
    battleScroll->setFrameShape(QFrame::NoFrame);
    m_stack->addWidget(battleScroll);
    m_stack->addWidget(m_end);
    middleLayout->addWidget(m_stack, 3);
    m_decisions->setObjectName(QStringLiteral("decisions"));
    m_decisions->setAutoFillBackground(true);
    QPalette p = m_decisions->palette();
    p.setColor(QPalette::Window, QColor(0xf6, 0xec, 0xd4));
    m_decisions->setPalette(p);
    middleLayout->addWidget(m_decisions);
    QFont bold = m_handTitle->font();
    bold.setBold(true);
    m_handTitle->setFont(bold);
    middleLayout->addWidget(m_handTitle);
    m_hand->setObjectName(QStringLiteral("hand"));
    middleLayout->addWidget(m_hand, 2);
    auto *side = new QWidget(splitter);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_historyButton->setObjectName(QStringLiteral("battleHistory"));
    m_historyButton->setShortcut(QKeySequence(Qt::Key_H));
    m_historyButton->setFocusPolicy(Qt::NoFocus);
    sideLayout->addWidget(m_historyButton);
    sideLayout->addWidget(m_log, 1);
    splitter->addWidget(middle);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1040, 440});
    layout->addWidget(splitter, 1);

    connect(m_hand, &HandView::cardClicked, this, [this](int card) {
        m_decisions->cardClicked(card);
        refreshHand();
    });
    connect(m_decisions, &DecisionPanel::actionChosen, this, [this](const conquest::Action &action) {
        // A decision moves on: the results still waiting are in the history.
        if (m_battles.contains(m_seatShown))
            m_battles[m_seatShown].dismissed = int(m_battles[m_seatShown].settled.size());
        updateHold();
        emit actionChosen(action);
    });
    connect(m_battle, &BattleView::dismissed, this, &CardTableWidget::dismissResult);
    connect(m_historyButton, &QPushButton::clicked, this, &CardTableWidget::showBattleHistory);
    connect(m_cover, &tablekit::PassCover::taken, this, &CardTableWidget::takeScreen);
}

bool CardTableWidget::covered() const
{
    return m_cover->isVisible() || !m_content->isVisibleTo(this);
}

void CardTableWidget::takeScreen()
{
    m_content->show();
    m_heldForSeat = false;
    const int seat = m_heldView.seat;
    if (seat != m_seatShown) {
        m_seatShown = seat;
        seatChanged(); // this person's own log and battles
    }
    // Older results this person has not seen yet are in the history; the last one waits.
    SeatBattles &b = m_battles[seat];
    b.dismissed = qMax(b.dismissed, int(b.settled.size()) - 1);
    showView(m_heldView, m_heldLegal);
}

void CardTableWidget::seatChanged()
{
    m_tracker = m_battles.value(m_seatShown).tracker;
    refreshLog();
    showDie(false);
}

void CardTableWidget::setNames(const QStringList &names)
{
    if (names == m_names)
        return;
    m_names = names;
    refresh();
    refreshLog();
}

void CardTableWidget::showView(const conquest::SeatView &view, const conquest::ActionList &legal)
{
    if (m_hotSeat && (covered() || m_seatShown < 0 || view.seat != m_seatShown)) {
        // Another person's view (or the first of the game): nothing of it, nor of the last one,
        // until he takes the screen.
        const bool ask = !m_heldForSeat || m_heldView.seat != view.seat;
        m_heldView = view;
        m_heldLegal = legal;
        if (ask) {
            m_heldForSeat = true;
            m_content->hide();
            m_cover->ask(view.seat, view.seat < m_names.size() ? m_names.at(view.seat) : QString::number(view.seat + 1));
        }
        return;
    }
    if (view.seat != m_seatShown) {
        m_seatShown = view.seat;
        seatChanged();
    }
    const bool leftFirstRoll = m_view.step == conquest::Step::FirstRoll && view.step != conquest::Step::FirstRoll;
    noteView(m_summary, m_summaryTurn, view, m_names);
    if (view.numPlayers > 0 && m_view.numPlayers > 0 && view.active != m_view.active && view.active == view.seat)
        m_sounds->play(sound::Sound::Turn);
    const BattleRecord was = m_tracker.record();
    m_view = view;
    m_legal = legal;
    m_tracker.observe(view);
    const BattleRecord &now = m_tracker.record();
    if (now.revealed && !(was.revealed && was.turn == now.turn && was.index == now.index && was.attacker == now.attacker))
        m_sounds->play(sound::Sound::Card); // the cards are turned over
    refresh();
    if (leftFirstRoll)
        showDie(false); // the die now names who starts
}

void CardTableWidget::setMotionTime(int ms)
{
    m_phaseBar->setMotionTime(ms);
    m_battle->setMotionTime(ms);
    m_nations->setMotionTime(ms);
}

void CardTableWidget::replayPast(const conquest::State &start, std::span<const conquest::Action> log)
{
    replaySummary(m_summary, m_summaryTurn, start, log);
}

void CardTableWidget::recordPast(const conquest::SeatView &before, const conquest::Action &action)
{
    remember(before, action);
    SeatBattles &b = m_battles[before.seat];
    b.dismissed = int(b.settled.size()); // the past battles are in the history, not waiting
}

bool CardTableWidget::remember(const conquest::SeatView &before, const conquest::Action &action)
{
    m_history[before.seat].append({before, action});
    SeatBattles &b = m_battles[before.seat];
    b.tracker.observe(before);
    b.tracker.observeAction(before, action);
    if (!settlesBattle(before, action))
        return false;
    b.settled << b.tracker.record();
    return true;
}

void CardTableWidget::recordAction(const conquest::SeatView &before, const conquest::Action &action)
{
    if (m_seatShown < 0 && !m_hotSeat)
        m_seatShown = before.seat;
    const bool settled = remember(before, action);
    if (before.seat != m_seatShown)
        return; // another person's log, shown when he takes the screen
    m_tracker.observeAction(before, action);
    noteBattle(m_summary, before, action);
    m_log->addAction(before, action, settled ? &m_battles[before.seat].settled.last() : nullptr, m_names);
    m_log->scrollToBottom();
    if (action.kind == ActionKind::Die)
        showDie(true);
    if (action.kind == ActionKind::Die)
        m_sounds->play(sound::Sound::Dice);
    else if (action.kind == ActionKind::PlayCard)
        m_sounds->play(sound::Sound::Card);
    if (settled) {
        const BattleRecord &r = m_battles[before.seat].settled.last();
        const int winner = r.winnerSide == conquest::kAttacker ? r.attacker : r.defender;
        const int loser = r.winnerSide == conquest::kAttacker ? r.defender : r.attacker;
        if (winner == m_seatShown || loser == m_seatShown)
            m_sounds->play(winner == m_seatShown ? sound::Sound::Won : sound::Sound::Lost);
        refresh(); // the result waits from now on, before the next view
    }
}

QStringList CardTableWidget::logLines() const { return m_log->lines(); }

void CardTableWidget::setHoldResults(bool on)
{
    m_holdResults = on;
    refresh();
}

const BattleRecord *CardTableWidget::heldResult() const
{
    if (!m_holdResults || covered())
        return nullptr;
    const auto it = m_battles.constFind(m_seatShown);
    if (it == m_battles.cend() || it->dismissed >= it->settled.size())
        return nullptr;
    return &it->settled.at(it->dismissed);
}

void CardTableWidget::dismissResult()
{
    if (!heldResult())
        return;
    ++m_battles[m_seatShown].dismissed;
    refresh();
}

void CardTableWidget::updateHold()
{
    const bool held = heldResult() != nullptr;
    if (held == m_holdSignalled)
        return;
    m_holdSignalled = held;
    emit resultHeld(held);
}

QList<BattleRecord> CardTableWidget::battleHistory() const
{
    return m_battles.value(m_seatShown).settled;
}

void CardTableWidget::showBattleHistory()
{
    BattleHistoryDialog dialog(battleHistory(), m_names, this);
    dialog.exec();
}

void CardTableWidget::showDie(bool fresh)
{
    const auto &history = m_history[m_seatShown];
    const auto name = [this](int seat) { return seat >= 0 && seat < m_names.size() ? m_names.at(seat) : QString(); };
    if (m_view.numPlayers > 0 && m_view.step > conquest::Step::FirstRoll) {
        // Once the first rolls are over, the die shows the starter's roll and names him.
        const auto last = std::find_if(history.crbegin(), history.crend(), [](const auto &e) { return e.second.kind == ActionKind::Die; });
        if (last != history.crend() && last->first.dieFor == DieFor::FirstPlayer) {
            for (auto it = last; it != history.crend(); ++it)
                if (it->second.kind == ActionKind::Die && it->second.player == m_view.active) {
                    //: Beside the die after the first rolls: who won them and starts the game.
                    m_phaseBar->showDie(it->second.a, tr("%1 rolled highest and starts.").arg(name(m_view.active)), fresh);
                    return;
                }
        }
    }
    for (auto it = history.crbegin(); it != history.crend(); ++it)
        if (it->second.kind == ActionKind::Die) {
            const QString who = it->second.player < m_names.size() ? m_names.at(it->second.player) : QString();
            //: Beside the die: who rolled and what for, e.g. "Anna: muster roll".
            m_phaseBar->showDie(it->second.a, tr("%1: %2").arg(who, dieReason(it->first.dieFor)), fresh);
            return;
        }
}

void CardTableWidget::refresh()
{
    m_phaseBar->showView(m_view, m_names);
    m_nations->showView(m_view, m_names);
    const BattleRecord *held = heldResult();
    m_battle->showBattle(held ? *held : m_tracker.record(), m_view, m_names);
    const bool over = m_view.pending == conquest::Pending::GameOver && m_view.numPlayers > 0;
    if (over)
        m_end->setSummary(m_summary);
    const bool lastHeld = held && m_battles.value(m_seatShown).dismissed + 1 >= m_battles.value(m_seatShown).settled.size();
    m_battle->setDismissible(!held ? QString() : over && lastHeld ? tr("See the end of the game") : tr("Continue"));
    m_stack->setCurrentWidget(over && !held ? static_cast<QWidget *>(m_end) : m_stack->widget(0));
    m_decisions->setOptions(decisionOptions(m_view, m_legal, m_names), waitingText(m_view, m_names));
    //: The button that opens the list of every battle of the game so far (%n battles).
    m_historyButton->setText(tr("Battle history (%n)", nullptr, int(battleHistory().size())));
    refreshHand();
    updateHold();
}

void CardTableWidget::refreshHand()
{
    const auto &options = m_decisions->options();
    const bool deciding = !options.prompt.isEmpty();
    const int selected = m_decisions->selectedCard();
    QList<int> cards;
    m_view.hand.forEach([&](int c) { cards << c; });
    m_hand->setCards(cards, [&](int c) {
        CardLook look;
        look.selected = c == selected || m_decisions->isPicked(c);
        look.inactive = deciding && !options.byCard.contains(c);
        look.lent = m_view.lentToMe.has(c);
        return look;
    });
    m_handTitle->setText(tr("Your hand (%1)").arg(cards.size()));
    m_hand->setEmptyText(tr("No cards in your hand."));
}

void CardTableWidget::refreshLog()
{
    m_log->retell(m_history[m_seatShown], m_battles[m_seatShown].settled, m_names);
}

void CardTableWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_cover->setGeometry(rect());
}

void CardTableWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        refresh();
        refreshLog();
        showDie(false);
    }
    QWidget::changeEvent(event);
}

} // namespace canaan::cardtable
