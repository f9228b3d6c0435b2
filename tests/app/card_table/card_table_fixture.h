// The card table's test fixture: a table with the names of four seats, the actions it sends, a driver
// that plays the other seats (TableDriver stands in for the play layer's host), and the helpers the
// card table's tests share.
#pragma once

#include "app/card_table/battle_history.h"
#include "app/card_table/battle_text.h"
#include "app/card_table/battle_view.h"
#include "app/card_table/card_names.h"
#include "app/card_table/card_table_widget.h"
#include "app/card_table/card_widget.h"
#include "app/card_table/decision_panel.h"
#include "app/card_table/hand_view.h"
#include "tests/app/card_table/ts_translator.h"
#include "app/card_table/phase_bar.h"
#include "tests/app/card_table/table_driver.h"
#include "app/sound/sound_player.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QtTest>

using namespace canaan;
using namespace canaan::cardtable;
using conquest::ActionKind;
using conquest::Nation;
using conquest::Pending;

Q_DECLARE_METATYPE(conquest::Pending)

const QStringList kNames{QStringLiteral("Hannah"), QStringLiteral("Boaz"), QStringLiteral("Deborah"), QStringLiteral("Gideon")};

// Plays bot games (seat 1 by a bot too) until seat 1 faces `wanted`, then hands seat 1 to the person.
// Returns false when no game of the first `games` gets there.
inline bool reachDecision(TableDriver *&driver, Pending wanted, CardTableWidget *table, int games = 400)
{
    for (int g = 0; g < games; ++g) {
        delete driver;
        driver = new TableDriver({Nation::Hittites, Nation::Hebrews, Nation::Philistines, Nation::Assyrians},
                                 static_cast<std::uint32_t>(1000 + g));
        driver->table = nullptr; // quiet until the moment comes
        const auto there = [&] {
            const conquest::State &s = driver->state;
            return !conquest::isChancePending(s) && s.pendingPlayer == 0 && s.pending == wanted;
        };
        driver->run(there);
        if (there()) {
            driver->bots[0].reset();
            driver->table = table;
            driver->show();
            return true;
        }
    }
    return false;
}

inline bool wholeWord(const QString &text, const QString &word)
{
    const QRegularExpression re(QStringLiteral("(?<![\\p{L}])%1(?![\\p{L}])").arg(QRegularExpression::escape(word)));
    return re.match(text).hasMatch();
}

// A test class's base: init() calls setUpTable(), cleanup() tearDownTable().
class CardTableFixture : public QObject {
protected:
    CardTableWidget *m_table = nullptr;
    TableDriver *m_driver = nullptr;
    QList<conquest::Action> m_chosen;

    QPushButton *buttonOfKind(ActionKind kind) const
    {
        const auto &options = m_table->decisions()->options();
        for (QPushButton *b : m_table->decisions()->buttons())
            for (const Choice &c : options.buttons)
                if (c.action.kind == kind && b->text() == c.label)
                    return b;
        return nullptr;
    }

    void setUpTable()
    {
        m_table = new CardTableWidget;
        m_table->setNames(kNames);
        m_table->resize(1400, 900);
        m_chosen.clear();
        connect(m_table, &CardTableWidget::actionChosen, this, [this](const conquest::Action &a) { m_chosen << a; });
    }
    void tearDownTable()
    {
        delete m_table;
        delete m_driver;
        m_driver = nullptr;
    }
};
