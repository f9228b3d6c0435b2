#include "net/secrets.h"

#include <QRandomGenerator>
#include <cstring>

namespace canaan::net {

namespace {

constexpr char kCodeAlphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
constexpr int kCodeAlphabetSize = sizeof(kCodeAlphabet) - 1;

bool allOf(const QString &text, int length, const char *alphabet)
{
    if (text.size() != length)
        return false;
    for (QChar c : text) {
        if (c.unicode() > 127 || !std::strchr(alphabet, char(c.unicode())) || c.unicode() == 0)
            return false;
    }
    return true;
}

} // namespace

QString newTableCode()
{
    QString code;
    for (int i = 0; i < kTableCodeLength; ++i)
        code += QChar(kCodeAlphabet[QRandomGenerator::system()->bounded(kCodeAlphabetSize)]);
    return code;
}

bool isTableCode(const QString &text)
{
    return allOf(text, kTableCodeLength, kCodeAlphabet) || allOf(text, kOldTableCodeLength, kCodeAlphabet);
}

QString newSeatToken()
{
    QString token;
    for (int i = 0; i < kSeatTokenHexDigits / 8; ++i)
        token += QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
    return token;
}

bool isSeatToken(const QString &text)
{
    return allOf(text, kSeatTokenHexDigits, "0123456789abcdef");
}

bool sameToken(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return false;
    ushort difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= a[i].unicode() ^ b[i].unicode();
    return difference == 0;
}

} // namespace canaan::net
