// Keeps the CPU kernel's machine code in proportion to its IR, not to its vector sizes.
//
// LLVM lowers an n-D vector op by unrolling it into one op per 1-D row, and a vector.contract into
// one outer product per reduction step: a flash-attention tile of 32x64 (Q·Kᵀ into 32x32, P·V into
// 32x64) became ~66,000 x86 instructions per function, mostly spills, and LLVM's code generator took
// 8 to 20 s on them (lantern-cli run, sdpa_bool_mask_f32, flash-attention-cpu). These rewrites run
// on the buffer-level IR after async-parallel-for and before the lowering to LLVM; each computes
// what the lowering it replaces computes, with the same operations in the same order (so bitwise the
// same), except that row sums add in pairs:
//   - a large matmul-like vector.contract becomes an scf.for over the reduction dimension per block
//     of result rows that fits the vector registers, each iteration one vector.outerproduct of a
//     column of one operand and a row of the other, both read from stack buffers (the upstream
//     outerproduct lowering does the same steps, unrolled, over all rows at once);
//   - the elementwise arith and math ops of a block that feed each other on 2-D vectors of one
//     shape (a softmax's s - m and exp, a mask's select, a score mod) run row by row in one scf.for,
//     their outside operands loaded a row at a time (or broadcast), the results read after them
//     stored to stack buffers: unrolled, a 32x32 tile's chain was straight-line code over 64 zmm
//     registers, most spilled between ops (not a chain reading a loop-carried tile);
//   - a math op that LLVM turns into libm calls (exp, log, tanh, erf, ...) on a 2-D vector runs
//     row by row in an scf.for instead of one call site per element;
//   - a vector.multi_reduction of the rows of a 2-D vector reduces one row per iteration, as a tree
//     of halves (the inner-reduction lowering's vector.reduction per row is one scalar op per
//     element): maxima and minima are the same in any order, sums are added in pairs;
//   - a 2-D vector.transfer_read of a tile that may cross the end of its memref (out of bounds
//     allowed: fold_padding_into_transfers' reads at a ragged length) is split at the edge: when
//     the tile lies inside the memref (every tile but the last) it is read in bounds from a view of
//     the memref, else the read with its padding is stored to a stack buffer and read from there;
//     a P·V operand read so is then read in place from that view;
//   - vector.transpose [1, 0] of a vector.broadcast of a 1-D vector becomes a broadcast of its
//     N x 1 shape_cast (no transpose, so no 1024-wide shuffle).
// The loops carry `llvm.loop_annotation` (unroll disabled) so LLVM's unroller does not undo them;
// `applyLoopAnnotations` moves it onto the LLVM branch that translation reads.
#pragma once

#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"

#include <vector>

namespace lantern::backend {

// Thresholds: a contract is rolled when the unrolled form would be at least this many 1-D fused
// multiply-adds (M·K); a math op or a row reduction when its (source) vector has at least this many
// elements and 2 dimensions.
constexpr int64_t kRollContractMinRowOps = 256;
constexpr int64_t kRollMathMinElements = 256;

// Collapses every multi-dimensional scf.parallel into one dimension. async-parallel-for outlines the
// body of a parallel loop with static inner bounds twice (a block-aligned copy and a default one);
// with one dimension it outlines it once, which halves the code LLVM generates. Each iteration
// computes what it computed before.
void collapseParallelLoops(mlir::ModuleOp module);

// The rewrites above, on every function of `module`; returns how many of each it made.
struct RollCounts {
  int contracts = 0, mathOps = 0, reductions = 0, transposes = 0, edgeReads = 0, chains = 0;
};
// `vectorBits`: the target's vector registers (512 with AVX-512, 256 with AVX2), which size the
// rolled contractions' register blocks and the rows a row reduction takes at once.
RollCounts rollLargeVectorOps(mlir::ModuleOp module, int64_t vectorBits);

// On a module in the LLVM dialect: the `llvm.loop_annotation` discardable attribute that
// convert-scf-to-cf copies onto a loop's back edge becomes the branch's `loop_annotation`.
void applyLoopAnnotations(mlir::ModuleOp module);

} // namespace lantern::backend
