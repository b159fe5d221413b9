// erase_unused_operands_and_results: upstream's clean-up of linalg.generic operands and results,
// applied on its own.
#pragma once

#include "transforms/pattern_driver.h"

namespace lantern::transforms {

// Applies linalg::populateEraseUnusedOperandsAndResultsPatterns alone to the body of `function`.
RewriteOutcome eraseUnusedOperandsAndResults(mlir::Operation *function, mlir::RewriterBase::Listener *listener);

} // namespace lantern::transforms
