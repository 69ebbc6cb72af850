#include "app/storage/field_lines.h"

#include <QFile>

namespace nonet::app {

QStringList readFieldLines(const QString& text, int fieldCount, const FieldLineReader& read)
{
    QStringList problems;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        std::optional<QString> problem;
        if (fields.size() != fieldCount) problem = QStringLiteral("expected %1 fields, found %2").arg(fieldCount).arg(fields.size());
        else problem = read(fields);
        if (problem) problems << QStringLiteral("line %1: %2").arg(i + 1).arg(*problem);
    }
    return problems;
}

std::optional<QString> readResourceText(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return std::nullopt;
    return QString::fromUtf8(file.readAll());
}

} // namespace nonet::app
