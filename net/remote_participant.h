// A seat played over the network: when the host asks it to decide, it passes the question on to
// the seat's connection (docs/protocol.md, "ask"); the answer arrives later as an `act` message and
// goes to host.submit() through the table's game (hosted_game.h). Views and events reach the
// connection from the host's every action, whoever plays the seat, so this only asks.
#pragma once

#include "play/participant.h"

#include <functional>
#include <span>
#include <vector>

namespace canaan::net {

template <class Game>
class RemoteParticipant : public play::Participant<Game> {
public:
    using Action = typename Game::Action;
    using View = typename Game::View;
    using Ask = std::function<void(int seat, std::span<const Action> legal)>;

    explicit RemoteParticipant(Ask ask) : m_ask(std::move(ask)) {}

    void decide(int seat, const View &, std::span<const Action> legal) override
    {
        m_legal.assign(legal.begin(), legal.end());
        m_asked = seat;
        m_ask(seat, legal);
    }
    void unseated(int seat) override
    {
        if (seat == m_asked)
            m_asked = -1;
    }
    // Any action ends the question (the turn clock's computer player may have answered it).
    void update(int seat, const View &, std::span<const typename Game::Event>) override
    {
        if (seat == m_asked)
            m_asked = -1;
    }
    // The question still open for `seat` (a reconnected client is asked again); empty when none.
    bool openQuestion(int seat, std::vector<Action> *legal) const
    {
        if (seat != m_asked)
            return false;
        *legal = m_legal;
        return true;
    }
    void answered() { m_asked = -1; }

private:
    Ask m_ask;
    std::vector<Action> m_legal;
    int m_asked = -1;
};

} // namespace canaan::net
