#include "app/editor/entry_file.h"

#include "app/storage/json_file.h"
#include "app/storage/set_aside.h"
#include "core/notation/grid_line.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace nonet::app {
namespace {

const QString kFormat = QStringLiteral("nonet-entry");
constexpr int kVersion = 1;

} // namespace

EntryFile::EntryFile(const QString& dataDirectory) : path_(QDir(dataDirectory).filePath(QStringLiteral("entry.json"))) {}

std::variant<std::nullopt_t, Grid, QString> EntryFile::load() const
{
    const JsonFile file(path_, kFormat, kVersion);
    const JsonFile::Loaded loaded = file.load();
    if (loaded.status == JsonFile::Status::Missing) return std::nullopt;
    std::optional<Grid> givens;
    if (loaded.status == JsonFile::Status::Loaded)
        givens = parseGridLine(loaded.object.value(QStringLiteral("givens")).toString().toStdString());
    if (givens) return *givens;
    const QString name = QFileInfo(path_).fileName();
    if (const auto aside = setAside(path_, AsideReason::Damaged))
        return tr("The puzzle you were entering could not be read back from “%1”; the file was kept as “%2”.")
            .arg(name, QFileInfo(*aside).fileName());
    return tr("The puzzle you were entering could not be read back from “%1”.").arg(name);
}

std::optional<QString> EntryFile::save(const Grid& givens) const
{
    const JsonFile file(path_, kFormat, kVersion);
    if (const auto error = file.save({{QStringLiteral("givens"), QString::fromStdString(formatGridLine(givens))}}))
        return tr("The puzzle you are entering could not be kept on disk (%1); it stays here meanwhile.").arg(*error);
    return std::nullopt;
}

bool EntryFile::remove() const { return !QFileInfo::exists(path_) || QFile::remove(path_); }

} // namespace nonet::app
