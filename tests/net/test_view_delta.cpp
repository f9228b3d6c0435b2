// Protocol version 2's view deltas (net/view_delta.h, net/view_stream.h): a delta made from two
// views and applied to the first gives the second, byte for byte (members changed, added, gone,
// an array's elements replaced, added or cut); a damaged delta or a view message out of step is
// refused with the field named, never applied in part, and the stream knows no view until a whole
// one comes. (Whole games through both versions: test_seat_client.)
#include "net/view_delta.h"
#include "net/view_stream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace canaan::net;

namespace {

QJsonObject object(const QByteArray &text) { return QJsonDocument::fromJson(text).object(); }
QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

const QByteArray kBefore = R"({"bank":{"grain":3},"dice":[1,2],"players":[{"cards":1,"roads":["a"]},{"cards":2,"roads":[]}],"seat":0,"x":null})";

} // namespace

class TestViewDelta : public QObject {
    Q_OBJECT
private slots:
    void aDeltaLeadsToTheNextView_data();
    void aDeltaLeadsToTheNextView();
    void aDamagedDeltaIsRefused_data();
    void aDamagedDeltaIsRefused();
    void aStreamOutOfStepKnowsNoView();
};

void TestViewDelta::aDeltaLeadsToTheNextView_data()
{
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QStringList>("parts"); // the parts the delta has
    QTest::newRow("nothing") << kBefore << QStringList{};
    QTest::newRow("a number") << QByteArray(R"({"bank":{"grain":3},"dice":[3,4],"players":[{"cards":1,"roads":["a"]},{"cards":2,"roads":[]}],"seat":0,"x":null})")
                              << QStringList{"set"};
    QTest::newRow("one player") << QByteArray(R"({"bank":{"grain":3},"dice":[1,2],"players":[{"cards":1,"roads":["a"]},{"cards":3,"roads":[]}],"seat":0,"x":null})")
                                << QStringList{"items"};
    QTest::newRow("a player more") << QByteArray(R"({"bank":{"grain":3},"dice":[1,2],"players":[{"cards":1,"roads":["a"]},{"cards":2,"roads":[]},{"cards":0,"roads":["b","c"]}],"seat":0,"x":null})")
                                   << QStringList{"items"};
    QTest::newRow("a player less") << QByteArray(R"({"bank":{"grain":3},"dice":[1,2],"players":[{"cards":1,"roads":["a"]}],"seat":0,"x":null})")
                                   << QStringList{"items"};
    QTest::newRow("gone and new") << QByteArray(R"({"bank":{"grain":3},"dice":[1,2],"offer":{"get":{}},"players":[{"cards":1,"roads":["a"]},{"cards":2,"roads":[]}],"seat":0})")
                                  << QStringList{"drop", "set"};
    QTest::newRow("text with escapes") << QByteArray(R"({"bank":{"grain":3},"dice":[1,2],"players":[{"cards":1,"roads":["a"]},{"cards":2,"roads":[]}],"seat":0,"x":"}\"],[{"})")
                                       << QStringList{"set"};
}

void TestViewDelta::aDeltaLeadsToTheNextView()
{
    QFETCH(QByteArray, after);
    QFETCH(QStringList, parts);
    const ViewMembers was = ViewMembers::fromText(kBefore);
    const ViewMembers now = ViewMembers::fromText(after);
    QCOMPARE(was.text(), kBefore);
    QCOMPARE(now.text(), after);
    const QJsonObject delta = object(viewDeltaText(was, now));
    QCOMPARE(delta.keys(), parts);
    QCOMPARE(was == now, parts.isEmpty());
    QJsonObject view = object(kBefore);
    QString problem;
    QVERIFY2(applyViewDelta(view, delta, &problem), qPrintable(problem));
    QCOMPARE(compact(view), after);
}

void TestViewDelta::aDamagedDeltaIsRefused_data()
{
    QTest::addColumn<QByteArray>("delta");
    QTest::addColumn<QString>("problem");
    QTest::newRow("unknown part") << QByteArray(R"({"add":{}})") << "delta.add: not a part of a delta";
    QTest::newRow("set not an object") << QByteArray(R"({"set":[1]})") << "delta.set: wrong type";
    QTest::newRow("drop not an array") << QByteArray(R"({"drop":"x"})") << "delta.drop: wrong type";
    QTest::newRow("drop of nothing") << QByteArray(R"({"drop":["hand"]})") << "delta.drop[0]: no such member of the view";
    QTest::newRow("drop not text") << QByteArray(R"({"drop":[3]})") << "delta.drop[0]: no such member of the view";
    QTest::newRow("items of no array") << QByteArray(R"({"items":{"bank":{"length":1,"set":{}}}})") << "delta.items.bank: not an array of the view";
    QTest::newRow("items not an object") << QByteArray(R"({"items":{"players":[1]}})")
                                         << "delta.items.players.length: a whole number from 0 to 64 is required";
    QTest::newRow("length negative") << QByteArray(R"({"items":{"players":{"length":-1,"set":{}}}})")
                                     << "delta.items.players.length: a whole number from 0 to 64 is required";
    QTest::newRow("length huge") << QByteArray(R"({"items":{"players":{"length":1e9,"set":{}}}})")
                                 << "delta.items.players.length: a whole number from 0 to 64 is required";
    QTest::newRow("length a fraction") << QByteArray(R"({"items":{"players":{"length":1.5,"set":{}}}})")
                                       << "delta.items.players.length: a whole number from 0 to 64 is required";
    QTest::newRow("no set") << QByteArray(R"({"items":{"players":{"length":1}}})") << "delta.items.players: an object of length and set is required";
    QTest::newRow("more than length and set") << QByteArray(R"({"items":{"players":{"length":1,"set":{},"x":1}}})")
                                              << "delta.items.players: an object of length and set is required";
    QTest::newRow("index past the length") << QByteArray(R"({"items":{"players":{"length":2,"set":{"2":{}}}}})")
                                           << "delta.items.players.set.2: no such element";
    QTest::newRow("index with a zero before") << QByteArray(R"({"items":{"players":{"length":2,"set":{"01":{}}}}})")
                                              << "delta.items.players.set.01: no such element";
    QTest::newRow("index negative") << QByteArray(R"({"items":{"players":{"length":2,"set":{"-1":{}}}}})")
                                    << "delta.items.players.set.-1: no such element";
    QTest::newRow("a new element missing") << QByteArray(R"({"items":{"players":{"length":4,"set":{"2":{}}}}})")
                                           << "delta.items.players.set: element 3 is new and missing";
}

void TestViewDelta::aDamagedDeltaIsRefused()
{
    QFETCH(QByteArray, delta);
    QFETCH(QString, problem);
    QJsonObject view = object(kBefore);
    QString why;
    QVERIFY(!applyViewDelta(view, object(delta), &why));
    QCOMPARE(why, problem);
    QCOMPARE(compact(view), kBefore); // nothing of it applied
}

void TestViewDelta::aStreamOutOfStepKnowsNoView()
{
    ViewStream stream;
    QList<QJsonObject> out;
    QString problem;
    const QJsonObject whole{{"t", "view"}, {"n", 4}, {"seat", 1}, {"view", object(kBefore)}};
    const QJsonObject delta{{"t", "view"}, {"n", 5}, {"seat", 1}, {"events", QJsonArray{}}, {"delta", object(R"({"set":{"seat":1}})")}};

    // A delta before any whole view: its events still come, its view does not.
    QVERIFY(!stream.read(delta, &out, &problem));
    QCOMPARE(problem, QStringLiteral("view.n: 5 does not follow the view held (-1)"));
    QCOMPARE(out.size(), 1);
    QCOMPARE(out[0].value("t").toString(), QStringLiteral("events"));
    QVERIFY(!stream.knowsView());

    out.clear();
    QVERIFY(stream.read(whole, &out, &problem));
    QVERIFY(stream.read(delta, &out, &problem));
    QCOMPARE(out.size(), 3); // the view, then the delta's events and view, as version 1 sends them
    QCOMPARE(out[2].value("view").toObject().value("seat").toInt(), 1);
    QVERIFY(!out[2].contains("n"));

    // The same delta again is out of step: no view until the next whole one.
    QVERIFY(!stream.read(delta, &out, &problem));
    QVERIFY(!stream.knowsView());
    QVERIFY(!stream.read(QJsonObject{{"t", "view"}, {"n", "5"}, {"view", QJsonObject()}}, &out, &problem));
    QCOMPARE(problem, QStringLiteral("view.n: a whole number is required"));
    QVERIFY(!stream.read(QJsonObject{{"t", "view"}, {"n", 5}, {"delta", 3}}, &out, &problem));
    QCOMPARE(problem, QStringLiteral("view: a view or a delta object is required"));
    QVERIFY(stream.read(whole, &out, &problem));
    QVERIFY(stream.knowsView());

    // A damaged delta: refused with its field, the view held no more.
    QVERIFY(!stream.read(QJsonObject{{"t", "view"}, {"n", 5}, {"delta", object(R"({"drop":["hand"]})")}}, &out, &problem));
    QCOMPARE(problem, QStringLiteral("view.delta.drop[0]: no such member of the view"));
    QVERIFY(!stream.knowsView());

    // Version 1's messages, and other messages, pass as they are.
    out.clear();
    const QJsonObject old{{"t", "view"}, {"seat", 1}, {"view", object(kBefore)}};
    QVERIFY(stream.read(old, &out, &problem));
    QCOMPARE(out, QList<QJsonObject>{old});
}

QTEST_GUILESS_MAIN(TestViewDelta)
#include "test_view_delta.moc"
