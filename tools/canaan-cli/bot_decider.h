// The bot protocol's answer (docs/bot-protocol.md): given a saved game of either game, complete or
// cut at any point, the action a computer player takes for the seat whose decision it is. The bot
// is the one the program seats there (SettlersGame::botSeed, ConquestGame::botSeed from the seed),
// shown the log through its seat's views and taking its seat's earlier decisions again
// (play/bot_memory.h), so it decides what the bot that played the whole game decided.
//
// A Decider keeps the bots it brought up: a request for the same seat of the same game whose log
// goes on from the last one's (an outside referee's next move) shows the bot only the new actions.
#pragma once

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>

namespace canaan::cli {

struct DecideOptions {
    std::optional<int> seat;       // refuse unless it is this seat's decision
    QString level;                 // a bot id; empty: the seat's own kind in the save, else "hard"
    std::optional<std::uint64_t> seed; // the game seed the bot's seed is derived from; none: the save's
    bool json = false;             // the action as the save's log writes it
};

struct DecideAnswer {
    QString line;  // the answer (one line), when error is empty
    QString error; // one line saying what is wrong, and where
};

class Decider {
public:
    explicit Decider(DecideOptions options);
    ~Decider();
    // `save`: a saved game's bytes; `source` names it in errors (the file, or the request's line).
    DecideAnswer answer(const QByteArray &save, const QString &source);

private:
    struct Kept;
    DecideOptions m_options;
    std::unique_ptr<Kept> m_kept;
};

} // namespace canaan::cli
