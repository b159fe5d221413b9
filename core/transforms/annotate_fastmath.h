// annotate_fastmath: adds fast-math flags to the ops in a target, refusing the flags that let LLVM
// assume away the -inf of masked attention scores.
#pragma once

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"

#include <string>

namespace lantern::transforms {

// Why `flags` are unsafe for attention (they include ninf or nnan); "" when they are safe.
std::string infinityAssumptionHazard(mlir::arith::FastMathFlags flags);

// Adds `flags` to `scope` and to every op nested in it that carries fast-math flags; returns how
// many ops changed.
unsigned annotateFastMath(mlir::Operation *scope, mlir::arith::FastMathFlags flags, mlir::RewriterBase &rewriter);

} // namespace lantern::transforms
