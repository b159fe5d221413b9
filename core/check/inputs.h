// Seeded, reproducible inputs for an attention graph: Q, K, V from N(0, 1) rounded to the input
// dtype, and the mask argument filled by kind (none, causal, padding, random).
#pragma once

#include "check/attention.h"
#include "check/tensor.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lantern::check {

// The mask kinds `makeInputs` accepts, in the order help texts list them.
const std::vector<std::string> &maskKinds();

// The graph function's arguments in order: "q", "k", "v", then "mask" when params.maskArg is not
// None, each in the graph's rank and dtype. The same params, kind and seed give bit-identical
// tensors on every host. Mask kinds, for a mask argument (true / 0 = attend):
//   none     every key visible;
//   causal   key k visible from query q iff k <= q (top-left, as PyTorch's is_causal);
//   padding  per (batch, head), a seeded ceil(seqQ / 8) query rows (at least one) fully masked, and
//            the last max(1, seqKV / 8) keys masked for every row (none when seqKV is 1);
//   random   each element visible with probability 0.8.
// A graph without a mask argument accepts only "none". On error returns {} and appends a message.
std::vector<HostTensor> makeInputs(const AttentionParams &params, const std::string &maskKind,
                                   uint64_t seed, std::vector<std::string> &errors);

// nullopt when `inputs` are what the graph of `params` takes (count, shapes, dtypes); otherwise
// what differs. The oracles call it before reading a single element.
std::optional<std::string> checkInputs(const AttentionParams &params,
                                       const std::vector<HostTensor> &inputs);

} // namespace lantern::check
