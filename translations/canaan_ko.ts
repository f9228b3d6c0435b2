<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>확인(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>저장하지 않고 닫기</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>모두 저장</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>예(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>모두 예(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>아니요(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>모두 아니요(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>중단</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>저장 안 함</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>기본값 복원</translation>
    </message>
</context>
<context>
    <name>canaan::Cli</name>
    <message>
        <source>Usage: %1 COMMAND [options] [arguments]</source>
        <translation>사용법: %1 COMMAND [options] [arguments]</translation>
    </message>
    <message>
        <source>Run &quot;%1 --help&quot; for the list of commands.</source>
        <translation>명령 목록을 보려면 &quot;%1 --help&quot;를 실행하십시오.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>명령:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>옵션:</translation>
    </message>
    <message>
        <source>Shows this help.</source>
        <translation>이 도움말을 표시합니다.</translation>
    </message>
    <message>
        <source>Shows the version.</source>
        <translation>버전을 표시합니다.</translation>
    </message>
    <message>
        <source>Run &quot;%1 COMMAND --help&quot; for the options of one command.</source>
        <translation>명령 하나의 옵션을 보려면 &quot;%1 COMMAND --help&quot;를 실행하십시오.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>알 수 없는 명령입니다: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>명령이 주어지지 않았습니다.</translation>
    </message>
    <message>
        <source>Unknown option &quot;%1&quot;.</source>
        <translation>알 수 없는 옵션입니다: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Summarises a map: hexes per terrain, numbers, harbors, Jerusalem sites, intersections and paths.</source>
        <translation>지도를 요약합니다: 지형별 육각형, 숫자, 항구, 예루살렘 인접지역, 꼭지점과 변.</translation>
    </message>
    <message>
        <source>Prints JSON with stable keys instead of text.</source>
        <translation>텍스트 대신 키가 고정된 JSON을 출력합니다.</translation>
    </message>
    <message>
        <source>Give exactly one map file.</source>
        <translation>지도 파일을 정확히 하나 지정하십시오.</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>제목:</translation>
    </message>
    <message>
        <source>Ruleset:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>참가자:</translation>
    </message>
    <message>
        <source>Hexes:</source>
        <translation>육각형:</translation>
    </message>
    <message>
        <source>%1 (land: %2)</source>
        <translation>%1 (육지: %2)</translation>
    </message>
    <message>
        <source>Numbered hexes:</source>
        <translation>숫자가 있는 육각형:</translation>
    </message>
    <message>
        <source>Harbors:</source>
        <translation>항구:</translation>
    </message>
    <message>
        <source>Jerusalem sites:</source>
        <translation>예루살렘 인접지역:</translation>
    </message>
    <message>
        <source>%1 (derived)</source>
        <translation>%1 (자동 계산)</translation>
    </message>
    <message>
        <source>%1 (listed)</source>
        <translation>%1 (지정됨)</translation>
    </message>
    <message>
        <source>Intersections:</source>
        <translation>꼭지점:</translation>
    </message>
    <message>
        <source>Paths:</source>
        <translation>변:</translation>
    </message>
    <message>
        <source>Checks map files and prints their errors and warnings.</source>
        <translation>지도 파일을 검사하고 오류와 경고를 출력합니다.</translation>
    </message>
    <message>
        <source>No file given.</source>
        <translation>파일이 주어지지 않았습니다.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>참가자 %1</translation>
    </message>
    <message>
        <source>Replays a saved game, checking every action and the digest, and prints the summary.</source>
        <translation>저장된 게임을 재현하면서 모든 행동과 다이제스트를 검사하고 요약을 출력합니다.</translation>
    </message>
    <message>
        <source>The saved game (*.canaansave).</source>
        <translation>저장된 게임(*.canaansave).</translation>
    </message>
    <message>
        <source>Give exactly one saved game.</source>
        <translation>저장된 게임을 정확히 하나 지정하십시오.</translation>
    </message>
    <message>
        <source>Settlers of Canaan without a display.</source>
        <translation>화면 없이 실행하는 가나안의 개척자입니다.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1번 자리</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1(%2번 자리)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1, %2, %3: %4 VP</source>
        <translation>%1, %2, %3: 승점 %4</translation>
    </message>
    <message>
        <source>VP: %1 from settlements, %2 from cities, %3 from VP cards, %4 from %5, %6 from %7.</source>
        <translation>승점: 정착지 %1, 도시 %2, 승점 카드 %3, %5 %4, %7 %6.</translation>
    </message>
    <message>
        <source>VP: %1 from settlements, %2 from cities, %3 from VP cards, %4 from %5, %6 from %7, %8 from %9.</source>
        <translation>승점: 정착지 %1, 도시 %2, 승점 카드 %3, %5 %4, %7 %6, %9 %8.</translation>
    </message>
    <message>
        <source>Resource cards: %1.</source>
        <translation>자원 카드: %1.</translation>
    </message>
    <message>
        <source>Development cards in hand: %1.</source>
        <translation>손패의 개발 카드: %1.</translation>
    </message>
    <message>
        <source>Pieces left: %1 roads, %2 settlements, %3 cities.</source>
        <translation>남은 말: 도로 %1, 정착지 %2, 도시 %3.</translation>
    </message>
    <message>
        <source>Knights played: %1. Longest road: %2.</source>
        <translation>사용한 기사: %1. 가장 긴 도로: %2.</translation>
    </message>
    <message>
        <source>Pieces left: %1 roads, %2 settlements, %3 cities, %4 building stones.</source>
        <translation>남은 말: 도로 %1, 정착지 %2, 도시 %3, 건축석재 %4.</translation>
    </message>
    <message>
        <source>Game over after turn %1. %2</source>
        <translation>%1번째 차례 뒤 게임 종료. %2</translation>
    </message>
    <message>
        <source>Winners: %1.</source>
        <translation>승자: %1.</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>우연</translation>
    </message>
    <message>
        <source>Turn %1, played by %2. Waiting for %3: %4.</source>
        <translation>%1번째 차례, %2의 차례입니다. %3 대기 중: %4.</translation>
    </message>
    <message>
        <source>Bank: %1. Development cards left: %2.</source>
        <translation>은행: %1. 남은 개발 카드: %2.</translation>
    </message>
    <message>
        <source>black %1</source>
        <translation>검은 돌 %1</translation>
    </message>
    <message>
        <source>The robber stands on hex %1.</source>
        <translation>도둑이 %1 육각형에 있습니다.</translation>
    </message>
    <message>
        <source>The Plague stands on hex %1.</source>
        <translation>역병이 %1 육각형에 있습니다.</translation>
    </message>
    <message>
        <source>The Plague is beside the board.</source>
        <translation>역병이 판 밖에 있습니다.</translation>
    </message>
    <message>
        <source>Special cards: %1: %2; %3: %4.</source>
        <translation>특수 카드: %1: %2, %3: %4.</translation>
    </message>
    <message>
        <source>%1 (trades %2 at 2:1)</source>
        <translation>%1(%2 2:1 거래)</translation>
    </message>
    <message>
        <source>Special cards: %1: %2; %3: %4; %5: %6.</source>
        <translation>특수 카드: %1: %2, %3: %4, %5: %6.</translation>
    </message>
    <message>
        <source>Plays a whole game between computer players without a display and prints the summary.</source>
        <translation>화면 없이 컴퓨터 참가자끼리 게임 하나를 끝까지 하고 요약을 출력합니다.</translation>
    </message>
    <message>
        <source>The map: a *.canaanmap file or a built-in map (%1).</source>
        <translation>지도: *.canaanmap 파일 또는 기본 지도(%1).</translation>
    </message>
    <message>
        <source>The seed of the dice, the cards and the computer players.</source>
        <translation>주사위, 카드, 컴퓨터 참가자에 쓰는 시드.</translation>
    </message>
    <message>
        <source>Also saves the game to this file (*.canaansave).</source>
        <translation>게임을 이 파일(*.canaansave)에도 저장합니다.</translation>
    </message>
    <message>
        <source>Stops the game unfinished after this many turns (0: no limit).</source>
        <translation>이만큼의 차례가 지나면 게임을 끝내지 않은 채 멈춥니다(0: 제한 없음).</translation>
    </message>
    <message>
        <source>The play command takes no file arguments; give the map with --map.</source>
        <translation>play 명령은 파일 인자를 받지 않습니다. 지도는 --map으로 지정하십시오.</translation>
    </message>
    <message>
        <source>Give the map with --map.</source>
        <translation>--map으로 지도를 지정하십시오.</translation>
    </message>
    <message>
        <source>The seed &quot;%1&quot; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>시드는 0 이상 18446744073709551615 이하의 정수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The turn limit &quot;%1&quot; is not a whole number from 0 to 100000.</source>
        <translation>차례 제한은 0 이상 100000 이하의 정수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Unknown computer player &quot;%1&quot;; available: %2.</source>
        <translation>알 수 없는 컴퓨터 참가자입니다: &quot;%1&quot;. 사용 가능: %2.</translation>
    </message>
    <message>
        <source>The map is larger than the game engine can play.</source>
        <translation>지도가 게임 엔진이 다룰 수 있는 것보다 큽니다.</translation>
    </message>
    <message>
        <source>This map is played by %1 to %2 players; the number of computer players given is %3.</source>
        <translation>이 지도는 참가자 %1~%2명용입니다. 지정한 컴퓨터 참가자는 %3명입니다.</translation>
    </message>
    <message>
        <source>Before the first turn. Waiting for %1: %2.</source>
        <translation>첫 차례 전입니다. %1 대기 중: %2.</translation>
    </message>
    <message>
        <source>Makes a random map from a template: shuffles terrains, numbers and harbors under constraints.</source>
        <translation>틀 지도에서 무작위 지도를 만듭니다. 조건에 맞게 지형, 숫자, 항구를 섞습니다.</translation>
    </message>
    <message>
        <source>The template: a map file, or canaan or classic.</source>
        <translation>틀 지도: 지도 파일, 또는 canaan(가나안)이나 classic(기본판).</translation>
    </message>
    <message>
        <source>The seed: the same seed gives the same map.</source>
        <translation>시드: 같은 시드는 같은 지도를 만듭니다.</translation>
    </message>
    <message>
        <source>The map file to write.</source>
        <translation>쓸 지도 파일.</translation>
    </message>
    <message>
        <source>Lets a 6 or 8 stand next to another 6 or 8.</source>
        <translation>6이나 8끼리 이웃해도 됩니다.</translation>
    </message>
    <message>
        <source>Keeps equal numbers apart.</source>
        <translation>같은 숫자끼리 떨어뜨립니다.</translation>
    </message>
    <message>
        <source>The pips each resource must have, as MIN-MAX.</source>
        <translation>각 자원이 가져야 할 점 수, MIN-MAX 형식.</translation>
    </message>
    <message>
        <source>Leaves the harbors as they are.</source>
        <translation>항구를 그대로 둡니다.</translation>
    </message>
    <message>
        <source>Keeps harbors of the same kind apart.</source>
        <translation>같은 종류의 항구끼리 떨어뜨립니다.</translation>
    </message>
    <message>
        <source>Gives up after this many tries (default 5000).</source>
        <translation>이만큼 시도한 뒤 포기합니다(기본값 5000).</translation>
    </message>
    <message>
        <source>Give --map, --seed and --out.</source>
        <translation>--map, --seed, --out을 모두 주십시오.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>시드는 0 이상의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>Write --pips as MIN-MAX, for example 8-14.</source>
        <translation>--pips는 MIN-MAX 형식으로 쓰십시오. 예: 8-14</translation>
    </message>
    <message>
        <source>No map met the constraints in %1 attempts; try other constraints.</source>
        <translation>%1번 시도했지만 조건에 맞는 지도가 없습니다. 다른 조건으로 시도하십시오.</translation>
    </message>
    <message>
        <source>Draws a map as a PNG or SVG picture, at print size unless told.</source>
        <translation>지도를 PNG 또는 SVG 그림으로 그립니다. 크기를 주지 않으면 인쇄 크기로 그립니다.</translation>
    </message>
    <message>
        <source>The map: a map file, or canaan or classic.</source>
        <translation>지도: 지도 파일, 또는 canaan(가나안)이나 classic(기본판).</translation>
    </message>
    <message>
        <source>The picture to write; its name ends in .png or .svg.</source>
        <translation>쓸 그림 파일. 이름은 .png 또는 .svg로 끝납니다.</translation>
    </message>
    <message>
        <source>The picture&apos;s size in pixels, as WIDTHxHEIGHT.</source>
        <translation>그림 크기(픽셀), WIDTHxHEIGHT 형식.</translation>
    </message>
    <message>
        <source>Give one map and --out.</source>
        <translation>지도 하나와 --out을 주십시오.</translation>
    </message>
    <message>
        <source>Write --size as WIDTHxHEIGHT, each from 1 to 20000, for example 1600x1200.</source>
        <translation>--size는 WIDTHxHEIGHT 형식으로, 각각 1에서 20000 사이로 쓰십시오. 예: 1600x1200</translation>
    </message>
    <message>
        <source>Drawing needs a graphical application object.</source>
        <translation>그리려면 그래픽 애플리케이션 객체가 필요합니다.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>게임 수: %1</translation>
    </message>
    <message>
        <source>Bot %1 (%2): %3 wins, win rate %4 (95% interval %5 to %6), mean VP %7</source>
        <translation>봇 %1 (%2): %3승, 승률 %4 (95% 구간 %5~%6), 평균 승점 %7</translation>
    </message>
    <message>
        <source>  decision time: median %1 ms, longest %2 ms</source>
        <translation>  결정 시간: 중앙값 %1ms, 최장 %2ms</translation>
    </message>
    <message>
        <source>Mean game length: %1 turns (%2 actions)</source>
        <translation>평균 게임 길이: %1차례 (행동 %2개)</translation>
    </message>
    <message>
        <source>Games ended by victory points: %1, by Jerusalem: %2, by the turn limit: %3</source>
        <translation>게임 종료 원인: 승점 %1, 예루살렘 %2, 차례 제한 %3</translation>
    </message>
    <message>
        <source>Plays many games of computer players with rotating seats and reports how each fared.</source>
        <translation>자리를 돌아가며 컴퓨터 참가자끼리 여러 게임을 하고 각자의 성적을 보고합니다.</translation>
    </message>
    <message>
        <source>The map: canaan, classic or a map file.</source>
        <translation>지도: canaan(가나안), classic(기본판) 또는 지도 파일.</translation>
    </message>
    <message>
        <source>Computer players, one per seat, separated by commas.</source>
        <translation>자리마다 하나씩, 쉼표로 구분한 컴퓨터 참가자.</translation>
    </message>
    <message>
        <source>How many games to play.</source>
        <translation>진행할 게임 수.</translation>
    </message>
    <message>
        <source>How many threads play at once.</source>
        <translation>동시에 게임을 진행할 스레드 수.</translation>
    </message>
    <message>
        <source>The seed of the first game&apos;s random numbers.</source>
        <translation>첫 게임 난수의 시드.</translation>
    </message>
    <message>
        <source>Ends a game unfinished after this many turns (0: no limit).</source>
        <translation>이 차례 수가 지나면 게임을 미완료로 끝냅니다 (0: 제한 없음).</translation>
    </message>
    <message>
        <source>The simulate command takes no file arguments; give the map with --map.</source>
        <translation>simulate 명령은 파일 인수를 받지 않습니다. 지도는 --map으로 지정하십시오.</translation>
    </message>
    <message>
        <source>The number of games &quot;%1&quot; is not a whole number from 1 to 10000000.</source>
        <translation>게임 수는 1부터 10000000까지의 정수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The number of threads &quot;%1&quot; is not a whole number from 1 to 64.</source>
        <translation>스레드 수는 1부터 64까지의 정수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Played %1 of %2 games</source>
        <translation>게임 %2개 중 %1개 진행함</translation>
    </message>
    <message>
        <source>Measures the rules engine on random 4-player games on one thread.</source>
        <translation>스레드 하나에서 참가자 4명의 무작위 게임으로 규칙 엔진의 속도를 잽니다.</translation>
    </message>
    <message>
        <source>The ruleset: canaan or classic (its built-in map).</source>
        <translation>규칙: canaan(가나안) 또는 classic(기본판). 그 규칙의 내장 지도를 씁니다.</translation>
    </message>
    <message>
        <source>How long to play random games.</source>
        <translation>무작위 게임을 진행할 시간.</translation>
    </message>
    <message>
        <source>The ruleset &quot;%1&quot; is neither canaan nor classic.</source>
        <translation>알 수 없는 규칙입니다: &quot;%1&quot;. canaan(가나안) 또는 classic(기본판)을 쓰십시오.</translation>
    </message>
    <message>
        <source>The seconds &quot;%1&quot; are not a number above 0 and at most 3600.</source>
        <translation>초는 0보다 크고 3600 이하인 수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Random 4-player %1 games on one thread: %2 games in %3 s</source>
        <translation>스레드 하나에서 참가자 4명의 무작위 %1 게임: %3초에 %2게임</translation>
    </message>
    <message>
        <source>Games per second: %1</source>
        <translation>초당 게임 수: %1</translation>
    </message>
    <message>
        <source>Actions per second: %1 (%2 actions per game)</source>
        <translation>초당 행동 수: %1 (게임당 행동 %2개)</translation>
    </message>
    <message>
        <source>Nanoseconds per action (choice, chance and apply): %1</source>
        <translation>행동당 나노초 (선택, 우연, 적용): %1</translation>
    </message>
    <message>
        <source>legalActions alone: %1 ns per call; heap allocations in %2 calls: %3</source>
        <translation>legalActions만: 호출당 %1ns, 호출 %2회 동안 힙 할당: %3</translation>
    </message>
    <message>
        <source>apply alone: %1 ns per call; heap allocations in %2 calls: %3</source>
        <translation>apply만: 호출당 %1ns, 호출 %2회 동안 힙 할당: %3</translation>
    </message>
    <message>
        <source>State size: %1 bytes</source>
        <translation>상태 크기: %1바이트</translation>
    </message>
    <message>
        <source>The option --lang needs a language: en or ko.</source>
        <translation>--lang 옵션에는 언어를 지정해야 합니다: en 또는 ko.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot; for --lang: use en or ko.</source>
        <translation>--lang에 알 수 없는 언어 &quot;%1&quot;입니다. en 또는 ko를 쓰십시오.</translation>
    </message>
    <message>
        <source>  decisions with a choice (%1): median %2 ms, 95th percentile %3 ms, longest %4 ms; CPU time median %5 ms, 95th percentile %6 ms</source>
        <translation>  선택지가 있는 결정 (%1개): 중앙값 %2ms, 95번째 백분위수 %3ms, 최장 %4ms; CPU 시간 중앙값 %5ms, 95번째 백분위수 %6ms</translation>
    </message>
    <message>
        <source>Also moves the harbors to new places along the coast, apart from each other.</source>
        <translation>항구도 해안을 따라 서로 떨어진 새 자리로 옮깁니다.</translation>
    </message>
    <message>
        <source>The output could not be written: %1.</source>
        <translation>출력을 쓰지 못했습니다: %1.</translation>
    </message>
    <message>
        <source>The maps to check: map files, or canaan or classic.</source>
        <translation>검사할 지도: 지도 파일, 또는 canaan(가나안)이나 classic(기본판).</translation>
    </message>
    <message>
        <source>The number of attempts must be a whole number from 1 to %1.</source>
        <translation>시도 횟수는 1부터 %1까지의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>Seat %1: %2 wins, win rate %3 (95% interval %4 to %5)</source>
        <translation>%1번 자리: %2승, 승률 %3 (95% 구간 %4~%5)</translation>
    </message>
    <message>
        <source>Player %1 in turn order: %2 wins, win rate %3 (95% interval %4 to %5)</source>
        <translation>차례 순서 %1번째 참가자: %2승, 승률 %3 (95% 구간 %4~%5)</translation>
    </message>
    <message>
        <source>Unknown nation &quot;%1&quot;; available: %2.</source>
        <translation>알 수 없는 민족 &quot;%1&quot;입니다. 사용할 수 있는 민족: %2.</translation>
    </message>
    <message>
        <source>Conquest: %1 nations, %2 turns played, %3 actions</source>
        <translation>가나안 정복: 민족 %1개, %2차례 진행, 행동 %3개</translation>
    </message>
    <message>
        <source>Seat %1: %2 (%3): %4 city tokens, %5 army tokens, %6 cards</source>
        <translation>%1번 자리: %2 (%3): 성읍 토큰 %4개, 군대 토큰 %5개, 카드 %6장</translation>
    </message>
    <message>
        <source>seat %1 (%2)</source>
        <translation>%1번 자리 (%2)</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>승자: %1</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <translation>게임이 끝나지 않았습니다.</translation>
    </message>
    <message>
        <source>Digest: %1</source>
        <translation>다이제스트: %1</translation>
    </message>
    <message>
        <source>Conquest: the nations, one per seat, separated by commas, or &quot;any&quot; for distinct nations drawn for every game.</source>
        <translation>가나안 정복: 자리마다 하나씩 쉼표로 구분한 민족, 또는 게임마다 서로 다른 민족을 뽑는 &quot;any&quot;.</translation>
    </message>
    <message>
        <source>Conquest: the nations, one per seat, separated by commas.</source>
        <translation>가나안 정복: 자리마다 하나씩 쉼표로 구분한 민족.</translation>
    </message>
    <message>
        <source>Conquest: the city tokens in the pool (10 to 60).</source>
        <translation>가나안 정복: 처음에 나누어 줄 성읍 토큰 수(10~60).</translation>
    </message>
    <message>
        <source>Conquest: the single players&apos; turns the game lasts (4 to 200), rounded up to whole rounds.</source>
        <translation>가나안 정복: 게임이 이어지는 참가자 한 명씩의 차례 수(4~200). 온전한 라운드 단위로 올림합니다.</translation>
    </message>
    <message>
        <source>Conquest: rotate the computer players over the seats and the nations from game to game.</source>
        <translation>가나안 정복: 게임마다 컴퓨터 참가자를 자리와 민족에 돌아가며 배치합니다.</translation>
    </message>
    <message>
        <source>Name the nations of the game with --nations.</source>
        <translation>--nations로 게임의 민족을 지정하십시오.</translation>
    </message>
    <message>
        <source>Give one computer player per nation: %1 nations, %2 computer players.</source>
        <translation>민족마다 컴퓨터 참가자를 하나씩 지정하십시오: 민족 %1개, 컴퓨터 참가자 %2명.</translation>
    </message>
    <message>
        <source>Unknown computer player &quot;%1&quot;; available: random, normal, hard.</source>
        <translation>알 수 없는 컴퓨터 참가자 &quot;%1&quot;입니다. 사용할 수 있는 참가자: random, normal, hard.</translation>
    </message>
    <message>
        <source>Conquest is played by 2 to 6 nations.</source>
        <translation>가나안 정복은 2~6개 민족이 합니다.</translation>
    </message>
    <message>
        <source>Give a whole seed and a number of games from 1.</source>
        <translation>정수 시드와 1 이상의 게임 수를 지정하십시오.</translation>
    </message>
    <message>
        <source>Conquest: %1 games of %2 nations, %3 actions a game</source>
        <translation>가나안 정복: 민족 %2개의 게임 %1판, 게임당 행동 %3개</translation>
    </message>
    <message>
        <source>Slot %1 (%2): wins %3 = %4 (95%: %5-%6), mean city tokens %7, median decision %8 µs, longest %9 ms</source>
        <translation>슬롯 %1 (%2): 승리 %3 = %4 (95%: %5-%6), 평균 성읍 토큰 %7개, 결정 시간 중앙값 %8 µs, 최장 %9 ms</translation>
    </message>
    <message>
        <source>Nation %1: %2 games, wins %3 (95%: %4-%5), mean city tokens %6</source>
        <translation>민족 %1: 게임 %2판, 승리 %3 (95%: %4-%5), 평균 성읍 토큰 %6개</translation>
    </message>
    <message>
        <source>The time &quot;%1&quot; is not a number of seconds from 0 to 3600.</source>
        <translation>시간은 0~3600초 사이의 수여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Conquest: %1 random 4-player games in %2 s on one thread</source>
        <translation>가나안 정복: 한 스레드에서 %2초 동안 참가자 4명의 무작위 게임 %1판</translation>
    </message>
    <message>
        <source>Games per second: %1 (wall clock), %2 (processor time of this process)</source>
        <translation>초당 게임 수: %1 (실제 시간), %2 (이 프로세스의 프로세서 시간)</translation>
    </message>
    <message>
        <source>Actions per second: %1 (%2 a game), %3 ns of processor time an action</source>
        <translation>초당 행동 수: %1 (게임당 %2개), 행동당 프로세서 시간 %3 ns</translation>
    </message>
    <message>
        <source>Heap allocations during the games: %1</source>
        <translation>게임 중 힙 할당: %1회</translation>
    </message>
    <message>
        <source>Play one seat of a network table as a client, to the end of the game.</source>
        <translation>네트워크 테이블의 한 자리를 클라이언트로 게임이 끝날 때까지 진행합니다.</translation>
    </message>
    <message>
        <source>The server: ws://HOST:PORT or wss://HOST:PORT.</source>
        <translation>서버입니다: ws://HOST:PORT 또는 wss://HOST:PORT.</translation>
    </message>
    <message>
        <source>Take one&apos;s seat back with its token instead.</source>
        <translation>대신 토큰으로 자기 자리로 돌아갑니다.</translation>
    </message>
    <message>
        <source>The name shown at the table (default: Bot).</source>
        <translation>테이블에 보이는 이름입니다(기본값: Bot).</translation>
    </message>
    <message>
        <source>The seed of its choices (default 1).</source>
        <translation>선택에 쓰는 시드입니다(기본값 1).</translation>
    </message>
    <message>
        <source>--server must be ws://HOST:PORT or wss://HOST:PORT.</source>
        <translation>--server는 ws://HOST:PORT 또는 wss://HOST:PORT여야 합니다.</translation>
    </message>
    <message>
        <source>--name must have 1 to 32 characters.</source>
        <translation>--name은 1자부터 32자까지여야 합니다.</translation>
    </message>
    <message>
        <source>Seated at seat %1 of table %2; token %3 takes it back.</source>
        <translation>테이블 %2의 %1번 자리에 앉았습니다. 이 자리로 돌아올 때 쓸 토큰: %3.</translation>
    </message>
    <message>
        <source>The server closed the connection (%1).</source>
        <translation>서버가 연결을 닫았습니다(%1).</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>서버가 거절했습니다: %1</translation>
    </message>
    <message>
        <source>The game is over (%1); winners: seat %2; %3 actions of this seat.</source>
        <translation>게임이 끝났습니다(%1). 승자: %2번 자리. 이 자리의 행동 %3회.</translation>
    </message>
    <message>
        <source>Priests played: %1. Building stones in Jerusalem: %2. Longest road: %3.</source>
        <translation>사용한 사제: %1. 예루살렘에 놓은 건축석재: %2. 가장 긴 도로: %3.</translation>
    </message>
    <message>
        <source>Jerusalem: %1 of %2 building stones (%3).</source>
        <translation>예루살렘: 건축석재 %2개 중 %1개(%3).</translation>
    </message>
    <message>
        <source>How it plays: random (an offered legal action at random), easy, normal or hard (the computer players, deciding from the seat&apos;s view); at a conquest table random, normal or hard.</source>
        <translation>진행 방식입니다: random(제시된 합법적인 행동 중 하나를 무작위로), easy, normal, hard(자리에서 보이는 것만으로 결정하는 컴퓨터 참가자); conquest(가나안 정복) 테이블에서는 random, normal, hard입니다.</translation>
    </message>
    <message>
        <source>--level: at a conquest table random, normal or hard, not &quot;%1&quot;.</source>
        <translation>--level: conquest(가나안 정복) 테이블에서는 random, normal, hard 중 하나여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--level must be random, easy, normal or hard, not &quot;%1&quot;.</source>
        <translation>--level은 random, easy, normal, hard 중 하나여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server sent a game this client cannot read (%1); playing at random from now on.</source>
        <translation>서버가 이 클라이언트가 읽을 수 없는 게임을 보냈습니다(%1). 지금부터 무작위로 진행합니다.</translation>
    </message>
    <message>
        <source>--turn-limit is for Settlers of Canaan only: a game of Conquest always lasts the turns given with --turns (4 to 200).</source>
        <translation>--turn-limit는 가나안의 개척자 전용입니다. 가나안 정복 게임은 언제나 --turns로 정한 차례만큼 진행됩니다(4~200).</translation>
    </message>
    <message>
        <source>The free seat to take (0 to %1).</source>
        <translation>앉을 빈자리입니다(0부터 %1까지).</translation>
    </message>
    <message>
        <source>Give either --seat (0 to %1) to take a free seat or --token to take one&apos;s seat back.</source>
        <translation>빈자리에 앉으려면 --seat(0부터 %1까지)를, 자기 자리로 돌아가려면 --token을 하나만 주십시오.</translation>
    </message>
    <message>
        <source>The computer players, one per seat, separated by commas (available: %1; with --game conquest: random, normal, hard).</source>
        <translation>자리마다 하나씩, 쉼표로 구분한 컴퓨터 참가자(사용 가능: %1, --game conquest(가나안 정복)에서는 random, normal, hard).</translation>
    </message>
    <message>
        <source>Openings (the starting settlements by place in turn order): %1 distinct in %2 games; the commonest was played in %3 games (%4).</source>
        <translation>시작 배치(차례 순서별 최초 정착지): 게임 %2판에서 서로 다른 시작 배치가 %1가지였고, 가장 흔한 배치는 %3판(%4)에서 나왔습니다.</translation>
    </message>
    <message>
        <source>Every seat plays each place in turn order equally often, so a lean shows in the places: a place whose interval lies wholly above (or below) %1 wins more (or less) than an even map gives it, with these computer players.</source>
        <translation>모든 자리가 차례 순서의 각 위치를 똑같이 자주 맡으므로, 치우침은 차례 순서에서 드러납니다. 구간 전체가 %1보다 높은(또는 낮은) 위치는 이 컴퓨터 참가자들로 게임할 때 공정한 지도에서보다 더 자주(또는 덜) 이깁니다.</translation>
    </message>
    <message>
        <source>Stops every game after the starting placements and counts how many distinct openings were played.</source>
        <translation>모든 게임을 최초 배치 뒤에 멈추고, 서로 다른 시작 배치가 몇 가지 나왔는지 셉니다.</translation>
    </message>
    <message>
        <source>The table&apos;s code (%1 letters and digits).</source>
        <translation>테이블 코드입니다(글자와 숫자 %1개).</translation>
    </message>
    <message>
        <source>--table must be a table code of %1 capital letters and digits, not &quot;%2&quot;.</source>
        <translation>--table은 대문자와 숫자 %1개로 된 테이블 코드여야 합니다. 받은 값: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The game is over: no seat has a decision to take.</source>
        <translation>게임이 끝났습니다. 결정할 차례인 자리가 없습니다.</translation>
    </message>
    <message>
        <source>The game waits for a chance outcome (dice, a card or a shuffle), not for a seat&apos;s decision.</source>
        <translation>게임이 자리의 결정이 아니라 우연의 결과(주사위, 카드 또는 섞기)를 기다리고 있습니다.</translation>
    </message>
    <message>
        <source>It is seat %1&apos;s decision, not seat %2&apos;s.</source>
        <translation>%2번 자리가 아니라 %1번 자리가 결정할 차례입니다.</translation>
    </message>
    <message>
        <source>Unknown computer player &quot;%1&quot; for this game; available: %2.</source>
        <translation>이 게임에는 없는 컴퓨터 참가자 &quot;%1&quot;입니다. 사용 가능: %2.</translation>
    </message>
    <message>
        <source>Seat %1 (%2) takes %3</source>
        <translation>%1번 자리(%2)의 선택: %3</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <source>The request is longer than %1 MiB, more than any saved game needs.</source>
        <translation>요청이 %1MiB보다 깁니다. 어떤 저장된 게임에도 이만큼은 필요하지 않습니다.</translation>
    </message>
    <message>
        <source>Prints the action a computer player takes for the seat whose decision it is in a saved game.</source>
        <translation>저장된 게임에서 결정할 차례인 자리에 대해 컴퓨터 참가자가 고르는 행동을 출력합니다.</translation>
    </message>
    <message>
        <source>The saved game (*.canaansave) of either game, complete or cut short.</source>
        <translation>두 게임 중 어느 쪽이든 저장된 게임(*.canaansave). 끝까지 저장된 것이든 중간에서 잘린 것이든 됩니다.</translation>
    </message>
    <message>
        <source>Refuses unless it is this seat&apos;s decision (seats count from 0, as in the log).</source>
        <translation>이 자리가 결정할 차례가 아니면 거부합니다(자리 번호는 기록에서처럼 0부터 셉니다).</translation>
    </message>
    <message>
        <source>The computer player: random, easy, normal or hard (Conquest: random, normal or hard). Default: the seat&apos;s own in the save, or hard.</source>
        <translation>컴퓨터 참가자: random, easy, normal 또는 hard(가나안 정복: random, normal 또는 hard). 기본값은 저장된 게임에서 그 자리를 맡은 컴퓨터 참가자이고, 없으면 hard입니다.</translation>
    </message>
    <message>
        <source>The game&apos;s seed, from which the computer player&apos;s own is derived as in play (default: the save&apos;s).</source>
        <translation>게임의 시드. 실제 게임에서처럼 컴퓨터 참가자의 시드가 이 값에서 나옵니다(기본값: 저장된 게임의 시드).</translation>
    </message>
    <message>
        <source>Prints the action as the save&apos;s log writes it.</source>
        <translation>행동을 저장된 게임의 기록에 적히는 형식으로 출력합니다.</translation>
    </message>
    <message>
        <source>Answers one request per line of standard input (a save as one line of JSON, or a save&apos;s path), one line each.</source>
        <translation>표준 입력의 한 줄마다 요청 하나(한 줄짜리 JSON으로 된 저장된 게임, 또는 저장 파일의 경로)에 한 줄씩 답합니다.</translation>
    </message>
    <message>
        <source>The seat &quot;%1&quot; is not a whole number from 0 to 99.</source>
        <translation>자리는 0부터 99까지의 정수여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>With --stdio the saves come on standard input, not as arguments.</source>
        <translation>--stdio를 쓰면 저장된 게임은 인수가 아니라 표준 입력으로 받습니다.</translation>
    </message>
    <message>
        <source>Give exactly one saved game, or --stdio.</source>
        <translation>저장된 게임을 정확히 하나 지정하거나 --stdio를 지정하십시오.</translation>
    </message>
    <message>
        <source>VP %1, produced %2, stolen %3, traded %4, discarded %5, dice %6</source>
        <translation>승점 %1, 생산 %2, 빼앗음 %3, 거래 %4, 버림 %5, 주사위 %6</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>차례 %1: %2</translation>
    </message>
    <message>
        <source>; chance to win %1</source>
        <translation>; 승리 확률 %1</translation>
    </message>
    <message>
        <source>The chance to win comes from %1 games per turn played on by the computer player &quot;%2&quot; (seed %3).</source>
        <translation>승리 확률은 차례마다 게임 %1개를 컴퓨터 참가자로 이어서 두어 얻은 값입니다(참가자: %2, 시드: %3).</translation>
    </message>
    <message>
        <source>Prints a saved game&apos;s series turn by turn and each player&apos;s estimated chance to win.</source>
        <translation>저장된 게임의 차례별 기록과 각 참가자의 추정 승리 확률을 출력합니다.</translation>
    </message>
    <message>
        <source>How many games computer players play on from each turn&apos;s end to estimate the chance to win (0: none).</source>
        <translation>승리 확률을 추정하려고 차례가 끝난 자리에서 컴퓨터 참가자가 이어서 두는 게임의 수 (0: 추정하지 않음).</translation>
    </message>
    <message>
        <source>The seed of the games played on.</source>
        <translation>이어서 두는 게임의 시드.</translation>
    </message>
    <message>
        <source>The computer player who plays the games on.</source>
        <translation>게임을 이어서 두는 컴퓨터 참가자.</translation>
    </message>
    <message>
        <source>The sample size &quot;%1&quot; is not a whole number from 0 to %2.</source>
        <translation>표본 크기는 0부터 %2까지의 정수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The computer player &quot;%1&quot; is not one of random, normal and hard (both games have these).</source>
        <translation>컴퓨터 참가자는 random, normal, hard 가운데 하나여야 합니다 (두 게임 모두 이 셋을 씁니다): &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Prints a map at real size as a PDF: a poster over several pages, or sheets of pieces to cut out.</source>
        <translation>지도를 실제 크기의 PDF로 인쇄합니다: 여러 쪽에 걸친 포스터, 또는 오려 쓰는 조각 종이.</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>쓸 PDF 파일.</translation>
    </message>
    <message>
        <source>The paper: a4 or letter.</source>
        <translation>종이: a4 또는 letter.</translation>
    </message>
    <message>
        <source>poster (the board over several pages, the default) or cutout (hexes, number tokens and harbors to cut out).</source>
        <translation>poster(여러 쪽에 걸친 게임판, 기본값) 또는 cutout(오려 쓰는 육각형, 숫자 토큰, 항구).</translation>
    </message>
    <message>
        <source>A hex&apos;s width across the flats in millimetres, from %1 to %2; the retail tiles&apos; %3 unless told.</source>
        <translation>육각형의 마주 보는 두 변 사이 너비(mm), %1에서 %2까지. 지정하지 않으면 시판 타일 크기인 %3입니다.</translation>
    </message>
    <message>
        <source>Give one map, --out and --paper.</source>
        <translation>지도 하나와 --out, --paper를 주십시오.</translation>
    </message>
    <message>
        <source>Unknown paper &quot;%1&quot; for --paper: use a4 or letter.</source>
        <translation>알 수 없는 종이입니다: &quot;%1&quot; (--paper에는 a4 또는 letter를 쓰십시오).</translation>
    </message>
    <message>
        <source>Unknown layout &quot;%1&quot; for --layout: use poster or cutout.</source>
        <translation>알 수 없는 배치입니다: &quot;%1&quot; (--layout에는 poster 또는 cutout을 쓰십시오).</translation>
    </message>
    <message>
        <source>Write --hex-size as millimetres from %1 to %2, for example %3.</source>
        <translation>--hex-size는 %1에서 %2 사이의 밀리미터 값으로 쓰십시오. 예: %3.</translation>
    </message>
    <message>
        <source>Measures how often a computer player accepts a person&apos;s 1:1 and 2:1 trade offers.</source>
        <translation>컴퓨터 참가자가 사람의 1:1 및 2:1 거래 제안을 얼마나 자주 받아들이는지 잽니다.</translation>
    </message>
    <message>
        <source>The computer player whose answers are counted.</source>
        <translation>답을 집계할 컴퓨터 참가자.</translation>
    </message>
    <message>
        <source>Computer players, one per seat, separated by commas (by default four of the level; for hard, hard and three normal).</source>
        <translation>자리마다 하나씩, 쉼표로 구분한 컴퓨터 참가자(기본값은 그 수준의 참가자 4명이며, hard는 hard 1명과 normal 3명).</translation>
    </message>
    <message>
        <source>Offers are made on every this-many-th turn, after the roll.</source>
        <translation>주사위를 굴린 뒤, 차례 번호가 이 수의 배수인 차례마다 제안합니다.</translation>
    </message>
    <message>
        <source>The offer-rates command takes no file arguments.</source>
        <translation>offer-rates 명령은 파일 인수를 받지 않습니다.</translation>
    </message>
    <message>
        <source>None of the computer players given is %1.</source>
        <translation>지정한 컴퓨터 참가자 가운데 %1 참가자가 없습니다.</translation>
    </message>
    <message>
        <source>The number of games &quot;%1&quot; is not a whole number from 1 to 100000.</source>
        <translation>게임 수는 1 이상 100000 이하의 정수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The number of turns &quot;%1&quot; is not a whole number from 1 to 1000.</source>
        <translation>차례 수는 1 이상 1000 이하의 정수여야 합니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>1:1 offers: %1 asked, %2 accepted (%3, 95% interval %4 to %5), %6 answered with a counter-offer</source>
        <translation>1:1 제안: %1번 제안, %2번 받아들임 (%3, 95% 구간 %4~%5), %6번 역제안</translation>
    </message>
    <message>
        <source>2:1 offers: %1 asked, %2 accepted (%3, 95% interval %4 to %5), %6 answered with a counter-offer</source>
        <translation>2:1 제안: %1번 제안, %2번 받아들임 (%3, 95% 구간 %4~%5), %6번 역제안</translation>
    </message>
    <message>
        <source>Mean game length: %1 turns over %2 games (%3 s)</source>
        <translation>평균 게임 길이: 게임 %2판에 %1차례 (%3초)</translation>
    </message>
    <message>
        <source>%1 won %2 of %3 games (%4, 95% interval %5 to %6)</source>
        <translation>%1: %3판 중 %2승 (%4, 95% 구간 %5~%6)</translation>
    </message>
    <message>
        <source>city tokens %1, armies %2</source>
        <translation>성읍 토큰 %1, 군대 토큰 %2</translation>
    </message>
    <message>
        <source>The game, one of: %1.</source>
        <extracomment>%1: the games, as: &quot;settlers&quot; (the board game); &quot;conquest&quot; (the card-and-dice game).</extracomment>
        <translation>게임(다음 중 하나): %1.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;; available: %2.</source>
        <translation>알 수 없는 게임 &quot;%1&quot;입니다. 사용할 수 있는 게임: %2.</translation>
    </message>
    <message>
        <source>&quot;settlers&quot; (the board game)</source>
        <translation>&quot;settlers&quot;(보드게임)</translation>
    </message>
    <message>
        <source>&quot;conquest&quot; (the card-and-dice game)</source>
        <translation>&quot;conquest&quot;(가나안 정복, 카드와 주사위 게임)</translation>
    </message>
    <message>
        <source>The table&apos;s game, one of: %1 (default %2).</source>
        <extracomment>%1: the games, as &quot;settlers, conquest&quot;; %2: the default one.</extracomment>
        <translation>테이블의 게임(다음 중 하나): %1(기본값 %2).</translation>
    </message>
</context>
<context>
    <name>canaan::DurableAppend</name>
    <message>
        <source>%1, and the part written could not be removed: %2</source>
        <translation>%1. 그리고 이미 쓴 부분을 지우지 못했습니다: %2</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so nothing is added to it</source>
        <translation>일반 파일이 아니므로 아무것도 덧붙이지 않습니다: %1</translation>
    </message>
    <message>
        <source>only %1 of its %2 bytes could be written; the disk may be full</source>
        <translation>%2바이트 중 %1바이트만 쓸 수 있었습니다. 디스크가 가득 찼을 수 있습니다</translation>
    </message>
</context>
<context>
    <name>canaan::GameText</name>
    <message>
        <source>The action is legal.</source>
        <translation>규칙에 맞는 행동입니다.</translation>
    </message>
    <message>
        <source>The game is already over.</source>
        <translation>게임이 이미 끝났습니다.</translation>
    </message>
    <message>
        <source>Another player (or a chance outcome) must act now.</source>
        <translation>지금은 다른 참가자(또는 우연의 결과)가 행동할 차례입니다.</translation>
    </message>
    <message>
        <source>The game is not waiting for this kind of action now.</source>
        <translation>지금은 이런 종류의 행동을 할 때가 아닙니다.</translation>
    </message>
    <message>
        <source>An argument of the action is out of range.</source>
        <translation>행동의 인자가 범위를 벗어났습니다.</translation>
    </message>
    <message>
        <source>This ruleset does not have this action.</source>
        <translation>이 규칙에는 이 행동이 없습니다.</translation>
    </message>
    <message>
        <source>The player does not have the resource cards it costs.</source>
        <translation>참가자에게 필요한 자원 카드가 없습니다.</translation>
    </message>
    <message>
        <source>The player has no piece of that kind left.</source>
        <translation>참가자에게 그 종류의 말이 남아 있지 않습니다.</translation>
    </message>
    <message>
        <source>That place is already taken.</source>
        <translation>그 자리는 이미 차 있습니다.</translation>
    </message>
    <message>
        <source>The intersection is too close to another building.</source>
        <translation>이 꼭지점은 다른 건물과 너무 가깝습니다.</translation>
    </message>
    <message>
        <source>The place does not touch one of the player&apos;s roads or buildings.</source>
        <translation>그 자리는 참가자의 도로나 건물에 닿아 있지 않습니다.</translation>
    </message>
    <message>
        <source>No road may run between two sea hexes.</source>
        <translation>두 바다 육각형 사이에는 도로를 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>A starting settlement must touch a numbered resource hex.</source>
        <translation>최초 정착지는 숫자가 있는 자원 육각형에 닿아야 합니다.</translation>
    </message>
    <message>
        <source>No starting settlement may stand on a Jerusalem site.</source>
        <translation>최초 정착지는 예루살렘 인접지역에 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>The map closes this intersection to starting settlements.</source>
        <translation>이 지도에서는 이 꼭지점에 최초 정착지를 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>A starting road must touch the settlement just placed.</source>
        <translation>최초 도로는 방금 놓은 정착지에 닿아야 합니다.</translation>
    </message>
    <message>
        <source>The player has no settlement there.</source>
        <translation>참가자의 정착지가 그곳에 없습니다.</translation>
    </message>
    <message>
        <source>The player must roll the dice first.</source>
        <translation>참가자는 먼저 주사위를 굴려야 합니다.</translation>
    </message>
    <message>
        <source>The player has already rolled this turn.</source>
        <translation>참가자는 이번 차례에 이미 주사위를 굴렸습니다.</translation>
    </message>
    <message>
        <source>The player has built or bought this turn and may no longer trade.</source>
        <translation>참가자는 이번 차례에 이미 건설하거나 구입했으므로 더는 거래할 수 없습니다.</translation>
    </message>
    <message>
        <source>The trade is not valid: each side must give at least one card, never the same resource both ways, and only cards it holds.</source>
        <translation>올바른 거래가 아닙니다. 양쪽 모두 카드를 한 장 이상 주어야 하고, 같은 자원을 주고받을 수 없으며, 가진 카드만 줄 수 있습니다.</translation>
    </message>
    <message>
        <source>The trade names a player who cannot take part in it.</source>
        <translation>거래에 참여할 수 없는 참가자가 지정되었습니다.</translation>
    </message>
    <message>
        <source>That player neither accepted nor countered the offer.</source>
        <translation>그 참가자는 제안을 받아들이지도 역제안하지도 않았습니다.</translation>
    </message>
    <message>
        <source>This maritime trade is not possible.</source>
        <translation>이 해상 거래는 할 수 없습니다.</translation>
    </message>
    <message>
        <source>The bank has no card of that resource left.</source>
        <translation>은행에 그 자원 카드가 남아 있지 않습니다.</translation>
    </message>
    <message>
        <source>The development card deck is empty.</source>
        <translation>개발 카드 더미가 비었습니다.</translation>
    </message>
    <message>
        <source>The player does not hold that development card.</source>
        <translation>참가자에게 그 개발 카드가 없습니다.</translation>
    </message>
    <message>
        <source>A development card cannot be played in the turn it was bought.</source>
        <translation>개발 카드는 산 차례에 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>The player has already played a development card this turn.</source>
        <translation>참가자는 이번 차례에 이미 개발 카드를 사용했습니다.</translation>
    </message>
    <message>
        <source>The card&apos;s effect cannot be carried out now.</source>
        <translation>지금은 이 카드의 효과를 실행할 수 없습니다.</translation>
    </message>
    <message>
        <source>The Plague must move to another hex.</source>
        <translation>역병은 다른 육각형으로 옮겨야 합니다.</translation>
    </message>
    <message>
        <source>The Plague may not stand on that hex.</source>
        <translation>역병은 그 육각형에 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>That player cannot be robbed here.</source>
        <translation>여기서는 그 참가자의 카드를 빼앗을 수 없습니다.</translation>
    </message>
    <message>
        <source>The player has no card of that resource to discard.</source>
        <translation>참가자에게 버릴 그 자원 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Jerusalem is already complete.</source>
        <translation>예루살렘이 이미 완성되었습니다.</translation>
    </message>
    <message>
        <source>The player has no way to a Jerusalem site.</source>
        <translation>참가자는 예루살렘 인접지역에 닿는 길이 없습니다.</translation>
    </message>
    <message>
        <source>The player has his own Jerusalem site and pays no toll.</source>
        <translation>참가자는 예루살렘 인접지역에 자기 건물이 있으므로 사용료를 내지 않습니다.</translation>
    </message>
    <message>
        <source>The toll cannot be paid to that player.</source>
        <translation>그 참가자에게는 사용료를 낼 수 없습니다.</translation>
    </message>
    <message>
        <source>The player has no card of that resource to pay the toll.</source>
        <translation>참가자에게 사용료로 낼 그 자원 카드가 없습니다.</translation>
    </message>
    <message>
        <source>This chance outcome cannot happen now.</source>
        <translation>지금은 이런 우연의 결과가 나올 수 없습니다.</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>없음: 게임이 끝났습니다</translation>
    </message>
    <message>
        <source>rolling for the first player</source>
        <translation>첫 참가자를 정하는 주사위 굴리기</translation>
    </message>
    <message>
        <source>placing a starting settlement</source>
        <translation>최초 정착지 놓기</translation>
    </message>
    <message>
        <source>placing a starting road</source>
        <translation>최초 도로 놓기</translation>
    </message>
    <message>
        <source>choosing the settlement that pays the starting resources</source>
        <translation>최초 자원을 받을 정착지 고르기</translation>
    </message>
    <message>
        <source>rolling the dice</source>
        <translation>주사위 굴리기</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>주사위 결과</translation>
    </message>
    <message>
        <source>discarding a card</source>
        <translation>카드 버리기</translation>
    </message>
    <message>
        <source>moving the Plague</source>
        <translation>역병 옮기기</translation>
    </message>
    <message>
        <source>the card stolen</source>
        <translation>빼앗긴 카드</translation>
    </message>
    <message>
        <source>choosing a resource for copper</source>
        <translation>구리로 받을 자원 고르기</translation>
    </message>
    <message>
        <source>choosing a resource for Deborah&apos;s Song</source>
        <translation>데보라의 노래로 받을 자원 고르기</translation>
    </message>
    <message>
        <source>choosing the King&apos;s Blessing resource</source>
        <translation>왕의 축복 자원 고르기</translation>
    </message>
    <message>
        <source>the development card drawn</source>
        <translation>뽑은 개발 카드</translation>
    </message>
    <message>
        <source>placing a free road</source>
        <translation>무료 도로 놓기</translation>
    </message>
    <message>
        <source>answering a trade offer</source>
        <translation>거래 제안에 답하기</translation>
    </message>
    <message>
        <source>confirming a trade</source>
        <translation>거래 확정하기</translation>
    </message>
    <message>
        <source>trading, building, playing a card or ending the turn</source>
        <translation>거래, 건설, 카드 사용 또는 차례 마치기</translation>
    </message>
    <message>
        <source>The game is not over.</source>
        <translation>게임이 끝나지 않았습니다.</translation>
    </message>
    <message>
        <source>The game ended by victory points.</source>
        <translation>한 참가자가 승리에 필요한 승점에 이르렀습니다.</translation>
    </message>
    <message>
        <source>The game ended when Jerusalem was completed.</source>
        <translation>예루살렘이 완성되었습니다.</translation>
    </message>
    <message>
        <source>Jerusalem was completed with a tie; the tied players share the win.</source>
        <translation>예루살렘이 동점으로 완성되었습니다. 동점인 참가자들의 공동 우승입니다.</translation>
    </message>
    <message>
        <source>The game stopped at the turn limit, unfinished.</source>
        <translation>승부가 나기 전에 차례 제한에 이르러 멈췄습니다.</translation>
    </message>
    <message>
        <source>Lumber</source>
        <translation>목재</translation>
    </message>
    <message>
        <source>Wool</source>
        <translation>양모</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>곡물</translation>
    </message>
    <message>
        <source>Brick</source>
        <translation>벽돌</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>돌</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>광물</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>기사</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>사제</translation>
    </message>
    <message>
        <source>Deborah&apos;s Song</source>
        <translation>데보라의 노래</translation>
    </message>
    <message>
        <source>Year of Plenty</source>
        <translation>풍년</translation>
    </message>
    <message>
        <source>Plentiful Lands</source>
        <translation>풍요의 농토</translation>
    </message>
    <message>
        <source>Road Building</source>
        <translation>도로 건설</translation>
    </message>
    <message>
        <source>New Trade Route</source>
        <translation>새로운 교역로</translation>
    </message>
    <message>
        <source>Monopoly</source>
        <translation>독점</translation>
    </message>
    <message>
        <source>Korah&apos;s Rebellion</source>
        <translation>고라의 반란</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>순례 상인</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>진보</translation>
    </message>
    <message>
        <source>Bountiful Harvest</source>
        <translation>풍작</translation>
    </message>
    <message>
        <source>Gibeonite Trickery</source>
        <translation>기브온의 책략</translation>
    </message>
    <message>
        <source>Prophet</source>
        <translation>예언자</translation>
    </message>
    <message>
        <source>Caleb&apos;s Blessing</source>
        <translation>갈렙의 축복</translation>
    </message>
    <message>
        <source>Victory Point</source>
        <translation>승점</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>가장 긴 도로</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>최강 기사단</translation>
    </message>
    <message>
        <source>Most Priests</source>
        <translation>가장 많은 사제</translation>
    </message>
    <message>
        <source>King&apos;s Blessing</source>
        <translation>왕의 축복</translation>
    </message>
</context>
<context>
    <name>canaan::MapFile</name>
    <message>
        <source>This value must be a JSON object.</source>
        <translation>이 값은 JSON 객체여야 합니다.</translation>
    </message>
    <message>
        <source>This value must be a JSON array.</source>
        <translation>이 값은 JSON 배열이어야 합니다.</translation>
    </message>
    <message>
        <source>This list has %1 entries, more than the %2 allowed.</source>
        <translation>이 목록의 항목 수는 %1개로, 허용되는 최대 %2개를 넘습니다.</translation>
    </message>
    <message>
        <source>This value must be a whole number.</source>
        <translation>이 값은 정수여야 합니다.</translation>
    </message>
    <message>
        <source>This number must be from %1 to %2.</source>
        <translation>이 숫자는 %1 이상 %2 이하여야 합니다.</translation>
    </message>
    <message>
        <source>This value must be true or false.</source>
        <translation>이 값은 true 또는 false여야 합니다.</translation>
    </message>
    <message>
        <source>This value must be a text string.</source>
        <translation>이 값은 문자열이어야 합니다.</translation>
    </message>
    <message>
        <source>This text has %1 characters, more than the %2 allowed.</source>
        <translation>이 텍스트는 %1자로, 허용되는 최대 %2자를 넘습니다.</translation>
    </message>
    <message>
        <source>The required key &quot;%1&quot; is missing.</source>
        <translation>필수 키가 없습니다: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>This key is unknown and is ignored.</source>
        <translation>알 수 없는 키이므로 무시합니다.</translation>
    </message>
    <message>
        <source>The hex %1 is already listed as hexes[%2].</source>
        <translation>%1 위치의 육각형이 이미 hexes[%2]에 있습니다.</translation>
    </message>
    <message>
        <source>No hex may have the number 7: a 7 moves the Plague instead of producing.</source>
        <translation>어떤 육각형에도 숫자 7을 놓을 수 없습니다. 7이 나오면 생산 대신 역병을 옮깁니다.</translation>
    </message>
    <message>
        <source>Only production terrain takes a number; this hex&apos;s terrain is %1.</source>
        <translation>숫자는 생산 지형에만 놓을 수 있습니다. 이 육각형의 지형: %1.</translation>
    </message>
    <message>
        <source>The map has no hex at %1 for this harbor.</source>
        <translation>이 항구를 놓을 %1 위치에 육각형이 없습니다.</translation>
    </message>
    <message>
        <source>A harbor must lie on a sea hex, but the hex %1 is %2.</source>
        <translation>항구는 바다 육각형에 있어야 합니다. %1 위치의 지형: %2.</translation>
    </message>
    <message>
        <source>The harbor faces the hex %1, which is not a land hex.</source>
        <translation>항구가 향한 %1 위치의 육각형은 육지가 아닙니다.</translation>
    </message>
    <message>
        <source>Another harbor already lies on this side: harbors[%1].</source>
        <translation>이 변에는 이미 다른 항구가 있습니다: harbors[%1].</translation>
    </message>
    <message>
        <source>The intersection %1 is already listed as %2[%3].</source>
        <translation>이 꼭지점(%1)은 이미 %2[%3]에 있습니다.</translation>
    </message>
    <message>
        <source>The intersection %1 is not a corner of a Jerusalem hex.</source>
        <translation>이 꼭지점(%1)은 예루살렘 육각형에 닿아 있지 않습니다.</translation>
    </message>
    <message>
        <source>The intersection %1 touches no land hex.</source>
        <translation>이 꼭지점(%1)은 어떤 육지 육각형에도 닿아 있지 않습니다.</translation>
    </message>
    <message>
        <source>This is not a Canaan map: &quot;format&quot; must be &quot;canaan-map&quot;.</source>
        <translation>가나안 지도 파일이 아닙니다. &quot;format&quot; 값은 &quot;canaan-map&quot;이어야 합니다.</translation>
    </message>
    <message>
        <source>This map was made by a newer version of Canaan (map format %1; this version reads up to format %2). Update Canaan to open it.</source>
        <translation>이 지도는 더 새로운 버전의 가나안에서 만들어졌습니다(지도 형식 %1, 이 버전은 형식 %2까지 읽을 수 있습니다). 이 지도를 열려면 가나안을 업데이트하십시오.</translation>
    </message>
    <message>
        <source>Unknown ruleset &quot;%1&quot;: use &quot;canaan&quot; or &quot;classic&quot;.</source>
        <translation>알 수 없는 규칙입니다: &quot;%1&quot;. &quot;canaan&quot;(가나안) 또는 &quot;classic&quot;(기본판)을 사용하십시오.</translation>
    </message>
    <message>
        <source>The smallest number of players is larger than the largest.</source>
        <translation>최소 참가자 수가 최대 참가자 수보다 큽니다.</translation>
    </message>
    <message>
        <source>Unknown tie rule &quot;%1&quot;: use &quot;continue&quot; or &quot;shared&quot;.</source>
        <translation>알 수 없는 동점 규칙입니다: &quot;%1&quot;. &quot;continue&quot; 또는 &quot;shared&quot;를 사용하십시오.</translation>
    </message>
    <message>
        <source>Unknown development card &quot;%1&quot;.</source>
        <translation>알 수 없는 개발 카드입니다: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Unknown terrain &quot;%1&quot;: use one of %2.</source>
        <translation>알 수 없는 지형입니다: &quot;%1&quot;. 다음 중 하나를 사용하십시오: %2.</translation>
    </message>
    <message>
        <source>Unknown side &quot;%1&quot;: use NE, E, SE, SW, W or NW.</source>
        <translation>알 수 없는 변입니다: &quot;%1&quot;. NE, E, SE, SW, W, NW 중 하나를 사용하십시오.</translation>
    </message>
    <message>
        <source>Unknown harbor kind &quot;%1&quot;: use &quot;3:1&quot; or one of %2.</source>
        <translation>알 수 없는 항구 종류입니다: &quot;%1&quot;. &quot;3:1&quot; 또는 다음 중 하나를 사용하십시오: %2.</translation>
    </message>
    <message>
        <source>This value must be &quot;derived&quot; or a list of intersection ids.</source>
        <translation>이 값은 &quot;derived&quot; 또는 꼭지점 id 목록이어야 합니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an intersection id such as &quot;0,2,N&quot;.</source>
        <translation>&quot;%1&quot;: &quot;0,2,N&quot;과 같은 꼭지점 id가 아닙니다.</translation>
    </message>
    <message>
        <source>The file is not valid JSON: %1.</source>
        <translation>올바른 JSON 파일이 아닙니다: %1.</translation>
    </message>
    <message>
        <source>The file must hold one JSON object.</source>
        <translation>파일에는 JSON 객체 하나가 있어야 합니다.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>파일이 없습니다.</translation>
    </message>
    <message>
        <source>This is a folder, not a map file.</source>
        <translation>지도 파일이 아니라 폴더입니다.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than any map needs.</source>
        <translation>파일 크기가 %1 MiB를 넘습니다. 지도 파일은 이보다 클 필요가 없습니다.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation>파일을 읽을 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>The map has no land hex.</source>
        <translation>지도에 육지 육각형이 없습니다.</translation>
    </message>
    <message>
        <source>This production hex has no number, so it never produces (terrain: %1).</source>
        <translation>이 생산 육각형에는 숫자가 없으므로 자원을 생산하지 않습니다(지형: %1).</translation>
    </message>
    <message>
        <source>The canaan ruleset needs Jerusalem sites, but this map has none.</source>
        <translation>canaan(가나안) 규칙에는 예루살렘 인접지역이 필요하지만 이 지도에는 없습니다.</translation>
    </message>
    <message>
        <source>Neither intersection of this harbor touches land that can be built on (only Jerusalem), so nobody can use it.</source>
        <translation>이 항구의 두 꼭지점 모두 건설할 수 있는 육지(예루살렘 제외)에 닿아 있지 않으므로 아무도 이 항구를 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>The map cannot be saved to %1: %2.</source>
        <translation>지도를 저장할 수 없습니다(%1): %2.</translation>
    </message>
    <message>
        <source>the text is in UTF-16, not UTF-8</source>
        <translation>텍스트가 UTF-8이 아닌 UTF-16으로 되어 있음</translation>
    </message>
    <message>
        <source>control character U+%1 outside an escape</source>
        <translation>이스케이프되지 않은 제어 문자 U+%1</translation>
    </message>
    <message>
        <source>The file holds more than %1 lists and objects, more than any map needs.</source>
        <translation>파일에 목록과 객체가 %1개보다 많습니다. 어떤 지도에도 그만큼은 필요하지 않습니다.</translation>
    </message>
    <message>
        <source>forest</source>
        <comment>terrain id in a message</comment>
        <translation>숲(forest)</translation>
    </message>
    <message>
        <source>pasture</source>
        <comment>terrain id in a message</comment>
        <translation>초원(pasture)</translation>
    </message>
    <message>
        <source>fields</source>
        <comment>terrain id in a message</comment>
        <translation>밭(fields)</translation>
    </message>
    <message>
        <source>hills</source>
        <comment>terrain id in a message</comment>
        <translation>언덕(hills)</translation>
    </message>
    <message>
        <source>mountains</source>
        <comment>terrain id in a message</comment>
        <translation>산(mountains)</translation>
    </message>
    <message>
        <source>copper</source>
        <comment>terrain id in a message</comment>
        <translation>구리(copper)</translation>
    </message>
    <message>
        <source>desert</source>
        <comment>terrain id in a message</comment>
        <translation>사막(desert)</translation>
    </message>
    <message>
        <source>jerusalem</source>
        <comment>terrain id in a message</comment>
        <translation>예루살렘(jerusalem)</translation>
    </message>
    <message>
        <source>sea</source>
        <comment>terrain id in a message</comment>
        <translation>바다(sea)</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in the same object</source>
        <translation>같은 객체에 같은 키가 두 번 나옵니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>This is not a regular file (a FIFO, a device or a socket), not a map file.</source>
        <translation>일반 파일이 아니라 FIFO, 장치 또는 소켓이므로 지도 파일이 아닙니다.</translation>
    </message>
    <message>
        <source>A 6 or 8 should not border another 6 or 8: this %1 hex has %2, and the %3 hex beside it has %4.</source>
        <translation>6이나 8은 다른 6이나 8과 이웃하지 않아야 합니다. 숫자: 이 %1 육각형 %2, 옆의 %3 육각형 %4.</translation>
    </message>
    <message>
        <source>an object is not closed with &quot;}&quot;</source>
        <translation>객체가 &quot;}&quot;로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a &quot;:&quot; is missing after a key</source>
        <translation>키 뒤에 &quot;:&quot;가 없습니다</translation>
    </message>
    <message>
        <source>a list is not closed with &quot;]&quot;</source>
        <translation>목록이 &quot;]&quot;로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two values</source>
        <translation>두 값 사이에 &quot;,&quot;가 없습니다</translation>
    </message>
    <message>
        <source>a value was expected here (text in quotes, a number, true, false, null, a list or an object)</source>
        <translation>여기에 값(따옴표 안의 텍스트, 숫자, true, false, null, 목록 또는 객체)이 와야 합니다</translation>
    </message>
    <message>
        <source>the text ends in the middle of a number</source>
        <translation>숫자 중간에서 텍스트가 끝납니다</translation>
    </message>
    <message>
        <source>this number is not written as JSON allows</source>
        <translation>이 숫자는 JSON이 허용하는 형식이 아닙니다</translation>
    </message>
    <message>
        <source>a backslash starts an escape that JSON does not know</source>
        <translation>백슬래시로 시작하는 이스케이프를 JSON이 알지 못합니다</translation>
    </message>
    <message>
        <source>the text here is not valid UTF-8</source>
        <translation>이곳의 텍스트가 올바른 UTF-8이 아닙니다</translation>
    </message>
    <message>
        <source>a text in quotes is not closed</source>
        <translation>따옴표로 연 텍스트가 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a key in quotes was expected here</source>
        <translation>여기에 따옴표로 감싼 키가 와야 합니다</translation>
    </message>
    <message>
        <source>lists and objects are nested too deeply</source>
        <translation>목록과 객체가 너무 깊이 중첩되었습니다</translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation>문서가 너무 큽니다</translation>
    </message>
    <message>
        <source>more text follows the end of the document</source>
        <translation>문서가 끝난 뒤에 텍스트가 더 있습니다</translation>
    </message>
    <message>
        <source>The map is too big to play: %1 hexes of land and of sea beside land, the limit is %2. Remove at least %3 of them, or split the map into two maps.</source>
        <translation>지도가 너무 커서 게임할 수 없습니다: 육지와 육지에 닿은 바다의 육각형이 %1개이고, 한도는 %2개입니다. 그중 %3개 이상을 지우거나 지도를 둘로 나누십시오.</translation>
    </message>
    <message>
        <source>The map is too big to play: %1 intersections on land, the limit is %2. Remove about %3 land hexes at the coast (each takes about two intersections with it), or split the map into two maps.</source>
        <translation>지도가 너무 커서 게임할 수 없습니다: 육지의 꼭지점이 %1개이고, 한도는 %2개입니다. 해안의 육지 육각형을 약 %3개 지우거나(하나마다 꼭지점이 두 개쯤 함께 사라집니다) 지도를 둘로 나누십시오.</translation>
    </message>
    <message>
        <source>The map is too big to play: %1 paths on land, the limit is %2. Remove about %3 land hexes at the coast (each takes about three paths with it), or split the map into two maps.</source>
        <translation>지도가 너무 커서 게임할 수 없습니다: 육지의 변이 %1개이고, 한도는 %2개입니다. 해안의 육지 육각형을 약 %3개 지우거나(하나마다 변이 세 개쯤 함께 사라집니다) 지도를 둘로 나누십시오.</translation>
    </message>
    <message>
        <source>The classic ruleset has no copper, but this map has copper hexes (%1). Give them another terrain, or choose the canaan ruleset.</source>
        <translation>기본판 규칙에는 구리가 없는데, 이 지도에는 구리 육각형이 있습니다(%1개). 다른 지형으로 바꾸거나 가나안 규칙을 고르십시오.</translation>
    </message>
    <message>
        <source>The classic ruleset has no Jerusalem, but this map has Jerusalem hexes (%1). Give them another terrain, or choose the canaan ruleset.</source>
        <translation>기본판 규칙에는 예루살렘이 없는데, 이 지도에는 예루살렘 육각형이 있습니다(%1개). 다른 지형으로 바꾸거나 가나안 규칙을 고르십시오.</translation>
    </message>
    <message>
        <source>The map has no harbor, so every trade with the bank is four cards for one. Add harbors on the sea beside the coast.</source>
        <translation>지도에 항구가 없어서 은행과의 모든 거래가 4:1입니다. 해안에 닿은 바다에 항구를 놓으십시오.</translation>
    </message>
</context>
<context>
    <name>canaan::SafeWrite</name>
    <message>
        <source>%1 is not a regular file, so it is not replaced</source>
        <translation>일반 파일이 아니므로 바꾸지 않습니다: %1</translation>
    </message>
    <message>
        <source>only %1 of its %2 bytes could be written; the disk may be full</source>
        <translation>%2바이트 중 %1바이트만 쓸 수 있었습니다. 디스크가 가득 찼을 수 있습니다</translation>
    </message>
</context>
<context>
    <name>canaan::SaveFile</name>
    <message>
        <source>Action %1, %2, is not legal: %3</source>
        <translation>%1번 행동(%2)이 규칙에 어긋납니다: %3</translation>
    </message>
    <message>
        <source>The file cannot be written: %1.</source>
        <translation>파일을 쓸 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;; docs/save-format.md lists every action.</source>
        <translation>알 수 없는 행동입니다: &quot;%1&quot;. 모든 행동은 docs/save-format.md에 나와 있습니다.</translation>
    </message>
    <message>
        <source>Unknown answer &quot;%1&quot;: use &quot;accept&quot;, &quot;reject&quot; or &quot;counter&quot;.</source>
        <translation>알 수 없는 응답입니다: &quot;%1&quot;. &quot;accept&quot;, &quot;reject&quot;, &quot;counter&quot; 중 하나를 쓰십시오.</translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; does not belong to the action &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; 키는 &quot;%2&quot; 행동에 속하지 않습니다.</translation>
    </message>
    <message>
        <source>Unknown resource &quot;%1&quot;: use lumber, wool, grain, stone or ore.</source>
        <translation>알 수 없는 자원입니다: &quot;%1&quot;. 목재(lumber), 양모(wool), 곡물(grain), 돌(stone), 광물(ore) 중 하나를 쓰십시오.</translation>
    </message>
    <message>
        <source>Unknown development card &quot;%1&quot;; docs/save-format.md lists the card ids.</source>
        <translation>알 수 없는 개발 카드입니다: &quot;%1&quot;. 카드 식별자는 docs/save-format.md에 나와 있습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an intersection id such as &quot;0,2,N&quot;.</source>
        <translation>꼭지점 식별자가 아닙니다: &quot;%1&quot;. &quot;0,2,N&quot;과 같이 쓰십시오.</translation>
    </message>
    <message>
        <source>The map has no intersection %1.</source>
        <translation>지도에 %1 꼭지점이 없습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a path id such as &quot;0,2,NE&quot;.</source>
        <translation>변 식별자가 아닙니다: &quot;%1&quot;. &quot;0,2,NE&quot;와 같이 쓰십시오.</translation>
    </message>
    <message>
        <source>The map has no path %1.</source>
        <translation>지도에 %1 변이 없습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex id such as &quot;0,2&quot;.</source>
        <translation>육각형 식별자가 아닙니다: &quot;%1&quot;. &quot;0,2&quot;와 같이 쓰십시오.</translation>
    </message>
    <message>
        <source>The map has no hex %1.</source>
        <translation>지도에 %1 육각형이 없습니다.</translation>
    </message>
    <message>
        <source>Give the two dice, as in [3, 5].</source>
        <translation>[3, 5]처럼 주사위 두 개의 눈을 쓰십시오.</translation>
    </message>
    <message>
        <source>A resource may not be on both sides of a trade.</source>
        <translation>한 자원이 거래의 양쪽에 모두 있을 수는 없습니다.</translation>
    </message>
    <message>
        <source>Name one or two resources, as in [&quot;wool&quot;, &quot;ore&quot;].</source>
        <translation>[&quot;wool&quot;, &quot;ore&quot;](양모, 광물)처럼 자원을 하나나 둘 쓰십시오.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>파일이 없습니다.</translation>
    </message>
    <message>
        <source>This is a folder, not a saved game.</source>
        <translation>저장된 게임이 아니라 폴더입니다.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, more than any saved game needs.</source>
        <translation>파일이 %1 MiB보다 큽니다. 저장된 게임에 필요한 크기를 넘습니다.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation>파일을 읽을 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>This is not a saved Canaan game: &quot;format&quot; must be &quot;canaan-save&quot;.</source>
        <translation>저장된 가나안 게임이 아닙니다. &quot;format&quot;은 &quot;canaan-save&quot;여야 합니다.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Canaan (save format %1; this version reads up to format %2). Update Canaan to open it.</source>
        <translation>이 게임은 더 새로운 가나안 버전에서 저장되었습니다(저장 형식 %1, 이 버전은 형식 %2까지 읽습니다). 열려면 가나안을 업데이트하십시오.</translation>
    </message>
    <message>
        <source>The map is larger than the game engine can play (at most %1 hexes, %2 intersections and %3 paths).</source>
        <translation>지도가 게임 엔진이 다룰 수 있는 것보다 큽니다(육각형 최대 %1개, 꼭지점 최대 %2개, 변 최대 %3개).</translation>
    </message>
    <message>
        <source>Unknown ruleset &quot;%1&quot;: use &quot;canaan&quot; or &quot;classic&quot;.</source>
        <translation>알 수 없는 규칙입니다: &quot;%1&quot;. &quot;canaan&quot;(가나안) 또는 &quot;classic&quot;(기본판)을 쓰십시오.</translation>
    </message>
    <message>
        <source>Unknown tie rule &quot;%1&quot;: use &quot;continue&quot; or &quot;shared&quot;.</source>
        <translation>알 수 없는 동점 규칙입니다: &quot;%1&quot;. &quot;continue&quot; 또는 &quot;shared&quot;를 쓰십시오.</translation>
    </message>
    <message>
        <source>This map is played by %1 to %2 players; the number of seats here is %3.</source>
        <translation>이 지도는 참가자 %1~%2명용입니다. 이 게임의 자리 수는 %3입니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a seat kind: use &quot;human&quot; or a computer player&apos;s id such as &quot;random&quot;.</source>
        <translation>자리 종류가 아닙니다: &quot;%1&quot;. &quot;human&quot; 또는 &quot;random&quot;과 같은 컴퓨터 참가자 식별자를 쓰십시오.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour: use a name such as &quot;red&quot; or &quot;#rrggbb&quot;.</source>
        <translation>색이 아닙니다: &quot;%1&quot;. &quot;red&quot;와 같은 이름이나 &quot;#rrggbb&quot;를 쓰십시오.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 2^53, or a string of decimal digits below 2^64.</source>
        <translation>시드는 0 이상 2^53 이하의 정수이거나 2^64 미만의 십진수 문자열이어야 합니다.</translation>
    </message>
    <message>
        <source>This number must be from %1 to %2.</source>
        <translation>이 숫자는 %1 이상 %2 이하여야 합니다.</translation>
    </message>
    <message>
        <source>The setup order has %1 placements, more than the %2 allowed.</source>
        <translation>초기 배치 순서의 배치 수는 %1개로, 허용되는 최대 %2개를 넘습니다.</translation>
    </message>
    <message>
        <source>The digest must be &quot;sha256:&quot; followed by 64 lower-case hex digits.</source>
        <translation>다이제스트는 &quot;sha256:&quot; 뒤에 소문자 16진수 64자리가 와야 합니다.</translation>
    </message>
    <message>
        <source>The file is not valid JSON: %1.</source>
        <translation>올바른 JSON 파일이 아닙니다: %1.</translation>
    </message>
    <message>
        <source>The file must hold one JSON object.</source>
        <translation>파일에는 JSON 객체 하나가 있어야 합니다.</translation>
    </message>
    <message>
        <source>The game waits for a chance outcome for seat %1: %2.</source>
        <translation>게임은 %1번 자리의 우연의 결과를 기다립니다: %2.</translation>
    </message>
    <message>
        <source>The game waits for seat %1: %2.</source>
        <translation>게임은 %1번 자리를 기다립니다: %2.</translation>
    </message>
    <message>
        <source>The file holds more than %1 lists and objects, more than any saved game needs.</source>
        <translation>파일에 목록과 객체가 %1개보다 많습니다. 어떤 저장된 게임에도 그만큼은 필요하지 않습니다.</translation>
    </message>
    <message>
        <source>This is not a regular file (a FIFO, a device or a socket), not a saved game.</source>
        <translation>일반 파일이 아니라 FIFO, 장치 또는 소켓이므로 저장된 게임이 아닙니다.</translation>
    </message>
    <message>
        <source>This version of Canaan opens only Conquest saves (&quot;game&quot;: &quot;conquest&quot;) and board-game saves (no &quot;game&quot;); this file names another game.</source>
        <translation>이 버전의 가나안은 가나안 정복 저장 파일(&quot;game&quot;: &quot;conquest&quot;)과 보드게임 저장 파일(&quot;game&quot; 없음)만 엽니다. 이 파일은 다른 게임을 가리킵니다.</translation>
    </message>
    <message>
        <source>A digest of save format 1 covers only the final state, not the seats and options, and is no longer accepted. Remove the &quot;digest&quot; line to open the game unchecked.</source>
        <translation>저장 형식 1의 다이제스트는 최종 상태만 다루고 자리와 옵션은 다루지 않으므로 더 이상 받아들이지 않습니다. 확인 없이 게임을 열려면 &quot;digest&quot; 줄을 지우십시오.</translation>
    </message>
    <message>
        <source>The log does not lead to the recorded final state: the file was damaged or edited.</source>
        <translation>기록된 행동을 재현한 결과가 저장된 최종 상태와 다릅니다. 파일이 손상되었거나 수정되었습니다.</translation>
    </message>
    <message>
        <source>The turn clock must be 0 (none), 30, 60 or 120 seconds, not %1.</source>
        <translation>차례 제한 시간은 0(없음), 30, 60, 120초 가운데 하나여야 합니다(이 파일의 값: %1).</translation>
    </message>
</context>
<context>
    <name>canaan::app::MainWindow</name>
    <message>
        <source>Settlers of Canaan</source>
        <translation>가나안의 개척자</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>Map &amp;Editor</source>
        <translation>지도 편집기(&amp;E)</translation>
    </message>
    <message>
        <source>Settle the land, trade, and build Jerusalem: 2 to 4 tribes of Israel, against the computer or each other.</source>
        <translation>땅을 개척하고 거래하며 예루살렘을 세우십시오. 이스라엘 부족 2~4개가 컴퓨터 또는 서로를 상대로 겨룹니다.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>이어하기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open Saved Game…</source>
        <translation>저장된 게임 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Tabletop Companion</source>
        <translation>보드게임 도우미(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>설정(&amp;S)…</translation>
    </message>
    <message>
        <source>Choose the players, the map and the rules, and play</source>
        <translation>참가자, 지도, 규칙을 고르고 시작합니다</translation>
    </message>
    <message>
        <source>Resume a game saved in a file (*.canaansave)</source>
        <translation>파일에 저장된 게임을 이어합니다 (*.canaansave)</translation>
    </message>
    <message>
        <source>Draw your own maps</source>
        <translation>나만의 지도를 그립니다</translation>
    </message>
    <message>
        <source>Help for a game played with the real board: dice, production, scores</source>
        <translation>실제 게임판으로 하는 게임을 돕습니다: 주사위, 생산, 점수</translation>
    </message>
    <message>
        <source>How to play Settlers of Canaan</source>
        <translation>가나안의 개척자 하는 법</translation>
    </message>
    <message>
        <source>Language, computer speed and more</source>
        <translation>언어, 컴퓨터 속도 등</translation>
    </message>
    <message>
        <source>Close Canaan</source>
        <translation>가나안 종료</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue: the last one is over or none was played yet.</source>
        <translation>이어할 게임이 없습니다. 마지막 게임이 끝났거나 아직 게임을 하지 않았습니다.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>이어하기</translation>
    </message>
    <message>
        <source>Resume the game you were playing?

Canaan was closed while a game was running; the autosave has kept it up to the last turn.</source>
        <translation>하던 게임을 이어서 하시겠습니까?

게임 도중에 가나안이 종료되었습니다. 자동 저장에 마지막 차례까지 남아 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>네트워크 게임 참가(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>네트워크 게임 열기(&amp;H)…</translation>
    </message>
    <message>
        <source>Play with friends at a game server: its address, the port and your name</source>
        <translation>게임 서버에서 친구들과 함께합니다: 서버 주소, 포트, 이름</translation>
    </message>
    <message>
        <source>Start a game server on this computer for friends to join, and join it</source>
        <translation>이 컴퓨터에서 친구들이 참가할 게임 서버를 열고 참가합니다</translation>
    </message>
    <message>
        <source>Resume the last game of %1, saved automatically on %2 (%3)</source>
        <extracomment>%1 is the game&apos;s name (Settlers of Canaan, Conquest), %2 the date, %3 the shortcut.</extracomment>
        <translation>마지막 %1 게임을 이어합니다. 자동 저장 시각: %2 (%3)</translation>
    </message>
    <message>
        <source>Open Re&amp;play…</source>
        <translation>다시 보기 열기(&amp;P)…</translation>
    </message>
    <message>
        <source>Step through a saved game of either kind again, with charts of each turn</source>
        <translation>두 게임 중 어느 쪽이든 저장된 게임을 차례마다의 도표와 함께 한 단계씩 다시 봅니다</translation>
    </message>
</context>
<context>
    <name>canaan::app::Screenshot</name>
    <message>
        <source>Could not write the picture %1.</source>
        <translation>그림 파일을 저장할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>canaan::app::StartText</name>
    <message>
        <source>Settlers of Canaan, the board game, for the desktop.</source>
        <translation>데스크톱에서 즐기는 보드게임 가나안의 개척자입니다.</translation>
    </message>
    <message>
        <source>Use this language instead of the saved setting: en or ko.</source>
        <translation>저장된 설정 대신 이 언어를 씁니다: en 또는 ko.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file, then quit.</source>
        <translation>창의 그림을 이 PNG 파일로 저장한 뒤 끝냅니다.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>알 수 없는 인수입니다: %1</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en or ko.</source>
        <translation>알 수 없는 언어입니다: &quot;%1&quot;. en 또는 ko를 쓰십시오.</translation>
    </message>
    <message>
        <source>Open the map file (or a new map) in the map editor.</source>
        <translation>지도 파일(또는 새 지도)을 지도 편집기에서 엽니다.</translation>
    </message>
    <message>
        <source>Seat four computer players and let them play at full speed (for tests).</source>
        <translation>컴퓨터 참가자 넷을 앉히고 최고 속도로 겨루게 합니다(테스트용).</translation>
    </message>
    <message>
        <source>Resume the autosaved game at once.</source>
        <translation>자동 저장된 게임을 바로 이어합니다.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>%1: there is no such file.</source>
        <translation>%1: 그런 파일이 없습니다.</translation>
    </message>
    <message>
        <source>%1: this is a folder, not a map or saved game.</source>
        <translation>%1: 지도나 저장된 게임이 아니라 폴더입니다.</translation>
    </message>
    <message>
        <source>%1: the map editor opens maps (.canaanmap), not saved games.</source>
        <translation>%1: 지도 편집기는 저장된 게임이 아니라 지도(.canaanmap)를 엽니다.</translation>
    </message>
    <message>
        <source>%1: not a map (.canaanmap) or saved game (.canaansave).</source>
        <translation>%1: 지도(.canaanmap)나 저장된 게임(.canaansave)이 아닙니다.</translation>
    </message>
    <message>
        <source>Host a network game on this port and open its lobby.</source>
        <translation>이 포트로 네트워크 게임을 열고 로비를 엽니다.</translation>
    </message>
    <message>
        <source>port</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>Join the network game at this address and open its lobby.</source>
        <translation>이 주소의 네트워크 게임에 참가하고 로비를 엽니다.</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>호스트:포트</translation>
    </message>
    <message>
        <source>Your name in a network game.</source>
        <translation>네트워크 게임에서 쓸 이름입니다.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>--host-network needs a port from 1 to 65535, not &quot;%1&quot;.</source>
        <translation>--host-network에는 1부터 65535까지의 포트가 필요합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--join-network needs HOST:PORT, not &quot;%1&quot;.</source>
        <translation>--join-network에는 호스트:포트가 필요합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A saved game (.canaansave) to resume, a map (.canaanmap) to start a new game on, or an invitation link (canaan://HOST:PORT/CODE) to join that network table.</source>
        <translation>이어서 할 저장된 게임(.canaansave), 새 게임을 시작할 지도(.canaanmap), 또는 그 네트워크 테이블에 참가할 가나안 초대 링크(canaan://HOST:PORT/CODE)입니다.</translation>
    </message>
    <message>
        <source>[file or link]</source>
        <translation>[파일 또는 링크]</translation>
    </message>
    <message>
        <source>Open the saved game in the replay window instead of resuming it.</source>
        <translation>저장된 게임을 이어서 하지 않고 다시 보기 창에서 엽니다.</translation>
    </message>
    <message>
        <source>With --replay: start at this action (for screenshots).</source>
        <translation>--replay와 함께: 이 행동에서 시작합니다 (스크린숏용).</translation>
    </message>
    <message>
        <source>--replay-action needs a whole number, not &quot;%1&quot;.</source>
        <translation>--replay-action에는 정수가 필요합니다. 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: --replay opens saved games (.canaansave), not maps.</source>
        <translation>%1: --replay는 지도가 아니라 저장된 게임(.canaansave)을 엽니다.</translation>
    </message>
</context>
<context>
    <name>canaan::boardview::BoardText</name>
    <message>
        <source>Forest</source>
        <translation>숲</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>초원</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>밭</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>언덕</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>산</translation>
    </message>
    <message>
        <source>Copper</source>
        <translation>구리</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>사막</translation>
    </message>
    <message>
        <source>Jerusalem</source>
        <translation>예루살렘</translation>
    </message>
    <message>
        <source>The Great Sea</source>
        <translation>대해</translation>
    </message>
    <message>
        <source>Lumber</source>
        <translation>목재</translation>
    </message>
    <message>
        <source>Wool</source>
        <translation>양모</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>곡물</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>돌</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>광물</translation>
    </message>
    <message>
        <source>3:1 harbor: trade 3 cards of one resource for 1 card of any resource.</source>
        <translation>3:1 항구: 같은 자원 카드 3장을 원하는 자원 카드 1장과 거래합니다.</translation>
    </message>
    <message>
        <source>2:1 harbor: trade 2 lumber for 1 card of any resource.</source>
        <translation>2:1 항구: 목재 2장을 원하는 자원 카드 1장과 거래합니다.</translation>
    </message>
    <message>
        <source>2:1 harbor: trade 2 wool for 1 card of any resource.</source>
        <translation>2:1 항구: 양모 2장을 원하는 자원 카드 1장과 거래합니다.</translation>
    </message>
    <message>
        <source>2:1 harbor: trade 2 grain for 1 card of any resource.</source>
        <translation>2:1 항구: 곡물 2장을 원하는 자원 카드 1장과 거래합니다.</translation>
    </message>
    <message>
        <source>2:1 harbor: trade 2 stone for 1 card of any resource.</source>
        <translation>2:1 항구: 돌 2장을 원하는 자원 카드 1장과 거래합니다.</translation>
    </message>
    <message>
        <source>2:1 harbor: trade 2 ore for 1 card of any resource.</source>
        <translation>2:1 항구: 광물 2장을 원하는 자원 카드 1장과 거래합니다.</translation>
    </message>
    <message>
        <source>Produces on a roll of %1 (%2 of 36 rolls).</source>
        <translation>주사위 합 %1에서 생산합니다 (36가지 중 %2가지).</translation>
    </message>
    <message>
        <source>Jerusalem site: a settlement or city here lets its owner add building stones to Jerusalem.</source>
        <translation>예루살렘 인접지역: 여기에 정착지나 도시를 가진 참가자는 예루살렘에 건축석재를 놓을 수 있습니다.</translation>
    </message>
    <message>
        <source>The Plague: this hex produces nothing while it stays.</source>
        <translation>역병: 역병이 머무는 동안 이 육각형은 아무것도 생산하지 않습니다.</translation>
    </message>
    <message>
        <source>Jerusalem: %1 of %2 building stones laid.</source>
        <translation>예루살렘: 건축석재 %2개 중 %1개를 놓았습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::boardview::DiceChart</name>
    <message>
        <source>%1: %2 rolled, %3 expected</source>
        <translation>%1: %2번 나옴, 예상 %3번</translation>
    </message>
</context>
<context>
    <name>canaan::boardview::PrintMapDialog</name>
    <message>
        <source>Print Map</source>
        <translation>지도 인쇄</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297mm)</translation>
    </message>
    <message>
        <source>US Letter (8.5 × 11 in)</source>
        <translation>US 레터 (8.5 × 11인치)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>종이(&amp;P):</translation>
    </message>
    <message>
        <source>Poster: the board at real size over several pages</source>
        <translation>포스터: 실제 크기의 게임판을 여러 쪽에 걸쳐</translation>
    </message>
    <message>
        <source>Cut-out sheets: hexes, harbors and number tokens</source>
        <translation>오려 쓰는 종이: 육각형, 항구, 숫자 토큰</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>배치(&amp;L):</translation>
    </message>
    <message>
        <source> mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>A hex&apos;s width from one flat side to the opposite one; the retail game&apos;s tiles are about %1 mm.</source>
        <translation>육각형의 한 변에서 마주 보는 변까지의 너비입니다. 시판 게임의 타일은 약 %1mm입니다.</translation>
    </message>
    <message>
        <source>&amp;Hex size:</source>
        <translation>육각형 크기(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>PDF 저장(&amp;S)…</translation>
    </message>
    <message>
        <source>Pages: %1. Print them at 100%, not fitted to the page.</source>
        <translation>쪽 수: %1. 쪽 맞춤 없이 100% 크기로 인쇄하십시오.</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot print the map</source>
        <translation>지도를 인쇄할 수 없습니다</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::BattleHistoryDialog</name>
    <message>
        <source>No battle has been fought yet.</source>
        <translation>아직 전투가 없었습니다.</translation>
    </message>
    <message>
        <source>Battle %1 (turn %2): %3 against %4</source>
        <extracomment>A battle in the history: its number in the game, the turn, the attacker and the defender.</extracomment>
        <translation>전투 %1 (%2번째 차례): %3 대 %4</translation>
    </message>
    <message>
        <source>Attacker&apos;s cards: %1</source>
        <translation>공격자의 카드: %1</translation>
    </message>
    <message>
        <source>Defender&apos;s cards: %1</source>
        <translation>방어자의 카드: %1</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <extracomment>One category in the history: its name, the attacker&apos;s force and the defender&apos;s.</extracomment>
        <translation>%1 %2 대 %3</translation>
    </message>
    <message>
        <source>Force (attacker to defender): %1.</source>
        <translation>힘(공격자 대 방어자): %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Battle history</source>
        <translation>전투 기록</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::BattleView</name>
    <message>
        <source>No battle yet this turn.</source>
        <translation>이번 차례에는 아직 전투가 없습니다.</translation>
    </message>
    <message>
        <source>Battle: %1 attacks %2</source>
        <translation>전투: 공격 %1, 방어 %2</translation>
    </message>
    <message>
        <source>Attacker: %1</source>
        <translation>공격자: %1</translation>
    </message>
    <message>
        <source>Defender: %1</source>
        <translation>방어자: %1</translation>
    </message>
    <message>
        <source>your secret choice</source>
        <translation>내가 몰래 고른 카드</translation>
    </message>
    <message>
        <source>chooses in secret</source>
        <translation>몰래 고르는 중</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A Defense card was revealed: every Terrain card counts nothing (struck out).</source>
        <translation>방어 카드가 공개되었습니다. 지형 카드는 모두 힘을 잃습니다(줄을 그어 표시).</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>분야</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>공격자</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>방어자</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>이긴 쪽</translation>
    </message>
    <message>
        <source>nobody (equal)</source>
        <translation>없음(동점)</translation>
    </message>
    <message>
        <source>%1 (with the Philistines&apos; die)</source>
        <translation>%1 (블레셋의 주사위 포함)</translation>
    </message>
    <message>
        <source>%1 rolls %2, %3 rolls %4.</source>
        <translation>주사위: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>The cards are revealed.</source>
        <translation>카드가 공개되었습니다.</translation>
    </message>
    <message>
        <source>, halved by the Retreat card: %1</source>
        <translation>, 후퇴 카드로 절반: %1</translation>
    </message>
    <message>
        <source>, doubled by the Pursuit card: %1</source>
        <translation>, 추격 카드로 두 배: %1</translation>
    </message>
    <message>
        <source>, capped at %1 (the smaller side)</source>
        <translation>, 상한 %1(군대가 적은 쪽의 수)</translation>
    </message>
    <message>
        <source>%1 takes a city token from %2.</source>
        <translation>%1: %2에게서 성읍 토큰 하나를 빼앗습니다.</translation>
    </message>
    <message>
        <source>%1 has no city token to lose.</source>
        <translation>%1에게는 빼앗길 성읍 토큰이 없습니다.</translation>
    </message>
    <message>
        <source>Armies lost by %1: %2 (armies %3 × die %4 × 10% = %5</source>
        <extracomment>C17: the loser&apos;s armies lost, then how: his side&apos;s armies × the die × 10%.</extracomment>
        <translation>%1 쪽 손실: 군대 %2 (군대 %3 × 주사위 %4 × 10% = %5</translation>
    </message>
    <message>
        <source>Armies lost by %1: %2 (armies %3 × 10% = %4</source>
        <extracomment>C17: the winner&apos;s armies lost, then how: his side&apos;s armies × 10%.</extracomment>
        <translation>%1 쪽 손실: 군대 %2 (군대 %3 × 10% = %4</translation>
    </message>
    <message numerus="yes">
        <source>Victory to %1, %n category(s) to %2.</source>
        <extracomment>The battle&apos;s result: its winner, the categories he won (%n) and those of the loser (%2).</extracomment>
        <translation>
            <numerusform>%1의 승리: %n 대 %2 분야.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each side won %n category(s): the dice decide.</source>
        <translation>
            <numerusform>양쪽이 %n 분야씩 이겼습니다. 주사위로 정합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory to %1.</source>
        <translation>%1의 승리입니다.</translation>
    </message>
    <message>
        <source>%1 (struck out)</source>
        <extracomment>A Terrain card in the battle history that a Defense card struck out.</extracomment>
        <translation>%1 (무효)</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <extracomment>A card in the battle history: its name, the category it counted in and its force.</extracomment>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>no card</source>
        <extracomment>A side that fought with no card.</extracomment>
        <translation>카드 없음</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The separator between cards in a list.</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::CardNames</name>
    <message>
        <source>River Crossing</source>
        <translation>강 건너기</translation>
    </message>
    <message>
        <source>First Wave</source>
        <translation>제1진</translation>
    </message>
    <message>
        <source>Second Wave</source>
        <translation>제2진</translation>
    </message>
    <message>
        <source>Spearhead</source>
        <translation>선봉</translation>
    </message>
    <message>
        <source>Night March</source>
        <translation>밤 행군</translation>
    </message>
    <message>
        <source>Clever Stratagem</source>
        <translation>교묘한 계략</translation>
    </message>
    <message>
        <source>Maneuvers</source>
        <translation>기동</translation>
    </message>
    <message>
        <source>Ruse</source>
        <translation>궤계</translation>
    </message>
    <message>
        <source>Renew the Attack</source>
        <translation>다시 치기</translation>
    </message>
    <message>
        <source>Strategic Insight</source>
        <translation>모략의 통찰</translation>
    </message>
    <message>
        <source>Enemy Complacency</source>
        <translation>적의 방심</translation>
    </message>
    <message>
        <source>Screening Force</source>
        <translation>엄호대</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>기습</translation>
    </message>
    <message>
        <source>Sham Retreat</source>
        <translation>거짓 후퇴</translation>
    </message>
    <message>
        <source>Open Plain</source>
        <translation>넓은 평지</translation>
    </message>
    <message>
        <source>Deployments</source>
        <translation>진 치기</translation>
    </message>
    <message>
        <source>Covered Position</source>
        <translation>숨은 진지</translation>
    </message>
    <message>
        <source>Pitched Battle</source>
        <translation>정면 접전</translation>
    </message>
    <message>
        <source>Main Assault</source>
        <translation>총공격</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>복병</translation>
    </message>
    <message>
        <source>Attack Downhill</source>
        <translation>내리막 돌격</translation>
    </message>
    <message>
        <source>Block Approach</source>
        <translation>길목 막기</translation>
    </message>
    <message>
        <source>Cunning</source>
        <translation>간계</translation>
    </message>
    <message>
        <source>Take the Initiative</source>
        <translation>주도권 잡기</translation>
    </message>
    <message>
        <source>Concerted Attack</source>
        <translation>일제 공격</translation>
    </message>
    <message>
        <source>Forced March</source>
        <translation>강행군</translation>
    </message>
    <message>
        <source>Split Forces</source>
        <translation>군대 나누기</translation>
    </message>
    <message>
        <source>Fight in Woods</source>
        <translation>수풀 속 싸움</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <translation>유격전</translation>
    </message>
    <message>
        <source>Speed &amp; Mobility</source>
        <translation>신속한 기동</translation>
    </message>
    <message>
        <source>Swampy Ground</source>
        <translation>수렁</translation>
    </message>
    <message>
        <source>Diversion</source>
        <translation>양동 작전</translation>
    </message>
    <message>
        <source>Threaten Flank</source>
        <translation>측면 위협</translation>
    </message>
    <message>
        <source>Decoy</source>
        <translation>유인 부대</translation>
    </message>
    <message>
        <source>Intercept</source>
        <translation>요격</translation>
    </message>
    <message>
        <source>Surrounded</source>
        <translation>에워쌈</translation>
    </message>
    <message>
        <source>Pre-Arranged Signal</source>
        <translation>약속한 신호</translation>
    </message>
    <message>
        <source>Attack Rear</source>
        <translation>뒤를 치기</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>올무</translation>
    </message>
    <message>
        <source>Night Attack</source>
        <translation>야습</translation>
    </message>
    <message>
        <source>Narrow Gorge</source>
        <translation>좁은 골짜기</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>때를 맞춤</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>은밀함</translation>
    </message>
    <message>
        <source>Set Battle</source>
        <translation>전열 정비</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>산지</translation>
    </message>
    <message>
        <source>Formations</source>
        <translation>대오</translation>
    </message>
    <message>
        <source>Phalanx</source>
        <translation>방진</translation>
    </message>
    <message>
        <source>War Chariots</source>
        <translation>병거</translation>
    </message>
    <message>
        <source>Picked Troops</source>
        <translation>뽑은 정병</translation>
    </message>
    <message>
        <source>Multitude</source>
        <translation>허다한 무리</translation>
    </message>
    <message>
        <source>Towers &amp; Battlements</source>
        <translation>망대와 성가퀴</translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation>외성</translation>
    </message>
    <message>
        <source>Entrenchment</source>
        <translation>참호</translation>
    </message>
    <message>
        <source>Garrison</source>
        <translation>수비대</translation>
    </message>
    <message>
        <source>Formidable Defenses</source>
        <translation>철벽 방비</translation>
    </message>
    <message>
        <source>Outpost</source>
        <translation>전초</translation>
    </message>
    <message>
        <source>Stronghold</source>
        <translation>요새</translation>
    </message>
    <message>
        <source>Citadel</source>
        <translation>성채</translation>
    </message>
    <message>
        <source>Fortified City</source>
        <translation>견고한 성읍</translation>
    </message>
    <message>
        <source>Strong Defenses</source>
        <translation>굳건한 방비</translation>
    </message>
    <message>
        <source>Earthquake</source>
        <translation>지진</translation>
    </message>
    <message>
        <source>Weak Walls</source>
        <translation>약한 성벽</translation>
    </message>
    <message>
        <source>Scale the Walls</source>
        <translation>성벽 오르기</translation>
    </message>
    <message>
        <source>Starvation</source>
        <translation>굶주림</translation>
    </message>
    <message>
        <source>Siege Engines</source>
        <translation>공성 기구</translation>
    </message>
    <message>
        <source>Tunnel</source>
        <translation>땅굴</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>토성</translation>
    </message>
    <message>
        <source>Fire &amp; Smoke</source>
        <translation>불과 연기</translation>
    </message>
    <message>
        <source>Battering Rams</source>
        <translation>공성퇴</translation>
    </message>
    <message>
        <source>Innkeeper</source>
        <translation>여관 주인</translation>
    </message>
    <message>
        <source>Underestimate</source>
        <translation>얕잡아 봄</translation>
    </message>
    <message>
        <source>Observers</source>
        <translation>살피는 자들</translation>
    </message>
    <message>
        <source>Reconnoiter</source>
        <translation>정찰</translation>
    </message>
    <message>
        <source>Know Terrain</source>
        <translation>지형 파악</translation>
    </message>
    <message>
        <source>Spies</source>
        <translation>정탐꾼</translation>
    </message>
    <message>
        <source>Vantage Point</source>
        <translation>높은 곳</translation>
    </message>
    <message>
        <source>Misled</source>
        <translation>미혹</translation>
    </message>
    <message>
        <source>Learn Dispositions</source>
        <translation>적의 배치 탐지</translation>
    </message>
    <message>
        <source>Infiltrate Camp</source>
        <translation>적진 잠입</translation>
    </message>
    <message>
        <source>Learn Intentions</source>
        <translation>적의 의도 파악</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>척후병</translation>
    </message>
    <message>
        <source>Catch Enemy Spy</source>
        <translation>적의 첩자 잡기</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>밀명</translation>
    </message>
    <message>
        <source>Communications</source>
        <translation>연락망</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>보고</translation>
    </message>
    <message>
        <source>Lookouts</source>
        <translation>파수꾼</translation>
    </message>
    <message>
        <source>Personal Reconnaissance</source>
        <translation>친히 정탐</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>배반자</translation>
    </message>
    <message>
        <source>Demoralized</source>
        <translation>낙심</translation>
    </message>
    <message>
        <source>Divine Intervention</source>
        <translation>하늘의 도우심</translation>
    </message>
    <message>
        <source>Terror</source>
        <translation>공포</translation>
    </message>
    <message>
        <source>Flush with Victory</source>
        <translation>승리의 기세</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>지휘력</translation>
    </message>
    <message>
        <source>Self-Assurance</source>
        <translation>담대함</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>용사</translation>
    </message>
    <message>
        <source>Revive Spirits</source>
        <translation>기운을 북돋움</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <translation>기진맥진</translation>
    </message>
    <message>
        <source>Anxiety</source>
        <translation>근심</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>무너짐</translation>
    </message>
    <message>
        <source>Leader Slain</source>
        <translation>장수의 죽음</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <translation>원수 갚음</translation>
    </message>
    <message>
        <source>Superstition</source>
        <translation>미신</translation>
    </message>
    <message>
        <source>Blow Trumpets</source>
        <translation>나팔 불기</translation>
    </message>
    <message>
        <source>Heroic Action</source>
        <translation>용맹한 행동</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>혼란</translation>
    </message>
    <message>
        <source>Panic</source>
        <translation>크게 놀람</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>필사의 각오</translation>
    </message>
    <message>
        <source>Religious Beliefs</source>
        <translation>믿음</translation>
    </message>
    <message>
        <source>Prowess</source>
        <translation>무용</translation>
    </message>
    <message>
        <source>Psychological Impact</source>
        <translation>마음이 녹음</translation>
    </message>
    <message>
        <source>Daring</source>
        <translation>과감함</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>원정</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>점령</translation>
    </message>
    <message>
        <source>Logistics</source>
        <translation>보급</translation>
    </message>
    <message>
        <source>Invasion</source>
        <translation>침노</translation>
    </message>
    <message>
        <source>Pillage &amp; Plunder</source>
        <translation>노략과 탈취</translation>
    </message>
    <message>
        <source>Subjugation</source>
        <translation>복속</translation>
    </message>
    <message>
        <source>Impose Authority</source>
        <translation>권세를 세움</translation>
    </message>
    <message>
        <source>Pre-Emptive Strike</source>
        <translation>선제공격</translation>
    </message>
    <message>
        <source>Interference</source>
        <translation>간섭</translation>
    </message>
    <message>
        <source>Counter Offensive</source>
        <translation>역습</translation>
    </message>
    <message>
        <source>Organized Retreat</source>
        <translation>질서 있는 후퇴</translation>
    </message>
    <message>
        <source>Friendly Territory</source>
        <translation>우방의 땅</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>피신</translation>
    </message>
    <message>
        <source>Regroup</source>
        <translation>다시 모임</translation>
    </message>
    <message>
        <source>Smite Foe</source>
        <translation>원수를 침</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>궤멸</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>도망함</translation>
    </message>
    <message>
        <source>Disperse Foe</source>
        <translation>원수를 흩음</translation>
    </message>
    <message>
        <source>Harass Fugitives</source>
        <translation>도망자를 괴롭힘</translation>
    </message>
    <message>
        <source>Blocking Force</source>
        <translation>퇴로 차단</translation>
    </message>
    <message>
        <source>Exploit Victory</source>
        <translation>승세 타기</translation>
    </message>
    <message>
        <source>Decisive Victory</source>
        <translation>대승</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>추격</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>화친</translation>
    </message>
    <message>
        <source>Wells Dry Up</source>
        <translation>우물이 마름</translation>
    </message>
    <message>
        <source>Weakness</source>
        <translation>쇠약</translation>
    </message>
    <message>
        <source>Empty Promises</source>
        <translation>헛된 약속</translation>
    </message>
    <message>
        <source>Threatened</source>
        <translation>협박</translation>
    </message>
    <message>
        <source>Ally Minor Tribe</source>
        <translation>작은 족속과의 동맹</translation>
    </message>
    <message>
        <source>Gather Host</source>
        <translation>군사를 모음</translation>
    </message>
    <message>
        <source>Centralized Government</source>
        <translation>중앙 통치</translation>
    </message>
    <message>
        <source>Tribal Contingents</source>
        <translation>지파의 군사</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>용병</translation>
    </message>
    <message>
        <source>Auxiliary Troops</source>
        <translation>원군</translation>
    </message>
    <message>
        <source>Local Clans</source>
        <translation>그 땅의 족속</translation>
    </message>
    <message>
        <source>Natural Allies</source>
        <translation>오랜 우방</translation>
    </message>
    <message>
        <source>Drought</source>
        <translation>가뭄</translation>
    </message>
    <message>
        <source>Internal Divisions</source>
        <translation>내분</translation>
    </message>
    <message>
        <source>Desertions</source>
        <translation>탈주병</translation>
    </message>
    <message>
        <source>Nomad Razzias</source>
        <translation>유목민의 습격</translation>
    </message>
    <message>
        <source>Raids</source>
        <translation>약탈</translation>
    </message>
    <message>
        <source>unknown card %1</source>
        <translation>알 수 없는 카드 %1</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::CardPainter</name>
    <message>
        <source>counts as %1</source>
        <extracomment>On a chosen &quot;or&quot; card: the category it was chosen to count in.</extracomment>
        <translation>%1 분야로 계산</translation>
    </message>
    <message>
        <source>lent</source>
        <extracomment>Corner mark on a card an ally lent: &quot;L&quot; for lent.</extracomment>
        <translation>빌림</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::CardTableWidget</name>
    <message>
        <source>raid</source>
        <translation>기습 약탈</translation>
    </message>
    <message>
        <source>muster roll</source>
        <translation>징집 굴림</translation>
    </message>
    <message>
        <source>Philistines</source>
        <translation>블레셋</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>동점</translation>
    </message>
    <message>
        <source>casualties</source>
        <translation>손실</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <extracomment>A log line said several times in a row: the sentence, and how many times.</extracomment>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Beside the die: who rolled and what for, e.g. &quot;Anna: muster roll&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your hand (%1)</source>
        <translation>내 손패 (%1)</translation>
    </message>
    <message>
        <source>No cards in your hand.</source>
        <translation>손패에 카드가 없습니다.</translation>
    </message>
    <message>
        <source>roll for the first turn</source>
        <translation>첫 차례를 정하는 주사위</translation>
    </message>
    <message>
        <source>%1 rolled highest and starts.</source>
        <extracomment>Beside the die after the first rolls: who won them and starts the game.</extracomment>
        <translation>가장 높이 굴린 %1부터 시작합니다.</translation>
    </message>
    <message>
        <source>See the end of the game</source>
        <translation>게임 결과 보기</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message numerus="yes">
        <source>Battle history (%n)</source>
        <extracomment>The button that opens the list of every battle of the game so far (%n battles).</extracomment>
        <translation>
            <numerusform>전투 기록 (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::CardWidget</name>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A card&apos;s tooltip: its name, its kind and what the kind does.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::CityChart</name>
    <message>
        <source>turns</source>
        <extracomment>Under the chart&apos;s horizontal axis.</extracomment>
        <translation>차례</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::ConquestChoices</name>
    <message>
        <source>Person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>컴퓨터 (쉬움)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>컴퓨터 (보통)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>컴퓨터 (어려움)</translation>
    </message>
    <message>
        <source>Conquest is played by 2 to 6 nations.</source>
        <translation>가나안 정복은 2~6개 민족이 합니다.</translation>
    </message>
    <message>
        <source>Seats %1 and %2 both chose the %3: every seat needs its own nation.</source>
        <translation>%1번 자리와 %2번 자리의 민족이 모두 %3입니다. 자리마다 다른 민족이어야 합니다.</translation>
    </message>
    <message>
        <source>Unknown player kind &quot;%1&quot;.</source>
        <translation>알 수 없는 참가자 종류 &quot;%1&quot;입니다.</translation>
    </message>
    <message>
        <source>The game lasts 4 to 200 turns.</source>
        <translation>게임은 4~200차례 동안 합니다.</translation>
    </message>
    <message>
        <source>The pool holds 10 to 60 city tokens.</source>
        <translation>성읍 토큰은 10~60개입니다.</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::ConquestEndScreen</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Victory to %1, with %2 city tokens and %3 armies.</source>
        <translation>%1의 승리입니다. 성읍 토큰 %2, 군대 %3.</translation>
    </message>
    <message>
        <source>A shared win: %1, with %2 city tokens and %3 armies each.</source>
        <extracomment>C09: equal city tokens and equal armies.</extracomment>
        <translation>공동 우승: %1(각각 성읍 토큰 %2, 군대 %3).</translation>
    </message>
    <message>
        <source>City tokens over the turns</source>
        <translation>차례별 성읍 토큰</translation>
    </message>
    <message>
        <source>Play again: the same nations and players, a new deal</source>
        <translation>다시 하기: 같은 민족과 참가자로 새 게임</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>민족</translation>
    </message>
    <message>
        <source>City tokens</source>
        <translation>성읍 토큰</translation>
    </message>
    <message>
        <source>Battles won</source>
        <translation>이긴 전투</translation>
    </message>
    <message>
        <source>Battles lost</source>
        <translation>진 전투</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::ConquestNewGameDialog</name>
    <message>
        <source>New Conquest Game</source>
        <translation>새 가나안 정복 게임</translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation>게임 시작(&amp;S)</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::ConquestSetupWidget</name>
    <message>
        <source>&amp;Nations:</source>
        <translation>민족 수(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Turns in the game:</source>
        <translation>게임의 차례 수(&amp;T):</translation>
    </message>
    <message>
        <source>Single players&apos; turns; the last round is played out, so everyone has as many turns.</source>
        <translation>참가자 한 명의 차례를 셉니다. 마지막 바퀴는 끝까지 하므로 모두 같은 수의 차례를 갖습니다.</translation>
    </message>
    <message>
        <source>&amp;City tokens in the pool:</source>
        <translation>성읍 토큰 수(&amp;C):</translation>
    </message>
    <message>
        <source>The Canaanites take half of them first; the rest is dealt evenly.</source>
        <translation>가나안 족속이 먼저 절반을 가지고, 나머지는 고르게 나눕니다.</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>%1번 자리(&amp;%1):</translation>
    </message>
    <message>
        <source>The name shown at the table; empty: the nation&apos;s name</source>
        <translation>게임에 보이는 이름입니다. 비우면 민족 이름을 씁니다.</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::ConquestWindow</name>
    <message>
        <source>The autosave failed: %1</source>
        <translation>자동 저장에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>Save the Game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <source>Saved games (*.canaansave)</source>
        <translation>저장된 게임 (*.canaansave)</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>게임을 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Conquest</source>
        <extracomment>The window&apos;s title: the game&apos;s name in the glossary (가나안 정복).</extracomment>
        <translation>가나안 정복</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>저장(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>컴퓨터 속도(&amp;S)</translation>
    </message>
    <message>
        <source>Open Re&amp;play…</source>
        <translation>다시 보기 열기(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::DecisionPanel</name>
    <message>
        <source>Lend these armies to the attacker</source>
        <translation>이 군대를 공격자에게 빌려주기</translation>
    </message>
    <message>
        <source>Lend these armies to the defender</source>
        <translation>이 군대를 방어자에게 빌려주기</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One category&apos;s force in the running total, e.g. &quot;Numbers 14&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Selected: %n card(s). Your force, armies included: %1.</source>
        <extracomment>The running force while choosing: %n cards selected, then each category&apos;s force (armies, cards selected and any already in the choice).</extracomment>
        <translation>
            <numerusform>고른 카드 %n장. 군대를 더한 힘: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::Decisions</name>
    <message>
        <source>Play %1: %2 loses 1D6 armies</source>
        <translation>%1 내기: %2의 군대 1D6 손실</translation>
    </message>
    <message>
        <source>Play %1: +2 armies</source>
        <translation>%1 내기: 군대 +2</translation>
    </message>
    <message>
        <source>Play %1: cancel the attack</source>
        <translation>%1 내기: 공격 취소</translation>
    </message>
    <message>
        <source>Play %1: %2 may not ally this turn</source>
        <translation>%1 내기: 이번 차례에 %2의 동맹 금지</translation>
    </message>
    <message>
        <source>Add %1 to the battle (Strategy %2)</source>
        <translation>%1 카드를 전투에 더하기 (전략 %2)</translation>
    </message>
    <message>
        <source>Play %1: halve your casualties</source>
        <translation>%1 내기: 나의 손실 절반</translation>
    </message>
    <message>
        <source>Play %1: double the loser&apos;s casualties</source>
        <translation>%1 내기: 패자의 손실 두 배</translation>
    </message>
    <message>
        <source>Play %1: fight one more battle</source>
        <translation>%1 내기: 전투 한 번 더</translation>
    </message>
    <message>
        <source>Play no card</source>
        <translation>카드를 내지 않기</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>마치기</translation>
    </message>
    <message>
        <source>Do not attack (end the turn)</source>
        <translation>공격하지 않기 (차례 마치기)</translation>
    </message>
    <message>
        <source>Accept the battle</source>
        <translation>전투 받아들이기</translation>
    </message>
    <message>
        <source>Bar nobody</source>
        <translation>아무도 막지 않기</translation>
    </message>
    <message>
        <source>Stay out of the battle</source>
        <translation>전투에 끼지 않기</translation>
    </message>
    <message>
        <source>Keep my hand as it is</source>
        <translation>손패를 그대로 두기</translation>
    </message>
    <message>
        <source>Done: reveal</source>
        <translation>마치고 공개하기</translation>
    </message>
    <message>
        <source>No more Siege cards</source>
        <translation>공성 카드 더 내지 않기</translation>
    </message>
    <message>
        <source>No Retreat card</source>
        <translation>후퇴 카드 내지 않기</translation>
    </message>
    <message>
        <source>No Pursuit card</source>
        <translation>추격 카드 내지 않기</translation>
    </message>
    <message>
        <source>No more battles</source>
        <translation>전투 더 하지 않기</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>넘기기</translation>
    </message>
    <message>
        <source>%1 (attacker)</source>
        <translation>%1 (공격자)</translation>
    </message>
    <message>
        <source>%1 (defender)</source>
        <translation>%1 (방어자)</translation>
    </message>
    <message>
        <source>Muster: each G card you play now gives you 2 more armies.</source>
        <translation>징집: 지금 내는 G 카드 한 장마다 군대를 2씩 더 얻습니다.</translation>
    </message>
    <message>
        <source>Alliance: name the nation you attack, or end your turn without a battle.</source>
        <translation>동맹: 공격할 민족을 정하거나, 전투 없이 차례를 마치십시오.</translation>
    </message>
    <message>
        <source>%1 attacks you. A U card cancels the attack and protects you for the rest of the turn.</source>
        <translation>%1 쪽이 나를 공격합니다. U 카드를 내면 공격이 취소되고, 이번 차례가 끝날 때까지 공격받지 않습니다.</translation>
    </message>
    <message>
        <source>%1 attacks %2. An A card bars a third player from allying this turn.</source>
        <translation>%1 쪽이 %2 쪽을 공격합니다. A 카드를 내면 다른 한 참가자가 이번 차례에 동맹하지 못합니다.</translation>
    </message>
    <message>
        <source>%1 attacks %2. Lend one card from your hand (click it) or 1 to 5 armies to either side, or stay out.</source>
        <translation>%1 쪽이 %2 쪽을 공격합니다. 어느 한쪽에 손패의 카드 한 장(눌러서 고름)이나 군대 1~5를 빌려주거나, 전투에 끼지 마십시오.</translation>
    </message>
    <message>
        <source>Conquest phase: you may fill your hand before the battle.</source>
        <translation>정복 단계: 전투 전에 손패를 채울 수 있습니다.</translation>
    </message>
    <message>
        <source>The defender revealed a Defense card: you may add Siege cards, which count as Strategy.</source>
        <translation>방어자가 방어 카드를 공개했습니다. 전략으로 계산되는 공성 카드를 더할 수 있습니다.</translation>
    </message>
    <message>
        <source>You lost the battle: a Retreat card halves your casualties.</source>
        <translation>전투에서 졌습니다. 후퇴 카드를 내면 손실이 절반이 됩니다.</translation>
    </message>
    <message>
        <source>You won the battle: a Pursuit card doubles the loser&apos;s casualties.</source>
        <translation>전투에서 이겼습니다. 추격 카드를 내면 패자의 손실이 두 배가 됩니다.</translation>
    </message>
    <message>
        <source>You won the battle: an Extra Conquest card lets you fight one more.</source>
        <translation>전투에서 이겼습니다. 추가 정복 카드를 내면 한 번 더 싸웁니다.</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>%1 공격</translation>
    </message>
    <message>
        <source>Fill my hand</source>
        <translation>손패 채우기</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 버리기</translation>
    </message>
    <message>
        <source>Count %1 as %2</source>
        <translation>%1 카드를 %2 분야로 계산</translation>
    </message>
    <message>
        <source>Lend %1 to %2</source>
        <translation>%1 카드를 %2에게 빌려주기</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>The dice and the deck decide.</source>
        <translation>주사위와 더미가 정합니다.</translation>
    </message>
    <message>
        <source>Waiting for %1: the secret choice of cards.</source>
        <translation>%1의 결정을 기다립니다: 몰래 카드를 고르는 중입니다.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>%1의 결정을 기다립니다.</translation>
    </message>
    <message>
        <source>Done: discard the selected cards</source>
        <translation>마치기: 고른 카드 버리기</translation>
    </message>
    <message>
        <source>Leadership: select up to three cards to discard (a second click unselects), then confirm; you draw as many. Discarded so far: %1 of 3.</source>
        <translation>지휘: 버릴 카드를 세 장까지 고른 뒤(다시 누르면 선택이 풀립니다) 확정하십시오. 버린 만큼 새로 뽑습니다. 지금까지 버린 카드: 3장 중 %1장.</translation>
    </message>
    <message>
        <source>Battle: select the cards you fight with, in secret (a second click unselects); nobody sees them before both sides are revealed. Then press Done.</source>
        <translation>전투: 싸움에 낼 카드를 비밀리에 고르십시오(다시 누르면 선택이 풀립니다). 양쪽이 공개하기 전에는 아무도 볼 수 없습니다. 그다음 마치기를 누르십시오.</translation>
    </message>
    <message>
        <source>Muster of %1: you may play a Z card before the roll; %1 loses 1D6 armies for each.</source>
        <translation>%1의 징집: 굴림 전에 Z 카드를 낼 수 있습니다. 한 장마다 %1 쪽은 군대를 1D6만큼 잃습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::Log</name>
    <message>
        <source>%1 rolls %2 for the first turn.</source>
        <translation>%1: 첫 차례를 정하는 주사위 %2.</translation>
    </message>
    <message>
        <source>Raid: %1 rolls %2; the active player loses that many armies.</source>
        <translation>기습 약탈: %1의 주사위 %2. 차례인 참가자가 그만큼 군대를 잃습니다.</translation>
    </message>
    <message>
        <source>Muster: %1 rolls %2; armies +%3.</source>
        <translation>징집: %1의 주사위 %2, 군대 +%3.</translation>
    </message>
    <message>
        <source>%1 rolls %2: +%2 Numbers for the Philistines.</source>
        <translation>%1의 주사위 %2: 블레셋의 병력 +%2.</translation>
    </message>
    <message>
        <source>The battle is tied: %1 rolls %2.</source>
        <translation>전투가 동점입니다: %1의 주사위 %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for the casualties.</source>
        <translation>%1: 손실을 정하는 주사위 %2.</translation>
    </message>
    <message>
        <source>%1 plays %2 and gains 2 armies.</source>
        <translation>%1: %2 카드를 내고 군대 2를 얻습니다.</translation>
    </message>
    <message>
        <source>%1 plays %2: the attack is cancelled.</source>
        <translation>%1: %2 카드를 냅니다. 공격이 취소됩니다.</translation>
    </message>
    <message>
        <source>%1 plays %2: %3 may not ally this turn.</source>
        <translation>%1: %2 카드를 냅니다. 이번 차례에 %3의 동맹이 금지됩니다.</translation>
    </message>
    <message>
        <source>%1 adds %2 to the battle as Strategy.</source>
        <translation>%1: %2 카드를 전략 분야로 전투에 더합니다.</translation>
    </message>
    <message>
        <source>%1 plays %2: the loser&apos;s casualties are doubled.</source>
        <translation>%1: %2 카드를 냅니다. 패자의 손실이 두 배가 됩니다.</translation>
    </message>
    <message>
        <source>%1 plays %2 and will fight one more battle.</source>
        <translation>%1: %2 카드를 내고 전투를 한 번 더 합니다.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1: %2 카드를 냅니다.</translation>
    </message>
    <message>
        <source>%1 does not attack; the turn ends.</source>
        <translation>%1: 공격하지 않습니다. 차례가 끝납니다.</translation>
    </message>
    <message>
        <source>%1 stays out of the battle.</source>
        <translation>%1: 전투에 끼지 않습니다.</translation>
    </message>
    <message>
        <source>%1 fights no more battles this turn.</source>
        <translation>%1: 이번 차례에는 전투를 더 하지 않습니다.</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new deck.</source>
        <translation>버린 카드를 섞어 새 더미를 만듭니다.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1: %2 카드를 뽑습니다.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1: 카드 한 장을 뽑습니다.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1: %2 카드를 버립니다.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1: 카드 한 장을 버립니다.</translation>
    </message>
    <message>
        <source>%1 attacks %2.</source>
        <translation>%1: %2 쪽을 공격합니다.</translation>
    </message>
    <message>
        <source>%1 lends %2 to %3.</source>
        <translation>%1: %3에게 %2 카드를 빌려줍니다.</translation>
    </message>
    <message>
        <source>%1 lends a card to %2.</source>
        <translation>%1: %2에게 카드 한 장을 빌려줍니다.</translation>
    </message>
    <message>
        <source>%1 lends %2 armies to %3.</source>
        <translation>%1: %3에게 군대 %2만큼 빌려줍니다.</translation>
    </message>
    <message>
        <source>%1 chooses %2 for %3.</source>
        <translation>%1: %2 카드를 %3 분야에 넣습니다.</translation>
    </message>
    <message>
        <source>%1 plays %2 against %3: %3 loses 1D6 armies.</source>
        <translation>%1: %3에게 %2 카드를 냅니다. %3 쪽은 군대를 1D6만큼 잃습니다.</translation>
    </message>
    <message>
        <source>%1 plays %2: the casualties of %1 are halved.</source>
        <translation>%1: %2 카드를 냅니다. 자기 쪽 손실이 절반이 됩니다.</translation>
    </message>
    <message>
        <source>%1 discards no more cards.</source>
        <translation>%1: 나머지 손패는 그대로 둡니다.</translation>
    </message>
    <message>
        <source>%1 has chosen the cards for the battle.</source>
        <translation>%1: 전투에 낼 카드를 다 골랐습니다.</translation>
    </message>
    <message>
        <source>%1 draws up to the hand size.</source>
        <translation>%1: 손패를 채웁니다.</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::NetworkTable</name>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>지금은 내가 결정할 차례가 아닙니다.</translation>
    </message>
    <message>
        <source>The game does not wait for that now.</source>
        <translation>지금은 그 결정을 할 때가 아닙니다.</translation>
    </message>
    <message>
        <source>A number of that choice is out of range.</source>
        <translation>그 선택의 수가 허용 범위를 벗어났습니다.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>그 카드는 손패에 없습니다.</translation>
    </message>
    <message>
        <source>That kind of card cannot be played now.</source>
        <translation>그 종류의 카드는 지금 낼 수 없습니다.</translation>
    </message>
    <message>
        <source>Only the defender plays Defense cards, and never against the Assyrians.</source>
        <translation>방어 카드는 방어자만 낼 수 있으며, 앗수르를 상대로는 낼 수 없습니다.</translation>
    </message>
    <message>
        <source>Siege cards only after a revealed Defense card, and never by the Assyrians.</source>
        <translation>공성 카드는 방어 카드가 공개된 뒤에만 낼 수 있으며, 앗수르는 낼 수 없습니다.</translation>
    </message>
    <message>
        <source>That card cannot count in that category.</source>
        <translation>그 카드는 그 분야에 계산할 수 없습니다.</translation>
    </message>
    <message>
        <source>At most three cards may be discarded.</source>
        <translation>카드는 세 장까지만 버릴 수 있습니다.</translation>
    </message>
    <message>
        <source>That nation cannot be attacked now.</source>
        <translation>그 민족은 지금 공격할 수 없습니다.</translation>
    </message>
    <message>
        <source>That nation cannot be barred from allying.</source>
        <translation>그 민족은 동맹 금지 대상으로 정할 수 없습니다.</translation>
    </message>
    <message>
        <source>An ally lends 1 to 5 armies, and no more than he has.</source>
        <translation>동맹은 군대를 1~5만큼, 가진 군대를 넘지 않게 빌려줍니다.</translation>
    </message>
    <message>
        <source>A lent card cannot be lent on.</source>
        <translation>빌린 카드는 다시 빌려줄 수 없습니다.</translation>
    </message>
    <message>
        <source>Your hand is full already.</source>
        <translation>손패가 이미 가득 찼습니다.</translation>
    </message>
    <message>
        <source>You may decide only for your own nation.</source>
        <translation>자기 민족의 일만 결정할 수 있습니다.</translation>
    </message>
    <message>
        <source>The server refused that decision (%1).</source>
        <extracomment>The server refused a decision for a reason this program has no words for; %1 is its id.</extracomment>
        <translation>서버가 그 결정을 거절했습니다(%1).</translation>
    </message>
    <message>
        <source>The server sent a table this program cannot read: %1</source>
        <translation>서버가 이 프로그램이 읽을 수 없는 테이블을 보냈습니다: %1</translation>
    </message>
    <message>
        <source>The server sent a move this program cannot read: %1</source>
        <translation>서버가 이 프로그램이 읽을 수 없는 수를 보냈습니다: %1</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::PhaseBar</name>
    <message>
        <source>Game over after %1 turns</source>
        <translation>%1차례 만에 게임 종료</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3</source>
        <translation>차례 %1/%2: %3</translation>
    </message>
    <message>
        <source>Deck: %1 · Discard pile: %2</source>
        <translation>더미: %1 · 버린 카드: %2</translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::SeatPanel</name>
    <message>
        <source>%1: %2</source>
        <extracomment>The tooltip of a nation&apos;s panel: its nation and its ability.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>may not ally</source>
        <translation>동맹 금지</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>공격자</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>방어자</translation>
    </message>
    <message>
        <source>ally of the %1</source>
        <translation>%1의 동맹</translation>
    </message>
    <message>
        <source>protected</source>
        <extracomment>A nation that a U card protects from attack for the rest of the turn.</extracomment>
        <translation>보호됨</translation>
    </message>
    <message>
        <source>active</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (나)</translation>
    </message>
    <message numerus="yes">
        <source>%n lent</source>
        <extracomment>Under a nation&apos;s armies: how many it lent to a side of the battle.</extracomment>
        <translation>
            <numerusform>빌려준 군대 %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::cardtable::Terms</name>
    <message>
        <source>Set-up</source>
        <translation>준비</translation>
    </message>
    <message>
        <source>Leadership</source>
        <translation>지휘</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>징집</translation>
    </message>
    <message>
        <source>Alliance</source>
        <translation>동맹</translation>
    </message>
    <message>
        <source>Conquest phase</source>
        <extracomment>The fourth phase of a turn, in which the battle is fought (정복 단계 in the glossary).</extracomment>
        <translation>정복 단계</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>병력</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>정보</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>사기</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>방어</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>공성</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>후퇴</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation>추격</translation>
    </message>
    <message>
        <source>Extra Conquest</source>
        <translation>추가 정복</translation>
    </message>
    <message>
        <source>No attack</source>
        <translation>공격 불가</translation>
    </message>
    <message>
        <source>No ally</source>
        <translation>동맹 불가</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>증원</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>기습 약탈</translation>
    </message>
    <message>
        <source>Choose it in secret for a battle.</source>
        <translation>전투에서 몰래 고르는 카드입니다.</translation>
    </message>
    <message>
        <source>Defender only: counts as Strategy and removes every Terrain card.</source>
        <translation>방어자만 낼 수 있습니다. 전략으로 계산하며 모든 지형 카드를 없앱니다.</translation>
    </message>
    <message>
        <source>Attacker only, after a Defense card: counts as Strategy.</source>
        <translation>방어 카드가 공개된 뒤 공격자만 낼 수 있습니다. 전략으로 계산합니다.</translation>
    </message>
    <message>
        <source>The winner doubles the loser&apos;s casualties.</source>
        <translation>승자가 패자의 손실을 두 배로 늘립니다.</translation>
    </message>
    <message>
        <source>After a won battle: fight one more.</source>
        <translation>전투에서 이긴 뒤 한 번 더 싸웁니다.</translation>
    </message>
    <message>
        <source>Cancels an attack on you for this turn.</source>
        <translation>이번 차례에 나에게 온 공격을 취소합니다.</translation>
    </message>
    <message>
        <source>Bars a third player from allying this turn.</source>
        <translation>다른 한 참가자가 이번 차례에 동맹하지 못하게 막습니다.</translation>
    </message>
    <message>
        <source>+2 armies in your own Muster.</source>
        <translation>자신의 징집 단계에서 군대 +2를 얻습니다.</translation>
    </message>
    <message>
        <source>Canaanites</source>
        <translation>가나안 족속</translation>
    </message>
    <message>
        <source>Hebrews</source>
        <translation>히브리 민족</translation>
    </message>
    <message>
        <source>Egyptians</source>
        <translation>애굽</translation>
    </message>
    <message>
        <source>Hittites</source>
        <translation>헷 족속</translation>
    </message>
    <message>
        <source>Philistines</source>
        <translation>블레셋</translation>
    </message>
    <message>
        <source>Assyrians</source>
        <translation>앗수르</translation>
    </message>
    <message>
        <source>Moabites</source>
        <translation>모압</translation>
    </message>
    <message>
        <source>Edomites</source>
        <translation>에돔</translation>
    </message>
    <message>
        <source>Ammonites</source>
        <translation>암몬</translation>
    </message>
    <message>
        <source>Phoenicians</source>
        <translation>베니게</translation>
    </message>
    <message>
        <source>Arameans</source>
        <translation>아람</translation>
    </message>
    <message>
        <source>Take half the city tokens before the rest are dealt.</source>
        <translation>나머지를 나누기 전에 성읍 토큰의 절반을 먼저 가집니다.</translation>
    </message>
    <message>
        <source>Hand size 8 instead of 7.</source>
        <translation>손패를 7장 대신 8장까지 가집니다.</translation>
    </message>
    <message>
        <source>Start with 20 armies instead of 10.</source>
        <translation>군대 10 대신 20으로 시작합니다.</translation>
    </message>
    <message>
        <source>One more battle every turn, win or lose.</source>
        <translation>이기든 지든 차례마다 전투를 한 번 더 합니다.</translation>
    </message>
    <message>
        <source>+1D6 Numbers force in every battle they fight.</source>
        <translation>자신이 싸우는 모든 전투에서 병력에 1D6을 더합니다.</translation>
    </message>
    <message>
        <source>+1 on every muster roll; no Defense cards against them, no Siege cards for them.</source>
        <translation>징집 굴림마다 +1을 얻습니다. 상대는 방어 카드를 낼 수 없고, 자신은 공성 카드를 낼 수 없습니다.</translation>
    </message>
    <message>
        <source>A Minor Kingdom: no ability.</source>
        <translation>군소 왕국입니다. 능력이 없습니다.</translation>
    </message>
    <message>
        <source>or %1 %2</source>
        <extracomment>On a card: it may count in this other category instead, with this force.</extracomment>
        <translation>또는 %1 %2</translation>
    </message>
    <message>
        <source>&amp; %1 %2</source>
        <extracomment>On a card: it counts in this category as well, with this force.</extracomment>
        <translation>및 %1 %2</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>카드 1장을 뽑습니다</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>지형</translation>
    </message>
    <message>
        <source>The loser&apos;s casualties are halved.</source>
        <translation>패자의 손실을 절반으로 줄입니다.</translation>
    </message>
    <message>
        <source>Before another player&apos;s Muster roll: that player loses 1D6 armies.</source>
        <translation>다른 참가자의 징집 굴림 전에 냅니다. 그 참가자는 군대를 1D6만큼 잃습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::cartography::MapImage</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>다음 파일을 쓸 수 없습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>Cannot export to %1: the name must end in .png or .svg.</source>
        <translation>다음 파일로 내보낼 수 없습니다: %1. 파일 이름은 .png 또는 .svg로 끝나야 합니다.</translation>
    </message>
    <message>
        <source>A %1x%2 picture needs %3 MiB of memory, more than the %4 MiB allowed; choose a smaller size.</source>
        <translation>%1x%2 그림에는 %3 MiB의 메모리가 필요하며, 이는 허용된 %4 MiB보다 많습니다. 더 작은 크기를 고르십시오.</translation>
    </message>
    <message>
        <source>There is not enough memory for a %1x%2 picture.</source>
        <translation>%1x%2 그림을 만들 메모리가 부족합니다.</translation>
    </message>
    <message>
        <source>The picture cannot be encoded as PNG.</source>
        <translation>그림을 PNG로 인코딩할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::cartography::Print</name>
    <message>
        <source>Untitled map</source>
        <translation>제목 없는 지도</translation>
    </message>
    <message>
        <source>Poster page %1 (%2 of %3: row %4 of %5, column %6 of %7). Hexes %8 mm across the flats; print at 100%, not fitted to the page.</source>
        <translation>포스터 %1쪽 (%3쪽 중 %2쪽: %5줄 중 %4줄, %7칸 중 %6칸). 육각형은 마주 보는 두 변 사이가 %8mm입니다. 쪽 맞춤 없이 100% 크기로 인쇄하십시오.</translation>
    </message>
    <message>
        <source>Cut-out sheet %1 of %2. Hexes %3 mm across the flats; print at 100%, not fitted to the page.</source>
        <translation>오려 쓰는 종이 %2장 중 %1장. 육각형은 마주 보는 두 변 사이가 %3mm입니다. 쪽 맞춤 없이 100% 크기로 인쇄하십시오.</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1mm</translation>
    </message>
    <message>
        <source>The PDF for %1 cannot be drawn.</source>
        <translation>%1에 쓸 PDF를 그릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 파일을 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>This print needs more than %1 pages; choose a smaller hex size.</source>
        <translation>이 인쇄에는 %1쪽보다 많은 종이가 필요합니다. 육각형 크기를 더 작게 고르십시오.</translation>
    </message>
    <message>
        <source>The hex size must be from %1 to %2 millimetres across the flats.</source>
        <translation>육각형 크기는 마주 보는 두 변 사이의 거리로 %1mm에서 %2mm 사이여야 합니다.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::BattleCalculator</name>
    <message>
        <source>Attacker</source>
        <translation>공격자</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>방어자</translation>
    </message>
    <message>
        <source>%1: the armies must be a whole number from 0 to %2.</source>
        <extracomment>%1 is &quot;Attacker&quot; or &quot;Defender&quot;.</extracomment>
        <translation>%1: 군대는 0에서 %2 사이의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>%1: the lent armies must be numbers, one per ally (e.g. 3, 2).</source>
        <translation>%1: 빌려준 군대는 동맹마다 숫자 하나씩 적어야 합니다(예: 3, 2).</translation>
    </message>
    <message>
        <source>%1: an ally lends 1 to 5 armies (C12), not %2.</source>
        <translation>%1: 동맹이 빌려줄 수 있는 군대는 1~5입니다(C12). 입력한 값: %2.</translation>
    </message>
    <message>
        <source>%1: the city tokens must be a whole number from 0 to %2.</source>
        <translation>%1: 성읍 토큰은 0에서 %2 사이의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>%1: the Philistines roll a die for Numbers in every battle; enter it (1 to 6).</source>
        <translation>%1: 블레셋은 전투마다 병력 주사위를 굴립니다. 그 눈(1~6)을 적으십시오.</translation>
    </message>
    <message>
        <source>%1: only the Philistines roll a die for Numbers.</source>
        <translation>%1: 병력 주사위는 블레셋만 굴립니다.</translation>
    </message>
    <message>
        <source>%1: there is no card number %2.</source>
        <translation>%1: %2번 카드는 없습니다.</translation>
    </message>
    <message>
        <source>%1: %2 is a Siege card; only the attacker plays one, after the defender revealed a Defense card, and never the Assyrians (C14).</source>
        <translation>%1: %2 카드는 공성 카드입니다. 방어자가 방어 카드를 공개한 뒤에 공격자만 낼 수 있고, 앗수르는 내지 않습니다(C14).</translation>
    </message>
    <message>
        <source>%1: %2 is a Defense card; only the defender plays one, and never against the Assyrians (C14).</source>
        <translation>%1: %2 카드는 방어 카드입니다. 방어자만 낼 수 있고, 앗수르를 상대로는 낼 수 없습니다(C14).</translation>
    </message>
    <message>
        <source>%1: %2 cannot count in that category.</source>
        <translation>%1: %2 카드는 그 분야로 셀 수 없습니다.</translation>
    </message>
    <message>
        <source>%1: %2 is not a card of the battle (C14).</source>
        <translation>%1: %2 카드는 전투에서 내는 카드가 아닙니다(C14).</translation>
    </message>
    <message>
        <source>%1: a side plays at most one Retreat and one Pursuit card (C17).</source>
        <translation>%1: 한 쪽은 후퇴 카드와 추격 카드를 각각 한 장까지만 냅니다(C17).</translation>
    </message>
    <message>
        <source>The attacker and the defender must be two different nations (C01).</source>
        <translation>공격자와 방어자는 서로 다른 민족이어야 합니다(C01).</translation>
    </message>
    <message>
        <source>At most %1 allies can lend armies in one battle: six nations, less the attacker and the defender.</source>
        <translation>한 전투에서 군대를 빌려줄 수 있는 동맹은 최대 %1입니다. 여섯 민족에서 공격자와 방어자를 뺀 수입니다.</translation>
    </message>
    <message>
        <source>%1 is on both sides: the deck has one copy of each card.</source>
        <translation>%1 카드가 양쪽에 있습니다. 카드 더미에는 카드마다 한 장뿐입니다.</translation>
    </message>
    <message>
        <source>A tie roll must be two dice from 1 to 6.</source>
        <translation>동점 굴림은 1에서 6 사이의 주사위 두 개여야 합니다.</translation>
    </message>
    <message>
        <source>The casualty die must be from 1 to 6.</source>
        <translation>손실 주사위는 1에서 6 사이여야 합니다.</translation>
    </message>
    <message>
        <source>Struck out by a Defense card, counting nothing (C15): %1.</source>
        <translation>방어 카드 때문에 제외된 지형 카드(C15, 세지 않음): %1.</translation>
    </message>
    <message>
        <source>The tie roll was equal too: both roll again (C16).</source>
        <translation>동점 굴림도 같았습니다. 양쪽이 다시 굴립니다(C16).</translation>
    </message>
    <message>
        <source>Each side won %1 categories: the attacker and the defender each roll a die (C16).</source>
        <translation>양쪽이 각각 %1개 분야를 이겼습니다. 공격자와 방어자가 주사위를 하나씩 굴립니다(C16).</translation>
    </message>
    <message>
        <source>Now the loser rolls the casualty die (C17).</source>
        <translation>이제 진 쪽이 손실 주사위를 굴립니다(C17).</translation>
    </message>
    <message>
        <source>Of that, ally %2 of %1 loses %3 of the %4 armies lent.</source>
        <extracomment>C17: how much of a side&apos;s loss falls on one ally&apos;s lent armies. %1: the side&apos;s nation.</extracomment>
        <translation>그중 %1 쪽 동맹 %2: 빌려준 군대 %4 중 %3 손실.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::BattleCalculatorPanel</name>
    <message>
        <source>The 152 cards</source>
        <translation>카드 152장</translation>
    </message>
    <message>
        <source>Tie rolls</source>
        <translation>동점 굴림</translation>
    </message>
    <message>
        <source>attacker&apos;s and defender&apos;s die, e.g. 3 3, 5 2</source>
        <translation>공격자와 방어자의 주사위, 예: 3 3, 5 2</translation>
    </message>
    <message>
        <source>Casualty die</source>
        <translation>손실 주사위</translation>
    </message>
    <message>
        <source>the loser&apos;s roll, 1 to 6</source>
        <translation>진 쪽의 굴림, 1~6</translation>
    </message>
    <message>
        <source>Roll both</source>
        <translation>둘 다 굴리기</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>굴리기</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>새 전투</translation>
    </message>
    <message>
        <source>Apply to the tracker</source>
        <translation>기록에 반영</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>이긴 쪽</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Takes each side&apos;s own armies lost and moves the city token in the tracker. The allies&apos; lent armies are not tracked by nation: adjust them yourself.</source>
        <translation>각 쪽이 잃은 자기 군대를 기록에서 빼고 성읍 토큰을 옮깁니다. 동맹이 빌려준 군대는 민족별로 기록되지 않으니 직접 고치십시오.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::BattleSideEditor</name>
    <message>
        <source>%1 (counted as %2)</source>
        <extracomment>An &quot;or&quot; card in a side&apos;s list; ticked, it counts in its second category.</extracomment>
        <translation>%1 (분야: %2)</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>공격자</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>방어자</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>민족</translation>
    </message>
    <message>
        <source>Own armies</source>
        <translation>자기 군대</translation>
    </message>
    <message>
        <source>Lent armies</source>
        <translation>빌린 군대</translation>
    </message>
    <message>
        <source>City tokens</source>
        <translation>성읍 토큰</translation>
    </message>
    <message>
        <source>Philistine die</source>
        <translation>블레셋 주사위</translation>
    </message>
    <message>
        <source>one number per ally, e.g. 3, 2</source>
        <translation>동맹마다 숫자 하나, 예: 3, 2</translation>
    </message>
    <message>
        <source>1 to 6</source>
        <translation>1~6</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>굴리기</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>선택한 카드 빼기</translation>
    </message>
    <message>
        <source>Tick to count it as %1 %2.</source>
        <translation>체크하면 분야를 바꿉니다: %1 %2.</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <translation>%1 — %2 %3</translation>
    </message>
</context>
<context>
    <name>canaan::companion::BoardPanel</name>
    <message>
        <source>&amp;1 Settlement</source>
        <translation>&amp;1 정착지</translation>
    </message>
    <message>
        <source>&amp;2 City</source>
        <translation>&amp;2 도시</translation>
    </message>
    <message>
        <source>&amp;3 Road</source>
        <translation>&amp;3 도로</translation>
    </message>
    <message>
        <source>&amp;4 Plague</source>
        <translation>&amp;4 역병</translation>
    </message>
    <message>
        <source>&amp;5 Remove</source>
        <translation>&amp;5 치우기</translation>
    </message>
    <message>
        <source>Tap a numbered hex to move the Plague there.</source>
        <translation>숫자가 있는 육각형을 눌러 역병을 그곳으로 옮기십시오.</translation>
    </message>
    <message>
        <source>Tap a building or a road to take it away.</source>
        <translation>치울 건물이나 도로를 누르십시오.</translation>
    </message>
    <message>
        <source>Tap an intersection to place a settlement of %1; tap it again to take it away.</source>
        <translation>꼭지점을 눌러 %1의 정착지를 놓으십시오. 다시 누르면 치웁니다.</translation>
    </message>
    <message>
        <source>Tap an intersection to place a city of %1; tap it again to make it a settlement.</source>
        <translation>꼭지점을 눌러 %1의 도시를 놓으십시오. 다시 누르면 정착지가 됩니다.</translation>
    </message>
    <message>
        <source>Tap a path to place a road of %1; tap it again to take it away.</source>
        <translation>변을 눌러 %1의 도로를 놓으십시오. 다시 누르면 치웁니다.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::CardPicker</name>
    <message>
        <source>Search a card by name or kind</source>
        <translation>이름이나 종류로 카드 찾기</translation>
    </message>
    <message>
        <source>Add to the attacker</source>
        <translation>공격자 쪽에 넣기</translation>
    </message>
    <message>
        <source>Add to the defender</source>
        <translation>방어자 쪽에 넣기</translation>
    </message>
    <message>
        <source>%1 — %2 %3</source>
        <extracomment>A card in the picker: its name, its kind and force, then its notes.</extracomment>
        <translation>%1 — %2 %3</translation>
    </message>
</context>
<context>
    <name>canaan::companion::CompanionDocument</name>
    <message>
        <source>Change the map</source>
        <translation>지도 바꾸기</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Change the number of players</source>
        <translation>참가자 수 바꾸기</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>참가자 이름 바꾸기</translation>
    </message>
    <message>
        <source>Change a player&apos;s colour</source>
        <translation>참가자 색 바꾸기</translation>
    </message>
    <message>
        <source>Remove a settlement</source>
        <translation>정착지 치우기</translation>
    </message>
    <message>
        <source>Place a settlement</source>
        <translation>정착지 놓기</translation>
    </message>
    <message>
        <source>Make a city a settlement again</source>
        <translation>도시를 정착지로 되돌리기</translation>
    </message>
    <message>
        <source>Place a city</source>
        <translation>도시 놓기</translation>
    </message>
    <message>
        <source>Remove a building</source>
        <translation>건물 치우기</translation>
    </message>
    <message>
        <source>Remove a road</source>
        <translation>도로 치우기</translation>
    </message>
    <message>
        <source>Place a road</source>
        <translation>도로 놓기</translation>
    </message>
    <message>
        <source>Move the Plague</source>
        <translation>역병 옮기기</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>주사위 %1</translation>
    </message>
    <message>
        <source>Count priests</source>
        <translation>사제 세기</translation>
    </message>
    <message>
        <source>Count building stones</source>
        <translation>건축석재 세기</translation>
    </message>
    <message>
        <source>Count victory point cards</source>
        <translation>승점 카드 세기</translation>
    </message>
    <message>
        <source>Count black stones</source>
        <translation>검은 돌 세기</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>다음 차례</translation>
    </message>
    <message>
        <source>Start a Conquest game</source>
        <translation>가나안 정복 게임 시작</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>다음 단계</translation>
    </message>
    <message>
        <source>Change city tokens</source>
        <translation>성읍 토큰 변경</translation>
    </message>
    <message>
        <source>Change armies</source>
        <translation>군대 변경</translation>
    </message>
    <message>
        <source>Change whose turn it is</source>
        <translation>차례 변경</translation>
    </message>
    <message>
        <source>Apply the battle</source>
        <translation>전투 결과 반영</translation>
    </message>
</context>
<context>
    <name>canaan::companion::CompanionWindow</name>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>The session could not be saved: %1</source>
        <translation>세션을 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>The saved session could not be read (%1). A new session was started; the damaged file was kept as %2.</source>
        <translation>저장된 세션을 읽지 못했습니다(%1). 새 세션을 시작했습니다. 손상된 파일은 다음 이름으로 보관했습니다: %2</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>테이블(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>점수(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Dice statistics</source>
        <translation>주사위 통계(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>참가자(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>지도(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <translation>빠른 참조(&amp;Q)</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>보드게임 도우미</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>전체 화면</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>판 맞추기</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Tabletop companion — %1</source>
        <translation>보드게임 도우미 — %1</translation>
    </message>
    <message>
        <source>&amp;Conquest</source>
        <translation>가나안 정복(&amp;C)</translation>
    </message>
</context>
<context>
    <name>canaan::companion::ConquestTrackerPanel</name>
    <message>
        <source>Nations at the table, in seat order:</source>
        <translation>자리 순서대로 앉은 민족:</translation>
    </message>
    <message>
        <source>(no one)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>City tokens</source>
        <translation>성읍 토큰</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>차례 수</translation>
    </message>
    <message>
        <source>Start a game</source>
        <translation>게임 시작</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>군대</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>다음 단계</translation>
    </message>
    <message>
        <source>These nations cannot start a game: %1</source>
        <translation>이 민족들로는 게임을 시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>No Conquest game is tracked yet: choose the nations and start one.</source>
        <translation>기록 중인 가나안 정복 게임이 없습니다. 민족을 고르고 게임을 시작하십시오.</translation>
    </message>
    <message>
        <source>All %1 turns are played: the game is over (C08).</source>
        <translation>%1차례를 모두 마쳤습니다. 게임이 끝났습니다(C08).</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3, %4</source>
        <extracomment>%1 turn, %2 of turns, %3 the nation whose turn it is, %4 the phase.</extracomment>
        <translation>%2차례 중 %1번째 차례: %3, %4</translation>
    </message>
    <message>
        <source>%1
Press to make it this nation&apos;s turn.</source>
        <translation>%1
누르면 이 민족의 차례가 됩니다.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::MapPanel</name>
    <message>
        <source>Open a map</source>
        <translation>지도 열기</translation>
    </message>
    <message>
        <source>Canaan maps (*.canaanmap);;All files (*)</source>
        <translation>가나안 지도 (*.canaanmap);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Built-in maps:</source>
        <translation>기본 지도:</translation>
    </message>
    <message>
        <source>Use this map</source>
        <translation>이 지도 쓰기</translation>
    </message>
    <message>
        <source>Open a map file…</source>
        <translation>지도 파일 열기…</translation>
    </message>
    <message>
        <source>Random balanced map</source>
        <translation>균형 잡힌 무작위 지도</translation>
    </message>
    <message>
        <source>Shuffles the terrains and numbers of the current map, keeping 6 and 8 apart.</source>
        <translation>지금 지도의 지형과 숫자를 섞되, 6과 8은 서로 떨어뜨립니다.</translation>
    </message>
    <message>
        <source>To lay the real tiles:</source>
        <translation>실제 타일을 놓을 때:</translation>
    </message>
    <message>
        <source>Print the map…</source>
        <translation>지도 인쇄…</translation>
    </message>
    <message>
        <source>Save the map as a picture…</source>
        <translation>지도를 그림으로 저장…</translation>
    </message>
    <message>
        <source>Map: %1</source>
        <translation>지도: %1</translation>
    </message>
    <message>
        <source>This map cannot be used: %1</source>
        <translation>이 지도는 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>New board: %1. Ctrl+Z brings the previous one back.</source>
        <translation>새 판: %1. Ctrl+Z를 누르면 이전 판으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>Random map (seed %1)</source>
        <translation>무작위 지도 (시드 %1)</translation>
    </message>
    <message>
        <source>No layout kept 6 and 8 apart; this is the last one tried.</source>
        <translation>6과 8이 떨어진 배치를 찾지 못했습니다. 마지막으로 시도한 배치입니다.</translation>
    </message>
    <message>
        <source>Save the map as a picture</source>
        <translation>지도를 그림으로 저장</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG picture (*.svg)</source>
        <translation>PNG 그림 (*.png);;SVG 그림 (*.svg)</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>저장함: %1</translation>
    </message>
    <message>
        <source>The picture could not be saved: %1</source>
        <translation>그림을 저장하지 못했습니다: %1</translation>
    </message>
</context>
<context>
    <name>canaan::companion::QuickReference</name>
    <message>
        <source>Building costs</source>
        <translation>건설 비용</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>도로</translation>
    </message>
    <message>
        <source>1 Stone + 1 Lumber</source>
        <translation>돌 1 + 목재 1</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>정착지</translation>
    </message>
    <message>
        <source>1 Stone + 1 Lumber + 1 Wool + 1 Grain</source>
        <translation>돌 1 + 목재 1 + 양모 1 + 곡물 1</translation>
    </message>
    <message>
        <source>City</source>
        <translation>도시</translation>
    </message>
    <message>
        <source>3 Ore + 2 Grain (it replaces one of your settlements)</source>
        <translation>광물 3 + 곡물 2 (자신의 정착지 하나를 승급합니다)</translation>
    </message>
    <message>
        <source>Development card</source>
        <translation>개발 카드</translation>
    </message>
    <message>
        <source>1 Ore + 1 Wool + 1 Grain</source>
        <translation>광물 1 + 양모 1 + 곡물 1</translation>
    </message>
    <message>
        <source>Building stone for Jerusalem</source>
        <translation>예루살렘의 건축석재</translation>
    </message>
    <message>
        <source>1 Stone + 1 Ore</source>
        <translation>돌 1 + 광물 1</translation>
    </message>
    <message>
        <source>Each player has 15 roads, 5 settlements, 4 cities and 20 building stones.</source>
        <translation>참가자마다 도로 15개, 정착지 5개, 도시 4개, 건축석재 20개를 가집니다.</translation>
    </message>
    <message>
        <source>A new settlement needs one of your roads and no building on the three neighbouring intersections.</source>
        <translation>새 정착지는 자신의 도로와 이어져야 하고, 이웃한 세 꼭지점에 건물이 없어야 합니다.</translation>
    </message>
    <message>
        <source>A building stone needs your own building on a Jerusalem site, or a chain of roads (anyone&apos;s) from your building to another player&apos;s building on a site: then pay that player one resource card per stone.</source>
        <translatorcomment>&quot;per stone&quot; means per building stone (건축석재), not the Stone resource.
glossary-exempt: Stone</translatorcomment>
        <translation>건축석재를 놓으려면 예루살렘 인접지역에 내 건물이 있거나, 내 건물에서 인접지역에 있는 다른 참가자의 건물까지 누구의 것이든 도로가 이어져 있어야 합니다. 뒤의 경우에는 건축석재 하나마다 그 참가자에게 자원 카드 한 장을 사용료로 줍니다.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>Roll the dice. Every hex with that number produces for each building on its corners: 1 card for a settlement, 2 for a city. Copper gives any one resource of the owner&apos;s choice. The hex under the Plague produces nothing.</source>
        <translation>주사위를 굴립니다. 그 숫자의 육각형은 모서리의 건물마다 생산합니다. 정착지는 1장, 도시는 2장입니다. 구리는 주인이 고른 자원 하나를 줍니다. 역병 아래의 육각형은 생산하지 않습니다.</translation>
    </message>
    <message>
        <source>Trade: the player whose turn it is trades with the others, or with the bank at 4:1 (3:1 or 2:1 at a harbor where he has a building).</source>
        <translation>거래: 차례인 참가자가 다른 참가자들과 거래하거나, 은행과 4:1로 거래합니다(자신의 건물이 있는 항구에서는 3:1 또는 2:1).</translation>
    </message>
    <message>
        <source>Build and buy. Once you have built or bought, you may not trade again this turn.</source>
        <translation>건설하고 구입합니다. 건설하거나 구입한 뒤에는 이번 차례에 다시 거래할 수 없습니다.</translation>
    </message>
    <message>
        <source>One development card may be played at any moment of your own turn, even before the roll; not one bought this turn (victory point cards excepted).</source>
        <translation>자신의 차례에는 언제든, 주사위를 굴리기 전에도 개발 카드 한 장을 사용할 수 있습니다. 이번 차례에 산 카드는 사용할 수 없습니다(승점 카드는 예외).</translation>
    </message>
    <message>
        <source>Rolling a 7</source>
        <translation>7이 나오면</translation>
    </message>
    <message>
        <source>A black stone goes into Jerusalem, while a slot is left.</source>
        <translation>빈자리가 남아 있으면 검은 돌 하나가 예루살렘에 놓입니다.</translation>
    </message>
    <message>
        <source>Nothing is produced.</source>
        <translation>아무것도 생산되지 않습니다.</translation>
    </message>
    <message>
        <source>Every player holding more than 7 resource cards discards half of them, rounded down.</source>
        <translation>자원 카드를 7장보다 많이 가진 참가자는 모두 절반(내림)을 버립니다.</translation>
    </message>
    <message>
        <source>The roller moves the Plague to another numbered hex (never the sea, the desert or Jerusalem) and draws one random card from a player with a building on that hex.</source>
        <translation>주사위를 굴린 참가자가 역병을 숫자가 있는 다른 육각형으로 옮기고(바다, 사막, 예루살렘은 안 됨), 그 육각형에 건물이 있는 참가자 한 명에게서 카드 한 장을 무작위로 가져옵니다.</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>개발 카드</translation>
    </message>
    <message>
        <source>Priest card (20): move the Plague and draw a card, as on a 7, without the black stone or the discards.</source>
        <translation>사제 카드(20장): 7이 나왔을 때처럼 역병을 옮기고 카드를 가져옵니다. 검은 돌과 버리기는 없습니다.</translation>
    </message>
    <message>
        <source>Victory point card (4): 1 victory point once played face up; it may be played at once.</source>
        <translation>승점 카드(4장): 앞면으로 펼쳐 사용하면 승점 1점입니다. 산 즉시 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>Deborah&apos;s Song: every player takes one resource of his choice.</source>
        <translation>데보라의 노래: 모든 참가자가 원하는 자원 하나를 가져옵니다.</translation>
    </message>
    <message>
        <source>Plentiful Lands: take any two resources.</source>
        <translation>풍요의 농토: 원하는 자원 둘을 가져옵니다.</translation>
    </message>
    <message>
        <source>New Trade Route (2 cards): build two roads free.</source>
        <translation>새로운 교역로(2장): 도로 둘을 무료로 짓습니다.</translation>
    </message>
    <message>
        <source>Korah&apos;s Rebellion: name a resource; every other player gives you all his cards of it.</source>
        <translation>고라의 반란: 자원 하나를 말하면 다른 모든 참가자가 그 자원 카드를 모두 줍니다.</translation>
    </message>
    <message>
        <source>Caravan: for the rest of this turn, trade with the bank at 2:1 in any resource.</source>
        <translation>순례 상인: 이번 차례가 끝날 때까지 은행과 어떤 자원이든 2:1로 거래합니다.</translation>
    </message>
    <message>
        <source>Improvements: upgrade a settlement to a city for only 1 Ore + 1 Grain.</source>
        <translation>진보: 광물 1 + 곡물 1만으로 정착지 하나를 도시로 승급합니다.</translation>
    </message>
    <message>
        <source>Bountiful Harvest: one of your settlements or cities produces once from each numbered hex it touches.</source>
        <translation>풍작: 자신의 정착지나 도시 하나가 닿은 숫자 육각형마다 한 번씩 생산합니다.</translation>
    </message>
    <message>
        <source>Gibeonite Trickery: take two random resource cards from one opponent.</source>
        <translation>기브온의 책략: 상대 한 명에게서 자원 카드 두 장을 무작위로 가져옵니다.</translation>
    </message>
    <message>
        <source>Prophet: take the top development card free.</source>
        <translation>예언자: 맨 위의 개발 카드를 무료로 가져옵니다.</translation>
    </message>
    <message>
        <source>Caleb&apos;s Blessing: build one settlement free.</source>
        <translation>갈렙의 축복: 정착지 하나를 무료로 짓습니다.</translation>
    </message>
    <message>
        <source>Special cards and the end</source>
        <translation>특수 카드와 게임의 끝</translation>
    </message>
    <message>
        <source>Longest Road (2 victory points): a continuous road of at least 5 paths, longer than anyone else&apos;s.</source>
        <translation>가장 긴 도로(승점 2점): 변 5개 이상으로 이어진 도로로, 다른 누구의 것보다 길어야 합니다.</translation>
    </message>
    <message>
        <source>Most Priests (2 victory points): at least 3 priests played, more than anyone else.</source>
        <translation>가장 많은 사제(승점 2점): 사제를 3장 이상 사용했고, 다른 누구보다 많아야 합니다.</translation>
    </message>
    <message>
        <source>King&apos;s Blessing (2 victory points): the most building stones in Jerusalem (one is enough); its holder trades one resource of his choice at 2:1.</source>
        <translation>왕의 축복(승점 2점): 예루살렘에 건축석재를 가장 많이 놓은 참가자(하나로도 충분)가 가지며, 고른 자원 하나를 2:1로 거래합니다.</translation>
    </message>
    <message>
        <source>When the lead is tied, the card goes beside the board until one player alone leads again.</source>
        <translation>선두가 동점이면 카드는 다시 한 참가자가 단독 선두가 될 때까지 판 옆에 놓입니다.</translation>
    </message>
    <message>
        <source>12 victory points during your own turn win the game.</source>
        <translation>자신의 차례에 승점 12점이 되면 승리합니다.</translation>
    </message>
    <message>
        <source>When Jerusalem&apos;s last slot is filled, the game ends: most victory points wins; if tied, most building stones; if still tied, play goes on (or the tied players share the win, as the map says).</source>
        <translatorcomment>Here &quot;play goes on&quot; means the game continues, not a card.
glossary-exempt: play (a development card, Settlers)</translatorcomment>
        <translation>예루살렘의 마지막 빈자리가 채워지면 게임이 끝납니다. 승점이 가장 많은 참가자가 이기고, 동점이면 건축석재가 많은 참가자가 이깁니다. 그래도 동점이면 게임을 계속합니다(지도 설정에 따라서는 동점인 참가자들의 공동 우승으로 끝납니다).</translation>
    </message>
</context>
<context>
    <name>canaan::companion::ScoresPanel</name>
    <message>
        <source>%1 VP</source>
        <translation>승점 %1</translation>
    </message>
    <message>
        <source>Settlements: %1</source>
        <translation>정착지: %1</translation>
    </message>
    <message>
        <source>Cities: %1</source>
        <translation>도시: %1</translation>
    </message>
    <message>
        <source>Longest road: %1</source>
        <translation>가장 긴 도로: %1</translation>
    </message>
    <message>
        <source>Longest Road +2</source>
        <translation>가장 긴 도로 +2</translation>
    </message>
    <message>
        <source>Most Priests +2</source>
        <translation>가장 많은 사제 +2</translation>
    </message>
    <message>
        <source>King&apos;s Blessing +2</source>
        <translation>왕의 축복 +2</translation>
    </message>
    <message>
        <source>Victory point cards +%1</source>
        <translation>승점 카드 +%1</translation>
    </message>
    <message>
        <source>Priests</source>
        <translation>사제</translation>
    </message>
    <message>
        <source>VP cards</source>
        <translation>승점 카드</translation>
    </message>
    <message>
        <source>Jerusalem</source>
        <translation>예루살렘</translation>
    </message>
    <message>
        <source>black %1</source>
        <translation>검은 돌 %1</translation>
    </message>
    <message>
        <source>Jerusalem is complete.</source>
        <translation>예루살렘이 완성되었습니다.</translation>
    </message>
    <message>
        <source>Black stones</source>
        <translation>검은 돌</translation>
    </message>
    <message>
        <source>Building stones</source>
        <translation>건축석재</translation>
    </message>
    <message>
        <source>%1 of %2 building stones</source>
        <translation>건축석재 %1 / %2</translation>
    </message>
</context>
<context>
    <name>canaan::companion::SeatingPanel</name>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Take every piece off the board and start the counters and the rolls again? The players and the map stay.</source>
        <translation>판의 말을 모두 치우고 카운터와 주사위 기록을 처음부터 시작하시겠습니까? 참가자와 지도는 그대로입니다.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>참가자:</translation>
    </message>
    <message>
        <source>A new game on the same board, with the same players:</source>
        <translation>같은 판, 같은 참가자로 새 게임:</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>참가자 %1 이름</translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation>색…</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>색: %1</translation>
    </message>
</context>
<context>
    <name>canaan::companion::SessionFile</name>
    <message>
        <source>The key &quot;%1&quot; is missing.</source>
        <translation>키 &quot;%1&quot; 항목이 없습니다.</translation>
    </message>
    <message>
        <source>This value must be a whole number.</source>
        <translation>이 값은 정수여야 합니다.</translation>
    </message>
    <message>
        <source>This value must be a text.</source>
        <translation>이 값은 문자열이어야 합니다.</translation>
    </message>
    <message>
        <source>This value must be a list.</source>
        <translation>이 값은 목록이어야 합니다.</translation>
    </message>
    <message>
        <source>This value must be a JSON object.</source>
        <translation>이 값은 JSON 객체여야 합니다.</translation>
    </message>
    <message>
        <source>This is not a companion session file.</source>
        <translation>보드게임 도우미의 세션 파일이 아닙니다.</translation>
    </message>
    <message>
        <source>The file was written by a newer version (format %1).</source>
        <translation>더 새로운 버전에서 만든 파일입니다(형식 %1).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour.</source>
        <translation>&quot;%1&quot; 값은 색이 아닙니다.</translation>
    </message>
    <message>
        <source>Intersection %1 holds two buildings.</source>
        <translation>꼭지점 %1 위치에 건물이 둘 있습니다.</translation>
    </message>
    <message>
        <source>Path %1 holds two roads.</source>
        <translation>변 %1 위치에 도로가 둘 있습니다.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>파일이 아니라 폴더입니다.</translation>
    </message>
    <message>
        <source>The file is too large to be a session.</source>
        <translation>세션 파일이라기에는 너무 큽니다.</translation>
    </message>
    <message>
        <source>It is not a regular file (a FIFO, a device or a socket).</source>
        <translation>일반 파일이 아닙니다(FIFO, 장치 또는 소켓).</translation>
    </message>
    <message>
        <source>This value must be from %1 to %2.</source>
        <translation>이 값은 %1에서 %2 사이여야 합니다.</translation>
    </message>
    <message>
        <source>A Conquest game has at most %1 nations.</source>
        <translation>가나안 정복 게임의 민족은 최대 %1입니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a nation of Conquest.</source>
        <translation>가나안 정복에 없는 민족입니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line %1, column %2: %3).</source>
        <translation>올바른 JSON 파일이 아닙니다(%1행 %2열: %3).</translation>
    </message>
    <message>
        <source>The file holds too many lists and objects to be a session.</source>
        <translation>목록과 객체가 너무 많아 세션 파일로 읽을 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::StatsPanel</name>
    <message>
        <source>No roll yet.</source>
        <translation>아직 굴리지 않았습니다.</translation>
    </message>
    <message>
        <source>Rolls so far: %1</source>
        <translation>지금까지 굴린 횟수: %1</translation>
    </message>
    <message>
        <source>Sevens: %1 (fair dice: %2 on average).</source>
        <translation>7: %1번 (공정한 주사위 평균: %2번)</translation>
    </message>
    <message>
        <source>Most above the average: %1 (%2 rolled, %3 expected).</source>
        <translation>평균보다 가장 많이 나온 수: %1 (%2번 나옴, 예상 %3번)</translation>
    </message>
    <message>
        <source>Bars: how often each sum was rolled in this game. Dashed line: how often fair dice would roll it on average.</source>
        <translation>막대: 이번 게임에서 각 합이 나온 횟수. 점선: 공정한 주사위라면 평균적으로 나오는 횟수.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::TablePanel</name>
    <message>
        <source>&amp;Next turn</source>
        <translation>다음 차례(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>주사위 굴리기(&amp;R)</translation>
    </message>
    <message>
        <source>Or tap the sum of the real dice:</source>
        <translation>또는 실제 주사위의 합을 누르십시오:</translation>
    </message>
    <message>
        <source>A seven!</source>
        <translation>7이 나왔습니다!</translation>
    </message>
    <message>
        <source>Move the Plague on the board</source>
        <translation>판에서 역병 옮기기</translation>
    </message>
    <message>
        <source>Turn of %1</source>
        <translation>차례: %1</translation>
    </message>
    <message>
        <source>No roll yet. Roll the dice or tap the sum of the real dice.</source>
        <translation>아직 주사위를 굴리지 않았습니다. 주사위를 굴리거나 실제 주사위의 합을 누르십시오.</translation>
    </message>
    <message>
        <source>Rolled: %1</source>
        <translation>주사위: %1</translation>
    </message>
    <message>
        <source>Nothing is produced on a 7.</source>
        <translation>7이 나오면 아무것도 생산되지 않습니다.</translation>
    </message>
    <message>
        <source>No hex has the number %1.</source>
        <translation>숫자 %1인 육각형이 없습니다.</translation>
    </message>
    <message>
        <source>The Plague blocks the %1 with the %2: it produces nothing.</source>
        <translation>역병이 %2번 %1 육각형을 막습니다. 생산하지 않습니다.</translation>
    </message>
    <message>
        <source>Nobody has a building on a producing hex.</source>
        <translation>생산하는 육각형에 건물이 있는 참가자가 없습니다.</translation>
    </message>
    <message>
        <source>Everyone holding more than 7 resource cards discards half of them, rounded down. Enter the cards held to see how many:</source>
        <translation>자원 카드를 7장보다 많이 가진 참가자는 모두 절반(내림)을 버립니다. 가진 카드 수를 넣으면 버릴 수를 보여 줍니다:</translation>
    </message>
    <message>
        <source>Then the roller moves the Plague to another numbered hex and draws one random card from a player with a building there.</source>
        <translation>그다음 주사위를 굴린 참가자가 역병을 숫자가 있는 다른 육각형으로 옮기고, 그곳에 건물이 있는 참가자 한 명에게서 카드 한 장을 무작위로 가져옵니다.</translation>
    </message>
    <message>
        <source> cards</source>
        <translation>장</translation>
    </message>
    <message numerus="yes">
        <source>discards %n</source>
        <translation>
            <numerusform>%n장 버림</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps all</source>
        <translation>모두 가짐</translation>
    </message>
    <message>
        <source>A black stone goes into Jerusalem while a slot is left; it is counted (now %1 of %2 building stones).</source>
        <translation>빈자리가 남아 있으면 검은 돌 하나가 예루살렘에 놓입니다. 이미 세었습니다(지금 건축석재 %1 / %2).</translation>
    </message>
</context>
<context>
    <name>canaan::companion::TableSession</name>
    <message>
        <source>Judah</source>
        <translation>유다</translation>
    </message>
    <message>
        <source>Benjamin</source>
        <translation>베냐민</translation>
    </message>
    <message>
        <source>Ephraim</source>
        <translation>에브라임</translation>
    </message>
    <message>
        <source>Asher</source>
        <translation>아셀</translation>
    </message>
</context>
<context>
    <name>canaan::companion::Tabletop</name>
    <message>
        <source>The map has more hexes than the game can handle (at most %1).</source>
        <translation>지도의 육각형이 게임이 다룰 수 있는 수보다 많습니다(최대 %1).</translation>
    </message>
    <message>
        <source>The map has more intersections than the game can handle (at most %1).</source>
        <translation>지도의 꼭지점이 게임이 다룰 수 있는 수보다 많습니다(최대 %1).</translation>
    </message>
    <message>
        <source>The map has more paths than the game can handle (at most %1).</source>
        <translation>지도의 변이 게임이 다룰 수 있는 수보다 많습니다(최대 %1).</translation>
    </message>
    <message>
        <source>The map has no numbered resource hex: nothing would ever be produced.</source>
        <translation>지도에 숫자가 있는 자원 육각형이 없습니다. 아무것도 생산되지 않습니다.</translation>
    </message>
    <message>
        <source>The session has %1 players; the companion needs 2 to 4.</source>
        <translation>세션의 참가자 수: %1. 보드게임 도우미에는 참가자 2~4명이 필요합니다.</translation>
    </message>
    <message>
        <source>A counter of %1 is out of range.</source>
        <translation>%1의 카운터 값이 범위를 벗어났습니다.</translation>
    </message>
    <message>
        <source>A building at intersection %1 does not fit the map.</source>
        <translation>꼭지점 %1 위치의 건물이 지도와 맞지 않습니다.</translation>
    </message>
    <message>
        <source>A road on path %1 does not fit the map.</source>
        <translation>변 %1 위치의 도로가 지도와 맞지 않습니다.</translation>
    </message>
    <message>
        <source>The Plague stands on hex %1, where it may not stand.</source>
        <translation>역병이 놓일 수 없는 육각형 %1 위치에 있습니다.</translation>
    </message>
    <message>
        <source>A roll of %1 is not a roll of two dice.</source>
        <translation>%1 값은 주사위 두 개로 나올 수 없습니다.</translation>
    </message>
    <message>
        <source>The player whose turn it is (%1) is not in the game.</source>
        <translation>차례인 참가자(%1)가 게임에 없습니다.</translation>
    </message>
    <message>
        <source>The number of black stones (%1) is out of range.</source>
        <translation>검은 돌의 수(%1)가 범위를 벗어났습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::companion::Text</name>
    <message>
        <source>Lumber</source>
        <translation>목재</translation>
    </message>
    <message>
        <source>Wool</source>
        <translation>양모</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>곡물</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>돌</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>광물</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>숲</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>초원</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>밭</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>언덕</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>산</translation>
    </message>
    <message>
        <source>Copper</source>
        <translation>구리</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>사막</translation>
    </message>
    <message>
        <source>Jerusalem</source>
        <translation>예루살렘</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>바다</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%2 × %1</translation>
    </message>
    <message>
        <source>%1 × any one resource (Copper)</source>
        <translation>원하는 자원 하나(구리) × %1</translation>
    </message>
    <message>
        <source>%1 has the victory points to win on this turn: the game is won!</source>
        <translation>이번 차례에 이기는 데 필요한 승점을 모았습니다: %1. 게임 승리!</translation>
    </message>
    <message>
        <source>Enough victory points: %1. The win comes at the start of that player&apos;s own turn, if the points are still there.</source>
        <translation>승점이 충분합니다: %1. 그 참가자의 차례가 시작될 때 승점이 그대로이면 승리합니다.</translation>
    </message>
    <message>
        <source>Jerusalem is complete. The winner: %1.</source>
        <translation>예루살렘이 완성되었습니다. 승자: %1.</translation>
    </message>
    <message>
        <source>Jerusalem is complete and the lead is tied: %1 share the win.</source>
        <translation>예루살렘이 완성되었고 선두가 동점입니다. 공동 우승: %1.</translation>
    </message>
    <message>
        <source>A turn ended with one player alone in the lead after Jerusalem was completed. The winner: %1.</source>
        <translation>예루살렘 완성 후 한 참가자가 단독 선두인 채로 차례가 끝났습니다. 승자: %1.</translation>
    </message>
    <message>
        <source>Jerusalem is complete and the lead is tied (%1). Play goes on without building stones until a turn ends with one player alone in the lead.</source>
        <translation>예루살렘이 완성되었고 선두가 동점입니다(%1). 한 참가자만 단독 선두인 채로 차례가 끝날 때까지 건축석재 없이 게임을 계속합니다.</translation>
    </message>
</context>
<context>
    <name>canaan::conquest::SaveFile</name>
    <message>
        <source>p: a seat number from 0 to 5 is required</source>
        <translation>p: 0~5 사이의 자리 번호여야 합니다</translation>
    </message>
    <message>
        <source>do: unknown action &quot;%1&quot;</source>
        <translation>do: 알 수 없는 행동 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <source>%1: not a field of &quot;%2&quot;</source>
        <translation>%1: &quot;%2&quot;의 필드가 아닙니다</translation>
    </message>
    <message>
        <source>%1: a whole number from %2 to %3 is required</source>
        <translation>%1: %2~%3 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <source>card: unknown card &quot;%1&quot;</source>
        <translation>card: 알 수 없는 카드 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <source>side: &quot;attacker&quot; or &quot;defender&quot; is required</source>
        <translation>side: &quot;attacker&quot; 또는 &quot;defender&quot;여야 합니다</translation>
    </message>
    <message>
        <source>as: &quot;numbers&quot;, &quot;strategy&quot;, &quot;intelligence&quot; or &quot;morale&quot; is required</source>
        <translation>as: &quot;numbers&quot;, &quot;strategy&quot;, &quot;intelligence&quot; 또는 &quot;morale&quot;이어야 합니다</translation>
    </message>
    <message>
        <source>The file cannot be written: %1.</source>
        <translation>파일을 쓸 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>알 수 없는 필드이므로 무시합니다</translation>
    </message>
    <message>
        <source>&quot;canaan-save&quot; is required</source>
        <translation>&quot;canaan-save&quot;(가나안 저장 파일)여야 합니다</translation>
    </message>
    <message>
        <source>a whole number from 1 to 9999 is required</source>
        <translation>1~9999 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <source>saved by a newer version of Canaan</source>
        <translation>더 새로운 버전의 가나안으로 저장되었습니다</translation>
    </message>
    <message>
        <source>&quot;conquest&quot; is required</source>
        <translation>&quot;conquest&quot;(가나안 정복)여야 합니다</translation>
    </message>
    <message>
        <source>an object is required</source>
        <translation>객체여야 합니다</translation>
    </message>
    <message>
        <source>an array of seats is required</source>
        <translation>자리의 배열이어야 합니다</translation>
    </message>
    <message>
        <source>a seat object is required</source>
        <translation>자리 객체여야 합니다</translation>
    </message>
    <message>
        <source>unknown nation &quot;%1&quot;</source>
        <translation>알 수 없는 민족 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <source>at most 64 characters</source>
        <translation>최대 64자여야 합니다</translation>
    </message>
    <message>
        <source>a whole number, or a string of decimal digits, is required</source>
        <translation>정수 또는 십진 숫자 문자열이어야 합니다</translation>
    </message>
    <message>
        <source>an array of actions is required</source>
        <translation>행동의 배열이어야 합니다</translation>
    </message>
    <message>
        <source>more than 1,000,000 actions</source>
        <translation>행동이 1,000,000개를 넘습니다</translation>
    </message>
    <message>
        <source>an action object is required</source>
        <translation>행동 객체여야 합니다</translation>
    </message>
    <message>
        <source>no seat %1 in this game</source>
        <translation>이 게임에는 %1번 자리가 없습니다</translation>
    </message>
    <message>
        <source>not legal here: %1</source>
        <translation>여기서는 규칙에 맞지 않습니다: %1</translation>
    </message>
    <message>
        <source>&quot;sha256:&quot; and 64 lower-case hex digits are required</source>
        <translation>&quot;sha256:&quot;과 소문자 16진수 64자리여야 합니다</translation>
    </message>
    <message>
        <source>does not match the state the log leads to (the file is damaged or was edited)</source>
        <translation>기록이 이르는 상태와 맞지 않습니다(파일이 손상되었거나 수정되었습니다)</translation>
    </message>
</context>
<context>
    <name>canaan::conquest::Setup</name>
    <message>
        <source>Conquest needs 2 to 6 nations</source>
        <translation>가나안 정복에는 2~6개 민족이 필요합니다</translation>
    </message>
    <message>
        <source>unknown nation</source>
        <translation>알 수 없는 민족입니다</translation>
    </message>
    <message>
        <source>each nation may play only once</source>
        <translation>각 민족은 한 번만 참가할 수 있습니다</translation>
    </message>
    <message>
        <source>city tokens must be 10 to 60</source>
        <translation>성읍 토큰 수는 10~60이어야 합니다</translation>
    </message>
    <message>
        <source>turns must be 4 to 200</source>
        <translation>차례 수는 4~200이어야 합니다</translation>
    </message>
</context>
<context>
    <name>canaan::editor::BalancePanel</name>
    <message>
        <source>Show cards per roll on the board</source>
        <translation>주사위 한 번당 카드 수를 게임판에 표시</translation>
    </message>
    <message>
        <source>Simulate games…</source>
        <translation>게임 시뮬레이션…</translation>
    </message>
    <message>
        <source>Fairness: %1 of 100</source>
        <translation>공정성: 100점 만점에 %1점</translation>
    </message>
    <message>
        <source>Resources even: %1</source>
        <translation>자원 균형: %1</translation>
    </message>
    <message>
        <source>Seats even: %1</source>
        <translation>자리 균형: %1</translation>
    </message>
    <message>
        <source>Hot spots and clumps apart: %1</source>
        <translation>뜨거운 숫자와 뭉침 분산: %1</translation>
    </message>
    <message>
        <source>Pips per resource</source>
        <translation>자원별 점 수</translation>
    </message>
    <message>
        <source>Best starting spots</source>
        <translation>가장 좋은 시작 자리</translation>
    </message>
    <message>
        <source>%1: %2 cards per roll, %3 resources</source>
        <translation>%1: 주사위 한 번당 카드 %2장, 자원 %3가지</translation>
    </message>
    <message>
        <source>Seats after the starting placements</source>
        <translation>최초 배치 후 각 자리</translation>
    </message>
    <message>
        <source>Seat %1: %2 cards per roll</source>
        <translation>%1번 자리: 주사위 한 번당 카드 %2장</translation>
    </message>
    <message>
        <source>6 and 8 side by side</source>
        <translation>나란히 놓인 6과 8</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>없습니다.</translation>
    </message>
    <message>
        <source>Clumps of one resource</source>
        <translation>한 자원의 뭉침</translation>
    </message>
    <message>
        <source>%1 hexes from %2</source>
        <translation>육각형 %1개 (시작: %2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 beside %2</source>
        <translation>%1, %2 (이웃함)</translation>
    </message>
    <message>
        <source>The score is 40 times how even the resources are, plus 40 times how even the seats are, plus 20 times how far apart the hot numbers are; each part runs from 0 to 1. Resources even: 1 minus the spread of the pips per resource (standard deviation over mean). Seats even: the weakest seat&apos;s cards per roll after the starting placements over the strongest seat&apos;s. Hot spots and clumps apart: 1 divided by 1 plus the pairs of 6 and 8 side by side plus the clumps.</source>
        <translation>점수는 자원 균형에 40을, 자리 균형에 40을, 뜨거운 숫자와 뭉침 분산에 20을 곱해 더한 값이며, 각 항목은 0에서 1 사이입니다. 자원 균형: 1에서 자원별 점 수의 흩어짐(표준편차를 평균으로 나눈 값)을 뺀 값입니다. 자리 균형: 최초 배치 뒤 가장 약한 자리의 주사위 한 번당 카드 수를 가장 강한 자리의 값으로 나눈 값입니다. 뜨거운 숫자와 뭉침 분산: 1을 (1 + 나란히 놓인 6과 8의 쌍 수 + 뭉침 수)로 나눈 값입니다.</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>…그 밖에 %1개가 더 있습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::editor::Commands</name>
    <message>
        <source>Add harbor</source>
        <translation>항구 추가</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>채우기</translation>
    </message>
    <message>
        <source>Copy selection</source>
        <translation>선택 영역 복사</translation>
    </message>
    <message>
        <source>Move selection</source>
        <translation>선택 영역 이동</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>붙여넣기</translation>
    </message>
    <message>
        <source>Remove harbor</source>
        <translation>항구 제거</translation>
    </message>
    <message>
        <source>Grow map</source>
        <translation>지도 넓히기</translation>
    </message>
    <message>
        <source>Shrink map</source>
        <translation>지도 줄이기</translation>
    </message>
    <message>
        <source>Rotate harbor</source>
        <translation>항구 돌리기</translation>
    </message>
    <message>
        <source>Change harbor</source>
        <translation>항구 종류 바꾸기</translation>
    </message>
    <message>
        <source>Set number</source>
        <translation>숫자 놓기</translation>
    </message>
    <message>
        <source>Change map properties</source>
        <translation>지도 속성 바꾸기</translation>
    </message>
    <message>
        <source>Set shuffle flags</source>
        <translation>섞기 표시 바꾸기</translation>
    </message>
    <message>
        <source>Derive Jerusalem sites</source>
        <translation>예루살렘 인접지역 자동 지정</translation>
    </message>
    <message>
        <source>List Jerusalem sites</source>
        <translation>예루살렘 인접지역 직접 지정</translation>
    </message>
    <message>
        <source>Paint terrain</source>
        <translation>지형 칠하기</translation>
    </message>
    <message>
        <source>Swap numbers</source>
        <translation>숫자 맞바꾸기</translation>
    </message>
    <message>
        <source>Toggle closed intersection</source>
        <translation>닫힌 꼭지점 바꾸기</translation>
    </message>
    <message>
        <source>Toggle Jerusalem site</source>
        <translation>예루살렘 인접지역 바꾸기</translation>
    </message>
</context>
<context>
    <name>canaan::editor::DraftStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>폴더를 만들 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>canaan::editor::EditorWindow</name>
    <message>
        <source>Canaan maps (*.canaanmap)</source>
        <translation>가나안 지도 (*.canaanmap)</translation>
    </message>
    <message>
        <source>&lt;the map as opened&gt;</source>
        <translation>&lt;처음 연 지도&gt;</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>균형</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>History</source>
        <translation>기록</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>새로 만들기(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export Picture…</source>
        <translation>그림으로 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Play This Map</source>
        <translation>이 지도로 게임하기(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>모두 선택(&amp;A)</translation>
    </message>
    <message>
        <source>Mark Selection for Shuffling</source>
        <translation>선택 영역을 섞기 대상으로 표시</translation>
    </message>
    <message>
        <source>Unmark Selection for Shuffling</source>
        <translation>선택 영역의 섞기 표시 지우기</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>지도(&amp;M)</translation>
    </message>
    <message>
        <source>Grow North</source>
        <translation>북쪽으로 넓히기</translation>
    </message>
    <message>
        <source>Shrink North</source>
        <translation>북쪽에서 줄이기</translation>
    </message>
    <message>
        <source>Grow South</source>
        <translation>남쪽으로 넓히기</translation>
    </message>
    <message>
        <source>Shrink South</source>
        <translation>남쪽에서 줄이기</translation>
    </message>
    <message>
        <source>Grow West</source>
        <translation>서쪽으로 넓히기</translation>
    </message>
    <message>
        <source>Shrink West</source>
        <translation>서쪽에서 줄이기</translation>
    </message>
    <message>
        <source>Grow East</source>
        <translation>동쪽으로 넓히기</translation>
    </message>
    <message>
        <source>Shrink East</source>
        <translation>동쪽에서 줄이기</translation>
    </message>
    <message>
        <source>Derive Jerusalem Sites</source>
        <translation>예루살렘 인접지역 자동 지정</translation>
    </message>
    <message>
        <source>Sites are the corners of Jerusalem that touch a numbered hex (R15); uncheck to list them yourself.</source>
        <translation>인접지역은 숫자가 있는 육각형에 닿은 예루살렘의 꼭지점입니다(R15). 직접 지정하려면 선택을 해제하십시오.</translation>
    </message>
    <message>
        <source>&amp;Random Map…</source>
        <translation>무작위 지도(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Simulate Games…</source>
        <translation>게임 시뮬레이션(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>붓</translation>
    </message>
    <message>
        <source>Paint terrain; painting beyond the map adds hexes.</source>
        <translation>지형을 칠합니다. 지도 밖을 칠하면 육각형이 추가됩니다.</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>채우기</translation>
    </message>
    <message>
        <source>Paint every connected hex of the same terrain.</source>
        <translation>이어져 있는 같은 지형의 육각형을 모두 칠합니다.</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>숫자</translation>
    </message>
    <message>
        <source>Click to set the number, drag from one hex to another to swap, or type a number over a hex.</source>
        <translation>클릭해 숫자를 놓거나, 한 육각형에서 다른 육각형으로 끌어 숫자를 맞바꾸거나, 육각형 위에서 숫자를 입력합니다.</translation>
    </message>
    <message>
        <source>Harbors</source>
        <translation>항구</translation>
    </message>
    <message>
        <source>Jerusalem Sites</source>
        <translation>예루살렘 인접지역</translation>
    </message>
    <message>
        <source>Click a corner of Jerusalem to add or remove a site.</source>
        <translation>예루살렘의 꼭지점을 클릭해 인접지역을 추가하거나 제거합니다.</translation>
    </message>
    <message>
        <source>Closed Intersections</source>
        <translation>닫힌 꼭지점</translation>
    </message>
    <message>
        <source>Click an intersection to close it to starting settlements, or open it again.</source>
        <translation>꼭지점을 클릭해 최초 정착지를 놓지 못하게 닫거나 다시 엽니다.</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>지우개</translation>
    </message>
    <message>
        <source>Remove hexes from the map.</source>
        <translation>지도에서 육각형을 없앱니다.</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>선택</translation>
    </message>
    <message>
        <source>Drag a rectangle to select; drag the selection to move it, with Ctrl to copy it.</source>
        <translation>사각형을 끌어 선택하고, 선택 영역을 끌어 옮기거나 Ctrl을 누른 채 끌어 복사합니다.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>도구 설정</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>지형</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>항구</translation>
    </message>
    <message>
        <source>3:1 any resource</source>
        <translation>3:1 모든 자원</translation>
    </message>
    <message>
        <source>2:1 %1</source>
        <translation>2:1 %1</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>제목 없는 지도</translation>
    </message>
    <message>
        <source>%1[*] – Canaan Map Editor</source>
        <translation>%1[*] – 가나안 지도 편집기</translation>
    </message>
    <message>
        <source>Cannot open the map</source>
        <translation>지도를 열 수 없습니다</translation>
    </message>
    <message>
        <source>Cannot save the map</source>
        <translation>지도를 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>저장했습니다: %1</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>지도 저장</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>지도 열기</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>그림으로 내보내기</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 그림 (*.png);;SVG 도면 (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export the picture</source>
        <translation>그림을 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Random map</source>
        <translation>무작위 지도</translation>
    </message>
    <message>
        <source>No layout met the constraints in %1 attempts. Loosen them and try again.</source>
        <translation>%1번 시도했지만 조건에 맞는 배치가 없습니다. 조건을 완화하고 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>Random map (seed %1)</source>
        <translation>무작위 지도 (시드 %1)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <source>The map has changes that are not saved. Save them first?</source>
        <translation>지도에 저장하지 않은 변경 사항이 있습니다. 먼저 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>a new map</source>
        <translation>새 지도</translation>
    </message>
    <message>
        <source>Restore draft</source>
        <translation>임시 저장본 복원</translation>
    </message>
    <message>
        <source>The editor did not close normally. Restore the unsaved draft of %1?</source>
        <translation>편집기가 정상적으로 닫히지 않았습니다. 저장하지 않은 임시 저장본을 복원하시겠습니까? (%1)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (%2)[*] – Canaan Map Editor</source>
        <translation>%1 (%2)[*] – 가나안 지도 편집기</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>좌표 표시(&amp;C)</translation>
    </message>
    <message>
        <source>Each hex&apos;s coordinates as the map file writes them</source>
        <translation>지도 파일에 적힌 대로 각 육각형의 좌표를 보여 줍니다</translation>
    </message>
    <message>
        <source>%1: %2 Drag with the middle button to pan; the wheel zooms.</source>
        <translation>%1: %2 가운데 버튼으로 끌면 화면을 옮기고, 휠로 확대·축소합니다.</translation>
    </message>
    <message>
        <source>The draft could not be written: %1</source>
        <translation>임시 저장본을 쓰지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Click sea beside land to add a harbor, click it again to rotate it; right-click it to choose its kind, rotate or remove it.</source>
        <translation>육지에 닿은 바다를 클릭하면 항구를 놓고, 다시 클릭하면 돌립니다. 항구를 오른쪽 클릭하면 종류를 고르거나 돌리거나 지울 수 있습니다.</translation>
    </message>
    <message>
        <source>Rotate Harbor</source>
        <translation>항구 돌리기</translation>
    </message>
    <message>
        <source>Remove Harbor</source>
        <translation>항구 지우기</translation>
    </message>
    <message>
        <source>Prin&amp;t Map…</source>
        <translation>지도 인쇄(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>canaan::editor::GenerateDialog</name>
    <message>
        <source>Random map</source>
        <translation>무작위 지도</translation>
    </message>
    <message>
        <source>Shuffles the terrains and numbers of the hexes marked for shuffling (all production and desert hexes when none is marked) and the harbor kinds.</source>
        <translation>섞기 대상으로 표시된 육각형의 지형과 숫자(표시가 없으면 모든 생산 육각형과 사막), 그리고 항구 종류를 섞습니다.</translation>
    </message>
    <message>
        <source>No 6 or 8 next to another 6 or 8</source>
        <translation>6이나 8끼리 이웃하지 않게</translation>
    </message>
    <message>
        <source>No equal numbers next to each other</source>
        <translation>같은 숫자끼리 이웃하지 않게</translation>
    </message>
    <message>
        <source>Shuffle the harbors</source>
        <translation>항구 섞기</translation>
    </message>
    <message>
        <source>Keep harbors of the same kind apart</source>
        <translation>같은 종류의 항구끼리 떨어뜨리기</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Fewest pips per resource</source>
        <translation>자원별 최소 점 수</translation>
    </message>
    <message>
        <source>Most pips per resource</source>
        <translation>자원별 최대 점 수</translation>
    </message>
    <message>
        <source>Move the harbors to new places along the coast</source>
        <translation>항구를 해안의 새 자리로 옮기기</translation>
    </message>
    <message>
        <source>Each harbor goes to a sea side facing land, never on the same or a neighbouring sea hex as another harbor.</source>
        <translation>각 항구는 땅을 마주한 바다 변에 놓이며, 다른 항구와 같은 바다 육각형이나 이웃한 바다 육각형에는 놓이지 않습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::editor::MapDocument</name>
    <message>
        <source>The map has %1 errors; the validation panel lists them.</source>
        <translation>지도에 오류가 %1개 있습니다. 검사 창에서 목록을 확인하십시오.</translation>
    </message>
</context>
<context>
    <name>canaan::editor::NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>새 지도</translation>
    </message>
    <message>
        <source>Canaan</source>
        <translation>가나안</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>기본판</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>열</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>행</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>규칙</translation>
    </message>
</context>
<context>
    <name>canaan::editor::PropertiesPanel</name>
    <message>
        <source>Priest</source>
        <translation>사제</translation>
    </message>
    <message>
        <source>Deborah&apos;s Song</source>
        <translation>데보라의 노래</translation>
    </message>
    <message>
        <source>Plentiful Lands</source>
        <translation>풍요의 농토</translation>
    </message>
    <message>
        <source>New Trade Route</source>
        <translation>새로운 교역로</translation>
    </message>
    <message>
        <source>Korah&apos;s Rebellion</source>
        <translation>고라의 반란</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>순례 상인</translation>
    </message>
    <message>
        <source>Improvements</source>
        <translation>진보</translation>
    </message>
    <message>
        <source>Bountiful Harvest</source>
        <translation>풍작</translation>
    </message>
    <message>
        <source>Gibeonite Trickery</source>
        <translation>기브온의 책략</translation>
    </message>
    <message>
        <source>Prophet</source>
        <translation>예언자</translation>
    </message>
    <message>
        <source>Caleb&apos;s Blessing</source>
        <translation>갈렙의 축복</translation>
    </message>
    <message>
        <source>Victory point card</source>
        <translation>승점 카드</translation>
    </message>
    <message>
        <source>Canaan</source>
        <translation>가나안</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>기본판</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>계속 진행</translation>
    </message>
    <message>
        <source>Share the win</source>
        <translation>공동 우승</translation>
    </message>
    <message>
        <source>Trade and build in any order</source>
        <translation>거래와 건설을 순서 없이</translation>
    </message>
    <message>
        <source>Title (English)</source>
        <translation>제목 (영어)</translation>
    </message>
    <message>
        <source>Title (Korean)</source>
        <translation>제목 (한국어)</translation>
    </message>
    <message>
        <source>Description (English)</source>
        <translation>설명 (영어)</translation>
    </message>
    <message>
        <source>Description (Korean)</source>
        <translation>설명 (한국어)</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>최소 참가자 수</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>최대 참가자 수</translation>
    </message>
    <message>
        <source>Victory points to win</source>
        <translation>승리에 필요한 승점</translation>
    </message>
    <message>
        <source>Jerusalem complete with a tie</source>
        <translation>동점으로 예루살렘이 완성되면</translation>
    </message>
    <message>
        <source>Bank cards per resource</source>
        <translation>자원별 은행 카드 수</translation>
    </message>
    <message>
        <source>Development cards</source>
        <translation>개발 카드</translation>
    </message>
    <message>
        <source>Building stones to complete Jerusalem</source>
        <translation>예루살렘 완성에 필요한 건축석재 수</translation>
    </message>
</context>
<context>
    <name>canaan::editor::SimulationDialog</name>
    <message>
        <source>Simulate games</source>
        <translation>게임 시뮬레이션</translation>
    </message>
    <message>
        <source>Games of computer opponents</source>
        <translation>컴퓨터 상대 게임 수</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>게임 중…</translation>
    </message>
    <message>
        <source>This map cannot be played yet: it is too large for the engine or has no place for a starting settlement.</source>
        <translation>이 지도로는 아직 게임할 수 없습니다. 엔진이 다루기에 너무 크거나 최초 정착지를 놓을 곳이 없습니다.</translation>
    </message>
    <message>
        <source>Cancelled after %1 games.</source>
        <translation>게임 %1판 후 취소했습니다.</translation>
    </message>
    <message>
        <source>%1 games played.</source>
        <translation>게임 %1판을 마쳤습니다.</translation>
    </message>
    <message>
        <source>Mean game length: %1 turns.</source>
        <translation>평균 게임 길이: %1 차례</translation>
    </message>
    <message>
        <source>Jerusalem completed in %1 of %2 games.</source>
        <translation>예루살렘 완성: 게임 %2판 중 %1판</translation>
    </message>
    <message>
        <source>Stopped by the turn limit: %1 games.</source>
        <translation>차례 제한으로 멈춘 게임: %1판</translation>
    </message>
    <message>
        <source>Seat %1 wins %2% (95% interval %3–%4%).</source>
        <translation>%1번 자리 승률: %2% (95% 구간 %3–%4%)</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>무작위 수</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>컴퓨터 난이도</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Each run starts from a new seed; set one to play a run again.</source>
        <translation>실행할 때마다 새 시드로 시작합니다. 같은 실행을 다시 하려면 시드를 입력합니다.</translation>
    </message>
    <message>
        <source>Computer level: %1, the same in every seat; seed %2.</source>
        <translation>컴퓨터 난이도: %1(모든 자리 같음). 시드: %2.</translation>
    </message>
    <message>
        <source>Seed of the next run</source>
        <translation>다음 실행의 시드</translation>
    </message>
    <message>
        <source>Computer opponents of the chosen level play on this map, the same in every seat; the chart shows how often each seat and each place in turn order wins, with its 95% interval. The figures reflect the computer players&apos; habits as well as the map.</source>
        <translation>고른 난이도의 컴퓨터 상대가 모든 자리에서 이 지도로 게임합니다. 차트는 각 자리와 차례 순서의 각 위치가 이긴 비율과 95% 구간을 보여 줍니다. 이 수치에는 지도뿐 아니라 컴퓨터 참가자의 습관도 반영됩니다.</translation>
    </message>
    <message>
        <source>Player %1 in turn order wins %2% (95% interval %3–%4%).</source>
        <translation>차례 순서 %1번째 참가자 승률: %2% (95% 구간 %3–%4%)</translation>
    </message>
    <message>
        <source>Every seat plays each place in turn order equally often, so a lean shows in the places: a place whose interval lies wholly above (or below) %1% wins more (or less) than an even map gives it, with these computer players.</source>
        <translation>모든 자리가 차례 순서의 각 위치를 똑같이 자주 맡으므로, 치우침은 차례 순서에서 드러납니다. 구간 전체가 %1%보다 높은(또는 낮은) 위치는 이 컴퓨터 참가자들로 게임할 때 공정한 지도에서보다 더 자주(또는 덜) 이깁니다.</translation>
    </message>
</context>
<context>
    <name>canaan::editor::TerrainPalette</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>canaan::editor::ValidationPanel</name>
    <message>
        <source>Error: %1</source>
        <translation>오류: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>경고: %1</translation>
    </message>
    <message>
        <source>No errors and no warnings: the map is ready to play.</source>
        <translation>오류도 경고도 없습니다. 지도로 바로 게임할 수 있습니다.</translation>
    </message>
    <message>
        <source>Errors: %1. Warnings: %2. Click one to see its place.</source>
        <translation>오류: %1. 경고: %2. 항목을 클릭하면 위치를 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>canaan::editor::WinRateChart</name>
    <message>
        <source>Seat %1</source>
        <translation>%1번 자리</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1번째 차례</translation>
    </message>
</context>
<context>
    <name>canaan::net::ConquestViewReader</name>
    <message>
        <source>a whole number from %1 to %2 is required</source>
        <translation>%1부터 %2까지의 정수가 필요합니다</translation>
    </message>
    <message>
        <source>a seat from 0 to %1 or null is required</source>
        <translation>0부터 %1까지의 자리나 null이 필요합니다</translation>
    </message>
    <message>
        <source>a seat from 0 to %1 is required</source>
        <translation>0부터 %1까지의 자리가 필요합니다</translation>
    </message>
    <message>
        <source>&quot;attacker&quot;, &quot;defender&quot; or null is required</source>
        <translation>&quot;attacker&quot;, &quot;defender&quot; 또는 null이 필요합니다</translation>
    </message>
    <message>
        <source>unknown id &quot;%1&quot;</source>
        <translation>알 수 없는 id &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <source>an array of %1 is required</source>
        <translation>%1개짜리 배열이 필요합니다</translation>
    </message>
    <message>
        <source>an array of %1 to %2 is required</source>
        <translation>%1~%2개짜리 배열이 필요합니다</translation>
    </message>
    <message>
        <source>an array of card ids is required</source>
        <translation>카드 id의 배열이 필요합니다</translation>
    </message>
    <message>
        <source>a card id is required</source>
        <translation>카드 id가 필요합니다</translation>
    </message>
    <message>
        <source>the card is listed twice</source>
        <translation>같은 카드가 두 번 있습니다</translation>
    </message>
    <message>
        <source>the seat is listed twice</source>
        <translation>같은 자리가 두 번 있습니다</translation>
    </message>
    <message>
        <source>an object is required</source>
        <translation>객체가 필요합니다</translation>
    </message>
    <message>
        <source>a nation id is required</source>
        <translation>민족 id가 필요합니다</translation>
    </message>
    <message>
        <source>the nation plays twice</source>
        <translation>같은 민족이 두 번 참가합니다</translation>
    </message>
    <message>
        <source>a spectator has no cards</source>
        <translation>관전자에게는 카드가 없습니다</translation>
    </message>
    <message>
        <source>more cards than the seat&apos;s count in players</source>
        <translation>players(참가자 목록)에 적힌 그 자리의 카드 수보다 많습니다</translation>
    </message>
    <message>
        <source>a card that is not in the hand</source>
        <translation>손패에 없는 카드입니다</translation>
    </message>
    <message>
        <source>a card that is still in the hand</source>
        <translation>아직 손패에 있는 카드입니다</translation>
    </message>
    <message>
        <source>a card that is not chosen</source>
        <translation>고르지 않은 카드입니다</translation>
    </message>
    <message>
        <source>true or false is required</source>
        <translation>true나 false가 필요합니다</translation>
    </message>
    <message>
        <source>only a draw, a discard or a lent card may be hidden</source>
        <translation>뽑은 카드, 버린 카드, 빌려준 카드만 가려질 수 있습니다</translation>
    </message>
</context>
<context>
    <name>canaan::net::TableWriter</name>
    <message>
        <source>Could not keep table %1 on disk: %2</source>
        <translation>테이블 %1의 기록을 디스크에 보관하지 못했습니다: %2</translation>
    </message>
</context>
<context>
    <name>canaan::net::WireReader</name>
    <message>
        <source>a resource both given and received, or more than 127.</source>
        <translation>같은 자원을 주면서 받거나, 127장보다 많습니다.</translation>
    </message>
    <message>
        <source>a path with two roads.</source>
        <translation>한 변에 도로가 둘 있습니다.</translation>
    </message>
    <message>
        <source>an intersection with two buildings.</source>
        <translation>한 꼭지점에 건물이 둘 있습니다.</translation>
    </message>
    <message>
        <source>not a trade answer.</source>
        <translation>거래 응답이 아닙니다.</translation>
    </message>
    <message>
        <source>cards to steal from nobody.</source>
        <translation>빼앗을 상대가 없는데 빼앗을 카드가 있습니다.</translation>
    </message>
    <message>
        <source>it does not match the seat&apos;s counts.</source>
        <translation>그 자리의 카드 수와 맞지 않습니다.</translation>
    </message>
    <message>
        <source>it does not match the other hands and the deck.</source>
        <translation>다른 참가자들의 손패와 더미에 맞지 않습니다.</translation>
    </message>
    <message>
        <source>fewer seats than the map allows.</source>
        <translation>자리가 지도가 허용하는 수보다 적습니다.</translation>
    </message>
    <message>
        <source>not a stage of the game.</source>
        <translation>게임의 단계가 아닙니다.</translation>
    </message>
    <message>
        <source>not a decision of the game.</source>
        <translation>게임의 결정이 아닙니다.</translation>
    </message>
    <message>
        <source>nobody, while the game waits for a seat.</source>
        <translation>게임이 한 자리를 기다리는데 기다리는 참가자가 지정되지 않았습니다.</translation>
    </message>
    <message>
        <source>not two dice.</source>
        <translation>주사위 두 개가 아닙니다.</translation>
    </message>
    <message>
        <source>not an object.</source>
        <translation>객체가 아닙니다.</translation>
    </message>
    <message>
        <source>not a reason for the end.</source>
        <translation>게임이 끝난 이유가 아닙니다.</translation>
    </message>
    <message>
        <source>not an event of the game.</source>
        <translation>게임의 사건이 아닙니다.</translation>
    </message>
    <message>
        <source>not a special card.</source>
        <translation>특수 카드가 아닙니다.</translation>
    </message>
    <message>
        <source>The server sent a bad %1: %2</source>
        <translation>서버가 잘못된 값을 보냈습니다(%1): %2</translation>
    </message>
    <message>
        <source>it is missing.</source>
        <translation>값이 없습니다.</translation>
    </message>
    <message>
        <source>not a whole number from %1 to %2.</source>
        <translation>%1부터 %2까지의 정수가 아닙니다.</translation>
    </message>
    <message>
        <source>not true or false.</source>
        <translation>참이나 거짓이 아닙니다.</translation>
    </message>
    <message>
        <source>not a text.</source>
        <translation>문자열이 아닙니다.</translation>
    </message>
    <message>
        <source>not a list.</source>
        <translation>목록이 아닙니다.</translation>
    </message>
    <message>
        <source>more than %1 entries.</source>
        <translation>항목이 %1개보다 많습니다.</translation>
    </message>
    <message>
        <source>a seat listed twice.</source>
        <translation>같은 자리가 두 번 있습니다.</translation>
    </message>
    <message>
        <source>not an intersection of the map.</source>
        <translation>지도의 꼭지점이 아닙니다.</translation>
    </message>
    <message>
        <source>not a path of the map.</source>
        <translation>지도의 변이 아닙니다.</translation>
    </message>
    <message>
        <source>not a hex of the map.</source>
        <translation>지도의 육각형이 아닙니다.</translation>
    </message>
    <message>
        <source>not a resource.</source>
        <translation>자원이 아닙니다.</translation>
    </message>
    <message>
        <source>not a development card.</source>
        <translation>개발 카드가 아닙니다.</translation>
    </message>
</context>
<context>
    <name>canaan::netbench</name>
    <message>
        <source>How many tables (default 10).</source>
        <translation>테이블 수입니다(기본값 10).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>canaan or classic (default canaan).</source>
        <translation>canaan(가나안) 또는 classic(기본판)입니다(기본값 canaan).</translation>
    </message>
    <message>
        <source>map</source>
        <translation>지도</translation>
    </message>
    <message>
        <source>The canaan-server to measure (default: the one built with this tool).</source>
        <translation>측정할 가나안 서버(canaan-server)입니다(기본값: 이 도구와 함께 빌드된 것).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>경로</translation>
    </message>
    <message>
        <source>The server&apos;s data folder (default: a temporary one).</source>
        <translation>서버의 데이터 폴더입니다(기본값: 임시 폴더).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>--tables must be a whole number from 1 to 2000.</source>
        <translation>--tables는 1부터 2000까지의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>canaan-server did not start: %1</source>
        <translation>가나안 서버(canaan-server)가 시작되지 않았습니다: %1</translation>
    </message>
    <message>
        <source>%1 tables of 4 client players, %2 games finished in %3 s</source>
        <translation>클라이언트 참가자 4명씩 테이블 %1개, 게임 %2개가 %3초 만에 끝났습니다</translation>
    </message>
    <message>
        <source>client actions: %1, %2 per second</source>
        <translation>클라이언트 행동: %1회, 초당 %2회</translation>
    </message>
    <message>
        <source>server memory: %1 MiB idle, %2 MiB with the tables started, %3 MiB at the end: %4 KiB per table</source>
        <translation>서버 메모리: 대기 중 %1MiB, 테이블 시작 후 %2MiB, 종료 시 %3MiB, 테이블당 %4KiB</translation>
    </message>
    <message>
        <source>server CPU: %1 s in %2 s of play (%3% of one core)</source>
        <translation>서버 CPU: 진행 %2초 동안 %1초(코어 하나의 %3%)</translation>
    </message>
    <message>
        <source>client process CPU (all players): %1 s</source>
        <translation>클라이언트 프로세스 CPU(모든 참가자): %1초</translation>
    </message>
    <message>
        <source>End every game after this many turns (R25), to bound a large run (default 0: none).</source>
        <translation>큰 측정을 제한하려고 모든 게임을 이 차례 수가 지나면 끝냅니다(R25, 기본값 0: 제한 없음).</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>차례 수</translation>
    </message>
    <message>
        <source>Stop after this many seconds of play and measure what was played (default 0: play every game to the end).</source>
        <translation>이 초만큼 진행한 뒤 멈추고 진행된 만큼 측정합니다(기본값 0: 모든 게임을 끝까지 진행).</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>초</translation>
    </message>
    <message>
        <source>--turn-limit must be a whole number from 0 to 100000.</source>
        <translation>--turn-limit(차례 제한)는 0부터 100000까지의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>--seconds must be a whole number from 0 to 86400.</source>
        <translation>--seconds는 0부터 86400까지의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>all client actions, the set-up&apos;s included: %1</source>
        <translation>준비 단계를 포함한 모든 클라이언트 행동: %1회</translation>
    </message>
    <message>
        <source>N tables of four client players, at full speed or at a person&apos;s pace, on one canaan-server.</source>
        <translation>가나안 서버(canaan-server) 하나에서 클라이언트 참가자 네 명씩 앉은 테이블 N개를 최대 속도로, 또는 사람이 두는 속도로 진행합니다.</translation>
    </message>
    <message>
        <source>Each client player waits this many milliseconds before each action, or a time drawn from MIN-MAX by its own seeded generator, like a person (default 0: at once).</source>
        <translation>클라이언트 참가자가 행동하기 전마다 이만큼(밀리초) 기다립니다. MIN-MAX로 주면 참가자마다 시드가 정해진 자기 난수 생성기로 그 범위에서 시간을 뽑아, 사람처럼 기다립니다(기본값 0: 바로 행동).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>밀리초</translation>
    </message>
    <message>
        <source>--think must be milliseconds (0 to 600000) or MIN-MAX with MIN no larger than MAX.</source>
        <translation>--think는 밀리초(0~600000)이거나, MIN이 MAX보다 크지 않은 MIN-MAX여야 합니다.</translation>
    </message>
    <message>
        <source>round trip of an action: median %1 ms, 99th percentile %2 ms, 99.9th percentile %3 ms</source>
        <translation>행동 왕복 시간: 중앙값 %1ms, 99번째 백분위수 %2ms, 99.9번째 백분위수 %3ms</translation>
    </message>
    <message>
        <source>server CPU per client action, saves included: %1 ms</source>
        <translation>클라이언트 행동 하나당 서버 CPU(저장 포함): %1ms</translation>
    </message>
    <message>
        <source>Do not connect again when a connection is lost or cannot be made (a person&apos;s app does; this shows what a client that does not meets).</source>
        <translation>연결이 끊기거나 연결할 수 없을 때 다시 연결하지 않습니다(사람이 쓰는 앱은 다시 연결합니다. 이 옵션은 다시 연결하지 않는 클라이언트가 무엇을 겪는지 보여 줍니다).</translation>
    </message>
    <message>
        <source>Give up when not every table has started after this many seconds: report what each connection of the tables not started went through, and exit with 1 (default 300).</source>
        <translation>이 초가 지나도 모든 테이블이 시작하지 않으면 그만둡니다. 시작하지 않은 테이블의 연결마다 무엇을 겪었는지 보고하고 1로 끝납니다(기본값 300).</translation>
    </message>
    <message>
        <source>--setup-seconds must be a whole number from 1 to 86400.</source>
        <translation>--setup-seconds는 1부터 86400까지의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>%1 tables need %2 open files, and this process may open only %3 (ulimit -n): raise the hard limit.</source>
        <translation>테이블 %1개에는 열린 파일 %2개가 필요하지만 이 프로세스는 %3개까지만 열 수 있습니다(ulimit -n). 하드 한도를 올리십시오.</translation>
    </message>
    <message>
        <source>connection attempts the kernel dropped at a full listen queue (the whole machine): %1</source>
        <translation>대기열이 가득 차서 커널이 버린 연결 시도(컴퓨터 전체): %1회</translation>
    </message>
    <message>
        <source>The server&apos;s log: %1 lines.</source>
        <translation>서버 로그: %1줄입니다.</translation>
    </message>
    <message>
        <source>set-up: %1 tables started in %2 s; connections made again: %3</source>
        <translation>준비: 테이블 %1개가 %2초 만에 시작했습니다. 다시 맺은 연결: %3개</translation>
    </message>
    <message>
        <source> (the last one lost: %1)</source>
        <translation> (마지막으로 끊긴 이유: %1)</translation>
    </message>
    <message>
        <source>; connected again %1 times, the last connection lost: %2</source>
        <translation>; 다시 연결 %1번, 마지막으로 끊긴 이유: %2</translation>
    </message>
    <message>
        <source>; refused: %1</source>
        <translation>; 거절됨: %1</translation>
    </message>
    <message>
        <source>The set-up did not finish in %1 s: %2 of %3 tables started.</source>
        <translation>준비가 %1초 안에 끝나지 않았습니다. 테이블 %3개 중 %2개가 시작했습니다.</translation>
    </message>
    <message>
        <source>Hosts: %1.</source>
        <translation>호스트: %1.</translation>
    </message>
    <message>
        <source>Players: %1.</source>
        <translation>참가자: %1.</translation>
    </message>
    <message>
        <source>not created</source>
        <translation>만들어지지 않음</translation>
    </message>
    <message>
        <source>Table %1 (%2): host %3</source>
        <translation>테이블 %1(%2): 호스트 %3</translation>
    </message>
    <message>
        <source>  no player connected: the table does not exist</source>
        <translation>  연결한 참가자가 없습니다. 테이블이 없습니다</translation>
    </message>
    <message>
        <source>  seat %1: %2</source>
        <translation>  %1번 자리: %2</translation>
    </message>
    <message>
        <source>… and %1 more tables not started.</source>
        <translation>… 그 밖에 시작하지 않은 테이블이 %1개 더 있습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::netbench::ConnectionTrace</name>
    <message>
        <source>not opened</source>
        <translation>열지 않음</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>닫힘</translation>
    </message>
    <message>
        <source>never connected</source>
        <translation>연결된 적 없음</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>연결됨</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>연결 중</translation>
    </message>
    <message>
        <source>%1; no message received</source>
        <translation>%1; 받은 메시지 없음</translation>
    </message>
    <message>
        <source>%1; %2 messages received, the last: %3</source>
        <translation>%1; 받은 메시지 %2개, 마지막 메시지: %3</translation>
    </message>
</context>
<context>
    <name>canaan::online</name>
    <message>
        <source>Come and play Settlers of Canaan with me: open %1
Or in Canaan: Join a network game, server %2, port %3, then Join by code %4.</source>
        <translation>가나안의 개척자를 함께 합시다! 다음 주소를 여십시오: %1
또는 가나안에서: 네트워크 게임 참가, 서버 %2, 포트 %3, 그다음 코드로 참가 %4.</translation>
    </message>
    <message>
        <source>There is no invitation link (canaan://HOST:PORT/CODE) in &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;에 가나안 초대 링크(canaan://HOST:PORT/CODE)가 없습니다.</translation>
    </message>
    <message>
        <source>%1 is not an invitation: it needs a server, a port and a table&apos;s code, as in canaan://192.168.1.5:7777/ABC234.</source>
        <translation>가나안 초대 링크가 아닙니다: %1. canaan://192.168.1.5:7777/ABC234처럼 서버, 포트, 테이블 코드가 있어야 합니다.</translation>
    </message>
</context>
<context>
    <name>canaan::online::ChatPanel</name>
    <message>
        <source>A chat line may be at most %1 characters long.</source>
        <translation>채팅 한 줄은 %1자까지 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Send the line to everyone at the table.</source>
        <translation>테이블의 모두에게 이 줄을 보냅니다.</translation>
    </message>
    <message>
        <source>C&amp;hat:</source>
        <translation>채팅(&amp;H):</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <source>A line to everyone at the table (at most %1 characters)</source>
        <translation>테이블의 모두에게 보낼 한 줄(%1자까지)</translation>
    </message>
    <message>
        <source>— %1</source>
        <extracomment>A line of the chat written by the table itself, not a person.</extracomment>
        <translation>— %1</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>행운을 빕니다!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>잘 두셨습니다!</translation>
    </message>
    <message>
        <source>Anyone want to trade?</source>
        <translation>거래하실 분 있습니까?</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>잠시만 기다려 주십시오.</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>고맙습니다!</translation>
    </message>
    <message>
        <source>C&amp;hat: %1</source>
        <translation>채팅(&amp;H): %1</translation>
    </message>
    <message>
        <source>Show the chat&apos;s lines</source>
        <translation>채팅 내용을 펼칩니다</translation>
    </message>
    <message>
        <source>Fold the chat: only the line to send shows</source>
        <translation>채팅을 접습니다. 보낼 줄만 보입니다</translation>
    </message>
    <message>
        <source>Say &quot;%1&quot; to everyone at the table</source>
        <translation>테이블의 모두에게 말하기: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>canaan::online::ConquestNetworkWindow</name>
    <message>
        <source>Conquest — table %1 at %2:%3</source>
        <translation>가나안 정복 — %2:%3의 테이블 %1</translation>
    </message>
</context>
<context>
    <name>canaan::online::CreateTableDialog</name>
    <message>
        <source>&amp;Private: not listed, joined with the table&apos;s code</source>
        <translation>비공개(&amp;P): 목록에 나오지 않고 테이블 코드로 참가합니다</translation>
    </message>
    <message>
        <source>New Network Table</source>
        <translation>새 네트워크 테이블</translation>
    </message>
    <message>
        <source>Settlers of Canaan</source>
        <translation>가나안의 개척자</translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation>가나안 정복</translation>
    </message>
    <message>
        <source>Canaan (built-in)</source>
        <translation>가나안(기본 제공)</translation>
    </message>
    <message>
        <source>Classic (built-in)</source>
        <translation>기본판(기본 제공)</translation>
    </message>
    <message>
        <source>Your own map…</source>
        <translation>내 지도…</translation>
    </message>
    <message>
        <source>The map&apos;s</source>
        <translation>지도에 정해진 규칙</translation>
    </message>
    <message>
        <source>Canaan</source>
        <translation>가나안</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>기본판</translation>
    </message>
    <message>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <source>never: the game waits</source>
        <translation>대신하지 않음: 게임이 기다립니다</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>지도(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>자리 수(&amp;S):</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>컴퓨터: 무작위</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>컴퓨터: 쉬움</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>컴퓨터: 보통</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>컴퓨터: 어려움</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>%1번 자리(&amp;%1):</translation>
    </message>
    <message>
        <source>&amp;Turns:</source>
        <translation>차례 수(&amp;T):</translation>
    </message>
    <message>
        <source>C&amp;ity tokens:</source>
        <translation>성읍 토큰(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped person:</source>
        <translation>연결이 끊긴 사람을 기다리는 시간(&amp;W):</translation>
    </message>
    <message>
        <source>After this wait a computer player plays a dropped person&apos;s seat until the person rejoins</source>
        <translation>이 시간이 지나면 연결이 끊긴 사람이 돌아올 때까지 컴퓨터 참가자가 그 자리를 대신 둡니다</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>만들기(&amp;C)</translation>
    </message>
    <message>
        <source>Each nation may play only once: choose another nation for one of the seats.</source>
        <translation>한 민족은 한 번만 참가할 수 있습니다: 자리 하나에 다른 민족을 고르십시오.</translation>
    </message>
    <message>
        <source>Your Map</source>
        <translation>내 지도</translation>
    </message>
    <message>
        <source>Canaan maps (*.canaanmap)</source>
        <translation>가나안 지도 (*.canaanmap)</translation>
    </message>
    <message>
        <source>%1 is too large to send to a server (at most %2 KiB).</source>
        <translation>파일이 너무 커서 서버에 보낼 수 없습니다(%2KiB까지): %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>파일을 읽을 수 없습니다(%1): %2</translation>
    </message>
    <message>
        <source>%1 is not a map file: %2</source>
        <translation>지도 파일이 아닙니다(%1): %2</translation>
    </message>
    <message>
        <source>Your own map: %1</source>
        <translation>내 지도: %1</translation>
    </message>
    <message>
        <source>Turn c&amp;lock:</source>
        <translation>차례 제한 시간(&amp;L):</translation>
    </message>
</context>
<context>
    <name>canaan::online::JoinDialog</name>
    <message>
        <source>Join a Network Game</source>
        <translation>네트워크 게임 참가</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>서버 주소(&amp;A):</translation>
    </message>
    <message>
        <source>Host a Network Game</source>
        <translation>네트워크 게임 열기</translation>
    </message>
    <message>
        <source>Canaan starts a game server on this computer. Friends join it with this computer&apos;s address and the port; the tables are kept in %1.</source>
        <translation>가나안이 이 컴퓨터에서 게임 서버를 시작합니다. 친구들은 이 컴퓨터의 주소와 포트로 참가합니다. 테이블은 %1에 보관됩니다.</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>포트(&amp;P):</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>참가(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>열기(&amp;H)</translation>
    </message>
    <message>
        <source>Fill in the address and your name.</source>
        <translation>주소와 이름을 입력하십시오.</translation>
    </message>
    <message>
        <source>The server could not start on port %1: %2</source>
        <translation>서버를 포트 %1에서 시작할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The name or IP address of the computer that hosts the game, or an invitation link (canaan://HOST:PORT/CODE)</source>
        <translation>게임을 여는 컴퓨터의 이름이나 IP 주소, 또는 가나안 초대 링크(canaan://HOST:PORT/CODE)</translation>
    </message>
</context>
<context>
    <name>canaan::online::LobbyTableBox</name>
    <message>
        <source>Seat %1: %2</source>
        <translation>%1번 자리: %2</translation>
    </message>
    <message>
        <source>Seat %1: free for a person</source>
        <translation>%1번 자리: 비어 있음(사람 참가자)</translation>
    </message>
    <message>
        <source>Seat %1: %2 — %3</source>
        <translation>%1번 자리: %2 — %3</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>준비됨</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>준비 안 됨</translation>
    </message>
    <message>
        <source> (away)</source>
        <translation> (자리 비움)</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (나)</translation>
    </message>
    <message>
        <source>Table %1: %2, %3. %4 watching.</source>
        <translation>테이블 %1: %2, %3. 관전 %4명.</translation>
    </message>
    <message>
        <source>Choose a table in the list and take a seat, or create one.</source>
        <translation>목록에서 테이블을 골라 자리에 앉거나 새 테이블을 만드십시오.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host starts the game</source>
        <translation>테이블의 호스트만 게임을 시작합니다</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>게임을 시작합니다</translation>
    </message>
    <message>
        <source>Every person&apos;s seat must be taken and ready</source>
        <translation>사람 참가자의 자리가 모두 차고, 모두 준비를 마쳐야 합니다</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>내 테이블</translation>
    </message>
    <message>
        <source>&amp;Ready</source>
        <translation>준비(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>게임 시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>테이블 떠나기(&amp;L)</translation>
    </message>
    <message>
        <source>Copy &amp;invitation</source>
        <translation>초대 복사(&amp;I)</translation>
    </message>
    <message>
        <source>Copy an invitation to your table, with its canaan:// link, to send to friends</source>
        <translation>친구에게 보낼 내 테이블 초대를 가나안 초대 링크(canaan://)와 함께 복사합니다</translation>
    </message>
</context>
<context>
    <name>canaan::online::LobbyTableList</name>
    <message>
        <source>%1 of %2 people</source>
        <translation>사람 %2명 중 %1명</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>지도</translation>
    </message>
    <message>
        <source>People</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>차례 제한 시간</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>자리</translation>
    </message>
</context>
<context>
    <name>canaan::online::LobbyTableReader</name>
    <message>
        <source>not a text.</source>
        <translation>문자열이 아닙니다.</translation>
    </message>
    <message>
        <source>not a table&apos;s code.</source>
        <translation>테이블 코드가 아닙니다.</translation>
    </message>
    <message>
        <source>not a table&apos;s status.</source>
        <translation>테이블 상태가 아닙니다.</translation>
    </message>
    <message>
        <source>not an object.</source>
        <translation>객체가 아닙니다.</translation>
    </message>
    <message>
        <source>longer than %1 characters.</source>
        <translation>%1자보다 깁니다.</translation>
    </message>
    <message>
        <source>not a seat&apos;s token.</source>
        <translation>자리 토큰이 아닙니다.</translation>
    </message>
</context>
<context>
    <name>canaan::online::LobbyWindow</name>
    <message>
        <source>Join by Code</source>
        <translation>코드로 참가</translation>
    </message>
    <message>
        <source>This app does not play the game &quot;%1&quot;.</source>
        <translation>이 앱에서는 할 수 없는 게임입니다: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Network Game — %1:%2</source>
        <translation>네트워크 게임 — %1:%2</translation>
    </message>
    <message>
        <source>Connected to %1:%2 as %3.</source>
        <translation>%1:%2에 연결되었습니다. 이름: %3.</translation>
    </message>
    <message>
        <source>You host this server. Friends join it with Join a Network Game at: %1</source>
        <translation>이 서버는 내가 열었습니다. 친구들은 &apos;네트워크 게임 참가&apos;에서 이 주소로 참가합니다: %1</translation>
    </message>
    <message>
        <source>Open tables</source>
        <translation>열린 테이블</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>새로 고침(F5)</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>새 테이블(&amp;N)…</translation>
    </message>
    <message>
        <source>Join by &amp;code…</source>
        <translation>코드로 참가(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Take a seat</source>
        <translation>자리에 앉기(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>관전(&amp;W)</translation>
    </message>
    <message>
        <source>Ask the server for its open tables again</source>
        <translation>서버에 열린 테이블을 다시 묻습니다</translation>
    </message>
    <message>
        <source>Take a free seat at the chosen table (or the seat chosen in your table&apos;s list)</source>
        <translation>고른 테이블의 빈자리(또는 내 테이블 목록에서 고른 자리)에 앉습니다</translation>
    </message>
    <message>
        <source>Watch the chosen table&apos;s game without a seat; a spectator sees no hand</source>
        <translation>고른 테이블의 게임을 자리 없이 관전합니다. 관전자는 누구의 손패도 볼 수 없습니다</translation>
    </message>
    <message>
        <source>Stop the Server</source>
        <translation>서버 멈추기</translation>
    </message>
    <message>
        <source>A game is in play on the server this app hosts. Closing stops the server for every player at it. Stop it?</source>
        <translation>이 앱이 연 서버에서 게임이 진행 중입니다. 닫으면 서버가 멈추고, 이 서버에서 게임하는 모든 참가자의 게임도 멈춥니다. 서버를 멈추시겠습니까?</translation>
    </message>
    <message>
        <source>The folder %1 could not be made.</source>
        <translation>폴더를 만들 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The table&apos;s &amp;code (%1 letters and digits) or its invitation link:</source>
        <translation>테이블 코드(영문자와 숫자 %1자) 또는 초대 링크(&amp;C):</translation>
    </message>
    <message>
        <source>The invitation is copied: paste it to your friends. Its link is %1</source>
        <translation>초대를 복사했습니다. 친구에게 붙여 넣어 보내십시오. 링크는 %1입니다</translation>
    </message>
</context>
<context>
    <name>canaan::online::LobbyWords</name>
    <message>
        <source>a person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>computer (random)</source>
        <translation>컴퓨터(무작위)</translation>
    </message>
    <message>
        <source>computer (easy)</source>
        <translation>컴퓨터(쉬움)</translation>
    </message>
    <message>
        <source>computer (normal)</source>
        <translation>컴퓨터(보통)</translation>
    </message>
    <message>
        <source>computer (hard)</source>
        <translation>컴퓨터(어려움)</translation>
    </message>
    <message>
        <source>Canaan</source>
        <translation>가나안</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>기본판</translation>
    </message>
    <message>
        <source>the host&apos;s own map</source>
        <translation>호스트의 지도</translation>
    </message>
    <message>
        <source>full, waiting for the host to start</source>
        <translation>자리가 다 참, 호스트의 시작을 기다리는 중</translation>
    </message>
    <message>
        <source>waiting for players</source>
        <translation>참가자를 기다리는 중</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>게임 중</translation>
    </message>
    <message>
        <source>over</source>
        <translation>끝남</translation>
    </message>
</context>
<context>
    <name>canaan::online::NetworkGameWindow</name>
    <message>
        <source>Settlers of Canaan — table %1 at %2:%3</source>
        <translation>가나안의 개척자 — %2:%3의 테이블 %1</translation>
    </message>
</context>
<context>
    <name>canaan::online::NetworkTableWindow</name>
    <message>
        <source>&amp;Leave the table</source>
        <translation>테이블 떠나기(&amp;L)</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>테이블 떠나기</translation>
    </message>
    <message>
        <source>Leave this table for good (Ctrl+W): this app will not take your seat back</source>
        <translation>이 테이블에서 완전히 나갑니다(Ctrl+W). 나간 뒤에는 이 자리로 돌아오지 않습니다</translation>
    </message>
    <message>
        <source>The game is still on. Leave the table for good? This app will not take your seat back; after the table&apos;s wait a computer player plays it.</source>
        <translation>게임이 아직 진행 중입니다. 테이블에서 완전히 나가시겠습니까? 나가면 이 자리로 돌아오지 않으며, 테이블에 정한 대기 시간이 지나면 컴퓨터 참가자가 이 자리를 맡습니다.</translation>
    </message>
    <message>
        <source>The invitation is copied: paste it to your friends.</source>
        <translation>초대를 복사했습니다. 친구에게 붙여 넣어 보내십시오.</translation>
    </message>
    <message>
        <source>%1 (seat %2) lost the connection; a computer player takes the seat over in %3 s unless they come back.</source>
        <translation>%1(%2번 자리)의 연결이 끊겼습니다. %3초 안에 돌아오지 않으면 컴퓨터 참가자가 그 자리를 맡습니다.</translation>
    </message>
    <message>
        <source>%1 (seat %2) lost the connection; the game waits for them.</source>
        <translation>%1(%2번 자리)의 연결이 끊겼습니다. 게임은 그 참가자를 기다립니다.</translation>
    </message>
    <message>
        <source>%1 (seat %2) is back.</source>
        <translation>%1(%2번 자리) 참가자가 돌아왔습니다.</translation>
    </message>
    <message>
        <source>A computer player now plays seat %1 (%2).</source>
        <translation>이제 컴퓨터 참가자가 %1번 자리(%2)를 맡습니다.</translation>
    </message>
    <message>
        <source>Copy &amp;invitation</source>
        <translation>초대 복사(&amp;I)</translation>
    </message>
    <message>
        <source>Copy an invitation to this table, with its canaan:// link, to send to friends</source>
        <translation>친구에게 보낼 이 테이블 초대를 가나안 초대 링크(canaan://)와 함께 복사합니다</translation>
    </message>
</context>
<context>
    <name>canaan::online::RefusalText</name>
    <message>
        <source>The rules do not allow that move.</source>
        <translation>규칙상 그 수는 둘 수 없습니다.</translation>
    </message>
    <message>
        <source>A chat line may be at most %1 characters long.</source>
        <translation>채팅 한 줄은 %1자까지 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>You are chatting too fast: the server takes one line every %1 seconds.</source>
        <translation>채팅이 너무 빠릅니다. 서버는 %1초에 한 줄씩 받습니다.</translation>
    </message>
    <message>
        <source>The server refused the map: %1</source>
        <translation>서버가 지도를 거부했습니다: %1</translation>
    </message>
    <message>
        <source>The server refused a field of the request: %1</source>
        <translation>서버가 요청의 항목 하나를 거부했습니다: %1</translation>
    </message>
    <message>
        <source>There is no table with the code %1.</source>
        <translation>코드가 %1인 테이블이 없습니다.</translation>
    </message>
    <message>
        <source>The server speaks another version of the protocol.</source>
        <translation>서버의 프로토콜 버전이 다릅니다.</translation>
    </message>
    <message>
        <source>The server could not read a message of this app.</source>
        <translation>서버가 이 앱의 메시지를 읽지 못했습니다.</translation>
    </message>
    <message>
        <source>The server expected a greeting first.</source>
        <translation>서버는 먼저 접속 인사를 받아야 합니다.</translation>
    </message>
    <message>
        <source>The server does not know that request.</source>
        <translation>서버가 모르는 요청입니다.</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment and try again.</source>
        <translation>메시지가 한꺼번에 너무 많습니다. 잠시 뒤에 다시 해 보십시오.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it may: no new table now.</source>
        <translation>서버의 테이블이 가득 찼습니다. 지금은 새 테이블을 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>That table has no free place.</source>
        <translation>그 테이블에는 빈자리가 없습니다.</translation>
    </message>
    <message>
        <source>Someone else has taken that seat.</source>
        <translation>다른 사람이 그 자리에 앉았습니다.</translation>
    </message>
    <message>
        <source>The server does not know this app&apos;s seat at that table any more.</source>
        <translation>서버가 그 테이블에서 이 앱의 자리를 더는 기억하지 않습니다.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host may start the game.</source>
        <translation>테이블의 호스트만 게임을 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>Take a seat first.</source>
        <translation>먼저 자리에 앉으십시오.</translation>
    </message>
    <message>
        <source>Every person&apos;s seat must be taken and ready before the start.</source>
        <translation>시작하려면 사람 참가자의 자리가 모두 차고, 모두 준비를 마쳐야 합니다.</translation>
    </message>
    <message>
        <source>The game at that table has already begun.</source>
        <translation>그 테이블의 게임은 이미 시작되었습니다.</translation>
    </message>
    <message>
        <source>The game has not begun yet.</source>
        <translation>게임이 아직 시작되지 않았습니다.</translation>
    </message>
    <message>
        <source>That move is for another seat.</source>
        <translation>다른 자리의 참가자가 둘 수입니다.</translation>
    </message>
    <message>
        <source>Chance is the server&apos;s: it rolls and draws.</source>
        <translation>주사위를 굴리고 카드를 뽑는 일은 서버가 합니다.</translation>
    </message>
    <message>
        <source>The server could not read that move.</source>
        <translation>서버가 그 수를 읽지 못했습니다.</translation>
    </message>
    <message>
        <source>This server does not offer that game yet.</source>
        <translation>이 서버는 아직 그 게임을 제공하지 않습니다.</translation>
    </message>
    <message>
        <source>The server could not set up the game.</source>
        <translation>서버가 게임을 준비하지 못했습니다.</translation>
    </message>
    <message>
        <source>The server refused the request (%1).</source>
        <translation>서버가 요청을 거부했습니다(%1).</translation>
    </message>
    <message>
        <source>You already have %1 tables of computer players only on this server: let one finish first.</source>
        <translation>이 서버에 컴퓨터 참가자만 있는 테이블이 이미 %1개 있습니다. 그중 하나가 끝난 뒤에 새로 만드십시오.</translation>
    </message>
    <message>
        <source>You already have %1 open tables on this server: a new one can be made once one of them has ended.</source>
        <translation>이 서버에 이미 열린 테이블이 %1개 있습니다. 그중 하나가 끝나면 새로 만들 수 있습니다.</translation>
    </message>
    <message>
        <source>The server cannot save tables right now (its disk may be full), so it opens no new table and gives no seat; try again later.</source>
        <translation>지금은 서버가 테이블을 저장하지 못하므로(디스크가 가득 찼을 수 있습니다) 새 테이블을 열거나 자리를 내주지 않습니다. 잠시 뒤에 다시 시도하십시오.</translation>
    </message>
</context>
<context>
    <name>canaan::online::RemoteSettlersTable</name>
    <message>
        <source>The server sent something this app cannot read (%1).</source>
        <translation>서버가 이 앱이 읽을 수 없는 것을 보냈습니다(%1).</translation>
    </message>
</context>
<context>
    <name>canaan::online::ServerLink</name>
    <message>
        <source>Connecting to %1:%2…</source>
        <translation>%1:%2에 연결하는 중…</translation>
    </message>
    <message>
        <source>The server is newer than this app: update Canaan to play there.</source>
        <translation>서버가 이 앱보다 새 버전입니다. 그 서버에서 하려면 가나안을 업데이트하십시오.</translation>
    </message>
    <message>
        <source>This app is newer than the server: the server must be updated.</source>
        <translation>이 앱이 서버보다 새 버전입니다. 서버를 업데이트해야 합니다.</translation>
    </message>
    <message>
        <source>The server at %1:%2 speaks protocol version %3, this app version %4. %5</source>
        <translation>%1:%2의 서버는 프로토콜 버전 %3, 이 앱은 버전 %4입니다. %5</translation>
    </message>
    <message numerus="yes">
        <source>The server at %1:%2 is not answering; trying again in %n s…</source>
        <translation>
            <numerusform>%1:%2의 서버가 응답하지 않습니다. %n초 뒤에 다시 시도합니다…</numerusform>
        </translation>
    </message>
    <message>
        <source>The server at %1:%2 speaks the older protocol version %3; connecting again in that version…</source>
        <translation>%1:%2의 서버는 이전 프로토콜(버전 %3)을 씁니다. 그 버전으로 다시 연결하는 중…</translation>
    </message>
</context>
<context>
    <name>canaan::replayviewer::ReplaySettlersTable</name>
    <message>
        <source>A replay takes no moves.</source>
        <translation>다시 보기에서는 수를 둘 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::replayviewer::ReplayWindow</name>
    <message>
        <source>Action %1 of %2, turn %3</source>
        <translation>행동 %2개 중 %1번째, 차례 %3</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Replay — Settlers of Canaan</source>
        <translation>다시 보기 — 가나안의 개척자</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>처음</translation>
    </message>
    <message>
        <source>Go to the start of the game</source>
        <translation>게임의 처음으로 갑니다</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>이전 차례</translation>
    </message>
    <message>
        <source>Go to the start of this turn, or of the one before</source>
        <translation>이번 차례의 처음으로, 이미 처음이면 이전 차례의 처음으로 갑니다</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>이전 결정</translation>
    </message>
    <message>
        <source>Go back to the decision before</source>
        <translation>이전 결정으로 돌아갑니다</translation>
    </message>
    <message>
        <source>Play the game on, one decision at a time</source>
        <translation>결정을 하나씩 이어서 게임을 재생합니다</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>다음 결정</translation>
    </message>
    <message>
        <source>Go on to the next decision</source>
        <translation>다음 결정으로 갑니다</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>다음 차례</translation>
    </message>
    <message>
        <source>Go on to the start of the next turn</source>
        <translation>다음 차례의 처음으로 갑니다</translation>
    </message>
    <message>
        <source>End</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Go to the end of the game</source>
        <translation>게임의 끝으로 갑니다</translation>
    </message>
    <message>
        <source>Every action of the game, from the start to the end</source>
        <translation>게임의 모든 행동, 처음부터 끝까지</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>속도(&amp;S):</translation>
    </message>
    <message>
        <source>Slow (2 s a decision)</source>
        <translation>느리게 (결정마다 2초)</translation>
    </message>
    <message>
        <source>Normal (1 s a decision)</source>
        <translation>보통 (결정마다 1초)</translation>
    </message>
    <message>
        <source>Fast (0.5 s a decision)</source>
        <translation>빠르게 (결정마다 0.5초)</translation>
    </message>
    <message>
        <source>Faster (0.2 s a decision)</source>
        <translation>더 빠르게 (결정마다 0.2초)</translation>
    </message>
    <message>
        <source>Fastest (0.05 s a decision)</source>
        <translation>가장 빠르게 (결정마다 0.05초)</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>보기(&amp;H):</translation>
    </message>
    <message>
        <source>Everything (every hand)</source>
        <translation>전체 (모든 손패)</translation>
    </message>
    <message>
        <source>What %1 saw</source>
        <translation>%1의 시점</translation>
    </message>
</context>
<context>
    <name>canaan::replayviewer::ReviewPanel</name>
    <message>
        <source>Armies at each turn&apos;s end</source>
        <translation>차례가 끝날 때의 군대 토큰</translation>
    </message>
    <message>
        <source>Victory points at each turn&apos;s end</source>
        <translation>차례가 끝날 때의 승점</translation>
    </message>
    <message>
        <source>Resources produced in each turn</source>
        <translation>차례마다 생산된 자원 카드</translation>
    </message>
    <message>
        <source>Cards stolen in each turn</source>
        <translation>차례마다 빼앗은 카드</translation>
    </message>
    <message>
        <source>Cards given in trades in each turn</source>
        <translation>차례마다 거래로 내준 카드</translation>
    </message>
    <message>
        <source>Cards discarded in each turn</source>
        <translation>차례마다 버린 카드</translation>
    </message>
    <message>
        <source>Dice rolled in each turn (their sum)</source>
        <translation>차례마다 굴린 주사위 (눈의 합)</translation>
    </message>
    <message>
        <source>Chance to win at each turn&apos;s end</source>
        <translation>차례가 끝날 때의 승리 확률</translation>
    </message>
    <message>
        <source>&amp;Games played on per turn:</source>
        <translation>차례마다 이어서 둘 게임 수(&amp;G):</translation>
    </message>
    <message>
        <source>How many games computer players play on from each turn&apos;s end to estimate each player&apos;s chance to win (0: none).</source>
        <translation>각 참가자의 승리 확률을 추정하려고 차례가 끝난 자리에서 컴퓨터 참가자가 이어서 두는 게임의 수입니다 (0: 추정하지 않음).</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>주사위</translation>
    </message>
    <message>
        <source>Estimating the chance to win from %1 games per turn: turn %2 of %3…</source>
        <translation>차례마다 게임 %1개로 승리 확률을 추정하는 중: 차례 %3개 중 %2번째…</translation>
    </message>
    <message>
        <source>The chance to win is the share of %1 games per turn, played on from the turn&apos;s end by computer players (&quot;%2&quot;), that each player won.</source>
        <translation>승리 확률은 차례가 끝난 자리에서 컴퓨터 참가자(&quot;%2&quot;)가 이어서 둔 차례마다 %1개의 게임 가운데 각 참가자가 이긴 비율입니다.</translation>
    </message>
    <message>
        <source>The chance to win is not estimated: choose how many games to play on per turn.</source>
        <translation>승리 확률을 추정하지 않았습니다. 차례마다 이어서 둘 게임 수를 고르십시오.</translation>
    </message>
    <message>
        <source>City tokens at each turn&apos;s end</source>
        <translation>차례가 끝날 때의 성읍 토큰</translation>
    </message>
</context>
<context>
    <name>canaan::rulebook::RulesViewer</name>
    <message>
        <source>Rules of Canaan</source>
        <translation>가나안 규칙</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <source>Settlers of Canaan</source>
        <translation>가나안의 개척자</translation>
    </message>
    <message>
        <source>Classic (base game)</source>
        <translation>기본판</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)</source>
        <translation>규칙 검색 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>이전 결과 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>다음 결과 (F3)</translation>
    </message>
    <message>
        <source>The rules text %1 is missing from this build.</source>
        <translation>이 빌드에는 규칙 문서 %1 파일이 없습니다.</translation>
    </message>
    <message>
        <source>No match for “%1”</source>
        <translation>“%1” 검색 결과 없음</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>%2개 중 %1번째</translation>
    </message>
    <message>
        <source>Conquest</source>
        <extracomment>The second game, the card-and-dice game (가나안 정복 in the glossary).</extracomment>
        <translation>가나안 정복</translation>
    </message>
</context>
<context>
    <name>canaan::server::Main</name>
    <message>
        <source>Unknown language &quot;%1&quot; for --lang: use en or ko.</source>
        <translation>--lang에 알 수 없는 언어 &quot;%1&quot;입니다. en 또는 ko를 쓰십시오.</translation>
    </message>
    <message>
        <source>Could not keep table %1 on disk: %2</source>
        <translation>테이블 %1의 기록을 디스크에 보관하지 못했습니다: %2</translation>
    </message>
    <message>
        <source>Could not start: %1</source>
        <translation>시작하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>A kept table could not be resumed: %1</source>
        <translation>보관된 테이블을 이어 가지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Listening on port %1 (%2), %3 tables resumed.</source>
        <translation>포트 %1(%2)에서 연결을 받습니다. 테이블 %3개를 이어 갑니다.</translation>
    </message>
    <message>
        <source>The game of table %1 is over.</source>
        <translation>테이블 %1의 게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Table %1 was removed after its end.</source>
        <translation>끝난 테이블을 정리했습니다: %1.</translation>
    </message>
    <message>
        <source>Dropped a connection from %1: it did not read what the server sent (%2 bytes waiting).</source>
        <translation>%1의 연결을 끊었습니다. 서버가 보낸 내용을 읽지 않았습니다(보내지 못한 데이터 %2바이트).</translation>
    </message>
    <message>
        <source>Stopping on %1: writing every table.</source>
        <translation>%1 신호를 받아 멈춥니다. 모든 테이블을 기록합니다.</translation>
    </message>
    <message>
        <source>Stopped; without --data no table was kept.</source>
        <translation>멈췄습니다. --data가 없어 보관한 테이블은 없습니다.</translation>
    </message>
    <message>
        <source>Stopped with every table written to %1.</source>
        <translation>모든 테이블을 %1에 기록하고 멈췄습니다.</translation>
    </message>
    <message>
        <source>A kept table was resumed with its last action lost: %1</source>
        <translation>보관된 테이블을 이어 가지만 마지막 행동 하나는 잃었습니다: %1</translation>
    </message>
</context>
<context>
    <name>canaan::server::Options</name>
    <message>
        <source>The Canaan network game server: it holds every table&apos;s game, and players join it with Join a network game.</source>
        <translation>가나안 네트워크 게임 서버입니다. 모든 테이블의 게임을 보관하며, 참가자는 &apos;네트워크 게임 참가&apos;로 접속합니다.</translation>
    </message>
    <message>
        <source>The TCP port to listen on (default 7531; 0 picks a free one).</source>
        <translation>연결을 받을 TCP 포트입니다(기본값 7531, 0이면 빈 포트를 고릅니다).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>The address to listen on (default: all; 127.0.0.1 for this computer only).</source>
        <translation>연결을 받을 주소입니다(기본값: 모두, 이 컴퓨터에서만 받으려면 127.0.0.1).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>주소</translation>
    </message>
    <message>
        <source>The folder that keeps every table, so a restart resumes them (default: none).</source>
        <translation>모든 테이블을 보관하는 폴더입니다. 다시 시작하면 그 테이블들을 이어 갑니다(기본값: 없음).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>The most tables at once (default 500).</source>
        <translation>동시에 열 수 있는 최대 테이블 수입니다(기본값 500).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>A PEM certificate: serve wss:// (needs --key).</source>
        <translation>PEM 인증서입니다. wss://로 제공합니다(--key가 필요합니다).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>The PEM private key of --cert.</source>
        <translation>--cert의 PEM 개인 키입니다.</translation>
    </message>
    <message>
        <source>The language of this program&apos;s messages: en or ko.</source>
        <translation>이 프로그램 메시지의 언어입니다: en 또는 ko.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;: canaan-server takes only options.</source>
        <translation>예상하지 못한 인수 &quot;%1&quot;입니다. 가나안 서버(canaan-server)는 옵션만 받습니다.</translation>
    </message>
    <message>
        <source>--port must be a whole number from 0 to 65535, not &quot;%1&quot;.</source>
        <translation>--port는 0부터 65535까지의 정수여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--address must be an IP address such as 127.0.0.1, not &quot;%1&quot;.</source>
        <translation>--address는 127.0.0.1 같은 IP 주소여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--max-tables must be a whole number from 1 to 100000, not &quot;%1&quot;.</source>
        <translation>--max-tables는 1부터 100000까지의 정수여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--data must be a folder; &quot;%1&quot; is a file.</source>
        <translation>--data에는 폴더를 주어야 합니다. 다음은 파일입니다: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--cert and --key go together: give both for wss://, or neither.</source>
        <translation>--cert와 --key는 함께 씁니다. wss://를 쓰려면 둘 다 주고, 아니면 둘 다 빼십시오.</translation>
    </message>
    <message>
        <source>How long a finished table stays before it is removed; its save stays in DATA/finished/ (default 600).</source>
        <translation>끝난 테이블을 지우기 전까지 남겨 두는 시간입니다. 그 저장 파일은 DATA/finished/에 남습니다(기본 600).</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>초</translation>
    </message>
    <message>
        <source>--keep-finished must be a whole number of seconds from 0 to %1, not &quot;%2&quot;.</source>
        <translation>--keep-finished는 0부터 %1까지의 정수 초여야 합니다. 받은 값: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The most open tables created from one client address (default %1).</source>
        <translation>클라이언트 주소 하나에서 만들 수 있는 열린 테이블의 최대 개수입니다(기본값 %1).</translation>
    </message>
    <message>
        <source>--tables-per-address must be a whole number from 1 to 100000, not &quot;%1&quot;.</source>
        <translation>--tables-per-address는 1부터 100000까지의 정수여야 합니다. 받은 값: &quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>canaan::session::About</name>
    <message>
        <source>About Canaan</source>
        <translation>가나안 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Settlers of Canaan %1&lt;/h3&gt;&lt;p&gt;The board game Settlers of Canaan, a Bible-themed variant of Catan, for 2 to 4 tribes of Israel at one computer, against the computer or each other.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;가나안의 개척자 %1&lt;/h3&gt;&lt;p&gt;성경을 배경으로 한 카탄의 변형 보드게임 가나안의 개척자입니다. 이스라엘 부족 2~4개가 한 컴퓨터에서 컴퓨터 또는 서로를 상대로 겨룹니다.&lt;/p&gt;&lt;p&gt;Qt %2 기반으로 만들었습니다.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>canaan::session::ComputerSpeed</name>
    <message>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>즉시</translation>
    </message>
</context>
<context>
    <name>canaan::session::ConquestModule</name>
    <message>
        <source>Conquest</source>
        <translation>가나안 정복</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>게임을 열 수 없습니다</translation>
    </message>
</context>
<context>
    <name>canaan::session::EndScreen</name>
    <message>
        <source>Nobody won</source>
        <translation>승자 없음</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>승리: %1</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>공동 우승: %1</translation>
    </message>
    <message>
        <source>The game ended in turn %1 when a player reached %2 victory points.</source>
        <translation>한 참가자가 승점 %2점에 도달하여 %1번째 차례에 게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>The game ended in turn %1 when Jerusalem was completed: the most victory points won.</source>
        <translation>예루살렘이 완성되어 %1번째 차례에 게임이 끝났습니다. 승점이 가장 많은 참가자가 이겼습니다.</translation>
    </message>
    <message>
        <source>The game ended in turn %1 when Jerusalem was completed with a tie: the tied players share the victory.</source>
        <translation>%1번째 차례에 예루살렘이 동점으로 완성되어 게임이 끝났습니다. 동점인 참가자들의 공동 우승입니다.</translation>
    </message>
    <message>
        <source>The game stopped at the turn limit (turn %1).</source>
        <translation>차례 제한에 걸려 게임이 멈췄습니다(%1번째 차례).</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>게임이 아직 끝나지 않았습니다.</translation>
    </message>
    <message>
        <source>The Game Is Over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>승점</translation>
    </message>
    <message>
        <source>Resources produced by the dice</source>
        <translation>주사위로 생산한 자원</translation>
    </message>
    <message numerus="yes">
        <source>Dice: %n roll(s); the bars are the rolls, the dashed line what two dice give on average</source>
        <translation>
            <numerusform>주사위: %n번 굴림. 막대는 나온 횟수, 점선은 주사위 두 개의 평균 기대 횟수입니다</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>재대결(&amp;R)</translation>
    </message>
    <message>
        <source>The same players, map and rules, with new dice</source>
        <translation>같은 참가자, 지도와 규칙으로 주사위만 새로</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>참가자</translation>
    </message>
    <message>
        <source>Victory point cards</source>
        <translation>승점 카드</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>가장 긴 도로</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>최강 기사단</translation>
    </message>
    <message>
        <source>Most Priests</source>
        <translation>가장 많은 사제</translation>
    </message>
    <message>
        <source>King&apos;s Blessing</source>
        <translation>왕의 축복</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>%1 (%2 VP)</source>
        <translation>%1 (승점 %2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2개</translation>
    </message>
    <message>
        <source>%1 were tied on %2 VP; the tie went to the most building stones laid in Jerusalem (%3).</source>
        <translation>승점 %2점 동점: %1. 예루살렘에 건축석재를 가장 많이 놓은 참가자가 이겼습니다(%3).</translation>
    </message>
    <message>
        <source>Settlements (VP)</source>
        <translation>정착지 (승점)</translation>
    </message>
    <message>
        <source>Cities (VP)</source>
        <translation>도시 (승점)</translation>
    </message>
    <message>
        <source>Total VP</source>
        <translation>승점 합계</translation>
    </message>
    <message>
        <source>Building stones (tie-break)</source>
        <translation>건축석재 (동점 처리)</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>주사위</translation>
    </message>
    <message>
        <source>Victory points per turn</source>
        <translation>차례별 승점</translation>
    </message>
</context>
<context>
    <name>canaan::session::GameMainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Close to the Start Screen</source>
        <translation>닫고 시작 화면으로(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>시스템 언어(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Computer Speed</source>
        <translation>컴퓨터 속도(&amp;C)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Canaan</source>
        <translation>가나안 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>제목 없는 게임</translation>
    </message>
    <message>
        <source>%1[*] — Settlers of Canaan</source>
        <translation>%1[*] — 가나안의 개척자</translation>
    </message>
    <message>
        <source>The autosave could not be written: %1</source>
        <translation>자동 저장 파일을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2</source>
        <translation>게임을 저장할 수 없습니다: %1
%2</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>저장했습니다: %1</translation>
    </message>
    <message>
        <source>game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <source>Saved games (*.canaansave)</source>
        <translation>저장된 게임 (*.canaansave)</translation>
    </message>
    <message>
        <source>Unsaved Turns</source>
        <translation>저장하지 않은 차례</translation>
    </message>
    <message>
        <source>The game has turns that are not saved in a file. Save them?</source>
        <translation>파일에 저장하지 않은 차례가 있습니다. 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>The autosave keeps the game either way: Continue on the start screen resumes it.</source>
        <translation>어느 쪽이든 자동 저장에 게임이 남습니다. 시작 화면의 &apos;이어하기&apos;로 다시 할 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>저장하지 않기(&amp;D)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>네트워크 게임 참가(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>네트워크 게임 열기(&amp;H)…</translation>
    </message>
    <message>
        <source>Another copy of Canaan is running and keeps the autosave: save this game yourself (Ctrl+S).</source>
        <translation>다른 가나안 창이 실행 중이며 자동 저장을 맡고 있습니다. 이 게임은 직접 저장하십시오(Ctrl+S).</translation>
    </message>
    <message>
        <source>Open &amp;Replay…</source>
        <translation>다시 보기 열기(&amp;R)…</translation>
    </message>
</context>
<context>
    <name>canaan::session::GameModule</name>
    <message>
        <source>%1 at a network table is not offered yet.</source>
        <translation>네트워크 테이블에서는 아직 할 수 없는 게임입니다: %1.</translation>
    </message>
</context>
<context>
    <name>canaan::session::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>참가자</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>참가자 수(&amp;N):</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>%1번 자리(&amp;%1):</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>컴퓨터 (쉬움)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>컴퓨터 (보통)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>컴퓨터 (어려움)</translation>
    </message>
    <message>
        <source>A person at this screen, or a computer player and how well it plays</source>
        <translation>이 화면 앞의 사람, 또는 컴퓨터 참가자와 그 실력</translation>
    </message>
    <message>
        <source>The name shown in the game; empty: the tribe&apos;s name</source>
        <translation>게임에 보일 이름. 비워 두면 부족 이름</translation>
    </message>
    <message>
        <source>The colour of this player&apos;s pieces</source>
        <translation>이 참가자의 말 색깔</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>빨강</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>파랑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>하양</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>주황</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>초록</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>갈색</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>지도</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <source>Play on a map file of your own (*.canaanmap)</source>
        <translation>직접 만든 지도 파일로 하기 (*.canaanmap)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation>규칙(&amp;U):</translation>
    </message>
    <message>
        <source>Settlers of Canaan</source>
        <translation>가나안의 개척자</translation>
    </message>
    <message>
        <source>Classic (base game)</source>
        <translation>기본판</translation>
    </message>
    <message>
        <source>&amp;Victory points to win:</source>
        <translation>승리에 필요한 승점(&amp;V):</translation>
    </message>
    <message>
        <source>Building st&amp;ones to complete Jerusalem:</source>
        <translation>예루살렘 완성에 필요한 건축석재(&amp;O):</translation>
    </message>
    <message>
        <source>Jerusalem complete, t&amp;ied:</source>
        <translation>예루살렘 완성 때 동점이면(&amp;I):</translation>
    </message>
    <message>
        <source>Play on until one leads</source>
        <translation>한 명이 앞설 때까지 계속</translation>
    </message>
    <message>
        <source>The tied players share the win</source>
        <translation>동점인 참가자들의 공동 우승</translation>
    </message>
    <message>
        <source>Ban&amp;k, cards per resource:</source>
        <translation>은행의 자원별 카드 수(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Trade after building in the same turn</source>
        <translation>같은 차례에 건설한 뒤에도 거래(&amp;T)</translation>
    </message>
    <message>
        <source>Off: once a player builds or buys, he may not trade again that turn</source>
        <translation>끄면: 참가자가 건설하거나 구입한 뒤에는 그 차례에 다시 거래할 수 없습니다</translation>
    </message>
    <message>
        <source>Victory point &amp;cards in the deck:</source>
        <translation>더미의 승점 카드 수(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Restore the Map&apos;s Rules</source>
        <translation>지도의 규칙으로 되돌리기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation>게임 시작(&amp;S)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>%1 (built in)</source>
        <translation>%1 (기본 제공)</translation>
    </message>
    <message>
        <source>This map cannot be played: %1</source>
        <translation>이 지도로는 할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Choose a Map</source>
        <translation>지도 선택</translation>
    </message>
    <message>
        <source>Canaan maps (*.canaanmap)</source>
        <translation>가나안 지도 (*.canaanmap)</translation>
    </message>
    <message>
        <source>This map is made for one ruleset only</source>
        <translation>이 지도는 한 가지 규칙 전용입니다</translation>
    </message>
    <message>
        <source>&amp;Priest cards in the deck:</source>
        <translation>더미의 사제 카드 수(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Knight cards in the deck:</source>
        <translation>더미의 기사 카드 수(&amp;K):</translation>
    </message>
    <message>
        <source>Choose a map that loads</source>
        <translation>불러올 수 있는 지도를 고르십시오</translation>
    </message>
    <message>
        <source>%1 (cannot be played)</source>
        <translation>%1 (이 지도로는 할 수 없음)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be played: %2</source>
        <translation>%1: 이 지도로는 할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Turn c&amp;lock:</source>
        <translation>차례 제한 시간(&amp;L):</translation>
    </message>
    <message>
        <source>Prin&amp;t Map…</source>
        <translation>지도 인쇄(&amp;T)…</translation>
    </message>
    <message>
        <source>Print the chosen map at real size as a PDF, to play on a table with real pieces</source>
        <translation>고른 지도를 실제 크기의 PDF로 인쇄합니다. 실물 말을 놓고 탁자에서 할 수 있습니다</translation>
    </message>
</context>
<context>
    <name>canaan::session::Session</name>
    <message>
        <source>Open Game</source>
        <translation>게임 열기</translation>
    </message>
    <message>
        <source>The game could not be resumed: action %1 of its log is not legal here.</source>
        <translation>게임을 이어할 수 없습니다: 기록의 %1번 행동이 규칙에 맞지 않습니다.</translation>
    </message>
    <message>
        <source>The saved game could not be opened:
%1</source>
        <translation>저장된 게임을 열 수 없습니다:
%1</translation>
    </message>
    <message>
        <source>Open Saved Game</source>
        <translation>저장된 게임 열기</translation>
    </message>
    <message>
        <source>Saved games (*.canaansave)</source>
        <translation>저장된 게임 (*.canaansave)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>이어하기</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>이어할 게임이 없습니다.</translation>
    </message>
    <message>
        <source>It could not be moved aside and is still at %1.</source>
        <translation>파일을 옮기지 못해 그대로 두었습니다: %1</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>다음 이름으로 보관했습니다: %1</translation>
    </message>
    <message>
        <source>The autosaved game is damaged and cannot be resumed:
%1

%2</source>
        <translation>자동 저장된 게임이 손상되어 이어할 수 없습니다:
%1

%2</translation>
    </message>
    <message>
        <source>Opening the saved game…</source>
        <translation>저장된 게임을 여는 중입니다…</translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation>다시 보기 열기</translation>
    </message>
</context>
<context>
    <name>canaan::session::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>&amp;Computer players&apos; speed:</source>
        <translation>컴퓨터 참가자 속도(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Offer to resume an interrupted game at start</source>
        <translation>시작할 때 중단된 게임을 이어할지 묻기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Forget the Recently Used Maps</source>
        <translation>최근 사용한 지도 목록 지우기(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
</context>
<context>
    <name>canaan::session::SettlersModule</name>
    <message>
        <source>Settlers of Canaan</source>
        <translation>가나안의 개척자</translation>
    </message>
    <message>
        <source>The server&apos;s game could not be read: %1</source>
        <translation>서버의 게임을 읽을 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::ActionAvailability</name>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Wait until it is your turn.</source>
        <translation>자기 차례가 될 때까지 기다리십시오.</translation>
    </message>
    <message>
        <source>Not now: the game waits for %1.</source>
        <translation>지금은 할 수 없습니다. 기다리는 것: %1.</translation>
    </message>
    <message>
        <source>You hold no development card.</source>
        <translation>가진 개발 카드가 없습니다.</translation>
    </message>
    <message>
        <source>None of your development cards can be played now.</source>
        <translation>지금 사용할 수 있는 개발 카드가 없습니다.</translation>
    </message>
    <message>
        <source>After paying for a building stone you would have no card left for the toll.</source>
        <translation>건축석재 값을 치르고 나면 사용료로 낼 카드가 남지 않습니다.</translation>
    </message>
    <message>
        <source>There is no place where you may build it now.</source>
        <translation>지금은 건설할 수 있는 곳이 없습니다.</translation>
    </message>
    <message>
        <source>You have no cards to trade.</source>
        <translation>거래할 카드가 없습니다.</translation>
    </message>
    <message>
        <source>No trade is possible now.</source>
        <translation>지금은 거래할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::ActionChooser</name>
    <message>
        <source>Choose</source>
        <translation>선택</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::ActionText</name>
    <message>
        <source>Play %1 and take %2.</source>
        <translation>%1 카드를 사용하여 다음을 받습니다: %2.</translation>
    </message>
    <message>
        <source>Play %1 and take %2 and %3.</source>
        <translation>%1 카드를 사용하여 다음을 받습니다: %2, %3.</translation>
    </message>
    <message>
        <source>Play %1 and claim every %2.</source>
        <translation>%1 카드를 사용하여 다른 참가자들의 %2 카드를 모두 가져옵니다.</translation>
    </message>
    <message>
        <source>Play %1 on the settlement at intersection %2.</source>
        <translation>%1 카드를 %2번 꼭지점의 정착지에 사용합니다.</translation>
    </message>
    <message>
        <source>Play %1 on the building at intersection %2.</source>
        <translation>%1 카드를 %2번 꼭지점의 건물에 사용합니다.</translation>
    </message>
    <message>
        <source>Play %1 against %2.</source>
        <translation>%1 카드를 %2에게 사용합니다.</translation>
    </message>
    <message>
        <source>Play %1 for a settlement at intersection %2.</source>
        <translation>%1 카드를 사용하여 %2번 꼭지점에 정착지를 놓습니다.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>%1 카드를 사용합니다.</translation>
    </message>
    <message>
        <source>Let chance decide.</source>
        <translation>운에 맡깁니다.</translation>
    </message>
    <message>
        <source>Place the starting settlement at intersection %1.</source>
        <translation>%1번 꼭지점에 최초 정착지를 놓습니다.</translation>
    </message>
    <message>
        <source>Place the starting road on path %1.</source>
        <translation>%1번 변에 최초 도로를 놓습니다.</translation>
    </message>
    <message>
        <source>Take the starting resources of the settlement at intersection %1.</source>
        <translation>%1번 꼭지점의 정착지에서 최초 자원을 받습니다.</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>주사위를 굴립니다.</translation>
    </message>
    <message>
        <source>Discard one %1.</source>
        <translation>%1 1장을 버립니다.</translation>
    </message>
    <message>
        <source>Move the Plague to hex %1 and rob nobody.</source>
        <translation>역병을 %1번 육각형으로 옮기고 아무에게서도 빼앗지 않습니다.</translation>
    </message>
    <message>
        <source>Move the Plague to hex %1 and rob %2.</source>
        <translation>역병을 %1번 육각형으로 옮기고 %2에게서 카드를 빼앗습니다.</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>다음을 고릅니다: %1.</translation>
    </message>
    <message>
        <source>Build a road on path %1.</source>
        <translation>%1번 변에 도로를 건설합니다.</translation>
    </message>
    <message>
        <source>Build a settlement at intersection %1.</source>
        <translation>%1번 꼭지점에 정착지를 건설합니다.</translation>
    </message>
    <message>
        <source>Build a city at intersection %1.</source>
        <translation>%1번 꼭지점에 도시를 건설합니다.</translation>
    </message>
    <message>
        <source>Buy a development card.</source>
        <translation>개발 카드를 삽니다.</translation>
    </message>
    <message>
        <source>Add a building stone to Jerusalem.</source>
        <translation>예루살렘에 건축석재를 놓습니다.</translation>
    </message>
    <message>
        <source>Add a building stone to Jerusalem and pay %1 one %2 as toll.</source>
        <translation>예루살렘에 건축석재를 놓고 %1에게 사용료로 %2 1장을 냅니다.</translation>
    </message>
    <message>
        <source>Trade %1 %2 with the bank for one %3.</source>
        <translation>은행과 거래하여 %2 %1장을 주고 %3 1장을 받습니다.</translation>
    </message>
    <message>
        <source>Offer a trade.</source>
        <translation>거래를 제안합니다.</translation>
    </message>
    <message>
        <source>Reject the offer.</source>
        <translation>제안을 거절합니다.</translation>
    </message>
    <message>
        <source>Accept the offer.</source>
        <translation>제안을 받아들입니다.</translation>
    </message>
    <message>
        <source>Make a counter-offer.</source>
        <translation>역제안을 합니다.</translation>
    </message>
    <message>
        <source>Withdraw the offer.</source>
        <translation>제안을 거둡니다.</translation>
    </message>
    <message>
        <source>Trade with %1.</source>
        <translation>거래 상대: %1.</translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation>차례를 마칩니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::BankTradeGrid</name>
    <message>
        <source>You need %1 %2 and hold %3.</source>
        <translation>%2 %1장이 필요한데 %3장을 갖고 있습니다.</translation>
    </message>
    <message>
        <source>The bank has no %1 left.</source>
        <translation>은행에 남은 %1 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Not your decision now.</source>
        <translation>지금은 내가 결정할 차례가 아닙니다.</translation>
    </message>
    <message>
        <source>%1:1</source>
        <extracomment>A maritime trade rate, e.g. &quot;4:1&quot;.</extracomment>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>Give %1 %2, receive 1 %3.</source>
        <translation>%2 %1장을 주고 %3 1장을 받습니다.</translation>
    </message>
    <message>
        <source>Trade with the bank
Nobody has taken the screen.</source>
        <translation>은행과 거래
아직 아무도 화면을 넘겨받지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::BasicDecisionDialog</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::ClockBox</name>
    <message>
        <source>No turn clock</source>
        <translation>차례 제한 시간 없음</translation>
    </message>
    <message>
        <source>%1 seconds per decision</source>
        <translation>결정마다 %1초</translation>
    </message>
    <message>
        <source>How long a person may take over each decision; when the time runs out, the computer makes that decision for him</source>
        <translation>사람이 결정 하나에 쓸 수 있는 시간입니다. 시간이 다 되면 컴퓨터가 그 결정을 대신 내립니다</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::DialogText</name>
    <message>
        <source>Player %1</source>
        <translation>참가자 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A count of resource cards, e.g. &quot;2 Lumber&quot;.</extracomment>
        <translation>%2 %1장</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>intersection %1</source>
        <translation>꼭지점 %1</translation>
    </message>
    <message>
        <source>%1 (intersection %2)</source>
        <extracomment>An intersection named by the hexes that meet there, e.g. &quot;Forest 5 · Fields 6 · Sea&quot;.</extracomment>
        <translation>%1 (꼭지점 %2)</translation>
    </message>
    <message>
        <source>Move the robber to another hex and take a random card from a player with a building there.</source>
        <translation>도둑을 다른 육각형으로 옮기고, 그곳에 건물이 있는 참가자 한 명에게서 카드 1장을 무작위로 가져옵니다.</translation>
    </message>
    <message>
        <source>Move the Plague to another numbered hex and take a random card from a player with a building there.</source>
        <translation>역병을 숫자가 있는 다른 육각형으로 옮기고, 그곳에 건물이 있는 참가자 한 명에게서 카드 1장을 무작위로 가져옵니다.</translation>
    </message>
    <message>
        <source>Every player, starting with you, takes one resource of his choice from the bank.</source>
        <translation>나부터 차례대로 모든 참가자가 은행에서 원하는 자원 1장을 가져갑니다.</translation>
    </message>
    <message>
        <source>Take any two resources from the bank.</source>
        <translation>은행에서 원하는 자원 2장을 가져옵니다.</translation>
    </message>
    <message>
        <source>Build two roads for free.</source>
        <translation>도로 2개를 무료로 건설합니다.</translation>
    </message>
    <message>
        <source>Name a resource: every other player gives you all his cards of it.</source>
        <translation>자원 하나를 고르면 다른 모든 참가자가 그 자원의 카드를 모두 나에게 줍니다.</translation>
    </message>
    <message>
        <source>For the rest of this turn, trade with the bank at 2:1 in any resource.</source>
        <translation>이번 차례가 끝날 때까지 모든 자원을 2:1로 은행과 거래합니다.</translation>
    </message>
    <message>
        <source>Upgrade one of your settlements to a city for just 1 Ore and 1 Grain.</source>
        <translation>광물 1장과 곡물 1장만으로 정착지 하나를 도시로 승급합니다.</translation>
    </message>
    <message>
        <source>One of your settlements or cities produces once from every numbered hex it touches.</source>
        <translation>정착지나 도시 하나가 맞닿은 숫자 육각형마다 한 번씩 생산합니다.</translation>
    </message>
    <message>
        <source>Take two random resource cards from an opponent of your choice.</source>
        <translation>원하는 상대 한 명에게서 자원 카드 2장을 무작위로 가져옵니다.</translation>
    </message>
    <message>
        <source>Take the top development card for free; it cannot be played this turn.</source>
        <translation>개발 카드 맨 위 1장을 무료로 가져옵니다. 이 카드는 이번 차례에 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>Build one settlement for free, by the normal placement rules.</source>
        <translation>보통의 배치 규칙에 따라 정착지 하나를 무료로 건설합니다.</translation>
    </message>
    <message>
        <source>Counts one victory point while you hold it.</source>
        <translation>갖고 있는 동안 승점 1점이 됩니다.</translation>
    </message>
    <message>
        <source>Reveal it: it counts one victory point from now on.</source>
        <translation>공개하면 이제부터 승점 1점이 됩니다.</translation>
    </message>
    <message>
        <source>You cannot both give and receive %1.</source>
        <translation>같은 자원을 주고받을 수는 없습니다: %1.</translation>
    </message>
    <message>
        <source>Choose the cards you give.</source>
        <translation>줄 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the cards you ask for.</source>
        <translation>받을 카드를 고르십시오.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::DiceStatsPanel</name>
    <message numerus="yes">
        <source>Dice so far: %n roll(s). The bars are the rolls, the dashed line what two dice give on average.</source>
        <translation>
            <numerusform>지금까지 주사위: %n번 굴림. 막대는 나온 횟수, 점선은 주사위 두 개의 평균 기대 횟수입니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::DiscardDialog</name>
    <message>
        <source>Discard Cards</source>
        <translation>카드 버리기</translation>
    </message>
    <message numerus="yes">
        <source>A 7 was rolled and you hold %n cards: choose the %1 you discard.</source>
        <translation>
            <numerusform>7이 나왔고 카드를 %n장 갖고 있습니다. 버릴 카드 %1장을 고르십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards to discard</source>
        <translation>버릴 카드</translation>
    </message>
    <message numerus="yes">
        <source>%n more to choose.</source>
        <translation>
            <numerusform>%n장 더 고르십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>All chosen.</source>
        <translation>모두 골랐습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n too many chosen.</source>
        <translation>
            <numerusform>%n장을 너무 많이 골랐습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards still to choose: %1.</source>
        <translation>더 골라야 할 카드: %1장.</translation>
    </message>
    <message>
        <source>You chose too many: discard exactly %1.</source>
        <translation>너무 많이 골랐습니다. 정확히 %1장을 버리십시오.</translation>
    </message>
    <message>
        <source>These cards cannot be discarded now.</source>
        <translation>지금은 이 카드들을 버릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::EventText</name>
    <message>
        <source>%1 rolled %2 to decide who starts.</source>
        <translation>%1: 시작 참가자를 정하는 주사위 %2.</translation>
    </message>
    <message>
        <source>%1 starts the game.</source>
        <translation>%1: 게임을 먼저 시작합니다.</translation>
    </message>
    <message>
        <source>%1 placed a settlement.</source>
        <translation>%1: 정착지를 놓았습니다.</translation>
    </message>
    <message>
        <source>%1 built a road.</source>
        <translation>%1: 도로를 건설했습니다.</translation>
    </message>
    <message>
        <source>%1 built a city.</source>
        <translation>%1: 도시를 건설했습니다.</translation>
    </message>
    <message>
        <source>%1 received %2 %3.</source>
        <translation>%1: %3 %2장을 받았습니다.</translation>
    </message>
    <message>
        <source>%1 rolled %2 + %3 = %4.</source>
        <translation>%1: 주사위 %2 + %3 = %4.</translation>
    </message>
    <message>
        <source>The bank is short of %1, so nobody receives it this roll.</source>
        <translation>은행에 남은 %1 카드가 모자라 이번 굴림에서는 아무도 받지 못합니다.</translation>
    </message>
    <message>
        <source>A black stone was added to Jerusalem.</source>
        <translation>예루살렘에 검은 돌이 하나 놓였습니다.</translation>
    </message>
    <message>
        <source>%1 discarded one %2.</source>
        <translation>%1: %2 1장을 버렸습니다.</translation>
    </message>
    <message>
        <source>%1 moved the Plague.</source>
        <translation>%1: 역병을 옮겼습니다.</translation>
    </message>
    <message>
        <source>%1 took one %2 from %3.</source>
        <translation>%1: %3에게서 %2 1장을 빼앗았습니다.</translation>
    </message>
    <message>
        <source>%1 took a card from %2.</source>
        <translation>%1: %2에게서 카드 1장을 빼앗았습니다.</translation>
    </message>
    <message>
        <source>%1 bought a development card: %2.</source>
        <translation>%1: 개발 카드를 샀습니다(%2).</translation>
    </message>
    <message>
        <source>%1 bought a development card.</source>
        <translation>%1: 개발 카드를 샀습니다.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1: %2 카드를 사용했습니다.</translation>
    </message>
    <message>
        <source>%1 took %2 %3 from %4.</source>
        <translation>%1: %4에게서 %3 %2장을 가져왔습니다.</translation>
    </message>
    <message>
        <source>%1 added a building stone to Jerusalem.</source>
        <translation>%1: 예루살렘에 건축석재를 놓았습니다.</translation>
    </message>
    <message>
        <source>%1 added a building stone to Jerusalem and paid %2 one %3 as toll.</source>
        <translation>%1: 예루살렘에 건축석재를 놓고, %2에게 사용료로 %3 1장을 냈습니다.</translation>
    </message>
    <message>
        <source>Nobody holds %1 now.</source>
        <translation>이제 아무도 %1 카드를 갖고 있지 않습니다.</translation>
    </message>
    <message>
        <source>%1 now holds %2.</source>
        <translation>%2 카드를 이제 %1 참가자가 가집니다.</translation>
    </message>
    <message>
        <source>%1 put %2 under the King&apos;s Blessing.</source>
        <translation>%1: 왕의 축복 아래에 %2 카드를 두었습니다.</translation>
    </message>
    <message>
        <source>%1 traded %2 %3 with the bank for one %4.</source>
        <translation>%1: 은행에 %3 %2장을 주고 %4 1장을 받았습니다.</translation>
    </message>
    <message>
        <source>%1 offered a trade to everyone.</source>
        <translation>%1: 모두에게 거래를 제안했습니다.</translation>
    </message>
    <message>
        <source>%1 offered a trade to %2.</source>
        <translation>%1: %2에게 거래를 제안했습니다.</translation>
    </message>
    <message>
        <source>%1 rejected the offer.</source>
        <translation>%1: 제안을 거절했습니다.</translation>
    </message>
    <message>
        <source>%1 accepted the offer.</source>
        <translation>%1: 제안을 받아들였습니다.</translation>
    </message>
    <message>
        <source>%1 made a counter-offer.</source>
        <translation>%1: 역제안을 했습니다.</translation>
    </message>
    <message>
        <source>%1 traded with %2.</source>
        <translation>%1: %2 참가자와 거래했습니다.</translation>
    </message>
    <message>
        <source>%1 withdrew the offer.</source>
        <translation>%1: 제안을 거두었습니다.</translation>
    </message>
    <message>
        <source>%1 trades two for one for the rest of the turn.</source>
        <translation>%1: 이번 차례가 끝날 때까지 2:1로 거래합니다.</translation>
    </message>
    <message>
        <source>Turn %1 begins: it is %2&apos;s turn.</source>
        <translation>%1번째 차례가 시작됩니다: %2의 차례입니다.</translation>
    </message>
    <message>
        <source>Jerusalem is complete. The lead is shared, so the game goes on.</source>
        <translation>예루살렘이 완성되었습니다. 선두가 여럿이므로 게임은 계속됩니다.</translation>
    </message>
    <message>
        <source>Jerusalem is complete.</source>
        <translation>예루살렘이 완성되었습니다.</translation>
    </message>
    <message>
        <source>%1 won the game.</source>
        <translation>승자: %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1장</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 offered everyone %2 for %3.</source>
        <translation>%1: 모두에게 제안했습니다. 주는 것 %2, 받는 것 %3.</translation>
    </message>
    <message>
        <source>%1 offered %2 %3 for %4.</source>
        <translation>%1: %2에게 제안했습니다. 주는 것 %3, 받는 것 %4.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1: 카드를 버렸습니다(%2).</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::GameLog</name>
    <message>
        <source>(Earlier events of this game are not listed.)</source>
        <translation>(이 게임의 이전 사건은 표시하지 않습니다.)</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::GameWindow</name>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Settlers of Canaan</source>
        <translation>가나안의 개척자</translation>
    </message>
    <message>
        <source>The last roll of the dice</source>
        <translation>마지막 주사위 굴림</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>Roll the dice (R)</source>
        <translation>주사위 굴리기 (R)</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>차례 마치기 (E)</translation>
    </message>
    <message>
        <source>Road (1)
%1</source>
        <translation>도로 (1)
%1</translation>
    </message>
    <message>
        <source>Settlement (2)
%1</source>
        <translation>정착지 (2)
%1</translation>
    </message>
    <message>
        <source>City (3)
%1</source>
        <translation>도시 (3)
%1</translation>
    </message>
    <message>
        <source>Bank: %1. Development cards left: %2.</source>
        <translation>은행: %1. 남은 개발 카드: %2장.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Click a highlighted place on the board.</source>
        <translation>게임판에서 강조된 곳을 누르십시오.</translation>
    </message>
    <message>
        <source>Your decision, %1: %2.</source>
        <translation>%1, 결정할 차례입니다: %2.</translation>
    </message>
    <message>
        <source>Waiting for %1: %2.</source>
        <translation>%1의 결정을 기다리는 중: %2.</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>어느 것을 하겠습니까?</translation>
    </message>
    <message>
        <source>Development card (B)
%1</source>
        <translation>개발 카드 (B)
%1</translation>
    </message>
    <message>
        <source>Play card… (P)</source>
        <translation>카드 사용… (P)</translation>
    </message>
    <message>
        <source>Building stone… (J)
%1</source>
        <translation>건축석재… (J)
%1</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>확대 (+)</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>축소 (-)</translation>
    </message>
    <message>
        <source>Fit to window (0)</source>
        <translation>창에 맞추기 (0)</translation>
    </message>
    <message>
        <source>Computer &amp;speed:</source>
        <translation>컴퓨터 속도(&amp;S):</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>즉시</translation>
    </message>
    <message>
        <source>How long each move of the computer players stays on the screen</source>
        <translation>컴퓨터 참가자의 수가 화면에 머무는 시간</translation>
    </message>
    <message>
        <source>The saved game could not be replayed past move %1; the game goes on from there.</source>
        <translation>저장된 게임은 %1번째 수까지만 다시 둘 수 있었습니다. 게임은 그 지점부터 이어집니다.</translation>
    </message>
    <message>
        <source>Roll the dice for this turn&apos;s production.</source>
        <translation>이번 차례의 생산을 위해 주사위를 굴립니다.</translation>
    </message>
    <message>
        <source>End your turn; the next player goes on.</source>
        <translation>차례를 마칩니다. 다음 참가자가 이어서 합니다.</translation>
    </message>
    <message>
        <source>Build a road on a highlighted path.</source>
        <translation>강조된 변에 도로를 건설합니다.</translation>
    </message>
    <message>
        <source>Not now: the game waits for %1.</source>
        <translation>지금은 할 수 없습니다. 기다리는 것: %1.</translation>
    </message>
    <message>
        <source>Build a settlement on a highlighted intersection.</source>
        <translation>강조된 꼭지점에 정착지를 건설합니다.</translation>
    </message>
    <message>
        <source>Upgrade one of your settlements to a city.</source>
        <translation>정착지 하나를 도시로 승급합니다.</translation>
    </message>
    <message>
        <source>Buy a development card.</source>
        <translation>개발 카드를 삽니다.</translation>
    </message>
    <message>
        <source>Play one of your development cards.</source>
        <translation>개발 카드 한 장을 사용합니다.</translation>
    </message>
    <message>
        <source>Add a building stone to Jerusalem.</source>
        <translation>예루살렘에 건축석재를 놓습니다.</translation>
    </message>
    <message>
        <source>Decide… (M)</source>
        <translation>결정하기… (M)</translation>
    </message>
    <message>
        <source>More… (M)</source>
        <translation>더 보기… (M)</translation>
    </message>
    <message>
        <source>Open the decision the game waits for.</source>
        <translation>게임이 기다리는 결정을 엽니다.</translation>
    </message>
    <message>
        <source>%1 won the game.</source>
        <translation>승자: %1.</translation>
    </message>
    <message>
        <source>Click a highlighted place on the board, or press Escape to cancel.</source>
        <translation>게임판에서 강조된 곳을 누르십시오. 취소하려면 Esc 키를 누르십시오.</translation>
    </message>
    <message>
        <source>Click Decide… to choose.</source>
        <translation>결정하기…를 눌러 고르십시오.</translation>
    </message>
    <message>
        <source>Which card do you play?</source>
        <translation>어떤 카드를 사용하겠습니까?</translation>
    </message>
    <message>
        <source>Add a building stone to Jerusalem:</source>
        <translation>예루살렘에 건축석재를 놓습니다:</translation>
    </message>
    <message>
        <source>The actions that have no button of their own, in a list.</source>
        <translation>따로 버튼이 없는 행동을 목록으로 보여 줍니다.</translation>
    </message>
    <message>
        <source>Everything you may do now has its own button.</source>
        <translation>지금 할 수 있는 일에는 모두 따로 버튼이 있습니다.</translation>
    </message>
    <message>
        <source>Besides the buttons, you may also:</source>
        <translation>버튼 말고도 다음을 할 수 있습니다:</translation>
    </message>
    <message>
        <source>Trade (T)</source>
        <translation>거래 (T)</translation>
    </message>
    <message>
        <source>&amp;Dice Statistics</source>
        <translation>주사위 통계(&amp;D)</translation>
    </message>
    <message>
        <source>Dice statistics (D)</source>
        <translation>주사위 통계 (D)</translation>
    </message>
    <message>
        <source>Show or hide the rolls so far against what two dice give on average</source>
        <translation>지금까지 나온 주사위 합계와 주사위 두 개의 평균 기대 횟수를 보이거나 숨깁니다</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>%1, 차례가 되었습니다</translation>
    </message>
    <message>
        <source>Your decision, %1</source>
        <translation>%1, 결정할 차례입니다</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1의 차례</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>%1의 결정을 기다리는 중</translation>
    </message>
    <message>
        <source>%1 %2: 1 card</source>
        <translation>%1 %2: 카드 1장</translation>
    </message>
    <message>
        <source>%1 %2: %3 cards</source>
        <translation>%1 %2: 카드 %3장</translation>
    </message>
    <message>
        <source>Show or hide the trade panel: trade with the other players or with the bank.</source>
        <translation>거래 창을 보이거나 숨깁니다. 다른 참가자나 은행과 거래합니다.</translation>
    </message>
    <message>
        <source>Click a highlighted building to choose whom the Plague robs (or press its number), or press Escape to choose another hex.</source>
        <translation>역병이 카드를 빼앗을 참가자의 강조된 건물을 누르거나 그 번호를 누르십시오. 다른 육각형을 고르려면 Esc를 누르십시오.</translation>
    </message>
    <message>
        <source>Answer in the trade panel.</source>
        <translation>거래 창에서 답하십시오.</translation>
    </message>
    <message>
        <source>You are watching: a spectator does not trade.</source>
        <translation>관전 중입니다. 관전자는 거래하지 않습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::HandPanel</name>
    <message>
        <source>No hand is shown while the computer players move.</source>
        <translation>컴퓨터 참가자가 움직이는 동안에는 손패를 보여 주지 않습니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No development cards.</source>
        <translation>개발 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Development cards: %1</source>
        <translation>개발 카드: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Not now: development cards are played in your own turn.</source>
        <translation>지금은 사용할 수 없습니다: 개발 카드는 자기 차례에 사용합니다.</translation>
    </message>
    <message>
        <source>You have already played a development card this turn.</source>
        <translation>이번 차례에 이미 개발 카드를 사용했습니다.</translation>
    </message>
    <message>
        <source>Bought this turn: you may play it from your next turn.</source>
        <translation>이번 차례에 샀습니다: 다음 차례부터 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>Its effect cannot be carried out now.</source>
        <translation>지금은 이 카드의 효과를 실행할 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Hand of %1 (%n resource card(s))</source>
        <translation>
            <numerusform>%1의 손패 (자원 카드 %n장)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2
Click to play it.</source>
        <translation>%1
%2
누르면 이 카드를 사용합니다.</translation>
    </message>
    <message>
        <source>%1
%2
%3</source>
        <translation>%1
%2
%3</translation>
    </message>
    <message>
        <source>%1 (playable)</source>
        <translation>%1 (사용할 수 있음)</translation>
    </message>
    <message>
        <source>You are watching this game: a spectator sees no hand.</source>
        <translation>이 게임을 관전하고 있습니다. 관전자는 손패를 보지 못합니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::JerusalemBar</name>
    <message>
        <source>Jerusalem: %1 of %2 building stones, %3 black</source>
        <translation>예루살렘: 건축석재 %2개 중 %1개, 그중 검은 돌 %3개</translation>
    </message>
    <message>
        <source>Jerusalem: %1/%2, %3 black</source>
        <translation>예루살렘: %1/%2, 검은 돌 %3개</translation>
    </message>
    <message>
        <source>Jerusalem %1/%2</source>
        <translation>예루살렘 %1/%2</translation>
    </message>
    <message>
        <source>Building stones laid in Jerusalem; the game ends when all %1 are laid.</source>
        <translation>예루살렘에 놓인 건축석재입니다. %1개가 모두 놓이면 게임이 끝납니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::OfferAnswers</name>
    <message>
        <source>is thinking…</source>
        <translation>생각하는 중…</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>수락</translation>
    </message>
    <message>
        <source>declines</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>counters: gives %1 for %2</source>
        <translation>역제안: 주는 것 %1, 받는 것 %2</translation>
    </message>
    <message>
        <source>%1 (you declined it)</source>
        <translation>%1 (내가 거절함)</translation>
    </message>
    <message>
        <source>Accept counter</source>
        <translation>역제안 수락</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>거래</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>Trade with %1 on these terms.</source>
        <translation>이 조건으로 거래합니다. 거래 상대: %1.</translation>
    </message>
    <message>
        <source>You declined this counter-offer.</source>
        <translation>이 역제안은 거절했습니다.</translation>
    </message>
    <message>
        <source>Wait until every player has answered.</source>
        <translation>모든 참가자가 답할 때까지 기다리십시오.</translation>
    </message>
    <message>
        <source>You do not hold the cards for this trade.</source>
        <translation>이 거래에 필요한 카드를 갖고 있지 않습니다.</translation>
    </message>
    <message>
        <source>Set this counter-offer aside.</source>
        <translation>이 역제안을 받지 않습니다.</translation>
    </message>
    <message>
        <source>&amp;Withdraw the offer</source>
        <translation>제안 거두기(&amp;W)</translation>
    </message>
    <message>
        <source>Take back the offer; nobody trades.</source>
        <translation>제안을 거둡니다. 아무도 거래하지 않습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::OfferBox</name>
    <message>
        <source>Every player</source>
        <translation>모든 참가자</translation>
    </message>
    <message>
        <source>Offer &amp;to:</source>
        <translation>제안 대상(&amp;T):</translation>
    </message>
    <message>
        <source>%1 offers a trade to every player.</source>
        <translation>모든 참가자에게 보낸 %1의 거래 제안입니다.</translation>
    </message>
    <message>
        <source>%1 offers you a trade.</source>
        <translation>나에게 온 %1의 거래 제안입니다.</translation>
    </message>
    <message>
        <source>You would receive %1 and give %2.</source>
        <translation>받는 카드: %1. 주는 카드: %2.</translation>
    </message>
    <message>
        <source>&amp;Offer</source>
        <translation>제안하기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>수락(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>거절(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Counter-offer</source>
        <translation>역제안(&amp;C)</translation>
    </message>
    <message>
        <source>Nobody has taken the screen.</source>
        <translation>아직 아무도 화면을 넘겨받지 않았습니다.</translation>
    </message>
    <message>
        <source>Not your decision now.</source>
        <translation>지금은 내가 결정할 차례가 아닙니다.</translation>
    </message>
    <message>
        <source>%1 holds %2 cards in all: ask for fewer.</source>
        <translation>%1의 손패는 모두 %2장입니다. 더 적게 요청하십시오.</translation>
    </message>
    <message>
        <source>Offer these cards; the answers appear below as they come.</source>
        <translation>이 카드로 거래를 제안합니다. 답은 오는 대로 아래에 나타납니다.</translation>
    </message>
    <message>
        <source>Take the trade as offered.</source>
        <translation>제안받은 그대로 거래합니다.</translation>
    </message>
    <message>
        <source>You do not hold the cards asked for.</source>
        <translation>요청받은 카드를 갖고 있지 않습니다.</translation>
    </message>
    <message>
        <source>Decline the offer.</source>
        <translation>제안을 거절합니다.</translation>
    </message>
    <message>
        <source>Change the cards above to make a counter-offer.</source>
        <translation>역제안을 하려면 위의 카드를 바꾸십시오.</translation>
    </message>
    <message>
        <source>Send the cards above as your counter-offer.</source>
        <translation>위의 카드로 역제안을 보냅니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::PlayCardDialog</name>
    <message>
        <source>The bank has no %1 left.</source>
        <translation>은행에 남은 %1 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Choose the first resource first.</source>
        <translation>첫 번째 자원을 먼저 고르십시오.</translation>
    </message>
    <message>
        <source>Play a Development Card</source>
        <translation>개발 카드 사용</translation>
    </message>
    <message>
        <source>You have played a development card this turn; only victory point cards can still be played.</source>
        <translation>이번 차례에 이미 개발 카드를 사용했습니다. 이제는 승점 카드만 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>You may play one development card per turn, before or after rolling. Cards bought this turn must wait.</source>
        <translation>개발 카드는 한 차례에 1장, 주사위를 굴리기 전이나 후에 사용할 수 있습니다. 이번 차례에 산 카드는 다음 차례부터 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Which resource do you claim?</source>
        <translation>어떤 자원을 가져오겠습니까?</translation>
    </message>
    <message>
        <source>The first resource you take:</source>
        <translation>가져올 첫 번째 자원:</translation>
    </message>
    <message>
        <source>The second resource you take:</source>
        <translation>가져올 두 번째 자원:</translation>
    </message>
    <message>
        <source>Which settlement becomes a city? The intersections are named by the hexes around them, as on the board.</source>
        <translation>어느 정착지를 도시로 승급하겠습니까? 꼭지점은 게임판에서처럼 둘레의 육각형으로 표시됩니다.</translation>
    </message>
    <message>
        <source>Which of your buildings produces? The intersections are named by the hexes around them, as on the board.</source>
        <translation>어느 건물에서 생산하겠습니까? 꼭지점은 게임판에서처럼 둘레의 육각형으로 표시됩니다.</translation>
    </message>
    <message>
        <source>Where do you build the free settlement? The intersections are named by the hexes around them, as on the board.</source>
        <translation>무료 정착지를 어디에 건설하겠습니까? 꼭지점은 게임판에서처럼 둘레의 육각형으로 표시됩니다.</translation>
    </message>
    <message>
        <source>From whom do you take two cards?</source>
        <translation>누구에게서 카드 2장을 가져오겠습니까?</translation>
    </message>
    <message>
        <source>%1 (cards in hand: %2)</source>
        <translation>%1 (손에 든 카드: %2장)</translation>
    </message>
    <message>
        <source>This player has no cards.</source>
        <translation>이 참가자에게는 카드가 없습니다.</translation>
    </message>
    <message>
        <source>You hold no development cards.</source>
        <translation>개발 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Choose a card to play.</source>
        <translation>사용할 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the resource.</source>
        <translation>자원을 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the second resource.</source>
        <translation>두 번째 자원을 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the intersection.</source>
        <translation>꼭지점을 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the player.</source>
        <translation>참가자를 고르십시오.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>사용</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 사용</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::PlayerCard</name>
    <message>
        <source>Cards in hand: %1</source>
        <translation>손에 든 카드: %1장</translation>
    </message>
    <message>
        <source>Development cards: %1</source>
        <translation>개발 카드: %1장</translation>
    </message>
    <message>
        <source>Priests played: %1</source>
        <translation>사용한 사제: %1장</translation>
    </message>
    <message>
        <source>Building stones in Jerusalem: %1</source>
        <translation>예루살렘에 놓은 건축석재: %1개</translation>
    </message>
    <message>
        <source>%1: %2 VP. Cards in hand %3, development cards %4, priests %5, building stones %6.</source>
        <translation>%1: 승점 %2. 손에 든 카드 %3장, 개발 카드 %4장, 사제 %5장, 건축석재 %6개.</translation>
    </message>
    <message>
        <source>%1: %2 VP. Cards in hand %3, development cards %4, priests %5.</source>
        <translation>%1: 승점 %2. 손에 든 카드 %3장, 개발 카드 %4장, 사제 %5장.</translation>
    </message>
    <message>
        <source>● online</source>
        <translation>● 접속 중</translation>
    </message>
    <message>
        <source>● dropped: the computer plays in %1 s</source>
        <translation>● 연결 끊김: %1초 뒤 컴퓨터가 둡니다</translation>
    </message>
    <message>
        <source>● dropped: the game waits</source>
        <translation>● 연결 끊김: 게임이 기다립니다</translation>
    </message>
    <message>
        <source>● the computer plays for now</source>
        <translation>● 지금은 컴퓨터가 둡니다</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>%1초 남음</translation>
    </message>
    <message>
        <source>The turn clock: when it runs out, the computer makes this decision</source>
        <translation>차례 제한 시간: 시간이 다 되면 컴퓨터가 이 결정을 대신 내립니다</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::PlayersPanel</name>
    <message>
        <source>settlements %1 × 1</source>
        <translation>정착지 %1 × 1</translation>
    </message>
    <message>
        <source>cities %1 × 2</source>
        <translation>도시 %1 × 2</translation>
    </message>
    <message>
        <source>VP cards %1</source>
        <translation>승점 카드 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No VP yet</source>
        <translation>아직 승점이 없습니다</translation>
    </message>
    <message>
        <source>VP: %1 = %2</source>
        <translation>승점: %1 = %2</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::ResourceChoiceDialog</name>
    <message>
        <source>Deborah&apos;s Song</source>
        <translation>데보라의 노래</translation>
    </message>
    <message>
        <source>Deborah&apos;s Song was played: every player takes one resource of his choice from the bank. Which one do you take?</source>
        <translation>데보라의 노래가 사용되었습니다. 모든 참가자가 은행에서 원하는 자원 1장을 가져갑니다. 어떤 자원을 가져오겠습니까?</translation>
    </message>
    <message>
        <source>King&apos;s Blessing</source>
        <translation>왕의 축복</translation>
    </message>
    <message>
        <source>Copper</source>
        <translation>구리</translation>
    </message>
    <message>
        <source>Your starting settlement touches copper, which pays a resource of your choice.</source>
        <translation>최초 정착지가 구리에 닿아 있어 원하는 자원을 받습니다.</translation>
    </message>
    <message>
        <source>Copper pays you a resource of your choice.</source>
        <translation>구리에서 원하는 자원을 받습니다.</translation>
    </message>
    <message>
        <source>Copper cards to choose in all: %1, one at a time.</source>
        <translation>구리로 고를 카드는 모두 %1장이며, 한 장씩 고릅니다.</translation>
    </message>
    <message>
        <source>Which resource do you take?</source>
        <translation>어떤 자원을 가져오겠습니까?</translation>
    </message>
    <message>
        <source>bank: %1</source>
        <extracomment>Under a resource button: how many cards of it the bank still holds.</extracomment>
        <translation>은행: %1</translation>
    </message>
    <message>
        <source>The bank has no %1 left.</source>
        <translation>은행에 남은 %1 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Click the resource you take.</source>
        <translation>가져올 자원을 누르십시오.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message>
        <source>You now hold the King&apos;s Blessing. Choose its resource: you will trade it with the bank at 2:1 while you hold the card. One card of it goes from the bank under the Blessing; you do not receive it.</source>
        <translation>이제 왕의 축복을 가졌습니다. 그 자원을 고르십시오. 이 카드를 가지고 있는 동안 그 자원을 은행과 2:1로 거래합니다. 그 자원 카드 한 장은 은행에서 왕의 축복 밑으로 가며, 손패로 받지는 않습니다.</translation>
    </message>
    <message>
        <source>Click the resource you will trade at 2:1.</source>
        <translation>2:1로 거래할 자원을 누르십시오.</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>고르기</translation>
    </message>
    <message>
        <source>Trade %1 at 2:1</source>
        <translation>%1 2:1 거래로 정하기</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::ResourceCountEditor</name>
    <message>
        <source>of %1</source>
        <extracomment>After a spin box: how many cards of that resource the player holds.</extracomment>
        <translation>/ %1</translation>
    </message>
    <message>
        <source>You hold no %1.</source>
        <translation>%1 카드가 없습니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::Seat</name>
    <message>
        <source>Judah</source>
        <translation>유다</translation>
    </message>
    <message>
        <source>Benjamin</source>
        <translation>베냐민</translation>
    </message>
    <message>
        <source>Ephraim</source>
        <translation>에브라임</translation>
    </message>
    <message>
        <source>Asher</source>
        <translation>아셀</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::StoneDialog</name>
    <message>
        <source>After paying the cost you hold no %1.</source>
        <translation>비용을 내고 나면 %1 카드가 남지 않습니다.</translation>
    </message>
    <message>
        <source>Building Stone for Jerusalem</source>
        <translation>예루살렘에 놓을 건축석재</translation>
    </message>
    <message>
        <source>A building stone costs %1.</source>
        <translation>건축석재 비용: %1.</translation>
    </message>
    <message>
        <source>You have a building on a Jerusalem site, so no toll is due.</source>
        <translation>예루살렘 인접지역에 내 건물이 있으므로 사용료를 내지 않습니다.</translation>
    </message>
    <message>
        <source>Your roads reach a Jerusalem site of another player: you also pay its owner one resource card of your choice as toll.</source>
        <translation>내 도로가 다른 참가자의 건물이 있는 예루살렘 인접지역에 닿습니다. 그 참가자에게 원하는 자원 카드 1장을 사용료로 함께 냅니다.</translation>
    </message>
    <message>
        <source>Whose site do you use?</source>
        <translation>누구의 예루살렘 인접지역을 이용하겠습니까?</translation>
    </message>
    <message>
        <source>The card you pay as toll:</source>
        <translation>사용료로 낼 카드:</translation>
    </message>
    <message>
        <source>you have %1</source>
        <translation>보유 %1</translation>
    </message>
    <message>
        <source>You cannot add a building stone now.</source>
        <translation>지금은 건축석재를 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>Choose whose site you use.</source>
        <translation>이용할 예루살렘 인접지역의 주인을 고르십시오.</translation>
    </message>
    <message>
        <source>Choose the card you pay as toll.</source>
        <translation>사용료로 낼 카드를 고르십시오.</translation>
    </message>
    <message>
        <source>Add the Building Stone</source>
        <translation>건축석재 놓기</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::TradePanel</name>
    <message>
        <source>Trade</source>
        <translation>거래</translation>
    </message>
    <message>
        <source>Hide the trade panel (T)</source>
        <translation>거래 창 숨기기 (T)</translation>
    </message>
    <message>
        <source>With the bank: give at your rate, receive one</source>
        <translation>은행과 거래: 내 교환 비율만큼 주고 1장 받기</translation>
    </message>
    <message>
        <source>An offer to you</source>
        <translation>나에게 온 제안</translation>
    </message>
    <message>
        <source>Offer to the other players</source>
        <translation>다른 참가자에게 제안하기</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>답</translation>
    </message>
    <message>
        <source>The Caravan makes every trade with the bank 2:1 this turn.</source>
        <translation>순례 상인 덕분에 이번 차례에는 은행과의 모든 거래가 2:1입니다.</translation>
    </message>
</context>
<context>
    <name>canaan::settlerstable::TradeSteppers</name>
    <message>
        <source>You give</source>
        <translation>내가 줄 카드</translation>
    </message>
    <message>
        <source>You ask for</source>
        <translation>내가 받을 카드</translation>
    </message>
    <message>
        <source>of %1</source>
        <extracomment>After a spin box: how many cards of that resource the player holds.</extracomment>
        <translation>/ %1</translation>
    </message>
    <message>
        <source>How many %1 you give
You hold no %1.</source>
        <translation>내가 줄 %1 수
%1 카드가 없습니다.</translation>
    </message>
    <message>
        <source>How many %1 you give</source>
        <translation>내가 줄 %1 수</translation>
    </message>
    <message>
        <source>How many %1 you ask for</source>
        <translation>내가 받을 %1 수</translation>
    </message>
</context>
<context>
    <name>canaan::sound::VolumeMenu</name>
    <message>
        <source>So&amp;und</source>
        <translation>소리(&amp;U)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>작게</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>크게</translation>
    </message>
</context>
<context>
    <name>canaan::tablekit::EndFrame</name>
    <message>
        <source>Re&amp;play…</source>
        <translation>다시 보기(&amp;P)…</translation>
    </message>
    <message>
        <source>Step through this game again, with charts of each turn</source>
        <translation>이 게임을 차례마다의 도표와 함께 한 단계씩 다시 봅니다</translation>
    </message>
</context>
<context>
    <name>canaan::tablekit::PassCover</name>
    <message>
        <source>Pass the screen to %1. Nobody else should look now.</source>
        <translation>화면을 %1에게 넘기십시오. 다른 사람은 지금 보지 마십시오.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation>제가 %1입니다: 내 손패 보기</translation>
    </message>
</context>
</TS>
