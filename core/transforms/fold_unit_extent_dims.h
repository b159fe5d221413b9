// fold_unit_extent_dims: upstream's unit-dimension folding through Lantern's driver, which keeps
// `lantern.role` on the rewritten ops.
#pragma once

#include "transforms/pattern_driver.h"

namespace lantern::transforms {

RewriteOutcome foldUnitExtentDims(mlir::Operation *function, mlir::RewriterBase::Listener *listener);

} // namespace lantern::transforms
