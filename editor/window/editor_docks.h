// The editor window's panels in their docks: Properties and Balance tabbed on the right, Validation
// and the undo History on the left. The window wires them to the map.
#pragma once

class QMainWindow;
class QUndoView;

namespace canaan::editor {

class BalancePanel;
class EditorTexts;
class MapDocument;
class PropertiesPanel;
class ValidationPanel;

struct EditorPanels {
    PropertiesPanel *properties = nullptr;
    ValidationPanel *validation = nullptr;
    BalancePanel *balance = nullptr;
    QUndoView *history = nullptr;
};

// Makes the panels, children of `window`, and docks them; their titles go to `texts`.
EditorPanels dockEditorPanels(QMainWindow *window, MapDocument *document, EditorTexts &texts);

} // namespace canaan::editor
