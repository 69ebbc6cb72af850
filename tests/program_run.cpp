#include "tests/program_run.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace nonet::testing {

ProgramRun runProgram(const QString& program, const QStringList& arguments, const ProgramInput& input)
{
    QProcess process;
    if (input.inChild) process.setChildProcessModifier(input.inChild);
    process.start(program, arguments);
    if (!process.waitForStarted()) qFatal("%s did not start", qPrintable(program));
    process.write(input.standardInput);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) qFatal("%s did not finish", qPrintable(program));
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

QString requiredTool(const char* name)
{
    const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
    if (path.isEmpty()) qFatal("%s is missing: install it from packaging/debian-packages.txt", name);
    return path;
}

QString pdfText(const QString& pdf, PdfLayout layout)
{
    QStringList arguments{pdf, QStringLiteral("-")};
    if (layout == PdfLayout::Columns) arguments.prepend(QStringLiteral("-layout"));
    const ProgramRun text = runProgram(requiredTool("pdftotext"), arguments);
    if (text.exitCode != 0) return {};
    return QString::fromUtf8(text.out);
}

QStringList classicCodesIn(const QString& text)
{
    static const QRegularExpression code(QStringLiteral("^[.1-9]{81}$"), QRegularExpression::MultilineOption);
    QStringList codes;
    for (auto it = code.globalMatch(text); it.hasNext();) codes << it.next().captured(0);
    return codes;
}

} // namespace nonet::testing
