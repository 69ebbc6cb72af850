#include "app/storage/json_file.h"

#include "app/storage/data_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <utility>

namespace nonet::app {

JsonFile::JsonFile(QString path, QString format, int version) : JsonFile(std::move(path), std::move(format), version, version) {}

JsonFile::JsonFile(QString path, QString format, int version, int oldestVersion)
    : path_(std::move(path)), format_(std::move(format)), version_(version), oldestVersion_(oldestVersion)
{
}

JsonFile::Loaded JsonFile::load() const
{
    if (!QFileInfo::exists(path_)) return {Status::Missing, {}, {}};
    auto read = DataFile::read(path_);
    if (const auto* error = std::get_if<DataFileError>(&read)) {
        const QString detail = error->code == DataFileError::Code::TooLarge ? QStringLiteral("far too large (%1)").arg(error->detail)
                                                                            : error->detail;
        return {Status::Unreadable, {}, QStringLiteral("%1: %2").arg(path_, detail)};
    }
    const QByteArray bytes = std::get<QByteArray>(std::move(read));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return {Status::NotJson, {}, QStringLiteral("%1: not JSON (%2 at byte %3)").arg(path_, error.errorString()).arg(error.offset)};
    if (!document.isObject()) return {Status::NotJson, {}, QStringLiteral("%1: not a JSON object").arg(path_)};
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("format")).toString() != format_)
        return {Status::WrongFormat, {}, QStringLiteral("%1: not a %2 file").arg(path_, format_)};
    const int version = object.value(QStringLiteral("version")).toInt(-1);
    if (version < oldestVersion_ || version > version_) {
        const QString reads = oldestVersion_ == version_ ? QStringLiteral("version %1").arg(version_)
                                                         : QStringLiteral("versions %1 to %2").arg(oldestVersion_).arg(version_);
        return {Status::WrongFormat, {}, QStringLiteral("%1: format version %2, this build reads %3").arg(path_).arg(version).arg(reads)};
    }
    return {Status::Loaded, object, {}, version};
}

std::optional<QString> JsonFile::save(QJsonObject fields) const
{
    fields.insert(QStringLiteral("format"), format_);
    fields.insert(QStringLiteral("version"), version_);
    const QFileInfo info(path_);
    if (!QDir().mkpath(info.absolutePath())) return QStringLiteral("%1: cannot create the folder").arg(path_);
    if (const auto reason = DataFile::write(path_, QJsonDocument(fields).toJson(QJsonDocument::Indented)))
        return QStringLiteral("%1: %2").arg(path_, *reason);
    return std::nullopt;
}

} // namespace nonet::app
