#include "app/settlers_table/trade/trade_steppers.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace canaan::settlerstable {

namespace {
// The most cards of one resource a player can ask for: every card of it in the game.
constexpr int kMostAsked = 19;
} // namespace

TradeSteppers::TradeSteppers(QWidget *parent)
    : QWidget(parent), m_giveTitle(new QLabel(this)), m_getTitle(new QLabel(this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    grid->addWidget(m_giveTitle, 0, 2, 1, 2);
    grid->addWidget(m_getTitle, 0, 4);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        const QString id = QString::fromUtf8(settlers::resourceId(static_cast<settlers::Resource>(r)));
        auto *icon = new QLabel(this);
        icon->setPixmap(DialogText::resourceIcon(r).pixmap(20, 20));
        m_names[i] = new QLabel(this);
        m_give[i] = new QSpinBox(this);
        m_give[i]->setObjectName(QStringLiteral("give_%1").arg(id));
        m_heldLabels[i] = new QLabel(this);
        m_get[i] = new QSpinBox(this);
        m_get[i]->setObjectName(QStringLiteral("get_%1").arg(id));
        m_get[i]->setRange(0, kMostAsked);
        grid->addWidget(icon, r + 1, 0);
        grid->addWidget(m_names[i], r + 1, 1);
        grid->addWidget(m_give[i], r + 1, 2);
        grid->addWidget(m_heldLabels[i], r + 1, 3);
        grid->addWidget(m_get[i], r + 1, 4);
        m_give[i]->installEventFilter(this);
        m_get[i]->installEventFilter(this);
        connect(m_give[i], &QSpinBox::valueChanged, this, &TradeSteppers::changed);
        connect(m_get[i], &QSpinBox::valueChanged, this, &TradeSteppers::changed);
    }
    grid->setColumnStretch(1, 1);
}

bool TradeSteppers::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = (key->modifiers() & ~Qt::ShiftModifier) == Qt::NoModifier;
        if (plain && !key->text().isEmpty() && key->text().front().isLetter()) {
            event->ignore(); // not the spin box's: the shortcut map tries the window's shortcuts
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TradeSteppers::setHand(const settlers::Rules &rules, const ResourceCounts &held)
{
    m_rules = &rules;
    m_held = held;
    const QSignalBlocker quiet(this); // one change signal at most, from the caller
    for (std::size_t r = 0; r < held.size(); ++r) {
        m_give[r]->setRange(0, held[r]);
        m_give[r]->setEnabled(held[r] > 0);
    }
    retranslate();
}

void TradeSteppers::setValues(const ResourceCounts &gives, const ResourceCounts &receives)
{
    {
        const QSignalBlocker quiet(this);
        for (std::size_t r = 0; r < gives.size(); ++r) {
            m_give[r]->setValue(gives[r]);
            m_get[r]->setValue(receives[r]);
        }
    }
    emit changed();
}

void TradeSteppers::clear() { setValues({}, {}); }

ResourceCounts TradeSteppers::gives() const
{
    ResourceCounts out{};
    for (std::size_t r = 0; r < out.size(); ++r)
        out[r] = m_give[r]->value();
    return out;
}

ResourceCounts TradeSteppers::receives() const
{
    ResourceCounts out{};
    for (std::size_t r = 0; r < out.size(); ++r)
        out[r] = m_get[r]->value();
    return out;
}

void TradeSteppers::retranslate()
{
    m_giveTitle->setText(tr("You give"));
    m_getTitle->setText(tr("You ask for"));
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        if (m_rules)
            m_names[i]->setText(DialogText::resource(*m_rules, r));
        //: After a spin box: how many cards of that resource the player holds.
        m_heldLabels[i]->setText(tr("of %1").arg(m_held[i]));
        const QString name = m_rules ? DialogText::resource(*m_rules, r) : QString();
        m_give[i]->setToolTip(m_held[i] == 0 ? tr("How many %1 you give\nYou hold no %1.").arg(name)
                                             : tr("How many %1 you give").arg(name));
        m_get[i]->setToolTip(tr("How many %1 you ask for").arg(name));
    }
}

} // namespace canaan::settlerstable
