// The language the user chose in Settings, remembered in QSettings ("ui/language").
#pragma once

#include <QString>

namespace canaan::app {

enum class LanguageChoice { System, English, Korean };

LanguageChoice storedLanguage();
// Also forgets a --lang override.
void storeLanguage(LanguageChoice choice);
// --lang: the language of this run, without changing the stored setting.
void setLanguageOverride(LanguageChoice choice);
// The language the program speaks now: the --lang override, else the stored setting.
LanguageChoice languageInEffect();
// The code AppTranslator::apply() takes: "" for the system's language, "en" or "ko".
QString languageCode(LanguageChoice choice);
LanguageChoice choiceForCode(const QString &code);

} // namespace canaan::app
