#pragma once
// Help ▸ How to Play (F1) and Help ▸ Keyboard Shortcuts: one dialog with two pages.
//
//   How to Play         the rules, placing digits and notes, help while playing, how hints
//                       name cells (r2c9), levels, and where games are kept
//   Keyboard Shortcuts  every menu action that has a shortcut, read from the actions
//                       themselves (so the list cannot drift from the menus), then the keys
//                       of the board, which are not actions

#include <QDialog>
#include <QList>

class QAction;
class QTabWidget;
class QTableWidget;
class QTextBrowser;

namespace nonet::app {

class HowToPlayDialog : public QDialog {
    Q_OBJECT
public:
    enum class Page { Guide, Shortcuts };

    // `actions`: the window's actions; those with a shortcut are listed, in this order.
    explicit HowToPlayDialog(const QList<QAction*>& actions, QWidget* parent = nullptr);

    void showPage(Page page);
    Page page() const;

    QTextBrowser* guide() const { return guide_; }
    QTableWidget* shortcutTable() const { return shortcuts_; }

private:
    QString guideHtml() const;
    void fillShortcuts(const QList<QAction*>& actions);

    QTabWidget* tabs_ = nullptr;
    QTextBrowser* guide_ = nullptr;
    QTableWidget* shortcuts_ = nullptr;
};

} // namespace nonet::app
