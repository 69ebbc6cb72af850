#include "app/print/booklet_dialog.h"

#include "app/paper/paper_files.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "core/grader/variant_levels.h"
#include "ui/accessibility/spoken_choice.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace nonet::app {

namespace {

const QString kTitleKey = QStringLiteral("booklet/title");
const QString kCountKey = QStringLiteral("booklet/count");
const QString kLevelsKey = QStringLiteral("booklet/levels");
const QString kVariantKey = QStringLiteral("booklet/variant");
const QString kPerPageKey = QStringLiteral("booklet/perPage");
const QString kAnswersKey = QStringLiteral("booklet/answers");

QString keyOf(Level level)
{
    const std::string_view key = levelKey(level);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

} // namespace

BookletDialog::BookletDialog(Variant variant, Level level, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Print a Booklet"));
    setObjectName(QStringLiteral("bookletDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;

    title_ = new QLineEdit(tr("Nonet puzzles"), this);
    title_->setObjectName(QStringLiteral("bookletTitle"));
    title_->setAccessibleName(tr("Booklet title"));
    title_->setMaxLength(120);
    form->addRow(tr("&Title:"), title_);

    variant_ = new QComboBox(this);
    variant_->setObjectName(QStringLiteral("bookletVariant"));
    variant_->setAccessibleName(tr("Kind of puzzle"));
    for (const Variant each : kAllVariants) variant_->addItem(VariantNames::title(each), static_cast<int>(each));
    variant_->setCurrentIndex(variant_->findData(static_cast<int>(variant)));
    new ui::SpokenChoice(variant_);
    form->addRow(tr("&Kind:"), variant_);

    count_ = new QSpinBox(this);
    count_->setObjectName(QStringLiteral("bookletCount"));
    count_->setAccessibleName(tr("Number of puzzles"));
    count_->setRange(1, Booklet::kMaxPuzzles);
    count_->setValue(12);
    form->addRow(tr("&Puzzles:"), count_);

    auto* levelGrid = new QGridLayout;
    for (const Level each : kAllLevels) {
        auto* box = new QCheckBox(levelTitle(each), this);
        box->setObjectName(QStringLiteral("bookletLevel-%1").arg(static_cast<int>(each)));
        box->setAccessibleName(tr("Include %1 puzzles").arg(levelTitle(each)));
        box->setChecked(each == level);
        const int index = static_cast<int>(each);
        levelGrid->addWidget(box, index / 3, index % 3);
        levels_[static_cast<std::size_t>(index)] = box;
        connect(box, &QCheckBox::toggled, this, &BookletDialog::refresh);
    }
    form->addRow(tr("Levels:"), levelGrid);

    perPage_ = new QComboBox(this);
    perPage_->setObjectName(QStringLiteral("bookletPerPage"));
    perPage_->setAccessibleName(tr("Puzzles per page"));
    for (const int n : {1, 2, 4, 6}) perPage_->addItem(QString::number(n), n);
    perPage_->setCurrentIndex(2);
    new ui::SpokenChoice(perPage_);
    form->addRow(tr("Per pa&ge:"), perPage_);

    answers_ = new QCheckBox(tr("&Answer pages at the end"), this);
    answers_->setObjectName(QStringLiteral("bookletAnswers"));
    answers_->setAccessibleName(tr("Answer pages at the end"));
    answers_->setChecked(true);
    form->addRow(QString(), answers_);

    paper_ = new QComboBox(this);
    paper_->setObjectName(QStringLiteral("bookletPaper"));
    paper_->setAccessibleName(tr("Paper size"));
    paper_->addItem(tr("A4"), static_cast<int>(QPageSize::A4));
    paper_->addItem(tr("Letter"), static_cast<int>(QPageSize::Letter));
    paper_->setCurrentIndex(PaperFiles::defaultPageSize().id() == QPageSize::Letter ? 1 : 0);
    new ui::SpokenChoice(paper_);
    form->addRow(tr("Pap&er:"), paper_);
    layout->addLayout(form);

    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("bookletSummary"));
    summary_->setAccessibleName(tr("Booklet summary"));
    summary_->setWordWrap(true);
    layout->addWidget(summary_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    print_ = buttons->addButton(tr("P&rint…"), QDialogButtonBox::AcceptRole);
    print_->setObjectName(QStringLiteral("bookletPrint"));
    print_->setAccessibleName(tr("Print the booklet"));
    pdf_ = buttons->addButton(tr("Save as P&DF…"), QDialogButtonBox::AcceptRole);
    pdf_->setObjectName(QStringLiteral("bookletPdf"));
    pdf_->setAccessibleName(tr("Save the booklet as a PDF file"));
    pdf_->setDefault(true);
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    layout->addWidget(buttons);

    connect(print_, &QPushButton::clicked, this, [this] {
        accept();
        saveChoice(choice());
        emit printRequested(choice());
    });
    connect(pdf_, &QPushButton::clicked, this, [this] {
        accept();
        saveChoice(choice());
        emit pdfRequested(choice());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(variant_, &QComboBox::currentIndexChanged, this, &BookletDialog::refresh);
    connect(count_, &QSpinBox::valueChanged, this, &BookletDialog::refresh);
    connect(perPage_, &QComboBox::currentIndexChanged, this, &BookletDialog::refresh);
    connect(answers_, &QCheckBox::toggled, this, &BookletDialog::refresh);
    restoreChoice();
    refresh();
}

// The last booklet made is where the next one starts (title, count, levels, per page,
// answers); the game's level only before the first.
void BookletDialog::restoreChoice()
{
    const QSettings settings;
    if (!settings.contains(kLevelsKey)) return;
    title_->setText(settings.value(kTitleKey, title_->text()).toString());
    if (const auto variant = parseVariant(settings.value(kVariantKey).toString().toStdString()))
        variant_->setCurrentIndex(variant_->findData(static_cast<int>(*variant)));
    count_->setValue(settings.value(kCountKey, count_->value()).toInt());
    const QStringList levels = settings.value(kLevelsKey).toStringList();
    bool any = false;
    for (const Level each : kAllLevels) {
        const bool on = levels.contains(keyOf(each));
        levels_[static_cast<std::size_t>(each)]->setChecked(on);
        any = any || on;
    }
    if (!any) levels_[static_cast<std::size_t>(Level::Easy)]->setChecked(true); // a damaged list
    if (const int index = perPage_->findData(settings.value(kPerPageKey).toInt()); index >= 0) perPage_->setCurrentIndex(index);
    answers_->setChecked(settings.value(kAnswersKey, answers_->isChecked()).toBool());
}

void BookletDialog::saveChoice(const BookletChoice& choice)
{
    QSettings settings;
    settings.setValue(kTitleKey, choice.options.title);
    const std::string_view variant = variantKey(choice.variant);
    settings.setValue(kVariantKey, QString::fromLatin1(variant.data(), static_cast<qsizetype>(variant.size())));
    settings.setValue(kCountKey, choice.count);
    QStringList levels;
    for (const Level level : choice.levels) levels << keyOf(level);
    settings.setValue(kLevelsKey, levels);
    settings.setValue(kPerPageKey, choice.options.perPage);
    settings.setValue(kAnswersKey, choice.options.answers);
}

BookletChoice BookletDialog::choice() const
{
    BookletChoice choice;
    choice.options.title = title_->text().trimmed();
    choice.options.perPage = perPage_->currentData().toInt();
    choice.options.answers = answers_->isChecked();
    choice.count = count_->value();
    choice.variant = static_cast<Variant>(variant_->currentData().toInt());
    // Only the levels the kind offers (a 4×4 has no Medium), though others stay ticked for
    // when the kind changes back.
    for (const Level level : kAllLevels)
        if (levels_[static_cast<std::size_t>(level)]->isChecked() && offersLevel(choice.variant, level)) choice.levels.push_back(level);
    choice.pageSize = QPageSize(static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt()));
    return choice;
}

void BookletDialog::refresh()
{
    const BookletChoice chosen = choice();
    for (const Level level : kAllLevels) levels_[static_cast<std::size_t>(level)]->setEnabled(offersLevel(chosen.variant, level));
    const bool anyLevel = !chosen.levels.empty();
    print_->setEnabled(anyLevel);
    pdf_->setEnabled(anyLevel);
    if (!anyLevel) {
        summary_->setText(tr("Choose at least one level."));
        return;
    }
    const Booklet shape(chosen.options, std::vector<BookletPuzzle>(static_cast<std::size_t>(chosen.count)));
    summary_->setText(tr("%n page(s)", nullptr, shape.pageCount()));
}

} // namespace nonet::app
