<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he_IL">
<context>
    <name>HintText</name>
    <message>
        <source>A row, column or box with one empty cell left: that cell takes the missing digit.</source>
        <translation>בשורה, בעמודה או בריבוע נשארה משבצת ריקה אחת: היא מקבלת את הספרה החסרה.</translation>
    </message>
    <message>
        <source>A digit has only one place left in a box, so it goes there.</source>
        <translation>לספרה נשאר מקום אחד בלבד בריבוע, ולכן היא נכנסת לשם.</translation>
    </message>
    <message>
        <source>A digit has only one place left in a row or column, so it goes there.</source>
        <translation>לספרה נשאר מקום אחד בלבד בשורה או בעמודה, ולכן היא נכנסת לשם.</translation>
    </message>
    <message>
        <source>A cell has only one candidate left, so that digit goes there.</source>
        <translation>למשבצת נשאר מועמד אחד בלבד, ולכן הספרה הזאת נכנסת אליה.</translation>
    </message>
    <message>
        <source>In a box a digit lies only in one row or column, so it leaves the rest of that line.</source>
        <translation>בריבוע, ספרה נמצאת רק בשורה אחת או בעמודה אחת, ולכן היא יוצאת משאר הקו הזה.</translation>
    </message>
    <message>
        <source>In a row or column a digit lies only in one box, so it leaves the rest of that box.</source>
        <translation>בשורה או בעמודה, ספרה נמצאת רק בריבוע אחד, ולכן היא יוצאת משאר הריבוע הזה.</translation>
    </message>
    <message>
        <source>Two cells of a house hold the same two candidates: those digits are theirs, and leave the house&apos;s other cells.</source>
        <translation>בשתי משבצות של יחידה יש אותם שני מועמדים: הספרות האלה שלהן, והן יוצאות משאר המשבצות של היחידה.</translation>
    </message>
    <message>
        <source>Two digits fit only in the same two cells of a house: those cells can hold nothing else.</source>
        <translation>שתי ספרות מתאימות רק לאותן שתי משבצות ביחידה: המשבצות האלה לא יכולות להכיל שום דבר אחר.</translation>
    </message>
    <message>
        <source>Three cells of a house hold only three digits between them: those digits leave the house&apos;s other cells.</source>
        <translation>בשלוש משבצות של יחידה יש יחד רק שלוש ספרות: הספרות האלה יוצאות משאר המשבצות של היחידה.</translation>
    </message>
    <message>
        <source>Three digits fit only in the same three cells of a house: those cells can hold nothing else.</source>
        <translation>שלוש ספרות מתאימות רק לאותן שלוש משבצות ביחידה: המשבצות האלה לא יכולות להכיל שום דבר אחר.</translation>
    </message>
    <message>
        <source>Four cells of a house hold only four digits between them: those digits leave the house&apos;s other cells.</source>
        <translation>בארבע משבצות של יחידה יש יחד רק ארבע ספרות: הספרות האלה יוצאות משאר המשבצות של היחידה.</translation>
    </message>
    <message>
        <source>Four digits fit only in the same four cells of a house: those cells can hold nothing else.</source>
        <translation>ארבע ספרות מתאימות רק לאותן ארבע משבצות ביחידה: המשבצות האלה לא יכולות להכיל שום דבר אחר.</translation>
    </message>
    <message>
        <source>A digit fits in two rows only in the same two columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>בשתי שורות, ספרה מתאימה רק לאותן שתי עמודות (או להפך): היא יוצאת משאר העמודות האלה.</translation>
    </message>
    <message>
        <source>Two lines each have a digit in two places, with one end of each aligned: one of the other two ends holds it, so cells seeing both lose it.</source>
        <translation>בשני קווים יש לספרה שני מקומות בכל אחד, וקצה אחד של כל קו מיושר עם השני: אחד משני הקצוות האחרים מכיל אותה, ולכן משבצות שרואות את שניהם מאבדות אותה.</translation>
    </message>
    <message>
        <source>A row and a column each have a digit in two places, linked through a box: cells seeing both free ends lose it.</source>
        <translation>בשורה ובעמודה יש לספרה שני מקומות בכל אחת, והן מקושרות דרך ריבוע: משבצות שרואות את שני הקצוות החופשיים מאבדות אותה.</translation>
    </message>
    <message>
        <source>Two strong links of a digit joined by a weak one: one of the chain&apos;s ends holds it, so cells seeing both lose it.</source>
        <translation>שני קישורים חזקים של ספרה המחוברים בקישור חלש: אחד מקצות השרשרת מכיל אותה, ולכן משבצות שרואות את שניהם מאבדות אותה.</translation>
    </message>
    <message>
        <source>A box&apos;s candidates for a digit form a cross; with a strong link outside, the digit leaves the cell where they meet.</source>
        <translation>המועמדים של ריבוע לספרה יוצרים צלב; עם קישור חזק מחוצה לו, הספרה יוצאת מהמשבצת שבה הם נפגשים.</translation>
    </message>
    <message>
        <source>A digit fits in three rows only within three columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>בשלוש שורות, ספרה מתאימה רק בתוך שלוש עמודות (או להפך): היא יוצאת משאר העמודות האלה.</translation>
    </message>
    <message>
        <source>A digit fits in four rows only within four columns (or the other way round): it leaves the rest of those columns.</source>
        <translation>בארבע שורות, ספרה מתאימה רק בתוך ארבע עמודות (או להפך): היא יוצאת משאר העמודות האלה.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates (fins) in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>X-Wing עם מועמדים נוספים (סנפירים) בריבוע אחד: משבצות שרואות את הסנפירים ונמצאות בקווי הכיסוי מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>A swordfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>דג חרב עם סנפירים בריבוע אחד: משבצות שרואות את הסנפירים ונמצאות בקווי הכיסוי מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>A jellyfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.</source>
        <translation>מדוזה עם סנפירים בריבוע אחד: משבצות שרואות את הסנפירים ונמצאות בקווי הכיסוי מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>Strong links of one digit colour cells in two alternating colours: one colour is true, so cells seeing both colours (or a colour that contradicts itself) lose it.</source>
        <translation>קישורים חזקים של ספרה אחת צובעים משבצות בשני צבעים לסירוגין: צבע אחד נכון, ולכן משבצות שרואות את שני הצבעים (או צבע שסותר את עצמו) מאבדות אותה.</translation>
    </message>
    <message>
        <source>A pivot with two candidates sees two cells that share one digit with it each and a third digit: cells seeing both wings lose that digit.</source>
        <translation>ציר עם שני מועמדים רואה שתי משבצות, שכל אחת חולקת איתו ספרה אחת, ושתיהן חולקות ספרה שלישית: משבצות שרואות את שתי הכנפיים מאבדות את הספרה הזאת.</translation>
    </message>
    <message>
        <source>A pivot with three candidates and two wings sharing one digit: cells seeing all three lose that digit.</source>
        <translation>ציר עם שלושה מועמדים ושתי כנפיים שחולקות ספרה אחת: משבצות שרואות את שלושתם מאבדות את הספרה הזאת.</translation>
    </message>
    <message>
        <source>Two cells with the same pair, joined by a strong link on one digit: cells seeing both lose the other digit.</source>
        <translation>שתי משבצות עם אותו זוג, המחוברות בקישור חזק על ספרה אחת: משבצות שרואות את שתיהן מאבדות את הספרה האחרת.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same pair alternates the two digits: cells seeing ends of opposite parity lose both.</source>
        <translation>שרשרת משבצות עם אותו זוג מחליפה את שתי הספרות לסירוגין: משבצות שרואות קצוות בזוגיות הפוכה מאבדות את שתיהן.</translation>
    </message>
    <message>
        <source>Four cells in two boxes would allow two solutions if three of them kept only the same pair: the fourth cannot be one of that pair.</source>
        <translation>ארבע משבצות בשני ריבועים היו מאפשרות שני פתרונות אילו בשלוש מהן נשאר רק אותו זוג: הרביעית לא יכולה להיות אחת מספרות הזוג.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two roof cells share one extra digit: one of them holds it, so cells seeing both lose it.</source>
        <translation>מלבן ייחודיות ששתי משבצות הגג שלו חולקות ספרה נוספת אחת: אחת מהן מכילה אותה, ולכן משבצות שרואות את שתיהן מאבדות אותה.</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof holds one of the pair&apos;s digits only there in a house: the other digit leaves the roof.</source>
        <translation>מלבן ייחודיות שבגג שלו נמצאת אחת מספרות הזוג רק שם ביחידה: הספרה האחרת יוצאת מהגג.</translation>
    </message>
    <message>
        <source>Every cell but one has two candidates: that cell must take the digit that would otherwise allow two solutions.</source>
        <translation>בכל המשבצות מלבד אחת יש שני מועמדים: המשבצת הזאת חייבת לקבל את הספרה שאחרת הייתה מאפשרת שני פתרונות.</translation>
    </message>
    <message>
        <source>A chain of strong and weak links on one digit: one of its ends holds the digit, so cells seeing both ends lose it.</source>
        <translation>שרשרת של קישורים חזקים וחלשים על ספרה אחת: אחד מקצותיה מכיל את הספרה, ולכן משבצות שרואות את שני הקצוות מאבדות אותה.</translation>
    </message>
    <message>
        <source>A chain of two-candidate cells: one of its ends holds the shared digit, so cells seeing both ends lose it.</source>
        <translation>שרשרת של משבצות עם שני מועמדים: אחד מקצותיה מכיל את הספרה המשותפת, ולכן משבצות שרואות את שני הקצוות מאבדות אותה.</translation>
    </message>
    <message>
        <source>A loop of alternating strong and weak links: where it breaks, a candidate must be true or false.</source>
        <translation>לולאה של קישורים חזקים וחלשים לסירוגין: במקום שבו היא נשברת, מועמד חייב להיות נכון או שגוי.</translation>
    </message>
    <message>
        <source>A nice loop in which some links join groups of cells in one box and line.</source>
        <translation>לולאה שבה חלק מהקישורים מחברים קבוצות של משבצות בריבוע ובקו אחד.</translation>
    </message>
    <message>
        <source>Two almost locked sets share a restricted digit: the other common digit leaves cells seeing all its places in both sets.</source>
        <translation>שתי קבוצות כמעט נעולות (ALS) חולקות ספרה משותפת מוגבלת: הספרה המשותפת האחרת יוצאת ממשבצות שרואות את כל מקומותיה בשתי הקבוצות.</translation>
    </message>
    <message>
        <source>Every choice for a cell (or every place of a digit) leads to the same conclusion, so it holds.</source>
        <translation>כל בחירה למשבצת (או כל מקום של ספרה) מובילה לאותה מסקנה, ולכן היא נכונה.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is removed.</source>
        <translation>ההנחה שמועמד נכון מובילה לסתירה, ולכן הוא מוסר.</translation>
    </message>
    <message>
        <source>No technique the game knows applies here; this is the solution&apos;s digit.</source>
        <translation>אף טכניקה שהמשחק מכיר לא עובדת כאן; זאת הספרה מהפתרון.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 ו־%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>שורה %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>עמודה %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>ריבוע %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>אזור %1</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>אלכסון %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>חלון %1</translation>
    </message>
    <message>
        <source>place %1 in %2</source>
        <translation>להציב %1 ב־%2</translation>
    </message>
    <message>
        <source>remove %1 from %2</source>
        <translation>להסיר %1 מ־%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, fins %1</source>
        <translation>, סנפירים %1</translation>
    </message>
    <message>
        <source>, other colour %1</source>
        <translation>, הצבע השני %1</translation>
    </message>
    <message>
        <source>, chain %1</source>
        <translation>, שרשרת %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Look at %1.</source>
        <translation>הסתכלו על %1.</translation>
    </message>
    <message>
        <source>Look at the highlighted cells.</source>
        <translation>הסתכלו על המשבצות המודגשות.</translation>
    </message>
    <message>
        <source>(You have no notes; this hint uses every cell&apos;s candidates.)</source>
        <translation>(אין לכם הערות; הרמז הזה משתמש במועמדים של כל המשבצות.)</translation>
    </message>
    <message>
        <source>(Some empty cells have no notes; this hint uses every cell&apos;s candidates.)</source>
        <translation>(בחלק מהמשבצות הריקות אין הערות; הרמז הזה משתמש במועמדים של כל המשבצות.)</translation>
    </message>
    <message>
        <source>(Some notes rule out a cell&apos;s right digit; this hint uses the true candidates.)</source>
        <translation>(חלק מההערות פוסלות את הספרה הנכונה של משבצת; הרמז הזה משתמש במועמדים האמיתיים.)</translation>
    </message>
    <message>
        <source>There is a mistake on the board: fix it before the next step. Press Hint again to see where.</source>
        <translation>יש טעות בלוח: תקנו אותה לפני הצעד הבא. לחצו שוב על רמז כדי לראות איפה.</translation>
    </message>
    <message numerus="yes">
        <source>Wrong digit in %1.</source>
        <translation>
            <numerusform>ספרה שגויה ב־%1.</numerusform>
            <numerusform>ספרות שגויות ב־%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 is the last empty cell of %3 and takes %1</source>
        <translation>%2 היא המשבצת הריקה האחרונה ב־%3 ומקבלת %1</translation>
    </message>
    <message>
        <source>%1 fits only in %2 within %3</source>
        <translation>%1 מתאימה בתוך %3 רק ל־%2</translation>
    </message>
    <message>
        <source>%2 can only be %1</source>
        <translation>%2 יכולה להיות רק %1</translation>
    </message>
    <message>
        <source>%1 lies only in %2 in %3</source>
        <translation>%1 נמצאת ב־%3 רק ב־%2</translation>
    </message>
    <message>
        <source>%1 in %2 (%3)</source>
        <translation>%1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>%1 with %2 (%3)</source>
        <translation>%1 עם %2 (%3)</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 עם %2</translation>
    </message>
    <message>
        <source>%1 along %2</source>
        <translation>%1 לאורך %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 ב־%2</translation>
    </message>
    <message>
        <source>%2 takes %1</source>
        <translation>%2 מקבלת %1</translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation>%1 דרך %2</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 מתוך %2</translation>
    </message>
    <message>
        <source>%1 in %2 leads to a contradiction</source>
        <translation>%1 ב־%2 מובילה לסתירה</translation>
    </message>
    <message>
        <source>%2 is %1</source>
        <translation>%2 היא %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 ← %2</translation>
    </message>
    <message>
        <source>A cage with one empty cell left: that cell takes what the cage&apos;s sum still needs.</source>
        <translation>כלוב שנשאר בו תא ריק אחד: התא הזה מקבל את מה שעוד חסר לסכום הכלוב.</translation>
    </message>
    <message>
        <source>%2 is the last empty cell of its cage and takes %1</source>
        <translation>%2 הוא התא הריק האחרון בכלוב שלו ומקבל %1</translation>
    </message>
    <message>
        <source>Every combination of a cage&apos;s sum holds a digit, and only one cell of the cage can still take it: it goes there.</source>
        <translation>כל צירוף של סכום הכלוב מכיל ספרה, ורק תא אחד בכלוב עוד יכול לקבל אותה: היא נכנסת לשם.</translation>
    </message>
    <message>
        <source>%1 fits only in %2 within its cage</source>
        <translation>%1 מתאימה בתוך הכלוב שלה רק ל־%2</translation>
    </message>
    <message>
        <source>Only some sets of different digits add up to a cage&apos;s sum; a candidate that fits no such set in the cage&apos;s cells goes.</source>
        <translation>רק חלק מקבוצות הספרות השונות מסתכמות בסכום הכלוב; מועמד שאינו מתאים לאף קבוצה כזאת בתאי הכלוב יוצא.</translation>
    </message>
    <message>
        <source>the cage of %2 can only use %1</source>
        <translation>הכלוב של %2 יכול להשתמש רק ב־%1</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds can only go in the cage&apos;s cells of one house: it leaves that house&apos;s other cells.</source>
        <translation>ספרה שכל צירוף של הכלוב מכיל יכולה להיכנס רק לתאי הכלוב שבבית אחד: היא יוצאת משאר התאים של אותו בית.</translation>
    </message>
    <message>
        <source>%1 of the cage lies only in %2 in %3</source>
        <translation>%1 של הכלוב נמצאת רק ב־%2 ב־%3</translation>
    </message>
    <message>
        <source>In a house a digit can only go in the cells of one cage: that cage holds it there, so its combinations without it go.</source>
        <translation>בבית מסוים ספרה יכולה להיכנס רק לתאים של כלוב אחד: הכלוב הזה מכיל אותה שם, ולכן הצירופים שלו בלעדיה יוצאים.</translation>
    </message>
    <message>
        <source>%1 of %3 lies only in %2, all in one cage</source>
        <translation>%1 של %3 נמצאת רק ב־%2, כולם בכלוב אחד</translation>
    </message>
    <message>
        <source>A row, column or box adds up to 45: take away the cages inside it, and the cells left over (innies), or its cages&apos; cells outside it (outies), add up to what remains.</source>
        <translation>שורה, טור או ריבוע מסתכמים ב־45: מורידים את הכלובים שבתוכם, והתאים שנשארו (פנימיים), או תאי הכלובים שלהם שבחוץ (חיצוניים), מסתכמים במה שנותר.</translation>
    </message>
    <message>
        <source>the rule of 45 in %3</source>
        <translation>כלל ה־45 ב־%3</translation>
    </message>
    <message>
        <source>Several rows, columns or boxes add up to 45 each: the cells left over inside them, or their cages&apos; cells outside them, add up to what the cages do not cover.</source>
        <translation>כמה שורות, טורים או ריבועים מסתכמים כל אחד ב־45: התאים שנשארו בתוכם, או תאי הכלובים שלהם שבחוץ, מסתכמים במה שהכלובים לא מכסים.</translation>
    </message>
    <message>
        <source>A house cuts a cage in two and the rule of 45 gives the sum of the part inside: the part outside adds up to the rest, and the cage&apos;s different digits must make both sums.</source>
        <translation>בית חוצה כלוב לשניים וכלל ה־45 נותן את סכום החלק שבפנים: החלק שבחוץ מסתכם ביתרה, והספרות השונות של הכלוב חייבות ליצור את שני הסכומים.</translation>
    </message>
    <message>
        <source>a cage cut by %3</source>
        <translation>כלוב שנחתך על ידי %3</translation>
    </message>
    <message>
        <source>Two cages in one house hold different digits: a combination that leaves the other cage none, or the house&apos;s other cells no place for a digit left over, goes.</source>
        <translation>שני כלובים בבית אחד מכילים ספרות שונות: צירוף שלא משאיר לכלוב השני אף צירוף, או לא משאיר לשאר תאי הבית מקום לספרה שנותרה, יוצא.</translation>
    </message>
    <message>
        <source>the cages of %2 in %3 use %1</source>
        <translation>הכלובים של %2 ב־%3 משתמשים ב־%1</translation>
    </message>
    <message>
        <source>Three cages in one house hold different digits: a combination that leaves the other cages none, or the house&apos;s other cells no place for a digit left over, goes.</source>
        <translation>שלושה כלובים בבית אחד מכילים ספרות שונות: צירוף שלא משאיר לכלובים האחרים אף צירוף, או לא משאיר לשאר תאי הבית מקום לספרה שנותרה, יוצא.</translation>
    </message>
    <message>
        <source>, inside %1</source>
        <translation>, בפנים %1</translation>
    </message>
    <message>
        <source>, outside %1</source>
        <translation>, בחוץ %1</translation>
    </message>
    <message>
        <source>, the part inside adding up to %1</source>
        <translation>, החלק שבפנים מסתכם ב־%1</translation>
    </message>
    <message>
        <source>, inside minus outside %1</source>
        <translation>, בפנים פחות בחוץ %1</translation>
    </message>
    <message>
        <source>, adding up to %1</source>
        <translation>, ביחד %1</translation>
    </message>
    <message>
        <source>Look at the outlined cage of %1, sum %2.</source>
        <translation>הסתכלו על הכלוב המסומן של %1, סכום %2.</translation>
    </message>
    <message>
        <source>Look at the outlined cages.</source>
        <translation>הסתכלו על הכלובים המסומנים.</translation>
    </message>
    <message>
        <source>no way to fill the cage of %2 with different digits adding up to its sum puts a removed candidate in its cell: with it there, the cage&apos;s other cells cannot take the rest of any combination</source>
        <translation>אין דרך למלא את הכלוב של %2 בספרות שונות שסכומן הסכום שלו שמציבה מועמד שהוסר בתא שלו: אם הוא שם, שאר תאי הכלוב אינם יכולים לקבל את שארית אף צירוף</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>TrainerText</name>
    <message>
        <source>Take one box and one digit at a time: when all the digit&apos;s candidates in the box sit in one row or column, strike it from that line outside the box.</source>
        <translation>עברו על תיבה אחת וספרה אחת בכל פעם: כשכל המועמדים של הספרה בתיבה נמצאים בשורה או בטור אחד, מחקו אותה מהקו הזה מחוץ לתיבה.</translation>
    </message>
    <message>
        <source>Go along each row and column: when a digit&apos;s candidates there all fall in one box, strike it from the rest of that box.</source>
        <translation>עברו על כל שורה וטור: כשכל המועמדים של ספרה שם נופלים בתיבה אחת, מחקו אותה משאר התיבה.</translation>
    </message>
    <message>
        <source>Look for two cells of a row, column or box whose notes are the same two digits, and remove those digits from the house&apos;s other cells.</source>
        <translation>חפשו שתי משבצות בשורה, בטור או בתיבה שההערות שלהן הן אותן שתי ספרות, והסירו את הספרות האלה משאר המשבצות של היחידה.</translation>
    </message>
    <message>
        <source>In one house, count where each digit can go: two digits with the same two places make a hidden pair; clear the other notes from those cells.</source>
        <translation>ביחידה אחת ספרו לאן כל ספרה יכולה ללכת: שתי ספרות עם אותם שני מקומות הן זוג נסתר; נקו את שאר ההערות מהמשבצות האלה.</translation>
    </message>
    <message>
        <source>Look for three cells of one house whose notes together use only three digits (not every cell needs all three).</source>
        <translation>חפשו שלוש משבצות ביחידה אחת שההערות שלהן יחד משתמשות רק בשלוש ספרות (לא בכל משבצת חייבות להיות שלושתן).</translation>
    </message>
    <message>
        <source>In one house, find three digits whose places all fall within the same three cells; those cells keep only these digits.</source>
        <translation>ביחידה אחת מצאו שלוש ספרות שכל המקומות שלהן נופלים באותן שלוש משבצות; במשבצות האלה נשארות רק הספרות האלה.</translation>
    </message>
    <message>
        <source>As with a triple, but four cells share four digits; it only matters in a house with eight or more empty cells.</source>
        <translation>כמו בשלישייה, אבל ארבע משבצות חולקות ארבע ספרות; זה משנה רק ביחידה עם שמונה משבצות ריקות או יותר.</translation>
    </message>
    <message>
        <source>Four digits of a house confined to the same four cells: it only matters in a house with no digit placed yet.</source>
        <translation>ארבע ספרות של יחידה שמוגבלות לאותן ארבע משבצות: זה משנה רק ביחידה שעוד לא הוצבה בה אף ספרה.</translation>
    </message>
    <message>
        <source>Follow one digit: find two rows where it has exactly two places, in the same two columns (or two such columns).</source>
        <translation>עקבו אחרי ספרה אחת: מצאו שתי שורות שבהן יש לה בדיוק שני מקומות, באותם שני טורים (או שני טורים כאלה).</translation>
    </message>
    <message>
        <source>Follow one digit: a row and a column with exactly two places each, one end of each in the same box; the cell seeing both other ends loses it.</source>
        <translation>עקבו אחרי ספרה אחת: שורה וטור עם בדיוק שני מקומות כל אחד, קצה אחד של כל אחד באותה תיבה; המשבצת שרואה את שני הקצוות האחרים מאבדת אותה.</translation>
    </message>
    <message>
        <source>Follow one digit: two rows (or columns) with exactly two places each, one pair of ends aligned; look at the cells seeing both other ends.</source>
        <translation>עקבו אחרי ספרה אחת: שתי שורות (או טורים) עם בדיוק שני מקומות כל אחת, זוג קצוות אחד מיושר; הסתכלו על המשבצות שרואות את שני הקצוות האחרים.</translation>
    </message>
    <message>
        <source>Follow one digit into a box where its candidates lie on one row and one column, and pair that cross with a line holding the digit in exactly two places.</source>
        <translation>עקבו אחרי ספרה אחת אל תיבה שבה המועמדים שלה נמצאים על שורה אחת וטור אחד, וחברו את הצלב הזה לקו שבו יש לספרה בדיוק שני מקומות.</translation>
    </message>
    <message>
        <source>Look for three corners of a rectangle over two boxes holding only the same two candidates; the fourth corner cannot be either of them.</source>
        <translation>חפשו שלוש פינות של מלבן על פני שתי תיבות שיש בהן רק אותם שני מועמדים; הפינה הרביעית לא יכולה להיות אף אחד מהם.</translation>
    </message>
    <message>
        <source>Start from a cell with two candidates that sees two other two-candidate cells, each sharing one digit with it and one with each other.</source>
        <translation>התחילו ממשבצת עם שני מועמדים שרואה שתי משבצות נוספות עם שני מועמדים, שכל אחת חולקת איתה ספרה אחת ואחת זו עם זו.</translation>
    </message>
    <message>
        <source>Follow a chain of cells holding the same two candidates, each seeing the next; a cell seeing two chain cells an odd number of steps apart loses both digits.</source>
        <translation>עקבו אחרי שרשרת משבצות עם אותם שני מועמדים, שכל אחת רואה את הבאה; משבצת שרואה שתי משבצות בשרשרת שביניהן מספר צעדים אי־זוגי מאבדת את שתי הספרות.</translation>
    </message>
    <message>
        <source>As an X-Wing on three lines: one digit confined in three rows to the same three columns, with two or three places in each row.</source>
        <translation>כמו X-Wing על שלושה קווים: ספרה אחת שמוגבלת בשלוש שורות לאותם שלושה טורים, עם שניים או שלושה מקומות בכל שורה.</translation>
    </message>
    <message>
        <source>Look for an X-Wing spoiled by extra candidates in one corner&apos;s box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>חפשו X-Wing שמקולקל על ידי מועמדים נוספים בתיבה של אחת הפינות: רק משבצות בקווי הכיסוי שרואות גם את הסנפירים מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes: two corners hold just the pair, the other two the pair and the same extra digit; that digit leaves the cells seeing both.</source>
        <translation>מלבן על פני שתי תיבות: בשתי פינות יש רק את הזוג, ובשתיים האחרות את הזוג ואותה ספרה נוספת; הספרה הזאת יוצאת מהמשבצות שרואות את שתיהן.</translation>
    </message>
    <message>
        <source>A rectangle over two boxes whose roof cells share a house in which one digit of the pair can go only there: the other digit leaves the roof.</source>
        <translation>מלבן על פני שתי תיבות שמשבצות הגג שלו חולקות יחידה שבה ספרה אחת של הזוג יכולה להיות רק שם: הספרה השנייה יוצאת מהגג.</translation>
    </message>
    <message>
        <source>Follow one digit from house to house where it has exactly two places, colouring the cells in turn; then look for a colour that meets itself, or a cell seeing both.</source>
        <translation>עקבו אחרי ספרה אחת מיחידה ליחידה שבהן יש לה בדיוק שני מקומות, וצבעו את המשבצות לסירוגין; אחר כך חפשו צבע שפוגש את עצמו, או משבצת שרואה את שני הצבעים.</translation>
    </message>
    <message>
        <source>Like an XY-Wing whose pivot has three candidates: only cells that see the pivot and both wings lose the shared digit.</source>
        <translation>כמו XY-Wing שלציר שלו יש שלושה מועמדים: רק משבצות שרואות את הציר ואת שתי הכנפיים מאבדות את הספרה המשותפת.</translation>
    </message>
    <message>
        <source>Find two cells with the same pair that do not see each other, joined by a line where one digit of the pair has exactly two places.</source>
        <translation>מצאו שתי משבצות עם אותו זוג שלא רואות זו את זו, ומחוברות בקו שבו לספרה אחת של הזוג יש בדיוק שני מקומות.</translation>
    </message>
    <message>
        <source>Look for a swordfish spoiled by a few extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>חפשו Swordfish שמקולקל על ידי כמה מועמדים נוספים בתיבה אחת: רק משבצות בקווי הכיסוי שרואות גם את הסנפירים מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>When every empty cell has two candidates except one with three, find the digit that appears three times in that cell&apos;s houses.</source>
        <translation>כשלכל משבצת ריקה יש שני מועמדים חוץ מאחת עם שלושה, מצאו את הספרה שמופיעה שלוש פעמים ביחידות של המשבצת הזאת.</translation>
    </message>
    <message>
        <source>A fish on four lines: it only matters for a digit that is still missing from almost every row and column.</source>
        <translation>דג על ארבעה קווים: זה משנה רק לספרה שעדיין חסרה כמעט בכל שורה וטור.</translation>
    </message>
    <message>
        <source>Look for a jellyfish spoiled by extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.</source>
        <translation>חפשו Jellyfish שמקולקל על ידי מועמדים נוספים בתיבה אחת: רק משבצות בקווי הכיסוי שרואות גם את הסנפירים מאבדות את הספרה.</translation>
    </message>
    <message>
        <source>Follow one digit, alternating strong links (exactly two places in a house) and weak ones, from a strong link to a strong link.</source>
        <translation>עקבו אחרי ספרה אחת, וחליפו בין קשרים חזקים (בדיוק שני מקומות ביחידה) לחלשים, מקשר חזק ועד קשר חזק.</translation>
    </message>
    <message>
        <source>Chain two-candidate cells, each sharing a digit with the next, and see whether the chain starts and ends on the same digit.</source>
        <translation>שרשרו משבצות עם שני מועמדים, שכל אחת חולקת ספרה עם הבאה, ובדקו אם השרשרת מתחילה ומסתיימת באותה ספרה.</translation>
    </message>
    <message>
        <source>Build a loop of alternating strong and weak links through cells and digits; look at the place where it fails to alternate.</source>
        <translation>בנו לולאה של קשרים חזקים וחלשים לסירוגין דרך משבצות וספרות; הסתכלו על המקום שבו הסירוגין נשבר.</translation>
    </message>
    <message>
        <source>Build a loop as for a nice loop, letting a link end on a group: a digit&apos;s places in one box that share a row or column.</source>
        <translation>בנו לולאה כמו ב־Nice loop, ואפשרו לקשר להסתיים בקבוצה: המקומות של ספרה בתיבה אחת שחולקים שורה או טור.</translation>
    </message>
    <message>
        <source>Find two groups of N cells holding N+1 digits whose shared digit X has places that all see each other; then look at their other shared digit.</source>
        <translation>מצאו שתי קבוצות של N משבצות עם N+1 ספרות, שלספרה המשותפת X שלהן יש מקומות שכולם רואים זה את זה; אחר כך הסתכלו על הספרה המשותפת האחרת שלהן.</translation>
    </message>
    <message>
        <source>Try each candidate of one cell (or each place of one digit) in turn and follow the singles it forces: what every case gives is true.</source>
        <translation>נסו בתורו כל מועמד של משבצת אחת (או כל מקום של ספרה אחת) ועקבו אחרי היחידים שהוא מכתיב: מה שמתקבל בכל המקרים נכון.</translation>
    </message>
    <message>
        <source>Assume a candidate and follow the singles it forces: when a cell or house runs out of options, the candidate was false.</source>
        <translation>הניחו מועמד ועקבו אחרי היחידים שהוא מכתיב: כשלמשבצת או ליחידה נגמרות האפשרויות, המועמד היה שגוי.</translation>
    </message>
    <message>
        <source>Find the %1 and make its step on the board: take the candidates it rules out from the notes (or place the digit it proves), then press Check Step.</source>
        <translation>מצאו את התבנית %1 ובצעו את הצעד שלה על הלוח: הוציאו מההערות את המועמדים שהיא פוסלת (או הציבו את הספרה שהיא מוכיחה), ואז לחצו על בדיקת הצעד.</translation>
    </message>
    <message>
        <source>Right! %1.</source>
        <translation>נכון! %1.</translation>
    </message>
    <message>
        <source>Right, and there is more to it: %1.</source>
        <translation>נכון, ויש בזה עוד: %1.</translation>
    </message>
    <message>
        <source>Nothing changed yet. The step is: %1.</source>
        <translation>עוד לא השתנה כלום. הצעד הוא: %1.</translation>
    </message>
    <message>
        <source>Not this time: what you changed in %1 does not follow from the pattern. The step is: %2.</source>
        <translation>לא הפעם: מה ששיניתם ב־%1 לא נובע מהתבנית. הצעד הוא: %2.</translation>
    </message>
    <message>
        <source>Not this time: what you changed in %1 (framed) does not follow from the pattern. Undo it and try again; Check Step once more shows the step.</source>
        <translation>לא הפעם: מה ששיניתם ב־%1 (ממוסגר) לא נובע מהתבנית. בטלו את השינוי ונסו שוב; לחיצה נוספת על בדיקת הצעד תציג את הצעד.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Sudoku for the desktop</source>
        <translation>סודוקו לשולחן העבודה</translation>
    </message>
    <message>
        <source>Print the time to the first paint of the board, then quit.</source>
        <translation>הדפסת הזמן עד לציור הראשון של הלוח, ואז יציאה.</translation>
    </message>
    <message>
        <source>Show a fixed game in progress (for screenshots).</source>
        <translation>הצגת משחק קבוע באמצע (לצילומי מסך).</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt;, then quit.</source>
        <translation>שמירת תמונה של החלון ב־&lt;file&gt;, ואז יציאה.</translation>
    </message>
    <message>
        <source>A nonet:// link, a puzzle as text, or a .nonet file to open.</source>
        <translation>קישור nonet://‎, חידה כטקסט או קובץ ‎.nonet לפתיחה.</translation>
    </message>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Puzzle pool problem</source>
        <translation>בעיה במאגר החידות</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>בעיה</translation>
    </message>
    <message>
        <source>Show a fixed game of the variant &lt;name&gt; in progress (for screenshots): 4x4, 6x6, 16x16, x, windoku or jigsaw.</source>
        <translation>הצגת משחק קבוע באמצע בגרסה &lt;name&gt; (לצילומי מסך): ‏4x4, ‏6x6, ‏16x16, ‏x, ‏windoku או jigsaw.</translation>
    </message>
</context>
<context>
    <name>nonet</name>
    <message>
        <source>Full house</source>
        <translation>משבצת אחרונה (Full house)</translation>
    </message>
    <message>
        <source>Hidden single (box)</source>
        <translation>יחיד נסתר (ריבוע)</translation>
    </message>
    <message>
        <source>Hidden single (row or column)</source>
        <translation>יחיד נסתר (שורה או עמודה)</translation>
    </message>
    <message>
        <source>Naked single</source>
        <translation>יחיד גלוי</translation>
    </message>
    <message>
        <source>Locked candidates (pointing)</source>
        <translation>מועמדים נעולים (הצבעה)</translation>
    </message>
    <message>
        <source>Locked candidates (claiming)</source>
        <translation>מועמדים נעולים (תביעה)</translation>
    </message>
    <message>
        <source>Naked pair</source>
        <translation>זוג גלוי</translation>
    </message>
    <message>
        <source>Hidden pair</source>
        <translation>זוג נסתר</translation>
    </message>
    <message>
        <source>Naked triple</source>
        <translation>שלישייה גלויה</translation>
    </message>
    <message>
        <source>Hidden triple</source>
        <translation>שלישייה נסתרת</translation>
    </message>
    <message>
        <source>Naked quad</source>
        <translation>רביעייה גלויה</translation>
    </message>
    <message>
        <source>Hidden quad</source>
        <translation>רביעייה נסתרת</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>גורד שחקים</translation>
    </message>
    <message>
        <source>Two-string kite</source>
        <translation>עפיפון (Two-string kite)</translation>
    </message>
    <message>
        <source>Turbot fish</source>
        <translation>דג טורבוט</translation>
    </message>
    <message>
        <source>Empty rectangle</source>
        <translation>מלבן ריק</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>דג חרב</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>מדוזה</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>X-Wing עם סנפיר</translation>
    </message>
    <message>
        <source>Finned swordfish</source>
        <translation>דג חרב עם סנפיר</translation>
    </message>
    <message>
        <source>Finned jellyfish</source>
        <translation>מדוזה עם סנפיר</translation>
    </message>
    <message>
        <source>Simple coloring</source>
        <translation>צביעה פשוטה</translation>
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
        <translation>זוגות מרוחקים</translation>
    </message>
    <message>
        <source>Unique rectangle (type 1)</source>
        <translation>מלבן ייחודיות (סוג 1)</translation>
    </message>
    <message>
        <source>Unique rectangle (type 2)</source>
        <translation>מלבן ייחודיות (סוג 2)</translation>
    </message>
    <message>
        <source>Unique rectangle (type 4)</source>
        <translation>מלבן ייחודיות (סוג 4)</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>שרשרת X</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>שרשרת XY</translation>
    </message>
    <message>
        <source>Nice loop</source>
        <translation>לולאה (Nice loop)</translation>
    </message>
    <message>
        <source>Grouped nice loop</source>
        <translation>לולאה מקובצת</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>Forcing chain</source>
        <translation>שרשרת כפייה</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>ניסוי</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>ניחוש</translation>
    </message>
    <message>
        <source>Last cell of a cage</source>
        <translation>התא האחרון בכלוב</translation>
    </message>
    <message>
        <source>Hidden single (cage)</source>
        <translation>יחיד נסתר (כלוב)</translation>
    </message>
    <message>
        <source>Cage combinations</source>
        <translation>צירופי כלוב</translation>
    </message>
    <message>
        <source>Cage pointing</source>
        <translation>הצבעת כלוב</translation>
    </message>
    <message>
        <source>Cage claiming</source>
        <translation>תפיסת כלוב</translation>
    </message>
    <message>
        <source>Innies and outies (one house)</source>
        <translation>פנימיים וחיצוניים (בית אחד)</translation>
    </message>
    <message>
        <source>Innies and outies (several houses)</source>
        <translation>פנימיים וחיצוניים (כמה בתים)</translation>
    </message>
    <message>
        <source>Cage splitting</source>
        <translation>פיצול כלוב</translation>
    </message>
    <message>
        <source>Combination pair</source>
        <translation>זוג צירופים</translation>
    </message>
    <message>
        <source>Combination triple</source>
        <translation>שלישיית צירופים</translation>
    </message>
</context>
<context>
    <name>nonet::app::Autosave</name>
    <message>
        <source>Autosave</source>
        <translation>שמירה אוטומטית</translation>
    </message>
    <message>
        <source>The game could not be saved automatically to “%1” (%2).</source>
        <translation>לא ניתן היה לשמור את המשחק אוטומטית ב־&quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>it could not be created</source>
        <translation>לא ניתן היה ליצור אותה</translation>
    </message>
    <message>
        <source>Nonet cannot write in its data folder “%1” (%2).</source>
        <translation>Nonet אינו יכול לכתוב בתיקיית הנתונים שלו “%1” (%2).</translation>
    </message>
    <message>
        <source>Another Nonet is using every autosave slot.</source>
        <translation>Nonet אחר משתמש בכל מקומות השמירה האוטומטית.</translation>
    </message>
</context>
<context>
    <name>nonet::app::BoardTools</name>
    <message>
        <source>C&amp;entre Notes</source>
        <translation>הערות מ&amp;רכז</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>מרכז</translation>
    </message>
    <message>
        <source>Notes mode writes centre notes instead of corner notes (C); Ctrl+digit always writes a centre note</source>
        <translation>מצב הערות כותב הערות מרכז במקום הערות פינה (C); Ctrl+ספרה כותב תמיד הערת מרכז</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>הערות</translation>
    </message>
    <message>
        <source>C&amp;olour</source>
        <translation>&amp;צבע</translation>
    </message>
    <message>
        <source>&amp;No Colour</source>
        <translation>&amp;ללא צבע</translation>
    </message>
    <message>
        <source>Colour &amp;%1</source>
        <translation>צבע &amp;%1</translation>
    </message>
    <message>
        <source>Take the colour off the selected cells</source>
        <translation>הסרת הצבע מהמשבצות הנבחרות</translation>
    </message>
    <message>
        <source>Colour the selected cells with colour %1 (again: take it off)</source>
        <translation>צביעת המשבצות הנבחרות בצבע %1 (שוב: הסרה)</translation>
    </message>
    <message>
        <source>Clear &amp;All Colours</source>
        <translation>ניקוי &amp;כל הצבעים</translation>
    </message>
    <message>
        <source>Take every colour off the board, of cells and of notes</source>
        <translation>הסרת כל הצבעים מהלוח, ממשבצות ומהערות</translation>
    </message>
    <message>
        <source>Note &amp;Colour</source>
        <translation>צבע &amp;הערה</translation>
    </message>
    <message>
        <source>&amp;No Note Colour</source>
        <translation>&amp;ללא צבע הערה</translation>
    </message>
    <message>
        <source>Note Colour &amp;%1</source>
        <translation>צבע הערה &amp;%1</translation>
    </message>
    <message>
        <source>Take the colour off the highlighted digit&apos;s note in the selected cells</source>
        <translation>הסרת הצבע מההערה של הספרה המודגשת במשבצות שנבחרו</translation>
    </message>
    <message>
        <source>Colour the highlighted digit&apos;s note in the selected cells with colour %1 (again: take it off); hold the digit, or choose it in Digit First</source>
        <translation>צביעת ההערה של הספרה המודגשת במשבצות שנבחרו בצבע %1 (שוב: הסרה); יש להחזיק את הספרה לחוצה, או לבחור אותה ב„ספרה תחילה”</translation>
    </message>
    <message>
        <source>Which note? Hold its digit down, or choose it in Digit First (D), then colour it.</source>
        <translation>איזו הערה? החזיקו את הספרה שלה לחוצה, או בחרו אותה ב„ספרה תחילה” (D), ואז צבעו אותה.</translation>
    </message>
    <message>
        <source>No selected cell has %1 as a note.</source>
        <translation>לאף משבצת שנבחרה אין את %1 כהערה.</translation>
    </message>
    <message>
        <source>&amp;Select Empty Cells</source>
        <translation>בחירת כל ה&amp;תאים הריקים</translation>
    </message>
    <message>
        <source>Select every empty cell, to write a note in all of them at once (Ctrl+A; on a 16×16 board Ctrl+A writes the centre note A)</source>
        <translation>בחירת כל תא ריק, כדי לכתוב הערה בכולם בבת אחת (Ctrl+A; בלוח 16×16 ‏Ctrl+A כותב את הערת המרכז A)</translation>
    </message>
</context>
<context>
    <name>nonet::app::Booklet</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>עמוד %1 מתוך %2</translation>
    </message>
    <message>
        <source>Nonet puzzles</source>
        <translation>תשבצי Nonet</translation>
    </message>
    <message>
        <source>%1 — Answers</source>
        <translation>%1 — פתרונות</translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>הדפסת חוברת</translation>
    </message>
    <message>
        <source>Nonet puzzles</source>
        <translation>תשבצי Nonet</translation>
    </message>
    <message>
        <source>Booklet title</source>
        <translation>כותרת החוברת</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;כותרת:</translation>
    </message>
    <message>
        <source>Number of puzzles</source>
        <translation>מספר התשבצים</translation>
    </message>
    <message>
        <source>&amp;Puzzles:</source>
        <translation>&amp;תשבצים:</translation>
    </message>
    <message>
        <source>Include %1 puzzles</source>
        <translation>לכלול תשבצים ברמה %1</translation>
    </message>
    <message>
        <source>Levels:</source>
        <translation>רמות:</translation>
    </message>
    <message>
        <source>Puzzles per page</source>
        <translation>תשבצים בכל עמוד</translation>
    </message>
    <message>
        <source>Per pa&amp;ge:</source>
        <translation>בכל &amp;עמוד:</translation>
    </message>
    <message>
        <source>&amp;Answer pages at the end</source>
        <translation>עמודי &amp;פתרונות בסוף</translation>
    </message>
    <message>
        <source>Answer pages at the end</source>
        <translation>עמודי פתרונות בסוף</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>גודל הנייר</translation>
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
        <translation>סיכום החוברת</translation>
    </message>
    <message>
        <source>Print the booklet</source>
        <translation>הדפסת החוברת</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>שמירה כ־P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the booklet as a PDF file</source>
        <translation>שמירת החוברת כקובץ PDF</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Choose at least one level.</source>
        <translation>יש לבחור לפחות רמה אחת.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>עמוד אחד</numerusform>
            <numerusform>%n עמודים</numerusform>
        </translation>
    </message>
    <message>
        <source>Pap&amp;er:</source>
        <translation>&amp;נייר:</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>&amp;הדפסה…</translation>
    </message>
    <message>
        <source>Kind of puzzle</source>
        <translation>סוג החידה</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;סוג:</translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletPrinting</name>
    <message>
        <source>Preparing the puzzles: %1 of %2 ready…</source>
        <translation>מכין את התשבצים: %1 מתוך %2 מוכנים…</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>שמירת החוברת</translation>
    </message>
    <message>
        <source>nonet-booklet</source>
        <translation>nonet-booklet</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>מסמכי PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Preparing the puzzles…</source>
        <translation>מכין את התשבצים…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Booklet progress</source>
        <translation>התקדמות החוברת</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>הדפסת חוברת</translation>
    </message>
    <message>
        <source>The booklet was cancelled; nothing was written.</source>
        <translation>החוברת בוטלה; דבר לא נכתב.</translation>
    </message>
    <message>
        <source>Writing the booklet…</source>
        <translation>כותב את החוברת…</translation>
    </message>
    <message>
        <source>Printing the booklet…</source>
        <translation>מדפיס את החוברת…</translation>
    </message>
    <message>
        <source>Saved the booklet to “%1”: %2, %3.</source>
        <translation>החוברת נשמרה ב־“%1”: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>תשבץ אחד</numerusform>
            <numerusform>%n תשבצים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>עמוד אחד</numerusform>
            <numerusform>%n עמודים</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent the booklet to the printer: %1.</source>
        <translation>החוברת נשלחה למדפסת: %1.</translation>
    </message>
    <message>
        <source>The printer did not take the booklet.</source>
        <translation>המדפסת לא קיבלה את החוברת.</translation>
    </message>
</context>
<context>
    <name>nonet::app::CellName</name>
    <message>
        <source>row %1 column %2</source>
        <translation>שורה %1 עמודה %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::CheckpointDialog</name>
    <message>
        <source>Checkpoints</source>
        <translation>נקודות ביקורת</translation>
    </message>
    <message>
        <source>&amp;Return to the position of:</source>
        <translation>&amp;חזרה למצב של:</translation>
    </message>
    <message>
        <source>The positions you marked, newest first</source>
        <translation>המצבים שסימנתם, החדש ביותר ראשון</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>ח&amp;זרה</translation>
    </message>
    <message>
        <source>Return to the chosen checkpoint, as one move that Undo takes back</source>
        <translation>חזרה לנקודת הביקורת שנבחרה, כמהלך אחד שביטול מחזיר</translation>
    </message>
    <message>
        <source>Change nothing</source>
        <translation>לא לשנות דבר</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyCalendar</name>
    <message>
        <source>Previous month</source>
        <translation>החודש הקודם</translation>
    </message>
    <message>
        <source>Show the month before</source>
        <translation>הצגת החודש הקודם</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>החודש הבא</translation>
    </message>
    <message>
        <source>Show the month after</source>
        <translation>הצגת החודש הבא</translation>
    </message>
    <message>
        <source>Daily puzzles by day</source>
        <translation>חידות יומיות לפי יום</translation>
    </message>
    <message>
        <source>Arrow keys move between days, Page Up and Page Down between months; Enter plays the chosen day.</source>
        <translation>מקשי החיצים עוברים בין הימים, Page Up ו־Page Down בין החודשים; Enter משחק ביום שנבחר.</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>לא שוחקה</translation>
    </message>
    <message>
        <source>started</source>
        <translation>התחילה</translation>
    </message>
    <message>
        <source>solved with hints</source>
        <translation>נפתרה עם רמזים</translation>
    </message>
    <message>
        <source>solved without hints</source>
        <translation>נפתרה בלי רמזים</translation>
    </message>
    <message>
        <source>Enter plays this day&apos;s puzzle</source>
        <translation>Enter משחק בחידה של היום הזה</translation>
    </message>
    <message>
        <source>This day has no puzzle to play yet</source>
        <translation>ליום הזה עוד אין חידה לשחק בה</translation>
    </message>
    <message>
        <source>Outside the month</source>
        <translation>מחוץ לחודש</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyCalendarDialog</name>
    <message>
        <source>Daily Puzzles</source>
        <translation>חידות יומיות</translation>
    </message>
    <message>
        <source>Daily puzzles</source>
        <translation>חידות יומיות</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>רצפים</translation>
    </message>
    <message>
        <source>● solved without hints    ○ solved with hints    – started</source>
        <translation>● נפתרה בלי רמזים    ○ נפתרה עם רמזים    – התחילה</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>מקרא</translation>
    </message>
    <message>
        <source>Chosen day</source>
        <translation>היום שנבחר</translation>
    </message>
    <message>
        <source>&amp;Play This Day</source>
        <translation>&amp;שחקו ביום הזה</translation>
    </message>
    <message>
        <source>Play the chosen day&apos;s puzzle</source>
        <translation>לשחק בחידה של היום שנבחר</translation>
    </message>
    <message>
        <source>Start the chosen day&apos;s puzzle as a new game</source>
        <translation>להתחיל את החידה של היום שנבחר כמשחק חדש</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>ה&amp;עתקת התוצאה</translation>
    </message>
    <message>
        <source>Copy the chosen day&apos;s result line</source>
        <translation>העתקת שורת התוצאה של היום שנבחר</translation>
    </message>
    <message>
        <source>Copy the result line with its check code, to share</source>
        <translation>העתקת שורת התוצאה עם קוד הבדיקה שלה, לשיתוף</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Close the calendar</source>
        <translation>סגירת לוח השנה</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>הועתק: %1</translation>
    </message>
    <message>
        <source>%1: %2, solved in %3 with hints</source>
        <translation>%1: %2, נפתרה ב־%3 עם רמזים</translation>
    </message>
    <message>
        <source>%1: %2, solved in %3 without hints</source>
        <translation>%1: %2, נפתרה ב־%3 בלי רמזים</translation>
    </message>
    <message>
        <source>%1: %2, started, not solved yet</source>
        <translation>%1: %2, התחילה, עוד לא נפתרה</translation>
    </message>
    <message>
        <source>%1: %2, not played</source>
        <translation>%1: %2, לא שוחקה</translation>
    </message>
    <message>
        <source>Days in a row: %1 now, %2 at the longest</source>
        <translation>ימים ברצף: %1 עכשיו, %2 לכל היותר</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyResultDialog</name>
    <message>
        <source>Daily Puzzle Solved</source>
        <translation>החידה היומית נפתרה</translation>
    </message>
    <message>
        <source>Daily puzzle solved</source>
        <translation>החידה היומית נפתרה</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 (%2) in %3 with hints.</source>
        <translation>פתרתם את החידה היומית של %1 (%2) ב־%3 עם רמזים.</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 (%2) in %3 without hints.</source>
        <translation>פתרתם את החידה היומית של %1 (%2) ב־%3 בלי רמזים.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>Share this line; anyone with Nonet can check it with Help ▸ Check a Result…</source>
        <translation>שתפו את השורה הזאת; כל מי שיש לו Nonet יכול לבדוק אותה דרך עזרה ◂ בדיקת תוצאה…</translation>
    </message>
    <message>
        <source>Result line to share</source>
        <translation>שורת תוצאה לשיתוף</translation>
    </message>
    <message>
        <source>The line to paste in a message; select it or use Copy Result</source>
        <translation>השורה להדבקה בהודעה; סמנו אותה או השתמשו בהעתקת התוצאה</translation>
    </message>
    <message>
        <source>&amp;Copy Result</source>
        <translation>ה&amp;עתקת התוצאה</translation>
    </message>
    <message>
        <source>Copy the result line</source>
        <translation>העתקת שורת התוצאה</translation>
    </message>
    <message>
        <source>Copy the result line with its check code, to share</source>
        <translation>העתקת שורת התוצאה עם קוד הבדיקה שלה, לשיתוף</translation>
    </message>
    <message>
        <source>C&amp;alendar…</source>
        <translation>&amp;לוח שנה…</translation>
    </message>
    <message>
        <source>Open the daily calendar</source>
        <translation>פתיחת לוח החידות היומיות</translation>
    </message>
    <message>
        <source>The days you solved and your streaks</source>
        <translation>הימים שפתרתם והרצפים שלכם</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Close this message</source>
        <translation>סגירת ההודעה</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>הועתק</translation>
    </message>
    <message>
        <source>Days in a row: %1</source>
        <translation>ימים ברצף: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::DailyResults</name>
    <message>
        <source>The daily puzzle results were damaged and have been set aside as %1.</source>
        <translation>תוצאות החידות היומיות נפגמו והועברו הצידה בשם %1.</translation>
    </message>
    <message>
        <source>The daily puzzle results file %1 is damaged.</source>
        <translation>קובץ התוצאות של החידות היומיות %1 פגום.</translation>
    </message>
</context>
<context>
    <name>nonet::app::DataFile</name>
    <message>
        <source>a folder</source>
        <translation>תיקייה</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>התקן</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>צינור (pipe)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>שקע (socket)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>לא קובץ</translation>
    </message>
    <message>
        <source>%1 is more than Nonet reads back, %2</source>
        <translation>%1 הם יותר ממה ש־Nonet קורא בחזרה, %2</translation>
    </message>
</context>
<context>
    <name>nonet::app::EditingMode</name>
    <message>
        <source>Nonet - Enter a Puzzle</source>
        <translation>Nonet - הזנת תשבץ</translation>
    </message>
</context>
<context>
    <name>nonet::app::EditorView</name>
    <message>
        <source>Puzzle editor</source>
        <translation>עורך התשבץ</translation>
    </message>
    <message>
        <source>Enter a puzzle: type or click the givens into the grid, or paste a whole puzzle. Start Playing once it has exactly one solution.</source>
        <translation>הזנת תשבץ: יש להקליד או ללחוץ את הספרות הנתונות בלוח, או להדביק תשבץ שלם. אפשר להתחיל לשחק כשיש לו פתרון אחד בדיוק.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>ב&amp;יטול</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ביצוע &amp;חוזר</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>ביצוע חוזר</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ה&amp;דבקה</translation>
    </message>
    <message>
        <source>Replace the grid by a puzzle from the clipboard</source>
        <translation>החלפת הלוח בתשבץ מלוח הגזירים</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;ניקוי</translation>
    </message>
    <message>
        <source>Empty the grid (Undo brings it back)</source>
        <translation>ריקון הלוח (ביטול מחזיר אותו)</translation>
    </message>
    <message>
        <source>Puzzle being entered</source>
        <translation>התשבץ שמוזן</translation>
    </message>
    <message>
        <source>What the puzzle is</source>
        <translation>מה התשבץ</translation>
    </message>
    <message>
        <source>&amp;Start Playing</source>
        <translation>התחלת מ&amp;שחק</translation>
    </message>
    <message>
        <source>Start playing this puzzle</source>
        <translation>להתחיל לשחק בתשבץ הזה</translation>
    </message>
    <message>
        <source>Cancel and return to your game</source>
        <translation>ביטול וחזרה למשחק שלך</translation>
    </message>
</context>
<context>
    <name>nonet::app::EntryFile</name>
    <message>
        <source>The puzzle you were entering could not be read back from “%1”; the file was kept as “%2”.</source>
        <translation>לא ניתן היה לקרוא בחזרה את התשבץ שהזנת מ־“%1”; הקובץ נשמר בשם “%2”.</translation>
    </message>
    <message>
        <source>The puzzle you were entering could not be read back from “%1”.</source>
        <translation>לא ניתן היה לקרוא בחזרה את התשבץ שהזנת מ־“%1”.</translation>
    </message>
    <message>
        <source>The puzzle you are entering could not be kept on disk (%1); it stays here meanwhile.</source>
        <translation>לא ניתן היה לשמור על הדיסק את התשבץ שאת/ה מזין/ה (%1); בינתיים הוא נשאר כאן.</translation>
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
        <translation>ייצוא החידה</translation>
    </message>
    <message>
        <source>Export format</source>
        <translation>תבנית ייצוא</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;תבנית:</translation>
    </message>
    <message>
        <source>Exported text</source>
        <translation>הטקסט המיוצא</translation>
    </message>
    <message>
        <source>Export status</source>
        <translation>מצב הייצוא</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;העתקה</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>העתקה ללוח הגזירים</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>הועתק ללוח הגזירים.</translation>
    </message>
    <message>
        <source>&amp;Save to File…</source>
        <translation>&amp;שמירה לקובץ…</translation>
    </message>
    <message>
        <source>Save to a text file</source>
        <translation>שמירה בקובץ טקסט</translation>
    </message>
    <message>
        <source>Export to a Text File</source>
        <translation>ייצוא לקובץ טקסט</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>קובצי טקסט (*.txt);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>לא ניתן היה לכתוב את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>Saved to “%1”.</source>
        <translation>נשמר ב־&quot;%1&quot;.</translation>
    </message>
</context>
<context>
    <name>nonet::app::FileActions</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמירה</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;טעינה…</translation>
    </message>
    <message>
        <source>Open or delete one of your saved games</source>
        <translation>פתיחה או מחיקה של אחד המשחקים השמורים שלך</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;ייבוא…</translation>
    </message>
    <message>
        <source>Play a puzzle pasted or typed as text or a link</source>
        <translation>משחק בחידה שהודבקה או הוקלדה כטקסט או כקישור</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>יי&amp;צוא…</translation>
    </message>
    <message>
        <source>Copy the puzzle to the clipboard</source>
        <translation>העתקת החידה ללוח הגזירים</translation>
    </message>
    <message>
        <source>S&amp;hare Link…</source>
        <translation>שי&amp;תוף קישור…</translation>
    </message>
    <message>
        <source>Copy a nonet:// link to the puzzle</source>
        <translation>העתקת קישור nonet://‎ לחידה</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>טעינה</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>ייבוא</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ייצוא</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>שיתוף</translation>
    </message>
    <message>
        <source>Keep the game among your saved games under a name (Load brings it back)</source>
        <translation>שמירת המשחק תחת שם בין המשחקים השמורים שלך (טעינה מחזירה אותו)</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>שמירה ל&amp;קובץ…</translation>
    </message>
    <message>
        <source>Write the game to a .nonet file in a folder of your choice, to keep or to send</source>
        <translation>כתיבת המשחק לקובץ ‎.nonet בתיקייה לבחירתך, לשמירה או לשליחה</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>&amp;פתיחת קובץ…</translation>
    </message>
    <message>
        <source>Open a .nonet file, or a text file with a puzzle, from any folder</source>
        <translation>פתיחת קובץ ‎.nonet, או קובץ טקסט עם חידה, מכל תיקייה</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>משחק &amp;חדש</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>התחלה &amp;מחדש</translation>
    </message>
    <message>
        <source>Clear every entry and note (undoable)</source>
        <translation>מחיקת כל הספרות וההערות שהוזנו (אפשר לבטל)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>ה&amp;שהיה</translation>
    </message>
    <message>
        <source>Pause or resume the game and its stopwatch</source>
        <translation>השהיה או המשך של המשחק ושל שעון העצר</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>Quit Nonet</source>
        <translation>יציאה מ־Nonet</translation>
    </message>
    <message>
        <source>&amp;Notes Mode</source>
        <translation>מצב &amp;הערות</translation>
    </message>
    <message>
        <source>Digits toggle notes instead of placing values (N)</source>
        <translation>ספרות מוסיפות ומסירות הערות במקום להציב ערכים (N)</translation>
    </message>
    <message>
        <source>&amp;All Notes</source>
        <translation>&amp;כל ההערות</translation>
    </message>
    <message>
        <source>Fill every empty cell with its candidates</source>
        <translation>מילוי כל משבצת ריקה במועמדים שלה</translation>
    </message>
    <message>
        <source>&amp;Clear Notes</source>
        <translation>&amp;ניקוי הערות</translation>
    </message>
    <message>
        <source>Remove every note</source>
        <translation>הסרת כל ההערות</translation>
    </message>
    <message>
        <source>Remove Notes Au&amp;tomatically</source>
        <translation>הסרת הערות &amp;אוטומטית</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation>הצבת ספרה מסירה אותה מההערות בשורה, בעמודה ובריבוע שלה</translation>
    </message>
    <message>
        <source>&amp;About Nonet</source>
        <translation>&amp;אודות Nonet</translation>
    </message>
    <message>
        <source>About Nonet</source>
        <translation>אודות Nonet</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s Puzzle</source>
        <translation>החידה של ה&amp;יום</translation>
    </message>
    <message>
        <source>Play today&apos;s daily puzzle: the same for everyone, its level following the week</source>
        <translation>לשחק בחידה היומית של היום: אותה חידה לכולם, והרמה שלה לפי יום השבוע</translation>
    </message>
    <message>
        <source>The days you solved, your streaks, and past days to play</source>
        <translation>הימים שפתרתם, הרצפים שלכם וימים קודמים לשחק בהם</translation>
    </message>
    <message>
        <source>Practise a &amp;Technique…</source>
        <translation>&amp;תרגול טכניקה…</translation>
    </message>
    <message>
        <source>Positions where a technique you choose is the next step</source>
        <translation>מצבים שבהם טכניקה שתבחרו היא הצעד הבא</translation>
    </message>
    <message>
        <source>Check a &amp;Result…</source>
        <translation>בדיקת תו&amp;צאה…</translation>
    </message>
    <message>
        <source>Check whether a shared daily result line is genuine</source>
        <translation>לבדוק אם שורת תוצאה יומית ששותפה אמיתית</translation>
    </message>
    <message>
        <source>Notes</source>
        <comment>toolbar: the notes mode toggle</comment>
        <translation>הערות</translation>
    </message>
    <message>
        <source>Today</source>
        <comment>toolbar: today&apos;s daily puzzle</comment>
        <translation>היום</translation>
    </message>
    <message>
        <source>Start a new game of the chosen variant and level</source>
        <translation>התחלת משחק חדש בגרסה וברמה שנבחרו</translation>
    </message>
    <message>
        <source>Start a new game: %1</source>
        <comment>New Game: %1 is the game&apos;s title, Killer · Tough</comment>
        <translation>התחלת משחק חדש: %1</translation>
    </message>
    <message>
        <source>&amp;Daily Calendar…</source>
        <translation>&amp;לוח חידות יומיות…</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameFiles</name>
    <message>
        <source>Opened “%1”.</source>
        <translation>&quot;%1&quot; נפתח.</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet)</source>
        <translation>משחקי Nonet‏ (*.nonet)</translation>
    </message>
    <message>
        <source>Another Nonet is using every autosave slot: this window&apos;s game is not autosaved.</source>
        <translation>עותק אחר של Nonet תופס את כל מקומות השמירה האוטומטית: המשחק בחלון הזה לא נשמר אוטומטית.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>שמירת משחק</translation>
    </message>
    <message>
        <source>A saved game called “%1” exists. Replace it?</source>
        <translation>כבר יש משחק שמור בשם &quot;%1&quot;. להחליף אותו?</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>נשמר בשם &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>לא ניתן היה לכתוב את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>Saved to “%1”.</source>
        <translation>נשמר ב־&quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The puzzle was copied to the clipboard.</source>
        <translation>החידה הועתקה ללוח הגזירים.</translation>
    </message>
    <message>
        <source>The link was copied to the clipboard.</source>
        <translation>הקישור הועתק ללוח הגזירים.</translation>
    </message>
    <message>
        <source>Nonet</source>
        <translation>Nonet</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>בעיה</translation>
    </message>
    <message>
        <source>Save Game to File</source>
        <translation>שמירת המשחק לקובץ</translation>
    </message>
    <message>
        <source>Open Game File</source>
        <translation>פתיחת קובץ משחק</translation>
    </message>
    <message>
        <source>Name of this game among your saved games (Load brings it back):</source>
        <translation>שם המשחק הזה בין המשחקים השמורים שלך (טעינה מחזירה אותו):</translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation>שם המשחק השמור</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet *.nonetv);;Text files (*.txt);;All files (*)</source>
        <translation>משחקי Nonet‏ (*.nonet *.nonetv);;קובצי טקסט (*.txt);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>Imported: %1.</source>
        <translation>יובא: %1.</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>לא ניתן לשמור משחקים</translation>
    </message>
    <message>
        <source>Your game is open, but nothing you play is kept when Nonet closes. Save to File… keeps the game in a file elsewhere.</source>
        <translation>המשחק שלך פתוח, אבל דבר ממה שתשחק לא יישמר כש־Nonet ייסגר. שמירה לקובץ… שומרת את המשחק בקובץ במקום אחר.</translation>
    </message>
    <message>
        <source>Save to &amp;File…</source>
        <translation>שמירה ל&amp;קובץ…</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameKeeper</name>
    <message>
        <source>Your game in progress (%1, %2 % filled) was kept: Game ▸ Continue brings it back.</source>
        <translation>המשחק הנוכחי שלך (%1, %2 % מולא) נשמר: משחק ◂ המשך מחזיר אותו.</translation>
    </message>
    <message>
        <source>Continuing your game (%1, %2 % filled).</source>
        <translation>ממשיכים במשחק שלך (%1, %2 % מולא).</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>היום ב־%1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>אתמול ב־%1</translation>
    </message>
    <message>
        <source>%1, %2 % filled, %3 played, %4</source>
        <translation>%1, %2 % מולא, זמן משחק %3, %4</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;המשך</translation>
    </message>
    <message>
        <source>Go back to a game you left unfinished for another</source>
        <translation>חזרה למשחק שהשארת באמצע לטובת משחק אחר</translation>
    </message>
    <message>
        <source>Continue this game; the game you are playing is kept here in turn</source>
        <translation>המשך במשחק זה; המשחק שאתה משחק עכשיו יישמר כאן במקומו</translation>
    </message>
    <message>
        <source>No unfinished games: a game you leave for another appears here</source>
        <translation>אין משחקים שלא הסתיימו: משחק שתעזוב לטובת משחק אחר יופיע כאן</translation>
    </message>
    <message>
        <source>Your game in progress could not be kept, so the other game was not started: %1 Save it to a file elsewhere, or free some space, and try again.</source>
        <translation>לא ניתן היה לשמור את המשחק הנוכחי שלך, ולכן המשחק האחר לא התחיל: %1 שמור אותו בקובץ במקום אחר, או פנה מקום, ונסה שוב.</translation>
    </message>
    <message>
        <source>The game you left in the variant window of an earlier Nonet (%1, %2 % filled) is in Game ▸ Continue.</source>
        <translation>המשחק שהשארת בחלון הגרסאות של Nonet קודם (%1, %2 % מולא) נמצא ב־משחק ◂ המשך.</translation>
    </message>
    <message>
        <source>“%1” could not be removed (%2).</source>
        <translation>לא ניתן היה להסיר את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>The game you left in another Nonet window (%1, %2 % filled) is in Game ▸ Continue.</source>
        <translation>המשחק שהשארת בחלון Nonet אחר (%1, %2 % מולא) נמצא ב־משחק ◂ המשך.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameOpener</name>
    <message>
        <source>The imported puzzle could not be started.</source>
        <translation>לא ניתן היה להתחיל את החידה שיובאה.</translation>
    </message>
    <message>
        <source>The saved game “%1” does not fit together and was not opened.</source>
        <translation>המשחק השמור &quot;%1&quot; אינו עקבי ולא נפתח.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameReviewDialog</name>
    <message>
        <source>Game Review</source>
        <translation>סיכום המשחק</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>זמן</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>מהלכים</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>טעויות</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>רמזים</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>נקודות ביקורת</translation>
    </message>
    <message>
        <source>&amp;Techniques the puzzle needs, and those you asked hints for:</source>
        <translation>&amp;טכניקות שהתשבץ דורש, ואלה שביקשת עליהן רמזים:</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>טכניקות</translation>
    </message>
    <message>
        <source>Each technique with the steps of it the puzzle&apos;s solution path needs and the hints you asked for it</source>
        <translation>כל טכניקה עם הצעדים שלה שדרך הפתרון של התשבץ דורשת, והרמזים שביקשת עליה</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>טכניקה</translation>
    </message>
    <message>
        <source>The puzzle needs</source>
        <translation>התשבץ דורש</translation>
    </message>
    <message>
        <source>Your hints</source>
        <translation>הרמזים שלך</translation>
    </message>
    <message>
        <source>Steps of the technique on the grader&apos;s solution path from the givens</source>
        <translation>צעדים של הטכניקה בדרך הפתרון של המדרג, מהספרות הנתונות</translation>
    </message>
    <message>
        <source>Hints you asked for that found a step of the technique</source>
        <translation>רמזים שביקשת ושמצאו צעד של הטכניקה</translation>
    </message>
    <message>
        <source>Finding the puzzle&apos;s solution path...</source>
        <translation>מחפש את דרך הפתרון של התשבץ...</translation>
    </message>
    <message>
        <source>Co&amp;py as Text</source>
        <translation>העתקה &amp;כטקסט</translation>
    </message>
    <message>
        <source>Copy the review to the clipboard, its first line ready to share</source>
        <translation>העתקת הסיכום ללוח, השורה הראשונה מוכנה לשיתוף</translation>
    </message>
    <message numerus="yes">
        <source>The puzzle&apos;s path: %n step(s) from the givens.</source>
        <translation>
            <numerusform>דרך הפתרון של התשבץ: צעד אחד מהספרות הנתונות.</numerusform>
            <numerusform>דרך הפתרון של התשבץ: %n צעדים מהספרות הנתונות.</numerusform>
        </translation>
    </message>
    <message>
        <source>The puzzle&apos;s solution path could not be found.</source>
        <translation>לא ניתן היה למצוא את דרך הפתרון של התשבץ.</translation>
    </message>
    <message>
        <source>Co&amp;pied</source>
        <translation>&amp;הועתק</translation>
    </message>
    <message>
        <source>No wrong digit was placed.</source>
        <translation>לא הוצבה אף ספרה שגויה.</translation>
    </message>
    <message numerus="yes">
        <source>Shaded: the %n cell(s) where a wrong digit was placed.</source>
        <translation>
            <numerusform>מוצללת: המשבצת שבה הוצבה ספרה שגויה.</numerusform>
            <numerusform>מוצללות: %n המשבצות שבהן הוצבה ספרה שגויה.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game as it ended</source>
        <translation>המשחק כפי שהסתיים</translation>
    </message>
    <message>
        <source>Wrong digits were placed in %1.</source>
        <translation>ספרות שגויות הוצבו ב־%1.</translation>
    </message>
    <message>
        <source>Wrong digits</source>
        <translation>ספרות שגויות</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameSession</name>
    <message>
        <source>All notes</source>
        <translation>כל ההערות</translation>
    </message>
    <message>
        <source>Clear notes</source>
        <translation>ניקוי הערות</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>התחלה מחדש</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>הצבת %1 ב־%2</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>מחיקת %1</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>הערה %1 ב־%2</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>שינוי הערות</translation>
    </message>
    <message>
        <source>Change cells</source>
        <translation>שינוי משבצות</translation>
    </message>
    <message>
        <source>Several changes</source>
        <translation>כמה שינויים</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 in %n cells</source>
        <translation>
            <numerusform>הצבת %1 במשבצת אחת</numerusform>
            <numerusform>הצבת %1 ב־%n משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cells</source>
        <translation>
            <numerusform>מחיקת משבצת אחת</numerusform>
            <numerusform>מחיקת %n משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note %1 in %n cells</source>
        <translation>
            <numerusform>הערה %1 במשבצת אחת</numerusform>
            <numerusform>הערה %1 ב־%n משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre note %1 in %n cells</source>
        <translation>
            <numerusform>הערת מרכז %1 במשבצת אחת</numerusform>
            <numerusform>הערת מרכז %1 ב־%n משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of %n cells</source>
        <translation>
            <numerusform>הסרת הצבע ממשבצת אחת</numerusform>
            <numerusform>הסרת הצבע מ־%n משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour %n cells in colour %1</source>
        <translation>
            <numerusform>צביעת משבצת אחת בצבע %1</numerusform>
            <numerusform>צביעת %n משבצות בצבע %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of note %1 in %n cells</source>
        <translation>
            <numerusform>הסרת הצבע מהערה %1 במשבצת אחת</numerusform>
            <numerusform>הסרת הצבע מהערה %1 ב־%n משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour note %1 in %n cells in colour %2</source>
        <translation>
            <numerusform>צביעת הערה %1 במשבצת אחת בצבע %2</numerusform>
            <numerusform>צביעת הערה %1 ב־%n משבצות בצבע %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear colours</source>
        <translation>ניקוי צבעים</translation>
    </message>
    <message>
        <source>Centre note %1 in %2</source>
        <translation>הערת מרכז %1 ב־%2</translation>
    </message>
    <message>
        <source>Clear the colour of %1</source>
        <translation>הסרת הצבע מ־%1</translation>
    </message>
    <message>
        <source>Colour %1 in colour %2</source>
        <translation>צביעת %1 בצבע %2</translation>
    </message>
    <message>
        <source>Clear the colour of note %1 in %2</source>
        <translation>הסרת הצבע מהערה %1 ב־%2</translation>
    </message>
    <message>
        <source>Colour note %1 in %2 in colour %3</source>
        <translation>צביעת הערה %1 ב־%2 בצבע %3</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameSpeaker</name>
    <message>
        <source>The grid is full, but some digits are wrong.</source>
        <translation>הלוח מלא, אך חלק מהספרות שגויות.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameStatistics</name>
    <message>
        <source>The statistics file was damaged and has been set aside as %1.</source>
        <translation>קובץ הסטטיסטיקה היה פגום והועבר הצידה בשם %1.</translation>
    </message>
    <message>
        <source>The statistics file %1 is damaged.</source>
        <translation>קובץ הסטטיסטיקה %1 פגום.</translation>
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
        <translation>הוא נשמר בצד בשם &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>It could not be moved aside and was left as it is.</source>
        <translation>לא ניתן היה להעביר אותו הצידה, והוא נשאר כפי שהוא.</translation>
    </message>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>לא ניתן היה ליצור את התיקייה &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>לא ניתן היה לכתוב את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>“%1” is not one of the saved games.</source>
        <translation>&quot;%1&quot; אינו אחד מהמשחקים השמורים.</translation>
    </message>
    <message>
        <source>“%1” could not be deleted (%2).</source>
        <translation>לא ניתן היה למחוק את &quot;%1&quot; (%2).</translation>
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
        <translation>החידה היומית של %1 (%2)</translation>
    </message>
    <message>
        <source>Practice of %1 (%2)</source>
        <translation>תרגול של %1 (%2)</translation>
    </message>
</context>
<context>
    <name>nonet::app::GeneratingNotice</name>
    <message>
        <source>Puzzle being generated</source>
        <translation>חידה בהכנה</translation>
    </message>
    <message>
        <source>Generating</source>
        <translation>בהכנה</translation>
    </message>
    <message>
        <source>Generation status</source>
        <translation>מצב ההכנה</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Cancel the new puzzle</source>
        <translation>ביטול החידה החדשה</translation>
    </message>
    <message>
        <source>Generating %1…</source>
        <translation>יוצר %1…</translation>
    </message>
</context>
<context>
    <name>nonet::app::HelpActions</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>Show the next logical step, a little more with each press (H)</source>
        <translation>הצגת הצעד ההגיוני הבא, קצת יותר בכל לחיצה (H)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;בדיקה</translation>
    </message>
    <message>
        <source>Mark the digits that differ from the solution, until the next move</source>
        <translation>סימון הספרות ששונות מהפתרון, עד למהלך הבא</translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation>&amp;סטטיסטיקה...</translation>
    </message>
    <message>
        <source>Games, solves, times and streaks per level</source>
        <translation>משחקים, פתרונות, זמנים ורצפים לכל רמה</translation>
    </message>
    <message>
        <source>&amp;Mistakes</source>
        <translation>&amp;טעויות</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;כבוי</translation>
    </message>
    <message>
        <source>Show &amp;Conflicts</source>
        <translation>הצגת &amp;התנגשויות</translation>
    </message>
    <message>
        <source>Check Against the &amp;Solution</source>
        <translation>בדיקה מול ה&amp;פתרון</translation>
    </message>
    <message>
        <source>Mark nothing</source>
        <translation>לא לסמן דבר</translation>
    </message>
    <message>
        <source>Mark digits that repeat in a row, column or box</source>
        <translation>סימון ספרות שחוזרות בשורה, בעמודה או בריבוע</translation>
    </message>
    <message>
        <source>Mark conflicts and every entry that differs from the solution</source>
        <translation>סימון התנגשויות וכל ספרה שהוזנה ושונה מהפתרון</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;קיצורי מקלדת</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>מ&amp;דריך למשתמש</translation>
    </message>
    <message>
        <source>How to play and every tool of the game, at the section for what you are doing (F1)</source>
        <translation>איך משחקים וכל כלי של המשחק, נפתח בפרק של מה שאתם עושים עכשיו (F1)</translation>
    </message>
    <message>
        <source>The user guide at its list of every key and shortcut</source>
        <translation>המדריך למשתמש ברשימת כל המקשים וקיצורי המקלדת</translation>
    </message>
    <message>
        <source>Say the Hint&apos;s C&amp;ells</source>
        <translation>הקראת מ&amp;שבצות הרמז</translation>
    </message>
    <message>
        <source>Say and show the cells the hint frames, as row and column (Shift+H)</source>
        <translation>הקראה והצגה של המשבצות שהרמז מסמן, לפי שורה ועמודה (Shift+H)</translation>
    </message>
</context>
<context>
    <name>nonet::app::HintController</name>
    <message>
        <source>Hint: %1</source>
        <translation>רמז: %1</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>החידה נפתרה.</translation>
    </message>
    <message>
        <source>No step was found for this position.</source>
        <translation>לא נמצא צעד למצב הזה.</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>הוחל: %1.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>(It counts on %n step(s) elsewhere on the board being made first, as the grader solves: until they are, the board does not show it yet.)</source>
        <translation>
            <numerusform>(הצעד מניח שצעד אחד במקום אחר בלוח נעשה קודם, כפי שהמדרג פותר: עד שייעשה, הלוח עוד לא מראה אותו.)</numerusform>
            <numerusform>(הצעד מניח ש־%n צעדים במקומות אחרים בלוח נעשו קודם, כפי שהמדרג פותר: עד שייעשו, הלוח עוד לא מראה אותו.)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint is shown. Press H for one.</source>
        <translation>לא מוצג רמז. לחצו H לקבלת רמז.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <comment>a house of the board, then its cells</comment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The hint frames %1.</source>
        <comment>the cells the hint frames on the board</comment>
        <translation>הרמז מסמן את %1.</translation>
    </message>
    <message>
        <source>This hint has nothing more to show.</source>
        <translation>לרמז הזה אין עוד מה להראות.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ImportDialog</name>
    <message>
        <source>Import a puzzle</source>
        <translation>ייבוא חידה</translation>
    </message>
    <message>
        <source>Paste or type a puzzle: 81 characters on a line, 9 rows of 9, a boxed or pencil-mark grid, or a link (nonet://play?p=… or a Sudoku site&apos;s link).</source>
        <translation>הדביקו או הקלידו חידה: ‏81 תווים בשורה אחת, 9 שורות של 9, רשת עם מסגרות או עם סימוני עיפרון, או קישור (nonet://play?p=…‎ או קישור של אתר סודוקו).</translation>
    </message>
    <message>
        <source>Puzzle text</source>
        <translation>טקסט החידה</translation>
    </message>
    <message>
        <source>Import problem</source>
        <translation>בעיה בייבוא</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;הדבקה</translation>
    </message>
    <message>
        <source>Paste from the clipboard</source>
        <translation>הדבקה מלוח הגזירים</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;ייבוא</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>ייבוא</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>בודק…</translation>
    </message>
    <message>
        <source>The clipboard holds far too much text to be a puzzle (%L1 characters).</source>
        <translation>בלוח הגזירים יש יותר מדי טקסט בשביל חידה (%L1 תווים).</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>גרסה</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;גרסה:</translation>
    </message>
    <message>
        <source>Only bare 81 cells need this choice: any other text says its variant (4×4, 6×6, 16×16, Jigsaw, Killer, x: or windoku: in front, a variant link).</source>
        <translation>רק 81 תאים בלבד דורשים בחירה זו: כל טקסט אחר מציין את הגרסה שלו (4×4, 6×6, 16×16, פאזל, קילר, x: או windoku: בהתחלה, קישור גרסה).</translation>
    </message>
</context>
<context>
    <name>nonet::app::Incoming</name>
    <message>
        <source>“%1” is not a file on this computer.</source>
        <translation>&quot;%1&quot; אינו קובץ במחשב הזה.</translation>
    </message>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>לא ניתן היה לקרוא את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>“%1” is %2, not a puzzle or a saved game.</source>
        <translation>“%1” הוא %2, לא תשבץ ולא משחק שמור.</translation>
    </message>
</context>
<context>
    <name>nonet::app::Level</name>
    <message>
        <source>Very easy</source>
        <translation>קל מאוד</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>קל</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>Very tough</source>
        <translation>קשה מאוד</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>קיצוני</translation>
    </message>
    <message>
        <source>a very easy puzzle</source>
        <translation>חידה קלה מאוד</translation>
    </message>
    <message>
        <source>an easy puzzle</source>
        <translation>חידה קלה</translation>
    </message>
    <message>
        <source>a medium puzzle</source>
        <translation>חידה בינונית</translation>
    </message>
    <message>
        <source>a tough puzzle</source>
        <translation>חידה קשה</translation>
    </message>
    <message>
        <source>a very tough puzzle</source>
        <translation>חידה קשה מאוד</translation>
    </message>
    <message>
        <source>an extreme puzzle</source>
        <translation>חידה קיצונית</translation>
    </message>
</context>
<context>
    <name>nonet::app::LoadDialog</name>
    <message>
        <source>Load a saved game</source>
        <translation>טעינת משחק שמור</translation>
    </message>
    <message>
        <source>Problems with saved games</source>
        <translation>בעיות במשחקים שמורים</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>משחקים שמורים</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>שם</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>התקדמות</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>זמן משחק</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>נשמר</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;פתיחה</translation>
    </message>
    <message>
        <source>Open the selected game</source>
        <translation>פתיחת המשחק שנבחר</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;מחיקה</translation>
    </message>
    <message>
        <source>Delete the selected game</source>
        <translation>מחיקת המשחק שנבחר</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>מחיקת משחק שמור</translation>
    </message>
    <message>
        <source>Delete “%1”? This cannot be undone.</source>
        <translation>למחוק את &quot;%1&quot;? אי אפשר לבטל את זה.</translation>
    </message>
    <message>
        <source>No saved games yet. Save (%1) keeps the game you are playing here under a name; a game you leave for another one is kept under Game ▸ Continue.</source>
        <translation>אין עדיין משחקים שמורים. שמירה (%1) שומרת כאן את המשחק הנוכחי בשם; משחק שאתה עוזב לטובת משחק אחר נשמר תחת משחק ◂ המשך.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
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
        <translation>התקדמות המשחק</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ביצוע &amp;חוזר</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>ביצוע חוזר</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>The new puzzle was not valid; please try again.</source>
        <translation>החידה החדשה לא הייתה תקינה; נסו שוב.</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>אין טעויות עד עכשיו.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s) marked.</source>
        <translation>
            <numerusform>סומנה ספרה שגויה אחת.</numerusform>
            <numerusform>סומנו %n ספרות שגויות.</numerusform>
        </translation>
    </message>
    <message>
        <source>New best time (was %1)!</source>
        <translation>שיא זמן חדש (קודם: %1)!</translation>
    </message>
    <message>
        <source>The grid is full, but some digits are wrong. Keep going!</source>
        <translation>הלוח מלא, אבל חלק מהספרות שגויות. המשיכו!</translation>
    </message>
    <message>
        <source>About Nonet</source>
        <translation>אודות Nonet</translation>
    </message>
    <message>
        <source>That sets your best time at this level.</source>
        <translation>זה הזמן הטוב ביותר שלך ברמה הזו.</translation>
    </message>
    <message>
        <source>Preparing %1…</source>
        <translation>מכין %1…</translation>
    </message>
    <message>
        <source>Solved! You finished %1 in %2.</source>
        <translation>נפתר! סיימת %1 בזמן %2.</translation>
    </message>
    <message>
        <source>The level, an estimate of the puzzle&apos;s rating on Sukaku Explainer&apos;s scale (SE, 1.0 to 11.9, the scale experts compare puzzles by) and how many cells are filled</source>
        <translation>הרמה, הערכה של דירוג החידה בסולם של Sukaku Explainer ‏(SE, מ־1.0 עד 11.9, הסולם שבו מומחים משווים חידות) וכמה משבצות מולאו</translation>
    </message>
    <message>
        <source>Practice position</source>
        <translation>מצב תרגול</translation>
    </message>
    <message>
        <source>Preparing the daily puzzle of %1...</source>
        <translation>מכין את החידה היומית של %1...</translation>
    </message>
    <message>
        <source>Making the daily puzzle…</source>
        <translation>יוצר את החידה היומית…</translation>
    </message>
    <message>
        <source>That day has no daily puzzle.</source>
        <translation>ליום הזה אין חידה יומית.</translation>
    </message>
    <message>
        <source>This is the daily puzzle of %1.</source>
        <translation>זו החידה היומית של %1.</translation>
    </message>
    <message>
        <source>Notes mode</source>
        <translation>מצב הערות</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n wrong digit(s). The game counts as lost; start a new one when you are ready.</source>
        <translation>
            <numerusform>המשחק נגמר: ספרה שגויה אחת. המשחק נחשב להפסד; התחילו משחק חדש כשתהיו מוכנים.</numerusform>
            <numerusform>המשחק נגמר: %n ספרות שגויות. המשחק נחשב להפסד; התחילו משחק חדש כשתהיו מוכנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <translation>
            <numerusform>%1 מתוך טעות אחת</numerusform>
            <numerusform>%1 מתוך %n טעויות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>טעות אחת</numerusform>
            <numerusform>%n טעויות</numerusform>
        </translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>שורת מצב</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>שורת תפריטים</translation>
    </message>
    <message>
        <source>Input mode</source>
        <translation>מצב קלט</translation>
    </message>
    <message>
        <source>Digit first: %1 (Esc leaves)</source>
        <translation>ספרה תחילה: %1 (Esc ליציאה)</translation>
    </message>
    <message>
        <source>Digit first: choose a digit (Esc leaves)</source>
        <translation>ספרה תחילה: בחרו ספרה (Esc ליציאה)</translation>
    </message>
    <message>
        <source>You solved the daily puzzle of %1 in %2 already. This replay is not recorded; its result stays.</source>
        <translation>כבר פתרתם את התשבץ היומי של %1 ב־%2. המשחק החוזר הזה לא נרשם; התוצאה נשארת.</translation>
    </message>
    <message>
        <source>Making the puzzle: %1…</source>
        <translation>הפאזל נוצר: %1…</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 filled</source>
        <translation>%1 · %2 מתוך %3 מולאו</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 of %4 filled</source>
        <translation>%1 · %2 · %3 מתוך %4 מולאו</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku for the desktop. Fresh puzzles at six levels, made on your computer and graded by the techniques a person needs to solve them; notes, hints that teach the next step, undo of every move, a stopwatch and statistics, a daily puzzle and a technique trainer.&lt;/p&gt;&lt;p&gt;No game in progress is lost: every move is saved, and a game you leave waits in Game ▸ Continue. Puzzles travel as text or nonet:// links.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ User Guide&lt;/i&gt; (F1) explains every part of the game and lists every shortcut.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;סודוקו לשולחן העבודה. חידות חדשות בשש רמות, שנוצרות במחשב שלכם ומדורגות לפי הטכניקות שאדם צריך כדי לפתור אותן; הערות, רמזים שמלמדים את הצעד הבא, ביטול של כל מהלך, שעון עצר וסטטיסטיקה, חידה יומית ומאמן טכניקות.&lt;/p&gt;&lt;p&gt;אף משחק פתוח לא הולך לאיבוד: כל מהלך נשמר, ומשחק שעזבתם מחכה תחת משחק ◂ המשך. חידות עוברות כטקסט או כקישורי nonet://.&lt;/p&gt;&lt;p&gt;&lt;i&gt;עזרה ◂ מדריך למשתמש&lt;/i&gt; (F1) מסביר כל חלק של המשחק ומציג את כל קיצורי המקלדת.&lt;/p&gt;&lt;p&gt;נבנה עם Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nonet could not make this puzzle: %1.</source>
        <translation>Nonet לא הצליח ליצור את הפאזל הזה: %1.</translation>
    </message>
    <message>
        <source>Nonet - %1</source>
        <comment>the window title: Nonet and the game&apos;s title</comment>
        <translation>Nonet - %1</translation>
    </message>
    <message>
        <source>%1, %2 ready</source>
        <translation>%1, %2 מוכנות</translation>
    </message>
    <message>
        <source>The variant and level, and how many cells are filled. Sukaku Explainer&apos;s scale (SE) rates classic puzzles only, so this puzzle has no SE figure.</source>
        <translation>הגרסה והרמה, וכמה תאים מולאו. הסולם של Sukaku Explainer ‏(SE) מדרג חידות קלאסיות בלבד, לכן לחידה הזו אין ערך SE.</translation>
    </message>
</context>
<context>
    <name>nonet::app::MenuLayout</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;קובץ</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;עריכה</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;תצוגה</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ע&amp;זרה</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
</context>
<context>
    <name>nonet::app::MessageStrip</name>
    <message>
        <source>Game message</source>
        <translation>הודעת משחק</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <source>Dismiss the hint</source>
        <translation>סגירת הרמז</translation>
    </message>
    <message>
        <source>Hide the hint (the next press of Hint starts it again)</source>
        <translation>הסתרת הרמז (הלחיצה הבאה על רמז מתחילה מחדש)</translation>
    </message>
    <message>
        <source>In a chain, r2c9 is the cell in row 2, column 9 (Help ▸ User Guide)</source>
        <translation>בשרשרת, r2c9 היא המשבצת בשורה 2, עמודה 9 (עזרה ◂ מדריך למשתמש)</translation>
    </message>
</context>
<context>
    <name>nonet::app::MoveWords</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 ו%2</translation>
    </message>
    <message>
        <source>%1, wrong</source>
        <translation>%1, שגוי</translation>
    </message>
    <message>
        <source>erased</source>
        <translation>נמחק</translation>
    </message>
    <message>
        <source>note %1 added</source>
        <translation>הערה %1 נוספה</translation>
    </message>
    <message>
        <source>note %1 removed</source>
        <translation>הערה %1 הוסרה</translation>
    </message>
    <message>
        <source>centre note %1 added</source>
        <translation>הערה מרכזית %1 נוספה</translation>
    </message>
    <message>
        <source>centre note %1 removed</source>
        <translation>הערה מרכזית %1 הוסרה</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>ביטול: %1</translation>
    </message>
    <message>
        <source>undo: %1 removed</source>
        <translation>ביטול: %1 הוסר</translation>
    </message>
    <message>
        <source>undo: %1 back</source>
        <translation>ביטול: %1 חזר</translation>
    </message>
    <message>
        <source>undo: notes back</source>
        <translation>ביטול: ההערות חזרו</translation>
    </message>
    <message>
        <source>undo: note %1 added</source>
        <translation>ביטול: הערה %1 נוספה</translation>
    </message>
    <message>
        <source>undo: note %1 removed</source>
        <translation>ביטול: הערה %1 הוסרה</translation>
    </message>
    <message>
        <source>undo: centre note %1 added</source>
        <translation>ביטול: הערה מרכזית %1 נוספה</translation>
    </message>
    <message>
        <source>undo: centre note %1 removed</source>
        <translation>ביטול: הערה מרכזית %1 הוסרה</translation>
    </message>
    <message>
        <source>redo: %1</source>
        <translation>חזרה: %1</translation>
    </message>
    <message>
        <source>Solved! %1 in %2</source>
        <translation>נפתר! %1 ב־%2</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>מושהה</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>ממשיך</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>אין טעויות עד כה.</translation>
    </message>
    <message>
        <source>Wrong digit in %1</source>
        <translation>ספרה שגויה ב%1</translation>
    </message>
    <message>
        <source>Wrong digits in %1</source>
        <translation>ספרות שגויות ב%1</translation>
    </message>
    <message>
        <source>%1, conflict: another %1 in %2</source>
        <translation>%1, התנגשות: %1 נוסף ב־%2</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>משחק חדש: %1</translation>
    </message>
    <message>
        <source>notes mode on</source>
        <translation>מצב הערות פעיל</translation>
    </message>
    <message>
        <source>notes mode off</source>
        <translation>מצב הערות כבוי</translation>
    </message>
    <message>
        <source>centre notes</source>
        <translation>הערות במרכז</translation>
    </message>
    <message>
        <source>corner notes</source>
        <translation>הערות בפינה</translation>
    </message>
    <message>
        <source>nothing to erase</source>
        <translation>אין מה למחוק</translation>
    </message>
    <message>
        <source>digit first on: choose a digit, then click cells</source>
        <translation>ספרה תחילה פעיל: בחרו ספרה ואז לחצו על משבצות</translation>
    </message>
    <message>
        <source>digit first off</source>
        <translation>ספרה תחילה כבוי</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 in the same box</source>
        <translation>%1 באותו ריבוע</translation>
    </message>
    <message>
        <source>%1 in the same region</source>
        <translation>%1 באותו אזור</translation>
    </message>
    <message>
        <source>%1 on the same diagonal</source>
        <translation>%1 על אותו אלכסון</translation>
    </message>
    <message>
        <source>%1 in the same window</source>
        <translation>%1 באותו חלון</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>spoken: an undone or redone change, then its cell</comment>
        <translation>%1 ב־%2</translation>
    </message>
    <message>
        <source>given, cannot change</source>
        <translation>נתון, אי אפשר לשנות</translation>
    </message>
    <message>
        <source>already %1</source>
        <comment>spoken: the value typed is the one the cell holds</comment>
        <translation>כבר %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <comment>spoken: the wrong digits made, out of the limit</comment>
        <translation>
            <numerusform>%1 מתוך טעות אחת</numerusform>
            <numerusform>%1 מתוך %n טעויות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <comment>spoken: the wrong digits made</comment>
        <translation>
            <numerusform>טעות אחת</numerusform>
            <numerusform>%n טעויות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Game over: the game counts as lost. Ctrl+N starts a new game; Ctrl+Shift+G reviews this one.</source>
        <translation>%1. המשחק נגמר: הוא נחשב להפסד. Ctrl+N מתחיל משחק חדש; Ctrl+Shift+G מציג סקירה שלו.</translation>
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
        <translation>בעיה</translation>
    </message>
    <message>
        <source>A puzzle arrived from outside: it opens when the dialog is closed.</source>
        <translation>תשבץ הגיע מבחוץ: הוא ייפתח כשתיבת הדו־שיח תיסגר.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PaperFiles</name>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>לא ניתן היה לכתוב את “%1” (%2).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>בוטל.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureDecoder</name>
    <message>
        <source>cannot be read (%1)</source>
        <translation>לא ניתן לקרוא (%1)</translation>
    </message>
    <message>
        <source>not a picture (PNG, JPEG, WebP or BMP)</source>
        <translation>אינו תמונה (PNG,‏ JPEG,‏ WebP או BMP)</translation>
    </message>
    <message>
        <source>the picture is damaged or cut short</source>
        <translation>התמונה פגומה או קטועה</translation>
    </message>
    <message>
        <source>the picture is too large (%1; at most 50 megapixels and 100 MB)</source>
        <translation>התמונה גדולה מדי (%1; לכל היותר 50 מגה־פיקסל ו־100 MB)</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureDialog</name>
    <message>
        <source>Export a Picture</source>
        <translation>ייצוא תמונה</translation>
    </message>
    <message>
        <source>The board &amp;as it is, with your entries and notes</source>
        <translation>הלוח &amp;כפי שהוא, עם הספרות וההערות שלך</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>הלוח כפי שהוא</translation>
    </message>
    <message>
        <source>The &amp;puzzle alone, blank</source>
        <translation>&amp;התשבץ בלבד, ריק</translation>
    </message>
    <message>
        <source>The puzzle alone</source>
        <translation>התשבץ בלבד</translation>
    </message>
    <message>
        <source>Shows:</source>
        <translation>מציג:</translation>
    </message>
    <message>
        <source>Picture size in pixels</source>
        <translation>גודל התמונה בפיקסלים</translation>
    </message>
    <message>
        <source> px</source>
        <translation> פיקסלים</translation>
    </message>
    <message>
        <source>Picture format</source>
        <translation>תבנית התמונה</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>תמונת PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>ציור SVG</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;תבנית:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;שמירה…</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>שמירת התמונה</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;גודל:</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureOpener</name>
    <message>
        <source>Open &amp;Picture…</source>
        <translation>פתיחת &amp;תמונה…</translation>
    </message>
    <message>
        <source>Read a puzzle from a screenshot or a photo (PNG, JPEG, WebP, BMP) and check it in Enter Puzzle</source>
        <translation>קריאת תשבץ מצילום מסך או מתמונה (PNG,‏ JPEG,‏ WebP,‏ BMP) ובדיקתו בהזנת תשבץ</translation>
    </message>
    <message>
        <source>Open a Picture of a Puzzle</source>
        <translation>פתיחת תמונה של תשבץ</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.webp *.bmp);;All files (*)</source>
        <translation>תמונות (*.png *.jpg *.jpeg *.webp *.bmp);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>ה&amp;דבקת תשבץ</translation>
    </message>
    <message>
        <source>Enter the puzzle on the clipboard: a picture of one, or its text</source>
        <translation>הזנת התשבץ שבלוח הגזירים: תמונה שלו או הטקסט שלו</translation>
    </message>
    <message>
        <source>The clipboard holds no picture of a puzzle and no puzzle as text.</source>
        <translation>בלוח הגזירים אין תמונה של תשבץ ואין תשבץ כטקסט.</translation>
    </message>
    <message>
        <source>Reading the puzzle in the picture…</source>
        <translation>קורא את התשבץ שבתמונה…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Reading the picture</source>
        <translation>קריאת התמונה</translation>
    </message>
    <message>
        <source>Open Picture</source>
        <translation>פתיחת תמונה</translation>
    </message>
    <message>
        <source>Reading the picture was cancelled.</source>
        <translation>קריאת התמונה בוטלה.</translation>
    </message>
    <message>
        <source>Nonet found no puzzle it can read in the picture: %1.</source>
        <translation>‏Nonet לא מצא בתמונה תשבץ שהוא יכול לקרוא: %1.</translation>
    </message>
    <message>
        <source>Nonet found no puzzle it can read in “%1”: %2.</source>
        <translation>‏Nonet לא מצא ב„%1” תשבץ שהוא יכול לקרוא: %2.</translation>
    </message>
    <message>
        <source>The picture holds a Jigsaw puzzle, which Enter Puzzle does not take. Copy it, then play it with File ▸ Import (Ctrl+I), which opens with the copied puzzle.</source>
        <translation>בתמונה יש תשבץ ג׳יגסו, שהזנת תשבץ אינה מקבלת. יש להעתיק אותו ולשחק בו דרך קובץ ▸ ייבוא (Ctrl+I), שנפתח עם התשבץ שהועתק.</translation>
    </message>
    <message>
        <source>A Jigsaw puzzle was read</source>
        <translation>נקרא תשבץ ג׳יגסו</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>ה&amp;עתקת התשבץ</translation>
    </message>
    <message>
        <source>The Jigsaw puzzle is on the clipboard: File ▸ Import (Ctrl+I) plays it.</source>
        <translation>תשבץ הג׳יגסו בלוח הגזירים: קובץ ▸ ייבוא (Ctrl+I) משחק בו.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureScan</name>
    <message>
        <source>too small to hold a grid (%1 x %2 pixels)</source>
        <translation>קטנה מכדי להכיל לוח (%1 x %2 פיקסלים)</translation>
    </message>
    <message>
        <source>no grid found</source>
        <translation>לא נמצא לוח</translation>
    </message>
    <message>
        <source>the digits are too small or blurred to read — take the picture closer</source>
        <translation>הספרות קטנות או מטושטשות מכדי לקרוא אותן — צלמו את התמונה מקרוב יותר</translation>
    </message>
    <message>
        <source>a grid with no digits in it (an empty grid or a crossword), not a Sudoku</source>
        <translation>לוח בלי ספרות (לוח ריק או תשבץ), לא סודוקו</translation>
    </message>
</context>
<context>
    <name>nonet::app::PictureView</name>
    <message>
        <source>The picture the puzzle was read from</source>
        <translation>התמונה שממנה נקרא התשבץ</translation>
    </message>
    <message>
        <source>A picture of %1 by %2 pixels; the grid read from it is outlined.</source>
        <translation>תמונה של %1 על %2 פיקסלים; הלוח שנקרא ממנה מסומן בקו מתאר.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PracticeBar</name>
    <message>
        <source>Practice</source>
        <translation>תרגול</translation>
    </message>
    <message>
        <source>Practice task</source>
        <translation>משימת תרגול</translation>
    </message>
    <message>
        <source>What to do, then the verdict on your step</source>
        <translation>מה לעשות, ואחר כך ההכרעה על הצעד שלכם</translation>
    </message>
    <message>
        <source>Chec&amp;k Step</source>
        <translation>&amp;בדיקת הצעד</translation>
    </message>
    <message>
        <source>Check my step</source>
        <translation>בדיקת הצעד שלי</translation>
    </message>
    <message>
        <source>Say whether the changes on the board are a step of the technique, and show its pattern</source>
        <translation>לומר אם השינויים על הלוח הם צעד של הטכניקה, ולהראות את התבנית שלה</translation>
    </message>
    <message>
        <source>Ne&amp;xt Position</source>
        <translation>מצב &amp;הבא</translation>
    </message>
    <message>
        <source>Next practice position</source>
        <translation>מצב התרגול הבא</translation>
    </message>
    <message>
        <source>Another position for the same technique</source>
        <translation>מצב נוסף לאותה טכניקה</translation>
    </message>
    <message>
        <source>End practice</source>
        <translation>סיום התרגול</translation>
    </message>
    <message>
        <source>Stop practising; the position stays on the board as a game</source>
        <translation>להפסיק לתרגל; המצב נשאר על הלוח כמשחק</translation>
    </message>
    <message>
        <source>E&amp;nd Practice</source>
        <translation>&amp;סיום התרגול</translation>
    </message>
</context>
<context>
    <name>nonet::app::PracticeController</name>
    <message>
        <source>No position for %1 could be made.</source>
        <translation>לא ניתן היה ליצור מצב עבור %1.</translation>
    </message>
    <message>
        <source>Preparing a position for %1…</source>
        <translation>מכין מצב עבור %1…</translation>
    </message>
</context>
<context>
    <name>nonet::app::PreferencesDialog</name>
    <message>
        <source>180° rotation</source>
        <translation>סיבוב ב־180°</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>Mirrored top to bottom</source>
        <translation>שיקוף מלמעלה למטה</translation>
    </message>
    <message>
        <source>Mirrored left to right</source>
        <translation>שיקוף משמאל לימין</translation>
    </message>
    <message>
        <source>Mirrored on the diagonal</source>
        <translation>שיקוף על האלכסון</translation>
    </message>
    <message>
        <source>90° rotation</source>
        <translation>סיבוב ב־90°</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>כבוי</translation>
    </message>
    <message>
        <source>Show conflicts</source>
        <translation>הצגת התנגשויות</translation>
    </message>
    <message>
        <source>Check against the solution</source>
        <translation>בדיקה מול הפתרון</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>העדפות</translation>
    </message>
    <message>
        <source>Language, playing aids, board highlights and the symmetry of new puzzles</source>
        <translation>שפה, עזרים למשחק, הדגשות בלוח והסימטריה של חידות חדשות</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>שפה</translation>
    </message>
    <message>
        <source>The language of Nonet&apos;s menus and messages. A change applies the next time Nonet starts.</source>
        <translation>השפה של התפריטים וההודעות של Nonet. שינוי ייכנס לתוקף בהפעלה הבאה של Nonet.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>ברירת המחדל של המערכת</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;שפה:</translation>
    </message>
    <message>
        <source>A new language applies the next time Nonet starts.</source>
        <translation>שפה חדשה תיכנס לתוקף בהפעלה הבאה של Nonet.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>&amp;Remove notes automatically</source>
        <translation>&amp;הסרת הערות אוטומטית</translation>
    </message>
    <message>
        <source>Remove notes automatically</source>
        <translation>הסרת הערות אוטומטית</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the notes of its row, column and box</source>
        <translation>הצבת ספרה מסירה אותה מההערות בשורה, בעמודה ובריבוע שלה</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>טעויות</translation>
    </message>
    <message>
        <source>What the board marks while you play: nothing, digits that repeat in a row, column or box, or also every entry that differs from the solution</source>
        <translation>מה הלוח מסמן בזמן המשחק: כלום, ספרות שחוזרות בשורה, בעמודה או בריבוע, או גם כל ספרה שהוזנה ושונה מהפתרון</translation>
    </message>
    <message>
        <source>&amp;Mistakes:</source>
        <translation>&amp;טעויות:</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>לוח</translation>
    </message>
    <message>
        <source>Highlight the r&amp;ow, column and box of the selected cell</source>
        <translation>הדגשת השורה, ה&amp;עמודה והריבוע של המשבצת שנבחרה</translation>
    </message>
    <message>
        <source>Highlight row, column and box</source>
        <translation>הדגשת שורה, עמודה וריבוע</translation>
    </message>
    <message>
        <source>Shade the cells that share a row, column or box with the selected cell</source>
        <translation>הצללת המשבצות שחולקות שורה, עמודה או ריבוע עם המשבצת שנבחרה</translation>
    </message>
    <message>
        <source>Highlight the selected &amp;digit in other cells and notes</source>
        <translation>הדגשת ה&amp;ספרה שנבחרה במשבצות ובהערות אחרות</translation>
    </message>
    <message>
        <source>Highlight the selected digit</source>
        <translation>הדגשת הספרה שנבחרה</translation>
    </message>
    <message>
        <source>Shade the cells holding the selected cell&apos;s digit and mark it in notes</source>
        <translation>הצללת המשבצות שמכילות את הספרה של המשבצת שנבחרה וסימונה בהערות</translation>
    </message>
    <message>
        <source>New puzzles</source>
        <translation>חידות חדשות</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>סימטריה</translation>
    </message>
    <message>
        <source>The pattern the givens of newly generated puzzles follow. Puzzles already prepared keep theirs.</source>
        <translation>הדפוס שהספרות הנתונות של חידות חדשות עוקבות אחריו. חידות שכבר הוכנו שומרות על שלהן.</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>ס&amp;ימטריה:</translation>
    </message>
    <message>
        <source>Applies to puzzles generated from now on; puzzles already prepared keep theirs.</source>
        <translation>חל על חידות שיוכנו מעכשיו; חידות שכבר הוכנו שומרות על שלהן.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <source>Keep these preferences</source>
        <translation>שמירת ההעדפות האלה</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Close without changing anything</source>
        <translation>סגירה בלי לשנות דבר</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>ה&amp;עדפות...</translation>
    </message>
    <message>
        <source>Language, playing aids, highlights and the symmetry of new puzzles</source>
        <translation>שפה, עזרים למשחק, הדגשות והסימטריה של חידות חדשות</translation>
    </message>
    <message>
        <source>&amp;Pause when Nonet is minimised or not in use</source>
        <translation>עצירה &amp;זמנית כש־Nonet ממוזער או לא בשימוש</translation>
    </message>
    <message>
        <source>Pause automatically</source>
        <translation>השהיה אוטומטית</translation>
    </message>
    <message>
        <source>Stop the stopwatch and cover the board when the window is minimised or another application has the focus for a few seconds; you resume yourself</source>
        <translation>עצירת השעון וכיסוי הלוח כשהחלון ממוזער או כשיישום אחר מחזיק במיקוד כמה שניות; את ההמשך מפעילים בעצמכם</translation>
    </message>
    <message>
        <source>Mistake limit</source>
        <translation>מגבלת טעויות</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong digit(s)</source>
        <translation>
            <numerusform>ספרה שגויה אחת</numerusform>
            <numerusform>%n ספרות שגויות</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistake l&amp;imit:</source>
        <translation>מ&amp;גבלת טעויות:</translation>
    </message>
    <message>
        <source>With Mistakes set to “%1”, this many wrong digits end the game as lost</source>
        <translation>כאשר טעויות מוגדר ל„%1”, מספר זה של ספרות שגויות מסיים את המשחק בהפסד</translation>
    </message>
    <message>
        <source>The limit applies only with Mistakes set to “%1”: it counts the wrong digits marked as you place them, and the game is lost when the count reaches it. A new limit applies from the next game.</source>
        <translation>המגבלה חלה רק כאשר טעויות מוגדר ל„%1”: היא סופרת את הספרות השגויות שמסומנות בעת הצבתן, והמשחק אבוד כשהספירה מגיעה אליה. מגבלה חדשה חלה מהמשחק הבא.</translation>
    </message>
    <message>
        <source>Clic&amp;king a cell opens the digit popup</source>
        <translation>&amp;לחיצה על משבצת פותחת את בחירת הספרה</translation>
    </message>
    <message>
        <source>Digit popup on click</source>
        <translation>בחירת ספרה בלחיצה</translation>
    </message>
    <message>
        <source>Off: a click only selects the cell; type a digit, or press Space or click with the right button for the popup</source>
        <translation>כבוי: לחיצה רק בוחרת את המשבצת; הקלידו ספרה, או הקישו רווח או לחצו בכפתור הימני לבחירת הספרה</translation>
    </message>
</context>
<context>
    <name>nonet::app::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;הדפסה…</translation>
    </message>
    <message>
        <source>Print the puzzle on paper</source>
        <translation>הדפסת התשבץ על נייר</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>תצוגה מ&amp;קדימה…</translation>
    </message>
    <message>
        <source>See the printed page before printing</source>
        <translation>צפייה בעמוד לפני ההדפסה</translation>
    </message>
    <message>
        <source>Print &amp;Booklet…</source>
        <translation>הדפסת &amp;חוברת…</translation>
    </message>
    <message>
        <source>Print many puzzles, or save them as a PDF, with answer pages</source>
        <translation>הדפסת תשבצים רבים, או שמירתם כ־PDF, עם עמודי פתרונות</translation>
    </message>
    <message>
        <source>Export Pict&amp;ure…</source>
        <translation>ייצוא ת&amp;מונה…</translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>שמירת הלוח כתמונת PNG או SVG</translation>
    </message>
    <message>
        <source>The puzzle was sent to the printer.</source>
        <translation>התשבץ נשלח למדפסת.</translation>
    </message>
    <message>
        <source>The printer did not take the puzzle.</source>
        <translation>המדפסת לא קיבלה את התשבץ.</translation>
    </message>
    <message>
        <source>Nonet puzzle</source>
        <translation>תשבץ Nonet</translation>
    </message>
    <message>
        <source>Print the Puzzle</source>
        <translation>הדפסת התשבץ</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>תשבץ</translation>
    </message>
    <message>
        <source>Include my &amp;entries and notes</source>
        <translation>לכלול את ה&amp;ספרות וההערות שלי</translation>
    </message>
    <message>
        <source>Include my entries and notes</source>
        <translation>לכלול את הספרות וההערות שלי</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>תצוגה מקדימה</translation>
    </message>
    <message>
        <source>Entries and Notes</source>
        <translation>ספרות והערות</translation>
    </message>
    <message>
        <source>nonet-%1</source>
        <translation>nonet-%1</translation>
    </message>
    <message>
        <source>Save the Picture</source>
        <translation>שמירת התמונה</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>ציורי SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>תמונות PNG (*.png)</translation>
    </message>
    <message>
        <source>Saved the picture to “%1”.</source>
        <translation>התמונה נשמרה ב־“%1”.</translation>
    </message>
    <message>
        <source>The puzzle was saved to “%1”.</source>
        <translation>התשבץ נשמר ב־“%1”.</translation>
    </message>
    <message>
        <source>“%1” could not be written.</source>
        <translation>לא ניתן היה לכתוב את “%1”.</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>ייצוא כ־P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the printed page as a PDF file</source>
        <translation>שמירת העמוד המודפס כקובץ PDF</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>ייצוא כ־PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>מסמכי PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved the page to “%1”.</source>
        <translation>העמוד נשמר ב־“%1”.</translation>
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
        <translation>הזנת &amp;תשבץ…</translation>
    </message>
    <message>
        <source>Type in a puzzle from a newspaper or a book, then play it</source>
        <translation>הקלדת תשבץ מעיתון או מספר, ואז משחק בו</translation>
    </message>
    <message>
        <source>The puzzle you were entering is back.</source>
        <translation>התשבץ שהזנת חזר.</translation>
    </message>
    <message>
        <source>Pasting is not available.</source>
        <translation>הדבקה אינה זמינה.</translation>
    </message>
    <message>
        <source>Paste a puzzle</source>
        <translation>הדבקת תשבץ</translation>
    </message>
    <message>
        <source>Playing your puzzle: %1.</source>
        <translation>משחקים בתשבץ שלך: %1.</translation>
    </message>
    <message>
        <source>Enter a Puzzle</source>
        <translation>הזנת תשבץ</translation>
    </message>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>לצאת מהעורך? הספרה הנתונה שהזנת תאבד.</numerusform>
            <numerusform>לצאת מהעורך? %n הספרות הנתונות שהזנת יאבדו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>לצאת מהעורך? הספרה הנתונה שנקראה מהתמונה תאבד.</numerusform>
            <numerusform>לצאת מהעורך? %n הספרות הנתונות שנקראו מהתמונה יאבדו.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave the editor</source>
        <translation>יציאה מהעורך</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;יציאה</translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>תשבץ מחוץ ל-Nonet (קישור, קובץ או שורת הפקודה) ממתין להיפתח. לפתוח אותו ולצאת מהעורך? הספרה הנתונה שהזנת תאבד.</numerusform>
            <numerusform>תשבץ מחוץ ל-Nonet (קישור, קובץ או שורת הפקודה) ממתין להיפתח. לפתוח אותו ולצאת מהעורך? %n הספרות הנתונות שהזנת יאבדו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>תשבץ מחוץ ל-Nonet (קישור, קובץ או שורת הפקודה) ממתין להיפתח. לפתוח אותו ולצאת מהעורך? הספרה הנתונה שנקראה מהתמונה תאבד.</numerusform>
            <numerusform>תשבץ מחוץ ל-Nonet (קישור, קובץ או שורת הפקודה) ממתין להיפתח. לפתוח אותו ולצאת מהעורך? %n הספרות הנתונות שנקראו מהתמונה יאבדו.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a puzzle from outside</source>
        <translation>פתיחת תשבץ מבחוץ</translation>
    </message>
    <message>
        <source>&amp;Open It</source>
        <translation>&amp;פתיחה</translation>
    </message>
    <message>
        <source>&amp;Keep Editing</source>
        <translation>&amp;המשך עריכה</translation>
    </message>
    <message>
        <source>The puzzle from outside was not opened; your entry is as it was.</source>
        <translation>התשבץ מבחוץ לא נפתח; מה שהזנת נשאר כפי שהיה.</translation>
    </message>
    <message>
        <source>Read a picture</source>
        <translation>קריאת תמונה</translation>
    </message>
    <message>
        <source>grid cleared; Undo brings it back</source>
        <translation>הלוח נוקה; ביטול מחזיר אותו</translation>
    </message>
    <message>
        <source>undo: %1</source>
        <translation>ביטול: %1</translation>
    </message>
    <message>
        <source>redo: %1</source>
        <translation>חזרה: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleEntry</name>
    <message>
        <source>Enter %1 in %2</source>
        <translation>הזנת %1 ב־%2</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>מחיקת %1</translation>
    </message>
    <message>
        <source>Clear the grid</source>
        <translation>ריקון הלוח</translation>
    </message>
    <message numerus="yes">
        <source>Enter %1 in %n cell(s)</source>
        <translation>
            <numerusform>הזנת %1 במשבצת אחת</numerusform>
            <numerusform>הזנת %1 ב־%n משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cell(s)</source>
        <translation>
            <numerusform>מחיקת משבצת אחת</numerusform>
            <numerusform>מחיקת %n משבצות</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleExport</name>
    <message>
        <source>Puzzle on one line, “.” for empty cells</source>
        <translation>החידה בשורה אחת, &quot;.&quot; למשבצות ריקות</translation>
    </message>
    <message>
        <source>Puzzle on one line, “0” for empty cells</source>
        <translation>החידה בשורה אחת, &quot;0&quot; למשבצות ריקות</translation>
    </message>
    <message>
        <source>Puzzle as a boxed grid</source>
        <translation>החידה כרשת עם מסגרות</translation>
    </message>
    <message>
        <source>Current position on one line (givens and your entries)</source>
        <translation>המצב הנוכחי בשורה אחת (הספרות הנתונות והספרות שלך)</translation>
    </message>
    <message>
        <source>%1 puzzle</source>
        <translation>חידת %1</translation>
    </message>
    <message>
        <source>%1 position</source>
        <translation>מצב %1</translation>
    </message>
    <message>
        <source>Current progress with notes (a pencil-mark grid; a link for the variants)</source>
        <translation>ההתקדמות הנוכחית עם ההערות (רשת הערות עיפרון; קישור לגרסאות)</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleImport</name>
    <message>
        <source>There is nothing to import: the text is empty.</source>
        <translation>אין מה לייבא: הטקסט ריק.</translation>
    </message>
    <message>
        <source>The text is far too long to be a puzzle.</source>
        <translation>הטקסט ארוך מדי בשביל חידה.</translation>
    </message>
    <message>
        <source>This is not a puzzle Nonet can read: %1.</source>
        <translation>זו לא חידה ש־Nonet יודע לקרוא: %1.</translation>
    </message>
    <message>
        <source>This is not a whole puzzle: %1.</source>
        <translation>זו לא חידה שלמה: %1.</translation>
    </message>
    <message>
        <source>The puzzle breaks the rules: %1.</source>
        <translation>החידה מפרה את הכללים: %1.</translation>
    </message>
    <message>
        <source>The pencil marks cannot be read: %1.</source>
        <translation>אי אפשר לקרוא את סימוני העיפרון: %1.</translation>
    </message>
    <message>
        <source>The link carries no puzzle: %1.</source>
        <translation>אין חידה בקישור: %1.</translation>
    </message>
    <message>
        <source>The link is broken: %1.</source>
        <translation>הקישור פגום: %1.</translation>
    </message>
    <message>
        <source>The puzzle has no solution, so it cannot be played.</source>
        <translation>לחידה אין פתרון, ולכן אי אפשר לשחק בה.</translation>
    </message>
    <message>
        <source>The puzzle has more than one solution; Nonet plays only puzzles with exactly one.</source>
        <translation>לחידה יש יותר מפתרון אחד; Nonet משחק רק בחידות עם פתרון אחד בדיוק.</translation>
    </message>
    <message>
        <source>The progress that came with the puzzle does not fit it.</source>
        <translation>ההתקדמות שהגיעה עם החידה לא מתאימה לה.</translation>
    </message>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>לא ניתן היה לקרוא את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>“%1” is far too large to hold a puzzle.</source>
        <translation>&quot;%1&quot; גדול מדי מכדי להכיל חידה.</translation>
    </message>
    <message>
        <source>The text is far too long to be a puzzle (%L1 characters).</source>
        <translation>הטקסט ארוך מדי בשביל חידה (%L1 תווים).</translation>
    </message>
    <message>
        <source>This Jigsaw puzzle cannot be played: %1.</source>
        <translation>אי אפשר לשחק בחידת הפאזל הזאת: %1.</translation>
    </message>
    <message>
        <source>As a classic Sudoku the puzzle has more than one solution, but as %1 it has exactly one: choose %1 as the variant and import it again.</source>
        <translation>כסודוקו קלאסי יש לחידה יותר מפתרון אחד, אבל כ%1 יש לה פתרון אחד בדיוק: בחרו %1 כגרסה וייבאו אותה שוב.</translation>
    </message>
    <message>
        <source>This Killer puzzle cannot be played: %1.</source>
        <translation>אי אפשר לשחק בחידת הקילר הזאת: %1.</translation>
    </message>
    <message>
        <source>This Solo game ID cannot be played: %1.</source>
        <translation>אי אפשר לשחק במזהה המשחק הזה של Solo‏: %1.</translation>
    </message>
    <message>
        <source>“%1” is %2, not a file with a puzzle.</source>
        <translation>“%1” הוא %2, לא קובץ עם תשבץ.</translation>
    </message>
    <message>
        <source>This text is of another variant: %1.</source>
        <translation>הטקסט הזה שייך לגרסה אחרת: %1.</translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzlePool</name>
    <message>
        <source>The list of puzzles you have played could not be read (%1).</source>
        <translation>לא ניתן היה לקרוא את רשימת החידות ששיחקת (%1).</translation>
    </message>
    <message>
        <source>The saved puzzle pool could not be read (%1).</source>
        <translation>לא ניתן היה לקרוא את מאגר החידות השמור (%1).</translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one is started.</source>
        <translation>הוא נשמר בצד בשם %1 ומתחיל מאגר חדש.</translation>
    </message>
    <message>
        <source>It could not be renamed, so it is left untouched and not updated.</source>
        <translation>לא ניתן היה לשנות את שמו, ולכן הוא נשאר כמו שהוא ולא מתעדכן.</translation>
    </message>
    <message>
        <source>Could not save the puzzle pool (%1).</source>
        <translation>לא ניתן היה לשמור את מאגר החידות (%1).</translation>
    </message>
    <message>
        <source>The saved variant puzzles could not be read (%1).</source>
        <translation>לא ניתן היה לקרוא את חידות הגרסאות השמורות (%1).</translation>
    </message>
</context>
<context>
    <name>nonet::app::QuitSaver</name>
    <message>
        <source>Quit Nonet</source>
        <translation>יציאה מ־Nonet</translation>
    </message>
    <message>
        <source>Your game could not be saved, so it would be lost if Nonet quits now.</source>
        <translation>לא ניתן היה לשמור את המשחק שלך, ולכן הוא יאבד אם Nonet ייסגר עכשיו.</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>המשחק שלך לא נשמר</translation>
    </message>
    <message>
        <source>Retry once the disk has room or the folder may be written, save the game to a file elsewhere, or quit without it.</source>
        <translation>נסה שוב כשיהיה מקום בדיסק או כשניתן יהיה לכתוב לתיקייה, שמור את המשחק בקובץ במקום אחר, או צא בלעדיו.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;נסה שוב</translation>
    </message>
    <message>
        <source>&amp;Save Elsewhere…</source>
        <translation>שמירה במקום &amp;אחר…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;יציאה בכל זאת</translation>
    </message>
</context>
<context>
    <name>nonet::app::ResultCheckDialog</name>
    <message>
        <source>This is not a whole Nonet daily result: paste the line from “Nonet daily” to its check code.</source>
        <translation>זו אינה תוצאה יומית שלמה של Nonet: הדביקו את השורה מ־„Nonet daily” ועד קוד הבדיקה שלה.</translation>
    </message>
    <message>
        <source>The date does not read: it must be a day from 2026-01-01 on, written as YYYY-MM-DD.</source>
        <translation>לא ניתן לקרוא את התאריך: הוא צריך להיות יום מ־2026-01-01 והלאה, בכתיב YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>The level is not one of Nonet&apos;s levels.</source>
        <translation>הרמה אינה אחת מהרמות של Nonet.</translation>
    </message>
    <message>
        <source>The time does not read: it is written like 7:42 or 1:02:03.</source>
        <translation>לא ניתן לקרוא את הזמן: הוא נכתב כמו 7:42 או 1:02:03.</translation>
    </message>
    <message>
        <source>The line must say “no hints” or “with hints”.</source>
        <translation>השורה צריכה לומר „no hints” או „with hints”.</translation>
    </message>
    <message>
        <source>The check code does not read: it is eight letters and digits, like 3F7K-Q2MD.</source>
        <translation>לא ניתן לקרוא את קוד הבדיקה: הוא שמונה אותיות וספרות, כמו 3F7K-Q2MD.</translation>
    </message>
    <message>
        <source>The line has more fields than a result.</source>
        <translation>בשורה יש יותר שדות מאשר בתוצאה.</translation>
    </message>
    <message>
        <source>Check a Result</source>
        <translation>בדיקת תוצאה</translation>
    </message>
    <message>
        <source>Check a daily result</source>
        <translation>בדיקת תוצאה יומית</translation>
    </message>
    <message>
        <source>Paste a daily result line a player shared. Nonet makes that day&apos;s puzzle and checks the code at the end of the line.</source>
        <translation>הדביקו שורת תוצאה יומית ששחקן שיתף. Nonet יוצר את החידה של אותו יום ובודק את הקוד שבסוף השורה.</translation>
    </message>
    <message>
        <source>Result line</source>
        <translation>שורת תוצאה</translation>
    </message>
    <message>
        <source>The line to check, starting with “Nonet daily”.</source>
        <translation>השורה לבדיקה, שמתחילה ב־„Nonet daily”.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>תוצאת הבדיקה</translation>
    </message>
    <message>
        <source>What the check found</source>
        <translation>מה הבדיקה מצאה</translation>
    </message>
    <message>
        <source>A genuine code shows that the line is unchanged since Nonet wrote it. It cannot show that a person solved the puzzle in that time: there is no secret and no server.</source>
        <translation>קוד אמיתי מראה שהשורה לא שונתה מאז ש־Nonet כתב אותה. הוא לא יכול להראות שאדם פתר את החידה בזמן הזה: אין סוד ואין שרת.</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;בדיקה</translation>
    </message>
    <message>
        <source>Check the result line</source>
        <translation>בדיקת שורת התוצאה</translation>
    </message>
    <message>
        <source>Make that day&apos;s puzzle and compare the check code</source>
        <translation>ליצור את החידה של אותו יום ולהשוות את קוד הבדיקה</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Close the check</source>
        <translation>סגירת הבדיקה</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>בודק…</translation>
    </message>
    <message>
        <source>Genuine: %1, %2, solved in %3 with hints.</source>
        <translation>אמיתית: %1, %2, נפתרה ב־%3 עם רמזים.</translation>
    </message>
    <message>
        <source>Genuine: %1, %2, solved in %3 without hints.</source>
        <translation>אמיתית: %1, %2, נפתרה ב־%3 בלי רמזים.</translation>
    </message>
    <message>
        <source>Not genuine: the puzzle of %1 is not %2.</source>
        <translation>לא אמיתית: החידה של %1 אינה ברמה %2.</translation>
    </message>
    <message>
        <source>Not genuine: the check code does not match this date, time and hints. The line was changed or made up.</source>
        <translation>לא אמיתית: קוד הבדיקה לא מתאים לתאריך, לזמן ולרמזים האלה. השורה שונתה או הומצאה.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewActions</name>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <translation>&amp;קביעת נקודת ביקורת</translation>
    </message>
    <message>
        <source>Mark this position to come back to later</source>
        <translation>סימון המצב הזה כדי לחזור אליו אחר כך</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>ח&amp;זרה לנקודת הביקורת</translation>
    </message>
    <message>
        <source>Return to the latest checkpoint, as one move that Undo takes back</source>
        <translation>חזרה לנקודת הביקורת האחרונה, כמהלך אחד שביטול מחזיר</translation>
    </message>
    <message>
        <source>C&amp;heckpoints...</source>
        <translation>נקו&amp;דות ביקורת...</translation>
    </message>
    <message>
        <source>Choose a checkpoint to return to</source>
        <translation>בחירת נקודת ביקורת לחזור אליה</translation>
    </message>
    <message>
        <source>Re&amp;wind to Last Correct</source>
        <translation>חזרה ל&amp;מצב הנכון האחרון</translation>
    </message>
    <message>
        <source>Go back to the last position where every digit and note was right, as one move</source>
        <translation>חזרה למצב האחרון שבו כל ספרה וכל הערה היו נכונות, כמהלך אחד</translation>
    </message>
    <message>
        <source>Show the step you could have found at the last correct position</source>
        <translation>הצגת הצעד שיכולתם למצוא במצב הנכון האחרון</translation>
    </message>
    <message>
        <source>Show &amp;What I Missed</source>
        <translation>&amp;מה פספסתי?</translation>
    </message>
    <message>
        <source>See how the game went: time, moves, mistakes, hints and the techniques the puzzle needed</source>
        <translation>לראות איך הלך המשחק: זמן, מהלכים, טעויות, רמזים והטכניקות שהתשבץ דרש</translation>
    </message>
    <message>
        <source>Revie&amp;w Game</source>
        <translation>&amp;סיכום המשחק</translation>
    </message>
    <message>
        <source>Remove Wron&amp;g Digits</source>
        <translation>הסרת ספרות &amp;שגויות</translation>
    </message>
    <message>
        <source>Erase only the digits that differ from the solution, as one move; every other move stays</source>
        <translation>מחיקת הספרות השונות מהפתרון בלבד, כמהלך אחד; כל שאר המהלכים נשארים</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewController</name>
    <message>
        <source>This position is your latest checkpoint already.</source>
        <translation>המצב הזה כבר נקודת הביקורת האחרונה שלכם.</translation>
    </message>
    <message>
        <source>Set %1.</source>
        <translation>נקבעה %1.</translation>
    </message>
    <message>
        <source>You are at %1 already.</source>
        <translation>אתם כבר ב%1.</translation>
    </message>
    <message>
        <source>Back to checkpoint %1</source>
        <translation>חזרה לנקודת ביקורת %1</translation>
    </message>
    <message>
        <source>Back at %1.</source>
        <translation>חזרתם ל%1.</translation>
    </message>
    <message>
        <source>Nothing to rewind: every digit agrees with the solution and no note rules out a right digit.</source>
        <translation>אין לאן לחזור: כל ספרה מתאימה לפתרון ואף הערה לא שוללת ספרה נכונה.</translation>
    </message>
    <message>
        <source>Rewind to last correct</source>
        <translation>חזרה למצב הנכון האחרון</translation>
    </message>
    <message numerus="yes">
        <source>Rewound %n move(s) to the last position without a mistake.</source>
        <translation>
            <numerusform>חזרתם מהלך אחד אחורה, למצב האחרון בלי טעות.</numerusform>
            <numerusform>חזרתם %n מהלכים אחורה, למצב האחרון בלי טעות.</numerusform>
        </translation>
    </message>
    <message>
        <source>No digit on the board is wrong.</source>
        <translation>אין ספרה שגויה על הלוח.</translation>
    </message>
    <message>
        <source>Remove wrong digits</source>
        <translation>הסרת ספרות שגויות</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n wrong digit(s); every other move stays.</source>
        <translation>
            <numerusform>הוסרה ספרה שגויה אחת; כל שאר המהלכים נשארים.</numerusform>
            <numerusform>הוסרו %n ספרות שגויות; כל שאר המהלכים נשארים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint %1 · %2 · %3 of %4 filled</source>
        <translation>נקודת ביקורת %1 · %2 · %3 מתוך %4 מולאו</translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewText</name>
    <message numerus="yes">
        <source>Lost after %n mistake(s), at %1</source>
        <translation>
            <numerusform>הפסד אחרי טעות אחת, ב־%1</numerusform>
            <numerusform>הפסד אחרי %n טעויות, ב־%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>נפתר ב־%1</translation>
    </message>
    <message>
        <source>Not finished, at %1</source>
        <translation>לא הסתיים, ב־%1</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>לא הסתיים</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>בלי רמזים</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>רמז אחד</numerusform>
            <numerusform>%n רמזים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>טעות אחת</numerusform>
            <numerusform>%n טעויות</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>נפתר</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>לא הסתיים</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>מהלך אחד</numerusform>
            <numerusform>%n מהלכים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>נקודת ביקורת אחת</numerusform>
            <numerusform>%n נקודות ביקורת</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>where to look %1</source>
        <translation>איפה לחפש %1</translation>
    </message>
    <message>
        <source>technique named %1</source>
        <translation>שם הטכניקה %1</translation>
    </message>
    <message>
        <source>pattern shown %1</source>
        <translation>הדפוס הוצג %1</translation>
    </message>
    <message>
        <source>applied %1</source>
        <translation>הוחל %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>רמזים: %1</translation>
    </message>
    <message>
        <source>The puzzle&apos;s path: %1</source>
        <translation>דרך הפתרון של התשבץ: %1</translation>
    </message>
    <message>
        <source>Your hints: %1</source>
        <translation>הרמזים שלך: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::SaveFile</name>
    <message>
        <source>“%1” could not be read (%2).</source>
        <translation>לא ניתן היה לקרוא את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>“%1” is far too large to be a saved game (%2).</source>
        <translation>&quot;%1&quot; גדול מדי בשביל משחק שמור (%2).</translation>
    </message>
    <message>
        <source>“%1” is damaged or cut short: it is not readable JSON (%2).</source>
        <translation>&quot;%1&quot; פגום או קטוע: אין בו JSON קריא (%2).</translation>
    </message>
    <message>
        <source>“%1” is not a Nonet saved game (%2).</source>
        <translation>&quot;%1&quot; אינו משחק שמור של Nonet‏ (%2).</translation>
    </message>
    <message>
        <source>“%1” was saved by a newer version of Nonet (format version %2); this version reads version %3.</source>
        <translation>&quot;%1&quot; נשמר בגרסה חדשה יותר של Nonet (גרסת תבנית %2); הגרסה הזאת קוראת גרסה %3.</translation>
    </message>
    <message>
        <source>“%1” is damaged: %2.</source>
        <translation>&quot;%1&quot; פגום: %2.</translation>
    </message>
    <message>
        <source>“%1” is %2, not a saved game.</source>
        <translation>“%1” הוא %2, לא משחק שמור.</translation>
    </message>
</context>
<context>
    <name>nonet::app::ShareDialog</name>
    <message>
        <source>Share link</source>
        <translation>שיתוף קישור</translation>
    </message>
    <message>
        <source>Send this link to a friend: clicking it, or pasting it into Import, opens the puzzle in Nonet.</source>
        <translation>שלחו את הקישור לחברים: לחיצה עליו, או הדבקה שלו בייבוא, פותחת את החידה ב־Nonet.</translation>
    </message>
    <message>
        <source>Include my &amp;progress (entries and notes)</source>
        <translation>לכלול את ה&amp;התקדמות שלי (ספרות והערות)</translation>
    </message>
    <message>
        <source>Include my progress</source>
        <translation>לכלול את ההתקדמות שלי</translation>
    </message>
    <message>
        <source>Share status</source>
        <translation>מצב השיתוף</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;העתקה</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>העתקת הקישור</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>הועתק ללוח הגזירים.</translation>
    </message>
</context>
<context>
    <name>nonet::app::StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>התחילו</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>נפתרו</translation>
    </message>
    <message>
        <source>Without hints</source>
        <translation>בלי רמזים</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>זמן שיא</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>זמן ממוצע</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>רצף נוכחי</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>רצף שיא</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;איפוס...</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>איפוס הסטטיסטיקה</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Reset all statistics? This cannot be undone.</source>
        <translation>לאפס את כל הסטטיסטיקה? אי אפשר לבטל את זה.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Solved without a hint (Check and the marks against the solution do not count here)</source>
        <translation>נפתר ללא רמז (בדיקה וסימונים לפי הפתרון אינם נחשבים כאן)</translation>
    </message>
    <message>
        <source>Only games solved without hints, Check or marks against the solution set a best time</source>
        <translation>רק משחקים שנפתרו ללא רמזים, בדיקה או סימונים לפי הפתרון קובעים זמן שיא</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>הפסדים</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>גרסה</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;גרסה:</translation>
    </message>
    <message>
        <source>Statistics per level: %1</source>
        <translation>סטטיסטיקה לפי רמה: %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::StatisticsRecorder</name>
    <message>
        <source>hints</source>
        <translation>רמזים</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>בדיקה</translation>
    </message>
    <message>
        <source>mistakes marked against the solution</source>
        <translation>סימון טעויות לפי הפתרון</translation>
    </message>
    <message>
        <source>Solved with help (%1): no best time, and not counted as solved without hints.</source>
        <translation>נפתר בעזרה (%1): אין זמן שיא, ולא נספר כפתור ללא רמזים.</translation>
    </message>
    <message>
        <source>Solved with help (%1): no best time, but still counted as solved without hints.</source>
        <translation>נפתר בעזרה (%1): אין זמן שיא, אבל עדיין נספר כפתור ללא רמזים.</translation>
    </message>
    <message numerus="yes">
        <source>No best time: this puzzle started with only %n empty cell(s), and a best time needs at least %1.</source>
        <translation>
            <numerusform>אין זמן שיא: החידה הזאת התחילה עם משבצת ריקה אחת בלבד, וזמן שיא דורש לפחות %1.</numerusform>
            <numerusform>אין זמן שיא: החידה הזאת התחילה עם %n משבצות ריקות בלבד, וזמן שיא דורש לפחות %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::TrainerDialog</name>
    <message>
        <source>Practise a Technique</source>
        <translation>תרגול טכניקה</translation>
    </message>
    <message>
        <source>Practise a technique</source>
        <translation>תרגול טכניקה</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>טכניקות לפי רמה</translation>
    </message>
    <message>
        <source>Choose a technique with the arrow keys; Enter practises it.</source>
        <translation>בחרו טכניקה במקשי החיצים; Enter מתרגל אותה.</translation>
    </message>
    <message>
        <source>Techniques of this level</source>
        <translation>טכניקות ברמה הזאת</translation>
    </message>
    <message>
        <source>About the technique</source>
        <translation>על הטכניקה</translation>
    </message>
    <message>
        <source>What the technique says and how to find it</source>
        <translation>מה הטכניקה אומרת ואיך מוצאים אותה</translation>
    </message>
    <message>
        <source>Diagram: the technique in a real position</source>
        <translation>תרשים: הטכניקה במצב אמיתי</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;תרגול</translation>
    </message>
    <message>
        <source>Practise the chosen technique</source>
        <translation>לתרגל את הטכניקה שנבחרה</translation>
    </message>
    <message>
        <source>Start a position where the chosen technique is the next step</source>
        <translation>להתחיל מצב שבו הטכניקה שנבחרה היא הצעד הבא</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Close without practising</source>
        <translation>סגירה בלי לתרגל</translation>
    </message>
    <message>
        <source>Too rare to make while you wait: its positions come from the puzzles bundled with Nonet.</source>
        <translation>נדירה מכדי ליצור אותה בזמן שאתם מחכים: המצבים שלה באים מהחידות שמגיעות עם Nonet.</translation>
    </message>
</context>
<context>
    <name>nonet::app::UnfinishedStore</name>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>לא ניתן היה ליצור את התיקייה &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>“%1” could not be written (%2).</source>
        <translation>לא ניתן היה לכתוב את &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>“%1” is not one of the kept games.</source>
        <translation>&quot;%1&quot; אינו אחד מהמשחקים השמורים.</translation>
    </message>
</context>
<context>
    <name>nonet::app::UserGuideDialog</name>
    <message>
        <source>User Guide</source>
        <translation>מדריך למשתמש</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>תוכן העניינים</translation>
    </message>
    <message>
        <source>The sections of the guide; the arrow keys go to one.</source>
        <translation>פרקי המדריך; מקשי החצים עוברים לאחד מהם.</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>מדריך למשתמש</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the code of the language of this translation (nl, de, he): the user guide is shown in it when docs/user-guide.&lt;code&gt;.md exists</comment>
        <translation>he</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>פעולה</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>מקשים</translation>
    </message>
    <message>
        <source>Where the user guide has not been translated into your language yet, it is in English.</source>
        <translation>היכן שהמדריך למשתמש עוד לא תורגם לעברית, הוא מוצג באנגלית.</translation>
    </message>
</context>
<context>
    <name>nonet::app::VariantNames</name>
    <message>
        <source>Classic</source>
        <translation>קלאסי</translation>
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
        <translation>סודוקו X</translation>
    </message>
    <message>
        <source>Windoku</source>
        <translation>וינדוקו</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <translation>פאזל</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>קילר</translation>
    </message>
</context>
<context>
    <name>nonet::app::VerdictText</name>
    <message>
        <source>Checking the puzzle…</source>
        <translation>בודק את התשבץ…</translation>
    </message>
    <message>
        <source>The grid is empty. Type the givens of your puzzle, or paste a whole puzzle (Ctrl+V).</source>
        <translation>הלוח ריק. יש להקליד את הספרות הנתונות של התשבץ, או להדביק תשבץ שלם (Ctrl+V).</translation>
    </message>
    <message numerus="yes">
        <source>%n given(s) clash: a digit repeats in a row, column or box (marked on the board). Change them before playing.</source>
        <translation>
            <numerusform>ספרה נתונה אחת מתנגשת: ספרה חוזרת בשורה, בעמודה או בריבוע (מסומן על הלוח). יש לשנות אותה לפני המשחק.</numerusform>
            <numerusform>%n ספרות נתונות מתנגשות: ספרה חוזרת בשורה, בעמודה או בריבוע (מסומן על הלוח). יש לשנות אותן לפני המשחק.</numerusform>
        </translation>
    </message>
    <message>
        <source>All 81 cells are filled, so there is nothing left to solve. Erase some digits to make a puzzle.</source>
        <translation>כל 81 המשבצות מלאות, ולכן לא נשאר מה לפתור. יש למחוק כמה ספרות כדי ליצור תשבץ.</translation>
    </message>
    <message>
        <source>This puzzle has no solution: no grid completes these givens. Check them against your source.</source>
        <translation>לתשבץ הזה אין פתרון: שום לוח אינו משלים את הספרות הנתונות. כדאי להשוות אותן למקור.</translation>
    </message>
    <message>
        <source>This puzzle has at least %1 solutions.</source>
        <translation>לתשבץ הזה יש לפחות %1 פתרונות.</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has %n solution(s).</source>
        <translation>
            <numerusform>לתשבץ הזה יש פתרון אחד.</numerusform>
            <numerusform>לתשבץ הזה יש %n פתרונות.</numerusform>
        </translation>
    </message>
    <message>
        <source>A given in %1 cuts them down: any of %2 (ringed on the board).</source>
        <translation>ספרה נתונה ב%1 מצמצמת אותם: כל אחת מ־%2 (מוקפות על הלוח).</translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board (%1) cannot all be right.</source>
        <translation>
            <numerusform>לחידה אין פתרון: הנתון המוצלל (%1) לא יכול להיות נכון.</numerusform>
            <numerusform>לחידה אין פתרון: %n הנתונים המוצללים על הלוח (%1) לא יכולים להיות כולם נכונים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board cannot all be right.</source>
        <translation>
            <numerusform>לחידה אין פתרון: הנתון המוצלל לא יכול להיות נכון.</numerusform>
            <numerusform>לחידה אין פתרון: %n הנתונים המוצללים על הלוח לא יכולים להיות כולם נכונים.</numerusform>
        </translation>
    </message>
    <message>
        <source>The one you typed last, in %1, is among them.</source>
        <translation>האחרון שהקלדתם, ב־%1, ביניהם.</translation>
    </message>
    <message>
        <source>Of them, the picture&apos;s reading is least sure of %1: check it first.</source>
        <translation>מביניהן, הקריאה מהתמונה בטוחה הכי פחות ב־%1: בדקו אותה קודם.</translation>
    </message>
    <message>
        <source>The picture&apos;s reading is least sure of the one in %1: check it first.</source>
        <translation>הקריאה מהתמונה בטוחה הכי פחות בספרה שב־%1: בדקו אותה קודם.</translation>
    </message>
    <message>
        <source>Check them against your source.</source>
        <translation>בדקו אותם מול המקור.</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Level: %1 (%2). Start Playing when you are ready.</source>
        <translation>לתשבץ הזה יש פתרון אחד בדיוק. רמה: %1 (%2). אפשר להתחיל לשחק כשמוכנים.</translation>
    </message>
    <message>
        <source>This puzzle has exactly one solution. Level: %1. Start Playing when you are ready.</source>
        <translation>לתשבץ הזה יש פתרון אחד בדיוק. רמה: %1. אפשר להתחיל לשחק כשמוכנים.</translation>
    </message>
    <message numerus="yes">
        <source>Read from the picture: check the %n hatched cell(s) against it (%1).</source>
        <translation>
            <numerusform>נקרא מהתמונה: יש להשוות אליה את המשבצת המקווקוות (%1).</numerusform>
            <numerusform>נקרא מהתמונה: יש להשוות אליה את %n המשבצות המקווקוות (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::ViewTools</name>
    <message>
        <source>&amp;Digit First</source>
        <translation>&amp;ספרה תחילה</translation>
    </message>
    <message>
        <source>Pick a digit, then click cells to place it (or note it in notes mode); Esc leaves (D)</source>
        <translation>בחרו ספרה ואז לחצו על תאים כדי למקם אותה (או לרשום אותה כהערה במצב הערות); Esc יוצא (D)</translation>
    </message>
    <message>
        <source>Digit First</source>
        <translation>ספרה תחילה</translation>
    </message>
    <message>
        <source>Highlight &amp;Candidates</source>
        <translation>הדגשת מו&amp;עמדים</translation>
    </message>
    <message>
        <source>Mark every cell where the highlighted digit can still go (X)</source>
        <translation>סימון כל תא שבו הספרה המודגשת עדיין יכולה להופיע (X)</translation>
    </message>
    <message>
        <source>&amp;Bivalue Cells</source>
        <translation>תאים עם &amp;שני מועמדים</translation>
    </message>
    <message>
        <source>Mark every empty cell with exactly two candidates (B)</source>
        <translation>סימון כל תא ריק שיש בו בדיוק שני מועמדים (B)</translation>
    </message>
    <message>
        <source>My &amp;Notes</source>
        <translation>ה&amp;הערות שלי</translation>
    </message>
    <message>
        <source>Highlighting reads the candidates from your notes</source>
        <translation>ההדגשה קוראת את המועמדים מההערות שלך</translation>
    </message>
    <message>
        <source>The &amp;Grid</source>
        <translation>ה&amp;רשת</translation>
    </message>
    <message>
        <source>Highlighting reads the candidates from the digits in each row, column and box</source>
        <translation>ההדגשה גוזרת את המועמדים מהספרות שבכל שורה, עמודה וריבוע</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;הגדלה</translation>
    </message>
    <message>
        <source>Make the board larger (Ctrl++)</source>
        <translation>הגדלת הלוח (Ctrl++)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>ה&amp;קטנה</translation>
    </message>
    <message>
        <source>Make the board smaller (Ctrl+-)</source>
        <translation>הקטנת הלוח (Ctrl+-)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>גודל &amp;רגיל</translation>
    </message>
    <message>
        <source>Fit the board to the window again (Ctrl+0)</source>
        <translation>התאמת הלוח לחלון מחדש (Ctrl+0)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;מסך מלא</translation>
    </message>
    <message>
        <source>Show the window on the whole screen, toolbar included (F11)</source>
        <translation>הצגת החלון על כל המסך, כולל סרגל הכלים (F11)</translation>
    </message>
    <message>
        <source>&amp;Large Digits</source>
        <translation>ספרות &amp;גדולות</translation>
    </message>
    <message>
        <source>Draw the digits and notes on the board larger, for easier reading</source>
        <translation>ציור הספרות וההערות על הלוח בגודל גדול יותר, לקריאה נוחה</translation>
    </message>
    <message>
        <source>Candidates F&amp;rom</source>
        <translation>מועמדים &amp;לפי</translation>
    </message>
    <message>
        <source>Ca&amp;ge Colours</source>
        <translation>צבעי &amp;כלובים</translation>
    </message>
    <message>
        <source>Tint the cages of a Killer puzzle so that cages side by side differ</source>
        <translation>לצבוע את הכלובים של חידת קילר כך שכלובים סמוכים יהיו שונים</translation>
    </message>
</context>
<context>
    <name>nonet::ui::BoardWidget</name>
    <message numerus="yes">
        <source>cage %1, %n cell(s), sum %2</source>
        <translation>
            <numerusform>כלוב %1, משבצת %n, סכום %2</numerusform>
            <numerusform>כלוב %1, %n משבצות, סכום %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>לוח סודוקו</translation>
    </message>
    <message>
        <source>Digit first: %1 is chosen; Enter places it, Esc leaves.</source>
        <translation>ספרה תחילה: %1 נבחרה; Enter ממקם אותה, Esc יוצא.</translation>
    </message>
    <message>
        <source>Digit first: type the digit to place.</source>
        <translation>ספרה תחילה: הקלידו את הספרה למיקום.</translation>
    </message>
    <message numerus="yes">
        <source>%1 can still go in %n cell(s).</source>
        <translation>
            <numerusform>%1 עוד יכולה להיות במשבצת אחת.</numerusform>
            <numerusform>%1 עוד יכולה להיות ב־%n משבצות.</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move between the cells. Type a digit to place it, Shift and a digit for a note, Delete to erase, Ctrl and an arrow for the next empty cell.</source>
        <translation>מקשי החיצים עוברים בין המשבצות. הקלדת ספרה מציבה אותה, Shift וספרה מוסיפים הערה, Delete מוחק, Ctrl וחץ עוברים למשבצת הריקה הבאה.</translation>
    </message>
    <message>
        <source>A grid of %1 rows and %1 columns.</source>
        <translation>רשת של %1 שורות ו־%1 עמודות.</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>אזור %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>חלון %1</translation>
    </message>
    <message>
        <source>diagonal %1</source>
        <translation>אלכסון %1</translation>
    </message>
    <message>
        <source>selection cleared</source>
        <comment>spoken: Escape left only the cursor&apos;s cell selected</comment>
        <translation>הבחירה בוטלה</translation>
    </message>
</context>
<context>
    <name>nonet::ui::CageCombinationsView</name>
    <message>
        <source>Cage combinations</source>
        <translation>צירופי הכלוב</translation>
    </message>
    <message>
        <source>Combinations: select a cell of a cage</source>
        <translation>צירופים: בחרו משבצת של כלוב</translation>
    </message>
    <message numerus="yes">
        <source>Cage %1 · %n cell(s) · %2</source>
        <translation>
            <numerusform>כלוב %1 · משבצת %n · %2</numerusform>
            <numerusform>כלוב %1 · %n משבצות · %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, ruled out</source>
        <translation>%1, נפסל</translation>
    </message>
</context>
<context>
    <name>nonet::ui::CellWidget</name>
    <message>
        <source>%1, given</source>
        <translation>%1, נתונה</translation>
    </message>
    <message>
        <source>%1, conflict</source>
        <translation>%1, התנגשות</translation>
    </message>
    <message>
        <source>%1, wrong</source>
        <translation>%1, שגויה</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>ריקה</translation>
    </message>
    <message>
        <source>%1 can go here.</source>
        <translation>%1 יכולה להופיע כאן.</translation>
    </message>
    <message>
        <source>Two candidates.</source>
        <translation>שני מועמדים.</translation>
    </message>
    <message>
        <source>notes %1</source>
        <translation>הערות %1</translation>
    </message>
    <message>
        <source>centre notes %1</source>
        <translation>הערות מרכז %1</translation>
    </message>
    <message>
        <source>note %1 in colour %2</source>
        <translation>הערה %1 בצבע %2</translation>
    </message>
    <message>
        <source>%1, colour %2</source>
        <translation>%1, צבע %2</translation>
    </message>
    <message>
        <source>Row %1 column %2, %3</source>
        <translation>שורה %1 עמודה %2, %3</translation>
    </message>
</context>
<context>
    <name>nonet::ui::DigitButton</name>
    <message>
        <source>Digit %1</source>
        <translation>ספרה %1</translation>
    </message>
</context>
<context>
    <name>nonet::ui::Keypad</name>
    <message>
        <source>Keypad</source>
        <translation>לוח מקשים</translation>
    </message>
    <message>
        <source>Places digits and notes in the selected cell</source>
        <translation>מציב ספרות והערות במשבצת שנבחרה</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>מחיקה</translation>
    </message>
    <message>
        <source>Erase the selected cell (Delete)</source>
        <translation>מחיקת המשבצת שנבחרה (Delete)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>הערות</translation>
    </message>
    <message>
        <source>Notes mode</source>
        <translation>מצב הערות</translation>
    </message>
    <message>
        <source>Notes mode: digits toggle notes instead of placing values (N)</source>
        <translation>מצב הערות: ספרות מוסיפות ומסירות הערות במקום להציב ערכים (N)</translation>
    </message>
    <message>
        <source>Toggle note %1 in the selected cell (Shift+%1)</source>
        <translation>הוספה או הסרה של הערה %1 במשבצת שנבחרה (Shift+%1)</translation>
    </message>
    <message>
        <source>Place %1 in the selected cell (key %1)</source>
        <translation>הצבת %1 במשבצת שנבחרה (מקש %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>נשארה אחת להצבה</numerusform>
            <numerusform>נשארו %n להצבה</numerusform>
        </translation>
    </message>
    <message>
        <source>all placed</source>
        <translation>כולן הוצבו</translation>
    </message>
    <message>
        <source>all placed, but one is marked as a mistake</source>
        <translation>כולן הוצבו, אבל אחת מסומנת כטעות</translation>
    </message>
    <message>
        <source>Choose %1, then click cells to place it or, in notes mode, note it (key %1)</source>
        <translation>בחירת %1, ואז לחצו על תאים כדי למקם אותה או, במצב הערות, לרשום אותה (מקש %1)</translation>
    </message>
    <message>
        <source>%1. Hold it down to see where %2 can still go.</source>
        <translation>%1. החזיקו לחוץ כדי לראות היכן %2 עוד יכולה להיות.</translation>
    </message>
</context>
<context>
    <name>nonet::ui::PauseCover</name>
    <message>
        <source>Paused</source>
        <translation>מושהה</translation>
    </message>
    <message>
        <source>The game is paused. Click or press Space to resume.</source>
        <translation>המשחק מושהה. לחצו או הקישו על רווח כדי להמשיך.</translation>
    </message>
    <message>
        <source>Click to resume</source>
        <translation>לחצו כדי להמשיך</translation>
    </message>
    <message>
        <source>Click or press Space to resume</source>
        <translation>לחצו או הקישו על רווח כדי להמשיך</translation>
    </message>
</context>
<context>
    <name>nonet::ui::SelectionPopup</name>
    <message>
        <source>Erase</source>
        <translation>מחיקה</translation>
    </message>
    <message>
        <source>Erase the cell (Delete)</source>
        <translation>מחיקת המשבצת (Delete)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>הערות</translation>
    </message>
    <message>
        <source>Notes: a digit toggles a note instead of placing it (N)</source>
        <translation>הערות: ספרה מוסיפה או מסירה הערה במקום להיות מוצבת (N)</translation>
    </message>
    <message>
        <source>Remove note %1</source>
        <translation>הסרת הערה %1</translation>
    </message>
    <message>
        <source>Add note %1</source>
        <translation>הוספת הערה %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>הצבת %1</translation>
    </message>
    <message>
        <source>Toggle notes of %1</source>
        <translation>הערות של %1</translation>
    </message>
    <message>
        <source>Choose a digit for %1</source>
        <translation>בחירת ספרה ל־%1</translation>
    </message>
    <message>
        <source>No colour</source>
        <translation>ללא צבע</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>צבע %1</translation>
    </message>
    <message>
        <source>%1 (Alt+%2)</source>
        <translation>%1 (Alt+%2)</translation>
    </message>
    <message>
        <source>Colour of note %1</source>
        <translation>צבע ההערה %1</translation>
    </message>
    <message>
        <source>&amp;No colour</source>
        <translation>&amp;ללא צבע</translation>
    </message>
    <message>
        <source>Colour &amp;%1</source>
        <translation>צבע &amp;%1</translation>
    </message>
    <message>
        <source>%1; the note is in colour %2</source>
        <translation>%1; ההערה בצבע %2</translation>
    </message>
    <message>
        <source>%1 (right-click: colour the note)</source>
        <translation>%1 (לחיצה ימנית: צביעת ההערה)</translation>
    </message>
    <message>
        <source>%1 (already in one of its houses)</source>
        <translation>%1 (כבר נמצאת באחת מהיחידות שלה)</translation>
    </message>
</context>
<context>
    <name>nonet::ui::SpokenText</name>
    <message>
        <source>%1 by %2</source>
        <comment>a size said aloud: 16×16 is &quot;16 by 16&quot;</comment>
        <translation>%1 על %2</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <comment>a cell said aloud; the same words as everywhere in the game</comment>
        <translation>שורה %1 עמודה %2</translation>
    </message>
    <message>
        <source> or </source>
        <comment>a chain&apos;s node said aloud: 5 in row 3 column 7 or row 3 column 8</comment>
        <translation> או </translation>
    </message>
    <message>
        <source>, strongly linked to </source>
        <translation>, בקשר חזק אל </translation>
    </message>
    <message>
        <source>, weakly linked to </source>
        <translation>, בקשר חלש אל </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>a chain&apos;s node said aloud: 5 in row 3 column 7</comment>
        <translation>%1 ב־%2</translation>
    </message>
</context>
<context>
    <name>nonet::ui::TimerLabel</name>
    <message>
        <source>Stopwatch</source>
        <translation>שעון עצר</translation>
    </message>
    <message>
        <source>1 second</source>
        <translation>שנייה אחת</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 שניות</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>דקה אחת</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 דקות</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>שעה אחת</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 שעות</translation>
    </message>
    <message>
        <source>Paused. Click to resume.</source>
        <translation>מושהה. לחצו כדי להמשיך.</translation>
    </message>
    <message>
        <source>%1 elapsed, paused. Press to resume.</source>
        <translation>עברו %1, מושהה. לחצו כדי להמשיך.</translation>
    </message>
    <message>
        <source>Elapsed time. Click to pause; the board is hidden while paused.</source>
        <translation>הזמן שעבר. לחצו כדי להשהות; הלוח מוסתר בזמן ההשהיה.</translation>
    </message>
    <message>
        <source>%1 elapsed. Press to pause.</source>
        <translation>עברו %1. לחצו כדי להשהות.</translation>
    </message>
</context>
</TS>
