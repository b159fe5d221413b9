#include "transforms/fuse_producers_into_loop.h"

#include "transforms/apply_support.h"
#include "transforms/attention_chain.h"
#include "transforms/merge_duplicates.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/CSE.h"

namespace lantern::transforms {

namespace {

constexpr unsigned kMaxFusions = 256;

// A slice in the loop's body, varying with the loop, of a value that a tileable op outside the
// loop produces. Slices that are the same on every iteration are left: fusing their producer would
// only recompute it on every iteration.
mlir::tensor::ExtractSliceOp nextCandidate(mlir::LoopLikeOpInterface loop, AttentionChain &chain) {
  mlir::tensor::ExtractSliceOp found;
  for (mlir::Region *region : loop.getLoopRegions())
    region->walk([&](mlir::tensor::ExtractSliceOp slice) {
      if (found)
        return;
      mlir::Operation *producer = slice.getSource().getDefiningOp();
      bool varies = llvm::any_of(slice.getOffsets(), [&](mlir::Value v) { return !loop.isDefinedOutsideOfLoop(v); });
      if (varies && producer && mlir::isa<mlir::TilingInterface>(producer) &&
          !loop->isAncestor(producer) && chain.mayFuse(producer))
        found = slice;
    });
  return found;
}

// A slice of a reshape's result, as a reshape of a slice of its source: each reassociation group
// of the sliced side is either taken whole or is one element (size 1 in every dimension of the
// group; its offset is linearized or delinearized over the group's static sizes). Then the
// producer behind the reshape (GQA's broadcast of K/V over the query heads, a reshape merging
// batch and heads) is read through a slice and can be fused.
std::optional<mlir::Value> sliceThroughReshape(mlir::RewriterBase &rewriter, mlir::tensor::ExtractSliceOp slice) {
  mlir::Operation *reshape = slice.getSource().getDefiningOp();
  auto collapse = mlir::dyn_cast_if_present<mlir::tensor::CollapseShapeOp>(reshape);
  auto expand = mlir::dyn_cast_if_present<mlir::tensor::ExpandShapeOp>(reshape);
  if ((!collapse && !expand) || !slice.hasUnitStride() ||
      slice.getResultType().getRank() != slice.getSourceType().getRank())
    return std::nullopt;
  mlir::Value source = collapse ? collapse.getSrc() : expand.getSrc();
  auto sourceType = mlir::cast<mlir::RankedTensorType>(source.getType());
  auto resultType = mlir::cast<mlir::RankedTensorType>(reshape->getResult(0).getType());
  if (!sourceType.hasStaticShape() || !resultType.hasStaticShape())
    return std::nullopt;
  // The side with one dimension per group ("coarse") and the side with the group's dimensions.
  llvm::SmallVector<mlir::ReassociationIndices> groups =
      collapse ? collapse.getReassociationIndices() : expand.getReassociationIndices();
  mlir::RankedTensorType fine = collapse ? sourceType : resultType;
  mlir::Location loc = slice.getLoc();
  llvm::SmallVector<mlir::OpFoldResult> offsets = slice.getMixedOffsets(), sizes = slice.getMixedSizes();
  llvm::SmallVector<mlir::OpFoldResult> newOffsets, newSizes;
  auto isConstant = [](mlir::OpFoldResult v, int64_t c) {
    std::optional<int64_t> value = mlir::getConstantIntValue(v);
    return value && *value == c;
  };
  for (auto [coarse, group] : llvm::enumerate(groups)) {
    int64_t whole = 1;
    for (int64_t d : group)
      whole *= fine.getDimSize(d);
    if (collapse) { // slice on the coarse side: one offset/size per group
      if (group.size() == 1) {
        newOffsets.push_back(offsets[coarse]);
        newSizes.push_back(sizes[coarse]);
      } else if (isConstant(sizes[coarse], whole) && isConstant(offsets[coarse], 0)) {
        for (int64_t d : group) {
          newOffsets.push_back(rewriter.getIndexAttr(0));
          newSizes.push_back(rewriter.getIndexAttr(fine.getDimSize(d)));
        }
      } else if (isConstant(sizes[coarse], 1)) {
        llvm::SmallVector<int64_t> basis;
        for (int64_t d : group)
          basis.push_back(fine.getDimSize(d));
        mlir::Value offset = mlir::getValueOrCreateConstantIndexOp(rewriter, loc, offsets[coarse]);
        auto split = mlir::affine::AffineDelinearizeIndexOp::create(rewriter, loc, offset, basis);
        for (mlir::Value v : split.getResults()) {
          newOffsets.push_back(v);
          newSizes.push_back(rewriter.getIndexAttr(1));
        }
      } else {
        return std::nullopt;
      }
    } else { // slice on the fine side: one offset/size per dimension of the group
      bool all = llvm::all_of(group, [&](int64_t d) {
        return isConstant(offsets[d], 0) && isConstant(sizes[d], fine.getDimSize(d));
      });
      bool ones = llvm::all_of(group, [&](int64_t d) { return isConstant(sizes[d], 1); });
      if (group.size() == 1) {
        newOffsets.push_back(offsets[group[0]]);
        newSizes.push_back(sizes[group[0]]);
      } else if (all) {
        newOffsets.push_back(rewriter.getIndexAttr(0));
        newSizes.push_back(rewriter.getIndexAttr(whole));
      } else if (ones) {
        llvm::SmallVector<mlir::Value> parts;
        llvm::SmallVector<int64_t> basis;
        for (int64_t d : group) {
          parts.push_back(mlir::getValueOrCreateConstantIndexOp(rewriter, loc, offsets[d]));
          basis.push_back(fine.getDimSize(d));
        }
        newOffsets.push_back(mlir::affine::AffineLinearizeIndexOp::create(rewriter, loc, parts, basis).getResult());
        newSizes.push_back(rewriter.getIndexAttr(1));
      } else {
        return std::nullopt;
      }
    }
  }
  llvm::SmallVector<mlir::OpFoldResult> strides(newOffsets.size(), rewriter.getIndexAttr(1));
  mlir::Value inner = mlir::tensor::ExtractSliceOp::create(rewriter, loc, source, newOffsets, newSizes, strides);
  if (collapse)
    return mlir::tensor::CollapseShapeOp::create(rewriter, loc, slice.getResultType(), inner, groups).getResult();
  return mlir::tensor::ExpandShapeOp::create(rewriter, loc, slice.getResultType(), inner, groups).getResult();
}

// Moves every loop-varying slice of a reshape in the loop above the reshape, until none is left.
void sliceThroughReshapes(mlir::RewriterBase &rewriter, mlir::LoopLikeOpInterface loop) {
  for (bool changed = true; changed;) {
    changed = false;
    llvm::SmallVector<mlir::tensor::ExtractSliceOp> slices;
    for (mlir::Region *region : loop.getLoopRegions())
      region->walk([&](mlir::tensor::ExtractSliceOp slice) {
        bool varies = llvm::any_of(slice.getOffsets(), [&](mlir::Value v) { return !loop.isDefinedOutsideOfLoop(v); });
        if (varies)
          slices.push_back(slice);
      });
    for (mlir::tensor::ExtractSliceOp slice : slices) {
      mlir::OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(slice);
      if (std::optional<mlir::Value> replacement = sliceThroughReshape(rewriter, slice)) {
        rewriter.replaceOp(slice, *replacement);
        changed = true;
      }
    }
  }
}

} // namespace

std::optional<Refusal> fuseProducersIntoLoop(mlir::RewriterBase &rewriter, mlir::LoopLikeOpInterface loop,
                                             unsigned &fused) {
  fused = 0;
  llvm::SmallVector<mlir::LoopLikeOpInterface> loops{loop};
  // Identical slices (E's tile is read once per fused reduction) become one, so each producer is
  // tiled once per distinct slice; without this the fusion kept finding fresh copies of a slice.
  mlir::DominanceInfo dominance;
  mlir::eliminateCommonSubExpressions(rewriter, dominance, loop);
  sliceThroughReshapes(rewriter, loop);
  // In a function the role finder tagged, only the loop's attention chain follows into it: the rest
  // of a layer or model (projections, norms, an earlier layer) is computed outside, once.
  AttentionChain chain(loop);
  while (mlir::tensor::ExtractSliceOp slice = nextCandidate(loop, chain)) {
    mlir::Operation *producer = slice.getSource().getDefiningOp();
    std::optional<mlir::scf::SCFFuseProducerOfSliceResult> result =
        mlir::scf::tileAndFuseProducerOfSlice(rewriter, slice, loops);
    if (!result) {
      if (fused == 0)
        return Refusal{producer->getLoc(), describeOp(producer) + " cannot be tiled to the slice the loop reads",
                       "only ops implementing TilingInterface with a computable tile are fused"};
      break;
    }
    ++fused;
    mlir::eliminateCommonSubExpressions(rewriter, dominance, loop);
    // CSE leaves copies of ops with effects (a gather's cf.assert): merged here, or each consumer
    // would keep its own copy of the chain above it.
    for (mlir::Region *region : loop.getLoopRegions())
      for (mlir::Block &block : *region)
        mergeDuplicateTiles(rewriter, block);
    sliceThroughReshapes(rewriter, loop);
    if (fused > kMaxFusions)
      return Refusal{loop->getLoc(), "more than " + std::to_string(kMaxFusions) + " producers were fused",
                     "fusion did not reach a fixed point; the IR is left as it is now"};
    // The producer outside stays only while something else reads all of it.
    if (producer->use_empty())
      rewriter.eraseOp(producer);
  }
  if (fused == 0)
    return Refusal{loop->getLoc(), "the loop reads no slice of a tileable op defined outside it",
                   "there is nothing to fuse"};
  // The fused tiles write into slices of whole-row tensor.empty destinations: make those tile-sized.
  mlir::RewritePatternSet patterns(loop->getContext());
  mlir::tensor::populateFoldTensorEmptyPatterns(patterns);
  applyPatternsAlone(loop, std::move(patterns),
                     mlir::dyn_cast_if_present<mlir::RewriterBase::Listener>(rewriter.getListener()));
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure FuseProducersIntoLoopOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                mlir::Operation *target,
                                                                mlir::transform::ApplyToEachResultList &,
                                                                mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::LoopLikeOpInterface>(target);
  if (!loop)
    return refused(*this, wrongTarget(target, "a loop", "producers are fused into a loop"));
  unsigned fused = 0;
  if (std::optional<Refusal> refusal = fuseProducersIntoLoop(rewriter, loop, fused); refusal && !(getIfPresent() && fused == 0))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
