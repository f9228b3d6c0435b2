#include "app/settlers_table/settlers_sounds.h"

namespace canaan::settlerstable {

std::optional<sound::Sound> soundOfEvent(const settlers::Event &event)
{
    switch (event.kind) {
    case settlers::EventKind::DiceRolled: return sound::Sound::Dice;
    case settlers::EventKind::CardPlayed: return sound::Sound::Card;
    case settlers::EventKind::CardStolen: return sound::Sound::Robbery; // Korah's Rebellion is a card played
    case settlers::EventKind::TradeDone:
    case settlers::EventKind::MaritimeTraded: return sound::Sound::Trade;
    default: return std::nullopt;
    }
}

} // namespace canaan::settlerstable
