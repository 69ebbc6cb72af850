#include "app/trainer/practice_set.h"

#include "core/logic/technique_catalog.h"
#include "core/notation/grid_line.h"

#include <QFile>

namespace nonet::app {

PracticeSet::Parsed PracticeSet::parse(const QString& text)
{
    Parsed out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const auto bad = [&](const QString& what) { out.errors << QStringLiteral("line %1: %2").arg(i + 1).arg(what); };
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (fields.size() != 2) {
            bad(QStringLiteral("expected 2 fields, found %1").arg(fields.size()));
            continue;
        }
        const auto technique = parseTechnique(fields[0].toStdString());
        if (!technique) {
            bad(QStringLiteral("unknown technique '%1'").arg(fields[0]));
            continue;
        }
        const auto givens = parseGridLine(fields[1].toStdString());
        if (!givens) {
            bad(QStringLiteral("the puzzle must be 81 cells, digits and '.'"));
            continue;
        }
        out.set.byTechnique_[static_cast<std::size_t>(*technique)].push_back(*givens);
    }
    return out;
}

PracticeSet::Parsed PracticeSet::loadBuiltIn()
{
    QFile file(QStringLiteral(":/trainer/practice.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {{}, {QStringLiteral("the practice set is missing")}};
    return parse(QString::fromUtf8(file.readAll()));
}

} // namespace nonet::app
