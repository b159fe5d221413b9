// pack_key_tiles (see pack_key_tiles.h). Why: in flash-attention-cpu's key loop each block of 32
// query rows reads its 32x64 K tile, transposes it to Kᵀ and scales it before Q·Kᵀ: at 1024 tokens the
// same tile is transposed 32 times, once per block of rows, and stored to a stack buffer each time for
// the rolled contraction. Packed once, the contraction reads Kᵀ in place from the packed tensor.
#include "transforms/pack_key_tiles.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace lantern::transforms {

namespace {

// Static lower bound, step and trip count of a loop dimension.
struct Range {
  int64_t lower = 0, step = 1, trips = 0;
};

std::optional<Range> rangeOf(mlir::OpFoldResult lb, mlir::OpFoldResult ub, mlir::OpFoldResult step) {
  std::optional<int64_t> l = mlir::getConstantIntValue(lb), u = mlir::getConstantIntValue(ub),
                         s = mlir::getConstantIntValue(step);
  if (!l || !u || !s || *s <= 0 || *u <= *l)
    return std::nullopt;
  return Range{*l, *s, (*u - *l + *s - 1) / *s};
}

// A chain to pack: the read, then the ops from it to the contraction's operand, in order.
struct Chain {
  mlir::vector::TransferReadOp read;
  llvm::SmallVector<mlir::Operation *> ops;
  llvm::SmallVector<unsigned> usedIvs;           // positions among the row loop's induction variables
  llvm::SmallVector<mlir::Operation *> indexOps; // row-loop ops the read's indices are computed by, in order
  // The tile is packed transposed and the contraction's map of it swapped: the contraction read it
  // with the reduction dimension last (K as [keys, d] for Q·Kᵀ), which the CPU's rolled contraction
  // transposes per tile with a scalar loop.
  mlir::vector::ContractionOp contract;
  unsigned operandIndex = 0;
  bool transposeInPack = false;
};

// Whether `contract` reads its 2-D operand `index` with the reduction dimension last and, first, the
// result's last (column) dimension: the operand a matmul's micro-kernel wants transposed.
bool readsReductionLast(mlir::vector::ContractionOp contract, unsigned index) {
  mlir::AffineMap map = contract.getIndexingMapsArray()[index];
  mlir::AffineMap result = contract.getIndexingMapsArray()[2];
  auto iterators = contract.getIteratorTypesArray();
  if (map.getNumResults() != 2 || !map.isProjectedPermutation() || result.getNumResults() != 2)
    return false;
  unsigned first = map.getDimPosition(0), last = map.getDimPosition(1);
  return iterators[last] == mlir::vector::IteratorType::reduction &&
         iterators[first] == mlir::vector::IteratorType::parallel && result.getDimPosition(1) == first;
}

// Whether `index` is computed from the row loop's induction variables and values from outside it
// only, by pure ops in the row loop's body before the key loop (the (batch, head) pair a merged
// loop delinearizes); collects those ops (operands first) and the induction variables used.
bool computedFromRows(mlir::Value index, mlir::scf::ForallOp rows, mlir::scf::ForOp loop, Chain &chain) {
  llvm::SmallVector<mlir::Value> ivs = rows.getInductionVars();
  if (auto position = llvm::find(ivs, index); position != ivs.end()) {
    chain.usedIvs.push_back(position - ivs.begin());
    return true;
  }
  if (rows.isDefinedOutsideOfLoop(index))
    return true;
  mlir::Operation *op = index.getDefiningOp();
  if (!op || op->getBlock() != rows.getBody() || !mlir::isPure(op) || op->getNumRegions() != 0 ||
      !op->isBeforeInBlock(loop))
    return false;
  for (mlir::Value operand : op->getOperands())
    if (!computedFromRows(operand, rows, loop, chain))
      return false;
  if (!llvm::is_contained(chain.indexOps, op))
    chain.indexOps.push_back(op);
  return true;
}

std::optional<Chain> chainTo(mlir::vector::ContractionOp contract, unsigned operandIndex, mlir::scf::ForOp loop,
                             mlir::scf::ForallOp rows) {
  Chain chain;
  chain.contract = contract;
  chain.operandIndex = operandIndex;
  bool transposed = false;
  mlir::Value v = contract->getOperand(operandIndex);
  while (true) {
    mlir::Operation *op = v.getDefiningOp();
    if (!op || op->getBlock() != loop.getBody() || !op->hasOneUse())
      return std::nullopt;
    if (auto read = llvm::dyn_cast<mlir::vector::TransferReadOp>(op)) {
      chain.read = read;
      break;
    }
    mlir::Value next;
    if (auto transpose = llvm::dyn_cast<mlir::vector::TransposeOp>(op)) {
      transposed = true;
      next = transpose.getVector();
    } else if (op->hasTrait<mlir::OpTrait::Elementwise>() && op->getNumResults() == 1) {
      for (mlir::Value in : op->getOperands()) {
        if (rows.isDefinedOutsideOfLoop(in))
          continue;
        if (next)
          return std::nullopt; // two operands from inside the loops
        next = in;
      }
    }
    if (!next)
      return std::nullopt;
    chain.ops.insert(chain.ops.begin(), op);
    v = next;
  }
  mlir::vector::TransferReadOp read = chain.read;
  chain.transposeInPack = !transposed && readsReductionLast(contract, operandIndex);
  if (!(transposed || chain.transposeInPack) || read.getMask() || !rows.isDefinedOutsideOfLoop(read.getBase()) ||
      !llvm::isa<mlir::RankedTensorType>(read.getBase().getType()) || !rows.isDefinedOutsideOfLoop(read.getPadding()))
    return std::nullopt;
  for (mlir::Value index : read.getIndices())
    if (index != loop.getInductionVar() && !computedFromRows(index, rows, loop, chain))
      return std::nullopt; // an index computed inside the key loop
  llvm::sort(chain.usedIvs);
  chain.usedIvs.erase(std::unique(chain.usedIvs.begin(), chain.usedIvs.end()), chain.usedIvs.end());
  if (chain.usedIvs.size() == rows.getInductionVars().size())
    return std::nullopt; // every block of rows reads its own tile: nothing to share
  return chain;
}

// (iv - lower) / step: the iteration number of a loop's induction variable.
mlir::Value iterationOf(mlir::OpBuilder &b, mlir::Location loc, mlir::Value iv, const Range &range) {
  mlir::AffineExpr d0 = b.getAffineDimExpr(0);
  mlir::OpFoldResult i = mlir::affine::makeComposedFoldedAffineApply(
      b, loc, (d0 - range.lower).floorDiv(range.step), llvm::ArrayRef<mlir::OpFoldResult>{iv});
  return mlir::getValueOrCreateConstantIndexOp(b, loc, i);
}

// lower + i * step: the induction variable's value at iteration i.
mlir::Value valueAt(mlir::OpBuilder &b, mlir::Location loc, mlir::Value i, const Range &range) {
  mlir::AffineExpr d0 = b.getAffineDimExpr(0);
  mlir::OpFoldResult v = mlir::affine::makeComposedFoldedAffineApply(b, loc, d0 * range.step + range.lower,
                                                                      llvm::ArrayRef<mlir::OpFoldResult>{i});
  return mlir::getValueOrCreateConstantIndexOp(b, loc, v);
}

void pack(mlir::RewriterBase &rewriter, const Chain &chain, mlir::scf::ForOp loop, mlir::scf::ForallOp rows,
          llvm::ArrayRef<Range> rowRanges, const Range &keys) {
  mlir::vector::TransferReadOp read = chain.read;
  mlir::vector::ContractionOp contract = chain.contract;
  mlir::Location loc = read.getLoc();
  mlir::Value tileValue = chain.ops.empty() ? mlir::Value(read.getResult()) : chain.ops.back()->getResult(0);
  auto tileType = llvm::cast<mlir::VectorType>(tileValue.getType());
  if (chain.transposeInPack)
    tileType = mlir::VectorType::get({tileType.getDimSize(1), tileType.getDimSize(0)}, tileType.getElementType());
  llvm::SmallVector<int64_t> shape;
  for (unsigned i : chain.usedIvs)
    shape.push_back(rowRanges[i].trips);
  shape.push_back(keys.trips);
  size_t lead = shape.size();
  shape.append(tileType.getShape().begin(), tileType.getShape().end());

  rewriter.setInsertionPoint(rows);
  mlir::Value empty = mlir::tensor::EmptyOp::create(rewriter, loc, shape, tileType.getElementType());
  llvm::SmallVector<mlir::OpFoldResult> trips;
  for (int64_t n : llvm::ArrayRef<int64_t>(shape).take_front(lead))
    trips.push_back(rewriter.getIndexAttr(n));
  auto packing = mlir::scf::ForallOp::create(rewriter, loc, trips, mlir::ValueRange{empty}, std::nullopt);
  llvm::SmallVector<mlir::Value> at = packing.getInductionVars();
  mlir::Value packedArg = packing.getRegionIterArgs().front();

  // The chain, once per tile, on the tile's induction variables.
  rewriter.setInsertionPoint(packing.getTerminator());
  mlir::IRMapping mapping;
  llvm::SmallVector<mlir::Value> rowIvs = rows.getInductionVars();
  for (auto [n, i] : llvm::enumerate(chain.usedIvs))
    mapping.map(rowIvs[i], valueAt(rewriter, loc, at[n], rowRanges[i]));
  mapping.map(loop.getInductionVar(), valueAt(rewriter, loc, at[lead - 1], keys));
  for (mlir::Operation *op : chain.indexOps)
    rewriter.clone(*op, mapping);
  rewriter.clone(*read, mapping);
  for (mlir::Operation *op : chain.ops)
    rewriter.clone(*op, mapping);
  mlir::Value tile = mapping.lookup(tileValue);
  if (chain.transposeInPack)
    tile = mlir::vector::TransposeOp::create(rewriter, loc, tile, llvm::ArrayRef<int64_t>{1, 0});
  int64_t rank = tileType.getRank();
  mlir::Value tileEmpty = mlir::tensor::EmptyOp::create(rewriter, loc, tileType.getShape(), tileType.getElementType());
  llvm::SmallVector<mlir::Value> zeros(rank, mlir::arith::ConstantIndexOp::create(rewriter, loc, 0));
  mlir::Value written = mlir::vector::TransferWriteOp::create(rewriter, loc, tile, tileEmpty, zeros,
                                                              llvm::SmallVector<bool>(rank, true))
                            .getResult();
  llvm::SmallVector<mlir::OpFoldResult> offsets, sizes, strides(shape.size(), rewriter.getIndexAttr(1));
  for (size_t d = 0; d < shape.size(); ++d) {
    offsets.push_back(d < lead ? mlir::OpFoldResult(at[d]) : mlir::OpFoldResult(rewriter.getIndexAttr(0)));
    sizes.push_back(rewriter.getIndexAttr(d < lead ? 1 : shape[d]));
  }
  rewriter.setInsertionPointToStart(packing.getTerminator().getBody());
  mlir::tensor::ParallelInsertSliceOp::create(rewriter, loc, written, packedArg, offsets, sizes, strides);

  // The key loop reads its tile of the packed tensor.
  rewriter.setInsertionPoint(contract);
  llvm::SmallVector<mlir::Value> indices;
  for (unsigned i : chain.usedIvs)
    indices.push_back(iterationOf(rewriter, loc, rowIvs[i], rowRanges[i]));
  indices.push_back(iterationOf(rewriter, loc, loop.getInductionVar(), keys));
  indices.append(zeros.size(), mlir::arith::ConstantIndexOp::create(rewriter, loc, 0));
  auto map = mlir::AffineMap::getMinorIdentityMap(shape.size(), rank, rewriter.getContext());
  mlir::Value readBack = mlir::vector::TransferReadOp::create(
      rewriter, loc, tileType, packing.getResult(0), indices,
      mlir::ub::PoisonOp::create(rewriter, loc, tileType.getElementType()), map,
      llvm::SmallVector<bool>(rank, true));
  if (chain.transposeInPack) {
    // The contraction reads the transposed tile: its map of that operand swaps its two results.
    llvm::SmallVector<mlir::AffineMap> maps = contract.getIndexingMapsArray();
    mlir::AffineMap old = maps[chain.operandIndex];
    maps[chain.operandIndex] =
        mlir::AffineMap::get(old.getNumDims(), 0, {old.getResult(1), old.getResult(0)}, rewriter.getContext());
    rewriter.modifyOpInPlace(contract, [&] {
      contract->setOperand(chain.operandIndex, readBack);
      contract.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
  } else {
    rewriter.replaceAllUsesWith(tileValue, readBack);
  }
  for (mlir::Operation *op : llvm::reverse(chain.ops))
    rewriter.eraseOp(op);
  rewriter.eraseOp(read);
}

} // namespace

std::optional<Refusal> packKeyTiles(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop) {
  auto rows = loop->getParentOfType<mlir::scf::ForallOp>();
  if (!rows)
    return Refusal{loop->getLoc(), "the key loop is not inside an scf.forall",
                   "the packed tiles are shared by the blocks of rows of a row loop around it"};
  std::optional<Range> keys = rangeOf(loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
  llvm::SmallVector<Range> rowRanges;
  for (auto [lb, ub, step] : llvm::zip(rows.getMixedLowerBound(), rows.getMixedUpperBound(), rows.getMixedStep())) {
    std::optional<Range> r = rangeOf(lb, ub, step);
    if (!r)
      return Refusal{rows->getLoc(), "the row loop has a dynamic or empty bound",
                     "the packed tensor's shape is the loops' trip counts"};
    rowRanges.push_back(*r);
  }
  if (!keys)
    return Refusal{loop->getLoc(), "the key loop has a dynamic or empty bound (skip_masked_key_tiles before this step?)",
                   "the packed tensor holds every key tile: pack before the loop's bound depends on the rows"};
  llvm::SmallVector<Chain> chains;
  loop.getBody()->walk([&](mlir::vector::ContractionOp contract) {
    if (contract->getBlock() != loop.getBody())
      return;
    for (unsigned operand : {0u, 1u})
      if (std::optional<Chain> chain = chainTo(contract, operand, loop, rows))
        chains.push_back(*chain);
  });
  if (chains.empty())
    return Refusal{loop->getLoc(), "no contraction operand of the key loop is a tile read and transposed the same way "
                                   "for every block of rows",
                   "only such a chain (transfer_read, vector.transpose, elementwise ops with loop-invariant operands) "
                   "is worth computing once per tile"};
  for (const Chain &chain : chains)
    pack(rewriter, chain, loop, rows, rowRanges, *keys);
  return std::nullopt;
}

mlir::DiagnosedSilenceableFailure PackKeyTilesOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::Operation *target,
                                                             mlir::transform::ApplyToEachResultList &,
                                                             mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::scf::ForOp>(target);
  if (!loop)
    return refused(*this, wrongTarget(target, "an scf.for (the key loop)", "its key tiles are what is packed"));
  if (std::optional<Refusal> refusal = packKeyTiles(rewriter, loop); refusal && !getIfPresent())
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
