#pragma once
// Every class of bad input Nonet accepts from outside, in one place, each with the answer
// the app must give. Tests run each row through the real path (import, open, load) and
// check the message and that the game in progress did not change.
//
//   list              comes from                                    checked by
//   badImportTexts()  clipboard, Import dialog, drops, command line;    test_import,
//                     every shape (a row's variant chosen in the       test_game_files
//                     dialog, or recognised by its form)
//   badSaveFiles()    Load, Open, the autosave slot, the command line, test_save_file,
//                     the Continue list; every shape, and the old      test_keep_games
//                     variant window's .nonetv files
//   badArguments()    `nonet <argument>`, a clicked link, a dropped path test_import
//   badCommandLines() `nonet-cli <verb> ...` (dates, technique names,    test_cli
//                     result lines to check, counts, seeds, ...)
//   badResultLines()  Help > Check a Result... (pasted result lines)     test_daily_game
//   badDailyFiles()   daily.json, the daily results                     test_daily_game
//   badStatisticsFiles() statistics.json (classic and variants)         test_statistics
//   badBookletArguments()  `nonet-cli booklet ...`                        test_booklet_cli
//   badInstanceMessages()  bytes on the running Nonet's local socket      test_single_instance
//   badEntries()      grids typed into Game > Enter Puzzle (pastes:      test_editor
//                     badImportTexts())
//   badVariantLines() one line of a variant's notation: nonet-cli      test_shape_notation,
//                     --variant V, and every reader of that notation   test_cli
//   badVariantLinks() share links of the variants (nonet://play?v=...):  test_variant_link,
//                     the link reader, and nonet-cli (every verb)       test_cli
//   badSoloGameIds()  Simon Tatham's Solo game IDs: nonet-cli (every   test_solo_game_id,
//                     verb), Import, links to Solo's web version       test_cli, test_import
//   badPoolFiles()    the puzzle pool's files: pool.json (today's     test_puzzle_pool
//                     version and the earlier one), seen.json, the
//                     variant-pool.json of earlier builds (the
//                     program's own files; damage, hand edits)
//   badPictures()     a picture to read a puzzle from: nonet-cli scan,  test_scan_cli,
//                     File > Open Picture, a dropped or pasted picture  test_picture_reader
//
// To add a class of bad input: add a row to the list for its channel (or a new list with
// its own expected-answer type) and run it in that channel's test. A row names the case,
// gives the exact bytes and the expected code plus a fragment of the message that must be
// in the sentence shown to the player.

#include "app/editor/entry_verdict.h"
#include "app/files/puzzle_import.h"
#include "app/instance/instance_message.h"
#include "app/pictures/picture_decoder.h"
#include "app/session/game_session.h"
#include "app/storage/save_file.h"
#include "core/notation/parse_error.h"
#include "core/shape/variant.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace nonet::testing {

// Text for Import (and the clipboard, drops and the command line) that does not become a
// game of any shape: the problem's code and a fragment of the sentence the player sees.
struct BadImportText {
    const char* name;
    QString text;
    app::ImportProblem::Code code;
    QString messageFragment;
    Variant chosen = Variant::Classic; // the Import dialog's choice (text from outside: Classic)
};

struct BadSaveFile {
    const char* name;
    QByteArray bytes;
    app::SaveError::Code code;
    QString messageFragment; // in SaveFile::describe(error, fileName)
};

// What `nonet <argument>` (or a clicked link, a dropped path) may be: Incoming::resolve
// decides between a file and text; the player sees one sentence.
struct BadArgument {
    enum class Make { File, Pipe };
    const char* name;
    QString argument;     // "{dir}" stands for a scratch folder
    const char* fileName; // when set, fileBytes are written to {dir}/fileName first (or a
                          // named pipe is made there: Make::Pipe)
    QByteArray fileBytes;
    QString messageFragment;
    Make make = Make::File;
};

// What nonet-cli refuses with exit status 2 and one message on standard error (and nothing on
// standard output). The sample puzzle is on standard input.
struct BadCommandLine {
    const char* name;
    QStringList arguments;
    QString messageFragment;
};

// A shared daily result line that does not check: the sentence Help > Check a Result... says.
struct BadResultLine {
    const char* name;
    QString text;
    QString messageFragment;
};

// daily.json that cannot be used: set aside, the results start afresh, the status bar says.
struct BadDailyFile {
    const char* name;
    QByteArray bytes;
    QString messageFragment;
};

// statistics.json that cannot be used: set aside as it is (nothing lost), the statistics
// start afresh, the status bar says so.
struct BadStatisticsFile {
    const char* name;
    QByteArray bytes;
    QString messageFragment;
};

// A command line of `nonet-cli booklet` that must be refused before any puzzle is made:
// the exit status, a fragment of the one line on standard error, and no file written.
struct BadBookletArguments {
    const char* name;
    QStringList arguments; // after "booklet"; "{dir}" stands for a scratch folder
    int exitCode;
    QString messageFragment;
};

// Bytes another process sends the running Nonet's socket: refused with the reason (for
// the log) and the answer "error", the running game untouched.
struct BadInstanceMessage {
    const char* name;
    QByteArray frame;        // what arrives on the socket, length prefix included
    QString reasonFragment;  // in the parser's reason; empty: the frame reader refuses it
};

// A grid entered in the editor that cannot be played: the verdict's kind and a fragment of
// its sentence; Start Playing stays off.
struct BadEntry {
    const char* name;
    QString givens; // 81 characters, '.' for an empty cell
    app::EntryVerdict::Kind kind;
    QString messageFragment;
};

// One line of the notation of a variant other than classic (core/notation/shape_notation.h).
struct BadVariantLine {
    const char* name;
    Variant variant;
    std::string text;
    ParseError::Code code;
    const char* messageFragment; // in ParseError::message (and the CLI's "error: ..." line)
};

// A Solo game ID that gives no puzzle (core/notation/solo_game_id.h).
struct BadSoloGameId {
    const char* name;
    std::string text;
    const char* messageFragment; // in ParseError::message
    ParseError::Code code = ParseError::Code::BadGameId;
};
std::vector<BadSoloGameId> badSoloGameIds();

// A variant's share link that gives no puzzle (core/notation/variant_link.h): the code and a
// fragment of the message (nonet-cli prints it as "error: ...").
struct BadVariantLink {
    const char* name;
    std::string text;
    ParseError::Code code;
    const char* messageFragment;
};
std::vector<BadVariantLink> badVariantLinks();

// Solo game IDs of every kind Nonet reads (2x2, 2x3, 3x3, 3x3x, 9j, 3x3k, 4x4), each with
// one solution, as Solo wrote them.
struct SoloSample {
    Variant variant;
    const char* id;
};
std::vector<SoloSample> soloSamples();

std::vector<BadImportText> badImportTexts();
std::vector<BadVariantLine> badVariantLines();
std::vector<BadSaveFile> badSaveFiles();
std::vector<BadArgument> badArguments();
std::vector<BadCommandLine> badCommandLines();
std::vector<BadResultLine> badResultLines();
std::vector<BadDailyFile> badDailyFiles();
std::vector<BadStatisticsFile> badStatisticsFiles();
std::vector<BadBookletArguments> badBookletArguments();
std::vector<BadInstanceMessage> badInstanceMessages();
std::vector<BadEntry> badEntries();

// A pool file (app/pool/pool_files.h) that cannot be used: set aside byte for byte, the pool
// starts afresh without it, the player is told (the message holds the fragment).
struct BadPoolFile {
    const char* name;
    const char* file; // "pool.json", "seen.json" or "variant-pool.json"
    QByteArray bytes;
    QString messageFragment;
};
std::vector<BadPoolFile> badPoolFiles();


// Puzzles of the variants (unique solutions), as nonet-cli generate wrote them.
extern const char* const kSample4x4;
extern const char* const kSample6x6;
extern const char* const kSampleX;
extern const char* const kSampleWindoku;
extern const char* const kSampleJigsaw; // layout, space, cells
extern const char* const kSample16x16;
extern const char* const kSampleKiller; // cage labels, sums, cells

// The sample of a variant (kSamplePuzzle for the classic one), in its one-line notation.
const char* sampleText(Variant variant);
// That sample with its solution, at level Easy: a puzzle of every shape for data rows over
// kAllVariants.
GamePuzzle sampleVariantPuzzle(Variant variant);

// A puzzle written for these tests (unique solution) and its solution, 81 characters each.
extern const char* const kSamplePuzzle;
extern const char* const kSampleSolution;
GamePuzzle samplePuzzle();
// A picture that gives no puzzle: what the decoder finds (None: it decodes, and the reader
// finds no grid in it) and a fragment of the sentence nonet-cli scan and the game show.
struct BadPicture {
    const char* name;
    QByteArray bytes; // the file's content
    bool missing = false; // no file at all under the name
    nonet::app::PictureProblem problem = nonet::app::PictureProblem::None;
    QString messageFragment;
};
std::vector<BadPicture> badPictures();

// A game on the sample puzzle with entries, notes, a move that was undone (so the history
// has a redo part) and time on the clock.
GameRecord sampleRecord();

} // namespace nonet::testing
