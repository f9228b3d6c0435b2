// A view of a BoardScene: zoom with the wheel or zoomIn/zoomOut, pan by dragging, fit to window.
// Until the user zooms, the board keeps fitting the window as it resizes.
#pragma once

#include <QGraphicsView>

namespace canaan::boardview {

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);

    double zoomFactor() const { return transform().m11(); }
    bool isFitting() const { return m_fitting; }

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void zoomBy(double factor);
    // The smallest zoom: kMinZoom, or less when the whole board needs less to fit the window.
    double minimumZoom() const;
    // After the zoom changed: a BoardScene shows its overview while hexes are a few pixels wide.
    void updateDetail();

    bool m_fitting = true;
};

} // namespace canaan::boardview
