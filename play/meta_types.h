// Actions and events travel in signals: declared once, in a header every such class includes first.
#pragma once

#include "rules/action.h"
#include "rules/events.h"

#include <QMetaType>

Q_DECLARE_METATYPE(canaan::Action)
Q_DECLARE_METATYPE(canaan::Event)
