// tile_and_fuse: upstream tile-and-fuse of producers (scf::tileConsumerAndFuseProducersUsingSCF,
// as transform.structured.fuse runs it), with two controls: fusion stops where the target's
// attention chain ends (AttentionChain: projections, norms, other blocks stay outside), and with
// `yield_shared` a fused producer that ops outside the chain also read is yielded by the loop when
// its tiles partition its result, so that those readers (a log-sum-exp output reading the row max
// and sum) read the loop's values rather than a second, untiled copy of the chain. Only ops of the
// target's attention block are yielded.
#include "transforms/apply_support.h"
#include "transforms/attention_chain.h"
#include "transforms/check_tiling.h"
#include "transforms/merge_duplicates.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"

namespace lantern::transforms {

namespace {

// Iterations of the loops around `op` up to (not including) `home`'s ops; nullopt when a bound is
// not static.
std::optional<int64_t> iterationsAround(mlir::Operation *op, mlir::Block *home) {
  int64_t count = 1;
  for (mlir::Operation *parent = op->getParentOp(); parent && parent->getBlock() != nullptr;
       parent = parent->getParentOp()) {
    if (auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(parent)) {
      for (auto [lb, ub, step] : llvm::zip(forall.getMixedLowerBound(), forall.getMixedUpperBound(),
                                           forall.getMixedStep())) {
        auto l = mlir::getConstantIntValue(lb), u = mlir::getConstantIntValue(ub), s = mlir::getConstantIntValue(step);
        if (!l || !u || !s || *s <= 0)
          return std::nullopt;
        count *= (*u - *l + *s - 1) / *s;
      }
    } else if (auto loop = mlir::dyn_cast<mlir::scf::ForOp>(parent)) {
      auto l = mlir::getConstantIntValue(loop.getLowerBound()), u = mlir::getConstantIntValue(loop.getUpperBound()),
           s = mlir::getConstantIntValue(loop.getStep());
      if (!l || !u || !s || *s <= 0)
        return std::nullopt;
      count *= (*u - *l + *s - 1) / *s;
    }
    if (parent->getBlock() == home)
      break;
  }
  return count;
}

// True when the loops' iterations read disjoint parts of the slice's source that cover it: the
// slice times the trip count is the whole source (tiling cuts a regular grid), every cut dimension
// has an offset that varies, and every stride is 1.
bool partitionsSource(mlir::tensor::ExtractSliceOp slice, mlir::Block *home) {
  auto source = mlir::cast<mlir::RankedTensorType>(slice.getSourceType());
  auto result = slice.getResultType();
  if (!source.hasStaticShape() || !result.hasStaticShape() || slice.getSourceType().getRank() != result.getRank())
    return false;
  std::optional<int64_t> iterations = iterationsAround(slice, home);
  if (!iterations || result.getNumElements() * *iterations != source.getNumElements())
    return false;
  for (auto [offset, size, stride, full] :
       llvm::zip(slice.getMixedOffsets(), slice.getMixedSizes(), slice.getMixedStrides(), source.getShape())) {
    if (mlir::getConstantIntValue(stride) != 1)
      return false;
    std::optional<int64_t> staticSize = mlir::getConstantIntValue(size);
    if (!staticSize || (*staticSize != full && mlir::getConstantIntValue(offset)))
      return false;
  }
  return true;
}

// Erases the ops of `body` whose results nobody reads and that have no effects, last first.
void eraseDeadOps(mlir::RewriterBase &rewriter, mlir::Block &body) {
  for (bool erased = true; erased;) {
    erased = false;
    for (mlir::Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
      if (mlir::isOpTriviallyDead(&op)) {
        rewriter.eraseOp(&op);
        erased = true;
      }
  }
}

} // namespace

mlir::DiagnosedSilenceableFailure TileAndFuseOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                            mlir::Operation *target,
                                                            mlir::transform::ApplyToEachResultList &results,
                                                            mlir::transform::TransformState &) {
  auto tileable = mlir::dyn_cast<mlir::TilingInterface>(target);
  if (!tileable)
    return refused(*this, wrongTarget(target, "an op implementing TilingInterface", "only such ops can be tiled"));
  size_t expectedLoops = getUseForall() ? 1 : static_cast<size_t>(llvm::count_if(getTileSizes(), [](int64_t s) {
    return s != 0;
  }));
  if (expectedLoops != getLoops().size())
    return refused(*this, Refusal{target->getLoc(),
                                  "the op returns " + std::to_string(getLoops().size()) + " loop handle(s) for " +
                                      std::to_string(expectedLoops) + " loop(s)",
                                  "one loop with use_forall, else one per non-zero tile size"});

  // The chain: the target and what it is computed from, in its block.
  llvm::SetVector<mlir::Operation *> chain;
  mlir::BackwardSliceOptions sliceOptions;
  sliceOptions.omitBlockArguments = true;
  mlir::Block *home = target->getBlock();
  sliceOptions.filter = [&](mlir::Operation *op) { return op->getBlock() == home; };
  (void)mlir::getBackwardSlice(target, &chain, sliceOptions);
  chain.insert(target);

  mlir::scf::SCFTilingOptions tiling;
  // A tile past its loop's extent is the whole loop: one tile of static size, not upstream's
  // affine.min over a tile of dynamic size.
  tiling.setTileSizes(mlir::getAsIndexOpFoldResult(getContext(), clampTileSizes(target, getTileSizes())));
  tiling.setInterchange(getTileInterchange());
  tiling.setLoopType(getUseForall() ? mlir::scf::SCFTilingOptions::LoopType::ForallOp
                                    : mlir::scf::SCFTilingOptions::LoopType::ForOp);
  mlir::scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tiling);
  if (getApplyCleanup()) {
    mlir::RewritePatternSet patterns(getContext());
    mlir::tensor::ExtractSliceOp::getCanonicalizationPatterns(patterns, getContext());
    mlir::tensor::populateMergeConsecutiveInsertExtractSlicePatterns(patterns);
    mlir::tensor::populateBubbleUpExtractSliceOpPatterns(patterns);
    options.cleanupPatterns = mlir::FrozenRewritePatternSet(std::move(patterns));
  }
  // Producers beyond the target's attention chain (a projection, a norm, another block) stay
  // outside the loop unless `whole_graph`: the loop reads them as operands.
  AttentionChain attentionChain(target);
  bool wholeGraph = getWholeGraph(), yieldShared = getYieldShared();
  options.setFusionControlFn([&](mlir::tensor::ExtractSliceOp slice, mlir::OpResult producer,
                                 bool) -> std::optional<mlir::scf::SCFTileAndFuseOptions::ControlFnResult> {
    mlir::Operation *def = producer.getOwner();
    if (!wholeGraph && !attentionChain.mayFuse(def))
      return std::nullopt;
    // Only the target's own attention block is yielded: a tagged op (lantern.role) of the same
    // lantern.block. Other fused ops are recomputed per tile as upstream does.
    if (!yieldShared || !def->hasAttr("lantern.role") || def->getAttr("lantern.block") != target->getAttr("lantern.block"))
      return mlir::scf::SCFTileAndFuseOptions::ControlFnResult{false};
    mlir::Operation *loop = home->findAncestorOpInBlock(*slice);
    bool readOutside = llvm::any_of(producer.getUsers(), [&](mlir::Operation *user) {
      return !chain.contains(user) && !(loop && loop->isAncestor(user));
    });
    return mlir::scf::SCFTileAndFuseOptions::ControlFnResult{readOutside && partitionsSource(slice, home)};
  });

  rewriter.setInsertionPoint(target);
  mlir::FailureOr<mlir::scf::SCFTileAndFuseResult> fused =
      mlir::scf::tileConsumerAndFuseProducersUsingSCF(rewriter, tileable, options);
  if (mlir::failed(fused))
    return refused(*this, Refusal{target->getLoc(), "upstream tile-and-fuse failed on " + describeOp(target),
                                  "the sizes must tile the op's loops (and fit its TilingInterface)"});
  // The untiled ops: their readers outside the chain read the loop's values instead; readers that
  // are untiled ops themselves keep them (they sit before the loop, and go once unread).
  llvm::SmallVector<mlir::Operation *> untiled{target};
  llvm::append_range(untiled, fused->fusedProducers);
  llvm::SmallPtrSet<mlir::Operation *, 16> isUntiled(untiled.begin(), untiled.end());
  // Such readers placed before the loop (a log-sum-exp computed before P·V) move after it, with
  // what reads them in turn, unless the loop itself depends on one of them.
  mlir::Operation *outer = fused->loops.empty() ? nullptr : fused->loops.front().getOperation();
  llvm::SetVector<mlir::Operation *> readers;
  llvm::SmallVector<mlir::Operation *> work;
  for (mlir::Operation *op : untiled)
    for (mlir::OpResult result : op->getResults())
      if (fused->replacements.lookup(result))
        for (mlir::Operation *user : result.getUsers())
          work.push_back(user);
  while (!work.empty()) {
    mlir::Operation *reader = home->findAncestorOpInBlock(*work.pop_back_val());
    if (!reader || !outer || reader == outer || isUntiled.contains(reader) || !reader->isBeforeInBlock(outer) ||
        !readers.insert(reader))
      continue;
    for (mlir::Operation *user : reader->getUsers())
      work.push_back(user);
  }
  bool movable = true;
  if (!readers.empty()) {
    llvm::SetVector<mlir::Operation *> loopInputs;
    (void)mlir::getBackwardSlice(outer, &loopInputs, sliceOptions);
    movable = llvm::none_of(readers, [&](mlir::Operation *r) { return loopInputs.contains(r); });
  }
  if (movable) {
    llvm::SmallVector<mlir::Operation *> ordered(readers.begin(), readers.end());
    llvm::sort(ordered, [](mlir::Operation *a, mlir::Operation *b) { return a->isBeforeInBlock(b); });
    mlir::Operation *after = outer;
    for (mlir::Operation *reader : ordered) {
      rewriter.moveOpAfter(reader, after);
      after = reader;
    }
  }
  for (mlir::Operation *op : untiled)
    for (mlir::OpResult result : op->getResults())
      if (mlir::Value replacement = fused->replacements.lookup(result))
        rewriter.replaceUsesWithIf(result, replacement, [&](mlir::OpOperand &use) {
          mlir::Operation *reader = home->findAncestorOpInBlock(*use.getOwner());
          return reader && reader != outer && !isUntiled.contains(reader) && (movable || !readers.contains(reader));
        });
  if (!fused->loops.empty()) {
    mlir::Operation *inner = fused->loops.back().getOperation();
    mergeDuplicateTiles(rewriter, inner->getRegion(0).front());
    // Slices of the untiled ops that nothing reads any more keep them alive: drop them first.
    eraseDeadOps(rewriter, inner->getRegion(0).front());
  }
  for (bool erased = true; erased;) {
    erased = false;
    for (mlir::Operation *&op : untiled) {
      if (op && op->use_empty()) {
        rewriter.eraseOp(op);
        op = nullptr;
        erased = true;
      }
    }
  }
  results.push_back(fused->tiledAndFusedOps.front());
  for (mlir::LoopLikeOpInterface loop : fused->loops)
    results.push_back(loop);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
