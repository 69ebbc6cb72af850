<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>HintText</name>
    <message numerus="yes">
        <source>Wrong digit in %1.</source>
        <translation>
            <numerusform>Wrong digit in %1.</numerusform>
            <numerusform>Wrong digits in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletDialog</name>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::BookletPrinting</name>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::GameReviewDialog</name>
    <message numerus="yes">
        <source>The puzzle&apos;s path: %n step(s) from the givens.</source>
        <translation>
            <numerusform>The puzzle&apos;s path: %n step from the givens.</numerusform>
            <numerusform>The puzzle&apos;s path: %n steps from the givens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shaded: the %n cell(s) where a wrong digit was placed.</source>
        <translation>
            <numerusform>Shaded: the cell where a wrong digit was placed.</numerusform>
            <numerusform>Shaded: the %n cells where a wrong digit was placed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::GameSession</name>
    <message numerus="yes">
        <source>Place %1 in %n cells</source>
        <translation>
            <numerusform>Place %1 in %n cell</numerusform>
            <numerusform>Place %1 in %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cells</source>
        <translation>
            <numerusform>Erase %n cell</numerusform>
            <numerusform>Erase %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note %1 in %n cells</source>
        <translation>
            <numerusform>Note %1 in %n cell</numerusform>
            <numerusform>Note %1 in %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre note %1 in %n cells</source>
        <translation>
            <numerusform>Centre note %1 in %n cell</numerusform>
            <numerusform>Centre note %1 in %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of %n cells</source>
        <translation>
            <numerusform>Clear the colour of %n cell</numerusform>
            <numerusform>Clear the colour of %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour %n cells in colour %1</source>
        <translation>
            <numerusform>Colour %n cell in colour %1</numerusform>
            <numerusform>Colour %n cells in colour %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear the colour of note %1 in %n cells</source>
        <translation>
            <numerusform>Clear the colour of note %1 in %n cell</numerusform>
            <numerusform>Clear the colour of note %1 in %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour note %1 in %n cells in colour %2</source>
        <translation>
            <numerusform>Colour note %1 in %n cell in colour %2</numerusform>
            <numerusform>Colour note %1 in %n cells in colour %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::HintController</name>
    <message numerus="yes">
        <source>(It counts on %n step(s) elsewhere on the board being made first, as the grader solves: until they are, the board does not show it yet.)</source>
        <translation>
            <numerusform>(It counts on %n step elsewhere on the board being made first, as the grader solves: until it is, the board does not show it yet.)</numerusform>
            <numerusform>(It counts on %n steps elsewhere on the board being made first, as the grader solves: until they are, the board does not show it yet.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::MainWindow</name>
    <message numerus="yes">
        <source>%n wrong digit(s) marked.</source>
        <translation>
            <numerusform>%n wrong digit marked.</numerusform>
            <numerusform>%n wrong digits marked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n wrong digit(s). The game counts as lost; start a new one when you are ready.</source>
        <translation>
            <numerusform>Game over: %n wrong digit. The game counts as lost; start a new one when you are ready.</numerusform>
            <numerusform>Game over: %n wrong digits. The game counts as lost; start a new one when you are ready.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <translation>
            <numerusform>%1 of %n mistake</numerusform>
            <numerusform>%1 of %n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::MoveWords</name>
    <message numerus="yes">
        <source>%1 of %n mistake(s)</source>
        <comment>spoken: the wrong digits made, out of the limit</comment>
        <translation>
            <numerusform>%1 of %n mistake</numerusform>
            <numerusform>%1 of %n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <comment>spoken: the wrong digits made</comment>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::PreferencesDialog</name>
    <message numerus="yes">
        <source>%n wrong digit(s)</source>
        <translation>
            <numerusform>%n wrong digit</numerusform>
            <numerusform>%n wrong digits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleEditor</name>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>Leave the editor? The given you entered will be lost.</numerusform>
            <numerusform>Leave the editor? The %n givens you entered will be lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>Leave the editor? The given read from the picture will be lost.</numerusform>
            <numerusform>Leave the editor? The %n givens read from the picture will be lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) you entered will be lost.</source>
        <translation>
            <numerusform>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The given you entered will be lost.</numerusform>
            <numerusform>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n givens you entered will be lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n given(s) read from the picture will be lost.</source>
        <translation>
            <numerusform>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The given read from the picture will be lost.</numerusform>
            <numerusform>A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. Open it and leave the editor? The %n givens read from the picture will be lost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::PuzzleEntry</name>
    <message numerus="yes">
        <source>Enter %1 in %n cell(s)</source>
        <translation>
            <numerusform>Enter %1 in %n cell</numerusform>
            <numerusform>Enter %1 in %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n cell(s)</source>
        <translation>
            <numerusform>Erase %n cell</numerusform>
            <numerusform>Erase %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewController</name>
    <message numerus="yes">
        <source>Rewound %n move(s) to the last position without a mistake.</source>
        <translation>
            <numerusform>Rewound %n move to the last position without a mistake.</numerusform>
            <numerusform>Rewound %n moves to the last position without a mistake.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n wrong digit(s); every other move stays.</source>
        <translation>
            <numerusform>Removed 1 wrong digit; every other move stays.</numerusform>
            <numerusform>Removed %n wrong digits; every other move stays.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::ReviewText</name>
    <message numerus="yes">
        <source>Lost after %n mistake(s), at %1</source>
        <translation>
            <numerusform>Lost after %n mistake, at %1</numerusform>
            <numerusform>Lost after %n mistakes, at %1</numerusform>
        </translation>
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
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n checkpoint</numerusform>
            <numerusform>%n checkpoints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::StatisticsRecorder</name>
    <message numerus="yes">
        <source>No best time: this puzzle started with only %n empty cell(s), and a best time needs at least %1.</source>
        <translation>
            <numerusform>No best time: this puzzle started with only %n empty cell, and a best time needs at least %1.</numerusform>
            <numerusform>No best time: this puzzle started with only %n empty cells, and a best time needs at least %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::VerdictText</name>
    <message numerus="yes">
        <source>%n given(s) clash: a digit repeats in a row, column or box (marked on the board). Change them before playing.</source>
        <translation>
            <numerusform>%n given clashes: its digit repeats in a row, column or box (marked on the board). Change it before playing.</numerusform>
            <numerusform>%n givens clash: a digit repeats in a row, column or box (marked on the board). Change them before playing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has %n solution(s).</source>
        <translation>
            <numerusform>This puzzle has %n solution.</numerusform>
            <numerusform>This puzzle has %n solutions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board (%1) cannot all be right.</source>
        <translation>
            <numerusform>This puzzle has no solution: the given shaded on the board (%1) cannot be right.</numerusform>
            <numerusform>This puzzle has no solution: the %n givens shaded on the board (%1) cannot all be right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puzzle has no solution: the %n given(s) shaded on the board cannot all be right.</source>
        <translation>
            <numerusform>This puzzle has no solution: the given shaded on the board cannot be right.</numerusform>
            <numerusform>This puzzle has no solution: the %n givens shaded on the board cannot all be right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read from the picture: check the %n hatched cell(s) against it (%1).</source>
        <translation>
            <numerusform>Read from the picture: check the hatched cell against it (%1).</numerusform>
            <numerusform>Read from the picture: check the %n hatched cells against it (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::ui::BoardWidget</name>
    <message numerus="yes">
        <source>cage %1, %n cell(s), sum %2</source>
        <translation>
            <numerusform>cage %1, %n cell, sum %2</numerusform>
            <numerusform>cage %1, %n cells, sum %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can still go in %n cell(s).</source>
        <translation>
            <numerusform>%1 can still go in %n cell.</numerusform>
            <numerusform>%1 can still go in %n cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::ui::CageCombinationsView</name>
    <message numerus="yes">
        <source>Cage %1 · %n cell(s) · %2</source>
        <translation>
            <numerusform>Cage %1 · %n cell · %2</numerusform>
            <numerusform>Cage %1 · %n cells · %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::ui::Keypad</name>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>%n left to place</numerusform>
            <numerusform>%n left to place</numerusform>
        </translation>
    </message>
</context>
</TS>
