// Generates scaled-dot-product-attention graphs as MLIR text, linalg on tensors, for any shape: by
// default one op per step of shared/ATTENTION_IR.md's description; with importerForm what
// torch-mlir 20261001's FX importer really emits (assets/imported/README.md); and every other
// form front ends write that the role finder must accept.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace lantern::graph {

enum class ElementType { F32, BF16, F16 };
// Padding: a [B, S_kv] bool argument (true = attend), turned into an additive [B, 1, 1, S_kv] mask
// inside the graph, as BERT-style models build it from their attention_mask input.
enum class MaskKind { None, Causal, Boolean, Additive, Padding };
enum class ScoreMod { None, Alibi, SoftCap };

// The forms front ends write the pieces of attention in (ATTENTION_IR.md, "Variants"; issue 19).
// How the row max is written: arith.maximumf / arith.maxnumf / cmpf ogt + select in a generic,
// a linalg.reduce, or torch-mlir's aten.max.dim: one generic with two results, the max and its
// (unused) i64 argmax.
enum class MaxForm { MaximumF, MaxNumF, Select, Reduce, WithArgmax };
// How the row reductions (max, sum, the guard's and) keep the reduced dim: not at all ([.., S]),
// by an output map with a constant 0 ([.., S, 1], torch-mlir's keepdim), or by reducing to [.., S]
// and a tensor.expand_shape to [.., S, 1].
enum class KeepDim { None, Map, Expand };
// Where the scale is applied: sqrt(scale) on Q and on K, scale on Q only, scale on the scores
// (mulf), the scores divided by 1/scale (divf), or nowhere (the graph's scale is 1).
enum class ScaleForm { QAndK, Q, Scores, ScoresDivide, None };
// How Q·Kᵀ gets Kᵀ: a transpose op (linalg.transpose, or a generic with genericContractions), an
// indexing map of a generic contraction that reads K [.., S_kv, D] directly, or K·Qᵀ computed and
// then transposed.
enum class KeyForm { Transpose, IndexingMap, KeyQuery };
// The shape of a bool or additive mask argument; smaller shapes broadcast over batch and heads.
enum class MaskShape { Full, SS, B1SS, B11S };

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
  ScaleForm scaleForm = ScaleForm::QAndK;
  double scale = 0;            // 0 = 1/sqrt(dim), PyTorch's default
  bool scaleComputed = false;  // the factor computed in the graph: math.sqrt of a constant
  bool rank3 = false;                // operands [B*H, S, D]; no reshapes around the contractions
  bool genericContractions = false;  // linalg.generic instead of linalg.batch_matmul / transpose
  // The divide by the row sum (and the guard's select) fused into the P·V contraction body, as
  // linalg-fuse-elementwise-ops leaves it; P·V is then a 4-D (3-D with rank3) generic.
  bool fusedDivide = false;
  MaxForm maxForm = MaxForm::MaximumF;
  KeepDim keepDim = KeepDim::None;
  bool negativeZeroSum = false;  // the row sum starts from -0.0 (torch.sum's identity) not 0.0
  KeyForm keyForm = KeyForm::Transpose;
  bool baddbmm = false;          // scores + 0·C after Q·Kᵀ: torch.baddbmm with beta = 0
  bool selfAttention = false;    // Q, K and V are one argument (CSE merged identical projections)
  MaskShape maskShape = MaskShape::Full;
  // The mask reshaped to rank 4 by tensor.expand_shape and materialised at the scores' shape by a
  // broadcasting generic, instead of read with a broadcasting indexing map.
  bool maskExpand = false;
  // f16/bf16 graphs computed in their own type end to end (f16 accumulators), not widened to f32.
  bool narrowAccumulate = false;
  bool returnLse = false;  // a second result: lse = max + log(sum) per row (flex's return_lse)
  bool returnMax = false;  // a further result: the row max of the scores (return_max_score)
  // What torch-mlir 20261001 really emits for F.scaled_dot_product_attention (assets/imported/
  // README.md): max+argmax then expand_shape, keepdim maps on the sum and the guard, sqrt(scale)
  // as f64 constants truncated in the bodies (K scaled after its transpose), `s - m` and `exp` in
  // separate generics, the guard comparing in f64, bool and causal masks made additive by
  // select(0, -inf) over 0-d tensors, causal from i64 aranges.
  bool importerForm = false;

  std::string functionName = "main";

  int64_t effectiveKvHeads() const { return kvHeads == 0 ? heads : kvHeads; }
  int64_t effectiveKvSeq() const { return kvSeq == 0 ? seq : kvSeq; }
  bool isNarrow() const { return dtype != ElementType::F32; }
  double effectiveScale() const;
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
const char* toString(MaxForm form);
const char* toString(KeepDim keep);
const char* toString(ScaleForm form);
const char* toString(KeyForm form);
const char* toString(MaskShape shape);

// Inverses of toString: "f32" / "bf16" / "f16", "none" / "causal" / "bool" / "additive" /
// "padding", "none" / "alibi" / "softcap", and the form names the --help of `graph sdpa` lists.
std::optional<ElementType> parseElementType(std::string_view text);
std::optional<MaskKind> parseMaskKind(std::string_view text);
std::optional<ScoreMod> parseScoreMod(std::string_view text);
std::optional<MaxForm> parseMaxForm(std::string_view text);
std::optional<KeepDim> parseKeepDim(std::string_view text);
std::optional<ScaleForm> parseScaleForm(std::string_view text);
std::optional<KeyForm> parseKeyForm(std::string_view text);
std::optional<MaskShape> parseMaskShape(std::string_view text);

}  // namespace lantern::graph
