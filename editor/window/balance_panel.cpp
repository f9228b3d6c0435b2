#include "editor/window/balance_panel.h"

#include "boardview/board_text.h"

#include <QCheckBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

namespace canaan::editor {

namespace {
const QString kHexScheme = QStringLiteral("hex:");
const QString kSpotScheme = QStringLiteral("spot:");
// The hot pairs and clumps listed by name: on a large map there are hundreds, and laying out such a
// text held the GUI thread after every pause (docs/editor.md, "Large maps").
constexpr std::size_t kListed = 20;
} // namespace

QString BalancePanel::hexWords(settlers::HexCoord h) const
{
    for (const settlers::MapHex &hex : m_map.hexes)
        if (hex.at == h)
            return hex.number > 0 ? tr("%1 %2").arg(boardview::BoardText::terrainName(hex.terrain)).arg(hex.number)
                                  : boardview::BoardText::terrainName(hex.terrain);
    return {};
}

QString BalancePanel::hexLink(settlers::HexCoord h) const
{
    return QStringLiteral("<a href=\"%1%2\">%3</a>")
        .arg(kHexScheme, QString::fromStdString(settlers::textId(h)), hexWords(h).toHtmlEscaped());
}

QString BalancePanel::spotLink(settlers::VertexCoord v) const
{
    // An intersection is where its hexes meet: "Forest 6 · Hills 8 · Fields 5".
    QStringList around;
    for (settlers::HexCoord h : settlers::hexesAt(v))
        if (const QString words = hexWords(h); !words.isEmpty())
            around << words;
    return QStringLiteral("<a href=\"%1%2\">%3</a>")
        .arg(kSpotScheme, QString::fromStdString(settlers::textId(v)), around.join(QStringLiteral(" · ")).toHtmlEscaped());
}

void BalancePanel::openLink(const QString &link)
{
    std::optional<settlers::HexCoord> hex;
    std::optional<settlers::VertexCoord> vertex;
    if (link.startsWith(kHexScheme))
        hex = settlers::parseHex(link.mid(kHexScheme.size()).toStdString());
    else if (link.startsWith(kSpotScheme))
        vertex = settlers::parseVertex(link.mid(kSpotScheme.size()).toStdString());
    if (hex || vertex)
        emit placeChosen(hex, vertex);
}

BalancePanel::BalancePanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_overlay = new QCheckBox(this);
    m_simulate = new QPushButton(this);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_text, &QLabel::linkActivated, this, &BalancePanel::openLink);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_text);
    scroll->setWidgetResizable(true);
    layout->addWidget(m_overlay);
    layout->addWidget(m_simulate);
    layout->addWidget(scroll, 1);
    connect(m_overlay, &QCheckBox::toggled, this, &BalancePanel::overlayToggled);
    connect(m_simulate, &QPushButton::clicked, this, &BalancePanel::simulateRequested);
    retranslateUi();
}

void BalancePanel::retranslateUi()
{
    m_overlay->setText(tr("Show cards per roll on the board"));
    m_text->setToolTip(fairnessExplained());
    m_simulate->setText(tr("Simulate games…"));
    if (m_shown)
        render();
}

void BalancePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool BalancePanel::overlayShown() const { return m_overlay->isChecked(); }

void BalancePanel::setOverlayShown(bool shown) { m_overlay->setChecked(shown); }

void BalancePanel::showBalance(const settlers::MapModel &map) { showReport(cartography::analyseBalance(map), map); }

void BalancePanel::showReport(const cartography::BalanceReport &report, const settlers::MapModel &map)
{
    m_report = report;
    m_map = map; // to name and show the places the report speaks of
    m_shown = true;
    render();
}

QString BalancePanel::fairnessExplained()
{
    return tr("The score is 40 times how even the resources are, plus 40 times how even the seats are, plus 20 "
              "times how far apart the hot numbers are; each part runs from 0 to 1. Resources even: 1 minus the "
              "spread of the pips per resource (standard deviation over mean). Seats even: the weakest seat's "
              "cards per roll after the starting placements over the strongest seat's. Hot spots and clumps "
              "apart: 1 divided by 1 plus the pairs of 6 and 8 side by side plus the clumps.");
}

QString BalancePanel::moreThanListed(std::size_t count)
{
    if (count <= kListed)
        return {};
    return tr("…and %1 more.").arg(count - kListed).toHtmlEscaped()
        + QStringLiteral("<br>");
}

void BalancePanel::render()
{
    const cartography::BalanceReport &r = m_report;
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Fairness: %1 of 100").arg(r.fairness, 0, 'f', 0));
    html += QStringLiteral("<p>%1<br>%2<br>%3</p><p><small>%4</small></p>")
                .arg(tr("Resources even: %1").arg(r.resourceBalance, 0, 'f', 2),
                     tr("Seats even: %1").arg(r.seatBalance, 0, 'f', 2),
                     tr("Hot spots and clumps apart: %1").arg(r.hotPenalty, 0, 'f', 2), fairnessExplained().toHtmlEscaped());
    html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Pips per resource"));
    for (settlers::Resource res : settlers::kAllResources)
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td></tr>")
                    .arg(boardview::BoardText::resourceName(res))
                    .arg(r.pipsPerResource[std::size_t(res)]);
    html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td></tr></table>")
                .arg(boardview::BoardText::terrainName(settlers::Terrain::Copper))
                .arg(r.copperPips);
    html += QStringLiteral("<h4>%1</h4><ol>").arg(tr("Best starting spots"));
    for (const cartography::SpotValue &s : r.bestSpots)
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("%1: %2 cards per roll, %3 resources").arg(spotLink(s.at)).arg(s.cardsPerRoll, 0, 'f', 3).arg(s.resources));
    html += QStringLiteral("</ol><h4>%1</h4>").arg(tr("Seats after the starting placements"));
    for (std::size_t seat = 0; seat < r.seatValues.size(); ++seat)
        html += tr("Seat %1: %2 cards per roll").arg(seat + 1).arg(r.seatValues[seat], 0, 'f', 3) + QStringLiteral("<br>");
    html += QStringLiteral("<h4>%1</h4>").arg(tr("6 and 8 side by side"));
    if (r.hotPairs.empty())
        html += tr("None.");
    for (std::size_t i = 0; i < std::min(r.hotPairs.size(), kListed); ++i)
        html += tr("%1 beside %2").arg(hexLink(r.hotPairs[i].a), hexLink(r.hotPairs[i].b)) + QStringLiteral("<br>");
    html += moreThanListed(r.hotPairs.size());
    html += QStringLiteral("<h4>%1</h4>").arg(tr("Clumps of one resource"));
    if (r.clumps.empty())
        html += tr("None.");
    for (std::size_t i = 0; i < std::min(r.clumps.size(), kListed); ++i)
        html += tr("%1 hexes from %2").arg(r.clumps[i].size()).arg(hexLink(r.clumps[i].front())) + QStringLiteral("<br>");
    html += moreThanListed(r.clumps.size());
    m_text->setText(html);
}

} // namespace canaan::editor
