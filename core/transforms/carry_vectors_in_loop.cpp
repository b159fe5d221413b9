#include "transforms/carry_vectors_in_loop.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace lantern::transforms {

namespace {

// A transfer_write that overwrites all of its destination tensor: same static shape as the vector,
// every index 0, identity map, no mask. Its result does not depend on what the destination held.
bool overwritesWholeTensor(mlir::vector::TransferWriteOp write) {
  auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(write.getBase().getType());
  if (!tensor || !tensor.hasStaticShape() || write.getMask() || !write.getPermutationMap().isMinorIdentity() ||
      tensor.getShape() != write.getVectorType().getShape())
    return false;
  return llvm::all_of(write.getIndices(), [](mlir::Value i) { return mlir::isZeroInteger(i); });
}

unsigned vectorIterArgs(mlir::LoopLikeOpInterface loop) {
  return llvm::count_if(loop.getRegionIterArgs(),
                        [](mlir::BlockArgument a) { return llvm::isa<mlir::VectorType>(a.getType()); });
}

} // namespace

std::optional<Refusal> carryVectorsInLoop(mlir::RewriterBase &rewriter, mlir::LoopLikeOpInterface loop,
                                          mlir::LoopLikeOpInterface &result) {
  auto yields = loop.getYieldedValuesMutable();
  if (!yields)
    return Refusal{loop->getLoc(), "the loop has no yielded values", "only loops with iter_args carry values"};
  unsigned before = vectorIterArgs(loop);
  // A whole-tensor write yielded as iter_arg i may as well write into iter_arg i: then the read at
  // the top of the body and this write form the pair that subset hoisting moves out of the loop.
  llvm::SmallVector<mlir::BlockArgument> iterArgs(loop.getRegionIterArgs());
  for (auto [i, yielded] : llvm::enumerate(*yields)) {
    auto write = yielded.get().getDefiningOp<mlir::vector::TransferWriteOp>();
    if (!write || write.getBase() == iterArgs[i] || !overwritesWholeTensor(write) ||
        write.getBase().getType() != iterArgs[i].getType())
      continue;
    rewriter.modifyOpInPlace(write, [&] { write.getBaseMutable().assign(iterArgs[i]); });
  }
  result = mlir::hoistLoopInvariantSubsets(rewriter, loop);
  if (vectorIterArgs(result) == before)
    return Refusal{loop->getLoc(), "no iter_arg is read and rewritten whole by vector transfers in the loop",
                   "only tensors that the body reads with transfer_read and rewrites with transfer_write at the "
                   "same indices can be carried as vectors"};
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure CarryVectorsInLoopOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::Operation *target,
                                                             mlir::transform::ApplyToEachResultList &results,
                                                             mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::LoopLikeOpInterface>(target);
  if (!loop)
    return refused(*this, wrongTarget(target, "a loop", "only loops carry values"));
  mlir::LoopLikeOpInterface rewritten = loop;
  if (std::optional<Refusal> refusal = carryVectorsInLoop(rewriter, loop, rewritten))
    return refused(*this, *refusal);
  results.push_back(rewritten);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
