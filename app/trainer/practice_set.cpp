#include "app/trainer/practice_set.h"

#include "app/storage/field_lines.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/grid_line.h"

namespace nonet::app {

PracticeSet::Parsed PracticeSet::parse(const QString& text)
{
    Parsed out;
    // technique puzzle
    out.errors = readFieldLines(text, 2, [&out](const QStringList& fields) -> std::optional<QString> {
        const auto technique = parseTechnique(fields[0].toStdString());
        if (!technique) return QStringLiteral("unknown technique '%1'").arg(fields[0]);
        const auto givens = parseGridLine(fields[1].toStdString());
        if (!givens) return QStringLiteral("the puzzle must be 81 cells, digits and '.'");
        out.set.byTechnique_[static_cast<std::size_t>(*technique)].push_back(*givens);
        return std::nullopt;
    });
    return out;
}

PracticeSet::Parsed PracticeSet::loadBuiltIn()
{
    const auto text = readResourceText(QStringLiteral(":/trainer/practice.txt"));
    if (!text) return {{}, {QStringLiteral("the practice set is missing")}};
    return parse(*text);
}

} // namespace nonet::app
