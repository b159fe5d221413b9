// peel_edge_iterations (see the header): split a loop before the first iteration in which one of
// its transfers may pass the end of a static dimension, and mark those transfers in bounds in the
// loop that runs before it.
#include "transforms/peel_edge_iterations.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/VectorInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"

#include <limits>

namespace lantern::transforms {

namespace {

using namespace mlir;

// `index` - `iv` when that is a constant: the induction variable itself, plus a constant
// (arith.addi), or an affine.apply of it alone whose result is it plus a constant.
std::optional<int64_t> offsetFrom(Value index, Value iv) {
  if (index == iv)
    return 0;
  if (auto add = index.getDefiningOp<arith::AddIOp>()) {
    if (add.getLhs() == iv)
      return getConstantIntValue(add.getRhs());
    if (add.getRhs() == iv)
      return getConstantIntValue(add.getLhs());
    return std::nullopt;
  }
  auto apply = index.getDefiningOp<affine::AffineApplyOp>();
  if (!apply || apply.getMapOperands().size() != 1 || apply.getMapOperands()[0] != iv)
    return std::nullopt;
  AffineMap map = apply.getAffineMap();
  AffineExpr self = map.getNumDims() == 1 ? getAffineDimExpr(0, map.getContext())
                                          : getAffineSymbolExpr(0, map.getContext());
  AffineExpr delta = simplifyAffineExpr(map.getResult(0) - self, map.getNumDims(), map.getNumSymbols());
  if (auto constant = dyn_cast<AffineConstantExpr>(delta))
    return constant.getValue();
  return std::nullopt;
}

// A vector dimension of a transfer that may pass the end, and how many iterations from the first
// keep it inside.
struct EdgeAccess {
  Operation *transfer;
  unsigned vectorDim;
  int64_t insideIterations;
};

SmallVector<EdgeAccess> edgeAccesses(scf::ForOp loop, int64_t lower, int64_t step) {
  SmallVector<EdgeAccess> accesses;
  Value iv = loop.getInductionVar();
  loop.getBody()->walk([&](VectorTransferOpInterface transfer) {
    if (transfer.getMask())
      return;
    auto shaped = cast<ShapedType>(transfer.getShapedType());
    VectorType vector = transfer.getVectorType();
    AffineMap map = transfer.getPermutationMap();
    SmallVector<bool> inBounds = transfer.getInBoundsValues();
    for (unsigned v = 0; v < map.getNumResults(); ++v) {
      auto dim = dyn_cast<AffineDimExpr>(map.getResult(v));
      if (inBounds[v] || !dim || shaped.isDynamicDim(dim.getPosition()))
        continue;
      std::optional<int64_t> offset = offsetFrom(transfer.getIndices()[dim.getPosition()], iv);
      if (!offset || lower + *offset < 0)
        continue;
      // Inside while iv + offset + size <= extent: iv <= last.
      int64_t last = shaped.getDimSize(dim.getPosition()) - *offset - vector.getDimSize(v);
      if (last < lower)
        continue;
      accesses.push_back({transfer, v, (last - lower) / step + 1});
    }
  });
  return accesses;
}

// The splat value a read of `source` would return everywhere inside it: an arith.constant splat
// tensor, or a memref.get_global of a constant global with a splat initial value.
Attribute splatOf(Value source) {
  if (auto constant = source.getDefiningOp<arith::ConstantOp>())
    if (auto splat = dyn_cast<SplatElementsAttr>(constant.getValue()))
      return splat.getSplatValue<Attribute>();
  auto get = source.getDefiningOp<memref::GetGlobalOp>();
  if (!get)
    return {};
  auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(get, get.getNameAttr());
  if (!global || !global.getConstant() || !global.getInitialValue())
    return {};
  if (auto splat = dyn_cast<SplatElementsAttr>(*global.getInitialValue()))
    return splat.getSplatValue<Attribute>();
  return {};
}

void markInBounds(RewriterBase &rewriter, Operation *op, ArrayRef<unsigned> dims) {
  auto transfer = cast<VectorTransferOpInterface>(op);
  SmallVector<bool> inBounds = transfer.getInBoundsValues();
  for (unsigned v : dims)
    inBounds[v] = true;
  ArrayAttr attr = rewriter.getBoolArrayAttr(inBounds);
  rewriter.modifyOpInPlace(op, [&] {
    if (auto read = dyn_cast<vector::TransferReadOp>(op))
      read.setInBoundsAttr(attr);
    else
      cast<vector::TransferWriteOp>(op).setInBoundsAttr(attr);
  });
}

// Reads in `loop` that are wholly inside a splat constant become the splat; the body is then
// folded (a broadcast of a constant, an addition of -0.0).
int foldSplatReads(RewriterBase &rewriter, scf::ForOp loop) {
  SmallVector<std::pair<vector::TransferReadOp, Attribute>> reads;
  loop.getBody()->walk([&](vector::TransferReadOp read) {
    if (read.getMask() || !llvm::all_of(read.getInBoundsValues(), [](bool b) { return b; }))
      return;
    if (Attribute splat = splatOf(read.getBase()))
      reads.push_back({read, splat});
  });
  for (auto [read, splat] : reads) {
    rewriter.setInsertionPoint(read);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(read, DenseElementsAttr::get(read.getVectorType(), splat));
  }
  if (!reads.empty()) {
    GreedyRewriteConfig config;
    config.setListener(llvm::dyn_cast_if_present<RewriterBase::Listener>(rewriter.getListener()));
    config.setScope(&loop.getRegion());
    (void)applyPatternsGreedily(loop.getRegion(), FrozenRewritePatternSet(RewritePatternSet(loop.getContext())),
                                config);
  }
  return static_cast<int>(reads.size());
}

void peelLoop(RewriterBase &rewriter, scf::ForOp loop, EdgePeels &done) {
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lower || !step || *step <= 0)
    return;
  SmallVector<EdgeAccess> accesses = edgeAccesses(loop, *lower, *step);
  if (accesses.empty())
    return;
  int64_t inside = std::numeric_limits<int64_t>::max();
  for (const EdgeAccess &access : accesses)
    inside = std::min(inside, access.insideIterations);
  llvm::MapVector<Operation *, SmallVector<unsigned, 2>> dims;
  for (const EdgeAccess &access : accesses)
    dims[access.transfer].push_back(access.vectorDim);

  std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound());
  int64_t splitAt = *lower + inside * *step;
  if (upper && *upper <= splitAt) {
    // Every iteration keeps every transfer inside: nothing to split off.
    for (auto &[op, vectorDims] : dims)
      markInBounds(rewriter, op, vectorDims);
    done.transfers += static_cast<int>(dims.size());
    done.constants += foldSplatReads(rewriter, loop);
    return;
  }
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(loop);
  Location loc = loop.getLoc();
  Value split = arith::ConstantIndexOp::create(rewriter, loc, splitAt);
  if (!upper)
    split = arith::MinSIOp::create(rewriter, loc, loop.getUpperBound(), split);
  auto first = cast<scf::ForOp>(rewriter.clone(*loop));
  rewriter.modifyOpInPlace(first, [&] { first.getUpperBoundMutable().assign(split); });
  rewriter.modifyOpInPlace(loop, [&] {
    loop.getLowerBoundMutable().assign(split);
    loop.getInitArgsMutable().assign(first.getResults());
  });
  // The clone's transfers, in the same order as the original's.
  SmallVector<Operation *> originals, clones;
  loop.getBody()->walk([&](VectorTransferOpInterface t) { originals.push_back(t); });
  first.getBody()->walk([&](VectorTransferOpInterface t) { clones.push_back(t); });
  for (auto [original, clone] : llvm::zip_equal(originals, clones))
    if (auto it = dims.find(original); it != dims.end())
      markInBounds(rewriter, clone, it->second);
  done.loops += 1;
  done.transfers += static_cast<int>(dims.size());
  done.constants += foldSplatReads(rewriter, first);
}

} // namespace

EdgePeels peelEdgeIterations(RewriterBase &rewriter, Operation *root) {
  EdgePeels done;
  SmallVector<scf::ForOp> loops;
  root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
  for (scf::ForOp loop : loops)
    peelLoop(rewriter, loop, done);
  return done;
}

mlir::DiagnosedSilenceableFailure
PeelEdgeIterationsOp::applyToOne(mlir::transform::TransformRewriter &rewriter, mlir::Operation *target,
                                 mlir::transform::ApplyToEachResultList &, mlir::transform::TransformState &) {
  peelEdgeIterations(rewriter, target);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
