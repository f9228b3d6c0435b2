#include "app/game/board_sounds.h"

namespace canaan::game {

std::optional<sound::Sound> soundOfEvent(const Event &event)
{
    switch (event.kind) {
    case EventKind::DiceRolled: return sound::Sound::Dice;
    case EventKind::CardPlayed: return sound::Sound::Card;
    case EventKind::CardStolen: return sound::Sound::Robbery; // Korah's Rebellion is a card played
    case EventKind::TradeDone:
    case EventKind::MaritimeTraded: return sound::Sound::Trade;
    default: return std::nullopt;
    }
}

} // namespace canaan::game
