// The project's JSON writer (engine/io/json_out.h) writes the bytes QJsonDocument writes for the
// same object, keys in sorted order, whatever room it starts with: the wire's messages and the
// saves are compared byte for byte.
#include "engine/io/json_out.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include <climits>

using canaan::io::JsonOut;

namespace {

// One object with every kind of value, written by hand in sorted key order.
QByteArray written(std::size_t capacity, const QString &name, int number)
{
    JsonOut out(capacity);
    out.beginObject().key("a").beginArray();
    for (int i = -3; i < 130; i += 7)
        out.number(i);
    out.endArray().key("empty").beginObject().endObject();
    out.key("flags").beginArray().boolean(true).boolean(false).null().endArray();
    out.key(std::string(40, 'k')).numberOrNull(number, -1);
    out.key("name").string(name.toStdString());
    out.key("nested").beginArray().beginObject().key("n").number(number).endObject().beginArray().endArray().endArray();
    out.key("raw").raw(QByteArray("{\"x\":1}"));
    return out.endObject().take();
}

QByteArray byQt(const QString &name, int number)
{
    QJsonArray a;
    for (int i = -3; i < 130; i += 7)
        a.append(i);
    QJsonObject o{{"a", a}, {"empty", QJsonObject()}, {"flags", QJsonArray{true, false, QJsonValue()}}, {"name", name},
        {"nested", QJsonArray{QJsonObject{{"n", number}}, QJsonArray()}},
        {QString(40, QLatin1Char('k')), number == -1 ? QJsonValue() : QJsonValue(number)}, {"raw", QJsonObject{{"x", 1}}}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestJsonOut : public QObject {
    Q_OBJECT
private slots:
    void writesAsQtWrites_data()
    {
        QTest::addColumn<int>("capacity");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("number");
        for (const int capacity : {0, 1, 16, 1024}) {
            const QByteArray at = QByteArray::number(capacity);
            QTest::newRow("plain " + at) << capacity << QStringLiteral("Abraham") << 7;
            QTest::newRow("escaped " + at) << capacity << QStringLiteral("a \"quote\", a \\ and\na line\t\x01") << 99;
            QTest::newRow("not ascii " + at) << capacity << QStringLiteral("예루살렘 é") << 100;
            QTest::newRow("empty, none " + at) << capacity << QString() << -1;
            QTest::newRow("large " + at) << capacity << QStringLiteral("x") << INT_MAX;
            QTest::newRow("smallest " + at) << capacity << QStringLiteral("y") << INT_MIN;
        }
    }
    void writesAsQtWrites()
    {
        QFETCH(int, capacity);
        QFETCH(QString, name);
        QFETCH(int, number);
        QCOMPARE(written(std::size_t(capacity), name, number), byQt(name, number));
    }

    // Every ASCII character, and a save's text (quotes and line ends), escaped as Qt escapes them.
    void escapesAsQtEscapes()
    {
        QByteArray every;
        for (int c = 0; c < 0x80; ++c)
            every.append(char(c));
        const QByteArray save = "{\n    \"format\": \"canaan-save\",\n    \"seats\": [\"a\\\\b\"]\r\n}\n";
        const QByteArray unicode = "é 예루살렘 \xf0\x9f\x98\x80 \xef\xbf\xbf \xf4\x8f\xbf\xbf \xed\x9f\xbf";
        // Not UTF-8 (Qt writes a replacement character): overlong, a surrogate, above U+10FFFF,
        // cut short, a lone continuation byte.
        const QList<QByteArray> broken{"\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "ab\xe2\x82", "\x80", "\xf8\x88\x80\x80\x80"};
        QList<QByteArray> texts{every, save, every + unicode + every};
        for (const QByteArray &b : broken)
            texts.append("x\"" + b + "\"y");
        for (const QByteArray &text : texts) {
            JsonOut out(0);
            out.beginArray().string(std::string_view(text.constData(), std::size_t(text.size()))).number(1).endArray();
            QCOMPARE(out.take(), QJsonDocument(QJsonArray{QString::fromUtf8(text), 1}).toJson(QJsonDocument::Compact));
        }
    }

    // Text longer than any room reserved: grown as it goes, nothing lost.
    void growsPastItsRoom()
    {
        JsonOut out(0);
        QJsonArray expected;
        out.beginArray();
        for (int i = 0; i < 5000; ++i) {
            out.string("item").number(i);
            expected.append(QStringLiteral("item"));
            expected.append(i);
        }
        out.endArray();
        QCOMPARE(out.take(), QJsonDocument(expected).toJson(QJsonDocument::Compact));
        QCOMPARE(out.view().size(), std::size_t(out.take().size()));
    }
};

QTEST_GUILESS_MAIN(TestJsonOut)
#include "test_json_out.moc"
