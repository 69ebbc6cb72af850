#pragma once
// A Qt Linguist .ts file read back for the translation tests: every message with its
// context, source and translation (the plural forms for %n messages).

#include <QFile>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <optional>
#include <vector>

namespace nonet::test {

struct TsMessage {
    QString context;
    QString source;
    QString type; // "" (finished), "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or the plural forms
    bool numerus = false;
};

struct TsFile {
    QString language;
    std::vector<TsMessage> messages;
};

inline std::optional<TsFile> readTsFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return std::nullopt;
    }
    TsFile ts;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = {context, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    message.translations << xml.readElementText(); // <numerusform>
            } else {
                message.translations << xml.readElementText();
            }
            ts.messages.push_back(message);
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
        return std::nullopt;
    }
    return ts;
}

} // namespace nonet::test
