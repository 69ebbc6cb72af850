#pragma once
// File > Print Booklet: what goes into the booklet, then print it or save it as a PDF.
//
//   Title:          [ Nonet puzzles              ]
//   Kind:           [ Classic | 4×4 | ... | Killer ]    the game's at first
//   Puzzles:        [ 12 ]                              1 .. 100
//   Levels:         [x] Very easy [ ] Easy ...          at least one the kind offers
//   Per page:       [ 4 ]                               1, 2, 4 or 6
//                   [x] Answer pages at the end
//   Paper:          [ A4 | Letter ]                     (the locale's by default)
//                                 [ Print… ] [ Save as PDF… ] [ Cancel ]

#include "app/paper/booklet.h"
#include "core/grader/level.h"
#include "core/shape/variant.h"
#include "core/presets/preset.h"

#include <QDialog>
#include <QPageSize>

#include <array>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace nonet::app {

struct BookletChoice {
    BookletOptions options;
    Variant variant = homeVariant();
    int count = 12;
    std::vector<Level> levels;
    QPageSize pageSize;
};

class BookletDialog : public QDialog {
    Q_OBJECT
public:
    // `variant` and `level` are chosen at first (those of the game being played); after a
    // booklet has been made, the dialog starts from that booklet's choice instead.
    BookletDialog(Variant variant, Level level, QWidget* parent = nullptr);

    BookletChoice choice() const;
    // What the dialog offers next time (QSettings "booklet/..."): the choice printed or saved.
    static void saveChoice(const BookletChoice& choice);

    QLineEdit* titleEdit() const { return title_; }
    QComboBox* variantBox() const { return variant_; }
    QSpinBox* countBox() const { return count_; }
    QCheckBox* levelBox(Level level) const { return levels_[static_cast<std::size_t>(level)]; }
    QComboBox* perPageBox() const { return perPage_; }
    QCheckBox* answersBox() const { return answers_; }
    QComboBox* paperBox() const { return paper_; }
    QPushButton* printButton() const { return print_; }
    QPushButton* pdfButton() const { return pdf_; }

signals:
    void printRequested(const nonet::app::BookletChoice& choice);
    void pdfRequested(const nonet::app::BookletChoice& choice);

private:
    void refresh();
    void restoreChoice();

    QLineEdit* title_ = nullptr;
    QComboBox* variant_ = nullptr;
    QSpinBox* count_ = nullptr;
    std::array<QCheckBox*, kLevelCount> levels_{};
    QComboBox* perPage_ = nullptr;
    QCheckBox* answers_ = nullptr;
    QComboBox* paper_ = nullptr;
    QLabel* summary_ = nullptr;
    QPushButton* print_ = nullptr;
    QPushButton* pdf_ = nullptr;
};

} // namespace nonet::app
