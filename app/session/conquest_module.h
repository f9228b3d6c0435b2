// Conquest, the card-and-dice game (docs/conquest.md), as the second game module (game_module.h):
// its new-game dialog, its saves (a *.canaansave whose "game" is "conquest") and the card table's
// window. Registered beside the board game with no change to the start screen's code.
#pragma once

#include "game_module.h"

namespace canaan::session {

class ConquestModule : public GameModule {
public:
    QString id() const override { return QStringLiteral("conquest"); }
    QString name() const override;
    bool newGame(Session &session, QWidget *parent) override;
    bool readsSave(const QByteArray &head) const override;
    bool openSave(Session &session, QWidget *parent, const QString &path) override;
    void showRules(QWidget *parent) override;
    // Conquest tables are in the protocol; their window over the network is not written yet (the
    // base class says so).
    QString networkGame() const override { return QStringLiteral("conquest"); }
};

} // namespace canaan::session
