// The editor window as a person uses it: shown, with its panels, the event loop running (so the
// validation and balance results arrive and are shown as they would be), the mouse and the keys
// coming through the window system to the window. Times what a person feels on one map.
#pragma once

#include <QString>
#include <vector>

namespace canaan::editor::bench {

struct TimeSpread {
    double median = 0, p95 = 0, max = 0;
    int count = 0;
};
TimeSpread spreadOf(std::vector<double> ms);

// Each figure twice: the wall-clock time a person waits, and the GUI thread's own CPU time in it
// (on a loaded machine the thread also waits for a core).
struct Timing {
    TimeSpread wall, cpu;
};

struct LiveFigures {
    Timing open;       // openFile() until the view is painted
    Timing openFilled; // openFile() until the panels show the map's checks and balance, painted
    Timing brush;      // a mouse move into the next hex of a stroke until it is painted
    Timing undo;       // Ctrl+Z until the undone stroke is painted
    Timing stall;      // in each pause after an edit, the GUI thread's longest gap between heartbeats
};

// hexes: the map's size (to lay the strokes over its land); file: that map, saved.
LiveFigures measureLiveWindow(int hexes, const QString &file, int repeat);

} // namespace canaan::editor::bench
