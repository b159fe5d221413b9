#include "transforms/fuse_consumers_into_loop.h"

#include "transforms/apply_support.h"
#include "transforms/attention_chain.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/RegionUtils.h"

namespace lantern::transforms {

namespace {

constexpr unsigned kMaxFusions = 64;

// A tileable op reading a result of `loop` that belongs to its attention chain (in a layer, the
// output projection and what follows it stay outside).
mlir::Operation *nextConsumer(mlir::scf::ForallOp loop, AttentionChain &chain) {
  for (mlir::Value result : loop->getResults())
    for (mlir::Operation *user : result.getUsers())
      if (mlir::isa<mlir::TilingInterface>(user) && chain.mayFuseConsumer(user, loop))
        return user;
  return nullptr;
}

// Only consumers whose every loop is parallel are fused: a tile of a reduction over a dimension the
// loop splits would be a partial result that the parallel iterations then race to write
// (scf::tileAndFuseConsumer does not refuse it).
bool allLoopsParallel(mlir::Operation *consumer) {
  auto tileable = mlir::cast<mlir::TilingInterface>(consumer);
  return llvm::all_of(tileable.getLoopIteratorTypes(),
                      [](mlir::utils::IteratorType t) { return t == mlir::utils::IteratorType::parallel; });
}

// Fusion leaves the old slice plumbing of the loop's result behind (an insert_slice of the inner
// loop's result that nothing reads any more); as another user of that result it would stop the
// next fusion.
void eraseDeadOps(mlir::RewriterBase &rewriter, mlir::Operation *root) {
  llvm::SmallVector<mlir::Operation *> dead;
  bool changed = true;
  while (changed) {
    dead.clear();
    root->walk<mlir::WalkOrder::PostOrder>([&](mlir::Operation *op) {
      if (op != root && mlir::isOpTriviallyDead(op))
        dead.push_back(op);
    });
    for (mlir::Operation *op : dead)
      rewriter.eraseOp(op);
    changed = !dead.empty();
  }
}

// `innermost` and the scf.forall loops around it, innermost first.
llvm::SmallVector<mlir::scf::ForallOp> loopsAround(mlir::scf::ForallOp innermost) {
  llvm::SmallVector<mlir::scf::ForallOp> loops;
  for (mlir::scf::ForallOp op = innermost; op; op = op->getParentOfType<mlir::scf::ForallOp>())
    loops.push_back(op);
  return loops;
}

// A reshape between the outermost loop and an elementwise consumer (batch > 1: the output is
// expanded from (batch·head) to (batch, head), then cast to bf16) moves below the consumer, which
// is collapsed to the loop result's shape instead, so it reads the loop directly and can be fused.
void moveReshapesBelowConsumers(mlir::RewriterBase &rewriter, mlir::scf::ForallOp outermost) {
  llvm::SmallPtrSet<mlir::Operation *, 4> reshapes;
  for (mlir::Value result : outermost.getResults())
    for (mlir::Operation *user : result.getUsers())
      if (mlir::isa<mlir::tensor::ExpandShapeOp>(user))
        reshapes.insert(user);
  if (reshapes.empty())
    return;
  mlir::RewritePatternSet patterns(outermost.getContext());
  mlir::linalg::populateFoldReshapeOpsByCollapsingPatterns(patterns, [&](mlir::OpOperand *operand) {
    auto generic = mlir::dyn_cast<mlir::linalg::GenericOp>(operand->getOwner());
    return reshapes.contains(operand->get().getDefiningOp()) && generic &&
           generic.getNumParallelLoops() == generic.getNumLoops();
  });
  applyPatternsAlone(outermost->getParentOp(), std::move(patterns),
                     mlir::dyn_cast_if_present<mlir::RewriterBase::Listener>(rewriter.getListener()));
}

} // namespace

// One loop at a time, innermost first, until no loop of the nest has a tileable consumer: a
// consumer fused into the outer loop reads the inner loop's result there, and is fused into the
// inner loop on the next round. Each fusion is into a single loop (upstream's nest fusion expects
// the exact structure tiling makes, which reshapes between the levels break).
std::optional<Refusal> fuseConsumersIntoLoop(mlir::RewriterBase &rewriter, mlir::scf::ForallOp innermost) {
  unsigned fused = 0;
  // Fusing rebuilds a loop; the innermost one is found again from an op inside it.
  mlir::Operation *anchor = &innermost.getBody()->front();
  moveReshapesBelowConsumers(rewriter, loopsAround(innermost).back());
  AttentionChain chain(innermost);
  bool changed = true;
  while (changed) {
    changed = false;
    for (mlir::scf::ForallOp loop : loopsAround(anchor->getParentOfType<mlir::scf::ForallOp>())) {
      mlir::Operation *consumer = nextConsumer(loop, chain);
      if (!consumer)
        continue;
      if (!allLoopsParallel(consumer))
        return Refusal{consumer->getLoc(), describeOp(consumer) + " cannot be tiled to the loop's tiles",
                       "it reduces over a loop; only consumers whose loops are all parallel are fused (a tile of "
                       "the reduction would be a partial result)"};
      // scf::tileAndFuseConsumer (MLIR 22.1) builds invalid IR when the loop inserts its tile with a
      // rank-reducing parallel_insert_slice (a 64x64 tile into 1x64x64 of the output).
      bool rankReducing = false;
      loop.getTerminator().walk([&](mlir::tensor::ParallelInsertSliceOp insert) {
        rankReducing |= insert.getSourceType().getRank() != insert.getDestType().getRank();
      });
      if (rankReducing)
        return Refusal{loop->getLoc(), "the loop writes its tile through a rank-reducing parallel_insert_slice",
                       "upstream consumer fusion cannot tile " + describeOp(consumer) + " to such a tile"};
      llvm::SmallVector<mlir::LoopLikeOpInterface> single{llvm::cast<mlir::LoopLikeOpInterface>(loop.getOperation())};
      mlir::FailureOr<mlir::scf::SCFFuseConsumerOfSliceResult> result =
          mlir::scf::tileAndFuseConsumer(rewriter, consumer, single);
      if (mlir::failed(result))
        return Refusal{consumer->getLoc(), describeOp(consumer) + " cannot be tiled to the loop's tiles",
                       "its tile must be computable from the slice the loop writes (elementwise consumers are)"};
      // The loop now yields the consumer's tiles; the whole-tensor consumer is left without users.
      if (consumer->use_empty())
        rewriter.eraseOp(consumer);
      eraseDeadOps(rewriter, loopsAround(anchor->getParentOfType<mlir::scf::ForallOp>()).back());
      if (++fused > kMaxFusions)
        return Refusal{consumer->getLoc(), "more than " + std::to_string(kMaxFusions) + " consumers were fused",
                       "fusion did not reach a fixed point; the IR is left as it is now"};
      changed = true;
      break; // the loops were rebuilt: start again from the anchor
    }
  }
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure FuseConsumersIntoLoopOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                mlir::Operation *target,
                                                                mlir::transform::ApplyToEachResultList &,
                                                                mlir::transform::TransformState &) {
  auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!forall)
    return refused(*this, wrongTarget(target, "an scf.forall", "consumers are fused into scf.forall nests"));
  if (std::optional<Refusal> refusal = fuseConsumersIntoLoop(rewriter, forall))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
