#include "app/card_table/card_painter.h"

#include <QFontMetricsF>

#include "app/card_table/card_art.h"
#include "app/card_table/card_names.h"
#include "app/card_table/game_terms.h"

#include "engine/conquest/cards.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

namespace canaan::cardtable {

using conquest::Category;

namespace {

const QColor kPaper(0xf4, 0xea, 0xd2);
const QColor kInk(0x2b, 0x21, 0x14);

QFont scaledFont(const QPainter &painter, qreal pixels, bool bold)
{
    QFont f = painter.font();
    f.setPixelSize(qMax(6, qRound(pixels)));
    f.setBold(bold);
    return f;
}

} // namespace

QFont cardBandFont(const QFont &base, const QString &kindName, qreal scale)
{
    QFont f = base;
    f.setBold(true);
    for (qreal pixels = 11; ; pixels -= 0.5) {
        f.setPixelSize(qMax(6, qRound(pixels * scale)));
        if (pixels <= 8 || QFontMetricsF(f).horizontalAdvance(kindName) <= cardBandTextWidth(scale))
            return f;
    }
}

void paintCard(QPainter &painter, const QRectF &rect, int card, const CardLook &look)
{
    const conquest::CardInfo &info = conquest::card(card);
    const qreal s = rect.width() / kCardWidth; // everything scales with the card
    const QColor band = kindColour(info.kind);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (look.inactive)
        painter.setOpacity(0.55);

    QPainterPath outline;
    outline.addRoundedRect(rect.adjusted(1, 1, -1, -1), 8 * s, 8 * s);
    painter.fillPath(outline, kPaper);
    painter.setClipPath(outline);

    // The band: the kind's colour, letter and name.
    const QRectF bandRect(rect.left(), rect.top(), rect.width(), 22 * s);
    painter.fillRect(bandRect, band);
    painter.setPen(Qt::white);
    const QString name = kindName(info.kind);
    painter.setFont(cardBandFont(painter.font(), name, s));
    const QRectF bandText(bandRect.left() + 6 * s, bandRect.top(), cardBandTextWidth(s), bandRect.height()); // the letter's room after
    painter.drawText(bandText, Qt::AlignVCenter | Qt::AlignLeft,
                     painter.fontMetrics().elidedText(name, Qt::ElideRight, qRound(bandText.width())));
    painter.setFont(scaledFont(painter, 11 * s, true));
    painter.drawText(bandRect.adjusted(6 * s, 0, -6 * s, 0), Qt::AlignVCenter | Qt::AlignRight,
                     kindLetter(info.kind));

    // The force in a disc under the band, when the card has one.
    const QRectF symbolRect(rect.left() + 30 * s, rect.top() + 26 * s, 52 * s, 52 * s);
    paintKindSymbol(painter, symbolRect, info.kind);
    if (info.force > 0) {
        const QRectF disc(rect.left() + 5 * s, rect.top() + 27 * s, 26 * s, 26 * s);
        painter.setPen(QPen(kInk, 1.5 * s));
        painter.setBrush(Qt::white);
        painter.drawEllipse(disc);
        painter.setPen(kInk);
        painter.setFont(scaledFont(painter, 15 * s, true));
        const bool alt = look.usedAs >= 0 && look.usedAs == static_cast<int>(info.orCategory);
        painter.drawText(disc, Qt::AlignCenter, QString::number(alt ? info.orForce : info.force));
    }

    // The name, then the notes.
    painter.setPen(kInk);
    painter.setFont(scaledFont(painter, 12.5 * s, true));
    const QRectF nameRect(rect.left() + 5 * s, rect.top() + 80 * s, rect.width() - 10 * s, 34 * s);
    painter.drawText(nameRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, cardName(card));
    QStringList notes = cardNotes(card);
    if (look.usedAs >= 0)
        //: On a chosen "or" card: the category it was chosen to count in.
        notes.prepend(QCoreApplication::translate("canaan::cardtable::CardPainter", "counts as %1")
                          .arg(categoryName(static_cast<Category>(look.usedAs))));
    qreal notesSize = 10;
    if (notes.isEmpty() && info.force == 0 && info.kind != conquest::Kind::Defense && info.kind != conquest::Kind::Siege) {
        // A card that does not fight says what it does, so its face is never blank (issue 37).
        notes << kindRule(info.kind);
        notesSize = 9;
    }
    painter.setFont(scaledFont(painter, notesSize * s, false));
    const QRectF notesRect(rect.left() + 5 * s, rect.top() + 112 * s, rect.width() - 10 * s, 42 * s);
    painter.drawText(notesRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, notes.join(QLatin1Char('\n')));

    if (look.lent) {
        //: Corner mark on a card an ally lent: "L" for lent.
        const QString mark = QCoreApplication::translate("canaan::cardtable::CardPainter", "lent");
        painter.setFont(scaledFont(painter, 9 * s, true));
        painter.setPen(band.darker(140));
        painter.drawText(rect.adjusted(4 * s, 0, -4 * s, -3 * s), Qt::AlignBottom | Qt::AlignRight, mark);
    }
    painter.setClipping(false);
    painter.setOpacity(1);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(look.selected ? QColor(0xe0, 0x9a, 0x10) : kInk, (look.selected ? 4 : 1.5) * s));
    painter.drawPath(outline);
    if (look.struckOut) { // C15: the Terrain card counts nothing
        painter.setPen(QPen(QColor(0xb0, 0x10, 0x10), 4 * s, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(rect.topLeft() + QPointF(10 * s, 10 * s), rect.bottomRight() - QPointF(10 * s, 10 * s));
        painter.drawLine(rect.topRight() + QPointF(-10 * s, 10 * s), rect.bottomLeft() + QPointF(10 * s, -10 * s));
    }
    painter.restore();
}

void paintCardBack(QPainter &painter, const QRectF &rect)
{
    const qreal s = rect.width() / kCardWidth;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath outline;
    outline.addRoundedRect(rect.adjusted(1, 1, -1, -1), 8 * s, 8 * s);
    painter.fillPath(outline, QColor(0x6b, 0x3a, 0x1e));
    painter.setPen(QPen(QColor(0xd9, 0xa4, 0x41), 3 * s));
    painter.drawRoundedRect(rect.adjusted(8 * s, 8 * s, -8 * s, -8 * s), 5 * s, 5 * s);
    painter.setPen(QPen(kInk, 1.5 * s));
    painter.drawPath(outline);
    painter.restore();
}

} // namespace canaan::cardtable
