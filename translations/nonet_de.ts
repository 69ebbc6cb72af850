<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HintText</name>
    <message>
        <source>Full house</source>
        <translation>Full House (letzte freie Zelle)</translation>
    </message>
    <message>
        <source>Hidden single (box)</source>
        <translation>Versteckter Single (Block)</translation>
    </message>
    <message>
        <source>Hidden single (row or column)</source>
        <translation>Versteckter Single (Zeile oder Spalte)</translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation>Nackter Single</translation>
    </message>
    <message>
        <source>Locked candidates (pointing)</source>
        <translation>Gesperrte Kandidaten (Block auf Linie)</translation>
    </message>
    <message>
        <source>Locked candidates (claiming)</source>
        <translation>Gesperrte Kandidaten (Linie auf Block)</translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation>Nacktes Paar</translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation>Verstecktes Paar</translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation>Nacktes Tripel</translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation>Verstecktes Tripel</translation>
    </message>
    <message>
        <source>Naked quad</source>
        <translation>Nacktes Quadrupel</translation>
    </message>
    <message>
        <source>Hidden quad</source>
        <translation>Verstecktes Quadrupel</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Wolkenkratzer</translation>
    </message>
    <message>
        <source>Two-string kite</source>
        <translation>Drachen (Two-String Kite)</translation>
    </message>
    <message>
        <source>Turbot fish</source>
        <translation>Turbot-Fisch</translation>
    </message>
    <message>
        <source>Empty rectangle</source>
        <translation>Leeres Rechteck</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>Schwertfisch</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>Qualle</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>X-Wing mit Flosse</translation>
    </message>
    <message>
        <source>Finned swordfish</source>
        <translation>Schwertfisch mit Flosse</translation>
    </message>
    <message>
        <source>Finned jellyfish</source>
        <translation>Qualle mit Flosse</translation>
    </message>
    <message>
        <source>Simple coloring</source>
        <translation>Einfaches Färben</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Remote pair</source>
        <translation>Entfernte Paare</translation>
    </message>
    <message>
        <source>Unique rectangle (type 1)</source>
        <translation>Eindeutiges Rechteck (Typ 1)</translation>
    </message>
    <message>
        <source>Unique rectangle (type 2)</source>
        <translation>Eindeutiges Rechteck (Typ 2)</translation>
    </message>
    <message>
        <source>Unique rectangle (type 4)</source>
        <translation>Eindeutiges Rechteck (Typ 4)</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X-Kette</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY-Kette</translation>
    </message>
    <message>
        <source>Nice loop</source>
        <translation>Nice Loop</translation>
    </message>
    <message>
        <source>Grouped nice loop</source>
        <translation>Gruppierter Nice Loop</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>Forcing chain</source>
        <translation>Erzwingende Kette</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Ausprobieren</translation>
    </message>
    <message>
        <source>Solution digit</source>
        <translation>Ziffer der Lösung</translation>
    </message>
    <message>
        <source>A row, column or box with one empty cell left: that cell takes the missing digit.</source>
        <translation>Eine Zeile, Spalte oder ein Block mit nur noch einer leeren Zelle: Diese Zelle erhält die fehlende Ziffer.</translation>
    </message>
    <message>
        <source>A digit has only one place left in a box, so it goes there.</source>
        <translation>Eine Ziffer hat in einem Block nur noch einen Platz, also gehört sie dorthin.</translation>
    </message>
    <message>
        <source>A digit has only one place left in a row or column, so it goes there.</source>
        <translation>Eine Ziffer hat in einer Zeile oder Spalte nur noch einen Platz, also gehört sie dorthin.</translation>
    </message>
    <message>
        <source>A cell has only one candidate left, so that digit goes there.</source>
        <translation>Eine Zelle hat nur noch einen Kandidaten, also gehört diese Ziffer hinein.</translation>
    </message>
    <message>
        <source>In a box a digit lies only in one row or column, so it leaves the rest of that line.</source>
        <translation>In einem Block liegt eine Ziffer nur in einer Zeile oder Spalte, also entfällt sie im Rest dieser Linie.</translation>
    </message>
    <message>
        <source>In a row or column a digit lies only in one box, so it leaves the rest of that box.</source>
        <translation>In einer Zeile oder Spalte liegt eine Ziffer nur in einem Block, also entfällt sie im Rest dieses Blocks.</translation>
    </message>
    <message>
        <source>Two cells of a house hold the same two candidates: those digits are theirs, and leave the house&apos;s other cells.</source>
        <translation>Zwei Zellen eines Hauses haben dieselben zwei Kandidaten: Diese Ziffern gehören ihnen und entfallen in den übrigen Zellen des Hauses.</translation>
    </message>
    <message>
        <source>Two digits fit only in the same two cells of a house: those cells can hold nothing else.</source>
        <translation>Zwei Ziffern passen nur in dieselben zwei Zellen eines Hauses: Diese Zellen können nichts anderes enthalten.</translation>
    </message>
    <message>
        <source>Three cells of a house hold only three digits between them: those digits leave the house&apos;s other cells.</source>
        <translation>Drei Zellen eines Hauses haben zusammen nur drei Kandidaten: Diese Ziffern entfallen in den übrigen Zellen des Hauses.</translation>
    </message>
    <message>
        <source>Three digits fit only in the same three cells of a house: those cells can hold nothing else.</source>
        <translation>Drei Ziffern passen nur in dieselben drei Zellen eines Hauses: Diese Zellen können nichts anderes enthalten.</translation>
    </message>
    <message>
        <source>Four cells of a house hold only four digits between them: those digits leave the house&apos;s other cells.</source>
        <translation>Vier Zellen eines Hauses haben zusammen nur vier Kandidaten: Diese Ziffern entfallen in den übrigen Zellen des Hauses.</translation>
    </message>
    <message>
        <source>Four digits fit only in the same four cells of a house: those cells can hold nothing else.</source>
        <translation>Vier Ziffern passen nur in dieselben vier Zellen eines Hauses: Diese Zellen können nichts anderes enthalten.</translation>
    </message>
    <message>
        <source>A digit fits in two rows only in the same two columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>Eine Ziffer passt in zwei Zeilen nur in dieselben zwei Spalten (oder umgekehrt): Sie entfällt im Rest dieser Spalten.</translation>
    </message>
    <message>
        <source>Two lines each have a digit in two places, with one end of each aligned: one of the other two ends holds it, so cells seeing both lose it.</source>
        <translation>Zwei Linien haben eine Ziffer an je zwei Stellen, je ein Ende liegt auf einer Linie: Eines der beiden anderen Enden enthält sie, also verlieren Zellen, die beide sehen, diesen Kandidaten.</translation>
    </message>
    <message>
        <source>A row and a column each have a digit in two places, linked through a box: cells seeing both free ends lose it.</source>
        <translation>Eine Zeile und eine Spalte haben eine Ziffer an je zwei Stellen, verbunden über einen Block: Zellen, die beide freien Enden sehen, verlieren diesen Kandidaten.</translation>
    </message>
    <message>
        <source>Two strong links of a digit joined by a weak one: one of the chain&apos;s ends holds it, so cells seeing both lose it.</source>
        <translation>Zwei starke Links einer Ziffer, verbunden durch einen schwachen: Eines der Enden der Kette enthält sie, also verlieren Zellen, die beide sehen, diesen Kandidaten.</translation>
    </message>
    <message>
        <source>A box&apos;s candidates for a digit form a cross; with a strong link outside, the digit leaves the cell where they meet.</source>
        <translation>Die Kandidaten eines Blocks für eine Ziffer bilden ein Kreuz; mit einem starken Link außerhalb entfällt die Ziffer in der Zelle, in der sie sich treffen.</translation>
    </message>
    <message>
        <source>A digit fits in three rows only within three columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>Eine Ziffer passt in drei Zeilen nur innerhalb von drei Spalten (oder umgekehrt): Sie entfällt im Rest dieser Spalten.</translation>
    </message>
    <message>
        <source>A digit fits in four rows only within four columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>Eine Ziffer passt in vier Zeilen nur innerhalb von vier Spalten (oder umgekehrt): Sie entfällt im Rest dieser Spalten.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates (fins) in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>Ein X-Wing mit zusätzlichen Kandidaten (Flossen) in einem Block: Zellen, die die Flossen sehen und in den Deckungslinien liegen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>Ein Schwertfisch mit Flossen in einem Block: Zellen, die die Flossen sehen und in den Deckungslinien liegen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>Eine Qualle mit Flossen in einem Block: Zellen, die die Flossen sehen und in den Deckungslinien liegen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>Strong links of one digit colour cells in two alternating colours: one colour is true, so cells seeing both colours (or a colour that contradicts itself) lose it.</source>
        <translation>Starke Links einer Ziffer färben Zellen abwechselnd in zwei Farben: Eine Farbe ist wahr, also verlieren Zellen, die beide Farben sehen (oder eine Farbe, die sich selbst widerspricht), diesen Kandidaten.</translation>
    </message>
    <message>
        <source>A pivot with two candidates sees two cells that share one digit with it each and a third digit: cells seeing both wings lose that digit.</source>
        <translation>Ein Angelpunkt mit zwei Kandidaten sieht zwei Zellen, die je eine Ziffer mit ihm und eine dritte Ziffer miteinander teilen: Zellen, die beide Flügel sehen, verlieren diese Ziffer.</translation>
    </message>
    <message>
        <source>A pivot with three candidates and two wings sharing one digit: cells seeing all three lose that digit.</source>
        <translation>Ein Angelpunkt mit drei Kandidaten und zwei Flügeln, die eine Ziffer teilen: Zellen, die alle drei sehen, verlieren diese Ziffer.</translation>
    </message>
    <message>
        <source>Two cells with the same pair, joined by a strong link on one digit: cells seeing both lose the other digit.</source>
        <translation>Zwei Zellen mit demselben Paar, verbunden durch einen starken Link auf einer Ziffer: Zellen, die beide sehen, verlieren die andere Ziffer.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same pair alternates the two digits: cells seeing ends of opposite parity lose both.</source>
        <translation>Eine Kette von Zellen mit demselben Paar wechselt die zwei Ziffern ab: Zellen, die Enden ungleicher Parität sehen, verlieren beide.</translation>
    </message>
    <message>
        <source>Four cells in two boxes would allow two solutions if three of them kept only the same pair: the fourth cannot be one of that pair.</source>
        <translation>Vier Zellen in zwei Blöcken ließen zwei Lösungen zu, wenn drei von ihnen nur dasselbe Paar behielten: Die vierte kann keine Ziffer dieses Paares sein.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two roof cells share one extra digit: one of them holds it, so cells seeing both lose it.</source>
        <translation>Ein eindeutiges Rechteck, dessen zwei Dachzellen eine zusätzliche Ziffer teilen: Eine von ihnen enthält sie, also verlieren Zellen, die beide sehen, diesen Kandidaten.</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof holds one of the pair&apos;s digits only there in a house: the other digit leaves the roof.</source>
        <translation>Ein eindeutiges Rechteck, dessen Dach eine Ziffer des Paares in einem Haus als einzige Stelle hat: Die andere Ziffer entfällt im Dach.</translation>
    </message>
    <message>
        <source>Every cell but one has two candidates: that cell must take the digit that would otherwise allow two solutions.</source>
        <translation>Alle Zellen bis auf eine haben zwei Kandidaten: Diese Zelle muss die Ziffer erhalten, die sonst zwei Lösungen zuließe.</translation>
    </message>
    <message>
        <source>A chain of strong and weak links on one digit: one of its ends holds the digit, so cells seeing both ends lose it.</source>
        <translation>Eine Kette aus starken und schwachen Links auf einer Ziffer: Eines ihrer Enden enthält die Ziffer, also verlieren Zellen, die beide Enden sehen, diesen Kandidaten.</translation>
    </message>
    <message>
        <source>A chain of two-candidate cells: one of its ends holds the shared digit, so cells seeing both ends lose it.</source>
        <translation>Eine Kette von Zellen mit zwei Kandidaten: Eines ihrer Enden enthält die gemeinsame Ziffer, also verlieren Zellen, die beide Enden sehen, diesen Kandidaten.</translation>
    </message>
    <message>
        <source>A loop of alternating strong and weak links: where it breaks, a candidate must be true or false.</source>
        <translation>Eine Schleife aus abwechselnd starken und schwachen Links: Wo sie bricht, muss ein Kandidat wahr oder falsch sein.</translation>
    </message>
    <message>
        <source>A nice loop in which some links join groups of cells in one box and line.</source>
        <translation>Ein Nice Loop, in dem manche Links Gruppen von Zellen in einem Block und einer Linie verbinden.</translation>
    </message>
    <message>
        <source>Two almost locked sets share a restricted digit: the other common digit leaves cells seeing all its places in both sets.</source>
        <translation>Zwei fast gesperrte Mengen (ALS) teilen eine eingeschränkt gemeinsame Ziffer: Die andere gemeinsame Ziffer entfällt in Zellen, die alle ihre Stellen in beiden Mengen sehen.</translation>
    </message>
    <message>
        <source>Every choice for a cell (or every place of a digit) leads to the same conclusion, so it holds.</source>
        <translation>Jede Wahl für eine Zelle (oder jede Stelle einer Ziffer) führt zum selben Schluss, also gilt er.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is removed.</source>
        <translation>Die Annahme eines Kandidaten führt zu einem Widerspruch, also wird er entfernt.</translation>
    </message>
    <message>
        <source>No technique the game knows applies here; this is the solution&apos;s digit.</source>
        <translation>Keine Technik, die das Spiel kennt, greift hier; dies ist die Ziffer der Lösung.</translation>
    </message>
    <message>
        <source>Full house: %2 is the last empty cell of %3 and takes %1</source>
        <translation>Full House: %2 ist die letzte leere Zelle von %3 und erhält %1</translation>
    </message>
    <message>
        <source>Hidden single: %1 fits only in %2 within %3</source>
        <translation>Versteckter Single: %1 passt in %3 nur in %2</translation>
    </message>
    <message>
        <source>Naked single: %2 can only be %1</source>
        <translation>Nackter Single: %2 kann nur %1 sein</translation>
    </message>
    <message>
        <source>Locked candidates (pointing): %1 lies only in %2 in %3</source>
        <translation>Gesperrte Kandidaten (Block auf Linie): %1 liegt in %3 nur in %2</translation>
    </message>
    <message>
        <source>Locked candidates (claiming): %1 lies only in %2 in %3</source>
        <translation>Gesperrte Kandidaten (Linie auf Block): %1 liegt in %3 nur in %2</translation>
    </message>
    <message>
        <source>Naked pair %1 in %2 (%3)</source>
        <translation>Nacktes Paar %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Hidden pair %1 in %2 (%3)</source>
        <translation>Verstecktes Paar %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Naked triple %1 in %2 (%3)</source>
        <translation>Nacktes Tripel %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Hidden triple %1 in %2 (%3)</source>
        <translation>Verstecktes Tripel %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Naked quad %1 in %2 (%3)</source>
        <translation>Nacktes Quadrupel %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Hidden quad %1 in %2 (%3)</source>
        <translation>Verstecktes Quadrupel %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>X-Wing on %1 in %2 (%3)</source>
        <translation>X-Wing auf %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Skyscraper on %1 with %2 (%3)</source>
        <translation>Wolkenkratzer auf %1 mit %2 (%3)</translation>
    </message>
    <message>
        <source>Two-string kite on %1 with %2 (%3)</source>
        <translation>Drachen auf %1 mit %2 (%3)</translation>
    </message>
    <message>
        <source>Turbot fish on %1 with %2 (%3)</source>
        <translation>Turbot-Fisch auf %1 mit %2 (%3)</translation>
    </message>
    <message>
        <source>Empty rectangle on %1 with %2 (%3)</source>
        <translation>Leeres Rechteck auf %1 mit %2 (%3)</translation>
    </message>
    <message>
        <source>Swordfish on %1 in %2 (%3)</source>
        <translation>Schwertfisch auf %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Jellyfish on %1 in %2 (%3)</source>
        <translation>Qualle auf %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Finned X-Wing on %1 in %2 (%3)</source>
        <translation>X-Wing mit Flosse auf %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Finned swordfish on %1 in %2 (%3)</source>
        <translation>Schwertfisch mit Flosse auf %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Finned jellyfish on %1 in %2 (%3)</source>
        <translation>Qualle mit Flosse auf %1 in %2 (%3)</translation>
    </message>
    <message>
        <source>Simple coloring on %1 with %2</source>
        <translation>Einfaches Färben auf %1 mit %2</translation>
    </message>
    <message>
        <source>XY-Wing on %1 with %2</source>
        <translation>XY-Wing auf %1 mit %2</translation>
    </message>
    <message>
        <source>XYZ-Wing on %1 with %2</source>
        <translation>XYZ-Wing auf %1 mit %2</translation>
    </message>
    <message>
        <source>W-Wing on %1 with %2 (%3)</source>
        <translation>W-Wing auf %1 mit %2 (%3)</translation>
    </message>
    <message>
        <source>Remote pair %1 along %2</source>
        <translation>Entfernte Paare %1 entlang %2</translation>
    </message>
    <message>
        <source>Unique rectangle (type 1) on %1 in %2</source>
        <translation>Eindeutiges Rechteck (Typ 1) auf %1 in %2</translation>
    </message>
    <message>
        <source>Unique rectangle (type 2) on %1 in %2</source>
        <translation>Eindeutiges Rechteck (Typ 2) auf %1 in %2</translation>
    </message>
    <message>
        <source>Unique rectangle (type 4) on %1 in %2</source>
        <translation>Eindeutiges Rechteck (Typ 4) auf %1 in %2</translation>
    </message>
    <message>
        <source>BUG+1: %2 takes %1</source>
        <translation>BUG+1: %2 erhält %1</translation>
    </message>
    <message>
        <source>X-Chain on %1 through %2</source>
        <translation>X-Kette auf %1 über %2</translation>
    </message>
    <message>
        <source>XY-Chain on %1 through %2</source>
        <translation>XY-Kette auf %1 über %2</translation>
    </message>
    <message>
        <source>Nice loop on %1 through %2</source>
        <translation>Nice Loop auf %1 über %2</translation>
    </message>
    <message>
        <source>Grouped nice loop on %1 through %2</source>
        <translation>Gruppierter Nice Loop auf %1 über %2</translation>
    </message>
    <message>
        <source>ALS-XZ on %1 with %2</source>
        <translation>ALS-XZ auf %1 mit %2</translation>
    </message>
    <message>
        <source>Forcing chain on %1 from %2</source>
        <translation>Erzwingende Kette auf %1 ab %2</translation>
    </message>
    <message>
        <source>Trial: %1 in %2 leads to a contradiction</source>
        <translation>Ausprobieren: %1 in %2 führt zu einem Widerspruch</translation>
    </message>
    <message>
        <source>Solution: %2 is %1</source>
        <translation>Lösung: %2 ist %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <translation>Z%1S%2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>place %1 in %2</source>
        <translation>%1 in %2 setzen</translation>
    </message>
    <message>
        <source>remove %1 from %2</source>
        <translation>%1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, fins %1</source>
        <translation>, Flossen %1</translation>
    </message>
    <message>
        <source>, other colour %1</source>
        <translation>, andere Farbe %1</translation>
    </message>
    <message>
        <source>, chain %1</source>
        <translation>, Kette %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Sehen Sie sich %1 an.</translation>
    </message>
    <message>
        <source>Look at the highlighted cells.</source>
        <translation>Sehen Sie sich die hervorgehobenen Zellen an.</translation>
    </message>
    <message>
        <source>(You have no notes; this hint uses every cell&apos;s candidates.)</source>
        <translation>(Sie haben keine Notizen; dieser Tipp verwendet die Kandidaten aller Zellen.)</translation>
    </message>
    <message>
        <source>(Some empty cells have no notes; this hint uses every cell&apos;s candidates.)</source>
        <translation>(Einige leere Zellen haben keine Notizen; dieser Tipp verwendet die Kandidaten aller Zellen.)</translation>
    </message>
    <message>
        <source>(Some notes rule out a cell&apos;s right digit; this hint uses the true candidates.)</source>
        <translation>(Einige Notizen schließen die richtige Ziffer einer Zelle aus; dieser Tipp verwendet die wahren Kandidaten.)</translation>
    </message>
    <message>
        <source>There is a mistake on the board: fix it before the next step. Press Hint again to see where.</source>
        <translation>Auf dem Spielfeld ist ein Fehler: Beheben Sie ihn vor dem nächsten Schritt. Drücken Sie noch einmal auf Tipp, um zu sehen, wo.</translation>
    </message>
    <message numerus="yes">
        <source>Wrong digit in %1.</source>
        <translation>
            <numerusform>Falsche Ziffer in %1.</numerusform>
            <numerusform>Falsche Ziffern in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Sudoku for the desktop</source>
        <translation>Sudoku für den Desktop</translation>
    </message>
    <message>
        <source>Print the time to the first paint of the board, then quit.</source>
        <translation>Die Zeit bis zum ersten Zeichnen des Spielfelds ausgeben, dann beenden.</translation>
    </message>
    <message>
        <source>Show a fixed game in progress (for screenshots).</source>
        <translation>Ein festes, laufendes Spiel zeigen (für Bildschirmfotos).</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt;, then quit.</source>
        <translation>Ein Bild des Fensters in &lt;file&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>A nonet:// link, a puzzle as text, or a .nonet file to open.</source>
        <translation>Ein nonet://-Link, ein Rätsel als Text oder eine .nonet-Datei zum Öffnen.</translation>
    </message>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Puzzle pool problem</source>
        <translation>Problem mit dem Rätselvorrat</translation>
    </message>
</context>
<context>
    <name>nonet::app::Autosave</name>
    <message>
        <source>Autosave</source>
        <translation>Automatisches Speichern</translation>
    </message>
    <message>
        <source>The game could not be saved automatically to “%1” (%2).</source>
        <translation>Das Spiel konnte nicht automatisch in „%1“ gespeichert werden (%2).</translation>
    </message>
</context>
<context>
    <name>nonet::app::ExpertRatingJob</name>
    <message>
        <source>SE %1</source>
        <translation>SE %1</translation>
    </message>
    <message>
        <source>SE %1+</source>
        <translation>SE %1+</translation>
    </message>
</context>
<context>
    <name>nonet::app::ExportDialog</name>
    <message>
        <source>Export the puzzle</source>
        <translation>Rätsel exportieren</translation>
    </message>
    <message>
        <source>Export format</source>
        <translation>Exportformat</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Exported text</source>
        <translation>Exportierter Text</translation>
    </message>
    <message>
        <source>Export status</source>
        <translation>Exportstatus</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>In die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
</context>
<context>
    <name>nonet::app::FileActions</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the game among your saved games</source>
        <translation>Das Spiel bei Ihren gespeicherten Spielen ablegen</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game as a .nonet file</source>
        <translation>Das Spiel als .nonet-Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open a .nonet file</source>
        <translation>Eine .nonet-Datei öffnen</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Laden…</translation>
    </message>
    <message>
        <source>Open or delete one of your saved games</source>
        <translation>Eines Ihrer gespeicherten Spiele öffnen oder löschen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Play a puzzle pasted or typed as text or a link</source>
        <translation>Ein als Text oder Link eingefügtes oder getipptes Rätsel spielen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Copy the puzzle to the clipboard</source>
        <translation>Das Rätsel in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>S&amp;hare Link…</source>
        <translation>Link &amp;teilen…</translation>
    </message>
    <message>
        <source>Copy a nonet:// link to the puzzle</source>
        <translation>Einen nonet://-Link zum Rätsel kopieren</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new game at the chosen level</source>
        <translation>Ein neues Spiel auf der gewählten Stufe beginnen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Clear every entry and note (undoable)</source>
        <translation>Alle Eingaben und Notizen löschen (rückgängig zu machen)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause or resume the game and its stopwatch</source>
        <translation>Spiel und Stoppuhr anhalten oder fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Nonet</source>
        <translation>Nonet beenden</translation>
    </message>
    <message>
        <source>&amp;Notes Mode</source>
        <translation>&amp;Notizmodus</translation>
    </message>
    <message>
        <source>Digits toggle notes instead of placing values (N)</source>
        <translation>Ziffern schalten Notizen um, statt Werte zu setzen (N)</translation>
    </message>
    <message>
        <source>&amp;All Notes</source>
        <translation>&amp;Alle Notizen</translation>
    </message>
    <message>
        <source>Fill every empty cell with its candidates</source>
        <translation>Jede leere Zelle mit ihren Kandidaten füllen</translation>
    </message>
    <message>
        <source>&amp;Clear Notes</source>
        <translation>Notizen &amp;löschen</translation>
    </message>
    <message>
        <source>Remove every note</source>
        <translation>Alle Notizen entfernen</translation>
    </message>
    <message>
        <source>Remove Notes Au&amp;tomatically</source>
        <translation>Notizen au&amp;tomatisch entfernen</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation>Eine gesetzte Ziffer wird aus den Notizen ihrer Zeile, Spalte und ihres Blocks entfernt</translation>
    </message>
    <message>
        <source>&amp;About Nonet</source>
        <translation>&amp;Über Nonet</translation>
    </message>
    <message>
        <source>About Nonet</source>
        <translation>Über Nonet</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>Starte %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameFiles</name>
    <message>
        <source>Opened “%1”.</source>
        <translation>„%1“ geöffnet.</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet)</source>
        <translation>Nonet-Spiele (*.nonet)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet);;Text files (*.txt);;All files (*)</source>
        <translation>Nonet-Spiele (*.nonet);;Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Another Nonet is using every autosave slot: this window&apos;s game is not autosaved.</source>
        <translation>Ein anderes Nonet belegt alle Plätze für automatisches Speichern: Das Spiel dieses Fensters wird nicht automatisch gespeichert.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>A saved game called “%1” exists. Replace it?</source>
        <translation>Ein gespeichertes Spiel namens „%1“ gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Als „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>„%1“ konnte nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>Saved to “%1”.</source>
        <translation>In „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>The puzzle was copied to the clipboard.</source>
        <translation>Das Rätsel wurde in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>The link was copied to the clipboard.</source>
        <translation>Der Link wurde in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>Es wurde %1 importiert.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameKeeper</name>
    <message>
        <source>Your game in progress (%1, %2 % filled) was kept: Game ▸ Continue brings it back.</source>
        <translation>Dein laufendes Spiel (%1, %2 % ausgefüllt) wurde aufbewahrt: Spiel ▸ Fortsetzen holt es zurück.</translation>
    </message>
    <message>
        <source>Continuing your game (%1, %2 % filled).</source>
        <translation>Dein Spiel geht weiter (%1, %2 % ausgefüllt).</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>gestern um %1</translation>
    </message>
    <message>
        <source>%1, %2 % filled, %3 played, %4</source>
        <translation>%1, %2 % ausgefüllt, %3 gespielt, %4</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Go back to a game you left unfinished for another</source>
        <translation>Zurück zu einem Spiel, das du für ein anderes unfertig verlassen hast</translation>
    </message>
    <message>
        <source>Continue this game; the game you are playing is kept here in turn</source>
        <translation>Dieses Spiel fortsetzen; das Spiel, das du gerade spielst, wird dafür hier aufbewahrt</translation>
    </message>
    <message>
        <source>No unfinished games: a game you leave for another appears here</source>
        <translation>Keine unfertigen Spiele: Ein Spiel, das du für ein anderes verlässt, erscheint hier</translation>
    </message>
    <message>
        <source>Your game in progress could not be kept, so the other game was not started: %1 Save it to a file elsewhere, or free some space, and try again.</source>
        <translation>Dein laufendes Spiel konnte nicht aufbewahrt werden, deshalb wurde das andere Spiel nicht begonnen: %1 Speichere es anderswo in einer Datei oder schaffe Platz und versuche es erneut.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameOpener</name>
    <message>
        <source>The imported puzzle could not be started.</source>
        <translation>Das importierte Rätsel konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>The saved game “%1” does not fit together and was not opened.</source>
        <translation>Das gespeicherte Spiel „%1“ ist in sich nicht stimmig und wurde nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameSession</name>
    <message>
        <source>All notes</source>
        <translation>Alle Notizen</translation>
    </message>
    <message>
        <source>Clear notes</source>
        <translation>Notizen löschen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <translation>Z%1S%2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 setzen</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Notiz %1 in %2</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>Notizen ändern</translation>
    </message>
    <message>
        <source>Change cells</source>
        <translation>Zellen ändern</translation>
    </message>
    <message>
        <source>Several changes</source>
        <translation>Mehrere Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 in %n cells</source>
        <translation>
            <numerusform>%1 in %n Feld setzen</numerusform>
            <numerusform>%1 in %n Felder setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cells</source>
        <translation>
            <numerusform>%n Feld löschen</numerusform>
            <numerusform>%n Felder löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note %1 in %n cells</source>
        <translation>
            <numerusform>Notiz %1 in %n Feld</numerusform>
            <numerusform>Notiz %1 in %n Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre note %1 in %n cells</source>
        <translation>
            <numerusform>Mittelnotiz %1 in %n Feld</numerusform>
            <numerusform>Mittelnotiz %1 in %n Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of %n cells</source>
        <translation>
            <numerusform>Farbe von %n Feld entfernen</numerusform>
            <numerusform>Farbe von %n Feldern entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour %n cells in colour %1</source>
        <translation>
            <numerusform>%n Feld in Farbe %1 färben</numerusform>
            <numerusform>%n Felder in Farbe %1 färben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of note %1 in %n cells</source>
        <translation>
            <numerusform>Farbe von Notiz %1 in %n Feld entfernen</numerusform>
            <numerusform>Farbe von Notiz %1 in %n Feldern entfernen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour note %1 in %n cells in colour %2</source>
        <translation>
            <numerusform>Notiz %1 in %n Feld in Farbe %2 färben</numerusform>
            <numerusform>Notiz %1 in %n Feldern in Farbe %2 färben</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear colours</source>
        <translation>Farben entfernen</translation>
    </message>
    <message>
        <source>Centre note %1 in %2</source>
        <translation>Mittelnotiz %1 in %2</translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>Farbe von %1 entfernen</translation>
    </message>
    <message>
        <source>Colour %1 in colour %2</source>
        <translation>%1 in Farbe %2 färben</translation>
    </message>
    <message>
        <source>Clear the colour of note %1 in %2</source>
        <translation>Farbe von Notiz %1 in %2 entfernen</translation>
    </message>
    <message>
        <source>Colour note %1 in %2 in colour %3</source>
        <translation>Notiz %1 in %2 in Farbe %3 färben</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameStatistics</name>
    <message>
        <source>The statistics file was damaged and has been set aside as %1.</source>
        <translation>Die Statistikdatei war beschädigt und wurde als %1 beiseitegelegt.</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged.</source>
        <translation>Die Statistikdatei %1 ist beschädigt.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameStore</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>It was kept as “%1”.</source>
        <translation>Sie wurde als „%1“ aufbewahrt.</translation>
    </message>
    <message>
        <source>It could not be moved aside and was left as it is.</source>
        <translation>Sie konnte nicht beiseitegelegt werden und wurde belassen, wie sie ist.</translation>
    </message>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>Der Ordner „%1“ konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>„%1“ konnte nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>“%1” is not one of the saved games.</source>
        <translation>„%1“ ist keines der gespeicherten Spiele.</translation>
    </message>
    <message>
        <source>“%1” could not be deleted (%2).</source>
        <translation>„%1“ konnte nicht gelöscht werden (%2).</translation>
    </message>
</context>
<context>
    <name>nonet::app::GeneratingNotice</name>
    <message>
        <source>Puzzle being generated</source>
        <translation>Rätsel wird erzeugt</translation>
    </message>
    <message>
        <source>Generating</source>
        <translation>Wird erzeugt</translation>
    </message>
    <message>
        <source>Generation status</source>
        <translation>Stand der Erzeugung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the new puzzle</source>
        <translation>Das neue Rätsel abbrechen</translation>
    </message>
    <message>
        <source>Generating %1…</source>
        <translation>Es wird %1 erzeugt…</translation>
    </message>
</context>
<context>
    <name>nonet::app::HelpActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show the next logical step, a little more with each press (H)</source>
        <translation>Den nächsten logischen Schritt zeigen, mit jedem Druck etwas mehr (H)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Mark the digits that differ from the solution, until the next move</source>
        <translation>Die Ziffern markieren, die von der Lösung abweichen, bis zum nächsten Zug</translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation>&amp;Statistik...</translation>
    </message>
    <message>
        <source>Games, solves, times and streaks per level</source>
        <translation>Spiele, Lösungen, Zeiten und Serien pro Stufe</translation>
    </message>
    <message>
        <source>&amp;Mistakes</source>
        <translation>&amp;Fehler</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>Show &amp;Conflicts</source>
        <translation>&amp;Konflikte zeigen</translation>
    </message>
    <message>
        <source>Check Against the &amp;Solution</source>
        <translation>Mit der &amp;Lösung vergleichen</translation>
    </message>
    <message>
        <source>Mark nothing</source>
        <translation>Nichts markieren</translation>
    </message>
    <message>
        <source>Mark digits that repeat in a row, column or box</source>
        <translation>Ziffern markieren, die sich in einer Zeile, Spalte oder einem Block wiederholen</translation>
    </message>
    <message>
        <source>Mark conflicts and every entry that differs from the solution</source>
        <translation>Konflikte und jede Eingabe markieren, die von der Lösung abweicht</translation>
    </message>
</context>
<context>
    <name>nonet::app::HintController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Angewandt: %1</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>Das Rätsel ist gelöst.</translation>
    </message>
    <message>
        <source>No step was found for this position.</source>
        <translation>Für diese Stellung wurde kein Schritt gefunden.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ImportDialog</name>
    <message>
        <source>Import a puzzle</source>
        <translation>Rätsel importieren</translation>
    </message>
    <message>
        <source>Paste or type a puzzle: 81 characters on a line, 9 rows of 9, a boxed or pencil-mark grid, or a link (nonet://play?p=… or a Sudoku site&apos;s link).</source>
        <translation>Fügen Sie ein Rätsel ein oder tippen Sie es: 81 Zeichen in einer Zeile, 9 Zeilen zu 9, ein Gitter mit Rahmen oder Bleistiftnotizen oder ein Link (nonet://play?p=… oder der Link einer Sudoku-Seite).</translation>
    </message>
    <message>
        <source>Puzzle text</source>
        <translation>Rätseltext</translation>
    </message>
    <message>
        <source>Import problem</source>
        <translation>Problem beim Importieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Paste from the clipboard</source>
        <translation>Aus der Zwischenablage einfügen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>The clipboard holds far too much text to be a puzzle (%L1 characters).</source>
        <translation>Die Zwischenablage enthält viel zu viel Text für ein Rätsel (%L1 Zeichen).</translation>
    </message>
</context>
<context>
    <name>nonet::app::Incoming</name>
    <message>
        <source>“%1” is not a file on this computer.</source>
        <translation>„%1“ ist keine Datei auf diesem Computer.</translation>
    </message>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>„%1“ konnte nicht gelesen werden (%2).</translation>
    </message>
</context>
<context>
    <name>nonet::app::Level</name>
    <message>
        <source>Very easy</source>
        <translation>Sehr leicht</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Very tough</source>
        <translation>Sehr schwer</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>a very easy puzzle</source>
        <translation>ein sehr leichtes Rätsel</translation>
    </message>
    <message>
        <source>an easy puzzle</source>
        <translation>ein leichtes Rätsel</translation>
    </message>
    <message>
        <source>a medium puzzle</source>
        <translation>ein mittelschweres Rätsel</translation>
    </message>
    <message>
        <source>a tough puzzle</source>
        <translation>ein schweres Rätsel</translation>
    </message>
    <message>
        <source>a very tough puzzle</source>
        <translation>ein sehr schweres Rätsel</translation>
    </message>
    <message>
        <source>an extreme puzzle</source>
        <translation>ein extremes Rätsel</translation>
    </message>
</context>
<context>
    <name>nonet::app::LoadDialog</name>
    <message>
        <source>Load a saved game</source>
        <translation>Gespeichertes Spiel laden</translation>
    </message>
    <message>
        <source>Problems with saved games</source>
        <translation>Probleme mit gespeicherten Spielen</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Spielzeit</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Open the selected game</source>
        <translation>Das gewählte Spiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected game</source>
        <translation>Das gewählte Spiel löschen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Gespeichertes Spiel löschen</translation>
    </message>
    <message>
        <source>Delete “%1”? This cannot be undone.</source>
        <translation>„%1“ löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>No saved games yet. Save (%1) keeps the game you are playing here under a name; a game you leave for another one is kept under Game ▸ Continue.</source>
        <translation>Noch keine gespeicherten Spiele. Speichern (%1) legt das Spiel, das du gerade spielst, hier unter einem Namen ab; ein Spiel, das du für ein anderes verlässt, findest du unter Spiel ▸ Fortsetzen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::MainWindow</name>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Game progress</source>
        <translation>Spielfortschritt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>The new puzzle was not valid; please try again.</source>
        <translation>Das neue Rätsel war ungültig; bitte versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Bisher keine Fehler.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s) marked.</source>
        <translation>
            <numerusform>%n falsche Ziffer markiert.</numerusform>
            <numerusform>%n falsche Ziffern markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nonet - %1</source>
        <translation>Nonet - %1</translation>
    </message>
    <message>
        <source>%1 · %2 of 81 filled</source>
        <translation>%1 · %2 von 81 ausgefüllt</translation>
    </message>
    <message>
        <source>New best time (was %1)!</source>
        <translation>Neue Bestzeit (bisher %1)!</translation>
    </message>
    <message>
        <source>(With help: not eligible for the best time.)</source>
        <translation>(Mit Hilfe: zählt nicht für die Bestzeit.)</translation>
    </message>
    <message>
        <source>The grid is full, but some digits are wrong. Keep going!</source>
        <translation>Das Gitter ist voll, aber einige Ziffern sind falsch. Nicht aufgeben!</translation>
    </message>
    <message>
        <source>About Nonet</source>
        <translation>Über Nonet</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku for the desktop: fresh puzzles at six levels, notes, undo and a stopwatch.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku für den Desktop: immer neue Rätsel auf sechs Stufen, Notizen, Rückgängig und eine Stoppuhr.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 — %2 ready</source>
        <translation>%1 — %2 bereit</translation>
    </message>
    <message>
        <source>That sets your best time at this level.</source>
        <translation>Das ist deine Bestzeit auf dieser Stufe.</translation>
    </message>
    <message>
        <source>Nonet could not make %1.</source>
        <translation>Nonet konnte %1 nicht erzeugen.</translation>
    </message>
    <message>
        <source>Preparing %1…</source>
        <translation>Es wird %1 vorbereitet…</translation>
    </message>
    <message>
        <source>Solved! You finished %1 in %2.</source>
        <translation>Gelöst! Du hast %1 in %2 geschafft.</translation>
    </message>
    <message>
        <source>The level, an estimate of the puzzle&apos;s rating on Sukaku Explainer&apos;s scale (SE, 1.0 to 11.9, the scale experts compare puzzles by) and how many cells are filled</source>
        <translation>Die Stufe, eine Schätzung der Schwierigkeit des Rätsels auf der Skala von Sukaku Explainer (SE, 1.0 bis 11.9, die Skala, auf der Kenner Rätsel vergleichen) und wie viele Zellen ausgefüllt sind</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 of 81 filled</source>
        <translation>%1 · %2 · %3 von 81 ausgefüllt</translation>
    </message>
</context>
<context>
    <name>nonet::app::MessageStrip</name>
    <message>
        <source>Game message</source>
        <translation>Spielmeldung</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Dismiss the hint</source>
        <translation>Tipp schließen</translation>
    </message>
    <message>
        <source>Hide the hint (the next press of Hint starts it again)</source>
        <translation>Tipp ausblenden (der nächste Druck auf Tipp beginnt von vorn)</translation>
    </message>
</context>
<context>
    <name>nonet::app::PreferencesDialog</name>
    <message>
        <source>180° rotation</source>
        <translation>Drehung um 180°</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Mirrored top to bottom</source>
        <translation>Von oben nach unten gespiegelt</translation>
    </message>
    <message>
        <source>Mirrored left to right</source>
        <translation>Von links nach rechts gespiegelt</translation>
    </message>
    <message>
        <source>Mirrored on the diagonal</source>
        <translation>An der Diagonale gespiegelt</translation>
    </message>
    <message>
        <source>90° rotation</source>
        <translation>Drehung um 90°</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Show conflicts</source>
        <translation>Konflikte zeigen</translation>
    </message>
    <message>
        <source>Check against the solution</source>
        <translation>Mit der Lösung vergleichen</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language, playing aids, board highlights and the symmetry of new puzzles</source>
        <translation>Sprache, Spielhilfen, Hervorhebungen auf dem Spielfeld und die Symmetrie neuer Rätsel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of Nonet&apos;s menus and messages. A change applies the next time Nonet starts.</source>
        <translation>Die Sprache der Menüs und Meldungen von Nonet. Eine Änderung gilt ab dem nächsten Start von Nonet.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language applies the next time Nonet starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Nonet.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>&amp;Remove notes automatically</source>
        <translation>Notizen automatisch &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove notes automatically</source>
        <translation>Notizen automatisch entfernen</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation>Eine gesetzte Ziffer wird aus den Notizen ihrer Zeile, Spalte und ihres Blocks entfernt</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>What the board marks while you play: nothing, digits that repeat in a row, column or box, or also every entry that differs from the solution</source>
        <translation>Was das Spielfeld beim Spielen markiert: nichts, Ziffern, die sich in einer Zeile, Spalte oder einem Block wiederholen, oder auch jede Eingabe, die von der Lösung abweicht</translation>
    </message>
    <message>
        <source>&amp;Mistakes:</source>
        <translation>&amp;Fehler:</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>Highlight the r&amp;ow, column and box of the selected cell</source>
        <translation>&amp;Zeile, Spalte und Block der gewählten Zelle hervorheben</translation>
    </message>
    <message>
        <source>Highlight row, column and box</source>
        <translation>Zeile, Spalte und Block hervorheben</translation>
    </message>
    <message>
        <source>Shade the cells that share a row, column or box with the selected cell</source>
        <translation>Die Zellen einfärben, die eine Zeile, Spalte oder einen Block mit der gewählten Zelle teilen</translation>
    </message>
    <message>
        <source>Highlight the selected &amp;digit in other cells and notes</source>
        <translation>Die gewählte Ziffer in anderen Zellen und Notizen &amp;hervorheben</translation>
    </message>
    <message>
        <source>Highlight the selected digit</source>
        <translation>Die gewählte Ziffer hervorheben</translation>
    </message>
    <message>
        <source>Shade the cells holding the selected cell&apos;s digit and mark it in notes</source>
        <translation>Die Zellen mit der Ziffer der gewählten Zelle einfärben und sie in Notizen markieren</translation>
    </message>
    <message>
        <source>New puzzles</source>
        <translation>Neue Rätsel</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>The pattern the givens of newly generated puzzles follow. Puzzles already prepared keep theirs.</source>
        <translation>Das Muster, dem die Vorgaben neu erzeugter Rätsel folgen. Bereits vorbereitete Rätsel behalten ihres.</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>Applies to puzzles generated from now on; puzzles already prepared keep theirs.</source>
        <translation>Gilt für Rätsel, die ab jetzt erzeugt werden; bereits vorbereitete Rätsel behalten ihres.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Keep these preferences</source>
        <translation>Diese Einstellungen übernehmen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Schließen, ohne etwas zu ändern</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>Language, playing aids, highlights and the symmetry of new puzzles</source>
        <translation>Sprache, Spielhilfen, Hervorhebungen und die Symmetrie neuer Rätsel</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleExport</name>
    <message>
        <source>Puzzle on one line, “.” for empty cells</source>
        <translation>Rätsel in einer Zeile, „.“ für leere Zellen</translation>
    </message>
    <message>
        <source>Puzzle on one line, “0” for empty cells</source>
        <translation>Rätsel in einer Zeile, „0“ für leere Zellen</translation>
    </message>
    <message>
        <source>Puzzle as a boxed grid</source>
        <translation>Rätsel als Gitter mit Rahmen</translation>
    </message>
    <message>
        <source>Current progress with notes (pencil-mark grid)</source>
        <translation>Aktueller Stand mit Notizen (Gitter mit Bleistiftnotizen)</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleImport</name>
    <message>
        <source>There is nothing to import: the text is empty.</source>
        <translation>Es gibt nichts zu importieren: Der Text ist leer.</translation>
    </message>
    <message>
        <source>The text is far too long to be a puzzle.</source>
        <translation>Der Text ist viel zu lang für ein Rätsel.</translation>
    </message>
    <message>
        <source>This is not a puzzle Nonet can read: %1.</source>
        <translation>Das ist kein Rätsel, das Nonet lesen kann: %1.</translation>
    </message>
    <message>
        <source>This is not a whole puzzle: %1.</source>
        <translation>Das ist kein vollständiges Rätsel: %1.</translation>
    </message>
    <message>
        <source>The puzzle breaks the rules: %1.</source>
        <translation>Das Rätsel verstößt gegen die Regeln: %1.</translation>
    </message>
    <message>
        <source>The pencil marks cannot be read: %1.</source>
        <translation>Die Bleistiftnotizen können nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>The link carries no puzzle: %1.</source>
        <translation>Der Link enthält kein Rätsel: %1.</translation>
    </message>
    <message>
        <source>The link is broken: %1.</source>
        <translation>Der Link ist beschädigt: %1.</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so it cannot be played.</source>
        <translation>Das Rätsel hat keine Lösung und kann daher nicht gespielt werden.</translation>
    </message>
    <message>
        <source>The puzzle has more than one solution; Nonet plays only puzzles with exactly one.</source>
        <translation>Das Rätsel hat mehr als eine Lösung; Nonet spielt nur Rätsel mit genau einer.</translation>
    </message>
    <message>
        <source>The progress that came with the puzzle does not fit it.</source>
        <translation>Der mitgelieferte Fortschritt passt nicht zum Rätsel.</translation>
    </message>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>„%1“ konnte nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>“%1” is far too large to hold a puzzle.</source>
        <translation>„%1“ ist viel zu groß, um ein Rätsel zu enthalten.</translation>
    </message>
    <message>
        <source>The text is far too long to be a puzzle (%L1 characters).</source>
        <translation>Der Text ist viel zu lang für ein Rätsel (%L1 Zeichen).</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzlePool</name>
    <message>
        <source>The list of puzzles you have played could not be read (%1).</source>
        <translation>Die Liste der Rätsel, die Sie gespielt haben, konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>The saved puzzle pool could not be read (%1).</source>
        <translation>Der gespeicherte Rätselvorrat konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one is started.</source>
        <translation>Er wurde als %1 aufbewahrt, und ein neuer wird angelegt.</translation>
    </message>
    <message>
        <source>It could not be renamed, so it is left untouched and not updated.</source>
        <translation>Er konnte nicht umbenannt werden und bleibt daher unverändert und wird nicht aktualisiert.</translation>
    </message>
    <message>
        <source>Could not save the puzzle pool (%1).</source>
        <translation>Der Rätselvorrat konnte nicht gespeichert werden (%1).</translation>
    </message>
</context>
<context>
    <name>nonet::app::SaveFile</name>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>„%1“ konnte nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>“%1” is far too large to be a saved game (%2).</source>
        <translation>„%1“ ist viel zu groß für ein gespeichertes Spiel (%2).</translation>
    </message>
    <message>
        <source>“%1” is damaged or cut short: it is not readable JSON (%2).</source>
        <translation>„%1“ ist beschädigt oder unvollständig: Es ist kein lesbares JSON (%2).</translation>
    </message>
    <message>
        <source>“%1” is not a Nonet saved game (%2).</source>
        <translation>„%1“ ist kein gespeichertes Nonet-Spiel (%2).</translation>
    </message>
    <message>
        <source>“%1” was saved by a newer version of Nonet (format version %2); this version reads version %3.</source>
        <translation>„%1“ wurde von einer neueren Version von Nonet gespeichert (Formatversion %2); diese Version liest Version %3.</translation>
    </message>
    <message>
        <source>“%1” is damaged: %2.</source>
        <translation>„%1“ ist beschädigt: %2.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ShareDialog</name>
    <message>
        <source>Share link</source>
        <translation>Link teilen</translation>
    </message>
    <message>
        <source>Send this link to a friend: clicking it, or pasting it into Import, opens the puzzle in Nonet.</source>
        <translation>Schicken Sie diesen Link an Freunde: Ein Klick darauf oder Einfügen unter Importieren öffnet das Rätsel in Nonet.</translation>
    </message>
    <message>
        <source>Include my &amp;progress (entries and notes)</source>
        <translation>Meinen &amp;Fortschritt mitsenden (Eingaben und Notizen)</translation>
    </message>
    <message>
        <source>Include my progress</source>
        <translation>Meinen Fortschritt mitsenden</translation>
    </message>
    <message>
        <source>Share status</source>
        <translation>Status des Teilens</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>Den Link kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
</context>
<context>
    <name>nonet::app::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Statistics per level</source>
        <translation>Statistik pro Stufe</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Without hints</source>
        <translation>Ohne Tipps</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Bestzeit</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Durchschnittszeit</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Zurücksetzen...</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reset all statistics? This cannot be undone.</source>
        <translation>Die gesamte Statistik zurücksetzen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>nonet::app::UnfinishedStore</name>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>Der Ordner „%1“ konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>„%1“ konnte nicht geschrieben werden (%2).</translation>
    </message>
</context>
<context>
    <name>nonet::ui::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>Sudoku-Spielfeld</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
    <message>
        <source>No cell selected. Arrow keys select a cell.</source>
        <translation>Keine Zelle ausgewählt. Mit den Pfeiltasten wählen Sie eine Zelle.</translation>
    </message>
    <message>
        <source>%1 (one of %2 selected cells)</source>
        <translation>%1 (eines von %2 ausgewählten Feldern)</translation>
    </message>
</context>
<context>
    <name>nonet::ui::CellWidget</name>
    <message>
        <source>%1, given</source>
        <translation>%1, vorgegeben</translation>
    </message>
    <message>
        <source>%1, conflict</source>
        <translation>%1, Konflikt</translation>
    </message>
    <message>
        <source>%1, wrong</source>
        <translation>%1, falsch</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>empty, notes %1</source>
        <translation>leer, Notizen %1</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3: %4</source>
        <translation>Zeile %1, Spalte %2, Block %3: %4</translation>
    </message>
    <message>
        <source>A given digit of the puzzle; it cannot be changed.</source>
        <translation>Eine vorgegebene Ziffer des Rätsels; sie kann nicht geändert werden.</translation>
    </message>
    <message>
        <source>Type a digit to place it, Shift and a digit for a note, Delete to erase.</source>
        <translation>Eine Ziffer tippen, um sie zu setzen, Umschalt und eine Ziffer für eine Notiz, Entf zum Löschen.</translation>
    </message>
</context>
<context>
    <name>nonet::ui::DigitButton</name>
    <message>
        <source>Digit %1</source>
        <translation>Ziffer %1</translation>
    </message>
</context>
<context>
    <name>nonet::ui::Keypad</name>
    <message>
        <source>Keypad</source>
        <translation>Ziffernblock</translation>
    </message>
    <message>
        <source>Places digits and notes in the selected cell</source>
        <translation>Setzt Ziffern und Notizen in die gewählte Zelle</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Erase the selected cell (Delete)</source>
        <translation>Die gewählte Zelle leeren (Entf)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Notes mode</source>
        <translation>Notizmodus</translation>
    </message>
    <message>
        <source>Notes mode: digits toggle notes instead of placing values (N)</source>
        <translation>Notizmodus: Ziffern schalten Notizen um, statt Werte zu setzen (N)</translation>
    </message>
    <message>
        <source>Toggle note %1 in the selected cell (Shift+%1)</source>
        <translation>Notiz %1 in der gewählten Zelle umschalten (Umschalt+%1)</translation>
    </message>
    <message>
        <source>Place %1 in the selected cell (key %1)</source>
        <translation>%1 in die gewählte Zelle setzen (Taste %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>noch %n zu setzen</numerusform>
            <numerusform>noch %n zu setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>all placed</source>
        <translation>alle gesetzt</translation>
    </message>
</context>
<context>
    <name>nonet::ui::PauseCover</name>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>The game is paused. Click or press Space to resume.</source>
        <translation>Das Spiel ist pausiert. Klicken oder die Leertaste drücken, um fortzufahren.</translation>
    </message>
    <message>
        <source>Click to resume</source>
        <translation>Klicken, um fortzufahren</translation>
    </message>
    <message>
        <source>Click or press Space to resume</source>
        <translation>Klicken oder die Leertaste drücken, um fortzufahren</translation>
    </message>
</context>
<context>
    <name>nonet::ui::SelectionPopup</name>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Erase the cell (Delete)</source>
        <translation>Die Zelle leeren (Entf)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Notes: a digit toggles a note instead of placing it (N)</source>
        <translation>Notizen: Eine Ziffer schaltet eine Notiz um, statt sie zu setzen (N)</translation>
    </message>
    <message>
        <source>Remove note %1</source>
        <translation>Notiz %1 entfernen</translation>
    </message>
    <message>
        <source>Add note %1</source>
        <translation>Notiz %1 hinzufügen</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>%1 (already in its row, column or box)</source>
        <translation>%1 (schon in Zeile, Spalte oder Block)</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Toggle notes of %1</source>
        <translation>Notizen von %1 umschalten</translation>
    </message>
    <message>
        <source>Choose a digit for %1</source>
        <translation>Ziffer für %1 wählen</translation>
    </message>
</context>
<context>
    <name>nonet::ui::TimerLabel</name>
    <message>
        <source>Stopwatch</source>
        <translation>Stoppuhr</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 Sekunde</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 Sekunden</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>Paused. Click to resume.</source>
        <translation>Pausiert. Klicken, um fortzufahren.</translation>
    </message>
    <message>
        <source>%1 elapsed, paused. Press to resume.</source>
        <translation>%1 vergangen, pausiert. Drücken, um fortzufahren.</translation>
    </message>
    <message>
        <source>Elapsed time. Click to pause; the board is hidden while paused.</source>
        <translation>Vergangene Zeit. Klicken zum Pausieren; während der Pause ist das Spielfeld verborgen.</translation>
    </message>
    <message>
        <source>%1 elapsed. Press to pause.</source>
        <translation>%1 vergangen. Drücken zum Pausieren.</translation>
    </message>
</context>
</TS>
