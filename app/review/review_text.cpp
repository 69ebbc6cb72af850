#include "app/review/review_text.h"

#include "app/help/hint_text.h"
#include "app/session/game_title.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/share_link.h"
#include "ui/timer_label.h"

#include <QLocale>
#include <QStringList>

#include <chrono>

namespace nonet::app {
namespace {

const QString kDot = GameTitle::separator();

QString timeOf(const GameReview& review) { return ui::TimerLabel::format(std::chrono::milliseconds(review.elapsedMs)); }

// "Hidden single (box) 40, X-Wing 1" in grading order; only techniques with a count.
QString techniqueList(const std::array<int, kTechniqueCount>& counts)
{
    QStringList parts;
    for (Technique technique : techniquesInGradingOrder()) {
        const int count = counts[static_cast<std::size_t>(technique)];
        if (count > 0) parts << QStringLiteral("%1 %2").arg(HintText::techniqueName(technique)).arg(count);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString ReviewText::heading(const GameReview& review)
{
    if (review.lost) return tr("Lost after %n mistake(s), at %1", nullptr, review.mistakes).arg(timeOf(review));
    if (review.solved) return tr("Solved in %1").arg(timeOf(review));
    return tr("Not finished, at %1").arg(timeOf(review));
}

QString ReviewText::shareLine(const GameReview& review, const GamePuzzle& puzzle)
{
    QStringList parts{QStringLiteral("Nonet"), GameTitle::of(puzzle), timeOf(review)};
    if (review.lost) parts << tr("lost");
    else if (!review.solved) parts << tr("not finished");
    parts << (review.hints.empty() ? tr("no hints") : tr("%n hint(s)", nullptr, review.hints.hintCount()));
    if (review.mistakes > 0) parts << tr("%n mistake(s)", nullptr, review.mistakes);
    parts << QString::fromStdString(formatShareLink(puzzle.givens));
    return parts.join(kDot);
}

QString ReviewText::resultLine(const GameReview& review)
{
    QStringList parts;
    parts << (review.lost ? tr("Lost") : review.solved ? tr("Solved") : tr("Not finished"));
    parts << tr("%n move(s)", nullptr, review.moves);
    parts << tr("%n mistake(s)", nullptr, review.mistakes);
    parts << tr("%n checkpoint(s)", nullptr, review.checkpoints);
    return parts.join(kDot);
}

QString ReviewText::hintStages(const HintLog& hints)
{
    if (hints.empty()) return tr("none");
    const QString stages = QStringList{tr("where to look %1").arg(hints.count(HintStage::Where)),
                                       tr("technique named %1").arg(hints.count(HintStage::What)),
                                       tr("pattern shown %1").arg(hints.count(HintStage::Pattern)),
                                       tr("applied %1").arg(hints.count(HintStage::Apply))}
                               .join(QStringLiteral(", "));
    return tr("%1 (%2)").arg(hints.hintCount()).arg(stages);
}

QString ReviewText::hintsLine(const GameReview& review) { return tr("Hints: %1").arg(hintStages(review.hints)); }

QString ReviewText::pathLine(const GameReview& review)
{
    if (!review.pathGraded) return {};
    return tr("The puzzle's path: %1").arg(techniqueList(review.path));
}

QString ReviewText::askedLine(const GameReview& review)
{
    const QString list = techniqueList(review.hints.techniques);
    return tr("Your hints: %1").arg(list.isEmpty() ? tr("none") : list);
}

QString ReviewText::fullText(const GameReview& review, const GamePuzzle& puzzle)
{
    QStringList lines{shareLine(review, puzzle), resultLine(review), hintsLine(review)};
    if (const QString path = pathLine(review); !path.isEmpty()) lines << path;
    lines << askedLine(review);
    return lines.join(QLatin1Char('\n'));
}

} // namespace nonet::app
