#include "app/review/game_review_dialog.h"

#include "app/help/guide_section.h"
#include "app/help/hint_text.h"
#include "app/review/review_text.h"
#include "app/session/game_title.h"
#include "core/logic/technique_catalog.h"
#include "ui/board_widget.h"
#include "ui/cell_view.h"
#include "ui/timer_label.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <chrono>
#include <utility>

namespace nonet::app {
namespace {

constexpr int kBoardSide = 234; // small beside the figures, still readable (26 px a cell)

QLabel* figure(const QString& text, const QString& name, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setAccessibleName(name);
    label->setAccessibleDescription(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // A stop of Tab: the summary is read by keyboard before the table and the buttons.
    label->setFocusPolicy(Qt::StrongFocus);
    return label;
}

QTableWidgetItem* countItem(int count)
{
    auto* item = new QTableWidgetItem(QString::number(count));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

GameReviewDialog::GameReviewDialog(const GameRecord& record, QWidget* parent)
    : QDialog(parent), puzzle_(record.puzzle), review_(reviewFigures(record)),
      grading_([this](GameReview review) { onGraded(std::move(review)); })
{
    setWindowTitle(tr("Game Review"));
    setObjectName(QStringLiteral("gameReviewDialog"));
    setGuideSection(this, GuideSection::Review);
    setWindowModality(Qt::WindowModal);
    auto* layout = new QVBoxLayout(this);

    auto* heading = new QLabel(ReviewText::heading(review_), this);
    heading->setObjectName(QStringLiteral("reviewHeading"));
    heading->setAccessibleName(tr("Result"));
    heading->setAccessibleDescription(heading->text());
    // The first stop of Tab, where the dialog opens: the result, then the figures.
    heading->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    heading->setFocusPolicy(Qt::StrongFocus);
    QFont bold = heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    heading->setFont(bold);
    layout->addWidget(heading);

    // Palette roles only (labels and the table's own): readable in light and dark palettes.
    auto* figures = new QFormLayout;
    const auto row = [&](const QString& label, const QString& value, const char* name) {
        QLabel* shown = figure(value, label, this);
        shown->setObjectName(QString::fromLatin1(name));
        figures->addRow(tr("%1:").arg(label), shown);
    };
    row(tr("Game"), GameTitle::of(puzzle_), "reviewGame");
    row(tr("Time"), ui::TimerLabel::format(std::chrono::milliseconds(review_.elapsedMs)), "reviewTime");
    row(tr("Moves"), QString::number(review_.moves), "reviewMoves");
    row(tr("Mistakes"), QString::number(review_.mistakes), "reviewMistakes");
    row(tr("Hints"), ReviewText::hintStages(review_.hints), "reviewHints");
    row(tr("Checkpoints"), QString::number(review_.checkpoints), "reviewCheckpoints");
    auto* top = new QHBoxLayout;
    top->addLayout(figures, 1);
    top->addLayout(wrongCellsBoard(record), 0);
    layout->addLayout(top);

    auto* tableLabel = new QLabel(tr("&Techniques the puzzle needs, and those you asked hints for:"), this);
    tableLabel->setWordWrap(true);
    layout->addWidget(tableLabel);
    table_ = new QTableWidget(0, 3, this);
    table_->setObjectName(QStringLiteral("reviewTechniques"));
    table_->setAccessibleName(tr("Techniques"));
    table_->setAccessibleDescription(tr("Each technique with the steps of it the puzzle's solution path needs and the hints you asked for it"));
    table_->setHorizontalHeaderLabels({tr("Technique"), tr("The puzzle needs"), tr("Your hints")});
    table_->horizontalHeaderItem(1)->setToolTip(tr("Steps of the technique on the grader's solution path from the givens"));
    table_->horizontalHeaderItem(2)->setToolTip(tr("Hints you asked for that found a step of the technique"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Tab leaves the table for Copy as Text and Close (the arrow keys move inside it):
    // with the table's own Tab from cell to cell, the keyboard could not get past it.
    table_->setTabKeyNavigation(false);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    tableLabel->setBuddy(table_);
    layout->addWidget(table_, 1);
    pathStatus_ = new QLabel(tr("Finding the puzzle's solution path..."), this);
    pathStatus_->setObjectName(QStringLiteral("reviewPathStatus"));
    pathStatus_->setWordWrap(true);
    layout->addWidget(pathStatus_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    copy_ = buttons->addButton(tr("Co&py as Text"), QDialogButtonBox::ActionRole);
    copy_->setObjectName(QStringLiteral("copyReviewButton"));
    copy_->setToolTip(tr("Copy the review to the clipboard, its first line ready to share"));
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    layout->addWidget(buttons);
    connect(copy_, &QPushButton::clicked, this, &GameReviewDialog::copyText);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    fillTable();
    resize(640, 600);
    grading_.start([record](std::stop_token stop) { return reviewGame(record, std::move(stop)); });
}

// The game as it ended, small, with every cell where a wrong digit was placed shaded (and
// the ones still wrong marked as the game marks them); the same cells named for a screen
// reader.
QLayout* GameReviewDialog::wrongCellsBoard(const GameRecord& record)
{
    auto* column = new QVBoxLayout;
    QStringList places;
    for (int cell : review_.wrongCells) places << HintText::cellName(cell, record.puzzle.shape());
    auto* caption = new QLabel(review_.wrongCells.empty() ? tr("No wrong digit was placed.")
                                                          : tr("Shaded: the %n cell(s) where a wrong digit was placed.", nullptr,
                                                               review_.wrongCells.count()),
                               this);
    caption->setObjectName(QStringLiteral("reviewWrongCaption"));
    // The cells by name for a screen reader (the board describes how to play it).
    caption->setAccessibleName(tr("Wrong digits"));
    caption->setAccessibleDescription(places.isEmpty() ? caption->text() : tr("Wrong digits were placed in %1.").arg(places.join(QStringLiteral(", "))));
    caption->setWordWrap(true);
    caption->setMaximumWidth(kBoardSide);
    column->addWidget(caption);
    board_ = new ui::BoardWidget(this);
    board_->setObjectName(QStringLiteral("reviewBoard"));
    board_->setAccessibleName(tr("The game as it ended"));
    board_->setLocked(true);
    board_->setFocusPolicy(Qt::NoFocus);
    board_->setFixedSize(kBoardSide, kBoardSide);
    const GameState played = playedPosition(record);
    board_->setShape(played.puzzle().shapePtr());
    std::vector<ui::CellView> views(static_cast<std::size_t>(played.cellCount()));
    for (int cell = 0; cell < played.cellCount(); ++cell) {
        ui::CellView& view = views[static_cast<std::size_t>(cell)];
        view.value = played.value(cell);
        view.given = played.isGiven(cell);
        view.candidates = played.values().allowedValues(cell);
        view.wrong = view.value != 0 && !view.given && view.value != played.solution().at(cell);
    }
    board_->setCells(views);
    HintMarks marks;
    marks.cells = review_.wrongCells;
    board_->setHintMarks(marks);
    column->addWidget(board_);
    column->addStretch(1);
    return column;
}

void GameReviewDialog::onGraded(GameReview review)
{
    review_ = std::move(review);
    pathStatus_->setText(review_.pathGraded ? tr("The puzzle's path: %n step(s) from the givens.", nullptr, review_.pathSteps())
                                            : tr("The puzzle's solution path could not be found."));
    fillTable();
    emit graded();
}

void GameReviewDialog::fillTable()
{
    table_->setRowCount(0);
    for (Technique technique : techniquesInGradingOrder()) {
        const auto index = static_cast<std::size_t>(technique);
        const int path = review_.path[index];
        const int asked = review_.hints.techniques[index];
        if (path == 0 && asked == 0) continue;
        const int row = table_->rowCount();
        table_->insertRow(row);
        auto* name = new QTableWidgetItem(HintText::techniqueName(technique));
        name->setToolTip(HintText::explanation(technique));
        table_->setItem(row, 0, name);
        table_->setItem(row, 1, review_.pathGraded ? countItem(path) : new QTableWidgetItem(QStringLiteral("\u2026")));
        table_->setItem(row, 2, countItem(asked));
    }
}

QString GameReviewDialog::text() const { return ReviewText::fullText(review_, puzzle_); }

void GameReviewDialog::copyText()
{
    QApplication::clipboard()->setText(text());
    copy_->setText(tr("Co&pied"));
}

} // namespace nonet::app
