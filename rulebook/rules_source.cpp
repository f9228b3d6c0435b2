#include "rulebook/rules_source.h"

#include <QFile>
#include <QTextBlock>
#include <QTextDocument>

namespace canaan::rulebook {

namespace {

QStringList blockAnchors(const QTextBlock &block)
{
    QStringList names;
    for (auto it = block.begin(); !it.atEnd(); ++it)
        names += it.fragment().charFormat().anchorNames();
    return names;
}

} // namespace

QString rulesResource(Ruleset ruleset, const QString &language)
{
    const QString lang = language == QLatin1String("ko") ? QStringLiteral("ko") : QStringLiteral("en");
    const QString base = ruleset == Ruleset::Classic    ? QStringLiteral("classic")
                         : ruleset == Ruleset::Conquest ? QStringLiteral("conquest")
                                                        : QStringLiteral("rules");
    return QStringLiteral(":/rules/%1_%2.md").arg(base, lang);
}

Ruleset rulesetForAnchor(const QString &anchor)
{
    if (anchor.startsWith(QLatin1String("conquest")))
        return Ruleset::Conquest;
    return anchor.startsWith(QLatin1String("classic")) ? Ruleset::Classic : Ruleset::Canaan;
}

bool rulesetForFile(const QString &fileName, Ruleset *ruleset)
{
    const QString name = fileName.section(QLatin1Char('/'), -1);
    if (!name.endsWith(QLatin1String(".md")))
        return false;
    if (name.startsWith(QLatin1String("classic_")))
        *ruleset = Ruleset::Classic;
    else if (name.startsWith(QLatin1String("conquest_")))
        *ruleset = Ruleset::Conquest;
    else if (name.startsWith(QLatin1String("rules_")))
        *ruleset = Ruleset::Canaan;
    else
        return false;
    return true;
}

QString readRules(const QString &resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    // A tilde is text in our pages ("2~6명", "1300~1100년"): Markdown would read two of them in a
    // paragraph as a strikethrough, so every one is escaped (issue 37). The pages have no code.
    return QString::fromUtf8(file.readAll()).replace(QLatin1Char('~'), QStringLiteral("\\~"));
}

QList<Heading> headings(const QTextDocument &document)
{
    QList<Heading> result;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level <= 0)
            continue;
        Heading heading;
        heading.level = level;
        heading.title = block.text().remove(QChar(0x200B)).simplified();
        const QStringList anchors = blockAnchors(block);
        heading.anchor = anchors.isEmpty() ? QString() : anchors.first();
        heading.position = block.position();
        result.append(heading);
    }
    return result;
}

int anchorPosition(const QTextDocument &document, const QString &anchor)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (blockAnchors(block).contains(anchor))
            return block.position();
    }
    return -1;
}

} // namespace canaan::rulebook
