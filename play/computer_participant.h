// A computer player as a participant: it decides on a worker thread (QtConcurrent) from a copy of
// its seat's view, so the GUI thread never waits for it, and answers through the host when done.
// A bot with a memory of public events (Game::botObserves) is shown every action as its seat saw it,
// just before its next decision, so the worker is the only one touching the bot while it thinks;
// seated in a match under way (a resumed save), it is first shown the match's log (bot_memory.h).
// An answer that arrives after it was unseated (swapped out) or the match stopped is dropped.
#pragma once

#include "play/bot_memory.h"
#include "play/match_host.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <memory>

namespace canaan::play {

// The seats people play, bit s for seat s, as a computer player is told them (Bot::setPeople): a
// participant acting at no pace of its own (a person at this screen or over the network), or a
// seat nobody holds yet.
template <class Game>
unsigned peopleSeats(const MatchHost<Game> &host)
{
    unsigned people = 0;
    for (int s = 0; s < host.seatCount(); ++s) {
        const Participant<Game> *p = host.participant(s);
        people |= !p || !p->isPaced() ? 1u << s : 0u;
    }
    return people;
}

template <class Game>
class ComputerParticipant : public Participant<Game> {
public:
    using Action = typename Game::Action;
    using View = typename Game::View;

    // botId as Game::makeBot knows it; seed for the bot's own random numbers (Game::botSeed).
    ComputerParticipant(typename Game::Context context, const QString &botId, std::uint64_t seed)
        : m_context(std::move(context)), m_botId(botId), m_bot(Game::makeBot(botId, seed))
    {
        QObject::connect(&m_watcher, &QFutureWatcherBase::finished, &m_watcher, [this] { onDecided(); });
    }
    ~ComputerParticipant() override { m_watcher.waitForFinished(); } // the worker uses the bot

    QString botId() const { return m_botId; }
    bool isPaced() const override { return true; }

    void seated(MatchHost<Game> &host, int seat, const View &view) override
    {
        m_host = &host;
        m_seat = seat;
        m_lastView = view;
        if (!m_watcher.isRunning()) { // nobody else uses the bot now
            m_unseen.clear();
            showHistoryToBot<Game>(*m_bot, m_context, host.seatCount(), seat, host.log());
        }
    }
    void update(int seat, const View &view, std::span<const typename Game::Event> events) override
    {
        if (seat != m_seat)
            return;
        if (Game::botObserves(*m_bot))
            m_unseen.push_back({m_lastView, view, {events.begin(), events.end()}});
        m_lastView = view;
    }
    void unseated(int seat) override
    {
        if (seat == m_seat)
            m_host = nullptr;
    }
    void decide(int seat, const View &view, std::span<const Action> legal) override
    {
        if (seat != m_seat || m_watcher.isRunning())
            return;
        if (!m_host)
            return;
        for (const Seen &seen : m_unseen)
            Game::botObserve(*m_bot, seen.before, seen.after, seen.events);
        m_unseen.clear();
        if constexpr (requires(typename Game::Bot &bot) { Game::botSetPeople(bot, 0u); })
            Game::botSetPeople(*m_bot, peopleSeats(*m_host));
        m_asked = m_host->log().size();
        m_watcher.setFuture(QtConcurrent::run([bot = m_bot.get(), context = m_context, input = Game::botInput(*m_host, view),
                                               legal = std::vector<Action>(legal.begin(), legal.end())] {
            return Game::botDecide(*bot, context, input, legal);
            }));
    }

private:
    void onDecided()
    {
        // Unseated, the match stopped (its window closed while the bot thought: resume-bench's
        // "illegal action" warnings were these answers, refused as not its decision), or the game
        // went on without this answer (another participant took over).
        if (!m_host || m_host->isStopped() || m_host->log().size() != m_asked)
            return;
        Action action = m_watcher.result();
        if (!m_host->submit(m_seat, action).isEmpty()) {
            // A bot's mistake must not stall the game: take the first legal action instead.
            qWarning("canaan: a computer player chose an illegal action; playing a legal one instead");
            const auto legal = m_host->legalActions();
            if (!legal.empty())
                m_host->submit(m_seat, legal.front());
        }
    }

    struct Seen {
        View before, after;
        std::vector<typename Game::Event> events;
    };

    typename Game::Context m_context;
    QString m_botId;
    std::unique_ptr<typename Game::Bot> m_bot;
    MatchHost<Game> *m_host = nullptr;
    int m_seat = -1;
    std::size_t m_asked = 0;
    View m_lastView{};
    std::vector<Seen> m_unseen; // actions seen since the last decision, for botObserve
    QFutureWatcher<Action> m_watcher;
};

} // namespace canaan::play
