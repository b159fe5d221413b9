// The attention role finder: recognises the torch-mlir SDPA pattern in a linalg-on-tensors module,
// tags each op with a discardable `lantern.role` attribute and reports what it found.
#pragma once

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lantern::graph {

enum class Role {
  QK,         // Q·Kᵀ contraction
  Scale,      // multiplication of Q, K or the scores by a constant
  ScoreMod,   // any other elementwise op on the scores before the softmax (ALiBi, soft-cap, ...)
  Mask,       // additive or boolean (select to -inf) mask application
  RowMax,     // reduction with maximumf
  Exp,        // subtract the row max and exponentiate
  RowSum,     // reduction with addf of the exponentials
  Normalize,  // divide by the row sum
  MaskedRows, // the `== -inf` test and its AND reduction (safe-softmax guard)
  ZeroMasked, // select(row fully masked, 0, p)
  PV,         // P·V contraction
  Transpose,
  Reshape,
  Cast,
  Broadcast,  // GQA: K/V heads broadcast to the query heads
  Lse,        // log-sum-exp per row, m + log(l), returned beside the output (flex attention's return_lse)
};

inline constexpr const char *kRoleAttrName = "lantern.role";

const char *toString(Role role);
std::optional<Role> parseRole(std::string_view name);
std::vector<std::string> allRoleNames();

struct TaggedOp {
  Role role;
  std::string opName;
  std::string location; // file:line:col of the op, or "" when unknown
  int block = 0;        // the attention block the op belongs to
};

// Where the softmax scale is applied: before Q·Kᵀ on both operands (PyTorch's math path: sqrt of
// the scale on each), on one operand, or on the scores.
enum class ScaleSite { None, QAndK, Q, K, Scores };
const char *toString(ScaleSite site);

// One attention block (Q·Kᵀ, its softmax and P·V) and what was found about it.
struct AttentionBlock {
  int index = 0;
  std::optional<double> scale; // effective multiplier on Q·Kᵀ
  ScaleSite scaleSite = ScaleSite::None;
  // none, or "+"-joined kinds: causal, sliding_window, bool, additive, index (another linalg.index rule)
  std::string maskKind = "none";
  std::vector<int64_t> maskShape; // of the mask argument, when the mask comes from one
  bool causal = false;
  int64_t window = 0; // sliding window size, 0 when none
  std::vector<std::string> scoreMods; // human-readable, one per score_mod op
  bool unknownScoreMod = false;       // a score mod the PyTorch-semantics oracle cannot model
  bool maskComputed = false;          // the mask argument goes through arithmetic (a padding vector)
  bool maskReshaped = false;          // the mask argument is reshaped on its way (a [B, S] vector expanded)
  std::optional<double> softCap;      // cap of a soft-cap score mod: cap * tanh(s / cap)
  bool alibi = false;                 // a position bias from linalg.index (taken as ALiBi)
  bool guard = false; // the safe-softmax guard (masked_rows + zero_masked)
  bool keysFirst = false; // scores computed as K·Qᵀ and transposed
  int64_t batch = 0, heads = 0, kvHeads = 0, seqQ = 0, seqKV = 0, headDim = 0;
  int64_t gqaGroups = 1;
  int rank = 4; // of the score tensor the softmax reads (3: batch and heads folded)
  std::string inputType, outputType, accumulatorType;
  // Function arguments Q, K, V and the mask come from (through reshapes, casts, transposes and the
  // scale only); -1 when a tensor is computed in the graph (a projection, a mask built from a
  // padding vector).
  int queryArg = -1, keyArg = -1, valueArg = -1, maskArg = -1;
  int outputResult = -1;                 // the function result the block's output reaches, -1 if none
  std::vector<std::string> extraOutputs; // "lse", "max_score": per-row statistics returned too
  std::vector<TaggedOp> ops;             // in program order
};

// How a block's lengths meet the tiles: "" when the query and key lengths are multiples of 64 (every
// tile of the shipped schedules but XeGPU's 128 rows divides them), else a sentence on the ragged
// edge (the `pad_lengths` step: padded keys -inf before the row max, padded rows sliced off).
std::string raggedEdgeText(const AttentionBlock &block);

struct RoleReport {
  bool isAttention = false;
  std::string reason; // why the graph is treated as generic, when !isAttention
  std::vector<std::string> notes;
  std::string functionName;
  std::vector<AttentionBlock> blocks; // in program order; non-empty when isAttention
  std::vector<TaggedOp> ops;          // every block's, in program order

  // The function is one attention block and nothing else: its arguments are Q, K, V (and a mask),
  // its one result the block's output, and every score mod is one the PyTorch-semantics check
  // models. Only then is the PyTorch oracle the reference; otherwise the graph itself is.
  bool isPlainSdpa = false;

  // The first block (callers check isAttention first).
  const AttentionBlock &block() const { return blocks.front(); }

  // Multi-line human-readable summary, as `lantern-cli roles` prints it.
  std::string summary() const;
};

// Names of the tag attributes: every tagged op has `lantern.role`; in a function with several
// attention blocks, `lantern.block` (i64) says which.
inline constexpr const char *kBlockAttrName = "lantern.block";

// Removes old tags, recognises every attention block of the first public function and tags its ops.
RoleReport findRoles(mlir::ModuleOp module);

// Ops carrying `role` anywhere under `root`; with `block` >= 0, only those of that block (an op
// without `lantern.block` is in block 0).
std::vector<mlir::Operation *> opsWithRole(mlir::Operation *root, Role role, int block = -1);

// The block an op is tagged with: its `lantern.block`, 0 when it has none.
int blockOf(mlir::Operation *op);

} // namespace lantern::graph
