#include "transforms/row_spread.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace lantern::transforms {

using namespace mlir;

RowSpread traceRowSpread(Value tile) {
  RowSpread spread;
  Value v = tile;
  while (Operation *op = v.getDefiningOp()) {
    if (!isa<vector::BroadcastOp, vector::TransposeOp, vector::ShapeCastOp>(op))
      break;
    spread.ops.push_back(op);
    v = op->getOperand(0);
  }
  auto elements = [](Type type) {
    auto vector = dyn_cast<VectorType>(type);
    return vector ? vector.getNumElements() : int64_t{1};
  };
  if (!spread.ops.empty() && elements(v.getType()) < elements(tile.getType()) &&
      getElementTypeOrSelf(v.getType()).isF32())
    spread.root = v;
  return spread;
}

Value spreadLike(OpBuilder &b, const RowSpread &spread, Value row) {
  IRMapping mapping;
  mapping.map(spread.root, row);
  Value tile = row;
  for (Operation *op : llvm::reverse(spread.ops))
    tile = b.clone(*op, mapping)->getResult(0);
  return tile;
}

} // namespace lantern::transforms
