#include "app/editor/verdict_text.h"

#include "app/session/level_names.h"
#include "core/geometry.h"

#include <QStringList>

namespace nonet::app {

QString VerdictText::cellName(int cell) { return tr("row %1, column %2").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1); }

QString VerdictText::checking() { return tr("Checking the puzzle…"); }

QString VerdictText::describe(const EntryVerdict& verdict)
{
    switch (verdict.kind) {
    case EntryVerdict::Kind::Empty:
        return tr("The grid is empty. Type the givens of your puzzle, or paste a whole puzzle (Ctrl+V).");
    case EntryVerdict::Kind::Conflicts:
        return tr("%n given(s) clash: a digit repeats in a row, column or box (marked on the board). "
                  "Change them before playing.", nullptr, verdict.conflicts.count());
    case EntryVerdict::Kind::Solved:
        return tr("All 81 cells are filled, so there is nothing left to solve. Erase some digits to make a puzzle.");
    case EntryVerdict::Kind::NoSolution:
        return tr("This puzzle has no solution: no grid completes these givens. Check them against your source.");
    case EntryVerdict::Kind::Several: {
        const QString count = verdict.solutions >= EntryVerdict::kCountLimit
                                  ? tr("This puzzle has at least %1 solutions.").arg(EntryVerdict::kCountLimit)
                                  : tr("This puzzle has %n solution(s).", nullptr, verdict.solutions);
        if (verdict.cell < 0) return count;
        QStringList digits;
        for (int digit = 1; digit <= kSide; ++digit)
            if (verdict.digits.contains(digit)) digits << QString::number(digit);
        return count + QLatin1Char(' ')
               + tr("A given in %1 cuts them down: any of %2 (ringed on the board).").arg(cellName(verdict.cell), digits.join(QStringLiteral(", ")));
    }
    case EntryVerdict::Kind::Unique:
        return tr("This puzzle has exactly one solution. Level: %1 (score %2). Start Playing when you are ready.")
            .arg(levelTitle(verdict.level))
            .arg(verdict.score);
    }
    return {};
}

} // namespace nonet::app
