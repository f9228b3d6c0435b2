<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>canaan::cardtable::BattleView</name>
    <message numerus="yes">
        <source>Victory to %1, %n category(s) to %2.</source>
        <extracomment>The battle&apos;s result: its winner, the categories he won (%n) and those of the loser (%2).</extracomment>
        <translation>
            <numerusform>Victory to %1, %n category to %2.</numerusform>
            <numerusform>Victory to %1, %n categories to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each side won %n category(s): the dice decide.</source>
        <translation>
            <numerusform>Each side won %n category: the dice decide.</numerusform>
            <numerusform>Each side won %n categories: the dice decide.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::CardTableWidget</name>
    <message numerus="yes">
        <source>Battle history (%n)</source>
        <extracomment>The button that opens the list of every battle of the game so far (%n battles).</extracomment>
        <translation>
            <numerusform>Battle history (%n)</numerusform>
            <numerusform>Battle history (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::DecisionPanel</name>
    <message numerus="yes">
        <source>Selected: %n card(s). Your force, armies included: %1.</source>
        <extracomment>The running force while choosing: %n cards selected, then each category&apos;s force (armies, cards selected and any already in the choice).</extracomment>
        <translation>
            <numerusform>Selected: %n card. Your force, armies included: %1.</numerusform>
            <numerusform>Selected: %n cards. Your force, armies included: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::SeatPanel</name>
    <message numerus="yes">
        <source>%n lent</source>
        <extracomment>Under a nation&apos;s armies: how many it lent to a side of the battle.</extracomment>
        <translation>
            <numerusform>%n lent</numerusform>
            <numerusform>%n lent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::companion::TablePanel</name>
    <message numerus="yes">
        <source>discards %n</source>
        <translation>
            <numerusform>discards %n</numerusform>
            <numerusform>discards %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::online::ServerLink</name>
    <message numerus="yes">
        <source>The server at %1:%2 is not answering; trying again in %n s…</source>
        <translation>
            <numerusform>The server at %1:%2 is not answering; trying again in %n s…</numerusform>
            <numerusform>The server at %1:%2 is not answering; trying again in %n s…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::session::EndScreen</name>
    <message numerus="yes">
        <source>Dice: %n roll(s); the bars are the rolls, the dashed line what two dice give on average</source>
        <translation>
            <numerusform>Dice: %n roll; the bars are the rolls, the dashed line what two dice give on average</numerusform>
            <numerusform>Dice: %n rolls; the bars are the rolls, the dashed line what two dice give on average</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::DiceStatsPanel</name>
    <message numerus="yes">
        <source>Dice so far: %n roll(s). The bars are the rolls, the dashed line what two dice give on average.</source>
        <translation>
            <numerusform>Dice so far: %n roll. The bars are the rolls, the dashed line what two dice give on average.</numerusform>
            <numerusform>Dice so far: %n rolls. The bars are the rolls, the dashed line what two dice give on average.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::DiscardDialog</name>
    <message numerus="yes">
        <source>A 7 was rolled and you hold %n cards: choose the %1 you discard.</source>
        <translation>
            <numerusform>A 7 was rolled and you hold %n card: choose the %1 you discard.</numerusform>
            <numerusform>A 7 was rolled and you hold %n cards: choose the %1 you discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more to choose.</source>
        <translation>
            <numerusform>%n more to choose.</numerusform>
            <numerusform>%n more to choose.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n too many chosen.</source>
        <translation>
            <numerusform>%n too many chosen.</numerusform>
            <numerusform>%n too many chosen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::HandPanel</name>
    <message numerus="yes">
        <source>Hand of %1 (%n resource card(s))</source>
        <translation>
            <numerusform>Hand of %1 (%n resource card)</numerusform>
            <numerusform>Hand of %1 (%n resource cards)</numerusform>
        </translation>
    </message>
</context>
</TS>
