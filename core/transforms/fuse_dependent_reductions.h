// fuse_dependent_reductions: turns E(x, R1) and a reduction R2 of it into an online update inside
// R1's tiled loop; applied to the row sum and then to P·V it derives the flash-attention loop.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace lantern::transforms {

// Picks E and R2 among `elementwise` and `reduction` (the ops outside `loop` that read the loop's
// result, and E's result), checks the algebra, and rewrites. On refusal nothing changed.
std::optional<Refusal> fuseDependentReductions(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop,
                                               llvm::ArrayRef<mlir::Operation *> elementwise,
                                               llvm::ArrayRef<mlir::Operation *> reduction, bool guardInfinities);

// The accumulator of a tiled max reduction in `loop`, as fuse_dependent_reductions and
// rewrite_attention_row_mask see it.
struct TiledReduction {
  unsigned iterArg = 0;              // position among the loop's iter_args and results
  mlir::linalg::GenericOp tile;      // R1 on one tile, inside the loop
  unsigned reductionLoop = 0;        // R1's reduction loop
  mlir::Value source;                // the tensor R1 reads one tile of (extract_slice source), may be null
};
std::optional<TiledReduction> findTiledReduction(mlir::scf::ForOp loop);

} // namespace lantern::transforms
