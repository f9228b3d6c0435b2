// The Jerusalem bar's words fit the bar in both languages (the Korean sentence once ran past it):
// the whole sentence when there is room, else a shorter wording, else the shortest elided,
// measured with the bar's own QFontMetrics; the tooltip keeps the whole sentence.
#include "translations/src/app_translator.h"
#include "app/settlers_table/jerusalem_bar.h"

#include <QFontMetrics>
#include <QTest>

using namespace canaan;
using namespace canaan::settlerstable;

class TestJerusalemBar : public QObject {
    Q_OBJECT
private slots:
    void wordsFitTheBar_data();
    void wordsFitTheBar();

private:
    AppTranslator m_translator;
};

void TestJerusalemBar::wordsFitTheBar_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const char *language : {"en", "ko"})
        for (int width : {90, 160, 240, 320, 1000})
            QTest::addRow("%s %d px", language, width) << QString::fromLatin1(language) << width;
}

void TestJerusalemBar::wordsFitTheBar()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    QCOMPARE(m_translator.apply(language), language);
    JerusalemBar bar;
    bar.setStones(11, 28, 9);
    bar.show();
    bar.resize(width, 26);
    const QFontMetrics metrics(bar.font());
    const QString shown = bar.text();
    QVERIFY(!shown.isEmpty());
    QVERIFY(bar.textRoom() < bar.contentsRect().width());
    const bool whole = metrics.horizontalAdvance(bar.fullText()) <= bar.textRoom();
    // Within the bar, and the whole sentence whenever it has the room.
    QVERIFY2(metrics.horizontalAdvance(shown) <= bar.textRoom(), qPrintable(shown));
    QCOMPARE(shown == bar.fullText(), whole);
    QVERIFY(bar.toolTip().startsWith(bar.fullText()));
    QVERIFY(bar.fullText().contains(QStringLiteral("28")) && bar.fullText().contains(QStringLiteral("11")));
}

QTEST_MAIN(TestJerusalemBar)
#include "test_jerusalem_bar.moc"
