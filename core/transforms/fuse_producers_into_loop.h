// fuse_producers_into_loop: tiles and fuses into a loop every producer whose result the loop reads
// one slice at a time, repeatedly, so a whole producer chain (scores, mask, score mods, Q·Kᵀ, the
// transpose of K) moves in without naming its ops.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Interfaces/LoopLikeInterface.h"

#include <optional>

namespace lantern::transforms {

// Returns how many producers were fused, or a refusal when none could be. Slices of reshapes
// (collapse/expand_shape) in the loop are first moved above the reshapes where each reassociation
// group is sliced whole or to one element, so the producers behind them are fused too.
std::optional<Refusal> fuseProducersIntoLoop(mlir::RewriterBase &rewriter, mlir::LoopLikeOpInterface loop,
                                             unsigned &fused);

} // namespace lantern::transforms
