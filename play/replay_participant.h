// A replay as a participant: it plays a recorded log again, every seat's decisions and (through the
// host's chance script) every chance outcome, so the match reaches the recorded game's state. Seat
// it at every seat with seatEverywhere(). Where the log ends or disagrees it stops answering; the
// host then waits, and the match may be handed to other participants (setParticipant).
#pragma once

#include "play/match_host.h"

#include <memory>
#include <vector>

namespace canaan::play {

template <class Game>
class ReplayParticipant : public Participant<Game>, public std::enable_shared_from_this<ReplayParticipant<Game>> {
public:
    using Action = typename Game::Action;
    using View = typename Game::View;

    explicit ReplayParticipant(std::vector<Action> log) : m_log(std::move(log)) {}

    // Seats one replay at every seat of `host` and lets it script the chance outcomes.
    static std::shared_ptr<ReplayParticipant> seatEverywhere(MatchHost<Game> &host, std::vector<Action> log)
    {
        auto replay = std::make_shared<ReplayParticipant>(std::move(log));
        host.setChanceScript([weak = std::weak_ptr<ReplayParticipant>(replay)](std::size_t i) -> std::optional<Action> {
            const auto r = weak.lock();
            if (!r || i >= r->m_log.size())
                return std::nullopt;
            return r->m_log[i];
        });
        for (int seat = 0; seat < host.seatCount(); ++seat)
            host.setParticipant(seat, replay);
        return replay;
    }

    bool isPaced() const override { return true; }
    // Whether the replay has given every recorded action.
    bool isFinished() const { return m_host && m_host->log().size() >= m_log.size(); }

    void seated(MatchHost<Game> &host, int, const View &) override { m_host = &host; }
    void unseated(int) override {}
    void decide(int seat, const View &, std::span<const Action>) override
    {
        if (!m_host)
            return;
        const std::size_t next = m_host->log().size();
        if (next < m_log.size() && Game::actorOf(m_log[next]) == seat)
            m_host->submit(seat, m_log[next]);
    }

private:
    std::vector<Action> m_log;
    MatchHost<Game> *m_host = nullptr;
};

} // namespace canaan::play
