// check_tiling: whether tiling an op with given sizes keeps what it computes. A parallel loop
// (scf.forall) over a reduction dimension makes tiles accumulate into the same output elements at
// once; sizes past a loop's extent, negative sizes, and an interchange that is not a permutation are
// schedule mistakes upstream tiling accepts or reports without naming the loop.
#pragma once

#include "transforms/pattern_driver.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace lantern::transforms {

enum class TilingLoop {
  Forall,    // tile_using_forall, fuse {use_forall}: tiles run in parallel
  For,       // tile_using_for, fuse: tiles run one after another
  Reduction, // tile_reduction_using_for: the reduction loops, with a partial accumulator
};

// Why tiling `op` with `sizes` (one per loop of its iteration space, 0 = untiled) and `interchange`
// would change its meaning or is not what was asked; nullopt when it is legal. `fusesProducers`: the
// tiling also fuses the op's producers into the loops (fuse, tile_and_fuse), which pulls the
// initialisation of a reduction's accumulator into a loop over that reduction. `clamps`: the tiling
// op clamps a size past its loop's static extent to the extent (tile_and_fuse), so that is no error.
std::optional<Refusal> checkTiling(mlir::Operation *op, llvm::ArrayRef<int64_t> sizes,
                                   llvm::ArrayRef<int64_t> interchange, TilingLoop loop, bool fusesProducers = false,
                                   bool clamps = false);

// `sizes` with every entry past its loop's static extent in `op` (a linalg op) lowered to the extent.
llvm::SmallVector<int64_t> clampTileSizes(mlir::Operation *op, llvm::ArrayRef<int64_t> sizes);

// Why upstream's fuse_into_containing_op cannot fuse `producer` into `loop` (a loop other than
// scf.forall while the producer is also read after it: MLIR 22 then casts the loop to scf.forall and
// aborts); nullopt when it may try.
std::optional<Refusal> checkFuseInto(mlir::Operation *producer, mlir::Operation *loop);

} // namespace lantern::transforms
