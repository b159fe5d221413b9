// unshare_destinations: every destination-passing op gets a tensor.empty (or a fill of one) of its
// own before one-shot bufferization, so that CSE'd destinations do not make one alias set of the
// whole function.
#pragma once

#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

namespace lantern::transforms {

// Clones, right after the original, a tensor.empty for each of its uses but the first, and a
// linalg.fill of a tensor.empty for each use as a destination (a DPS init) when it has several
// uses. Values are unchanged (an empty tensor has no contents to share; each fill computes the
// same). Returns the number of clones made.
unsigned unshareDestinations(mlir::RewriterBase &rewriter, mlir::Operation *root);

} // namespace lantern::transforms
