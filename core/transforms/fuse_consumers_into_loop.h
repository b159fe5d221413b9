// fuse_consumers_into_loop: tiles and fuses into a nest of scf.forall loops every op that consumes
// the nest's results (the output cast of a bf16 graph after P·V's loop), repeatedly, so that the
// whole function ends up inside the loops.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace lantern::transforms {

// `innermost` and every scf.forall around it in its function form the nest. A refusal when a
// consumer exists that could not be fused. A nest whose results nobody but the function's return
// and reshapes reads is left as it is.
std::optional<Refusal> fuseConsumersIntoLoop(mlir::RewriterBase &rewriter, mlir::scf::ForallOp innermost);

} // namespace lantern::transforms
