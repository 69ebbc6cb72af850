#include "app/storage/json_file.h"

#include "app/storage/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <utility>

namespace nonet::app {

JsonFile::JsonFile(QString path, QString format, int version)
    : path_(std::move(path)), format_(std::move(format)), version_(version)
{
}

JsonFile::Loaded JsonFile::load() const
{
    QFile file(path_);
    if (!file.exists()) return {Status::Missing, {}, {}};
    if (!file.open(QIODevice::ReadOnly))
        return {Status::Unreadable, {}, QStringLiteral("%1: %2").arg(path_, file.errorString())};
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return {Status::Unreadable, {}, QStringLiteral("%1: %2").arg(path_, file.errorString())};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return {Status::NotJson, {}, QStringLiteral("%1: not JSON (%2 at byte %3)").arg(path_, error.errorString()).arg(error.offset)};
    if (!document.isObject()) return {Status::NotJson, {}, QStringLiteral("%1: not a JSON object").arg(path_)};
    const QJsonObject object = document.object();
    if (object.value(QStringLiteral("format")).toString() != format_)
        return {Status::WrongFormat, {}, QStringLiteral("%1: not a %2 file").arg(path_, format_)};
    const int version = object.value(QStringLiteral("version")).toInt(-1);
    if (version != version_)
        return {Status::WrongFormat, {}, QStringLiteral("%1: format version %2, this build reads version %3").arg(path_).arg(version).arg(version_)};
    return {Status::Loaded, object, {}};
}

std::optional<QString> JsonFile::save(QJsonObject fields) const
{
    fields.insert(QStringLiteral("format"), format_);
    fields.insert(QStringLiteral("version"), version_);
    const QFileInfo info(path_);
    if (!QDir().mkpath(info.absolutePath())) return QStringLiteral("%1: cannot create the folder").arg(path_);
    if (const auto reason = writeFileAtomically(path_, QJsonDocument(fields).toJson(QJsonDocument::Indented)))
        return QStringLiteral("%1: %2").arg(path_, *reason);
    return std::nullopt;
}

} // namespace nonet::app
