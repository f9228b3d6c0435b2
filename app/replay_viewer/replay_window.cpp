#include "app/replay_viewer/replay_window.h"

#include "app/card_table/card_table_widget.h"
#include "app/replay_viewer/conquest_replay_table.h"
#include "app/card_table/conquest_window.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/settlers_table/game_log.h"
#include "app/settlers_table/game_window.h"
#include "app/replay_viewer/replay_settlers_table.h"
#include "app/replay_viewer/replay_controls.h"
#include "app/replay_viewer/review_panel.h"
#include "app/settlers_table/seat_plan.h"

#include <QEvent>
#include <QSplitter>
#include <QVBoxLayout>

namespace canaan::replayviewer {

ReplayWindow::ReplayWindow(QWidget *parent) : QMainWindow(parent)
{
    setAttribute(Qt::WA_DeleteOnClose);
}

ReplayWindow::ReplayWindow(std::unique_ptr<play::SettlersReplayFile> game, QWidget *parent) : ReplayWindow(parent)
{
    m_boardGame = std::move(game);
    m_table = std::make_unique<ReplaySettlersTable>(*m_boardGame);
    QList<settlerstable::SeatPlan> plans = settlerstable::seatPlansOf(m_boardGame->saved.seats);
    QStringList names;
    QList<QColor> colours;
    for (settlerstable::SeatPlan &plan : plans) {
        plan.botId = QStringLiteral("replay"); // nobody at this screen decides
        names << plan.name;
        colours << plan.color;
    }
    m_board = new settlerstable::GameWindow(*m_table, plans);
    connect(m_table.get(), &ReplaySettlersTable::rewound, m_board, &settlerstable::GameWindow::retellStory);
    build(m_board, names, colours);
}

ReplayWindow::ReplayWindow(std::unique_ptr<play::ConquestReplayFile> game, QWidget *parent) : ReplayWindow(parent)
{
    m_conquestGame = std::move(game);
    const QStringList names = cardtable::ConquestWindow::seatNamesOf(m_conquestGame->saved);
    QList<QColor> colours;
    for (int i = 0; i < names.size(); ++i)
        colours << cardtable::CityChart::seatColour(i);
    m_cards = new ConquestReplayTable(m_conquestGame->replay, names);
    build(m_cards, names, colours);
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

    m_controls = new ReplayControls(this, names);
    layout->addWidget(m_controls);
    connect(m_controls, &ReplayControls::stepRequested, this, [this](ReplayControls::Step step) {
        switch (step) {
        case ReplayControls::Step::Start: seek(0); break;
        case ReplayControls::Step::PreviousTurn: previousTurn(); break;
        case ReplayControls::Step::PreviousDecision: previousDecision(); break;
        case ReplayControls::Step::NextDecision: nextDecision(); break;
        case ReplayControls::Step::NextTurn: nextTurn(); break;
        case ReplayControls::Step::End: seek(length()); break;
        }
    });
    connect(m_controls, &ReplayControls::playToggled, this, [this] { setPlaying(!isPlaying()); });
    connect(m_controls, &ReplayControls::positionChosen, this, &ReplayWindow::seek);
    connect(m_controls, &ReplayControls::seatChosen, this, &ReplayWindow::setShownSeat);
    connect(m_controls, &ReplayControls::playTick, this, [this] {
        if (position() >= length())
            setPlaying(false);
        else
            nextDecision();
    });
    setCentralWidget(central);
    retranslateUi();
    if (m_cards)
        m_cards->setShownSeat(m_shownSeat);
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

int ReplayWindow::playInterval() const { return m_controls->playInterval(); }

bool ReplayWindow::isPlaying() const { return m_controls->isPlaying(); }

QSlider *ReplayWindow::slider() const { return m_controls->slider(); }

QComboBox *ReplayWindow::seatChooser() const { return m_controls->seatChooser(); }

QComboBox *ReplayWindow::speedChooser() const { return m_controls->speedChooser(); }

cardtable::CardTableWidget *ReplayWindow::cardTable() const { return m_cards ? m_cards->cardTable() : nullptr; }

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
        m_cards->seek(target);
    }
    refresh();
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

void ReplayWindow::setPlaying(bool playing)
{
    if (playing && position() >= length())
        seek(0);
    m_controls->setPlaying(playing);
    refresh();
}

void ReplayWindow::setShownSeat(int seat)
{
    m_shownSeat = seat >= 0 && seat < seats() ? seat : -1;
    m_controls->showSeat(m_shownSeat);
    if (m_table) {
        m_table->setShownSeat(m_shownSeat);
        const int viewer = m_shownSeat >= 0 ? m_shownSeat
                           : m_table->decidingSeat() >= 0 ? m_table->decidingSeat()
                                                          : m_table->replay().state().current;
        m_board->showSeat(viewer);
    } else {
        m_cards->setShownSeat(m_shownSeat);
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
    m_controls->showPosition(position(), length(), positionText());
    m_review->setPosition(position());
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
    m_controls->retranslate(m_shownSeat);
    refresh();
}

} // namespace canaan::replayviewer
