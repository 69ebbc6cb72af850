<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>HintText</name>
    <message>
        <source>A row, column or box with one empty cell left: that cell takes the missing digit.</source>
        <translation>Een rij, kolom of blok met nog één lege cel: die cel krijgt het ontbrekende cijfer.</translation>
    </message>
    <message>
        <source>A digit has only one place left in a box, so it goes there.</source>
        <translation>Een cijfer kan in een blok nog maar op één plek, dus daar komt het.</translation>
    </message>
    <message>
        <source>A digit has only one place left in a row or column, so it goes there.</source>
        <translation>Een cijfer kan in een rij of kolom nog maar op één plek, dus daar komt het.</translation>
    </message>
    <message>
        <source>A cell has only one candidate left, so that digit goes there.</source>
        <translation>Een cel heeft nog maar één kandidaat, dus dat cijfer komt erin.</translation>
    </message>
    <message>
        <source>In a box a digit lies only in one row or column, so it leaves the rest of that line.</source>
        <translation>In een blok staat een cijfer alleen in één rij of kolom, dus het verdwijnt uit de rest van die lijn.</translation>
    </message>
    <message>
        <source>In a row or column a digit lies only in one box, so it leaves the rest of that box.</source>
        <translation>In een rij of kolom staat een cijfer alleen in één blok, dus het verdwijnt uit de rest van dat blok.</translation>
    </message>
    <message>
        <source>Two cells of a house hold the same two candidates: those digits are theirs, and leave the house&apos;s other cells.</source>
        <translation>Twee cellen van een groep hebben dezelfde twee kandidaten: die cijfers horen bij hen en verdwijnen uit de andere cellen van de groep.</translation>
    </message>
    <message>
        <source>Two digits fit only in the same two cells of a house: those cells can hold nothing else.</source>
        <translation>Twee cijfers passen alleen in dezelfde twee cellen van een groep: daar kan niets anders in.</translation>
    </message>
    <message>
        <source>Three cells of a house hold only three digits between them: those digits leave the house&apos;s other cells.</source>
        <translation>Drie cellen van een groep hebben samen maar drie kandidaten: die cijfers verdwijnen uit de andere cellen van de groep.</translation>
    </message>
    <message>
        <source>Three digits fit only in the same three cells of a house: those cells can hold nothing else.</source>
        <translation>Drie cijfers passen alleen in dezelfde drie cellen van een groep: daar kan niets anders in.</translation>
    </message>
    <message>
        <source>Four cells of a house hold only four digits between them: those digits leave the house&apos;s other cells.</source>
        <translation>Vier cellen van een groep hebben samen maar vier kandidaten: die cijfers verdwijnen uit de andere cellen van de groep.</translation>
    </message>
    <message>
        <source>Four digits fit only in the same four cells of a house: those cells can hold nothing else.</source>
        <translation>Vier cijfers passen alleen in dezelfde vier cellen van een groep: daar kan niets anders in.</translation>
    </message>
    <message>
        <source>A digit fits in two rows only in the same two columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>Een cijfer past in twee rijen alleen in dezelfde twee kolommen (of andersom): het verdwijnt uit de rest van die kolommen.</translation>
    </message>
    <message>
        <source>Two lines each have a digit in two places, with one end of each aligned: one of the other two ends holds it, so cells seeing both lose it.</source>
        <translation>Twee lijnen hebben een cijfer elk op twee plekken, met van elk één uiteinde op één lijn: een van de andere twee uiteinden krijgt het, dus cellen die beide zien verliezen het.</translation>
    </message>
    <message>
        <source>A row and a column each have a digit in two places, linked through a box: cells seeing both free ends lose it.</source>
        <translation>Een rij en een kolom hebben een cijfer elk op twee plekken, verbonden via een blok: cellen die beide vrije uiteinden zien verliezen het.</translation>
    </message>
    <message>
        <source>Two strong links of a digit joined by a weak one: one of the chain&apos;s ends holds it, so cells seeing both lose it.</source>
        <translation>Twee sterke links van een cijfer, verbonden door een zwakke: een van de uiteinden van de keten krijgt het, dus cellen die beide zien verliezen het.</translation>
    </message>
    <message>
        <source>A box&apos;s candidates for a digit form a cross; with a strong link outside, the digit leaves the cell where they meet.</source>
        <translation>De kandidaten van een blok voor een cijfer vormen een kruis; met een sterke link daarbuiten verdwijnt het cijfer uit de cel waar ze elkaar treffen.</translation>
    </message>
    <message>
        <source>A digit fits in three rows only within three columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>Een cijfer past in drie rijen alleen binnen drie kolommen (of andersom): het verdwijnt uit de rest van die kolommen.</translation>
    </message>
    <message>
        <source>A digit fits in four rows only within four columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>Een cijfer past in vier rijen alleen binnen vier kolommen (of andersom): het verdwijnt uit de rest van die kolommen.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates (fins) in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>Een X-Wing met extra kandidaten (vinnen) in één blok: cellen die de vinnen zien en in de dekkende lijnen liggen, verliezen het cijfer.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>Een zwaardvis met vinnen in één blok: cellen die de vinnen zien en in de dekkende lijnen liggen, verliezen het cijfer.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>Een kwal met vinnen in één blok: cellen die de vinnen zien en in de dekkende lijnen liggen, verliezen het cijfer.</translation>
    </message>
    <message>
        <source>Strong links of one digit colour cells in two alternating colours: one colour is true, so cells seeing both colours (or a colour that contradicts itself) lose it.</source>
        <translation>Sterke links van één cijfer kleuren cellen om en om in twee kleuren: één kleur is waar, dus cellen die beide kleuren zien (of een kleur die zichzelf tegenspreekt) verliezen het.</translation>
    </message>
    <message>
        <source>A pivot with two candidates sees two cells that share one digit with it each and a third digit: cells seeing both wings lose that digit.</source>
        <translation>Een spil met twee kandidaten ziet twee cellen die elk één cijfer met de spil delen en samen een derde cijfer: cellen die beide vleugels zien verliezen dat cijfer.</translation>
    </message>
    <message>
        <source>A pivot with three candidates and two wings sharing one digit: cells seeing all three lose that digit.</source>
        <translation>Een spil met drie kandidaten en twee vleugels die één cijfer delen: cellen die alle drie zien verliezen dat cijfer.</translation>
    </message>
    <message>
        <source>Two cells with the same pair, joined by a strong link on one digit: cells seeing both lose the other digit.</source>
        <translation>Twee cellen met hetzelfde paar, verbonden door een sterke link op één cijfer: cellen die beide zien verliezen het andere cijfer.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same pair alternates the two digits: cells seeing ends of opposite parity lose both.</source>
        <translation>Een keten van cellen met hetzelfde paar wisselt de twee cijfers af: cellen die uiteinden van tegengestelde pariteit zien, verliezen beide.</translation>
    </message>
    <message>
        <source>Four cells in two boxes would allow two solutions if three of them kept only the same pair: the fourth cannot be one of that pair.</source>
        <translation>Vier cellen in twee blokken zouden twee oplossingen toelaten als drie ervan alleen hetzelfde paar hielden: de vierde kan geen cijfer van dat paar zijn.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two roof cells share one extra digit: one of them holds it, so cells seeing both lose it.</source>
        <translation>Een unieke rechthoek waarvan de twee dakcellen één extra cijfer delen: een van beide krijgt het, dus cellen die beide zien verliezen het.</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof holds one of the pair&apos;s digits only there in a house: the other digit leaves the roof.</source>
        <translation>Een unieke rechthoek waarvan het dak een cijfer van het paar als enige plek in een groep heeft: het andere cijfer verdwijnt uit het dak.</translation>
    </message>
    <message>
        <source>Every cell but one has two candidates: that cell must take the digit that would otherwise allow two solutions.</source>
        <translation>Alle cellen op één na hebben twee kandidaten: die ene cel moet het cijfer krijgen dat anders twee oplossingen zou toelaten.</translation>
    </message>
    <message>
        <source>A chain of strong and weak links on one digit: one of its ends holds the digit, so cells seeing both ends lose it.</source>
        <translation>Een keten van sterke en zwakke links op één cijfer: een van de uiteinden krijgt het cijfer, dus cellen die beide uiteinden zien verliezen het.</translation>
    </message>
    <message>
        <source>A chain of two-candidate cells: one of its ends holds the shared digit, so cells seeing both ends lose it.</source>
        <translation>Een keten van cellen met twee kandidaten: een van de uiteinden krijgt het gedeelde cijfer, dus cellen die beide uiteinden zien verliezen het.</translation>
    </message>
    <message>
        <source>A loop of alternating strong and weak links: where it breaks, a candidate must be true or false.</source>
        <translation>Een lus van afwisselend sterke en zwakke links: waar die breekt, moet een kandidaat waar of onwaar zijn.</translation>
    </message>
    <message>
        <source>A nice loop in which some links join groups of cells in one box and line.</source>
        <translation>Een nice loop waarin sommige links groepen cellen in één blok en lijn verbinden.</translation>
    </message>
    <message>
        <source>Two almost locked sets share a restricted digit: the other common digit leaves cells seeing all its places in both sets.</source>
        <translation>Twee bijna vergrendelde verzamelingen (ALS) delen een beperkt gemeenschappelijk cijfer: het andere gedeelde cijfer verdwijnt uit cellen die al zijn plekken in beide verzamelingen zien.</translation>
    </message>
    <message>
        <source>Every choice for a cell (or every place of a digit) leads to the same conclusion, so it holds.</source>
        <translation>Elke keuze voor een cel (of elke plek van een cijfer) leidt tot dezelfde conclusie, dus die klopt.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is removed.</source>
        <translation>Een kandidaat aannemen leidt tot een tegenspraak, dus hij wordt weggehaald.</translation>
    </message>
    <message>
        <source>No technique the game knows applies here; this is the solution&apos;s digit.</source>
        <translation>Geen techniek die het spel kent werkt hier; dit is het cijfer uit de oplossing.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>rij %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>kolom %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>blok %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>gebied %1</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>diagonaal %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>venster %1</translation>
    </message>
    <message>
        <source>place %1 in %2</source>
        <translation>zet %1 in %2</translation>
    </message>
    <message>
        <source>remove %1 from %2</source>
        <translation>haal %1 weg uit %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, fins %1</source>
        <translation>, vinnen %1</translation>
    </message>
    <message>
        <source>, other colour %1</source>
        <translation>, andere kleur %1</translation>
    </message>
    <message>
        <source>, chain %1</source>
        <translation>, keten %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>Kijk naar %1.</translation>
    </message>
    <message>
        <source>Look at the highlighted cells.</source>
        <translation>Kijk naar de gemarkeerde cellen.</translation>
    </message>
    <message>
        <source>(You have no notes; this hint uses every cell&apos;s candidates.)</source>
        <translation>(Je hebt geen notities; deze hint gebruikt de kandidaten van alle cellen.)</translation>
    </message>
    <message>
        <source>(Some empty cells have no notes; this hint uses every cell&apos;s candidates.)</source>
        <translation>(Sommige lege cellen hebben geen notities; deze hint gebruikt de kandidaten van alle cellen.)</translation>
    </message>
    <message>
        <source>(Some notes rule out a cell&apos;s right digit; this hint uses the true candidates.)</source>
        <translation>(Sommige notities sluiten het juiste cijfer van een cel uit; deze hint gebruikt de echte kandidaten.)</translation>
    </message>
    <message>
        <source>There is a mistake on the board: fix it before the next step. Press Hint again to see where.</source>
        <translation>Er staat een fout op het bord: verbeter die vóór de volgende stap. Druk nog eens op Hint om te zien waar.</translation>
    </message>
    <message numerus="yes">
        <source>Wrong digit in %1.</source>
        <translation>
            <numerusform>Fout cijfer in %1.</numerusform>
            <numerusform>Foute cijfers in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 is the last empty cell of %3 and takes %1</source>
        <translation>%2 is de laatste lege cel van %3 en krijgt %1</translation>
    </message>
    <message>
        <source>%1 fits only in %2 within %3</source>
        <translation>%1 past binnen %3 alleen in %2</translation>
    </message>
    <message>
        <source>%2 can only be %1</source>
        <translation>%2 kan alleen %1 zijn</translation>
    </message>
    <message>
        <source>%1 lies only in %2 in %3</source>
        <translation>%1 staat in %3 alleen in %2</translation>
    </message>
    <message>
        <source>%1 in %2 (%3)</source>
        <translation>%1 in %2 (%3)</translation>
    </message>
    <message>
        <source>%1 with %2 (%3)</source>
        <translation>%1 met %2 (%3)</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 met %2</translation>
    </message>
    <message>
        <source>%1 along %2</source>
        <translation>%1 langs %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%2 takes %1</source>
        <translation>%2 krijgt %1</translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation>%1 via %2</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 vanuit %2</translation>
    </message>
    <message>
        <source>%1 in %2 leads to a contradiction</source>
        <translation>%1 in %2 leidt tot een tegenspraak</translation>
    </message>
    <message>
        <source>%2 is %1</source>
        <translation>%2 is %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>A cage with one empty cell left: that cell takes what the cage&apos;s sum still needs.</source>
        <translation>Een kooi met nog één lege cel: die cel krijgt wat de som van de kooi nog nodig heeft.</translation>
    </message>
    <message>
        <source>%2 is the last empty cell of its cage and takes %1</source>
        <translation>%2 is de laatste lege cel van zijn kooi en krijgt %1</translation>
    </message>
    <message>
        <source>Every combination of a cage&apos;s sum holds a digit, and only one cell of the cage can still take it: it goes there.</source>
        <translation>Elke combinatie voor de som van een kooi bevat een cijfer, en maar één cel van de kooi kan het nog krijgen: daar komt het.</translation>
    </message>
    <message>
        <source>%1 fits only in %2 within its cage</source>
        <translation>%1 past binnen zijn kooi alleen in %2</translation>
    </message>
    <message>
        <source>Only some sets of different digits add up to a cage&apos;s sum; a candidate that fits no such set in the cage&apos;s cells goes.</source>
        <translation>Maar sommige reeksen verschillende cijfers tellen op tot de som van een kooi; een kandidaat die in geen enkele zo&apos;n reeks in de cellen van de kooi past, valt af.</translation>
    </message>
    <message>
        <source>the cage of %2 can only use %1</source>
        <translation>de kooi van %2 kan alleen %1 gebruiken</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds can only go in the cage&apos;s cells of one house: it leaves that house&apos;s other cells.</source>
        <translation>Een cijfer dat in elke combinatie van een kooi zit, kan alleen in de cellen van de kooi in één huis: het verdwijnt uit de andere cellen van dat huis.</translation>
    </message>
    <message>
        <source>%1 of the cage lies only in %2 in %3</source>
        <translation>%1 van de kooi ligt alleen in %2 in %3</translation>
    </message>
    <message>
        <source>In a house a digit can only go in the cells of one cage: that cage holds it there, so its combinations without it go.</source>
        <translation>In een huis kan een cijfer alleen in de cellen van één kooi: die kooi bevat het daar, dus vallen zijn combinaties zonder dat cijfer af.</translation>
    </message>
    <message>
        <source>%1 of %3 lies only in %2, all in one cage</source>
        <translation>%1 van %3 ligt alleen in %2, allemaal in één kooi</translation>
    </message>
    <message>
        <source>A row, column or box adds up to 45: take away the cages inside it, and the cells left over (innies), or its cages&apos; cells outside it (outies), add up to what remains.</source>
        <translation>Een rij, kolom of blok telt op tot 45: haal de kooien erbinnen eraf, en de overgebleven cellen (innies), of de cellen van zijn kooien erbuiten (outies), tellen op tot wat overblijft.</translation>
    </message>
    <message>
        <source>the rule of 45 in %3</source>
        <translation>de regel van 45 in %3</translation>
    </message>
    <message>
        <source>Several rows, columns or boxes add up to 45 each: the cells left over inside them, or their cages&apos; cells outside them, add up to what the cages do not cover.</source>
        <translation>Meerdere rijen, kolommen of blokken tellen elk op tot 45: de overgebleven cellen erbinnen, of de cellen van hun kooien erbuiten, tellen op tot wat de kooien niet dekken.</translation>
    </message>
    <message>
        <source>A house cuts a cage in two and the rule of 45 gives the sum of the part inside: the part outside adds up to the rest, and the cage&apos;s different digits must make both sums.</source>
        <translation>Een huis snijdt een kooi in tweeën en de regel van 45 geeft de som van het deel erbinnen: het deel erbuiten telt op tot de rest, en de verschillende cijfers van de kooi moeten beide sommen maken.</translation>
    </message>
    <message>
        <source>a cage cut by %3</source>
        <translation>een kooi gesneden door %3</translation>
    </message>
    <message>
        <source>Two cages in one house hold different digits: a combination that leaves the other cage none, or the house&apos;s other cells no place for a digit left over, goes.</source>
        <translation>Twee kooien in één huis bevatten verschillende cijfers: een combinatie die de andere kooi er geen laat, of de andere cellen van het huis geen plek voor een overgebleven cijfer, valt af.</translation>
    </message>
    <message>
        <source>the cages of %2 in %3 use %1</source>
        <translation>de kooien van %2 in %3 gebruiken %1</translation>
    </message>
    <message>
        <source>Three cages in one house hold different digits: a combination that leaves the other cages none, or the house&apos;s other cells no place for a digit left over, goes.</source>
        <translation>Drie kooien in één huis bevatten verschillende cijfers: een combinatie die de andere kooien er geen laat, of de andere cellen van het huis geen plek voor een overgebleven cijfer, valt af.</translation>
    </message>
    <message>
        <source>, inside %1</source>
        <translation>, binnen %1</translation>
    </message>
    <message>
        <source>, outside %1</source>
        <translation>, buiten %1</translation>
    </message>
    <message>
        <source>, the part inside adding up to %1</source>
        <translation>, het deel binnen telt op tot %1</translation>
    </message>
    <message>
        <source>, inside minus outside %1</source>
        <translation>, binnen min buiten %1</translation>
    </message>
    <message>
        <source>, adding up to %1</source>
        <translation>, samen %1</translation>
    </message>
    <message>
        <source>Look at the outlined cage of %1, sum %2.</source>
        <translation>Kijk naar de omlijnde kooi van %1, som %2.</translation>
    </message>
    <message>
        <source>Look at the outlined cages.</source>
        <translation>Kijk naar de omlijnde kooien.</translation>
    </message>
    <message>
        <source>no way to fill the cage of %2 with different digits adding up to its sum puts a removed candidate in its cell: with it there, the cage&apos;s other cells cannot take the rest of any combination</source>
        <translation>geen manier om de kooi van %2 te vullen met verschillende cijfers die samen de som geven, zet een weggehaalde kandidaat in zijn cel: staat hij daar, dan kunnen de andere cellen van de kooi de rest van geen enkele combinatie nemen</translation>
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
        <translation>Neem één blok en één cijfer tegelijk: als alle kandidaten van het cijfer in het blok in één rij of kolom liggen, schrap het dan uit die lijn buiten het blok.</translation>
    </message>
    <message>
        <source>Go along each row and column: when a digit&apos;s candidates there all fall in one box, strike it from the rest of that box.</source>
        <translation>Loop elke rij en kolom langs: als de kandidaten van een cijfer daar allemaal in één blok vallen, schrap het dan uit de rest van dat blok.</translation>
    </message>
    <message>
        <source>Look for two cells of a row, column or box whose notes are the same two digits, and remove those digits from the house&apos;s other cells.</source>
        <translation>Zoek twee vakjes in een rij, kolom of blok waarvan de notities dezelfde twee cijfers zijn, en haal die cijfers weg uit de andere vakjes van dat huis.</translation>
    </message>
    <message>
        <source>In one house, count where each digit can go: two digits with the same two places make a hidden pair; clear the other notes from those cells.</source>
        <translation>Tel in één huis waar elk cijfer kan staan: twee cijfers met dezelfde twee plekken vormen een verborgen paar; wis de andere notities uit die vakjes.</translation>
    </message>
    <message>
        <source>Look for three cells of one house whose notes together use only three digits (not every cell needs all three).</source>
        <translation>Zoek drie vakjes in één huis waarvan de notities samen maar drie cijfers gebruiken (niet elk vakje hoeft ze alle drie te hebben).</translation>
    </message>
    <message>
        <source>In one house, find three digits whose places all fall within the same three cells; those cells keep only these digits.</source>
        <translation>Zoek in één huis drie cijfers waarvan alle plekken in dezelfde drie vakjes vallen; die vakjes houden alleen deze cijfers.</translation>
    </message>
    <message>
        <source>As with a triple, but four cells share four digits; it only matters in a house with eight or more empty cells.</source>
        <translation>Net als bij een drietal, maar vier vakjes delen vier cijfers; het doet er alleen toe in een huis met acht of meer lege vakjes.</translation>
    </message>
    <message>
        <source>Four digits of a house confined to the same four cells: it only matters in a house with no digit placed yet.</source>
        <translation>Vier cijfers van een huis beperkt tot dezelfde vier vakjes: het doet er alleen toe in een huis waarin nog geen cijfer staat.</translation>
    </message>
    <message>
        <source>Follow one digit: find two rows where it has exactly two places, in the same two columns (or two such columns).</source>
        <translation>Volg één cijfer: zoek twee rijen waarin het precies twee plekken heeft, in dezelfde twee kolommen (of twee zulke kolommen).</translation>
    </message>
    <message>
        <source>Follow one digit: a row and a column with exactly two places each, one end of each in the same box; the cell seeing both other ends loses it.</source>
        <translation>Volg één cijfer: een rij en een kolom met elk precies twee plekken, van elk één uiteinde in hetzelfde blok; het vakje dat beide andere uiteinden ziet, verliest het.</translation>
    </message>
    <message>
        <source>Follow one digit: two rows (or columns) with exactly two places each, one pair of ends aligned; look at the cells seeing both other ends.</source>
        <translation>Volg één cijfer: twee rijen (of kolommen) met elk precies twee plekken, één paar uiteinden op één lijn; kijk naar de vakjes die beide andere uiteinden zien.</translation>
    </message>
    <message>
        <source>Follow one digit into a box where its candidates lie on one row and one column, and pair that cross with a line holding the digit in exactly two places.</source>
        <translation>Volg één cijfer naar een blok waarin de kandidaten op één rij en één kolom liggen, en combineer dat kruis met een lijn waarin het cijfer precies twee plekken heeft.</translation>
    </message>
    <message>
        <source>Look for three corners of a rectangle over two boxes holding only the same two candidates; the fourth corner cannot be either of them.</source>
        <translation>Zoek drie hoeken van een rechthoek over twee blokken met alleen dezelfde twee kandidaten; de vierde hoek kan geen van beide zijn.</translation>
    </message>
    <message>
        <source>Start from a cell with two candidates that sees two other two-candidate cells, each sharing one digit with it and one with each other.</source>
        <translation>Begin bij een vakje met twee kandidaten dat twee andere vakjes met twee kandidaten ziet, die elk één cijfer met het eerste delen en één met elkaar.</translation>
    </message>
    <message>
        <source>Follow a chain of cells holding the same two candidates, each seeing the next; a cell seeing two chain cells an odd number of steps apart loses both digits.</source>
        <translation>Volg een keten van vakjes met dezelfde twee kandidaten, die elk het volgende zien; een vakje dat twee ketenvakjes ziet die een oneven aantal stappen uit elkaar liggen, verliest beide cijfers.</translation>
    </message>
    <message>
        <source>As an X-Wing on three lines: one digit confined in three rows to the same three columns, with two or three places in each row.</source>
        <translation>Als een X-Wing op drie lijnen: één cijfer dat in drie rijen beperkt is tot dezelfde drie kolommen, met twee of drie plekken per rij.</translation>
    </message>
    <message>
        <source>Look for an X-Wing spoiled by extra candidates in one corner&apos;s box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>Zoek een X-Wing die verstoord wordt door extra kandidaten in het blok van één hoek: alleen vakjes van de dekkende lijnen die ook die vinnen zien, verliezen het cijfer.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes: two corners hold just the pair, the other two the pair and the same extra digit; that digit leaves the cells seeing both.</source>
        <translation>Een rechthoek over twee blokken: twee hoeken bevatten alleen het paar, de andere twee het paar en hetzelfde extra cijfer; dat cijfer verdwijnt uit de vakjes die beide zien.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes whose roof cells share a house in which one digit of the pair can go only there: the other digit leaves the roof.</source>
        <translation>Een rechthoek over twee blokken waarvan de dakvakjes een huis delen waarin één cijfer van het paar alleen daar kan staan: het andere cijfer verdwijnt uit het dak.</translation>
    </message>
    <message>
        <source>Follow one digit from house to house where it has exactly two places, colouring the cells in turn; then look for a colour that meets itself, or a cell seeing both.</source>
        <translation>Volg één cijfer van huis naar huis waar het precies twee plekken heeft en kleur de vakjes om en om; zoek dan een kleur die zichzelf tegenkomt, of een vakje dat beide kleuren ziet.</translation>
    </message>
    <message>
        <source>Like an XY-Wing whose pivot has three candidates: only cells that see the pivot and both wings lose the shared digit.</source>
        <translation>Als een XY-Wing waarvan het spil drie kandidaten heeft: alleen vakjes die het spil en beide vleugels zien, verliezen het gedeelde cijfer.</translation>
    </message>
    <message>
        <source>Find two cells with the same pair that do not see each other, joined by a line where one digit of the pair has exactly two places.</source>
        <translation>Zoek twee vakjes met hetzelfde paar die elkaar niet zien, verbonden door een lijn waarin één cijfer van het paar precies twee plekken heeft.</translation>
    </message>
    <message>
        <source>Look for a swordfish spoiled by a few extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>Zoek een swordfish die verstoord wordt door een paar extra kandidaten in één blok: alleen vakjes van de dekkende lijnen die ook die vinnen zien, verliezen het cijfer.</translation>
    </message>
    <message>
        <source>When every empty cell has two candidates except one with three, find the digit that appears three times in that cell&apos;s houses.</source>
        <translation>Als elk leeg vakje twee kandidaten heeft behalve één met drie, zoek dan het cijfer dat drie keer voorkomt in de huizen van dat vakje.</translation>
    </message>
    <message>
        <source>A fish on four lines: it only matters for a digit that is still missing from almost every row and column.</source>
        <translation>Een vis op vier lijnen: het doet er alleen toe voor een cijfer dat nog in bijna elke rij en kolom ontbreekt.</translation>
    </message>
    <message>
        <source>Look for a jellyfish spoiled by extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>Zoek een jellyfish die verstoord wordt door extra kandidaten in één blok: alleen vakjes van de dekkende lijnen die ook die vinnen zien, verliezen het cijfer.</translation>
    </message>
    <message>
        <source>Follow one digit, alternating strong links (exactly two places in a house) and weak ones, from a strong link to a strong link.</source>
        <translation>Volg één cijfer en wissel sterke verbindingen (precies twee plekken in een huis) af met zwakke, van een sterke verbinding naar een sterke verbinding.</translation>
    </message>
    <message>
        <source>Chain two-candidate cells, each sharing a digit with the next, and see whether the chain starts and ends on the same digit.</source>
        <translation>Rijg vakjes met twee kandidaten aaneen, die elk een cijfer met het volgende delen, en kijk of de keten begint en eindigt met hetzelfde cijfer.</translation>
    </message>
    <message>
        <source>Build a loop of alternating strong and weak links through cells and digits; look at the place where it fails to alternate.</source>
        <translation>Bouw een lus van afwisselend sterke en zwakke verbindingen door vakjes en cijfers; kijk naar de plek waar de afwisseling niet klopt.</translation>
    </message>
    <message>
        <source>Build a loop as for a nice loop, letting a link end on a group: a digit&apos;s places in one box that share a row or column.</source>
        <translation>Bouw een lus zoals bij een nice loop, en laat een verbinding eindigen op een groep: de plekken van een cijfer in één blok die een rij of kolom delen.</translation>
    </message>
    <message>
        <source>Find two groups of N cells holding N+1 digits whose shared digit X has places that all see each other; then look at their other shared digit.</source>
        <translation>Zoek twee groepen van N vakjes met N+1 cijfers waarvan het gedeelde cijfer X plekken heeft die elkaar allemaal zien; kijk dan naar hun andere gedeelde cijfer.</translation>
    </message>
    <message>
        <source>Try each candidate of one cell (or each place of one digit) in turn and follow the singles it forces: what every case gives is true.</source>
        <translation>Probeer om de beurt elke kandidaat van één vakje (of elke plek van één cijfer) en volg de singles die daaruit volgen: wat elk geval oplevert, is waar.</translation>
    </message>
    <message>
        <source>Assume a candidate and follow the singles it forces: when a cell or house runs out of options, the candidate was false.</source>
        <translation>Neem een kandidaat aan en volg de singles die daaruit volgen: als een vakje of huis geen mogelijkheden meer heeft, was de kandidaat fout.</translation>
    </message>
    <message>
        <source>Find the %1 and make its step on the board: take the candidates it rules out from the notes (or place the digit it proves), then press Check Step.</source>
        <translation>Zoek het patroon „%1” en zet de stap op het bord: haal de kandidaten die het uitsluit uit de notities (of plaats het cijfer dat het bewijst) en druk dan op Stap controleren.</translation>
    </message>
    <message>
        <source>Right! %1.</source>
        <translation>Goed! %1.</translation>
    </message>
    <message>
        <source>Right, and there is more to it: %1.</source>
        <translation>Goed, en er zit meer in: %1.</translation>
    </message>
    <message>
        <source>Nothing changed yet. The step is: %1.</source>
        <translation>Er is nog niets veranderd. De stap is: %1.</translation>
    </message>
    <message>
        <source>Not this time: what you changed in %1 does not follow from the pattern. The step is: %2.</source>
        <translation>Deze keer niet: wat je in %1 veranderde, volgt niet uit het patroon. De stap is: %2.</translation>
    </message>
    <message>
        <source>Not this time: what you changed in %1 (framed) does not follow from the pattern. Undo it and try again; Check Step once more shows the step.</source>
        <translation>Deze keer niet: wat je in %1 veranderde (omkaderd), volgt niet uit het patroon. Maak het ongedaan en probeer het opnieuw; nog eens Stap controleren toont de stap.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Sudoku for the desktop</source>
        <translation>Sudoku voor de desktop</translation>
    </message>
    <message>
        <source>Print the time to the first paint of the board, then quit.</source>
        <translation>Toon de tijd tot het bord voor het eerst getekend is en stop dan.</translation>
    </message>
    <message>
        <source>Show a fixed game in progress (for screenshots).</source>
        <translation>Toon een vast spel dat bezig is (voor schermafbeeldingen).</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt;, then quit.</source>
        <translation>Bewaar een afbeelding van het venster in &lt;file&gt; en stop dan.</translation>
    </message>
    <message>
        <source>A nonet:// link, a puzzle as text, or a .nonet file to open.</source>
        <translation>Een nonet://-link, een puzzel als tekst of een .nonet-bestand om te openen.</translation>
    </message>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Puzzle pool problem</source>
        <translation>Probleem met de puzzelvoorraad</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>Show a fixed game of the variant &lt;name&gt; in progress (for screenshots): 4x4, 6x6, 16x16, x, windoku or jigsaw.</source>
        <translation>Toon een vast spel van de variant &lt;name&gt; dat bezig is (voor schermafbeeldingen): 4x4, 6x6, 16x16, x, windoku of jigsaw.</translation>
    </message>
</context>
<context>
    <name>nonet</name>
    <message>
        <source>Full house</source>
        <translation>Laatste vrije cel</translation>
    </message>
    <message>
        <source>Hidden single (box)</source>
        <translation>Verborgen single (blok)</translation>
    </message>
    <message>
        <source>Hidden single (row or column)</source>
        <translation>Verborgen single (rij of kolom)</translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation>Naakte single</translation>
    </message>
    <message>
        <source>Locked candidates (pointing)</source>
        <translation>Vergrendelde kandidaten (wijzend)</translation>
    </message>
    <message>
        <source>Locked candidates (claiming)</source>
        <translation>Vergrendelde kandidaten (claimend)</translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation>Naakt paar</translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation>Verborgen paar</translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation>Naakt drietal</translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation>Verborgen drietal</translation>
    </message>
    <message>
        <source>Naked quad</source>
        <translation>Naakt viertal</translation>
    </message>
    <message>
        <source>Hidden quad</source>
        <translation>Verborgen viertal</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Wolkenkrabber</translation>
    </message>
    <message>
        <source>Two-string kite</source>
        <translation>Vlieger (two-string kite)</translation>
    </message>
    <message>
        <source>Turbot fish</source>
        <translation>Turbotvis</translation>
    </message>
    <message>
        <source>Empty rectangle</source>
        <translation>Lege rechthoek</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>Zwaardvis</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>Kwal</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>X-Wing met vin</translation>
    </message>
    <message>
        <source>Finned swordfish</source>
        <translation>Zwaardvis met vin</translation>
    </message>
    <message>
        <source>Finned jellyfish</source>
        <translation>Kwal met vin</translation>
    </message>
    <message>
        <source>Simple coloring</source>
        <translation>Eenvoudig kleuren</translation>
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
        <translation>Verre paren</translation>
    </message>
    <message>
        <source>Unique rectangle (type 1)</source>
        <translation>Unieke rechthoek (type 1)</translation>
    </message>
    <message>
        <source>Unique rectangle (type 2)</source>
        <translation>Unieke rechthoek (type 2)</translation>
    </message>
    <message>
        <source>Unique rectangle (type 4)</source>
        <translation>Unieke rechthoek (type 4)</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X-keten</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY-keten</translation>
    </message>
    <message>
        <source>Nice loop</source>
        <translation>Nice loop</translation>
    </message>
    <message>
        <source>Grouped nice loop</source>
        <translation>Gegroepeerde nice loop</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>Forcing chain</source>
        <translation>Dwingende keten</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Uitproberen</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Gok</translation>
    </message>
    <message>
        <source>Last cell of a cage</source>
        <translation>Laatste cel van een kooi</translation>
    </message>
    <message>
        <source>Hidden single (cage)</source>
        <translation>Verborgen single (kooi)</translation>
    </message>
    <message>
        <source>Cage combinations</source>
        <translation>Kooicombinaties</translation>
    </message>
    <message>
        <source>Cage pointing</source>
        <translation>Kooi wijzend</translation>
    </message>
    <message>
        <source>Cage claiming</source>
        <translation>Kooi claimend</translation>
    </message>
    <message>
        <source>Innies and outies (one house)</source>
        <translation>Innies en outies (één huis)</translation>
    </message>
    <message>
        <source>Innies and outies (several houses)</source>
        <translation>Innies en outies (meerdere huizen)</translation>
    </message>
    <message>
        <source>Cage splitting</source>
        <translation>Kooi splitsen</translation>
    </message>
    <message>
        <source>Combination pair</source>
        <translation>Combinatiepaar</translation>
    </message>
    <message>
        <source>Combination triple</source>
        <translation>Combinatietrio</translation>
    </message>
</context>
<context>
    <name>nonet::app::Autosave</name>
    <message>
        <source>Autosave</source>
        <translation>Automatisch opslaan</translation>
    </message>
    <message>
        <source>The game could not be saved automatically to “%1” (%2).</source>
        <translation>Het spel kon niet automatisch worden opgeslagen in “%1” (%2).</translation>
    </message>
    <message>
        <source>it could not be created</source>
        <translation>de map kon niet worden gemaakt</translation>
    </message>
    <message>
        <source>Nonet cannot write in its data folder “%1” (%2).</source>
        <translation>Nonet kan niet schrijven in zijn gegevensmap “%1” (%2).</translation>
    </message>
    <message>
        <source>Another Nonet is using every autosave slot.</source>
        <translation>Een andere Nonet gebruikt alle plaatsen voor automatisch opslaan.</translation>
    </message>
</context>
<context>
    <name>nonet::app::BoardTools</name>
    <message>
        <source>C&amp;entre Notes</source>
        <translation>&amp;Middennotities</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Midden</translation>
    </message>
    <message>
        <source>Notes mode writes centre notes instead of corner notes (C); Ctrl+digit always writes a centre note</source>
        <translation>Notitiemodus schrijft middennotities in plaats van hoeknotities (C); Ctrl+cijfer schrijft altijd een middennotitie</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>C&amp;olour</source>
        <translation>&amp;Kleur</translation>
    </message>
    <message>
        <source>&amp;No Colour</source>
        <translation>&amp;Geen kleur</translation>
    </message>
    <message>
        <source>Colour &amp;%1</source>
        <translation>Kleur &amp;%1</translation>
    </message>
    <message>
        <source>Take the colour off the selected cells</source>
        <translation>De kleur van de geselecteerde vakjes halen</translation>
    </message>
    <message>
        <source>Colour the selected cells with colour %1 (again: take it off)</source>
        <translation>De geselecteerde vakjes kleuren met kleur %1 (nog eens: weer weghalen)</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>&amp;Alle kleuren wissen</translation>
    </message>
    <message>
        <source>Take every colour off the board, of cells and of notes</source>
        <translation>Alle kleuren van het bord halen, van vakjes en van notities</translation>
    </message>
    <message>
        <source>Note &amp;Colour</source>
        <translation>Notitie&amp;kleur</translation>
    </message>
    <message>
        <source>&amp;No Note Colour</source>
        <translation>&amp;Geen notitiekleur</translation>
    </message>
    <message>
        <source>Note Colour &amp;%1</source>
        <translation>Notitiekleur &amp;%1</translation>
    </message>
    <message>
        <source>Take the colour off the highlighted digit&apos;s note in the selected cells</source>
        <translation>De kleur van de notitie van het gemarkeerde cijfer in de geselecteerde vakjes halen</translation>
    </message>
    <message>
        <source>Colour the highlighted digit&apos;s note in the selected cells with colour %1 (again: take it off); hold the digit, or choose it in Digit First</source>
        <translation>De notitie van het gemarkeerde cijfer in de geselecteerde vakjes kleur %1 geven (nog eens: weer weghalen); houd het cijfer ingedrukt of kies het bij Cijfer eerst</translation>
    </message>
    <message>
        <source>Which note? Hold its digit down, or choose it in Digit First (D), then colour it.</source>
        <translation>Welke notitie? Houd het cijfer ingedrukt of kies het bij Cijfer eerst (D), en kleur het dan.</translation>
    </message>
    <message>
        <source>No selected cell has %1 as a note.</source>
        <translation>Geen enkel geselecteerd vakje heeft %1 als notitie.</translation>
    </message>
    <message>
        <source>&amp;Select Empty Cells</source>
        <translation>&amp;Lege cellen selecteren</translation>
    </message>
    <message>
        <source>Select every empty cell, to write a note in all of them at once (Ctrl+A; on a 16×16 board Ctrl+A writes the centre note A)</source>
        <translation>Elke lege cel selecteren, om in één keer in alle een notitie te zetten (Ctrl+A; op een 16×16-bord schrijft Ctrl+A de middennotitie A)</translation>
    </message>
</context>
<context>
    <name>nonet::app::Booklet</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Nonet puzzles</source>
        <translation>Nonet-puzzels</translation>
    </message>
    <message>
        <source>%1 — Answers</source>
        <translation>%1 — Oplossingen</translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Een boekje afdrukken</translation>
    </message>
    <message>
        <source>Nonet puzzles</source>
        <translation>Nonet-puzzels</translation>
    </message>
    <message>
        <source>Booklet title</source>
        <translation>Titel van het boekje</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Number of puzzles</source>
        <translation>Aantal puzzels</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;Puzzels:</translation>
    </message>
    <message>
        <source>Include %1 puzzles</source>
        <translation>Puzzels van niveau %1 opnemen</translation>
    </message>
    <message>
        <source>Levels:</source>
        <translation>Niveaus:</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>Puzzels per pagina</translation>
    </message>
    <message>
        <source>Per pa&amp;ge:</source>
        <translation>Per pa&amp;gina:</translation>
    </message>
    <message>
        <source>&amp;Answer pages at the end</source>
        <translation>&amp;Oplossingen achteraan</translation>
    </message>
    <message>
        <source>Answer pages at the end</source>
        <translation>Oplossingen achteraan</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>Papierformaat</translation>
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
        <translation>Samenvatting van het boekje</translation>
    </message>
    <message>
        <source>Print the booklet</source>
        <translation>Het boekje afdrukken</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Opslaan als P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the booklet as a PDF file</source>
        <translation>Het boekje opslaan als PDF-bestand</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Choose at least one level.</source>
        <translation>Kies minstens één niveau.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagina’s</numerusform>
        </translation>
    </message>
    <message>
        <source>Pap&amp;er:</source>
        <translation>Papi&amp;er:</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>Afdr&amp;ukken…</translation>
    </message>
    <message>
        <source>Kind of puzzle</source>
        <translation>Soort puzzel</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Soort:</translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletPrinting</name>
    <message>
        <source>Preparing the puzzles: %1 of %2 ready…</source>
        <translation>Puzzels voorbereiden: %1 van %2 klaar…</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Het boekje opslaan</translation>
    </message>
    <message>
        <source>nonet-booklet</source>
        <translation>nonet-boekje</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>Preparing the puzzles…</source>
        <translation>Puzzels voorbereiden…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Booklet progress</source>
        <translation>Voortgang van het boekje</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Een boekje afdrukken</translation>
    </message>
    <message>
        <source>The booklet was cancelled; nothing was written.</source>
        <translation>Het boekje is geannuleerd; er is niets geschreven.</translation>
    </message>
    <message>
        <source>Writing the booklet…</source>
        <translation>Het boekje wordt geschreven…</translation>
    </message>
    <message>
        <source>Printing the booklet…</source>
        <translation>Het boekje wordt afgedrukt…</translation>
    </message>
    <message>
        <source>Saved the booklet to “%1”: %2, %3.</source>
        <translation>Het boekje is opgeslagen in “%1”: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzel</numerusform>
            <numerusform>%n puzzels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagina’s</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent the booklet to the printer: %1.</source>
        <translation>Het boekje is naar de printer gestuurd: %1.</translation>
    </message>
    <message>
        <source>The printer did not take the booklet.</source>
        <translation>De printer heeft het boekje niet aangenomen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::CellName</name>
    <message>
        <source>row %1 column %2</source>
        <translation>rij %1 kolom %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::CheckpointDialog</name>
    <message>
        <source>Checkpoints</source>
        <translation>Controlepunten</translation>
    </message>
    <message>
        <source>&amp;Return to the position of:</source>
        <translation>&amp;Terug naar de stand van:</translation>
    </message>
    <message>
        <source>The positions you marked, newest first</source>
        <translation>De standen die je markeerde, nieuwste eerst</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Ga terug</translation>
    </message>
    <message>
        <source>Return to the chosen checkpoint, as one move that Undo takes back</source>
        <translation>Terug naar het gekozen controlepunt, als één zet die Ongedaan maken terugneemt</translation>
    </message>
    <message>
        <source>Change nothing</source>
        <translation>Niets veranderen</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyCalendar</name>
    <message>
        <source>Previous month</source>
        <translation>Vorige maand</translation>
    </message>
    <message>
        <source>Show the month before</source>
        <translation>De maand ervoor tonen</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Volgende maand</translation>
    </message>
    <message>
        <source>Show the month after</source>
        <translation>De maand erna tonen</translation>
    </message>
    <message>
        <source>Daily puzzles by day</source>
        <translation>Dagpuzzels per dag</translation>
    </message>
    <message>
        <source>Arrow keys move between days, Page Up and Page Down between months; Enter plays the chosen day.</source>
        <translation>De pijltjestoetsen gaan van dag naar dag, Page Up en Page Down van maand naar maand; Enter speelt de gekozen dag.</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>niet gespeeld</translation>
    </message>
    <message>
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <source>solved with hints</source>
        <translation>opgelost met hints</translation>
    </message>
    <message>
        <source>solved without hints</source>
        <translation>opgelost zonder hints</translation>
    </message>
    <message>
        <source>Enter plays this day&apos;s puzzle</source>
        <translation>Enter speelt de puzzel van deze dag</translation>
    </message>
    <message>
        <source>This day has no puzzle to play yet</source>
        <translation>Deze dag heeft nog geen puzzel om te spelen</translation>
    </message>
    <message>
        <source>Outside the month</source>
        <translation>Buiten de maand</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyCalendarDialog</name>
    <message>
        <source>Daily Puzzles</source>
        <translation>Dagpuzzels</translation>
    </message>
    <message>
        <source>Daily puzzles</source>
        <translation>Dagpuzzels</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Reeksen</translation>
    </message>
    <message>
        <source>● solved without hints    ○ solved with hints    – started</source>
        <translation>● opgelost zonder hints    ○ opgelost met hints    – begonnen</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Chosen day</source>
        <translation>Gekozen dag</translation>
    </message>
    <message>
        <source>&amp;Play This Day</source>
        <translation>Deze dag &amp;spelen</translation>
    </message>
    <message>
        <source>Play the chosen day&apos;s puzzle</source>
        <translation>De puzzel van de gekozen dag spelen</translation>
    </message>
    <message>
        <source>Start the chosen day&apos;s puzzle as a new game</source>
        <translation>De puzzel van de gekozen dag als nieuw spel beginnen</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>Resultaat &amp;kopiëren</translation>
    </message>
    <message>
        <source>Copy the chosen day&apos;s result line</source>
        <translation>De resultaatregel van de gekozen dag kopiëren</translation>
    </message>
    <message>
        <source>Copy the result line with its check code, to share</source>
        <translation>De resultaatregel met controlecode kopiëren, om te delen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Close the calendar</source>
        <translation>De kalender sluiten</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Gekopieerd: %1</translation>
    </message>
    <message>
        <source>%1: %2, solved in %3 with hints</source>
        <translation>%1: %2, opgelost in %3 met hints</translation>
    </message>
    <message>
        <source>%1: %2, solved in %3 without hints</source>
        <translation>%1: %2, opgelost in %3 zonder hints</translation>
    </message>
    <message>
        <source>%1: %2, started, not solved yet</source>
        <translation>%1: %2, begonnen, nog niet opgelost</translation>
    </message>
    <message>
        <source>%1: %2, not played</source>
        <translation>%1: %2, niet gespeeld</translation>
    </message>
    <message>
        <source>Days in a row: %1 now, %2 at the longest</source>
        <translation>Dagen op rij: nu %1, op zijn langst %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyResultDialog</name>
    <message>
        <source>Daily Puzzle Solved</source>
        <translation>Dagpuzzel opgelost</translation>
    </message>
    <message>
        <source>Daily puzzle solved</source>
        <translation>Dagpuzzel opgelost</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 (%2) in %3 with hints.</source>
        <translation>Je hebt de dagpuzzel van %1 (%2) opgelost in %3, met hints.</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 (%2) in %3 without hints.</source>
        <translation>Je hebt de dagpuzzel van %1 (%2) opgelost in %3, zonder hints.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Share this line; anyone with Nonet can check it with Help ▸ Check a Result…</source>
        <translation>Deel deze regel; iedereen met Nonet kan hem controleren met Help ▸ Resultaat controleren…</translation>
    </message>
    <message>
        <source>Result line to share</source>
        <translation>Resultaatregel om te delen</translation>
    </message>
    <message>
        <source>The line to paste in a message; select it or use Copy Result</source>
        <translation>De regel om in een bericht te plakken; selecteer hem of gebruik Resultaat kopiëren</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>Resultaat &amp;kopiëren</translation>
    </message>
    <message>
        <source>Copy the result line</source>
        <translation>De resultaatregel kopiëren</translation>
    </message>
    <message>
        <source>Copy the result line with its check code, to share</source>
        <translation>De resultaatregel met controlecode kopiëren, om te delen</translation>
    </message>
    <message>
        <source>C&amp;alendar…</source>
        <translation>Ka&amp;lender…</translation>
    </message>
    <message>
        <source>Open the daily calendar</source>
        <translation>De dagkalender openen</translation>
    </message>
    <message>
        <source>The days you solved and your streaks</source>
        <translation>De dagen die je hebt opgelost en je reeksen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>Dit bericht sluiten</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Gekopieerd</translation>
    </message>
    <message>
        <source>Days in a row: %1</source>
        <translation>Dagen op rij: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyResults</name>
    <message>
        <source>The daily puzzle results were damaged and have been set aside as %1.</source>
        <translation>De resultaten van de dagpuzzels waren beschadigd en zijn apart gezet als %1.</translation>
    </message>
    <message>
        <source>The daily puzzle results file %1 is damaged.</source>
        <translation>Het resultatenbestand van de dagpuzzels %1 is beschadigd.</translation>
    </message>
</context>
<context>
    <name>nonet::app::DataFile</name>
    <message>
        <source>a folder</source>
        <translation>een map</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>een apparaat</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>een pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>een socket</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>geen bestand</translation>
    </message>
    <message>
        <source>%1 is more than Nonet reads back, %2</source>
        <translation>%1 is meer dan Nonet terugleest, %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::EditingMode</name>
    <message>
        <source>Nonet - Enter a Puzzle</source>
        <translation>Nonet - Puzzel invoeren</translation>
    </message>
</context>
<context>
    <name>nonet::app::EditorView</name>
    <message>
        <source>Puzzle editor</source>
        <translation>Puzzeleditor</translation>
    </message>
    <message>
        <source>Enter a puzzle: type or click the givens into the grid, or paste a whole puzzle. Start Playing once it has exactly one solution.</source>
        <translation>Voer een puzzel in: typ of klik de gegeven cijfers in het rooster, of plak een hele puzzel. Begin met spelen zodra hij precies één oplossing heeft.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw doen</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Plakken</translation>
    </message>
    <message>
        <source>Replace the grid by a puzzle from the clipboard</source>
        <translation>Het rooster vervangen door een puzzel van het klembord</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leegmaken</translation>
    </message>
    <message>
        <source>Empty the grid (Undo brings it back)</source>
        <translation>Het rooster leegmaken (Ongedaan maken brengt het terug)</translation>
    </message>
    <message>
        <source>Puzzle being entered</source>
        <translation>De puzzel die wordt ingevoerd</translation>
    </message>
    <message>
        <source>What the puzzle is</source>
        <translation>Wat de puzzel is</translation>
    </message>
    <message>
        <source>&amp;Start Playing</source>
        <translation>Be&amp;ginnen met spelen</translation>
    </message>
    <message>
        <source>Start playing this puzzle</source>
        <translation>Deze puzzel gaan spelen</translation>
    </message>
    <message>
        <source>Cancel and return to your game</source>
        <translation>Annuleren en terug naar je spel</translation>
    </message>
</context>
<context>
    <name>nonet::app::EntryFile</name>
    <message>
        <source>The puzzle you were entering could not be read back from “%1”; the file was kept as “%2”.</source>
        <translation>De puzzel die je aan het invoeren was, kon niet worden teruggelezen uit “%1”; het bestand is bewaard als “%2”.</translation>
    </message>
    <message>
        <source>The puzzle you were entering could not be read back from “%1”.</source>
        <translation>De puzzel die je aan het invoeren was, kon niet worden teruggelezen uit “%1”.</translation>
    </message>
    <message>
        <source>The puzzle you are entering could not be kept on disk (%1); it stays here meanwhile.</source>
        <translation>De puzzel die je invoert, kon niet op schijf worden bewaard (%1); hij blijft hier zolang staan.</translation>
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
        <translation>De puzzel exporteren</translation>
    </message>
    <message>
        <source>Export format</source>
        <translation>Exportformaat</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formaat:</translation>
    </message>
    <message>
        <source>Exported text</source>
        <translation>Geëxporteerde tekst</translation>
    </message>
    <message>
        <source>Export status</source>
        <translation>Exportstatus</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>Naar het klembord kopiëren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Naar het klembord gekopieerd.</translation>
    </message>
    <message>
        <source>&amp;Save to File…</source>
        <translation>&amp;Opslaan in bestand…</translation>
    </message>
    <message>
        <source>Save to a text file</source>
        <translation>In een tekstbestand opslaan</translation>
    </message>
    <message>
        <source>Export to a Text File</source>
        <translation>Naar een tekstbestand exporteren</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>“%1” kon niet worden geschreven (%2).</translation>
    </message>
    <message>
        <source>Saved to “%1”.</source>
        <translation>Opgeslagen in “%1”.</translation>
    </message>
</context>
<context>
    <name>nonet::app::FileActions</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Opslaan</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Laden…</translation>
    </message>
    <message>
        <source>Open or delete one of your saved games</source>
        <translation>Open of verwijder een van je opgeslagen spellen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importeren…</translation>
    </message>
    <message>
        <source>Play a puzzle pasted or typed as text or a link</source>
        <translation>Speel een puzzel die je als tekst of link plakt of typt</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>Copy the puzzle to the clipboard</source>
        <translation>Kopieer de puzzel naar het klembord</translation>
    </message>
    <message>
        <source>S&amp;hare Link…</source>
        <translation>Link &amp;delen…</translation>
    </message>
    <message>
        <source>Copy a nonet:// link to the puzzle</source>
        <translation>Kopieer een nonet://-link naar de puzzel</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Delen</translation>
    </message>
    <message>
        <source>Keep the game among your saved games under a name (Load brings it back)</source>
        <translation>Bewaar het spel onder een naam bij je opgeslagen spellen (Laden haalt het terug)</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>Opslaan in &amp;bestand…</translation>
    </message>
    <message>
        <source>Write the game to a .nonet file in a folder of your choice, to keep or to send</source>
        <translation>Schrijf het spel naar een .nonet-bestand in een map naar keuze, om te bewaren of te versturen</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>Bestand o&amp;penen…</translation>
    </message>
    <message>
        <source>Open a .nonet file, or a text file with a puzzle, from any folder</source>
        <translation>Open een .nonet-bestand, of een tekstbestand met een puzzel, uit elke map</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Opnieuw beginnen</translation>
    </message>
    <message>
        <source>Clear every entry and note (undoable)</source>
        <translation>Wis alle ingevulde cijfers en notities (kan ongedaan worden)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>Pause or resume the game and its stopwatch</source>
        <translation>Pauzeer of hervat het spel en de stopwatch</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Quit Nonet</source>
        <translation>Nonet afsluiten</translation>
    </message>
    <message>
        <source>&amp;Notes Mode</source>
        <translation>&amp;Notitiemodus</translation>
    </message>
    <message>
        <source>Digits toggle notes instead of placing values (N)</source>
        <translation>Cijfers zetten notities aan of uit in plaats van ze in te vullen (N)</translation>
    </message>
    <message>
        <source>&amp;All Notes</source>
        <translation>&amp;Alle notities</translation>
    </message>
    <message>
        <source>Fill every empty cell with its candidates</source>
        <translation>Vul elke lege cel met haar kandidaten</translation>
    </message>
    <message>
        <source>&amp;Clear Notes</source>
        <translation>Notities &amp;wissen</translation>
    </message>
    <message>
        <source>Remove every note</source>
        <translation>Verwijder alle notities</translation>
    </message>
    <message>
        <source>Remove Notes Au&amp;tomatically</source>
        <translation>Notities au&amp;tomatisch verwijderen</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation>Een ingevuld cijfer verdwijnt uit de notities van zijn rij, kolom en blok</translation>
    </message>
    <message>
        <source>&amp;About Nonet</source>
        <translation>&amp;Over Nonet</translation>
    </message>
    <message>
        <source>About Nonet</source>
        <translation>Over Nonet</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s Puzzle</source>
        <translation>Puzzel van &amp;vandaag</translation>
    </message>
    <message>
        <source>Play today&apos;s daily puzzle: the same for everyone, its level following the week</source>
        <translation>De dagpuzzel van vandaag spelen: voor iedereen dezelfde, het niveau volgt de week</translation>
    </message>
    <message>
        <source>The days you solved, your streaks, and past days to play</source>
        <translation>De dagen die je hebt opgelost, je reeksen, en eerdere dagen om te spelen</translation>
    </message>
    <message>
        <source>Practise a &amp;Technique…</source>
        <translation>&amp;Techniek oefenen…</translation>
    </message>
    <message>
        <source>Positions where a technique you choose is the next step</source>
        <translation>Posities waarin een techniek naar keuze de volgende stap is</translation>
    </message>
    <message>
        <source>Check a &amp;Result…</source>
        <translation>&amp;Resultaat controleren…</translation>
    </message>
    <message>
        <source>Check whether a shared daily result line is genuine</source>
        <translation>Controleren of een gedeelde dagresultaatregel echt is</translation>
    </message>
    <message>
        <source>Notes</source>
        <comment>toolbar: the notes mode toggle</comment>
        <translation>Notities</translation>
    </message>
    <message>
        <source>Today</source>
        <comment>toolbar: today&apos;s daily puzzle</comment>
        <translation>Vandaag</translation>
    </message>
    <message>
        <source>Start a new game of the chosen variant and level</source>
        <translation>Een nieuw spel beginnen in de gekozen variant en het gekozen niveau</translation>
    </message>
    <message>
        <source>Start a new game: %1</source>
        <comment>New Game: %1 is the game&apos;s title, Killer · Tough</comment>
        <translation>Nieuw spel beginnen: %1</translation>
    </message>
    <message>
        <source>&amp;Daily Calendar…</source>
        <translation>Dag&amp;kalender…</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameFiles</name>
    <message>
        <source>Opened “%1”.</source>
        <translation>“%1” geopend.</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet)</source>
        <translation>Nonet-spellen (*.nonet)</translation>
    </message>
    <message>
        <source>Another Nonet is using every autosave slot: this window&apos;s game is not autosaved.</source>
        <translation>Een andere Nonet gebruikt alle plaatsen voor automatisch opslaan: het spel in dit venster wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>A saved game called “%1” exists. Replace it?</source>
        <translation>Er is al een opgeslagen spel met de naam “%1”. Vervangen?</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Opgeslagen als “%1”.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>“%1” kon niet worden geschreven (%2).</translation>
    </message>
    <message>
        <source>Saved to “%1”.</source>
        <translation>Opgeslagen in “%1”.</translation>
    </message>
    <message>
        <source>The puzzle was copied to the clipboard.</source>
        <translation>De puzzel is naar het klembord gekopieerd.</translation>
    </message>
    <message>
        <source>The link was copied to the clipboard.</source>
        <translation>De link is naar het klembord gekopieerd.</translation>
    </message>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>Save Game to File</source>
        <translation>Spel opslaan in bestand</translation>
    </message>
    <message>
        <source>Open Game File</source>
        <translation>Spelbestand openen</translation>
    </message>
    <message>
        <source>Name of this game among your saved games (Load brings it back):</source>
        <translation>Naam van dit spel bij je opgeslagen spellen (Laden haalt het terug):</translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation>Naam van het opgeslagen spel</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet *.nonetv);;Text files (*.txt);;All files (*)</source>
        <translation>Nonet-spellen (*.nonet *.nonetv);;Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Imported: %1.</source>
        <translation>Geïmporteerd: %1.</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Spellen kunnen niet worden opgeslagen</translation>
    </message>
    <message>
        <source>Your game is open, but nothing you play is kept when Nonet closes. Save to File… keeps the game in a file elsewhere.</source>
        <translation>Je spel is geopend, maar niets wat je speelt wordt bewaard als Nonet sluit. Opslaan in bestand… bewaart het spel in een bestand elders.</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>Opslaan in &amp;bestand…</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameKeeper</name>
    <message>
        <source>Your game in progress (%1, %2 % filled) was kept: Game ▸ Continue brings it back.</source>
        <translation>Je lopende spel (%1, %2 % ingevuld) is bewaard: Spel ▸ Verdergaan haalt het terug.</translation>
    </message>
    <message>
        <source>Continuing your game (%1, %2 % filled).</source>
        <translation>Je speelt verder aan je spel (%1, %2 % ingevuld).</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>vandaag om %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>gisteren om %1</translation>
    </message>
    <message>
        <source>%1, %2 % filled, %3 played, %4</source>
        <translation>%1, %2 % ingevuld, %3 gespeeld, %4</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Verder&amp;gaan</translation>
    </message>
    <message>
        <source>Go back to a game you left unfinished for another</source>
        <translation>Ga terug naar een spel dat je onafgemaakt liet voor een ander</translation>
    </message>
    <message>
        <source>Continue this game; the game you are playing is kept here in turn</source>
        <translation>Dit spel voortzetten; het spel dat je nu speelt, wordt hier op zijn beurt bewaard</translation>
    </message>
    <message>
        <source>No unfinished games: a game you leave for another appears here</source>
        <translation>Geen onafgemaakte spellen: een spel dat je voor een ander verlaat, verschijnt hier</translation>
    </message>
    <message>
        <source>Your game in progress could not be kept, so the other game was not started: %1 Save it to a file elsewhere, or free some space, and try again.</source>
        <translation>Je lopende spel kon niet worden bewaard, dus het andere spel is niet begonnen: %1 Sla het elders op in een bestand, of maak ruimte vrij, en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The game you left in the variant window of an earlier Nonet (%1, %2 % filled) is in Game ▸ Continue.</source>
        <translation>Het spel dat je in het variantvenster van een eerdere Nonet liet staan (%1, %2 % ingevuld) staat in Spel ▸ Verdergaan.</translation>
    </message>
    <message>
        <source>“%1” could not be removed (%2).</source>
        <translation>“%1” kon niet worden verwijderd (%2).</translation>
    </message>
    <message>
        <source>The game you left in another Nonet window (%1, %2 % filled) is in Game ▸ Continue.</source>
        <translation>Het spel dat je in een ander Nonet-venster liet staan (%1, %2 % ingevuld) staat in Spel ▸ Verdergaan.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameOpener</name>
    <message>
        <source>The imported puzzle could not be started.</source>
        <translation>De geïmporteerde puzzel kon niet worden gestart.</translation>
    </message>
    <message>
        <source>The saved game “%1” does not fit together and was not opened.</source>
        <translation>Het opgeslagen spel “%1” klopt niet met zichzelf en is niet geopend.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameReviewDialog</name>
    <message>
        <source>Game Review</source>
        <translation>Terugblik op het spel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Controlepunten</translation>
    </message>
    <message>
        <source>&amp;Techniques the puzzle needs, and those you asked hints for:</source>
        <translation>&amp;Technieken die de puzzel nodig heeft, en die waarvoor je hints vroeg:</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>Technieken</translation>
    </message>
    <message>
        <source>Each technique with the steps of it the puzzle&apos;s solution path needs and the hints you asked for it</source>
        <translation>Elke techniek met de stappen ervan die het oplossingspad van de puzzel nodig heeft en de hints die je ervoor vroeg</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Techniek</translation>
    </message>
    <message>
        <source>The puzzle needs</source>
        <translation>De puzzel heeft nodig</translation>
    </message>
    <message>
        <source>Your hints</source>
        <translation>Jouw hints</translation>
    </message>
    <message>
        <source>Steps of the technique on the grader&apos;s solution path from the givens</source>
        <translation>Stappen van de techniek op het oplossingspad van de beoordelaar vanaf de gegeven cijfers</translation>
    </message>
    <message>
        <source>Hints you asked for that found a step of the technique</source>
        <translation>Hints die je vroeg en die een stap van deze techniek vonden</translation>
    </message>
    <message>
        <source>Finding the puzzle&apos;s solution path...</source>
        <translation>Het oplossingspad van de puzzel wordt gezocht...</translation>
    </message>
    <message>
        <source>Co&amp;py as Text</source>
        <translation>Als tekst &amp;kopiëren</translation>
    </message>
    <message>
        <source>Copy the review to the clipboard, its first line ready to share</source>
        <translation>De terugblik naar het klembord kopiëren, de eerste regel klaar om te delen</translation>
    </message>
    <message numerus="yes">
        <source>The puzzle&apos;s path: %n step(s) from the givens.</source>
        <translation>
            <numerusform>Oplossingspad van de puzzel: %n stap vanaf de gegeven cijfers.</numerusform>
            <numerusform>Oplossingspad van de puzzel: %n stappen vanaf de gegeven cijfers.</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle&apos;s solution path could not be found.</source>
        <translation>Het oplossingspad van de puzzel kon niet worden gevonden.</translation>
    </message>
    <message>
        <source>Co&amp;pied</source>
        <translation>&amp;Gekopieerd</translation>
    </message>
    <message>
        <source>No wrong digit was placed.</source>
        <translation>Er is geen verkeerd cijfer geplaatst.</translation>
    </message>
    <message numerus="yes">
        <source>Shaded: the %n cell(s) where a wrong digit was placed.</source>
        <translation>
            <numerusform>Gearceerd: het vakje waarin een verkeerd cijfer is geplaatst.</numerusform>
            <numerusform>Gearceerd: de %n vakjes waarin een verkeerd cijfer is geplaatst.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game as it ended</source>
        <translation>Het spel zoals het eindigde</translation>
    </message>
    <message>
        <source>Wrong digits were placed in %1.</source>
        <translation>Verkeerde cijfers zijn geplaatst in %1.</translation>
    </message>
    <message>
        <source>Wrong digits</source>
        <translation>Verkeerde cijfers</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameSession</name>
    <message>
        <source>All notes</source>
        <translation>Alle notities</translation>
    </message>
    <message>
        <source>Clear notes</source>
        <translation>Notities wissen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 zetten</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 wissen</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Notitie %1 in %2</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>Notities wijzigen</translation>
    </message>
    <message>
        <source>Change cells</source>
        <translation>Cellen wijzigen</translation>
    </message>
    <message>
        <source>Several changes</source>
        <translation>Meerdere wijzigingen</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 in %n cells</source>
        <translation>
            <numerusform>%1 plaatsen in %n vakje</numerusform>
            <numerusform>%1 plaatsen in %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cells</source>
        <translation>
            <numerusform>%n vakje wissen</numerusform>
            <numerusform>%n vakjes wissen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note %1 in %n cells</source>
        <translation>
            <numerusform>Notitie %1 in %n vakje</numerusform>
            <numerusform>Notitie %1 in %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre note %1 in %n cells</source>
        <translation>
            <numerusform>Middennotitie %1 in %n vakje</numerusform>
            <numerusform>Middennotitie %1 in %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of %n cells</source>
        <translation>
            <numerusform>Kleur van %n vakje wissen</numerusform>
            <numerusform>Kleur van %n vakjes wissen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour %n cells in colour %1</source>
        <translation>
            <numerusform>%n vakje kleuren met kleur %1</numerusform>
            <numerusform>%n vakjes kleuren met kleur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of note %1 in %n cells</source>
        <translation>
            <numerusform>Kleur van notitie %1 in %n vakje wissen</numerusform>
            <numerusform>Kleur van notitie %1 in %n vakjes wissen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour note %1 in %n cells in colour %2</source>
        <translation>
            <numerusform>Notitie %1 in %n vakje kleuren met kleur %2</numerusform>
            <numerusform>Notitie %1 in %n vakjes kleuren met kleur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear colours</source>
        <translation>Kleuren wissen</translation>
    </message>
    <message>
        <source>Centre note %1 in %2</source>
        <translation>Middennotitie %1 in %2</translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>Kleur van %1 wissen</translation>
    </message>
    <message>
        <source>Colour %1 in colour %2</source>
        <translation>%1 kleuren met kleur %2</translation>
    </message>
    <message>
        <source>Clear the colour of note %1 in %2</source>
        <translation>Kleur van notitie %1 in %2 wissen</translation>
    </message>
    <message>
        <source>Colour note %1 in %2 in colour %3</source>
        <translation>Notitie %1 in %2 kleuren met kleur %3</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameSpeaker</name>
    <message>
        <source>The grid is full, but some digits are wrong.</source>
        <translation>Het rooster is vol, maar sommige cijfers zijn fout.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameStatistics</name>
    <message>
        <source>The statistics file was damaged and has been set aside as %1.</source>
        <translation>Het statistiekbestand was beschadigd en is opzijgezet als %1.</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged.</source>
        <translation>Het statistiekbestand %1 is beschadigd.</translation>
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
        <translation>Het is bewaard als “%1”.</translation>
    </message>
    <message>
        <source>It could not be moved aside and was left as it is.</source>
        <translation>Het kon niet opzij worden gezet en is gelaten zoals het is.</translation>
    </message>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>De map “%1” kon niet worden aangemaakt.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>“%1” kon niet worden geschreven (%2).</translation>
    </message>
    <message>
        <source>“%1” is not one of the saved games.</source>
        <translation>“%1” is geen van de opgeslagen spellen.</translation>
    </message>
    <message>
        <source>“%1” could not be deleted (%2).</source>
        <translation>“%1” kon niet worden verwijderd (%2).</translation>
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
        <translation>Dagpuzzel van %1 (%2)</translation>
    </message>
    <message>
        <source>Practice of %1 (%2)</source>
        <translation>Oefening in %1 (%2)</translation>
    </message>
</context>
<context>
    <name>nonet::app::GeneratingNotice</name>
    <message>
        <source>Puzzle being generated</source>
        <translation>Puzzel wordt gemaakt</translation>
    </message>
    <message>
        <source>Generating</source>
        <translation>Bezig met maken</translation>
    </message>
    <message>
        <source>Generation status</source>
        <translation>Voortgang van het maken</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Cancel the new puzzle</source>
        <translation>De nieuwe puzzel annuleren</translation>
    </message>
    <message>
        <source>Generating %1…</source>
        <translation>Nonet maakt %1…</translation>
    </message>
</context>
<context>
    <name>nonet::app::HelpActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Show the next logical step, a little more with each press (H)</source>
        <translation>Toon de volgende logische stap, met elke druk iets meer (H)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Controleren</translation>
    </message>
    <message>
        <source>Mark the digits that differ from the solution, until the next move</source>
        <translation>Markeer de cijfers die afwijken van de oplossing, tot de volgende zet</translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation>&amp;Statistieken...</translation>
    </message>
    <message>
        <source>Games, solves, times and streaks per level</source>
        <translation>Spellen, oplossingen, tijden en reeksen per niveau</translation>
    </message>
    <message>
        <source>&amp;Mistakes</source>
        <translation>&amp;Fouten</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Uit</translation>
    </message>
    <message>
        <source>Show &amp;Conflicts</source>
        <translation>&amp;Conflicten tonen</translation>
    </message>
    <message>
        <source>Check Against the &amp;Solution</source>
        <translation>Controleren met de &amp;oplossing</translation>
    </message>
    <message>
        <source>Mark nothing</source>
        <translation>Niets markeren</translation>
    </message>
    <message>
        <source>Mark digits that repeat in a row, column or box</source>
        <translation>Markeer cijfers die dubbel staan in een rij, kolom of blok</translation>
    </message>
    <message>
        <source>Mark conflicts and every entry that differs from the solution</source>
        <translation>Markeer conflicten en elk ingevuld cijfer dat afwijkt van de oplossing</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>S&amp;neltoetsen</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>Hand&amp;leiding</translation>
    </message>
    <message>
        <source>How to play and every tool of the game, at the section for what you are doing (F1)</source>
        <translation>Hoe je speelt en elk onderdeel van het spel, geopend bij wat je nu doet (F1)</translation>
    </message>
    <message>
        <source>The user guide at its list of every key and shortcut</source>
        <translation>De handleiding bij de lijst van alle toetsen en sneltoetsen</translation>
    </message>
    <message>
        <source>Say the Hint&apos;s C&amp;ells</source>
        <translation>Vakken van de hint Zeg de &amp;vakken van de hintamp;zeggen</translation>
    </message>
    <message>
        <source>Say and show the cells the hint frames, as row and column (Shift+H)</source>
        <translation>De vakken die de hint omlijst zeggen en tonen, als rij en kolom (Shift+H)</translation>
    </message>
</context>
<context>
    <name>nonet::app::HintController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>De puzzel is opgelost.</translation>
    </message>
    <message>
        <source>No step was found for this position.</source>
        <translation>Voor deze stand is geen stap gevonden.</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>Toegepast: %1.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>(It counts on %n step(s) elsewhere on the board being made first, as the grader solves: until they are, the board does not show it yet.)</source>
        <translation>
            <numerusform>(Hij rekent erop dat eerst %n stap elders op het bord gezet is, zoals de beoordelaar oplost: tot dan laat het bord hem nog niet zien.)</numerusform>
            <numerusform>(Hij rekent erop dat eerst %n stappen elders op het bord gezet zijn, zoals de beoordelaar oplost: tot dan laat het bord hem nog niet zien.)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint is shown. Press H for one.</source>
        <translation>Er wordt geen hint getoond. Druk op H voor een hint.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <comment>a house of the board, then its cells</comment>
        <translation>%1 is %2.</translation>
    </message>
    <message>
        <source>The hint frames %1.</source>
        <comment>the cells the hint frames on the board</comment>
        <translation>De hint omlijst %1.</translation>
    </message>
    <message>
        <source>This hint has nothing more to show.</source>
        <translation>Deze hint heeft niets meer te tonen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ImportDialog</name>
    <message>
        <source>Import a puzzle</source>
        <translation>Een puzzel importeren</translation>
    </message>
    <message>
        <source>Paste or type a puzzle: 81 characters on a line, 9 rows of 9, a boxed or pencil-mark grid, or a link (nonet://play?p=… or a Sudoku site&apos;s link).</source>
        <translation>Plak of typ een puzzel: 81 tekens op één regel, 9 rijen van 9, een rooster met kaders of potloodnotities, of een link (nonet://play?p=… of een link van een sudokusite).</translation>
    </message>
    <message>
        <source>Puzzle text</source>
        <translation>Puzzeltekst</translation>
    </message>
    <message>
        <source>Import problem</source>
        <translation>Probleem bij importeren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Plakken</translation>
    </message>
    <message>
        <source>Paste from the clipboard</source>
        <translation>Plakken van het klembord</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importeren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message>
        <source>The clipboard holds far too much text to be a puzzle (%L1 characters).</source>
        <translation>Het klembord bevat veel te veel tekst voor een puzzel (%L1 tekens).</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>Only bare 81 cells need this choice: any other text says its variant (4×4, 6×6, 16×16, Jigsaw, Killer, x: or windoku: in front, a variant link).</source>
        <translation>Alleen kale 81 cellen vragen deze keuze: elke andere tekst zegt zelf zijn variant (4×4, 6×6, 16×16, Jigsaw, Killer, x: of windoku: ervoor, een variantlink).</translation>
    </message>
</context>
<context>
    <name>nonet::app::Incoming</name>
    <message>
        <source>“%1” is not a file on this computer.</source>
        <translation>“%1” is geen bestand op deze computer.</translation>
    </message>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>“%1” kon niet worden gelezen (%2).</translation>
    </message>
    <message>
        <source>“%1” is %2, not a puzzle or a saved game.</source>
        <translation>“%1” is %2, geen puzzel of opgeslagen spel.</translation>
    </message>
</context>
<context>
    <name>nonet::app::Level</name>
    <message>
        <source>Very easy</source>
        <translation>Zeer makkelijk</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Very tough</source>
        <translation>Zeer moeilijk</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extreem</translation>
    </message>
    <message>
        <source>a very easy puzzle</source>
        <translation>een zeer makkelijke puzzel</translation>
    </message>
    <message>
        <source>an easy puzzle</source>
        <translation>een makkelijke puzzel</translation>
    </message>
    <message>
        <source>a medium puzzle</source>
        <translation>een gemiddelde puzzel</translation>
    </message>
    <message>
        <source>a tough puzzle</source>
        <translation>een moeilijke puzzel</translation>
    </message>
    <message>
        <source>a very tough puzzle</source>
        <translation>een zeer moeilijke puzzel</translation>
    </message>
    <message>
        <source>an extreme puzzle</source>
        <translation>een extreme puzzel</translation>
    </message>
</context>
<context>
    <name>nonet::app::LoadDialog</name>
    <message>
        <source>Load a saved game</source>
        <translation>Een opgeslagen spel laden</translation>
    </message>
    <message>
        <source>Problems with saved games</source>
        <translation>Problemen met opgeslagen spellen</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Opgeslagen spellen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Speeltijd</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Opgeslagen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>Open the selected game</source>
        <translation>Het gekozen spel openen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Delete the selected game</source>
        <translation>Het gekozen spel verwijderen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Opgeslagen spel verwijderen</translation>
    </message>
    <message>
        <source>Delete “%1”? This cannot be undone.</source>
        <translation>“%1” verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>No saved games yet. Save (%1) keeps the game you are playing here under a name; a game you leave for another one is kept under Game ▸ Continue.</source>
        <translation>Nog geen opgeslagen spellen. Opslaan (%1) bewaart het spel dat je nu speelt hier onder een naam; een spel dat je voor een ander verlaat, staat onder Spel ▸ Verdergaan.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
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
        <translation>Voortgang van het spel</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw doen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>The new puzzle was not valid; please try again.</source>
        <translation>De nieuwe puzzel was niet geldig; probeer het opnieuw.</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Tot nu toe geen fouten.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s) marked.</source>
        <translation>
            <numerusform>%n fout cijfer gemarkeerd.</numerusform>
            <numerusform>%n foute cijfers gemarkeerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>New best time (was %1)!</source>
        <translation>Nieuwe beste tijd (was %1)!</translation>
    </message>
    <message>
        <source>The grid is full, but some digits are wrong. Keep going!</source>
        <translation>Het rooster is vol, maar er staan foute cijfers in. Ga door!</translation>
    </message>
    <message>
        <source>About Nonet</source>
        <translation>Over Nonet</translation>
    </message>
    <message>
        <source>That sets your best time at this level.</source>
        <translation>Dat is je beste tijd op dit niveau.</translation>
    </message>
    <message>
        <source>Preparing %1…</source>
        <translation>Nonet maakt %1 klaar…</translation>
    </message>
    <message>
        <source>Solved! You finished %1 in %2.</source>
        <translation>Opgelost! Je hebt %1 in %2 voltooid.</translation>
    </message>
    <message>
        <source>The level, an estimate of the puzzle&apos;s rating on Sukaku Explainer&apos;s scale (SE, 1.0 to 11.9, the scale experts compare puzzles by) and how many cells are filled</source>
        <translation>Het niveau, een schatting van de moeilijkheid van de puzzel op de schaal van Sukaku Explainer (SE, 1.0 tot 11.9, de schaal waarop kenners puzzels vergelijken) en hoeveel cellen zijn ingevuld</translation>
    </message>
    <message>
        <source>Practice position</source>
        <translation>Oefenpositie</translation>
    </message>
    <message>
        <source>Preparing the daily puzzle of %1...</source>
        <translation>De dagpuzzel van %1 wordt voorbereid...</translation>
    </message>
    <message>
        <source>Making the daily puzzle…</source>
        <translation>De dagpuzzel wordt gemaakt…</translation>
    </message>
    <message>
        <source>That day has no daily puzzle.</source>
        <translation>Die dag heeft geen dagpuzzel.</translation>
    </message>
    <message>
        <source>This is the daily puzzle of %1.</source>
        <translation>Dit is de dagpuzzel van %1.</translation>
    </message>
    <message>
        <source>Notes mode</source>
        <translation>Notitiemodus</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n wrong digit(s). The game counts as lost; start a new one when you are ready.</source>
        <translation>
            <numerusform>Spel voorbij: %n fout cijfer. Het spel telt als verloren; begin een nieuw als je zover bent.</numerusform>
            <numerusform>Spel voorbij: %n foute cijfers. Het spel telt als verloren; begin een nieuw als je zover bent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <translation>
            <numerusform>%1 van %n fout</numerusform>
            <numerusform>%1 van %n fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Statusbalk</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Menubalk</translation>
    </message>
    <message>
        <source>Input mode</source>
        <translation>Invoermodus</translation>
    </message>
    <message>
        <source>Digit first: %1 (Esc leaves)</source>
        <translation>Cijfer eerst: %1 (Esc stopt)</translation>
    </message>
    <message>
        <source>Digit first: choose a digit (Esc leaves)</source>
        <translation>Cijfer eerst: kies een cijfer (Esc stopt)</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 in %2 already. This replay is not recorded; its result stays.</source>
        <translation>Je hebt de dagpuzzel van %1 al opgelost in %2. Dit opnieuw spelen wordt niet bijgehouden; het resultaat blijft staan.</translation>
    </message>
    <message>
        <source>Making the puzzle: %1…</source>
        <translation>De puzzel wordt gemaakt: %1…</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 filled</source>
        <translation>%1 · %2 van %3 ingevuld</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 of %4 filled</source>
        <translation>%1 · %2 · %3 van %4 ingevuld</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku for the desktop. Fresh puzzles at six levels, made on your computer and graded by the techniques a person needs to solve them; notes, hints that teach the next step, undo of every move, a stopwatch and statistics, a daily puzzle and a technique trainer.&lt;/p&gt;&lt;p&gt;No game in progress is lost: every move is saved, and a game you leave waits in Game ▸ Continue. Puzzles travel as text or nonet:// links.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ User Guide&lt;/i&gt; (F1) explains every part of the game and lists every shortcut.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku voor de desktop. Verse puzzels op zes niveaus, op je eigen computer gemaakt en ingedeeld naar de technieken die een mens nodig heeft om ze op te lossen; notities, hints die de volgende stap leren, elke zet ongedaan te maken, een stopwatch en statistieken, een dagpuzzel en een techniektrainer.&lt;/p&gt;&lt;p&gt;Geen spel in uitvoering gaat verloren: elke zet wordt bewaard, en een spel dat je verlaat wacht onder Spel ▸ Verdergaan. Puzzels gaan mee als tekst of als nonet://-link.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ Handleiding&lt;/i&gt; (F1) legt elk onderdeel van het spel uit en toont alle sneltoetsen.&lt;/p&gt;&lt;p&gt;Gemaakt met Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nonet could not make this puzzle: %1.</source>
        <translation>Nonet kon deze puzzel niet maken: %1.</translation>
    </message>
    <message>
        <source>Nonet - %1</source>
        <comment>the window title: Nonet and the game&apos;s title</comment>
        <translation>Nonet - %1</translation>
    </message>
    <message>
        <source>%1, %2 ready</source>
        <translation>%1, %2 klaar</translation>
    </message>
    <message>
        <source>The variant and level, and how many cells are filled. Sukaku Explainer&apos;s scale (SE) rates classic puzzles only, so this puzzle has no SE figure.</source>
        <translation>De variant en het niveau, en hoeveel cellen ingevuld zijn. De schaal van Sukaku Explainer (SE) beoordeelt alleen klassieke puzzels, dus deze puzzel heeft geen SE-waarde.</translation>
    </message>
</context>
<context>
    <name>nonet::app::MenuLayout</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>B&amp;eeld</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
</context>
<context>
    <name>nonet::app::MessageStrip</name>
    <message>
        <source>Game message</source>
        <translation>Spelbericht</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Dismiss the hint</source>
        <translation>Hint sluiten</translation>
    </message>
    <message>
        <source>Hide the hint (the next press of Hint starts it again)</source>
        <translation>Hint verbergen (de volgende keer Hint begint opnieuw)</translation>
    </message>
    <message>
        <source>In a chain, r2c9 is the cell in row 2, column 9 (Help ▸ User Guide)</source>
        <translation>In een keten is r2c9 de cel in rij 2, kolom 9 (Help ▸ Handleiding)</translation>
    </message>
</context>
<context>
    <name>nonet::app::MoveWords</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1, wrong</source>
        <translation>%1, fout</translation>
    </message>
    <message>
        <source>erased</source>
        <translation>gewist</translation>
    </message>
    <message>
        <source>note %1 added</source>
        <translation>notitie %1 toegevoegd</translation>
    </message>
    <message>
        <source>note %1 removed</source>
        <translation>notitie %1 verwijderd</translation>
    </message>
    <message>
        <source>centre note %1 added</source>
        <translation>middennotitie %1 toegevoegd</translation>
    </message>
    <message>
        <source>centre note %1 removed</source>
        <translation>middennotitie %1 verwijderd</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>ongedaan: %1</translation>
    </message>
    <message>
        <source>undo: %1 removed</source>
        <translation>ongedaan: %1 verwijderd</translation>
    </message>
    <message>
        <source>undo: %1 back</source>
        <translation>ongedaan: %1 terug</translation>
    </message>
    <message>
        <source>undo: notes back</source>
        <translation>ongedaan: notities terug</translation>
    </message>
    <message>
        <source>undo: note %1 added</source>
        <translation>ongedaan: notitie %1 toegevoegd</translation>
    </message>
    <message>
        <source>undo: note %1 removed</source>
        <translation>ongedaan: notitie %1 verwijderd</translation>
    </message>
    <message>
        <source>undo: centre note %1 added</source>
        <translation>ongedaan: middennotitie %1 toegevoegd</translation>
    </message>
    <message>
        <source>undo: centre note %1 removed</source>
        <translation>ongedaan: middennotitie %1 verwijderd</translation>
    </message>
    <message>
        <source>redo: %1</source>
        <translation>opnieuw: %1</translation>
    </message>
    <message>
        <source>Solved! %1 in %2</source>
        <translation>Opgelost! %1 in %2</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>hervat</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Tot nu toe geen fouten.</translation>
    </message>
    <message>
        <source>Wrong digit in %1</source>
        <translation>Fout cijfer in %1</translation>
    </message>
    <message>
        <source>Wrong digits in %1</source>
        <translation>Foute cijfers in %1</translation>
    </message>
    <message>
        <source>%1, conflict: another %1 in %2</source>
        <translation>%1, conflict: nog een %1 in %2</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>Nieuw spel: %1</translation>
    </message>
    <message>
        <source>notes mode on</source>
        <translation>notitiemodus aan</translation>
    </message>
    <message>
        <source>notes mode off</source>
        <translation>notitiemodus uit</translation>
    </message>
    <message>
        <source>centre notes</source>
        <translation>middennotities</translation>
    </message>
    <message>
        <source>corner notes</source>
        <translation>hoeknotities</translation>
    </message>
    <message>
        <source>nothing to erase</source>
        <translation>niets om te wissen</translation>
    </message>
    <message>
        <source>digit first on: choose a digit, then click cells</source>
        <translation>cijfer eerst aan: kies een cijfer en klik dan op vakjes</translation>
    </message>
    <message>
        <source>digit first off</source>
        <translation>cijfer eerst uit</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 in the same box</source>
        <translation>%1 in hetzelfde blok</translation>
    </message>
    <message>
        <source>%1 in the same region</source>
        <translation>%1 in hetzelfde gebied</translation>
    </message>
    <message>
        <source>%1 on the same diagonal</source>
        <translation>%1 op dezelfde diagonaal</translation>
    </message>
    <message>
        <source>%1 in the same window</source>
        <translation>%1 in hetzelfde venster</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>spoken: an undone or redone change, then its cell</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>given, cannot change</source>
        <translation>gegeven, kan niet veranderen</translation>
    </message>
    <message>
        <source>already %1</source>
        <comment>spoken: the value typed is the one the cell holds</comment>
        <translation>al %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <comment>spoken: the wrong digits made, out of the limit</comment>
        <translation>
            <numerusform>%1 van %n fout</numerusform>
            <numerusform>%1 van %n fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <comment>spoken: the wrong digits made</comment>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Game over: the game counts as lost. Ctrl+N starts a new game; Ctrl+Shift+G reviews this one.</source>
        <translation>%1. Het spel is voorbij: het telt als verloren. Ctrl+N begint een nieuw spel; Ctrl+Shift+G bekijkt dit spel terug.</translation>
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
        <translation>Probleem</translation>
    </message>
    <message>
        <source>A puzzle arrived from outside: it opens when the dialog is closed.</source>
        <translation>Er kwam een puzzel van buiten: die opent zodra het dialoogvenster dicht is.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PaperFiles</name>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>“%1” kon niet worden geschreven (%2).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Geannuleerd.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureDecoder</name>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kan niet worden gelezen (%1)</translation>
    </message>
    <message>
        <source>not a picture (PNG, JPEG, WebP or BMP)</source>
        <translation>geen afbeelding (PNG, JPEG, WebP of BMP)</translation>
    </message>
    <message>
        <source>the picture is damaged or cut short</source>
        <translation>de afbeelding is beschadigd of afgebroken</translation>
    </message>
    <message>
        <source>the picture is too large (%1; at most 50 megapixels and 100 MB)</source>
        <translation>de afbeelding is te groot (%1; hoogstens 50 megapixel en 100 MB)</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureDialog</name>
    <message>
        <source>Export a Picture</source>
        <translation>Een afbeelding exporteren</translation>
    </message>
    <message>
        <source>The board &amp;as it is, with your entries and notes</source>
        <translation>Het bord &amp;zoals het is, met je cijfers en notities</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>Het bord zoals het is</translation>
    </message>
    <message>
        <source>The &amp;puzzle alone, blank</source>
        <translation>Alleen de &amp;puzzel, leeg</translation>
    </message>
    <message>
        <source>The puzzle alone</source>
        <translation>Alleen de puzzel</translation>
    </message>
    <message>
        <source>Shows:</source>
        <translation>Toont:</translation>
    </message>
    <message>
        <source>Picture size in pixels</source>
        <translation>Grootte van de afbeelding in pixels</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Picture format</source>
        <translation>Afbeeldingsformaat</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-afbeelding</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-tekening</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formaat:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Opslaan…</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>De afbeelding opslaan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Grootte:</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureOpener</name>
    <message>
        <source>Open &amp;Picture…</source>
        <translation>&amp;Afbeelding openen…</translation>
    </message>
    <message>
        <source>Read a puzzle from a screenshot or a photo (PNG, JPEG, WebP, BMP) and check it in Enter Puzzle</source>
        <translation>Een puzzel lezen uit een schermafbeelding of een foto (PNG, JPEG, WebP, BMP) en die nakijken in Puzzel invoeren</translation>
    </message>
    <message>
        <source>Open a Picture of a Puzzle</source>
        <translation>Een afbeelding van een puzzel openen</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.bmp);;All files (*)</source>
        <translation>Afbeeldingen (*.png *.jpg *.jpeg *.webp *.bmp);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Puzzel &amp;plakken</translation>
    </message>
    <message>
        <source>Enter the puzzle on the clipboard: a picture of one, or its text</source>
        <translation>De puzzel op het klembord invoeren: een afbeelding ervan, of de tekst</translation>
    </message>
    <message>
        <source>The clipboard holds no picture of a puzzle and no puzzle as text.</source>
        <translation>Het klembord bevat geen afbeelding van een puzzel en geen puzzel als tekst.</translation>
    </message>
    <message>
        <source>Reading the puzzle in the picture…</source>
        <translation>De puzzel in de afbeelding wordt gelezen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Reading the picture</source>
        <translation>De afbeelding lezen</translation>
    </message>
    <message>
        <source>Open Picture</source>
        <translation>Afbeelding openen</translation>
    </message>
    <message>
        <source>Reading the picture was cancelled.</source>
        <translation>Het lezen van de afbeelding is geannuleerd.</translation>
    </message>
    <message>
        <source>Nonet found no puzzle it can read in the picture: %1.</source>
        <translation>Nonet vond geen puzzel die het kan lezen in de afbeelding: %1.</translation>
    </message>
    <message>
        <source>Nonet found no puzzle it can read in “%1”: %2.</source>
        <translation>Nonet vond geen puzzel die het kan lezen in „%1”: %2.</translation>
    </message>
    <message>
        <source>The picture holds a Jigsaw puzzle, which Enter Puzzle does not take. Copy it, then play it with File ▸ Import (Ctrl+I), which opens with the copied puzzle.</source>
        <translation>De afbeelding bevat een Jigsaw-puzzel, die Puzzel invoeren niet aanneemt. Kopieer hem en speel hem met Bestand ▸ Importeren (Ctrl+I), dat opent met de gekopieerde puzzel.</translation>
    </message>
    <message>
        <source>A Jigsaw puzzle was read</source>
        <translation>Er is een Jigsaw-puzzel gelezen</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Puzzel &amp;kopiëren</translation>
    </message>
    <message>
        <source>The Jigsaw puzzle is on the clipboard: File ▸ Import (Ctrl+I) plays it.</source>
        <translation>De Jigsaw-puzzel staat op het klembord: Bestand ▸ Importeren (Ctrl+I) speelt hem.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureScan</name>
    <message>
        <source>too small to hold a grid (%1 x %2 pixels)</source>
        <translation>te klein voor een rooster (%1 x %2 pixels)</translation>
    </message>
    <message>
        <source>no grid found</source>
        <translation>geen rooster gevonden</translation>
    </message>
    <message>
        <source>the digits are too small or blurred to read — take the picture closer</source>
        <translation>de cijfers zijn te klein of te wazig om te lezen — neem de foto van dichterbij</translation>
    </message>
    <message>
        <source>a grid with no digits in it (an empty grid or a crossword), not a Sudoku</source>
        <translation>een rooster zonder cijfers (een leeg rooster of een kruiswoordpuzzel), geen sudoku</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureView</name>
    <message>
        <source>The picture the puzzle was read from</source>
        <translation>De afbeelding waaruit de puzzel is gelezen</translation>
    </message>
    <message>
        <source>A picture of %1 by %2 pixels; the grid read from it is outlined.</source>
        <translation>Een afbeelding van %1 bij %2 pixels; het gelezen rooster is omlijnd.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PracticeBar</name>
    <message>
        <source>Practice</source>
        <translation>Oefenen</translation>
    </message>
    <message>
        <source>Practice task</source>
        <translation>Oefenopdracht</translation>
    </message>
    <message>
        <source>What to do, then the verdict on your step</source>
        <translation>Wat je moet doen, daarna het oordeel over je stap</translation>
    </message>
    <message>
        <source>Chec&amp;k Step</source>
        <translation>Stap &amp;controleren</translation>
    </message>
    <message>
        <source>Check my step</source>
        <translation>Mijn stap controleren</translation>
    </message>
    <message>
        <source>Say whether the changes on the board are a step of the technique, and show its pattern</source>
        <translation>Zeggen of de veranderingen op het bord een stap van de techniek zijn, en het patroon tonen</translation>
    </message>
    <message>
        <source>Ne&amp;xt Position</source>
        <translation>&amp;Volgende positie</translation>
    </message>
    <message>
        <source>Next practice position</source>
        <translation>Volgende oefenpositie</translation>
    </message>
    <message>
        <source>Another position for the same technique</source>
        <translation>Nog een positie voor dezelfde techniek</translation>
    </message>
    <message>
        <source>End practice</source>
        <translation>Oefenen stoppen</translation>
    </message>
    <message>
        <source>Stop practising; the position stays on the board as a game</source>
        <translation>Stoppen met oefenen; de positie blijft als spel op het bord</translation>
    </message>
    <message>
        <source>E&amp;nd Practice</source>
        <translation>Oefenen s&amp;toppen</translation>
    </message>
</context>
<context>
    <name>nonet::app::PracticeController</name>
    <message>
        <source>No position for %1 could be made.</source>
        <translation>Er kon geen positie voor %1 worden gemaakt.</translation>
    </message>
    <message>
        <source>Preparing a position for %1…</source>
        <translation>Een positie voor %1 wordt voorbereid…</translation>
    </message>
</context>
<context>
    <name>nonet::app::PreferencesDialog</name>
    <message>
        <source>180° rotation</source>
        <translation>Draaiing over 180°</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Mirrored top to bottom</source>
        <translation>Gespiegeld van boven naar onder</translation>
    </message>
    <message>
        <source>Mirrored left to right</source>
        <translation>Gespiegeld van links naar rechts</translation>
    </message>
    <message>
        <source>Mirrored on the diagonal</source>
        <translation>Gespiegeld in de diagonaal</translation>
    </message>
    <message>
        <source>90° rotation</source>
        <translation>Draaiing over 90°</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Show conflicts</source>
        <translation>Conflicten tonen</translation>
    </message>
    <message>
        <source>Check against the solution</source>
        <translation>Controleren met de oplossing</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Language, playing aids, board highlights and the symmetry of new puzzles</source>
        <translation>Taal, speelhulp, markeringen op het bord en de symmetrie van nieuwe puzzels</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>The language of Nonet&apos;s menus and messages. A change applies the next time Nonet starts.</source>
        <translation>De taal van de menu’s en berichten van Nonet. Een wijziging geldt vanaf de volgende keer dat Nonet start.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>A new language applies the next time Nonet starts.</source>
        <translation>Een nieuwe taal geldt vanaf de volgende keer dat Nonet start.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>&amp;Remove notes automatically</source>
        <translation>Notities automatisch &amp;verwijderen</translation>
    </message>
    <message>
        <source>Remove notes automatically</source>
        <translation>Notities automatisch verwijderen</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation>Een ingevuld cijfer verdwijnt uit de notities van zijn rij, kolom en blok</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>What the board marks while you play: nothing, digits that repeat in a row, column or box, or also every entry that differs from the solution</source>
        <translation>Wat het bord markeert terwijl je speelt: niets, cijfers die dubbel staan in een rij, kolom of blok, of ook elk ingevuld cijfer dat afwijkt van de oplossing</translation>
    </message>
    <message>
        <source>&amp;Mistakes:</source>
        <translation>&amp;Fouten:</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Highlight the r&amp;ow, column and box of the selected cell</source>
        <translation>&amp;Rij, kolom en blok van de gekozen cel markeren</translation>
    </message>
    <message>
        <source>Highlight row, column and box</source>
        <translation>Rij, kolom en blok markeren</translation>
    </message>
    <message>
        <source>Shade the cells that share a row, column or box with the selected cell</source>
        <translation>Kleur de cellen die een rij, kolom of blok delen met de gekozen cel</translation>
    </message>
    <message>
        <source>Highlight the selected &amp;digit in other cells and notes</source>
        <translation>Het gekozen &amp;cijfer in andere cellen en notities markeren</translation>
    </message>
    <message>
        <source>Highlight the selected digit</source>
        <translation>Het gekozen cijfer markeren</translation>
    </message>
    <message>
        <source>Shade the cells holding the selected cell&apos;s digit and mark it in notes</source>
        <translation>Kleur de cellen met het cijfer van de gekozen cel en markeer het in notities</translation>
    </message>
    <message>
        <source>New puzzles</source>
        <translation>Nieuwe puzzels</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>The pattern the givens of newly generated puzzles follow. Puzzles already prepared keep theirs.</source>
        <translation>Het patroon dat de gegeven cijfers van nieuw gemaakte puzzels volgen. Puzzels die al klaarstaan houden het hunne.</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>&amp;Symmetrie:</translation>
    </message>
    <message>
        <source>Applies to puzzles generated from now on; puzzles already prepared keep theirs.</source>
        <translation>Geldt voor puzzels die vanaf nu worden gemaakt; puzzels die al klaarstaan houden het hunne.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Keep these preferences</source>
        <translation>Deze voorkeuren bewaren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>Sluiten zonder iets te wijzigen</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Voorkeuren...</translation>
    </message>
    <message>
        <source>Language, playing aids, highlights and the symmetry of new puzzles</source>
        <translation>Taal, speelhulp, markeringen en de symmetrie van nieuwe puzzels</translation>
    </message>
    <message>
        <source>&amp;Pause when Nonet is minimised or not in use</source>
        <translation>&amp;Pauzeren als Nonet geminimaliseerd of niet in gebruik is</translation>
    </message>
    <message>
        <source>Pause automatically</source>
        <translation>Automatisch pauzeren</translation>
    </message>
    <message>
        <source>Stop the stopwatch and cover the board when the window is minimised or another application has the focus for a few seconds; you resume yourself</source>
        <translation>De stopwatch stoppen en het bord afdekken als het venster geminimaliseerd is of een ander programma een paar seconden de focus heeft; verder spelen doe je zelf</translation>
    </message>
    <message>
        <source>Mistake limit</source>
        <translation>Foutenlimiet</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s)</source>
        <translation>
            <numerusform>%n fout cijfer</numerusform>
            <numerusform>%n foute cijfers</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistake l&amp;imit:</source>
        <translation>Fouten&amp;limiet:</translation>
    </message>
    <message>
        <source>With Mistakes set to “%1”, this many wrong digits end the game as lost</source>
        <translation>Met Fouten op „%1” beëindigen zoveel verkeerde cijfers het spel als verloren</translation>
    </message>
    <message>
        <source>The limit applies only with Mistakes set to “%1”: it counts the wrong digits marked as you place them, and the game is lost when the count reaches it. A new limit applies from the next game.</source>
        <translation>De limiet geldt alleen met Fouten op „%1”: hij telt de verkeerde cijfers die worden gemarkeerd terwijl je ze plaatst, en het spel is verloren zodra de telling hem bereikt. Een nieuwe limiet geldt vanaf het volgende spel.</translation>
    </message>
    <message>
        <source>Clic&amp;king a cell opens the digit popup</source>
        <translation>&amp;Klikken op een cel opent de cijferkeuze</translation>
    </message>
    <message>
        <source>Digit popup on click</source>
        <translation>Cijferkeuze bij klikken</translation>
    </message>
    <message>
        <source>Off: a click only selects the cell; type a digit, or press Space or click with the right button for the popup</source>
        <translation>Uit: een klik kiest alleen de cel; typ een cijfer, of druk op Spatie of klik met de rechterknop voor de cijferkeuze</translation>
    </message>
</context>
<context>
    <name>nonet::app::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>Afdr&amp;ukken…</translation>
    </message>
    <message>
        <source>Print the puzzle on paper</source>
        <translation>De puzzel op papier afdrukken</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <source>See the printed page before printing</source>
        <translation>De pagina bekijken voordat ze wordt afgedrukt</translation>
    </message>
    <message>
        <source>Print &amp;Booklet…</source>
        <translation>Boek&amp;je afdrukken…</translation>
    </message>
    <message>
        <source>Print many puzzles, or save them as a PDF, with answer pages</source>
        <translation>Veel puzzels afdrukken of als PDF opslaan, met oplossingen</translation>
    </message>
    <message>
        <source>Export Pict&amp;ure…</source>
        <translation>Af&amp;beelding exporteren…</translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Het bord opslaan als PNG- of SVG-afbeelding</translation>
    </message>
    <message>
        <source>The puzzle was sent to the printer.</source>
        <translation>De puzzel is naar de printer gestuurd.</translation>
    </message>
    <message>
        <source>The printer did not take the puzzle.</source>
        <translation>De printer heeft de puzzel niet aangenomen.</translation>
    </message>
    <message>
        <source>Nonet puzzle</source>
        <translation>Nonet-puzzel</translation>
    </message>
    <message>
        <source>Print the Puzzle</source>
        <translation>De puzzel afdrukken</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzzel</translation>
    </message>
    <message>
        <source>Include my &amp;entries and notes</source>
        <translation>Mijn &amp;cijfers en notities meenemen</translation>
    </message>
    <message>
        <source>Include my entries and notes</source>
        <translation>Mijn cijfers en notities meenemen</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Afdrukvoorbeeld</translation>
    </message>
    <message>
        <source>Entries and Notes</source>
        <translation>Cijfers en notities</translation>
    </message>
    <message>
        <source>nonet-%1</source>
        <translation>nonet-%1</translation>
    </message>
    <message>
        <source>Save the Picture</source>
        <translation>De afbeelding opslaan</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-tekeningen (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>Saved the picture to “%1”.</source>
        <translation>De afbeelding is opgeslagen in “%1”.</translation>
    </message>
    <message>
        <source>The puzzle was saved to “%1”.</source>
        <translation>De puzzel is opgeslagen in “%1”.</translation>
    </message>
    <message>
        <source>“%1” could not be written.</source>
        <translation>“%1” kon niet worden geschreven.</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Als P&amp;DF exporteren…</translation>
    </message>
    <message>
        <source>Save the printed page as a PDF file</source>
        <translation>De afdrukpagina als PDF-bestand opslaan</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exporteren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>Saved the page to “%1”.</source>
        <translation>De pagina is opgeslagen in “%1”.</translation>
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
        <translation>Puzzel &amp;invoeren…</translation>
    </message>
    <message>
        <source>Type in a puzzle from a newspaper or a book, then play it</source>
        <translation>Typ een puzzel over uit een krant of boek en speel hem</translation>
    </message>
    <message>
        <source>The puzzle you were entering is back.</source>
        <translation>De puzzel die je aan het invoeren was, is terug.</translation>
    </message>
    <message>
        <source>Pasting is not available.</source>
        <translation>Plakken is niet beschikbaar.</translation>
    </message>
    <message>
        <source>Paste a puzzle</source>
        <translation>Een puzzel plakken</translation>
    </message>
    <message>
        <source>Playing your puzzle: %1.</source>
        <translation>Je speelt je eigen puzzel: %1.</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Een puzzel invoeren</translation>
    </message>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>De editor verlaten? Het gegeven cijfer dat je invoerde, gaat verloren.</numerusform>
            <numerusform>De editor verlaten? De %n gegeven cijfers die je invoerde, gaan verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>De editor verlaten? Het gegeven cijfer dat uit de afbeelding gelezen is, gaat verloren.</numerusform>
            <numerusform>De editor verlaten? De %n gegeven cijfers die uit de afbeelding gelezen zijn, gaan verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave the editor</source>
        <translation>De editor verlaten</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Verlaten</translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>Een puzzel van buiten Nonet (een link, een bestand of de opdrachtregel) wacht om geopend te worden. Openen en de editor verlaten? Het gegeven cijfer dat je invoerde, gaat verloren.</numerusform>
            <numerusform>Een puzzel van buiten Nonet (een link, een bestand of de opdrachtregel) wacht om geopend te worden. Openen en de editor verlaten? De %n gegeven cijfers die je invoerde, gaan verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>Een puzzel van buiten Nonet (een link, een bestand of de opdrachtregel) wacht om geopend te worden. Openen en de editor verlaten? Het gegeven cijfer dat uit de afbeelding gelezen is, gaat verloren.</numerusform>
            <numerusform>Een puzzel van buiten Nonet (een link, een bestand of de opdrachtregel) wacht om geopend te worden. Openen en de editor verlaten? De %n gegeven cijfers die uit de afbeelding gelezen zijn, gaan verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a puzzle from outside</source>
        <translation>Een puzzel van buiten openen</translation>
    </message>
    <message>
        <source>&amp;Open It</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>&amp;Keep Editing</source>
        <translation>&amp;Verder invoeren</translation>
    </message>
    <message>
        <source>The puzzle from outside was not opened; your entry is as it was.</source>
        <translation>De puzzel van buiten is niet geopend; je invoer is zoals hij was.</translation>
    </message>
    <message>
        <source>Read a picture</source>
        <translation>Een afbeelding lezen</translation>
    </message>
    <message>
        <source>grid cleared; Undo brings it back</source>
        <translation>rooster gewist; Ongedaan maken brengt het terug</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>ongedaan: %1</translation>
    </message>
    <message>
        <source>redo: %1</source>
        <translation>opnieuw: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleEntry</name>
    <message>
        <source>Enter %1 in %2</source>
        <translation>%1 invoeren in %2</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 wissen</translation>
    </message>
    <message>
        <source>Clear the grid</source>
        <translation>Het rooster leegmaken</translation>
    </message>
    <message numerus="yes">
        <source>Enter %1 in %n cell(s)</source>
        <translation>
            <numerusform>%1 invoeren in %n vakje</numerusform>
            <numerusform>%1 invoeren in %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cell(s)</source>
        <translation>
            <numerusform>%n vakje wissen</numerusform>
            <numerusform>%n vakjes wissen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleExport</name>
    <message>
        <source>Puzzle on one line, “.” for empty cells</source>
        <translation>Puzzel op één regel, “.” voor lege cellen</translation>
    </message>
    <message>
        <source>Puzzle on one line, “0” for empty cells</source>
        <translation>Puzzel op één regel, “0” voor lege cellen</translation>
    </message>
    <message>
        <source>Puzzle as a boxed grid</source>
        <translation>Puzzel als rooster met kaders</translation>
    </message>
    <message>
        <source>Current position on one line (givens and your entries)</source>
        <translation>Huidige stand op één regel (gegeven cijfers en je eigen cijfers)</translation>
    </message>
    <message>
        <source>%1 puzzle</source>
        <translation>%1-puzzel</translation>
    </message>
    <message>
        <source>%1 position</source>
        <translation>%1-stand</translation>
    </message>
    <message>
        <source>Current progress with notes (a pencil-mark grid; a link for the variants)</source>
        <translation>Huidige voortgang met notities (een raster met potloodnotities; een link voor de varianten)</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleImport</name>
    <message>
        <source>There is nothing to import: the text is empty.</source>
        <translation>Er is niets te importeren: de tekst is leeg.</translation>
    </message>
    <message>
        <source>The text is far too long to be a puzzle.</source>
        <translation>De tekst is veel te lang voor een puzzel.</translation>
    </message>
    <message>
        <source>This is not a puzzle Nonet can read: %1.</source>
        <translation>Dit is geen puzzel die Nonet kan lezen: %1.</translation>
    </message>
    <message>
        <source>This is not a whole puzzle: %1.</source>
        <translation>Dit is geen volledige puzzel: %1.</translation>
    </message>
    <message>
        <source>The puzzle breaks the rules: %1.</source>
        <translation>De puzzel breekt de regels: %1.</translation>
    </message>
    <message>
        <source>The pencil marks cannot be read: %1.</source>
        <translation>De potloodnotities zijn niet te lezen: %1.</translation>
    </message>
    <message>
        <source>The link carries no puzzle: %1.</source>
        <translation>De link bevat geen puzzel: %1.</translation>
    </message>
    <message>
        <source>The link is broken: %1.</source>
        <translation>De link is kapot: %1.</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so it cannot be played.</source>
        <translation>De puzzel heeft geen oplossing en kan dus niet gespeeld worden.</translation>
    </message>
    <message>
        <source>The puzzle has more than one solution; Nonet plays only puzzles with exactly one.</source>
        <translation>De puzzel heeft meer dan één oplossing; Nonet speelt alleen puzzels met precies één.</translation>
    </message>
    <message>
        <source>The progress that came with the puzzle does not fit it.</source>
        <translation>De voortgang die met de puzzel meekwam, past er niet bij.</translation>
    </message>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>“%1” kon niet worden gelezen (%2).</translation>
    </message>
    <message>
        <source>“%1” is far too large to hold a puzzle.</source>
        <translation>“%1” is veel te groot om een puzzel te bevatten.</translation>
    </message>
    <message>
        <source>The text is far too long to be a puzzle (%L1 characters).</source>
        <translation>De tekst is veel te lang voor een puzzel (%L1 tekens).</translation>
    </message>
    <message>
        <source>This Jigsaw puzzle cannot be played: %1.</source>
        <translation>Deze Jigsaw-puzzel kan niet gespeeld worden: %1.</translation>
    </message>
    <message>
        <source>As a classic Sudoku the puzzle has more than one solution, but as %1 it has exactly one: choose %1 as the variant and import it again.</source>
        <translation>Als klassieke sudoku heeft de puzzel meer dan één oplossing, maar als %1 precies één: kies %1 als variant en importeer hem opnieuw.</translation>
    </message>
    <message>
        <source>This Killer puzzle cannot be played: %1.</source>
        <translation>Deze Killer-puzzel kan niet gespeeld worden: %1.</translation>
    </message>
    <message>
        <source>This Solo game ID cannot be played: %1.</source>
        <translation>Deze Solo-spelcode kan niet gespeeld worden: %1.</translation>
    </message>
    <message>
        <source>“%1” is %2, not a file with a puzzle.</source>
        <translation>“%1” is %2, geen bestand met een puzzel.</translation>
    </message>
    <message>
        <source>This text is of another variant: %1.</source>
        <translation>Deze tekst hoort bij een andere variant: %1.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzlePool</name>
    <message>
        <source>The list of puzzles you have played could not be read (%1).</source>
        <translation>De lijst met puzzels die je hebt gespeeld kon niet worden gelezen (%1).</translation>
    </message>
    <message>
        <source>The saved puzzle pool could not be read (%1).</source>
        <translation>De opgeslagen puzzelvoorraad kon niet worden gelezen (%1).</translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one is started.</source>
        <translation>Hij is bewaard als %1 en er wordt een nieuwe begonnen.</translation>
    </message>
    <message>
        <source>It could not be renamed, so it is left untouched and not updated.</source>
        <translation>Hij kon niet worden hernoemd en blijft dus onaangeroerd en wordt niet bijgewerkt.</translation>
    </message>
    <message>
        <source>Could not save the puzzle pool (%1).</source>
        <translation>De puzzelvoorraad kon niet worden opgeslagen (%1).</translation>
    </message>
    <message>
        <source>The saved variant puzzles could not be read (%1).</source>
        <translation>De bewaarde variantpuzzels konden niet worden gelezen (%1).</translation>
    </message>
</context>
<context>
    <name>nonet::app::QuitSaver</name>
    <message>
        <source>Quit Nonet</source>
        <translation>Nonet afsluiten</translation>
    </message>
    <message>
        <source>Your game could not be saved, so it would be lost if Nonet quits now.</source>
        <translation>Je spel kon niet worden opgeslagen; als Nonet nu afsluit, gaat het verloren.</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>Je spel is niet opgeslagen</translation>
    </message>
    <message>
        <source>Retry once the disk has room or the folder may be written, save the game to a file elsewhere, or quit without it.</source>
        <translation>Probeer het opnieuw zodra de schijf ruimte heeft of de map beschrijfbaar is, sla het spel elders op in een bestand, of sluit af zonder het.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Opnieuw proberen</translation>
    </message>
    <message>
        <source>&amp;Save Elsewhere…</source>
        <translation>&amp;Elders opslaan…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>Toch af&amp;sluiten</translation>
    </message>
</context>
<context>
    <name>nonet::app::ResultCheckDialog</name>
    <message>
        <source>This is not a whole Nonet daily result: paste the line from “Nonet daily” to its check code.</source>
        <translation>Dit is geen volledig dagresultaat van Nonet: plak de regel van „Nonet daily” tot en met de controlecode.</translation>
    </message>
    <message>
        <source>The date does not read: it must be a day from 2026-01-01 on, written as YYYY-MM-DD.</source>
        <translation>De datum klopt niet: het moet een dag vanaf 2026-01-01 zijn, geschreven als JJJJ-MM-DD (YYYY-MM-DD).</translation>
    </message>
    <message>
        <source>The level is not one of Nonet&apos;s levels.</source>
        <translation>Het niveau is geen niveau van Nonet.</translation>
    </message>
    <message>
        <source>The time does not read: it is written like 7:42 or 1:02:03.</source>
        <translation>De tijd klopt niet: die wordt geschreven als 7:42 of 1:02:03.</translation>
    </message>
    <message>
        <source>The line must say “no hints” or “with hints”.</source>
        <translation>In de regel moet „no hints” of „with hints” staan.</translation>
    </message>
    <message>
        <source>The check code does not read: it is eight letters and digits, like 3F7K-Q2MD.</source>
        <translation>De controlecode klopt niet: die bestaat uit acht letters en cijfers, zoals 3F7K-Q2MD.</translation>
    </message>
    <message>
        <source>The line has more fields than a result.</source>
        <translation>De regel heeft meer velden dan een resultaat.</translation>
    </message>
    <message>
        <source>Check a Result</source>
        <translation>Resultaat controleren</translation>
    </message>
    <message>
        <source>Check a daily result</source>
        <translation>Een dagresultaat controleren</translation>
    </message>
    <message>
        <source>Paste a daily result line a player shared. Nonet makes that day&apos;s puzzle and checks the code at the end of the line.</source>
        <translation>Plak een resultaatregel die een speler heeft gedeeld. Nonet maakt de puzzel van die dag en controleert de code aan het eind van de regel.</translation>
    </message>
    <message>
        <source>Result line</source>
        <translation>Resultaatregel</translation>
    </message>
    <message>
        <source>The line to check, starting with “Nonet daily”.</source>
        <translation>De regel om te controleren, die begint met „Nonet daily”.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>What the check found</source>
        <translation>Wat de controle vond</translation>
    </message>
    <message>
        <source>A genuine code shows that the line is unchanged since Nonet wrote it. It cannot show that a person solved the puzzle in that time: there is no secret and no server.</source>
        <translation>Een echte code laat zien dat de regel niet is veranderd sinds Nonet hem schreef. Hij kan niet laten zien dat iemand de puzzel in die tijd heeft opgelost: er is geen geheim en geen server.</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Controleren</translation>
    </message>
    <message>
        <source>Check the result line</source>
        <translation>De resultaatregel controleren</translation>
    </message>
    <message>
        <source>Make that day&apos;s puzzle and compare the check code</source>
        <translation>De puzzel van die dag maken en de controlecode vergelijken</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Close the check</source>
        <translation>De controle sluiten</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Bezig met controleren…</translation>
    </message>
    <message>
        <source>Genuine: %1, %2, solved in %3 with hints.</source>
        <translation>Echt: %1, %2, opgelost in %3 met hints.</translation>
    </message>
    <message>
        <source>Genuine: %1, %2, solved in %3 without hints.</source>
        <translation>Echt: %1, %2, opgelost in %3 zonder hints.</translation>
    </message>
    <message>
        <source>Not genuine: the puzzle of %1 is not %2.</source>
        <translation>Niet echt: de puzzel van %1 is niet %2.</translation>
    </message>
    <message>
        <source>Not genuine: the check code does not match this date, time and hints. The line was changed or made up.</source>
        <translation>Niet echt: de controlecode past niet bij deze datum, tijd en hints. De regel is veranderd of verzonnen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewActions</name>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <translation>Controle&amp;punt zetten</translation>
    </message>
    <message>
        <source>Mark this position to come back to later</source>
        <translation>Deze stand markeren om er later naar terug te keren</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>Terug naar &amp;controlepunt</translation>
    </message>
    <message>
        <source>Return to the latest checkpoint, as one move that Undo takes back</source>
        <translation>Terug naar het laatste controlepunt, als één zet die Ongedaan maken terugneemt</translation>
    </message>
    <message>
        <source>C&amp;heckpoints...</source>
        <translation>Controlepunt&amp;en...</translation>
    </message>
    <message>
        <source>Choose a checkpoint to return to</source>
        <translation>Een controlepunt kiezen om naar terug te keren</translation>
    </message>
    <message>
        <source>Re&amp;wind to Last Correct</source>
        <translation>Terug naar laatste &amp;juiste stand</translation>
    </message>
    <message>
        <source>Go back to the last position where every digit and note was right, as one move</source>
        <translation>Terug naar de laatste stand waarin elk cijfer en elke notitie klopte, als één zet</translation>
    </message>
    <message>
        <source>Show the step you could have found at the last correct position</source>
        <translation>De stap tonen die je in de laatste juiste stand had kunnen vinden</translation>
    </message>
    <message>
        <source>Show &amp;What I Missed</source>
        <translation>&amp;Wat heb ik gemist?</translation>
    </message>
    <message>
        <source>See how the game went: time, moves, mistakes, hints and the techniques the puzzle needed</source>
        <translation>Zien hoe het spel ging: tijd, zetten, fouten, hints en de technieken die de puzzel nodig had</translation>
    </message>
    <message>
        <source>Revie&amp;w Game</source>
        <translation>&amp;Terugblik op het spel</translation>
    </message>
    <message>
        <source>Remove Wron&amp;g Digits</source>
        <translation>Verkeerde cijfers weg&amp;halen</translation>
    </message>
    <message>
        <source>Erase only the digits that differ from the solution, as one move; every other move stays</source>
        <translation>Wis alleen de cijfers die van de oplossing afwijken, als één zet; elke andere zet blijft</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewController</name>
    <message>
        <source>This position is your latest checkpoint already.</source>
        <translation>Deze stand is al je laatste controlepunt.</translation>
    </message>
    <message>
        <source>Set %1.</source>
        <translation>%1 gezet.</translation>
    </message>
    <message>
        <source>You are at %1 already.</source>
        <translation>Je bent al bij %1.</translation>
    </message>
    <message>
        <source>Back to checkpoint %1</source>
        <translation>Terug naar controlepunt %1</translation>
    </message>
    <message>
        <source>Back at %1.</source>
        <translation>Terug bij %1.</translation>
    </message>
    <message>
        <source>Nothing to rewind: every digit agrees with the solution and no note rules out a right digit.</source>
        <translation>Niets om terug te draaien: elk cijfer klopt met de oplossing en geen notitie sluit een juist cijfer uit.</translation>
    </message>
    <message>
        <source>Rewind to last correct</source>
        <translation>Terug naar laatste juiste stand</translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n move(s) to the last position without a mistake.</source>
        <translation>
            <numerusform>%n zet teruggedraaid naar de laatste stand zonder fout.</numerusform>
            <numerusform>%n zetten teruggedraaid naar de laatste stand zonder fout.</numerusform>
        </translation>
    </message>
    <message>
        <source>No digit on the board is wrong.</source>
        <translation>Geen cijfer op het bord is verkeerd.</translation>
    </message>
    <message>
        <source>Remove wrong digits</source>
        <translation>Verkeerde cijfers weghalen</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n wrong digit(s); every other move stays.</source>
        <translation>
            <numerusform>Eén verkeerd cijfer weggehaald; elke andere zet blijft.</numerusform>
            <numerusform>%n verkeerde cijfers weggehaald; elke andere zet blijft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint %1 · %2 · %3 of %4 filled</source>
        <translation>Controlepunt %1 · %2 · %3 van %4 ingevuld</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewText</name>
    <message numerus="yes">
        <source>Lost after %n mistake(s), at %1</source>
        <translation>
            <numerusform>Verloren na %n fout, op %1</numerusform>
            <numerusform>Verloren na %n fouten, op %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>Opgelost in %1</translation>
    </message>
    <message>
        <source>Not finished, at %1</source>
        <translation>Niet af, op %1</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>niet af</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>geen hints</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Opgelost</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Niet af</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n controlepunt</numerusform>
            <numerusform>%n controlepunten</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>where to look %1</source>
        <translation>waar kijken %1</translation>
    </message>
    <message>
        <source>technique named %1</source>
        <translation>techniek genoemd %1</translation>
    </message>
    <message>
        <source>pattern shown %1</source>
        <translation>patroon getoond %1</translation>
    </message>
    <message>
        <source>applied %1</source>
        <translation>toegepast %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>Hints: %1</translation>
    </message>
    <message>
        <source>The puzzle&apos;s path: %1</source>
        <translation>Oplossingspad van de puzzel: %1</translation>
    </message>
    <message>
        <source>Your hints: %1</source>
        <translation>Jouw hints: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::SaveFile</name>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>“%1” kon niet worden gelezen (%2).</translation>
    </message>
    <message>
        <source>“%1” is far too large to be a saved game (%2).</source>
        <translation>“%1” is veel te groot voor een opgeslagen spel (%2).</translation>
    </message>
    <message>
        <source>“%1” is damaged or cut short: it is not readable JSON (%2).</source>
        <translation>“%1” is beschadigd of afgebroken: het is geen leesbare JSON (%2).</translation>
    </message>
    <message>
        <source>“%1” is not a Nonet saved game (%2).</source>
        <translation>“%1” is geen opgeslagen Nonet-spel (%2).</translation>
    </message>
    <message>
        <source>“%1” was saved by a newer version of Nonet (format version %2); this version reads version %3.</source>
        <translation>“%1” is opgeslagen door een nieuwere versie van Nonet (formaatversie %2); deze versie leest versie %3.</translation>
    </message>
    <message>
        <source>“%1” is damaged: %2.</source>
        <translation>“%1” is beschadigd: %2.</translation>
    </message>
    <message>
        <source>“%1” is %2, not a saved game.</source>
        <translation>“%1” is %2, geen opgeslagen spel.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ShareDialog</name>
    <message>
        <source>Share link</source>
        <translation>Link delen</translation>
    </message>
    <message>
        <source>Send this link to a friend: clicking it, or pasting it into Import, opens the puzzle in Nonet.</source>
        <translation>Stuur deze link naar een vriend: erop klikken, of hem in Importeren plakken, opent de puzzel in Nonet.</translation>
    </message>
    <message>
        <source>Include my &amp;progress (entries and notes)</source>
        <translation>Mijn &amp;voortgang meesturen (ingevulde cijfers en notities)</translation>
    </message>
    <message>
        <source>Include my progress</source>
        <translation>Mijn voortgang meesturen</translation>
    </message>
    <message>
        <source>Share status</source>
        <translation>Status van delen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>De link kopiëren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Naar het klembord gekopieerd.</translation>
    </message>
</context>
<context>
    <name>nonet::app::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Opgelost</translation>
    </message>
    <message>
        <source>Without hints</source>
        <translation>Zonder hints</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Beste tijd</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Gemiddelde tijd</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Huidige reeks</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste reeks</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Wissen...</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Reset all statistics? This cannot be undone.</source>
        <translation>Alle statistieken wissen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Solved without a hint (Check and the marks against the solution do not count here)</source>
        <translation>Opgelost zonder hint (Controleren en markeringen volgens de oplossing tellen hier niet mee)</translation>
    </message>
    <message>
        <source>Only games solved without hints, Check or marks against the solution set a best time</source>
        <translation>Alleen spellen opgelost zonder hints, Controleren of markeringen volgens de oplossing zetten een beste tijd</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>Statistics per level: %1</source>
        <translation>Statistieken per niveau: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::StatisticsRecorder</name>
    <message>
        <source>hints</source>
        <translation>hints</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Controleren</translation>
    </message>
    <message>
        <source>mistakes marked against the solution</source>
        <translation>fouten gemarkeerd volgens de oplossing</translation>
    </message>
    <message>
        <source>Solved with help (%1): no best time, and not counted as solved without hints.</source>
        <translation>Opgelost met hulp (%1): geen beste tijd, en niet geteld als opgelost zonder hints.</translation>
    </message>
    <message>
        <source>Solved with help (%1): no best time, but still counted as solved without hints.</source>
        <translation>Opgelost met hulp (%1): geen beste tijd, maar wel geteld als opgelost zonder hints.</translation>
    </message>
    <message numerus="yes">
        <source>No best time: this puzzle started with only %n empty cell(s), and a best time needs at least %1.</source>
        <translation>
            <numerusform>Geen beste tijd: deze puzzel begon met maar %n lege cel, en een beste tijd vraagt er minstens %1.</numerusform>
            <numerusform>Geen beste tijd: deze puzzel begon met maar %n lege cellen, en een beste tijd vraagt er minstens %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::TrainerDialog</name>
    <message>
        <source>Practise a Technique</source>
        <translation>Techniek oefenen</translation>
    </message>
    <message>
        <source>Practise a technique</source>
        <translation>Een techniek oefenen</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>Technieken per niveau</translation>
    </message>
    <message>
        <source>Choose a technique with the arrow keys; Enter practises it.</source>
        <translation>Kies een techniek met de pijltjestoetsen; Enter oefent hem.</translation>
    </message>
    <message>
        <source>Techniques of this level</source>
        <translation>Technieken van dit niveau</translation>
    </message>
    <message>
        <source>About the technique</source>
        <translation>Over de techniek</translation>
    </message>
    <message>
        <source>What the technique says and how to find it</source>
        <translation>Wat de techniek zegt en hoe je hem vindt</translation>
    </message>
    <message>
        <source>Diagram: the technique in a real position</source>
        <translation>Diagram: de techniek in een echte positie</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;Oefenen</translation>
    </message>
    <message>
        <source>Practise the chosen technique</source>
        <translation>De gekozen techniek oefenen</translation>
    </message>
    <message>
        <source>Start a position where the chosen technique is the next step</source>
        <translation>Een positie beginnen waarin de gekozen techniek de volgende stap is</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Close without practising</source>
        <translation>Sluiten zonder te oefenen</translation>
    </message>
    <message>
        <source>Too rare to make while you wait: its positions come from the puzzles bundled with Nonet.</source>
        <translation>Te zeldzaam om te maken terwijl je wacht: de posities komen uit de puzzels die bij Nonet horen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::UnfinishedStore</name>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>De map “%1” kon niet worden aangemaakt.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>“%1” kon niet worden geschreven (%2).</translation>
    </message>
    <message>
        <source>“%1” is not one of the kept games.</source>
        <translation>“%1” is geen van de bewaarde spellen.</translation>
    </message>
</context>
<context>
    <name>nonet::app::UserGuideDialog</name>
    <message>
        <source>User Guide</source>
        <translation>Handleiding</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>The sections of the guide; the arrow keys go to one.</source>
        <translation>De hoofdstukken van de handleiding; met de pijltoetsen ga je naar een ervan.</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Handleiding</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the code of the language of this translation (nl, de, he): the user guide is shown in it when docs/user-guide.&lt;code&gt;.md exists</comment>
        <translation>nl</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>Where the user guide has not been translated into your language yet, it is in English.</source>
        <translation>Waar de handleiding nog niet in het Nederlands vertaald is, staat ze in het Engels.</translation>
    </message>
</context>
<context>
    <name>nonet::app::VariantNames</name>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
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
        <translation>X-sudoku</translation>
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
        <translation>De puzzel wordt gecontroleerd…</translation>
    </message>
    <message>
        <source>The grid is empty. Type the givens of your puzzle, or paste a whole puzzle (Ctrl+V).</source>
        <translation>Het rooster is leeg. Typ de gegeven cijfers van je puzzel, of plak een hele puzzel (Ctrl+V).</translation>
    </message>
    <message numerus="yes">
        <source>%n given(s) clash: a digit repeats in a row, column or box (marked on the board). Change them before playing.</source>
        <translation>
            <numerusform>%n gegeven cijfer botst: een cijfer komt twee keer voor in een rij, kolom of blok (gemarkeerd op het bord). Verander het voordat je speelt.</numerusform>
            <numerusform>%n gegeven cijfers botsen: een cijfer komt twee keer voor in een rij, kolom of blok (gemarkeerd op het bord). Verander ze voordat je speelt.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 81 cells are filled, so there is nothing left to solve. Erase some digits to make a puzzle.</source>
        <translation>Alle 81 vakjes zijn gevuld, dus er valt niets meer op te lossen. Wis enkele cijfers om er een puzzel van te maken.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: no grid completes these givens. Check them against your source.</source>
        <translation>Deze puzzel heeft geen oplossing: geen rooster vult deze gegeven cijfers aan. Vergelijk ze met je bron.</translation>
    </message>
    <message>
        <source>This puzzle has at least %1 solutions.</source>
        <translation>Deze puzzel heeft minstens %1 oplossingen.</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has %n solution(s).</source>
        <translation>
            <numerusform>Deze puzzel heeft %n oplossing.</numerusform>
            <numerusform>Deze puzzel heeft %n oplossingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A given in %1 cuts them down: any of %2 (ringed on the board).</source>
        <translation>Een gegeven cijfer in %1 maakt het er minder: elk van %2 (omcirkeld op het bord).</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board (%1) cannot all be right.</source>
        <translation>
            <numerusform>Deze puzzel heeft geen oplossing: het gearceerde gegeven (%1) kan niet kloppen.</numerusform>
            <numerusform>Deze puzzel heeft geen oplossing: de %n gearceerde gegevens op het bord (%1) kunnen niet allemaal kloppen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board cannot all be right.</source>
        <translation>
            <numerusform>Deze puzzel heeft geen oplossing: het gearceerde gegeven kan niet kloppen.</numerusform>
            <numerusform>Deze puzzel heeft geen oplossing: de %n gearceerde gegevens op het bord kunnen niet allemaal kloppen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The one you typed last, in %1, is among them.</source>
        <translation>Het laatst getypte, in %1, is erbij.</translation>
    </message>
    <message>
        <source>Of them, the picture&apos;s reading is least sure of %1: check it first.</source>
        <translation>Daarvan is het lezen van de afbeelding het minst zeker van %1: controleer dat eerst.</translation>
    </message>
    <message>
        <source>The picture&apos;s reading is least sure of the one in %1: check it first.</source>
        <translation>Het lezen van de afbeelding is het minst zeker van het cijfer in %1: controleer dat eerst.</translation>
    </message>
    <message>
        <source>Check them against your source.</source>
        <translation>Vergelijk ze met je bron.</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Level: %1 (%2). Start Playing when you are ready.</source>
        <translation>Deze puzzel heeft precies één oplossing. Niveau: %1 (%2). Begin met spelen wanneer je klaar bent.</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Level: %1. Start Playing when you are ready.</source>
        <translation>Deze puzzel heeft precies één oplossing. Niveau: %1. Begin met spelen wanneer je klaar bent.</translation>
    </message>
    <message numerus="yes">
        <source>Read from the picture: check the %n hatched cell(s) against it (%1).</source>
        <translation>
            <numerusform>Gelezen uit de afbeelding: vergelijk het gearceerde vakje ermee (%1).</numerusform>
            <numerusform>Gelezen uit de afbeelding: vergelijk de %n gearceerde vakjes ermee (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::ViewTools</name>
    <message>
        <source>&amp;Digit First</source>
        <translation>&amp;Cijfer eerst</translation>
    </message>
    <message>
        <source>Pick a digit, then click cells to place it (or note it in notes mode); Esc leaves (D)</source>
        <translation>Kies een cijfer en klik dan op vakjes om het in te vullen (of, in notitiemodus, te noteren); Esc stopt (D)</translation>
    </message>
    <message>
        <source>Digit First</source>
        <translation>Cijfer eerst</translation>
    </message>
    <message>
        <source>Highlight &amp;Candidates</source>
        <translation>&amp;Kandidaten markeren</translation>
    </message>
    <message>
        <source>Mark every cell where the highlighted digit can still go (X)</source>
        <translation>Elk vakje markeren waar het gemarkeerde cijfer nog kan staan (X)</translation>
    </message>
    <message>
        <source>&amp;Bivalue Cells</source>
        <translation>Vakjes met &amp;twee kandidaten</translation>
    </message>
    <message>
        <source>Mark every empty cell with exactly two candidates (B)</source>
        <translation>Elk leeg vakje met precies twee kandidaten markeren (B)</translation>
    </message>
    <message>
        <source>My &amp;Notes</source>
        <translation>Mijn &amp;notities</translation>
    </message>
    <message>
        <source>Highlighting reads the candidates from your notes</source>
        <translation>De markering leest de kandidaten uit je notities</translation>
    </message>
    <message>
        <source>The &amp;Grid</source>
        <translation>Het &amp;rooster</translation>
    </message>
    <message>
        <source>Highlighting reads the candidates from the digits in each row, column and box</source>
        <translation>De markering leidt de kandidaten af uit de cijfers in elke rij, kolom en elk blok</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Make the board larger (Ctrl++)</source>
        <translation>Het bord groter maken (Ctrl++)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>Make the board smaller (Ctrl+-)</source>
        <translation>Het bord kleiner maken (Ctrl+-)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Ware grootte</translation>
    </message>
    <message>
        <source>Fit the board to the window again (Ctrl+0)</source>
        <translation>Het bord weer passend in het venster maken (Ctrl+0)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>Show the window on the whole screen, toolbar included (F11)</source>
        <translation>Het venster over het hele scherm tonen, met de werkbalk (F11)</translation>
    </message>
    <message>
        <source>&amp;Large Digits</source>
        <translation>&amp;Grote cijfers</translation>
    </message>
    <message>
        <source>Draw the digits and notes on the board larger, for easier reading</source>
        <translation>Cijfers en notities op het bord groter tekenen, zodat ze beter leesbaar zijn</translation>
    </message>
    <message>
        <source>Candidates F&amp;rom</source>
        <translation>&amp;Bron van kandidaten</translation>
    </message>
    <message>
        <source>Ca&amp;ge Colours</source>
        <translation>Kooikleu&amp;ren</translation>
    </message>
    <message>
        <source>Tint the cages of a Killer puzzle so that cages side by side differ</source>
        <translation>De kooien van een Killer-puzzel inkleuren zodat aangrenzende kooien verschillen</translation>
    </message>
</context>
<context>
    <name>nonet::ui::BoardWidget</name>
    <message numerus="yes">
        <source>cage %1, %n cell(s), sum %2</source>
        <translation>
            <numerusform>kooi %1, %n vakje, som %2</numerusform>
            <numerusform>kooi %1, %n vakjes, som %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Sudokubord</translation>
    </message>
    <message>
        <source>Digit first: %1 is chosen; Enter places it, Esc leaves.</source>
        <translation>Cijfer eerst: %1 is gekozen; Enter vult het in, Esc stopt.</translation>
    </message>
    <message>
        <source>Digit first: type the digit to place.</source>
        <translation>Cijfer eerst: typ het cijfer dat je wilt invullen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 can still go in %n cell(s).</source>
        <translation>
            <numerusform>%1 kan nog in %n vakje.</numerusform>
            <numerusform>%1 kan nog in %n vakjes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move between the cells. Type a digit to place it, Shift and a digit for a note, Delete to erase, Ctrl and an arrow for the next empty cell.</source>
        <translation>Pijltjestoetsen gaan van vak naar vak. Typ een cijfer om het te plaatsen, Shift en een cijfer voor een notitie, Delete om te wissen, Ctrl en een pijl voor het volgende lege vak.</translation>
    </message>
    <message>
        <source>A grid of %1 rows and %1 columns.</source>
        <translation>Een rooster van %1 rijen en %1 kolommen.</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>gebied %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>venster %1</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>diagonaal %1</translation>
    </message>
    <message>
        <source>selection cleared</source>
        <comment>spoken: Escape left only the cursor&apos;s cell selected</comment>
        <translation>selectie opgeheven</translation>
    </message>
</context>
<context>
    <name>nonet::ui::CageCombinationsView</name>
    <message>
        <source>Cage combinations</source>
        <translation>Kooicombinaties</translation>
    </message>
    <message>
        <source>Combinations: select a cell of a cage</source>
        <translation>Combinaties: kies een vakje van een kooi</translation>
    </message>
    <message numerus="yes">
        <source>Cage %1 · %n cell(s) · %2</source>
        <translation>
            <numerusform>Kooi %1 · %n vakje · %2</numerusform>
            <numerusform>Kooi %1 · %n vakjes · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, ruled out</source>
        <translation>%1, uitgesloten</translation>
    </message>
</context>
<context>
    <name>nonet::ui::CellWidget</name>
    <message>
        <source>%1, given</source>
        <translation>%1, gegeven</translation>
    </message>
    <message>
        <source>%1, conflict</source>
        <translation>%1, conflict</translation>
    </message>
    <message>
        <source>%1, wrong</source>
        <translation>%1, fout</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>%1 can go here.</source>
        <translation>%1 kan hier staan.</translation>
    </message>
    <message>
        <source>Two candidates.</source>
        <translation>Twee kandidaten.</translation>
    </message>
    <message>
        <source>notes %1</source>
        <translation>notities %1</translation>
    </message>
    <message>
        <source>centre notes %1</source>
        <translation>middennotities %1</translation>
    </message>
    <message>
        <source>note %1 in colour %2</source>
        <translation>notitie %1 in kleur %2</translation>
    </message>
    <message>
        <source>%1, colour %2</source>
        <translation>%1, kleur %2</translation>
    </message>
    <message>
        <source>Row %1 column %2, %3</source>
        <translation>Rij %1 kolom %2, %3</translation>
    </message>
</context>
<context>
    <name>nonet::ui::DigitButton</name>
    <message>
        <source>Digit %1</source>
        <translation>Cijfer %1</translation>
    </message>
</context>
<context>
    <name>nonet::ui::Keypad</name>
    <message>
        <source>Keypad</source>
        <translation>Cijferblok</translation>
    </message>
    <message>
        <source>Places digits and notes in the selected cell</source>
        <translation>Zet cijfers en notities in de gekozen cel</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Erase the selected cell (Delete)</source>
        <translation>Wis de gekozen cel (Delete)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>Notes mode</source>
        <translation>Notitiemodus</translation>
    </message>
    <message>
        <source>Notes mode: digits toggle notes instead of placing values (N)</source>
        <translation>Notitiemodus: cijfers zetten notities aan of uit in plaats van ze in te vullen (N)</translation>
    </message>
    <message>
        <source>Toggle note %1 in the selected cell (Shift+%1)</source>
        <translation>Notitie %1 aan of uit in de gekozen cel (Shift+%1)</translation>
    </message>
    <message>
        <source>Place %1 in the selected cell (key %1)</source>
        <translation>Zet %1 in de gekozen cel (toets %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>nog %n te plaatsen</numerusform>
            <numerusform>nog %n te plaatsen</numerusform>
        </translation>
    </message>
    <message>
        <source>all placed</source>
        <translation>alle geplaatst</translation>
    </message>
    <message>
        <source>all placed, but one is marked as a mistake</source>
        <translation>alle geplaatst, maar één is als fout gemarkeerd</translation>
    </message>
    <message>
        <source>Choose %1, then click cells to place it or, in notes mode, note it (key %1)</source>
        <translation>Kies %1 en klik dan op vakjes om het in te vullen of, in notitiemodus, te noteren (toets %1)</translation>
    </message>
    <message>
        <source>%1. Hold it down to see where %2 can still go.</source>
        <translation>%1. Houd ingedrukt om te zien waar %2 nog kan.</translation>
    </message>
</context>
<context>
    <name>nonet::ui::PauseCover</name>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>The game is paused. Click or press Space to resume.</source>
        <translation>Het spel is gepauzeerd. Klik of druk op de spatiebalk om verder te gaan.</translation>
    </message>
    <message>
        <source>Click to resume</source>
        <translation>Klik om verder te gaan</translation>
    </message>
    <message>
        <source>Click or press Space to resume</source>
        <translation>Klik of druk op de spatiebalk om verder te gaan</translation>
    </message>
</context>
<context>
    <name>nonet::ui::SelectionPopup</name>
    <message>
        <source>Erase</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Erase the cell (Delete)</source>
        <translation>Wis de cel (Delete)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>Notes: a digit toggles a note instead of placing it (N)</source>
        <translation>Notities: een cijfer zet een notitie aan of uit in plaats van het in te vullen (N)</translation>
    </message>
    <message>
        <source>Remove note %1</source>
        <translation>Notitie %1 weghalen</translation>
    </message>
    <message>
        <source>Add note %1</source>
        <translation>Notitie %1 toevoegen</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 invullen</translation>
    </message>
    <message>
        <source>Toggle notes of %1</source>
        <translation>Notities van %1 aan of uit</translation>
    </message>
    <message>
        <source>Choose a digit for %1</source>
        <translation>Kies een cijfer voor %1</translation>
    </message>
    <message>
        <source>No colour</source>
        <translation>Geen kleur</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Kleur %1</translation>
    </message>
    <message>
        <source>%1 (Alt+%2)</source>
        <translation>%1 (Alt+%2)</translation>
    </message>
    <message>
        <source>Colour of note %1</source>
        <translation>Kleur van notitie %1</translation>
    </message>
    <message>
        <source>&amp;No colour</source>
        <translation>&amp;Geen kleur</translation>
    </message>
    <message>
        <source>Colour &amp;%1</source>
        <translation>Kleur &amp;%1</translation>
    </message>
    <message>
        <source>%1; the note is in colour %2</source>
        <translation>%1; de notitie heeft kleur %2</translation>
    </message>
    <message>
        <source>%1 (right-click: colour the note)</source>
        <translation>%1 (rechtsklik: de notitie kleuren)</translation>
    </message>
    <message>
        <source>%1 (already in one of its houses)</source>
        <translation>%1 (staat al in een van zijn groepen)</translation>
    </message>
</context>
<context>
    <name>nonet::ui::SpokenText</name>
    <message>
        <source>%1 by %2</source>
        <comment>a size said aloud: 16×16 is &quot;16 by 16&quot;</comment>
        <translation>%1 bij %2</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <comment>a cell said aloud; the same words as everywhere in the game</comment>
        <translation>rij %1 kolom %2</translation>
    </message>
    <message>
        <source> or </source>
        <comment>a chain&apos;s node said aloud: 5 in row 3 column 7 or row 3 column 8</comment>
        <translation> of </translation>
    </message>
    <message>
        <source>, strongly linked to </source>
        <translation>, sterk verbonden met </translation>
    </message>
    <message>
        <source>, weakly linked to </source>
        <translation>, zwak verbonden met </translation>
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
        <translation>Stopwatch</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>1 seconde</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 seconden</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minuut</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 uur</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 uur</translation>
    </message>
    <message>
        <source>Paused. Click to resume.</source>
        <translation>Gepauzeerd. Klik om verder te gaan.</translation>
    </message>
    <message>
        <source>%1 elapsed, paused. Press to resume.</source>
        <translation>%1 verstreken, gepauzeerd. Druk om verder te gaan.</translation>
    </message>
    <message>
        <source>Elapsed time. Click to pause; the board is hidden while paused.</source>
        <translation>Verstreken tijd. Klik om te pauzeren; tijdens de pauze is het bord verborgen.</translation>
    </message>
    <message>
        <source>%1 elapsed. Press to pause.</source>
        <translation>%1 verstreken. Druk om te pauzeren.</translation>
    </message>
</context>
</TS>
