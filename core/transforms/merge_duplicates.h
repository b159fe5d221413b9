// Merging the copies that fusion makes: a producer read by two consumers in a loop is fused twice,
// and everything it reads with it.
#pragma once

#include "mlir/IR/Block.h"
#include "mlir/IR/PatternMatch.h"

namespace lantern::transforms {

// Merges each op of `body` that is pure (or pure but for cf.assert: a gather's bounds checks) into
// an earlier one computing the same from the same operands, counting fills of one scalar as the
// same value whatever tensor they fill.
void mergeDuplicateTiles(mlir::RewriterBase &rewriter, mlir::Block &body);

} // namespace lantern::transforms
