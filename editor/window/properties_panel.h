// The map's properties: titles and descriptions in English and Korean, players, ruleset and
// options, bank and deck. Each finished edit is one SetPropertiesCommand.
#pragma once

#include "engine/settlers/options/cards.h"

#include <QTimer>
#include <QWidget>
#include <array>
#include <utility>
#include <vector>

class QLineEdit;
class QPlainTextEdit;
class QComboBox;
class QSpinBox;
class QCheckBox;
class QFormLayout;
class QGroupBox;
class QLabel;

namespace canaan::editor {

class MapDocument;

class PropertiesPanel : public QWidget {
    Q_OBJECT
public:
    explicit PropertiesPanel(MapDocument *document, QWidget *parent = nullptr);
    // Shows the document's current properties.
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void commit();
    QSpinBox *spin(int min, int max);
    // A form row whose label retranslateUi() names; text is a QT_TR_NOOP string.
    void addRow(QFormLayout *form, const char *text, QWidget *field);

    MapDocument *m_document;
    bool m_refreshing = false;
    QTimer m_typingPause; // descriptions commit after a pause in typing, not per key
    QLineEdit *m_titleEn, *m_titleKo;
    QPlainTextEdit *m_descriptionEn, *m_descriptionKo;
    QComboBox *m_ruleset, *m_jerusalemTie;
    QSpinBox *m_minPlayers, *m_maxPlayers, *m_vpToWin, *m_stones, *m_bank;
    QCheckBox *m_freeTradeBuild;
    QGroupBox *m_deckBox;
    std::array<QSpinBox *, settlers::kDevCardCount> m_deck{};
    std::array<QLabel *, settlers::kDevCardCount> m_deckLabels{};
    std::vector<std::pair<QLabel *, const char *>> m_labels;
};

} // namespace canaan::editor
