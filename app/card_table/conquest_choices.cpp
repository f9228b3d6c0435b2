#include "app/card_table/conquest_choices.h"

#include "app/card_table/game_terms.h"

#include "engine/conquest/engine.h"

#include <QCoreApplication>
#include <QSettings>

#include <vector>

namespace canaan::cardtable {

using conquest::Nation;

namespace {

QString tx(const char *source)
{
    return QCoreApplication::translate("canaan::cardtable::ConquestChoices", source);
}

const QString kGroup = QStringLiteral("conquest/newGame");

} // namespace

ConquestChoices ConquestChoices::defaults()
{
    ConquestChoices c;
    c.seats = {ConquestSeatChoice{Nation::Hebrews, QStringLiteral("person"), {}},
               ConquestSeatChoice{Nation::Egyptians, QStringLiteral("normal"), {}},
               ConquestSeatChoice{Nation::Hittites, QStringLiteral("normal"), {}},
               ConquestSeatChoice{Nation::Philistines, QStringLiteral("normal"), {}}};
    return c;
}

QStringList playerIds()
{
    return {QStringLiteral("person"), QStringLiteral("random"), QStringLiteral("normal"), QStringLiteral("hard")};
}

QString playerLabel(const QString &id)
{
    if (id == QLatin1String("person"))
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "Person"));
    if (id == QLatin1String("random"))
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "Computer (easy)"));
    if (id == QLatin1String("normal"))
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "Computer (normal)"));
    return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "Computer (hard)"));
}

QString ConquestChoices::displayName(int seat) const
{
    if (seat < 0 || seat >= seats.size())
        return {};
    const QString name = seats.at(seat).name.trimmed();
    return name.isEmpty() ? nationName(seats.at(seat).nation) : name;
}

QString ConquestChoices::problem() const
{
    if (seats.size() < conquest::kMinPlayers || seats.size() > conquest::kMaxPlayers)
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "Conquest is played by 2 to 6 nations."));
    for (int i = 0; i < seats.size(); ++i)
        for (int j = 0; j < i; ++j)
            if (seats.at(i).nation == seats.at(j).nation)
                return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices",
                                            "Seats %1 and %2 both chose the %3: every seat needs its own nation."))
                    .arg(j + 1)
                    .arg(i + 1)
                    .arg(nationName(seats.at(i).nation));
    for (const ConquestSeatChoice &s : seats)
        if (!playerIds().contains(s.player))
            return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "Unknown player kind \"%1\".")).arg(s.player);
    if (options.turns < 4 || options.turns > 200)
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "The game lasts 4 to 200 turns."));
    if (options.cities < 10 || options.cities > 60)
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::ConquestChoices", "The pool holds 10 to 60 city tokens."));
    std::vector<Nation> nations;
    for (const ConquestSeatChoice &s : seats)
        nations.push_back(s.nation);
    const std::string_view engine = conquest::setupProblem(options, nations);
    return QString::fromUtf8(engine.data(), qsizetype(engine.size())); // the engine's last word, in English
}

ConquestChoices loadConquestChoices(QSettings &settings)
{
    const ConquestChoices fallback = ConquestChoices::defaults();
    ConquestChoices c;
    settings.beginGroup(kGroup);
    c.options.turns = settings.value(QStringLiteral("turns"), fallback.options.turns).toInt();
    c.options.cities = settings.value(QStringLiteral("cities"), fallback.options.cities).toInt();
    const int count = settings.beginReadArray(QStringLiteral("seats"));
    for (int i = 0; i < count && i < conquest::kMaxPlayers; ++i) {
        settings.setArrayIndex(i);
        ConquestSeatChoice seat = i < fallback.seats.size() ? fallback.seats.at(i) : ConquestSeatChoice{};
        const auto nation = conquest::parseNation(settings.value(QStringLiteral("nation")).toString().toStdString());
        if (nation)
            seat.nation = *nation;
        const QString player = settings.value(QStringLiteral("player")).toString();
        if (playerIds().contains(player))
            seat.player = player;
        seat.name = settings.value(QStringLiteral("name")).toString();
        c.seats << seat;
    }
    settings.endArray();
    settings.endGroup();
    if (!c.problem().isEmpty()) // out of range, or nations chosen twice by hand in the file
        return fallback;
    return c;
}

void storeConquestChoices(QSettings &settings, const ConquestChoices &c)
{
    settings.beginGroup(kGroup);
    settings.setValue(QStringLiteral("turns"), c.options.turns);
    settings.setValue(QStringLiteral("cities"), c.options.cities);
    settings.beginWriteArray(QStringLiteral("seats"), int(c.seats.size()));
    for (int i = 0; i < c.seats.size(); ++i) {
        settings.setArrayIndex(i);
        const std::string_view id = conquest::nationId(c.seats.at(i).nation);
        settings.setValue(QStringLiteral("nation"), QString::fromUtf8(id.data(), qsizetype(id.size())));
        settings.setValue(QStringLiteral("player"), c.seats.at(i).player);
        settings.setValue(QStringLiteral("name"), c.seats.at(i).name);
    }
    settings.endArray();
    settings.endGroup();
}

} // namespace canaan::cardtable
