// generalize: upstream's generalization of named linalg ops (linalg::generalizeNamedOp), with the
// discardable attributes (`lantern.role`, `lantern.block`) moved to the new linalg.generic, which
// upstream's transform.structured.generalize drops. The op needs no rewrite of its own, so this
// file holds only its apply.
#include "transforms/apply_support.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace lantern::transforms {

mlir::DiagnosedSilenceableFailure GeneralizeOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                           mlir::Operation *target,
                                                           mlir::transform::ApplyToEachResultList &results,
                                                           mlir::transform::TransformState &) {
  auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(target);
  if (!linalgOp)
    return refused(*this, wrongTarget(target, "a linalg op", "only named linalg ops have a generic form"));
  if (mlir::isa<mlir::linalg::GenericOp>(target)) {
    results.push_back(target);
    return mlir::DiagnosedSilenceableFailure::success();
  }
  mlir::DictionaryAttr tags = target->getDiscardableAttrDictionary();
  rewriter.setInsertionPoint(target);
  mlir::FailureOr<mlir::linalg::GenericOp> generic = mlir::linalg::generalizeNamedOp(rewriter, linalgOp);
  if (mlir::failed(generic))
    return refused(*this, Refusal{target->getLoc(), "linalg::generalizeNamedOp failed on " + describeOp(target),
                                  "the op has no generic form upstream knows"});
  for (mlir::NamedAttribute attr : tags)
    (*generic)->setDiscardableAttr(attr.getName(), attr.getValue());
  results.push_back(*generic);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
