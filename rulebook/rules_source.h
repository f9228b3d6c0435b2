// Which rules file to show, and what the viewer reads out of a loaded rules document: the headings
// (the table of contents) and where each anchor is. Kept apart from the window so it can be tested
// without one.
#pragma once

#include <QList>
#include <QString>

class QTextDocument;

namespace canaan::rulebook {

// Conquest is the second game's rules (conquest_*.md), chosen in the same box.
enum class Ruleset { Canaan, Classic, Conquest };

// ":/rules/rules_ko.md" and the like; any language but Korean falls back to English.
QString rulesResource(Ruleset ruleset, const QString &language);
// The ruleset whose file holds `anchor` ("classic-robber" is in classic_*.md, "conquest-cards" in
// conquest_*.md).
Ruleset rulesetForAnchor(const QString &anchor);
// The ruleset of a rules file name such as "classic_en.md"; false when it is not one of ours.
bool rulesetForFile(const QString &fileName, Ruleset *ruleset);
// The Markdown text of a resource, its tildes escaped (they are text); empty when it is missing.
QString readRules(const QString &resource);

struct Heading {
    int level = 0;      // 1 for "#", 2 for "##" …
    QString title;      // the heading's text without the anchor's zero-width space
    QString anchor;     // the <a name> inside it; empty when it has none
    int position = 0;   // the document position of the heading's block
};

// The headings of a document that setMarkdown() filled, in order.
QList<Heading> headings(const QTextDocument &document);
// The position of the block that holds the named anchor, or -1.
int anchorPosition(const QTextDocument &document, const QString &anchor);

} // namespace canaan::rulebook
