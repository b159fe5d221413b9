#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

#include <limits>

namespace lantern::transforms {

mlir::Value yieldedValue(mlir::linalg::GenericOp op) {
  auto yield = mlir::cast<mlir::linalg::YieldOp>(op.getBody()->getTerminator());
  return yield->getNumOperands() == 1 ? yield->getOperand(0) : mlir::Value();
}

bool isElementwise(mlir::linalg::GenericOp op) {
  return op && op->getNumResults() == 1 && op.getNumDpsInits() == 1 && op.getNumReductionLoops() == 0 &&
         op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity();
}

mlir::OpOperand *inputOperandOf(mlir::linalg::GenericOp op, mlir::Value v) {
  auto arg = mlir::dyn_cast<mlir::BlockArgument>(v);
  if (!arg || arg.getOwner() != op.getBody() || arg.getArgNumber() >= op.getNumDpsInputs())
    return nullptr;
  return op.getDpsInputOperand(arg.getArgNumber());
}

std::optional<unsigned> onlyReductionLoop(mlir::linalg::LinalgOp op) {
  llvm::SmallVector<unsigned> loops;
  op.getReductionDims(loops);
  if (loops.size() != 1)
    return std::nullopt;
  return loops.front();
}

bool isSelectMax(mlir::Operation *op) {
  auto select = mlir::dyn_cast_if_present<mlir::arith::SelectOp>(op);
  auto cmp = select ? select.getCondition().getDefiningOp<mlir::arith::CmpFOp>() : nullptr;
  if (!cmp)
    return false;
  using P = mlir::arith::CmpFPredicate;
  P p = cmp.getPredicate();
  bool greater = p == P::OGT || p == P::OGE || p == P::UGT || p == P::UGE;
  bool less = p == P::OLT || p == P::OLE || p == P::ULT || p == P::ULE;
  mlir::Value t = select.getTrueValue(), f = select.getFalseValue();
  return (greater && cmp.getLhs() == t && cmp.getRhs() == f) || (less && cmp.getLhs() == f && cmp.getRhs() == t);
}

bool isZeroConstant(mlir::Value v) {
  mlir::FloatAttr attr;
  return v && mlir::matchPattern(v, mlir::m_Constant(&attr)) && attr.getValue().isZero();
}

bool isNegInfConstant(mlir::Value v) {
  mlir::FloatAttr attr;
  return v && mlir::matchPattern(v, mlir::m_Constant(&attr)) && attr.getValue().isInfinity() &&
         attr.getValue().isNegative();
}

std::optional<unsigned> resultPositionOfLoop(mlir::AffineMap map, unsigned loop) {
  for (auto [i, expr] : llvm::enumerate(map.getResults()))
    if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(expr); dim && dim.getPosition() == loop)
      return i;
  return std::nullopt;
}

mlir::linalg::GenericOp cloneGenericOn(mlir::RewriterBase &rewriter, mlir::linalg::GenericOp op,
                                       mlir::ValueRange inputs, mlir::ValueRange inits,
                                       std::optional<std::pair<unsigned, mlir::Value>> offset) {
  llvm::SmallVector<mlir::Type> resultTypes;
  for (mlir::Value init : inits)
    resultTypes.push_back(init.getType());
  auto clone = mlir::linalg::GenericOp::create(rewriter, op.getLoc(), resultTypes, inputs, inits,
                                               op.getIndexingMapsArray(), op.getIteratorTypesArray());
  rewriter.cloneRegionBefore(op.getRegion(), clone.getRegion(), clone.getRegion().end());
  for (mlir::NamedAttribute attr : op->getDiscardableAttrs())
    clone->setDiscardableAttr(attr.getName(), attr.getValue());
  if (offset) {
    llvm::SmallVector<mlir::OpFoldResult> offsets(op.getNumLoops(), rewriter.getIndexAttr(0));
    offsets[offset->first] = offset->second;
    mlir::OpBuilder::InsertionGuard guard(rewriter);
    mlir::linalg::offsetIndices(rewriter, mlir::cast<mlir::linalg::LinalgOp>(clone.getOperation()), offsets);
  }
  return clone;
}

mlir::Value emptyLike(mlir::OpBuilder &b, mlir::Location loc, mlir::Value like) {
  auto type = mlir::cast<mlir::RankedTensorType>(like.getType());
  return mlir::tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
}

mlir::Value buildElementwise(mlir::OpBuilder &b, mlir::Location loc, mlir::ValueRange inputs,
                             llvm::ArrayRef<mlir::AffineMap> inputMaps, mlir::Value init,
                             llvm::function_ref<mlir::Value(mlir::OpBuilder &, mlir::Location, mlir::ValueRange)> body) {
  unsigned rank = mlir::cast<mlir::RankedTensorType>(init.getType()).getRank();
  llvm::SmallVector<mlir::AffineMap> maps(inputMaps.begin(), inputMaps.end());
  maps.push_back(b.getMultiDimIdentityMap(rank));
  llvm::SmallVector<mlir::utils::IteratorType> iterators(rank, mlir::utils::IteratorType::parallel);
  auto op = mlir::linalg::GenericOp::create(
      b, loc, init.getType(), inputs, init, maps, iterators,
      [&](mlir::OpBuilder &nb, mlir::Location nloc, mlir::ValueRange args) {
        mlir::Value result = body(nb, nloc, args.drop_back());
        mlir::linalg::YieldOp::create(nb, nloc, result);
      });
  return op->getResult(0);
}

static mlir::Value negInfConstant(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type) {
  return mlir::arith::ConstantOp::create(b, loc, b.getFloatAttr(type, -std::numeric_limits<double>::infinity()));
}

mlir::Value equalsNegInf(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v) {
  mlir::Value negInf = negInfConstant(b, loc, v.getType());
  return mlir::arith::CmpFOp::create(b, loc, mlir::arith::CmpFPredicate::OEQ, v, negInf);
}

mlir::Value zeroWhereNegInf(mlir::OpBuilder &b, mlir::Location loc, mlir::Value test, mlir::Value value) {
  mlir::Value negInf = negInfConstant(b, loc, test.getType());
  mlir::Value zero = mlir::arith::ConstantOp::create(b, loc, b.getZeroAttr(value.getType()));
  mlir::Value isNegInf = mlir::arith::CmpFOp::create(b, loc, mlir::arith::CmpFPredicate::OEQ, test, negInf);
  return mlir::arith::SelectOp::create(b, loc, isNegInf, zero, value);
}

mlir::Value convertFloat(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v, mlir::Type to) {
  unsigned from = v.getType().getIntOrFloatBitWidth(), width = to.getIntOrFloatBitWidth();
  if (v.getType() == to)
    return v;
  if (from < width)
    return mlir::arith::ExtFOp::create(b, loc, to, v);
  return mlir::arith::TruncFOp::create(b, loc, to, v);
}

} // namespace lantern::transforms
