// Generates scaled-dot-product-attention graphs as MLIR text, in the linalg-on-tensors form that
// torch-mlir's FX importer gives for F.scaled_dot_product_attention (shared/ATTENTION_IR.md), for
// any shape and for every importer variant the role finder must accept.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace lantern::graph {

enum class ElementType { F32, BF16, F16 };
enum class MaskKind { None, Causal, Boolean, Additive };
enum class ScoreMod { None, Alibi, SoftCap };

struct SdpaSpec {
  int64_t batch = 1;
  int64_t heads = 4;
  int64_t kvHeads = 0;  // 0 = heads; fewer heads than `heads` is GQA
  int64_t seq = 256;
  int64_t kvSeq = 0;  // 0 = seq
  int64_t dim = 64;
  ElementType dtype = ElementType::F32;
  MaskKind mask = MaskKind::None;
  ScoreMod scoreMod = ScoreMod::None;
  // Sliding-window mask_mod: key k is visible from query q iff 0 <= q - k < window (0 = off).
  int64_t window = 0;
  // PyTorch >= 2.5 safe softmax: a row whose scores are all -inf gives 0 instead of NaN.
  bool guard = true;
  // Cap of ScoreMod::SoftCap: score -> cap * tanh(score / cap).
  double softCap = 30.0;

  // Variants of the importer's output (ATTENTION_IR.md, "Variants").
  bool scaleOnScores = false;        // one mulf on the scores instead of sqrt(scale) on Q and K
  bool rank3 = false;                // operands [B*H, S, D]; no reshapes around the contractions
  bool genericContractions = false;  // linalg.generic instead of linalg.batch_matmul / transpose
  // The divide by the row sum (and the guard's select) fused into the P·V contraction body, as
  // linalg-fuse-elementwise-ops leaves it; P·V is then a 4-D (3-D with rank3) generic.
  bool fusedDivide = false;

  std::string functionName = "main";

  int64_t effectiveKvHeads() const { return kvHeads == 0 ? heads : kvHeads; }
  int64_t effectiveKvSeq() const { return kvSeq == 0 ? seq : kvSeq; }
  bool isNarrow() const { return dtype != ElementType::F32; }
};

// nullopt when `spec` can be generated; otherwise a message naming the offending option (by its
// CLI flag) and what was expected.
std::optional<std::string> validate(const SdpaSpec& spec);

// The graph as an MLIR module with one public function. Precondition: validate(spec) passed.
std::string generateSdpa(const SdpaSpec& spec);

// One line: the PyTorch call the graph stands for, followed by the importer variants if any.
std::string describe(const SdpaSpec& spec);

const char* toString(ElementType type);
const char* toString(MaskKind kind);
const char* toString(ScoreMod mod);

// Inverses of toString: "f32" / "bf16" / "f16", "none" / "causal" / "bool" / "additive",
// "none" / "alibi" / "softcap".
std::optional<ElementType> parseElementType(std::string_view text);
std::optional<MaskKind> parseMaskKind(std::string_view text);
std::optional<ScoreMod> parseScoreMod(std::string_view text);

}  // namespace lantern::graph
