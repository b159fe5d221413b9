// fold_scale_into_exp2: the softmax's exponentials of a vectorized tile, exp(x - m) with m a row
// value broadcast over the tile, become exp2(fma(x, log2 e, -m·log2 e)): one fused multiply-add per
// element, and the row term once per row. Where x is the scores scaled by positive constants (the
// √scale factors narrow_vector_contract_operands moved onto Q·Kᵀ's result, a divide), masked to
// -inf or not, the scale joins the FMA's factor and the row max is taken on the unscaled scores,
// then scaled: a rounding change (the exponent is rounded once, not after each multiply), bounded in
// the op's description.
#pragma once

#include "transforms/pattern_driver.h"

#include <optional>

namespace lantern::transforms {

// Rewrites every such exponential nested in `scope`; the count of rewritten exponentials, or why
// none was found.
struct Exp2Folding {
  unsigned exponentials = 0; // exp(x - m) rewritten
  unsigned scaled = 0;       // of them, with the scale folded into the FMA
};

std::optional<Refusal> foldScaleIntoExp2(mlir::RewriterBase &rewriter, mlir::Operation *scope, Exp2Folding &done);

} // namespace lantern::transforms
