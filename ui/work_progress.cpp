#include "ui/work_progress.h"

#include <QProgressDialog>

namespace nonet::ui {

QProgressDialog* openWorkProgress(QWidget* window, const WorkProgressWords& words, int maximum)
{
    auto* progress = new QProgressDialog(words.text, words.cancel, 0, maximum, window);
    progress->setObjectName(words.objectName);
    progress->setAccessibleName(words.accessibleName);
    progress->setWindowTitle(words.title);
    progress->setWindowModality(Qt::WindowModal);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    // The job decides when it is done: reaching the maximum neither closes nor resets it.
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setMinimumDuration(300);
    progress->setValue(0);
    return progress;
}

} // namespace nonet::ui
