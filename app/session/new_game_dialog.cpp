#include "app/session/new_game_dialog.h"

#include "app/session/default_map.h"
#include "app/settlers_table/clock_box.h"
#include "app/settlers_table/window_fit.h"
#include "boardview/board_scene.h"
#include "boardview/board_text.h"
#include "boardview/board_view.h"
#include "boardview/print_map_dialog.h"
#include "engine/io/builtin_maps.h"
#include "engine/io/map_file.h"
#include "app/session/map_previews.h"
#include "engine/settlers/rules/rules.h"
#include "app/settlers_table/seat_plan.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QVBoxLayout>

namespace canaan::session {

namespace {

// The pictures of the maps in the list.
constexpr QSize kMapIconSize(44, 40);
constexpr int kPriest = static_cast<int>(settlers::DevCard::Priest);
constexpr int kVpCard = static_cast<int>(settlers::DevCard::VictoryPoint);

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(18, 18);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setPen(QColor(60, 60, 60));
    p.setBrush(color);
    p.drawRoundedRect(QRectF(1, 1, 16, 16), 3, 3);
    return QIcon(pixmap);
}

bool hasJerusalem(const settlers::MapModel &map)
{
    for (const settlers::MapHex &hex : map.hexes)
        if (hex.terrain == settlers::Terrain::Jerusalem)
            return true;
    return false;
}

bool isBuiltIn(const QString &path) { return path.startsWith(QLatin1String(":/")); }

} // namespace

NewGameDialog::NewGameDialog(QWidget *parent, const QString &mapPath) : QDialog(parent)
{
    setObjectName(QStringLiteral("newGameDialog"));
    const NewGameChoices choices = loadNewGameChoices();
    m_recentMaps = choices.recentMaps;
    for (const SeatChoice &seat : choices.seats)
        m_seatColors.append(seat.color);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(createSeats());
    left->addWidget(createRules());
    left->addStretch(1);
    columns->addLayout(left);
    columns->addWidget(createMap(), 1);

    m_start = new QPushButton(this);
    m_start->setDefault(true);
    m_cancel = new QPushButton(this);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (!canStart())
            return;
        remember();
        accept();
    });
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addLayout(buttons);

    retranslateUi();
    m_players->setValue(choices.players);
    m_clock->setSeconds(choices.clockSeconds);
    for (int i = 0; i < 4; ++i) {
        setSeatKind(i, choices.seats[i].kind);
        m_seats[i].name->setText(choices.seats[i].name);
    }
    fillMapList();
    const QString first = mapPath.isEmpty() ? choices.mapPath : mapPath;
    if (!selectMap(first) && mapPath.isEmpty() && first != kDefaultMapResource)
        selectMap(kDefaultMapResource); // the remembered file is gone: fall back quietly
    updateSeats();
    settlerstable::resizeToFit(this, QSize(1100, 720));
}

NewGameDialog::~NewGameDialog() = default;

QWidget *NewGameDialog::createSeats()
{
    m_seatsBox = new QGroupBox(this);
    auto *grid = new QGridLayout(m_seatsBox);
    m_playersLabel = new QLabel(m_seatsBox);
    m_players = new QSpinBox(m_seatsBox);
    m_players->setRange(2, 4);
    m_playersLabel->setBuddy(m_players);
    grid->addWidget(m_playersLabel, 0, 0);
    grid->addWidget(m_players, 0, 1);
    connect(m_players, &QSpinBox::valueChanged, this, &NewGameDialog::updateSeats);
    const QList<QColor> colors = seatColorChoices();
    for (int i = 0; i < 4; ++i) {
        SeatRow row{new QLabel(m_seatsBox), new QComboBox(m_seatsBox), new QLineEdit(m_seatsBox),
                    new QComboBox(m_seatsBox)};
        for (const QString &kind : kSeatKinds)
            row.kind->addItem(QString(), kind);
        row.name->setMaxLength(40);
        row.name->setClearButtonEnabled(true);
        for (const QColor &color : colors)
            row.color->addItem(swatch(color), QString(), color);
        row.color->setCurrentIndex(static_cast<int>(colors.indexOf(m_seatColors[i])));
        row.label->setBuddy(row.name);
        grid->addWidget(row.label, i + 1, 0);
        grid->addWidget(row.kind, i + 1, 1);
        grid->addWidget(row.name, i + 1, 2);
        grid->addWidget(row.color, i + 1, 3);
        connect(row.color, &QComboBox::activated, this,
                [this, i](int index) { setSeatColor(i, m_seats[i].color->itemData(index).value<QColor>()); });
        connect(row.name, &QLineEdit::textChanged, this, &NewGameDialog::updateStart);
        m_seats.append(row);
    }
    m_clockLabel = new QLabel(m_seatsBox);
    m_clock = new settlerstable::ClockBox(m_seatsBox);
    m_clockLabel->setBuddy(m_clock);
    grid->addWidget(m_clockLabel, 5, 0);
    grid->addWidget(m_clock, 5, 1, 1, 3);
    grid->setColumnStretch(2, 1);
    return m_seatsBox;
}

QWidget *NewGameDialog::createMap()
{
    m_mapBox = new QGroupBox(this);
    auto *layout = new QVBoxLayout(m_mapBox);
    auto *row = new QHBoxLayout;
    m_mapList = new QComboBox(m_mapBox);
    m_mapList->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mapList->setMinimumContentsLength(24);
    m_mapList->setIconSize(kMapIconSize);
    m_browse = new QPushButton(m_mapBox);
    m_print = new QPushButton(m_mapBox);
    row->addWidget(m_mapList, 1);
    row->addWidget(m_browse);
    row->addWidget(m_print);
    layout->addLayout(row);
    m_mapInfo = new QLabel(m_mapBox);
    m_mapInfo->setWordWrap(true);
    m_mapInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_mapInfo);
    m_scene = new boardview::BoardScene(this);
    m_preview = new boardview::BoardView(m_mapBox);
    m_preview->setScene(m_scene);
    m_preview->setMinimumSize(420, 380);
    layout->addWidget(m_preview, 1);
    connect(m_mapList, &QComboBox::activated, this, [this](int index) {
        const QString path = m_mapList->itemData(index).toString();
        if (!path.isEmpty())
            selectMap(path);
    });
    connect(m_browse, &QPushButton::clicked, this, &NewGameDialog::browseMap);
    connect(m_print, &QPushButton::clicked, this, [this] {
        if (m_map)
            boardview::PrintMapDialog::printMap(*m_map, this);
    });
    return m_mapBox;
}

QWidget *NewGameDialog::createRules()
{
    m_rulesBox = new QGroupBox(this);
    auto *form = new QFormLayout(m_rulesBox);
    auto addRow = [&](QLabel *&label, QWidget *field) {
        label = new QLabel(m_rulesBox);
        label->setBuddy(field);
        form->addRow(label, field);
    };
    m_ruleset = new QComboBox(m_rulesBox);
    m_ruleset->addItem(QString(), static_cast<int>(settlers::Ruleset::Canaan));
    m_ruleset->addItem(QString(), static_cast<int>(settlers::Ruleset::Classic));
    addRow(m_rulesetLabel, m_ruleset);
    connect(m_ruleset, &QComboBox::activated, this, &NewGameDialog::onRulesetChanged);
    m_vpToWin = new QSpinBox(m_rulesBox);
    m_vpToWin->setObjectName(QStringLiteral("vpToWin")); // the tests find it by name
    m_vpToWin->setRange(2, 99);
    addRow(m_vpLabel, m_vpToWin);
    m_stones = new QSpinBox(m_rulesBox);
    m_stones->setRange(1, 200);
    addRow(m_stonesLabel, m_stones);
    m_tie = new QComboBox(m_rulesBox);
    m_tie->addItem(QString(), static_cast<int>(settlers::JerusalemTie::Continue));
    m_tie->addItem(QString(), static_cast<int>(settlers::JerusalemTie::Shared));
    addRow(m_tieLabel, m_tie);
    m_bank = new QSpinBox(m_rulesBox);
    m_bank->setRange(1, 200);
    addRow(m_bankLabel, m_bank);
    m_priests = new QSpinBox(m_rulesBox);
    m_priests->setRange(0, 99);
    addRow(m_priestsLabel, m_priests);
    m_vpCards = new QSpinBox(m_rulesBox);
    m_vpCards->setRange(0, 99);
    addRow(m_vpCardsLabel, m_vpCards);
    m_freeTradeBuild = new QCheckBox(m_rulesBox);
    form->addRow(m_freeTradeBuild);
    m_restoreRules = new QPushButton(m_rulesBox);
    connect(m_restoreRules, &QPushButton::clicked, this, &NewGameDialog::restoreMapRules);
    form->addRow(m_restoreRules);
    return m_rulesBox;
}

void NewGameDialog::retranslateUi()
{
    setWindowTitle(tr("New Game"));
    m_seatsBox->setTitle(tr("Players"));
    m_playersLabel->setText(tr("&Number of players:"));
    m_clockLabel->setText(tr("Turn c&lock:"));
    for (int i = 0; i < m_seats.size(); ++i) {
        const SeatRow &row = m_seats[i];
        row.label->setText(tr("Seat &%1:").arg(i + 1));
        row.kind->setItemText(0, tr("Person"));
        row.kind->setItemText(1, tr("Computer (easy)"));
        row.kind->setItemText(2, tr("Computer (normal)"));
        row.kind->setItemText(3, tr("Computer (hard)"));
        row.kind->setToolTip(tr("A person at this screen, or a computer player and how well it plays"));
        row.name->setPlaceholderText(settlerstable::defaultSeatName(i));
        row.name->setToolTip(tr("The name shown in the game; empty: the tribe's name"));
        row.color->setToolTip(tr("The colour of this player's pieces"));
        const QStringList colorNames{tr("Red"), tr("Blue"), tr("White"), tr("Orange"), tr("Green"), tr("Brown")};
        for (int c = 0; c < row.color->count() && c < colorNames.size(); ++c)
            row.color->setItemText(c, colorNames[c]);
    }
    m_mapBox->setTitle(tr("Map"));
    m_browse->setText(tr("&Browse…"));
    m_browse->setToolTip(tr("Play on a map file of your own (*.canaanmap)"));
    m_print->setText(tr("Prin&t Map…"));
    m_print->setToolTip(tr("Print the chosen map at real size as a PDF, to play on a table with real pieces"));
    m_rulesBox->setTitle(tr("Rules"));
    m_rulesetLabel->setText(tr("R&uleset:"));
    m_ruleset->setItemText(0, tr("Settlers of Canaan"));
    m_ruleset->setItemText(1, tr("Classic (base game)"));
    m_vpLabel->setText(tr("&Victory points to win:"));
    m_stonesLabel->setText(tr("Building st&ones to complete Jerusalem:"));
    m_tieLabel->setText(tr("Jerusalem complete, t&ied:"));
    m_tie->setItemText(0, tr("Play on until one leads"));
    m_tie->setItemText(1, tr("The tied players share the win"));
    m_bankLabel->setText(tr("Ban&k, cards per resource:"));
    m_freeTradeBuild->setText(tr("&Trade after building in the same turn"));
    m_freeTradeBuild->setToolTip(tr("Off: once a player builds or buys, he may not trade again that turn"));
    m_vpCardsLabel->setText(tr("Victory point &cards in the deck:"));
    m_restoreRules->setText(tr("&Restore the Map's Rules"));
    m_start->setText(tr("&Start Game"));
    m_cancel->setText(tr("Cancel"));
    updateRulesWidgets();
    fillMapList();
    updateStart();
}

void NewGameDialog::fillMapList()
{
    if (!m_mapList)
        return;
    m_mapList->clear();
    // The default map first.
    QStringList paths = io::builtinMapPaths();
    paths.removeAll(kDefaultMapResource);
    paths.prepend(kDefaultMapResource);
    for (const QString &path : paths)
        m_mapList->addItem(QIcon(mapPreview(path, kMapIconSize)), tr("%1 (built in)").arg(mapEntry(path).title), path);
    // The user's own: the maps used recently, then those in his Canaan folder and the folders he
    // used last, each once, with its picture or, when it does not load, its error.
    QStringList own;
    for (const QString &path : m_recentMaps)
        own << QFileInfo(path).absoluteFilePath();
    for (const MapEntry &entry : userMaps(userMapFolders(m_recentMaps)))
        if (const QString path = QFileInfo(entry.path).absoluteFilePath(); !own.contains(path))
            own << path;
    if (!own.isEmpty())
        m_mapList->insertSeparator(m_mapList->count());
    for (const QString &path : own) {
        if (!QFileInfo::exists(path))
            continue;
        const MapEntry entry = mapEntry(path);
        const QString file = QFileInfo(path).fileName();
        if (entry.error.isEmpty()) {
            m_mapList->addItem(QIcon(mapPreview(path, kMapIconSize)), tr("%1 (%2)").arg(entry.title, file), path);
            m_mapList->setItemData(m_mapList->count() - 1, QDir::toNativeSeparators(path), Qt::ToolTipRole);
        } else {
            m_mapList->addItem(style()->standardIcon(QStyle::SP_MessageBoxWarning),
                               tr("%1: cannot be played: %2").arg(file, entry.message), path);
            m_mapList->setItemData(m_mapList->count() - 1, entry.error, Qt::ToolTipRole);
        }
    }
    if (!m_mapError.isEmpty() && m_mapList->findData(m_mapPath) < 0) {
        // The map that failed is the one shown, beside its error, not the first built-in one.
        m_mapList->insertSeparator(m_mapList->count());
        m_mapList->addItem(tr("%1 (cannot be played)").arg(QFileInfo(m_mapPath).fileName()), m_mapPath);
        m_mapList->setItemData(m_mapList->count() - 1, QDir::toNativeSeparators(m_mapPath), Qt::ToolTipRole);
    }
    const int index = m_mapList->findData(m_mapPath);
    if (index >= 0)
        m_mapList->setCurrentIndex(index);
}

QStringList NewGameDialog::mapChoices() const
{
    QStringList paths;
    for (int i = 0; i < m_mapList->count(); ++i)
        if (const QString path = m_mapList->itemData(i).toString(); !path.isEmpty())
            paths << path;
    return paths;
}

bool NewGameDialog::selectMap(const QString &path)
{
    m_mapPath = path;
    const MapLoadResult loaded = loadMapFile(path);
    if (!loaded.ok()) {
        m_map.reset();
        m_mapError = loaded.error.toString();
        m_scene->setMap(settlers::MapModel{});
        // The (disabled) rule fields show the ruleset's defaults, not their spin boxes' minimums.
        m_updating = true;
        setOptions(settlers::GameOptions::defaultsFor(ruleset()));
        m_updating = false;
        m_mapInfo->setText(QStringLiteral("<span style='color:#b00020'>%1</span>")
                               .arg(tr("This map cannot be played: %1").arg(m_mapError).toHtmlEscaped()));
        fillMapList();
        updateStart();
        return false;
    }
    m_map = *loaded.map;
    m_mapError.clear();
    if (!isBuiltIn(path)) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        m_mapPath = absolute;
        m_recentMaps.removeAll(absolute);
        m_recentMaps.prepend(absolute);
        while (m_recentMaps.size() > kMaxRecentMaps)
            m_recentMaps.removeLast();
    }
    m_scene->setMap(*m_map);
    m_preview->fitToWindow();
    const QString title = boardview::BoardText::localized(m_map->title);
    const QString description = boardview::BoardText::localized(m_map->description);
    m_mapInfo->setText(QStringLiteral("<b>%1</b><br>%2").arg(title.toHtmlEscaped(), description.toHtmlEscaped()));
    fillMapList();
    m_updating = true;
    if (const auto remembered = loadRulesChoice(m_mapPath); remembered && (remembered->ruleset == m_map->ruleset ||
                                                                           canChangeRuleset())) {
        m_ruleset->setCurrentIndex(m_ruleset->findData(static_cast<int>(remembered->ruleset)));
        setOptions(remembered->options);
    } else {
        m_ruleset->setCurrentIndex(m_ruleset->findData(static_cast<int>(m_map->ruleset)));
        setOptions(m_map->options);
    }
    m_updating = false;
    updateRulesWidgets();
    updateSeats();
    return true;
}

void NewGameDialog::browseMap()
{
    QString start = m_recentMaps.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                           : QFileInfo(m_recentMaps.front()).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Choose a Map"), start, tr("Canaan maps (*.canaanmap)"));
    if (!path.isEmpty())
        selectMap(path);
}

bool NewGameDialog::canChangeRuleset() const
{
    // Canaan needs Jerusalem on the map; classic needs room for three players.
    return m_map && hasJerusalem(*m_map) && m_map->maxPlayers >= 3;
}

settlers::Ruleset NewGameDialog::ruleset() const { return static_cast<settlers::Ruleset>(m_ruleset->currentData().toInt()); }

void NewGameDialog::setRuleset(settlers::Ruleset ruleset)
{
    if (ruleset == this->ruleset() || (!canChangeRuleset() && m_map && ruleset != m_map->ruleset))
        return;
    m_ruleset->setCurrentIndex(m_ruleset->findData(static_cast<int>(ruleset)));
    onRulesetChanged();
}

void NewGameDialog::onRulesetChanged()
{
    // The map's options belong to its own ruleset; another ruleset starts from its defaults.
    if (m_map)
        setOptions(ruleset() == m_map->ruleset ? m_map->options : settlers::GameOptions::defaultsFor(ruleset()));
    updateRulesWidgets();
    updateSeats();
}

settlers::GameOptions NewGameDialog::options() const
{
    settlers::GameOptions o = m_hiddenOptions;
    o.vpToWin = m_vpToWin->value();
    o.stonesToComplete = m_stones->value();
    o.bankPerResource = m_bank->value();
    o.deck[kPriest] = m_priests->value();
    o.deck[kVpCard] = m_vpCards->value();
    o.freeTradeBuild = m_freeTradeBuild->isChecked();
    o.jerusalemTie = static_cast<settlers::JerusalemTie>(m_tie->currentData().toInt());
    if (ruleset() == settlers::Ruleset::Classic) { // no Jerusalem: its options stay as they came
        o.stonesToComplete = m_hiddenOptions.stonesToComplete;
        o.jerusalemTie = m_hiddenOptions.jerusalemTie;
    }
    return o;
}

void NewGameDialog::setOptions(const settlers::GameOptions &o)
{
    m_hiddenOptions = o;
    m_vpToWin->setValue(o.vpToWin);
    m_stones->setValue(std::max(1, o.stonesToComplete));
    m_bank->setValue(o.bankPerResource);
    m_priests->setValue(o.deck[kPriest]);
    m_vpCards->setValue(o.deck[kVpCard]);
    m_freeTradeBuild->setChecked(o.freeTradeBuild);
    m_tie->setCurrentIndex(m_tie->findData(static_cast<int>(o.jerusalemTie)));
}

void NewGameDialog::restoreMapRules()
{
    if (!m_map)
        return;
    m_ruleset->setCurrentIndex(m_ruleset->findData(static_cast<int>(m_map->ruleset)));
    setOptions(m_map->options);
    updateRulesWidgets();
    updateSeats();
}

void NewGameDialog::updateRulesWidgets()
{
    const bool canaan = ruleset() == settlers::Ruleset::Canaan;
    m_ruleset->setEnabled(canChangeRuleset());
    m_ruleset->setToolTip(canChangeRuleset() ? QString() : tr("This map is made for one ruleset only"));
    for (QWidget *w : {static_cast<QWidget *>(m_stonesLabel), static_cast<QWidget *>(m_stones),
                       static_cast<QWidget *>(m_tieLabel), static_cast<QWidget *>(m_tie)})
        w->setVisible(canaan);
    m_priestsLabel->setText(canaan ? tr("&Priest cards in the deck:") : tr("&Knight cards in the deck:"));
    for (QWidget *w : std::initializer_list<QWidget *>{m_ruleset, m_vpToWin, m_stones, m_tie, m_bank, m_priests,
                                                        m_vpCards, m_freeTradeBuild, m_restoreRules})
        w->setEnabled(m_map.has_value() && (w != m_ruleset || canChangeRuleset()));
}

void NewGameDialog::updateSeats()
{
    int low = 2, high = 4;
    if (m_map) {
        settlers::MapModel map = *m_map;
        map.ruleset = ruleset();
        const settlers::Rules rules(map, ruleset(), options());
        low = rules.minPlayers();
        high = rules.maxPlayers();
    }
    m_players->setRange(low, high);
    for (int i = 0; i < m_seats.size(); ++i) {
        const bool playing = i < m_players->value();
        for (QWidget *w : std::initializer_list<QWidget *>{m_seats[i].label, m_seats[i].kind, m_seats[i].name,
                                                            m_seats[i].color})
            w->setEnabled(playing);
    }
    updateStart();
}

void NewGameDialog::updateStart()
{
    if (!m_start)
        return;
    m_start->setEnabled(canStart());
    m_print->setEnabled(m_map.has_value());
    m_start->setToolTip(m_map ? QString() : tr("Choose a map that loads"));
}

bool NewGameDialog::canStart() const
{
    return m_map.has_value() && m_players->value() >= m_players->minimum() &&
           m_players->value() <= m_players->maximum();
}

int NewGameDialog::playerCount() const { return m_players->value(); }
void NewGameDialog::setPlayerCount(int players) { m_players->setValue(players); }

QString NewGameDialog::seatKind(int seat) const { return m_seats[seat].kind->currentData().toString(); }

void NewGameDialog::setSeatKind(int seat, const QString &kind)
{
    const int index = m_seats[seat].kind->findData(kind);
    if (index >= 0)
        m_seats[seat].kind->setCurrentIndex(index);
}

QString NewGameDialog::seatName(int seat) const
{
    const QString name = m_seats[seat].name->text().trimmed();
    return name.isEmpty() ? settlerstable::defaultSeatName(seat) : name;
}

void NewGameDialog::setSeatName(int seat, const QString &name) { m_seats[seat].name->setText(name); }

QColor NewGameDialog::seatColor(int seat) const { return m_seatColors[seat]; }

void NewGameDialog::setSeatColor(int seat, const QColor &color)
{
    const QColor old = m_seatColors[seat];
    for (int other = 0; other < m_seatColors.size(); ++other)
        if (other != seat && m_seatColors[other] == color) {
            m_seatColors[other] = old; // swap, so no two seats share a colour
            m_seats[other].color->setCurrentIndex(m_seats[other].color->findData(old));
        }
    m_seatColors[seat] = color;
    int index = m_seats[seat].color->findData(color);
    if (index < 0) {
        m_seats[seat].color->addItem(swatch(color), color.name(), color);
        index = m_seats[seat].color->count() - 1;
    }
    m_seats[seat].color->setCurrentIndex(index);
}

settlerstable::GameSetup NewGameDialog::setup() const
{
    settlerstable::GameSetup setup;
    if (m_map)
        setup.map = *m_map;
    setup.map.ruleset = ruleset();
    setup.map.options = options();
    for (int i = 0; i < m_players->value(); ++i) {
        const QString kind = seatKind(i);
        setup.seats.append({seatName(i), seatColor(i), kind == QLatin1String("human") ? QString() : kind});
    }
    setup.seed = QRandomGenerator::global()->generate64();
    setup.clockSeconds = clockSeconds();
    return setup;
}

int NewGameDialog::clockSeconds() const { return m_clock->seconds(); }

void NewGameDialog::setClockSeconds(int seconds) { m_clock->setSeconds(seconds); }

void NewGameDialog::remember() const
{
    NewGameChoices c;
    c.players = m_players->value();
    c.clockSeconds = clockSeconds();
    c.mapPath = m_mapPath;
    c.recentMaps = m_recentMaps;
    for (int i = 0; i < m_seats.size(); ++i)
        c.seats.append({seatKind(i), m_seats[i].name->text().trimmed(), m_seatColors[i]});
    storeNewGameChoices(c);
    if (m_map)
        storeRulesChoice(m_mapPath, {ruleset(), options()});
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_start) {
        retranslateUi();
        m_scene->retranslate();
    }
    QDialog::changeEvent(event);
}

} // namespace canaan::session
