#include "app/settlers_table/side_panel.h"

#include "app/table_kit/dice_view.h"
#include "app/settlers_table/game_log.h"
#include "app/settlers_table/game_window.h"
#include "app/settlers_table/hand_panel.h"
#include "engine/io/game_text.h"
#include "app/settlers_table/jerusalem_bar.h"
#include "app/settlers_table/korean_particles.h"
#include "app/settlers_table/players_panel.h"
#include "app/settlers_table/shown_seat.h"

#include <QLabel>
#include <QHBoxLayout>
#include <QStyle>
#include <QVBoxLayout>

namespace canaan::settlerstable {

SidePanel::SidePanel(ShownSeat &seat, const std::function<QWidget *(QWidget *parent)> &makeButtons, QWidget *parent)
    : QScrollArea(parent), m_seat(seat)
{
    auto *panel = new QWidget(this);
    auto *column = new QVBoxLayout(panel);

    m_status = new QLabel(panel);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_message = new QLabel(panel);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020"));
    column->addWidget(m_status);
    column->addWidget(m_message);

    auto *diceRow = new QHBoxLayout;
    m_dice = new tablekit::DiceView(2, 40, panel);
    diceRow->addWidget(m_dice);
    m_jerusalem = new JerusalemBar(panel);
    diceRow->addWidget(m_jerusalem, 1);
    column->addLayout(diceRow);

    m_bank = new QLabel(panel);
    m_bank->setObjectName(QStringLiteral("bank"));
    m_bank->setWordWrap(true);
    column->addWidget(m_bank);

    m_players = new PlayersPanel(panel);
    column->addWidget(m_players);
    m_hand = new HandPanel(panel);
    column->addWidget(m_hand);
    m_turnBanner = new QLabel(panel);
    m_turnBanner->setObjectName(QStringLiteral("turnBanner"));
    m_turnBanner->setAlignment(Qt::AlignCenter);
    QFont bannerFont = m_turnBanner->font();
    bannerFont.setBold(true);
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.25);
    m_turnBanner->setFont(bannerFont);
    column->addWidget(m_turnBanner);
    column->addWidget(makeButtons(panel));

    m_log = new GameLog(m_seat.names(), m_seat.rules().ruleset(), panel);
    m_log->setObjectName(QStringLiteral("gameLog"));
    m_log->setMinimumHeight(90); // a few lines even on a small screen
    column->addWidget(m_log, 1);

    panel->setMinimumWidth(380);
    panel->setMaximumWidth(560);
    // When there is room it never scrolls, and the log takes the height left (issue 42).
    setObjectName(QStringLiteral("sidePanel"));
    setWidget(panel);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    setMinimumWidth(380 + bar);
    setMaximumWidth(560 + bar);
}

QString SidePanel::turnBannerText() const { return m_turnBanner->text(); }

bool SidePanel::isYourTurnShown() const { return m_turnBanner->property("yourTurn").toBool(); }

void SidePanel::retranslate() { m_dice->setToolTip(GameWindow::tr("The last roll of the dice")); }

void SidePanel::showTurnBanner(bool yourTurn)
{
    // Always shown, in gold when the person at the screen must act, so the buttons below never move.
    const settlers::GameState state = m_seat.board(); // its public part only is read
    const QStringList names = m_seat.names();
    const int seat = m_seat.viewer();
    QString text;
    if (state.isOver())
        text = GameWindow::tr("The game is over.");
    else if (yourTurn && state.current == seat && (state.pending == settlers::Pending::Roll || state.pending == settlers::Pending::Turn))
        text = GameWindow::tr("Your turn, %1").arg(names[seat]);
    else if (yourTurn)
        text = GameWindow::tr("Your decision, %1").arg(names[seat]);
    else if (state.stage == settlers::Stage::Play)
        text = GameWindow::tr("%1's turn").arg(names[state.current]);
    else
        text = GameWindow::tr("Waiting for %1").arg(names[state.pendingPlayer]);
    m_turnBanner->setText(fixParticles(text));
    const QVariant before = m_turnBanner->property("yourTurn");
    if (before.isValid() && before.toBool() == yourTurn)
        return; // the style sheet is costly to apply: only when the cue changes
    m_turnBanner->setProperty("yourTurn", yourTurn);
    m_turnBanner->setStyleSheet(yourTurn ? QStringLiteral("QLabel { background: #ffd54f; color: #2b2218; border: 2px solid "
                                                          "#d4a017; border-radius: 6px; padding: 4px; }")
                                         : QStringLiteral("QLabel { background: #ece7dc; color: #5a5246; border: 2px solid "
                                                          "#ece7dc; border-radius: 6px; padding: 4px; }"));
}

void SidePanel::showBankAndJerusalem(const settlers::SeatView &view)
{
    const settlers::Rules &rules = m_seat.rules();
    const settlers::GameState &state = view.board;
    QStringList bank;
    for (settlers::Resource r : settlers::kAllResources)
        bank << GameWindow::tr("%1 %2").arg(state.bank[static_cast<int>(r)]).arg(resourceName(r, rules.ruleset()));
    m_bank->setText(GameWindow::tr("Bank: %1. Development cards left: %2.").arg(bank.join(QStringLiteral(", "))).arg(view.deckCount));

    const int slotCount = rules.isClassic() ? 0 : rules.options().stonesToComplete;
    m_jerusalem->setVisible(slotCount > 0);
    int stones = state.blackStones;
    for (int p = 0; p < state.numPlayers; ++p)
        stones += state.stones[p];
    m_jerusalem->setStones(stones, slotCount, state.blackStones);
}

} // namespace canaan::settlerstable
