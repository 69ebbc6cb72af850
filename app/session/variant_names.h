#pragma once
// Variant names as the player reads them (translated): "4×4", "X-Sudoku", "Jigsaw", "Killer", ...

#include "core/shape/variant.h"

#include <QCoreApplication>
#include <QString>

namespace nonet::app {

class VariantNames {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::VariantNames)
public:
    static QString title(Variant variant);
};

} // namespace nonet::app
