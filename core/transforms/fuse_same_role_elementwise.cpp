// fuse_same_role_elementwise. The flash derivation reads the exponential as one op E(s, m) whose
// factor in m it can prove (exp(s - m) = exp(s)·exp(-m)); torch-mlir writes it as two generics,
// a subtraction and an exp. Fusing producer into consumer is upstream's elementwise fusion; the
// control limits it to ops the role finder put in the same role, so the mask, the scale and the
// normalisation stay separate ops (and P·V stays a contraction).
#include "transforms/fuse_same_role_elementwise.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace lantern::transforms {

namespace {

bool sameRole(mlir::OpOperand *fused) {
  mlir::Operation *producer = fused->get().getDefiningOp();
  mlir::Operation *consumer = fused->getOwner();
  if (!producer || !producer->hasOneUse())
    return false;
  // Both elementwise: a reduction consumer (the guard's AND of its == -inf test) stays as it is.
  auto isElementwise = [](mlir::Operation *op) {
    auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(op);
    return linalgOp && linalgOp.getNumLoops() == linalgOp.getNumParallelLoops();
  };
  if (!isElementwise(producer) || !isElementwise(consumer))
    return false;
  // A gather with its bounds checks (T5's bias table read under cf.assert) is not moved: ops with
  // effects stay where the importer put them.
  if (!mlir::isMemoryEffectFree(producer) || !mlir::isMemoryEffectFree(consumer))
    return false;
  auto role = producer->getDiscardableAttr("lantern.role");
  return role && role == consumer->getDiscardableAttr("lantern.role") &&
         producer->getDiscardableAttr("lantern.block") == consumer->getDiscardableAttr("lantern.block");
}

// Upstream's fusion of one producer into its elementwise consumer; the fused op keeps the roles.
struct FuseSameRole : mlir::OpRewritePattern<mlir::linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  mlir::LogicalResult matchAndRewrite(mlir::linalg::GenericOp consumer, mlir::PatternRewriter &rewriter) const override {
    for (mlir::OpOperand &operand : consumer->getOpOperands()) {
      if (!sameRole(&operand) || !mlir::linalg::areElementwiseOpsFusable(&operand))
        continue;
      mlir::DictionaryAttr tags = consumer->getDiscardableAttrDictionary();
      mlir::FailureOr<mlir::linalg::ElementwiseOpFusionResult> fused =
          mlir::linalg::fuseElementwiseOps(rewriter, &operand);
      if (mlir::failed(fused))
        continue;
      for (mlir::NamedAttribute attr : tags)
        fused->fusedOp->setDiscardableAttr(attr.getName(), attr.getValue());
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceUsesWithIf(original, replacement, [&](mlir::OpOperand &use) {
          return use.getOwner() != fused->fusedOp;
        });
      return mlir::success();
    }
    return mlir::failure();
  }
};

} // namespace

RewriteOutcome fuseSameRoleElementwise(mlir::Operation *function, mlir::RewriterBase::Listener *listener) {
  mlir::RewritePatternSet patterns(function->getContext());
  patterns.add<FuseSameRole>(function->getContext());
  return applyPatternsAlone(function, std::move(patterns), listener);
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure FuseSameRoleElementwiseOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                        mlir::Operation *target,
                                                                        mlir::transform::ApplyToEachResultList &,
                                                                        mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, fuseSameRoleElementwise);
}

} // namespace lantern::transforms
