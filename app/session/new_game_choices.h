// What the new-game dialog remembers between runs (QSettings, group "newGame"): the seats, the map
// (and the user's recently used maps), and per map the ruleset and options chosen for it.
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/settlers/options/options.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace canaan::session {

// "human", or a computer player's level: "easy", "normal", "hard".
inline const QStringList kSeatKinds{QStringLiteral("human"), QStringLiteral("easy"), QStringLiteral("normal"),
                                    QStringLiteral("hard")};
inline constexpr int kMaxRecentMaps = 8;

struct SeatChoice {
    QString kind = QStringLiteral("normal");
    QString name;  // empty: the tribe's default name in the UI's language
    QColor color;
};

struct RulesChoice {
    settlers::Ruleset ruleset = settlers::Ruleset::Canaan;
    settlers::GameOptions options;
};

struct NewGameChoices {
    int players = 4;
    int clockSeconds = 0; // the turn clock (io/clock_limits.h); 0: none
    QList<SeatChoice> seats; // always four; the first `players` play
    QString mapPath;
    QStringList recentMaps; // the user's own map files, most recent first

    static NewGameChoices defaults();
};

NewGameChoices loadNewGameChoices();
void storeNewGameChoices(const NewGameChoices &choices);
// The rules last chosen for the map at this path, if any.
std::optional<RulesChoice> loadRulesChoice(const QString &mapPath);
void storeRulesChoice(const QString &mapPath, const RulesChoice &rules);
void forgetRecentMaps();

// The colours a seat may take, in order: the four of the box, then green and brown.
QList<QColor> seatColorChoices();

} // namespace canaan::session
