// Placeholder: the companion is being built (issue 8).
#include "companion_window.h"

#include <QMessageBox>
#include <QWidget>

namespace canaan::companion {

QWidget *openCompanion(QWidget *parent)
{
    auto *box = new QMessageBox(QMessageBox::Information, QObject::tr("Tabletop companion"),
                                QObject::tr("The tabletop companion is not ready yet."), QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->show();
    return box;
}

} // namespace canaan::companion
