// normalize_reductions: the reductions of an imported graph in the form tiling takes. Results of a
// multi-result reduction that nothing reads (the argmax of torch-mlir's aten.max.dim) are dropped,
// and reductions that keep the reduced dimension as a constant 0 in an output map (torch-mlir's
// keepdim sums and guard reductions) become reductions without it followed by tensor.expand_shape.
#pragma once

#include "transforms/pattern_driver.h"

namespace lantern::transforms {

// Rewrites every such linalg.generic in `function`; a function without one is left unchanged.
RewriteOutcome normalizeReductions(mlir::Operation *function, mlir::RewriterBase::Listener *listener);

} // namespace lantern::transforms
