#include "transforms/fold_unit_extent_dims.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace lantern::transforms {

RewriteOutcome foldUnitExtentDims(mlir::Operation *function, mlir::RewriterBase::Listener *listener) {
  mlir::RewritePatternSet patterns(function->getContext());
  mlir::linalg::ControlDropUnitDims options;
  mlir::linalg::populateFoldUnitExtentDimsPatterns(patterns, options);
  mlir::linalg::populateFoldUnitExtentDimsCanonicalizationPatterns(patterns, options);
  return applyPatternsAlone(function, std::move(patterns), listener);
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure FoldUnitExtentDimsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::Operation *target,
                                                             mlir::transform::ApplyToEachResultList &,
                                                             mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, foldUnitExtentDims);
}

} // namespace lantern::transforms
