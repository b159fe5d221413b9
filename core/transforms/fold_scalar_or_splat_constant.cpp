// fold_scalar_or_splat_constant. MLIR 22.1 has this rewrite only inside
// linalg::populateElementwiseOpsFusionPatterns, together with elementwise fusion, which Lantern
// must not run (it fuses the mask into P·V); so the rewrite lives here on its own.
#include "transforms/fold_scalar_or_splat_constant.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

namespace lantern::transforms {

namespace {

using namespace mlir;

// The one value of a scalar integer/float constant or of a splat tensor constant; null otherwise.
TypedAttr singleConstantValue(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return {};
  Attribute attr;
  if (!matchPattern(def, m_Constant(&attr)))
    return {};
  if (auto dense = dyn_cast<DenseElementsAttr>(attr))
    return dense.isSplat() && dense.getElementType().isIntOrFloat() ? dense.getSplatValue<TypedAttr>()
                                                                     : TypedAttr();
  if (isa<IntegerAttr, FloatAttr>(attr))
    return cast<TypedAttr>(attr);
  return {};
}

// The loops of `op` that no indexing map but `dropped`'s mentions, e.g. "d1".
std::string loopsOnlyDefinedBy(linalg::GenericOp op, OpOperand *dropped) {
  llvm::SmallBitVector covered(op.getNumLoops());
  for (OpOperand &operand : op->getOpOperands()) {
    if (&operand == dropped)
      continue;
    for (AffineExpr e : op.getMatchingIndexingMap(&operand).getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(e))
        covered.set(dim.getPosition());
  }
  std::string loops;
  for (unsigned d = 0; d < op.getNumLoops(); ++d)
    if (!covered.test(d))
      loops += (loops.empty() ? "d" : ", d") + std::to_string(d);
  return loops;
}

class FoldConstantInputIntoBody : public OpRewritePattern<linalg::GenericOp> {
public:
  FoldConstantInputIntoBody(MLIRContext *context, RefusalLog *refusals)
      : OpRewritePattern<linalg::GenericOp>(context), refusals(refusals) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op, PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    for (OpOperand *input : op.getDpsInputOperands()) {
      TypedAttr value = singleConstantValue(input->get());
      if (!value)
        continue;
      SmallVector<Value> inputs;
      SmallVector<AffineMap> maps;
      for (OpOperand *other : op.getDpsInputOperands()) {
        if (other == input)
          continue;
        inputs.push_back(other->get());
        maps.push_back(op.getMatchingIndexingMap(other));
      }
      for (OpOperand &init : op.getDpsInitsMutable())
        maps.push_back(op.getMatchingIndexingMap(&init));
      if (!inversePermutation(concatAffineMaps(maps, rewriter.getContext()))) {
        if (refusals)
          refusals->add(op.getLoc(),
                        "input #" + std::to_string(input->getOperandNumber()) + " of " + describeOp(op) +
                            " is a constant, but the only operand that gives loop " +
                            loopsOnlyDefinedBy(op, input) + " its extent",
                        "without it the op's loop bounds could not be computed");
        continue;
      }
      auto scalar = arith::ConstantOp::create(rewriter, input->get().getLoc(), value);
      auto folded = linalg::GenericOp::create(rewriter, op.getLoc(), op->getResultTypes(), inputs,
                                              op.getDpsInits(), maps, op.getIteratorTypesArray());
      IRMapping mapping;
      mapping.map(op.getMatchingBlockArgument(input), scalar.getResult());
      // A mapped block argument is left out of the cloned block.
      rewriter.cloneRegionBefore(op.getRegion(), folded.getRegion(), folded.getRegion().begin(), mapping);
      rewriter.replaceOp(op, folded->getResults());
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no input is a foldable scalar or splat constant");
  }

private:
  RefusalLog *refusals;
};

} // namespace

void populateFoldScalarOrSplatConstantPatterns(RewritePatternSet &patterns, RefusalLog *refusals) {
  patterns.add<FoldConstantInputIntoBody>(patterns.getContext(), refusals);
}

RewriteOutcome foldScalarOrSplatConstants(Operation *function, RewriterBase::Listener *listener) {
  RefusalLog refusals;
  RewritePatternSet patterns(function->getContext());
  populateFoldScalarOrSplatConstantPatterns(patterns, &refusals);
  RewriteOutcome outcome = applyPatternsAlone(function, std::move(patterns), listener);
  outcome.refusals = refusals.entries();
  return outcome;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure FoldScalarOrSplatConstantOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &,
                                                                    mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, foldScalarOrSplatConstants);
}

} // namespace lantern::transforms
