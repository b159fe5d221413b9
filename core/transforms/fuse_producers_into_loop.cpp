#include "transforms/fuse_producers_into_loop.h"

#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/CSE.h"

namespace lantern::transforms {

namespace {

constexpr unsigned kMaxFusions = 256;

// A slice in the loop's body, varying with the loop, of a value that a tileable op outside the
// loop produces. Slices that are the same on every iteration are left: fusing their producer would
// only recompute it on every iteration.
mlir::tensor::ExtractSliceOp nextCandidate(mlir::LoopLikeOpInterface loop) {
  mlir::tensor::ExtractSliceOp found;
  for (mlir::Region *region : loop.getLoopRegions())
    region->walk([&](mlir::tensor::ExtractSliceOp slice) {
      if (found)
        return;
      mlir::Operation *producer = slice.getSource().getDefiningOp();
      bool varies = llvm::any_of(slice.getOffsets(), [&](mlir::Value v) { return !loop.isDefinedOutsideOfLoop(v); });
      if (varies && producer && mlir::isa<mlir::TilingInterface>(producer) &&
          !loop->isAncestor(producer))
        found = slice;
    });
  return found;
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
  while (mlir::tensor::ExtractSliceOp slice = nextCandidate(loop)) {
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

} // namespace lantern::transforms
