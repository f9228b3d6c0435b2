// Tests of the translation checker itself (trcheck.h), on small fixture files in data/.
#include "tests/translations/trcheck.h"

#include <QtTest>

using namespace canaan::trcheck;

class TestTrCheck : public QObject {
    Q_OBJECT

private:
    Glossary fixtureGlossary()
    {
        QString error;
        auto g = Glossary::load(QStringLiteral(CANAAN_TEST_DATA_DIR "/glossary.tsv"), &error);
        if (!g)
            qFatal("%s", qPrintable(error));
        return *g;
    }
    // Read once: the data-driven tests ask for it in every row.
    const Glossary &realGlossary()
    {
        static const Glossary glossary = [] {
            QString error;
            auto g = Glossary::load(QStringLiteral(CANAAN_SOURCE_DIR "/translations/glossary.tsv"), &error);
            if (!g)
                qFatal("%s", qPrintable(error));
            return *g;
        }();
        return glossary;
    }
    QStringList termsIn(const Glossary &g, const QString &english)
    {
        QStringList out;
        for (const TermMatch &m : findTerms(g, cleanSource(english)))
            out << g.terms().at(m.term).english;
        return out;
    }

private slots:
    void glossaryLoads()
    {
        const Glossary g = fixtureGlossary();
        QCOMPARE(g.terms().size(), 12);
        // Longest first: that is the matching order.
        QCOMPARE(g.terms().first().english, QStringLiteral("victory point card"));
        QVERIFY(g.indexOf(QStringLiteral("KING'S BLESSING")) >= 0);
        QCOMPARE(g.terms().at(g.indexOf(QStringLiteral("player"))).korean, QStringLiteral("참가자"));
    }

    void glossaryRejectsBadInput_data()
    {
        QTest::addColumn<QString>("tsv");
        QTest::addColumn<QString>("error");
        QTest::newRow("no header") << QStringLiteral("player\t참가자\n") << QStringLiteral("first line");
        QTest::newRow("no korean") << QStringLiteral("english\tkorean\tnote\nplayer\t\tx\n")
                                   << QStringLiteral("line 2: needs an English and a Korean term");
        QTest::newRow("duplicate") << QStringLiteral("english\tkorean\tnote\nRoad\t도로\nroad\t길\n")
                                   << QStringLiteral("line 3: duplicate term \"road\"");
    }
    void glossaryRejectsBadInput()
    {
        QFETCH(QString, tsv);
        QFETCH(QString, error);
        QString got;
        QVERIFY(!Glossary::fromTsv(tsv, &got));
        QVERIFY2(got.contains(error), qPrintable(got));
    }

    void termMatching_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QStringList>("terms");
        using L = QStringList;
        QTest::newRow("whole word") << "Build a road" << L{"road"};
        QTest::newRow("not inside a word") << "Railroad, turnip and Danish" << L{};
        QTest::newRow("case-insensitive") << "ROAD" << L{"road"};
        QTest::newRow("plural s") << "Your roads" << L{"road"};
        QTest::newRow("plural ies") << "Two cities" << L{"city"};
        QTest::newRow("possessive") << "The player's hand" << L{"player", "hand"};
        QTest::newRow("plural with placeholder") << "%n settlement(s)" << L{"settlement"};
        QTest::newRow("longest wins") << "Play a victory point card" << L{"victory point card"};
        QTest::newRow("multi-word plural") << "12 victory points" << L{"victory point"};
        QTest::newRow("building stone, not stone") << "Add a building stone" << L{"building stone"};
        QTest::newRow("black stones") << "Two black stones" << L{"black stone"};
        QTest::newRow("stone alone") << "Trade a stone" << L{"trade", "Stone"};
        QTest::newRow("special card") << "Longest Road: 5 roads" << L{"Longest Road", "road"};
        QTest::newRow("apostrophe") << "King's Blessing" << L{"King's Blessing"};
        QTest::newRow("typographic apostrophe") << "King\u2019s Blessing" << L{"King's Blessing"};
        QTest::newRow("line break inside a term") << "King's\nBlessing" << L{"King's Blessing"};
        QTest::newRow("event") << "New Trade Route: place two roads" << L{"New Trade Route", "road"};
        QTest::newRow("trade route") << "a trade route" << L{"trade route"};
        QTest::newRow("maritime trade") << "Maritime trade 4:1" << L{"maritime trade"};
        QTest::newRow("title") << "Settlers of Canaan" << L{"Settlers of Canaan"};
        QTest::newRow("city of refuge") << "City of Refuge" << L{"City of Refuge"};
        QTest::newRow("mnemonic") << "&Trade" << L{"trade"};
        QTest::newRow("html") << "<b>Plague</b> on <i>Copper</i>" << L{"Plague", "Copper"};
        QTest::newRow("several") << "Player %1 builds a city on an intersection"
                                 << L{"player", "city", "intersection"};
        QTest::newRow("in order, each time") << "turn, turn" << L{"turn", "turn"};
        // Issue 38: aliases in the match column.
        QTest::newRow("VP is victory point") << "12 VP" << L{"victory point"};
        QTest::newRow("seat with a placeholder") << "Seat %2: ready" << L{"seat N"};
        QTest::newRow("seat with a mnemonic") << "Seat &%1:" << L{"seat N"};
        QTest::newRow("seats without a number") << "one per seat" << L{};
        QTest::newRow("rob") << "Move the Plague and rob %2." << L{"Plague", "rob / steal"};
        QTest::newRow("stole") << "%1 stole a card" << L{"rob / steal"};
        QTest::newRow("upgrade") << "Upgrade a settlement" << L{"upgrade (settlement to city)", "settlement"};
        QTest::newRow("shared victory") << "the tied players share the victory" << L{"player", "shared win"};
        QTest::newRow("companion") << "the companion needs 2 to 4" << L{"tabletop companion"};
        QTest::newRow("tabletop companion, longest") << "Tabletop companion" << L{"tabletop companion"};
        QTest::newRow("whose site") << "Whose site do you use?" << L{"site (Jerusalem)"};
        QTest::newRow("Jerusalem site, longest") << "a Jerusalem site" << L{"Jerusalem site"};
        QTest::newRow("Great Sea, not sea") << "The Great Sea" << L{"The Great Sea"};
        QTest::newRow("sea") << "two sea hexes" << L{"sea (terrain)"};
    }

    // Terms limited by the "where" column: a card's name only where the card names are, a Conquest
    // category only at the card table, a word of the game only outside a tool's file path.
    void limitedTerms_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QStringList>("terms");
        using L = QStringList;
        QTest::newRow("card name") << "Raids" << "canaan::cardtable::CardNames" << L{"Raids (card)"};
        QTest::newRow("card kind") << "Raid" << "canaan::cardtable::Terms" << L{"Raid (Conquest card kind Z)"};
        QTest::newRow("raid elsewhere") << "Raids" << "canaan::Cli" << L{};
        QTest::newRow("Leadership card") << "Leadership" << "canaan::cardtable::CardNames" << L{"Leadership (card)"};
        QTest::newRow("Leadership phase") << "Leadership" << "canaan::cardtable::Terms" << L{"Leadership"};
        QTest::newRow("Escape the key") << "Press Escape to cancel" << "canaan::settlerstable::GameWindow" << L{};
        QTest::newRow("Escape the card") << "Escape" << "canaan::cardtable::CardNames" << L{"Escape (card)"};
        QTest::newRow("Numbers category") << "+2 Numbers" << "canaan::cardtable::Log" << L{"Numbers (category)"};
        QTest::newRow("number tokens") << "Swap numbers" << "canaan::editor::Commands" << L{};
        QTest::newRow("Numbers in the rules page") << "Numbers" << "conquest_en.md" << L{"Numbers (category)"};
        QTest::newRow("a file path") << "path" << "canaan::netbench" << L{};
        QTest::newRow("a path of the board") << "path %1" << "canaan::SaveFile" << L{"path (edge)"};
        QTest::newRow("a file's path in the CLI") << "or the path of a save file" << "canaan::Cli" << L{};
        QTest::newRow("the computer plays a seat") << "the computer plays for now" << "canaan::settlerstable::PlayerCard" << L{};
        QTest::newRow("play a Conquest card") << "%1 plays %2." << "canaan::cardtable::Log" << L{"play (a card, Conquest)"};
        QTest::newRow("play a development card") << "Play %1." << "canaan::settlerstable::ActionText"
                                                 << L{"play (a development card, Settlers)"};
        QTest::newRow("play a game") << "Play with friends" << "canaan::app::MainWindow" << L{};
    }
    void limitedTerms()
    {
        QFETCH(QString, english);
        QFETCH(QString, context);
        QFETCH(QStringList, terms);
        const Glossary &g = realGlossary();
        QStringList got;
        for (const TermMatch &m : findTerms(g, cleanSource(english), context))
            got << g.terms().at(m.term).english;
        QCOMPARE(got, terms);
    }

    // The Korean a term asks for: N replaced by the matched placeholder, a verb's stem found in any
    // ending (letter by letter), and the drift of issue 38 reported.
    void koreanForms_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("korean");
        QTest::addColumn<QStringList>("missing");
        using L = QStringList;
        QTest::newRow("N번 자리") << "Seat %2: %1" << "" << "%2번 자리: %1" << L{};
        QTest::newRow("자리 N is drift") << "Seat %2: %1" << "" << "자리 %2: %1" << L{"seat N"};
        QTest::newRow("the same placeholder") << "Seat %2: %1" << "" << "%1번 자리: %2" << L{"seat N"};
        QTest::newRow("냅니다 holds 내") << "%1 plays %2." << "canaan::cardtable::Log" << "%1: %2 카드를 냅니다." << L{};
        QTest::newRow("낸 holds 내") << "Cards played" << "canaan::cardtable::Log" << "낸 카드" << L{};
        QTest::newRow("사용 is not 내다") << "%1 plays %2." << "canaan::cardtable::Log" << "%1: %2 카드를 사용합니다."
                                         << L{"play (a card, Conquest)"};
        QTest::newRow("사용합니다") << "Play %1." << "canaan::settlerstable::ActionText" << "%1 카드를 사용합니다." << L{};
        QTest::newRow("냅니다 is not 사용하다") << "Play %1." << "canaan::settlerstable::ActionText" << "%1 카드를 냅니다."
                                              << L{"play (a development card, Settlers)"};
        QTest::newRow("빼앗습니다") << "rob %1" << "" << "%1에게서 빼앗습니다" << L{};
        QTest::newRow("털다 is not 빼앗다") << "rob %1" << "" << "%1을 털었습니다" << L{"rob / steal"};
        QTest::newRow("바꿉니다 is not 승급") << "Upgrade a settlement" << "" << "정착지를 바꿉니다"
                                            << L{"upgrade (settlement to city)"};
        QTest::newRow("손패") << "Fill my hand" << "" << "손패 채우기" << L{};
        QTest::newRow("손의 카드 is drift") << "Fill my hand" << "" << "손의 카드 채우기" << L{"hand"};
        QTest::newRow("cards in hand: 손에 든 카드") << "Cards in hand" << "" << "손에 든 카드" << L{};
        QTest::newRow("기습 약탈") << "Raid" << "canaan::cardtable::Terms" << "기습 약탈" << L{};
        QTest::newRow("약탈 alone is the card") << "Raid" << "canaan::cardtable::Terms" << "약탈"
                                               << L{"Raid (Conquest card kind Z)"};
        QTest::newRow("클래식 is drift") << "Classic" << "" << "클래식" << L{"Classic (ruleset)"};
        QTest::newRow("대해 is the Great Sea only") << "sea" << "" << "대해(sea)" << L{"sea (terrain)"};
        QTest::newRow("테이블 도우미 is drift") << "Tabletop companion" << "" << "테이블 도우미" << L{"tabletop companion"};
        QTest::newRow("함께 승리 is drift") << "share the win" << "" << "함께 승리" << L{"shared win"};
        QTest::newRow("자리 for a site is drift") << "Whose site?" << "" << "누구의 자리?" << L{"site (Jerusalem)"};
        QTest::newRow("VP is drift") << "%1 VP" << "" << "%1 VP" << L{"victory point"};
    }
    void koreanForms()
    {
        QFETCH(QString, english);
        QFETCH(QString, context);
        QFETCH(QString, korean);
        QFETCH(QStringList, missing);
        const Glossary &g = realGlossary();
        QStringList got;
        for (int t : missingTerms(g, cleanSource(english), korean, {}, context))
            got << g.terms().at(t).english;
        QCOMPARE(got, missing);
    }

    void glossaryColumns()
    {
        QString error;
        const auto g = Glossary::fromTsv(QStringLiteral("english\tkorean\tnote\tmatch\twhere\tkorean form\n"
                                                        "Raids (card)\t약탈\tZ\tRaids\tCardNames\n"
                                                        "play (a card)\t내다\t\tplay; played\tLog;!Logger\t내\n"),
                                         &error);
        QVERIFY2(g, qPrintable(error));
        const GlossaryTerm &raids = g->terms().at(g->indexOf(QStringLiteral("Raids (card)")));
        QCOMPARE(raids.forms, QStringList{QStringLiteral("Raids")});
        QVERIFY(raids.appliesIn(QStringLiteral("canaan::cardtable::CardNames")));
        QVERIFY(!raids.appliesIn(QStringLiteral("canaan::Cli")));
        const GlossaryTerm &play = g->terms().at(g->indexOf(QStringLiteral("play (a card)")));
        QCOMPARE(play.forms, (QStringList{QStringLiteral("play"), QStringLiteral("played")}));
        QCOMPARE(play.koreanForm, QStringLiteral("내"));
        QVERIFY(play.letterwise);
        QVERIFY(play.appliesIn(QStringLiteral("cardtable::Log")));
        QVERIFY(!play.appliesIn(QStringLiteral("cardtable::Logger")));
        QVERIFY(!play.appliesIn(QStringLiteral("cardtable::Terms")));
        // Three forms, longest first.
        QCOMPARE(g->forms().size(), 3);
        QCOMPARE(g->forms().first().text, QStringLiteral("played"));
    }

    // "glossary-exempt:" lists terms separated by commas, but a comma inside parentheses is part of a term.
    void exemptionWithACommaInTheTerm()
    {
        const QByteArray ts = R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="ko_KR"><context><name>canaan::settlerstable::ActionText</name>
<message><source>Play %1.</source><translatorcomment>glossary-exempt: play (a development card, Settlers), road</translatorcomment><translation>%1 카드를 냅니다.</translation></message>
<message><source>Play %2.</source><translation>%2 카드를 냅니다.</translation></message>
</context></TS>)";
        const TsReport r = checkTs(ts, realGlossary());
        QCOMPARE(r.problems.size(), 1);
        QCOMPARE(r.problems.first().source, QStringLiteral("Play %2."));
        QString error;
        const QList<TsEntry> entries = tsEntries(ts, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.first().context, QStringLiteral("canaan::settlerstable::ActionText"));
        QCOMPARE(entries.first().forms, QStringList{QStringLiteral("%1 카드를 냅니다.")});
    }
    void termMatching()
    {
        QFETCH(QString, english);
        QFETCH(QStringList, terms);
        QCOMPARE(termsIn(realGlossary(), english), terms);
    }

    void missingTermsAreReported_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("korean");
        QTest::addColumn<QStringList>("missing");
        using L = QStringList;
        QTest::newRow("all there") << "Build a road" << "도로 건설" << L{};
        QTest::newRow("particle attached") << "The player wins" << "참가자가 승리합니다" << L{};
        QTest::newRow("missing") << "The player wins" << "당신이 이겼습니다" << L{"player"};
        QTest::newRow("longest only") << "victory point card" << "승점 카드" << L{};
        QTest::newRow("spacing matters") << "victory point card" << "승점카드" << L{"victory point card"};
        QTest::newRow("extra spaces ok") << "victory point card" << "승점\u00A0 카드" << L{};
        QTest::newRow("each once") << "road, road, city" << "길, 길" << L{"road", "city"};
        // Issue 24: building stones are 건축석재 and the Stone resource stays 돌, with the real glossary.
        QTest::newRow("building stones: 건축석재") << "Building stones in Jerusalem: %1" << "예루살렘에 놓은 건축석재: %1" << L{};
        QTest::newRow("building stones are not 돌") << "Building stones in Jerusalem: %1" << "예루살렘에 놓은 돌: %1"
                                                   << L{"building stone"};
        QTest::newRow("the Stone resource: 돌") << "1 Stone + 1 Ore" << "돌 1 + 광물 1" << L{};
        QTest::newRow("the Stone resource is not 건축석재") << "1 Stone" << "건축석재 1" << L{"Stone"};
    }
    void missingTermsAreReported()
    {
        QFETCH(QString, english);
        QFETCH(QString, korean);
        QFETCH(QStringList, missing);
        const Glossary &g = realGlossary();
        QStringList got;
        for (int t : missingTerms(g, english, korean))
            got << g.terms().at(t).english;
        QCOMPARE(got, missing);
    }

    void tsFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("problems");   // -1: a fatal error
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("source"); // the source string the report must name
        QTest::addColumn<QString>("detail");
        QTest::newRow("clean") << "clean.ts" << 0 << 0 << QString() << QString();
        QTest::newRow("unfinished") << "unfinished.ts" << 1 << int(TsProblem::Unfinished)
                                    << "Trade with a player" << "unfinished translation";
        QTest::newRow("unfinished and empty") << "unfinished_empty.ts" << 1 << int(TsProblem::Unfinished)
                                              << "Build a city" << "unfinished translation";
        QTest::newRow("empty") << "empty.ts" << 1 << int(TsProblem::Empty) << "Roll the dice"
                               << "empty translation";
        QTest::newRow("plural with an empty form")
            << "plural_empty.ts" << 1 << int(TsProblem::Empty) << "%n settlement(s) left"
            << "empty translation (plural form 2 of 2)";
        QTest::newRow("missing glossary term")
            << "missing_term.ts" << 1 << int(TsProblem::MissingTerm) << "Every player discards half"
            << "lacks 참가자 (for \"player\")";
        QTest::newRow("missing glossary term in a plural")
            << "missing_term_plural.ts" << 1 << int(TsProblem::MissingTerm) << "%n victory points"
            << "lacks 승점 (for \"victory point\")";
        QTest::newRow("stone is not building stone")
            << "missing_term_longest.ts" << 1 << int(TsProblem::MissingTerm) << "Add a Stone to Jerusalem"
            << "lacks 돌 (for \"Stone\")";
        QTest::newRow("malformed") << "malformed.ts" << -1 << 0 << QString() << "malformed XML";
    }
    void tsFixtures()
    {
        QFETCH(QString, file);
        QFETCH(int, problems);
        QFETCH(int, kind);
        QFETCH(QString, source);
        QFETCH(QString, detail);
        const TsReport r = checkTsFile(QStringLiteral(CANAAN_TEST_DATA_DIR "/") + file, fixtureGlossary());
        const QString text = r.toString(file);
        if (problems < 0) {
            QVERIFY2(!r.fatalError.isEmpty(), qPrintable(text));
            QVERIFY2(r.fatalError.contains(detail), qPrintable(r.fatalError));
            return;
        }
        QVERIFY2(r.fatalError.isEmpty(), qPrintable(r.fatalError));
        QVERIFY2(r.problems.size() == problems, qPrintable(text));
        QCOMPARE(r.ok(), problems == 0);
        // The clean part of every fixture: 9 live messages, 3 obsolete or vanished ones ignored.
        QCOMPARE(r.skipped, 3);
        QCOMPARE(r.messages, 9 + (problems > 0 ? 1 : 0));
        if (problems == 0) {
            QVERIFY(text.isEmpty());
            return;
        }
        const TsProblem &p = r.problems.first();
        QCOMPARE(int(p.kind), kind);
        QCOMPARE(p.source, source);
        QCOMPARE(p.context, QStringLiteral("GameWindow"));
        QVERIFY2(p.detail.contains(detail), qPrintable(p.detail));
        // The readable report names the file, the line and the source string.
        QVERIFY2(text.contains(file + QStringLiteral(":line ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\"%1\"").arg(source)), qPrintable(text));
    }

    void everyProblemIsReported()
    {
        // Several bad messages in one file: all are listed, in file order.
        const QByteArray ts = R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="ko_KR"><context><name>C</name>
<message><source>One road</source><translation type="unfinished"></translation></message>
<message><source>Two</source><translation></translation></message>
<message><source>Three cities</source><translation>세 곳</translation></message>
<message><source>Four</source><translation>넷</translation></message>
</context></TS>)";
        const TsReport r = checkTs(ts, fixtureGlossary());
        QCOMPARE(r.problems.size(), 3);
        QCOMPARE(r.problems.at(0).source, QStringLiteral("One road"));
        QCOMPARE(r.problems.at(1).source, QStringLiteral("Two"));
        QCOMPARE(r.problems.at(2).source, QStringLiteral("Three cities"));
        QCOMPARE(r.problems.at(0).line, 3);
        const QString text = r.toString(QStringLiteral("x.ts"));
        QVERIFY2(text.startsWith(QStringLiteral("x.ts: 3 problem(s) in 4 message(s): 1 unfinished, 1 empty, 1 off-glossary")),
                 qPrintable(text));
        QCOMPARE(text.count(u'\n'), 3);
    }

    void notATsFile()
    {
        const TsReport r = checkTs("<html><body/></html>", fixtureGlossary());
        QVERIFY(!r.ok());
        QVERIFY2(r.fatalError.contains(QStringLiteral("no <TS>")), qPrintable(r.fatalError));
        const TsReport missing = checkTsFile(QStringLiteral(CANAAN_TEST_DATA_DIR "/nonexistent.ts"), fixtureGlossary());
        QVERIFY(missing.fatalError.startsWith(QStringLiteral("cannot open")));
    }

    void markdownHeadingsAndAnchors()
    {
        const QString md = QStringLiteral("# Title\n\n## Set-up <a name=\"setup\">&#8203;</a>\n\n```\n# not a heading\n```\n"
                                          "### Seats <a name=\"setup-seats\">&#8203;</a>\ntext\n");
        const QList<MdHeading> hs = markdownHeadings(md);
        QCOMPARE(hs.size(), 3);
        QCOMPARE(hs.at(1).level, 2);
        QCOMPARE(hs.at(1).text, QStringLiteral("Set-up"));
        QCOMPARE(hs.at(1).anchor, QStringLiteral("setup"));
        QCOMPARE(hs.at(2).anchor, QStringLiteral("setup-seats"));
        QCOMPARE(hs.at(2).line, 8);
    }

    void rulesComparison_data()
    {
        QTest::addColumn<QString>("en");
        QTest::addColumn<QString>("ko");
        QTest::addColumn<QString>("problem"); // empty: no problem
        const QString en = QStringLiteral("# Rules\n\n## A turn <a name=\"turn\">&#8203;</a>\n\nEach player builds a road.\n");
        QTest::newRow("matching") << en
                                  << QStringLiteral("# 규칙\n\n## 차례 <a name=\"turn\">&#8203;</a>\n\n각 참가자는 도로를 짓습니다.\n")
                                  << QString();
        QTest::newRow("heading count")
            << en << QStringLiteral("# 규칙\n\n## 차례 <a name=\"turn\">&#8203;</a>\n\n### 더 <a name=\"more\">&#8203;</a>\n참가자 도로\n")
            << QStringLiteral("level-3 headings: 0 in English, 1 in Korean");
        QTest::newRow("anchor differs")
            << en << QStringLiteral("# 규칙\n\n## 차례 <a name=\"my-turn\">&#8203;</a>\n\n참가자 도로\n")
            << QStringLiteral("heading 2 differs");
        QTest::newRow("anchor missing")
            << en << QStringLiteral("# 규칙\n\n## 차례\n\n참가자 도로\n")
            << QStringLiteral("Korean line 3: heading \"차례\" has no anchor");
        QTest::newRow("term missing")
            << en << QStringLiteral("# 규칙\n\n## 차례 <a name=\"turn\">&#8203;</a>\n\n모두 길을 짓습니다.\n")
            << QStringLiteral("the English uses \"road\" but the Korean never says 도로");
    }
    void rulesComparison()
    {
        QFETCH(QString, en);
        QFETCH(QString, ko);
        QFETCH(QString, problem);
        const QStringList problems = compareRulesFiles(realGlossary(), en, ko);
        if (problem.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        } else {
            QVERIFY2(problems.join(u'\n').contains(problem), qPrintable(problems.join(u'\n')));
        }
    }

    void koreanStyle()
    {
        const QString md = QStringLiteral("주사위를 굴립니다.\n카드를 내려놓으십시오.\n한 장씩 가져간다.\n"
                                          "| 도로 | 돌 + 목재 |\n바다\n모두 다 가져옵니다.\n");
        const QStringList lines = plainStyleKoreanLines(md);
        QCOMPARE(lines, QStringList{QStringLiteral("line 3: 한 장씩 가져간다.")});
    }
};

QTEST_GUILESS_MAIN(TestTrCheck)
#include "test_trcheck.moc"
