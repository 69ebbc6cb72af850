<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he_IL">
<context>
    <name>HintText</name>
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
        <source>Solution digit</source>
        <translation>ספרה מהפתרון</translation>
    </message>
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
        <source>Full house: %2 is the last empty cell of %3 and takes %1</source>
        <translation>משבצת אחרונה: %2 היא המשבצת הריקה האחרונה ב־%3 ומקבלת %1</translation>
    </message>
    <message>
        <source>Hidden single: %1 fits only in %2 within %3</source>
        <translation>יחיד נסתר: %1 מתאימה בתוך %3 רק ל־%2</translation>
    </message>
    <message>
        <source>Naked single: %2 can only be %1</source>
        <translation>יחיד גלוי: %2 יכולה להיות רק %1</translation>
    </message>
    <message>
        <source>Locked candidates (pointing): %1 lies only in %2 in %3</source>
        <translation>מועמדים נעולים (הצבעה): %1 נמצאת ב־%3 רק ב־%2</translation>
    </message>
    <message>
        <source>Locked candidates (claiming): %1 lies only in %2 in %3</source>
        <translation>מועמדים נעולים (תביעה): %1 נמצאת ב־%3 רק ב־%2</translation>
    </message>
    <message>
        <source>Naked pair %1 in %2 (%3)</source>
        <translation>זוג גלוי %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Hidden pair %1 in %2 (%3)</source>
        <translation>זוג נסתר %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Naked triple %1 in %2 (%3)</source>
        <translation>שלישייה גלויה %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Hidden triple %1 in %2 (%3)</source>
        <translation>שלישייה נסתרת %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Naked quad %1 in %2 (%3)</source>
        <translation>רביעייה גלויה %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Hidden quad %1 in %2 (%3)</source>
        <translation>רביעייה נסתרת %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>X-Wing on %1 in %2 (%3)</source>
        <translation>X-Wing על %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Skyscraper on %1 with %2 (%3)</source>
        <translation>גורד שחקים על %1 עם %2 (%3)</translation>
    </message>
    <message>
        <source>Two-string kite on %1 with %2 (%3)</source>
        <translation>עפיפון על %1 עם %2 (%3)</translation>
    </message>
    <message>
        <source>Turbot fish on %1 with %2 (%3)</source>
        <translation>דג טורבוט על %1 עם %2 (%3)</translation>
    </message>
    <message>
        <source>Empty rectangle on %1 with %2 (%3)</source>
        <translation>מלבן ריק על %1 עם %2 (%3)</translation>
    </message>
    <message>
        <source>Swordfish on %1 in %2 (%3)</source>
        <translation>דג חרב על %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Jellyfish on %1 in %2 (%3)</source>
        <translation>מדוזה על %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Finned X-Wing on %1 in %2 (%3)</source>
        <translation>X-Wing עם סנפיר על %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Finned swordfish on %1 in %2 (%3)</source>
        <translation>דג חרב עם סנפיר על %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Finned jellyfish on %1 in %2 (%3)</source>
        <translation>מדוזה עם סנפיר על %1 ב־%2 (%3)</translation>
    </message>
    <message>
        <source>Simple coloring on %1 with %2</source>
        <translation>צביעה פשוטה על %1 עם %2</translation>
    </message>
    <message>
        <source>XY-Wing on %1 with %2</source>
        <translation>XY-Wing על %1 עם %2</translation>
    </message>
    <message>
        <source>XYZ-Wing on %1 with %2</source>
        <translation>XYZ-Wing על %1 עם %2</translation>
    </message>
    <message>
        <source>W-Wing on %1 with %2 (%3)</source>
        <translation>W-Wing על %1 עם %2 (%3)</translation>
    </message>
    <message>
        <source>Remote pair %1 along %2</source>
        <translation>זוגות מרוחקים %1 לאורך %2</translation>
    </message>
    <message>
        <source>Unique rectangle (type 1) on %1 in %2</source>
        <translation>מלבן ייחודיות (סוג 1) על %1 ב־%2</translation>
    </message>
    <message>
        <source>Unique rectangle (type 2) on %1 in %2</source>
        <translation>מלבן ייחודיות (סוג 2) על %1 ב־%2</translation>
    </message>
    <message>
        <source>Unique rectangle (type 4) on %1 in %2</source>
        <translation>מלבן ייחודיות (סוג 4) על %1 ב־%2</translation>
    </message>
    <message>
        <source>BUG+1: %2 takes %1</source>
        <translation>BUG+1: %2 מקבלת %1</translation>
    </message>
    <message>
        <source>X-Chain on %1 through %2</source>
        <translation>שרשרת X על %1 דרך %2</translation>
    </message>
    <message>
        <source>XY-Chain on %1 through %2</source>
        <translation>שרשרת XY על %1 דרך %2</translation>
    </message>
    <message>
        <source>Nice loop on %1 through %2</source>
        <translation>לולאה על %1 דרך %2</translation>
    </message>
    <message>
        <source>Grouped nice loop on %1 through %2</source>
        <translation>לולאה מקובצת על %1 דרך %2</translation>
    </message>
    <message>
        <source>ALS-XZ on %1 with %2</source>
        <translation>ALS-XZ על %1 עם %2</translation>
    </message>
    <message>
        <source>Forcing chain on %1 from %2</source>
        <translation>שרשרת כפייה על %1 מתוך %2</translation>
    </message>
    <message>
        <source>Trial: %1 in %2 leads to a contradiction</source>
        <translation>ניסוי: %1 ב־%2 מובילה לסתירה</translation>
    </message>
    <message>
        <source>Solution: %2 is %1</source>
        <translation>פתרון: %2 היא %1</translation>
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
        <source>r%1c%2</source>
        <translation>ש%1ע%2</translation>
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
</context>
<context>
    <name>nonet::app::FileActions</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמירה</translation>
    </message>
    <message>
        <source>Save the game among your saved games</source>
        <translation>שמירת המשחק בין המשחקים השמורים שלך</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>שמירה &amp;בשם…</translation>
    </message>
    <message>
        <source>Save the game as a .nonet file</source>
        <translation>שמירת המשחק כקובץ ‎.nonet</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;פתיחה…</translation>
    </message>
    <message>
        <source>Open a .nonet file</source>
        <translation>פתיחת קובץ ‎.nonet</translation>
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
        <source>&amp;File</source>
        <translation>&amp;קובץ</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>משחק &amp;חדש</translation>
    </message>
    <message>
        <source>Start a new game at the chosen level</source>
        <translation>התחלת משחק חדש ברמה שנבחרה</translation>
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
        <source>Start %1</source>
        <translation>התחלת %1</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameFiles</name>
    <message>
        <source>Opened “%1”.</source>
        <translation>&quot;%1&quot; נפתח.</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>שמירת המשחק בשם</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet)</source>
        <translation>משחקי Nonet‏ (*.nonet)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>פתיחת משחק</translation>
    </message>
    <message>
        <source>Nonet games (*.nonet);;Text files (*.txt);;All files (*)</source>
        <translation>משחקי Nonet‏ (*.nonet);;קובצי טקסט (*.txt);;כל הקבצים (*)</translation>
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
        <source>Name:</source>
        <translation>שם:</translation>
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
        <source>Imported %1.</source>
        <translation>יובאה %1.</translation>
    </message>
</context>
<context>
    <name>nonet::app::GameKeeper</name>
    <message>
        <source>Your game in progress (%1, %2 % filled) was kept: Game ▸ Continue brings it back.</source>
        <translation>המשחק הנוכחי שלך (%1, %2 % מולא) נשמר: משחק ▸ המשך מחזיר אותו.</translation>
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
        <source>r%1c%2</source>
        <translation>ש%1ע%2</translation>
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
</context>
<context>
    <name>nonet::app::HintController</name>
    <message>
        <source>Hint: %1</source>
        <translation>רמז: %1</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>הוחל: %1</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>החידה נפתרה.</translation>
    </message>
    <message>
        <source>No step was found for this position.</source>
        <translation>לא נמצא צעד למצב הזה.</translation>
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
        <source>Level</source>
        <translation>רמה</translation>
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
        <translation>אין עדיין משחקים שמורים. שמירה (%1) שומרת כאן את המשחק הנוכחי בשם; משחק שאתה עוזב לטובת משחק אחר נשמר תחת משחק ▸ המשך.</translation>
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
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;עריכה</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ע&amp;זרה</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
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
        <source>Nonet - %1</source>
        <translation>Nonet - %1</translation>
    </message>
    <message>
        <source>%1 · %2 of 81 filled</source>
        <translation>%1 · %2 מתוך 81 מולאו</translation>
    </message>
    <message>
        <source>New best time (was %1)!</source>
        <translation>שיא זמן חדש (קודם: %1)!</translation>
    </message>
    <message>
        <source>(With help: not eligible for the best time.)</source>
        <translation>(עם עזרה: לא נחשב לזמן השיא.)</translation>
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
        <source>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;Sudoku for the desktop: fresh puzzles at six levels, notes, undo and a stopwatch.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Nonet %1&lt;/h3&gt;&lt;p&gt;סודוקו לשולחן העבודה: חידות חדשות בשש רמות, הערות, ביטול פעולות ושעון עצר.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 — %2 ready</source>
        <translation>%1 — %2 מוכנות</translation>
    </message>
    <message>
        <source>That sets your best time at this level.</source>
        <translation>זה הזמן הטוב ביותר שלך ברמה הזו.</translation>
    </message>
    <message>
        <source>Nonet could not make %1.</source>
        <translation>Nonet לא הצליח ליצור %1.</translation>
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
        <source>%1 · %2 · %3 of 81 filled</source>
        <translation>%1 · %2 · %3 מתוך 81 מולאו</translation>
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
        <source>Current progress with notes (pencil-mark grid)</source>
        <translation>המצב הנוכחי עם הערות (רשת עם סימוני עיפרון)</translation>
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
        <source>Statistics per level</source>
        <translation>סטטיסטיקה לפי רמה</translation>
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
</context>
<context>
    <name>nonet::ui::BoardWidget</name>
    <message>
        <source>Sudoku board</source>
        <translation>לוח סודוקו</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>נבחרה: %1</translation>
    </message>
    <message>
        <source>No cell selected. Arrow keys select a cell.</source>
        <translation>לא נבחרה משבצת. מקשי החיצים בוחרים משבצת.</translation>
    </message>
    <message>
        <source>%1 (one of %2 selected cells)</source>
        <translation>%1 (אחת מתוך %2 משבצות נבחרות)</translation>
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
        <source>empty, notes %1</source>
        <translation>ריקה, הערות %1</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3: %4</source>
        <translation>שורה %1, עמודה %2, ריבוע %3: %4</translation>
    </message>
    <message>
        <source>A given digit of the puzzle; it cannot be changed.</source>
        <translation>ספרה נתונה של החידה; אי אפשר לשנות אותה.</translation>
    </message>
    <message>
        <source>Type a digit to place it, Shift and a digit for a note, Delete to erase.</source>
        <translation>הקלידו ספרה כדי להציב אותה, Shift וספרה להערה, Delete למחיקה.</translation>
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
        <source>%1 (already in its row, column or box)</source>
        <translation>%1 (כבר נמצאת בשורה, בעמודה או בריבוע)</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>שורה %1, עמודה %2</translation>
    </message>
    <message>
        <source>Toggle notes of %1</source>
        <translation>הערות של %1</translation>
    </message>
    <message>
        <source>Choose a digit for %1</source>
        <translation>בחירת ספרה ל־%1</translation>
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
