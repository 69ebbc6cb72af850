#include "app/trainer/trainer_dialog.h"

#include "app/help/guide_section.h"
#include "app/help/hint_text.h"
#include "app/session/level_names.h"
#include "app/trainer/practice_supply.h"
#include "app/trainer/trainer_text.h"
#include "core/logic/technique_catalog.h"
#include "core/trainer/practice_catalog.h"
#include "ui/board_widget.h"
#include "ui/cell_view.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace nonet::app {

namespace {

constexpr int kTechniqueRole = Qt::UserRole;
constexpr int kDiagramSide = 450; // 48 px a cell: its rings and strokes read at a glance

} // namespace

void showPosition(ui::BoardWidget* board, const TrainerPosition& position)
{
    std::array<ui::CellView, kCellCount> views{};
    for (int cell = 0; cell < kCellCount; ++cell) {
        ui::CellView& view = views[static_cast<std::size_t>(cell)];
        view.value = position.position.value(cell);
        view.given = position.puzzle.givens.at(cell) != 0;
        if (view.value == 0) view.notes = view.candidates = position.position.candidates(cell);
    }
    board->setCells(views);
    board->setHintMarks(patternMarks(position.step, position.position));
}

HintMarks patternMarks(const Step& step, const CandidateGrid& grid)
{
    return hintMarks(Hint{HintKind::Step, HintBasis::PlayerNotes, step, {}, toShapeCandidateGrid(grid)}, HintStage::Pattern);
}

TrainerDialog::TrainerDialog(PracticeSupply* supply, QWidget* parent)
    : QDialog(parent), supply_(supply),
      job_([this](std::optional<TrainerPosition> position) { onDiagramMade(std::move(position)); })
{
    setWindowTitle(tr("Practise a Technique"));
    setObjectName(QStringLiteral("trainerDialog"));
    setAccessibleName(tr("Practise a technique"));
    setGuideSection(this, GuideSection::Trainer);

    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("trainerTechniques"));
    list_->setAccessibleName(tr("Techniques by level"));
    list_->setAccessibleDescription(tr("Choose a technique with the arrow keys; Enter practises it."));
    list_->setHeaderHidden(true);
    list_->setRootIsDecorated(false);
    QTreeWidgetItem* group = nullptr;
    std::optional<Level> groupLevel;
    for (Technique technique : practiceTechniques()) {
        const Level level = techniqueInfo(technique).level;
        if (groupLevel != level) {
            groupLevel = level;
            group = new QTreeWidgetItem(list_, {levelTitle(level)});
            group->setFlags(Qt::ItemIsEnabled);
            group->setData(0, Qt::AccessibleDescriptionRole, tr("Techniques of this level"));
            QFont font = group->font(0);
            font.setBold(true);
            group->setFont(0, font);
        }
        auto* item = new QTreeWidgetItem(group, {HintText::techniqueName(technique)});
        item->setData(0, kTechniqueRole, static_cast<int>(technique));
        item->setData(0, Qt::AccessibleDescriptionRole, HintText::explanation(technique));
    }
    list_->expandAll();
    // Wide enough for the longest name, "Locked candidates (pointing)" in every language.
    list_->resizeColumnToContents(0);
    list_->setMinimumWidth(list_->columnWidth(0) + list_->verticalScrollBar()->sizeHint().width() + 2 * list_->frameWidth() + 8);

    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("trainerTitle"));
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    title_->setFont(titleFont);
    paragraph_ = new QLabel(this);
    paragraph_->setObjectName(QStringLiteral("trainerParagraph"));
    paragraph_->setAccessibleName(tr("About the technique"));
    paragraph_->setWordWrap(true);
    paragraph_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    paragraph_->setAccessibleDescription(tr("What the technique says and how to find it"));
    paragraph_->setMinimumWidth(kDiagramSide + 80);
    source_ = new QLabel(this);
    source_->setObjectName(QStringLiteral("trainerSource"));
    source_->setWordWrap(true);
    diagram_ = new ui::BoardWidget(this);
    diagram_->setObjectName(QStringLiteral("trainerDiagram"));
    diagram_->setAccessibleName(tr("Diagram: the technique in a real position"));
    diagram_->setLocked(true);
    diagram_->setFocusPolicy(Qt::NoFocus);
    diagram_->setFixedSize(kDiagramSide, kDiagramSide);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    practise_ = buttons->addButton(tr("&Practise"), QDialogButtonBox::AcceptRole);
    practise_->setObjectName(QStringLiteral("practise"));
    practise_->setAccessibleName(tr("Practise the chosen technique"));
    practise_->setToolTip(tr("Start a position where the chosen technique is the next step"));
    practise_->setDefault(true);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    buttons->button(QDialogButtonBox::Close)->setToolTip(tr("Close without practising"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(practise_, &QPushButton::clicked, this, [this] {
        if (const auto technique = chosen()) {
            emit practiseRequested(*technique);
            accept();
        }
    });
    connect(list_, &QTreeWidget::currentItemChanged, this, &TrainerDialog::onChosen);
    connect(list_, &QTreeWidget::itemActivated, practise_, &QPushButton::click);

    auto* about = new QVBoxLayout;
    about->addWidget(title_);
    about->addWidget(paragraph_);
    about->addWidget(source_);
    about->addWidget(diagram_, 0, Qt::AlignHCenter);
    about->addStretch(1);
    auto* row = new QHBoxLayout;
    row->addWidget(list_);
    row->addLayout(about, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);
    choose(practiceTechniques().front());
    list_->setFocus();
}

TrainerDialog::~TrainerDialog() = default; // job_ stops and waits

std::optional<Technique> TrainerDialog::chosen() const
{
    const QTreeWidgetItem* item = list_->currentItem();
    if (item == nullptr || !item->data(0, kTechniqueRole).isValid()) return std::nullopt;
    return static_cast<Technique>(item->data(0, kTechniqueRole).toInt());
}

void TrainerDialog::choose(Technique technique)
{
    for (int g = 0; g < list_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = list_->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->data(0, kTechniqueRole).toInt() == static_cast<int>(technique)) list_->setCurrentItem(group->child(i));
    }
}

void TrainerDialog::onChosen()
{
    const auto technique = chosen();
    practise_->setEnabled(technique.has_value());
    if (!technique) return;
    title_->setText(HintText::techniqueName(*technique));
    paragraph_->setText(TrainerText::paragraph(*technique));
    source_->setText(isTooRareToGenerate(*technique)
                         ? tr("Too rare to make while you wait: its positions come from the puzzles bundled with Nonet.")
                         : QString());
    source_->setVisible(!source_->text().isEmpty());
    supply_->prepare(*technique);
    drawDiagram(*technique);
}

void TrainerDialog::drawDiagram(Technique technique)
{
    diagram_->setHintMarks({});
    if (const auto it = diagrams_.find(technique); it != diagrams_.end()) {
        if (it->second) showPosition(diagram_, *it->second);
        else diagram_->setGrid({});
        emit diagramShown(technique);
        return;
    }
    diagram_->setGrid({});
    if (job_.isBusy()) {
        if (computing_ == technique) return;
        job_.requestStop(); // onDiagramMade starts the one now chosen
        return;
    }
    const std::vector<Grid>& bundled = supply_->set().of(technique);
    if (bundled.empty()) {
        diagrams_[technique] = std::nullopt;
        emit diagramShown(technique);
        return;
    }
    computing_ = technique;
    job_.start([givens = bundled.front(), technique](std::stop_token stop) {
        return makeTrainerPosition(givens, technique, std::move(stop));
    });
}

void TrainerDialog::onDiagramMade(std::optional<TrainerPosition> position)
{
    if (!job_.stopRequested()) diagrams_[*computing_] = std::move(position);
    computing_.reset();
    // Draw what is chosen now: this diagram, or start the one chosen meanwhile.
    if (const auto technique = chosen()) drawDiagram(*technique);
}

} // namespace nonet::app
