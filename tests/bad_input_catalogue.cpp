#include "tests/bad_input_catalogue.h"
#include "tests/fixtures.h"

#include "core/notation/killer_notation.h"
#include "core/notation/shape_notation.h"
#include "core/solver/shape_solve.h"
#include "tests/pictures/sample_pictures.h"

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QPainter>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>
#include <functional>
#include <string>

namespace nonet::testing {

const char* const kSamplePuzzle =
    "8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7";
const char* const kSampleSolution =
    "867154932491823675352967418915382746786419523234576891178245369623798154549631287";

const char* const kSample4x4 = "2...3......2...1";
const char* const kSample6x6 = "56...3...6....4.6..2.5....5...6...35";
const char* const kSampleX = ".......2..2.47.8.9...152..3.........87.....61.........2..738...5.7.41.3..6.......";
const char* const kSampleWindoku = "..3..9.2.....14...9...5....4..6...5...7...6...8...1..3....7...9...18.....6.4..7..";
const char* const kSampleJigsaw =
    "112222223111122333415523333411556737444456777445556667845999967889999967888888667 "
    "......4......5..9...1...3.....2...1...2.7....5.6.......349.....61...2.....8.....6";
// A Killer (labels, sums, cells) with nine givens (it has one solution without them too).
const char* const kSampleKiller =
    "01123456607823459A778BBCC9AD7EEFGGHHDIIJFKLLHMMNJOKPQQRSNTOUPVQRSWTXUPVVYYWXXXZZZ "
    "7,10,7,12,11,14,6,20,14,8,8,10,14,4,7,5,10,23,12,12,15,7,11,9,15,9,13,10,12,12,9,18,4,17,17,13 "
    "....3........9........2.......2.........1.........6.......7........5........6....";
const char* const kSample16x16 =
    "....3.9.....D.B.6E.5..4C..D2....CDG.F17.A..B5...8.3....AF.....E.5A....G3....F.....F.B8..9.G..63.B36.D4....E.7G."
    "99G...E271...4......1...D3F7...46F.DG.A....59.C73.95..6.G..1A.D.....C....2B....G5.7.....B8....2.E...32..9.6A5.BF"
    "4....53..42..G.D7.5.9.....D.E....";

namespace {

using ImportCode = app::ImportProblem::Code;
using SaveCode = app::SaveError::Code;

QString puzzle() { return QString::fromLatin1(kSamplePuzzle); }

QString withCell(QString text, int cell, QChar c)
{
    text[cell] = c;
    return text;
}

QString rows(const QString& line)
{
    QString out;
    for (int r = 0; r < 9; ++r) out += line.mid(r * 9, 9) + QLatin1Char('\n');
    return out;
}

QByteArray binaryJunk(int size)
{
    QByteArray junk(size, '\0');
    quint32 x = 2463534242u; // xorshift: the same junk every run
    for (char& c : junk) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        c = static_cast<char>(x & 0xFF);
    }
    return junk;
}

// The valid sample save with one change.
QByteArray sampleSaveWith(const std::function<void(QJsonObject&)>& change)
{
    QJsonObject root = QJsonDocument::fromJson(app::SaveFile::write({sampleRecord(), QStringLiteral("Sample"), {}})).object();
    change(root);
    return QJsonDocument(root).toJson();
}

QJsonObject firstMove(const QJsonObject& root)
{
    return root.value(QStringLiteral("history")).toObject().value(QStringLiteral("moves")).toArray().at(0).toObject();
}

void setMoves(QJsonObject& root, const QJsonArray& moves, double done)
{
    root.insert(QStringLiteral("history"), QJsonObject{{QStringLiteral("moves"), moves}, {QStringLiteral("done"), done}});
}

// A game of the variant's sample puzzle as the save format writes it: its first empty cell
// holds its value (one move), then `change` edits the JSON.
QByteArray variantSaveWith(Variant variant, const std::function<void(QJsonObject&)>& change)
{
    GameRecord record;
    record.puzzle = sampleVariantPuzzle(variant);
    int cell = 0;
    while (record.puzzle.givens.at(cell) != 0) ++cell;
    record.moves = {Move::setValue(cell, record.puzzle.solution.at(cell), PeerNotes::Remove)};
    record.undoIndex = 1;
    QJsonObject root = QJsonDocument::fromJson(app::SaveFile::write({record, QStringLiteral("Sample"), {}})).object();
    change(root);
    return QJsonDocument(root).toJson();
}

// The variant window's old format ("nonet-variant-game", legacy_variant_game.h) with these fields.
QByteArray oldVariantFile(const QByteArray& fields)
{
    return QByteArray(R"({"format": "nonet-variant-game", "version": 1, )") + fields + '}';
}

} // namespace

std::vector<BadBookletArguments> badBookletArguments()
{
    const QString out = QStringLiteral("{dir}/booklet.pdf");
    const auto with = [&out](QStringList extra) {
        QStringList arguments{QStringLiteral("--level"), QStringLiteral("easy"), QStringLiteral("--count"), QStringLiteral("4"),
                              QStringLiteral("--output"), out};
        return arguments + extra;
    };
    return {
        {"a count of 0", {"--level", "easy", "--count", "0", "--output", out}, 2,
         QStringLiteral("--count wants a whole number from 1 to 100, not '0'")},
        {"a count over 100", {"--level", "easy", "--count", "101", "--output", out}, 2,
         QStringLiteral("--count wants a whole number from 1 to 100, not '101'")},
        {"a count that is no number", {"--level", "easy", "--count", "ten", "--output", out}, 2,
         QStringLiteral("--count wants a whole number from 1 to 100")},
        {"no count", {"--level", "easy", "--output", out}, 2, QStringLiteral("--count is required")},
        {"an unknown level", {"--level", "fiendish", "--count", "4", "--output", out}, 2,
         QStringLiteral("unknown level 'fiendish'")},
        {"no level", {"--count", "4", "--output", out}, 2, QStringLiteral("--level is required")},
        {"an unknown level among several", {"--level", "easy,fiendish", "--count", "4", "--output", out}, 2,
         QStringLiteral("unknown level 'fiendish'")},
        {"an empty level between commas", {"--level", "easy,,medium", "--count", "4", "--output", out}, 2,
         QStringLiteral("--level 'easy,,medium' has an empty level between its commas")},
        {"a trailing comma", {"--level", "easy,", "--count", "4", "--output", out}, 2,
         QStringLiteral("has an empty level between its commas")},
        {"no output", {"--level", "easy", "--count", "4"}, 2, QStringLiteral("--output is required")},
        {"an output in a missing folder", {"--level", "easy", "--count", "4", "--output", "{dir}/missing/booklet.pdf"}, 2,
         QStringLiteral("does not exist")},
        {"an output that is a folder", {"--level", "easy", "--count", "4", "--output", "{dir}"}, 2,
         QStringLiteral("is a folder, not a file")},
        // Its modes say yes to root, yet no file can be made there: refused before a puzzle is made.
        {"an output where no file can be made", {"--level", "easy", "--count", "4", "--output", "/proc/nonet-booklet.pdf"}, 2,
         QStringLiteral("the folder of --output '/proc/nonet-booklet.pdf' cannot be written")},
        {"3 puzzles a page", with({"--per-page", "3"}), 2, QStringLiteral("--per-page wants 1, 2, 4 or 6, not '3'")},
        {"an unknown paper size", with({"--paper", "a3"}), 2, QStringLiteral("--paper wants a4 or letter, not 'a3'")},
        {"a value for --solutions", with({"--solutions=yes"}), 2, QStringLiteral("option --solutions takes no value")},
        {"an unknown option", with({"--colour"}), 2, QStringLiteral("unknown option --colour")},
        {"a stray argument", with({"puzzles.txt"}), 2, QStringLiteral("unexpected argument 'puzzles.txt'")},
        {"an unknown variant", with({"--variant", "samurai"}), 2, QStringLiteral("unknown variant 'samurai' (classic, 4x4")},
        {"a level the variant does not offer", {"--variant", "4x4", "--level", "medium", "--count", "4", "--output", out}, 2,
         QStringLiteral("4x4 puzzles come at very-easy, easy, not medium")},
    };
}

std::vector<BadInstanceMessage> badInstanceMessages()
{
    const auto framed = [](const QByteArray& payload) {
        QByteArray frame(4, '\0');
        qToBigEndian(static_cast<quint32>(payload.size()), frame.data());
        return frame + payload;
    };
    const auto message = [&framed](const QJsonObject& fields) {
        QJsonObject root{{QStringLiteral("format"), QStringLiteral("nonet-instance")},
                         {QStringLiteral("version"), 1},
                         {QStringLiteral("open"), QJsonArray{}}};
        for (auto it = fields.begin(); it != fields.end(); ++it) root.insert(it.key(), it.value());
        return framed(QJsonDocument(root).toJson(QJsonDocument::Compact));
    };
    QJsonArray five;
    for (int i = 0; i < 5; ++i) five.append(QString::fromLatin1(kSamplePuzzle));
    QByteArray huge(4, '\0');
    qToBigEndian(static_cast<quint32>(1u << 30), huge.data());
    return {
        {"text that is no JSON", framed("nonet://play?p=1"), QStringLiteral("not JSON")},
        {"binary junk", framed(binaryJunk(300)), QStringLiteral("not JSON")},
        {"a JSON list", framed("[1,2,3]"), QStringLiteral("not a JSON object")},
        {"another program's message", message({{QStringLiteral("format"), QStringLiteral("other-app")}}),
         QStringLiteral("not a Nonet instance message")},
        {"a newer version", message({{QStringLiteral("version"), 2}}), QStringLiteral("version this Nonet does not know")},
        {"a version of 1.5", message({{QStringLiteral("version"), 1.5}}), QStringLiteral("version this Nonet does not know")},
        {"\"open\" not a list", message({{QStringLiteral("open"), QString::fromLatin1(kSamplePuzzle)}}),
         QStringLiteral("\"open\" is not a list")},
        {"five things to open", message({{QStringLiteral("open"), five}}), QStringLiteral("too many items")},
        {"a number to open", message({{QStringLiteral("open"), QJsonArray{42}}}), QStringLiteral("is not text")},
        {"an item longer than Import reads",
         message({{QStringLiteral("open"), QJsonArray{QString(app::InstanceProtocol::kMaxItemLength + 1, QLatin1Char('1'))}}}),
         QStringLiteral("is too long")},
        {"an activation token of 2000 characters", message({{QStringLiteral("activation"), QString(2000, QLatin1Char('x'))}}),
         QStringLiteral("\"activation\" is not a short text")},
        {"a length too long that is text", message({{QStringLiteral("tooLong"), QStringLiteral("100000")}}),
         QStringLiteral("\"tooLong\" is not a short list of lengths")},
        {"five lengths too long", message({{QStringLiteral("tooLong"), QJsonArray{70000, 70000, 70000, 70000, 70000}}}),
         QStringLiteral("\"tooLong\" is not a short list of lengths")},
        {"a length too long that an item may have", message({{QStringLiteral("tooLong"), QJsonArray{100}}}),
         QStringLiteral("is not the length of a long text")},
        {"a length too long of 1e300", message({{QStringLiteral("tooLong"), QJsonArray{1e300}}}),
         QStringLiteral("is not the length of a long text")},
        {"a length too long of 70000.5", message({{QStringLiteral("tooLong"), QJsonArray{70000.5}}}),
         QStringLiteral("is not the length of a long text")},
        {"a frame announcing a gigabyte", huge + "{}", QString()},
    };
}

namespace {

QByteArray pictureBytes(const QImage& image, const char* format)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, format);
    return bytes;
}

// A page of text and a frame, but no grid.
QImage pageWithoutGrid()
{
    QImage image(480, 360, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.drawRect(20, 20, 440, 320);
    for (int line = 0; line < 8; ++line) painter.drawText(40, 60 + 30 * line, QStringLiteral("Sudoku puzzles, easy to fiendish, page %1").arg(line));
    return image;
}

// A PNG whose header claims 60000 x 60000 pixels, with the data of one pixel after it.
QByteArray hugePngHeader()
{
    QByteArray png = pictureBytes(QImage(1, 1, QImage::Format_RGB32), "PNG");
    // IHDR's width and height follow the signature (8), the length (4) and the type (4).
    const QByteArray side = QByteArray::fromHex("0000ea60");
    png.replace(16, 4, side);
    png.replace(20, 4, side);
    // The chunk's CRC (of type and data) made anew, so only the size is wrong.
    quint32 crc = 0xffffffffU;
    for (int i = 12; i < 29; ++i) {
        crc ^= static_cast<quint8>(png[i]);
        for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xedb88320U & (0U - (crc & 1U)));
    }
    crc ^= 0xffffffffU;
    const QByteArray check = QByteArray::fromHex(QByteArray::number(crc, 16).rightJustified(8, '0'));
    png.replace(29, 4, check);
    return png;
}

} // namespace

std::vector<BadPicture> badPictures()
{
    using Problem = nonet::app::PictureProblem;
    QImage dot(1, 1, QImage::Format_RGB32);
    dot.fill(Qt::white);
    QImage strip(500, 40, QImage::Format_RGB32);
    strip.fill(Qt::white);
    const QByteArray page = pictureBytes(pageWithoutGrid(), "PNG");
    // An empty 9 x 9 grid and a 15 x 15 crossword, as another program shows them.
    const std::vector<SamplePicture> notPuzzles = SamplePictures::notPuzzles(3);
    const QByteArray emptyGrid = notPuzzles[0].file;
    const QByteArray crossword = notPuzzles[2].file;
    return {
        {"a text file", QByteArrayLiteral("8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7\n"), false,
         Problem::NotAPicture, QStringLiteral("not a picture")},
        {"an empty file", QByteArray(), false, Problem::NotAPicture, QStringLiteral("not a picture")},
        {"a missing file", QByteArray(), true, Problem::Unreadable, QStringLiteral("cannot be read")},
        {"a PNG cut short", page.left(page.size() / 3), false, Problem::Damaged, QStringLiteral("damaged or cut short")},
        {"a PNG header alone", page.left(40), false, Problem::Damaged, QStringLiteral("damaged or cut short")},
        {"a huge PNG", hugePngHeader(), false, Problem::TooLarge, QStringLiteral("too large")},
        {"a 1x1 picture", pictureBytes(dot, "PNG"), false, Problem::None, QStringLiteral("too small to hold a grid")},
        {"a strip 40 pixels high", pictureBytes(strip, "BMP"), false, Problem::None, QStringLiteral("too small to hold a grid")},
        {"a page with no grid", page, false, Problem::None, QStringLiteral("no grid found")},
        {"an empty grid", emptyGrid, false, Problem::None, QStringLiteral("a grid with no digits in it")},
        {"a crossword", crossword, false, Problem::None, QStringLiteral("a grid with no digits in it")},
    };
}

std::vector<BadEntry> badEntries()
{
    using Kind = app::EntryVerdict::Kind;
    const QString empty(81, QLatin1Char('.'));
    QString clash = empty;
    clash[0] = QLatin1Char('5');
    clash[8] = QLatin1Char('5'); // the same row
    // r2c2 = 2 in the sample puzzle: its box holds the given 2 of r3c3; its row and column
    // hold no 2.
    QString clashInBox = QString::fromLatin1(kSamplePuzzle);
    clashInBox[10] = QLatin1Char('2');
    QString fullWithClash = QString::fromLatin1(kSampleSolution);
    fullWithClash[0] = QLatin1Char('9'); // row 1 ends with ...932: 9 twice
    return {
        {"an empty grid", empty, Kind::Empty, QStringLiteral("The grid is empty")},
        {"two 5s in a row", clash, Kind::Conflicts, QStringLiteral("2 given(s) clash")},
        {"a 2 twice in a box", clashInBox, Kind::Conflicts, QStringLiteral("given(s) clash")},
        {"81 givens, already solved", QString::fromLatin1(kSampleSolution), Kind::Solved,
         QStringLiteral("nothing left to solve")},
        {"81 givens with a clash", fullWithClash, Kind::Conflicts, QStringLiteral("given(s) clash")},
        // Consistent givens, yet r1c9 can take no digit: 1-8 in its row, 9 in its column.
        {"givens without a solution", QStringLiteral("12345678.") + QString(8, QLatin1Char('.')) + QStringLiteral("9") + QString(63, QLatin1Char('.')),
         Kind::NoSolution, QStringLiteral("no solution")},
    };
}

GamePuzzle samplePuzzle()
{
    return {test::gridOf(kSamplePuzzle), test::gridOf(kSampleSolution), Level::Easy};
}

const char* sampleText(Variant variant)
{
    switch (variant) {
    case Variant::Mini4: return kSample4x4;
    case Variant::Mini6: return kSample6x6;
    case Variant::Giant16: return kSample16x16;
    case Variant::X: return kSampleX;
    case Variant::Windoku: return kSampleWindoku;
    case Variant::Jigsaw: return kSampleJigsaw;
    case Variant::Killer: return kSampleKiller;
    case Variant::Classic: break;
    }
    return kSamplePuzzle;
}

GamePuzzle sampleVariantPuzzle(Variant variant)
{
    if (variant == Variant::Classic) return samplePuzzle();
    const ShapeParseResult parsed = parseShapePuzzle(variant, sampleText(variant));
    const ShapeSolveResult solved = solveShape(parsed.grid(), 2);
    return {parsed.grid(), *solved.solution, Level::Easy};
}

GameRecord sampleRecord()
{
    GameRecord snap;
    snap.puzzle = samplePuzzle();
    // r1c2 = 6 (correct), a note pair in r1c4, a wrong 9 in r2c2 then erased (undone).
    snap.moves = {Move::setValue(1, 6, PeerNotes::Remove), Move::toggleNote(3, 1), Move::toggleNote(3, 4),
                  Move::setValue(10, 9, PeerNotes::Keep), Move::erase(10), Move::setValue(5, 4, PeerNotes::Remove)};
    snap.undoIndex = 5; // the last move (r1c6 = 4) is undone: it can be redone
    snap.elapsedMs = 123456;
    return snap;
}

std::vector<BadVariantLine> badVariantLines()
{
    using Code = ParseError::Code;
    auto with = [](std::string text, std::size_t at, char c) {
        text[at] = c;
        return text;
    };
    auto blank = [](std::size_t cells) { return std::string(cells, '.'); };
    const std::string jigsaw = kSampleJigsaw;
    const std::string layout = jigsaw.substr(0, 81);
    const std::string cells = jigsaw.substr(82);
    // The 3x3 boxes as a layout, then r1c1 (region 1) and r9c9 (region 9) exchanged: two
    // regions of nine, each with a cell cut off from the rest.
    std::string boxes;
    for (int cell = 0; cell < 81; ++cell) boxes += static_cast<char>('1' + (cell / 27) * 3 + (cell % 9) / 3);
    const std::string split = with(with(boxes, 0, '9'), 80, '1');
    // Killer layouts: every row one cage of 45; every row four dominoes of 10 and a single
    // 5; the rows from 3 on one cage each, above them cages of 3 (r1c1-2), 15 (r1c3, r1c4,
    // r2c4: an elbow whose ends share no house), 35, 6 and 31.
    std::string rowLabels;
    for (int cell = 0; cell < 81; ++cell) rowLabels += static_cast<char>('0' + cell / 9);
    const std::string rowSums = "45,45,45,45,45,45,45,45,45";
    const std::string rowKiller = rowLabels + " " + rowSums + " " + blank(81);
    std::string dominoLabels;
    std::string dominoSums;
    for (int cell = 0; cell < 81; ++cell) dominoLabels += killerLabel((cell / 9) * 5 + (cell % 9) / 2);
    for (int row = 0; row < 9; ++row) dominoSums += std::string(row == 0 ? "" : ",") + "10,10,10,10,5";
    const std::string elbowLabels = std::string("aabbccccc") + "dddbeeeee" + "fffffffff" + "ggggggggg" + "hhhhhhhhh" +
                                    "iiiiiiiii" + "jjjjjjjjj" + "kkkkkkkkk" + "lllllllll";
    const auto elbowKiller = [&elbowLabels](const std::string& cells) {
        return elbowLabels + " 3,15,35,6,31,45,45,45,45,45,45,45 " + cells;
    };
    return {
        {"4x4: fifteen cells", Variant::Mini4, std::string(kSample4x4).substr(0, 15), Code::WrongCellCount,
         "found 15 cells; a 4\u00d74 puzzle has 16"},
        {"4x4: a 5", Variant::Mini4, with(kSample4x4, 15, '5'), Code::UnexpectedCharacter,
         "'5' at line 1, column 16 is not a value of a 4\u00d74 puzzle"},
        {"4x4: two 2s in a box", Variant::Mini4, with(with(blank(16), 0, '2'), 5, '2'), Code::ConflictingGivens,
         "r1c1 and r2c2 both hold 2 (same box)"},
        {"4x4: a classic puzzle", Variant::Mini4, kSampleX, Code::WrongCellCount, "found 81 cells; a 4\u00d74 puzzle has 16"},
        {"6x6: a 7", Variant::Mini6, with(kSample6x6, 1, '7'), Code::UnexpectedCharacter,
         "is not a value of a 6\u00d76 puzzle (1\u20136"},
        {"6x6: letters", Variant::Mini6, with(kSample6x6, 2, 'A'), Code::UnexpectedCharacter,
         "is not a value of a 6\u00d76 puzzle"},
        {"16x16: an H", Variant::Giant16, with(kSample16x16, 0, 'H'), Code::UnexpectedCharacter, "unexpected character 'H'"},
        {"16x16: 255 cells", Variant::Giant16, std::string(kSample16x16).substr(1), Code::WrongCellCount,
         "found 255 cells; a 16\u00d716 puzzle has 256"},
        {"16x16: two As in a row", Variant::Giant16, with(with(blank(256), 0, 'A'), 15, 'a'), Code::ConflictingGivens,
         "r1c1 and r1c16 both hold A (same row)"},
        {"X: two 5s on a diagonal", Variant::X, with(with(blank(81), 0, '5'), 80, '5'), Code::ConflictingGivens,
         "r1c1 and r9c9 both hold 5 (same diagonal)"},
        {"Windoku: two 5s in a window", Variant::Windoku, with(with(blank(81), 10, '5'), 30, '5'), Code::ConflictingGivens,
         "r2c2 and r4c4 both hold 5 (same window)"},
        {"X: a Windoku line", Variant::X, "windoku: " + blank(81), Code::WrongVariant, "the text is of Windoku (it starts with 'windoku:'), not X-Sudoku"},
        {"Windoku: named, 80 cells", Variant::Windoku, "Windoku: " + blank(80), Code::WrongCellCount, "found 80 cells"},
        {"Windoku: named twice", Variant::Windoku, "windoku: windoku: " + blank(81), Code::UnexpectedCharacter, "'w'"},
        {"16x16: four rows of rows, one short", Variant::Giant16, blank(64) + " " + blank(64) + " " + blank(64) + " " + blank(63),
         Code::WrongCellCount, "found 255 cells"},
        {"Jigsaw: no layout", Variant::Jigsaw, cells, Code::BadLayout, "a Jigsaw puzzle is its layout"},
        {"Jigsaw: region 0", Variant::Jigsaw, with(jigsaw, 3, '0'), Code::UnexpectedCharacter, "in the Jigsaw layout"},
        {"Jigsaw: 80 region digits", Variant::Jigsaw, layout.substr(1) + " " + cells, Code::BadLayout,
         "the Jigsaw layout has 80 cells"},
        {"Jigsaw: a region of ten", Variant::Jigsaw, with(jigsaw, 2, '1'), Code::BadLayout, "region 1 has 10 cells"},
        {"Jigsaw: a region in two pieces", Variant::Jigsaw, split + " " + blank(81), Code::BadLayout,
         "region 1 is not connected"},
        {"Jigsaw: two 5s in a region", Variant::Jigsaw, layout + " " + with(with(blank(81), 0, '5'), 10, '5'),
         Code::ConflictingGivens, "r1c1 and r2c2 both hold 5 (same region)"},
        {"Jigsaw: a third field", Variant::Jigsaw, jigsaw + " 1", Code::UnexpectedCharacter, "after the puzzle"},
        {"Killer: the cells alone", Variant::Killer, blank(81), Code::BadCages, "a Killer puzzle is its 81 cage labels"},
        {"Killer: no cells", Variant::Killer, rowLabels + " " + rowSums, Code::BadCages, "found two fields"},
        {"Killer: a label '!'", Variant::Killer, with(rowKiller, 4, '!'), Code::UnexpectedCharacter, "in the cage labels"},
        {"Killer: 80 labels", Variant::Killer, rowLabels.substr(1) + " " + rowSums + " " + blank(81), Code::BadCages,
         "the cage labels cover 80 cells"},
        {"Killer: a label without a sum", Variant::Killer, rowLabels + " " + rowSums.substr(3) + " " + blank(81), Code::BadCages,
         "cage '8' (from r9c1) has no sum"},
        {"Killer: a sum without cells", Variant::Killer, rowLabels + " " + rowSums + ",17 " + blank(81), Code::BadCages,
         "the 10th sum (17) has no cells"},
        {"Killer: an empty sum", Variant::Killer, rowLabels + " 45,,45,45,45,45,45,45,45,45 " + blank(81), Code::BadCages,
         "an empty place"},
        {"Killer: a letter in the sums", Variant::Killer, rowLabels + " 45,4a,45,45,45,45,45,45,45 " + blank(81),
         Code::UnexpectedCharacter, "in the cage sums"},
        {"Killer: a sum of five digits", Variant::Killer, rowLabels + " 45,45,45,45,45,45,45,45,10000 " + blank(81),
         Code::BadCages, "is no cage's sum"},
        {"Killer: a cage in two pieces", Variant::Killer, with(with(rowKiller, 0, '8'), 72, '0'), Code::BadCages,
         "cage '8' is not connected: r9c2 does not touch r1c1's part of it"},
        {"Killer: a cage of ten cells", Variant::Killer, with(rowKiller, 9, '0'), Code::BadCages,
         "cage '0' has 10 cells; a cage holds at most 9"},
        {"Killer: a sum nine cells cannot make", Variant::Killer, rowLabels + " 44,45,45,45,45,45,45,45,46 " + blank(81),
         Code::BadCages, "cage '0' (9 cells from r1c1) has the sum 44; 9 different values 1 to 9 add up to 45 to 45"},
        {"Killer: a sum two cells cannot make", Variant::Killer, dominoLabels + " 18" + dominoSums.substr(2) + " " + blank(81),
         Code::BadCages, "cage '0' (2 cells from r1c1) has the sum 18; 2 different values 1 to 9 add up to 3 to 17"},
        {"Killer: sums not adding up to 405", Variant::Killer, dominoLabels + " 11" + dominoSums.substr(2) + " " + blank(81),
         Code::BadCages, "the cage sums add up to 406; the cells of a 9\u00d79 grid add up to 405"},
        {"Killer: two 5s in a cage", Variant::Killer, elbowKiller(with(with(blank(81), 2, '5'), 12, '5')), Code::ConflictingGivens,
         "r1c3 and r2c4 both hold 5 (same cage)"},
        {"Killer: givens above the cage's sum", Variant::Killer, elbowKiller(with(blank(81), 0, '4')), Code::ConflictingGivens,
         "the givens in the cage of r1c1 add up to 4, more than its sum 3"},
        {"Killer: a fourth field", Variant::Killer, rowKiller + " 1", Code::UnexpectedCharacter, "after the puzzle"},
        {"Killer: the sums end in a comma", Variant::Killer, rowLabels + " " + rowSums + ", " + blank(81), Code::BadCages,
         "the cells are missing"},
    };
}

std::vector<SoloSample> soloSamples()
{
    return {
        {Variant::Mini4, "2x2:a1a4h3a1a"},
        {Variant::Mini6, "2x3:c6b2b1b4b5d2b4b4b5b1c"},
        {Variant::Classic, "3x3:6d7b4a8b3_4e3d5_9b9b6_2_8c2c7c3_7_5b9b9_1d4e1_8b7a7b4d1"},
        {Variant::X, "3x3x:a8_7_9_6b2a2b7b9a4d3_5k8b6c7b9k3_5d5a2b1b6a6b2_9_8_1a"},
        {Variant::Jigsaw, "9j:1a6b8_7d4_6d3c9c1a5a9_1b6m3b1_8a5a1c3c8d6_4d2_4b9a8,bgba__b__aabc__ac_e_b_a_a__hcccacbc_____a_a__a_a_ca__c_b__a_daaa"},
        {Variant::Killer, "3x3k:zzzc,_a__a__a_______________________a___a_a_aa__a______a___aaa_baaa__baa_a__aaa____aaa___aa_aaaaca__aba_a_,10_16a11_8_9a15_16a4c6c11_15_12_11_14a10_8f16b14_4a3a8a18c10_13d11a16a11_10a6_19_7_10a14a11g10a9b9a"},
        {Variant::Giant16, "4x4:b9_4_10a14_12_13_3_7_5d1_8_12a2c9_4_10_14_15f7_1_8_3b15b14_12a4b14m3_1a16_5a15d11_12_6_14d9a12a2_14a8a10a1b13c11_4a16_2a7a5a8a7a2c10a1_12c11b5c3_12a10c2a7a15a6a4a10_14a5_9c13b9a3a1a11_15a16a5d11_7_14_16d8a4_3a10_12m1b6a1_13b9b11_5_10_4f10_8_6_5_16c2a3_12_15d13_14_1_3_12_7a8_11_2b"},
    };
}

std::vector<BadVariantLink> badVariantLinks()
{
    using Code = ParseError::Code;
    const std::string cells4 = "2...3......2...1";
    const std::string cells81(81, '.');
    const std::string killer = kSampleKiller;
    const std::string labels = killer.substr(0, 81);
    const std::size_t sumsStart = killer.find(' ') + 1;
    const std::string sums = killer.substr(sumsStart, killer.find(' ', sumsStart) - sumsStart);
    const std::string layout = std::string(kSampleJigsaw).substr(0, 81);
    return {
        {"an unknown variant", "nonet://play?v=5x5&p=" + cells4, Code::BrokenLink, "is not one of"},
        {"a path as the variant", "nonet://play?v=../../etc/passwd&p=" + cells81, Code::BrokenLink,
         "the link's variant '../../etc/passwd' is not one of"},
        {"an empty variant", "nonet://play?v=&p=" + cells81, Code::BrokenLink, "the link's variant '' is not one of"},
        {"no puzzle", "nonet://play?v=4x4", Code::LinkWithoutPuzzle, "no puzzle"},
        {"short", "nonet://play?v=4x4&p=2...3", Code::WrongCellCount, "found 5 cells"},
        {"a value out of range", "nonet://play?v=4x4&p=5...3......2...1", Code::UnexpectedCharacter, "4×4"},
        {"a repeated part", "nonet://play?v=4x4&p=" + cells4 + "&p=" + cells4, Code::BrokenLink, "repeats"},
        {"an unknown part", "nonet://play?v=4x4&q=1&p=" + cells4, Code::BrokenLink, "unknown part"},
        {"a Jigsaw without its layout", "nonet://play?v=jigsaw&p=" + cells81, Code::BadLayout, "no layout"},
        {"a Killer without labels", "nonet://play?v=killer&s=" + sums + "&p=" + cells81, Code::BadCages, "no cage labels"},
        {"a Killer without sums", "nonet://play?v=killer&l=" + labels + "&p=" + cells81, Code::BadCages, "no cage sums"},
        {"a Killer with an empty sums part", "nonet://play?v=killer&l=" + labels + "&s=&p=" + cells81, Code::BadCages, "are empty"},
        {"a Killer with a sum too few", "nonet://play?v=killer&l=" + labels + "&s=" + sums.substr(sums.find(',') + 1) + "&p=" + cells81,
         Code::BadCages, "has no sum"},
        {"sums on a Jigsaw link", "nonet://play?v=jigsaw&l=" + layout + "&s=5&p=" + cells81, Code::BrokenLink, "only a Killer link"},
        {"conflicting givens", "nonet://play?v=4x4&p=11..............", Code::ConflictingGivens, "both hold 1"},
        {"progress on a given", "nonet://play?v=4x4&p=" + cells4 + "&e=1...............", Code::BrokenLink, "which is a given"},
        {"progress too short", "nonet://play?v=4x4&p=" + cells4 + "&e=.1", Code::BrokenLink, "progress"},
        {"progress out of range", "nonet://play?v=4x4&p=" + cells4 + "&e=.9..............", Code::UnexpectedCharacter, "progress"},
    };
}

std::vector<BadSoloGameId> badSoloGameIds()
{
    // Appended, not added up: GCC 12 warns (falsely) on "literal" + std::string here.
    const auto cat = [](std::initializer_list<std::string_view> parts) {
        std::string out;
        for (const std::string_view part : parts) out.append(part);
        return out;
    };
    // Every row of the grid one cage of 45: the walls between neighbours in a row open
    // (72 of them: 'z' 'z' 52, and 20 more with 't'), every other wall closed.
    const std::string closed72(72, '_');
    const std::string rowCages = cat({"zzt", closed72});
    const std::string rowSums = cat({"45h45h45h45h45h45h45h45h45h"});
    const std::string rowKiller = cat({"3x3k:zzzc,", rowCages, ","});
    const std::string closedAll(145, '_');
    return {
        {"a random seed", "3x3#12345", "is a Solo random seed, which only Solo can turn into a puzzle"},
        {"boxes of 3 rows by 2 columns", "3x2:zj", "Solo's 3x2 puzzles (6\u00d76, boxes of 3 rows by 2 columns) are not a shape Nonet plays"},
        {"12x12", "3x4:abc", "Solo's 3x4 puzzles (12\u00d712"},
        {"Jigsaw X-Sudoku", "9jx:zzzc,a", "Solo's Jigsaw X-Sudoku is not a variant Nonet plays"},
        {"Killer X-Sudoku", "3x3xk:zzzc,a,a", "Solo's Killer X-Sudoku is not a variant Nonet plays"},
        {"a 6x6 Killer", "2x3k:zj,a,a", "Solo's 2x3 Killer is not a variant Nonet plays"},
        {"78 cells", "3x3:zzz", "the Solo game ID's grid has 78 cells; a 9\u00d79 grid has 81"},
        {"82 cells", "3x3:zzzd", "the Solo game ID's grid has more than the 81 cells of a 9\u00d79 grid"},
        {"a 10 in a 9x9 grid", "3x3:10zzzb", "the Solo game ID's grid holds a number above 9"},
        {"a '!' in the grid", "3x3:zz!c", "the Solo game ID's grid has '!', which is no digit, '_' or letter a-z"},
        {"two 5s in a row", "3x3:5_5zzza", "r1c1 and r1c2 both hold 5 (same row)", ParseError::Code::ConflictingGivens},
        {"a Jigsaw without regions", "9j:zzzc", "the Solo game ID of a Jigsaw puzzle has no regions"},
        {"a Jigsaw region of 81 cells", "9j:zzzc,zzzzzn", "the Solo game ID's regions are no Jigsaw layout: region 1 has 81 cells"},
        {"Jigsaw walls cut short", "9j:zzzc,zz", "the Solo game ID's regions covers 52 of the grid's 144 walls"},
        {"Jigsaw walls past the grid", "9j:zzzc,zzzzzzz", "the Solo game ID's regions goes on past the grid's 144 walls"},
        {"a Killer without cages", "3x3k:zzzc", "the Solo game ID of a Killer puzzle has no cages"},
        {"a Killer without sums", cat({"3x3k:zzzc,", rowCages}), "the Solo game ID of a Killer puzzle has no sums"},
        {"a Killer cage without a sum", cat({rowKiller, rowSums.substr(0, 24), "i"}), "the Solo game ID gives the cage from r9c1 no sum"},
        {"a Killer cage with two sums", cat({rowKiller, "45g5_", rowSums.substr(3)}), "gives the cage from r1c1 two sums (45 and 5)"},
        {"a Killer cage sum nine cells cannot make", cat({rowKiller, "44h", rowSums.substr(3, 21), "46h"}),
         "the Solo game ID's cages are no Killer's: the cage from r1c1 (9 cells from r1c1) has the sum 44"},
        {"81 cages", cat({"3x3k:zzzc,", closedAll, ",zzzc"}), "the Solo game ID has 81 cages; a Killer has at most 62"},
        {"something after the description", "3x3:zzzc,a", "the Solo game ID goes on after its description"},
    };
}

std::vector<BadImportText> badImportTexts()
{
    const QString p = puzzle();
    const QString link = QStringLiteral("nonet://play?p=") + QString(p).replace(QLatin1Char('.'), QLatin1Char('0'));
    // Unsolvable without any repeated given: r1c9 needs a 9, its box already has one.
    const QString dead = QStringLiteral("12345678.") + QStringLiteral("........9") + QString(63, QLatin1Char('.'));
    // One row given: plainly several solutions.
    const QString open = QStringLiteral("123456789") + QString(72, QLatin1Char('.'));
    // The other shapes: their one-line notations, layouts and links, and a choice of variant.
    auto with = [](QString text, qsizetype at, QChar c) {
        text[at] = c;
        return text;
    };
    auto blank = [](qsizetype cells) { return QString(cells, QLatin1Char('.')); };
    const QString jigsaw = QString::fromLatin1(kSampleJigsaw);
    const QString layout = jigsaw.left(81);
    QString boxes; // the 3x3 boxes as a layout, r1c1 and r9c9 exchanged: regions in two pieces
    for (int cell = 0; cell < 81; ++cell) boxes += QChar(u'1' + (cell / 27) * 3 + (cell % 9) / 3);
    const QString split = with(with(boxes, 0, u'9'), 80, u'1');
    QString diagonalRows; // nine rows of nine, 5 in r1c1 and r9c9: a clash on the diagonal only
    const QString diagonal = with(with(blank(81), 0, u'5'), 80, u'5');
    for (int row = 0; row < 9; ++row) diagonalRows += diagonal.mid(row * 9, 9) + QLatin1Char('\n');
    const QString x = QString::fromLatin1(kSampleX);
    const QString fourLink = QStringLiteral("nonet://play?v=4x4&p=") + QString::fromLatin1(kSample4x4);
    const QString killer = QString::fromLatin1(kSampleKiller);
    return {
        {"empty", QString(), ImportCode::Empty, QStringLiteral("empty")},
        {"only whitespace", QStringLiteral("  \n\t \r\n "), ImportCode::Empty, QStringLiteral("empty")},
        {"too short (80 cells)", p.left(80), ImportCode::NotAPuzzle, QStringLiteral("found 80 cells; a puzzle has 81")},
        {"too long (82 cells)", p + QLatin1Char('.'), ImportCode::NotAPuzzle, QStringLiteral("found 82 cells; a puzzle has 81")},
        {"a single digit", QStringLiteral("5"), ImportCode::NotAPuzzle, QStringLiteral("found 1 cell;")},
        {"a letter among the cells", withCell(p, 40, QLatin1Char('k')), ImportCode::NotAPuzzle, QStringLiteral("'k'")},
        {"a sentence", QStringLiteral("Here is a sudoku for you"), ImportCode::NotAPuzzle, QStringLiteral("unexpected character")},
        {"a full-width digit", withCell(p, 2, QChar(0xFF17)), ImportCode::NotAPuzzle, QStringLiteral("U+FF17")},
        {"conflicting givens in a row", withCell(p, 1, QLatin1Char('8')), ImportCode::ConflictingGivens,
         QStringLiteral("r1c1 and r1c2 both hold 8")},
        {"conflicting givens in a column", withCell(p, 9, QLatin1Char('8')), ImportCode::ConflictingGivens,
         QStringLiteral("r1c1 and r2c1 both hold 8")},
        {"conflicting givens in a box", withCell(p, 10, QLatin1Char('8')), ImportCode::ConflictingGivens,
         QStringLiteral("both hold 8 (same box)")},
        {"conflicting givens in rows of 9", rows(withCell(p, 1, QLatin1Char('8'))), ImportCode::ConflictingGivens,
         QStringLiteral("r1c1 and r1c2 both hold 8")},
        {"no solution", dead, ImportCode::NoSolution, QStringLiteral("no solution")},
        {"no solution in a link", QStringLiteral("nonet://play?p=") + QString(dead).replace(QLatin1Char('.'), QLatin1Char('0')),
         ImportCode::NoSolution, QStringLiteral("no solution")},
        {"several solutions (one row given)", open, ImportCode::SeveralSolutions, QStringLiteral("more than one solution")},
        {"several solutions (empty grid)", QString(81, QLatin1Char('.')), ImportCode::SeveralSolutions,
         QStringLiteral("more than one solution")},
        // Unique only with their extra houses: the message names the variant to choose.
        {"an X-Sudoku read as classic", QString::fromLatin1(kSampleX), ImportCode::SeveralSolutions,
         QStringLiteral("but as X-Sudoku it has exactly one: choose X-Sudoku as the variant")},
        {"a Windoku read as classic", QString::fromLatin1(kSampleWindoku), ImportCode::SeveralSolutions,
         QStringLiteral("but as Windoku it has exactly one: choose Windoku as the variant")},
        {"rows of 9 with a short row", rows(p).remove(12, 1), ImportCode::NotAPuzzle, QStringLiteral("found 80 cells")},
        {"ten rows of 9", rows(p) + p.left(9), ImportCode::NotAPuzzle, QStringLiteral("found 90 cells")},
        {"boxed grid with a letter", QString::fromStdString(test::gridOf(p.toStdString()).toBoxedString()).replace(QStringLiteral("| 8"), QStringLiteral("| q")),
         ImportCode::NotAPuzzle, QStringLiteral("'q'")},
        {"pencil marks with a digit twice",
         QStringLiteral("8 1123 7") + QStringLiteral(" 1").repeated(78), ImportCode::NotAPuzzle,
         QStringLiteral("r1c2 lists candidate 1 twice")},
        {"link without p", QStringLiteral("nonet://play"), ImportCode::NotAPuzzle, QStringLiteral("nonet://play needs p=")},
        {"link with a short p", QStringLiteral("nonet://play?p=8070500324"), ImportCode::NotAPuzzle,
         QStringLiteral("parameter p: found 10 cells")},
        {"link with a letter in p", withCell(link, 20, QLatin1Char('z')), ImportCode::NotAPuzzle, QStringLiteral("'z'")},
        {"link with another action", QString(link).replace(QStringLiteral("play"), QStringLiteral("solve")),
         ImportCode::NotAPuzzle, QStringLiteral("nonet://play")},
        {"link with p twice", link + QStringLiteral("&p=") + p, ImportCode::NotAPuzzle, QStringLiteral("parameter p twice")},
        {"link with a broken %-escape", QStringLiteral("nonet://play?p=%G1") + p.mid(1), ImportCode::NotAPuzzle,
         QStringLiteral("'%' not followed by two hex digits")},
        {"link with a short progress", link + QStringLiteral("&s=0000"), ImportCode::NotAPuzzle, QStringLiteral("parameter s")},
        {"link with progress on a given", link + QStringLiteral("&s=1") + QString(80, QLatin1Char('0')),
         ImportCode::NotAPuzzle, QStringLiteral("parameter s")},
        {"web link with 80 cells", QStringLiteral("https://example.com/sudoku?bd=") + p.left(80), ImportCode::NotAPuzzle,
         QStringLiteral("found 80 cells")},
        {"web link without a puzzle", QStringLiteral("https://example.com/sudoku?level=3"), ImportCode::NotAPuzzle,
         QStringLiteral("the link has no puzzle")},
        {"binary junk", QString::fromLatin1(binaryJunk(300)), ImportCode::NotAPuzzle, QStringLiteral("unexpected character")},
        {"NUL bytes", QString(81, QChar(0)), ImportCode::NotAPuzzle, QStringLiteral("byte 0x00")},
        {"a save file pasted as text", QString::fromUtf8(app::SaveFile::write({sampleRecord(), QStringLiteral("x"), {}})),
         ImportCode::NotAPuzzle, QStringLiteral("'{'")},
        {"just over the size bound", QString(app::PuzzleImport::kMaxTextLength + 1, QLatin1Char('.')), ImportCode::TooLarge,
         QStringLiteral("far too long")},
        {"a 10 MB paste", QString(10 * 1024 * 1024, QLatin1Char('5')), ImportCode::TooLarge, QStringLiteral("far too long")},
        {"4x4 chosen: fifteen cells", QString::fromLatin1(kSample4x4).left(15), ImportCode::NotAPuzzle,
         QStringLiteral("found 15 cells; a 4\u00d74 puzzle has 16"), Variant::Mini4},
        {"4x4 chosen: a classic puzzle", x, ImportCode::NotAPuzzle, QStringLiteral("found 81 cells; a 4\u00d74 puzzle has 16"), Variant::Mini4},
        {"16 cells with a 5", with(QString::fromLatin1(kSample4x4), 15, u'5'), ImportCode::NotAPuzzle,
         QStringLiteral("is not a value of a 4\u00d74 puzzle")},
        {"36 cells with a 7", with(QString::fromLatin1(kSample6x6), 1, u'7'), ImportCode::NotAPuzzle,
         QStringLiteral("is not a value of a 6\u00d76 puzzle")},
        {"256 cells with an H", with(QString::fromLatin1(kSample16x16), 0, u'H'), ImportCode::NotAPuzzle,
         QStringLiteral("unexpected character 'H'")},
        {"16x16 chosen: 255 cells", QString::fromLatin1(kSample16x16).mid(1), ImportCode::NotAPuzzle,
         QStringLiteral("found 255 cells; a 16\u00d716 puzzle has 256"), Variant::Giant16},
        {"X chosen: two 5s on a diagonal", diagonal, ImportCode::ConflictingGivens,
         QStringLiteral("r1c1 and r9c9 both hold 5 (same diagonal)"), Variant::X},
        {"X chosen: nine rows, two 5s on a diagonal", diagonalRows, ImportCode::ConflictingGivens,
         QStringLiteral("r1c1 and r9c9 both hold 5 (same diagonal)"), Variant::X},
        {"X chosen: a classic link", QStringLiteral("nonet://play?p=") + x, ImportCode::NotAPuzzle,
         QStringLiteral("X-Sudoku is read from 81 cells on a line"), Variant::X},
        {"Windoku chosen: two 5s in a window", with(with(blank(81), 10, u'5'), 30, u'5'), ImportCode::ConflictingGivens,
         QStringLiteral("r2c2 and r4c4 both hold 5 (same window)"), Variant::Windoku},
        {"Windoku chosen: 80 cells", QString::fromLatin1(kSampleWindoku).left(80), ImportCode::NotAPuzzle,
         QStringLiteral("found 80 cells; a puzzle has 81"), Variant::Windoku},
        // X-Sudoku and Windoku named in front: read as that, whatever the choice.
        {"named X: two 5s on a diagonal", QStringLiteral("x: ") + diagonal, ImportCode::ConflictingGivens,
         QStringLiteral("r1c1 and r9c9 both hold 5 (same diagonal)")},
        {"named Windoku: 80 cells, Windoku chosen", QStringLiteral("windoku: ") + QString::fromLatin1(kSampleWindoku).left(80),
         ImportCode::NotAPuzzle, QStringLiteral("found 80 cells; a puzzle has 81"), Variant::Windoku},
        {"named X: a classic link after the name", QStringLiteral("x: nonet://play?p=") + x, ImportCode::NotAPuzzle,
         QStringLiteral("X-Sudoku is read from 81 cells on a line")},
        {"Jigsaw chosen: no layout", jigsaw.mid(82), ImportCode::NotAPuzzle,
         QStringLiteral("a Jigsaw puzzle is its layout"), Variant::Jigsaw},
        {"Jigsaw: a region of ten", with(jigsaw, 2, u'1'), ImportCode::NotAPuzzle,
         QStringLiteral("This Jigsaw puzzle cannot be played: the Jigsaw layout is broken: region 1 has 10 cells")},
        {"Jigsaw: a region in two pieces", split + QLatin1Char(' ') + blank(81), ImportCode::NotAPuzzle,
         QStringLiteral("region 1 is not connected")},
        {"Jigsaw chosen: 80 region digits", layout.mid(1) + QLatin1Char(' ') + jigsaw.mid(82), ImportCode::NotAPuzzle,
         QStringLiteral("the Jigsaw layout has 80 cells"), Variant::Jigsaw},
        {"Jigsaw: two 5s in a region", layout + QLatin1Char(' ') + with(with(blank(81), 0, u'5'), 10, u'5'),
         ImportCode::ConflictingGivens, QStringLiteral("r1c1 and r2c2 both hold 5 (same region)")},
        {"4x4: no solution", QStringLiteral("123....4........"), ImportCode::NoSolution, QStringLiteral("no solution")},
        {"4x4: nothing given", blank(16), ImportCode::SeveralSolutions, QStringLiteral("more than one solution")},
        {"6x6 link: three cells", QStringLiteral("nonet://play?v=6x6&p=123"), ImportCode::NotAPuzzle,
         QStringLiteral("found 3 cells; a 6\u00d76 puzzle has 36")},
        {"4x4 link: progress on a given",
         QStringLiteral("nonet://play?v=4x4&p=") + QString::fromLatin1(kSample4x4) + QStringLiteral("&e=1..............."),
         ImportCode::NotAPuzzle, QStringLiteral("which is a given")},
        {"6x6 chosen: empty", QStringLiteral("  \n "), ImportCode::Empty, QStringLiteral("empty"), Variant::Mini6},
        // A variant link's notes (n=, c=): their length, characters, spare bits and cells.
        {"4x4 link: notes of four characters", fourLink + QStringLiteral("&n=AAAA"), ImportCode::NotAPuzzle,
         QStringLiteral("the link's notes (n=) have 4 characters; a 4\u00d74 puzzle's have 11")},
        {"6x6 link: a '!' in the notes", QStringLiteral("nonet://play?v=6x6&p=") + QString::fromLatin1(kSample6x6)
                                             + QStringLiteral("&n=!") + QString(35, QLatin1Char('A')),
         ImportCode::NotAPuzzle, QStringLiteral("unexpected character '!' in the link's notes (n=)")},
        {"4x4 link: spare bits of the notes set", fourLink + QStringLiteral("&n=AAAAAAAAAAB"), ImportCode::NotAPuzzle,
         QStringLiteral("the unused bits at the end of the link's notes (n=) are not 0")},
        {"4x4 link: a note on a given", fourLink + QStringLiteral("&n=gAAAAAAAAAA"), ImportCode::NotAPuzzle,
         QStringLiteral("the link's notes (n=) are in r1c1, which is a given")},
        {"4x4 link: a centre note beside an entry", fourLink + QStringLiteral("&e=.4..............&c=CAAAAAAAAAA"),
         ImportCode::NotAPuzzle, QStringLiteral("the link's centre notes (c=) are in r1c2, which holds an entry")},
        {"4x4 link: notes twice", fourLink + QStringLiteral("&n=AAAAAAAAAAA&n=AAAAAAAAAAA"), ImportCode::NotAPuzzle,
         QStringLiteral("the link repeats its n= part")},
        // Killer: cages read by their form (labels, sums, cells) or from a link.
        {"Killer: a label without a sum",
         killer.section(QLatin1Char(' '), 0, 0) + QLatin1Char(' ') + killer.section(QLatin1Char(' '), 1, 1).section(QLatin1Char(','), 1) +
             QLatin1Char(' ') + blank(81),
         ImportCode::NotAPuzzle, QStringLiteral("This Killer puzzle cannot be played: cage 'Z' (from r9c7) has no sum")},
        {"Killer link: no sums", QStringLiteral("nonet://play?v=killer&l=") + killer.left(81) + QStringLiteral("&p=") + blank(81),
         ImportCode::NotAPuzzle, QStringLiteral("the Killer link has no cage sums (s=)")},
        {"Killer: two 5s in a cage",
         killer.section(QLatin1Char(' '), 0, 1) + QLatin1Char(' ') + with(with(blank(81), 18, u'5'), 28, u'5'), ImportCode::ConflictingGivens,
         QStringLiteral("r3c1 and r4c2 both hold 5 (same cage)")},
        // Simon Tatham's Solo game IDs.
        {"a Solo random seed", QStringLiteral("3x3#12345"), ImportCode::NotAPuzzle,
         QStringLiteral("This Solo game ID cannot be played: '3x3#12345' is a Solo random seed")},
        {"a Solo 12x12 puzzle", QStringLiteral("3x4:abc"), ImportCode::NotAPuzzle,
         QStringLiteral("Solo's 3x4 puzzles (12\u00d712, boxes of 3 rows by 4 columns) are not a shape Nonet plays")},
        {"a Solo Jigsaw with a region of 81 cells", QStringLiteral("9j:zzzc,zzzzzn"), ImportCode::NotAPuzzle,
         QStringLiteral("the Solo game ID's regions are no Jigsaw layout: region 1 has 81 cells")},
        {"a Solo ID cut short in a link", QStringLiteral("https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#3x3:zzz"),
         ImportCode::NotAPuzzle, QStringLiteral("the Solo game ID's grid has 78 cells")},
    };
}

std::vector<BadSaveFile> badSaveFiles()
{
    const QByteArray good = app::SaveFile::write({sampleRecord(), QStringLiteral("Sample"), {}});
    const auto set = [](const char* key, QJsonValue value) {
        return sampleSaveWith([key, value](QJsonObject& root) { root.insert(QLatin1String(key), value); });
    };
    QJsonObject nested{{QStringLiteral("kind"), QStringLiteral("restart")}};
    for (int i = 0; i < 10; ++i)
        nested = QJsonObject{{QStringLiteral("kind"), QStringLiteral("compound")}, {QStringLiteral("parts"), QJsonArray{nested}}};
    const QJsonObject emptyPosition{{QStringLiteral("kind"), QStringLiteral("set-cells")}, {QStringLiteral("cells"), QJsonArray{}}};
    const QJsonObject restart{{QStringLiteral("kind"), QStringLiteral("restart")}};
    const QJsonObject overGiven{{QStringLiteral("kind"), QStringLiteral("set-cells")},
                                {QStringLiteral("cells"), QJsonArray{QJsonObject{{QStringLiteral("cell"), QStringLiteral("r1c1")},
                                                                                 {QStringLiteral("value"), 3},
                                                                                 {QStringLiteral("notes"), QString()}}}}};
    const auto checkpointAt = [](int ms, const QJsonObject& position) {
        return QJsonObject{{QStringLiteral("elapsedMs"), ms}, {QStringLiteral("position"), position}};
    };
    // r1c2 holds its 6 and says which peers' notes it took (r1c2 and r9c9 are no peers).
    const auto takenWith = [](const QJsonObject& taken) {
        return QJsonObject{{QStringLiteral("kind"), QStringLiteral("set-cells")},
                           {QStringLiteral("cells"), QJsonArray{QJsonObject{{QStringLiteral("cell"), QStringLiteral("r1c2")},
                                                                            {QStringLiteral("value"), 6},
                                                                            {QStringLiteral("notes"), QString()},
                                                                            {QStringLiteral("taken"), taken}}}}};
    };
    QJsonArray tooManyCheckpoints;
    for (int i = 0; i <= app::kMaxSavedCheckpoints; ++i) tooManyCheckpoints.append(checkpointAt(i, emptyPosition));
    const auto withVariant = [](Variant variant, const char* key, QJsonValue value) {
        return variantSaveWith(variant, [key, value](QJsonObject& root) { root.insert(QLatin1String(key), value); });
    };
    // The 3x3 boxes as a Jigsaw layout: valid, but not the sample's.
    const auto boxesLayout = [] {
        QString layout;
        for (int cell = 0; cell < 81; ++cell) layout += QChar(u'1' + (cell / 27) * 3 + (cell % 9) / 3);
        return layout;
    };
    const QByteArray oldGood4 =
        R"("variant": "4x4", "level": "very-easy", "elapsedMs": 1000, "puzzle": "2...3......2...1", "solution": "2413312413424231")";
    return {
        {"empty file", QByteArray(), SaveCode::NotJson, QStringLiteral("is damaged or cut short")},
        {"truncated", good.left(good.size() / 2), SaveCode::NotJson, QStringLiteral("is damaged or cut short")},
        {"binary junk", binaryJunk(2000), SaveCode::NotJson, QStringLiteral("is damaged or cut short")},
        {"a puzzle line", QByteArray(kSamplePuzzle), SaveCode::NotJson, QStringLiteral("is damaged or cut short")},
        {"a JSON array", QByteArray("[1, 2, 3]"), SaveCode::NotNonet, QStringLiteral("is not a Nonet saved game")},
        {"another app's JSON", QByteArray(R"({"name": "report", "pages": 3})"), SaveCode::NotNonet,
         QStringLiteral("is not a Nonet saved game")},
        {"Nonet's pool file", QByteArray(R"({"format": "nonet-pool", "version": 1})"), SaveCode::NotNonet,
         QStringLiteral("is not a Nonet saved game")},
        {"a newer version", set("version", app::kSaveFormatVersion + 1), SaveCode::NewerVersion,
         QStringLiteral("saved by a newer version of Nonet (format version %1)").arg(app::kSaveFormatVersion + 1)},
        {"version as text", set("version", QStringLiteral("1")), SaveCode::NotNonet, QStringLiteral("\"version\"")},
        {"version 0", set("version", 0), SaveCode::NotNonet, QStringLiteral("\"version\"")},
        {"version 1.5", set("version", 1.5), SaveCode::NotNonet, QStringLiteral("\"version\"")},
        // Found by fuzz_save_file: converting this to an integer was undefined behaviour.
        {"a version beyond any integer", set("version", 7.7e89), SaveCode::NewerVersion,
         QStringLiteral("saved by a newer version of Nonet (format version 7.7e+89)")},
        {"a time beyond any integer", set("elapsedMs", 1e300), SaveCode::Inconsistent, QStringLiteral("\"elapsedMs\"")},
        {"moves done beyond any integer", sampleSaveWith([](QJsonObject& root) {
             setMoves(root, QJsonArray{firstMove(root)}, 1e300);
         }), SaveCode::Inconsistent, QStringLiteral("\"done\"")},
        {"puzzle of 80 cells", set("puzzle", QString::fromLatin1(kSamplePuzzle).left(80)), SaveCode::Inconsistent,
         QStringLiteral("\"puzzle\" is not 81 cells")},
        {"solution that does not solve", set("solution", QString::fromLatin1(kSampleSolution).replace(0, 2, QStringLiteral("68"))),
         SaveCode::Inconsistent, QStringLiteral("the solution does not solve the puzzle")},
        {"unknown level", set("level", QStringLiteral("impossible")), SaveCode::Inconsistent, QStringLiteral("\"level\"")},
        {"negative time", set("elapsedMs", -5), SaveCode::Inconsistent, QStringLiteral("\"elapsedMs\"")},
        {"entries that differ from the history", set("entries", QString(81, QLatin1Char('.'))), SaveCode::Inconsistent,
         QStringLiteral("the entry in r1c2 does not match the move history")},
        {"notes that differ from the history", set("notes", QJsonObject{}), SaveCode::Inconsistent,
         QStringLiteral("the notes in r1c4 do not match the move history")},
        {"centre notes that differ from the history", set("centreNotes", QJsonObject{{QStringLiteral("r1c4"), QStringLiteral("5")}}),
         SaveCode::Inconsistent, QStringLiteral("the centreNotes in r1c4 do not match the move history")},
        {"a cell colour that the history never made", set("colours", QJsonObject{{QStringLiteral("r1c1"), 2}}),
         SaveCode::Inconsistent, QStringLiteral("the colours in r1c1 do not match the move history")},
        {"a cell colour 7", set("colours", QJsonObject{{QStringLiteral("r1c1"), 7}}), SaveCode::Inconsistent,
         QStringLiteral("\"colours\" has an entry that is not a cell and its mark")},
        {"note colours that are not a list", set("noteColours", QStringLiteral("red")), SaveCode::Inconsistent,
         QStringLiteral("\"noteColours\" is not a list of cells")},
        {"a note colour on digit 0", set("noteColours", QJsonObject{{QStringLiteral("r1c4"), QJsonObject{{QStringLiteral("0"), 1}}}}),
         SaveCode::Inconsistent, QStringLiteral("\"noteColours\" has an entry that is not a cell and its mark")},
        {"a colour move with colour 9", sampleSaveWith([](QJsonObject& root) {
             setMoves(root, QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("set-colour")},
                                                   {QStringLiteral("cell"), QStringLiteral("r1c1")},
                                                   {QStringLiteral("colour"), 9}}}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("a colour that is not 0 to 6")},
        {"a note colour on a digit that is no note", sampleSaveWith([](QJsonObject& root) {
             setMoves(root, QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("colour-note")},
                                                   {QStringLiteral("cell"), QStringLiteral("r1c2")},
                                                   {QStringLiteral("digit"), 5},
                                                   {QStringLiteral("colour"), 1}}}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("move 1 of the history is not allowed")},
        {"a note move on an unknown layer", sampleSaveWith([](QJsonObject& root) {
             setMoves(root, QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("toggle-note")},
                                                   {QStringLiteral("cell"), QStringLiteral("r1c2")},
                                                   {QStringLiteral("digit"), 5},
                                                   {QStringLiteral("layer"), QStringLiteral("margin")}}}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("neither \"corner\" nor \"centre\"")},
        {"a move on a given", sampleSaveWith([](QJsonObject& root) {
             setMoves(root, QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("set-value")},
                                                   {QStringLiteral("cell"), QStringLiteral("r1c1")},
                                                   {QStringLiteral("digit"), 3},
                                                   {QStringLiteral("peerNotes"), QStringLiteral("keep")}}}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("move 1 of the history is not allowed")},
        {"a move of unknown kind", sampleSaveWith([](QJsonObject& root) {
             setMoves(root, QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("solve-all")}}}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("unknown kind \"solve-all\"")},
        {"a move on cell r0c9", sampleSaveWith([](QJsonObject& root) {
             QJsonObject move = firstMove(root);
             move.insert(QStringLiteral("cell"), QStringLiteral("r0c9"));
             setMoves(root, QJsonArray{move}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("a cell that does not exist")},
        {"a digit 10", sampleSaveWith([](QJsonObject& root) {
             QJsonObject move = firstMove(root);
             move.insert(QStringLiteral("digit"), 10);
             setMoves(root, QJsonArray{move}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("not 1 to 9")},
        {"more moves done than there are", sampleSaveWith([](QJsonObject& root) {
             setMoves(root, QJsonArray{firstMove(root)}, 7);
         }), SaveCode::Inconsistent, QStringLiteral("\"done\"")},
        {"compound moves nested deeply", sampleSaveWith([nested](QJsonObject& root) {
             setMoves(root, QJsonArray{nested}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("nested too deeply")},
        {"a negative mistake count", set("mistakes", -1), SaveCode::Inconsistent, QStringLiteral("\"mistakes\" is not a count")},
        {"a mistake count as text", set("mistakes", QStringLiteral("two")), SaveCode::Inconsistent,
         QStringLiteral("\"mistakes\" is not a count")},
        {"lost as a number", set("lost", 1), SaveCode::Inconsistent, QStringLiteral("\"lost\" is neither true nor false")},
        {"returnNotes that is not true or false", sampleSaveWith([](QJsonObject& root) {
             QJsonObject move = firstMove(root);
             move.insert(QStringLiteral("returnNotes"), QStringLiteral("yes"));
             setMoves(root, QJsonArray{move}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("\"returnNotes\" is neither true nor false")},
        {"taken notes that are not lists of cells", set("checkpoints", QJsonArray{checkpointAt(5, takenWith(QJsonObject{
             {QStringLiteral("corner"), QStringLiteral("r1c4")}}))}),
         SaveCode::Inconsistent, QStringLiteral("checkpoint 1: a set-cells move has taken notes that are not lists of cells")},
        {"taken notes of an unknown kind", set("checkpoints", QJsonArray{checkpointAt(5, takenWith(QJsonObject{
             {QStringLiteral("margin"), QJsonArray{QStringLiteral("r1c4")}}}))}),
         SaveCode::Inconsistent, QStringLiteral("taken notes that are not lists of cells")},
        {"taken notes naming a cell twice", set("checkpoints", QJsonArray{checkpointAt(5, takenWith(QJsonObject{
             {QStringLiteral("corner"), QJsonArray{QStringLiteral("r1c4"), QStringLiteral("r1c4")}}}))}),
         SaveCode::Inconsistent, QStringLiteral("taken notes that are not lists of cells")},
        {"taken notes from a cell that is no peer", set("checkpoints", QJsonArray{checkpointAt(5, takenWith(QJsonObject{
             {QStringLiteral("centre"), QJsonArray{QStringLiteral("r9c9")}}}))}),
         SaveCode::Inconsistent, QStringLiteral("checkpoint 1 is not a position of this puzzle")},
        {"hints that are not an object", set("hints", 3), SaveCode::Inconsistent, QStringLiteral("\"hints\" is not an object")},
        {"a negative hint count", set("hints", QJsonObject{{QStringLiteral("where"), -1}}), SaveCode::Inconsistent,
         QStringLiteral("the hints at \"where\" are not a count")},
        {"hints at a stage that does not exist", set("hints", QJsonObject{{QStringLiteral("solve"), 1}}), SaveCode::Inconsistent,
         QStringLiteral("\"hints\" has no stage \"solve\"")},
        {"hints of an unknown technique",
         set("hints", QJsonObject{{QStringLiteral("techniques"), QJsonObject{{QStringLiteral("magic"), 1}}}}), SaveCode::Inconsistent,
         QStringLiteral("the hints name no technique \"magic\"")},
        {"a technique's hints as text",
         set("hints", QJsonObject{{QStringLiteral("techniques"), QJsonObject{{QStringLiteral("x-wing"), QStringLiteral("one")}}}}),
         SaveCode::Inconsistent, QStringLiteral("the hints of \"x-wing\" are not a count")},
        {"the hints' techniques as a list", set("hints", QJsonObject{{QStringLiteral("techniques"), QJsonArray{}}}),
         SaveCode::Inconsistent, QStringLiteral("the hints' \"techniques\" is not an object")},
        {"help that is not an object", set("help", true), SaveCode::Inconsistent, QStringLiteral("\"help\" is not an object")},
        {"a negative count of checks", set("help", QJsonObject{{QStringLiteral("checks"), -2}}), SaveCode::Inconsistent,
         QStringLiteral("the checks in \"help\" are not a count")},
        {"the solution's marks as text", set("help", QJsonObject{{QStringLiteral("solutionMarks"), QStringLiteral("yes")}}),
         SaveCode::Inconsistent, QStringLiteral("\"solutionMarks\" is neither true nor false")},
        {"help of an unknown kind", set("help", QJsonObject{{QStringLiteral("peeks"), 1}}), SaveCode::Inconsistent,
         QStringLiteral("\"help\" has no part \"peeks\"")},
        {"checkpoints that are not a list", set("checkpoints", QStringLiteral("later")), SaveCode::Inconsistent,
         QStringLiteral("\"checkpoints\" is not a list")},
        {"a checkpoint without a time", set("checkpoints", QJsonArray{QJsonObject{{QStringLiteral("position"), emptyPosition}}}),
         SaveCode::Inconsistent, QStringLiteral("checkpoint 1 has no time")},
        {"a checkpoint of unknown kind",
         set("checkpoints", QJsonArray{QJsonObject{{QStringLiteral("elapsedMs"), 5},
                                                   {QStringLiteral("position"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("solve-all")}}}}}),
         SaveCode::Inconsistent, QStringLiteral("checkpoint 1: a move of unknown kind \"solve-all\"")},
        {"a checkpoint that is not a position", set("checkpoints", QJsonArray{checkpointAt(5, emptyPosition), checkpointAt(9, restart)}),
         SaveCode::Inconsistent, QStringLiteral("checkpoint 2 is not a position of this puzzle")},
        {"a checkpoint that writes over a given", set("checkpoints", QJsonArray{checkpointAt(5, overGiven)}), SaveCode::Inconsistent,
         QStringLiteral("checkpoint 1 is not a position of this puzzle")},
        {"too many checkpoints", set("checkpoints", tooManyCheckpoints), SaveCode::Inconsistent,
         QStringLiteral("too many checkpoints")},
        {"no history", sampleSaveWith([](QJsonObject& root) { root.remove(QStringLiteral("history")); }),
         SaveCode::Inconsistent, QStringLiteral("no move history")},
        {"one byte beyond the read limit", QByteArray(app::kMaxDataFileBytes + 1, ' '), SaveCode::TooLarge, QStringLiteral("far too large to be a saved game (83.9 MB)")},

        // Every shape (format version 5): the shape, its cells and values.
        {"an unknown variant", withVariant(Variant::Mini4, "variant", QStringLiteral("5x5")), SaveCode::Inconsistent,
         QStringLiteral("\"variant\" is not one of classic, 4x4")},
        {"a variant as a number", withVariant(Variant::Mini4, "variant", 4), SaveCode::Inconsistent,
         QStringLiteral("\"variant\" is not one of")},
        {"a variant not spelled as Nonet writes it", withVariant(Variant::X, "variant", QStringLiteral("X")), SaveCode::Inconsistent,
         QStringLiteral("\"variant\" is not one of")},
        {"a Jigsaw game without its layout", variantSaveWith(Variant::Jigsaw, [](QJsonObject& root) { root.remove(QStringLiteral("layout")); }),
         SaveCode::Inconsistent, QStringLiteral("a Jigsaw game has no \"layout\"")},
        {"a Jigsaw layout with a region of ten", withVariant(Variant::Jigsaw, "layout", QString::fromLatin1(kSampleJigsaw).left(81).replace(2, 1, QLatin1Char('1'))),
         SaveCode::Inconsistent, QStringLiteral("has 10 cells; each region has 9")},
        {"a Jigsaw layout of 80 regions", withVariant(Variant::Jigsaw, "layout", QString::fromLatin1(kSampleJigsaw).left(80)),
         SaveCode::Inconsistent, QStringLiteral("\"layout\":")},
        {"another Jigsaw layout than the solution's", withVariant(Variant::Jigsaw, "layout", boxesLayout()),
         SaveCode::Inconsistent, QStringLiteral("the solution does not solve the puzzle")},
        {"a layout in a game that is no Jigsaw", withVariant(Variant::X, "layout", boxesLayout()), SaveCode::Inconsistent,
         QStringLiteral("\"layout\" belongs to a Jigsaw or Killer game only")},
        {"a Killer game without its cages", variantSaveWith(Variant::Killer, [](QJsonObject& root) { root.remove(QStringLiteral("layout")); }),
         SaveCode::Inconsistent, QStringLiteral("a Killer game has no \"layout\" (its cages)")},
        {"a Killer cage with a sum too small", withVariant(Variant::Killer, "layout", QString::fromLatin1(kSampleKiller).section(QLatin1Char(' '), 0, 0) + QStringLiteral(" 2") + QString::fromLatin1(kSampleKiller).section(QLatin1Char(' '), 1, 1).mid(1)),
         SaveCode::Inconsistent, QStringLiteral("\"layout\": cage '0' (2 cells from r1c1) has the sum 2")},
        {"another Killer's cages than the solution's", withVariant(Variant::Killer, "layout", QString::fromLatin1(kSampleKiller).section(QLatin1Char(' '), 0, 0) + QStringLiteral(" 8,9") + QString::fromLatin1(kSampleKiller).section(QLatin1Char(' '), 1, 1).mid(4)),
         SaveCode::Inconsistent, QStringLiteral("the solution does not solve the puzzle")},
        {"a 4x4 puzzle of 81 cells", withVariant(Variant::Mini4, "puzzle", QString::fromLatin1(kSamplePuzzle)), SaveCode::Inconsistent,
         QStringLiteral("\"puzzle\" is not 16 cells of digits and '.'")},
        {"a 4x4 puzzle with a 5", withVariant(Variant::Mini4, "puzzle", QStringLiteral("2...3......2...5")), SaveCode::Inconsistent,
         QStringLiteral("\"puzzle\" is not 16 cells")},
        {"a 16x16 solution with an H", variantSaveWith(Variant::Giant16, [](QJsonObject& root) {
             root.insert(QStringLiteral("solution"), root.value(QStringLiteral("solution")).toString().replace(0, 1, QLatin1Char('H')));
         }), SaveCode::Inconsistent, QStringLiteral("\"solution\" is not 256 cells of values 1-9, A-G and '.'")},
        {"a 4x4 game at a level no 4x4 has", withVariant(Variant::Mini4, "level", QStringLiteral("extreme")), SaveCode::Inconsistent,
         QStringLiteral("\"level\" is not a level of a 4x4 game")},
        {"a 4x4 move with a digit 5", variantSaveWith(Variant::Mini4, [](QJsonObject& root) {
             QJsonObject move = firstMove(root);
             move.insert(QStringLiteral("digit"), 5);
             setMoves(root, QJsonArray{move}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("a move has a digit that is not 1 to 4")},
        {"a 16x16 move with a digit 17", variantSaveWith(Variant::Giant16, [](QJsonObject& root) {
             QJsonObject move = firstMove(root);
             move.insert(QStringLiteral("digit"), 17);
             setMoves(root, QJsonArray{move}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("a move has a digit that is not 1 to 16")},
        {"a 4x4 move on cell r5c1", variantSaveWith(Variant::Mini4, [](QJsonObject& root) {
             QJsonObject move = firstMove(root);
             move.insert(QStringLiteral("cell"), QStringLiteral("r5c1"));
             setMoves(root, QJsonArray{move}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("a cell that does not exist")},
        {"a 16x16 move on cell r01c1", variantSaveWith(Variant::Giant16, [](QJsonObject& root) {
             QJsonObject move = firstMove(root);
             move.insert(QStringLiteral("cell"), QStringLiteral("r01c1"));
             setMoves(root, QJsonArray{move}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("a cell that does not exist")},
        {"a 16x16 note move with notes H", variantSaveWith(Variant::Giant16, [](QJsonObject& root) {
             const QJsonObject notes{{QStringLiteral("kind"), QStringLiteral("set-notes")},
                                     {QStringLiteral("notes"), QJsonArray{QJsonObject{{QStringLiteral("cell"), QStringLiteral("r16c16")},
                                                                                      {QStringLiteral("notes"), QStringLiteral("AH")}}}}};
             setMoves(root, QJsonArray{notes}, 1);
         }), SaveCode::Inconsistent, QStringLiteral("a set-notes move has notes that are not digits 1 to 16")},
        {"4x4 notes with a 5", withVariant(Variant::Mini4, "notes", QJsonObject{{QStringLiteral("r4c4"), QStringLiteral("5")}}),
         SaveCode::Inconsistent, QStringLiteral("\"notes\" has an entry that is not a cell and its mark")},
        {"a 6x6 note colour on value 7", withVariant(Variant::Mini6, "noteColours",
                                                     QJsonObject{{QStringLiteral("r6c6"), QJsonObject{{QStringLiteral("7"), 1}}}}),
         SaveCode::Inconsistent, QStringLiteral("\"noteColours\" has an entry that is not a cell and its mark")},
        {"4x4 entries of 81 cells", withVariant(Variant::Mini4, "entries", QString(81, QLatin1Char('.'))), SaveCode::Inconsistent,
         QStringLiteral("\"entries\" is not 16 cells")},

        // What a game is besides its puzzle (version 5).
        {"an origin that is a date alone", set("origin", QStringLiteral("2026-12-02")), SaveCode::Inconsistent,
         QStringLiteral("\"origin\" is neither a daily puzzle's date nor a practice technique")},
        {"a daily puzzle of 31 February", set("origin", QJsonObject{{QStringLiteral("daily"), QStringLiteral("2026-02-31")}}),
         SaveCode::Inconsistent, QStringLiteral("\"origin\" is neither")},
        {"a practice of an unknown technique", set("origin", QJsonObject{{QStringLiteral("practice"), QStringLiteral("magic")}}),
         SaveCode::Inconsistent, QStringLiteral("\"origin\" is neither")},
        {"an origin that is daily and practice", set("origin", QJsonObject{{QStringLiteral("daily"), QStringLiteral("2026-12-02")},
                                                                           {QStringLiteral("practice"), QStringLiteral("x-wing")}}),
         SaveCode::Inconsistent, QStringLiteral("\"origin\" is neither")},

        // The variant window's old files (.nonetv, its autosave, its games in Continue).
        {"an old variant file cut short", oldVariantFile(oldGood4).left(60), SaveCode::NotJson, QStringLiteral("is damaged or cut short")},
        {"an old variant file of version 2", QByteArray(R"({"format": "nonet-variant-game", "version": 2})"), SaveCode::NotNonet,
         QStringLiteral("\"nonet-variant-game\" has no version 2")},
        {"an old variant file of an unknown variant",
         oldVariantFile(R"("variant": "5x5", "level": "easy", "elapsedMs": 0, "puzzle": "", "solution": "", "entries": "")"),
         SaveCode::Inconsistent, QStringLiteral("\"variant\"")},
        {"an old variant file of the classic game",
         oldVariantFile(R"("variant": "classic", "level": "easy", "elapsedMs": 0, "puzzle": "", "solution": "", "entries": "")"),
         SaveCode::Inconsistent, QStringLiteral("\"variant\" is not one of 4x4")},
        {"an old variant file at a level the variant lacks",
         oldVariantFile(R"("variant": "4x4", "level": "extreme", "elapsedMs": 0, "puzzle": "2...3......2...1", "solution": "2413312413424231", "entries": "................")"),
         SaveCode::Inconsistent, QStringLiteral("\"level\"")},
        {"an old variant file with a negative time",
         oldVariantFile(R"("variant": "4x4", "level": "easy", "elapsedMs": -5, "puzzle": "2...3......2...1", "solution": "2413312413424231", "entries": "................")"),
         SaveCode::Inconsistent, QStringLiteral("elapsedMs")},
        {"an old variant file with a puzzle of 15 cells",
         oldVariantFile(R"("variant": "4x4", "level": "easy", "elapsedMs": 0, "puzzle": "2...3......2...", "solution": "2413312413424231", "entries": "................")"),
         SaveCode::Inconsistent, QStringLiteral("found 15 cells")},
        {"an old variant file with a wrong solution",
         oldVariantFile(R"("variant": "4x4", "level": "easy", "elapsedMs": 0, "puzzle": "2...3......2...1", "solution": "1413312413424231", "entries": "................")"),
         SaveCode::Inconsistent, QStringLiteral("does not solve")},
        {"an old variant file with an entry on a given", oldVariantFile(oldGood4 + R"(, "entries": "2...............")"),
         SaveCode::Inconsistent, QStringLiteral("which is a given")},
        {"an old variant file with an entry out of range", oldVariantFile(oldGood4 + R"(, "entries": ".5..............")"),
         SaveCode::Inconsistent, QStringLiteral("\"entries\"")},
        {"an old variant file with notes of a cell that is not there",
         oldVariantFile(oldGood4 + R"(, "entries": "................", "notes": {"r5c1": "12"})"), SaveCode::Inconsistent,
         QStringLiteral("not a cell")},
        {"an old variant file with notes out of range", oldVariantFile(oldGood4 + R"(, "entries": "................", "notes": {"r1c2": "19"})"),
         SaveCode::Inconsistent, QStringLiteral("are not values")},
        {"an old variant file with notes in a filled cell", oldVariantFile(oldGood4 + R"(, "entries": ".4..............", "notes": {"r1c2": "1"})"),
         SaveCode::Inconsistent, QStringLiteral("which is filled")},
        {"an old variant file with a negative mistake count", oldVariantFile(oldGood4 + R"(, "entries": "................", "mistakes": -1)"),
         SaveCode::Inconsistent, QStringLiteral("\"mistakes\" is not a count")},
        {"an old variant file with a mistake count that is not whole",
         oldVariantFile(oldGood4 + R"(, "entries": "................", "mistakes": 1.5)"), SaveCode::Inconsistent,
         QStringLiteral("\"mistakes\" is not a count")},
        {"an old variant file with lost as text", oldVariantFile(oldGood4 + R"(, "entries": "................", "lost": "yes")"),
         SaveCode::Inconsistent, QStringLiteral("\"lost\" is not true or false")},
    };
}

std::vector<BadArgument> badArguments()
{
    const QByteArray newer = sampleSaveWith([](QJsonObject& root) { root.insert(QStringLiteral("version"), app::kSaveFormatVersion + 1); });
    return {
        {"an empty argument", QString(), nullptr, {}, QStringLiteral("There is nothing to import")},
        {"only spaces", QStringLiteral("   "), nullptr, {}, QStringLiteral("There is nothing to import")},
        // Qt reads a host in a file: URL as a network path (//otherhost/...), which is not there.
        {"a file: URL of another computer", QStringLiteral("file://otherhost/games/game.nonet"), nullptr, {},
         QStringLiteral("“game.nonet” could not be read")},
        {"a file: URL of a missing file", QStringLiteral("file://{dir}/missing.nonet"), nullptr, {},
         QStringLiteral("“missing.nonet” could not be read")},
        {"the path of a missing file", QStringLiteral("{dir}/missing.nonet"), nullptr, {},
         QStringLiteral("This is not a puzzle Nonet can read")},
        {"a folder", QStringLiteral("{dir}"), nullptr, {}, QStringLiteral("is a folder, not a puzzle or a saved game")},
        {"a file: URL of a folder", QStringLiteral("file://{dir}"), nullptr, {}, QStringLiteral("is a folder, not a puzzle or a saved game")},
        {"a device", QStringLiteral("/dev/zero"), nullptr, {}, QStringLiteral("“zero” is a device, not a puzzle or a saved game")},
        {"a named pipe", QStringLiteral("{dir}/puzzle.pipe"), "puzzle.pipe", {}, QStringLiteral("“puzzle.pipe” is a pipe, not a puzzle or a saved game"),
         BadArgument::Make::Pipe},
        {"an empty file", QStringLiteral("{dir}/empty.txt"), "empty.txt", QByteArray(),
         QStringLiteral("There is nothing to import")},
        {"a file of binary junk", QStringLiteral("{dir}/junk.bin"), "junk.bin", binaryJunk(500),
         QStringLiteral("This is not a puzzle Nonet can read")},
        {"a file far too large", QStringLiteral("{dir}/huge.txt"), "huge.txt",
         QByteArray(app::PuzzleImport::kMaxTextLength + 10, '1'), QStringLiteral("far too")},
        {"a damaged .nonet file", QStringLiteral("{dir}/broken.nonet"), "broken.nonet",
         QByteArray(R"({"format": "nonet-game", "ver)"), QStringLiteral("“broken.nonet” is damaged or cut short")},
        {"a .nonet file from a newer Nonet", QStringLiteral("file://{dir}/newer.nonet"), "newer.nonet", newer,
         QStringLiteral("saved by a newer version of Nonet")},
        {"a Nonet link without a puzzle", QStringLiteral("nonet://play"), nullptr, {}, QStringLiteral("The link carries no puzzle")},
        {"a Nonet link with 80 cells", QStringLiteral("nonet://play?p=") + QString::fromLatin1(kSamplePuzzle).left(80), nullptr, {},
         QStringLiteral("The link is broken: parameter p: found 80 cells")},
        {"a web address that is no puzzle", QStringLiteral("https://example.com/"), nullptr, {},
         QStringLiteral("The link carries no puzzle")},
    };
}

std::vector<BadCommandLine> badCommandLines()
{
    const QString line = QString::fromUtf8("Nonet daily 2026-12-01 \u00b7 Easy \u00b7 7:42 \u00b7 no hints \u00b7 3F7K-Q2MD");
    return {
        {"nothing", {}, QStringLiteral("Usage: nonet-cli")},
        {"unknown verb", {"frobnicate"}, QStringLiteral("unknown verb 'frobnicate'")},
        {"help for an unknown verb", {"help", "frobnicate"}, QStringLiteral("no verb 'frobnicate'")},
        {"unknown option", {"solve", "--fast"}, QStringLiteral("unknown option --fast")},
        {"limit without value", {"count", "--limit"}, QStringLiteral("option --limit needs a value")},
        {"limit zero", {"count", "--limit", "0"}, QStringLiteral("at least 1, not '0'")},
        {"limit not a number", {"count", "--limit=many"}, QStringLiteral("not 'many'")},
        {"rate, unknown option", {"rate", "--level", "easy"}, QStringLiteral("unknown option --level")},
        {"explain, unknown option", {"explain", "--verbose"}, QStringLiteral("unknown option --verbose")},
        {"generate without level or technique", {"generate", "--count", "2"}, QStringLiteral("or --technique is required")},
        {"generate, unknown level", {"generate", "--level", "fiendish"}, QStringLiteral("unknown level 'fiendish'")},
        {"generate, level without value", {"generate", "--level"}, QStringLiteral("option --level needs a value")},
        {"generate, count zero", {"generate", "--level", "easy", "--count", "0"}, QStringLiteral("not '0'")},
        {"generate, count not a number", {"generate", "--level", "easy", "--count=few"}, QStringLiteral("not 'few'")},
        {"generate, negative seed", {"generate", "--level", "easy", "--seed", "-1"}, QStringLiteral("not '-1'")},
        {"generate, seed too large", {"generate", "--level", "easy", "--seed", "18446744073709551616"},
         QStringLiteral("from 0 to 18446744073709551615")},
        {"generate, unknown symmetry", {"generate", "--level", "easy", "--symmetry", "spiral"},
         QStringLiteral("unknown symmetry 'spiral'")},
        {"generate, jobs zero", {"generate", "--level", "easy", "--jobs", "0"}, QStringLiteral("from 1 to 64, not '0'")},
        {"generate, jobs too many", {"generate", "--level", "easy", "--jobs", "65"}, QStringLiteral("from 1 to 64, not '65'")},
        {"generate, stray argument", {"generate", "--level", "easy", "puzzles.txt"}, QStringLiteral("unexpected argument")},
        {"generate, unknown option", {"generate", "--level", "easy", "--fast"}, QStringLiteral("unknown option --fast")},
        // Technique names: the valid ones are listed.
        {"generate, unknown technique", {"generate", "--technique", "fishy"},
         QStringLiteral("unknown technique 'fishy'; the techniques are:\n  pointing claiming")},
        {"generate, technique in other case", {"generate", "--technique", "X-Wing"}, QStringLiteral("unknown technique 'X-Wing'")},
        {"generate, technique as printed for people", {"generate", "--technique", "Naked pair"},
         QStringLiteral("unknown technique 'Naked pair'")},
        {"generate, empty technique", {"generate", "--technique="}, QStringLiteral("unknown technique ''")},
        {"generate, a single", {"generate", "--technique", "naked-single"},
         QStringLiteral("no puzzles are made for 'naked-single'; the techniques are:")},
        {"generate, guess", {"generate", "--technique", "guess"}, QStringLiteral("no puzzles are made for 'guess'")},
        {"generate, turbot fish (never needed)", {"generate", "--technique", "turbot-fish"},
         QStringLiteral("no puzzles are made for 'turbot-fish'")},
        {"generate, level and technique", {"generate", "--technique", "x-wing", "--level", "tough"},
         QStringLiteral("do not go together")},
        {"generate, technique without value", {"generate", "--technique"}, QStringLiteral("option --technique needs a value")},
        // Variants.
        {"unknown variant", {"solve", "--variant", "5x5"}, QStringLiteral("unknown variant '5x5' (classic, 4x4, 6x6, 16x16, x, windoku, jigsaw, killer)")},
        {"variant without value", {"count", "--variant"}, QStringLiteral("option --variant needs a value")},
        {"rate, unknown variant", {"rate", "--variant=samurai"}, QStringLiteral("unknown variant 'samurai'")},
        {"generate, a level the variant lacks", {"generate", "--level", "tough", "--variant", "4x4"},
         QStringLiteral("4x4 puzzles come at very-easy, easy, not tough")},
        {"generate, 16x16 at extreme", {"generate", "--level", "extreme", "--variant", "16x16"},
         QStringLiteral("16x16 puzzles come at very-easy, easy, medium, tough, very-tough, not extreme")},
        {"generate, technique of a variant", {"generate", "--technique", "x-wing", "--variant", "x"},
         QStringLiteral("--technique makes classic puzzles only")},
        // Dates.
        {"daily, month 13", {"daily", "--date", "2026-13-01"}, QStringLiteral("there is no month 13")},
        {"daily, 30 February", {"daily", "--date", "2026-02-30"}, QStringLiteral("that month has no day 30")},
        {"daily, 29 February of a common year", {"daily", "--date", "2027-02-29"}, QStringLiteral("that month has no day 29")},
        {"daily, year 0", {"daily", "--date", "0000-06-01"}, QStringLiteral("there is no year 0000")},
        {"daily, before the first daily puzzle", {"daily", "--date", "2025-12-31"},
         QStringLiteral("before the first daily puzzle (2026-01-01)")},
        {"daily, two-digit year", {"daily", "--date", "26-12-01"}, QStringLiteral("'26-12-01' is not a date of the form YYYY-MM-DD")},
        {"daily, day first", {"daily", "--date", "01-12-2026"}, QStringLiteral("not a date of the form YYYY-MM-DD")},
        {"daily, slashes", {"daily", "--date", "2026/12/01"}, QStringLiteral("not a date of the form YYYY-MM-DD")},
        {"daily, with a time", {"daily", "--date", "2026-12-01T08:00"}, QStringLiteral("not a date of the form YYYY-MM-DD")},
        {"daily, spaces", {"daily", "--date", " 2026-12-01"}, QStringLiteral("not a date of the form YYYY-MM-DD")},
        {"daily, empty date", {"daily", "--date="}, QStringLiteral("'' is not a date")},
        {"daily, date without value", {"daily", "--date"}, QStringLiteral("option --date needs a value")},
        {"daily, date as an argument", {"daily", "2026-12-01"}, QStringLiteral("unexpected argument '2026-12-01'")},
        {"daily, unknown option", {"daily", "--level", "easy"}, QStringLiteral("unknown option --level")},
        {"daily, date and check", {"daily", "--date", "2026-12-01", "--check", line}, QStringLiteral("do not go together")},
        // Result lines to check.
        {"check, no result", {"daily", "--check", "hello"}, QStringLiteral("no \"Nonet daily\" result line")},
        {"check, impossible date", {"daily", "--check", QString(line).replace("2026-12-01", "2026-12-32")},
         QStringLiteral("that month has no day 32")},
        {"check, unknown level", {"daily", "--check", QString(line).replace("Easy", "Fiendish")},
         QStringLiteral("'Fiendish' is not a level")},
        {"check, bad time", {"daily", "--check", QString(line).replace("7:42", "7:62")}, QStringLiteral("'7:62' is not a time")},
        {"check, bad hints", {"daily", "--check", QString(line).replace("no hints", "2 hints")},
         QStringLiteral("neither \"no hints\" nor \"with hints\"")},
        {"check, bad code", {"daily", "--check", QString(line).replace("3F7K-Q2MD", "3F7K-Q2")},
         QStringLiteral("is not a check code")},
        {"check, cut short", {"daily", "--check", line.left(40)}, QStringLiteral("the line ends too soon")},
    };
}

std::vector<BadResultLine> badResultLines()
{
    // A genuine line (2026-12-06 is an Extreme Sunday) and edits of it.
    const QString line = QString::fromUtf8("Nonet daily 2026-12-06 \u00b7 Extreme \u00b7 25:07 \u00b7 no hints \u00b7 YJ6E-1CYN");
    const QString altered = QStringLiteral("Not genuine: the check code does not match");
    return {
        {"nothing", QString(), QStringLiteral("This is not a whole Nonet daily result")},
        {"another text", QStringLiteral("I solved it in 3 minutes!"), QStringLiteral("This is not a whole Nonet daily result")},
        {"cut short", line.left(40), QStringLiteral("This is not a whole Nonet daily result")},
        {"a day that does not exist", QString(line).replace(QStringLiteral("2026-12-06"), QStringLiteral("2026-02-30")),
         QStringLiteral("The date does not read")},
        {"a day before the first daily puzzle", QString(line).replace(QStringLiteral("2026-12-06"), QStringLiteral("2025-12-07")),
         QStringLiteral("The date does not read")},
        {"the date written the other way", QString(line).replace(QStringLiteral("2026-12-06"), QStringLiteral("06-12-2026")),
         QStringLiteral("The date does not read")},
        {"a level Nonet does not have", QString(line).replace(QStringLiteral("Extreme"), QStringLiteral("Diabolical")),
         QStringLiteral("The level is not one of Nonet's levels")},
        {"a time with letters", QString(line).replace(QStringLiteral("25:07"), QStringLiteral("25m07s")),
         QStringLiteral("The time does not read")},
        {"seconds past 59", QString(line).replace(QStringLiteral("25:07"), QStringLiteral("25:67")), QStringLiteral("The time does not read")},
        {"hints counted", QString(line).replace(QStringLiteral("no hints"), QStringLiteral("2 hints")),
         QStringLiteral("must say “no hints” or “with hints”")},
        {"a code too short", line.left(line.size() - 2), QStringLiteral("The check code does not read")},
        {"a code with a U", line.left(line.size() - 1) + QLatin1Char('U'), QStringLiteral("The check code does not read")},
        {"a field too many", QString(line).replace(QStringLiteral("25:07"), QString::fromUtf8("25:07 \u00b7 25:07")),
         QStringLiteral("more fields than a result")},
        {"a faster time", QString(line).replace(QStringLiteral("25:07"), QStringLiteral("15:07")), altered},
        {"hints hidden", QString(line).replace(QStringLiteral("no hints"), QStringLiteral("with hints")), altered},
        {"another Sunday", QString(line).replace(QStringLiteral("2026-12-06"), QStringLiteral("2026-12-13")), altered},
        {"one character of the code", line.left(line.size() - 1) + QLatin1Char('M'), altered},
        {"the level raised", QString(line).replace(QStringLiteral("Extreme"), QStringLiteral("Easy")),
         QStringLiteral("Not genuine: the puzzle of")},
    };
}

std::vector<BadDailyFile> badDailyFiles()
{
    const QByteArray puzzle = "7.24..5.......6..18.......4.3.6.54..5..9.3..7..97.4.3.9.......61..5.......8..71.3";
    const auto file = [](const QByteArray& days) {
        return QByteArray(R"({"format": "nonet-daily", "version": 1, "days": )") + days + '}';
    };
    const QString damaged = QStringLiteral("The daily puzzle results were damaged and have been set aside");
    return {
        {"empty", QByteArray(), damaged},
        {"not JSON", QByteArray("daily results"), damaged},
        {"cut short", file(R"({"2026-12-01": {"puzzle": ")" + puzzle).left(90), damaged},
        {"another kind of file", QByteArray(R"({"format": "nonet-statistics", "version": 1, "levels": {}})"), damaged},
        {"a newer version", QByteArray(R"({"format": "nonet-daily", "version": 2, "days": {}})"), damaged},
        {"days not an object", file("[]"), damaged},
        {"a day that does not exist", file(R"({"2026-02-30": {"puzzle": ")" + puzzle + R"(", "solved": false, "hints": false}})"), damaged},
        {"a day before the first daily puzzle",
         file(R"({"2025-12-31": {"puzzle": ")" + puzzle + R"(", "solved": false, "hints": false}})"), damaged},
        {"a puzzle of 80 cells", file(R"({"2026-12-01": {"puzzle": ")" + puzzle.left(80) + R"(", "solved": false, "hints": false}})"),
         damaged},
        {"solved without a time", file(R"({"2026-12-01": {"puzzle": ")" + puzzle + R"(", "solved": true, "hints": false}})"), damaged},
        {"a negative time",
         file(R"({"2026-12-01": {"puzzle": ")" + puzzle +
              R"(", "solved": true, "hints": false, "seconds": -5, "solvedAt": "2026-12-01T20:00:00Z"}})"),
         damaged},
        {"a time beyond any number",
         file(R"({"2026-12-01": {"puzzle": ")" + puzzle +
              R"(", "solved": true, "hints": false, "seconds": 1e300, "solvedAt": "2026-12-01T20:00:00Z"}})"),
         damaged},
        {"a moment that does not read",
         file(R"({"2026-12-01": {"puzzle": ")" + puzzle + R"(", "solved": true, "hints": false, "seconds": 60, "solvedAt": "yesterday"}})"),
         damaged},
        {"hints as text", file(R"({"2026-12-01": {"puzzle": ")" + puzzle + R"(", "solved": false, "hints": "no"}})"), damaged},
    };
}

std::vector<BadPoolFile> badPoolFiles()
{
    const auto entry = [](const QByteArray& variant, const QByteArray& level, const QByteArray& puzzle, const QByteArray& solution) {
        return QByteArray(R"({"variant": ")") + variant + R"(", "level": ")" + level + R"(", "puzzle": ")" + puzzle +
               R"(", "solution": ")" + solution + R"("})";
    };
    const QByteArray puzzle4 = "2...3......2...1";
    const QByteArray solution4 = "2413312413424231";
    const QByteArray givens9 = "8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7";
    const QByteArray solution9 = "867154932491823675352967418915382746786419523234576891178245369623798154549631287";
    std::vector<BadPoolFile> rows;

    // pool.json, today's version: every variant's puzzles.
    const auto pool = [](const QByteArray& puzzles) {
        return QByteArray(R"({"format": "nonet-puzzle-pool", "version": 2, "seed": "1", "counter": "0", "puzzles": [)") + puzzles + "]}";
    };
    const QByteArray good = pool("");
    rows.insert(rows.end(), {
        {"pool: empty", "pool.json", QByteArray(), QStringLiteral("not JSON")},
        {"pool: not JSON", "pool.json", QByteArray("{\"format\": \"nonet-puzzle-po"), QStringLiteral("not JSON")},
        {"pool: another kind of file", "pool.json", QByteArray(R"({"format":"something","version":1})"),
         QStringLiteral("not a nonet-puzzle-pool file")},
        {"pool: a newer version", "pool.json", QByteArray(good).replace("\"version\": 2", "\"version\": 3"),
         QStringLiteral("format version 3, this build reads versions 1 to 2")},
        {"pool: a seed that is a number", "pool.json", QByteArray(good).replace("\"seed\": \"1\"", "\"seed\": 1"),
         QStringLiteral("\"seed\" and \"counter\"")},
        {"pool: no list of puzzles", "pool.json", QByteArray(good).replace("[]", "{}"), QStringLiteral("no \"puzzles\" list")},
        {"pool: an unknown variant", "pool.json", pool(entry("5x5", "easy", puzzle4, solution4)), QStringLiteral("puzzle 1: unknown variant")},
        {"pool: an entry of version 1", "pool.json",
         pool(R"({"level": "easy", "givens": ")" + givens9 + R"(", "solution": ")" + solution9 + R"("})"),
         QStringLiteral("puzzle 1: unknown variant")},
        {"pool: a level 4x4 does not have", "pool.json", pool(entry("4x4", "extreme", puzzle4, solution4)),
         QStringLiteral("puzzle 1: not a level of the variant")},
        {"pool: a classic puzzle of 80 cells", "pool.json", pool(entry("classic", "easy", givens9.left(80), solution9)),
         QStringLiteral("puzzle 1:")},
        {"pool: a classic solution against a given", "pool.json",
         pool(entry("classic", "easy", givens9, QByteArray(solution9).replace(0, 2, "68"))), QStringLiteral("does not solve the puzzle")},
        {"pool: a 16x16 value beyond G", "pool.json", pool(entry("16x16", "easy", QByteArray(256, '.').replace(0, 1, "H"), "")),
         QStringLiteral("puzzle 1:")},
        {"pool: the second entry broken", "pool.json",
         pool(entry("4x4", "very-easy", puzzle4, solution4) + ", " + entry("classic", "easy", givens9, "")), QStringLiteral("puzzle 2:")},
    });

    // pool.json of version 1: classic puzzles only, as two 81-character lines.
    const auto classicPool = [](const QByteArray& puzzles) {
        return QByteArray(R"({"format": "nonet-puzzle-pool", "version": 1, "seed": "1", "counter": "0", "puzzles": [)") + puzzles + "]}";
    };
    rows.insert(rows.end(), {
        {"pool 1: a bad puzzle", "pool.json", classicPool(R"({"level": "easy", "givens": "12", "solution": "34"})"),
         QStringLiteral("puzzle 1: givens and solution must be 81 characters")},
        {"pool 1: an unknown level", "pool.json",
         classicPool(R"({"level": "hard", "givens": ")" + givens9 + R"(", "solution": ")" + solution9 + R"("})"),
         QStringLiteral("puzzle 1: unknown level")},
        {"pool 1: a wrong solution", "pool.json",
         classicPool(R"({"level": "easy", "givens": ")" + givens9 + R"(", "solution": ")" + QByteArray(solution9).replace(0, 2, "68") + R"("})"),
         QStringLiteral("puzzle 1: the solution does not solve the givens")},
        {"pool 1: an entry of version 2", "pool.json", classicPool(entry("classic", "easy", givens9, solution9)),
         QStringLiteral("puzzle 1: givens and solution must be 81 characters")},
    });

    // seen.json, the puzzles handed out.
    rows.insert(rows.end(), {
        {"seen: not JSON", "seen.json", QByteArray("\x00\x01garbage", 9), QStringLiteral("not JSON")},
        {"seen: a bad entry", "seen.json", QByteArray(R"({"format":"nonet-seen-history","version":1,"seen":["123"]})"),
         QStringLiteral("entry 1 of \"seen\" is not 81 digits")},
        {"seen: no list", "seen.json", QByteArray(R"({"format":"nonet-seen-history","version":1})"), QStringLiteral("no \"seen\" list")},
    });

    // variant-pool.json of earlier builds: every variant but classic.
    const auto variants = [](const QByteArray& puzzles) {
        return QByteArray(R"({"format": "nonet-variant-pool", "version": 1, "seed": "7", "counter": "3", "puzzles": [)") + puzzles + "]}";
    };
    rows.insert(rows.end(), {
        {"variants: empty", "variant-pool.json", QByteArray(), QStringLiteral("not JSON")},
        {"variants: not JSON", "variant-pool.json", QByteArray("variant puzzles"), QStringLiteral("not JSON")},
        {"variants: cut short", "variant-pool.json", variants(entry("4x4", "very-easy", puzzle4, solution4)).left(100),
         QStringLiteral("not JSON")},
        {"variants: the classic pool's file", "variant-pool.json",
         QByteArray(R"({"format": "nonet-puzzle-pool", "version": 1, "seed": "1", "counter": "0", "puzzles": []})"),
         QStringLiteral("not a nonet-variant-pool file")},
        {"variants: a newer version", "variant-pool.json", QByteArray(R"({"format": "nonet-variant-pool", "version": 2})"),
         QStringLiteral("format version 2")},
        {"variants: a seed that is a number", "variant-pool.json",
         QByteArray(R"({"format": "nonet-variant-pool", "version": 1, "seed": 7, "counter": "0", "puzzles": []})"),
         QStringLiteral("\"seed\" and \"counter\"")},
        {"variants: no list of puzzles", "variant-pool.json",
         QByteArray(R"({"format": "nonet-variant-pool", "version": 1, "seed": "7", "counter": "0", "puzzles": {}})"),
         QStringLiteral("no \"puzzles\" list")},
        {"variants: an unknown variant", "variant-pool.json", variants(entry("5x5", "easy", puzzle4, solution4)),
         QStringLiteral("puzzle 1: unknown variant")},
        {"variants: a classic puzzle", "variant-pool.json", variants(entry("classic", "easy", givens9, solution9)),
         QStringLiteral("puzzle 1: unknown variant")},
        {"variants: a level 4x4 does not have", "variant-pool.json", variants(entry("4x4", "extreme", puzzle4, solution4)),
         QStringLiteral("puzzle 1: not a level of the variant")},
        {"variants: a puzzle of 15 cells", "variant-pool.json", variants(entry("4x4", "very-easy", puzzle4.left(15), solution4)),
         QStringLiteral("found 15 cells")},
        {"variants: a value beyond 4", "variant-pool.json", variants(entry("4x4", "very-easy", "5...3......2...1", solution4)),
         QStringLiteral("puzzle 1: '5'")},
        {"variants: a solution with a blank", "variant-pool.json", variants(entry("4x4", "very-easy", puzzle4, "241331241342423.")),
         QStringLiteral("every one filled")},
        {"variants: a solution that breaks a row", "variant-pool.json", variants(entry("4x4", "very-easy", puzzle4, "2413312413424213")),
         QStringLiteral("does not solve the puzzle")},
        {"variants: a solution against a given", "variant-pool.json", variants(entry("4x4", "very-easy", "1...3......2...1", solution4)),
         QStringLiteral("does not solve the puzzle")},
        {"variants: the second entry broken", "variant-pool.json",
         variants(entry("4x4", "very-easy", puzzle4, solution4) + ", " + entry("4x4", "easy", puzzle4, "")), QStringLiteral("puzzle 2:")},
    });
    return rows;
}

std::vector<BadStatisticsFile> badStatisticsFiles()
{
    const auto file = [](const QByteArray& fields) {
        return QByteArray(R"({"format": "nonet-statistics", "version": 1, )") + fields + '}';
    };
    const QByteArray level = R"({"started": 2, "solved": 1, "solvedWithoutHints": 1, "bestMs": 60000, "totalMs": 60000, "currentStreak": 1, "bestStreak": 1})";
    const auto withField = [&](const char* name, const QByteArray& value) {
        QByteArray edited = level;
        const QByteArray key = QByteArray("\"") + name + "\": ";
        const qsizetype at = edited.indexOf(key) + key.size();
        const qsizetype end = std::min(edited.indexOf(',', at), edited.indexOf('}', at));
        return edited.replace(at, end - at, value);
    };
    const QString damaged = QStringLiteral("The statistics file was damaged and has been set aside");
    return {
        {"empty", QByteArray(), damaged},
        {"not JSON", QByteArray("statistics"), damaged},
        {"cut short", file(R"("levels": {"easy": )" + level).left(60), damaged},
        {"another kind of file", QByteArray(R"({"format": "nonet-daily", "version": 1, "days": {}})"), damaged},
        {"a newer version", QByteArray(R"({"format": "nonet-statistics", "version": 2, "levels": {}})"), damaged},
        {"levels not an object", file(R"("levels": [])"), damaged},
        {"a level not an object", file(R"("levels": {"easy": 3})"), damaged},
        {"a count missing", file(R"("levels": {"easy": {"started": 2}})"), damaged},
        {"a negative count", file(R"("levels": {"easy": )" + withField("solved", "-1") + "}"), damaged},
        {"a count as text", file(R"("levels": {"easy": )" + withField("started", "\"two\"") + "}"), damaged},
        {"a count with a fraction", file(R"("levels": {"easy": )" + withField("started", "2.5") + "}"), damaged},
        {"a count beyond any int", file(R"("levels": {"easy": )" + withField("bestStreak", "3000000000") + "}"), damaged},
        {"a time beyond any number", file(R"("levels": {"easy": )" + withField("totalMs", "1e300") + "}"), damaged},
        {"lost as text", file(R"("levels": {"easy": )" + level.left(level.size() - 1) + R"(, "lost": "none"}})"), damaged},
        {"variants not an object", file(R"("levels": {}, "variants": [])"), damaged},
        {"a variant not an object", file(R"("levels": {}, "variants": {"6x6": 1})"), damaged},
        {"a variant's level not an object", file(R"("levels": {}, "variants": {"6x6": {"easy": []}})"), damaged},
        {"a variant's negative time", file(R"("levels": {}, "variants": {"4x4": {"easy": )" + withField("bestMs", "-60000") + "}}"),
         damaged},
        {"an unknown variant's section not an object", file(R"("levels": {}, "variants": {"samurai": "many"})"), damaged},
    };
}

} // namespace nonet::testing
