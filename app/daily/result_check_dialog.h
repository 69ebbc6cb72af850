#pragma once
// Help > Check a Result...: is a shared daily result line genuine? The line is pasted (the
// dialog starts with the clipboard when it holds one); the date's puzzle is made off the GUI
// thread and the check code compared.
//
//   Paste a result line shared by a player:
//   [ Nonet daily 2026-12-01 · Easy · 7:42 · no hints · 3F7K-Q2MD ]
//   Genuine: 1 December 2026, Easy, 7:42, no hints. ...
//   [Check]                                            [Close]

#include "app/jobs/background_job.h"
#include "core/daily/result_line.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace nonet::app {

class ResultCheckDialog : public QDialog {
    Q_OBJECT
public:
    explicit ResultCheckDialog(QWidget* parent = nullptr);
    ~ResultCheckDialog() override;

    QPlainTextEdit* lineEdit() const { return edit_; }
    QPushButton* checkButton() const { return check_; }
    QLabel* verdictLabel() const { return verdict_; }
    bool isChecking() const { return job_.isBusy(); }

    // What the dialog says about a check (translated), for the label and for tests.
    static QString describe(const ResultCheck& check);

signals:
    void checked(const QString& verdict);

private:
    void startCheck();
    void onChecked(const ResultCheck& result);

    QPlainTextEdit* edit_ = nullptr;
    QPushButton* check_ = nullptr;
    QLabel* verdict_ = nullptr;
    BackgroundJob<ResultCheck> job_;
};

} // namespace nonet::app
