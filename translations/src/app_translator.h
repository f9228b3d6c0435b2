// Installs the translation of the program (canaan_LANG.qm, built into the resources under :/i18n/)
// and Qt's own (qtbase_LANG.qm, for standard dialogs) for one language, replacing earlier ones.
// English, the source language, gets canaan_en.qm: only the English forms of plural messages.
// The program's translation is installed after Qt's, so it is asked first: it names the standard
// buttons (OK, Cancel, Discard …) itself, see standard_buttons.cpp.
// Installing sends QEvent::LanguageChange to every widget, so windows can retranslate at once.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTranslator>
#include <memory>

namespace canaan {

class AppTranslator {
public:
    AppTranslator();
    ~AppTranslator();
    AppTranslator(const AppTranslator &) = delete;
    AppTranslator &operator=(const AppTranslator &) = delete;

    // The languages the program speaks, as ISO 639-1 codes; English is the source language.
    static QStringList languages();
    // The best of languages() for the system's preferred languages; "en" when none matches.
    static QString systemLanguage();

    // language: a code from languages(), or empty for the system's. Also makes the language's
    // QLocale the default. Returns the language in use afterwards.
    QString apply(const QString &language);
    QString language() const { return m_language; }
    // False when Qt's own translation for the language was not found (the program still works).
    bool hasQtTranslation() const { return m_qtLoaded; }

private:
    void removeAll();

    std::unique_ptr<QTranslator> m_canaan;
    std::unique_ptr<QTranslator> m_qt;
    QString m_language = QStringLiteral("en");
    bool m_qtLoaded = false;
};

} // namespace canaan
