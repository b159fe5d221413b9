#include "transforms/fold_unit_extent_dims.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"

namespace lantern::transforms {

RewriteOutcome foldUnitExtentDims(mlir::Operation *function, mlir::RewriterBase::Listener *listener) {
  mlir::RewritePatternSet patterns(function->getContext());
  mlir::linalg::ControlDropUnitDims options;
  mlir::linalg::populateFoldUnitExtentDimsPatterns(patterns, options);
  mlir::linalg::populateFoldUnitExtentDimsCanonicalizationPatterns(patterns, options);
  return applyPatternsAlone(function, std::move(patterns), listener);
}

} // namespace lantern::transforms
