#pragma once
// The user guide as a text document: docs/user-guide.md, the one source that GitHub shows
// and the game renders (QTextDocument::setMarkdown), shipped in the resources under :/guide
// with the pictures it shows, so it works offline.
//
//   folder/user-guide.md              English, the whole guide
//   folder/user-guide.<language>.md   a translation ("nl", "de", "he"), whole or in part:
//                                     each of its headings carries the id of the English
//                                     heading it translates, <a id="todays-puzzle"></a>
//
// A translation is laid over the English guide section by section (a section is a heading
// and the text up to the next heading of any level): what it translates is shown in the
// language, the rest stays English, so a translator can go one section at a time and the
// player never misses a section.
//
// What Qt's Markdown reader leaves out is added here:
//   anchors   every heading gets the name GitHub gives it ("Today's puzzle" ->
//             todays-puzzle), and the <a id="..."></a> written in its line, which Qt drops
//             and a translated heading carries so that links and F1 find the same section
//   pictures  read from the folder beside the guide; fitPictures() narrows those wider
//             than the page, so none needs a horizontal scroll bar

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTextBlock>

#include <map>

class QTextDocument;

namespace nonet::app {

struct GuideHeading {
    int level = 0;  // 1 for "#", 2 for "##", ...
    QString title;  // as shown
    QString anchor; // the name links and F1 use
};

class GuideDocument {
public:
    // Fills `document` (kept by the caller).
    explicit GuideDocument(QTextDocument* document);

    // The name GitHub gives a heading: lower case, letters, digits, '-' and '_' kept,
    // spaces made '-', the rest dropped.
    static QString anchorOf(const QString& title);
    // The English guide with each section `translation` translates in its place;
    // `untranslated` counts the sections left in English.
    static QString compose(const QString& english, const QString& translation, int* untranslated = nullptr);

    // Reads the guide in `language` from `folder` (English, with the sections of its
    // translation when there is one) and the pictures beside it; false when the English
    // guide cannot be read.
    bool load(const QString& folder, const QString& language);
    // "en", or the language of the translation shown.
    QString language() const { return language_; }
    // The sections shown in English although another language was asked for.
    int untranslatedSections() const { return untranslated_; }

    QTextDocument* document() const { return document_; }
    const QList<GuideHeading>& headings() const { return headings_; }
    bool hasAnchor(const QString& anchor) const;
    // The heading's block (invalid when there is none).
    QTextBlock headingBlock(const QString& anchor) const;
    // Pictures the guide names that could not be read.
    const QStringList& missingPictures() const { return missing_; }
    // Every picture at most `width` pixels wide (its height in proportion), none wider than
    // its own size.
    void fitPictures(qreal width);
    // The width the pictures were last fitted to.
    qreal fittedWidth() const { return fittedWidth_; }

private:
    void nameHeadings(const QString& markdown);
    void loadPictures(const QString& folder);

    QTextDocument* document_;
    QList<GuideHeading> headings_;
    std::map<QString, QSize> pictureSizes_; // by the name the guide gives
    QStringList missing_;
    qreal fittedWidth_ = 0;
    QString language_ = QStringLiteral("en");
    int untranslated_ = 0;
};

} // namespace nonet::app
