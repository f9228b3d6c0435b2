#include "editor/window/terrain_palette.h"

#include "cartography/board_art.h"
#include "boardview/board_text.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>

namespace canaan::editor {

namespace {

QIcon swatch(settlers::Terrain t)
{
    QPixmap pixmap(22, 22);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.5));
    painter.setBrush(cartography::terrainColor(t));
    painter.drawRoundedRect(QRectF(2, 2, 18, 18), 3, 3);
    return QIcon(pixmap);
}

} // namespace

TerrainPalette::TerrainPalette(QWidget *parent) : QWidget(parent), m_group(new QButtonGroup(this))
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(2);
    for (int t = 0; t < settlers::kTerrainCount; ++t) {
        auto *button = new QToolButton(this);
        button->setObjectName(QStringLiteral("terrain%1").arg(t));
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setIcon(swatch(settlers::Terrain(t)));
        // Named under the colour: copper and hills, desert and Jerusalem are told apart by word.
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        m_group->addButton(button, t);
        row->addWidget(button);
    }
    m_group->button(0)->setChecked(true);
    setKeysEnabled(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { emit terrainChosen(settlers::Terrain(id)); });
    retranslate();
}

settlers::Terrain TerrainPalette::terrain() const { return settlers::Terrain(m_group->checkedId()); }

void TerrainPalette::setTerrain(settlers::Terrain terrain)
{
    if (QAbstractButton *button = m_group->button(int(terrain)))
        button->setChecked(true);
}

void TerrainPalette::setKeysEnabled(bool enabled)
{
    for (QAbstractButton *button : m_group->buttons())
        button->setShortcut(enabled ? QKeySequence(Qt::Key_1 + m_group->id(button)) : QKeySequence());
}

void TerrainPalette::retranslate()
{
    for (QAbstractButton *button : m_group->buttons()) {
        const int t = m_group->id(button);
        const QString name = boardview::BoardText::terrainName(settlers::Terrain(t));
        button->setText(name);
        button->setToolTip(tr("%1 (%2)").arg(name).arg(t + 1));
    }
}

} // namespace canaan::editor
