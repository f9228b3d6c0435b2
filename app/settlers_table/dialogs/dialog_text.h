// Words and pictures the dialogs share: resource names with their icons, player names in their
// colours, a hand of cards in words, a board intersection described by its hexes, and what each
// development card does. Context "canaan::settlerstable::DialogText" in the translations.
#pragma once

#include "app/settlers_table/dialogs/decision_dialog.h"

#include <QCoreApplication>
#include <QIcon>
#include <QString>
#include <array>

class QAbstractButton;

namespace canaan::settlerstable {

// Counts per Resource (a hand, one side of a trade).
using ResourceCounts = std::array<int, settlers::kResourceCount>;

class DialogText {
    Q_DECLARE_TR_FUNCTIONS(canaan::settlerstable::DialogText)
public:
    static QString resource(const settlers::Rules &rules, int r);
    // The board's resource picture, or a plain square of the resource's colour when it is missing.
    static QIcon resourceIcon(int r);
    static QColor resourceColor(int r);
    static QString playerName(const DecisionContext &ctx, int seat);
    // Rich text: a square of the player's colour and the name, in that colour when it is readable
    // on a light background.
    static QString playerHtml(const DecisionContext &ctx, int seat);
    // A small icon of the player's colour, for combo boxes and buttons.
    static QIcon playerIcon(const DecisionContext &ctx, int seat);
    // A button (radio, push) showing a player: his colour as icon, and as text colour when readable.
    static void showPlayer(const DecisionContext &ctx, int seat, QAbstractButton *button);
    // "2 Lumber, 1 Wool"; "nothing" when every count is zero.
    static QString cards(const settlers::Rules &rules, const ResourceCounts &counts);
    // The same with each resource's icon, as rich text.
    static QString cardsHtml(const settlers::Rules &rules, const ResourceCounts &counts);
    // A hex by its terrain and number: "Forest 5"; "Sea".
    static QString hex(const settlers::Rules &rules, int tile);
    // An intersection named by the hexes around it: "Forest 5 · Fields 6 · Sea".
    static QString spot(const settlers::Rules &rules, int vertex);
    // What a development card does, in one sentence (per ruleset).
    static QString cardEffect(const settlers::Rules &rules, settlers::DevCard card);
    static QString card(const settlers::Rules &rules, int card);
    // What is missing from the two sides of a domestic trade being edited (a resource on both sides,
    // an empty side), or an empty string when both sides are complete. The engine checks the rest.
    static QString tradeSidesProblem(const settlers::Rules &rules, const ResourceCounts &give, const ResourceCounts &receive);
};

// One side of a net trade vector (Action::trade, GameState::offer; positive = the player whose turn
// it is gives): sign +1 what he gives, -1 what he receives.
ResourceCounts tradeSide(const std::int8_t *trade, int sign);
// The net vector of a trade in which the player whose turn it is gives `gives` and receives `receives`.
std::array<std::int8_t, settlers::kResourceCount> netTrade(const ResourceCounts &gives, const ResourceCounts &receives);

} // namespace canaan::settlerstable
