#include "replay_window.h"

#include "card_table_widget.h"
#include "conquest_window.h"
#include "conquest_end_screen.h"
#include "game_log.h"
#include "game_window.h"
#include "replay_board_table.h"
#include "review_panel.h"
#include "seat_plan.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QShortcut>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace canaan::replayviewer {

namespace {

// The pauses between decisions while playing, slowest first (the speed chooser's entries).
constexpr int kIntervals[] = {2000, 1000, 500, 200, 50};
constexpr int kDefaultSpeed = 2;

} // namespace

ReplayWindow::ReplayWindow(QWidget *parent) : QMainWindow(parent)
{
    setAttribute(Qt::WA_DeleteOnClose);
}

ReplayWindow::ReplayWindow(std::unique_ptr<play::BoardReplayFile> game, QWidget *parent) : ReplayWindow(parent)
{
    m_boardGame = std::move(game);
    m_table = std::make_unique<ReplayBoardTable>(*m_boardGame);
    QList<game::SeatPlan> plans = game::seatPlansOf(m_boardGame->saved.seats);
    QStringList names;
    QList<QColor> colours;
    for (game::SeatPlan &plan : plans) {
        plan.botId = QStringLiteral("replay"); // nobody at this screen decides
        names << plan.name;
        colours << plan.color;
    }
    m_board = new game::GameWindow(*m_table, plans);
    connect(m_table.get(), &ReplayBoardTable::rewound, m_board, [this] {
        m_board->gameLog()->clearEvents();
        m_board->gameLog()->addEvents(m_table->pastEvents(), m_table->pastOffers());
    });
    build(m_board, names, colours);
}

ReplayWindow::ReplayWindow(std::unique_ptr<play::ConquestReplayFile> game, QWidget *parent) : ReplayWindow(parent)
{
    m_conquestGame = std::move(game);
    const QStringList names = cardtable::ConquestWindow::seatNamesOf(m_conquestGame->saved);
    QList<QColor> colours;
    for (int i = 0; i < names.size(); ++i)
        colours << cardtable::CityChart::seatColour(i);
    m_cardsHolder = new QWidget;
    auto *holder = new QVBoxLayout(m_cardsHolder);
    holder->setContentsMargins(0, 0, 0, 0);
    build(m_cardsHolder, names, colours);
}

ReplayWindow::~ReplayWindow()
{
    delete m_review; // its worker reads the game: stopped before the game goes
    m_review = nullptr;
    delete m_board;
    m_board = nullptr;
}

ReplayWindow *ReplayWindow::open(const QString &path, QWidget *parent, QString *error)
{
    play::OpenedReplay opened = play::openReplay(path);
    if (!opened.ok()) {
        if (error)
            *error = opened.error;
        return nullptr;
    }
    if (opened.board)
        return new ReplayWindow(std::move(opened.board), parent);
    return new ReplayWindow(std::move(opened.conquest), parent);
}

template <class F>
auto ReplayWindow::withReplay(F f) const
{
    return m_boardGame ? f(m_boardGame->replay) : f(m_conquestGame->replay);
}

void ReplayWindow::build(QWidget *gameView, const QStringList &names, const QList<QColor> &colours)
{
    m_names = names;
    ReviewPanel::Reviewer reviewer;
    if (m_boardGame) {
        reviewer = [saved = m_boardGame->saved](const play::ReviewOptions &options) {
            return play::reviewGame(*play::boardReplayOf(saved), options);
        };
    } else {
        reviewer = [saved = m_conquestGame->saved](const play::ReviewOptions &options) {
            return play::reviewGame(*play::conquestReplayOf(saved), options);
        };
    }
    m_review = new ReviewPanel(std::move(reviewer), names, colours);
    connect(m_review, &ReviewPanel::positionChosen, this, &ReplayWindow::seek);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_split = new QSplitter(Qt::Horizontal, central);
    m_split->addWidget(gameView);
    m_split->addWidget(m_review);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    layout->addWidget(m_split, 1);

    auto *controls = new QHBoxLayout;
    auto button = [this, controls](QToolButton *&b, Qt::Key key, void (ReplayWindow::*slot)()) {
        b = new QToolButton(this);
        b->setFocusPolicy(Qt::NoFocus);
        controls->addWidget(b);
        connect(b, &QToolButton::clicked, this, slot);
        auto *shortcut = new QShortcut(QKeySequence(key), this);
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    button(m_start, Qt::Key_Home, &ReplayWindow::toStart);
    button(m_previousTurn, Qt::Key_PageUp, &ReplayWindow::previousTurn);
    button(m_previousDecision, Qt::Key_Left, &ReplayWindow::previousDecision);
    button(m_play, Qt::Key_Space, &ReplayWindow::togglePlaying);
    button(m_nextDecision, Qt::Key_Right, &ReplayWindow::nextDecision);
    button(m_nextTurn, Qt::Key_PageDown, &ReplayWindow::nextTurn);
    button(m_end, Qt::Key_End, &ReplayWindow::toEnd);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setFocusPolicy(Qt::NoFocus); // the arrows are the replay's, not the slider's
    m_slider->setRange(0, length());
    connect(m_slider, &QSlider::valueChanged, this, &ReplayWindow::seek);
    controls->addWidget(m_slider, 1);
    m_where = new QLabel(this);
    controls->addWidget(m_where);
    layout->addLayout(controls);

    auto *choices = new QHBoxLayout;
    m_speedLabel = new QLabel(this);
    m_speed = new QComboBox(this);
    m_speed->setFocusPolicy(Qt::NoFocus);
    m_speedLabel->setBuddy(m_speed);
    m_seatLabel = new QLabel(this);
    m_seat = new QComboBox(this);
    m_seat->setFocusPolicy(Qt::NoFocus);
    m_seatLabel->setBuddy(m_seat);
    choices->addWidget(m_seatLabel);
    choices->addWidget(m_seat);
    choices->addSpacing(16);
    choices->addWidget(m_speedLabel);
    choices->addWidget(m_speed);
    choices->addStretch();
    layout->addLayout(choices);
    connect(m_seat, &QComboBox::activated, this, [this](int index) { setShownSeat(m_seat->itemData(index).toInt()); });
    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (position() >= length())
            setPlaying(false);
        else
            nextDecision();
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] { m_timer->setInterval(playInterval()); });
    setCentralWidget(central);
    retranslateUi();
    m_speed->setCurrentIndex(kDefaultSpeed);
    m_timer->setInterval(playInterval());
    if (m_conquestGame)
        showCards(true);
    refresh();
    resize(1280, 720);
}

int ReplayWindow::position() const
{
    return withReplay([](const auto &r) { return r.position(); });
}

int ReplayWindow::length() const
{
    return withReplay([](const auto &r) { return r.length(); });
}

int ReplayWindow::seats() const
{
    return withReplay([](const auto &r) { return r.seats(); });
}

int ReplayWindow::playInterval() const { return kIntervals[std::clamp(m_speed->currentIndex(), 0, 4)]; }

bool ReplayWindow::isPlaying() const { return m_timer->isActive(); }

void ReplayWindow::seek(int target)
{
    target = std::clamp(target, 0, length());
    if (target == position())
        return;
    if (m_table) {
        m_table->seek(target);
        if (m_shownSeat < 0)
            m_board->showSeat(m_table->decidingSeat() >= 0 ? m_table->decidingSeat() : m_table->replay().state().current);
    } else {
        const int from = m_conquestGame->replay.position();
        if (target == from + 1) {
            // One step: the table's log and battle screen take it as a live game's.
            const conquest::SeatView before = m_conquestGame->replay.view(conquestSeatShown());
            m_conquestGame->replay.seek(target);
            if (auto seen = play::ConquestGame::eventSeenBy(m_conquestGame->replay.log()[std::size_t(from)], before.seat))
                m_cards->recordAction(before, *seen);
            showCards(false);
        } else {
            m_conquestGame->replay.seek(target);
            showCards(true);
        }
    }
    refresh();
}

int ReplayWindow::conquestSeatShown() const
{
    if (m_shownSeat >= 0)
        return m_shownSeat;
    const conquest::State &s = m_conquestGame->replay.state();
    return s.pendingPlayer < seats() ? s.pendingPlayer : 0;
}

void ReplayWindow::showCards(bool rebuild)
{
    const play::ConquestReplay &replay = m_conquestGame->replay;
    const int seat = conquestSeatShown();
    if (rebuild || !m_cards) {
        // The table is told the story so far as that seat saw it (its log and battles).
        delete m_cards;
        m_cards = new cardtable::CardTableWidget(m_cardsHolder);
        m_cards->setMotionTime(0);
        m_cards->setHoldResults(false);
        m_cards->setNames(m_names);
        const auto &log = replay.log();
        m_cards->replayPast(play::ConquestGame::newGame(replay.context(), replay.seats()),
            std::span<const conquest::Action>(log.data(), static_cast<std::size_t>(replay.position())), {seat});
        m_cardsHolder->layout()->addWidget(m_cards);
    }
    m_cards->showView(replay.view(seat), conquest::ActionList{});
}

void ReplayWindow::nextDecision()
{
    seek(withReplay([](const auto &r) { return r.nextDecision(); }));
}

void ReplayWindow::previousDecision()
{
    seek(withReplay([](const auto &r) { return r.previousDecision(); }));
}

void ReplayWindow::nextTurn()
{
    seek(withReplay([](const auto &r) { return r.nextTurn(); }));
}

void ReplayWindow::previousTurn()
{
    seek(withReplay([](const auto &r) { return r.previousTurn(); }));
}

void ReplayWindow::toStart() { seek(0); }

void ReplayWindow::toEnd() { seek(length()); }

void ReplayWindow::setPlaying(bool playing)
{
    if (playing && position() >= length())
        seek(0);
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
    refresh();
}

void ReplayWindow::togglePlaying() { setPlaying(!isPlaying()); }

void ReplayWindow::setShownSeat(int seat)
{
    m_shownSeat = seat >= 0 && seat < seats() ? seat : -1;
    m_seat->setCurrentIndex(std::max(0, m_seat->findData(m_shownSeat)));
    if (m_table) {
        m_table->setShownSeat(m_shownSeat);
        const int viewer = m_shownSeat >= 0 ? m_shownSeat
                           : m_table->decidingSeat() >= 0 ? m_table->decidingSeat()
                                                          : m_table->replay().state().current;
        m_board->showSeat(viewer);
    } else {
        showCards(true);
    }
    refresh();
}

QString ReplayWindow::positionText() const
{
    const int turn = withReplay([](const auto &r) { return r.turnAt(r.position()); });
    return tr("Action %1 of %2, turn %3").arg(position()).arg(length()).arg(turn);
}

void ReplayWindow::refresh()
{
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(position());
    }
    m_where->setText(positionText());
    m_review->setPosition(position());
    m_play->setText(isPlaying() ? tr("Pause") : tr("Play"));
    m_start->setEnabled(position() > 0);
    m_previousTurn->setEnabled(position() > 0);
    m_previousDecision->setEnabled(position() > 0);
    m_nextDecision->setEnabled(position() < length());
    m_nextTurn->setEnabled(position() < length());
    m_end->setEnabled(position() < length());
}

void ReplayWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void ReplayWindow::retranslateUi()
{
    setWindowTitle(tr("Replay — Settlers of Canaan"));
    auto label = [](QToolButton *b, const QString &text, const QString &tip, const QString &key) {
        b->setText(text);
        b->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key));
    };
    label(m_start, tr("Start"), tr("Go to the start of the game"), QKeySequence(Qt::Key_Home).toString(QKeySequence::NativeText));
    label(m_previousTurn, tr("Previous turn"), tr("Go to the start of this turn, or of the one before"),
        QKeySequence(Qt::Key_PageUp).toString(QKeySequence::NativeText));
    label(m_previousDecision, tr("Previous decision"), tr("Go back to the decision before"),
        QKeySequence(Qt::Key_Left).toString(QKeySequence::NativeText));
    label(m_play, isPlaying() ? tr("Pause") : tr("Play"), tr("Play the game on, one decision at a time"),
        QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText));
    label(m_nextDecision, tr("Next decision"), tr("Go on to the next decision"),
        QKeySequence(Qt::Key_Right).toString(QKeySequence::NativeText));
    label(m_nextTurn, tr("Next turn"), tr("Go on to the start of the next turn"),
        QKeySequence(Qt::Key_PageDown).toString(QKeySequence::NativeText));
    label(m_end, tr("End"), tr("Go to the end of the game"), QKeySequence(Qt::Key_End).toString(QKeySequence::NativeText));
    m_slider->setToolTip(tr("Every action of the game, from the start to the end"));
    m_speedLabel->setText(tr("&Speed:"));
    {
        const QSignalBlocker block(m_speed);
        const int speed = std::max(0, m_speed->currentIndex());
        m_speed->clear();
        m_speed->addItems({tr("Slow (2 s a decision)"), tr("Normal (1 s a decision)"), tr("Fast (0.5 s a decision)"),
            tr("Faster (0.2 s a decision)"), tr("Fastest (0.05 s a decision)")});
        m_speed->setCurrentIndex(speed);
    }
    m_seatLabel->setText(tr("S&how:"));
    {
        const QSignalBlocker block(m_seat);
        m_seat->clear();
        m_seat->addItem(tr("Everything (every hand)"), -1);
        for (int seat = 0; seat < m_names.size(); ++seat)
            m_seat->addItem(tr("What %1 saw").arg(m_names[seat]), seat);
        m_seat->setCurrentIndex(std::max(0, m_seat->findData(m_shownSeat)));
    }
    refresh();
}

} // namespace canaan::replayviewer
