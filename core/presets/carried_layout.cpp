#include "core/presets/carried_layout.h"

#include "core/notation/killer_notation.h"
#include "core/notation/shape_notation.h"
#include "core/presets/preset.h"

namespace nonet {

std::string formatCarriedLayout(const Shape& shape)
{
    switch (presetOf(shape.variant()).layout) {
    case CarriedLayout::None: return {};
    case CarriedLayout::Regions: return formatJigsawLayout(shape);
    case CarriedLayout::Cages: return formatKillerCages(shape);
    }
    return {};
}

std::variant<ShapePtr, ParseError> parseCarriedLayout(Variant variant, std::string_view text)
{
    switch (presetOf(variant).layout) {
    case CarriedLayout::None:
        if (!text.empty()) {
            ParseError error;
            error.code = ParseError::Code::BadLayout;
            error.message = "this kind of puzzle has no layout";
            return error;
        }
        return Shape::of(variant);
    case CarriedLayout::Regions: return parseJigsawLayout(text);
    case CarriedLayout::Cages: return parseKillerCages(text);
    }
    return Shape::of(variant);
}

} // namespace nonet
