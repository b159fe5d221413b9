// unshare_destinations. Why: the clean-ups CSE identical `tensor.empty` and `linalg.fill` ops, so on
// a graph of many layers hundreds of ops write into one destination value. One-shot bufferization
// puts every value that may share a buffer in one alias set and checks each read against each write
// of that set: one set of n members costs n² (a 24-layer BERT spent 5.4 s of 5.8 s in
// `insideMutuallyExclusiveRegions`). With a destination per writer the sets stay a layer's size and
// the analysis is linear in the depth. The buffers are the same: a shared destination was already
// bufferized out of place, one allocation per writer.
#include "transforms/unshare_destinations.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace lantern::transforms {

namespace {

bool isInit(mlir::OpOperand &use) {
  auto dps = mlir::dyn_cast<mlir::DestinationStyleOpInterface>(use.getOwner());
  return dps && dps.isDpsInit(&use);
}

// The uses of `value` in program order (the use lists' order depends on how the IR was built or
// parsed; the clones, and so the printed IR, must not).
llvm::SmallVector<mlir::OpOperand *> usesInOrder(mlir::Value value, const llvm::DenseMap<mlir::Operation *, unsigned> &order) {
  llvm::SmallVector<mlir::OpOperand *> uses;
  for (mlir::OpOperand &use : value.getUses())
    uses.push_back(&use);
  llvm::sort(uses, [&](mlir::OpOperand *a, mlir::OpOperand *b) {
    unsigned oa = order.lookup(a->getOwner()), ob = order.lookup(b->getOwner());
    return oa != ob ? oa < ob : a->getOperandNumber() < b->getOperandNumber();
  });
  return uses;
}

// Gives `uses` each a clone of `op` (inserted after it, so it dominates what `op` did); with
// `withEmpty`, `op` is a fill and each clone fills a clone of its tensor.empty.
unsigned cloneFor(mlir::RewriterBase &rewriter, mlir::Operation *op, llvm::ArrayRef<mlir::OpOperand *> uses,
                  bool withEmpty) {
  rewriter.setInsertionPointAfter(op);  // then after each clone: the clones in the order of their uses
  for (mlir::OpOperand *use : uses) {
    mlir::IRMapping mapping;
    if (withEmpty) {
      mlir::Value empty = mlir::cast<mlir::linalg::FillOp>(op).getOutputs()[0];
      mapping.map(empty, rewriter.clone(*empty.getDefiningOp())->getResult(0));
    }
    mlir::Operation *clone = rewriter.clone(*op, mapping);
    rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(clone->getResult(0)); });
  }
  return uses.size();
}

} // namespace

unsigned unshareDestinations(mlir::RewriterBase &rewriter, mlir::Operation *root) {
  llvm::SmallVector<mlir::tensor::EmptyOp> empties;
  llvm::SmallVector<mlir::linalg::FillOp> fills;
  llvm::DenseMap<mlir::Operation *, unsigned> order;
  root->walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
    order[op] = order.size();
    if (auto empty = mlir::dyn_cast<mlir::tensor::EmptyOp>(op))
      empties.push_back(empty);
    else if (auto fill = mlir::dyn_cast<mlir::linalg::FillOp>(op);
             fill && fill.hasPureTensorSemantics() && fill.getOutputs()[0].getDefiningOp<mlir::tensor::EmptyOp>())
      fills.push_back(fill);
  });
  unsigned clones = 0;
  // Fills first, each clone with its own empty; then the empties' other uses.
  for (mlir::linalg::FillOp fill : fills) {
    mlir::Value result = fill->getResult(0);
    if (result.hasOneUse() || result.use_empty())
      continue;
    llvm::SmallVector<mlir::OpOperand *> inits;
    unsigned reads = 0;
    for (mlir::OpOperand *use : usesInOrder(result, order))
      (isInit(*use) ? (void)inits.push_back(use) : (void)++reads);
    if (reads == 0 && !inits.empty())
      inits.erase(inits.begin());  // the original keeps one writer
    clones += cloneFor(rewriter, fill, inits, /*withEmpty=*/true);
  }
  for (mlir::tensor::EmptyOp empty : empties) {
    llvm::SmallVector<mlir::OpOperand *> uses = usesInOrder(empty.getResult(), order);
    if (uses.size() > 1)
      clones += cloneFor(rewriter, empty, llvm::ArrayRef(uses).drop_front(), /*withEmpty=*/false);
  }
  return clones;
}

mlir::DiagnosedSilenceableFailure UnshareDestinationsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &,
                                                                    mlir::transform::TransformState &) {
  unshareDestinations(rewriter, target);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
