// sink_normalization_past_contraction: contract(A / s, B) -> contract(A, B) / s, seeing through the
// safe-softmax select(row_fully_masked, 0, ·) and keeping it on the result.
#pragma once

#include "transforms/pattern_driver.h"

#include <optional>

namespace lantern::transforms {

// Rewrites `contraction` (see the op's description). On refusal nothing changed.
std::optional<Refusal> sinkNormalizationPastContraction(mlir::RewriterBase &rewriter, mlir::Operation *contraction);

} // namespace lantern::transforms
