#include "app/online/create_table_dialog.h"

#include "app/settlers_table/clock_box.h"
#include "app/card_table/game_terms.h"
#include "app/settlers_table/korean_particles.h"
#include "net/protocol.h"
#include "net/table_game_kinds.h"

#include "engine/conquest/state.h"
#include "engine/io/json_document.h"
#include "engine/io/map_file.h"
#include "engine/settlers/rules/limits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <iterator>

namespace canaan::online {

namespace {
enum MapEntry { CanaanMap, ClassicMap, OwnMap };
enum GameEntry { SettlersGame, ConquestGame };
// A different nation per seat at first.
constexpr conquest::Nation kFirstNations[] = {conquest::Nation::Hebrews, conquest::Nation::Philistines, conquest::Nation::Egyptians,
    conquest::Nation::Assyrians, conquest::Nation::Hittites, conquest::Nation::Canaanites};
static_assert(std::size(kFirstNations) >= size_t(net::kMaxSeats), "a first nation for every seat a table may have");
} // namespace

CreateTableDialog::CreateTableDialog(QWidget *parent)
    : QDialog(parent), m_form(new QFormLayout(this)), m_game(new QComboBox(this)), m_map(new QComboBox(this)),
      m_ruleset(new QComboBox(this)), m_seatCount(new QSpinBox(this)), m_turns(new QSpinBox(this)), m_cities(new QSpinBox(this)),
      m_private(new QCheckBox(tr("&Private: not listed, joined with the table's code"), this)), m_takeover(new QSpinBox(this)),
      m_clock(new settlerstable::ClockBox(this)), m_problem(new QLabel(this))
{
    setWindowTitle(tr("New Network Table"));
    m_game->setObjectName(QStringLiteral("game"));
    m_game->addItems({tr("Settlers of Canaan"), tr("Conquest")});
    m_turns->setObjectName(QStringLiteral("turns"));
    m_turns->setRange(4, 200); // C08
    m_turns->setValue(conquest::Options{}.turns);
    m_cities->setObjectName(QStringLiteral("cities"));
    m_cities->setRange(10, 60); // C03
    m_cities->setValue(conquest::Options{}.cities);
    m_map->setObjectName(QStringLiteral("map"));
    m_map->addItems({tr("Canaan (built-in)"), tr("Classic (built-in)"), tr("Your own map…")});
    m_ruleset->setObjectName(QStringLiteral("ruleset"));
    m_ruleset->addItem(tr("The map's"), QString());
    m_ruleset->addItem(tr("Canaan"), QStringLiteral("canaan"));
    m_ruleset->addItem(tr("Classic"), QStringLiteral("classic"));
    m_seatCount->setObjectName(QStringLiteral("seatCount"));
    m_seatCount->setRange(net::kMinSeats, canaan::settlers::kMaxPlayers); // updateSeats() sets the game's most
    m_seatCount->setValue(4);
    m_takeover->setObjectName(QStringLiteral("takeover"));
    m_takeover->setRange(0, net::kMaxTakeoverSeconds);
    m_takeover->setValue(net::kDefaultTakeoverSeconds);
    m_takeover->setSuffix(tr(" s"));
    m_takeover->setSpecialValueText(tr("never: the game waits"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));

    QFormLayout *form = m_form;
    form->addRow(tr("&Game:"), m_game);
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
        auto *nation = new QComboBox(this);
        nation->setObjectName(QStringLiteral("nation%1").arg(s));
        for (int n = 0; n < conquest::kNationCount; ++n) {
            nation->addItem(cardtable::nationName(conquest::Nation(n)), QString::fromLatin1(conquest::nationId(conquest::Nation(n)).data()));
            nation->setItemData(n, cardtable::nationAbility(conquest::Nation(n)), Qt::ToolTipRole);
        }
        nation->setCurrentIndex(int(kFirstNations[s]));
        connect(nation, &QComboBox::currentIndexChanged, this, &CreateTableDialog::updateSeats);
        auto *row = new QHBoxLayout;
        row->addWidget(box, 1);
        row->addWidget(nation, 1);
        auto *label = new QLabel(tr("Seat &%1:").arg(s + 1), this);
        label->setBuddy(box);
        form->addRow(label, row);
        m_seats << box;
        m_seatLabels << label;
        m_nations << nation;
    }
    form->addRow(tr("&Turns:"), m_turns);
    form->addRow(tr("C&ity tokens:"), m_cities);
    form->addRow(m_private);
    form->addRow(tr("&Wait for a dropped person:"), m_takeover);
    m_takeover->setToolTip(tr("After this wait a computer player plays a dropped person's seat until the person rejoins"));
    form->addRow(tr("Turn c&lock:"), m_clock);
    form->addRow(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Create"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seatCount, &QSpinBox::valueChanged, this, &CreateTableDialog::updateSeats);
    connect(m_map, &QComboBox::activated, this, &CreateTableDialog::onMapChosen);
    connect(m_game, &QComboBox::currentIndexChanged, this, &CreateTableDialog::updateSeats);
    updateSeats();
}

bool CreateTableDialog::isConquest() const { return m_game->currentIndex() == ConquestGame; }

void CreateTableDialog::updateSeats()
{
    const bool conquest = isConquest();
    // As many seats as the game's engine plays (a map may allow fewer: the server says so).
    m_seatCount->setMaximum(conquest ? conquest::kMaxPlayers : canaan::settlers::kMaxPlayers);
    QStringList chosen;
    bool twice = false;
    for (int s = 0; s < m_seats.size(); ++s) {
        const bool used = s < m_seatCount->value();
        m_seats[s]->setVisible(used);
        m_seatLabels[s]->setVisible(used);
        m_nations[s]->setVisible(used && conquest);
        if (used && conquest) {
            twice = twice || chosen.contains(m_nations[s]->currentText());
            chosen << m_nations[s]->currentText();
        }
    }
    for (QWidget *w : {static_cast<QWidget *>(m_map), static_cast<QWidget *>(m_ruleset)})
        m_form->setRowVisible(w, !conquest);
    for (QWidget *w : {m_turns, m_cities})
        m_form->setRowVisible(w, conquest);
    m_form->setRowVisible(m_clock, !conquest);
    // C01: each nation plays once.
    if (conquest)
        m_problem->setText(twice ? tr("Each nation may play only once: choose another nation for one of the seats.") : QString());
    if (m_ok)
        m_ok->setEnabled(!twice);
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
    // Bounded and regular files only (a FIFO would hang the dialog); the server checks the map.
    const io::BoundedRead file = io::readBoundedFile(path, net::kMaxMessageBytes / 2);
    if (file.status == io::BoundedRead::Status::TooLarge) {
        m_problem->setText(settlerstable::fixParticles(tr("%1 is too large to send to a server (at most %2 KiB).").arg(QFileInfo(path).fileName()).arg(net::kMaxMessageBytes / 2048)));
        return false;
    }
    if (file.status != io::BoundedRead::Status::Ok) {
        m_problem->setText(settlerstable::fixParticles(tr("%1 could not be read: %2").arg(QFileInfo(path).fileName(), mapFileReadProblem(file))));
        return false;
    }
    const io::JsonObjectRead document = io::readJsonObject(file.data);
    if (document.status != io::JsonObjectRead::Status::Ok) {
        const QString why = document.status == io::JsonObjectRead::Status::Malformed
                                ? QStringLiteral("%1:%2: %3").arg(document.line).arg(document.column).arg(document.parseError)
                                : QString();
        m_problem->setText(settlerstable::fixParticles(tr("%1 is not a map file: %2").arg(QFileInfo(path).fileName(), why)));
        return false;
    }
    // The server checks it with the map validator and says where a problem is.
    m_mapData = document.object;
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
    if (isConquest()) {
        QJsonArray seats, nations;
        for (int s = 0; s < m_seatCount->value(); ++s) {
            // Conquest's easiest computer player is random (as its new-game dialog says: easy = random).
            const QString kind = m_seats[s]->currentData().toString();
            seats.append(kind == QLatin1String("easy") ? QStringLiteral("random") : kind);
            nations.append(m_nations[s]->currentData().toString());
        }
        return {{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QString::fromLatin1(net::kConquestTables.id)},
            {QStringLiteral("seats"), seats}, {QStringLiteral("nations"), nations},
            {QStringLiteral("options"), QJsonObject{{QStringLiteral("turns"), m_turns->value()}, {QStringLiteral("cities"), m_cities->value()}}},
            {QStringLiteral("private"), m_private->isChecked()}, {QStringLiteral("takeover"), m_takeover->value()}};
    }
    QJsonObject create{{QStringLiteral("t"), QStringLiteral("create")}, {QStringLiteral("game"), QString::fromLatin1(net::kSettlersTables.id)}};
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
    if (m_clock->seconds() > 0) // an older server ignores the field: its table summary has no clock
        create.insert(QStringLiteral("clock"), m_clock->seconds());
    return create;
}

} // namespace canaan::online
