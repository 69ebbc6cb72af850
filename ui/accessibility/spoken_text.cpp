#include "ui/accessibility/spoken_text.h"

#include <QRegularExpression>

namespace nonet::ui {

namespace {

// A cell as the notations write it: r3c4 (any case), a value in front in a chain: 5r3c4.
const QString kCell = QStringLiteral("[rR](\\d+)[cC](\\d+)");

} // namespace

QString SpokenText::cell(int row, int column)
{
    return tr("row %1 column %2", "a cell said aloud; the same words as everywhere in the game").arg(row).arg(column);
}

QString SpokenText::cellsInWords(const QString& shown)
{
    // A chain, "5r1c1 = 5r1c7 - 5(r3c7,r3c8)": each node its value in its cells, each link
    // said as what it means.
    static const QString node = QStringLiteral("[1-9A-G](?:%1|\\((?:%1)(?:,\\s*(?:%1))*\\))").arg(QStringLiteral("[rR]\\d+[cC]\\d+"));
    static const QRegularExpression chain(QStringLiteral("%1(?:\\s+[=-]\\s+%1)+").arg(node));
    static const QRegularExpression nodeOrLink(QStringLiteral("([1-9A-G])([rR]\\d+[cC]\\d+|\\([^)]*\\))|\\s+([=-])\\s+"));
    static const QRegularExpression oneCell(kCell);
    const auto cellsOf = [](const QString& list) {
        QStringList names;
        for (auto it = oneCell.globalMatch(list); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            names << cell(m.captured(1).toInt(), m.captured(2).toInt());
        }
        return names.join(tr(" or ", "a chain's node said aloud: 5 in row 3 column 7 or row 3 column 8"));
    };
    QString text = shown;
    for (QRegularExpressionMatch match = chain.match(text); match.hasMatch(); match = chain.match(text, match.capturedStart() + 1)) {
        QString words;
        for (auto it = nodeOrLink.globalMatch(match.captured()); it.hasNext();) {
            const QRegularExpressionMatch part = it.next();
            if (!part.captured(3).isEmpty())
                words += part.captured(3) == QLatin1String("=") ? tr(", strongly linked to ") : tr(", weakly linked to ");
            else
                words += tr("%1 in %2", "a chain's node said aloud: 5 in row 3 column 7").arg(part.captured(1), cellsOf(part.captured(2)));
        }
        text.replace(match.capturedStart(), match.capturedLength(), words);
    }
    // Any other cell: "r1c1 and r2c2 both hold 2" (a notation's error).
    static const QRegularExpression loneCell(QStringLiteral("(?<![\\w])%1(?![\\w])").arg(kCell));
    for (QRegularExpressionMatch match = loneCell.match(text); match.hasMatch(); match = loneCell.match(text, match.capturedStart() + 1))
        text.replace(match.capturedStart(), match.capturedLength(), cell(match.captured(1).toInt(), match.captured(2).toInt()));
    return text;
}

QString SpokenText::plain(const QString& shown)
{
    // Separators: a comma, which no screen reader reads out at its usual punctuation level.
    static const QRegularExpression separator(QStringLiteral("\\s*[\u00b7\u25b8\u2192\u2014\u2022]\\s*"));
    // "16×16": a size, said as one.
    static const QRegularExpression size(QStringLiteral("(\\d+)\u00d7(\\d+)"));
    static const QRegularExpression ellipsis(QStringLiteral("\u2026|\\.\\.\\.(?=\\s|$)"));
    QString text = cellsInWords(shown);
    for (QRegularExpressionMatch match = size.match(text); match.hasMatch(); match = size.match(text, match.capturedStart()))
        text.replace(match.capturedStart(), match.capturedLength(),
                     tr("%1 by %2", "a size said aloud: 16×16 is \"16 by 16\"").arg(match.captured(1), match.captured(2)));
    text.replace(separator, QStringLiteral(", "));
    // "4/7", one value and another: the comma of a list, not "slash".
    static const QRegularExpression values(QStringLiteral("(?<![\\w/])\\w(?:/\\w)+(?![\\w/])"));
    for (QRegularExpressionMatch match = values.match(text); match.hasMatch(); match = values.match(text, match.capturedStart() + 1))
        text.replace(match.capturedStart(), match.capturedLength(), match.captured().replace(QLatin1Char('/'), QStringLiteral(", ")));
    text.replace(ellipsis, QString());
    // A separator that ended up before a stop or a comma, or at either end.
    text.replace(QRegularExpression(QStringLiteral(",\\s*([.,!?)])")), QStringLiteral("\\1"));
    text.replace(QRegularExpression(QStringLiteral("^,\\s*|,\\s*$")), QString());
    return text.trimmed();
}

} // namespace nonet::ui
