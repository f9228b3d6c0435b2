// Translations: --lang picks the language, Korean strings come out in Korean, and open windows
// follow a change of language at once.
#include "app/app_info.h"
#include "translations/src/app_translator.h"
#include "app/session/language_settings.h"
#include "app/main_window.h"
#include "app/session/settings_dialog.h"
#include "app/start_options.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
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
    void standardButtonsAreKorean_data();
    void standardButtonsAreKorean();
    void windowsFollowTheLanguage();
    void settingIsRemembered();
    void settingsDialogSwitchesTheLanguage();
    void langArgumentIsMarkedNotSystem();
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
    const QString map = QStringLiteral(CANAAN_SOURCE_DIR "/resources/maps/classic.canaanmap");
    const auto parsed = app::parseStartOptions({"canaan", "--lang", "ko", map});
    QCOMPARE(parsed.action, app::ParsedStart::Action::Run);
    QCOMPARE(parsed.options.language, QStringLiteral("ko"));
    QCOMPARE(parsed.options.mapPath, map);
    QVERIFY(parsed.options.savePath.isEmpty());
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
    QCOMPARE(QCoreApplication::translate("canaan::boardview::BoardText", "Jerusalem"), QStringLiteral("예루살렘"));
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

// Issue 38: the standard buttons of every dialog speak Korean, with or without Qt's own qtbase_ko.qm
// (which calls Discard 무시, "ignore"): the program's translation names them (standard_buttons.cpp).
void TestLanguage::standardButtonsAreKorean_data()
{
    QTest::addColumn<bool>("withQtsOwn");
    QTest::newRow("with Qt's own translation") << true;
    QTest::newRow("the program's translation alone") << false;
}

void TestLanguage::standardButtonsAreKorean()
{
    QFETCH(bool, withQtsOwn);
    AppTranslator translator;
    std::unique_ptr<QTranslator> alone;
    if (withQtsOwn) {
        QCOMPARE(translator.apply(QStringLiteral("ko")), QStringLiteral("ko"));
    } else {
        alone = std::make_unique<QTranslator>();
        QVERIFY(alone->load(QStringLiteral("canaan_ko"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(alone.get());
    }
    // The text a reader sees: without the mnemonic "(&X)" or "&".
    const auto shown = [](QString text) {
        text.remove(QRegularExpression(QStringLiteral("\\(&\\w\\)")));
        return text.remove(u'&').trimmed();
    };
    const QList<std::pair<QDialogButtonBox::StandardButton, QStringList>> expected = {
        {QDialogButtonBox::Ok, {QStringLiteral("확인")}},
        {QDialogButtonBox::Cancel, {QStringLiteral("취소")}},
        {QDialogButtonBox::Yes, {QStringLiteral("예")}},
        {QDialogButtonBox::No, {QStringLiteral("아니요")}},
        {QDialogButtonBox::Save, {QStringLiteral("저장")}},
        {QDialogButtonBox::Discard, {QStringLiteral("저장 안 함"), QStringLiteral("저장하지 않고 닫기")}},
        {QDialogButtonBox::Close, {QStringLiteral("닫기")}},
    };
    QDialogButtonBox box;
    QMessageBox message;
    for (const auto &[button, korean] : expected) {
        box.addButton(button);
        message.addButton(QMessageBox::StandardButton(int(button)));
        for (QAbstractButton *b : {static_cast<QAbstractButton *>(box.button(button)),
                                   static_cast<QAbstractButton *>(message.button(QMessageBox::StandardButton(int(button))))}) {
            QVERIFY(b);
            const QString text = shown(b->text());
            QVERIFY2(korean.contains(text), qPrintable(QStringLiteral("%1, expected %2").arg(text, korean.join(u'/'))));
            QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))), qPrintable(text));
        }
    }
    if (alone)
        QCoreApplication::removeTranslator(alone.get());
}

void TestLanguage::windowsFollowTheLanguage()
{
    AppTranslator translator;
    translator.apply(QStringLiteral("en"));
    app::MainWindow window(&translator);
    QCOMPARE(window.windowTitle(), QStringLiteral("Settlers of Canaan"));
    translator.apply(QStringLiteral("ko"));
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("가나안의 개척자"));
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

void TestLanguage::settingsDialogSwitchesTheLanguage()
{
    AppTranslator translator;
    translator.apply(QStringLiteral("en"));
    app::MainWindow window(&translator);
    session::SettingsDialog dialog(window.session());
    QComboBox *language = dialog.languageBox();
    const int korean = language->findText(QStringLiteral("한국어"));
    QVERIFY(korean >= 0);
    language->setCurrentIndex(korean);
    emit language->activated(korean);
    QCOMPARE(app::storedLanguage(), app::LanguageChoice::Korean);
    QCOMPARE(translator.language(), QStringLiteral("ko"));
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("가나안의 개척자"));
    const int english = language->findText(QStringLiteral("English"));
    language->setCurrentIndex(english);
    emit language->activated(english);
    QCOMPARE(app::storedLanguage(), app::LanguageChoice::English);
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("Settlers of Canaan"));
    app::storeLanguage(app::LanguageChoice::System);
}

void TestLanguage::langArgumentIsMarkedNotSystem()
{
    // Issue 24, defect 11: with --lang ko the menus and Settings mark Korean, not "System".
    app::storeLanguage(app::LanguageChoice::System);
    app::setLanguageOverride(app::LanguageChoice::Korean);
    QCOMPARE(app::storedLanguage(), app::LanguageChoice::System); // --lang is not stored
    QCOMPARE(app::languageInEffect(), app::LanguageChoice::Korean);
    AppTranslator translator;
    translator.apply(QStringLiteral("en"));
    app::MainWindow window(&translator);
    session::SettingsDialog dialog(window.session());
    QCOMPARE(dialog.languageBox()->currentText(), QStringLiteral("한국어"));
    app::storeLanguage(app::LanguageChoice::English); // a choice replaces the override
    QCOMPARE(app::languageInEffect(), app::LanguageChoice::English);
    app::storeLanguage(app::LanguageChoice::System);
}

QTEST_MAIN(TestLanguage)
#include "test_language.moc"
