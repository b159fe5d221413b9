// pad_attention_lengths: an attention block whose query or key length no tile divides (ViT's 197
// tokens, CLIP's 77, Whisper's 1500) is rewritten to compute on lengths rounded up to the tiles'
// multiples, so that every later step of a schedule sees static, divisible shapes. The chain from
// Q·Kᵀ to P·V (and the block's tagged ops after P·V: its reshapes, the output cast) is rebuilt on
// padded tensors: Q, K, V, masks and the other tensors the chain reads are padded with zeros, the
// inits are made at the padded shape, -inf is added to the softmax's input in the padded key
// columns (so they weigh exp(-inf) = 0 in the max, the sum and P·V, and a fully masked row stays
// fully masked), and what leaves the chain is sliced back to the real rows. Real entries keep their
// values exactly: padding adds -inf terms to the max and zero terms to the sums.
#pragma once

#include "transforms/pattern_driver.h"

#include <cstdint>
#include <optional>

namespace lantern::transforms {

// `pv` is the block's P·V contraction (tagged `lantern.role = "pv"`, the block's Q·Kᵀ tagged "qk"
// among its producers). Lengths already multiples of theirs leave the IR unchanged (nullopt, and
// `changed` false).
std::optional<Refusal> padAttentionLengths(mlir::RewriterBase &rewriter, mlir::Operation *pv, int64_t queryMultiple,
                                           int64_t keyMultiple, bool &changed);

} // namespace lantern::transforms
