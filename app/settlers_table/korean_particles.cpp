#include "app/settlers_table/korean_particles.h"

#include <QRegularExpression>

namespace canaan::settlerstable {

namespace {

enum class Coda { None, Rieul, Other, Unknown }; // the final consonant of the last syllable

Coda codaOf(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= 0xAC00 && u <= 0xD7A3) {
        const int jong = (u - 0xAC00) % 28;
        return jong == 0 ? Coda::None : jong == 8 ? Coda::Rieul : Coda::Other;
    }
    // Digits as read in Korean: 영 일 이 삼 사 오 육 칠 팔 구.
    static const Coda digits[10] = {Coda::Other, Coda::Rieul, Coda::None, Coda::Other, Coda::None,
                                    Coda::None,  Coda::Other, Coda::Rieul, Coda::Rieul, Coda::None};
    if (u >= '0' && u <= '9')
        return digits[u - '0'];
    return Coda::Unknown;
}

QString pick(const QString &pair, Coda coda)
{
    if (coda == Coda::Unknown)
        return pair;
    if (pair == u"(으)로")
        return coda == Coda::Other ? QStringLiteral("으로") : QStringLiteral("로");
    // "이(가)", "와(과)": either order; 이, 을, 은 and 과 are the forms after a consonant.
    const QString first = pair.left(1);
    const QString second = pair.mid(2, 1);
    const bool firstAfterConsonant = QStringLiteral("이을은과").contains(first);
    const QString afterConsonant = firstAfterConsonant ? first : second;
    const QString afterVowel = firstAfterConsonant ? second : first;
    return coda == Coda::None ? afterVowel : afterConsonant;
}

} // namespace

QString fixParticles(const QString &text)
{
    static const QRegularExpression pairs(QStringLiteral("(이\\(가\\)|을\\(를\\)|은\\(는\\)|와\\(과\\)|\\(으\\)로)"));
    QString out;
    qsizetype from = 0;
    for (auto it = pairs.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += text.mid(from, m.capturedStart() - from);
        const Coda coda = m.capturedStart() > 0 ? codaOf(text.at(m.capturedStart() - 1)) : Coda::Unknown;
        out += pick(m.captured(), coda);
        from = m.capturedEnd();
    }
    out += text.mid(from);
    return out;
}

} // namespace canaan::settlerstable
