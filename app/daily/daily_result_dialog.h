#pragma once
// Shown when a daily puzzle is solved for the first time: the result, the streak, and the
// line to share with its check code.
//
//   You solved the daily puzzle of Tuesday, 1 December 2026 (Easy) in 7:42 without hints.
//   Current streak: 3 days
//   [ Nonet daily 2026-12-01 · Easy · 7:42 · no hints · 3F7K-Q2MD ]
//   [Copy Result]  [Calendar...]                                  [Close]

#include "core/daily/civil_date.h"

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace nonet::app {

class DailyRecorder;

class DailyResultDialog : public QDialog {
    Q_OBJECT
public:
    DailyResultDialog(DailyRecorder* recorder, CivilDate date, QWidget* parent = nullptr);

    QLineEdit* lineField() const { return line_; }
    QPushButton* copyButton() const { return copy_; }

signals:
    void calendarRequested();

private:
    QLineEdit* line_ = nullptr;
    QPushButton* copy_ = nullptr;
};

} // namespace nonet::app
