#pragma once
// Help ▸ User Guide (F1): docs/user-guide.md inside the game, opened at the section for
// what is in front of the player (guide_section.h).
//
//   +-------------------------------------------------------------+
//   | (where the guide is not translated yet, it is in English)   |  only then
//   +----------------------+--------------------------------------+
//   | Playing              | ## Playing                           |
//   |   The rules          | Fill the grid so that ...            |
//   |   ...                |                                      |
//   | Keyboard shortcuts   |   [the window's shortcuts, read from |
//   |                      |    its actions, under this section's |
//   |  contents            |    first paragraph]                  |
//   +----------------------+--------------------------------------+
//   |                                                     [Close] |
//   +-------------------------------------------------------------+
//
// The contents list the guide's sections; choosing one (arrow keys, a click) scrolls the
// text there, and scrolling the text moves the choice along. The text has a caret that
// the arrow keys move (a screen reader reads line by line from it); going to a section
// puts it on the section's heading. The page is built whole off screen and then shown,
// one change for a screen reader rather than one per paragraph. Links inside the guide
// scroll to their heading; links to the web open in the browser. Modal like every dialog
// over the game: the stopwatch stands still while the player reads.

#include "app/help/guide_document.h"

#include <QDialog>
#include <QList>

#include <optional>

class QAction;
class QLabel;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;
class QUrl;

namespace nonet::app {

class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    // Where the game keeps the guide and its pictures.
    static const QString kResourceFolder; // ":/guide"

    // The guide in `language` when it has that translation, else in English, from
    // `folder`; `actions`: the window's, whose shortcuts are listed under Keyboard shortcuts.
    UserGuideDialog(const QList<QAction*>& actions, const QString& language, QWidget* parent = nullptr,
                    const QString& folder = kResourceFolder);

    // The language the game speaks, as its translation names itself ("en" untranslated).
    static QString uiLanguage();

    // Scrolls the heading with this anchor to the top (the first section for an unknown one).
    void showSection(const QString& anchor);
    // The section asked for last.
    QString section() const { return section_; }
    // The section whose heading is at the top of the text as it is scrolled now.
    QString sectionInView() const;

    // The language of the guide shown ("en", or its translation's), and whether some or
    // all of it is in English for want of a translation.
    QString guideLanguage() const { return guide_->language(); }
    bool isFallback() const { return guide_->untranslatedSections() > 0; }

    const GuideDocument& guide() const { return *guide_; }
    QTextBrowser* browser() const { return browser_; }
    QTreeWidget* contents() const { return contents_; }
    QLabel* notice() const { return notice_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void build();
    void spaceHeadings();
    void styleTables();
    void wrapCode();
    void insertShortcuts();
    void fillContents();
    void fitPictures();
    qreal pageWidth() const;
    // Whether the keyboard's caret goes to the heading as well, or stays where it is
    // (the view kept in place across a resize or a new palette).
    enum class Caret { Stays, ToHeading };
    void scrollTo(const QString& anchor, Caret caret = Caret::Stays);
    void onLink(const QUrl& url);
    void followScroll();

    QList<QAction*> actions_;
    QString language_;
    QString folder_;
    std::optional<GuideDocument> guide_; // of the browser's document (a new one at each build)
    QLabel* notice_ = nullptr;
    QTreeWidget* contents_ = nullptr;
    QTextBrowser* browser_ = nullptr;
    QString section_;
    bool scrolled_ = false;  // the first layout scrolled to section_
    bool adjusting_ = false; // the text scrolls by our hand: the contents do not follow
};

} // namespace nonet::app
