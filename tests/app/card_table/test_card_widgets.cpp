// The card faces and the hand: the cards given and no other, clicks answer with the card, the kind's
// rule in the tooltip, Korean after a language switch.
#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"
#include "app/card_table/card_painter.h"
#include "app/card_table/card_widget.h"
#include "app/card_table/hand_view.h"
#include "tests/app/card_table/ts_translator.h"

#include "engine/conquest/cards.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QSignalSpy>
#include <QtTest>

using namespace canaan;
using namespace canaan::cardtable;

namespace {

int cardId(const char *id)
{
    return *conquest::parseCard(id);
}

} // namespace

class TestCardWidgets : public QObject {
    Q_OBJECT
private slots:
    void everyKindHasItsArt()
    {
        for (int k = 0; k < conquest::kKindCount; ++k) {
            int c = 0;
            while (static_cast<int>(conquest::card(c).kind) != k)
                ++c;
            CardWidget w(c, 1.0);
            const QImage before = w.grab().toImage();
            QVERIFY(!before.isNull());
            QCOMPARE(before.size(), w.sizeHint() * before.devicePixelRatio());
        }
        QVERIFY(QFile::exists(QStringLiteral(":/cards/numbers.svg")));
        QVERIFY(QFile::exists(QStringLiteral(":/cards/raid.svg")));
    }

    // Issue 37: no kind's name is cut short in the card's band ("Extra Conqu…"): a long one is set
    // smaller, in English and in Korean, at the hand's scale and at the battle's.
    void everyKindsNameFitsItsBand()
    {
        for (const char *lang : {"en", "ko"}) {
            TsTranslator ko;
            if (QLatin1String(lang) == QLatin1String("ko")) {
                QString error;
                QVERIFY2(ko.loadTs(QStringLiteral(CANAAN_SOURCE_DIR "/translations/canaan_ko.ts"), &error), qPrintable(error));
                QCoreApplication::installTranslator(&ko);
            }
            for (qreal scale : {0.8, 1.0}) {
                for (int k = 0; k < conquest::kKindCount; ++k) {
                    const QString name = kindName(static_cast<conquest::Kind>(k));
                    const QFont font = cardBandFont(QApplication::font(), name, scale);
                    QVERIFY2(QFontMetricsF(font).horizontalAdvance(name) <= cardBandTextWidth(scale),
                             qPrintable(QStringLiteral("%1 at %2").arg(name).arg(scale)));
                }
            }
            QCoreApplication::removeTranslator(&ko);
        }
    }

    void handShowsOnlyItsCardsAndAnswersClicks()
    {
        HandView hand;
        hand.resize(800, 200);
        const QList<int> cards{cardId("ruse"), cardId("phalanx"), cardId("escape")};
        hand.setCards(cards);
        QCOMPARE(hand.cards(), cards);
        QCOMPARE(hand.findChildren<CardWidget *>().size(), 3);
        QSignalSpy spy(&hand, &HandView::cardClicked);
        QTest::mouseClick(hand.widgetFor(cardId("phalanx")), Qt::LeftButton);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), cardId("phalanx"));

        hand.setCards({cardId("ruse")}, [](int) { CardLook l; l.selected = true; return l; });
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(hand.findChildren<CardWidget *>().size(), 1);
        QVERIFY(hand.widgetFor(cardId("ruse"))->look().selected);
        QVERIFY(!hand.widgetFor(cardId("phalanx")));
    }

    void tooltipSaysTheRuleAndSwitchesLanguage()
    {
        CardWidget w(cardId("organizedRetreat"), 1.0);
        QVERIFY(w.toolTip().contains(QStringLiteral("Organized Retreat")));
        QVERIFY(w.toolTip().contains(QStringLiteral("halved")));
        TsTranslator ko;
        QString error;
        QVERIFY2(ko.loadTs(QStringLiteral(CANAAN_SOURCE_DIR "/translations/canaan_ko.ts"), &error), qPrintable(error));
        QCoreApplication::installTranslator(&ko); // sends LanguageChange to every widget
        QCoreApplication::sendPostedEvents();
        QVERIFY2(w.toolTip().contains(QStringLiteral("질서 있는 후퇴")), qPrintable(w.toolTip()));
        QVERIFY(w.toolTip().contains(QStringLiteral("후퇴")));
        QCOMPARE(cardName(cardId("pillageAndPlunder")), QStringLiteral("노략과 탈취"));
        QCoreApplication::removeTranslator(&ko);
        QCoreApplication::sendPostedEvents();
        QVERIFY(w.toolTip().contains(QStringLiteral("Organized Retreat")));
    }
};

QTEST_MAIN(TestCardWidgets)
#include "test_card_widgets.moc"
