#include "app/files/load_dialog.h"

#include "app/files/game_keeper.h"
#include "ui/timer_label.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>

namespace nonet::app {
namespace {

constexpr int kPathRole = Qt::UserRole;

} // namespace

LoadDialog::LoadDialog(const GameStore& store, QWidget* parent) : QDialog(parent), store_(store)
{
    setWindowTitle(tr("Load a saved game"));
    setObjectName(QStringLiteral("loadDialog"));
    auto* layout = new QVBoxLayout(this);

    problems_ = new QLabel(this);
    problems_->setObjectName(QStringLiteral("loadProblems"));
    problems_->setAccessibleName(tr("Problems with saved games"));
    problems_->setWordWrap(true);
    problems_->setTextFormat(Qt::PlainText);
    problems_->hide();
    layout->addWidget(problems_);

    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("savedGames"));
    list_->setAccessibleName(tr("Saved games"));
    list_->setRootIsDecorated(false);
    list_->setAllColumnsShowFocus(true);
    list_->setHeaderLabels({tr("Name"), tr("Game"), tr("Progress"), tr("Time played"), tr("Saved")});
    list_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    list_->setMinimumSize(560, 260);
    layout->addWidget(list_, 1);

    // In the list's place while there is nothing in it.
    empty_ = new QLabel(tr("No saved games yet. Save (%1) keeps the game you are playing here under a name; "
                           "a game you leave for another one is kept under Game ▸ Continue.")
                            .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)),
                        this);
    empty_->setObjectName(QStringLiteral("noSavedGames"));
    empty_->setWordWrap(true);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setMinimumSize(560, 260);
    empty_->setFrameShape(QFrame::StyledPanel);
    empty_->setMargin(24);
    empty_->hide();
    layout->addWidget(empty_, 1);

    auto* buttons = new QDialogButtonBox(this);
    open_ = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    open_->setAccessibleName(tr("Open the selected game"));
    open_->setDefault(true);
    delete_ = buttons->addButton(tr("&Delete"), QDialogButtonBox::DestructiveRole);
    delete_->setAccessibleName(tr("Delete the selected game"));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    buttonsFocus_ = close;
    close->setAccessibleName(tr("Close"));
    layout->addWidget(buttons);

    connect(open_, &QPushButton::clicked, this, &LoadDialog::openSelected);
    connect(delete_, &QPushButton::clicked, this, [this] { deleteSelected(true); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QTreeWidget::itemActivated, this, &LoadDialog::openSelected);
    connect(list_, &QTreeWidget::currentItemChanged, this, &LoadDialog::updateButtons);
    refresh();
}

void LoadDialog::refresh()
{
    const GameStore::Listing listing = store_.list();
    list_->clear();
    for (const GameStore::Entry& entry : listing.games) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(0, entry.name);
        item->setText(1, GameKeeper::titleOf(entry));
        item->setText(2, tr("%1 %").arg(QLocale().toString(entry.progressPercent)));
        item->setText(3, ui::TimerLabel::format(std::chrono::milliseconds(entry.elapsedMs)));
        item->setText(4, QLocale().toString(entry.saved.toLocalTime(), QLocale::ShortFormat));
        item->setData(0, kPathRole, entry.path);
    }
    if (list_->topLevelItemCount() > 0) list_->setCurrentItem(list_->topLevelItem(0));
    for (int c = 1; c < list_->columnCount(); ++c) list_->resizeColumnToContents(c);
    if (!listing.problems.isEmpty()) {
        problems_->setText(listing.problems.join(QLatin1Char('\n')));
        problems_->show();
    }
    const bool none = list_->topLevelItemCount() == 0;
    list_->setVisible(!none);
    empty_->setVisible(none);
    updateButtons();
    if (none) buttonsFocus_->setFocus();
    else list_->setFocus();
}

QString LoadDialog::selectedPath() const
{
    const QTreeWidgetItem* item = list_->currentItem();
    return item ? item->data(0, kPathRole).toString() : QString();
}

void LoadDialog::updateButtons()
{
    const bool any = !selectedPath().isEmpty();
    open_->setEnabled(any);
    delete_->setEnabled(any);
}

void LoadDialog::openSelected()
{
    const QString path = selectedPath();
    if (path.isEmpty()) return;
    auto opened = store_.open(path);
    if (auto* message = std::get_if<QString>(&opened)) {
        // Set aside meanwhile (or changed on disk): say so and show what is left.
        emit problem(*message);
        refresh();
        problems_->setText(*message);
        problems_->show();
        return;
    }
    accept();
    emit gameChosen(std::get<SavedGame>(opened));
}

void LoadDialog::deleteSelected(bool confirm)
{
    const QTreeWidgetItem* item = list_->currentItem();
    if (!item) return;
    if (confirm
        && QMessageBox::question(this, tr("Delete saved game"), tr("Delete “%1”? This cannot be undone.").arg(item->text(0)),
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
               != QMessageBox::Yes)
        return;
    if (const auto error = store_.remove(selectedPath())) emit problem(*error);
    refresh();
}

} // namespace nonet::app
