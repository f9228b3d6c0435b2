#include "app/card_table/conquest_window.h"

#include "app/card_table/card_table_widget.h"
#include "app/card_table/conquest_end_screen.h"
#include "app/card_table/game_terms.h"
#include "app/card_table/motion.h"
#include "app/card_table/table_participant.h"
#include "app/sound/volume_menu.h"

#include "rulebook/rules_window.h"

#include "play/computer_participant.h"
#include "play/spectator_feed.h"
#include "play/told_history.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>

namespace canaan::cardtable {

conquest::saves::SavedConquest ConquestWindow::newGame(const ConquestChoices &choices, std::uint64_t seed)
{
    conquest::saves::SavedConquest game;
    game.options = choices.options;
    game.seed = seed;
    for (int i = 0; i < choices.seats.size(); ++i) {
        const ConquestSeatChoice &s = choices.seats.at(i);
        // An empty name stays empty: the table names the seat by its nation in the language shown.
        game.seats.push_back({s.nation, s.player == QLatin1String("person") ? QStringLiteral("human") : s.player,
                              s.name.trimmed()});
    }
    return game;
}

std::unique_ptr<play::ConquestHost> ConquestWindow::makeHost(const conquest::saves::SavedConquest &game)
{
    return std::make_unique<play::ConquestHost>(play::ConquestGame::contextOf(game), int(game.seats.size()), game.seed, game.log);
}

ConquestWindow::ConquestWindow(const conquest::saves::SavedConquest &game, QWidget *parent)
    : ConquestWindow(game, *makeHost(game).release(), parent)
{
    m_ownedHost.reset(m_host);
}

ConquestWindow::ConquestWindow(const conquest::saves::SavedConquest &game, play::ConquestHost &host, QWidget *parent)
    : QMainWindow(parent), m_game(game), m_host(&host),
      m_table(new CardTableWidget(this)), m_people(std::make_shared<TableParticipant>(m_table)),
      m_save(new QAction(this)), m_rules(new QAction(this)), m_close(new QAction(this)), m_openReplay(new QAction(this)),
      m_menu(menuBar()->addMenu(QString())), m_speedMenu(new QMenu(this)), m_speeds(new QActionGroup(this)),
      m_soundMenu(new sound::VolumeMenu(this))
{
    setCentralWidget(m_table);
    m_table->setNames(seatNames());
    QList<int> personSeats;
    for (int i = 0; i < int(game.seats.size()); ++i)
        if (game.seats.at(i).kind == QLatin1String("human"))
            personSeats << i;
    // Two people or more at this screen: the cover comes before any hand, from the first view on.
    m_table->setHotSeat(personSeats.size() > 1);
    // A resumed game's past turns and battles, for its end screen, and each person's log (before the
    // table's first view).
    m_table->replayPast(play::ConquestGame::newGame(m_host->context(), int(game.seats.size())), m_host->log());
    for (int seat : personSeats)
        play::tellHistory<play::ConquestGame>(m_host->context(), int(game.seats.size()), m_host->log(), seat,
            [this](const conquest::SeatView &before, const conquest::Action &seen) { m_table->recordPast(before, seen); });
    const bool people = !personSeats.isEmpty();
    for (int i = 0; i < int(game.seats.size()); ++i) {
        const QString kind = game.seats.at(i).kind;
        if (kind == QLatin1String("human"))
            m_host->setParticipant(i, m_people);
        else
            m_host->setParticipant(i, std::make_shared<play::ComputerParticipant<play::ConquestGame>>(
                                          m_host->context(), kind, play::ConquestGame::botSeed(game.seed, i)));
    }
    if (!people) {
        // Only computer players (or a finished game of theirs opened from a file): the table
        // watches as a spectator, who sees every public fact and no hand.
        connect(&m_watching, &play::SeatClientSignals::updated, this, [this] { m_table->showView(m_watching.view(), {}); });
        play::feedAsSpectator(*m_host, m_watching);
    }
    m_save->setShortcut(QKeySequence::Save);
    m_close->setShortcut(QKeySequence::Close);
    m_menu->addAction(m_save);
    m_openReplay->setVisible(false);
    m_menu->addAction(m_openReplay);
    connect(m_openReplay, &QAction::triggered, this, &ConquestWindow::openReplayRequested);
    m_rules->setShortcut(QKeySequence::HelpContents);
    m_menu->addAction(m_rules);
    m_menu->addMenu(m_speedMenu);
    m_menu->addMenu(m_soundMenu);
    m_speedMenu->menuAction()->setVisible(false); // until speeds are offered
    m_menu->addSeparator();
    m_menu->addAction(m_close);
    connect(m_save, &QAction::triggered, this, &ConquestWindow::saveAs);
    connect(m_rules, &QAction::triggered, this, [this] { rulebook::showRules(this, QStringLiteral("conquest")); });
    connect(m_close, &QAction::triggered, this, &QWidget::close);
    // A battle's result waits for the person: the computer players wait with it.
    connect(m_table, &CardTableWidget::resultHeld, m_host, &play::MatchHostBase::setHeld);
    connect(m_host, &play::MatchHostBase::autosaveFailed, this, [this](const QString &error) {
        statusBar()->showMessage(tr("The autosave failed: %1").arg(error));
    });
    resize(1500, 950);
    retranslate();
}

ConquestWindow::~ConquestWindow()
{
    // The host may outlive the window: it must not reach the table any more.
    m_host->stop();
    for (int seat = 0; seat < m_host->seatCount(); ++seat)
        m_host->setParticipant(seat, nullptr);
}

void ConquestWindow::start(int stepMs)
{
    setStepDelay(stepMs);
    m_host->start();
}

void ConquestWindow::setStepDelay(int stepMs)
{
    m_host->setStepDelay(stepMs);
    m_table->setMotionTime(motionTimeFor(stepMs));
    m_table->setHoldResults(stepMs > 0); // at Instant nothing waits
    for (QAction *action : m_speeds->actions())
        action->setChecked(action->data().toInt() == stepMs);
    if (m_table->holdingResult() != m_host->isHeld())
        m_host->setHeld(m_table->holdingResult());
}

void ConquestWindow::offerRematch()
{
    m_table->endScreen()->offerRematch(true);
    connect(m_table->endScreen(), &ConquestEndScreen::rematchRequested, this, &ConquestWindow::rematchRequested, Qt::UniqueConnection);
}

void ConquestWindow::offerReplays()
{
    m_table->endScreen()->offerReplay(true);
    m_openReplay->setVisible(true);
    connect(m_table->endScreen(), &ConquestEndScreen::replayRequested, this, &ConquestWindow::replayRequested, Qt::UniqueConnection);
}

void ConquestWindow::addSpeedChoice(int stepMs, std::function<QString()> name)
{
    auto *action = new QAction(name(), m_speeds);
    action->setCheckable(true);
    action->setChecked(stepMs == m_host->stepDelay());
    action->setData(stepMs);
    m_speedMenu->addAction(action);
    m_speedMenu->menuAction()->setVisible(true);
    const int index = int(m_speedChoices.size());
    m_speedChoices.append({stepMs, std::move(name)});
    connect(action, &QAction::triggered, this, [this, index] { emit speedChosen(index); });
}

void ConquestWindow::setAutosavePath(const QString &path)
{
    const conquest::saves::SavedConquest base = m_game;
    m_host->setAutosave(
        [base, path](const conquest::State &state, const std::vector<conquest::Action> &log) {
            conquest::saves::SavedConquest game = base;
            game.log = log;
            QString error;
            return conquest::saves::saveToFile(game, state, path, &error) ? QString() : error;
        },
        play::AutosaveWhen::EveryTurn);
}

conquest::saves::SavedConquest ConquestWindow::savedGame() const
{
    conquest::saves::SavedConquest game = m_game;
    game.log = m_host->log();
    return game;
}

bool ConquestWindow::saveTo(const QString &path, QString *error) const
{
    return conquest::saves::saveToFile(savedGame(), m_host->state(), path, error);
}

void ConquestWindow::saveAs()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Game"), folder,
                                                      tr("Saved games (*.canaansave)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, tr("Save the Game"), tr("The game could not be saved: %1").arg(error));
}

QStringList ConquestWindow::seatNames() const { return seatNamesOf(m_game); }

QStringList ConquestWindow::seatNamesOf(const conquest::saves::SavedConquest &game)
{
    // A seat without a name of its own (a computer player, as a rule) is its nation, in the language
    // shown now (issue 37); so is one saved with its nation's English name by an older version.
    QStringList names;
    for (const auto &seat : game.seats) {
        const QString name = seat.name.trimmed();
        names << (name.isEmpty() || name == QLatin1String(nationSourceName(seat.nation)) ? nationName(seat.nation) : name);
    }
    return names;
}

void ConquestWindow::retranslate()
{
    m_table->setNames(seatNames());
    //: The window's title: the game's name in the glossary (가나안 정복).
    setWindowTitle(tr("Conquest"));
    m_menu->setTitle(tr("&Game"));
    m_save->setText(tr("&Save…"));
    m_openReplay->setText(tr("Open Re&play…"));
    m_rules->setText(tr("&Rules"));
    m_close->setText(tr("&Close"));
    m_speedMenu->setTitle(tr("Computer &speed"));
    const QList<QAction *> speeds = m_speeds->actions();
    for (int i = 0; i < speeds.size() && i < m_speedChoices.size(); ++i)
        speeds.at(i)->setText(m_speedChoices.at(i).second());
}

void ConquestWindow::closeEvent(QCloseEvent *event)
{
    m_host->stop(); // nothing moves once the window is closed
    emit closed();
    QMainWindow::closeEvent(event);
}

void ConquestWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace canaan::cardtable
