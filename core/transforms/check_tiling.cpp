// check_tiling: the legality of a tiling before any tiling op rewrites the payload. Loops are named
// as the schedule counts them (the n-th entry of `sizes`, from 0) together with their iterator type.
#include "transforms/check_tiling.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/TilingInterface.h"

#include "llvm/ADT/SmallBitVector.h"

#include <string>

namespace lantern::transforms {

namespace {

std::string loopName(size_t index, mlir::utils::IteratorType type) {
  return "loop " + std::to_string(index) + " (" +
         (type == mlir::utils::IteratorType::reduction ? "reduction" : "parallel") + ")";
}

// The first output of `op` whose value does not depend on loop `dim`; -1 when all do (or `op` is not
// a linalg op, whose outputs' indexing we cannot read).
int64_t outputIndependentOf(mlir::Operation *op, unsigned dim) {
  auto linalg = mlir::dyn_cast<mlir::linalg::LinalgOp>(op);
  if (!linalg)
    return -1;
  for (mlir::OpOperand &init : linalg.getDpsInitsMutable())
    if (!linalg.getMatchingIndexingMap(&init).isFunctionOfDim(dim))
      return init.getOperandNumber() - linalg.getNumDpsInputs();
  return -1;
}

std::optional<Refusal> checkInterchange(mlir::Operation *op, llvm::ArrayRef<int64_t> interchange, size_t loops) {
  if (interchange.empty())
    return std::nullopt;
  if (interchange.size() > loops)
    return Refusal{op->getLoc(),
                   "interchange has " + std::to_string(interchange.size()) + " entries for " + describeOp(op) +
                       " with " + std::to_string(loops) + " loops",
                   "it reorders the op's loops, one entry per loop"};
  llvm::SmallBitVector seen(interchange.size());
  for (int64_t v : interchange) {
    if (v < 0 || v >= static_cast<int64_t>(interchange.size()) || seen.test(v))
      return Refusal{op->getLoc(), "interchange is not a permutation of 0.." + std::to_string(interchange.size() - 1),
                     "each loop must appear exactly once in the new order"};
    seen.set(v);
  }
  return std::nullopt;
}

// The first init of `op` made by an op that tile-and-fuse would pull into the loops (a linalg.fill of
// the accumulator); null when there is none.
mlir::Operation *fusableInitProducer(mlir::Operation *op) {
  auto dps = mlir::dyn_cast<mlir::DestinationStyleOpInterface>(op);
  if (!dps)
    return nullptr;
  for (mlir::OpOperand &init : dps.getDpsInitsMutable())
    if (mlir::Operation *producer = init.get().getDefiningOp(); producer && mlir::isa<mlir::TilingInterface>(producer))
      return producer;
  return nullptr;
}

} // namespace

llvm::SmallVector<int64_t> clampTileSizes(mlir::Operation *op, llvm::ArrayRef<int64_t> sizes) {
  llvm::SmallVector<int64_t> clamped(sizes);
  auto linalg = mlir::dyn_cast<mlir::linalg::LinalgOp>(op);
  if (!linalg)
    return clamped;
  llvm::SmallVector<int64_t> extents = linalg.getStaticLoopRanges();
  for (auto [index, size] : llvm::enumerate(clamped))
    if (index < extents.size() && !mlir::ShapedType::isDynamic(extents[index]) && size > extents[index])
      size = extents[index];
  return clamped;
}

std::optional<Refusal> checkTiling(mlir::Operation *op, llvm::ArrayRef<int64_t> sizes,
                                   llvm::ArrayRef<int64_t> interchange, TilingLoop loop, bool fusesProducers,
                                   bool clamps) {
  auto tileable = mlir::dyn_cast<mlir::TilingInterface>(op);
  if (!tileable)
    return wrongTarget(op, "an op that implements TilingInterface (a linalg op)", "only those ops can be tiled");
  llvm::SmallVector<mlir::utils::IteratorType> iterators = tileable.getLoopIteratorTypes();
  if (sizes.size() > iterators.size())
    return Refusal{op->getLoc(),
                   std::to_string(sizes.size()) + " tile sizes for " + describeOp(op) + " with " +
                       std::to_string(iterators.size()) + " loops",
                   "`sizes` has one entry per loop of the op, in its iteration order"};
  llvm::SmallVector<int64_t> extents;
  if (auto linalg = mlir::dyn_cast<mlir::linalg::LinalgOp>(op))
    extents = linalg.getStaticLoopRanges();
  bool anyReductionTiled = false;
  for (auto [index, size] : llvm::enumerate(sizes)) {
    mlir::utils::IteratorType type = iterators[index];
    std::string name = loopName(index, type);
    if (size < 0)
      return Refusal{op->getLoc(), "tile size " + std::to_string(size) + " on " + name + " is negative",
                     "a size is a number of iterations per tile, or 0 to leave the loop untiled"};
    if (size == 0)
      continue;
    if (!clamps && index < extents.size() && !mlir::ShapedType::isDynamic(extents[index]) &&
        size > extents[index])
      return Refusal{op->getLoc(),
                     "tile size " + std::to_string(size) + " on " + name + " exceeds its extent " +
                         std::to_string(extents[index]),
                     "a tile larger than the loop is the whole loop; give its extent, or 0 to leave it untiled"};
    bool reduction = type == mlir::utils::IteratorType::reduction;
    anyReductionTiled |= reduction;
    if (loop == TilingLoop::Reduction && !reduction)
      return Refusal{op->getLoc(), "tile size " + std::to_string(size) + " on " + name,
                     "tile_reduction tiles reduction loops only (0 on every parallel loop); tile parallel loops "
                     "with `tile` or `fuse`"};
    if (reduction && loop == TilingLoop::For && fusesProducers)
      if (mlir::Operation *init = fusableInitProducer(op))
        return Refusal{op->getLoc(),
                       "tile size " + std::to_string(size) + " on " + name + " of " + describeOp(op) +
                           " with its producers fused",
                       "fusion pulls the accumulator's initialisation (" + init->getName().getStringRef().str() +
                           ") into the loop over that reduction, so every tile would start again from it; tile the "
                           "reduction loop with `tile` (\"loop\": \"for\", which leaves the initialisation outside), "
                           "or give it 0"};
    if (loop != TilingLoop::Forall)
      continue;
    if (reduction)
      return Refusal{op->getLoc(), "tile size " + std::to_string(size) + " on " + name + " of " + describeOp(op) +
                                       " with scf.forall",
                     "the tiles of a parallel loop would accumulate into the same output elements at once (a "
                     "race); give that loop 0, or tile it with \"loop\": \"for\""};
    if (int64_t output = outputIndependentOf(op, static_cast<unsigned>(index)); output >= 0)
      return Refusal{op->getLoc(),
                     "tile size " + std::to_string(size) + " on " + name + ", which output " + std::to_string(output) +
                         " of " + describeOp(op) + " does not depend on, with scf.forall",
                     "every tile along that loop would write the same output elements at once (a race); give "
                     "that loop 0"};
  }
  if (loop == TilingLoop::Reduction && !anyReductionTiled)
    return Refusal{op->getLoc(), "no non-zero tile size on a reduction loop of " + describeOp(op),
                   "tile_reduction needs the size of the reduction loop it splits"};
  return checkInterchange(op, interchange, iterators.size());
}

// The transform op: checks each payload op and changes nothing.
mlir::DiagnosedSilenceableFailure CheckTilingOp::applyToOne(mlir::transform::TransformRewriter &,
                                                            mlir::Operation *target,
                                                            mlir::transform::ApplyToEachResultList &,
                                                            mlir::transform::TransformState &) {
  TilingLoop loop = getReduction() ? TilingLoop::Reduction : getUseForall() ? TilingLoop::Forall : TilingLoop::For;
  if (std::optional<Refusal> refusal =
          checkTiling(target, getTileSizes(), getTileInterchange(), loop, getFusesProducers(), getClamps()))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

std::optional<Refusal> checkFuseInto(mlir::Operation *producer, mlir::Operation *loop) {
  if (mlir::isa<mlir::scf::ForallOp>(loop) || loop->isAncestor(producer))
    return std::nullopt;
  mlir::DominanceInfo dominance(loop->getParentOp());
  for (mlir::Operation *reader : producer->getUsers())
    if (!loop->isAncestor(reader) && dominance.properlyDominates(loop, reader))
      return Refusal{reader->getLoc(),
                     describeOp(producer) + " is also read after the " + loop->getName().getStringRef().str() +
                         " it would be fused into (by " + describeOp(reader) + ")",
                     "fuse_into_containing_op yields such a producer from the loop only for scf.forall (MLIR 22 "
                     "aborts on another loop); fuse its readers after the loop first, or fuse into an scf.forall"};
  return std::nullopt;
}

// The transform op: checks each producer against the one loop; changes nothing.
mlir::DiagnosedSilenceableFailure CheckFuseIntoOp::apply(mlir::transform::TransformRewriter &,
                                                         mlir::transform::TransformResults &,
                                                         mlir::transform::TransformState &state) {
  auto loops = llvm::to_vector(state.getPayloadOps(getLoop()));
  if (loops.size() != 1)
    return mlir::emitSilenceableFailure(*this)
           << getOperationName() << ": the loop handle holds " << loops.size()
           << " ops; fuse_into_containing_op fuses into exactly one";
  for (mlir::Operation *producer : state.getPayloadOps(getProducers()))
    if (std::optional<Refusal> refusal = checkFuseInto(producer, loops.front()))
      return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
