// annotate_fastmath. afn, contract, reassoc, arcp and nsz change rounding only; ninf and nnan change
// what the compiler may assume about the values a masked row produces.
#include "transforms/annotate_fastmath.h"

#include "transforms/apply_support.h"

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

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure AnnotateFastMathOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                           mlir::Operation *target,
                                                           mlir::transform::ApplyToEachResultList &,
                                                           mlir::transform::TransformState &) {
  if (!getUnsafe()) {
    std::string hazard = infinityAssumptionHazard(getFlags());
    if (!hazard.empty())
      return mlir::emitSilenceableFailure(getOperation())
             << getOperationName() << ": flags " << mlir::arith::stringifyFastMathFlags(getFlags())
             << " are unsafe for attention; " << hazard << "; add `unsafe` to set them anyway";
  }
  annotateFastMath(target, getFlags(), rewriter);
  return mlir::DiagnosedSilenceableFailure::success();
}

llvm::LogicalResult AnnotateFastMathOp::verify() {
  if (getFlags() == mlir::arith::FastMathFlags::none)
    return emitOpError("flags must name at least one fast-math flag");
  return llvm::success();
}

} // namespace lantern::transforms
