#include "app/replay_viewer/review_panel.h"

#include "app/replay_viewer/line_chart.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace canaan::replayviewer {

namespace {

constexpr int kDefaultSamples = 20;
constexpr int kMaxSamples = 1000;

} // namespace

ReviewPanel::ReviewPanel(Reviewer reviewer, QStringList names, QList<QColor> colours, QWidget *parent)
    : QWidget(parent),
      m_reviewer(std::move(reviewer)),
      m_names(std::move(names)),
      m_colours(std::move(colours)),
      m_choice(new QComboBox(this)),
      m_chart(new LineChart(this)),
      m_chanceTitle(new QLabel(this)),
      m_chanceChart(new LineChart(this)),
      m_note(new QLabel(this)),
      m_samplesLabel(new QLabel(this)),
      m_samples(new QSpinBox(this)),
      m_progressTimer(new QTimer(this))
{
    // The series at once; the chance to win after, in the background.
    play::ReviewOptions none;
    none.samples = 0;
    m_review = m_reviewer(none);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_choice);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_chanceTitle);
    layout->addWidget(m_chanceChart, 1);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *samplesRow = new QHBoxLayout;
    m_samples->setRange(0, kMaxSamples);
    m_samples->setValue(kDefaultSamples);
    m_samplesLabel->setBuddy(m_samples);
    samplesRow->addWidget(m_samplesLabel);
    samplesRow->addWidget(m_samples);
    samplesRow->addStretch();
    layout->addLayout(samplesRow);

    connect(m_choice, &QComboBox::currentIndexChanged, this, &ReviewPanel::refreshChart);
    for (LineChart *chart : {m_chart, m_chanceChart})
        connect(chart, &LineChart::turnClicked, this, [this](int index) {
            if (index >= 0 && index < static_cast<int>(m_review.turns.size()))
                emit positionChosen(m_review.turns[static_cast<std::size_t>(index)].position);
        });
    connect(m_samples, &QSpinBox::editingFinished, this, [this] {
        if (m_samples->value() != m_review.samples || m_watcher.isRunning())
            estimate(m_samples->value());
    });
    connect(&m_watcher, &QFutureWatcher<play::GameReview>::finished, this, &ReviewPanel::onEstimated);
    m_progressTimer->setInterval(250);
    connect(m_progressTimer, &QTimer::timeout, this, &ReviewPanel::refreshNote);
    retranslateUi();
    estimate(kDefaultSamples);
}

ReviewPanel::~ReviewPanel()
{
    if (m_cancel)
        *m_cancel = true;
    m_watcher.waitForFinished();
}

void ReviewPanel::estimate(int samples)
{
    if (m_cancel)
        *m_cancel = true;
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
    connect(&m_watcher, &QFutureWatcher<play::GameReview>::finished, this, &ReviewPanel::onEstimated);
    m_samples->setValue(samples);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto done = std::make_shared<std::atomic<int>>(0);
    m_cancel = cancel;
    m_done = done;
    if (samples <= 0) {
        for (play::ReviewTurn &row : m_review.turns)
            row.winChance.clear();
        m_review.samples = 0;
        refreshChart();
        refreshNote();
        return;
    }
    play::ReviewOptions options;
    options.samples = samples;
    options.cancelled = [cancel] { return cancel->load(); };
    options.progress = [done](int turns, int) { *done = turns; };
    m_watcher.setFuture(QtConcurrent::run([reviewer = m_reviewer, options] { return reviewer(options); }));
    m_progressTimer->start();
    refreshNote();
}

void ReviewPanel::waitForEstimate()
{
    m_watcher.waitForFinished();
    QCoreApplication::sendPostedEvents(&m_watcher);
    if (m_watcher.isFinished() && m_progressTimer->isActive())
        onEstimated();
}

void ReviewPanel::onEstimated()
{
    m_progressTimer->stop();
    if (!m_cancel || *m_cancel || m_watcher.isCanceled() || m_watcher.future().resultCount() == 0)
        return;
    m_review = m_watcher.result();
    refreshChart();
    refreshNote();
    emit estimated();
}

void ReviewPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ReviewPanel::retranslateUi()
{
    const Series shown = m_choice->count() > 0 ? series() : (m_review.conquest ? Series::Cities : Series::Vp);
    const QSignalBlocker block(m_choice);
    m_choice->clear();
    auto add = [this](const QString &text, Series s) { m_choice->addItem(text, static_cast<int>(s)); };
    if (m_review.conquest) {
        add(tr("City tokens at each turn's end"), Series::Cities);
        add(tr("Armies at each turn's end"), Series::Armies);
    } else {
        add(tr("Victory points at each turn's end"), Series::Vp);
        add(tr("Resources produced in each turn"), Series::Produced);
        add(tr("Cards stolen in each turn"), Series::Stolen);
        add(tr("Cards given in trades in each turn"), Series::Traded);
        add(tr("Cards discarded in each turn"), Series::Discarded);
        add(tr("Dice rolled in each turn (their sum)"), Series::Dice);
    }
    m_choice->setCurrentIndex(std::max(0, m_choice->findData(static_cast<int>(shown))));
    m_chanceTitle->setText(tr("Chance to win at each turn's end"));
    m_samplesLabel->setText(tr("&Games played on per turn:"));
    m_samples->setToolTip(tr("How many games computer players play on from each turn's end to estimate "
                             "each player's chance to win (0: none)."));
    refreshChart();
    refreshNote();
}

void ReviewPanel::showSeries(Series s) { m_choice->setCurrentIndex(std::max(0, m_choice->findData(static_cast<int>(s)))); }

ReviewPanel::Series ReviewPanel::series() const { return static_cast<Series>(m_choice->currentData().toInt()); }

double ReviewPanel::valueOf(const play::ReviewTurn &row, int seat) const
{
    const auto at = [seat](const std::vector<int> &v) {
        return seat < static_cast<int>(v.size()) ? double(v[static_cast<std::size_t>(seat)]) : 0.0;
    };
    switch (series()) {
    case Series::Vp: return at(row.vp);
    case Series::Cities: return at(row.cities);
    case Series::Armies: return at(row.armies);
    case Series::Produced: return at(row.produced);
    case Series::Stolen: return at(row.stolen);
    case Series::Traded: return at(row.traded);
    case Series::Discarded: return at(row.discarded);
    case Series::Dice: {
        double sum = 0;
        for (int d : row.dice)
            sum += d;
        return sum;
    }
    }
    return 0.0;
}

void ReviewPanel::refreshChart()
{
    QList<ChartLine> lines, chances;
    QList<int> turns;
    for (const play::ReviewTurn &row : m_review.turns)
        turns << row.turn;
    if (series() == Series::Dice) {
        ChartLine line{tr("Dice"), palette().color(QPalette::Text), {}};
        for (const play::ReviewTurn &row : m_review.turns)
            line.values << valueOf(row, 0);
        lines << line;
    } else {
        for (int seat = 0; seat < m_review.players.size(); ++seat) {
            ChartLine line{m_names.value(seat, m_review.players[seat]), m_colours.value(seat, Qt::gray), {}};
            for (const play::ReviewTurn &row : m_review.turns)
                line.values << valueOf(row, seat);
            lines << line;
        }
    }
    for (int seat = 0; seat < m_review.players.size() && m_review.samples > 0; ++seat) {
        ChartLine line{m_names.value(seat, m_review.players[seat]), m_colours.value(seat, Qt::gray), {}};
        for (const play::ReviewTurn &row : m_review.turns)
            line.values << (seat < static_cast<int>(row.winChance.size()) ? row.winChance[static_cast<std::size_t>(seat)] : 0.0);
        chances << line;
    }
    m_chart->setLines(lines, false);
    m_chart->setTurnLabels(turns);
    m_chanceChart->setLines(chances, true);
    m_chanceChart->setTurnLabels(turns);
    setPosition(m_position);
}

void ReviewPanel::setPosition(int position)
{
    m_position = position;
    int index = -1;
    for (std::size_t k = 0; k < m_review.turns.size(); ++k)
        if (m_review.turns[k].position >= position) {
            index = static_cast<int>(k);
            break;
        }
    m_chart->setMarker(index);
    m_chanceChart->setMarker(index);
}

void ReviewPanel::refreshNote()
{
    if (m_watcher.isRunning()) {
        m_note->setText(tr("Estimating the chance to win from %1 games per turn: turn %2 of %3…")
                            .arg(m_samples->value())
                            .arg(m_done ? m_done->load() : 0)
                            .arg(m_review.turns.size()));
    } else if (m_review.samples > 0) {
        m_note->setText(tr("The chance to win is the share of %1 games per turn, played on from the turn's end by "
                           "computer players (\"%2\"), that each player won.")
                            .arg(m_review.samples)
                            .arg(m_review.bot));
    } else {
        m_note->setText(tr("The chance to win is not estimated: choose how many games to play on per turn."));
    }
}

} // namespace canaan::replayviewer
