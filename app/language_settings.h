// The language the user chose in Settings, remembered in QSettings ("ui/language").
#pragma once

#include <QString>

namespace canaan::app {

enum class LanguageChoice { System, English, Korean };

LanguageChoice storedLanguage();
void storeLanguage(LanguageChoice choice);
// The code AppTranslator::apply() takes: "" for the system's language, "en" or "ko".
QString languageCode(LanguageChoice choice);
LanguageChoice choiceForCode(const QString &code);

} // namespace canaan::app
