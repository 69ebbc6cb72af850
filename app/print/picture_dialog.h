#pragma once
// Export > Picture: what the picture shows and how large it is; OK then asks where to
// save it.
//
//   Shows:   (o) the board as it is (entries and notes)   ( ) the puzzle alone
//   Size:    [ 900 ] px                                     200 .. 4000
//   Format:  [ PNG image | SVG drawing ]
//                                            [ Save… ] [ Cancel ]

#include "app/paper/paper_files.h"

#include <QDialog>

class QComboBox;
class QRadioButton;
class QSpinBox;

namespace nonet::app {

struct PictureChoice {
    bool asShown = true;
    int side = 900;
    PictureFormat format = PictureFormat::Png;
};

class PictureDialog : public QDialog {
    Q_OBJECT
public:
    explicit PictureDialog(const PictureChoice& choice, QWidget* parent = nullptr);

    PictureChoice choice() const;
    QComboBox* formatBox() const { return format_; }
    QSpinBox* sizeBox() const { return size_; }
    QRadioButton* asShownButton() const { return asShown_; }
    QRadioButton* blankButton() const { return blank_; }

    // The last choice, kept in the settings between exports.
    static PictureChoice savedChoice();
    static void saveChoice(const PictureChoice& choice);

private:
    QRadioButton* asShown_ = nullptr;
    QRadioButton* blank_ = nullptr;
    QSpinBox* size_ = nullptr;
    QComboBox* format_ = nullptr;
};

} // namespace nonet::app
