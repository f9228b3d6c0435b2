// The tabletop companion (issue 8): help for a game played on a real table.
#pragma once

class QWidget;

namespace canaan::companion {

// Opens the companion in its own top-level window (deleted on close) and returns it.
QWidget *openCompanion(QWidget *parent = nullptr);

} // namespace canaan::companion
