// A decision made by clicking the board: a build chosen with its button (until a highlighted spot is
// clicked, or Escape), the decisions the board answers by itself (the setup, free roads, the
// Plague's hex) and, after the Plague was moved to a hex with several players to rob, the victim
// chosen on his buildings there (or with keys 1-4). It highlights the legal spots only: what is
// legal is the engine's (ShownSeat::legal).
#pragma once

#include "boardview/board_scene.h"
#include "engine/settlers/rules/action.h"
#include "app/settlers_table/victim_choice.h"

#include <QList>
#include <QObject>
#include <optional>
#include <vector>

class QShortcut;
class QWidget;

namespace canaan::settlerstable {

class ShownSeat;

class BoardPicker : public QObject {
    Q_OBJECT
public:
    // The keys (Escape, 1-4) work anywhere in `window`.
    BoardPicker(ShownSeat &seat, QWidget *window);

    // The kind being placed by clicking the board, if any.
    std::optional<settlers::ActionKind> placingKind() const;
    // Whether a build button chose it (Escape cancels it), not the decision the game waits for.
    bool isPlacingByButton() const { return m_placing.has_value(); }
    // Whether the decision waited for is answered on the board (no button of its own then).
    bool isBoardDecision() const;
    // The Plague's hex and the candidates while its victim is chosen; -1 and empty otherwise.
    int victimTile() const { return m_victimTile; }
    const std::vector<VictimCandidate> &victims() const { return m_victims; }
    // The spots to highlight now, with the victims' callouts.
    boardview::BoardScene::Highlights highlights() const;
    // After the table changed: forgets a build or a victim choice no longer legal.
    void update();
    // A decision was taken: no build waits for its spot any more.
    void forgetPlacing() { m_placing.reset(); }

public slots:
    // Build a road, settlement or city: highlights the legal spots until one is clicked.
    void beginPlacing(canaan::settlers::ActionKind kind);
    void cancelPlacing();
    void onSpotClicked(boardview::SpotKind kind, int id);
    void chooseVictim(int index);

signals:
    void picked(const QList<canaan::settlers::Action> &actions);
    // What the board highlights (and the status says) changed.
    void changed();

private:
    void beginVictimChoice(int tile);
    void endVictimChoice();

    ShownSeat &m_seat;
    std::optional<settlers::ActionKind> m_placing; // a build chosen with a button, waiting for a spot
    int m_victimTile = -1;               // the Plague's hex while its victim is chosen on the board
    std::vector<VictimCandidate> m_victims;
    QList<QShortcut *> m_victimKeys; // 1-4: the candidates in seat order
};

} // namespace canaan::settlerstable
