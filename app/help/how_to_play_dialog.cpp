#include "app/help/how_to_play_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QPushButton>
#include <QStyle>
#include <QVariant>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace nonet::app {
namespace {

// "&Load…" -> "Load": the action's name as a list reads it. An action whose text changes
// with the game (Undo names the move) gives its steady name in the "stableName" property.
QString plainName(const QAction* action)
{
    const QVariant stable = action->property("stableName");
    QString name = stable.isValid() ? stable.toString() : action->text();
    if (name.endsWith(QChar(0x2026))) name.chop(1);
    if (name.endsWith(QStringLiteral("..."))) name.chop(3);
    return name.remove(QLatin1Char('&')).trimmed();
}

QString keysOf(const QAction* action)
{
    QStringList keys;
    for (const QKeySequence& key : action->shortcuts())
        if (!key.isEmpty()) keys << key.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

QTableWidgetItem* readOnlyItem(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

HowToPlayDialog::HowToPlayDialog(const QList<QAction*>& actions, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("How to Play"));
    setObjectName(QStringLiteral("howToPlayDialog"));
    setAccessibleName(tr("How to Play"));

    guide_ = new QTextBrowser(this);
    guide_->setObjectName(QStringLiteral("howToPlayGuide"));
    guide_->setAccessibleName(tr("How to play Nonet"));
    guide_->setOpenLinks(false);
    guide_->setHtml(guideHtml());

    shortcuts_ = new QTableWidget(0, 2, this);
    shortcuts_->setObjectName(QStringLiteral("shortcutTable"));
    shortcuts_->setAccessibleName(tr("Keyboard shortcuts"));
    shortcuts_->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    shortcuts_->verticalHeader()->hide();
    shortcuts_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    shortcuts_->setSelectionBehavior(QAbstractItemView::SelectRows);
    shortcuts_->setTabKeyNavigation(false); // Tab leaves the table for the tabs and Close
    shortcuts_->setWordWrap(false);
    shortcuts_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    shortcuts_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    shortcuts_->horizontalHeader()->setStretchLastSection(true);
    fillShortcuts(actions);
    // Both columns whole, side by side: no key list cut off.
    shortcuts_->resizeColumnsToContents();
    const int tableWidth = shortcuts_->horizontalHeader()->length() + 2 * shortcuts_->frameWidth()
                           + shortcuts_->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4;

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("howToPlayTabs"));
    tabs_->setAccessibleName(tr("Pages"));
    tabs_->addTab(guide_, tr("&How to Play"));
    tabs_->addTab(shortcuts_, tr("&Keyboard Shortcuts"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs_);
    layout->addWidget(buttons);
    // Room for the guide's paragraphs at a comfortable line length.
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    resize(std::max(46 * em, tableWidth + 4 * em), 40 * fontMetrics().lineSpacing());
}

void HowToPlayDialog::showPage(Page page)
{
    tabs_->setCurrentIndex(page == Page::Guide ? 0 : 1);
    tabs_->currentWidget()->setFocus();
}

HowToPlayDialog::Page HowToPlayDialog::page() const { return tabs_->currentIndex() == 0 ? Page::Guide : Page::Shortcuts; }

QString HowToPlayDialog::guideHtml() const
{
    const std::pair<QString, QString> sections[] = {
        {tr("The rules"),
         tr("Fill the grid so that every row, every column and every 3×3 box holds each digit from 1 to 9 exactly "
            "once. The bold digits are given and stay; every puzzle has exactly one solution, and it can be reached "
            "by reasoning alone, without guessing.")},
        {tr("Placing digits"),
         tr("Click a cell and choose a digit in the popup, or type the digit on the cell under the mouse or the "
            "selected one. The keypad beside the board does the same and shows, in its small badges, how many of "
            "each digit are still to place. Delete or Backspace empties a cell; Undo takes back any move.")},
        {tr("Notes"),
         tr("Small digits in a cell are notes: the digits you think it may still hold. Press N (or Notes) to switch "
            "between placing digits and writing notes, or hold Shift while typing a digit. All Notes writes every "
            "digit a cell may still take; placing a digit removes it from the notes of its row, column and box.")},
        {tr("Help while playing"),
         tr("Hint (H) shows the next logical step, a little more with each press: where to look, the technique, the "
            "exact pattern, and then it makes the step for you. Check (Ctrl+K) marks the wrong digits until your next "
            "move. Help ▸ Mistakes chooses what is marked while you play. A game solved with hints, Check or the "
            "solution's marks is counted in the statistics, but sets no best time.")},
        {tr("How hints name cells"),
         tr("r2c9 is the cell in row 2, column 9: rows count from 1 at the top, columns from 1 at the left. Boxes count "
            "from 1 at the top left to 9 at the bottom right, row by row. \"5r1c1 = 5r1c7\" in a chain means: if 5 is "
            "not in r1c1, it is in r1c7.")},
        {tr("Levels"),
         tr("Six levels, from Very easy to Extreme. A puzzle's level is set by the hardest technique a person needs to "
            "solve it, so a Very easy puzzle needs nothing but singles. Today's Puzzle is the same for every player "
            "each day; Practise a Technique serves positions where one technique is the next step.")},
        {tr("Your games are kept"),
         tr("Every move is saved at once, and the next start brings your game back. Starting another game keeps the "
            "one you leave in Game ▸ Continue. Save keeps a game under a name and Load brings it back; Import plays a "
            "puzzle pasted as text or a link; Export and Share Link copy the puzzle for someone else.")},
    };
    QString html;
    for (const auto& [title, text] : sections)
        html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(title.toHtmlEscaped(), text.toHtmlEscaped());
    return html;
}

void HowToPlayDialog::fillShortcuts(const QList<QAction*>& actions)
{
    QList<std::pair<QString, QString>> rows;
    for (const QAction* action : actions) {
        const QString keys = keysOf(action);
        if (!keys.isEmpty()) rows.append({plainName(action), keys});
    }
    // The board's own keys: not actions, so written here (README: Playing on the board).
    rows.append({tr("Place a digit in the cell under the mouse or the selected one"), tr("1 to 9")});
    rows.append({tr("Toggle a note instead"), tr("Shift+digit, Ctrl+digit")});
    rows.append({tr("Erase the cell"), tr("Delete, Backspace, 0")});
    rows.append({tr("Move the selection"), tr("Arrow keys")});
    rows.append({tr("Jump to the next empty cell"), tr("Ctrl+arrow")});
    rows.append({tr("Open the digit popup on the selected cell"), tr("Enter, Space")});
    rows.append({tr("Add cells to the selection"), tr("Ctrl+click, Shift+click, drag, Shift+arrow")});
    rows.append({tr("Select every empty cell"), tr("Ctrl+A")});
    rows.append({tr("Back to a single cell; close the popup"), tr("Esc")});
    rows.append({tr("Resume a paused game"), tr("Space, or click the board")});

    shortcuts_->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        shortcuts_->setItem(row, 0, readOnlyItem(rows[row].first));
        shortcuts_->setItem(row, 1, readOnlyItem(rows[row].second));
    }
}

} // namespace nonet::app
