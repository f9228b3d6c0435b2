// The editor window's two tool bars: the tools (each with its one-key shortcut) and the tool options
// (the terrain palette, the number, the harbor kind and Derive Jerusalem Sites), kept in step with the
// ToolController both ways.
#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QComboBox;
class QMainWindow;
class QSpinBox;

namespace canaan::editor {

class EditorTexts;
class TerrainPalette;
class ToolController;
enum class Tool;

class EditorToolBars : public QObject {
    Q_OBJECT
public:
    EditorToolBars(QMainWindow *window, ToolController *tools, QAction *deriveSites, EditorTexts &texts);

    // The status bar's help for the tool in hand.
    QString hint(Tool tool) const;
    // The tools' names and tips, the terrain names and the harbor kinds in the UI's language.
    void retranslate();

private:
    void createTools(QMainWindow *window, EditorTexts &texts);
    void createOptions(QMainWindow *window, QAction *deriveSites, EditorTexts &texts);

    ToolController *m_tools;
    QActionGroup *m_toolGroup = nullptr;
    TerrainPalette *m_terrain = nullptr;
    QSpinBox *m_number = nullptr;
    QComboBox *m_harborKind = nullptr;
};

} // namespace canaan::editor
