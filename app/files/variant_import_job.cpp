#include "app/files/variant_import_job.h"

#include <QTimer>

#include <utility>

namespace nonet::app {

VariantImportJob::VariantImportJob(QObject* parent)
    : QObject(parent), check_(
                           [this](Result result) {
                               setBusy(false);
                               if (auto* game = std::get_if<ShapeGame>(&result)) emit finished(*game);
                               else emit failed(std::get<ImportProblem>(result));
                           },
                           &pool_)
{
    pool_.setMaxThreadCount(1);
}

VariantImportJob::~VariantImportJob()
{
    check_.cancel();
    pool_.waitForDone();
}

void VariantImportJob::start(const QString& text, Variant variant)
{
    cancel();
    const quint64 id = ++id_;
    setBusy(true);
    auto parsed = VariantImport::parse(text, variant);
    if (auto* problem = std::get_if<ImportProblem>(&parsed)) {
        QTimer::singleShot(0, this, [this, id, p = std::move(*problem)] {
            if (id != id_) return; // superseded or cancelled meanwhile
            setBusy(false);
            emit failed(p);
        });
        return;
    }
    check_.start([puzzle = std::get<VariantText>(std::move(parsed))](std::stop_token stop) -> Result {
        auto checked = VariantImport::check(puzzle, std::move(stop));
        if (auto* game = std::get_if<ShapeGame>(&checked)) return Result(std::move(*game));
        return Result(std::get<ImportProblem>(std::move(checked)));
    });
}

void VariantImportJob::cancel()
{
    ++id_; // a refusal still on its way is for an older request now
    check_.cancel();
    setBusy(false);
}

void VariantImportJob::waitForFinished() { pool_.waitForDone(); }

void VariantImportJob::setBusy(bool busy)
{
    if (busy == busy_) return;
    busy_ = busy;
    emit busyChanged(busy);
}

} // namespace nonet::app
