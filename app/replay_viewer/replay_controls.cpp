#include "app/replay_viewer/replay_controls.h"

#include "app/replay_viewer/replay_window.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QShortcut>
#include <QSlider>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace canaan::replayviewer {

namespace {

// The pauses between decisions while playing, slowest first (the speed chooser's entries).
constexpr int kIntervals[] = {2000, 1000, 500, 200, 50};
constexpr int kDefaultSpeed = 2;

} // namespace

ReplayControls::ReplayControls(QWidget *window, const QStringList &names)
    : QWidget(window), m_window(window), m_names(names)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *controls = new QHBoxLayout;
    const auto button = [this, controls](QToolButton *&b, Step step, Qt::Key key) {
        b = addButton(step, key);
        controls->addWidget(b);
    };
    button(m_start, Step::Start, Qt::Key_Home);
    button(m_previousTurn, Step::PreviousTurn, Qt::Key_PageUp);
    button(m_previousDecision, Step::PreviousDecision, Qt::Key_Left);
    m_play = new QToolButton(this);
    m_play->setFocusPolicy(Qt::NoFocus);
    controls->addWidget(m_play);
    connect(m_play, &QToolButton::clicked, this, &ReplayControls::playToggled);
    connect(new QShortcut(QKeySequence(Qt::Key_Space), window), &QShortcut::activated, this, &ReplayControls::playToggled);
    button(m_nextDecision, Step::NextDecision, Qt::Key_Right);
    button(m_nextTurn, Step::NextTurn, Qt::Key_PageDown);
    button(m_end, Step::End, Qt::Key_End);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setFocusPolicy(Qt::NoFocus); // the arrows are the replay's, not the slider's
    connect(m_slider, &QSlider::valueChanged, this, &ReplayControls::positionChosen);
    controls->addWidget(m_slider, 1);
    m_where = new QLabel(this);
    controls->addWidget(m_where);
    layout->addLayout(controls);

    auto *choices = new QHBoxLayout;
    m_speedLabel = new QLabel(this);
    m_speed = new QComboBox(this);
    m_speed->setFocusPolicy(Qt::NoFocus);
    m_speedLabel->setBuddy(m_speed);
    m_seatLabel = new QLabel(this);
    m_seat = new QComboBox(this);
    m_seat->setFocusPolicy(Qt::NoFocus);
    m_seatLabel->setBuddy(m_seat);
    choices->addWidget(m_seatLabel);
    choices->addWidget(m_seat);
    choices->addSpacing(16);
    choices->addWidget(m_speedLabel);
    choices->addWidget(m_speed);
    choices->addStretch();
    layout->addLayout(choices);
    connect(m_seat, &QComboBox::activated, this, [this](int index) { emit seatChosen(m_seat->itemData(index).toInt()); });
    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, &ReplayControls::playTick);
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] { m_timer->setInterval(playInterval()); });
    retranslate(-1);
    m_speed->setCurrentIndex(kDefaultSpeed);
    m_timer->setInterval(playInterval());
}

QToolButton *ReplayControls::addButton(Step step, Qt::Key key)
{
    auto *b = new QToolButton(this);
    b->setFocusPolicy(Qt::NoFocus);
    connect(b, &QToolButton::clicked, this, [this, step] { emit stepRequested(step); });
    auto *shortcut = new QShortcut(QKeySequence(key), m_window);
    connect(shortcut, &QShortcut::activated, this, [this, step] { emit stepRequested(step); });
    return b;
}

int ReplayControls::playInterval() const { return kIntervals[std::clamp(m_speed->currentIndex(), 0, 4)]; }

bool ReplayControls::isPlaying() const { return m_timer->isActive(); }

void ReplayControls::setPlaying(bool playing)
{
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
}

void ReplayControls::showPosition(int position, int length, const QString &text)
{
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, length);
        m_slider->setValue(position);
    }
    m_where->setText(text);
    m_play->setText(isPlaying() ? ReplayWindow::tr("Pause") : ReplayWindow::tr("Play"));
    m_start->setEnabled(position > 0);
    m_previousTurn->setEnabled(position > 0);
    m_previousDecision->setEnabled(position > 0);
    m_nextDecision->setEnabled(position < length);
    m_nextTurn->setEnabled(position < length);
    m_end->setEnabled(position < length);
}

void ReplayControls::showSeat(int seat) { m_seat->setCurrentIndex(std::max(0, m_seat->findData(seat))); }

// The texts keep the window's translation context (ReplayWindow::tr), however the window is split.
void ReplayControls::retranslate(int shownSeat)
{
    auto label = [](QToolButton *b, const QString &text, const QString &tip, const QString &key) {
        b->setText(text);
        b->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key));
    };
    label(m_start, ReplayWindow::tr("Start"), ReplayWindow::tr("Go to the start of the game"),
        QKeySequence(Qt::Key_Home).toString(QKeySequence::NativeText));
    label(m_previousTurn, ReplayWindow::tr("Previous turn"), ReplayWindow::tr("Go to the start of this turn, or of the one before"),
        QKeySequence(Qt::Key_PageUp).toString(QKeySequence::NativeText));
    label(m_previousDecision, ReplayWindow::tr("Previous decision"), ReplayWindow::tr("Go back to the decision before"),
        QKeySequence(Qt::Key_Left).toString(QKeySequence::NativeText));
    label(m_play, isPlaying() ? ReplayWindow::tr("Pause") : ReplayWindow::tr("Play"),
        ReplayWindow::tr("Play the game on, one decision at a time"),
        QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText));
    label(m_nextDecision, ReplayWindow::tr("Next decision"), ReplayWindow::tr("Go on to the next decision"),
        QKeySequence(Qt::Key_Right).toString(QKeySequence::NativeText));
    label(m_nextTurn, ReplayWindow::tr("Next turn"), ReplayWindow::tr("Go on to the start of the next turn"),
        QKeySequence(Qt::Key_PageDown).toString(QKeySequence::NativeText));
    label(m_end, ReplayWindow::tr("End"), ReplayWindow::tr("Go to the end of the game"),
        QKeySequence(Qt::Key_End).toString(QKeySequence::NativeText));
    m_slider->setToolTip(ReplayWindow::tr("Every action of the game, from the start to the end"));
    m_speedLabel->setText(ReplayWindow::tr("&Speed:"));
    {
        const QSignalBlocker block(m_speed);
        const int speed = std::max(0, m_speed->currentIndex());
        m_speed->clear();
        m_speed->addItems({ReplayWindow::tr("Slow (2 s a decision)"), ReplayWindow::tr("Normal (1 s a decision)"),
            ReplayWindow::tr("Fast (0.5 s a decision)"), ReplayWindow::tr("Faster (0.2 s a decision)"),
            ReplayWindow::tr("Fastest (0.05 s a decision)")});
        m_speed->setCurrentIndex(speed);
    }
    m_seatLabel->setText(ReplayWindow::tr("S&how:"));
    {
        const QSignalBlocker block(m_seat);
        m_seat->clear();
        m_seat->addItem(ReplayWindow::tr("Everything (every hand)"), -1);
        for (int seat = 0; seat < m_names.size(); ++seat)
            m_seat->addItem(ReplayWindow::tr("What %1 saw").arg(m_names[seat]), seat);
        showSeat(shownSeat);
    }
}

} // namespace canaan::replayviewer
