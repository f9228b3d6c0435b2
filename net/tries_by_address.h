// Failed joins and rejoins by code, counted per client address (kCodeTriesBurst, then
// kCodeTriesPerSecond), so that nobody guesses table codes or seat tokens at speed.
#pragma once

#include "net/protocol.h"
#include "net/token_bucket.h"

#include <QString>
#include <iterator>
#include <map>

namespace canaan::net {

class TriesByAddress {
public:
    // Whether a join or rejoin by code may be tried now from `address`.
    bool mayTry(const QString &address, qint64 nowMs)
    {
        const auto it = m_tries.find(address);
        return it == m_tries.end() || it->second.available(nowMs);
    }
    // A failed one takes a try.
    void failed(const QString &address, qint64 nowMs)
    {
        m_tries.try_emplace(address, kCodeTriesBurst, kCodeTriesPerSecond).first->second.take(nowMs);
    }
    // The addresses that have not tried for a while are back to a full bucket: forgotten.
    void forgetRested(qint64 nowMs)
    {
        for (auto it = m_tries.begin(); it != m_tries.end();)
            it = it->second.full(nowMs) ? m_tries.erase(it) : std::next(it);
    }

private:
    std::map<QString, TokenBucket> m_tries;
};

} // namespace canaan::net
