#pragma once
// Load: the saved games, newest first, with what a player needs to pick one; Open and
// Delete (asks first). Files that could not be read were set aside by the store; the
// dialog says so above the list.
//
//   +------------------------------------------------------------------+
//   | “x.nonet” is damaged ... It was kept as “x.nonet.damaged-…”.      |
//   | Name                  Level    Progress  Time     Saved           |
//   | Medium — 2026-11-29   Medium   45 %      12:03    2026-11-29 20:15 |
//   |                                         [Open] [Delete] [Close]  |
//   +------------------------------------------------------------------+

#include "app/storage/game_store.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace nonet::app {

class LoadDialog : public QDialog {
    Q_OBJECT
public:
    LoadDialog(const GameStore& store, QWidget* parent = nullptr);

    QTreeWidget* list() const { return list_; }
    QPushButton* openButton() const { return open_; }
    QPushButton* deleteButton() const { return delete_; }
    QLabel* problemLabel() const { return problems_; }
    // Shown instead of the list while there are no saved games.
    QLabel* emptyLabel() const { return empty_; }
    // Re-reads the folder.
    void refresh();
    // Deletes the selected game; `confirm` false skips the question (tests).
    void deleteSelected(bool confirm = true);

signals:
    // The player chose a game; the dialog has closed.
    void gameChosen(const nonet::app::SavedGame& game);
    void problem(const QString& message);

private:
    QString selectedPath() const;
    void openSelected();
    void updateButtons();

    const GameStore& store_;
    QTreeWidget* list_;
    QLabel* problems_;
    QLabel* empty_ = nullptr;
    QWidget* buttonsFocus_ = nullptr; // Close, which has the focus when the list is empty
    QPushButton* open_;
    QPushButton* delete_;
};

} // namespace nonet::app
