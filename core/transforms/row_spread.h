// A per-row value spread over a tile (vector.broadcast, vector.transpose and vector.shape_cast of
// a value with fewer elements, as vectorize leaves the running max or the row sum of a flash loop),
// found and rebuilt on another per-row value: the rewrites that move arithmetic from the tile's
// elements onto its rows (fold_scale_into_exp2, multiply_by_row_reciprocal).
#pragma once

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

#include "llvm/ADT/SmallVector.h"

namespace lantern::transforms {

struct RowSpread {
  mlir::Value root;                          // the per-row f32 value; null when the tile is not a spread one
  llvm::SmallVector<mlir::Operation *> ops;  // the spreading ops, outermost first
};

RowSpread traceRowSpread(mlir::Value tile);

// `row` (of the root's type) spread over the tile the same way.
mlir::Value spreadLike(mlir::OpBuilder &b, const RowSpread &spread, mlir::Value row);

} // namespace lantern::transforms
