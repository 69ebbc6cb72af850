#include "app/session/technique_names.h"

#include "core/logic/technique_catalog.h"

#include <QCoreApplication>

namespace nonet::app {

QString techniqueTitle(Technique technique)
{
    // The catalog's name, which lupdate collected under the context "nonet" (NONET_TR_NOOP).
    return QCoreApplication::translate("nonet", techniqueName(technique).data());
}

} // namespace nonet::app
