#include "boardview/board_view.h"

#include "cartography/board_geometry.h"
#include "boardview/board_scene.h"

#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace canaan::boardview {

namespace {
constexpr double kStep = 1.2;
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 6.0;
} // namespace

BoardView::BoardView(QWidget *parent) : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setFrameShape(QFrame::NoFrame);
}

void BoardView::zoomIn() { zoomBy(kStep); }

void BoardView::zoomOut() { zoomBy(1.0 / kStep); }

void BoardView::zoomBy(double factor)
{
    const double target = std::clamp(zoomFactor() * factor, minimumZoom(), kMaxZoom);
    m_fitting = false;
    const double applied = target / zoomFactor();
    scale(applied, applied);
    updateDetail();
}

void BoardView::updateDetail()
{
    // Below this width a hex's art is a blur and a token's number unreadable.
    constexpr double kDetailPixels = 40;
    if (auto *board = qobject_cast<BoardScene *>(scene()))
        board->setOverviewShown(2 * cartography::kHexRadius * zoomFactor() < kDetailPixels);
}

double BoardView::minimumZoom() const
{
    const QRectF board = sceneRect();
    if (!scene() || board.isEmpty())
        return kMinZoom;
    const double fit = std::min(viewport()->width() / board.width(), viewport()->height() / board.height());
    return std::min(kMinZoom, fit * 0.8); // a large map: the wheel still reaches all of it
}

void BoardView::fitToWindow()
{
    m_fitting = true;
    if (scene())
        fitInView(sceneRect(), Qt::KeepAspectRatio);
    updateDetail();
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // One notch (120) is one step; touchpads send smaller deltas.
    zoomBy(std::pow(kStep, delta / 120.0));
    event->accept();
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitting)
        fitToWindow();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (m_fitting)
        fitToWindow();
}

} // namespace canaan::boardview
