// The rules reference (issue 7): the project's own rules text in the UI's language, searchable.
#pragma once

#include <QString>

class QWidget;

namespace canaan::rulebook {

// Shows the rules window (one per application; raised when already open), at `anchor` when given
// (an id of resources/rules/*.md such as "the-seven"), and returns it.
QWidget *showRules(QWidget *parent = nullptr, const QString &anchor = QString());

} // namespace canaan::rulebook
