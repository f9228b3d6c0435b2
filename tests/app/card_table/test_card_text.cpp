// The words of the card table: the 152 card names agree with the engine's table, every card, nation,
// phase and category is in the glossary with the Korean the pending translations use, and every string
// of app/card_table has its Korean in translations/canaan_ko.ts (or waiting in translations/pending/).
#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"
#include "tests/app/card_table/ts_translator.h"

#include "engine/conquest/cards.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QtTest>

using namespace canaan;
using namespace canaan::cardtable;

namespace {

const QString sourceDir = QStringLiteral(CANAAN_SOURCE_DIR);

// english -> korean of translations/glossary.tsv.
QHash<QString, QString> readGlossary()
{
    QHash<QString, QString> g;
    QFile f(sourceDir + QStringLiteral("/translations/glossary.tsv"));
    if (!f.open(QIODevice::ReadOnly))
        return g;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QStringList cols = QString::fromUtf8(line).split(u'\t');
        if (cols.size() >= 2)
            g.insert(cols.at(0), cols.at(1));
    }
    return g;
}

} // namespace

class TestCardText : public QObject {
    Q_OBJECT
    QHash<QString, QString> m_glossary;
    TsTranslator m_pending;

private slots:
    void initTestCase()
    {
        m_glossary = readGlossary();
        QVERIFY2(!m_glossary.isEmpty(), "translations/glossary.tsv cannot be read");
        QString error;
        QVERIFY2(m_pending.loadTs(sourceDir + QStringLiteral("/translations/canaan_ko.ts"), &error),
                 qPrintable(error));
        m_pending.addPending(sourceDir + QStringLiteral("/translations/pending"));
    }

    void namesAreTheEngines()
    {
        for (int c = 0; c < conquest::kCardCount; ++c) {
            const std::string_view engine = conquest::card(c).name;
            QCOMPARE(QString::fromUtf8(cardNameSource(c)), QString::fromUtf8(engine.data(), qsizetype(engine.size())));
            QCOMPARE(cardName(c), QString::fromUtf8(cardNameSource(c))); // no translator: the English
        }
        QVERIFY(cardName(conquest::kCardCount).contains(QString::number(conquest::kCardCount)));
        QVERIFY(cardName(-1).contains(QStringLiteral("-1")));
    }

    // Single words that are also ordinary English ("Escape", "Break") carry " (card)" in the glossary,
    // so the glossary test does not ask for them in unrelated messages.
    void glossaryHasEveryCardInTheKoreanUsed()
    {
        QStringList problems;
        for (int c = 0; c < conquest::kCardCount; ++c) {
            const QString name = QString::fromUtf8(cardNameSource(c));
            const QString key = m_glossary.contains(name + QStringLiteral(" (card)")) ? name + QStringLiteral(" (card)") : name;
            const QString glossaryKo = m_glossary.value(key);
            const QString pendingKo = m_pending.translate("canaan::cardtable::CardNames", cardNameSource(c));
            if (glossaryKo.isEmpty())
                problems << name + QStringLiteral(": not in the glossary");
            else if (pendingKo.isEmpty())
                problems << name + QStringLiteral(": no Korean in canaan_ko.ts");
            else if (!pendingKo.contains(glossaryKo))
                problems << QStringLiteral("%1: the card says %2, the glossary %3").arg(name, pendingKo, glossaryKo);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void glossaryHasNationsPhasesAndCategories_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("korean");
        for (int n = 0; n < conquest::kNationCount; ++n) {
            const QString name = nationName(static_cast<conquest::Nation>(n));
            QTest::newRow(qPrintable(name)) << name << m_pending.translate("canaan::cardtable::Terms", qPrintable(name));
        }
        QTest::newRow("Minor Kingdom") << "Minor Kingdom" << "군소 왕국";
        QTest::newRow("Leadership phase") << "Leadership phase" << "지휘 단계";
        QTest::newRow("Muster phase") << "Muster phase" << "징집 단계";
        QTest::newRow("Alliance phase") << "Alliance phase" << "동맹 단계";
        QTest::newRow("Conquest phase") << "Conquest phase" << "정복 단계";
        for (int c = 0; c < conquest::kCategoryCount; ++c) {
            const QString name = categoryName(static_cast<conquest::Category>(c));
            QTest::newRow(qPrintable(name)) << name + QStringLiteral(" (category)")
                                            << m_pending.translate("canaan::cardtable::Terms", qPrintable(name));
        }
        for (const char *kind : {"Defense", "Siege", "Retreat", "Pursuit", "Extra Conquest"})
            QTest::newRow(kind) << kind << m_pending.translate("canaan::cardtable::Terms", kind);
    }
    void glossaryHasNationsPhasesAndCategories()
    {
        QFETCH(QString, english);
        QFETCH(QString, korean);
        QVERIFY2(!korean.isEmpty(), qPrintable(english + QStringLiteral(": no Korean in canaan_ko.ts")));
        QCOMPARE(m_glossary.value(english), korean);
    }

    void notesOnTheCards_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QStringList>("notes");
        QTest::newRow("or") << "renewTheAttack" << QStringList{"or Numbers 2"};
        QTest::newRow("and") << "concertedAttack" << QStringList{"& Numbers 1"};
        QTest::newRow("draws") << "strategicInsight" << QStringList{"draws a card"};
        QTest::newRow("terrain") << "openPlain" << QStringList{"Terrain"};
        QTest::newRow("plain") << "ruse" << QStringList{};
    }
    void notesOnTheCards()
    {
        QFETCH(QString, card);
        QFETCH(QStringList, notes);
        const auto c = conquest::parseCard(card.toStdString());
        QVERIFY(c);
        QCOMPARE(cardNotes(*c), notes);
    }

    // Every literal of tr(), translate() and QT_TRANSLATE_NOOP() in app/card_table has its Korean.
    void everyStringHasKorean()
    {
        QSet<QString> sources;
        for (auto it = m_pending.entries().begin(); it != m_pending.entries().end(); ++it)
            sources.insert(it.key().section(u'\x1f', 1));
        // Strings still waiting in translations/pending/*.tsv (the lead fills canaan_ko.ts from them
        // at the merge, translations/README.md) count as translated when they have their Korean.
        const QDir pending(sourceDir + QStringLiteral("/translations/pending"));
        for (const QString &name : pending.entryList({QStringLiteral("*.tsv")})) {
            QFile tsv(pending.filePath(name));
            QVERIFY(tsv.open(QIODevice::ReadOnly));
            for (const QString &line : QString::fromUtf8(tsv.readAll()).split(u'\n')) {
                const QStringList fields = line.split(u'\t');
                if (fields.size() == 3 && fields[0].startsWith(QStringLiteral("canaan::cardtable::")) && !fields[2].isEmpty())
                    sources.insert(QString(fields[1]).replace(QStringLiteral("\\n"), QStringLiteral("\n")));
            }
        }
        const QRegularExpression literal(QStringLiteral(
            "(?:\\btr\\(|(?:QT_TRANSLATE_NOOP|translate)\\(\"[^\"]*\",\\s*)\"((?:[^\"\\\\]|\\\\.)*)\""));
        QDir dir(sourceDir + QStringLiteral("/app/card_table"));
        QStringList missing;
        int found = 0;
        for (const QString &file : dir.entryList({QStringLiteral("*.cpp")})) {
            QFile f(dir.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (auto m = literal.globalMatch(text); m.hasNext();) {
                QString s = m.next().captured(1);
                s.replace(QStringLiteral("\\\""), QStringLiteral("\""));
                ++found;
                if (!sources.contains(s))
                    missing << file + QStringLiteral(": ") + s;
            }
        }
        QVERIFY(found > 200);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("\n") + missing.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestCardText)
#include "test_card_text.moc"
