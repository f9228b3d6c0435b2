#include "editor/window/editor_texts.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QMenu>

namespace canaan::editor {

QString EditorTexts::translated(const char *text)
{
    return QCoreApplication::translate("canaan::editor::EditorWindow", text);
}

void EditorTexts::addAction(QAction *action, const char *text, const char *tip)
{
    m_actions.push_back({action, text, tip});
}

void EditorTexts::addMenu(QMenu *menu, const char *title) { m_menus.emplace_back(menu, title); }

void EditorTexts::addWindowTitle(QWidget *widget, const char *title) { m_windowTitles.emplace_back(widget, title); }

void EditorTexts::addLabel(QLabel *label, const char *text) { m_labels.emplace_back(label, text); }

void EditorTexts::retranslate() const
{
    for (const auto &[menu, title] : m_menus)
        menu->setTitle(translated(title));
    for (const ActionText &a : m_actions) {
        a.action->setText(translated(a.text));
        const QString tip = a.tip ? translated(a.tip) : QString();
        a.action->setToolTip(tip); // empty: the text, as Qt does by default
        a.action->setStatusTip(tip);
    }
    for (const auto &[widget, title] : m_windowTitles)
        widget->setWindowTitle(translated(title));
    for (const auto &[label, text] : m_labels)
        label->setText(translated(text));
}

} // namespace canaan::editor
