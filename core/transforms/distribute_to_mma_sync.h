// distribute_to_mma_sync: a warp's program over 16-row tiles (one iteration of an scf.forall that
// will be mapped to warps) becomes per-lane code: every vector is split over the 32 lanes in the
// register layouts of mma.sync m16n8k16, contractions become nvvm.mma.sync, row reductions finish
// with two butterfly shuffles.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

namespace lantern::transforms {

// What the staged K/V tiles may use. Up to 48 KiB the slots are static shared memory; above it the
// CUDA backend makes them dynamic shared memory and opts the kernel in at launch (sm_80: 163 KiB,
// sm_86/89: 99 KiB, sm_90: 227 KiB per block).
constexpr int64_t kStaticSharedMemoryBytes = 48 * 1024;
constexpr int64_t kMaxSharedMemoryBytes = 227 * 1024;

// Marks the `memref.extract_aligned_pointer_as_index` whose address a wgmma descriptor is built
// from: the CUDA backend aligns the buffer behind it like a TMA tile (cuda_backend.cpp reads it).
constexpr llvm::StringLiteral kWgmmaTileAttr = "lantern.wgmma_tile";

struct MmaSyncOptions {
  bool sharedMemory = false;   // stage the K/V tiles in shared memory, read them with ldmatrix
  int64_t stages = 1;          // tiles in flight: above 1 the copies are cp.async, stages - 1 ahead
  bool shrinkStages = false;   // fewer stages where `stages` slots would pass sharedMemoryBytes
  int64_t sharedMemoryBytes = kStaticSharedMemoryBytes; // what the slots may take per block
  // Hopper (sm_90a): a contraction whose B operand is a K/V tile read in a key loop becomes wgmma
  // m64nNk16 of the block's one warpgroup (A from the warp's registers, B from its staged tile, kept
  // in the 128-byte-swizzled layout wgmma reads); the others stay mma.sync.
  bool wgmma = false;
  // With wgmma and 2 or more stages: the K/V tiles arrive by TMA (one thread of the block issues a
  // bulk tensor copy per 64-column box, completing on the stage's mbarrier; the descriptors are
  // built on the host from the global memrefs) instead of every thread's cp.async.
  bool tma = false;
  // With tma: warp specialization. The block gets one more warp, the producer, which runs the key
  // loops' bounds and issues every tile's TMA copies into a ring of `stages` slots; the other warps
  // (the consumers: 4, 8, ... warps of 16 rows) only compute. A full and an empty mbarrier per slot
  // pass each tile between them, so no barrier of the whole block is left inside the key loops.
  bool warpSpecialize = false;
  // With warpSpecialize and two consumer warpgroups or more: the warpgroups take turns issuing
  // their wgmma (named barrier 1 + g for warpgroup g, each arriving on the next one's after its
  // issue), so one's softmax runs while the other's products occupy the tensor cores.
  bool pingpong = false;
  // With warpSpecialize: in each key loop, the product of an A from outside the loop and a zero
  // accumulator (Q·Kᵀ) is issued one tile ahead (the next tile's in this iteration, waited for
  // in the next), so the tensor cores compute it while this iteration's softmax runs.
  bool overlap = false;
  // With warpSpecialize (FA3's intra-warpgroup overlap): each key loop is rotated so that the product
  // whose result the loop carries (P·V, accumulating into the output) is issued one iteration late,
  // right after the next tile's Q·Kᵀ and without a wait between them; the softmax of tile j runs
  // while the tensor cores compute P·V of tile j - 1, and the code on the carried accumulator's
  // way into P·V (its rescale) runs once that product is waited for.
  bool intraOverlap = false;
  // With warpSpecialize, above 0: the producer is a whole warpgroup (4 warps, the first issuing the
  // copies) that lowers its registers to 40 per thread (setmaxnreg.dec; less, down to 24, where the
  // consumers' count leaves less), and the consumers raise theirs to this many (setmaxnreg.inc; a
  // multiple of 8, 24 to 256), within the SM's 65536.
  int64_t consumerRegisters = 0;
};

// Rewrites the body of `forall` in place (nothing is changed when a refusal is returned). With
// `sharedMemory`, the K/V tiles read in key loops are copied by the whole block into shared memory
// each iteration and loaded from there with ldmatrix; with `stages` > 1 the copies are cp.async,
// `stages` - 1 tiles ahead of the one being computed, into that many buffer slots. With `wgmma`
// (which needs `sharedMemory` and a block of 4 warps), see MmaSyncOptions::wgmma.
std::optional<Refusal> distributeToMmaSync(mlir::RewriterBase &rewriter, mlir::scf::ForallOp forall,
                                           const MmaSyncOptions &options);

} // namespace lantern::transforms
