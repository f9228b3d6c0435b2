// Autosaved drafts: while a document has unsaved changes, the window writes it every 30 seconds
// to the app's data folder (io::writeFileSafely). A clean close or a save removes the draft, so a draft
// found at start-up means the editor did not close normally, and it is offered back.
#pragma once

#include "engine/settlers/board/map.h"

#include <QString>
#include <optional>

namespace canaan::editor {

struct Draft {
    QString draftPath;    // the draft file itself
    QString originalPath; // the file it was a draft of; empty for a new map
};

class DraftStore {
public:
    // folder empty: QStandardPaths::AppLocalDataLocation + "/drafts".
    explicit DraftStore(const QString &folder = {});

    QString folder() const { return m_folder; }
    // This window's draft file (one per window, named by a random id). On failure the previous
    // draft stays and *reason says why.
    bool write(const settlers::MapModel &map, const QString &originalPath, QString *reason = nullptr);
    void remove();
    // Drafts left by editors that did not close normally, newest first.
    std::vector<Draft> leftOver() const;
    static void discard(const Draft &draft);

private:
    QString m_folder;
    QString m_name;
};

} // namespace canaan::editor
