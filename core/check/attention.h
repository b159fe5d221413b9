// The attention problem a graph computes, as plain numbers: what the input generator, the oracles
// and the metrics need to know about a graph, kept free of MLIR so the checks build anywhere.
#pragma once

#include "check/tensor.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lantern::check {

// Whether the graph function takes a mask argument after Q, K and V, and of which kind.
enum class MaskArg {
  None,
  Bool,     // i1, true = attend (PyTorch's boolean attn_mask)
  Additive, // the input dtype, added to the scores (0 or -inf here)
};

const char *toString(MaskArg maskArg);

struct AttentionParams {
  int64_t batch = 1;
  int64_t heads = 1;
  // Divides `heads`; fewer is GQA: query head h reads kv head h / (heads / kvHeads).
  int64_t kvHeads = 1;
  int64_t seqQ = 1;
  int64_t seqKV = 1;
  int64_t headDim = 1;
  double scale = 1.0; // the multiplier on Q·Kᵀ
  MaskArg maskArg = MaskArg::None;
  bool causal = false; // built into the graph, top-left aligned: key k is visible from q iff k <= q
  // Built into the graph: key k is visible from query q iff 0 <= q - k < window (0 = none). It
  // implies causal whatever `causal` says.
  int64_t window = 0;
  // The graph has PyTorch 2.5's safe-softmax guard. The oracles ignore it on purpose: they compute
  // PyTorch's semantics, so a graph without the guard is caught producing NaN on masked rows.
  bool guard = true;
  double softCap = 0; // score -> softCap * tanh(score / softCap), applied first; 0 = none
  bool alibi = false; // score + 2^(-8 (h + 1) / heads) * (k - q), applied after the soft-cap
  DType inputType = DType::F32; // of Q, K, V and an additive mask
  DType outputType = DType::F32;
  // 3: operands are [batch * heads, seq, dim] (the heads folded into the batch); `batch` and
  // `heads` still hold the two factors, which ALiBi and the reported positions need.
  int rank = 4;
};

// nullopt when the params describe an attention the checks can run; otherwise what is wrong,
// naming the field.
std::optional<std::string> validate(const AttentionParams &params);

// Rows of the output (and of the scores): batch * heads * seqQ. A row's flattened index is
// (b * heads + h) * seqQ + q.
int64_t rowsOf(const AttentionParams &params);
// Whether some key is cut for some query by the built-in masks (causal or a window).
bool isCausal(const AttentionParams &params);

// Shapes of the graph function's operands, in the graph's rank.
std::vector<int64_t> queryShape(const AttentionParams &params);
std::vector<int64_t> keyValueShape(const AttentionParams &params);
std::vector<int64_t> maskShape(const AttentionParams &params);
std::vector<int64_t> outputShape(const AttentionParams &params);

// Forward-pass FLOPs as the field counts them: 4·b·h·s_q·s_k·d, halved when causal (a sliding
// window counts as causal: the convention ignores how much more a window cuts).
double flops(const AttentionParams &params);

} // namespace lantern::check
