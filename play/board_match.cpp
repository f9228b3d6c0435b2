#include "play/board_match.h"

#include "play/autosave.h"
#include "play/computer_participant.h"

namespace canaan::play {

BoardMatch::BoardMatch(const BoardSetup &setup, QObject *parent)
    : BoardHost(std::make_shared<const Rules>(setup.map, setup.turnLimit), static_cast<int>(setup.seats.size()),
                setup.seed, setup.history, parent),
      m_setup(setup), m_clock(std::make_unique<MatchClock<BoardGame>>(*this, setup.clockSeconds))
{
    m_setup.history.clear(); // it is in the log now
    qRegisterMetaType<canaan::Action>();
    qRegisterMetaType<canaan::Event>();
}

BoardSetup BoardMatch::setupOf(const SavedGame &saved)
{
    BoardSetup setup;
    setup.map = saved.map;
    // The match plays by the map's ruleset and options: the saved ones win.
    setup.map.ruleset = saved.ruleset;
    setup.map.options = saved.options;
    setup.seats = saved.seats;
    setup.seed = saved.seed;
    setup.turnLimit = saved.turnLimit;
    setup.clockSeconds = saved.clockSeconds;
    setup.history = saved.log;
    return setup;
}

SavedGame BoardMatch::savedGame() const
{
    SavedGame saved;
    saved.map = m_setup.map;
    saved.ruleset = rules().ruleset();
    saved.options = rules().options();
    saved.seed = seed();
    saved.turnLimit = m_setup.turnLimit;
    saved.clockSeconds = m_setup.clockSeconds;
    saved.seats = m_setup.seats;
    for (canaan::Seat &s : saved.seats)
        s.name = QString::fromStdString(s.name).left(kMaxSeatNameLength).toStdString();
    saved.log = log();
    return saved;
}

void BoardMatch::renameSeat(int seat, const std::string &name)
{
    m_setup.seats.at(static_cast<std::size_t>(seat)).name = name;
    if (m_autosaving)
        autosaveToAppData(); // its writer holds a copy of the names
}

void BoardMatch::seatComputerPlayers()
{
    for (int i = 0; i < seatCount(); ++i) {
        const std::string &kind = m_setup.seats[static_cast<std::size_t>(i)].kind;
        if (kind != "human")
            setParticipant(i, std::make_shared<ComputerParticipant<BoardGame>>(
                                  context(), QString::fromStdString(kind), BoardGame::botSeed(seed(), i)));
    }
}

void BoardMatch::autosaveToAppData()
{
    if (!holdsAutosaves())
        return; // another copy of the app is writing the autosave
    m_autosaving = true;
    // The writer may run on a worker: it gets a copy of everything but the state and the log.
    setAutosave([header = savedGame(), rules = context()](const GameState &state, const std::vector<Action> &log) {
        SavedGame game = header;
        game.log = log;
        QString error;
        return writeAutosave(game, *rules, state, &error) ? QString() : error;
    }, AutosaveWhen::EveryTurn);
}

void BoardMatch::applied(const Action &action, const std::vector<Event> &events)
{
    emit actionDone(action);
    for (const Event &e : events)
        emit eventHappened(e);
}

std::vector<Event> BoardMatch::replayedEventsSeenBy(int seat) const
{
    std::vector<Event> seen;
    seen.reserve(replayedEvents().size());
    for (const Event &e : replayedEvents())
        if (const std::optional<Event> told = BoardGame::eventSeenBy(state(), e, seat))
            seen.push_back(*told);
    return seen;
}

} // namespace canaan::play
