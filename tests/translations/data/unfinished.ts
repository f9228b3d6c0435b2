<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../app/gamewindow.cpp" line="10"/>
        <source>End turn</source>
        <translation>차례 끝내기</translation>
    </message>
    <message>
        <source>&amp;Build a road</source>
        <translation>도로 건설(&amp;B)</translation>
    </message>
    <message>
        <source>%1 played a Victory Point card.</source>
        <translation>%1 참가자가 승점 카드를 공개했습니다.</translation>
    </message>
    <message>
        <source>Add a building stone to Jerusalem</source>
        <translation>예루살렘에 건축석재 더하기</translation>
    </message>
    <message>
        <source>%1 holds the King’s Blessing.</source>
        <translation>%1 참가자가 왕의 축복을 가졌습니다.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Longest Road:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;가장 긴 도로:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cities</source>
        <translation>
            <numerusform>도시 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn the board</source>
        <extracomment>glossary-exempt: turn</extracomment>
        <translation>게임판 돌려 보기</translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation>철도</translation>
    </message>
    <message>
        <source>Old string with a road</source>
        <translation type="obsolete">옛 문자열</translation>
    </message>
    <message>
        <source>Vanished string about a settlement</source>
        <translation type="vanished"></translation>
    </message>
    <message>
        <source>Unfinished but obsolete</source>
        <translation type="obsolete"></translation>
    </message>
    <message>
        <source>Trade with a player</source>
        <translation type="unfinished">참가자와 거래</translation>
    </message>
</context>
</TS>
