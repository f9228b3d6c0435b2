// The words of Conquest in the current language: card kinds, battle categories, nations and their
// abilities, the four phases, and a card's notes ("or Numbers 2", "draws a card", "Terrain").
#pragma once

#include "engine/conquest/cards.h"
#include "engine/conquest/nations.h"
#include "engine/conquest/state.h"

#include <QString>

namespace canaan::cardtable {

enum class Phase { Setup, Leadership, Muster, Alliance, Conquest, GameOver };
inline constexpr int kPhaseCount = 4; // Leadership..Conquest, the phase bar's steps

Phase phaseOf(conquest::Step step);
QString phaseName(Phase phase);

QString kindName(conquest::Kind kind);
// The seed's one-letter mark of a kind (S, N, I, M, D, B, R, P, Q, U, A, G, Z).
QString kindLetter(conquest::Kind kind);
// What a kind does, in one short sentence, for the card's face and tooltips.
QString kindRule(conquest::Kind kind);
QString categoryName(conquest::Category category);

QString nationName(conquest::Nation nation);
// The English name, untranslated (the source of nationName's translation).
const char *nationSourceName(conquest::Nation nation);
QString nationAbility(conquest::Nation nation);

// The lines under a card's force: "or Numbers 2", "& Numbers 1", "draws a card", "Terrain".
QStringList cardNotes(int card);

} // namespace canaan::cardtable
