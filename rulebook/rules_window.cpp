#include "rulebook/rules_window.h"

#include "rulebook/rules_viewer.h"

#include <QPointer>
#include <QWidget>

namespace canaan::rulebook {

QWidget *showRules(QWidget *parent, const QString &anchor)
{
    // One window for the whole program. It has no parent so that it outlives the window that opened
    // it (the start screen closes when a game starts); it deletes itself when closed.
    static QPointer<RulesViewer> window;
    if (!window) {
        window = new RulesViewer;
        window->setAttribute(Qt::WA_DeleteOnClose);
        if (parent) {
            const QWidget *top = parent->window();
            window->move(top->geometry().center() - window->rect().center());
        }
    }
    if (!anchor.isEmpty())
        window->showAnchor(anchor);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

} // namespace canaan::rulebook
