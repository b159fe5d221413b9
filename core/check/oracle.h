// Reference oracles: attention in float64 with PyTorch >= 2.5 SDPA semantics, natively (standard
// library only, for hosts without libtorch) and, when built with libtorch, through torch ops.
#pragma once

#include "check/attention.h"
#include "check/tensor.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lantern::check {

// An oracle's output for some rows of the attention output.
struct Reference {
  int64_t headDim = 0;
  std::vector<int64_t> rows;  // flattened (b * heads + h) * seqQ + q, in the order of `values`
  std::vector<double> values; // rows.size() x headDim
  std::vector<uint8_t> fullyMasked; // per row: 1 when all its scores are -inf (its output is 0)
};

// `count` distinct rows drawn with `seed`, ascending; every row when count >= rowsOf(params).
std::vector<int64_t> sampleRows(const AttentionParams &params, int64_t count, uint64_t seed);

// Semantics, on the inputs widened to double, for each query row q of head h (batch b):
//   s_k = scale · Q[b,h,q] · K[b,h / (heads / kvHeads),k]
//   soft-cap: s_k = cap · tanh(s_k / cap); then ALiBi: s_k += 2^(-8 (h + 1) / heads) · (k − q)
//   causal: -inf where k > q; window: -inf unless 0 <= q − k < window
//   mask argument: bool -> -inf where false; additive -> added
//   P = softmax_k(s), except that a row whose scores are all -inf gives P = 0 (PyTorch 2.5's
//   _safe_softmax), whether or not the graph has the guard; out = P · V[b, kv head].
// `rows` empty evaluates every row; otherwise only the listed ones (any order, each < rowsOf).
// Spreads the rows over std::thread::hardware_concurrency() threads.
// On error (inputs that do not fit `params`, a row out of range) returns nullopt with a message.
std::optional<Reference> nativeOracle(const AttentionParams &params,
                                      const std::vector<HostTensor> &inputs,
                                      const std::vector<int64_t> &rows,
                                      std::vector<std::string> &errors);

#if LANTERN_HAVE_TORCH
// The functions below call into liblantern_torch_oracle.so, which links libtorch; the first call
// opens it (~0.6 s). This opens it now on a thread of its own, so that a caller can overlap it with
// other work; it holds the dynamic loader's lock meanwhile, so that work should not load libraries
// or look up their symbols (LLVM's code generation does neither until it links).
void preloadTorchOracle();

// The peer for benchmarks: libtorch's own CPU attention (at::_scaled_dot_product_attention, the
// math path of PyTorch 1.13) in float32 on the same inputs; the median of `repeats` runs after a
// warm-up, in milliseconds. Score mods and sliding windows are not expressible there: nullopt.
std::optional<double> torchAttentionMilliseconds(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                                                 int repeats, std::vector<std::string> &errors);

// The same through libtorch ops in float64 (matmul, masked_fill, softmax, then the zeroing of fully
// masked rows exactly as torch.nn.functional's _safe_softmax does; GQA by repeat_interleave). Built
// only with libtorch; torch errors come back as messages.
std::optional<Reference> torchOracle(const AttentionParams &params,
                                     const std::vector<HostTensor> &inputs,
                                     const std::vector<int64_t> &rows,
                                     std::vector<std::string> &errors);
#endif

} // namespace lantern::check
