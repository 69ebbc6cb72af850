#include "app/help/guide_document.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <vector>

namespace nonet::app {
namespace {

const QString kBaseName = QStringLiteral("user-guide");

// A heading and the text up to the next one. `key` is the heading's explicit id or, when
// asked for, the name GitHub gives it; the text before the first heading has none.
struct Section {
    QString key;
    QString text;
};

// The Markdown cut at its ATX headings ("## Title"), outside fenced code. Qt's reader
// drops inline HTML, so the ids are read from the text.
QList<Section> sectionsOf(const QString& markdown, bool named)
{
    static const QRegularExpression heading(QStringLiteral("^ {0,3}#{1,6}(?:[ \\t]+(.*))?$"));
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(```|~~~)"));
    static const QRegularExpression id(QStringLiteral("<a\\s+(?:id|name)\\s*=\\s*\"([^\"]+)\"\\s*>\\s*</a>"));
    QList<Section> sections{{}};
    std::map<QString, int> uses; // GitHub numbers repeated names: name, name-1, name-2
    QString openFence;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        if (const auto f = fence.match(line); f.hasMatch()) {
            if (openFence.isEmpty()) openFence = f.captured(1);
            else if (f.captured(1) == openFence) openFence.clear();
        } else if (const auto h = heading.match(line); openFence.isEmpty() && h.hasMatch()) {
            QString key = id.match(h.captured(1)).captured(1);
            if (key.isEmpty() && named) {
                key = GuideDocument::anchorOf(QString(h.captured(1)).remove(id));
                if (const int n = uses[key]++; n > 0) key += QStringLiteral("-%1").arg(n);
            }
            sections.append({key, {}});
        }
        sections.back().text += line;
        if (i + 1 < lines.size()) sections.back().text += QLatin1Char('\n');
    }
    return sections;
}

// The explicit ids of the headings, in order ("" for a heading without one).
QStringList explicitIds(const QString& markdown)
{
    QStringList ids;
    const QList<Section> sections = sectionsOf(markdown, false);
    for (qsizetype i = 1; i < sections.size(); ++i) ids << sections[i].key;
    return ids;
}

QString readText(const QString& path)
{
    QFile in(path);
    return in.open(QIODevice::ReadOnly) ? QString::fromUtf8(in.readAll()) : QString();
}

struct Picture {
    int position;
    int length;
    QTextImageFormat format;
};

std::vector<Picture> picturesOf(const QTextDocument& document)
{
    std::vector<Picture> pictures;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (const QTextFragment fragment = it.fragment(); fragment.isValid() && fragment.charFormat().isImageFormat())
                pictures.push_back({fragment.position(), fragment.length(), fragment.charFormat().toImageFormat()});
    return pictures;
}

} // namespace

GuideDocument::GuideDocument(QTextDocument* document) : document_(document) {}

QString GuideDocument::anchorOf(const QString& title)
{
    QString anchor;
    for (const QChar c : title.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c.isMark() || c == QLatin1Char('-') || c == QLatin1Char('_')) anchor += c;
        else if (c == QLatin1Char(' ')) anchor += QLatin1Char('-');
    }
    return anchor;
}

QString GuideDocument::compose(const QString& english, const QString& translation, int* untranslated)
{
    std::map<QString, QString> translated;
    for (const Section& section : sectionsOf(translation, false))
        if (!section.key.isEmpty()) translated[section.key] = section.text;
    QString composed;
    int left = 0;
    for (const Section& section : sectionsOf(english, true)) {
        const auto it = section.key.isEmpty() ? translated.end() : translated.find(section.key);
        QString text = it != translated.end() ? it->second : section.text;
        left += it == translated.end() && !section.key.isEmpty() ? 1 : 0;
        // Every section ends its last paragraph: the next heading starts a block of its own.
        if (!text.endsWith(QLatin1Char('\n'))) text += QLatin1Char('\n');
        composed += text;
    }
    if (untranslated != nullptr) *untranslated = left;
    return composed;
}

bool GuideDocument::load(const QString& folder, const QString& language)
{
    const QDir dir(folder);
    QString markdown = readText(dir.filePath(kBaseName + QStringLiteral(".md")));
    if (markdown.isEmpty()) return false;
    language_ = QStringLiteral("en");
    untranslated_ = 0;
    if (language != language_) {
        const QString translation = readText(dir.filePath(QStringLiteral("%1.%2.md").arg(kBaseName, language)));
        if (translation.isEmpty()) {
            untranslated_ = static_cast<int>(explicitIds(markdown).size());
        } else {
            markdown = compose(markdown, translation, &untranslated_);
            language_ = language;
        }
    }
    document_->clear();
    document_->setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    headings_.clear();
    pictureSizes_.clear();
    missing_.clear();
    fittedWidth_ = 0;
    nameHeadings(markdown);
    loadPictures(folder);
    return true;
}

void GuideDocument::nameHeadings(const QString& markdown)
{
    std::vector<QTextBlock> blocks;
    for (QTextBlock block = document_->begin(); block.isValid(); block = block.next())
        if (block.blockFormat().headingLevel() > 0) blocks.push_back(block);
    QStringList ids = explicitIds(markdown);
    // A heading the scan saw that Qt did not (or the reverse) would shift every id after
    // it: then the GitHub names alone, which never point at the wrong heading.
    if (ids.size() != static_cast<qsizetype>(blocks.size())) ids = QStringList(static_cast<qsizetype>(blocks.size()), QString());

    std::map<QString, int> uses; // GitHub numbers repeated names: name, name-1, name-2
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const QTextBlock& block = blocks[i];
        const QString title = block.text().trimmed();
        QString slug = anchorOf(title);
        if (const int n = uses[slug]++; n > 0) slug += QStringLiteral("-%1").arg(n);
        const QString& id = ids[static_cast<qsizetype>(i)];
        QStringList names{slug};
        if (!id.isEmpty()) names.prepend(id);

        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat anchor;
        anchor.setAnchor(true);
        anchor.setAnchorNames(names);
        cursor.mergeCharFormat(anchor);
        headings_.append({block.blockFormat().headingLevel(), title, names.front()});
    }
}

bool GuideDocument::hasAnchor(const QString& anchor) const { return headingBlock(anchor).isValid(); }

QTextBlock GuideDocument::headingBlock(const QString& anchor) const
{
    for (QTextBlock block = document_->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0) continue;
        if (block.charFormat().anchorNames().contains(anchor)) return block;
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().anchorNames().contains(anchor)) return block;
    }
    return {};
}

void GuideDocument::loadPictures(const QString& folder)
{
    const QDir dir(folder);
    for (const Picture& picture : picturesOf(*document_)) {
        const QString name = picture.format.name();
        if (pictureSizes_.count(name) != 0 || missing_.contains(name)) continue;
        const QUrl url(name);
        // Only pictures beside the guide: the game shows it offline.
        const QImage image = url.isRelative() ? QImage(dir.filePath(url.path())) : QImage();
        if (image.isNull()) {
            missing_ << name;
            continue;
        }
        document_->addResource(QTextDocument::ImageResource, url, image);
        pictureSizes_[name] = image.size();
    }
}

void GuideDocument::fitPictures(qreal width)
{
    fittedWidth_ = width;
    // One change of the document for all of them (a screen reader is told of one change).
    QTextCursor cursor(document_);
    cursor.beginEditBlock();
    for (const Picture& picture : picturesOf(*document_)) {
        const auto size = pictureSizes_.find(picture.format.name());
        if (size == pictureSizes_.end() || size->second.isEmpty()) continue;
        const qreal w = std::max<qreal>(1, std::floor(std::min<qreal>(size->second.width(), width)));
        const qreal h = std::round(w * size->second.height() / size->second.width());
        if (picture.format.width() == w && picture.format.height() == h) continue;
        QTextImageFormat format = picture.format;
        format.setWidth(w);
        format.setHeight(h);
        cursor.setPosition(picture.position);
        cursor.setPosition(picture.position + picture.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(format);
    }
    cursor.endEditBlock();
}

} // namespace nonet::app
