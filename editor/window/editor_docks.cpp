#include "editor/window/editor_docks.h"

#include "editor/window/balance_panel.h"
#include "editor/window/editor_texts.h"
#include "editor/window/properties_panel.h"
#include "editor/window/validation_panel.h"
#include "editor/model/map_document.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QUndoView>

namespace canaan::editor {

EditorPanels dockEditorPanels(QMainWindow *window, MapDocument *document, EditorTexts &texts)
{
    auto dock = [window, &texts](const char *title, QWidget *widget, Qt::DockWidgetArea area, const QString &name) {
        auto *d = new QDockWidget(window);
        d->setObjectName(name);
        d->setWidget(widget);
        window->addDockWidget(area, d);
        texts.addWindowTitle(d, title);
        return d;
    };
    EditorPanels panels;
    panels.properties = new PropertiesPanel(document, window);
    panels.validation = new ValidationPanel(window);
    panels.balance = new BalancePanel(window);
    panels.history = new QUndoView(document->undoStack(), window);
    // The titles are in the window's context: one translation context for the whole window.
    auto *properties = dock(QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Properties"), panels.properties,
                            Qt::RightDockWidgetArea, QStringLiteral("properties"));
    auto *balance = dock(QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Balance"), panels.balance,
                         Qt::RightDockWidgetArea, QStringLiteral("balance"));
    window->tabifyDockWidget(properties, balance);
    properties->raise();
    dock(QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "Validation"), panels.validation, Qt::LeftDockWidgetArea,
         QStringLiteral("validation"));
    dock(QT_TRANSLATE_NOOP("canaan::editor::EditorWindow", "History"), panels.history, Qt::LeftDockWidgetArea,
         QStringLiteral("history"));
    return panels;
}

} // namespace canaan::editor
