#pragma once
// The strip above the board while a technique is practised:
//
//   [ Find the X-Wing and make its step ... then press Check.  [Check] [Next Position] [End] ]
//
// It shows the controller's words (the task, then the verdict) and drives it.

#include <QFrame>

class QLabel;
class QPushButton;

namespace nonet::app {

class PracticeController;

class PracticeBar : public QFrame {
    Q_OBJECT
public:
    explicit PracticeBar(PracticeController* controller, QWidget* parent = nullptr);

    QLabel* textLabel() const { return text_; }
    QPushButton* checkButton() const { return check_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* endButton() const { return end_; }

private:
    void refresh();

    PracticeController* controller_;
    QLabel* text_ = nullptr;
    QPushButton* check_ = nullptr;
    QPushButton* next_ = nullptr;
    QPushButton* end_ = nullptr;
};

} // namespace nonet::app
