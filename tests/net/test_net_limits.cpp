// The per-connection limits and the table's secrets: the token bucket lets a burst through, then
// only its rate (time is stepped by hand, never measured); codes and tokens have their shape, come
// out different each time and are compared whole.
#include "net/secrets.h"
#include "net/token_bucket.h"

#include <QSet>
#include <QtTest>

using namespace canaan::net;

class TestNetLimits : public QObject {
    Q_OBJECT
private slots:
    void bucketAllowsTheBurstThenTheRate();
    void bucketNeverHoldsMoreThanTheBurst();
    void tableCodesHaveTheirShape();
    void seatTokensAreLongAndDistinct();
    void tokensCompareWhole();
};

void TestNetLimits::bucketAllowsTheBurstThenTheRate()
{
    TokenBucket bucket(5, 2); // 5 at once, then 2 a second
    for (int i = 0; i < 5; ++i)
        QVERIFY(bucket.take(1000));
    QVERIFY(!bucket.take(1000));
    QVERIFY(!bucket.take(1400)); // 0.8 of a token
    QVERIFY(bucket.take(1500));  // one token after half a second
    QVERIFY(!bucket.take(1500));
    QVERIFY(bucket.take(2000));
}

void TestNetLimits::bucketNeverHoldsMoreThanTheBurst()
{
    TokenBucket bucket(3, 10);
    QVERIFY(bucket.take(0));
    int taken = 0;
    while (bucket.take(1'000'000))
        ++taken;
    QCOMPARE(taken, 3);
    QVERIFY(!bucket.take(999'000)); // a clock going back gives nothing
}

void TestNetLimits::tableCodesHaveTheirShape()
{
    QSet<QString> codes;
    for (int i = 0; i < 200; ++i) {
        const QString code = newTableCode();
        QVERIFY2(isTableCode(code), qPrintable(code));
        QCOMPARE(code.size(), kTableCodeLength);
        QVERIFY(!code.contains(QLatin1Char('O')) && !code.contains(QLatin1Char('0')) && !code.contains(QLatin1Char('I')));
        codes.insert(code);
    }
    QCOMPARE(codes.size(), 200); // 32^10 codes: a repeat among 200 has a chance of 2e-11
    QVERIFY(kTableCodeLength >= 10); // docs/network.md's figure for guessing needs 32^10 codes
    QVERIFY(isTableCode(QStringLiteral("ABCDEF"))); // a table kept by an older server
    QVERIFY(!isTableCode(QStringLiteral("ABCDE")));
    QVERIFY(!isTableCode(QStringLiteral("ABCDE1")));
    QVERIFY(!isTableCode(QStringLiteral("ABCDEFG")));
}

void TestNetLimits::seatTokensAreLongAndDistinct()
{
    QSet<QString> tokens;
    for (int i = 0; i < 100; ++i) {
        const QString token = newSeatToken();
        QCOMPARE(token.size(), kSeatTokenHexDigits);
        QVERIFY(isSeatToken(token));
        tokens.insert(token);
    }
    QCOMPARE(tokens.size(), 100);
    QVERIFY(!isSeatToken(QStringLiteral("0123456789ABCDEF0123456789ABCDEF"))); // lower-case only
}

void TestNetLimits::tokensCompareWhole()
{
    const QString token = newSeatToken();
    QVERIFY(sameToken(token, QString(token)));
    QString other = token;
    other[31] = other[31] == QLatin1Char('a') ? QLatin1Char('b') : QLatin1Char('a');
    QVERIFY(!sameToken(token, other));
    QVERIFY(!sameToken(token, token.left(31)));
}

QTEST_GUILESS_MAIN(TestNetLimits)
#include "test_net_limits.moc"
