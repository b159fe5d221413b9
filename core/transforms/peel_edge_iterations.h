// peel_edge_iterations: a loop whose vector transfers may pass the end of a dimension only in its
// last iterations (fold_padding's key tiles at a ragged length: 4000 keys in 63 tiles of 64, only
// the 63rd crosses the end) is split in two. The first loop runs the iterations in which every such
// transfer lies inside its buffer, and says so (`in_bounds = true`): the backends then read those
// tiles as at an aligned length, without clamped indices, zero-filled copies or selects. The second
// loop, the same body, runs the rest (usually one iteration) with the transfers as they were.
//   - A transfer qualifies on a vector dimension that may pass the end when the memref or tensor
//     dimension it walks is static, its index is the loop's induction variable plus a constant, and
//     it is unmasked. The first loop ends at the first iteration in which some qualifying transfer
//     would pass the end (min with the upper bound when that is dynamic: a causal loop's).
//   - In the first loop, a read that is now in bounds of a splat constant (pad_lengths' key bias,
//     -0.0 on the real keys) becomes the splat vector, and the loop's body is folded: adding -0.0
//     leaves every score as it was, so the bias disappears from all but the last tile.
// The loops are split only where the first would run at least one iteration and the second may run
// some; a loop whose transfers are all inside is only marked. Meaning is kept: both loops run the
// same body over the same iterations in order, and `in_bounds` is set only where the bounds prove it.
#pragma once

#include "mlir/IR/Operation.h"
#include "mlir/IR/PatternMatch.h"

namespace lantern::transforms {

struct EdgePeels {
  int loops = 0;     // loops split in two
  int transfers = 0; // transfers marked in bounds in the first loop
  int constants = 0; // reads of splat constants replaced by the splat
};

EdgePeels peelEdgeIterations(mlir::RewriterBase &rewriter, mlir::Operation *root);

} // namespace lantern::transforms
