// erase_unused_operands_and_results: the pattern set that `linalg-fuse-elementwise-ops` also adds,
// without the fusion that would merge the mask into P·V.
#include "transforms/erase_unused_operands_and_results.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace lantern::transforms {

RewriteOutcome eraseUnusedOperandsAndResults(mlir::Operation *function, mlir::RewriterBase::Listener *listener) {
  mlir::RewritePatternSet patterns(function->getContext());
  mlir::linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
  return applyPatternsAlone(function, std::move(patterns), listener);
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure EraseUnusedOperandsAndResultsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                        mlir::Operation *target,
                                                                        mlir::transform::ApplyToEachResultList &,
                                                                        mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, eraseUnusedOperandsAndResults);
}

} // namespace lantern::transforms
