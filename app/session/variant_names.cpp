#include "app/session/variant_names.h"

#include "core/presets/preset.h"

#include <string>

namespace nonet::app {
namespace {

// The presets' English names (core/presets/preset.cpp), marked here for lupdate; title()
// looks each preset's own name up, so the table stays the one place that names them.
// test_translations_complete checks every preset's name is in every language.
[[maybe_unused]] constexpr const char* kNamesForTranslators[] = {
    QT_TRANSLATE_NOOP("nonet::app::VariantNames", "Classic"),  QT_TRANSLATE_NOOP("nonet::app::VariantNames", "4×4"),
    QT_TRANSLATE_NOOP("nonet::app::VariantNames", "6×6"),      QT_TRANSLATE_NOOP("nonet::app::VariantNames", "16×16"),
    QT_TRANSLATE_NOOP("nonet::app::VariantNames", "X-Sudoku"), QT_TRANSLATE_NOOP("nonet::app::VariantNames", "Windoku"),
    QT_TRANSLATE_NOOP("nonet::app::VariantNames", "Jigsaw"),   QT_TRANSLATE_NOOP("nonet::app::VariantNames", "Killer"),
};

} // namespace

QString VariantNames::title(Variant variant)
{
    const std::string name(presetOf(variant).name);
    return QCoreApplication::translate("nonet::app::VariantNames", name.c_str());
}

} // namespace nonet::app
