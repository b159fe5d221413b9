// fold_reshape_ops_by_expansion: reshapes fold into the linalg ops next to them by expanding those
// ops' loops, except across reductions.
#pragma once

#include "transforms/pattern_driver.h"

namespace mlir {
class OpOperand;
}

namespace lantern::transforms {

// The control Lantern gives linalg::populateFoldReshapeOpsByExpansionPatterns: true unless the
// fold involves a linalg op with a reduction loop; refusals go to `refusals` (may be null).
bool allowReshapeFoldAcrossOperand(mlir::OpOperand *fusedOperand, RefusalLog *refusals);

// Applies the by-expansion patterns with that control, alone, to the body of `function`.
RewriteOutcome foldReshapeOpsByExpansion(mlir::Operation *function, mlir::RewriterBase::Listener *listener);

} // namespace lantern::transforms
