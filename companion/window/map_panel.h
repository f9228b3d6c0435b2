// The board's set-up: a built-in map, a map file, or a random balanced layout from the editor's
// generator; and the map printed or exported as a picture to lay the real tiles from.
#pragma once

#include "companion/companion_document.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace canaan::companion {

class MapPanel : public QWidget {
    Q_OBJECT
public:
    explicit MapPanel(CompanionDocument *doc, QWidget *parent = nullptr);
    // The built-in maps, as resource paths.
    static QStringList builtinMaps();
    // Loads a map file and makes it the board; a problem is shown and returned.
    QString useMapFile(const QString &path, const QString &name);
    QString useRandomMap(quint64 seed);
    void retranslate();

private:
    void sync();
    void showProblem(const QString &problem);
    void print();
    void exportPicture();
    CompanionDocument *m_doc;
    QLabel *m_current;
    QLabel *m_builtinLabel;
    QComboBox *m_builtin;
    QPushButton *m_useBuiltin;
    QPushButton *m_open;
    QPushButton *m_random;
    QLabel *m_outputLabel;
    QPushButton *m_print;
    QPushButton *m_export;
    QLabel *m_message;
};

} // namespace canaan::companion
