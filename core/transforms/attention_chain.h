// Where an attention block's chain ends. In a function the role finder tagged (`lantern.role`,
// `lantern.block`), the fusion steps move into a block's loops only what that block computes: its
// tagged ops, the inits they write into, and cheap untagged values computed from the function's
// arguments and constants alone (a causal or padding mask built from index ops); an op with effects
// (a table gather under cf.assert bounds checks, T5's relative bias) stays outside too. A projection, a norm, RoPE applied to a projection, a residual, another
// block: each is a value computed once outside the loops, read by them as an operand. That keeps
// every block its own world: a layer's or model's other ops get lowerings of their own, and the IR
// grows linearly with the number of blocks, not exponentially with depth.
#pragma once

#include "mlir/IR/Operation.h"

#include "llvm/ADT/DenseMap.h"

namespace lantern::transforms {

class AttentionChain {
public:
  // The chain of the block that `anchor` (a tagged op, or a loop holding some) belongs to; in an
  // untagged function every producer belongs to it (plain greedy fusion).
  explicit AttentionChain(mlir::Operation *anchor);

  // Whether `producer` may move into the block's loops.
  bool mayFuse(mlir::Operation *producer);
  // Whether `consumer`, reading the results of `loop` (the block's loops), may move into them: the
  // block's tagged ops (the output cast) and untagged elementwise ops reading nothing else from
  // outside the chain; the ops after the attention (the output projection) stay outside.
  bool mayFuseConsumer(mlir::Operation *consumer, mlir::Operation *loop);

  bool tagged() const { return isTagged; }

private:
  // True when `op`'s value depends on work that belongs outside the chain: an untagged reduction
  // (a projection, a norm), another block's ops.
  bool dependsOnOutsideWork(mlir::Operation *op);

  bool isTagged = false;
  mlir::Attribute block;
  llvm::DenseMap<mlir::Operation *, bool> outside;
};

} // namespace lantern::transforms
