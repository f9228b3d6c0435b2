// The choices of a new Conquest game (issue 22, item 1): per seat a nation, a person or a computer
// level, and a name; the options of C03 and C08 (cities, turns). Checked with a sentence, and remembered
// in QSettings for the next new game. The play layer's registry (issue 19) will offer them.
#pragma once

#include "engine/conquest/state.h"

#include <QList>
#include <QString>

class QSettings;

namespace canaan::cardtable {

struct ConquestSeatChoice {
    conquest::Nation nation = conquest::Nation::Moabites;
    QString player = QStringLiteral("person"); // "person", or a bot id: "random", "normal", "hard"
    QString name;                              // empty: the nation's name
    friend bool operator==(const ConquestSeatChoice &, const ConquestSeatChoice &) = default;
};

struct ConquestChoices {
    conquest::Options options;
    QList<ConquestSeatChoice> seats;
    friend bool operator==(const ConquestChoices &, const ConquestChoices &) = default;

    // You and three computer players: Hebrews, Egyptians, Hittites, Philistines.
    static ConquestChoices defaults();
    // Empty when these choices make a game; else what is wrong, in a sentence of the current language.
    QString problem() const;
    QString displayName(int seat) const; // the name, or the nation's
};

// The player kinds offered, in order: "person", then the computer levels.
QStringList playerIds();
QString playerLabel(const QString &id);

// Unknown or out-of-range values in the settings fall back to the defaults, seat by seat.
ConquestChoices loadConquestChoices(QSettings &settings);
void storeConquestChoices(QSettings &settings, const ConquestChoices &choices);

} // namespace canaan::cardtable
