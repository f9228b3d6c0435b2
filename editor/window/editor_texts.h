// The untranslated texts of the editor window's parts (menus, actions, docks, tool bars, labels),
// set again in the UI's language whenever it changes. The texts are QT_TRANSLATE_NOOP strings of the
// window's context, so the translation keeps one context however the window is split.
#pragma once

#include <QString>

#include <utility>
#include <vector>

class QAction;
class QLabel;
class QMenu;
class QWidget;

namespace canaan::editor {

class EditorTexts {
public:
    // The window's context: every text of the editor window is translated in it.
    static QString translated(const char *text);

    void addAction(QAction *action, const char *text, const char *tip = nullptr);
    void addMenu(QMenu *menu, const char *title);
    // A dock's or a tool bar's title.
    void addWindowTitle(QWidget *widget, const char *title);
    void addLabel(QLabel *label, const char *text);
    void retranslate() const;

private:
    struct ActionText {
        QAction *action;
        const char *text;
        const char *tip;
    };
    std::vector<ActionText> m_actions;
    std::vector<std::pair<QMenu *, const char *>> m_menus;
    std::vector<std::pair<QWidget *, const char *>> m_windowTitles;
    std::vector<std::pair<QLabel *, const char *>> m_labels;
};

} // namespace canaan::editor
