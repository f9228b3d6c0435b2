// Checks the project's real translation files: translations/canaan_ko.ts against the glossary, and the
// rules reference in resources/rules/ (English and Korean kept in step). See trcheck.h for the policy.
#include "trcheck.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace canaan::trcheck;

namespace {

const QString sourceDir = QStringLiteral(CANAAN_SOURCE_DIR);

QString readText(const QString &relativePath, QString *error)
{
    QFile f(sourceDir + u'/' + relativePath);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(relativePath, f.errorString());
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    Glossary m_glossary;

private slots:
    void initTestCase()
    {
        QString error;
        auto g = Glossary::load(sourceDir + QStringLiteral("/translations/glossary.tsv"), &error);
        QVERIFY2(g, qPrintable(error));
        m_glossary = *g;
    }

    void glossaryHasTheCoreTerms_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("korean");
        QTest::newRow("player") << "player" << "참가자";
        QTest::newRow("turn") << "turn" << "차례";
        QTest::newRow("settlement") << "settlement" << "정착지";
        QTest::newRow("Plague") << "Plague" << "역병";
        QTest::newRow("building stone") << "building stone" << "건축석재";
        QTest::newRow("King's Blessing") << "King's Blessing" << "왕의 축복";
        // Conquest (the card table's test_card_text checks every card, nation, phase and category).
        QTest::newRow("Conquest phase") << "Conquest phase" << "정복 단계";
        QTest::newRow("Philistines") << "Philistines" << "블레셋";
        QTest::newRow("War Chariots") << "War Chariots" << "병거";
    }
    void glossaryHasTheCoreTerms()
    {
        QFETCH(QString, english);
        QFETCH(QString, korean);
        const int i = m_glossary.indexOf(english);
        QVERIFY2(i >= 0, qPrintable(english));
        QCOMPARE(m_glossary.terms().at(i).korean, korean);
    }

    // The Korean UI translation: no unfinished or empty message, and the glossary's Korean for every
    // glossary term of the English. Every offending message is listed, not only the first.
    void koreanTranslationIsComplete()
    {
        const QString rel = QStringLiteral("translations/canaan_ko.ts");
        const QString path = sourceDir + u'/' + rel;
        if (!QFile::exists(path))
            QFAIL(qPrintable(QStringLiteral("%1 does not exist yet: it is created by qt_add_translations / lupdate "
                                            "(cmake --build <dir> --target update_translations) and must be "
                                            "committed with every string translated").arg(rel)));
        const TsReport report = checkTsFile(path, m_glossary);
        if (!report.ok())
            QFAIL(qPrintable(QStringLiteral("\n") + report.toString(rel)));
        if (report.messages == 0)
            qWarning("%s holds no messages yet: run the update_translations target", qPrintable(rel));
        qInfo("%s: %d messages checked, %d obsolete ones ignored", qPrintable(rel), report.messages,
              report.skipped);
    }

    void rulesFiles_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("korean");
        QTest::addColumn<QStringList>("anchors"); // must be present, for links from the app
        QTest::newRow("canaan") << "resources/rules/rules_en.md" << "resources/rules/rules_ko.md"
                                << QStringList{"overview", "setup", "setup-placements", "setup-resources",
                                               "turn", "production", "production-bank", "trade",
                                               "trade-maritime", "building", "building-costs", "plague",
                                               "development-cards", "priests", "events", "vp-cards",
                                               "jerusalem", "kings-blessing", "special-cards", "winning",
                                               "rulings"};
        QTest::newRow("classic") << "resources/rules/classic_en.md" << "resources/rules/classic_ko.md"
                                 << QStringList{"classic", "classic-setup", "classic-robber",
                                                "classic-development-cards", "classic-special-cards",
                                                "classic-winning"};
        QTest::newRow("conquest") << "resources/rules/conquest_en.md" << "resources/rules/conquest_ko.md"
                                  << QStringList{"conquest", "conquest-aim", "conquest-setup", "conquest-turn",
                                                 "conquest-leadership", "conquest-muster", "conquest-alliance",
                                                 "conquest-battle", "conquest-cards", "conquest-battle-rules",
                                                 "conquest-categories", "conquest-siege", "conquest-casualties",
                                                 "conquest-more-battles", "conquest-nations", "conquest-end",
                                                 "conquest-rulings"};
    }
    void rulesFiles()
    {
        QFETCH(QString, english);
        QFETCH(QString, korean);
        QFETCH(QStringList, anchors);
        QString error;
        const QString en = readText(english, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString ko = readText(korean, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QStringList problems = compareRulesFiles(m_glossary, en, ko);
        QStringList have;
        for (const MdHeading &h : markdownHeadings(en))
            have << h.anchor;
        for (const QString &a : anchors)
            if (!have.contains(a))
                problems << QStringLiteral("%1 has no heading with the anchor \"%2\"").arg(english, a);
        for (const QString &line : plainStyleKoreanLines(ko))
            problems << QStringLiteral("%1 %2: use the 합니다/하십시오 style").arg(korean, line);
        if (!problems.isEmpty())
            QFAIL(qPrintable(QStringLiteral("\n%1 / %2:\n  ").arg(english, korean) + problems.join(QStringLiteral("\n  "))));
    }

    // The rulings section names every ruling, in both languages.
    void rulesNameEveryRuling()
    {
        for (const QString &file : {QStringLiteral("resources/rules/rules_en.md"), QStringLiteral("resources/rules/rules_ko.md")}) {
            QString error;
            const QString text = readText(file, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QStringList missing;
            for (int r = 1; r <= 25; ++r) {
                const QString id = QStringLiteral("R%1").arg(r, 2, 10, QLatin1Char('0'));
                if (!text.contains(id))
                    missing << id;
            }
            QVERIFY2(missing.isEmpty(), qPrintable(file + QStringLiteral(" lacks ") + missing.join(u' ')));
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
