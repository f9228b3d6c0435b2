// The live list of the map's errors (what the loader would refuse) and design warnings. A click
// on one asks the window to show its place.
#pragma once

#include "engine/settlers/board/map.h"
#include "engine/io/map_file.h"

#include <QWidget>
#include <optional>

class QListWidget;
class QLabel;

namespace canaan::editor {

class ValidationPanel : public QWidget {
    Q_OBJECT
public:
    explicit ValidationPanel(QWidget *parent = nullptr);
    // Checks the map here and now (a language change does, to phrase the messages anew).
    void showIssues(const settlers::MapModel &map);
    // Shows what a check of `map` found (the editor checks off the GUI thread).
    void showIssues(const settlers::MapModel &map, const std::vector<MapIssue> &errors, const std::vector<MapWarning> &warnings);
    int errorCount() const { return m_errors; }
    int rowCount() const;

signals:
    void placeChosen(std::optional<canaan::settlers::HexCoord> hex, std::optional<canaan::settlers::VertexCoord> vertex);

protected:
    // The messages are rendered again from the map in the new language.
    void changeEvent(QEvent *event) override;

private:
    QListWidget *m_list;
    QLabel *m_summary;
    settlers::MapModel m_map;
    int m_errors = 0;
    bool m_shown = false;
};

// The hex or intersection a JSON place ("hexes[3].number", "closedToSetup[0]") names.
void placeOf(const settlers::MapModel &map, const QString &place, std::optional<settlers::HexCoord> &hex, std::optional<settlers::VertexCoord> &vertex);

} // namespace canaan::editor
