// normalize_forall: an scf.forall rewritten to loops from 0 by 1 (upstream scf::normalizeForallOp),
// keeping its block/thread mapping cut to the loop's rank, so the GPU mapping ops accept it, and
// the dimensions `reverse` names visited from last to first.
#include "transforms/apply_support.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

namespace lantern::transforms {

// In a normalized loop, dimension d of `dims` visited from last to first: its induction variable's
// uses read n - 1 - %i instead (n the dimension's trip count).
static void reverseDimensions(mlir::RewriterBase &rewriter, mlir::scf::ForallOp forall,
                              llvm::ArrayRef<unsigned> dims) {
  for (unsigned d : dims) {
    mlir::Value iv = forall.getInductionVar(d);
    if (iv.use_empty())
      continue;
    mlir::OpFoldResult trips = forall.getMixedUpperBound()[d];
    rewriter.setInsertionPointToStart(forall.getBody());
    mlir::Location loc = forall.getLoc();
    mlir::AffineExpr i = rewriter.getAffineDimExpr(0), n = rewriter.getAffineSymbolExpr(0);
    mlir::Value last = mlir::affine::makeComposedAffineApply(rewriter, loc, n - 1 - i, {iv, trips});
    rewriter.replaceAllUsesExcept(iv, last, last.getDefiningOp());
  }
}

mlir::DiagnosedSilenceableFailure NormalizeForallOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                          mlir::Operation *target,
                                                          mlir::transform::ApplyToEachResultList &results,
                                                          mlir::transform::TransformState &) {
  auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!forall)
    return refused(*this, wrongTarget(target, "an scf.forall", "only scf.forall loops are normalized"));
  // The dimensions `reverse` names, checked before anything changes.
  llvm::SmallVector<unsigned> reversed;
  if (std::optional<mlir::ArrayAttr> reverse = getReverse()) {
    std::optional<mlir::ArrayAttr> mapping = getMapping();
    for (mlir::Attribute name : reverse->getValue()) {
      const auto *at = mapping ? llvm::find(mapping->getValue(), name) : nullptr;
      if (!mapping || at == mapping->getValue().end()) {
        std::string text;
        llvm::raw_string_ostream os(text);
        os << name;
        return refused(*this, Refusal{target->getLoc(), "reverse names " + text + ", which the mapping does not have",
                                      "reverse lists entries of mapping"});
      }
      auto position = static_cast<unsigned>(at - mapping->getValue().begin());
      if (position < forall.getRank())
        reversed.push_back(position);
    }
  }
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
    reverseDimensions(rewriter, forall, reversed);
    results.push_back(forall);
    return mlir::DiagnosedSilenceableFailure::success();
  }
  rewriter.setInsertionPoint(forall);
  mlir::FailureOr<mlir::scf::ForallOp> normalized = mlir::normalizeForallOp(rewriter, forall);
  if (mlir::failed(normalized))
    return refused(*this, Refusal{target->getLoc(), "its bounds could not be normalized",
                                  "scf::normalizeForallOp failed"});
  reverseDimensions(rewriter, *normalized, reversed);
  results.push_back(*normalized);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
