// Checks the project's real translation files: translations/canaan_ko.ts against the glossary, and the
// rules reference in resources/rules/ (English and Korean kept in step). See trcheck.h for the policy.
#include "tests/translations/trcheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
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

const QStringList rulesPages = {QStringLiteral("rules"), QStringLiteral("classic"), QStringLiteral("conquest")};

QRegularExpression unicodeRe(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::UseUnicodePropertiesOption);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    Glossary m_glossary;
    QList<TsEntry> m_ts;

private slots:
    void initTestCase()
    {
        QString error;
        auto g = Glossary::load(sourceDir + QStringLiteral("/translations/glossary.tsv"), &error);
        QVERIFY2(g, qPrintable(error));
        m_glossary = *g;
        QFile ts(sourceDir + QStringLiteral("/translations/canaan_ko.ts"));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.errorString()));
        m_ts = tsEntries(ts.readAll(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_ts.size() > 1000);
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
        // Issue 38: one word per thing.
        QTest::newRow("hand") << "hand" << "손패";
        QTest::newRow("play, Settlers") << "play (a development card, Settlers)" << "사용하다";
        QTest::newRow("play, Conquest") << "play (a card, Conquest)" << "내다";
        QTest::newRow("seat N") << "seat N" << "N번 자리";
        QTest::newRow("Raid kind") << "Raid (Conquest card kind Z)" << "기습 약탈";
        QTest::newRow("ruleset") << "ruleset" << "규칙";
        QTest::newRow("Classic") << "Classic (ruleset)" << "기본판";
        QTest::newRow("sea") << "sea (terrain)" << "바다";
        QTest::newRow("companion") << "tabletop companion" << "보드게임 도우미";
        QTest::newRow("Jerusalem site") << "Jerusalem site" << "예루살렘 인접지역";
        QTest::newRow("shared win") << "shared win" << "공동 우승";
        QTest::newRow("upgrade") << "upgrade (settlement to city)" << "승급";
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

        QStringList problems = compareRulesFiles(m_glossary, en, ko, QFileInfo(english).fileName());
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

    // Every glossary term is enforced somewhere: its English forms occur in a message of canaan_ko.ts (in a
    // context where the term applies) or in an English rules page. A term that occurs nowhere says why in
    // its note ("unused: ..."), and a note saying "unused:" must not hide a term that is in use.
    void everyGlossaryTermIsMatched()
    {
        QList<bool> matched(m_glossary.terms().size(), false);
        for (const TsEntry &e : m_ts)
            for (const TermMatch &m : findTerms(m_glossary, cleanSource(e.source), e.context))
                matched[m.term] = true;
        for (const QString &page : rulesPages) {
            QString error;
            const QString en = readText(QStringLiteral("resources/rules/%1_en.md").arg(page), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            for (const TermMatch &m : findTerms(m_glossary, markdownPlainText(en), page + QStringLiteral("_en.md")))
                matched[m.term] = true;
        }
        QStringList problems;
        int enforced = 0;
        for (int t = 0; t < m_glossary.terms().size(); ++t) {
            const GlossaryTerm &term = m_glossary.terms().at(t);
            const bool saysUnused = term.note.contains(QStringLiteral("unused:"));
            if (matched.at(t))
                ++enforced;
            if (!matched.at(t) && !saysUnused)
                problems << QStringLiteral("\"%1\" (forms: %2) matches no message and no rules page: give it a form "
                                           "that occurs (the match column) or say why in its note (\"unused: ...\")")
                                .arg(term.english, term.forms.join(QStringLiteral("; ")));
            if (matched.at(t) && saysUnused)
                problems << QStringLiteral("\"%1\" is in use, but its note says \"unused:\"").arg(term.english);
        }
        if (!problems.isEmpty())
            QFAIL(qPrintable(QStringLiteral("\n  ") + problems.join(QStringLiteral("\n  "))));
        qInfo("%d of %d glossary terms are matched and enforced; the others say why they are unused", enforced,
              int(m_glossary.terms().size()));
    }

    // A Korean particle depends on the last syllable of the word before it; "이(가)" shows the reader that
    // the program did not know. Sentences are phrased so that no particle follows a placeholder.
    void noRawParticlePair()
    {
        const QRegularExpression pair = unicodeRe(QStringLiteral(
            "(?:이|가|을|를|은|는|와|과)\\((?:이|가|을|를|은|는|와|과)\\)|\\((?:으|이)\\)\\p{Hangul}"));
        QStringList problems;
        for (const TsEntry &e : m_ts)
            for (const QString &form : e.forms)
                if (const auto m = pair.match(form); m.hasMatch())
                    problems << QStringLiteral("line %1 [%2] \"%3\": %4").arg(e.line).arg(e.context, form, m.captured());
        for (const QString &page : rulesPages) {
            QString error;
            const QString ko = readText(QStringLiteral("resources/rules/%1_ko.md").arg(page), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            if (const auto m = pair.match(ko); m.hasMatch())
                problems << QStringLiteral("%1_ko.md: %2").arg(page, m.captured());
        }
        if (!problems.isEmpty())
            QFAIL(qPrintable(QStringLiteral("raw particle pairs:\n  ") + problems.join(QStringLiteral("\n  "))));
    }

    // Issue 38's drift, one row each: Korean that must not come back. `contexts` limits the row to .ts
    // contexts matching it (empty: every message), `english` to messages whose English matches it;
    // `pages` lists the Korean rules pages checked too.
    void driftStaysGone_data()
    {
        QTest::addColumn<QString>("forbidden");
        QTest::addColumn<QString>("contexts");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QStringList>("pages");
        const QStringList all = rulesPages;
        const QString hangul = QStringLiteral("\\p{Hangul}");
        QTest::newRow("그는/그의 calque") << QStringLiteral("(?<!%1)그(?:는|의|가|를|에게)(?!%1)").arg(hangul)
                                          << QString() << QString() << all;
        QTest::newRow("Jerusalem site is not 자리") << QStringLiteral("자리") << QString()
                                                 << QStringLiteral("(?i)\\bsites?\\b") << QStringList{};
        QTest::newRow("building stones are not 돌")
            << QStringLiteral("(?<!검은 )돌(?![아려리])") << QString()
            << QStringLiteral("^(?!.*black stone)(?!.*(?<![Bb]uilding )\\bStone\\b)(?=.*\\b[Bb]uilding [Ss]tones?\\b)")
            << QStringList{};
        QTest::newRow("building stones are not 돌 (rules)")
            << QStringLiteral("(?<!검은 )돌 ?\\d+개|마지막 돌|돌 하나씩") << QStringLiteral("^$") << QString() << all;
        QTest::newRow("공동 우승, not 함께 승리") << QStringLiteral("함께 (?:승리|이기)") << QString() << QString() << all;
        QTest::newRow("최초, not 처음 (set-up)") << QStringLiteral("처음 (?:도로|정착지|자원|배치)|시작 자원")
                                               << QString() << QString() << all;
        QTest::newRow("승급, not 바꿉니다") << QStringLiteral("도시로 바꿉|정착지 하나를 바꿉") << QString() << QString() << all;
        QTest::newRow("변, not 길 (paths)") << QStringLiteral("육지의 길") << QString() << QString() << all;
        QTest::newRow("one name for the companion") << QStringLiteral("(?<!보드게임 )도우미") << QString() << QString() << all;
        QTest::newRow("balance, not 고르기") << QStringLiteral("고르기") << QString()
                                           << QStringLiteral("(?i)\\b(?:resources|seats) even\\b") << QStringList{};
        QTest::newRow("승점, not VP") << QStringLiteral("\\bVP\\b") << QString() << QString() << all;
        QTest::newRow("손패, not 손의 카드/손") << QStringLiteral("손의 카드|손에(?! 든 카드)|손이 |손 안")
                                             << QString() << QString() << all;
        QTest::newRow("Conquest cards are put down (내다)")
            << QStringLiteral("사용|쓰|씁|썼|쓸|쓴|써") << QStringLiteral("cardtable::(?:Decisions|Log|NetworkTable|Terms)")
            << QStringLiteral("(?i)\\bplay(?:s|ed|ing)?\\b") << QStringList{QStringLiteral("conquest")};
        QTest::newRow("Settlers development cards are used (사용하다)")
            << QStringLiteral("냅니다|냈|낼 |내기|내고|낸 |쓸 |쓴 |씁니다|썼|써")
            << QStringLiteral("settlerstable::(?:ActionText|ActionAvailability|DialogText|EventText|GameWindow|HandPanel|"
                              "PlayCardDialog|ResourceChoiceDialog)|canaan::GameText$|companion::QuickReference")
            << QStringLiteral("(?i)\\bplay(?:s|ed|ing)?\\b(?! goes on)") << QStringList{};
        QTest::newRow("development cards are used (사용하다), rules pages")
            << QStringLiteral("카드[^.]{0,40}(?:쓸 수|씁니다|썼|냅니다|낼 수)") << QStringLiteral("^$") << QString()
            << QStringList{QStringLiteral("rules"), QStringLiteral("classic")};
        QTest::newRow("N번 자리, not 자리 N") << QStringLiteral("자리 ?%\\d") << QString() << QString() << all;
        QTest::newRow("the Raid kind is 기습 약탈") << QStringLiteral("(?<!기습 )약탈")
                                                << QStringLiteral("cardtable::(?!CardNames)") << QString()
                                                << QStringList{QStringLiteral("conquest")};
        QTest::newRow("규칙, not 규칙 세트/종류") << QStringLiteral("규칙 (?:세트|종류)") << QString() << QString() << all;
        QTest::newRow("기본판, not 클래식/기본 게임") << QStringLiteral("클래식|기본 게임") << QString() << QString() << all;
        QTest::newRow("바다, not 대해 for sea") << QStringLiteral("대해\\(") << QString() << QString() << all;
        QTest::newRow("no variable particle right after a placeholder")
            << QStringLiteral("(?:%\\d|%n)\"?(?:을|를|이|가|은|는|와|과|으로|로|이나|이며|이고|이라고|라고)(?!%1)").arg(hangul)
            << QString() << QString() << QStringList{};
        QTest::newRow("no 당신") << QStringLiteral("당신") << QString() << QString() << all;
        QTest::newRow("machine-like lines") << QStringLiteral(
            "참가자의 서버|다시 차지하지|우연은 서버|사람을 위한 빈자리|전투 승리: %\\d 대|에 고릅니다")
                                            << QString() << QString() << all;
    }
    void driftStaysGone()
    {
        QFETCH(QString, forbidden);
        QFETCH(QString, contexts);
        QFETCH(QString, english);
        QFETCH(QStringList, pages);
        const QRegularExpression bad = unicodeRe(forbidden);
        const QRegularExpression inContext = unicodeRe(contexts);
        const QRegularExpression inEnglish = unicodeRe(english);
        QVERIFY(bad.isValid() && inContext.isValid() && inEnglish.isValid());
        QStringList problems;
        for (const TsEntry &e : m_ts) {
            if (!inContext.match(e.context).hasMatch() || !inEnglish.match(cleanSource(e.source)).hasMatch())
                continue;
            for (const QString &form : e.forms)
                if (const auto m = bad.match(form); m.hasMatch())
                    problems << QStringLiteral("line %1 [%2] \"%3\" -> \"%4\": %5")
                                    .arg(e.line).arg(e.context, e.source, form, m.captured());
        }
        for (const QString &page : pages) {
            QString error;
            const QString ko = readText(QStringLiteral("resources/rules/%1_ko.md").arg(page), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QStringList lines = markdownPlainText(ko).split(u'\n');
            for (int i = 0; i < lines.size(); ++i)
                if (const auto m = bad.match(lines.at(i)); m.hasMatch())
                    problems << QStringLiteral("%1_ko.md line %2: %3").arg(page).arg(i + 1).arg(m.captured());
        }
        if (!problems.isEmpty())
            QFAIL(qPrintable(QStringLiteral("\n  ") + problems.join(QStringLiteral("\n  "))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
