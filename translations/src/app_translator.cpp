#include "translations/src/app_translator.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace canaan {

AppTranslator::AppTranslator() = default;

AppTranslator::~AppTranslator() { removeAll(); }

QStringList AppTranslator::languages() { return {QStringLiteral("en"), QStringLiteral("ko")}; }

QString AppTranslator::systemLanguage()
{
    // uiLanguages() lists the user's preferences best first, e.g. "ko-KR", "ko", "en-US".
    for (const QString &tag : QLocale::system().uiLanguages()) {
        const QString primary = tag.section(QLatin1Char('-'), 0, 0).toLower();
        if (languages().contains(primary))
            return primary;
    }
    return QStringLiteral("en");
}

void AppTranslator::removeAll()
{
    for (auto *translator : {&m_canaan, &m_qt}) {
        if (*translator && QCoreApplication::instance())
            QCoreApplication::removeTranslator(translator->get());
        translator->reset();
    }
    m_qtLoaded = false;
}

QString AppTranslator::apply(const QString &language)
{
    QString wanted = language.isEmpty() ? systemLanguage() : language.toLower();
    if (!languages().contains(wanted))
        wanted = QStringLiteral("en");

    removeAll();
    m_language = QStringLiteral("en");
    if (wanted == QLatin1String("en")) {
        // English needs no translation but its plurals: "1 card", "2 cards" for "%n card(s)".
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral("canaan_en"), QStringLiteral(":/i18n"))) {
            QCoreApplication::installTranslator(plurals.get());
            m_canaan = std::move(plurals);
        }
    } else {
        auto canaan = std::make_unique<QTranslator>();
        if (canaan->load(QStringLiteral("canaan_%1").arg(wanted), QStringLiteral(":/i18n"))) {
            // Qt's own first: the translator installed last is asked first, and ours names the standard
            // buttons in our words (standard_buttons.cpp), even where Qt's file has other ones.
            auto qt = std::make_unique<QTranslator>();
            if (qt->load(QStringLiteral("qtbase_%1").arg(wanted), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
                QCoreApplication::installTranslator(qt.get());
                m_qt = std::move(qt);
                m_qtLoaded = true;
            }
            QCoreApplication::installTranslator(canaan.get());
            m_canaan = std::move(canaan);
            m_language = wanted;
        }
    }
    QLocale::setDefault(QLocale(m_language));
    return m_language;
}

} // namespace canaan
