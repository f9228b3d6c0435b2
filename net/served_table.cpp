#include "net/served_table.h"

#include "engine/io/clock_limits.h"
#include "net/table_journal.h"
#include "net/table_store.h"
#include "net/table_writer.h"

#include <QTimer>

namespace canaan::net {

namespace {
// A journaled table's whole file is written again after this many actions (a checkpoint), so that
// its file, not only its journal, holds most of its game.
constexpr int kCheckpointActions = 200;
} // namespace

ServedTable::~ServedTable()
{
    stopTakeovers(); // the game's save is not wanted any more: the table's file has it
}

void ServedTable::stopTakeovers()
{
    for (auto &[seat, timer] : m_takeoverTimers) {
        timer->stop(); // a stopped timer fires no more, though deleted only later
        timer->deleteLater();
    }
    m_takeoverTimers.clear();
}

bool ServedTable::startGame(const TableGameFactory &factory, TableGame::Hooks hooks, QString *problem)
{
    if (!factory) {
        *problem = QStringLiteral("this server plays no games");
        return false;
    }
    std::unique_ptr<TableGame> game = factory(*m_table, std::move(hooks), problem);
    if (!game)
        return false;
    // Kept at once: a restart before the first action resumes this game, with its seed.
    m_table->game = game->save();
    m_savedLogLength = game->logLength().value_or(-1);
    // Its journal goes on from here: the actions read back are in the save (and in the journal when
    // it continues; a new journal begins at this action, which the table's file holds).
    m_journaled = game->logLength().value_or(0);
    m_journalOpen = m_table->journalContinues;
    m_table->journalContinues = false;
    m_game = std::move(game);
    return true;
}

void ServedTable::endGame()
{
    if (m_game)
        m_table->game = m_game->save();
    m_game.reset();
    stopTakeovers();
}

void ServedTable::seatLost(int seat, QObject *context, std::function<void()> tookOver)
{
    m_table->seats[size_t(seat)].connected = false;
    const int seconds = m_table->setup.takeoverSeconds;
    if (seconds <= 0 || !m_game || m_game->over() || m_takeoverTimers.count(seat))
        return;
    auto *timer = new QTimer(context);
    timer->setSingleShot(true);
    QObject::connect(timer, &QTimer::timeout, context, [this, seat, timer, tookOver = std::move(tookOver)] {
        timer->deleteLater();
        m_takeoverTimers.erase(seat);
        if (m_table->seats[size_t(seat)].connected || !m_game)
            return;
        m_table->seats[size_t(seat)].standIn = QString::fromLatin1(kStandInBot);
        m_game->setStandIn(seat, QString::fromLatin1(kStandInBot));
        tookOver();
    });
    m_takeoverTimers[seat] = timer;
    timer->start(seconds * 1000);
}

void ServedTable::seatBack(int seat)
{
    if (!m_game)
        return;
    if (auto timer = m_takeoverTimers.find(seat); timer != m_takeoverTimers.end()) {
        timer->second->stop();
        timer->second->deleteLater();
        m_takeoverTimers.erase(timer);
    }
    // The view and any open question first; a computer player that stood in then hands the seat
    // back, and the question it held is asked of the person.
    m_game->greet(seat);
    m_game->setStandIn(seat, QString());
}

QByteArray ServedTable::file()
{
    // The game's save is made here, once per write, not after every action; and not again while
    // its log has not grown (the start's save, then the lobby write right after it: each save
    // costs a digest of the whole game).
    if (m_game) {
        const std::optional<int> logLength = m_game->logLength();
        if (!logLength || *logLength != m_savedLogLength || m_table->game.isEmpty()) {
            m_table->game = m_game->save();
            m_savedLogLength = logLength.value_or(-1);
        }
    }
    return tableToJson(*m_table);
}

void ServedTable::commit(TableWriter &writer, const TableStore &store, bool whole)
{
    const std::optional<int> logLength = m_game ? m_game->logLength() : std::nullopt;
    if (!logLength) {
        writer.write(store.pathOf(code()), file(), code());
        return;
    }
    if (*logLength > m_journaled || !m_journalOpen) {
        const QByteArray lines = m_game->logLines(m_journaled);
        const QString journal = store.journalPathOf(code());
        if (m_journalOpen) {
            writer.append(journal, lines, code());
        } else {
            // Made whole (fsync, rename, the folder synced): it replaces any older game's journal.
            writer.write(journal, journalHeader(code(), m_journaled) + lines, code());
            m_journalOpen = true;
        }
        m_sinceCheckpoint += *logLength - m_journaled;
        m_journaled = *logLength;
    }
    if (whole || m_sinceCheckpoint >= kCheckpointActions) {
        writer.write(store.pathOf(code()), file(), code());
        m_sinceCheckpoint = 0;
    }
}

} // namespace canaan::net
