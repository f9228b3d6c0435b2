#include "play/settlers_match.h"

#include "play/autosave.h"
#include "play/computer_participant.h"

namespace canaan::play {

SettlersMatch::SettlersMatch(const SettlersSetup &setup, QObject *parent)
    : SettlersHost(std::make_shared<const settlers::Rules>(setup.map, setup.turnLimit), static_cast<int>(setup.seats.size()),
                setup.seed, setup.history, parent),
      m_setup(setup), m_clock(std::make_unique<MatchClock<SettlersGame>>(*this, setup.clockSeconds))
{
    m_setup.history.clear(); // it is in the log now
    qRegisterMetaType<canaan::settlers::Action>();
    qRegisterMetaType<canaan::settlers::Event>();
}

SettlersSetup SettlersMatch::setupOf(const SavedGame &saved)
{
    SettlersSetup setup;
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

SavedGame SettlersMatch::savedGame() const
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

void SettlersMatch::renameSeat(int seat, const std::string &name)
{
    m_setup.seats.at(static_cast<std::size_t>(seat)).name = name;
    if (m_autosaving)
        autosaveToAppData(); // its writer holds a copy of the names
}

void SettlersMatch::seatComputerPlayers()
{
    for (int i = 0; i < seatCount(); ++i) {
        const std::string &kind = m_setup.seats[static_cast<std::size_t>(i)].kind;
        if (kind != "human")
            setParticipant(i, std::make_shared<ComputerParticipant<SettlersGame>>(
                                  context(), QString::fromStdString(kind), SettlersGame::botSeed(seed(), i)));
    }
}

void SettlersMatch::autosaveToAppData()
{
    if (!holdsAutosaves())
        return; // another copy of the app is writing the autosave
    m_autosaving = true;
    // The writer may run on a worker: it gets a copy of everything but the state and the log.
    setAutosave([header = savedGame(), rules = context()](const settlers::GameState &state, const std::vector<settlers::Action> &log) {
        SavedGame game = header;
        game.log = log;
        QString error;
        return writeAutosave(game, *rules, state, &error) ? QString() : error;
    }, AutosaveWhen::EveryTurn);
}

void SettlersMatch::applied(const settlers::Action &action, const std::vector<settlers::Event> &events)
{
    emit actionDone(action);
    for (const settlers::Event &e : events)
        emit eventHappened(e);
}

std::vector<settlers::Event> SettlersMatch::replayedEventsSeenBy(int seat) const
{
    std::vector<settlers::Event> seen;
    seen.reserve(replayedEvents().size());
    for (const settlers::Event &e : replayedEvents())
        if (const std::optional<settlers::Event> told = SettlersGame::eventSeenBy(state(), e, seat))
            seen.push_back(*told);
    return seen;
}

} // namespace canaan::play
