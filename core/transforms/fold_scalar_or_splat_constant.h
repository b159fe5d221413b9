// fold_scalar_or_splat_constant: a linalg.generic input that is a scalar or splat constant becomes
// a scalar constant used inside the body.
#pragma once

#include "transforms/pattern_driver.h"

namespace lantern::transforms {

// Adds the rewrite as a pattern; candidates it must leave alone go to `refusals` (may be null).
void populateFoldScalarOrSplatConstantPatterns(mlir::RewritePatternSet &patterns, RefusalLog *refusals);

// Applies that pattern alone to the body of `function`.
RewriteOutcome foldScalarOrSplatConstants(mlir::Operation *function, mlir::RewriterBase::Listener *listener);

} // namespace lantern::transforms
