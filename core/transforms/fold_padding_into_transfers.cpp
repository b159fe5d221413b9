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
  llvm::SmallBitVector dropped = insert.getDroppedDims();
  unsigned sourceDim = 0;
  for (unsigned d = 0; d < cut.size(); ++d) {
    if (dropped[d]) {
      if (cut[d])
        return std::nullopt;
      continue;
    }
    if (cut[d]) {
      std::optional<unsigned> v = vectorDimOf(write.getPermutationMap(), sourceDim);
      if (!v)
        return std::nullopt;
      store.cutToVector.push_back({d, *v});
    }
    ++sourceDim;
  }
  return store;
}

// Each store of `tile` into the result, resized to what the result keeps of it.
void storeWhatIsKept(RewriterBase &rewriter, const TileStore &tile, Value result, ArrayRef<int64_t> extent) {
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
    int64_t size = *getConstantIntValue(sizes[d]);
    AffineExpr offset = getAffineDimExpr(0, b.getContext());
    auto bounds = AffineMap::get(1, 0, {getAffineConstantExpr(size, b.getContext()), extent[d] - offset},
                                 b.getContext());
    sizes[d] = affine::makeComposedFoldedAffineMin(b, loc, bounds, {offsets[d]});
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
  BlockArgument shared = forall.getRegionIterArgs()[0];
  SmallVector<TileStore> stores;
  for (Operation *use : shared.getUsers()) {
    auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(use);
    std::optional<TileStore> store =
        insert && insert.getDest() == shared ? tileStore(insert, cut) : std::optional<TileStore>();
    if (!store)
      return false;
    stores.push_back(*store);
  }
  auto keptType = resultType.clone(extent);
  rewriter.setInsertionPoint(forall);
  Value empty = tensor::EmptyOp::create(rewriter, forall.getLoc(), extent, resultType.getElementType());
  rewriter.modifyOpInPlace(forall, [&] {
    forall.getOutputsMutable()[0].set(empty);
    shared.setType(keptType);
    result.setType(keptType);
  });
  for (const TileStore &store : stores)
    storeWhatIsKept(rewriter, store, shared, extent);
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
