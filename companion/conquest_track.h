// The tracker of a Conquest game played at a real table: the turn, the phase, whose turn it is, and
// each nation's city tokens and armies. Part of the TableSession, so it is saved with the session
// (companion.json) and undone like any other change; nothing here decides a rule.
#pragma once

#include "engine/conquest/nations.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace canaan::companion {

struct ConquestSeat {
    conquest::Nation nation = conquest::Nation::Moabites;
    int cities = 0;
    int armies = 0;
    friend bool operator==(const ConquestSeat &, const ConquestSeat &) = default;
};

inline constexpr int kMaxTrackedArmies = 9999;

struct ConquestTrack {
    QList<ConquestSeat> seats; // in seat order; empty: no Conquest game tracked
    int turn = 1;              // single players' turns, from 1 (C08)
    int totalTurns = 0;        // the game ends after this many
    int phase = 0;             // 0 Leadership, 1 Muster, 2 Alliance, 3 Conquest
    int active = 0;            // the seat whose turn it is
    bool over() const { return !seats.isEmpty() && turn > totalTurns; }
    friend bool operator==(const ConquestTrack &, const ConquestTrack &) = default;
};

inline constexpr int kConquestPhases = 4;

// A new game of these nations (the engine's set-up: cities dealt by C03, armies by C04, the turns
// rounded up to whole rounds by C08), or empty with the reason when the engine refuses them.
ConquestTrack startConquestTrack(const QList<conquest::Nation> &nations, int cities, int turns, QString *problem);
// The next phase; after the Conquest phase, the next seat's Leadership and the next turn.
ConquestTrack nextPhase(ConquestTrack track);

QJsonObject conquestTrackToJson(const ConquestTrack &track);
// Reads the tracker back, every field checked; on a problem returns false with `error` saying
// what and where ("conquest.seats[2].armies: ...").
bool conquestTrackFromJson(const QJsonObject &object, ConquestTrack &out, QString &error);

} // namespace canaan::companion
