// The rules window: both languages and rulesets load with their contents, anchors scroll, the search
// finds, steps and says when nothing matches, and a language change swaps the text in place.
#include "translations/src/app_translator.h"
#include "rulebook/rules_source.h"
#include "rulebook/rules_viewer.h"
#include "rulebook/rules_window.h"

#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QtTest>

using namespace canaan::rulebook;

class TestRulesViewer : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English)); }

    void resourcesHaveHeadings_data()
    {
        QTest::addColumn<int>("ruleset");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("firstSection");
        QTest::newRow("canaan en") << int(Ruleset::Canaan) << "en" << "Overview";
        QTest::newRow("canaan ko") << int(Ruleset::Canaan) << "ko" << "개요";
        QTest::newRow("classic en") << int(Ruleset::Classic) << "en" << "What changes";
        QTest::newRow("classic ko") << int(Ruleset::Classic) << "ko" << "달라지는 점";
    }
    void resourcesHaveHeadings()
    {
        QFETCH(int, ruleset);
        QFETCH(QString, language);
        QFETCH(QString, firstSection);
        const QString text = readRules(rulesResource(Ruleset(ruleset), language));
        QVERIFY2(!text.isEmpty(), qPrintable(rulesResource(Ruleset(ruleset), language)));
        QTextDocument document;
        document.setMarkdown(text);
        const QList<Heading> list = headings(document);
        QVERIFY(list.size() > 3);
        for (const Heading &heading : list) {
            QVERIFY2(!heading.anchor.isEmpty(), qPrintable(heading.title));
            QVERIFY(!heading.title.contains(QChar(0x200B)));
            QCOMPARE(anchorPosition(document, heading.anchor), heading.position);
        }
        if (!firstSection.isEmpty())
            QCOMPARE(list.at(1).title, firstSection);
    }

    void loadsInTheUiLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expectedText");
        QTest::newRow("en") << "en" << "Settlers of Canaan";
        QTest::newRow("ko") << "ko" << "가나안";
    }
    void loadsInTheUiLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, expectedText);
        QLocale::setDefault(QLocale(language));
        RulesViewer viewer;
        QCOMPARE(viewer.language(), language);
        QVERIFY(viewer.browser()->toPlainText().contains(expectedText));
        auto *contents = viewer.findChild<QTreeWidget *>(QStringLiteral("rulesContents"));
        QVERIFY(contents);
        QVERIFY(contents->topLevelItemCount() >= 10);  // overview … rulings
    }

    void anchorsScroll_data()
    {
        QTest::addColumn<QString>("anchor");
        QTest::addColumn<int>("ruleset");
        QTest::newRow("plague") << "plague" << int(Ruleset::Canaan);
        QTest::newRow("kings-blessing") << "kings-blessing" << int(Ruleset::Canaan);
        QTest::newRow("rulings-end") << "rulings-end" << int(Ruleset::Canaan);
        QTest::newRow("classic-robber") << "classic-robber" << int(Ruleset::Classic);
    }
    void anchorsScroll()
    {
        QFETCH(QString, anchor);
        QFETCH(int, ruleset);
        RulesViewer viewer;
        viewer.resize(800, 500);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QVERIFY(viewer.showAnchor(anchor));
        QCOMPARE(int(viewer.ruleset()), ruleset);
        QVERIFY(viewer.browser()->verticalScrollBar()->value() > 0);
        QCOMPARE(viewer.currentAnchor(), anchor);
    }

    void unknownAnchorStaysPut()
    {
        RulesViewer viewer;
        QVERIFY(viewer.showAnchor(QStringLiteral("plague")));
        QVERIFY(!viewer.showAnchor(QStringLiteral("no-such-section")));
        QVERIFY(!viewer.showAnchor(QStringLiteral("classic-no-such-section")));
        QCOMPARE(viewer.ruleset(), Ruleset::Canaan);
        QCOMPARE(viewer.currentAnchor(), QStringLiteral("plague"));
    }

    void searchFindsAndSteps()
    {
        RulesViewer viewer;
        viewer.searchField()->setText(QStringLiteral("plague"));
        const int count = int(viewer.search().matches().size());
        QVERIFY(count > 3);
        QCOMPARE(viewer.search().current(), 0);
        QCOMPARE(viewer.searchStatus(), QStringLiteral("Match 1 of %1").arg(count));
        QCOMPARE(viewer.browser()->extraSelections().size(), count);
        viewer.findNext();
        QCOMPARE(viewer.search().current(), 1);
        viewer.findPrevious();
        viewer.findPrevious();
        QCOMPARE(viewer.search().current(), count - 1);  // wraps around
        viewer.findNext();
        QCOMPARE(viewer.search().current(), 0);
        // Every match really is the word, in any case.
        for (const QTextCursor &match : viewer.search().matches())
            QCOMPARE(match.selectedText().toLower(), QStringLiteral("plague"));
    }

    void searchF3Shortcuts()
    {
        RulesViewer viewer;
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        viewer.searchField()->setText(QStringLiteral("road"));
        QTest::keyClick(&viewer, Qt::Key_F3);
        QCOMPARE(viewer.search().current(), 1);
        QTest::keyClick(&viewer, Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(viewer.search().current(), 0);
    }

    void searchReportsNoMatch()
    {
        RulesViewer viewer;
        viewer.searchField()->setText(QStringLiteral("xylophone"));
        QVERIFY(viewer.search().matches().isEmpty());
        QCOMPARE(viewer.searchStatus(), QStringLiteral("No match for “xylophone”"));
        QVERIFY(viewer.browser()->extraSelections().isEmpty());
        viewer.findNext();  // nothing to step to, and no crash
        QCOMPARE(viewer.search().current(), -1);
        viewer.searchField()->clear();
        QCOMPARE(viewer.searchStatus(), QString());
    }

    void searchKorean()
    {
        QLocale::setDefault(QLocale(QLocale::Korean));
        RulesViewer viewer;
        viewer.searchField()->setText(QStringLiteral("역병"));
        QVERIFY(viewer.search().matches().size() > 3);
    }

    void languageSwitchKeepsThePlace()
    {
        RulesViewer viewer;
        viewer.resize(800, 500);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QVERIFY(viewer.showAnchor(QStringLiteral("jerusalem-toll")));
        QVERIFY(viewer.browser()->toPlainText().contains(QStringLiteral("Jerusalem")));
        viewer.setLanguage(QStringLiteral("ko"));
        QCOMPARE(viewer.language(), QStringLiteral("ko"));
        QVERIFY(viewer.browser()->toPlainText().contains(QStringLiteral("예루살렘")));
        QVERIFY(!viewer.browser()->toPlainText().contains(QStringLiteral("Jerusalem")));
        QCOMPARE(viewer.currentAnchor(), QStringLiteral("jerusalem-toll"));
    }

    void languageChangeEventReloads()
    {
        canaan::AppTranslator translator;
        RulesViewer viewer;
        viewer.show();
        QCOMPARE(viewer.language(), QStringLiteral("en"));
        translator.apply(QStringLiteral("ko"));
        QTRY_COMPARE(viewer.language(), QStringLiteral("ko"));
        QVERIFY(viewer.browser()->toPlainText().contains(QStringLiteral("예루살렘")));
        translator.apply(QStringLiteral("en"));
        QTRY_COMPARE(viewer.language(), QStringLiteral("en"));
    }

    void classicLinkSwitchesRuleset()
    {
        RulesViewer viewer;
        viewer.setRuleset(Ruleset::Classic);
        QVERIFY(viewer.browser()->toPlainText().contains(QStringLiteral("robber")));
        emit viewer.browser()->anchorClicked(QUrl(QStringLiteral("rules_en.md")));
        QCOMPARE(viewer.ruleset(), Ruleset::Canaan);
        emit viewer.browser()->anchorClicked(QUrl(QStringLiteral("#plague")));
        QCOMPARE(viewer.currentAnchor(), QStringLiteral("plague"));
    }

    void oneWindowPerApplication()
    {
        QWidget *first = showRules(nullptr, QStringLiteral("plague"));
        QWidget *second = showRules(nullptr, QStringLiteral("winning"));
        QCOMPARE(first, second);
        QVERIFY(first->isVisible());
        QCOMPARE(static_cast<RulesViewer *>(first)->currentAnchor(), QStringLiteral("winning"));
        first->close();  // deletes itself
        QTRY_VERIFY(QApplication::topLevelWidgets().indexOf(first) < 0);
        QWidget *third = showRules();
        QVERIFY(third);
        third->close();
    }
};

QTEST_MAIN(TestRulesViewer)
#include "test_rules_viewer.moc"
