// Placeholder: the rules viewer is being built (issue 7).
#include "rules_window.h"

#include <QMessageBox>
#include <QWidget>

namespace canaan::rules {

QWidget *showRules(QWidget *parent, const QString &)
{
    auto *box = new QMessageBox(QMessageBox::Information, QObject::tr("Rules"),
                                QObject::tr("The rules reference is not ready yet."), QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->show();
    return box;
}

} // namespace canaan::rules
