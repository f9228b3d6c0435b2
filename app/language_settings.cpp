#include "language_settings.h"

#include <QSettings>

namespace canaan::app {

namespace {
const QString kKey = QStringLiteral("ui/language");
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

void storeLanguage(LanguageChoice choice)
{
    QSettings settings;
    if (choice == LanguageChoice::System)
        settings.remove(kKey);
    else
        settings.setValue(kKey, languageCode(choice));
}

} // namespace canaan::app
