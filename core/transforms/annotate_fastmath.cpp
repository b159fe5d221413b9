// annotate_fastmath. afn, contract, reassoc, arcp and nsz change rounding only; ninf and nnan change
// what the compiler may assume about the values a masked row produces.
#include "transforms/annotate_fastmath.h"

namespace lantern::transforms {

std::string infinityAssumptionHazard(mlir::arith::FastMathFlags flags) {
  using mlir::arith::FastMathFlags;
  std::string hazard;
  if (mlir::arith::bitEnumContainsAny(flags, FastMathFlags::ninf))
    hazard = "ninf lets LLVM assume no value is -inf and delete the `== -inf` tests that keep fully masked "
             "rows at 0 (they would then yield exp(-inf - -inf) = NaN)";
  if (mlir::arith::bitEnumContainsAny(flags, FastMathFlags::nnan))
    hazard += std::string(hazard.empty() ? "" : "; ") +
              "nnan lets LLVM assume no NaN appears, so the NaN a masked row yields without its guard becomes "
              "poison instead of a NaN the numeric check can see";
  return hazard;
}

unsigned annotateFastMath(mlir::Operation *scope, mlir::arith::FastMathFlags flags, mlir::RewriterBase &rewriter) {
  unsigned changed = 0;
  scope->walk([&](mlir::arith::ArithFastMathInterface op) {
    mlir::arith::FastMathFlagsAttr current = op.getFastMathFlagsAttr();
    mlir::arith::FastMathFlags merged = (current ? current.getValue() : mlir::arith::FastMathFlags::none) | flags;
    if (current && current.getValue() == merged)
      return;
    rewriter.modifyOpInPlace(op, [&] {
      op->setAttr(op.getFastMathAttrName(), mlir::arith::FastMathFlagsAttr::get(op->getContext(), merged));
    });
    ++changed;
  });
  return changed;
}

} // namespace lantern::transforms
