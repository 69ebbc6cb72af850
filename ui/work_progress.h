#pragma once

#include <QString>

class QProgressDialog;
class QWidget;

namespace nonet::ui {

// What a long job's progress dialog says: its text, its title, its button, the name a
// screen reader speaks, and the object name tests find it by. The caller translates them.
struct WorkProgressWords {
    QString text;
    QString title;
    QString cancel;
    QString accessibleName;
    QString objectName;
};

// The progress dialog of a job that runs off the GUI thread (a booklet, reading a
// picture): modal to its window, with Cancel, shown only when the job outlasts 300 ms so
// that a quick one does not flash a window, kept open at the maximum (the job closes it)
// and deleted when closed. Its canceled() signal is the caller's to connect.
QProgressDialog* openWorkProgress(QWidget* window, const WorkProgressWords& words, int maximum);

} // namespace nonet::ui
