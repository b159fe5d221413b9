// multiply_by_row_reciprocal. A flash loop ends with the output tile divided by the row sum,
//   %o = arith.divf %acc, transpose(broadcast(%l))
// which a GPU computes as one IEEE division per element (div.rn.f32 on NVIDIA: a reciprocal, its
// Newton refinement and a range check, about ten instructions; 64 per thread for a 16x128 tile
// spread over a warp). With the reciprocal taken once per row,
//   %o = arith.mulf %acc, transpose(broadcast(1 / %l))
// each element costs one multiply. A rounding change: x·fl(1/l) is within 2^-23 of x/l relative
// (two roundings instead of one); where 1/l overflows (|l| < 2^-126) the result is x·inf instead of
// a finite quotient. The flash loop's row sum is at least 1 for a row with a finite score (its
// maximum contributes exp(0)) and 0 for a row of -inf, where 0·inf is NaN as 0/0 was (the
// safe-softmax guard then selects 0 either way).
#include "transforms/multiply_by_row_reciprocal.h"

#include "transforms/apply_support.h"
#include "transforms/lantern_transform_ops.h"
#include "transforms/row_spread.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace lantern::transforms {

using namespace mlir;

std::optional<Refusal> multiplyByRowReciprocal(RewriterBase &rewriter, Operation *scope, unsigned &rewritten) {
  SmallVector<arith::DivFOp> divisions;
  scope->walk([&](arith::DivFOp division) {
    auto type = dyn_cast<VectorType>(division.getType());
    if (type && type.getElementType().isF32())
      divisions.push_back(division);
  });
  for (arith::DivFOp division : divisions) {
    RowSpread spread = traceRowSpread(division.getRhs());
    if (!spread.root)
      continue;
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(division);
    Location loc = division.getLoc();
    Value one = createScalarOrSplatConstant(rewriter, loc, spread.root.getType(), APFloat(1.0f));
    Value reciprocal = arith::DivFOp::create(rewriter, loc, one, spread.root, division.getFastmathAttr());
    Value tile = spreadLike(rewriter, spread, reciprocal);
    rewriter.replaceOpWithNewOp<arith::MulFOp>(division, division.getLhs(), tile, division.getFastmathAttr());
    // The spread divisor, when nothing else reads it.
    for (Operation *op : spread.ops)
      if (op->use_empty() && isPure(op))
        rewriter.eraseOp(op);
    ++rewritten;
  }
  if (rewritten == 0)
    return Refusal{scope->getLoc(), "no division of an f32 vector tile by a row value spread from fewer elements",
                   "the rewrite takes one reciprocal per row of the divisor; after `vectorize`, the flash loop's "
                   "final division by the row sum is such a division"};
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure MultiplyByRowReciprocalOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                  mlir::Operation *target,
                                                                  mlir::transform::ApplyToEachResultList &,
                                                                  mlir::transform::TransformState &) {
  unsigned rewritten = 0;
  if (std::optional<Refusal> refusal = multiplyByRowReciprocal(rewriter, target, rewritten);
      refusal && !getIfPresent())
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
