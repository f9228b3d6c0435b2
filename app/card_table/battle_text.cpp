#include "app/card_table/battle_text.h"

#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"

#include <QCoreApplication>

namespace canaan::cardtable {

using conquest::kAttacker;

namespace {

// The battle screen's context, so that its sentences keep their translations wherever they are shown.
QString tx(const char *source, int n = -1)
{
    return QCoreApplication::translate("canaan::cardtable::BattleView", source, nullptr, n);
}

QString nameOf(const QStringList &names, int seat)
{
    return seat >= 0 && seat < names.size() ? names.at(seat) : QString();
}

} // namespace

QString battleResultText(const BattleRecord &r, const QStringList &names)
{
    if (!r.revealed || r.winnerSide < 0)
        return {};
    const QString winner = nameOf(names, r.winnerSide == kAttacker ? r.attacker : r.defender);
    const int won = r.categoriesWon[r.winnerSide], lost = r.categoriesWon[1 - r.winnerSide];
    if (r.tieRolls.isEmpty())
        //: The battle's result: its winner, the categories he won (%n) and those of the loser (%2).
        return tx(QT_TRANSLATE_N_NOOP("canaan::cardtable::BattleView", "Victory to %1, %n category(s) to %2."), won).arg(winner).arg(lost);
    QString text = tx(QT_TRANSLATE_N_NOOP("canaan::cardtable::BattleView", "Each side won %n category(s): the dice decide."), r.categoriesWon[0]);
    for (const auto &roll : r.tieRolls)
        text += QLatin1Char(' ') + tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "%1 rolls %2, %3 rolls %4."))
                                       .arg(nameOf(names, r.attacker)).arg(roll[0]).arg(nameOf(names, r.defender)).arg(roll[1]);
    return text + QLatin1Char(' ') + tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "Victory to %1.")).arg(winner);
}

QStringList casualtyLines(const BattleRecord &r, const QStringList &names)
{
    QStringList lines;
    const Casualties &k = r.casualties;
    if (!k.done || r.winnerSide < 0)
        return lines;
    const int w = r.winnerSide, l = 1 - w;
    const QString winner = nameOf(names, w == kAttacker ? r.attacker : r.defender);
    const QString loser = nameOf(names, l == kAttacker ? r.attacker : r.defender);
    // Labels before the figures ("armies 6"), so that no count has to agree with its noun.
    //: C17: the loser's armies lost, then how: his side's armies × the die × 10%.
    QString loserLine = tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "Armies lost by %1: %2 (armies %3 × die %4 × 10% = %5"))
                            .arg(loser).arg(k.loss[l]).arg(k.armies[l]).arg(k.die).arg(k.rounded[l]);
    int figure = k.rounded[l];
    if (k.retreat) {
        figure /= 2;
        loserLine += tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", ", halved by the Retreat card: %1")).arg(figure);
    }
    if (k.pursuit) {
        figure *= 2;
        loserLine += tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", ", doubled by the Pursuit card: %1")).arg(figure);
    }
    if (figure > k.cap)
        loserLine += tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", ", capped at %1 (the smaller side)")).arg(k.cap);
    lines << loserLine + QStringLiteral(").");
    //: C17: the winner's armies lost, then how: his side's armies × 10%.
    QString winnerLine = tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "Armies lost by %1: %2 (armies %3 × 10% = %4"))
                             .arg(winner).arg(k.loss[w]).arg(k.armies[w]).arg(k.rounded[w]);
    if (k.rounded[w] > k.cap)
        winnerLine += tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", ", capped at %1 (the smaller side)")).arg(k.cap);
    lines << winnerLine + QStringLiteral(").");
    lines << (k.cityFrom >= 0 ? tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "%1 takes a city token from %2."))
                                    .arg(nameOf(names, k.cityTo), nameOf(names, k.cityFrom))
                              : tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "%1 has no city token to lose.")).arg(loser));
    return lines;
}

QString sideCardsText(const BattleRecord &r, int side)
{
    QStringList parts;
    for (int c : r.cards[static_cast<std::size_t>(side)]) {
        const conquest::CardInfo &k = conquest::card(c);
        const bool alt = r.alt.has(c);
        const auto category = alt ? k.orCategory : conquest::ownCategory(k.kind);
        QString part = cardName(c);
        if (r.terrainRemoved.contains(c))
            //: A Terrain card in the battle history that a Defense card struck out.
            part = tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "%1 (struck out)")).arg(part);
        else if (category != conquest::Category::None)
            //: A card in the battle history: its name, the category it counted in and its force.
            part = tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "%1 (%2 %3)"))
                       .arg(part, categoryName(category)).arg(alt ? k.orForce : k.force);
        parts << part;
    }
    if (parts.isEmpty())
        //: A side that fought with no card.
        return tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", "no card"));
    //: The separator between cards in a list.
    return parts.join(tx(QT_TRANSLATE_NOOP("canaan::cardtable::BattleView", ", ")));
}

} // namespace canaan::cardtable
