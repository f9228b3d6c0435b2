// Every client message is checked against docs/protocol.md before the server acts on it: each row
// is one message and the refusal it must get (or none).
#include "net/client_message.h"
#include "engine/io/json_scan.h"
#include "net/protocol.h"

#include <QJsonObject>
#include <QtTest>

using namespace canaan::net;

class TestNetMessages : public QObject {
    Q_OBJECT
private slots:
    void checksEveryField_data();
    void checksEveryField();
    void refusesOversizedAndDeepMessages();
    void keepsTheRefOfARefusedMessage();
    void countsNestingOutsideStrings();
};

void TestNetMessages::checksEveryField_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("refusal"); // empty: accepted
    QTest::addColumn<QString>("field");   // the badField's field, when that is the refusal

    QTest::newRow("hello") << QByteArray(R"({"t":"hello","v":1,"name":"Ruth"})") << "" << "";
    QTest::newRow("hello other version parses") << QByteArray(R"({"t":"hello","v":7,"name":"Ruth"})") << "" << "";
    QTest::newRow("hello no name") << QByteArray(R"({"t":"hello","v":1})") << "badField" << "name";
    QTest::newRow("hello empty name") << QByteArray(R"({"t":"hello","v":1,"name":""})") << "badField" << "name";
    QTest::newRow("hello long name") << QByteArray(R"({"t":"hello","v":1,"name":")" + QByteArray(33, 'a') + "\"}") << "badField" << "name";
    QTest::newRow("hello control in name") << QByteArray(R"({"t":"hello","v":1,"name":"a\u0007b"})") << "badField" << "name";
    QTest::newRow("hello lone surrogate in name") << QByteArray(R"({"t":"hello","v":1,"name":"Ko\ud800rah"})") << "badField" << "name";
    QTest::newRow("hello low surrogate alone") << QByteArray(R"({"t":"hello","v":1,"name":"\udc00"})") << "badField" << "name";
    QTest::newRow("hello surrogate pair") << QByteArray(R"({"t":"hello","v":1,"name":"\ud83d\ude00"})") << "" << "";
    QTest::newRow("chat lone surrogate") << QByteArray(R"({"t":"chat","text":"a\ud83d"})") << "badField" << "text";
    QTest::newRow("duplicate key") << QByteArray(R"({"t":"ping","n":1,"n":2})") << "malformed" << "";
    QTest::newRow("duplicate key escaped") << QByteArray(R"({"t":"ping","\u006e":1,"n":2})") << "malformed" << "";
    QTest::newRow("duplicate key nested") << QByteArray(R"({"t":"act","action":{"p":0,"do":"endTurn","p":1}})") << "malformed" << "";
    QTest::newRow("duplicate type") << QByteArray(R"({"t":"ping","t":"list","n":1})") << "malformed" << "";
    QTest::newRow("same key in two objects") << QByteArray(R"({"t":"act","action":{"t":1,"x":{"t":2}},"x":[{"t":3},{"t":4}]})") << "" << "";
    QTest::newRow("key text in a value") << QByteArray(R"({"t":"chat","text":"t"})") << "" << "";
    QTest::newRow("hello version text") << QByteArray(R"({"t":"hello","v":"1","name":"Ruth"})") << "badField" << "v";
    QTest::newRow("hello version fraction") << QByteArray(R"({"t":"hello","v":1.5,"name":"Ruth"})") << "badField" << "v";
    QTest::newRow("no type") << QByteArray(R"({"v":1})") << "badField" << "t";
    QTest::newRow("type not text") << QByteArray(R"({"t":3})") << "badField" << "t";
    QTest::newRow("unknown type") << QByteArray(R"({"t":"shout"})") << "unknownType" << "";
    QTest::newRow("not json") << QByteArray("hello there") << "malformed" << "";
    QTest::newRow("array") << QByteArray("[1,2]") << "malformed" << "";
    QTest::newRow("empty") << QByteArray("") << "malformed" << "";
    QTest::newRow("list") << QByteArray(R"({"t":"list","ref":5})") << "" << "";
    QTest::newRow("bad ref") << QByteArray(R"({"t":"list","ref":-1})") << "badField" << "ref";
    QTest::newRow("create built-in") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard","normal","person"]})") << "" << "";
    QTest::newRow("create map and mapData") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","mapData":{},"seats":["person","hard"]})") << "badField" << "map";
    QTest::newRow("create no map") << QByteArray(R"({"t":"create","game":"settlers","seats":["person","hard"]})") << "badField" << "map";
    QTest::newRow("create conquest without map") << QByteArray(R"({"t":"create","game":"conquest","seats":["person","hard"]})") << "" << "";
    QTest::newRow("create unknown game") << QByteArray(R"({"t":"create","game":"chess","map":"canaan","seats":["person","hard"]})") << "badField" << "game";
    QTest::newRow("create unknown map") << QByteArray(R"({"t":"create","game":"settlers","map":"eden","seats":["person","hard"]})") << "badField" << "map";
    QTest::newRow("create one seat") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person"]})") << "badField" << "seats";
    // The most seats of any game (Conquest's engine) pass here; one more does not.
    QByteArray mostSeats = R"({"t":"create","game":"conquest","seats":["person")";
    for (int s = 1; s < kMaxSeats; ++s)
        mostSeats += R"(,"random")";
    QTest::newRow("create the most seats") << mostSeats + "]}" << "" << "";
    QTest::newRow("create a seat too many") << mostSeats + R"(,"random"]})" << "badField" << "seats";
    QTest::newRow("create seat not text") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person",3]})") << "badField" << "seats[1]";
    QTest::newRow("create seat odd kind") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","Hard Bot"]})") << "badField" << "seats[1]";
    QTest::newRow("create takeover range") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard"],"takeover":3601})") << "badField" << "takeover";
    QTest::newRow("create clock 30") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard"],"clock":30})") << "" << "";
    QTest::newRow("create clock 0") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard"],"clock":0})") << "" << "";
    QTest::newRow("create clock 45") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard"],"clock":45})") << "badField" << "clock";
    QTest::newRow("create clock 121") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard"],"clock":121})") << "badField" << "clock";
    QTest::newRow("create clock text") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard"],"clock":"60"})") << "badField" << "clock";
    QTest::newRow("create private text") << QByteArray(R"({"t":"create","game":"settlers","map":"canaan","seats":["person","hard"],"private":"yes"})") << "badField" << "private";
    QTest::newRow("join") << QByteArray(R"({"t":"join","code":"ABCDEF","seat":2})") << "" << "";
    QTest::newRow("join to watch") << QByteArray(R"({"t":"join","code":"ABCDEF"})") << "" << "";
    QTest::newRow("join lower-case code") << QByteArray(R"({"t":"join","code":"abcdef"})") << "badField" << "code";
    QTest::newRow("join code with O") << QByteArray(R"({"t":"join","code":"ABCDEO"})") << "badField" << "code";
    QTest::newRow("join the last seat") << QByteArray(R"({"t":"join","code":"ABCDEF","seat":)" + QByteArray::number(kMaxSeats - 1) + "}") << "" << "";
    QTest::newRow("join past the last seat") << QByteArray(R"({"t":"join","code":"ABCDEF","seat":)" + QByteArray::number(kMaxSeats) + "}") << "badField" << "seat";
    QTest::newRow("rejoin") << QByteArray(R"({"t":"rejoin","code":"ABCDEF","token":"0123456789abcdef0123456789abcdef"})") << "" << "";
    QTest::newRow("rejoin short token") << QByteArray(R"({"t":"rejoin","code":"ABCDEF","token":"0123"})") << "badField" << "token";
    QTest::newRow("ready") << QByteArray(R"({"t":"ready","ready":true})") << "" << "";
    QTest::newRow("ready as number") << QByteArray(R"({"t":"ready","ready":1})") << "badField" << "ready";
    QTest::newRow("act") << QByteArray(R"({"t":"act","action":{"p":0,"do":"roll"}})") << "" << "";
    QTest::newRow("act no action") << QByteArray(R"({"t":"act"})") << "badField" << "action";
    QTest::newRow("chat") << QByteArray(R"({"t":"chat","text":"Shalom"})") << "" << "";
    QTest::newRow("chat too long") << QByteArray(R"({"t":"chat","text":")" + QByteArray(201, 'a') + "\"}") << "chatTooLong" << "";
    QTest::newRow("chat 200") << QByteArray(R"({"t":"chat","text":")" + QByteArray(200, 'a') + "\"}") << "" << "";
    QTest::newRow("chat empty") << QByteArray(R"({"t":"chat","text":""})") << "badField" << "text";
    QTest::newRow("chat newline") << QByteArray(R"({"t":"chat","text":"a\nb"})") << "badField" << "text";
    QTest::newRow("ping") << QByteArray(R"({"t":"ping","n":12})") << "" << "";
    QTest::newRow("ping huge") << QByteArray(R"({"t":"ping","n":1e300})") << "badField" << "n";
    QTest::newRow("start") << QByteArray(R"({"t":"start"})") << "" << "";
    QTest::newRow("leave") << QByteArray(R"({"t":"leave"})") << "" << "";
    QTest::newRow("resync") << QByteArray(R"({"t":"resync"})") << "" << "";
}

void TestNetMessages::checksEveryField()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, refusal);
    QFETCH(QString, field);
    const ParsedMessage parsed = parseClientMessage(text);
    if (refusal.isEmpty()) {
        QVERIFY2(parsed.ok(), qPrintable(parsed.refusal.id));
        return;
    }
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.refusal.id, refusal);
    if (!field.isEmpty())
        QCOMPARE(parsed.refusal.detail.toObject().value(QLatin1String("field")).toString(), field);
}

void TestNetMessages::refusesOversizedAndDeepMessages()
{
    const QByteArray big = R"({"t":"chat","text":")" + QByteArray(kMaxMessageBytes, 'a') + "\"}";
    QCOMPARE(parseClientMessage(big).refusal.id, QStringLiteral("malformed"));
    QCOMPARE(parseClientMessage(big).refusal.detail.toString(), QStringLiteral("tooLarge"));

    const QByteArray deep = R"({"t":"act","action":)" + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
    QCOMPARE(parseClientMessage(deep).refusal.detail.toString(), QStringLiteral("tooDeep"));
    const QByteArray allowed = R"({"t":"act","action":{"x":)" + QByteArray(kMaxJsonDepth - 2, '[')
        + QByteArray(kMaxJsonDepth - 2, ']') + "}}";
    QVERIFY(parseClientMessage(allowed).ok());
}

void TestNetMessages::keepsTheRefOfARefusedMessage()
{
    const ParsedMessage parsed = parseClientMessage(R"({"t":"chat","ref":77})");
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.ref, std::optional<qint64>(77));
}

void TestNetMessages::countsNestingOutsideStrings()
{
    const QByteArray nested = "{\"a\":[[1]]}";
    const QByteArray bracketsInAString = "{\"a\":\"[[[[\\\"[[[\"}";
    QCOMPARE(canaan::io::jsonNestingDepth(nested, 32), 3);
    QCOMPARE(canaan::io::jsonNestingDepth(bracketsInAString, 32), 1);
    QCOMPARE(canaan::io::jsonNestingDepth(QByteArray(1000, '['), 32), 33);
}

QTEST_GUILESS_MAIN(TestNetMessages)
#include "test_net_messages.moc"
