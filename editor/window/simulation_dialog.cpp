#include "editor/window/simulation_dialog.h"

#include "editor/window/win_rate_chart.h"

#include "engine/settlers/ai/bot_registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace canaan::editor {

namespace {

constexpr int kMaxSeed = 999999;

int newSeed() { return int(QRandomGenerator::global()->bounded(1, kMaxSeed + 1)); }

QString levelName(const QString &botId)
{
    if (botId == QLatin1String("random"))
        return SimulationDialog::tr("Random moves");
    if (botId == QLatin1String("easy"))
        return SimulationDialog::tr("Easy");
    if (botId == QLatin1String("hard"))
        return SimulationDialog::tr("Hard");
    return SimulationDialog::tr("Normal");
}

} // namespace

SimulationDialog::SimulationDialog(const settlers::MapModel &map, QWidget *parent) : QDialog(parent), m_map(map)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_games = new QSpinBox(this);
    m_games->setRange(1, 100000);
    m_games->setValue(200);
    m_gamesLabel = new QLabel(this);
    m_gamesLabel->setBuddy(m_games);
    form->addRow(m_gamesLabel, m_games);
    m_level = new QComboBox(this);
    for (std::string_view id : settlers::botIds())
        m_level->addItem(QString(), QString::fromLatin1(id.data(), qsizetype(id.size())));
    setLevel(QString::fromLatin1(cartography::kSimulationBot));
    m_levelLabel = new QLabel(this);
    m_levelLabel->setBuddy(m_level);
    form->addRow(m_levelLabel, m_level);
    m_seed = new QSpinBox(this);
    m_seed->setRange(1, kMaxSeed);
    m_seed->setValue(newSeed());
    m_seedLabel = new QLabel(this);
    m_seedLabel->setBuddy(m_seed);
    form->addRow(m_seedLabel, m_seed);
    layout->addLayout(form);
    m_bar = new QProgressBar(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_chart = new WinRateChart(this);
    layout->addWidget(m_bar);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_summary);
    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    m_cancel->setEnabled(false);
    connect(m_start, &QPushButton::clicked, this, [this] { start(m_games->value()); });
    connect(m_cancel, &QPushButton::clicked, this, &SimulationDialog::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &SimulationDialog::reject);
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_progress)
            m_bar->setValue(m_progress->done.load());
    });
    retranslateUi();
}

void SimulationDialog::retranslateUi()
{
    setWindowTitle(tr("Simulate games"));
    m_gamesLabel->setText(tr("Games of computer opponents"));
    m_levelLabel->setText(tr("Computer level"));
    // After a run the box holds the next run's seed; the result names the seed it played with.
    m_seedLabel->setText(m_hasResult ? tr("Seed of the next run") : tr("Seed"));
    m_seed->setToolTip(tr("Each run starts from a new seed; set one to play a run again."));
    for (int i = 0; i < m_level->count(); ++i)
        m_level->setItemText(i, levelName(m_level->itemData(i).toString()));
    m_start->setText(tr("Start"));
    // The summary says what the dialog is doing now: about to play, playing, or the result.
    if (m_thread)
        m_summary->setText(tr("Playing…"));
    else if (m_hasResult)
        showResult();
    else
        m_summary->setText(tr("Computer opponents of the chosen level play on this map, the same in every seat; the "
                              "chart shows how often each seat and each place in turn order wins, with its 95% "
                              "interval. The figures reflect the computer players' habits as well as the map."));
}

void SimulationDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

SimulationDialog::~SimulationDialog()
{
    if (m_thread) {
        m_progress->cancel = true;
        m_thread->wait();
        delete m_thread; // its finished() would reach a dialog that no longer exists
    }
}

void SimulationDialog::start(int games)
{
    if (m_thread)
        return;
    m_progress = std::make_shared<cartography::SimulationProgress>();
    m_bar->setRange(0, games);
    m_bar->setValue(0);
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_summary->setText(tr("Playing…"));
    // The worker owns copies of everything it reads; it hands the result back on this thread.
    auto progress = m_progress;
    const settlers::MapModel map = m_map;
    const QString level = this->level();
    const int seed = m_seed->value();
    auto result = std::make_shared<cartography::MapSimulationResult>();
    m_thread = QThread::create([map, games, progress, result, bot = level.toStdString(), seed] {
        *result = cartography::simulateGames(map, games, std::uint64_t(seed), progress.get(), bot);
    });
    connect(m_thread, &QThread::finished, this, [this, result, level, seed] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_poll.stop();
        m_result = *result;
        m_resultLevel = level;
        m_resultSeed = seed;
        m_seed->setValue(newSeed()); // the next run plays other games
        m_hasResult = true;
        m_seedLabel->setText(tr("Seed of the next run"));
        showResult();
        emit finished(m_result);
    });
    m_poll.start();
    m_thread->start();
}

void SimulationDialog::setLevel(const QString &botId)
{
    const int index = m_level->findData(botId);
    if (index >= 0)
        m_level->setCurrentIndex(index);
}

QString SimulationDialog::level() const { return m_level->currentData().toString(); }

void SimulationDialog::setSeed(int seed) { m_seed->setValue(seed); }

int SimulationDialog::seed() const { return m_seed->value(); }

void SimulationDialog::cancel()
{
    if (m_progress)
        m_progress->cancel = true;
}

void SimulationDialog::reject()
{
    cancel();
    if (m_thread)
        m_thread->wait();
    QDialog::reject();
}

void SimulationDialog::showResult()
{
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    m_bar->setValue(m_result.games);
    m_chart->setResult(m_result);
    if (!m_result.playable) {
        m_summary->setText(tr("This map cannot be played yet: it is too large for the engine or has no place for a "
                              "starting settlement."));
        return;
    }
    QString text = m_result.cancelled ? tr("Cancelled after %1 games.").arg(m_result.games)
                                      : tr("%1 games played.").arg(m_result.games);
    text += u' ' + tr("Computer level: %1, the same in every seat; seed %2.").arg(levelName(m_resultLevel)).arg(m_resultSeed);
    text += u'\n' + tr("Mean game length: %1 turns.").arg(m_result.meanTurns, 0, 'f', 1);
    text += u'\n' + tr("Jerusalem completed in %1 of %2 games.").arg(m_result.jerusalemCompleted).arg(m_result.games);
    text += u'\n' + tr("Stopped by the turn limit: %1 games.").arg(m_result.unfinished);
    // One line per seat, then per place in turn order, each with its interval.
    auto rows = [&text](const std::vector<cartography::SeatResult> &results, const QString &sentence) {
        for (std::size_t k = 0; k < results.size(); ++k)
            text += u'\n'
                    + sentence.arg(k + 1)
                          .arg(results[k].rate * 100, 0, 'f', 1)
                          .arg(results[k].low * 100, 0, 'f', 1)
                          .arg(results[k].high * 100, 0, 'f', 1);
    };
    rows(m_result.perSeat, tr("Seat %1 wins %2% (95% interval %3–%4%)."));
    rows(m_result.perPlace, tr("Player %1 in turn order wins %2% (95% interval %3–%4%)."));
    if (!m_result.perPlace.empty())
        text += u'\n'
                + tr("Every seat plays each place in turn order equally often, so a lean shows in the places: a "
                     "place whose interval lies wholly above (or below) %1% wins more (or less) than an even map "
                     "gives it, with these computer players.")
                      .arg(100.0 / double(m_result.perPlace.size()), 0, 'f', 1);
    m_summary->setText(text);
}

} // namespace canaan::editor
