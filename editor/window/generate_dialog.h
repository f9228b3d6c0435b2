// Map > Random map: the seed and the constraints for the generator.
#pragma once

#include "cartography/map_generator.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QSpinBox;

namespace canaan::editor {

class GenerateDialog : public QDialog {
    Q_OBJECT
public:
    explicit GenerateDialog(QWidget *parent = nullptr);
    std::uint64_t seed() const;
    cartography::GeneratorConstraints constraints() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_note, *m_seedLabel, *m_minPipsLabel, *m_maxPipsLabel;
    QSpinBox *m_seed, *m_minPips, *m_maxPips;
    QCheckBox *m_noHot, *m_noEqual, *m_shuffleHarbors, *m_moveHarbors, *m_spreadHarbors;
};

} // namespace canaan::editor
