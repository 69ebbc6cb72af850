#include "app/shell/view_tools.h"

#include "app/shell/menu_layout.h"

#include "ui/action_icon.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/zoom_area.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMenu>
#include <QSettings>
#include <QWidget>

namespace nonet::app {
namespace {

const QString kZoomKey = QStringLiteral("view/zoom");
const QString kHighlightKey = QStringLiteral("view/highlightCandidates");
const QString kBivalueKey = QStringLiteral("view/bivalue");
const QString kSourceKey = QStringLiteral("view/candidateSource");
const QString kLargeKey = QStringLiteral("view/largeDigits");
const QString kCageColoursKey = QStringLiteral("view/cageColours");

QAction* makeAction(QObject* parent, const QString& text, const char* name, const QString& tip)
{
    auto* action = new QAction(text, parent);
    action->setObjectName(QString::fromLatin1(name));
    action->setToolTip(tip);
    action->setStatusTip(tip);
    return action;
}

// The keys of a standard binding plus extras, each once, in that order.
QList<QKeySequence> keysWith(QKeySequence::StandardKey standard, std::initializer_list<QKeySequence> extras)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
    for (const QKeySequence& extra : extras)
        if (!keys.contains(extra)) keys << extra;
    return keys;
}

} // namespace

ViewTools::ViewTools(ui::BoardWidget* board, ui::ZoomArea* zoom, QWidget* window)
    : QObject(window), board_(board), zoom_(zoom), window_(window)
{
    digitFirst_ = makeAction(this, tr("&Digit First"), "actionDigitFirst",
                             tr("Pick a digit, then click cells to place it (or note it in notes mode); Esc leaves (D)"));
    digitFirst_->setIcon(ui::actionIcon(ui::ActionGlyph::DigitFirst));
    digitFirst_->setIconText(tr("Digit First"));
    digitFirst_->setCheckable(true);
    digitFirst_->setShortcut(QKeySequence(Qt::Key_D));
    connect(digitFirst_, &QAction::toggled, board_, &ui::BoardWidget::setDigitFirst);
    // The board leaves the mode itself on Esc.
    connect(board_, &ui::BoardWidget::digitFirstChanged, digitFirst_, &QAction::setChecked);

    highlightCandidates_ = makeAction(this, tr("Highlight &Candidates"), "actionHighlightCandidates",
                                      tr("Mark every cell where the highlighted digit can still go (X)"));
    highlightCandidates_->setCheckable(true);
    highlightCandidates_->setShortcut(QKeySequence(Qt::Key_X));
    connect(highlightCandidates_, &QAction::toggled, this, [this](bool on) {
        board_->setCandidateHighlight(on);
        QSettings().setValue(kHighlightKey, on);
    });
    bivalue_ = makeAction(this, tr("&Bivalue Cells"), "actionBivalue", tr("Mark every empty cell with exactly two candidates (B)"));
    bivalue_->setCheckable(true);
    bivalue_->setShortcut(QKeySequence(Qt::Key_B));
    connect(bivalue_, &QAction::toggled, this, [this](bool on) {
        board_->setBivalueHighlight(on);
        QSettings().setValue(kBivalueKey, on);
    });
    sources_ = new QActionGroup(this);
    sources_->setExclusive(true);
    fromNotes_ = makeAction(this, tr("My &Notes"), "actionCandidatesFromNotes",
                            tr("Highlighting reads the candidates from your notes"));
    fromGrid_ = makeAction(this, tr("The &Grid"), "actionCandidatesFromGrid",
                           tr("Highlighting reads the candidates from the digits in each row, column and box"));
    for (QAction* a : {fromNotes_, fromGrid_}) {
        a->setCheckable(true);
        sources_->addAction(a);
    }
    connect(fromNotes_, &QAction::toggled, this, [this](bool on) {
        if (!on) return;
        board_->setCandidateSource(ui::CandidateSource::Notes);
        QSettings().setValue(kSourceKey, QStringLiteral("notes"));
    });
    connect(fromGrid_, &QAction::toggled, this, [this](bool on) {
        if (!on) return;
        board_->setCandidateSource(ui::CandidateSource::Grid);
        QSettings().setValue(kSourceKey, QStringLiteral("grid"));
    });

    zoomIn_ = makeAction(this, tr("Zoom &In"), "actionZoomIn", tr("Make the board larger (Ctrl++)"));
    zoomIn_->setShortcuts(keysWith(QKeySequence::ZoomIn, {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)}));
    zoomOut_ = makeAction(this, tr("Zoom &Out"), "actionZoomOut", tr("Make the board smaller (Ctrl+-)"));
    zoomOut_->setShortcuts(keysWith(QKeySequence::ZoomOut, {QKeySequence(Qt::CTRL | Qt::Key_Minus)}));
    zoomReset_ = makeAction(this, tr("&Actual Size"), "actionZoomReset", tr("Fit the board to the window again (Ctrl+0)"));
    zoomReset_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(zoomIn_, &QAction::triggered, zoom_, &ui::ZoomArea::zoomIn);
    connect(zoomOut_, &QAction::triggered, zoom_, &ui::ZoomArea::zoomOut);
    connect(zoomReset_, &QAction::triggered, zoom_, &ui::ZoomArea::resetZoom);
    connect(zoom_, &ui::ZoomArea::zoomChanged, this, [this](double zoom) {
        QSettings().setValue(kZoomKey, zoom);
        refreshZoomActions();
    });
    // Zoomed in, the selected cell stays in view as the arrows move it.
    connect(board_, &ui::BoardWidget::selectionChanged, this, [this](int cell) {
        if (cell >= 0) zoom_->ensureWidgetVisible(board_->cellWidget(cell), 0, 0);
    });

    fullScreen_ = makeAction(this, tr("&Full Screen"), "actionFullScreen", tr("Show the window on the whole screen, toolbar included (F11)"));
    fullScreen_->setIcon(ui::actionIcon(ui::ActionGlyph::FullScreen));
    fullScreen_->setCheckable(true);
    fullScreen_->setShortcuts(keysWith(QKeySequence::FullScreen, {QKeySequence(Qt::Key_F11)}));
    connect(fullScreen_, &QAction::toggled, this, [this](bool on) {
        if (on == window_->isFullScreen()) return;
        window_->setWindowState(on ? window_->windowState() | Qt::WindowFullScreen : window_->windowState() & ~Qt::WindowFullScreen);
    });
    window_->installEventFilter(this);

    largeDigits_ = makeAction(this, tr("&Large Digits"), "actionLargeDigits", tr("Draw the digits and notes on the board larger, for easier reading"));
    largeDigits_->setCheckable(true);
    connect(largeDigits_, &QAction::toggled, this, [this](bool on) {
        board_->setLargeDigits(on);
        QSettings().setValue(kLargeKey, on);
    });

    cageColours_ = makeAction(this, tr("Ca&ge Colours"), "actionCageColours",
                              tr("Tint the cages of a Killer puzzle so that cages side by side differ"));
    cageColours_->setCheckable(true);
    connect(cageColours_, &QAction::toggled, this, [this](bool on) {
        board_->setCageColours(on);
        QSettings().setValue(kCageColoursKey, on);
    });

    loadSettings();
}

void ViewTools::followShape(const Shape& shape) { cageColours_->setVisible(shape.hasCages()); }

void ViewTools::addTo(MenuLayout& menus)
{
    menus.add(MenuPlace::ViewInput, digitFirst_);
    menus.add(MenuPlace::ViewHighlight, {highlightCandidates_, bivalue_});
    auto* from = new QMenu(tr("Candidates F&rom"), menus.menu(MenuPlace::ViewHighlight));
    from->setObjectName(QStringLiteral("menuCandidatesFrom"));
    from->addAction(fromNotes_);
    from->addAction(fromGrid_);
    menus.add(MenuPlace::ViewHighlight, from);
    menus.add(MenuPlace::ViewZoom, {zoomIn_, zoomOut_, zoomReset_, largeDigits_});
    menus.add(MenuPlace::ViewZoom, cageColours_);
    menus.add(MenuPlace::ViewScreen, fullScreen_);
}

bool ViewTools::eventFilter(QObject* watched, QEvent* event)
{
    // The window manager may leave full screen by itself: the check follows the window.
    if (watched == window_ && event->type() == QEvent::WindowStateChange)
        fullScreen_->setChecked(window_->isFullScreen());
    return QObject::eventFilter(watched, event);
}

void ViewTools::loadSettings()
{
    const QSettings settings;
    const bool grid = settings.value(kSourceKey).toString() == QLatin1String("grid");
    (grid ? fromGrid_ : fromNotes_)->setChecked(true);
    board_->setCandidateSource(grid ? ui::CandidateSource::Grid : ui::CandidateSource::Notes);
    highlightCandidates_->setChecked(settings.value(kHighlightKey, false).toBool());
    bivalue_->setChecked(settings.value(kBivalueKey, false).toBool());
    largeDigits_->setChecked(settings.value(kLargeKey, false).toBool());
    cageColours_->setChecked(settings.value(kCageColoursKey, false).toBool());
    bool ok = false;
    const double zoom = settings.value(kZoomKey, 1.0).toDouble(&ok);
    zoom_->setZoom(ok ? zoom : 1.0);
    refreshZoomActions();
}

void ViewTools::refreshZoomActions()
{
    zoomIn_->setEnabled(zoom_->canZoomIn());
    zoomOut_->setEnabled(zoom_->canZoomOut());
    zoomReset_->setEnabled(zoom_->zoom() != 1.0);
}

} // namespace nonet::app
