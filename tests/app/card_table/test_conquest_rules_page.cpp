// Conquest's page of the rules reference (resources/rules/conquest_*.md), in English and Korean:
// it names every phase, card kind and nation by the words the card table shows (game_terms.h, through
// the translation), so the rules and the screen speak alike; F1 at the card table opens it.
#include "app/card_table/conquest_window.h"
#include "app/card_table/game_terms.h"
#include "rulebook/rules_source.h"
#include "rulebook/rules_viewer.h"
#include "tests/app/card_table/ts_translator.h"

#include <QApplication>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QtTest>

using namespace canaan;
using namespace canaan::cardtable;

namespace {

// The page's text as the reader sees it (no Markdown marks).
QString pageText(const QString &language)
{
    QTextDocument document;
    document.setMarkdown(rulebook::readRules(rulebook::rulesResource(rulebook::Ruleset::Conquest, language)));
    return document.toPlainText();
}

} // namespace

class TestConquestRulesPage : public QObject {
    Q_OBJECT
private slots:
    void namesEveryPhaseKindAndNation_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("ko") << "ko";
    }

    void namesEveryPhaseKindAndNation()
    {
        QFETCH(QString, language);
        TsTranslator ko;
        if (language == QLatin1String("ko")) {
            QString error;
            QVERIFY2(ko.loadTs(QStringLiteral(CANAAN_SOURCE_DIR "/translations/canaan_ko.ts"), &error), qPrintable(error));
            QCoreApplication::installTranslator(&ko);
        }
        const QString text = pageText(language);
        QVERIFY2(text.size() > 4000, qPrintable(QStringLiteral("%1 characters").arg(text.size())));
        QStringList words;
        for (Phase phase : {Phase::Leadership, Phase::Muster, Phase::Alliance, Phase::Conquest})
            words << phaseName(phase);
        for (int k = 0; k < conquest::kKindCount; ++k)
            words << kindName(conquest::Kind(k));
        for (int n = 0; n < conquest::kNationCount; ++n)
            words << nationName(conquest::Nation(n));
        QStringList missing;
        for (const QString &word : words)
            if (!text.contains(word))
                missing << word;
        QCoreApplication::removeTranslator(&ko);
        QCOMPARE(words.size(), 4 + conquest::kKindCount + conquest::kNationCount);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        // The Korean page is not the English one under another name.
        if (language == QLatin1String("ko"))
            QVERIFY(!text.contains(QStringLiteral("Leadership")));
    }

    // Every ruling C01–C21 is restated, in both languages.
    void namesEveryRuling()
    {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("ko")}) {
            const QString text = pageText(language);
            for (int r = 1; r <= 21; ++r) {
                const QString id = QStringLiteral("C%1").arg(r, 2, 10, QLatin1Char('0'));
                QVERIFY2(text.contains(id), qPrintable(language + QLatin1Char(' ') + id));
            }
        }
    }

    // Issue 37: "2~6명" and "1300~1100년" keep their tildes, and no text is struck through (Markdown
    // reads two tildes in a paragraph as a strikethrough).
    void noStrikethrough_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("ko") << "ko";
    }
    void noStrikethrough()
    {
        QFETCH(QString, language);
        QTextDocument document;
        document.setMarkdown(rulebook::readRules(rulebook::rulesResource(rulebook::Ruleset::Conquest, language)));
        QStringList struck;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it)
                if (it.fragment().charFormat().fontStrikeOut())
                    struck << it.fragment().text();
        QVERIFY2(struck.isEmpty(), qPrintable(struck.join(QStringLiteral(" | "))));
        if (language == QLatin1String("ko")) {
            QVERIFY(document.toPlainText().contains(QStringLiteral("2~6명")));
            QVERIFY(document.toPlainText().contains(QStringLiteral("1300~1100년")));
        }
    }

    void theReferenceOffersItAndF1OpensIt()
    {
        ConquestWindow window(ConquestWindow::newGame(ConquestChoices::defaults(), 3));
        window.show();
        QAction *rules = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(QKeySequence::HelpContents))
                rules = a;
        QVERIFY(rules);
        rules->trigger();
        rulebook::RulesViewer *viewer = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *v = qobject_cast<rulebook::RulesViewer *>(w); v && v->isVisible())
                viewer = v;
        QVERIFY(viewer);
        QCOMPARE(viewer->ruleset(), rulebook::Ruleset::Conquest);
        QVERIFY(viewer->browser()->toPlainText().contains(QStringLiteral("Muster phase")));
        // The anchors of its headings are found from any page.
        viewer->setRuleset(rulebook::Ruleset::Canaan);
        QVERIFY(viewer->showAnchor(QStringLiteral("conquest-casualties")));
        QCOMPARE(viewer->ruleset(), rulebook::Ruleset::Conquest);
        viewer->close();
    }
};

QTEST_MAIN(TestConquestRulesPage)
#include "test_conquest_rules_page.moc"
