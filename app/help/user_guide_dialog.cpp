#include "app/help/user_guide_dialog.h"

#include "app/help/guide_section.h"
#include "app/help/shortcut_list.h"
#include "ui/colors.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextFrame>
#include <QTextTable>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace nonet::app {
namespace {

constexpr int kAnchorRole = Qt::UserRole;

// A heading counts as the one in view from a few pixels below the top: scrolling to an
// anchor puts its line at the top, rounded.
constexpr int kTopSlack = 4;

// The tables of the guide and of the shortcuts look alike: one thin line between cells in
// a colour halfway between the text and the page, which shows in light and dark palettes.
QTextTableFormat tableFormat(QTextTableFormat format, const QPalette& palette)
{
    format.setBorder(1);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setBorderBrush(ui::mix(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.5));
    format.setCellSpacing(0);
    format.setCellPadding(4);
    return format;
}

} // namespace

const QString UserGuideDialog::kResourceFolder = QStringLiteral(":/guide");

UserGuideDialog::UserGuideDialog(const QList<QAction*>& actions, const QString& language, QWidget* parent,
                                 const QString& folder)
    : QDialog(parent), actions_(actions), language_(language), folder_(folder)
{
    setWindowTitle(tr("User Guide"));
    setObjectName(QStringLiteral("userGuideDialog"));
    setAccessibleName(tr("User Guide"));

    notice_ = new QLabel(tr("Where the user guide has not been translated into your language yet, it is in English."), this);
    notice_->setObjectName(QStringLiteral("userGuideNotice"));
    notice_->setWordWrap(true);

    contents_ = new QTreeWidget(this);
    contents_->setObjectName(QStringLiteral("userGuideContents"));
    contents_->setAccessibleName(tr("Contents"));
    contents_->setAccessibleDescription(tr("The sections of the guide; the arrow keys go to one."));
    contents_->setHeaderHidden(true);
    contents_->setColumnCount(1);
    contents_->header()->setStretchLastSection(true);

    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("userGuideText"));
    browser_->setAccessibleName(tr("User guide"));
    browser_->setOpenLinks(false);
    // A caret the arrow keys move through the read-only text, as in a document: a screen
    // reader reads the guide line by line, word by word, from where the caret is.
    browser_->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    browser_->viewport()->installEventFilter(this);
    connect(browser_, &QTextBrowser::anchorClicked, this, &UserGuideDialog::onLink);
    connect(browser_->verticalScrollBar(), &QScrollBar::valueChanged, this, &UserGuideDialog::followScroll);
    connect(contents_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item != nullptr && !adjusting_) scrollTo(item->data(0, kAnchorRole).toString(), Caret::ToHeading);
    });

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("userGuideSplit"));
    split->setChildrenCollapsible(false);
    split->addWidget(contents_);
    split->addWidget(browser_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(notice_);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    setTabOrder(contents_, browser_);
    setTabOrder(browser_, buttons->button(QDialogButtonBox::Close));

    // A comfortable line length, but never larger than the screen (at 200 % a laptop's
    // screen is 683 × 384 pixels to the layout).
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    QSize size(72 * em, 44 * fontMetrics().lineSpacing());
    if (const QScreen* shown = screen()) size = size.boundedTo(shown->availableGeometry().size() * 0.9);
    resize(size);
    split->setSizes({size.width() / 4, size.width() * 3 / 4});
    // The page's width known before it is built: its pictures fit it from the start, not
    // by a change to the page once shown.
    layout->activate();
    build();
    notice_->setVisible(isFallback());
    browser_->setFocus();
}

QString UserGuideDialog::uiLanguage()
{
    return tr("en", "the code of the language of this translation (nl, de, he): the user guide is shown in it "
                    "when docs/user-guide.<code>.md exists");
}

void UserGuideDialog::build()
{
    const QScopedValueRollback<bool> adjusting(adjusting_, true);
    // The whole page is made off screen and shown in one step. Made in the browser's own
    // document, every block the Markdown reader adds would reach a screen reader as text
    // inserted: thousands of events, which kept Orca busy for half a minute.
    const QTextDocument* shown = browser_->document();
    auto* page = new QTextDocument(browser_);
    page->setDefaultFont(shown->defaultFont());
    page->setDocumentMargin(shown->documentMargin());
    page->setIndentWidth(shown->indentWidth());
    // Each paragraph in its own direction: English left to right in a Hebrew window, and
    // Hebrew right to left beside the English of a section not translated yet.
    QTextOption option = shown->defaultTextOption();
    option.setTextDirection(Qt::LayoutDirectionAuto);
    page->setDefaultTextOption(option);
    const int caret = guide_ ? browser_->textCursor().position() : 0;

    guide_.emplace(page);
    if (!guide_->load(folder_, language_)) qWarning("The user guide cannot be read from %s", qPrintable(folder_));
    spaceHeadings();
    styleTables();
    wrapCode();
    insertShortcuts();
    if (const qreal width = pageWidth(); width > 0) guide_->fitPictures(width);
    // The old page goes with the change (the browser deletes a document it is the parent of).
    browser_->setDocument(page);
    QTextCursor cursor(page);
    cursor.setPosition(std::min(caret, page->characterCount() - 1));
    browser_->setTextCursor(cursor);
    fillContents();
    fitPictures();
}

qreal UserGuideDialog::pageWidth() const
{
    // The page's width inside its margins, less a list's indent (pictures in lists).
    const QTextDocument* text = guide_->document();
    return browser_->viewport()->width() - 2 * text->documentMargin() - 2 * text->indentWidth();
}

void UserGuideDialog::styleTables()
{
    const QList<QTextFrame*> frames = guide_->document()->rootFrame()->childFrames();
    for (QTextFrame* frame : frames)
        if (auto* table = qobject_cast<QTextTable*>(frame)) table->setFormat(tableFormat(table->format(), palette()));
}

void UserGuideDialog::spaceHeadings()
{
    // Qt's Markdown sets headings flush against the text before them: a line's room above
    // a section and half of one above a subsection let the eye find where each begins.
    const qreal line = fontMetrics().lineSpacing();
    for (QTextBlock block = guide_->document()->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level == 0) continue;
        QTextBlockFormat format = block.blockFormat();
        format.setTopMargin(block == guide_->document()->begin() ? 0 : level <= 2 ? line : line / 2);
        format.setBottomMargin(line / 4);
        QTextCursor(block).setBlockFormat(format);
    }
}

void UserGuideDialog::wrapCode()
{
    // A line of code (a result line to share, a command) wraps like the text around it: a
    // narrow window, or one at 200 %, never needs sideways scrolling.
    for (QTextBlock block = guide_->document()->begin(); block.isValid(); block = block.next()) {
        if (!block.blockFormat().nonBreakableLines()) continue;
        QTextBlockFormat format = block.blockFormat();
        format.setNonBreakableLines(false);
        QTextCursor(block).setBlockFormat(format);
    }
}

void UserGuideDialog::insertShortcuts()
{
    // Under the first paragraph of the section (which says what follows), before the rest.
    const QTextBlock heading = guide_->headingBlock(guideAnchor(GuideSection::Shortcuts));
    if (!heading.isValid()) return;
    QTextBlock at = heading;
    if (const QTextBlock next = heading.next(); next.isValid() && next.blockFormat().headingLevel() == 0 && !next.text().isEmpty()) at = next;
    const QList<ShortcutRow> rows = shortcutRows(actions_);

    QTextCursor cursor(at);
    cursor.movePosition(QTextCursor::EndOfBlock);
    QTextTableFormat format = tableFormat(QTextTableFormat(), palette());
    format.setHeaderRowCount(1);
    QTextTable* table = cursor.insertTable(static_cast<int>(rows.size()) + 1, 2, format);
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    table->cellAt(0, 0).firstCursorPosition().insertText(tr("Action"), bold);
    table->cellAt(0, 1).firstCursorPosition().insertText(tr("Keys"), bold);
    for (int row = 0; row < rows.size(); ++row) {
        table->cellAt(row + 1, 0).firstCursorPosition().insertText(rows[row].action);
        table->cellAt(row + 1, 1).firstCursorPosition().insertText(rows[row].keys);
    }
}

void UserGuideDialog::fillContents()
{
    contents_->clear();
    QTreeWidgetItem* parent = nullptr;
    for (const GuideHeading& heading : guide_->headings()) {
        if (heading.level < 2 || heading.level > 3) continue; // the title, and the smallest headings
        QTreeWidgetItem* item = nullptr;
        if (heading.level == 2 || parent == nullptr) item = parent = new QTreeWidgetItem(contents_, {heading.title});
        else item = new QTreeWidgetItem(parent, {heading.title});
        item->setData(0, kAnchorRole, heading.anchor);
    }
    // Only a section with subsections opens: expandAll() would mark every leaf expanded
    // too, and a screen reader would say "expanded" of sections that hold nothing.
    for (int i = 0; i < contents_->topLevelItemCount(); ++i)
        if (QTreeWidgetItem* item = contents_->topLevelItem(i); item->childCount() > 0) item->setExpanded(true);
}

bool UserGuideDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == browser_->viewport() && event->type() == QEvent::Resize) fitPictures();
    return QDialog::eventFilter(watched, event);
}

void UserGuideDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    // Links and table lines take their colours from the palette when the guide is read.
    if (event->type() == QEvent::PaletteChange && guide_) {
        const QString top = sectionInView();
        build();
        scrollTo(top);
    }
}

void UserGuideDialog::fitPictures()
{
    const qreal width = pageWidth();
    if (width <= 0 || width == guide_->fittedWidth()) return;
    const QString top = sectionInView();
    {
        const QScopedValueRollback<bool> adjusting(adjusting_, true);
        guide_->fitPictures(width);
    }
    // The first layout goes to the section asked for; later ones keep the section in view.
    if (!scrolled_ && !section_.isEmpty()) {
        scrolled_ = true;
        scrollTo(section_, Caret::ToHeading);
    } else if (scrolled_) {
        scrollTo(top);
    }
}

void UserGuideDialog::showSection(const QString& anchor)
{
    section_ = guide_->hasAnchor(anchor) ? anchor : QString();
    if (section_.isEmpty() && !guide_->headings().isEmpty()) section_ = guide_->headings().front().anchor;
    scrolled_ = browser_->viewport()->width() > 0 && guide_->fittedWidth() > 0;
    scrollTo(section_, Caret::ToHeading);
}

void UserGuideDialog::scrollTo(const QString& anchor, Caret caret)
{
    if (anchor.isEmpty()) return;
    {
        const QScopedValueRollback<bool> adjusting(adjusting_, true);
        // Where the player asked to go, the caret goes too: the arrow keys read on from the
        // heading, not from wherever the caret was left.
        if (const QTextBlock heading = guide_->headingBlock(anchor); caret == Caret::ToHeading && heading.isValid())
            browser_->setTextCursor(QTextCursor(heading));
        browser_->scrollToAnchor(anchor);
    }
    followScroll();
}

QString UserGuideDialog::sectionInView() const
{
    const int top = browser_->verticalScrollBar()->value() + kTopSlack;
    QAbstractTextDocumentLayout* layout = browser_->document()->documentLayout();
    QString inView;
    for (const GuideHeading& heading : guide_->headings()) {
        const QTextBlock block = guide_->headingBlock(heading.anchor);
        if (layout->blockBoundingRect(block).top() > top) break;
        inView = heading.anchor;
    }
    return inView;
}

void UserGuideDialog::followScroll()
{
    // The listed section the text is in: the last one whose heading is at or above the top.
    const QString inView = sectionInView();
    QTreeWidgetItem* current = nullptr;
    for (const GuideHeading& heading : guide_->headings()) {
        for (QTreeWidgetItemIterator it(contents_); *it != nullptr; ++it)
            if ((*it)->data(0, kAnchorRole).toString() == heading.anchor) current = *it;
        if (heading.anchor == inView) break;
    }
    const QScopedValueRollback<bool> adjusting(adjusting_, true);
    if (current != nullptr) contents_->setCurrentItem(current);
}

void UserGuideDialog::onLink(const QUrl& url)
{
    if (url.isRelative() && url.path().isEmpty() && url.hasFragment()) {
        scrollTo(url.fragment(), Caret::ToHeading);
        return;
    }
    // The web's pages open in the browser; the guide links to nothing else.
    if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")) QDesktopServices::openUrl(url);
}

} // namespace nonet::app
