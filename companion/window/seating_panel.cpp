#include "companion/window/seating_panel.h"

#include <QButtonGroup>
#include <QColorDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::companion {

namespace {
constexpr int kTouch = 48;
}

SeatingPanel::SeatingPanel(CompanionDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_countLabel(new QLabel(this)), m_count(new QButtonGroup(this)),
      m_rows(new QGridLayout), m_newGameHint(new QLabel(this)), m_newGame(new QPushButton(this))
{
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(m_countLabel);
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
        auto *b = new QPushButton(QString::number(n), this);
        b->setCheckable(true);
        b->setMinimumSize(kTouch + 16, kTouch);
        m_count->addButton(b, n);
        countRow->addWidget(b);
    }
    countRow->addStretch();
    connect(m_count, &QButtonGroup::idClicked, m_doc, &CompanionDocument::setPlayerCount);

    for (int p = 0; p < kMaxPlayers; ++p) {
        auto *name = new QLineEdit(this);
        name->setMinimumHeight(kTouch);
        name->setMaxLength(24);
        auto *color = new QPushButton(this);
        color->setMinimumSize(kTouch * 2, kTouch);
        m_rows->addWidget(name, p, 0);
        m_rows->addWidget(color, p, 1);
        m_names.append(name);
        m_colors.append(color);
        connect(name, &QLineEdit::editingFinished, this, [this, p, name] {
            if (name->text().trimmed().isEmpty()) // a player keeps a name
                name->setText(m_doc->session().players.value(p).name);
            else
                m_doc->setPlayerName(p, name->text());
        });
        connect(color, &QPushButton::clicked, this, [this, p] { chooseColor(p); });
    }
    m_newGameHint->setWordWrap(true);
    m_newGame->setMinimumHeight(kTouch);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("New game"),
                                  tr("Take every piece off the board and start the counters and the rolls again? "
                                     "The players and the map stay.")) == QMessageBox::Yes)
            m_doc->newGame();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(countRow);
    layout->addLayout(m_rows);
    layout->addSpacing(24);
    layout->addWidget(m_newGameHint);
    layout->addWidget(m_newGame);
    layout->addStretch();
    connect(m_doc, &CompanionDocument::changed, this, &SeatingPanel::sync);
    retranslate();
}

QPushButton *SeatingPanel::countButton(int count) const { return static_cast<QPushButton *>(m_count->button(count)); }

void SeatingPanel::retranslate()
{
    m_countLabel->setText(tr("Players:"));
    m_newGameHint->setText(tr("A new game on the same board, with the same players:"));
    m_newGame->setText(tr("New game"));
    for (int p = 0; p < kMaxPlayers; ++p) {
        m_names[p]->setPlaceholderText(tr("Name of player %1").arg(p + 1));
        m_colors[p]->setText(tr("Colour…"));
    }
    sync();
}

void SeatingPanel::chooseColor(int player)
{
    const QColor now(m_doc->session().players.value(player).color);
    const QColor chosen = QColorDialog::getColor(now, this, tr("Colour of %1").arg(m_doc->session().players.value(player).name));
    if (chosen.isValid())
        m_doc->setPlayerColor(player, chosen.rgb());
}

void SeatingPanel::sync()
{
    const QList<Player> &players = m_doc->session().players;
    if (QAbstractButton *b = m_count->button(static_cast<int>(players.size())))
        b->setChecked(true);
    for (int p = 0; p < kMaxPlayers; ++p) {
        const bool here = p < players.size();
        m_names[p]->setVisible(here);
        m_colors[p]->setVisible(here);
        if (!here)
            continue;
        if (!m_names[p]->hasFocus())
            m_names[p]->setText(players[p].name);
        const QColor c(players[p].color);
        // The font size is repeated: a style sheet would otherwise reset the button to the default font.
        m_colors[p]->setStyleSheet(QStringLiteral("QPushButton { background: %1; color: %2; border: 2px solid #555; "
                                                  "border-radius: 6px; padding: 4px 12px; font-size: %3pt; }")
                                       .arg(c.name(), (c.lightnessF() > 0.6 ? QColor(Qt::black) : QColor(Qt::white)).name())
                                       .arg(font().pointSizeF()));
    }
}

} // namespace canaan::companion
