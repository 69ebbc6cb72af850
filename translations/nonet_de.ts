<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>HintText</name>
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
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
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
        <source>region %1</source>
        <translation>Region %1</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>Diagonale %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
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
    <message>
        <source>%2 is the last empty cell of %3 and takes %1</source>
        <translation>%2 ist die letzte leere Zelle von %3 und erhält %1</translation>
    </message>
    <message>
        <source>%1 fits only in %2 within %3</source>
        <translation>%1 passt in %3 nur in %2</translation>
    </message>
    <message>
        <source>%2 can only be %1</source>
        <translation>%2 kann nur %1 sein</translation>
    </message>
    <message>
        <source>%1 lies only in %2 in %3</source>
        <translation>%1 liegt in %3 nur in %2</translation>
    </message>
    <message>
        <source>%1 in %2 (%3)</source>
        <translation>%1 in %2 (%3)</translation>
    </message>
    <message>
        <source>%1 with %2 (%3)</source>
        <translation>%1 mit %2 (%3)</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1 along %2</source>
        <translation>%1 entlang %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%2 takes %1</source>
        <translation>%2 erhält %1</translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 ab %2</translation>
    </message>
    <message>
        <source>%1 in %2 leads to a contradiction</source>
        <translation>%1 in %2 führt zu einem Widerspruch</translation>
    </message>
    <message>
        <source>%2 is %1</source>
        <translation>%2 ist %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>A cage with one empty cell left: that cell takes what the cage&apos;s sum still needs.</source>
        <translation>Ein Käfig mit nur noch einer leeren Zelle: Diese Zelle bekommt, was der Summe des Käfigs noch fehlt.</translation>
    </message>
    <message>
        <source>%2 is the last empty cell of its cage and takes %1</source>
        <translation>%2 ist die letzte leere Zelle ihres Käfigs und bekommt %1</translation>
    </message>
    <message>
        <source>Every combination of a cage&apos;s sum holds a digit, and only one cell of the cage can still take it: it goes there.</source>
        <translation>Jede Kombination für die Summe eines Käfigs enthält eine Ziffer, und nur eine Zelle des Käfigs kann sie noch aufnehmen: Dort gehört sie hin.</translation>
    </message>
    <message>
        <source>%1 fits only in %2 within its cage</source>
        <translation>%1 passt in ihrem Käfig nur in %2</translation>
    </message>
    <message>
        <source>Only some sets of different digits add up to a cage&apos;s sum; a candidate that fits no such set in the cage&apos;s cells goes.</source>
        <translation>Nur manche Sätze verschiedener Ziffern ergeben die Summe eines Käfigs; ein Kandidat, der in keinen solchen Satz in den Zellen des Käfigs passt, fällt weg.</translation>
    </message>
    <message>
        <source>the cage of %2 can only use %1</source>
        <translation>der Käfig von %2 kann nur %1 verwenden</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds can only go in the cage&apos;s cells of one house: it leaves that house&apos;s other cells.</source>
        <translation>Eine Ziffer, die jede Kombination eines Käfigs enthält, kann nur in den Zellen des Käfigs in einem Haus stehen: Sie verschwindet aus den übrigen Zellen dieses Hauses.</translation>
    </message>
    <message>
        <source>%1 of the cage lies only in %2 in %3</source>
        <translation>%1 des Käfigs liegt nur in %2 in %3</translation>
    </message>
    <message>
        <source>In a house a digit can only go in the cells of one cage: that cage holds it there, so its combinations without it go.</source>
        <translation>In einem Haus kann eine Ziffer nur in den Zellen eines Käfigs stehen: Dieser Käfig enthält sie dort, also fallen seine Kombinationen ohne sie weg.</translation>
    </message>
    <message>
        <source>%1 of %3 lies only in %2, all in one cage</source>
        <translation>%1 von %3 liegt nur in %2, alle in einem Käfig</translation>
    </message>
    <message>
        <source>A row, column or box adds up to 45: take away the cages inside it, and the cells left over (innies), or its cages&apos; cells outside it (outies), add up to what remains.</source>
        <translation>Eine Zeile, Spalte oder ein Block ergibt 45: Zieht man die Käfige darin ab, ergeben die übrigen Zellen (Innies) oder die Zellen seiner Käfige außerhalb (Outies) den Rest.</translation>
    </message>
    <message>
        <source>the rule of 45 in %3</source>
        <translation>die 45er-Regel in %3</translation>
    </message>
    <message>
        <source>Several rows, columns or boxes add up to 45 each: the cells left over inside them, or their cages&apos; cells outside them, add up to what the cages do not cover.</source>
        <translation>Mehrere Zeilen, Spalten oder Blöcke ergeben je 45: Die übrigen Zellen darin oder die Zellen ihrer Käfige außerhalb ergeben, was die Käfige nicht abdecken.</translation>
    </message>
    <message>
        <source>A house cuts a cage in two and the rule of 45 gives the sum of the part inside: the part outside adds up to the rest, and the cage&apos;s different digits must make both sums.</source>
        <translation>Ein Haus schneidet einen Käfig entzwei, und die 45er-Regel liefert die Summe des inneren Teils: Der äußere Teil ergibt den Rest, und die verschiedenen Ziffern des Käfigs müssen beide Summen bilden.</translation>
    </message>
    <message>
        <source>a cage cut by %3</source>
        <translation>ein Käfig, geschnitten von %3</translation>
    </message>
    <message>
        <source>Two cages in one house hold different digits: a combination that leaves the other cage none, or the house&apos;s other cells no place for a digit left over, goes.</source>
        <translation>Zwei Käfige in einem Haus enthalten verschiedene Ziffern: Eine Kombination, die dem anderen Käfig keine lässt oder den übrigen Zellen des Hauses keinen Platz für eine übrige Ziffer, fällt weg.</translation>
    </message>
    <message>
        <source>the cages of %2 in %3 use %1</source>
        <translation>die Käfige von %2 in %3 verwenden %1</translation>
    </message>
    <message>
        <source>Three cages in one house hold different digits: a combination that leaves the other cages none, or the house&apos;s other cells no place for a digit left over, goes.</source>
        <translation>Drei Käfige in einem Haus enthalten verschiedene Ziffern: Eine Kombination, die den anderen Käfigen keine lässt oder den übrigen Zellen des Hauses keinen Platz für eine übrige Ziffer, fällt weg.</translation>
    </message>
    <message>
        <source>, inside %1</source>
        <translation>, innen %1</translation>
    </message>
    <message>
        <source>, outside %1</source>
        <translation>, außen %1</translation>
    </message>
    <message>
        <source>, the part inside adding up to %1</source>
        <translation>, der innere Teil ergibt %1</translation>
    </message>
    <message>
        <source>, inside minus outside %1</source>
        <translation>, innen minus außen %1</translation>
    </message>
    <message>
        <source>, adding up to %1</source>
        <translation>, zusammen %1</translation>
    </message>
    <message>
        <source>Look at the outlined cage of %1, sum %2.</source>
        <translation>Sehen Sie sich den umrandeten Käfig von %1 an, Summe %2.</translation>
    </message>
    <message>
        <source>Look at the outlined cages.</source>
        <translation>Sehen Sie sich die umrandeten Käfige an.</translation>
    </message>
    <message>
        <source>no way to fill the cage of %2 with different digits adding up to its sum puts a removed candidate in its cell: with it there, the cage&apos;s other cells cannot take the rest of any combination</source>
        <translation>keine Art, den Käfig von %2 mit verschiedenen Ziffern zu füllen, die zusammen seine Summe ergeben, setzt einen entfernten Kandidaten in seine Zelle: stünde er dort, könnten die anderen Zellen des Käfigs den Rest keiner Kombination aufnehmen</translation>
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
    <name>TrainerText</name>
    <message>
        <source>Take one box and one digit at a time: when all the digit&apos;s candidates in the box sit in one row or column, strike it from that line outside the box.</source>
        <translation>Nimm dir einen Block und eine Ziffer nach der anderen vor: Liegen alle Kandidaten der Ziffer im Block in einer Zeile oder Spalte, streiche sie in dieser Linie außerhalb des Blocks.</translation>
    </message>
    <message>
        <source>Go along each row and column: when a digit&apos;s candidates there all fall in one box, strike it from the rest of that box.</source>
        <translation>Geh jede Zeile und Spalte durch: Fallen die Kandidaten einer Ziffer dort alle in einen Block, streiche sie im Rest dieses Blocks.</translation>
    </message>
    <message>
        <source>Look for two cells of a row, column or box whose notes are the same two digits, and remove those digits from the house&apos;s other cells.</source>
        <translation>Suche zwei Felder einer Zeile, Spalte oder eines Blocks, deren Notizen dieselben zwei Ziffern sind, und entferne diese Ziffern aus den übrigen Feldern dieser Einheit.</translation>
    </message>
    <message>
        <source>In one house, count where each digit can go: two digits with the same two places make a hidden pair; clear the other notes from those cells.</source>
        <translation>Zähle in einer Einheit, wohin jede Ziffer kann: Zwei Ziffern mit denselben zwei Plätzen bilden ein verstecktes Paar; lösche die anderen Notizen aus diesen Feldern.</translation>
    </message>
    <message>
        <source>Look for three cells of one house whose notes together use only three digits (not every cell needs all three).</source>
        <translation>Suche drei Felder einer Einheit, deren Notizen zusammen nur drei Ziffern enthalten (nicht jedes Feld braucht alle drei).</translation>
    </message>
    <message>
        <source>In one house, find three digits whose places all fall within the same three cells; those cells keep only these digits.</source>
        <translation>Finde in einer Einheit drei Ziffern, deren Plätze alle in denselben drei Feldern liegen; diese Felder behalten nur diese Ziffern.</translation>
    </message>
    <message>
        <source>As with a triple, but four cells share four digits; it only matters in a house with eight or more empty cells.</source>
        <translation>Wie beim Tripel, aber vier Felder teilen sich vier Ziffern; das zählt nur in einer Einheit mit acht oder mehr leeren Feldern.</translation>
    </message>
    <message>
        <source>Four digits of a house confined to the same four cells: it only matters in a house with no digit placed yet.</source>
        <translation>Vier Ziffern einer Einheit, auf dieselben vier Felder beschränkt: Das zählt nur in einer Einheit, in der noch keine Ziffer steht.</translation>
    </message>
    <message>
        <source>Follow one digit: find two rows where it has exactly two places, in the same two columns (or two such columns).</source>
        <translation>Verfolge eine Ziffer: Finde zwei Zeilen, in denen sie genau zwei Plätze hat, in denselben zwei Spalten (oder zwei solche Spalten).</translation>
    </message>
    <message>
        <source>Follow one digit: a row and a column with exactly two places each, one end of each in the same box; the cell seeing both other ends loses it.</source>
        <translation>Verfolge eine Ziffer: eine Zeile und eine Spalte mit je genau zwei Plätzen, je ein Ende im selben Block; das Feld, das beide anderen Enden sieht, verliert sie.</translation>
    </message>
    <message>
        <source>Follow one digit: two rows (or columns) with exactly two places each, one pair of ends aligned; look at the cells seeing both other ends.</source>
        <translation>Verfolge eine Ziffer: zwei Zeilen (oder Spalten) mit je genau zwei Plätzen, ein Paar Enden auf einer Linie; sieh dir die Felder an, die beide anderen Enden sehen.</translation>
    </message>
    <message>
        <source>Follow one digit into a box where its candidates lie on one row and one column, and pair that cross with a line holding the digit in exactly two places.</source>
        <translation>Verfolge eine Ziffer in einen Block, in dem ihre Kandidaten auf einer Zeile und einer Spalte liegen, und verbinde dieses Kreuz mit einer Linie, in der die Ziffer genau zwei Plätze hat.</translation>
    </message>
    <message>
        <source>Look for three corners of a rectangle over two boxes holding only the same two candidates; the fourth corner cannot be either of them.</source>
        <translation>Suche drei Ecken eines Rechtecks über zwei Blöcke, die nur dieselben zwei Kandidaten haben; die vierte Ecke kann keiner von beiden sein.</translation>
    </message>
    <message>
        <source>Start from a cell with two candidates that sees two other two-candidate cells, each sharing one digit with it and one with each other.</source>
        <translation>Beginne bei einem Feld mit zwei Kandidaten, das zwei andere Felder mit zwei Kandidaten sieht, die je eine Ziffer mit ihm und eine miteinander teilen.</translation>
    </message>
    <message>
        <source>Follow a chain of cells holding the same two candidates, each seeing the next; a cell seeing two chain cells an odd number of steps apart loses both digits.</source>
        <translation>Verfolge eine Kette von Feldern mit denselben zwei Kandidaten, von denen jedes das nächste sieht; ein Feld, das zwei Kettenfelder mit ungerader Schrittzahl dazwischen sieht, verliert beide Ziffern.</translation>
    </message>
    <message>
        <source>As an X-Wing on three lines: one digit confined in three rows to the same three columns, with two or three places in each row.</source>
        <translation>Wie ein X-Wing auf drei Linien: eine Ziffer, die in drei Zeilen auf dieselben drei Spalten beschränkt ist, mit zwei oder drei Plätzen je Zeile.</translation>
    </message>
    <message>
        <source>Look for an X-Wing spoiled by extra candidates in one corner&apos;s box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>Suche einen X-Wing, der durch zusätzliche Kandidaten im Block einer Ecke gestört ist: Nur Felder der Decklinien, die auch diese Flossen sehen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes: two corners hold just the pair, the other two the pair and the same extra digit; that digit leaves the cells seeing both.</source>
        <translation>Ein Rechteck über zwei Blöcke: Zwei Ecken enthalten nur das Paar, die anderen beiden das Paar und dieselbe zusätzliche Ziffer; diese Ziffer verschwindet aus den Feldern, die beide sehen.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes whose roof cells share a house in which one digit of the pair can go only there: the other digit leaves the roof.</source>
        <translation>Ein Rechteck über zwei Blöcke, dessen Dachfelder eine Einheit teilen, in der eine Ziffer des Paares nur dort stehen kann: Die andere Ziffer verlässt das Dach.</translation>
    </message>
    <message>
        <source>Follow one digit from house to house where it has exactly two places, colouring the cells in turn; then look for a colour that meets itself, or a cell seeing both.</source>
        <translation>Verfolge eine Ziffer von Einheit zu Einheit, in denen sie genau zwei Plätze hat, und färbe die Felder abwechselnd; suche dann eine Farbe, die sich selbst trifft, oder ein Feld, das beide sieht.</translation>
    </message>
    <message>
        <source>Like an XY-Wing whose pivot has three candidates: only cells that see the pivot and both wings lose the shared digit.</source>
        <translation>Wie ein XY-Wing, dessen Angelpunkt drei Kandidaten hat: Nur Felder, die den Angelpunkt und beide Flügel sehen, verlieren die gemeinsame Ziffer.</translation>
    </message>
    <message>
        <source>Find two cells with the same pair that do not see each other, joined by a line where one digit of the pair has exactly two places.</source>
        <translation>Finde zwei Felder mit demselben Paar, die sich nicht sehen, verbunden durch eine Linie, in der eine Ziffer des Paares genau zwei Plätze hat.</translation>
    </message>
    <message>
        <source>Look for a swordfish spoiled by a few extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>Suche einen Swordfish, der durch einige zusätzliche Kandidaten in einem Block gestört ist: Nur Felder der Decklinien, die auch diese Flossen sehen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>When every empty cell has two candidates except one with three, find the digit that appears three times in that cell&apos;s houses.</source>
        <translation>Wenn jedes leere Feld zwei Kandidaten hat außer einem mit drei, finde die Ziffer, die in den Einheiten dieses Feldes dreimal vorkommt.</translation>
    </message>
    <message>
        <source>A fish on four lines: it only matters for a digit that is still missing from almost every row and column.</source>
        <translation>Ein Fisch auf vier Linien: Das zählt nur für eine Ziffer, die noch in fast jeder Zeile und Spalte fehlt.</translation>
    </message>
    <message>
        <source>Look for a jellyfish spoiled by extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>Suche einen Jellyfish, der durch zusätzliche Kandidaten in einem Block gestört ist: Nur Felder der Decklinien, die auch diese Flossen sehen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>Follow one digit, alternating strong links (exactly two places in a house) and weak ones, from a strong link to a strong link.</source>
        <translation>Verfolge eine Ziffer und wechsle starke Verbindungen (genau zwei Plätze in einer Einheit) mit schwachen ab, von einer starken Verbindung zu einer starken.</translation>
    </message>
    <message>
        <source>Chain two-candidate cells, each sharing a digit with the next, and see whether the chain starts and ends on the same digit.</source>
        <translation>Verkette Felder mit zwei Kandidaten, von denen jedes eine Ziffer mit dem nächsten teilt, und sieh nach, ob die Kette mit derselben Ziffer beginnt und endet.</translation>
    </message>
    <message>
        <source>Build a loop of alternating strong and weak links through cells and digits; look at the place where it fails to alternate.</source>
        <translation>Baue eine Schleife aus abwechselnd starken und schwachen Verbindungen durch Felder und Ziffern; sieh dir die Stelle an, an der der Wechsel nicht aufgeht.</translation>
    </message>
    <message>
        <source>Build a loop as for a nice loop, letting a link end on a group: a digit&apos;s places in one box that share a row or column.</source>
        <translation>Baue eine Schleife wie beim Nice Loop und lass eine Verbindung auf einer Gruppe enden: den Plätzen einer Ziffer in einem Block, die eine Zeile oder Spalte teilen.</translation>
    </message>
    <message>
        <source>Find two groups of N cells holding N+1 digits whose shared digit X has places that all see each other; then look at their other shared digit.</source>
        <translation>Finde zwei Gruppen von N Feldern mit N+1 Ziffern, deren gemeinsame Ziffer X nur Plätze hat, die sich alle sehen; sieh dir dann ihre andere gemeinsame Ziffer an.</translation>
    </message>
    <message>
        <source>Try each candidate of one cell (or each place of one digit) in turn and follow the singles it forces: what every case gives is true.</source>
        <translation>Probiere nacheinander jeden Kandidaten eines Feldes (oder jeden Platz einer Ziffer) und verfolge die Singles, die daraus folgen: Was jeder Fall ergibt, stimmt.</translation>
    </message>
    <message>
        <source>Assume a candidate and follow the singles it forces: when a cell or house runs out of options, the candidate was false.</source>
        <translation>Nimm einen Kandidaten an und verfolge die Singles, die daraus folgen: Wenn einem Feld oder einer Einheit die Möglichkeiten ausgehen, war der Kandidat falsch.</translation>
    </message>
    <message>
        <source>Find the %1 and make its step on the board: take the candidates it rules out from the notes (or place the digit it proves), then press Check Step.</source>
        <translation>Finde das Muster „%1“ und führe seinen Schritt auf dem Brett aus: Nimm die Kandidaten, die es ausschließt, aus den Notizen (oder setze die Ziffer, die es beweist), und drücke dann „Schritt prüfen“.</translation>
    </message>
    <message>
        <source>Right! %1.</source>
        <translation>Richtig! %1.</translation>
    </message>
    <message>
        <source>Right, and there is more to it: %1.</source>
        <translation>Richtig, und es steckt noch mehr darin: %1.</translation>
    </message>
    <message>
        <source>Nothing changed yet. The step is: %1.</source>
        <translation>Noch hat sich nichts geändert. Der Schritt ist: %1.</translation>
    </message>
    <message>
        <source>Not this time: what you changed in %1 does not follow from the pattern. The step is: %2.</source>
        <translation>Diesmal nicht: Was du in %1 geändert hast, folgt nicht aus dem Muster. Der Schritt ist: %2.</translation>
    </message>
    <message>
        <source>Not this time: what you changed in %1 (framed) does not follow from the pattern. Undo it and try again; Check Step once more shows the step.</source>
        <translation>Diesmal nicht: Was du in %1 geändert hast (umrahmt), folgt nicht aus dem Muster. Mach es rückgängig und versuch es noch einmal; noch einmal Schritt prüfen zeigt den Schritt.</translation>
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
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Show a fixed game of the variant &lt;name&gt; in progress (for screenshots): 4x4, 6x6, 16x16, x, windoku or jigsaw.</source>
        <translation>Ein festes, laufendes Spiel der Variante &lt;name&gt; zeigen (für Bildschirmfotos): 4x4, 6x6, 16x16, x, windoku oder jigsaw.</translation>
    </message>
</context>
<context>
    <name>nonet</name>
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
        <source>Guess</source>
        <translation>Raten</translation>
    </message>
    <message>
        <source>Last cell of a cage</source>
        <translation>Letzte Zelle eines Käfigs</translation>
    </message>
    <message>
        <source>Hidden single (cage)</source>
        <translation>Versteckter Single (Käfig)</translation>
    </message>
    <message>
        <source>Cage combinations</source>
        <translation>Käfigkombinationen</translation>
    </message>
    <message>
        <source>Cage pointing</source>
        <translation>Käfig auf Haus</translation>
    </message>
    <message>
        <source>Cage claiming</source>
        <translation>Haus auf Käfig</translation>
    </message>
    <message>
        <source>Innies and outies (one house)</source>
        <translation>Innies und Outies (ein Haus)</translation>
    </message>
    <message>
        <source>Innies and outies (several houses)</source>
        <translation>Innies und Outies (mehrere Häuser)</translation>
    </message>
    <message>
        <source>Cage splitting</source>
        <translation>Käfig teilen</translation>
    </message>
    <message>
        <source>Combination pair</source>
        <translation>Kombinationspaar</translation>
    </message>
    <message>
        <source>Combination triple</source>
        <translation>Kombinationstripel</translation>
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
    <message>
        <source>it could not be created</source>
        <translation>er konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>Nonet cannot write in its data folder “%1” (%2).</source>
        <translation>Nonet kann nicht in seinen Datenordner „%1“ schreiben (%2).</translation>
    </message>
    <message>
        <source>Another Nonet is using every autosave slot.</source>
        <translation>Ein anderes Nonet belegt alle Plätze für das automatische Speichern.</translation>
    </message>
</context>
<context>
    <name>nonet::app::BoardTools</name>
    <message>
        <source>C&amp;entre Notes</source>
        <translation>Notizen in der &amp;Mitte</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Notes mode writes centre notes instead of corner notes (C); Ctrl+digit always writes a centre note</source>
        <translation>Der Notizmodus schreibt Notizen in der Mitte statt in den Ecken (C); Strg+Ziffer schreibt immer eine Notiz in der Mitte</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>C&amp;olour</source>
        <translation>&amp;Farbe</translation>
    </message>
    <message>
        <source>&amp;No Colour</source>
        <translation>&amp;Keine Farbe</translation>
    </message>
    <message>
        <source>Colour &amp;%1</source>
        <translation>Farbe &amp;%1</translation>
    </message>
    <message>
        <source>Take the colour off the selected cells</source>
        <translation>Die Farbe von den ausgewählten Feldern entfernen</translation>
    </message>
    <message>
        <source>Colour the selected cells with colour %1 (again: take it off)</source>
        <translation>Die ausgewählten Felder in Farbe %1 färben (noch einmal: wieder entfernen)</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>&amp;Alle Farben entfernen</translation>
    </message>
    <message>
        <source>Take every colour off the board, of cells and of notes</source>
        <translation>Alle Farben vom Brett entfernen, von Feldern und von Notizen</translation>
    </message>
    <message>
        <source>Note &amp;Colour</source>
        <translation>&amp;Notizfarbe</translation>
    </message>
    <message>
        <source>&amp;No Note Colour</source>
        <translation>&amp;Keine Notizfarbe</translation>
    </message>
    <message>
        <source>Note Colour &amp;%1</source>
        <translation>Notizfarbe &amp;%1</translation>
    </message>
    <message>
        <source>Take the colour off the highlighted digit&apos;s note in the selected cells</source>
        <translation>Die Farbe von der Notiz der hervorgehobenen Ziffer in den ausgewählten Feldern entfernen</translation>
    </message>
    <message>
        <source>Colour the highlighted digit&apos;s note in the selected cells with colour %1 (again: take it off); hold the digit, or choose it in Digit First</source>
        <translation>Die Notiz der hervorgehobenen Ziffer in den ausgewählten Feldern in Farbe %1 färben (noch einmal: wieder entfernen); die Ziffer gedrückt halten oder bei Ziffer zuerst wählen</translation>
    </message>
    <message>
        <source>Which note? Hold its digit down, or choose it in Digit First (D), then colour it.</source>
        <translation>Welche Notiz? Halte ihre Ziffer gedrückt oder wähle sie bei Ziffer zuerst (D), dann färbe sie.</translation>
    </message>
    <message>
        <source>No selected cell has %1 as a note.</source>
        <translation>Kein ausgewähltes Feld hat %1 als Notiz.</translation>
    </message>
    <message>
        <source>&amp;Select Empty Cells</source>
        <translation>Leere Zellen auswä&amp;hlen</translation>
    </message>
    <message>
        <source>Select every empty cell, to write a note in all of them at once (Ctrl+A; on a 16×16 board Ctrl+A writes the centre note A)</source>
        <translation>Jede leere Zelle auswählen, um in alle auf einmal eine Notiz zu schreiben (Strg+A; auf einem 16×16-Brett schreibt Strg+A die Mittelnotiz A)</translation>
    </message>
</context>
<context>
    <name>nonet::app::Booklet</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Nonet puzzles</source>
        <translation>Nonet-Rätsel</translation>
    </message>
    <message>
        <source>%1 — Answers</source>
        <translation>%1 — Lösungen</translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Ein Heft drucken</translation>
    </message>
    <message>
        <source>Nonet puzzles</source>
        <translation>Nonet-Rätsel</translation>
    </message>
    <message>
        <source>Booklet title</source>
        <translation>Titel des Hefts</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Number of puzzles</source>
        <translation>Anzahl der Rätsel</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Rätsel:</translation>
    </message>
    <message>
        <source>Include %1 puzzles</source>
        <translation>Rätsel der Stufe %1 aufnehmen</translation>
    </message>
    <message>
        <source>Levels:</source>
        <translation>Stufen:</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Rätsel pro Seite</translation>
    </message>
    <message>
        <source>Per pa&amp;ge:</source>
        <translation>Pro &amp;Seite:</translation>
    </message>
    <message>
        <source>&amp;Answer pages at the end</source>
        <translation>&amp;Lösungsseiten am Ende</translation>
    </message>
    <message>
        <source>Answer pages at the end</source>
        <translation>Lösungsseiten am Ende</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Papierformat</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Booklet summary</source>
        <translation>Übersicht des Hefts</translation>
    </message>
    <message>
        <source>Print the booklet</source>
        <translation>Das Heft drucken</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Als PD&amp;F speichern…</translation>
    </message>
    <message>
        <source>Save the booklet as a PDF file</source>
        <translation>Das Heft als PDF-Datei speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose at least one level.</source>
        <translation>Wählen Sie mindestens eine Stufe.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Pap&amp;er:</source>
        <translation>Pa&amp;pier:</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Kind of puzzle</source>
        <translation>Art des Rätsels</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletPrinting</name>
    <message>
        <source>Preparing the puzzles: %1 of %2 ready…</source>
        <translation>Rätsel werden vorbereitet: %1 von %2 fertig…</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Das Heft speichern</translation>
    </message>
    <message>
        <source>nonet-booklet</source>
        <translation>nonet-heft</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Preparing the puzzles…</source>
        <translation>Rätsel werden vorbereitet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Booklet progress</source>
        <translation>Fortschritt des Hefts</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Ein Heft drucken</translation>
    </message>
    <message>
        <source>The booklet was cancelled; nothing was written.</source>
        <translation>Das Heft wurde abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Writing the booklet…</source>
        <translation>Das Heft wird geschrieben…</translation>
    </message>
    <message>
        <source>Printing the booklet…</source>
        <translation>Das Heft wird gedruckt…</translation>
    </message>
    <message>
        <source>Saved the booklet to “%1”: %2, %3.</source>
        <translation>Das Heft wurde in „%1“ gespeichert: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent the booklet to the printer: %1.</source>
        <translation>Das Heft wurde an den Drucker geschickt: %1.</translation>
    </message>
    <message>
        <source>The printer did not take the booklet.</source>
        <translation>Der Drucker hat das Heft nicht angenommen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::CellName</name>
    <message>
        <source>row %1 column %2</source>
        <translation>Zeile %1 Spalte %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::CheckpointDialog</name>
    <message>
        <source>Checkpoints</source>
        <translation>Prüfpunkte</translation>
    </message>
    <message>
        <source>&amp;Return to the position of:</source>
        <translation>&amp;Zurück zur Stellung von:</translation>
    </message>
    <message>
        <source>The positions you marked, newest first</source>
        <translation>Die Stellungen, die du markiert hast, neueste zuerst</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>Zurück&amp;gehen</translation>
    </message>
    <message>
        <source>Return to the chosen checkpoint, as one move that Undo takes back</source>
        <translation>Zum gewählten Prüfpunkt zurück, als ein Zug, den Rückgängig zurücknimmt</translation>
    </message>
    <message>
        <source>Change nothing</source>
        <translation>Nichts ändern</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyCalendar</name>
    <message>
        <source>Previous month</source>
        <translation>Vorheriger Monat</translation>
    </message>
    <message>
        <source>Show the month before</source>
        <translation>Den Monat davor zeigen</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Nächster Monat</translation>
    </message>
    <message>
        <source>Show the month after</source>
        <translation>Den Monat danach zeigen</translation>
    </message>
    <message>
        <source>Daily puzzles by day</source>
        <translation>Tagesrätsel nach Tagen</translation>
    </message>
    <message>
        <source>Arrow keys move between days, Page Up and Page Down between months; Enter plays the chosen day.</source>
        <translation>Die Pfeiltasten wechseln den Tag, Bild auf und Bild ab den Monat; Eingabe spielt den gewählten Tag.</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <source>solved with hints</source>
        <translation>mit Tipps gelöst</translation>
    </message>
    <message>
        <source>solved without hints</source>
        <translation>ohne Tipps gelöst</translation>
    </message>
    <message>
        <source>Enter plays this day&apos;s puzzle</source>
        <translation>Eingabe spielt das Rätsel dieses Tages</translation>
    </message>
    <message>
        <source>This day has no puzzle to play yet</source>
        <translation>Dieser Tag hat noch kein Rätsel zum Spielen</translation>
    </message>
    <message>
        <source>Outside the month</source>
        <translation>Außerhalb des Monats</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyCalendarDialog</name>
    <message>
        <source>Daily Puzzles</source>
        <translation>Tagesrätsel</translation>
    </message>
    <message>
        <source>Daily puzzles</source>
        <translation>Tagesrätsel</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Serien</translation>
    </message>
    <message>
        <source>● solved without hints    ○ solved with hints    – started</source>
        <translation>● ohne Tipps gelöst    ○ mit Tipps gelöst    – begonnen</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Chosen day</source>
        <translation>Gewählter Tag</translation>
    </message>
    <message>
        <source>&amp;Play This Day</source>
        <translation>Diesen Tag &amp;spielen</translation>
    </message>
    <message>
        <source>Play the chosen day&apos;s puzzle</source>
        <translation>Das Rätsel des gewählten Tages spielen</translation>
    </message>
    <message>
        <source>Start the chosen day&apos;s puzzle as a new game</source>
        <translation>Das Rätsel des gewählten Tages als neues Spiel beginnen</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>Ergebnis &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the chosen day&apos;s result line</source>
        <translation>Die Ergebniszeile des gewählten Tages kopieren</translation>
    </message>
    <message>
        <source>Copy the result line with its check code, to share</source>
        <translation>Die Ergebniszeile mit Prüfcode kopieren, zum Teilen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the calendar</source>
        <translation>Den Kalender schließen</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <source>%1: %2, solved in %3 with hints</source>
        <translation>%1: %2, in %3 mit Tipps gelöst</translation>
    </message>
    <message>
        <source>%1: %2, solved in %3 without hints</source>
        <translation>%1: %2, in %3 ohne Tipps gelöst</translation>
    </message>
    <message>
        <source>%1: %2, started, not solved yet</source>
        <translation>%1: %2, begonnen, noch nicht gelöst</translation>
    </message>
    <message>
        <source>%1: %2, not played</source>
        <translation>%1: %2, nicht gespielt</translation>
    </message>
    <message>
        <source>Days in a row: %1 now, %2 at the longest</source>
        <translation>Tage in Folge: jetzt %1, höchstens %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyResultDialog</name>
    <message>
        <source>Daily Puzzle Solved</source>
        <translation>Tagesrätsel gelöst</translation>
    </message>
    <message>
        <source>Daily puzzle solved</source>
        <translation>Tagesrätsel gelöst</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 (%2) in %3 with hints.</source>
        <translation>Du hast das Tagesrätsel vom %1 (%2) in %3 gelöst, mit Tipps.</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 (%2) in %3 without hints.</source>
        <translation>Du hast das Tagesrätsel vom %1 (%2) in %3 gelöst, ohne Tipps.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Share this line; anyone with Nonet can check it with Help ▸ Check a Result…</source>
        <translation>Teile diese Zeile; jeder mit Nonet kann sie mit Hilfe ▸ Ergebnis prüfen… prüfen.</translation>
    </message>
    <message>
        <source>Result line to share</source>
        <translation>Ergebniszeile zum Teilen</translation>
    </message>
    <message>
        <source>The line to paste in a message; select it or use Copy Result</source>
        <translation>Die Zeile zum Einfügen in eine Nachricht; markiere sie oder nimm Ergebnis kopieren</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>Ergebnis &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the result line</source>
        <translation>Die Ergebniszeile kopieren</translation>
    </message>
    <message>
        <source>Copy the result line with its check code, to share</source>
        <translation>Die Ergebniszeile mit Prüfcode kopieren, zum Teilen</translation>
    </message>
    <message>
        <source>C&amp;alendar…</source>
        <translation>K&amp;alender…</translation>
    </message>
    <message>
        <source>Open the daily calendar</source>
        <translation>Den Tageskalender öffnen</translation>
    </message>
    <message>
        <source>The days you solved and your streaks</source>
        <translation>Die gelösten Tage und deine Serien</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Days in a row: %1</source>
        <translation>Tage in Folge: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyResults</name>
    <message>
        <source>The daily puzzle results were damaged and have been set aside as %1.</source>
        <translation>Die Ergebnisse der Tagesrätsel waren beschädigt und wurden als %1 beiseitegelegt.</translation>
    </message>
    <message>
        <source>The daily puzzle results file %1 is damaged.</source>
        <translation>Die Ergebnisdatei der Tagesrätsel %1 ist beschädigt.</translation>
    </message>
</context>
<context>
    <name>nonet::app::DataFile</name>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>eine Pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>%1 is more than Nonet reads back, %2</source>
        <translation>%1 ist mehr, als Nonet zurückliest, %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::EditingMode</name>
    <message>
        <source>Nonet - Enter a Puzzle</source>
        <translation>Nonet - Rätsel eingeben</translation>
    </message>
</context>
<context>
    <name>nonet::app::EditorView</name>
    <message>
        <source>Puzzle editor</source>
        <translation>Rätseleditor</translation>
    </message>
    <message>
        <source>Enter a puzzle: type or click the givens into the grid, or paste a whole puzzle. Start Playing once it has exactly one solution.</source>
        <translation>Rätsel eingeben: Tippen oder klicken Sie die Vorgaben in das Gitter, oder fügen Sie ein ganzes Rätsel ein. Beginnen Sie zu spielen, sobald es genau eine Lösung hat.</translation>
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
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Replace the grid by a puzzle from the clipboard</source>
        <translation>Das Gitter durch ein Rätsel aus der Zwischenablage ersetzen</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Empty the grid (Undo brings it back)</source>
        <translation>Das Gitter leeren (Rückgängig bringt es zurück)</translation>
    </message>
    <message>
        <source>Puzzle being entered</source>
        <translation>Das eingegebene Rätsel</translation>
    </message>
    <message>
        <source>What the puzzle is</source>
        <translation>Was das Rätsel ist</translation>
    </message>
    <message>
        <source>&amp;Start Playing</source>
        <translation>Sp&amp;ielen</translation>
    </message>
    <message>
        <source>Start playing this puzzle</source>
        <translation>Dieses Rätsel spielen</translation>
    </message>
    <message>
        <source>Cancel and return to your game</source>
        <translation>Abbrechen und zu Ihrem Spiel zurückkehren</translation>
    </message>
</context>
<context>
    <name>nonet::app::EntryFile</name>
    <message>
        <source>The puzzle you were entering could not be read back from “%1”; the file was kept as “%2”.</source>
        <translation>Das Rätsel, das Sie eingegeben haben, konnte nicht aus „%1“ gelesen werden; die Datei wurde als „%2“ aufbewahrt.</translation>
    </message>
    <message>
        <source>The puzzle you were entering could not be read back from “%1”.</source>
        <translation>Das Rätsel, das Sie eingegeben haben, konnte nicht aus „%1“ gelesen werden.</translation>
    </message>
    <message>
        <source>The puzzle you are entering could not be kept on disk (%1); it stays here meanwhile.</source>
        <translation>Das Rätsel, das Sie eingeben, konnte nicht auf der Festplatte gesichert werden (%1); es bleibt solange hier.</translation>
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
    <message>
        <source>&amp;Save to File…</source>
        <translation>In Datei &amp;speichern…</translation>
    </message>
    <message>
        <source>Save to a text file</source>
        <translation>In einer Textdatei speichern</translation>
    </message>
    <message>
        <source>Export to a Text File</source>
        <translation>In eine Textdatei exportieren</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>„%1“ konnte nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>Saved to “%1”.</source>
        <translation>In „%1“ gespeichert.</translation>
    </message>
</context>
<context>
    <name>nonet::app::FileActions</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
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
        <source>Keep the game among your saved games under a name (Load brings it back)</source>
        <translation>Das Spiel unter einem Namen bei deinen gespeicherten Spielen aufbewahren (Laden holt es zurück)</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>In &amp;Datei speichern…</translation>
    </message>
    <message>
        <source>Write the game to a .nonet file in a folder of your choice, to keep or to send</source>
        <translation>Das Spiel in eine .nonet-Datei in einem Ordner deiner Wahl schreiben, zum Aufbewahren oder Verschicken</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a .nonet file, or a text file with a puzzle, from any folder</source>
        <translation>Eine .nonet-Datei oder eine Textdatei mit einem Rätsel aus einem beliebigen Ordner öffnen</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
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
        <source>&amp;Today&apos;s Puzzle</source>
        <translation>&amp;Heutiges Rätsel</translation>
    </message>
    <message>
        <source>Play today&apos;s daily puzzle: the same for everyone, its level following the week</source>
        <translation>Das heutige Tagesrätsel spielen: für alle dasselbe, der Schwierigkeitsgrad folgt der Woche</translation>
    </message>
    <message>
        <source>The days you solved, your streaks, and past days to play</source>
        <translation>Die gelösten Tage, deine Serien und vergangene Tage zum Spielen</translation>
    </message>
    <message>
        <source>Practise a &amp;Technique…</source>
        <translation>Technik ü&amp;ben…</translation>
    </message>
    <message>
        <source>Positions where a technique you choose is the next step</source>
        <translation>Stellungen, in denen eine Technik deiner Wahl der nächste Schritt ist</translation>
    </message>
    <message>
        <source>Check a &amp;Result…</source>
        <translation>&amp;Ergebnis prüfen…</translation>
    </message>
    <message>
        <source>Check whether a shared daily result line is genuine</source>
        <translation>Prüfen, ob eine geteilte Tagesergebniszeile echt ist</translation>
    </message>
    <message>
        <source>Notes</source>
        <comment>toolbar: the notes mode toggle</comment>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Today</source>
        <comment>toolbar: today&apos;s daily puzzle</comment>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Start a new game of the chosen variant and level</source>
        <translation>Ein neues Spiel in der gewählten Variante und Stufe beginnen</translation>
    </message>
    <message>
        <source>Start a new game: %1</source>
        <comment>New Game: %1 is the game&apos;s title, Killer · Tough</comment>
        <translation>Neues Spiel beginnen: %1</translation>
    </message>
    <message>
        <source>&amp;Daily Calendar…</source>
        <translation>&amp;Tageskalender…</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameFiles</name>
    <message>
        <source>Opened “%1”.</source>
        <translation>„%1“ geöffnet.</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet)</source>
        <translation>Nonet-Spiele (*.nonet)</translation>
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
        <source>Save Game to File</source>
        <translation>Spiel in Datei speichern</translation>
    </message>
    <message>
        <source>Open Game File</source>
        <translation>Spieldatei öffnen</translation>
    </message>
    <message>
        <source>Name of this game among your saved games (Load brings it back):</source>
        <translation>Name dieses Spiels bei deinen gespeicherten Spielen (Laden holt es zurück):</translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation>Name des gespeicherten Spiels</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet *.nonetv);;Text files (*.txt);;All files (*)</source>
        <translation>Nonet-Spiele (*.nonet *.nonetv);;Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported: %1.</source>
        <translation>Importiert: %1.</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Spiele können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Your game is open, but nothing you play is kept when Nonet closes. Save to File… keeps the game in a file elsewhere.</source>
        <translation>Dein Spiel ist geöffnet, aber nichts, was du spielst, bleibt erhalten, wenn Nonet schließt. In Datei speichern… legt das Spiel in einer Datei an einem anderen Ort ab.</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>In &amp;Datei speichern…</translation>
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
    <message>
        <source>The game you left in the variant window of an earlier Nonet (%1, %2 % filled) is in Game ▸ Continue.</source>
        <translation>Das Spiel, das du im Variantenfenster eines früheren Nonet gelassen hast (%1, %2 % ausgefüllt), steht unter Spiel ▸ Fortsetzen.</translation>
    </message>
    <message>
        <source>“%1” could not be removed (%2).</source>
        <translation>„%1“ konnte nicht entfernt werden (%2).</translation>
    </message>
    <message>
        <source>The game you left in another Nonet window (%1, %2 % filled) is in Game ▸ Continue.</source>
        <translation>Das Spiel, das du in einem anderen Nonet-Fenster gelassen hast (%1, %2 % ausgefüllt), steht unter Spiel ▸ Fortsetzen.</translation>
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
    <name>nonet::app::GameReviewDialog</name>
    <message>
        <source>Game Review</source>
        <translation>Spielauswertung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Prüfpunkte</translation>
    </message>
    <message>
        <source>&amp;Techniques the puzzle needs, and those you asked hints for:</source>
        <translation>&amp;Techniken, die das Rätsel braucht, und die, zu denen du Tipps wolltest:</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>Techniken</translation>
    </message>
    <message>
        <source>Each technique with the steps of it the puzzle&apos;s solution path needs and the hints you asked for it</source>
        <translation>Jede Technik mit den Schritten, die der Lösungsweg des Rätsels von ihr braucht, und den Tipps, die du zu ihr wolltest</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>The puzzle needs</source>
        <translation>Das Rätsel braucht</translation>
    </message>
    <message>
        <source>Your hints</source>
        <translation>Deine Tipps</translation>
    </message>
    <message>
        <source>Steps of the technique on the grader&apos;s solution path from the givens</source>
        <translation>Schritte der Technik auf dem Lösungsweg des Bewerters ab den Vorgaben</translation>
    </message>
    <message>
        <source>Hints you asked for that found a step of the technique</source>
        <translation>Tipps, die du wolltest und die einen Schritt dieser Technik fanden</translation>
    </message>
    <message>
        <source>Finding the puzzle&apos;s solution path...</source>
        <translation>Der Lösungsweg des Rätsels wird gesucht …</translation>
    </message>
    <message>
        <source>Co&amp;py as Text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the review to the clipboard, its first line ready to share</source>
        <translation>Die Auswertung in die Zwischenablage kopieren, die erste Zeile zum Teilen</translation>
    </message>
    <message numerus="yes">
        <source>The puzzle&apos;s path: %n step(s) from the givens.</source>
        <translation>
            <numerusform>Lösungsweg des Rätsels: %n Schritt ab den Vorgaben.</numerusform>
            <numerusform>Lösungsweg des Rätsels: %n Schritte ab den Vorgaben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle&apos;s solution path could not be found.</source>
        <translation>Der Lösungsweg des Rätsels konnte nicht gefunden werden.</translation>
    </message>
    <message>
        <source>Co&amp;pied</source>
        <translation>&amp;Kopiert</translation>
    </message>
    <message>
        <source>No wrong digit was placed.</source>
        <translation>Es wurde keine falsche Ziffer gesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>Shaded: the %n cell(s) where a wrong digit was placed.</source>
        <translation>
            <numerusform>Schattiert: das Feld, in das eine falsche Ziffer gesetzt wurde.</numerusform>
            <numerusform>Schattiert: die %n Felder, in die eine falsche Ziffer gesetzt wurde.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game as it ended</source>
        <translation>Das Spiel, wie es endete</translation>
    </message>
    <message>
        <source>Wrong digits were placed in %1.</source>
        <translation>Falsche Ziffern wurden gesetzt in %1.</translation>
    </message>
    <message>
        <source>Wrong digits</source>
        <translation>Falsche Ziffern</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
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
    <name>nonet::app::GameSpeaker</name>
    <message>
        <source>The grid is full, but some digits are wrong.</source>
        <translation>Das Gitter ist voll, aber einige Ziffern sind falsch.</translation>
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
    <name>nonet::app::GameTitle</name>
    <message>
        <source>%1 · %2</source>
        <comment>a game&apos;s title: its variant and level, &quot;Killer · Tough&quot;</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 (%2)</source>
        <translation>Tagesrätsel vom %1 (%2)</translation>
    </message>
    <message>
        <source>Practice of %1 (%2)</source>
        <translation>Übung zu %1 (%2)</translation>
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
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Tasten&amp;kürzel</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <source>How to play and every tool of the game, at the section for what you are doing (F1)</source>
        <translation>Wie man spielt und jedes Werkzeug des Spiels, geöffnet bei dem, was du gerade tust (F1)</translation>
    </message>
    <message>
        <source>The user guide at its list of every key and shortcut</source>
        <translation>Das Benutzerhandbuch bei der Liste aller Tasten und Tastenkürzel</translation>
    </message>
    <message>
        <source>Say the Hint&apos;s C&amp;ells</source>
        <translation>&amp;Zellen des Tipps ansagen</translation>
    </message>
    <message>
        <source>Say and show the cells the hint frames, as row and column (Shift+H)</source>
        <translation>Die Zellen, die der Tipp einrahmt, ansagen und zeigen, als Zeile und Spalte (Umschalt+H)</translation>
    </message>
</context>
<context>
    <name>nonet::app::HintController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>Das Rätsel ist gelöst.</translation>
    </message>
    <message>
        <source>No step was found for this position.</source>
        <translation>Für diese Stellung wurde kein Schritt gefunden.</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>Angewandt: %1.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>(It counts on %n step(s) elsewhere on the board being made first, as the grader solves: until they are, the board does not show it yet.)</source>
        <translation>
            <numerusform>(Er setzt voraus, dass zuerst %n Schritt anderswo auf dem Brett gemacht ist, wie der Bewerter löst: bis dahin zeigt das Brett ihn noch nicht.)</numerusform>
            <numerusform>(Er setzt voraus, dass zuerst %n Schritte anderswo auf dem Brett gemacht sind, wie der Bewerter löst: bis dahin zeigt das Brett ihn noch nicht.)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint is shown. Press H for one.</source>
        <translation>Es wird kein Tipp gezeigt. Drücken Sie H für einen Tipp.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <comment>a house of the board, then its cells</comment>
        <translation>%1 ist %2.</translation>
    </message>
    <message>
        <source>The hint frames %1.</source>
        <comment>the cells the hint frames on the board</comment>
        <translation>Der Tipp rahmt %1 ein.</translation>
    </message>
    <message>
        <source>This hint has nothing more to show.</source>
        <translation>Dieser Tipp hat nichts mehr zu zeigen.</translation>
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
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Only bare 81 cells need this choice: any other text says its variant (4×4, 6×6, 16×16, Jigsaw, Killer, x: or windoku: in front, a variant link).</source>
        <translation>Nur reine 81 Zellen brauchen diese Wahl: jeder andere Text nennt seine Variante (4×4, 6×6, 16×16, Jigsaw, Killer, x: oder windoku: davor, ein Variantenlink).</translation>
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
    <message>
        <source>“%1” is %2, not a puzzle or a saved game.</source>
        <translation>„%1“ ist %2, kein Rätsel und kein gespeichertes Spiel.</translation>
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
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
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
        <source>New best time (was %1)!</source>
        <translation>Neue Bestzeit (bisher %1)!</translation>
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
        <source>That sets your best time at this level.</source>
        <translation>Das ist deine Bestzeit auf dieser Stufe.</translation>
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
        <source>Practice position</source>
        <translation>Übungsstellung</translation>
    </message>
    <message>
        <source>Preparing the daily puzzle of %1...</source>
        <translation>Das Tagesrätsel vom %1 wird vorbereitet...</translation>
    </message>
    <message>
        <source>Making the daily puzzle…</source>
        <translation>Das Tagesrätsel wird erzeugt…</translation>
    </message>
    <message>
        <source>That day has no daily puzzle.</source>
        <translation>Dieser Tag hat kein Tagesrätsel.</translation>
    </message>
    <message>
        <source>This is the daily puzzle of %1.</source>
        <translation>Das ist das Tagesrätsel vom %1.</translation>
    </message>
    <message>
        <source>Notes mode</source>
        <translation>Notizmodus</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n wrong digit(s). The game counts as lost; start a new one when you are ready.</source>
        <translation>
            <numerusform>Spiel vorbei: %n falsche Ziffer. Das Spiel zählt als verloren; fang ein neues an, wenn du so weit bist.</numerusform>
            <numerusform>Spiel vorbei: %n falsche Ziffern. Das Spiel zählt als verloren; fang ein neues an, wenn du so weit bist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <translation>
            <numerusform>%1 von %n Fehler</numerusform>
            <numerusform>%1 von %n Fehlern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Statusleiste</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Menüleiste</translation>
    </message>
    <message>
        <source>Input mode</source>
        <translation>Eingabemodus</translation>
    </message>
    <message>
        <source>Digit first: %1 (Esc leaves)</source>
        <translation>Ziffer zuerst: %1 (Esc beendet)</translation>
    </message>
    <message>
        <source>Digit first: choose a digit (Esc leaves)</source>
        <translation>Ziffer zuerst: Ziffer wählen (Esc beendet)</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 in %2 already. This replay is not recorded; its result stays.</source>
        <translation>Du hast das Tagesrätsel vom %1 schon in %2 gelöst. Dieses erneute Spiel wird nicht gezählt; das Ergebnis bleibt.</translation>
    </message>
    <message>
        <source>Making the puzzle: %1…</source>
        <translation>Das Rätsel wird erstellt: %1…</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 filled</source>
        <translation>%1 · %2 von %3 ausgefüllt</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 of %4 filled</source>
        <translation>%1 · %2 · %3 von %4 ausgefüllt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku for the desktop. Fresh puzzles at six levels, made on your computer and graded by the techniques a person needs to solve them; notes, hints that teach the next step, undo of every move, a stopwatch and statistics, a daily puzzle and a technique trainer.&lt;/p&gt;&lt;p&gt;No game in progress is lost: every move is saved, and a game you leave waits in Game ▸ Continue. Puzzles travel as text or nonet:// links.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ User Guide&lt;/i&gt; (F1) explains every part of the game and lists every shortcut.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku für den Desktop. Frische Rätsel in sechs Stufen, auf deinem Computer erzeugt und nach den Techniken eingestuft, die ein Mensch zum Lösen braucht; Notizen, Tipps, die den nächsten Schritt lehren, jeder Zug rückgängig zu machen, eine Stoppuhr und Statistik, ein tägliches Rätsel und ein Techniktrainer.&lt;/p&gt;&lt;p&gt;Kein laufendes Spiel geht verloren: Jeder Zug wird gesichert, und ein verlassenes Spiel wartet unter Spiel ▸ Fortsetzen. Rätsel reisen als Text oder nonet://-Link.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Hilfe ▸ Benutzerhandbuch&lt;/i&gt; (F1) erklärt jeden Teil des Spiels und listet alle Tastenkürzel.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nonet could not make this puzzle: %1.</source>
        <translation>Nonet konnte dieses Rätsel nicht erstellen: %1.</translation>
    </message>
    <message>
        <source>Nonet - %1</source>
        <comment>the window title: Nonet and the game&apos;s title</comment>
        <translation>Nonet - %1</translation>
    </message>
    <message>
        <source>%1, %2 ready</source>
        <translation>%1, %2 bereit</translation>
    </message>
    <message>
        <source>The variant and level, and how many cells are filled. Sukaku Explainer&apos;s scale (SE) rates classic puzzles only, so this puzzle has no SE figure.</source>
        <translation>Die Variante und die Stufe, und wie viele Zellen ausgefüllt sind. Die Skala von Sukaku Explainer (SE) bewertet nur klassische Rätsel, daher hat dieses Rätsel keinen SE-Wert.</translation>
    </message>
</context>
<context>
    <name>nonet::app::MenuLayout</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
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
    <message>
        <source>In a chain, r2c9 is the cell in row 2, column 9 (Help ▸ User Guide)</source>
        <translation>In einer Kette ist r2c9 die Zelle in Zeile 2, Spalte 9 (Hilfe ▸ Benutzerhandbuch)</translation>
    </message>
</context>
<context>
    <name>nonet::app::MoveWords</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, wrong</source>
        <translation>%1, falsch</translation>
    </message>
    <message>
        <source>erased</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>note %1 added</source>
        <translation>Notiz %1 hinzugefügt</translation>
    </message>
    <message>
        <source>note %1 removed</source>
        <translation>Notiz %1 entfernt</translation>
    </message>
    <message>
        <source>centre note %1 added</source>
        <translation>Mittelnotiz %1 hinzugefügt</translation>
    </message>
    <message>
        <source>centre note %1 removed</source>
        <translation>Mittelnotiz %1 entfernt</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>rückgängig: %1</translation>
    </message>
    <message>
        <source>undo: %1 removed</source>
        <translation>rückgängig: %1 entfernt</translation>
    </message>
    <message>
        <source>undo: %1 back</source>
        <translation>rückgängig: %1 wieder da</translation>
    </message>
    <message>
        <source>undo: notes back</source>
        <translation>rückgängig: Notizen wieder da</translation>
    </message>
    <message>
        <source>undo: note %1 added</source>
        <translation>rückgängig: Notiz %1 hinzugefügt</translation>
    </message>
    <message>
        <source>undo: note %1 removed</source>
        <translation>rückgängig: Notiz %1 entfernt</translation>
    </message>
    <message>
        <source>undo: centre note %1 added</source>
        <translation>rückgängig: Mittelnotiz %1 hinzugefügt</translation>
    </message>
    <message>
        <source>undo: centre note %1 removed</source>
        <translation>rückgängig: Mittelnotiz %1 entfernt</translation>
    </message>
    <message>
        <source>redo: %1</source>
        <translation>wiederholt: %1</translation>
    </message>
    <message>
        <source>Solved! %1 in %2</source>
        <translation>Gelöst! %1 in %2</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>fortgesetzt</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Bisher keine Fehler.</translation>
    </message>
    <message>
        <source>Wrong digit in %1</source>
        <translation>Falsche Ziffer in %1</translation>
    </message>
    <message>
        <source>Wrong digits in %1</source>
        <translation>Falsche Ziffern in %1</translation>
    </message>
    <message>
        <source>%1, conflict: another %1 in %2</source>
        <translation>%1, Konflikt: noch eine %1 in %2</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>notes mode on</source>
        <translation>Notizmodus an</translation>
    </message>
    <message>
        <source>notes mode off</source>
        <translation>Notizmodus aus</translation>
    </message>
    <message>
        <source>centre notes</source>
        <translation>Mittelnotizen</translation>
    </message>
    <message>
        <source>corner notes</source>
        <translation>Ecknotizen</translation>
    </message>
    <message>
        <source>nothing to erase</source>
        <translation>nichts zu löschen</translation>
    </message>
    <message>
        <source>digit first on: choose a digit, then click cells</source>
        <translation>Ziffer zuerst an: Ziffer wählen, dann Felder anklicken</translation>
    </message>
    <message>
        <source>digit first off</source>
        <translation>Ziffer zuerst aus</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 in the same box</source>
        <translation>%1 im selben Block</translation>
    </message>
    <message>
        <source>%1 in the same region</source>
        <translation>%1 in derselben Region</translation>
    </message>
    <message>
        <source>%1 on the same diagonal</source>
        <translation>%1 auf derselben Diagonale</translation>
    </message>
    <message>
        <source>%1 in the same window</source>
        <translation>%1 im selben Fenster</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>spoken: an undone or redone change, then its cell</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>given, cannot change</source>
        <translation>vorgegeben, nicht änderbar</translation>
    </message>
    <message>
        <source>already %1</source>
        <comment>spoken: the value typed is the one the cell holds</comment>
        <translation>schon %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <comment>spoken: the wrong digits made, out of the limit</comment>
        <translation>
            <numerusform>%1 von %n Fehler</numerusform>
            <numerusform>%1 von %n Fehlern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <comment>spoken: the wrong digits made</comment>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Game over: the game counts as lost. Ctrl+N starts a new game; Ctrl+Shift+G reviews this one.</source>
        <translation>%1. Spiel vorbei: Es zählt als verloren. Strg+N startet ein neues Spiel; Strg+Umschalt+G zeigt den Rückblick auf dieses.</translation>
    </message>
</context>
<context>
    <name>nonet::app::OutsideOpener</name>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>A puzzle arrived from outside: it opens when the dialog is closed.</source>
        <translation>Ein Rätsel ist von außen gekommen: es öffnet sich, sobald der Dialog geschlossen ist.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PaperFiles</name>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>„%1“ konnte nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureDecoder</name>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>not a picture (PNG, JPEG, WebP or BMP)</source>
        <translation>kein Bild (PNG, JPEG, WebP oder BMP)</translation>
    </message>
    <message>
        <source>the picture is damaged or cut short</source>
        <translation>das Bild ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>the picture is too large (%1; at most 50 megapixels and 100 MB)</source>
        <translation>das Bild ist zu groß (%1; höchstens 50 Megapixel und 100 MB)</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureDialog</name>
    <message>
        <source>Export a Picture</source>
        <translation>Ein Bild exportieren</translation>
    </message>
    <message>
        <source>The board &amp;as it is, with your entries and notes</source>
        <translation>Das Brett &amp;wie es ist, mit Ihren Ziffern und Notizen</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>Das Brett wie es ist</translation>
    </message>
    <message>
        <source>The &amp;puzzle alone, blank</source>
        <translation>Nur das &amp;Rätsel, leer</translation>
    </message>
    <message>
        <source>The puzzle alone</source>
        <translation>Nur das Rätsel</translation>
    </message>
    <message>
        <source>Shows:</source>
        <translation>Zeigt:</translation>
    </message>
    <message>
        <source>Picture size in pixels</source>
        <translation>Bildgröße in Pixeln</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Picture format</source>
        <translation>Bildformat</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Das Bild speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureOpener</name>
    <message>
        <source>Open &amp;Picture…</source>
        <translation>&amp;Bild öffnen…</translation>
    </message>
    <message>
        <source>Read a puzzle from a screenshot or a photo (PNG, JPEG, WebP, BMP) and check it in Enter Puzzle</source>
        <translation>Ein Rätsel aus einem Bildschirmfoto oder einem Foto (PNG, JPEG, WebP, BMP) lesen und in Rätsel eingeben prüfen</translation>
    </message>
    <message>
        <source>Open a Picture of a Puzzle</source>
        <translation>Ein Bild eines Rätsels öffnen</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.bmp);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.bmp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Rätsel ein&amp;fügen</translation>
    </message>
    <message>
        <source>Enter the puzzle on the clipboard: a picture of one, or its text</source>
        <translation>Das Rätsel in der Zwischenablage eingeben: ein Bild davon oder seinen Text</translation>
    </message>
    <message>
        <source>The clipboard holds no picture of a puzzle and no puzzle as text.</source>
        <translation>Die Zwischenablage enthält kein Bild eines Rätsels und kein Rätsel als Text.</translation>
    </message>
    <message>
        <source>Reading the puzzle in the picture…</source>
        <translation>Das Rätsel im Bild wird gelesen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reading the picture</source>
        <translation>Das Bild lesen</translation>
    </message>
    <message>
        <source>Open Picture</source>
        <translation>Bild öffnen</translation>
    </message>
    <message>
        <source>Reading the picture was cancelled.</source>
        <translation>Das Lesen des Bildes wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Nonet found no puzzle it can read in the picture: %1.</source>
        <translation>Nonet fand im Bild kein Rätsel, das es lesen kann: %1.</translation>
    </message>
    <message>
        <source>Nonet found no puzzle it can read in “%1”: %2.</source>
        <translation>Nonet fand in „%1“ kein Rätsel, das es lesen kann: %2.</translation>
    </message>
    <message>
        <source>The picture holds a Jigsaw puzzle, which Enter Puzzle does not take. Copy it, then play it with File ▸ Import (Ctrl+I), which opens with the copied puzzle.</source>
        <translation>Das Bild enthält ein Jigsaw-Rätsel, das Rätsel eingeben nicht annimmt. Kopiere es und spiele es mit Datei ▸ Importieren (Strg+I), das mit dem kopierten Rätsel öffnet.</translation>
    </message>
    <message>
        <source>A Jigsaw puzzle was read</source>
        <translation>Ein Jigsaw-Rätsel wurde gelesen</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Rätsel &amp;kopieren</translation>
    </message>
    <message>
        <source>The Jigsaw puzzle is on the clipboard: File ▸ Import (Ctrl+I) plays it.</source>
        <translation>Das Jigsaw-Rätsel ist in der Zwischenablage: Datei ▸ Importieren (Strg+I) spielt es.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureScan</name>
    <message>
        <source>too small to hold a grid (%1 x %2 pixels)</source>
        <translation>zu klein für ein Gitter (%1 x %2 Pixel)</translation>
    </message>
    <message>
        <source>no grid found</source>
        <translation>kein Gitter gefunden</translation>
    </message>
    <message>
        <source>the digits are too small or blurred to read — take the picture closer</source>
        <translation>die Ziffern sind zu klein oder zu unscharf zum Lesen — fotografieren Sie näher heran</translation>
    </message>
    <message>
        <source>a grid with no digits in it (an empty grid or a crossword), not a Sudoku</source>
        <translation>ein Gitter ohne Ziffern (ein leeres Gitter oder ein Kreuzworträtsel), kein Sudoku</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureView</name>
    <message>
        <source>The picture the puzzle was read from</source>
        <translation>Das Bild, aus dem das Rätsel gelesen wurde</translation>
    </message>
    <message>
        <source>A picture of %1 by %2 pixels; the grid read from it is outlined.</source>
        <translation>Ein Bild von %1 mal %2 Pixeln; das gelesene Gitter ist umrandet.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PracticeBar</name>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Practice task</source>
        <translation>Übungsaufgabe</translation>
    </message>
    <message>
        <source>What to do, then the verdict on your step</source>
        <translation>Was zu tun ist, dann das Urteil über deinen Schritt</translation>
    </message>
    <message>
        <source>Chec&amp;k Step</source>
        <translation>Schritt &amp;prüfen</translation>
    </message>
    <message>
        <source>Check my step</source>
        <translation>Meinen Schritt prüfen</translation>
    </message>
    <message>
        <source>Say whether the changes on the board are a step of the technique, and show its pattern</source>
        <translation>Sagen, ob die Änderungen auf dem Brett ein Schritt der Technik sind, und ihr Muster zeigen</translation>
    </message>
    <message>
        <source>Ne&amp;xt Position</source>
        <translation>&amp;Nächste Stellung</translation>
    </message>
    <message>
        <source>Next practice position</source>
        <translation>Nächste Übungsstellung</translation>
    </message>
    <message>
        <source>Another position for the same technique</source>
        <translation>Eine weitere Stellung für dieselbe Technik</translation>
    </message>
    <message>
        <source>End practice</source>
        <translation>Übung beenden</translation>
    </message>
    <message>
        <source>Stop practising; the position stays on the board as a game</source>
        <translation>Mit dem Üben aufhören; die Stellung bleibt als Spiel auf dem Brett</translation>
    </message>
    <message>
        <source>E&amp;nd Practice</source>
        <translation>Übung b&amp;eenden</translation>
    </message>
</context>
<context>
    <name>nonet::app::PracticeController</name>
    <message>
        <source>No position for %1 could be made.</source>
        <translation>Für %1 konnte keine Stellung erzeugt werden.</translation>
    </message>
    <message>
        <source>Preparing a position for %1…</source>
        <translation>Eine Stellung für %1 wird vorbereitet…</translation>
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
    <message>
        <source>&amp;Pause when Nonet is minimised or not in use</source>
        <translation>&amp;Pausieren, wenn Nonet minimiert oder nicht in Gebrauch ist</translation>
    </message>
    <message>
        <source>Pause automatically</source>
        <translation>Automatisch pausieren</translation>
    </message>
    <message>
        <source>Stop the stopwatch and cover the board when the window is minimised or another application has the focus for a few seconds; you resume yourself</source>
        <translation>Die Stoppuhr anhalten und das Brett abdecken, wenn das Fenster minimiert ist oder ein anderes Programm einige Sekunden den Fokus hat; weiterspielen musst du selbst</translation>
    </message>
    <message>
        <source>Mistake limit</source>
        <translation>Fehlergrenze</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s)</source>
        <translation>
            <numerusform>%n falsche Ziffer</numerusform>
            <numerusform>%n falsche Ziffern</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistake l&amp;imit:</source>
        <translation>Fehler&amp;grenze:</translation>
    </message>
    <message>
        <source>With Mistakes set to “%1”, this many wrong digits end the game as lost</source>
        <translation>Mit Fehler auf „%1“ beenden so viele falsche Ziffern das Spiel als verloren</translation>
    </message>
    <message>
        <source>The limit applies only with Mistakes set to “%1”: it counts the wrong digits marked as you place them, and the game is lost when the count reaches it. A new limit applies from the next game.</source>
        <translation>Die Grenze gilt nur mit Fehler auf „%1“: Sie zählt die falschen Ziffern, die beim Setzen markiert werden, und das Spiel ist verloren, sobald die Zahl sie erreicht. Eine neue Grenze gilt ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>Clic&amp;king a cell opens the digit popup</source>
        <translation>&amp;Klick auf ein Feld öffnet die Ziffernauswahl</translation>
    </message>
    <message>
        <source>Digit popup on click</source>
        <translation>Ziffernauswahl beim Klicken</translation>
    </message>
    <message>
        <source>Off: a click only selects the cell; type a digit, or press Space or click with the right button for the popup</source>
        <translation>Aus: Ein Klick wählt nur das Feld; tippe eine Ziffer, oder drücke die Leertaste oder klicke mit der rechten Taste für die Auswahl</translation>
    </message>
</context>
<context>
    <name>nonet::app::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print the puzzle on paper</source>
        <translation>Das Rätsel auf Papier drucken</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>See the printed page before printing</source>
        <translation>Die Seite vor dem Drucken ansehen</translation>
    </message>
    <message>
        <source>Print &amp;Booklet…</source>
        <translation>&amp;Heft drucken…</translation>
    </message>
    <message>
        <source>Print many puzzles, or save them as a PDF, with answer pages</source>
        <translation>Viele Rätsel drucken oder als PDF speichern, mit Lösungsseiten</translation>
    </message>
    <message>
        <source>Export Pict&amp;ure…</source>
        <translation>&amp;Bild exportieren…</translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Das Brett als PNG- oder SVG-Bild speichern</translation>
    </message>
    <message>
        <source>The puzzle was sent to the printer.</source>
        <translation>Das Rätsel wurde an den Drucker geschickt.</translation>
    </message>
    <message>
        <source>The printer did not take the puzzle.</source>
        <translation>Der Drucker hat das Rätsel nicht angenommen.</translation>
    </message>
    <message>
        <source>Nonet puzzle</source>
        <translation>Nonet-Rätsel</translation>
    </message>
    <message>
        <source>Print the Puzzle</source>
        <translation>Das Rätsel drucken</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Include my &amp;entries and notes</source>
        <translation>Meine &amp;Ziffern und Notizen mitdrucken</translation>
    </message>
    <message>
        <source>Include my entries and notes</source>
        <translation>Meine Ziffern und Notizen mitdrucken</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Entries and Notes</source>
        <translation>Ziffern und Notizen</translation>
    </message>
    <message>
        <source>nonet-%1</source>
        <translation>nonet-%1</translation>
    </message>
    <message>
        <source>Save the Picture</source>
        <translation>Das Bild speichern</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Saved the picture to “%1”.</source>
        <translation>Das Bild wurde in „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>The puzzle was saved to “%1”.</source>
        <translation>Das Rätsel wurde in „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>“%1” could not be written.</source>
        <translation>„%1“ konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Als PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the printed page as a PDF file</source>
        <translation>Die Druckseite als PDF-Datei speichern</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Saved the page to “%1”.</source>
        <translation>Die Seite wurde in „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Nonet · %1</source>
        <comment>a printed page&apos;s heading: the game&apos;s title</comment>
        <translation>Nonet · %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleEditor</name>
    <message>
        <source>&amp;Enter Puzzle…</source>
        <translation>Rätsel &amp;eingeben…</translation>
    </message>
    <message>
        <source>Type in a puzzle from a newspaper or a book, then play it</source>
        <translation>Ein Rätsel aus Zeitung oder Buch eintippen und dann spielen</translation>
    </message>
    <message>
        <source>The puzzle you were entering is back.</source>
        <translation>Das Rätsel, das Sie eingegeben haben, ist wieder da.</translation>
    </message>
    <message>
        <source>Pasting is not available.</source>
        <translation>Einfügen ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Paste a puzzle</source>
        <translation>Ein Rätsel einfügen</translation>
    </message>
    <message>
        <source>Playing your puzzle: %1.</source>
        <translation>Sie spielen Ihr Rätsel: %1.</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Ein Rätsel eingeben</translation>
    </message>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>Den Editor verlassen? Die eingegebene Vorgabe geht verloren.</numerusform>
            <numerusform>Den Editor verlassen? Die %n eingegebenen Vorgaben gehen verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>Den Editor verlassen? Die aus dem Bild gelesene Vorgabe geht verloren.</numerusform>
            <numerusform>Den Editor verlassen? Die %n aus dem Bild gelesenen Vorgaben gehen verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave the editor</source>
        <translation>Den Editor verlassen</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>Ein Rätsel von außerhalb von Nonet (ein Link, eine Datei oder die Befehlszeile) wartet darauf, geöffnet zu werden. Öffnen und den Editor verlassen? Die eingegebene Vorgabe geht verloren.</numerusform>
            <numerusform>Ein Rätsel von außerhalb von Nonet (ein Link, eine Datei oder die Befehlszeile) wartet darauf, geöffnet zu werden. Öffnen und den Editor verlassen? Die %n eingegebenen Vorgaben gehen verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>Ein Rätsel von außerhalb von Nonet (ein Link, eine Datei oder die Befehlszeile) wartet darauf, geöffnet zu werden. Öffnen und den Editor verlassen? Die aus dem Bild gelesene Vorgabe geht verloren.</numerusform>
            <numerusform>Ein Rätsel von außerhalb von Nonet (ein Link, eine Datei oder die Befehlszeile) wartet darauf, geöffnet zu werden. Öffnen und den Editor verlassen? Die %n aus dem Bild gelesenen Vorgaben gehen verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a puzzle from outside</source>
        <translation>Ein Rätsel von außerhalb öffnen</translation>
    </message>
    <message>
        <source>&amp;Open It</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Keep Editing</source>
        <translation>&amp;Weiter eingeben</translation>
    </message>
    <message>
        <source>The puzzle from outside was not opened; your entry is as it was.</source>
        <translation>Das Rätsel von außerhalb wurde nicht geöffnet; deine Eingabe ist unverändert.</translation>
    </message>
    <message>
        <source>Read a picture</source>
        <translation>Ein Bild lesen</translation>
    </message>
    <message>
        <source>grid cleared; Undo brings it back</source>
        <translation>Raster geleert; Rückgängig holt es zurück</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>rückgängig: %1</translation>
    </message>
    <message>
        <source>redo: %1</source>
        <translation>wiederholt: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleEntry</name>
    <message>
        <source>Enter %1 in %2</source>
        <translation>%1 in %2 eingeben</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Clear the grid</source>
        <translation>Das Gitter leeren</translation>
    </message>
    <message numerus="yes">
        <source>Enter %1 in %n cell(s)</source>
        <translation>
            <numerusform>%1 in %n Feld eingeben</numerusform>
            <numerusform>%1 in %n Felder eingeben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cell(s)</source>
        <translation>
            <numerusform>%n Feld löschen</numerusform>
            <numerusform>%n Felder löschen</numerusform>
        </translation>
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
        <source>Current position on one line (givens and your entries)</source>
        <translation>Aktueller Stand in einer Zeile (Vorgaben und eigene Ziffern)</translation>
    </message>
    <message>
        <source>%1 puzzle</source>
        <translation>%1-Rätsel</translation>
    </message>
    <message>
        <source>%1 position</source>
        <translation>%1-Stand</translation>
    </message>
    <message>
        <source>Current progress with notes (a pencil-mark grid; a link for the variants)</source>
        <translation>Aktueller Fortschritt mit Notizen (ein Raster mit Bleistiftnotizen; ein Link für die Varianten)</translation>
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
    <message>
        <source>This Jigsaw puzzle cannot be played: %1.</source>
        <translation>Dieses Jigsaw-Rätsel kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>As a classic Sudoku the puzzle has more than one solution, but as %1 it has exactly one: choose %1 as the variant and import it again.</source>
        <translation>Als klassisches Sudoku hat das Rätsel mehr als eine Lösung, als %1 aber genau eine: Wählen Sie %1 als Variante und importieren Sie es erneut.</translation>
    </message>
    <message>
        <source>This Killer puzzle cannot be played: %1.</source>
        <translation>Dieses Killer-Rätsel kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>This Solo game ID cannot be played: %1.</source>
        <translation>Diese Solo-Spielkennung kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>“%1” is %2, not a file with a puzzle.</source>
        <translation>„%1“ ist %2, keine Datei mit einem Rätsel.</translation>
    </message>
    <message>
        <source>This text is of another variant: %1.</source>
        <translation>Dieser Text gehört zu einer anderen Variante: %1.</translation>
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
    <message>
        <source>The saved variant puzzles could not be read (%1).</source>
        <translation>Die gespeicherten Variantenrätsel konnten nicht gelesen werden (%1).</translation>
    </message>
</context>
<context>
    <name>nonet::app::QuitSaver</name>
    <message>
        <source>Quit Nonet</source>
        <translation>Nonet beenden</translation>
    </message>
    <message>
        <source>Your game could not be saved, so it would be lost if Nonet quits now.</source>
        <translation>Dein Spiel konnte nicht gespeichert werden; wenn Nonet jetzt beendet wird, geht es verloren.</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>Dein Spiel ist nicht gespeichert</translation>
    </message>
    <message>
        <source>Retry once the disk has room or the folder may be written, save the game to a file elsewhere, or quit without it.</source>
        <translation>Versuche es erneut, sobald auf dem Datenträger Platz ist oder der Ordner beschrieben werden darf, speichere das Spiel in einer Datei an einem anderen Ort, oder beende ohne es.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>&amp;Save Elsewhere…</source>
        <translation>&amp;Woanders speichern…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>Trotzdem &amp;beenden</translation>
    </message>
</context>
<context>
    <name>nonet::app::ResultCheckDialog</name>
    <message>
        <source>This is not a whole Nonet daily result: paste the line from “Nonet daily” to its check code.</source>
        <translation>Das ist kein vollständiges Tagesergebnis von Nonet: füge die Zeile von „Nonet daily“ bis zu ihrem Prüfcode ein.</translation>
    </message>
    <message>
        <source>The date does not read: it must be a day from 2026-01-01 on, written as YYYY-MM-DD.</source>
        <translation>Das Datum ist nicht lesbar: Es muss ein Tag ab dem 2026-01-01 sein, geschrieben als JJJJ-MM-TT (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>The level is not one of Nonet&apos;s levels.</source>
        <translation>Der Schwierigkeitsgrad ist keiner von Nonet.</translation>
    </message>
    <message>
        <source>The time does not read: it is written like 7:42 or 1:02:03.</source>
        <translation>Die Zeit ist nicht lesbar: Sie wird wie 7:42 oder 1:02:03 geschrieben.</translation>
    </message>
    <message>
        <source>The line must say “no hints” or “with hints”.</source>
        <translation>In der Zeile muss „no hints“ oder „with hints“ stehen.</translation>
    </message>
    <message>
        <source>The check code does not read: it is eight letters and digits, like 3F7K-Q2MD.</source>
        <translation>Der Prüfcode ist nicht lesbar: Er besteht aus acht Buchstaben und Ziffern, etwa 3F7K-Q2MD.</translation>
    </message>
    <message>
        <source>The line has more fields than a result.</source>
        <translation>Die Zeile hat mehr Felder als ein Ergebnis.</translation>
    </message>
    <message>
        <source>Check a Result</source>
        <translation>Ergebnis prüfen</translation>
    </message>
    <message>
        <source>Check a daily result</source>
        <translation>Ein Tagesergebnis prüfen</translation>
    </message>
    <message>
        <source>Paste a daily result line a player shared. Nonet makes that day&apos;s puzzle and checks the code at the end of the line.</source>
        <translation>Füge eine Ergebniszeile ein, die jemand geteilt hat. Nonet erzeugt das Rätsel jenes Tages und prüft den Code am Ende der Zeile.</translation>
    </message>
    <message>
        <source>Result line</source>
        <translation>Ergebniszeile</translation>
    </message>
    <message>
        <source>The line to check, starting with “Nonet daily”.</source>
        <translation>Die zu prüfende Zeile, die mit „Nonet daily“ beginnt.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis der Prüfung</translation>
    </message>
    <message>
        <source>What the check found</source>
        <translation>Was die Prüfung ergeben hat</translation>
    </message>
    <message>
        <source>A genuine code shows that the line is unchanged since Nonet wrote it. It cannot show that a person solved the puzzle in that time: there is no secret and no server.</source>
        <translation>Ein echter Code zeigt, dass die Zeile unverändert ist, seit Nonet sie geschrieben hat. Er kann nicht zeigen, dass jemand das Rätsel in dieser Zeit gelöst hat: Es gibt kein Geheimnis und keinen Server.</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check the result line</source>
        <translation>Die Ergebniszeile prüfen</translation>
    </message>
    <message>
        <source>Make that day&apos;s puzzle and compare the check code</source>
        <translation>Das Rätsel jenes Tages erzeugen und den Prüfcode vergleichen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the check</source>
        <translation>Die Prüfung schließen</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Genuine: %1, %2, solved in %3 with hints.</source>
        <translation>Echt: %1, %2, in %3 mit Tipps gelöst.</translation>
    </message>
    <message>
        <source>Genuine: %1, %2, solved in %3 without hints.</source>
        <translation>Echt: %1, %2, in %3 ohne Tipps gelöst.</translation>
    </message>
    <message>
        <source>Not genuine: the puzzle of %1 is not %2.</source>
        <translation>Nicht echt: Das Rätsel vom %1 ist nicht %2.</translation>
    </message>
    <message>
        <source>Not genuine: the check code does not match this date, time and hints. The line was changed or made up.</source>
        <translation>Nicht echt: Der Prüfcode passt nicht zu diesem Datum, dieser Zeit und den Tipps. Die Zeile wurde verändert oder erfunden.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewActions</name>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <translation>Prüf&amp;punkt setzen</translation>
    </message>
    <message>
        <source>Mark this position to come back to later</source>
        <translation>Diese Stellung markieren, um später zu ihr zurückzukehren</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>&amp;Zurück zum Prüfpunkt</translation>
    </message>
    <message>
        <source>Return to the latest checkpoint, as one move that Undo takes back</source>
        <translation>Zum letzten Prüfpunkt zurück, als ein Zug, den Rückgängig zurücknimmt</translation>
    </message>
    <message>
        <source>C&amp;heckpoints...</source>
        <translation>Prüfp&amp;unkte...</translation>
    </message>
    <message>
        <source>Choose a checkpoint to return to</source>
        <translation>Einen Prüfpunkt wählen, zu dem du zurückkehrst</translation>
    </message>
    <message>
        <source>Re&amp;wind to Last Correct</source>
        <translation>Zurück zur letzten richti&amp;gen Stellung</translation>
    </message>
    <message>
        <source>Go back to the last position where every digit and note was right, as one move</source>
        <translation>Zurück zur letzten Stellung, in der jede Ziffer und jede Notiz stimmte, als ein Zug</translation>
    </message>
    <message>
        <source>Show the step you could have found at the last correct position</source>
        <translation>Den Schritt zeigen, den du in der letzten richtigen Stellung hättest finden können</translation>
    </message>
    <message>
        <source>Show &amp;What I Missed</source>
        <translation>&amp;Was habe ich übersehen?</translation>
    </message>
    <message>
        <source>See how the game went: time, moves, mistakes, hints and the techniques the puzzle needed</source>
        <translation>Sehen, wie das Spiel lief: Zeit, Züge, Fehler, Tipps und die Techniken, die das Rätsel brauchte</translation>
    </message>
    <message>
        <source>Revie&amp;w Game</source>
        <translation>Spiel aus&amp;werten</translation>
    </message>
    <message>
        <source>Remove Wron&amp;g Digits</source>
        <translation>Fal&amp;sche Ziffern entfernen</translation>
    </message>
    <message>
        <source>Erase only the digits that differ from the solution, as one move; every other move stays</source>
        <translation>Nur die Ziffern löschen, die von der Lösung abweichen, als ein Zug; jeder andere Zug bleibt</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewController</name>
    <message>
        <source>This position is your latest checkpoint already.</source>
        <translation>Diese Stellung ist schon dein letzter Prüfpunkt.</translation>
    </message>
    <message>
        <source>Set %1.</source>
        <translation>%1 gesetzt.</translation>
    </message>
    <message>
        <source>You are at %1 already.</source>
        <translation>Du bist schon bei %1.</translation>
    </message>
    <message>
        <source>Back to checkpoint %1</source>
        <translation>Zurück zu Prüfpunkt %1</translation>
    </message>
    <message>
        <source>Back at %1.</source>
        <translation>Zurück bei %1.</translation>
    </message>
    <message>
        <source>Nothing to rewind: every digit agrees with the solution and no note rules out a right digit.</source>
        <translation>Nichts zurückzunehmen: jede Ziffer stimmt mit der Lösung überein, und keine Notiz schließt eine richtige Ziffer aus.</translation>
    </message>
    <message>
        <source>Rewind to last correct</source>
        <translation>Zurück zur letzten richtigen Stellung</translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n move(s) to the last position without a mistake.</source>
        <translation>
            <numerusform>%n Zug zurückgenommen, zur letzten Stellung ohne Fehler.</numerusform>
            <numerusform>%n Züge zurückgenommen, zur letzten Stellung ohne Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <source>No digit on the board is wrong.</source>
        <translation>Keine Ziffer auf dem Brett ist falsch.</translation>
    </message>
    <message>
        <source>Remove wrong digits</source>
        <translation>Falsche Ziffern entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n wrong digit(s); every other move stays.</source>
        <translation>
            <numerusform>Eine falsche Ziffer entfernt; jeder andere Zug bleibt.</numerusform>
            <numerusform>%n falsche Ziffern entfernt; jeder andere Zug bleibt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint %1 · %2 · %3 of %4 filled</source>
        <translation>Prüfpunkt %1 · %2 · %3 von %4 ausgefüllt</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewText</name>
    <message numerus="yes">
        <source>Lost after %n mistake(s), at %1</source>
        <translation>
            <numerusform>Verloren nach %n Fehler, bei %1</numerusform>
            <numerusform>Verloren nach %n Fehlern, bei %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>Gelöst in %1</translation>
    </message>
    <message>
        <source>Not finished, at %1</source>
        <translation>Nicht beendet, bei %1</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>keine Tipps</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n Tipp</numerusform>
            <numerusform>%n Tipps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n Prüfpunkt</numerusform>
            <numerusform>%n Prüfpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>where to look %1</source>
        <translation>wo suchen %1</translation>
    </message>
    <message>
        <source>technique named %1</source>
        <translation>Technik genannt %1</translation>
    </message>
    <message>
        <source>pattern shown %1</source>
        <translation>Muster gezeigt %1</translation>
    </message>
    <message>
        <source>applied %1</source>
        <translation>angewandt %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>Tipps: %1</translation>
    </message>
    <message>
        <source>The puzzle&apos;s path: %1</source>
        <translation>Lösungsweg des Rätsels: %1</translation>
    </message>
    <message>
        <source>Your hints: %1</source>
        <translation>Deine Tipps: %1</translation>
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
    <message>
        <source>“%1” is %2, not a saved game.</source>
        <translation>„%1“ ist %2, kein gespeichertes Spiel.</translation>
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
    <message>
        <source>Solved without a hint (Check and the marks against the solution do not count here)</source>
        <translation>Ohne Tipp gelöst (Prüfen und die Markierungen nach der Lösung zählen hier nicht)</translation>
    </message>
    <message>
        <source>Only games solved without hints, Check or marks against the solution set a best time</source>
        <translation>Nur Spiele, die ohne Tipps, Prüfen oder Markierungen nach der Lösung gelöst wurden, setzen eine Bestzeit</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Statistics per level: %1</source>
        <translation>Statistik pro Stufe: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::StatisticsRecorder</name>
    <message>
        <source>hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>mistakes marked against the solution</source>
        <translation>Fehler mit der Lösung markiert</translation>
    </message>
    <message>
        <source>Solved with help (%1): no best time, and not counted as solved without hints.</source>
        <translation>Mit Hilfe gelöst (%1): keine Bestzeit, und nicht als ohne Tipps gelöst gezählt.</translation>
    </message>
    <message>
        <source>Solved with help (%1): no best time, but still counted as solved without hints.</source>
        <translation>Mit Hilfe gelöst (%1): keine Bestzeit, aber weiterhin als ohne Tipps gelöst gezählt.</translation>
    </message>
    <message numerus="yes">
        <source>No best time: this puzzle started with only %n empty cell(s), and a best time needs at least %1.</source>
        <translation>
            <numerusform>Keine Bestzeit: Dieses Rätsel begann mit nur %n leeren Zelle, und eine Bestzeit braucht mindestens %1.</numerusform>
            <numerusform>Keine Bestzeit: Dieses Rätsel begann mit nur %n leeren Zellen, und eine Bestzeit braucht mindestens %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::TrainerDialog</name>
    <message>
        <source>Practise a Technique</source>
        <translation>Technik üben</translation>
    </message>
    <message>
        <source>Practise a technique</source>
        <translation>Eine Technik üben</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>Techniken nach Schwierigkeitsgrad</translation>
    </message>
    <message>
        <source>Choose a technique with the arrow keys; Enter practises it.</source>
        <translation>Wähle eine Technik mit den Pfeiltasten; Eingabe übt sie.</translation>
    </message>
    <message>
        <source>Techniques of this level</source>
        <translation>Techniken dieses Schwierigkeitsgrads</translation>
    </message>
    <message>
        <source>About the technique</source>
        <translation>Über die Technik</translation>
    </message>
    <message>
        <source>What the technique says and how to find it</source>
        <translation>Was die Technik besagt und wie man sie findet</translation>
    </message>
    <message>
        <source>Diagram: the technique in a real position</source>
        <translation>Diagramm: die Technik in einer echten Stellung</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>Ü&amp;ben</translation>
    </message>
    <message>
        <source>Practise the chosen technique</source>
        <translation>Die gewählte Technik üben</translation>
    </message>
    <message>
        <source>Start a position where the chosen technique is the next step</source>
        <translation>Eine Stellung beginnen, in der die gewählte Technik der nächste Schritt ist</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close without practising</source>
        <translation>Schließen, ohne zu üben</translation>
    </message>
    <message>
        <source>Too rare to make while you wait: its positions come from the puzzles bundled with Nonet.</source>
        <translation>Zu selten, um sie zu erzeugen, während du wartest: Die Stellungen stammen aus den Rätseln, die Nonet mitbringt.</translation>
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
    <message>
        <source>“%1” is not one of the kept games.</source>
        <translation>„%1“ ist keines der aufbewahrten Spiele.</translation>
    </message>
</context>
<context>
    <name>nonet::app::UserGuideDialog</name>
    <message>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>The sections of the guide; the arrow keys go to one.</source>
        <translation>Die Abschnitte des Handbuchs; die Pfeiltasten springen zu einem.</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the code of the language of this translation (nl, de, he): the user guide is shown in it when docs/user-guide.&lt;code&gt;.md exists</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Where the user guide has not been translated into your language yet, it is in English.</source>
        <translation>Wo das Benutzerhandbuch noch nicht ins Deutsche übersetzt ist, steht es auf Englisch.</translation>
    </message>
</context>
<context>
    <name>nonet::app::VariantNames</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>4×4</source>
        <translation>4×4</translation>
    </message>
    <message>
        <source>6×6</source>
        <translation>6×6</translation>
    </message>
    <message>
        <source>16×16</source>
        <translation>16×16</translation>
    </message>
    <message>
        <source>X-Sudoku</source>
        <translation>X-Sudoku</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>Windoku</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <translation>Jigsaw</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>Killer</translation>
    </message>
</context>
<context>
    <name>nonet::app::VerdictText</name>
    <message>
        <source>Checking the puzzle…</source>
        <translation>Das Rätsel wird geprüft…</translation>
    </message>
    <message>
        <source>The grid is empty. Type the givens of your puzzle, or paste a whole puzzle (Ctrl+V).</source>
        <translation>Das Gitter ist leer. Tippen Sie die Vorgaben Ihres Rätsels ein, oder fügen Sie ein ganzes Rätsel ein (Strg+V).</translation>
    </message>
    <message numerus="yes">
        <source>%n given(s) clash: a digit repeats in a row, column or box (marked on the board). Change them before playing.</source>
        <translation>
            <numerusform>%n Vorgabe steht im Widerspruch: eine Ziffer wiederholt sich in einer Zeile, Spalte oder einem Block (auf dem Brett markiert). Ändern Sie sie vor dem Spielen.</numerusform>
            <numerusform>%n Vorgaben stehen im Widerspruch: eine Ziffer wiederholt sich in einer Zeile, Spalte oder einem Block (auf dem Brett markiert). Ändern Sie sie vor dem Spielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 81 cells are filled, so there is nothing left to solve. Erase some digits to make a puzzle.</source>
        <translation>Alle 81 Felder sind gefüllt, es bleibt also nichts zu lösen. Löschen Sie einige Ziffern, um ein Rätsel daraus zu machen.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: no grid completes these givens. Check them against your source.</source>
        <translation>Dieses Rätsel hat keine Lösung: kein Gitter ergänzt diese Vorgaben. Vergleichen Sie sie mit Ihrer Vorlage.</translation>
    </message>
    <message>
        <source>This puzzle has at least %1 solutions.</source>
        <translation>Dieses Rätsel hat mindestens %1 Lösungen.</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has %n solution(s).</source>
        <translation>
            <numerusform>Dieses Rätsel hat %n Lösung.</numerusform>
            <numerusform>Dieses Rätsel hat %n Lösungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A given in %1 cuts them down: any of %2 (ringed on the board).</source>
        <translation>Eine Vorgabe in %1 verringert sie: jede von %2 (auf dem Brett umkreist).</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board (%1) cannot all be right.</source>
        <translation>
            <numerusform>Dieses Rätsel hat keine Lösung: Die schattierte Vorgabe (%1) kann nicht stimmen.</numerusform>
            <numerusform>Dieses Rätsel hat keine Lösung: Die %n schattierten Vorgaben auf dem Brett (%1) können nicht alle stimmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board cannot all be right.</source>
        <translation>
            <numerusform>Dieses Rätsel hat keine Lösung: Die schattierte Vorgabe kann nicht stimmen.</numerusform>
            <numerusform>Dieses Rätsel hat keine Lösung: Die %n schattierten Vorgaben auf dem Brett können nicht alle stimmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The one you typed last, in %1, is among them.</source>
        <translation>Die zuletzt getippte, in %1, ist darunter.</translation>
    </message>
    <message>
        <source>Of them, the picture&apos;s reading is least sure of %1: check it first.</source>
        <translation>Von ihnen ist sich das Lesen des Bildes bei %1 am wenigsten sicher: prüfen Sie diese zuerst.</translation>
    </message>
    <message>
        <source>The picture&apos;s reading is least sure of the one in %1: check it first.</source>
        <translation>Das Lesen des Bildes ist sich bei der Vorgabe in %1 am wenigsten sicher: prüfen Sie diese zuerst.</translation>
    </message>
    <message>
        <source>Check them against your source.</source>
        <translation>Vergleichen Sie sie mit Ihrer Vorlage.</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Level: %1 (%2). Start Playing when you are ready.</source>
        <translation>Dieses Rätsel hat genau eine Lösung. Stufe: %1 (%2). Beginnen Sie zu spielen, wenn Sie bereit sind.</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Level: %1. Start Playing when you are ready.</source>
        <translation>Dieses Rätsel hat genau eine Lösung. Stufe: %1. Beginnen Sie zu spielen, wenn Sie bereit sind.</translation>
    </message>
    <message numerus="yes">
        <source>Read from the picture: check the %n hatched cell(s) against it (%1).</source>
        <translation>
            <numerusform>Aus dem Bild gelesen: vergleiche das schraffierte Feld damit (%1).</numerusform>
            <numerusform>Aus dem Bild gelesen: vergleiche die %n schraffierten Felder damit (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::ViewTools</name>
    <message>
        <source>&amp;Digit First</source>
        <translation>&amp;Ziffer zuerst</translation>
    </message>
    <message>
        <source>Pick a digit, then click cells to place it (or note it in notes mode); Esc leaves (D)</source>
        <translation>Eine Ziffer wählen, dann Zellen anklicken, um sie einzutragen (im Notizmodus: als Notiz); Esc beendet (D)</translation>
    </message>
    <message>
        <source>Digit First</source>
        <translation>Ziffer zuerst</translation>
    </message>
    <message>
        <source>Highlight &amp;Candidates</source>
        <translation>&amp;Kandidaten hervorheben</translation>
    </message>
    <message>
        <source>Mark every cell where the highlighted digit can still go (X)</source>
        <translation>Jede Zelle markieren, in die die hervorgehobene Ziffer noch passt (X)</translation>
    </message>
    <message>
        <source>&amp;Bivalue Cells</source>
        <translation>&amp;Bivalente Zellen</translation>
    </message>
    <message>
        <source>Mark every empty cell with exactly two candidates (B)</source>
        <translation>Jede leere Zelle mit genau zwei Kandidaten markieren (B)</translation>
    </message>
    <message>
        <source>My &amp;Notes</source>
        <translation>Meinen &amp;Notizen</translation>
    </message>
    <message>
        <source>Highlighting reads the candidates from your notes</source>
        <translation>Die Hervorhebung liest die Kandidaten aus deinen Notizen</translation>
    </message>
    <message>
        <source>The &amp;Grid</source>
        <translation>Dem &amp;Raster</translation>
    </message>
    <message>
        <source>Highlighting reads the candidates from the digits in each row, column and box</source>
        <translation>Die Hervorhebung leitet die Kandidaten aus den Ziffern in jeder Zeile, Spalte und jedem Block ab</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Make the board larger (Ctrl++)</source>
        <translation>Das Spielfeld vergrößern (Strg++)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verklei&amp;nern</translation>
    </message>
    <message>
        <source>Make the board smaller (Ctrl+-)</source>
        <translation>Das Spielfeld verkleinern (Strg+-)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Fit the board to the window again (Ctrl+0)</source>
        <translation>Das Spielfeld wieder an das Fenster anpassen (Strg+0)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Show the window on the whole screen, toolbar included (F11)</source>
        <translation>Das Fenster bildschirmfüllend zeigen, mit der Werkzeugleiste (F11)</translation>
    </message>
    <message>
        <source>&amp;Large Digits</source>
        <translation>Große Zi&amp;ffern</translation>
    </message>
    <message>
        <source>Draw the digits and notes on the board larger, for easier reading</source>
        <translation>Ziffern und Notizen auf dem Spielfeld größer zeichnen, damit sie leichter zu lesen sind</translation>
    </message>
    <message>
        <source>Candidates F&amp;rom</source>
        <translation>Kandidaten &amp;aus</translation>
    </message>
    <message>
        <source>Ca&amp;ge Colours</source>
        <translation>Käfigfa&amp;rben</translation>
    </message>
    <message>
        <source>Tint the cages of a Killer puzzle so that cages side by side differ</source>
        <translation>Die Käfige eines Killer-Rätsels einfärben, sodass benachbarte Käfige sich unterscheiden</translation>
    </message>
</context>
<context>
    <name>nonet::ui::BoardWidget</name>
    <message numerus="yes">
        <source>cage %1, %n cell(s), sum %2</source>
        <translation>
            <numerusform>Käfig %1, %n Feld, Summe %2</numerusform>
            <numerusform>Käfig %1, %n Felder, Summe %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Sudoku-Spielfeld</translation>
    </message>
    <message>
        <source>Digit first: %1 is chosen; Enter places it, Esc leaves.</source>
        <translation>Ziffer zuerst: %1 ist gewählt; Eingabe trägt sie ein, Esc beendet.</translation>
    </message>
    <message>
        <source>Digit first: type the digit to place.</source>
        <translation>Ziffer zuerst: tippe die Ziffer, die du eintragen willst.</translation>
    </message>
    <message numerus="yes">
        <source>%1 can still go in %n cell(s).</source>
        <translation>
            <numerusform>%1 kann noch in %n Feld stehen.</numerusform>
            <numerusform>%1 kann noch in %n Feldern stehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move between the cells. Type a digit to place it, Shift and a digit for a note, Delete to erase, Ctrl and an arrow for the next empty cell.</source>
        <translation>Pfeiltasten wechseln zwischen den Feldern. Eine Ziffer setzt sie, Umschalt und eine Ziffer setzt eine Notiz, Entf löscht, Strg und ein Pfeil springt zum nächsten leeren Feld.</translation>
    </message>
    <message>
        <source>A grid of %1 rows and %1 columns.</source>
        <translation>Ein Raster aus %1 Zeilen und %1 Spalten.</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>Region %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>Diagonale %1</translation>
    </message>
    <message>
        <source>selection cleared</source>
        <comment>spoken: Escape left only the cursor&apos;s cell selected</comment>
        <translation>Auswahl aufgehoben</translation>
    </message>
</context>
<context>
    <name>nonet::ui::CageCombinationsView</name>
    <message>
        <source>Cage combinations</source>
        <translation>Käfigkombinationen</translation>
    </message>
    <message>
        <source>Combinations: select a cell of a cage</source>
        <translation>Kombinationen: wähle ein Feld eines Käfigs</translation>
    </message>
    <message numerus="yes">
        <source>Cage %1 · %n cell(s) · %2</source>
        <translation>
            <numerusform>Käfig %1 · %n Feld · %2</numerusform>
            <numerusform>Käfig %1 · %n Felder · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, ruled out</source>
        <translation>%1, ausgeschlossen</translation>
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
        <source>%1 can go here.</source>
        <translation>%1 passt hier.</translation>
    </message>
    <message>
        <source>Two candidates.</source>
        <translation>Zwei Kandidaten.</translation>
    </message>
    <message>
        <source>notes %1</source>
        <translation>Notizen %1</translation>
    </message>
    <message>
        <source>centre notes %1</source>
        <translation>Notizen in der Mitte %1</translation>
    </message>
    <message>
        <source>note %1 in colour %2</source>
        <translation>Notiz %1 in Farbe %2</translation>
    </message>
    <message>
        <source>%1, colour %2</source>
        <translation>%1, Farbe %2</translation>
    </message>
    <message>
        <source>Row %1 column %2, %3</source>
        <translation>Zeile %1 Spalte %2, %3</translation>
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
    <message>
        <source>all placed, but one is marked as a mistake</source>
        <translation>alle gesetzt, aber eine ist als Fehler markiert</translation>
    </message>
    <message>
        <source>Choose %1, then click cells to place it or, in notes mode, note it (key %1)</source>
        <translation>%1 wählen, dann Zellen anklicken, um sie einzutragen oder im Notizmodus zu notieren (Taste %1)</translation>
    </message>
    <message>
        <source>%1. Hold it down to see where %2 can still go.</source>
        <translation>%1. Gedrückt halten zeigt, wo %2 noch stehen kann.</translation>
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
        <source>Toggle notes of %1</source>
        <translation>Notizen von %1 umschalten</translation>
    </message>
    <message>
        <source>Choose a digit for %1</source>
        <translation>Ziffer für %1 wählen</translation>
    </message>
    <message>
        <source>No colour</source>
        <translation>Keine Farbe</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Farbe %1</translation>
    </message>
    <message>
        <source>%1 (Alt+%2)</source>
        <translation>%1 (Alt+%2)</translation>
    </message>
    <message>
        <source>Colour of note %1</source>
        <translation>Farbe der Notiz %1</translation>
    </message>
    <message>
        <source>&amp;No colour</source>
        <translation>&amp;Keine Farbe</translation>
    </message>
    <message>
        <source>Colour &amp;%1</source>
        <translation>Farbe &amp;%1</translation>
    </message>
    <message>
        <source>%1; the note is in colour %2</source>
        <translation>%1; die Notiz hat Farbe %2</translation>
    </message>
    <message>
        <source>%1 (right-click: colour the note)</source>
        <translation>%1 (Rechtsklick: die Notiz färben)</translation>
    </message>
    <message>
        <source>%1 (already in one of its houses)</source>
        <translation>%1 (schon in einem seiner Häuser)</translation>
    </message>
</context>
<context>
    <name>nonet::ui::SpokenText</name>
    <message>
        <source>%1 by %2</source>
        <comment>a size said aloud: 16×16 is &quot;16 by 16&quot;</comment>
        <translation>%1 mal %2</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <comment>a cell said aloud; the same words as everywhere in the game</comment>
        <translation>Zeile %1 Spalte %2</translation>
    </message>
    <message>
        <source> or </source>
        <comment>a chain&apos;s node said aloud: 5 in row 3 column 7 or row 3 column 8</comment>
        <translation> oder </translation>
    </message>
    <message>
        <source>, strongly linked to </source>
        <translation>, stark verbunden mit </translation>
    </message>
    <message>
        <source>, weakly linked to </source>
        <translation>, schwach verbunden mit </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>a chain&apos;s node said aloud: 5 in row 3 column 7</comment>
        <translation>%1 in %2</translation>
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
