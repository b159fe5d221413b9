// fuse_same_role_elementwise: chains of elementwise linalg.generic ops that carry the same role
// (torch-mlir's `s - m` then `exp`, both the softmax's exponential) become one op.
#pragma once

#include "transforms/pattern_driver.h"

namespace lantern::transforms {

// Upstream's elementwise fusion, allowed only between a producer and a consumer with the same
// `lantern.role` (and `lantern.block`); nothing else is fused.
RewriteOutcome fuseSameRoleElementwise(mlir::Operation *function, mlir::RewriterBase::Listener *listener);

} // namespace lantern::transforms
