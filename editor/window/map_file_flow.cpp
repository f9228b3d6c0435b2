#include "editor/window/map_file_flow.h"

#include "editor/window/editor_window.h"
#include "cartography/map_folders.h"
#include "cartography/map_image.h"
#include "editor/window/new_map_dialog.h"
#include "editor/commands/replace_map_command.h"
#include "engine/io/map_file.h"
#include "engine/io/safe_write.h"
#include "editor/model/map_document.h"
#include "editor/model/map_edits.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace canaan::editor {

namespace {
const QString kRecentKey = QStringLiteral("editor/recentFiles");
constexpr int kRecentCount = 8;
constexpr int kAutosaveMs = 30000;
// The texts keep the window's context (one translation however the window is split).
QString mapFilter() { return EditorWindow::tr("Canaan maps (*.canaanmap)"); }
} // namespace

MapFileFlow::MapFileFlow(MapDocument *document, QMainWindow *window)
    : QObject(window), m_document(document), m_window(window)
{
    m_autosaveTimer.setInterval(kAutosaveMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &MapFileFlow::autosave);
    m_autosaveTimer.start();
}

void MapFileFlow::showMessage(const QString &message, int ms) { m_window->statusBar()->showMessage(message, ms); }

bool MapFileFlow::openFile(const QString &path)
{
    QString error;
    if (!m_document->load(path, &error)) {
        if (m_interactive)
            QMessageBox::warning(m_window, EditorWindow::tr("Cannot open the map"), error);
        return false;
    }
    addRecentFile(path);
    io::removeStaleTemporaryFiles(path); // a save of this map that was killed mid-write
    emit mapOpened();
    return true;
}

bool MapFileFlow::saveTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        if (m_interactive)
            QMessageBox::warning(m_window, EditorWindow::tr("Cannot save the map"), error);
        return false;
    }
    m_drafts.remove();
    addRecentFile(path);
    showMessage(EditorWindow::tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MapFileFlow::newMap(int columns, int rows, settlers::Ruleset ruleset)
{
    m_document->reset(canaan::editor::newMap(columns, rows, ruleset));
    emit mapOpened();
}

bool MapFileFlow::save()
{
    if (m_document->filePath().isEmpty() || m_document->filePath().startsWith(u':'))
        return saveAs();
    return saveTo(m_document->filePath());
}

bool MapFileFlow::saveAs()
{
    QString path =
        QFileDialog::getSaveFileName(m_window, EditorWindow::tr("Save Map"), defaultSavePath(), mapFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".canaanmap")))
        path += QLatin1String(".canaanmap");
    return saveTo(path);
}

QString MapFileFlow::defaultSavePath() const
{
    const QString current = m_document->filePath();
    if (!current.isEmpty() && !current.startsWith(u':'))
        return current;
    // A new map, or a built-in one (inside the program): a file of its name in the folder used last.
    const QString name = current.isEmpty() ? QStringLiteral("map") : QFileInfo(current).completeBaseName();
    return QDir(cartography::lastMapFolder()).filePath(name + QLatin1String(".canaanmap"));
}

void MapFileFlow::playThisMap()
{
    // New Game plays a map file: a new or changed map is saved first.
    if ((m_document->filePath().isEmpty() || m_document->isModified()) && !save())
        return;
    emit playMapRequested(m_document->filePath());
}

void MapFileFlow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, EditorWindow::tr("Open Map"),
                                                      cartography::lastMapFolder(), mapFilter());
    if (!path.isEmpty())
        openFile(path);
}

void MapFileFlow::newFromDialog()
{
    if (!maybeSave())
        return;
    NewMapDialog dialog(m_window);
    if (dialog.exec() == QDialog::Accepted)
        newMap(dialog.columns(), dialog.rows(), dialog.ruleset());
}

void MapFileFlow::exportImage()
{
    const QString path = QFileDialog::getSaveFileName(m_window, EditorWindow::tr("Export Picture"), QString(),
                                                      EditorWindow::tr("PNG picture (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!cartography::exportMapImage(m_document->map(), path, {}, &error))
        QMessageBox::warning(m_window, EditorWindow::tr("Cannot export the picture"), error);
}

void MapFileFlow::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    rebuildRecentMenu();
}

void MapFileFlow::addRecentFile(const QString &path)
{
    if (path.startsWith(u':'))
        return; // a built-in map inside the program
    cartography::rememberMapFolder(path);
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecentCount)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void MapFileFlow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave())
                openFile(path);
        })->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MapFileFlow::maybeSave()
{
    if (!m_document->isModified() || !m_interactive)
        return true;
    const auto answer =
        QMessageBox::question(m_window, EditorWindow::tr("Unsaved changes"),
                              EditorWindow::tr("The map has changes that are not saved. Save them first?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MapFileFlow::mayClose()
{
    if (!maybeSave())
        return false;
    m_drafts.remove(); // a normal close leaves no draft behind
    return true;
}

void MapFileFlow::autosave()
{
    QString reason;
    if (m_document->isModified() && !m_drafts.write(m_document->map(), m_document->filePath(), &reason))
        showMessage(EditorWindow::tr("The draft could not be written: %1").arg(reason));
}

bool MapFileFlow::offerLeftOverDrafts()
{
    const std::vector<Draft> drafts = m_drafts.leftOver();
    if (drafts.empty())
        return false;
    const Draft &draft = drafts.front();
    const QString what =
        draft.originalPath.isEmpty() ? EditorWindow::tr("a new map") : QFileInfo(draft.originalPath).fileName();
    const auto answer = !m_interactive ? QMessageBox::Yes
                                       : QMessageBox::question(m_window, EditorWindow::tr("Restore draft"),
                                                               EditorWindow::tr("The editor did not close normally. "
                                                                                "Restore the unsaved draft of %1?")
                                                                   .arg(what),
                                                               QMessageBox::Yes | QMessageBox::No);
    bool restored = false;
    if (answer == QMessageBox::Yes) {
        const MapLoadResult loaded = loadMapFile(draft.draftPath);
        if (loaded.ok()) {
            // Start from the file as saved (or an empty map), so undo leads back to it.
            const MapLoadResult original =
                draft.originalPath.isEmpty() ? MapLoadResult{} : loadMapFile(draft.originalPath);
            m_document->reset(original.ok() ? *original.map : canaan::editor::newMap(7, 7, loaded.map->ruleset),
                              original.ok() ? draft.originalPath : QString());
            // The restored map is a change against the file: one undoable step, so Save is offered.
            m_document->push(
                new ReplaceMapCommand(m_document, *loaded.map, [] { return EditorWindow::tr("Restore draft"); }));
            restored = true;
        }
    }
    for (const Draft &d : drafts)
        DraftStore::discard(d);
    return restored;
}

} // namespace canaan::editor
