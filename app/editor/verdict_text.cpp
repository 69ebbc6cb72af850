#include "app/editor/verdict_text.h"

#include "app/session/cell_name.h"
#include "app/session/level_names.h"
#include "core/shape/shape.h"
#include "core/geometry.h"

#include <QStringList>

namespace nonet::app {
namespace {

constexpr int kNamedCulprits = 8; // more names than this are too many to listen to

} // namespace

QString VerdictText::cellName(int cell) { return CellName::of(cell, *Shape::classic()); }

QString VerdictText::checking() { return tr("Checking the puzzle…"); }

QString VerdictText::describe(const EntryVerdict& verdict)
{
    switch (verdict.kind) {
    case EntryVerdict::Kind::Empty:
        return tr("The grid is empty. Type the givens of your puzzle, or paste a whole puzzle (Ctrl+V).");
    case EntryVerdict::Kind::Conflicts: {
        QString text = tr("%n given(s) clash: a digit repeats in a row, column or box (marked on the board). "
                          "Change them before playing.", nullptr, verdict.conflicts.count());
        if (verdict.leastSure >= 0)
            text += QLatin1Char(' ') + tr("Of them, the picture's reading is least sure of %1: check it first.").arg(cellName(verdict.leastSure));
        return text;
    }
    case EntryVerdict::Kind::Solved:
        return tr("All 81 cells are filled, so there is nothing left to solve. Erase some digits to make a puzzle.");
    case EntryVerdict::Kind::NoSolution: {
        if (verdict.culprits.empty())
            return tr("This puzzle has no solution: no grid completes these givens. Check them against your source.");
        // The givens at fault by name when they are few enough to listen to.
        const int count = verdict.culprits.count();
        // The one a picture's reading doubted most comes first: the likeliest misread.
        QStringList names;
        if (verdict.leastSure >= 0) names << cellName(verdict.leastSure);
        for (int cell : verdict.culprits)
            if (cell != verdict.leastSure) names << cellName(cell);
        QString text = count <= kNamedCulprits
                           ? tr("This puzzle has no solution: the %n given(s) shaded on the board (%1) cannot all be right.", nullptr, count)
                                 .arg(names.join(QStringLiteral("; ")))
                           : tr("This puzzle has no solution: the %n given(s) shaded on the board cannot all be right.", nullptr, count);
        if (verdict.lastTyped >= 0)
            text += QLatin1Char(' ') + tr("The one you typed last, in %1, is among them.").arg(cellName(verdict.lastTyped));
        else if (verdict.leastSure >= 0)
            text += QLatin1Char(' ') + tr("The picture's reading is least sure of the one in %1: check it first.").arg(cellName(verdict.leastSure));
        return text + QLatin1Char(' ') + tr("Check them against your source.");
    }
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
        // On the game's scale: the level and the expert-scale figure its status bar shows.
        return verdict.expert ? tr("This puzzle has exactly one solution. Level: %1 (%2). Start Playing when you are ready.")
                                    .arg(levelTitle(verdict.level), expertRatingText(*verdict.expert))
                              : tr("This puzzle has exactly one solution. Level: %1. Start Playing when you are ready.")
                                    .arg(levelTitle(verdict.level));
    }
    return {};
}

QString VerdictText::toCheck(const CellSet& cells)
{
    QStringList names;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (cells.contains(cell)) names << cellName(cell);
    return tr("Read from the picture: check the %n hatched cell(s) against it (%1).", nullptr, static_cast<int>(names.size()))
        .arg(names.join(QStringLiteral("; ")));
}

} // namespace nonet::app
