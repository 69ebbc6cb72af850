#pragma once
// Programs a test runs as a user would (nonet-cli, poppler's PDF tools): what they wrote and
// how they ended.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace nonet::testing {

struct ProgramRun {
    int exitCode = -1; // -1 when the program crashed
    QByteArray out;
    QByteArray err;
};

struct ProgramInput {
    QByteArray standardInput;
    std::function<void()> inChild; // runs in the child before the program (limits, say)
};

// Runs the program to its end (two minutes at most; a program that does not start or
// does not end stops the test).
ProgramRun runProgram(const QString& program, const QStringList& arguments, const ProgramInput& input = {});

// The path of a tool from Debian's packages (pdftotext, pdfinfo, pdftoppm of
// poppler-utils); a missing one stops the test, naming the package list to install from.
QString requiredTool(const char* name);

enum class PdfLayout { Reading, Columns };

// The text of a PDF as pdftotext reads it: in reading order, or keeping the page's columns.
QString pdfText(const QString& pdf, PdfLayout layout = PdfLayout::Reading);

// The classic puzzle codes in a text: lines of 81 characters of '.' and 1-9.
QStringList classicCodesIn(const QString& text);

} // namespace nonet::testing
