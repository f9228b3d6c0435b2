#include "game_controller.h"

#include "bot_factory.h"
#include "io/game_text.h"

#include <QtConcurrent/QtConcurrentRun>

namespace canaan::game {

GameController::GameController(const GameSetup &setup, QObject *parent)
    : QObject(parent),
      m_setup(setup),
      m_map(setup.map),
      m_rules(std::make_shared<const Rules>(setup.map, setup.turnLimit)),
      m_seats(setup.seats),
      m_chance(mixSeed(setup.seed))
{
    qRegisterMetaType<canaan::Action>();
    qRegisterMetaType<canaan::Event>();
    m_state = newGame(*m_rules, static_cast<int>(m_seats.size()));
    for (int i = 0; i < m_seats.size(); ++i) {
        const Seat &seat = m_seats[i];
        m_bots.push_back(seat.isHuman() ? nullptr
                                        : makeBot(seat.botId, mixSeed(setup.seed + 1 + static_cast<std::uint64_t>(i))));
    }
    EventSink sink;
    for (std::size_t i = 0; i < setup.history.size(); ++i) {
        if (checkLegal(*m_rules, m_state, setup.history[i]) != IllegalReason::Ok) {
            m_resumeError = static_cast<int>(i);
            break;
        }
        sink.clear();
        apply(*m_rules, m_state, setup.history[i], &sink);
        m_log.push_back(setup.history[i]);
        m_replayedEvents.insert(m_replayedEvents.end(), sink.events.begin(), sink.events.begin() + sink.size);
    }
    // After a resume chance must not repeat the first game's draws: derive it from the length too.
    if (!m_log.empty())
        m_chance = Pcg32(mixSeed(setup.seed ^ (0x9e3779b97f4a7c15ULL * m_log.size())));
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &GameController::takeAutomaticStep);
    connect(&m_botWatcher, &QFutureWatcher<Action>::finished, this, &GameController::onBotDecided);
}

GameController::~GameController()
{
    // The worker reads the rules and its bot: let it finish before they go.
    m_botWatcher.waitForFinished();
}

bool GameController::isHumanDeciding() const
{
    const int seat = decidingSeat();
    return seat >= 0 && m_seats[seat].isHuman();
}

int GameController::decidingSeat() const
{
    if (m_state.isOver() || isChancePending(m_state))
        return -1;
    return m_state.pendingPlayer;
}

std::vector<Action> GameController::legalActions() const
{
    auto list = std::make_unique<ActionList>();
    canaan::legalActions(*m_rules, m_state, *list);
    return {list->begin(), list->end()};
}

void GameController::start()
{
    if (m_started)
        return;
    m_started = true;
    emit stateChanged();
    scheduleNext();
}

bool GameController::perform(const Action &action)
{
    if (!isHumanDeciding() || m_botWatcher.isRunning()) {
        emit actionRejected(illegalReasonText(IllegalReason::NotYourDecision));
        return false;
    }
    const IllegalReason reason = checkLegal(*m_rules, m_state, action);
    if (reason != IllegalReason::Ok) {
        emit actionRejected(illegalReasonText(reason));
        return false;
    }
    applyNow(action);
    return true;
}

void GameController::applyNow(const Action &action)
{
    EventSink sink;
    apply(*m_rules, m_state, action, &sink);
    m_log.push_back(action);
    emit actionApplied(action);
    for (int i = 0; i < sink.size; ++i)
        emit eventHappened(sink.events[static_cast<std::size_t>(i)]);
    emit stateChanged();
    scheduleNext();
}

void GameController::scheduleNext()
{
    if (m_state.isOver()) {
        emit gameOver();
        return;
    }
    if (isHumanDeciding()) {
        emit humanToAct(m_state.pendingPlayer);
        return;
    }
    m_stepTimer.start(m_stepDelay);
}

void GameController::takeAutomaticStep()
{
    if (m_state.isOver() || isHumanDeciding() || m_botWatcher.isRunning())
        return;
    if (isChancePending(m_state)) {
        applyNow(sampleChance(*m_rules, m_state, m_chance));
        return;
    }
    // The worker gets its own copy of the state; the rules are shared and immutable.
    Bot *bot = m_bots[m_state.pendingPlayer].get();
    m_botWatcher.setFuture(QtConcurrent::run([rules = m_rules, state = m_state, bot] {
        auto scratch = std::make_unique<ActionList>();
        return bot->decide(*rules, viewOf(state, state.pendingPlayer), *scratch);
    }));
}

void GameController::onBotDecided()
{
    Action action = m_botWatcher.result();
    if (checkLegal(*m_rules, m_state, action) != IllegalReason::Ok) {
        // A bot's mistake must not stall the game: take the first legal action instead.
        qWarning("canaan: a computer player chose an illegal action; playing a legal one instead");
        const auto legal = legalActions();
        if (legal.empty())
            return;
        action = legal.front();
    }
    applyNow(action);
}

} // namespace canaan::game
