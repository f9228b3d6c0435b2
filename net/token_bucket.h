// A token bucket: `burst` messages at once, then `perSecond`. The caller passes the time, so the
// server uses its clock and the tests step time by hand (no sleeping, no timing in tests).
#pragma once

#include <QtGlobal>

namespace canaan::net {

class TokenBucket {
public:
    TokenBucket(double burst, double perSecond) : m_burst(burst), m_perSecond(perSecond), m_tokens(burst) {}

    // Takes one token at nowMs (a monotonic clock in milliseconds); false when none is left.
    bool take(qint64 nowMs)
    {
        refill(nowMs);
        if (m_tokens < 1.0)
            return false;
        m_tokens -= 1.0;
        return true;
    }

    // Whether a token is there at nowMs, without taking it.
    bool available(qint64 nowMs)
    {
        refill(nowMs);
        return m_tokens >= 1.0;
    }

    // Whether the bucket is full at nowMs (its owner may forget it: a new one is the same).
    bool full(qint64 nowMs)
    {
        refill(nowMs);
        return m_tokens >= m_burst;
    }

private:
    void refill(qint64 nowMs)
    {
        if (m_lastMs >= 0 && nowMs > m_lastMs) {
            m_tokens += double(nowMs - m_lastMs) * m_perSecond / 1000.0;
            if (m_tokens > m_burst)
                m_tokens = m_burst;
        }
        if (nowMs > m_lastMs)
            m_lastMs = nowMs;
    }

    double m_burst;
    double m_perSecond;
    double m_tokens;
    qint64 m_lastMs = -1;
};

} // namespace canaan::net
