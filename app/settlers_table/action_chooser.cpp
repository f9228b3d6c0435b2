#include "app/settlers_table/action_chooser.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace canaan::settlerstable {

ActionChooser::ActionChooser(const QString &question, std::vector<settlers::Action> actions, const QStringList &texts,
                             QWidget *parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_actions(std::move(actions))
{
    setWindowTitle(tr("Choose"));
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(question, this);
    label->setWordWrap(true);
    layout->addWidget(label);
    m_list->addItems(texts);
    m_list->setCurrentRow(0);
    layout->addWidget(m_list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { choose(m_list->currentRow()); });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { choose(m_list->row(item)); });
}

void ActionChooser::choose(int row)
{
    if (row < 0 || row >= count())
        return;
    const settlers::Action action = m_actions[static_cast<std::size_t>(row)];
    accept();
    emit chosen(action);
}

} // namespace canaan::settlerstable
