// rewrite_attention_row_mask: all(s == -inf) over a row becomes max(s) == -inf on the key loop's
// row max, so the safe-softmax guard no longer reads the whole score row after the loop.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace lantern::transforms {

// Rewrites the AND reductions of `s == -inf` over the scores `loop` reduces. On refusal nothing
// changed.
// `noGuard` is set when the refusal is only that the graph has no guard to rewrite.
std::optional<Refusal> rewriteAttentionRowMask(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop, bool *noGuard);

} // namespace lantern::transforms
