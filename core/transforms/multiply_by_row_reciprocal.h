// multiply_by_row_reciprocal: a tile divided by a per-row value spread over it (the flash loop's
// final O / l) becomes the tile times the row's reciprocal, spread the same way: one division per
// row instead of one per element.
#pragma once

#include "transforms/pattern_driver.h"

#include <optional>

namespace lantern::transforms {

// Rewrites every such division nested in `scope`; `rewritten` counts them. A refusal when none.
std::optional<Refusal> multiplyByRowReciprocal(mlir::RewriterBase &rewriter, mlir::Operation *scope,
                                               unsigned &rewritten);

} // namespace lantern::transforms
