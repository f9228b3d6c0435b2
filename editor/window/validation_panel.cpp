#include "editor/window/validation_panel.h"

#include "engine/io/map_file.h"
#include "engine/io/map_limits.h"

#include <QEvent>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>

namespace canaan::editor {

void placeOf(const settlers::MapModel &map, const QString &place, std::optional<settlers::HexCoord> &hex, std::optional<settlers::VertexCoord> &vertex)
{
    static const QRegularExpression pattern(QStringLiteral("^(hexes|harbors|jerusalemSites|closedToSetup)\\[(\\d+)\\]"));
    const auto match = pattern.match(place);
    if (!match.hasMatch())
        return;
    const auto index = std::size_t(match.captured(2).toULongLong());
    const QString list = match.captured(1);
    if (list == QLatin1String("hexes") && index < map.hexes.size())
        hex = map.hexes[index].at;
    else if (list == QLatin1String("harbors") && index < map.harbors.size())
        hex = map.harbors[index].at;
    else if (list == QLatin1String("jerusalemSites") && index < map.jerusalemSites.size())
        vertex = map.jerusalemSites[index];
    else if (list == QLatin1String("closedToSetup") && index < map.closedToSetup.size())
        vertex = map.closedToSetup[index];
}

ValidationPanel::ValidationPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setWordWrap(true);
    // A large map can have a thousand warnings: laid out at once, their wrapped lines held the GUI
    // thread for over 100 ms after every pause; in batches, the event loop runs between them.
    m_list->setLayoutMode(QListView::Batched);
    m_list->setBatchSize(20);
    layout->addWidget(m_summary);
    layout->addWidget(m_list);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        std::optional<settlers::HexCoord> hex;
        std::optional<settlers::VertexCoord> vertex;
        placeOf(m_map, item->data(Qt::UserRole).toString(), hex, vertex);
        emit placeChosen(hex, vertex);
    });
}

int ValidationPanel::rowCount() const { return m_list->count(); }

void ValidationPanel::showIssues(const settlers::MapModel &map)
{
    std::vector<MapIssue> errors = findMapErrors(map);
    // Warnings only make sense for a map that would load.
    const std::vector<MapWarning> warnings = errors.empty() ? validateMap(map) : std::vector<MapWarning>{};
    for (MapIssue &e : findPlayLimitErrors(map))
        errors.push_back(std::move(e));
    showIssues(map, errors, warnings);
}

void ValidationPanel::showIssues(const settlers::MapModel &map, const std::vector<MapIssue> &errors,
                                 const std::vector<MapWarning> &warnings)
{
    m_map = map;
    m_shown = true;
    m_list->clear();
    m_errors = int(errors.size());
    auto add = [this](const MapIssue &issue, const QIcon &icon, const QString &kind) {
        auto *item = new QListWidgetItem(icon, kind.arg(issue.message), m_list);
        item->setData(Qt::UserRole, issue.place);
        item->setToolTip(issue.place);
    };
    // Each icon looked up once: the style's lookup per row was most of the time this took with a
    // thousand warnings.
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const MapIssue &e : errors)
        add(e, error, tr("Error: %1"));
    for (const MapWarning &w : warnings)
        add(w, warning, tr("Warning: %1"));
    if (errors.empty() && warnings.empty())
        m_summary->setText(tr("No errors and no warnings: the map is ready to play."));
    else
        m_summary->setText(tr("Errors: %1. Warnings: %2. Click one to see its place.")
                               .arg(errors.size())
                               .arg(warnings.size()));
}

void ValidationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_shown)
        showIssues(m_map); // the checks phrase their messages in the language of the moment
    QWidget::changeEvent(event);
}

} // namespace canaan::editor
