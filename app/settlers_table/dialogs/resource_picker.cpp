#include "app/settlers_table/dialogs/resource_picker.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QToolButton>

namespace canaan::settlerstable {

ResourcePicker::ResourcePicker(const settlers::Rules &rules, QWidget *parent)
    : QWidget(parent), m_rules(rules), m_group(new QButtonGroup(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Exclusivity is handled here so that a choice can also be cleared.
    m_group->setExclusive(false);
    for (int r = 0; r < settlers::kResourceCount; ++r) {
        auto *b = new QToolButton(this);
        b->setObjectName(QStringLiteral("pick_%1").arg(QString::fromUtf8(settlers::resourceId(static_cast<settlers::Resource>(r)))));
        b->setCheckable(true);
        b->setIcon(DialogText::resourceIcon(r));
        b->setIconSize(QSize(32, 32));
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        b->setMinimumWidth(72);
        b->setFocusPolicy(Qt::StrongFocus);
        // A second click on the chosen resource keeps it chosen (only select(-1) clears the choice).
        connect(b, &QToolButton::clicked, b, [b](bool checked) {
            if (!checked)
                b->setChecked(true);
        });
        m_group->addButton(b, r);
        m_buttons[static_cast<std::size_t>(r)] = b;
        layout->addWidget(b);
    }
    connect(m_group, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked)
            for (int r = 0; r < settlers::kResourceCount; ++r)
                if (r != id)
                    m_buttons[static_cast<std::size_t>(r)]->setChecked(false);
        emit changed();
    });
    retranslate();
}

QToolButton *ResourcePicker::button(int r) const
{
    return m_buttons[static_cast<std::size_t>(r)];
}

void ResourcePicker::setAllowed(int r, bool allowed, const QString &whyNot)
{
    QToolButton *b = button(r);
    if (!allowed && b->isChecked())
        b->setChecked(false);
    b->setEnabled(allowed);
    b->setToolTip(allowed ? QString() : whyNot);
}

bool ResourcePicker::isAllowed(int r) const
{
    return button(r)->isEnabled();
}

void ResourcePicker::setNote(int r, const QString &note)
{
    m_notes[static_cast<std::size_t>(r)] = note;
    updateText(r);
}

int ResourcePicker::selected() const
{
    for (int r = 0; r < settlers::kResourceCount; ++r)
        if (button(r)->isChecked())
            return r;
    return -1;
}

void ResourcePicker::select(int r)
{
    if (r >= 0 && r < settlers::kResourceCount) {
        if (isAllowed(r))
            button(r)->setChecked(true);
        return;
    }
    for (int i = 0; i < settlers::kResourceCount; ++i)
        button(i)->setChecked(false);
}

void ResourcePicker::selectOnlyChoice()
{
    int only = -1;
    for (int r = 0; r < settlers::kResourceCount; ++r)
        if (isAllowed(r)) {
            if (only >= 0)
                return;
            only = r;
        }
    if (only >= 0)
        select(only);
}

void ResourcePicker::updateText(int r)
{
    const QString name = DialogText::resource(m_rules, r);
    const QString &note = m_notes[static_cast<std::size_t>(r)];
    button(r)->setText(note.isEmpty() ? name : name + QLatin1Char('\n') + note);
}

void ResourcePicker::retranslate()
{
    for (int r = 0; r < settlers::kResourceCount; ++r)
        updateText(r);
}

} // namespace canaan::settlerstable
