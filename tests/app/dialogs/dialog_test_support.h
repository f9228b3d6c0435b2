// Shared by the dialog tests: a real position on the built-in Canaan map (scenario_builder.h of the
// rules tests), the context a dialog is opened with, and actions written as text so that a failed
// comparison prints readably.
#pragma once

#include "tests/engine/settlers/rules/builtin_maps.h"
#include "app/settlers_table/dialogs/decision_dialog.h"
#include "tests/engine/settlers/rules/scenario_builder.h"

#include <QRadioButton>
#include <QStringList>
#include <QtTest>
#include <memory>

namespace canaan::test {

inline const QStringList kNames{QStringLiteral("Reuben"), QStringLiteral("Simeon"), QStringLiteral("Judah"),
                                QStringLiteral("Issachar")};

inline settlerstable::DecisionContext contextFor(const Scenario &sc, int seat)
{
    settlerstable::DecisionContext ctx;
    ctx.rules = &sc.rules;
    ctx.state = &sc.s;
    ctx.seat = seat;
    for (int p = 0; p < sc.s.numPlayers; ++p)
        ctx.handCounts[static_cast<std::size_t>(p)] = sc.s.handSize(p);
    settlers::ActionList list;
    settlers::legalActions(sc.rules, sc.s, list);
    ctx.legal.assign(list.begin(), list.end());
    ctx.names = kNames;
    ctx.colors = {QColor(0xc6, 0x28, 0x28), QColor(0x1e, 0x5a, 0xc8), QColor(0xf0, 0xf0, 0xe6), QColor(0xe6, 0x8a, 0x00)};
    return ctx;
}

// The dialog made for a decision, as the type the test expects and shown; null (and the dialog
// deleted) when the factory made another kind.
template <typename D>
std::unique_ptr<D> openAs(settlerstable::DecisionDialog *dialog)
{
    auto *typed = qobject_cast<D *>(dialog);
    if (!typed)
        delete dialog;
    else
        typed->show();
    return std::unique_ptr<D>(typed);
}

inline QString text(const settlers::Action &a)
{
    QString s = QString::fromUtf8(settlers::actionKindId(a.kind)) + QStringLiteral(" p%1").arg(a.player);
    for (const int v : {int(a.a), int(a.b), int(a.c)})
        s += v == settlers::kNoId ? QStringLiteral(" -") : QStringLiteral(" %1").arg(v);
    if (a.trade != std::array<std::int8_t, settlers::kResourceCount>{}) {
        QStringList t;
        for (const auto n : a.trade)
            t << QString::number(n);
        s += QStringLiteral(" [%1]").arg(t.join(QLatin1Char(',')));
    }
    return s;
}

inline QStringList texts(const QList<settlers::Action> &actions)
{
    QStringList out;
    for (const settlers::Action &a : actions)
        out << text(a);
    return out;
}

// Applies the actions one after the other to a copy of the state; the reason of the first refusal.
inline settlers::IllegalReason checkSequence(const Scenario &sc, const QList<settlers::Action> &actions)
{
    settlers::GameState s = sc.s;
    for (const settlers::Action &a : actions) {
        const settlers::IllegalReason why = settlers::checkLegal(sc.rules, s, a);
        if (why != settlers::IllegalReason::Ok)
            return why;
        settlers::apply(sc.rules, s, a);
    }
    return settlers::IllegalReason::Ok;
}

inline settlers::Action trade(settlers::ActionKind k, int player, int a, std::array<int, settlers::kResourceCount> net)
{
    return tradeAct(k, player, a, net);
}

// A click where a person clicks: a radio button reacts to its circle and label, not to its whole width.
inline void click(QAbstractButton *button)
{
    QVERIFY(button);
    const bool radio = qobject_cast<QRadioButton *>(button) != nullptr;
    QTest::mouseClick(button, Qt::LeftButton, {}, radio ? QPoint(6, button->height() / 2) : button->rect().center());
}

constexpr int kLumber = 0, kWool = 1, kGrain = 2, kStone = 3, kOre = 4;

// The first tile the Plague may go to, with Simeon's and Judah's settlements on two of its corners.
struct PlaguePosition {
    Scenario sc{testmaps::canaanMap(), 4, 0, false};
    int tile = -1;
    int emptyTile = -1;
};

inline PlaguePosition plaguePosition()
{
    PlaguePosition p;
    Scenario &sc = p.sc;
    sc.rules.plagueTiles().forEach([&](int t) {
        if (p.tile < 0)
            p.tile = t;
    });
    const auto &corners = sc.rules.topology().tiles()[static_cast<std::size_t>(p.tile)].vertices;
    sc.settlement(1, corners[0]);
    sc.settlement(2, corners[3]);
    const settlers::VertexBits &taken = sc.s.allBuildings();
    sc.rules.plagueTiles().forEach([&](int t) {
        if (p.emptyTile < 0 && !sc.rules.tile(t).vertexBits.intersects(taken))
            p.emptyTile = t;
    });
    sc.hand(1, {2, 0, 0, 0, 0});
    sc.hand(2, {0, 1, 1, 1, 0});
    sc.play(act(settlers::ActionKind::Roll, 0));
    sc.play(act(settlers::ActionKind::Dice, 0, 3, 4));
    return p;
}

} // namespace canaan::test
