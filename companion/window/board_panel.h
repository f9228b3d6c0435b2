// The board side of the companion: the map drawn large with the pieces tapped onto it, the tools
// (settlement, city, road, Plague, remove) and whose pieces they place, and the producing hexes
// of the last roll outlined.
#pragma once

#include "companion/companion_document.h"

#include <QWidget>

class QButtonGroup;
class QGraphicsItem;
class QHBoxLayout;
class QLabel;

namespace canaan::boardview {
class BoardScene;
}

namespace canaan::companion {

class TapBoardView;

class BoardPanel : public QWidget {
    Q_OBJECT
public:
    explicit BoardPanel(CompanionDocument *doc, QWidget *parent = nullptr);

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    int player() const { return m_player; }
    void setPlayer(int player);
    boardview::BoardScene *scene() const { return m_scene; }
    TapBoardView *view() const { return m_view; }
    // Outlines the hexes that produce on `roll` (and marks the Plague's); 0 clears.
    void showRoll(int roll);
    int shownRoll() const { return m_roll; }
    // Taps as if at a place of the board (the view calls it; tests too).
    void tapAt(QPointF scenePoint);
    void retranslate();

private:
    void sync();
    void syncPlayers();
    void drawOutlines();
    CompanionDocument *m_doc;
    boardview::BoardScene *m_scene;
    TapBoardView *m_view;
    QButtonGroup *m_tools;
    QButtonGroup *m_players;
    QHBoxLayout *m_playerRow;
    QLabel *m_hint;
    QList<QGraphicsItem *> m_outlines;
    settlers::MapModel m_shownMap;
    Tool m_tool = Tool::Settlement;
    int m_player = 0;
    int m_roll = 0;
};

} // namespace canaan::companion
