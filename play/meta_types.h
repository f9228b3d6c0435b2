// Actions and events travel in signals: declared once, in a header every such class includes first.
#pragma once

#include "engine/settlers/rules/action.h"
#include "engine/settlers/rules/events.h"

#include <QMetaType>

Q_DECLARE_METATYPE(canaan::settlers::Action)
Q_DECLARE_METATYPE(canaan::settlers::Event)
