// The remote feed of a Settlers seat client (play/seat_client.h): the server's messages to one
// connection (docs/protocol.md: game, events, view, ask) read back into the seat's typed view,
// events and question, every field checked (settlers_wire.h's readers). The events of an action come
// before its view and reach the client with it. The app's network table and canaan-cli bot's
// computer player both read a table through it.
#pragma once

#include "engine/io/save_file.h"
#include "play/seat_client.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace canaan::net {

class SettlersSeatFeed {
public:
    using Offer = std::array<std::int8_t, settlers::kResourceCount>;

    explicit SettlersSeatFeed(play::SettlersSeatClient &client) : m_client(client) {}

    // The setup of a `game` message: a save without seed and log, so the save reader checks it all.
    static std::optional<SavedGame> setupOf(const QJsonObject &gameMessage, QString *problem);

    // One message of the server: `game` (a new game, or the same one rejoined: the client starts
    // again), `events`, `view` and `ask` feed the client; the others are not its business. False
    // with *problem (the field and what is wrong) when the server's data cannot be read.
    bool read(const QJsonObject &message, QString *problem);

    // What the latest `game` said: its setup and rules (null before it), and the game so far as the
    // seat may know it (its history's last events and the terms of the offers among them).
    const SavedGame *setup() const { return m_setup ? &*m_setup : nullptr; }
    const settlers::Rules *rules() const { return m_rules.get(); }
    const std::shared_ptr<const settlers::Rules> &sharedRules() const { return m_rules; }
    const std::vector<settlers::Event> &pastEvents() const { return m_pastEvents; }
    const std::vector<Offer> &pastOffers() const { return m_pastOffers; }

private:
    bool readGame(const QJsonObject &message, QString *problem);
    bool readHistory(const QJsonObject &history, QString *problem);
    bool readEvents(const QJsonObject &message, QString *problem);
    // The events of a list (`place` names it in a problem) appended to *out, or none of them.
    bool readEventList(const QJsonArray &events, const QString &place, std::vector<settlers::Event> *out, QString *problem) const;
    bool readView(const QJsonObject &message, QString *problem);
    bool readAsk(const QJsonObject &message, QString *problem);

    play::SettlersSeatClient &m_client;
    std::optional<SavedGame> m_setup;
    std::shared_ptr<const settlers::Rules> m_rules;
    std::vector<settlers::Event> m_unshown; // events that wait for the view they led to
    std::vector<settlers::Event> m_pastEvents;
    std::vector<Offer> m_pastOffers;
};

} // namespace canaan::net
