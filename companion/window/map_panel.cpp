#include "companion/window/map_panel.h"

#include "cartography/map_generator.h"
#include "boardview/board_scene.h"
#include "boardview/board_text.h"
#include "cartography/map_image.h"
#include "engine/io/builtin_maps.h"
#include "engine/io/map_file.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QVBoxLayout>
#ifdef CANAAN_HAVE_PRINTSUPPORT
#include <QPrintDialog>
#include <QPrinter>
#endif

namespace canaan::companion {

namespace {
constexpr int kTouch = 48;

QPushButton *bigButton(QWidget *parent)
{
    auto *b = new QPushButton(parent);
    b->setMinimumHeight(kTouch);
    return b;
}
} // namespace

QStringList MapPanel::builtinMaps()
{
    return io::builtinMapPaths();
}

MapPanel::MapPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_current(new QLabel(this)), m_builtinLabel(new QLabel(this)),
      m_builtin(new QComboBox(this)), m_useBuiltin(bigButton(this)), m_open(bigButton(this)), m_random(bigButton(this)),
      m_outputLabel(new QLabel(this)), m_print(bigButton(this)), m_export(bigButton(this)), m_message(new QLabel(this))
{
    m_current->setWordWrap(true);
    m_message->setWordWrap(true);
    m_builtin->setMinimumHeight(kTouch);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_current);
    layout->addSpacing(12);
    layout->addWidget(m_builtinLabel);
    layout->addWidget(m_builtin);
    layout->addWidget(m_useBuiltin);
    layout->addWidget(m_open);
    layout->addWidget(m_random);
    layout->addSpacing(12);
    layout->addWidget(m_outputLabel);
    layout->addWidget(m_print);
    layout->addWidget(m_export);
    layout->addWidget(m_message);
    layout->addStretch();

    connect(m_useBuiltin, &QPushButton::clicked, this, [this] {
        const QString path = m_builtin->currentData().toString();
        if (!path.isEmpty())
            useMapFile(path, m_builtin->currentText());
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a map"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
            tr("Canaan maps (*.canaanmap);;All files (*)"));
        if (!path.isEmpty())
            useMapFile(path, QFileInfo(path).completeBaseName());
    });
    connect(m_random, &QPushButton::clicked, this, [this] { useRandomMap(QRandomGenerator::global()->generate64()); });
    connect(m_print, &QPushButton::clicked, this, &MapPanel::print);
    connect(m_export, &QPushButton::clicked, this, &MapPanel::exportPicture);
    connect(m_doc, &CompanionDocument::changed, this, &MapPanel::sync);
#ifndef CANAAN_HAVE_PRINTSUPPORT
    m_print->hide();
#endif
    retranslate();
}

void MapPanel::retranslate()
{
    m_builtinLabel->setText(tr("Built-in maps:"));
    m_useBuiltin->setText(tr("Use this map"));
    m_open->setText(tr("Open a map file…"));
    m_random->setText(tr("Random balanced map"));
    m_random->setToolTip(tr("Shuffles the terrains and numbers of the current map, keeping 6 and 8 apart."));
    m_outputLabel->setText(tr("To lay the real tiles:"));
    m_print->setText(tr("Print the map…"));
    m_export->setText(tr("Save the map as a picture…"));
    m_builtin->clear();
    for (const QString &path : builtinMaps()) {
        const MapLoadResult loaded = loadMapFile(path);
        m_builtin->addItem(loaded.ok() ? boardview::BoardText::localized(loaded.map->title) : QFileInfo(path).baseName(), path);
    }
    sync();
}

void MapPanel::sync()
{
    m_current->setText(tr("Map: %1").arg(m_doc->session().mapName));
}

void MapPanel::showProblem(const QString &problem)
{
    m_message->setText(problem);
    m_message->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("color: #a01010"));
}

QString MapPanel::useMapFile(const QString &path, const QString &name)
{
    const MapLoadResult loaded = loadMapFile(path);
    QString problem = loaded.ok() ? m_doc->setMap(*loaded.map, name) : loaded.error.toString();
    if (!problem.isEmpty())
        problem = tr("This map cannot be used: %1").arg(problem);
    showProblem(problem);
    if (problem.isEmpty())
        m_message->setText(tr("New board: %1. Ctrl+Z brings the previous one back.").arg(name));
    return problem;
}

QString MapPanel::useRandomMap(quint64 seed)
{
    const cartography::GeneratorResult result = cartography::generateMap(m_doc->session().map, seed, {});
    const QString name = tr("Random map (seed %1)").arg(seed);
    QString problem = m_doc->setMap(result.map, name);
    showProblem(problem);
    if (problem.isEmpty())
        m_message->setText(result.satisfied ? tr("New board: %1. Ctrl+Z brings the previous one back.").arg(name)
                                             : tr("No layout kept 6 and 8 apart; this is the last one tried."));
    return problem;
}

void MapPanel::print()
{
#ifdef CANAAN_HAVE_PRINTSUPPORT
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_doc->session().mapName);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    boardview::BoardScene scene; // the map alone, without the pieces
    scene.setMap(m_doc->session().map);
    QPainter painter(&printer);
    const QRect page = printer.pageLayout().paintRectPixels(printer.resolution());
    scene.render(&painter, QRectF(QPointF(0, 0), page.size()), scene.itemsBoundingRect(), Qt::KeepAspectRatio);
#endif
}

void MapPanel::exportPicture()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the map as a picture"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)).filePath(QStringLiteral("map.png")),
        tr("PNG picture (*.png);;SVG picture (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (cartography::exportMapImage(m_doc->session().map, path, {}, &error))
        m_message->setText(tr("Saved: %1").arg(QDir::toNativeSeparators(path)));
    else
        showProblem(tr("The picture could not be saved: %1").arg(error));
}

} // namespace canaan::companion
