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
};

inline constexpr const char *kRoleAttrName = "lantern.role";

const char *toString(Role role);
std::optional<Role> parseRole(std::string_view name);
std::vector<std::string> allRoleNames();

struct TaggedOp {
  Role role;
  std::string opName;
  std::string location; // file:line:col of the op, or "" when unknown
};

struct RoleReport {
  bool isAttention = false;
  std::string reason; // why the graph is treated as generic, when !isAttention
  std::vector<std::string> notes;
  std::vector<TaggedOp> ops; // in program order

  // What was found (meaningful when isAttention).
  std::optional<double> scale;   // effective multiplier on Q·Kᵀ
  // none, or "+"-joined kinds: causal, sliding_window, bool, additive, index (another linalg.index rule)
  std::string maskKind = "none";
  bool causal = false;
  int64_t window = 0; // sliding window size, 0 when none
  std::vector<std::string> scoreMods; // human-readable, one per score_mod op
  std::optional<double> softCap;      // cap of a soft-cap score mod: cap * tanh(s / cap)
  bool alibi = false;                 // a position bias from linalg.index (taken as ALiBi)
  bool guard = false; // the safe-softmax guard (masked_rows + zero_masked)
  int64_t batch = 0, heads = 0, kvHeads = 0, seqQ = 0, seqKV = 0, headDim = 0;
  int64_t gqaGroups = 1;
  std::string inputType, outputType, accumulatorType;
  int queryArg = -1, keyArg = -1, valueArg = -1, maskArg = -1;
  std::string functionName;

  // Multi-line human-readable summary, as `lantern-cli roles` prints it.
  std::string summary() const;
};

// Removes old tags, recognises the pattern and tags the ops of the first public function.
RoleReport findRoles(mlir::ModuleOp module);

// Ops carrying `role` anywhere under `root`.
std::vector<mlir::Operation *> opsWithRole(mlir::Operation *root, Role role);

} // namespace lantern::graph
