#pragma once
// The trainer's words, translatable: for each technique a paragraph (what it says, from the
// hints, then how to find it), and the verdicts on a player's step.

#include "core/logic/technique.h"
#include "core/trainer/answer_check.h"

#include <QCoreApplication>
#include <QString>

namespace nonet::app {

class TrainerText {
    Q_DECLARE_TR_FUNCTIONS(TrainerText)
public:
    // What the technique says, then how to look for it: one paragraph.
    static QString paragraph(Technique technique);
    // How to look for it (one or two sentences).
    static QString howToFind(Technique technique);
    // What to do on the board in a practice position.
    static QString task(Technique technique);
    // The verdict on an answer, with the step in words.
    static QString verdict(const AnswerVerdict& verdict);
    // A first wrong answer: where it went wrong, and another try (the step is not told).
    static QString tryAgain(const AnswerVerdict& verdict);
};

} // namespace nonet::app
