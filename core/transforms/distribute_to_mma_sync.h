// distribute_to_mma_sync: a warp's program over 16-row tiles (one iteration of an scf.forall that
// will be mapped to warps) becomes per-lane code: every vector is split over the 32 lanes in the
// register layouts of mma.sync m16n8k16, contractions become nvvm.mma.sync, row reductions finish
// with two butterfly shuffles.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace lantern::transforms {

// Rewrites the body of `forall` in place (nothing is changed when a refusal is returned). With
// `sharedMemory`, the K/V tiles read in key loops are copied by the whole block into shared memory
// each iteration and loaded from there with ldmatrix; with `stages` > 1 the copies are cp.async,
// `stages` - 1 tiles ahead of the one being computed, into that many buffer slots (with
// `shrinkStages`, fewer where that many slots would not fit in 48 KiB of shared memory).
std::optional<Refusal> distributeToMmaSync(mlir::RewriterBase &rewriter, mlir::scf::ForallOp forall,
                                           bool sharedMemory, int64_t stages = 1, bool shrinkStages = false);

} // namespace lantern::transforms
