// The balance of the map as it is edited: pips per resource, the fairness score and its parts,
// the best starting spots, hot numbers side by side and clumps (docs/balance.md). A check box
// shows the expected cards per roll at every intersection on the board; Simulate plays bot games.
#pragma once

#include "cartography/balance.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;

namespace canaan::editor {

class BalancePanel : public QWidget {
    Q_OBJECT
public:
    explicit BalancePanel(QWidget *parent = nullptr);
    // Analyses the map here and now.
    void showBalance(const settlers::MapModel &map);
    // Shows a report worked out elsewhere (the editor analyses off the GUI thread).
    void showReport(const cartography::BalanceReport &report, const settlers::MapModel &map);
    const cartography::BalanceReport &report() const { return m_report; }
    bool overlayShown() const;
    // How the fairness score is made of its parts, in words (shown under them and as a tooltip).
    static QString fairnessExplained();
    void setOverlayShown(bool shown);

signals:
    void overlayToggled(bool shown);
    // A hex or intersection named in the report was clicked: the window shows it on the board.
    void placeChosen(std::optional<canaan::settlers::HexCoord> hex, std::optional<canaan::settlers::VertexCoord> vertex);
    void simulateRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // The report as text in the UI's language; a language change renders it again.
    void render();
    // "…and 12 more." after a list cut short, or nothing.
    static QString moreThanListed(std::size_t count);
    // Places in words, as the board shows them ("Forest 6"), each a link to its place.
    QString hexLink(settlers::HexCoord h) const;
    QString spotLink(settlers::VertexCoord v) const;
    QString hexWords(settlers::HexCoord h) const;
    void openLink(const QString &link);

    cartography::BalanceReport m_report;
    settlers::MapModel m_map;
    bool m_shown = false;
    QLabel *m_text;
    QCheckBox *m_overlay;
    QPushButton *m_simulate;
};

} // namespace canaan::editor
