#include "editor/window/editor_tool_bars.h"

#include "boardview/board_text.h"
#include "editor/window/editor_texts.h"
#include "editor/window/editor_window.h"
#include "editor/window/terrain_palette.h"
#include "editor/canvas/tool_controller.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QLabel>
#include <QMainWindow>
#include <QSpinBox>
#include <QToolBar>

namespace canaan::editor {

namespace {

// The tool palette: each tool's name, its one-key shortcut and what it does.
struct ToolText {
    Tool tool;
    const char *name;
    Qt::Key key;
    const char *tip;
};
// QT_TRANSLATE_NOOP with the window's context: the window's translation holds them.
const ToolText kTools[] = {
    {Tool::Terrain, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Brush"), Qt::Key_B,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Paint terrain; painting beyond the map adds hexes.")},
    {Tool::Fill, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Fill"), Qt::Key_F,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Paint every connected hex of the same terrain.")},
    {Tool::Number, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Numbers"), Qt::Key_N,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Click to set the number, drag from one hex to another to swap, or type a number over a hex.")},
    {Tool::Harbor, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Harbors"), Qt::Key_H,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Click sea beside land to add a harbor, click it again to rotate it; right-click it to choose its "
                       "kind, rotate or remove it.")},
    {Tool::Jerusalem, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Jerusalem Sites"), Qt::Key_J,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Click a corner of Jerusalem to add or remove a site.")},
    {Tool::Closed, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Closed Intersections"), Qt::Key_X,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Click an intersection to close it to starting settlements, or open it again.")},
    {Tool::Eraser, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Eraser"), Qt::Key_E,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Remove hexes from the map.")},
    {Tool::Select, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Select"), Qt::Key_S,
     QT_TRANSLATE_NOOP("canaan::editor::EditorWindow",
                       "Drag a rectangle to select; drag the selection to move it, with Ctrl to copy it.")},
};

const ToolText &toolText(int tool)
{
    for (const ToolText &t : kTools)
        if (int(t.tool) == tool)
            return t;
    return kTools[0];
}

bool paintsTerrain(Tool tool) { return tool == Tool::Terrain || tool == Tool::Fill; }

} // namespace

EditorToolBars::EditorToolBars(QMainWindow *window, ToolController *tools, QAction *deriveSites, EditorTexts &texts)
    : QObject(window), m_tools(tools)
{
    createTools(window, texts);
    createOptions(window, deriveSites, texts);
}

void EditorToolBars::createTools(QMainWindow *window, EditorTexts &texts)
{
    QToolBar *bar = window->addToolBar(QString());
    bar->setObjectName(QStringLiteral("tools"));
    texts.addWindowTitle(bar, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Tools"));
    m_toolGroup = new QActionGroup(window);
    for (const ToolText &t : kTools) {
        QAction *action = bar->addAction(QString());
        action->setCheckable(true);
        action->setShortcut(QKeySequence(t.key));
        action->setData(int(t.tool));
        m_toolGroup->addAction(action);
        if (t.tool == Tool::Terrain)
            action->setChecked(true);
        connect(action, &QAction::triggered, window, [this, tool = t.tool] { m_tools->setTool(tool); });
    }
    connect(m_tools, &ToolController::toolChanged, window, [this](Tool tool) {
        for (QAction *a : m_toolGroup->actions())
            a->setChecked(a->data().toInt() == int(tool));
        if (m_terrain)
            m_terrain->setKeysEnabled(paintsTerrain(tool));
    });
}

void EditorToolBars::createOptions(QMainWindow *window, QAction *deriveSites, EditorTexts &texts)
{
    QToolBar *options = window->addToolBar(QString());
    options->setObjectName(QStringLiteral("toolOptions"));
    texts.addWindowTitle(options, QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Tool Options"));
    auto label = [window, options, &texts](const char *text) {
        auto *l = new QLabel(window);
        l->setContentsMargins(8, 0, 4, 0);
        texts.addLabel(l, text);
        options->addWidget(l);
    };
    label(QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Terrain"));
    m_terrain = new TerrainPalette(window);
    m_tools->setTerrain(m_terrain->terrain());
    m_terrain->setKeysEnabled(paintsTerrain(m_tools->tool()));
    connect(m_terrain, &TerrainPalette::terrainChosen, window, [this](settlers::Terrain t) {
        m_tools->setTerrain(t);
        if (!paintsTerrain(m_tools->tool()))
            m_tools->setTool(Tool::Terrain); // a swatch clicked is a terrain to paint
    });
    options->addWidget(m_terrain);
    options->addSeparator();
    label(QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Number"));
    m_number = new QSpinBox(window);
    m_number->setRange(2, 12);
    m_number->setValue(6);
    connect(m_number, &QSpinBox::valueChanged, window, [this, last = 6](int n) mutable {
        if (n == 7) { // no token shows a 7: step over it in the direction the user went
            m_number->setValue(last < 7 ? 8 : 6);
            return;
        }
        last = n;
        m_tools->setNumber(n);
    });
    options->addWidget(m_number);
    options->addSeparator();
    label(QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Harbor"));
    m_harborKind = new QComboBox(window);
    m_harborKind->addItem(QString(), -1);
    for (settlers::Resource r : settlers::kAllResources)
        m_harborKind->addItem(QString(), int(r));
    connect(m_harborKind, &QComboBox::currentIndexChanged, window, [this] {
        const int kind = m_harborKind->currentData().toInt();
        m_tools->setHarborKind(kind < 0 ? std::nullopt : std::optional<settlers::Resource>(settlers::Resource(kind)));
    });
    options->addWidget(m_harborKind);
    options->addSeparator();
    options->addAction(deriveSites);
}

QString EditorToolBars::hint(Tool tool) const
{
    const ToolText &t = toolText(int(tool));
    return EditorWindow::tr("%1: %2 Drag with the middle button to pan; the wheel zooms.")
        .arg(EditorWindow::tr(t.name), EditorWindow::tr(t.tip));
}

void EditorToolBars::retranslate()
{
    for (QAction *action : m_toolGroup->actions()) {
        const ToolText &t = toolText(action->data().toInt());
        action->setText(EditorWindow::tr(t.name));
        action->setToolTip(EditorWindow::tr("%1 (%2): %3")
                               .arg(EditorWindow::tr(t.name), QKeySequence(t.key).toString(QKeySequence::NativeText),
                                    EditorWindow::tr(t.tip)));
        action->setStatusTip(EditorWindow::tr(t.tip));
    }
    m_terrain->retranslate();
    for (int i = 0; i < m_harborKind->count(); ++i) {
        const int kind = m_harborKind->itemData(i).toInt();
        m_harborKind->setItemText(i, kind < 0 ? EditorWindow::tr("3:1 any resource")
                                              : EditorWindow::tr("2:1 %1")
                                                    .arg(boardview::BoardText::resourceName(settlers::Resource(kind))));
    }
}

} // namespace canaan::editor
