// fold_reshape_ops_by_expansion, with a control that keeps reshapes away from reductions: the
// reductions of the attention chain (Q·Kᵀ, row max, row sum, P·V) must keep the loops that later
// steps name by position (tile sizes, the reduction dimension the flash derivation follows).
#include "transforms/fold_reshape_ops_by_expansion.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace lantern::transforms {

namespace {

std::string reductionLoops(mlir::linalg::LinalgOp op) {
  std::string loops;
  for (auto [d, type] : llvm::enumerate(op.getIteratorTypesArray()))
    if (type == mlir::utils::IteratorType::reduction)
      loops += (loops.empty() ? "d" : ", d") + std::to_string(d);
  return loops;
}

} // namespace

bool allowReshapeFoldAcrossOperand(mlir::OpOperand *fusedOperand, RefusalLog *refusals) {
  // The patterns pass either the linalg op's operand that a collapse_shape defines, or the
  // expand_shape's source that a linalg op defines; pad/reshape folds involve no linalg op.
  mlir::Operation *owner = fusedOperand->getOwner();
  mlir::Operation *producer = fusedOperand->get().getDefiningOp();
  auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(owner);
  mlir::Operation *reshape = producer;
  if (!linalgOp) {
    linalgOp = mlir::dyn_cast_if_present<mlir::linalg::LinalgOp>(producer);
    reshape = owner;
  }
  if (!linalgOp || linalgOp.getNumReductionLoops() == 0)
    return true;
  if (refusals && reshape)
    refusals->add(reshape->getLoc(),
                  "folding " + reshape->getName().getStringRef().str() + " into " + describeOp(linalgOp) +
                      " would expand a reduction (over " + reductionLoops(linalgOp) + ")",
                  "the reductions of the attention chain keep the loops that later steps refer to by "
                  "position (tile sizes, the key dimension of the flash derivation)");
  return false;
}

RewriteOutcome foldReshapeOpsByExpansion(mlir::Operation *function, mlir::RewriterBase::Listener *listener) {
  RefusalLog refusals;
  mlir::RewritePatternSet patterns(function->getContext());
  mlir::linalg::populateFoldReshapeOpsByExpansionPatterns(
      patterns, [&refusals](mlir::OpOperand *operand) { return allowReshapeFoldAcrossOperand(operand, &refusals); });
  RewriteOutcome outcome = applyPatternsAlone(function, std::move(patterns), listener);
  outcome.refusals = refusals.entries();
  return outcome;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure FoldReshapeOpsByExpansionOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &,
                                                                    mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, foldReshapeOpsByExpansion);
}

} // namespace lantern::transforms
