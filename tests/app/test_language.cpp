// Translations: --lang picks the language, Korean strings come out in Korean, and open windows
// follow a change of language at once.
#include "app_info.h"
#include "app_translator.h"
#include "language_settings.h"
#include "main_window.h"
#include "start_options.h"

#include <QMenuBar>
#include <QStandardPaths>
#include <QtTest>

using namespace canaan;

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void parsesTheCommandLine();
    void rejectsAnUnknownLanguage();
    void koreanTranslationLoads();
    void qtsOwnTranslationLoads();
    void windowsFollowTheLanguage();
    void settingIsRemembered();
};

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    app::setApplicationInfo();
}

void TestLanguage::parsesTheCommandLine()
{
    QCOMPARE(app::languageArgument({"canaan", "--lang", "ko"}), QStringLiteral("ko"));
    QCOMPARE(app::languageArgument({"canaan", "--lang=en"}), QStringLiteral("en"));
    QCOMPARE(app::languageArgument({"canaan"}), QString());
    const auto parsed = app::parseStartOptions({"canaan", "--lang", "ko", "x.canaanmap"});
    QCOMPARE(parsed.action, app::ParsedStart::Action::Run);
    QCOMPARE(parsed.options.language, QStringLiteral("ko"));
    QCOMPARE(parsed.options.mapPath, QStringLiteral("x.canaanmap"));
    QCOMPARE(app::parseStartOptions({"canaan", "--help"}).action, app::ParsedStart::Action::ShowHelp);
    QCOMPARE(app::parseStartOptions({"canaan", "--version"}).action, app::ParsedStart::Action::ShowVersion);
    QCOMPARE(app::parseStartOptions({"canaan", "--bogus"}).action, app::ParsedStart::Action::Fail);
    QCOMPARE(app::parseStartOptions({"canaan", "a.canaanmap", "b.canaanmap"}).action, app::ParsedStart::Action::Fail);
}

void TestLanguage::rejectsAnUnknownLanguage()
{
    const auto parsed = app::parseStartOptions({"canaan", "--lang", "fr"});
    QCOMPARE(parsed.action, app::ParsedStart::Action::Fail);
    QVERIFY(parsed.message.contains(QStringLiteral("fr")));
}

void TestLanguage::koreanTranslationLoads()
{
    AppTranslator translator;
    QCOMPARE(translator.apply(QStringLiteral("ko")), QStringLiteral("ko"));
    QCOMPARE(QCoreApplication::translate("canaan::app::MainWindow", "Settlers of Canaan"),
             QStringLiteral("가나안의 개척자"));
    QCOMPARE(QCoreApplication::translate("canaan::board::BoardText", "Jerusalem"), QStringLiteral("예루살렘"));
    QCOMPARE(QLocale().language(), QLocale::Korean);
    QCOMPARE(translator.apply(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("canaan::app::MainWindow", "Settlers of Canaan"),
             QStringLiteral("Settlers of Canaan"));
    // An unknown language falls back to English.
    QCOMPARE(translator.apply(QStringLiteral("xx")), QStringLiteral("en"));
}

void TestLanguage::qtsOwnTranslationLoads()
{
    AppTranslator translator;
    translator.apply(QStringLiteral("ko"));
    if (!translator.hasQtTranslation())
        QSKIP("qtbase_ko.qm is not installed (Debian: qt6-translations-l10n)");
    // A standard button of QDialogButtonBox / QMessageBox.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("취소"));
}

void TestLanguage::windowsFollowTheLanguage()
{
    AppTranslator translator;
    translator.apply(QStringLiteral("en"));
    app::MainWindow window(&translator);
    QCOMPARE(window.windowTitle(), QStringLiteral("Settlers of Canaan"));
    translator.apply(QStringLiteral("ko"));
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("가나안의 개척자"));
    QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("파일(&F)"));
    translator.apply(QStringLiteral("en"));
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("Settlers of Canaan"));
}

void TestLanguage::settingIsRemembered()
{
    app::storeLanguage(app::LanguageChoice::Korean);
    QCOMPARE(app::storedLanguage(), app::LanguageChoice::Korean);
    app::storeLanguage(app::LanguageChoice::System);
    QCOMPARE(app::storedLanguage(), app::LanguageChoice::System);
    QCOMPARE(app::languageCode(app::LanguageChoice::System), QString());
}

QTEST_MAIN(TestLanguage)
#include "test_language.moc"
