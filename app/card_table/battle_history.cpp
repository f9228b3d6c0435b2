#include "app/card_table/battle_history.h"

#include "app/card_table/battle_text.h"
#include "app/card_table/game_terms.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace canaan::cardtable {

using conquest::kAttacker;
using conquest::kDefender;

namespace {

QString nameOf(const QStringList &names, int seat)
{
    return seat >= 0 && seat < names.size() ? names.at(seat) : QString();
}

} // namespace

QString battleHistoryHtml(const QList<BattleRecord> &battles, const QStringList &names)
{
    if (battles.isEmpty())
        return QStringLiteral("<p>%1</p>").arg(BattleHistoryDialog::tr("No battle has been fought yet.").toHtmlEscaped());
    QString html;
    // The newest first: the one just fought is the one looked for.
    for (int i = int(battles.size()) - 1; i >= 0; --i) {
        const BattleRecord &r = battles.at(i);
        //: A battle in the history: its number in the game, the turn, the attacker and the defender.
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(BattleHistoryDialog::tr("Battle %1 (turn %2): %3 against %4")
                             .arg(i + 1).arg(r.turn + 1).arg(nameOf(names, r.attacker), nameOf(names, r.defender))
                             .toHtmlEscaped());
        html += QStringLiteral("<p>%1<br>%2</p>")
                    .arg(BattleHistoryDialog::tr("Attacker's cards: %1").arg(sideCardsText(r, kAttacker)).toHtmlEscaped(),
                         BattleHistoryDialog::tr("Defender's cards: %1").arg(sideCardsText(r, kDefender)).toHtmlEscaped());
        QStringList forces;
        for (int cat = 0; cat < conquest::kCategoryCount; ++cat)
            //: One category in the history: its name, the attacker's force and the defender's.
            forces << BattleHistoryDialog::tr("%1 %2 to %3")
                          .arg(categoryName(static_cast<conquest::Category>(cat)))
                          .arg(r.force[kAttacker][cat])
                          .arg(r.force[kDefender][cat]);
        html += QStringLiteral("<p>%1</p>").arg(BattleHistoryDialog::tr("Force (attacker to defender): %1.")
                                                     .arg(forces.join(BattleHistoryDialog::tr(", ")))
                                                     .toHtmlEscaped());
        html += QStringLiteral("<p><b>%1</b></p>").arg(battleResultText(r, names).toHtmlEscaped());
        QStringList lines;
        for (const QString &line : casualtyLines(r, names))
            lines << line.toHtmlEscaped();
        html += QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
    }
    return html;
}

BattleHistoryDialog::BattleHistoryDialog(const QList<BattleRecord> &battles, const QStringList &names, QWidget *parent)
    : QDialog(parent), m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("battleHistoryDialog"));
    setWindowTitle(tr("Battle history"));
    auto *layout = new QVBoxLayout(this);
    m_text->setHtml(battleHistoryHtml(battles, names));
    layout->addWidget(m_text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 640);
}

} // namespace canaan::cardtable
