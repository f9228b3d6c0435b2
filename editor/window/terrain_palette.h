// The brush's terrain as a row of swatches that always stand in the same place, each with its
// number key (1-9), so a quick pick never lands on the wrong terrain (a drop-down opens elsewhere
// each time).
#pragma once

#include "engine/settlers/board/terrain.h"

#include <QWidget>

class QButtonGroup;

namespace canaan::editor {

class TerrainPalette : public QWidget {
    Q_OBJECT
public:
    explicit TerrainPalette(QWidget *parent = nullptr);
    settlers::Terrain terrain() const;
    void setTerrain(settlers::Terrain terrain);
    // The swatches' names in the language of the moment.
    void retranslate();
    // The number keys pick a terrain only while a terrain tool is in hand (the Numbers tool types
    // them over a hex).
    void setKeysEnabled(bool enabled);

signals:
    void terrainChosen(canaan::settlers::Terrain terrain);

private:
    QButtonGroup *m_group;
};

} // namespace canaan::editor
