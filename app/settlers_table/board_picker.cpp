#include "app/settlers_table/board_picker.h"

#include "app/settlers_table/game_window.h"
#include "app/settlers_table/shown_seat.h"

#include <QKeySequence>
#include <QShortcut>
#include <algorithm>

namespace canaan::settlerstable {

namespace {

// Decisions made by clicking the board, and the action kind each click stands for.
std::optional<settlers::ActionKind> boardKindFor(settlers::Pending pending)
{
    switch (pending) {
    case settlers::Pending::SetupSettlement: return settlers::ActionKind::SetupSettlement;
    case settlers::Pending::SetupRoad: return settlers::ActionKind::SetupRoad;
    case settlers::Pending::StartingSettlement: return settlers::ActionKind::ChooseStartingSettlement;
    case settlers::Pending::FreeRoad: return settlers::ActionKind::BuildRoad;
    case settlers::Pending::MovePlague: return settlers::ActionKind::MovePlague;
    default: return std::nullopt;
    }
}

} // namespace

BoardPicker::BoardPicker(ShownSeat &seat, QWidget *window) : QObject(window), m_seat(seat)
{
    auto *cancel = new QShortcut(QKeySequence(Qt::Key_Escape), window);
    connect(cancel, &QShortcut::activated, this, &BoardPicker::cancelPlacing);
    // Keys 1-4 choose the Plague's victim; only then, when the build buttons' 1-3 are disabled.
    for (int i = 0; i < 4; ++i) {
        auto *key = new QShortcut(QKeySequence(Qt::Key_1 + i), window);
        key->setEnabled(false);
        connect(key, &QShortcut::activated, this, [this, i] { chooseVictim(i); });
        m_victimKeys << key;
    }
}

bool BoardPicker::isBoardDecision() const { return boardKindFor(m_seat.board().pending).has_value(); }

std::optional<settlers::ActionKind> BoardPicker::placingKind() const
{
    if (m_seat.legal().empty())
        return std::nullopt;
    if (const auto kind = boardKindFor(m_seat.board().pending))
        return kind;
    return m_placing;
}

void BoardPicker::update()
{
    if (m_placing && m_seat.legalOf(*m_placing).empty())
        m_placing.reset();
    if (m_victimTile >= 0 && (m_seat.board().pending != settlers::Pending::MovePlague || m_seat.legal().empty()))
        endVictimChoice();
}

boardview::BoardScene::Highlights BoardPicker::highlights() const
{
    boardview::BoardScene::Highlights spots;
    if (m_victimTile >= 0) {
        // Each candidate's buildings on the hex, and beside the first his key, name and card count.
        const auto names = m_seat.names();
        for (std::size_t i = 0; i < m_victims.size(); ++i) {
            const VictimCandidate &victim = m_victims[i];
            spots.vertices.insert(spots.vertices.end(), victim.buildings.begin(), victim.buildings.end());
            if (!victim.buildings.empty())
                spots.callouts.push_back({victim.buildings.front(), m_victimTile,
                                          (victim.cards == 1 ? GameWindow::tr("%1 %2: 1 card")
                                                             : GameWindow::tr("%1 %2: %3 cards"))
                                              .arg(static_cast<int>(i) + 1)
                                              .arg(names[victim.seat])
                                              .arg(victim.cards),
                                          m_seat.seats()[victim.seat].color});
        }
        return spots;
    }
    if (const auto kind = placingKind()) {
        for (const settlers::Action &a : m_seat.legalOf(*kind)) {
            switch (a.kind) {
            case settlers::ActionKind::SetupRoad:
            case settlers::ActionKind::BuildRoad: spots.edges.push_back(a.a); break;
            case settlers::ActionKind::MovePlague:
                if (std::find(spots.tiles.begin(), spots.tiles.end(), a.a) == spots.tiles.end())
                    spots.tiles.push_back(a.a);
                break;
            default: spots.vertices.push_back(a.a); break;
            }
        }
    }
    return spots;
}

void BoardPicker::beginPlacing(settlers::ActionKind kind)
{
    if (m_seat.legalOf(kind).empty())
        return;
    m_placing = kind;
    emit changed();
}

void BoardPicker::cancelPlacing()
{
    if (m_victimTile >= 0) { // back to choosing the hex
        endVictimChoice();
        emit changed();
        return;
    }
    if (!m_placing)
        return;
    m_placing.reset();
    emit changed();
}

void BoardPicker::onSpotClicked(boardview::SpotKind spot, int id)
{
    if (m_victimTile >= 0) {
        if (const VictimCandidate *victim = victimAt(m_victims, id); victim && spot == boardview::SpotKind::Vertex)
            emit picked({victim->action});
        return;
    }
    const auto kind = placingKind();
    if (!kind)
        return;
    std::vector<settlers::Action> matching;
    for (const settlers::Action &a : m_seat.legalOf(*kind))
        if (a.a == id)
            matching.push_back(a);
    if (matching.empty())
        return;
    if (matching.size() > 1 && *kind == settlers::ActionKind::MovePlague) {
        beginVictimChoice(id);
        return;
    }
    emit picked({matching.front()});
}

void BoardPicker::beginVictimChoice(int tile)
{
    m_victims = victimCandidates(m_seat.rules(), m_seat.view(), m_seat.legal(), tile);
    if (m_victims.empty())
        return;
    m_victimTile = tile;
    for (int i = 0; i < m_victimKeys.size(); ++i)
        m_victimKeys[i]->setEnabled(i < static_cast<int>(m_victims.size()));
    emit changed(); // the Plague shown on its new hex while its victim is chosen
}

void BoardPicker::endVictimChoice()
{
    m_victimTile = -1;
    m_victims.clear();
    for (QShortcut *key : m_victimKeys)
        key->setEnabled(false);
}

void BoardPicker::chooseVictim(int index)
{
    if (m_victimTile >= 0 && index >= 0 && index < static_cast<int>(m_victims.size()))
        emit picked({m_victims[static_cast<std::size_t>(index)].action});
}

} // namespace canaan::settlerstable
