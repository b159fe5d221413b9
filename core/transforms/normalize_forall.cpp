// normalize_forall: an scf.forall rewritten to loops from 0 by 1 (upstream scf::normalizeForallOp),
// keeping its block/thread mapping cut to the loop's rank, so the GPU mapping ops accept it. The
// op needs no rewrite of its own, so this file holds only its apply.
#include "transforms/apply_support.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

namespace lantern::transforms {

mlir::DiagnosedSilenceableFailure NormalizeForallOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                          mlir::Operation *target,
                                                          mlir::transform::ApplyToEachResultList &results,
                                                          mlir::transform::TransformState &) {
  auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!forall)
    return refused(*this, wrongTarget(target, "an scf.forall", "only scf.forall loops are normalized"));
  if (std::optional<mlir::ArrayAttr> mapping = getMapping()) {
    size_t rank = forall.getRank();
    if (rank > mapping->size())
      return refused(*this, Refusal{target->getLoc(),
                                    "the loop has " + std::to_string(rank) + " dimensions and the mapping " +
                                        std::to_string(mapping->size()) + " entries",
                                    "each dimension needs a block or thread dimension"});
    rewriter.modifyOpInPlace(forall, [&] {
      forall.setMappingAttr(mlir::ArrayAttr::get(getContext(), mapping->getValue().take_front(rank)));
    });
  }
  if (forall.isNormalized()) {
    results.push_back(forall);
    return mlir::DiagnosedSilenceableFailure::success();
  }
  rewriter.setInsertionPoint(forall);
  mlir::FailureOr<mlir::scf::ForallOp> normalized = mlir::normalizeForallOp(rewriter, forall);
  if (mlir::failed(normalized))
    return refused(*this, Refusal{target->getLoc(), "its bounds could not be normalized",
                                  "scf::normalizeForallOp failed"});
  results.push_back(*normalized);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
