// carry_vectors_in_loop: after vectorization, a loop that carries small tensors (the running max,
// sum and output of the flash loop) read and fully rewritten by vector transfers each iteration
// carries the vectors instead; the tensors are read once before the loop and written once after.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Interfaces/LoopLikeInterface.h"

#include <optional>

namespace lantern::transforms {

// Returns the rewritten loop in `result`; a refusal when no iter_arg became a vector.
std::optional<Refusal> carryVectorsInLoop(mlir::RewriterBase &rewriter, mlir::LoopLikeOpInterface loop,
                                          mlir::LoopLikeOpInterface &result);

} // namespace lantern::transforms
