// fold_padding_into_transfers (see fold_padding_into_transfers.h). Why: bufferized as they stand,
// pad_lengths' pads are buffers allocated per call, filled whole with the pad value and then copied
// into, and the result is computed into another padded buffer and copied out: at B1 H8 S1000 D64 on
// the CPU that was ~10 MB of stores, ~2,000 page faults and a serial prologue per call (5.8 of 33.6
// ms on one core, against 27.8 ms at S1024).
#include "transforms/fold_padding_into_transfers.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/SmallBitVector.h"

namespace lantern::transforms {

using namespace mlir;

namespace {

bool allInBounds(VectorTransferOpInterface transfer) {
  for (unsigned i = 0; i < transfer.getTransferRank(); ++i)
    if (!transfer.isDimInBounds(i))
      return false;
  return true;
}

// The vector dimension that `dim` of the transfer's tensor maps to, if one does.
std::optional<unsigned> vectorDimOf(AffineMap map, unsigned dim) {
  for (unsigned i = 0; i < map.getNumResults(); ++i)
    if (map.getResult(i) == getAffineDimExpr(dim, map.getContext()))
      return i;
  return std::nullopt;
}

// `read` (of a tensor whose `grown` dimensions were padded with `padValue`) as a read of `source`,
// the same tensor before the padding: out of bounds allowed on the grown dimensions, padded with the
// same value. False (nothing changed) when a grown dimension is not a dimension of the vector (its
// index could then point into the padding) or the read is masked or already out of bounds.
bool readUnpadded(RewriterBase &rewriter, vector::TransferReadOp read, Value source, const llvm::SmallBitVector &grown, TypedAttr padValue) {
  if (read.getMask() || !allInBounds(read))
    return false;
  AffineMap map = read.getPermutationMap();
  SmallVector<bool> inBounds(map.getNumResults(), true);
  for (unsigned d : grown.set_bits()) {
    std::optional<unsigned> v = vectorDimOf(map, d);
    if (!v)
      return false;
    inBounds[*v] = false;
  }
  rewriter.setInsertionPoint(read);
  Value padding = arith::ConstantOp::create(rewriter, read.getLoc(), padValue);
  auto unpadded = vector::TransferReadOp::create(rewriter, read.getLoc(), read.getVectorType(), source,
                                                 read.getIndices(), read.getPermutationMapAttr(), padding, Value(),
                                                 rewriter.getBoolArrayAttr(inBounds));
  rewriter.replaceOp(read, unpadded.getResult());
  return true;
}

// The reads of `value` (a padded tensor whose `grown` dimensions hold `padValue` past `source`'s
// extent), redirected to `source`.
int readsUnpadded(RewriterBase &rewriter, Value value, Value source, const llvm::SmallBitVector &grown, TypedAttr padValue) {
  SmallVector<vector::TransferReadOp> reads;
  for (Operation *user : value.getUsers())
    if (auto read = dyn_cast<vector::TransferReadOp>(user); read && read.getBase() == value)
      reads.push_back(read);
  int count = 0;
  for (vector::TransferReadOp read : reads)
    count += readUnpadded(rewriter, read, source, grown, padValue);
  return count;
}

void eraseIfUnused(RewriterBase &rewriter, Operation *op) {
  if (op && op->use_empty())
    rewriter.eraseOp(op);
}

int readPadInPlace(RewriterBase &rewriter, tensor::PadOp pad) {
  RankedTensorType padded = pad.getResultType();
  auto sourceType = dyn_cast<RankedTensorType>(pad.getSource().getType());
  if (!padded.hasStaticShape() || !sourceType || !sourceType.hasStaticShape() ||
      llvm::any_of(pad.getStaticLow(), [](int64_t low) { return low != 0; }) ||
      llvm::any_of(pad.getStaticHigh(), ShapedType::isDynamic))
    return 0;
  TypedAttr padValue;
  Value constant = pad.getConstantPaddingValue();
  if (!constant || !matchPattern(constant, m_Constant(&padValue)))
    return 0;
  llvm::SmallBitVector grown(padded.getRank());
  for (auto [d, high] : llvm::enumerate(pad.getStaticHigh()))
    grown[d] = high != 0;
  int count = readsUnpadded(rewriter, pad.getResult(), pad.getSource(), grown, padValue);
  SmallVector<tensor::ExpandShapeOp> expands;
  for (Operation *user : pad.getResult().getUsers())
    if (auto expand = dyn_cast<tensor::ExpandShapeOp>(user))
      expands.push_back(expand);
  for (tensor::ExpandShapeOp expand : expands) {
    SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
    RankedTensorType expandedType = expand.getResultType();
    SmallVector<int64_t> shape(expandedType.getShape());
    llvm::SmallBitVector expandedGrown(expandedType.getRank());
    bool keepsGroups = expandedType.hasStaticShape();
    for (unsigned d : grown.set_bits()) {
      if (groups[d].size() != 1) {
        keepsGroups = false;
        break;
      }
      expandedGrown[groups[d].front()] = true;
      shape[groups[d].front()] = sourceType.getDimSize(d);
    }
    if (!keepsGroups)
      continue;
    rewriter.setInsertionPoint(expand);
    auto unpadded = tensor::ExpandShapeOp::create(rewriter, expand.getLoc(), expandedType.clone(shape), pad.getSource(),
                                                  groups);
    count += readsUnpadded(rewriter, expand.getResult(), unpadded.getResult(), expandedGrown, padValue);
    eraseIfUnused(rewriter, unpadded);
    eraseIfUnused(rewriter, expand);
  }
  eraseIfUnused(rewriter, pad);
  return count;
}

// The dimensions of `slice` (zero offsets, unit strides, static sizes) it cuts short, with the
// sizes it keeps; none when it is not such a slice.
std::optional<SmallVector<int64_t>> prefixSizes(tensor::ExtractSliceOp slice, llvm::SmallBitVector &cut) {
  RankedTensorType from = slice.getSourceType();
  if (!from.hasStaticShape() || llvm::any_of(slice.getStaticOffsets(), [](int64_t o) { return o != 0; }) ||
      llvm::any_of(slice.getStaticStrides(), [](int64_t s) { return s != 1; }) ||
      llvm::any_of(slice.getStaticSizes(), ShapedType::isDynamic))
    return std::nullopt;
  cut = llvm::SmallBitVector(from.getRank());
  for (auto [d, size] : llvm::enumerate(slice.getStaticSizes()))
    cut[d] = size < from.getDimSize(d);
  return SmallVector<int64_t>(slice.getStaticSizes());
}

// For each cut dimension of a slice's (or insert's) full-rank side, its dimension in the rank-reduced
// tile (dropped unit dimensions skipped); none when a cut dimension is one the tile drops.
std::optional<SmallVector<std::pair<unsigned, unsigned>>> cutInTile(const llvm::SmallBitVector &dropped,
                                                                    const llvm::SmallBitVector &cut) {
  SmallVector<std::pair<unsigned, unsigned>> pairs;
  unsigned tileDim = 0;
  for (unsigned d = 0; d < cut.size(); ++d) {
    if (dropped[d]) {
      if (cut[d])
        return std::nullopt;
      continue;
    }
    if (cut[d])
      pairs.push_back({d, tileDim});
    ++tileDim;
  }
  return pairs;
}

// A parallel_insert_slice of a whole-tile transfer_write, and the write's vector dimension for each
// cut dimension of the destination; none when the insert is not of that form.
struct TileStore {
  tensor::ParallelInsertSliceOp insert;
  vector::TransferWriteOp write;
  SmallVector<std::pair<unsigned, unsigned>> cutToVector; // (destination dim, vector dim)
};

std::optional<TileStore> tileStore(tensor::ParallelInsertSliceOp insert, const llvm::SmallBitVector &cut) {
  auto write = insert.getSource().getDefiningOp<vector::TransferWriteOp>();
  if (!write || !write->hasOneUse() || write.getMask() || !allInBounds(write) ||
      llvm::any_of(insert.getStaticStrides(), [](int64_t s) { return s != 1; }) ||
      llvm::any_of(insert.getStaticSizes(), ShapedType::isDynamic))
    return std::nullopt;
  auto tile = dyn_cast<RankedTensorType>(write.getBase().getType());
  if (!tile || tile.getShape() != write.getVectorType().getShape() ||
      !llvm::all_of(write.getIndices(), [](Value i) { return isZeroInteger(i); }))
    return std::nullopt; // the write does not cover its whole tile
  TileStore store{insert, write, {}};
  std::optional<SmallVector<std::pair<unsigned, unsigned>>> inTile = cutInTile(insert.getDroppedDims(), cut);
  if (!inTile)
    return std::nullopt;
  for (auto [d, sourceDim] : *inTile) {
    std::optional<unsigned> v = vectorDimOf(write.getPermutationMap(), sourceDim);
    if (!v)
      return std::nullopt;
    store.cutToVector.push_back({d, *v});
  }
  return store;
}

// min(size, extent - offset): what a tile at `offset` keeps of its `size` elements along a dimension
// that keeps `extent`, and at least 0 (a warp's tile inside a block's tile that the edge cuts short
// may lie wholly past it).
OpFoldResult keptSize(OpBuilder &b, Location loc, OpFoldResult size, OpFoldResult offset, OpFoldResult extent) {
  MLIRContext *context = b.getContext();
  AffineExpr o = getAffineSymbolExpr(0, context), e = getAffineSymbolExpr(1, context),
             sz = getAffineSymbolExpr(2, context);
  OpFoldResult kept = affine::makeComposedFoldedAffineMin(b, loc, AffineMap::get(0, 3, {sz, e - o}, context),
                                                          {offset, extent, size});
  // Never negative, a static extent included: a warp's tile can start past what its block keeps
  // (24 tokens: warps 2 and 3 of the block's 64 rows start at 32 and 48), and a block past the end
  // when the pad is longer than one tile. Negative, the cut made each store's guard compare a row
  // against a huge unsigned bound: the rows past the end were written (on the H200, 24 queries
  // wrote the second head's rows).
  return affine::makeComposedFoldedAffineMax(
      b, loc, AffineMap::get(0, 1, {getAffineConstantExpr(0, context), getAffineSymbolExpr(0, context)}, context),
      {kept});
}

// Each store of `tile` into the result, resized to what the result keeps of it.
void storeWhatIsKept(RewriterBase &rewriter, const TileStore &tile, Value result, ArrayRef<OpFoldResult> extent) {
  tensor::ParallelInsertSliceOp insert = tile.insert;
  vector::TransferWriteOp write = tile.write;
  Location loc = write.getLoc();
  OpBuilder &b = rewriter;
  rewriter.setInsertionPoint(write);
  SmallVector<OpFoldResult> offsets = insert.getMixedOffsets(), sizes = insert.getMixedSizes(),
                            strides = insert.getMixedStrides();
  auto tileType = cast<RankedTensorType>(write.getBase().getType());
  SmallVector<int64_t> tileShape(tileType.getShape());
  SmallVector<bool> inBounds(write.getVectorType().getRank(), true);
  for (auto [d, v] : tile.cutToVector) {
    sizes[d] = keptSize(b, loc, sizes[d], offsets[d], extent[d]);
    inBounds[v] = false;
  }
  unsigned sourceDim = 0;
  llvm::SmallBitVector dropped = insert.getDroppedDims();
  for (unsigned d = 0; d < sizes.size(); ++d) {
    if (dropped[d])
      continue;
    std::optional<int64_t> size = getConstantIntValue(sizes[d]);
    tileShape[sourceDim++] = size ? *size : ShapedType::kDynamic;
  }
  auto keptType = RankedTensorType::get(tileShape, tileType.getElementType());
  Value kept = tensor::ExtractSliceOp::create(b, loc, keptType, result, offsets, sizes, strides);
  auto stored = vector::TransferWriteOp::create(b, loc, write.getVector(), kept, write.getIndices(),
                                                write.getPermutationMapAttr(), Value(),
                                                b.getBoolArrayAttr(inBounds));
  rewriter.setInsertionPoint(insert);
  tensor::ParallelInsertSliceOp::create(rewriter, insert.getLoc(), stored.getResult(), insert.getDest(), offsets,
                                        sizes, strides);
  rewriter.eraseOp(insert);
  rewriter.eraseOp(write);
}

// A tile computed by a loop nested in the one whose shared out is cut (a block's warps on the
// GPU): the inner scf.forall's one shared out is the outer one sliced at the tile, through an
// expand_shape of unit dimensions or not, and its result is inserted back at the same place through
// the inverse collapse_shape (or as it is).
struct NestedStore {
  tensor::ParallelInsertSliceOp insert;
  tensor::CollapseShapeOp collapse; // null: the inner result is inserted as it is
  scf::ForallOp inner;
  tensor::ExtractSliceOp slice;
  tensor::ExpandShapeOp expand; // null: the slice is the inner loop's shared out as it is
  llvm::SmallBitVector innerCut;
  SmallVector<std::pair<unsigned, unsigned>> cutToInner; // (outer dim, inner dim)
};

// What writes a loop's one shared out: whole-tile writes, nested loops, and the slices only those
// writes' tiles come from (erased once the writes are redirected).
struct SharedWrites {
  SmallVector<TileStore> stores;
  SmallVector<NestedStore> nests;
  SmallVector<Operation *> deadSlices;
};

std::optional<SharedWrites> sharedWrites(scf::ForallOp forall, const llvm::SmallBitVector &cut);

bool sameMixed(ArrayRef<OpFoldResult> a, ArrayRef<OpFoldResult> b) {
  return a.size() == b.size() && llvm::all_of(llvm::zip(a, b), [](auto pair) {
           return isEqualConstantIntOrValue(std::get<0>(pair), std::get<1>(pair));
         });
}

std::optional<NestedStore> nestedStore(tensor::ParallelInsertSliceOp insert, Value shared,
                                       const llvm::SmallBitVector &cut) {
  NestedStore nest;
  nest.insert = insert;
  Value source = insert.getSource();
  nest.collapse = source.getDefiningOp<tensor::CollapseShapeOp>();
  if (nest.collapse && !nest.collapse->hasOneUse())
    return std::nullopt;
  Value innerResult = nest.collapse ? nest.collapse.getSrc() : source;
  nest.inner = innerResult.getDefiningOp<scf::ForallOp>();
  if (!nest.inner || nest.inner.getNumResults() != 1 || !innerResult.hasOneUse())
    return std::nullopt;
  Value init = nest.inner.getOutputs()[0];
  nest.expand = init.getDefiningOp<tensor::ExpandShapeOp>();
  Value sliced = nest.expand ? nest.expand.getSrc() : init;
  nest.slice = sliced.getDefiningOp<tensor::ExtractSliceOp>();
  if (!nest.slice || nest.slice.getSource() != shared || !nest.slice->hasOneUse() ||
      (nest.expand && !nest.expand->hasOneUse()) || static_cast<bool>(nest.expand) != static_cast<bool>(nest.collapse) ||
      (nest.expand && nest.expand.getReassociationIndices() != nest.collapse.getReassociationIndices()) ||
      !sameMixed(nest.slice.getMixedOffsets(), insert.getMixedOffsets()) ||
      !sameMixed(nest.slice.getMixedSizes(), insert.getMixedSizes()) ||
      llvm::any_of(insert.getStaticStrides(), [](int64_t s) { return s != 1; }) ||
      llvm::any_of(nest.slice.getStaticStrides(), [](int64_t s) { return s != 1; }) ||
      llvm::any_of(insert.getStaticSizes(), ShapedType::isDynamic))
    return std::nullopt;
  // Each cut dimension of the outer loop's shared out, through the slice's dropped dimensions and
  // the expand's groups, to the one dimension of the inner loop's shared out that is not a unit.
  auto innerType = cast<RankedTensorType>(init.getType());
  std::optional<SmallVector<std::pair<unsigned, unsigned>>> inTile = cutInTile(nest.slice.getDroppedDims(), cut);
  if (!inTile)
    return std::nullopt;
  nest.innerCut = llvm::SmallBitVector(innerType.getRank());
  for (auto [d, sliceDim] : *inTile) {
    std::optional<unsigned> innerDim = sliceDim;
    if (nest.expand) {
      innerDim.reset();
      for (int64_t r : nest.expand.getReassociationIndices()[sliceDim])
        if (innerType.getDimSize(r) != 1) {
          if (innerDim)
            return std::nullopt;
          innerDim = r;
        }
    }
    if (!innerDim)
      return std::nullopt;
    nest.innerCut[*innerDim] = true;
    nest.cutToInner.push_back({d, *innerDim});
  }
  if (!sharedWrites(nest.inner, nest.innerCut))
    return std::nullopt;
  return nest;
}

std::optional<SharedWrites> sharedWrites(scf::ForallOp forall, const llvm::SmallBitVector &cut) {
  if (forall.getNumResults() != 1)
    return std::nullopt;
  BlockArgument shared = forall.getRegionIterArgs()[0];
  SharedWrites writes;
  for (Operation *use : shared.getUsers()) {
    if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(use); insert && insert.getDest() == shared) {
      if (std::optional<TileStore> store = tileStore(insert, cut))
        writes.stores.push_back(*store);
      else if (std::optional<NestedStore> nest = nestedStore(insert, shared, cut))
        writes.nests.push_back(*nest);
      else
        return std::nullopt;
      continue;
    }
    if (isa<tensor::ExtractSliceOp>(use))
      continue; // checked below: a nested loop's shared out, or a whole-tile write's tile
    return std::nullopt;
  }
  for (Operation *use : shared.getUsers()) {
    auto slice = dyn_cast<tensor::ExtractSliceOp>(use);
    if (!slice || llvm::any_of(writes.nests, [&](const NestedStore &n) { return n.slice == slice; }))
      continue;
    bool tileOfAStore = llvm::all_of(slice->getUsers(), [&](Operation *user) {
      return llvm::any_of(writes.stores, [&](const TileStore &t) { return t.write == user; });
    });
    if (!tileOfAStore)
      return std::nullopt;
    writes.deadSlices.push_back(slice);
  }
  return writes;
}

// The loop computes into `init` (its shared out cut short on `cut` dimensions) instead: each write of
// a tile keeps what falls inside, nested loops likewise.
void shrinkSharedOut(RewriterBase &rewriter, scf::ForallOp forall, const llvm::SmallBitVector &cut, Value init) {
  SharedWrites writes = *sharedWrites(forall, cut);
  BlockArgument shared = forall.getRegionIterArgs()[0];
  auto type = cast<RankedTensorType>(init.getType());
  rewriter.modifyOpInPlace(forall, [&] {
    forall.getOutputsMutable()[0].set(init);
    shared.setType(type);
    forall.getResult(0).setType(type);
  });
  rewriter.setInsertionPointToStart(forall.getBody());
  SmallVector<OpFoldResult> extent;
  for (unsigned d = 0; d < type.getRank(); ++d)
    extent.push_back(tensor::getMixedSize(rewriter, forall.getLoc(), shared, d));
  for (const TileStore &store : writes.stores)
    storeWhatIsKept(rewriter, store, shared, extent);
  for (Operation *slice : writes.deadSlices)
    if (slice->use_empty())
      rewriter.eraseOp(slice);
  OpBuilder &b = rewriter;
  for (NestedStore &nest : writes.nests) {
    Location loc = nest.slice.getLoc();
    rewriter.setInsertionPoint(nest.slice);
    SmallVector<OpFoldResult> offsets = nest.slice.getMixedOffsets(), sizes = nest.slice.getMixedSizes(),
                              strides = nest.slice.getMixedStrides();
    for (unsigned d : cut.set_bits())
      sizes[d] = keptSize(b, loc, sizes[d], offsets[d], extent[d]);
    llvm::SmallBitVector dropped = nest.slice.getDroppedDims();
    SmallVector<int64_t> sliceShape;
    for (unsigned d = 0; d < sizes.size(); ++d)
      if (!dropped[d])
        sliceShape.push_back(getConstantIntValue(sizes[d]).value_or(ShapedType::kDynamic));
    Value slice = tensor::ExtractSliceOp::create(b, loc, type.clone(sliceShape), shared, offsets, sizes, strides);
    Value innerInit = slice;
    if (nest.expand) {
      SmallVector<OpFoldResult> shape = nest.expand.getMixedOutputShape();
      for (auto [outerDim, innerDim] : nest.cutToInner)
        shape[innerDim] = sizes[outerDim];
      SmallVector<int64_t> staticShape = llvm::map_to_vector(
          shape, [](OpFoldResult s) { return getConstantIntValue(s).value_or(ShapedType::kDynamic); });
      innerInit = tensor::ExpandShapeOp::create(b, nest.expand.getLoc(), type.clone(staticShape), slice,
                                                nest.expand.getReassociationIndices(), shape);
    }
    shrinkSharedOut(rewriter, nest.inner, nest.innerCut, innerInit);
    Value tile = nest.inner.getResult(0);
    if (nest.collapse) {
      rewriter.setInsertionPoint(nest.collapse);
      tile = tensor::CollapseShapeOp::create(b, nest.collapse.getLoc(), tile, nest.collapse.getReassociationIndices());
    }
    rewriter.setInsertionPoint(nest.insert);
    tensor::ParallelInsertSliceOp::create(rewriter, nest.insert.getLoc(), tile, shared, offsets, sizes, strides);
    rewriter.eraseOp(nest.insert);
    if (nest.collapse)
      rewriter.eraseOp(nest.collapse);
    if (nest.expand)
      rewriter.eraseOp(nest.expand);
    rewriter.eraseOp(nest.slice);
  }
}

bool writeResultInPlace(RewriterBase &rewriter, scf::ForallOp forall) {
  if (forall.getNumResults() != 1 || !forall.getResult(0).hasOneUse())
    return false;
  Value result = forall.getResult(0);
  Operation *user = *result.getUsers().begin();
  auto expand = dyn_cast<tensor::ExpandShapeOp>(user);
  if (expand && !expand.getResult().hasOneUse())
    return false;
  auto slice = dyn_cast<tensor::ExtractSliceOp>(expand ? *expand.getResult().getUsers().begin() : user);
  llvm::SmallBitVector sliceCut;
  std::optional<SmallVector<int64_t>> kept = slice ? prefixSizes(slice, sliceCut) : std::nullopt;
  if (!kept || sliceCut.none())
    return false;
  auto resultType = cast<RankedTensorType>(result.getType());
  if (!resultType.hasStaticShape() || !forall.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
    return false;
  // The cut dimensions of the loop's result, and the extent the slice keeps of each.
  SmallVector<int64_t> extent(resultType.getShape());
  llvm::SmallBitVector cut(resultType.getRank());
  SmallVector<ReassociationIndices> groups;
  if (expand)
    groups = expand.getReassociationIndices();
  for (unsigned d : sliceCut.set_bits()) {
    unsigned loopDim = d;
    if (expand) {
      auto group = llvm::find_if(groups, [&](const ReassociationIndices &g) { return llvm::is_contained(g, d); });
      if (group->size() != 1)
        return false;
      loopDim = group - groups.begin();
    }
    cut[loopDim] = true;
    extent[loopDim] = (*kept)[d];
  }
  if (!sharedWrites(forall, cut))
    return false;
  rewriter.setInsertionPoint(forall);
  Value empty = tensor::EmptyOp::create(rewriter, forall.getLoc(), extent, resultType.getElementType());
  shrinkSharedOut(rewriter, forall, cut, empty);
  OpBuilder &b = rewriter;
  rewriter.setInsertionPointAfter(forall);
  Value whole = result;
  if (expand) {
    SmallVector<int64_t> shape(expand.getResultType().getShape());
    for (unsigned d : sliceCut.set_bits())
      shape[d] = (*kept)[d];
    whole = tensor::ExpandShapeOp::create(b, expand.getLoc(), expand.getResultType().clone(shape), result, groups);
  }
  // The slice keeps all of the loop's result now: it is the result itself, or a collapse of its unit
  // dimensions (a rank-reducing slice), and a reshape back to the result's shape is the result, so
  // that bufferization returns the loop's buffer (the caller's output) instead of copying it.
  Value same = whole;
  if (slice.getResultType() != whole.getType()) {
    auto wholeType = cast<RankedTensorType>(whole.getType());
    std::optional<SmallVector<ReassociationIndices>> merged =
        getReassociationIndicesForReshape(wholeType, slice.getResultType());
    if (merged)
      same = tensor::CollapseShapeOp::create(b, slice.getLoc(), slice.getResultType(), whole, *merged);
    else
      same = tensor::ExtractSliceOp::create(b, slice.getLoc(), slice.getResultType(), whole, slice.getMixedOffsets(),
                                            slice.getMixedSizes(), slice.getMixedStrides());
  }
  rewriter.replaceOp(slice, same);
  if (same != whole)
    for (Operation *user : llvm::to_vector(same.getUsers()))
      if (auto back = dyn_cast<tensor::ExpandShapeOp>(user); back && back.getResultType() == whole.getType())
        rewriter.replaceOp(back, whole);
  if (expand)
    rewriter.eraseOp(expand);
  return true;
}

} // namespace

PaddingFolds foldPaddingIntoTransfers(RewriterBase &rewriter, Operation *root) {
  PaddingFolds done;
  SmallVector<tensor::PadOp> pads;
  root->walk([&](tensor::PadOp pad) { pads.push_back(pad); });
  for (tensor::PadOp pad : pads) {
    Operation *producer = pad.getSource().getDefiningOp();
    done.reads += readPadInPlace(rewriter, pad);
    if (isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(producer))
      eraseIfUnused(rewriter, producer);
  }
  SmallVector<scf::ForallOp> loops;
  root->walk([&](scf::ForallOp forall) { loops.push_back(forall); });
  for (scf::ForallOp forall : loops)
    done.results += writeResultInPlace(rewriter, forall);
  return done;
}

} // namespace lantern::transforms

namespace lantern::transforms {

mlir::DiagnosedSilenceableFailure
FoldPaddingIntoTransfersOp::applyToOne(mlir::transform::TransformRewriter &rewriter, mlir::Operation *target,
                                       mlir::transform::ApplyToEachResultList &, mlir::transform::TransformState &) {
  foldPaddingIntoTransfers(rewriter, target);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
