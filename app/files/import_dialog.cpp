#include "app/files/import_dialog.h"

#include "app/files/puzzle_import.h"
#include "app/session/variant_names.h"
#include "core/notation/variant_text.h"
#include "ui/accessibility/announcer.h"
#include "ui/accessibility/spoken_choice.h"
#include "core/presets/preset.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>

#include <algorithm>

namespace nonet::app {
namespace {

// Wide enough for a line of 81 cells in the text box's fixed-width font, with its frame.
int fixedTextWidth(const QPlainTextEdit* editor)
{
    const int text = editor->fontMetrics().horizontalAdvance(QString(84, QLatin1Char('0')));
    return text + 2 * editor->frameWidth() + 2 * static_cast<int>(editor->document()->documentMargin());
}

} // namespace

ImportDialog::ImportDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Import a puzzle"));
    setObjectName(QStringLiteral("importDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Paste or type a puzzle: 81 characters on a line, 9 rows of 9, a boxed or "
                                "pencil-mark grid, or a link (nonet://play?p=… or a Sudoku site's link)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    editor_ = new QPlainTextEdit(this);
    editor_->setObjectName(QStringLiteral("importText"));
    editor_->setAccessibleName(tr("Puzzle text"));
    editor_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor_->setTabChangesFocus(true);
    // Return imports, as in any dialog with a default button; Shift+Return starts a new
    // line for a grid typed by hand (a pasted grid keeps its lines).
    editor_->installEventFilter(this);
    // A line of 81 cells stays one line (it scrolls): wrapped, "2." alone on a line would
    // look like a grid of rows.
    editor_->setLineWrapMode(QPlainTextEdit::NoWrap);
    editor_->setMinimumSize(fixedTextWidth(editor_), 200);
    intro->setBuddy(editor_);
    layout->addWidget(editor_, 1);

    // Only 81 cells need the choice (classic, X-Sudoku, Windoku look alike); 16, 36 or 256
    // cells, a Jigsaw layout before the cells, a Killer's cages, a name in front ("x: ...")
    // or a variant link say their variant themselves.
    auto* variantRow = new QHBoxLayout;
    variant_ = new QComboBox(this);
    variant_->setObjectName(QStringLiteral("importVariant"));
    variant_->setAccessibleName(tr("Variant"));
    for (const Variant v : kAllVariants) variant_->addItem(VariantNames::title(v), static_cast<int>(v));
    auto* variantLabel = new QLabel(tr("&Variant:"), this);
    variantLabel->setBuddy(variant_);
    new ui::SpokenChoice(variant_); // Qt 6.4 tells a screen reader no choice
    auto* variantNote = new QLabel(tr("Only bare 81 cells need this choice: any other text says its variant (4×4, 6×6, 16×16, Jigsaw, Killer, x: or windoku: in front, a variant link)."), this);
    variantNote->setWordWrap(true);
    variantRow->addWidget(variantLabel);
    variantRow->addWidget(variant_);
    variantRow->addWidget(variantNote, 1);
    layout->addLayout(variantRow);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("importProblem"));
    problem_->setAccessibleName(tr("Import problem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // The tooltip pair of the palette (readable in light and dark), framed, apart from the text.
    problem_->setAutoFillBackground(true);
    problem_->setFrameShape(QFrame::StyledPanel);
    problem_->setMargin(6);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::Window, palette().color(QPalette::ToolTipBase));
    warning.setColor(QPalette::WindowText, palette().color(QPalette::ToolTipText));
    problem_->setPalette(warning);
    problem_->hide();
    layout->addWidget(problem_);

    auto* buttons = new QDialogButtonBox(this);
    paste_ = buttons->addButton(tr("&Paste"), QDialogButtonBox::ActionRole);
    paste_->setAccessibleName(tr("Paste from the clipboard"));
    import_ = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    import_->setObjectName(QStringLiteral("importButton"));
    import_->setAccessibleName(tr("Import"));
    import_->setDefault(true);
    QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setAccessibleName(tr("Cancel"));
    layout->addWidget(buttons);

    connect(paste_, &QPushButton::clicked, this, &ImportDialog::pasteClipboard);
    connect(import_, &QPushButton::clicked, this, [this] { emit importRequested(text()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(editor_, &QPlainTextEdit::textChanged, this, &ImportDialog::hideProblem);
    connect(editor_, &QPlainTextEdit::textChanged, this, &ImportDialog::followTextForm);
    connect(variant_, &QComboBox::currentIndexChanged, this, &ImportDialog::hideProblem);
}

bool ImportDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == editor_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter && !(key->modifiers() & Qt::ShiftModifier)) {
            if (import_->isEnabled()) import_->click();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

QString ImportDialog::text() const { return editor_->toPlainText(); }

Variant ImportDialog::variant() const { return static_cast<Variant>(variant_->currentData().toInt()); }

void ImportDialog::setVariant(Variant variant) { variant_->setCurrentIndex(variant_->findData(static_cast<int>(variant))); }

void ImportDialog::setText(const QString& text) { editor_->setPlainText(text); }

void ImportDialog::followTextForm()
{
    // The form names the variant: the choice shows it (and a link's v= wins over any choice).
    // A text of the 9x9 forms keeps the player's choice among the variants that look alike,
    // and leaves a choice those forms cannot be read as.
    const Variant read = PuzzleImport::variantOf(text(), homeVariant());
    if (read != homeVariant()) setVariant(read);
    else if (!readsClassicForms(variant())) setVariant(homeVariant());
}

void ImportDialog::showProblem(const QString& message)
{
    problem_->setText(message);
    problem_->setAccessibleDescription(message);
    setAccessibleDescription(message);
    editor_->setAccessibleDescription(message);
    problem_->show();
    growToFit();
    editor_->setFocus();
    ui::Announcer::of(this)->announce(message);
}

void ImportDialog::hideProblem()
{
    if (problem_->isHidden()) return;
    problem_->hide();
    setAccessibleDescription({});
    editor_->setAccessibleDescription({});
}

void ImportDialog::growToFit()
{
    // A window does not grow by itself for a wrapped label (Qt lays out top-level windows
    // by minimum sizes, not by height for width): without this the text box and the
    // message would be squeezed into each other.
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : layout()->totalSizeHint().height();
    if (needed <= height()) return;
    const QScreen* display = screen();
    const int most = display != nullptr ? display->availableGeometry().height() * 9 / 10 : needed;
    resize(width(), std::min(needed, std::max(most, height())));
}

void ImportDialog::setBusy(bool busy)
{
    import_->setEnabled(!busy);
    import_->setText(busy ? tr("Checking…") : tr("&Import"));
}

void ImportDialog::pasteClipboard()
{
    const QString text = QApplication::clipboard()->text();
    // A huge clipboard is not put into the editor (it would only be refused, slowly).
    if (text.size() > PuzzleImport::kMaxTextLength) {
        showProblem(tr("The clipboard holds far too much text to be a puzzle (%L1 characters).").arg(text.size()));
        return;
    }
    editor_->setPlainText(text);
    editor_->setFocus();
}

} // namespace nonet::app
