#include "app/session/variant_names.h"

namespace nonet::app {

QString VariantNames::title(Variant variant)
{
    switch (variant) {
    case Variant::Classic: return tr("Classic");
    case Variant::Mini4: return tr("4×4");
    case Variant::Mini6: return tr("6×6");
    case Variant::Giant16: return tr("16×16");
    case Variant::X: return tr("X-Sudoku");
    case Variant::Windoku: return tr("Windoku");
    case Variant::Jigsaw: return tr("Jigsaw");
    case Variant::Killer: return tr("Killer");
    }
    return {};
}

} // namespace nonet::app
