#include "app/settlers_table/dialogs/resource_count_editor.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace canaan::settlerstable {

ResourceCountEditor::ResourceCountEditor(const settlers::Rules &rules, QWidget *parent)
    : QWidget(parent), m_rules(rules), m_box(new QGroupBox(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_box);
    auto *grid = new QGridLayout(m_box);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        auto *icon = new QLabel(m_box);
        icon->setPixmap(DialogText::resourceIcon(r).pixmap(24, 24));
        m_names[i] = new QLabel(m_box);
        m_spins[i] = new QSpinBox(m_box);
        m_spins[i]->setObjectName(QStringLiteral("count_%1").arg(QString::fromUtf8(settlers::resourceId(static_cast<settlers::Resource>(r)))));
        m_spins[i]->setRange(0, 0);
        m_spins[i]->setMinimumWidth(56);
        m_names[i]->setBuddy(m_spins[i]);
        m_notes[i] = new QLabel(m_box);
        grid->addWidget(icon, r, 0);
        grid->addWidget(m_names[i], r, 1);
        grid->addWidget(m_spins[i], r, 2);
        grid->addWidget(m_notes[i], r, 3);
        connect(m_spins[i], &QSpinBox::valueChanged, this, &ResourceCountEditor::changed);
    }
    grid->setColumnStretch(1, 1);
    retranslate();
}

void ResourceCountEditor::setTitle(const QString &title)
{
    m_box->setTitle(title);
}

void ResourceCountEditor::setMaximum(int r, int max)
{
    m_spins[static_cast<std::size_t>(r)]->setMaximum(max);
    m_spins[static_cast<std::size_t>(r)]->setEnabled(max > 0);
}

void ResourceCountEditor::setLimitToHand(int r, int held)
{
    m_held[static_cast<std::size_t>(r)] = held;
    setMaximum(r, held);
    retranslate();
}

void ResourceCountEditor::setNote(int r, const QString &note)
{
    m_notes[static_cast<std::size_t>(r)]->setText(note);
}

void ResourceCountEditor::setValues(const ResourceCounts &values)
{
    for (std::size_t r = 0; r < values.size(); ++r)
        m_spins[r]->setValue(values[r]);
}

ResourceCounts ResourceCountEditor::values() const
{
    ResourceCounts out{};
    for (std::size_t r = 0; r < out.size(); ++r)
        out[r] = m_spins[r]->value();
    return out;
}

int ResourceCountEditor::total() const
{
    int n = 0;
    for (const int v : values())
        n += v;
    return n;
}

QSpinBox *ResourceCountEditor::spinBox(int r) const
{
    return m_spins[static_cast<std::size_t>(r)];
}

void ResourceCountEditor::retranslate()
{
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        const auto i = static_cast<std::size_t>(r);
        m_names[i]->setText(DialogText::resource(m_rules, r));
        if (m_held[i] < 0)
            continue;
        //: After a spin box: how many cards of that resource the player holds.
        m_notes[i]->setText(tr("of %1").arg(m_held[i]));
        m_spins[i]->setToolTip(m_held[i] == 0 ? tr("You hold no %1.").arg(DialogText::resource(m_rules, r)) : QString());
    }
}

} // namespace canaan::settlerstable
