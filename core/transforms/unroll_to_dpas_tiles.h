// unroll_to_dpas_tiles: a subgroup's vectorized tile program (one scf.forall iteration per Intel
// subgroup of 16 lanes) is cut into the tiles Xe's DPAS and 2D block loads work on: contractions
// into 8x16x16 (m, n, k), their B operands into 16x16 tiles read straight from memory (a B operand
// read as Kᵀ becomes a transpose right after the read, which XeGPU turns into a transposed block
// load), row vectors into 8-element pieces and everything else into 8x16 tiles. MLIR 22.1's XeGPU
// distributes instruction-sized subgroup code to lanes; its own blocking pass cannot yet split the
// row reductions and row broadcasts of the online softmax, so Lantern does it before
// convert-vector-to-xegpu.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace lantern::transforms {

// Rewrites the vector ops nested in `root`.
std::optional<Refusal> unrollToDpasTiles(mlir::RewriterBase &rewriter, mlir::Operation *root);

} // namespace lantern::transforms
