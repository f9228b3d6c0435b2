#include "create_table_dialog.h"

#include "net/protocol.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace canaan::online {

namespace {
enum MapEntry { CanaanMap, ClassicMap, OwnMap };
} // namespace

CreateTableDialog::CreateTableDialog(QWidget *parent)
    : QDialog(parent), m_map(new QComboBox(this)), m_ruleset(new QComboBox(this)), m_seatCount(new QSpinBox(this)),
      m_private(new QCheckBox(tr("&Private: not listed, joined with the table's code"), this)), m_takeover(new QSpinBox(this)),
      m_problem(new QLabel(this))
{
    setWindowTitle(tr("New Network Table"));
    m_map->setObjectName(QStringLiteral("map"));
    m_map->addItems({tr("Canaan (built-in)"), tr("Classic (built-in)"), tr("Your own map…")});
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    m_ruleset->addItem(tr("The map's"), QString());
    m_ruleset->addItem(tr("Canaan"), QStringLiteral("canaan"));
    m_ruleset->addItem(tr("Classic"), QStringLiteral("classic"));
    m_seatCount->setRange(net::kMinSeats, net::kMaxSeats);
    m_seatCount->setValue(4);
    m_takeover->setObjectName(QStringLiteral("takeover"));
    m_takeover->setRange(0, net::kMaxTakeoverSeconds);
    m_takeover->setValue(net::kDefaultTakeoverSeconds);
    m_takeover->setSuffix(tr(" s"));
    m_takeover->setSpecialValueText(tr("never: the game waits"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Map:"), m_map);
    form->addRow(tr("&Rules:"), m_ruleset);
    form->addRow(tr("&Seats:"), m_seatCount);
    const QStringList kinds{tr("A person"), tr("Computer: random"), tr("Computer: easy"), tr("Computer: normal"), tr("Computer: hard")};
    const QStringList ids{QStringLiteral("person"), QStringLiteral("random"), QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("hard")};
    for (int s = 0; s < net::kMaxSeats; ++s) {
        auto *box = new QComboBox(this);
        box->setObjectName(QStringLiteral("seat%1").arg(s));
        for (int k = 0; k < kinds.size(); ++k)
            box->addItem(kinds[k], ids[k]);
        box->setCurrentIndex(s < 2 ? 0 : 3); // two people and two normal computer players
        auto *label = new QLabel(tr("Seat &%1:").arg(s + 1), this);
        label->setBuddy(box);
        form->addRow(label, box);
        m_seats << box;
        m_seatLabels << label;
    }
    form->addRow(m_private);
    form->addRow(tr("&Wait for a dropped person:"), m_takeover);
    m_takeover->setToolTip(tr("After this wait a computer player plays a dropped person's seat until the person rejoins"));
    form->addRow(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Create"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seatCount, &QSpinBox::valueChanged, this, &CreateTableDialog::updateSeats);
    connect(m_map, &QComboBox::activated, this, &CreateTableDialog::onMapChosen);
    updateSeats();
}

void CreateTableDialog::updateSeats()
{
    for (int s = 0; s < m_seats.size(); ++s) {
        m_seats[s]->setVisible(s < m_seatCount->value());
        m_seatLabels[s]->setVisible(s < m_seatCount->value());
    }
}

void CreateTableDialog::onMapChosen(int index)
{
    if (index != OwnMap) {
        m_lastMapIndex = index;
        m_problem->clear();
        return;
    }
    const QString path = QFileDialog::getOpenFileName(this, tr("Your Map"), QString(), tr("Canaan maps (*.canaanmap)"));
    if (path.isEmpty() || !useMapFile(path))
        m_map->setCurrentIndex(m_lastMapIndex);
}

bool CreateTableDialog::useMapFile(const QString &path)
{
    QFile file(path);
    if (file.size() > net::kMaxMessageBytes / 2) {
        m_problem->setText(tr("%1 is too large to send to a server (at most %2 KiB).").arg(QFileInfo(path).fileName()).arg(net::kMaxMessageBytes / 2048));
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        m_problem->setText(tr("%1 could not be read: %2").arg(QFileInfo(path).fileName(), file.errorString()));
        return false;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (!document.isObject()) {
        m_problem->setText(tr("%1 is not a map file: %2").arg(QFileInfo(path).fileName(), error.errorString()));
        return false;
    }
    // The server checks it with the map validator and says where a problem is.
    m_mapData = document.object();
    m_mapName = QFileInfo(path).fileName();
    m_map->setItemText(OwnMap, tr("Your own map: %1").arg(m_mapName));
    m_map->setCurrentIndex(OwnMap);
    m_lastMapIndex = OwnMap;
    m_problem->clear();
    return true;
}

QString CreateTableDialog::problem() const { return m_problem->text(); }

QJsonObject CreateTableDialog::request() const
{
    QJsonObject create{{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QStringLiteral("settlers")}};
    if (m_map->currentIndex() == OwnMap && !m_mapData.isEmpty())
        create.insert(QStringLiteral("mapData"), m_mapData);
    else
        create.insert(QStringLiteral("map"), m_map->currentIndex() == ClassicMap ? QStringLiteral("classic") : QStringLiteral("canaan"));
    if (const QString ruleset = m_ruleset->currentData().toString(); !ruleset.isEmpty())
        create.insert(QStringLiteral("ruleset"), ruleset);
    QJsonArray seats;
    for (int s = 0; s < m_seatCount->value(); ++s)
        seats.append(m_seats[s]->currentData().toString());
    create.insert(QStringLiteral("seats"), seats);
    create.insert(QStringLiteral("private"), m_private->isChecked());
    create.insert(QStringLiteral("takeover"), m_takeover->value());
    return create;
}

} // namespace canaan::online
