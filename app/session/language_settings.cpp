#include "app/session/language_settings.h"

#include <QSettings>
#include <optional>

namespace canaan::app {

namespace {
const QString kKey = QStringLiteral("ui/language");
// --lang for this run only; not stored, but it is the language the menus must mark.
std::optional<LanguageChoice> g_override;
}

QString languageCode(LanguageChoice choice)
{
    switch (choice) {
    case LanguageChoice::System: return {};
    case LanguageChoice::English: return QStringLiteral("en");
    case LanguageChoice::Korean: return QStringLiteral("ko");
    }
    return {};
}

LanguageChoice choiceForCode(const QString &code)
{
    if (code == QLatin1String("en"))
        return LanguageChoice::English;
    if (code == QLatin1String("ko"))
        return LanguageChoice::Korean;
    return LanguageChoice::System;
}

LanguageChoice storedLanguage() { return choiceForCode(QSettings().value(kKey).toString()); }

void setLanguageOverride(LanguageChoice choice) { g_override = choice; }

LanguageChoice languageInEffect() { return g_override.value_or(storedLanguage()); }

void storeLanguage(LanguageChoice choice)
{
    g_override.reset(); // a choice in the menu or in Settings replaces --lang
    QSettings settings;
    if (choice == LanguageChoice::System)
        settings.remove(kKey);
    else
        settings.setValue(kKey, languageCode(choice));
}

} // namespace canaan::app
