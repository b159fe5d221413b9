#include "transforms/attention_chain.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SmallVector.h"

namespace lantern::transforms {

namespace {

constexpr const char *kRole = "lantern.role";
constexpr const char *kBlock = "lantern.block";

// The lantern.block of `op`, or of the first tagged op nested in it.
mlir::Attribute blockOf(mlir::Operation *op) {
  if (mlir::Attribute b = op->getDiscardableAttr(kBlock))
    return b;
  mlir::Attribute found;
  op->walk([&](mlir::Operation *inner) {
    if (inner->hasAttr(kRole) && inner->getDiscardableAttr(kBlock)) {
      found = inner->getDiscardableAttr(kBlock);
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  return found;
}

// Whether tagged `op` belongs to `block` (ops of an untagged block, or a function
// of one block, belong to every block).
bool sameBlock(mlir::Attribute block, mlir::Operation *op) {
  mlir::Attribute other = op->getDiscardableAttr(kBlock);
  return !block || !other || other == block;
}

bool hasReductionLoop(mlir::Operation *op) {
  auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() > 0;
}

} // namespace

AttentionChain::AttentionChain(mlir::Operation *anchor) {
  mlir::Operation *function = anchor->getParentOfType<mlir::FunctionOpInterface>();
  if (!function)
    function = anchor;
  function->walk([&](mlir::Operation *op) {
    isTagged |= op->hasAttr(kRole);
    return isTagged ? mlir::WalkResult::interrupt() : mlir::WalkResult::advance();
  });
  block = blockOf(anchor);
}

bool AttentionChain::dependsOnOutsideWork(mlir::Operation *root) {
  // Iterative post-order over the producers in the function (block arguments and constants end it).
  llvm::SmallVector<std::pair<mlir::Operation *, bool>> stack{{root, false}};
  while (!stack.empty()) {
    auto [op, expanded] = stack.pop_back_val();
    if (outside.count(op))
      continue;
    // A tagged op ends the walk: the block's own ops are in the chain (their producers are judged
    // when they are fused), another block's are outside.
    if (op->hasAttr(kRole)) {
      outside[op] = !sameBlock(block, op);
      continue;
    }
    if (hasReductionLoop(op)) {
      outside[op] = true;
      continue;
    }
    llvm::SmallVector<mlir::Operation *> producers;
    for (mlir::Value operand : op->getOperands())
      if (mlir::Operation *def = operand.getDefiningOp())
        producers.push_back(def);
    // Values used inside the op's regions (a table read by tensor.extract in a gather's body).
    op->walk([&](mlir::Operation *inner) {
      if (inner == op)
        return;
      for (mlir::Value operand : inner->getOperands())
        if (mlir::Operation *def = operand.getDefiningOp(); def && !op->isAncestor(def))
          producers.push_back(def);
    });
    if (!expanded) {
      stack.push_back({op, true});
      for (mlir::Operation *p : producers)
        if (!outside.count(p))
          stack.push_back({p, false});
      continue;
    }
    outside[op] = llvm::any_of(producers, [&](mlir::Operation *p) { return outside.lookup(p); });
  }
  return outside.lookup(root);
}

bool AttentionChain::mayFuse(mlir::Operation *producer) {
  if (!isTagged)
    return true;
  // An op with effects (a gather under cf.assert bounds checks: T5's relative-bias table) is
  // computed once outside and read by the loop as a tensor; in the loop every tile would repeat
  // the checks, and no vectorizer takes a body with effects.
  if (!mlir::isMemoryEffectFree(producer))
    return false;
  // Q, K, V or a mask padded to the tiles' multiples (pad_attention_lengths) is padded once, outside:
  // a tile of a pad has a dynamic size, which is what the padding is there to avoid.
  if (mlir::isa<mlir::tensor::PadOp>(producer))
    return false;
  if (producer->hasAttr(kRole))
    return sameBlock(block, producer);
  if (mlir::isa<mlir::linalg::FillOp>(producer))
    return true;
  return !dependsOnOutsideWork(producer);
}

bool AttentionChain::mayFuseConsumer(mlir::Operation *consumer, mlir::Operation *loop) {
  if (!isTagged)
    return true;
  if (consumer->hasAttr(kRole))
    return sameBlock(block, consumer);
  // An untagged elementwise op (an output cast rebuilt by a reshape fold, which drops the tag) that
  // reads nothing else computed outside the chain.
  auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(consumer);
  if (!linalgOp || linalgOp.getNumReductionLoops() != 0)
    return false;
  return llvm::all_of(consumer->getOperands(), [&](mlir::Value v) {
    mlir::Operation *def = v.getDefiningOp();
    return !def || def == loop || !dependsOnOutsideWork(def);
  });
}

} // namespace lantern::transforms
