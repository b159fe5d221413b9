// core/check: half-precision encoding, reproducible inputs, the float64 oracles (native and, when
// built with libtorch, PyTorch's ops) and the metrics and verdict built on them.
#include "check/attention.h"
#include "check/inputs.h"
#include "check/metrics.h"
#include "check/oracle.h"
#include "check/tensor.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace lantern::check {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

HostTensor scalarTensor(DType dtype) {
  HostTensor tensor{"x", dtype, {1}, {}};
  tensor.allocate();
  return tensor;
}

uint16_t bitsOf(DType dtype, double value) {
  HostTensor tensor = scalarTensor(dtype);
  tensor.set(0, value);
  uint16_t bits;
  std::memcpy(&bits, tensor.raw(), sizeof bits);
  return bits;
}

double decoded(DType dtype, uint16_t bits) {
  HostTensor tensor = scalarTensor(dtype);
  std::memcpy(tensor.raw(), &bits, sizeof bits);
  return tensor.get(0);
}

// A tensor of `dtype` and `shape` holding `values` (rounded to the dtype).
HostTensor tensorOf(const char *name, DType dtype, std::vector<int64_t> shape,
                    const std::vector<double> &values) {
  HostTensor tensor{name, dtype, std::move(shape), {}};
  tensor.allocate();
  for (size_t i = 0; i < values.size(); ++i) tensor.set(static_cast<int64_t>(i), values[i]);
  return tensor;
}

AttentionParams smallParams() {
  AttentionParams params;
  params.batch = 2;
  params.heads = 4;
  params.kvHeads = 4;
  params.seqQ = 16;
  params.seqKV = 24;
  params.headDim = 8;
  params.scale = 1.0 / std::sqrt(8.0);
  return params;
}

std::vector<HostTensor> inputsFor(const AttentionParams &params, const std::string &maskKind,
                                  uint64_t seed = 7) {
  std::vector<std::string> errors;
  std::vector<HostTensor> inputs = makeInputs(params, maskKind, seed, errors);
  EXPECT_TRUE(errors.empty()) << (errors.empty() ? "" : errors.front());
  return inputs;
}

Reference nativeReference(const AttentionParams &params, const std::vector<HostTensor> &inputs,
                          const std::vector<int64_t> &rows = {}) {
  std::vector<std::string> errors;
  std::optional<Reference> reference = nativeOracle(params, inputs, rows, errors);
  EXPECT_TRUE(reference.has_value()) << (errors.empty() ? "" : errors.front());
  return reference ? *reference : Reference{};
}

// The output a perfect kernel would write, rounded to `dtype`.
HostTensor outputFrom(const Reference &reference, const AttentionParams &params, DType dtype) {
  HostTensor output{"out", dtype, outputShape(params), {}};
  output.allocate();
  for (size_t i = 0; i < reference.rows.size(); ++i)
    for (int64_t d = 0; d < reference.headDim; ++d)
      output.set(reference.rows[i] * reference.headDim + d,
                 reference.values[i * reference.headDim + d]);
  return output;
}

Comparison compared(const HostTensor &output, const Reference &reference,
                    const AttentionParams &params) {
  std::vector<std::string> errors;
  std::optional<Comparison> comparison = compare(output, reference, params, errors);
  EXPECT_TRUE(comparison.has_value()) << (errors.empty() ? "" : errors.front());
  return comparison ? *comparison : Comparison{};
}

// ---- tensor.h ----------------------------------------------------------------------------------

TEST(HalfPrecision, EveryBf16CodeDecodesAndReencodesToItself) {
  for (uint32_t code = 0; code <= 0xFFFF; ++code) {
    const double value = decoded(DType::BF16, static_cast<uint16_t>(code));
    if (std::isnan(value)) {
      EXPECT_TRUE(std::isnan(decoded(DType::BF16, bitsOf(DType::BF16, value))));
      continue;
    }
    ASSERT_EQ(bitsOf(DType::BF16, value), code) << value;
  }
}

TEST(HalfPrecision, EveryF16CodeDecodesAndReencodesToItself) {
  for (uint32_t code = 0; code <= 0xFFFF; ++code) {
    const double value = decoded(DType::F16, static_cast<uint16_t>(code));
    if (std::isnan(value)) {
      EXPECT_TRUE(std::isnan(decoded(DType::F16, bitsOf(DType::F16, value))));
      continue;
    }
    ASSERT_EQ(bitsOf(DType::F16, value), code) << value;
  }
}

TEST(HalfPrecision, Bf16DecodesKnownCodes) {
  EXPECT_EQ(decoded(DType::BF16, 0x3F80), 1.0);
  EXPECT_EQ(decoded(DType::BF16, 0xC000), -2.0);
  EXPECT_EQ(decoded(DType::BF16, 0xFF80), -kInf);
  EXPECT_EQ(decoded(DType::BF16, 0x0001), std::ldexp(1.0, -133));  // smallest subnormal
  EXPECT_EQ(decoded(DType::BF16, 0x7F7F), std::ldexp(255.0, 120)); // largest finite
}

TEST(HalfPrecision, Bf16RoundsToNearestTiesToEven) {
  EXPECT_EQ(bitsOf(DType::BF16, 1.0 + std::ldexp(1, -8)), 0x3F80);     // tie -> even (down)
  EXPECT_EQ(bitsOf(DType::BF16, 1.0 + 3 * std::ldexp(1, -8)), 0x3F82); // tie -> even (up)
  EXPECT_EQ(bitsOf(DType::BF16, 1.0 + std::ldexp(1, -8) + std::ldexp(1, -9)), 0x3F81);
  EXPECT_EQ(bitsOf(DType::BF16, -1.0 - std::ldexp(1, -8)), 0xBF80);
  EXPECT_EQ(bitsOf(DType::BF16, std::ldexp(255.5, 120)), 0x7F80); // past the largest: inf
  EXPECT_EQ(bitsOf(DType::BF16, -0.0), 0x8000);
}

TEST(HalfPrecision, Bf16RoundsOnceFromDoubleNotTwiceThroughFloat) {
  // Through float, 1 + 2^-8 + 2^-30 would first become the tie 1 + 2^-8 and then round down.
  EXPECT_EQ(bitsOf(DType::BF16, 1.0 + std::ldexp(1, -8) + std::ldexp(1, -30)), 0x3F81);
}

TEST(HalfPrecision, Bf16AgreesWithTheBitTrickOnFloats) {
  std::mt19937 engine(3);
  for (int i = 0; i < 100000; ++i) {
    uint32_t floatBits = engine();
    float value;
    std::memcpy(&value, &floatBits, sizeof value);
    if (std::isnan(value)) continue;
    // The classic round-to-nearest-even truncation of a float's high half.
    const uint32_t rounded = (floatBits + 0x7FFF + ((floatBits >> 16) & 1)) >> 16;
    ASSERT_EQ(bitsOf(DType::BF16, value), static_cast<uint16_t>(rounded)) << value;
  }
}

TEST(HalfPrecision, F16RoundsToNearestTiesToEvenIncludingSubnormalsAndOverflow) {
  EXPECT_EQ(bitsOf(DType::F16, 1.0), 0x3C00);
  EXPECT_EQ(bitsOf(DType::F16, 1.0 + std::ldexp(1, -11)), 0x3C00);     // tie -> even
  EXPECT_EQ(bitsOf(DType::F16, 1.0 + 3 * std::ldexp(1, -11)), 0x3C02); // tie -> even
  EXPECT_EQ(bitsOf(DType::F16, 65504.0), 0x7BFF);
  EXPECT_EQ(bitsOf(DType::F16, 65519.0), 0x7BFF);
  EXPECT_EQ(bitsOf(DType::F16, 65520.0), 0x7C00); // the tie past the largest finite goes to inf
  EXPECT_EQ(bitsOf(DType::F16, std::ldexp(1, -24)), 0x0001);
  EXPECT_EQ(bitsOf(DType::F16, std::ldexp(1, -25)), 0x0000);      // tie -> even: zero
  EXPECT_EQ(bitsOf(DType::F16, 3 * std::ldexp(1, -25)), 0x0002);  // tie -> even
  EXPECT_EQ(bitsOf(DType::F16, std::ldexp(1023.5, -24)), 0x0400); // carries into the normals
  EXPECT_EQ(bitsOf(DType::F16, -kInf), 0xFC00);
  EXPECT_TRUE(std::isnan(decoded(DType::F16, bitsOf(DType::F16, kNaN))));
}

TEST(HostTensorStorage, I1IsOneBytePerElementHoldingZeroOrOne) {
  HostTensor mask{"mask", DType::I1, {2, 3}, {}};
  mask.allocate();
  ASSERT_EQ(mask.data.size(), 6u);
  mask.set(1, 1.0);
  mask.set(2, -3.0);
  mask.set(3, 0.0);
  EXPECT_EQ(mask.data[1], 1);
  EXPECT_EQ(mask.data[2], 1);
  EXPECT_EQ(mask.data[3], 0);
  EXPECT_EQ(mask.get(2), 1.0);
}

TEST(HostTensorStorage, F32StoresTheNearestFloat) {
  HostTensor tensor = scalarTensor(DType::F32);
  tensor.set(0, 0.1);
  EXPECT_EQ(tensor.get(0), static_cast<double>(0.1f));
  EXPECT_STREQ(toString(DType::BF16), "bf16");
  EXPECT_EQ(byteSize(DType::F16), 2u);
}

// ---- attention.h -------------------------------------------------------------------------------

TEST(AttentionParamsTest, FlopsAreFourBHSqSkvDHalvedWhenCausal) {
  AttentionParams params = smallParams();
  EXPECT_EQ(flops(params), 4.0 * 2 * 4 * 16 * 24 * 8);
  params.causal = true;
  EXPECT_EQ(flops(params), 2.0 * 2 * 4 * 16 * 24 * 8);
  params.causal = false;
  params.window = 4;
  EXPECT_EQ(flops(params), 2.0 * 2 * 4 * 16 * 24 * 8);
  EXPECT_EQ(rowsOf(params), 2 * 4 * 16);
}

TEST(AttentionParamsTest, ValidateNamesTheField) {
  AttentionParams params = smallParams();
  EXPECT_FALSE(validate(params).has_value());
  params.kvHeads = 3;
  EXPECT_EQ(validate(params).value_or(""), "kvHeads 3 must divide heads 4");
  params.kvHeads = 2;
  params.rank = 3;
  EXPECT_NE(validate(params).value_or("").find("kvHeads must equal heads"), std::string::npos);
}

TEST(AttentionParamsTest, Rank3FoldsHeadsIntoTheBatch) {
  AttentionParams params = smallParams();
  params.rank = 3;
  EXPECT_EQ(queryShape(params), (std::vector<int64_t>{8, 16, 8}));
  EXPECT_EQ(keyValueShape(params), (std::vector<int64_t>{8, 24, 8}));
  EXPECT_EQ(maskShape(params), (std::vector<int64_t>{8, 16, 24}));
}

// ---- inputs.h ----------------------------------------------------------------------------------

TEST(Inputs, SameSeedGivesBitIdenticalTensors) {
  for (DType dtype : {DType::F32, DType::BF16, DType::F16}) {
    for (MaskArg maskArg : {MaskArg::Bool, MaskArg::Additive}) {
      for (const std::string &kind : maskKinds()) {
        AttentionParams params = smallParams();
        params.inputType = dtype;
        params.maskArg = maskArg;
        const std::vector<HostTensor> first = inputsFor(params, kind, 42);
        const std::vector<HostTensor> second = inputsFor(params, kind, 42);
        ASSERT_EQ(first.size(), 4u);
        for (size_t i = 0; i < first.size(); ++i) {
          EXPECT_EQ(first[i].name, second[i].name);
          EXPECT_EQ(first[i].data, second[i].data) << toString(dtype) << " " << kind << " " << i;
        }
      }
    }
  }
}

TEST(Inputs, DifferentSeedsGiveDifferentTensors) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  for (const std::string kind : {"padding", "random"}) {
    const std::vector<HostTensor> first = inputsFor(params, kind, 1);
    const std::vector<HostTensor> second = inputsFor(params, kind, 2);
    for (size_t i = 0; i < first.size(); ++i) EXPECT_NE(first[i].data, second[i].data) << i;
  }
}

TEST(Inputs, QueryKeyValueAreStandardNormalInTheGraphsShapes) {
  AttentionParams params = smallParams();
  params.kvHeads = 2;
  params.headDim = 64;
  const std::vector<HostTensor> inputs = inputsFor(params, "none");
  ASSERT_EQ(inputs.size(), 3u);
  EXPECT_EQ(inputs[0].shape, (std::vector<int64_t>{2, 4, 16, 64}));
  EXPECT_EQ(inputs[1].shape, (std::vector<int64_t>{2, 2, 24, 64}));
  EXPECT_EQ(inputs[2].name, "v");
  for (const HostTensor &tensor : inputs) {
    double sum = 0, squares = 0;
    for (int64_t i = 0; i < tensor.numel(); ++i) {
      sum += tensor.get(i);
      squares += tensor.get(i) * tensor.get(i);
    }
    const double mean = sum / tensor.numel();
    EXPECT_NEAR(mean, 0.0, 0.05) << tensor.name;
    EXPECT_NEAR(squares / tensor.numel() - mean * mean, 1.0, 0.05) << tensor.name;
  }
}

TEST(Inputs, PaddingMaskFullyMasksAnEighthOfTheRowsOfEveryHeadAndTheTrailingKeys) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  const std::vector<HostTensor> inputs = inputsFor(params, "padding");
  const HostTensor &mask = inputs[3];
  EXPECT_EQ(mask.dtype, DType::I1);
  EXPECT_EQ(mask.shape, (std::vector<int64_t>{2, 4, 16, 24}));
  const int64_t trailing = 24 / 8;
  for (int64_t head = 0; head < 8; ++head) {
    int64_t fullyMasked = 0;
    for (int64_t q = 0; q < 16; ++q) {
      const int64_t base = (head * 16 + q) * 24;
      int64_t visible = 0;
      for (int64_t k = 0; k < 24; ++k) visible += mask.data[base + k];
      for (int64_t k = 24 - trailing; k < 24; ++k) EXPECT_EQ(mask.data[base + k], 0);
      if (visible == 0)
        ++fullyMasked;
      else
        EXPECT_EQ(visible, 24 - trailing);
    }
    EXPECT_GE(fullyMasked, 16 / 8) << "head " << head;
  }
}

TEST(Inputs, PaddingChoosesDifferentRowsPerHead) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  params.seqQ = 64;
  const HostTensor mask = inputsFor(params, "padding")[3];
  auto maskedRows = [&](int64_t head) {
    std::vector<int64_t> rows;
    for (int64_t q = 0; q < 64; ++q)
      if (mask.data[(head * 64 + q) * 24] == 0) rows.push_back(q);
    return rows;
  };
  EXPECT_NE(maskedRows(0), maskedRows(1));
}

TEST(Inputs, AdditiveMasksHoldZeroOrMinusInfinityInTheInputDtype) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Additive;
  params.inputType = DType::BF16;
  const HostTensor mask = inputsFor(params, "random")[3];
  EXPECT_EQ(mask.dtype, DType::BF16);
  int64_t visible = 0;
  for (int64_t i = 0; i < mask.numel(); ++i) {
    const double value = mask.get(i);
    ASSERT_TRUE(value == 0.0 || value == -kInf) << value;
    visible += value == 0.0;
  }
  EXPECT_NEAR(static_cast<double>(visible) / mask.numel(), 0.8, 0.03);
}

TEST(Inputs, CausalMaskKindIsTopLeftAligned) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  const HostTensor mask = inputsFor(params, "causal")[3];
  for (int64_t q = 0; q < 16; ++q)
    for (int64_t k = 0; k < 24; ++k) EXPECT_EQ(mask.data[q * 24 + k], k <= q ? 1 : 0);
}

TEST(Inputs, AMaskKindNeedsAMaskArgument) {
  AttentionParams params = smallParams();
  params.causal = true;
  std::vector<std::string> errors;
  EXPECT_TRUE(makeInputs(params, "padding", 1, errors).empty());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "--mask-kind padding needs a graph with a mask argument; this graph has "
                       "none (its mask is built in: causal)");
  errors.clear();
  EXPECT_EQ(makeInputs(params, "none", 1, errors).size(), 3u);
  EXPECT_TRUE(errors.empty());
}

TEST(Inputs, AnUnknownMaskKindIsAnError) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  std::vector<std::string> errors;
  EXPECT_TRUE(makeInputs(params, "diagonal", 1, errors).empty());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "unknown --mask-kind 'diagonal': expected none, causal, padding or random");
}

TEST(Inputs, CheckInputsRejectsWrongShapesAndDtypes) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  std::vector<HostTensor> inputs = inputsFor(params, "none");
  EXPECT_FALSE(checkInputs(params, inputs).has_value());
  inputs[3].dtype = DType::F32;
  EXPECT_EQ(checkInputs(params, inputs).value_or(""),
            "input 3 (mask) is f32[2, 4, 16, 24], expected i1[2, 4, 16, 24]");
  inputs.pop_back();
  EXPECT_EQ(checkInputs(params, inputs).value_or(""), "expected 4 inputs (q, k, v, mask), got 3");
}

// ---- oracle.h ----------------------------------------------------------------------------------

AttentionParams tinyParams() {
  AttentionParams params;
  params.seqQ = 2;
  params.seqKV = 2;
  params.headDim = 2;
  return params;
}

TEST(NativeOracle, MatchesAHandComputedCase) {
  // Q = K = I, V = [[1, 2], [3, 4]]: row 0 scores (1, 0), row 1 scores (0, 1).
  const AttentionParams params = tinyParams();
  const std::vector<HostTensor> inputs{tensorOf("q", DType::F32, {1, 1, 2, 2}, {1, 0, 0, 1}),
                                       tensorOf("k", DType::F32, {1, 1, 2, 2}, {1, 0, 0, 1}),
                                       tensorOf("v", DType::F32, {1, 1, 2, 2}, {1, 2, 3, 4})};
  const Reference reference = nativeReference(params, inputs);
  const double e = std::exp(1.0);
  const std::vector<double> expected{(e + 3) / (e + 1), (2 * e + 4) / (e + 1),
                                     (1 + 3 * e) / (e + 1), (2 + 4 * e) / (e + 1)};
  ASSERT_EQ(reference.values.size(), 4u);
  for (size_t i = 0; i < 4; ++i) EXPECT_NEAR(reference.values[i], expected[i], 1e-15) << i;
  EXPECT_EQ(reference.rows, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(reference.fullyMasked, (std::vector<uint8_t>{0, 0}));
}

TEST(NativeOracle, AFullyMaskedRowGivesZeroWithOrWithoutTheGraphsGuard) {
  for (bool guard : {true, false}) {
    AttentionParams params = tinyParams();
    params.maskArg = MaskArg::Bool;
    params.guard = guard;
    const std::vector<HostTensor> inputs{tensorOf("q", DType::F32, {1, 1, 2, 2}, {1, 0, 0, 1}),
                                         tensorOf("k", DType::F32, {1, 1, 2, 2}, {1, 0, 0, 1}),
                                         tensorOf("v", DType::F32, {1, 1, 2, 2}, {1, 2, 3, 4}),
                                         tensorOf("mask", DType::I1, {1, 1, 2, 2}, {1, 1, 0, 0})};
    const Reference reference = nativeReference(params, inputs);
    EXPECT_EQ(reference.values[2], 0.0);
    EXPECT_EQ(reference.values[3], 0.0);
    EXPECT_EQ(reference.fullyMasked, (std::vector<uint8_t>{0, 1}));
    EXPECT_GT(reference.values[0], 1.0);
  }
}

TEST(NativeOracle, AnAdditiveMinusInfinityMasksLikeFalse) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  const std::vector<HostTensor> boolInputs = inputsFor(params, "padding");
  params.maskArg = MaskArg::Additive;
  const std::vector<HostTensor> additiveInputs = inputsFor(params, "padding");
  params.maskArg = MaskArg::Bool;
  const Reference fromBool = nativeReference(params, boolInputs);
  params.maskArg = MaskArg::Additive;
  const Reference fromAdditive = nativeReference(params, additiveInputs);
  EXPECT_EQ(fromBool.values, fromAdditive.values);
  EXPECT_EQ(fromBool.fullyMasked, fromAdditive.fullyMasked);
}

TEST(NativeOracle, GqaQueryHeadReadsKvHeadHOverTheGroupSize) {
  AttentionParams gqa = smallParams();
  gqa.kvHeads = 2; // groups of 2: query heads 0, 1 read kv head 0; 2, 3 read kv head 1
  const std::vector<HostTensor> inputs = inputsFor(gqa, "none");

  // The same problem with K and V repeated per query head by hand.
  AttentionParams repeated = gqa;
  repeated.kvHeads = 4;
  std::vector<HostTensor> expanded{inputs[0]};
  for (int i = 1; i <= 2; ++i) {
    HostTensor tensor{inputs[i].name, inputs[i].dtype, keyValueShape(repeated), {}};
    tensor.allocate();
    const int64_t perHead = 24 * 8;
    for (int64_t b = 0; b < 2; ++b)
      for (int64_t h = 0; h < 4; ++h)
        for (int64_t j = 0; j < perHead; ++j)
          tensor.set((b * 4 + h) * perHead + j, inputs[i].get((b * 2 + h / 2) * perHead + j));
    expanded.push_back(tensor);
  }
  EXPECT_EQ(nativeReference(gqa, inputs).values, nativeReference(repeated, expanded).values);
}

TEST(NativeOracle, BuiltInCausalEqualsACausalBoolMaskTopLeft) {
  AttentionParams builtIn = smallParams();
  builtIn.causal = true;
  AttentionParams withMask = smallParams();
  withMask.maskArg = MaskArg::Bool;
  const std::vector<HostTensor> inputs = inputsFor(withMask, "causal");
  const Reference expected = nativeReference(withMask, inputs);
  const Reference actual =
      nativeReference(builtIn, std::vector<HostTensor>(inputs.begin(), inputs.begin() + 3));
  EXPECT_EQ(actual.values, expected.values);
  // Query 0 sees key 0 only: its output is V[0].
  for (int64_t d = 0; d < 8; ++d) EXPECT_EQ(actual.values[d], inputs[2].get(d));
}

TEST(NativeOracle, SlidingWindowKeepsKeysWithinWindowBeforeTheQuery) {
  AttentionParams windowed = smallParams();
  windowed.window = 3;
  AttentionParams withMask = smallParams();
  withMask.maskArg = MaskArg::Bool;
  std::vector<HostTensor> inputs = inputsFor(withMask, "none");
  HostTensor &mask = inputs[3];
  for (int64_t head = 0; head < 8; ++head)
    for (int64_t q = 0; q < 16; ++q)
      for (int64_t k = 0; k < 24; ++k)
        mask.set((head * 16 + q) * 24 + k, (k <= q && q - k < 3) ? 1 : 0);
  const Reference expected = nativeReference(withMask, inputs);
  inputs.pop_back();
  EXPECT_EQ(nativeReference(windowed, inputs).values, expected.values);
}

TEST(NativeOracle, SoftCapAppliesCapTimesTanhOfScoreOverCap) {
  // One query, two keys, D = 1: scores are scale * q * k.
  AttentionParams params;
  params.seqKV = 2;
  params.scale = 2.0;
  params.softCap = 1.5;
  const std::vector<HostTensor> inputs{tensorOf("q", DType::F32, {1, 1, 1, 1}, {1.5}),
                                       tensorOf("k", DType::F32, {1, 1, 2, 1}, {1, -0.5}),
                                       tensorOf("v", DType::F32, {1, 1, 2, 1}, {10, 20})};
  const double s0 = 1.5 * std::tanh(3.0 / 1.5), s1 = 1.5 * std::tanh(-1.5 / 1.5);
  const double p0 = std::exp(s0) / (std::exp(s0) + std::exp(s1));
  EXPECT_NEAR(nativeReference(params, inputs).values[0], p0 * 10 + (1 - p0) * 20, 1e-13);
}

TEST(NativeOracle, AlibiAddsTheHeadSlopeTimesKeyMinusQuery) {
  // Two heads (slopes 2^-4 and 2^-8), query 1 of each, keys 0..2, Q = 0 so only the bias counts.
  AttentionParams params;
  params.heads = params.kvHeads = 2;
  params.seqQ = 2;
  params.seqKV = 3;
  params.alibi = true;
  const std::vector<HostTensor> inputs{tensorOf("q", DType::F32, {1, 2, 2, 1}, {0, 0, 0, 0}),
                                       tensorOf("k", DType::F32, {1, 2, 3, 1}, {1, 1, 1, 1, 1, 1}),
                                       tensorOf("v", DType::F32, {1, 2, 3, 1}, {1, 2, 3, 1, 2, 3})};
  const Reference reference = nativeReference(params, inputs);
  for (int64_t h = 0; h < 2; ++h) {
    const double slope = std::exp2(-8.0 * (h + 1) / 2);
    double numerator = 0, denominator = 0;
    for (int64_t k = 0; k < 3; ++k) {
      numerator += std::exp(slope * (k - 1)) * (k + 1);
      denominator += std::exp(slope * (k - 1));
    }
    EXPECT_NEAR(reference.values[h * 2 + 1], numerator / denominator, 1e-14) << "head " << h;
  }
}

TEST(NativeOracle, SampledRowsHaveExactlyTheFullEvaluationsValues) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  params.kvHeads = 2;
  const std::vector<HostTensor> inputs = inputsFor(params, "padding");
  const Reference full = nativeReference(params, inputs);
  const std::vector<int64_t> rows{77, 3, 120, 0};
  const Reference sampled = nativeReference(params, inputs, rows);
  EXPECT_EQ(sampled.rows, rows);
  for (size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(sampled.fullyMasked[i], full.fullyMasked[rows[i]]);
    for (int64_t d = 0; d < 8; ++d)
      EXPECT_EQ(sampled.values[i * 8 + d], full.values[rows[i] * 8 + d]);
  }
}

TEST(NativeOracle, RowSamplesAreDistinctAscendingAndSeeded) {
  const AttentionParams params = smallParams();
  const std::vector<int64_t> rows = sampleRows(params, 20, 5);
  ASSERT_EQ(rows.size(), 20u);
  for (size_t i = 1; i < rows.size(); ++i) EXPECT_LT(rows[i - 1], rows[i]);
  EXPECT_LT(rows.back(), rowsOf(params));
  EXPECT_EQ(sampleRows(params, 20, 5), rows);
  EXPECT_NE(sampleRows(params, 20, 6), rows);
  EXPECT_EQ(sampleRows(params, 1000, 5).size(), static_cast<size_t>(rowsOf(params)));
}

TEST(NativeOracle, ReportsInputsThatDoNotFitAndRowsOutOfRange) {
  const AttentionParams params = smallParams();
  std::vector<HostTensor> inputs = inputsFor(params, "none");
  std::vector<std::string> errors;
  EXPECT_FALSE(nativeOracle(params, inputs, {128}, errors).has_value());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "native oracle: row 128 is out of range [0, 128)");
  inputs[1].shape[2] = 23;
  EXPECT_FALSE(nativeOracle(params, inputs, {}, errors).has_value());
  EXPECT_EQ(errors.size(), 2u);
}

#if LANTERN_HAVE_TORCH

struct OracleCase {
  std::string name;
  AttentionParams params;
  std::string maskKind;
  int64_t sampledRows = 0;
};

std::vector<OracleCase> oracleCases() {
  std::vector<OracleCase> cases;
  auto add = [&cases](std::string name, std::string maskKind, auto configure,
                      int64_t sampledRows = 0) {
    AttentionParams params = smallParams();
    configure(params);
    cases.push_back({std::move(name), params, std::move(maskKind), sampledRows});
  };
  add("f32_plain", "none", [](AttentionParams &) {});
  add("bf16_gqa_bool_padding", "padding", [](AttentionParams &p) {
    p.inputType = p.outputType = DType::BF16;
    p.kvHeads = 1;
    p.maskArg = MaskArg::Bool;
  });
  add("f16_additive_random", "random", [](AttentionParams &p) {
    p.inputType = p.outputType = DType::F16;
    p.maskArg = MaskArg::Additive;
  });
  add("causal_more_keys_than_queries", "none", [](AttentionParams &p) { p.causal = true; });
  add("causal_more_queries_than_keys", "none", [](AttentionParams &p) {
    p.causal = true;
    p.seqQ = 40;
    p.seqKV = 9;
  });
  add("window_alibi_gqa", "none", [](AttentionParams &p) {
    p.window = 5;
    p.alibi = true;
    p.kvHeads = 2;
  });
  add("softcap_bool_causal_kind", "causal", [](AttentionParams &p) {
    p.softCap = 0.5;
    p.scale = 3.0;
    p.maskArg = MaskArg::Bool;
  });
  add("rank3_alibi_padding", "padding", [](AttentionParams &p) {
    p.rank = 3;
    p.alibi = true;
    p.maskArg = MaskArg::Additive;
  });
  add(
      "sampled_rows_padding", "padding",
      [](AttentionParams &p) {
        p.maskArg = MaskArg::Bool;
        p.headDim = 64;
        p.seqKV = 100;
      },
      /*sampledRows=*/17);
  return cases;
}

TEST(TorchOracle, AgreesWithTheNativeOracleToOneInATrillion) {
  for (const OracleCase &oracleCase : oracleCases()) {
    SCOPED_TRACE(oracleCase.name);
    const std::vector<HostTensor> inputs = inputsFor(oracleCase.params, oracleCase.maskKind, 11);
    const std::vector<int64_t> rows = sampleRows(oracleCase.params, oracleCase.sampledRows, 3);
    std::vector<std::string> errors;
    const std::optional<Reference> native = nativeOracle(oracleCase.params, inputs, rows, errors);
    const std::optional<Reference> torch = torchOracle(oracleCase.params, inputs, rows, errors);
    ASSERT_TRUE(native && torch) << (errors.empty() ? "" : errors.front());
    EXPECT_EQ(torch->rows, native->rows);
    EXPECT_EQ(torch->fullyMasked, native->fullyMasked);
    ASSERT_EQ(torch->values.size(), native->values.size());
    double largest = 0;
    for (size_t i = 0; i < native->values.size(); ++i) {
      EXPECT_NEAR(torch->values[i], native->values[i], 1e-12) << i;
      largest = std::max(largest, std::fabs(native->values[i]));
    }
    EXPECT_GT(largest, 0.1); // the case computes something, not only masked rows
  }
}

TEST(TorchOracle, ReportsInputsThatDoNotFit) {
  const AttentionParams params = smallParams();
  std::vector<HostTensor> inputs = inputsFor(params, "none");
  inputs.pop_back();
  std::vector<std::string> errors;
  EXPECT_FALSE(torchOracle(params, inputs, {}, errors).has_value());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "libtorch oracle: expected 3 inputs (q, k, v), got 2");
}

#endif // LANTERN_HAVE_TORCH

// ---- metrics.h ---------------------------------------------------------------------------------

TEST(Metrics, AnExactF32OutputPassesWithAOneLineReason) {
  const AttentionParams params = smallParams();
  const Reference reference = nativeReference(params, inputsFor(params, "none"));
  const Comparison comparison =
      compared(outputFrom(reference, params, DType::F32), reference, params);
  EXPECT_TRUE(comparison.pass);
  EXPECT_LT(comparison.relL2, 1e-7);
  EXPECT_EQ(comparison.tolerance, 1e-5);
  EXPECT_EQ(comparison.reason.rfind("pass: rel-L2 ", 0), 0u) << comparison.reason;
  EXPECT_NE(comparison.reason.find(" <= 1e-05 (f32)"), std::string::npos) << comparison.reason;
  EXPECT_EQ(comparison.rowError.size(), static_cast<size_t>(rowsOf(params)));
  EXPECT_EQ(comparison.output.nanCount, 0);
}

TEST(Metrics, VerdictBoundIs1e5RelL2ForF32And1e2ForBf16AndF16) {
  EXPECT_EQ(relL2Tolerance(DType::F32), 1e-5);
  EXPECT_EQ(relL2Tolerance(DType::BF16), 1e-2);
  EXPECT_EQ(relL2Tolerance(DType::F16), 1e-2);

  const AttentionParams params = smallParams();
  const Reference reference = nativeReference(params, inputsFor(params, "none"));
  // Rounding to bf16 alone stays well inside 1e-2.
  const Comparison bf16 = compared(outputFrom(reference, params, DType::BF16), reference, params);
  EXPECT_TRUE(bf16.pass) << bf16.reason;
  EXPECT_GT(bf16.relL2, 1e-4);
  EXPECT_NE(bf16.reason.find(" <= 1e-02 (bf16)"), std::string::npos) << bf16.reason;
  // The same values in an f32 output fail.
  const HostTensor rounded = outputFrom(reference, params, DType::BF16);
  HostTensor f32 = outputFrom(reference, params, DType::F32);
  for (int64_t i = 0; i < f32.numel(); ++i) f32.set(i, rounded.get(i));
  const Comparison f32Comparison = compared(f32, reference, params);
  EXPECT_FALSE(f32Comparison.pass);
  EXPECT_EQ(f32Comparison.reason.rfind("fail: rel-L2 ", 0), 0u) << f32Comparison.reason;
  EXPECT_NE(f32Comparison.reason.find(" > 1e-05 (f32)"), std::string::npos);
  // A 5% error fails bf16 too.
  HostTensor wrong = outputFrom(reference, params, DType::BF16);
  for (int64_t i = 0; i < wrong.numel(); ++i) wrong.set(i, wrong.get(i) * 1.05);
  EXPECT_FALSE(compared(wrong, reference, params).pass);
}

TEST(Metrics, NaNPositionsAreReportedAsBatchHeadRowColumn) {
  const AttentionParams params = smallParams();
  const Reference reference = nativeReference(params, inputsFor(params, "none"));
  HostTensor output = outputFrom(reference, params, DType::F32);
  const int64_t row = (1 * 4 + 2) * 16 + 5; // batch 1, head 2, row 5
  output.set(row * 8 + 3, kNaN);
  output.set(row * 8 + 6, kInf);
  output.set(7 * 8 + 0, kNaN); // batch 0, head 0, row 7
  const Comparison comparison = compared(output, reference, params);
  EXPECT_EQ(comparison.output.nanCount, 2);
  EXPECT_EQ(comparison.output.infCount, 1);
  EXPECT_EQ(comparison.output.rowCount, 2);
  using Position = std::array<int64_t, 4>;
  EXPECT_EQ(comparison.output.firstPositions,
            (std::vector<Position>{{0, 0, 7, 0}, {1, 2, 5, 3}, {1, 2, 5, 6}}));
  EXPECT_TRUE(std::isnan(comparison.rowError[row]));
  EXPECT_TRUE(std::isnan(comparison.maxAbs));
  EXPECT_TRUE(std::isnan(comparison.relL2));
  EXPECT_EQ(comparison.reason,
            "fail: 2 NaN and 1 Inf in 2 rows (first at (0, 0, 7, 0)); the reference has none");
}

TEST(Metrics, NaNOnAFullyMaskedRowFailsEvenThoughEveryOtherRowIsExact) {
  AttentionParams params = smallParams();
  params.maskArg = MaskArg::Bool;
  params.guard = false;
  const Reference reference = nativeReference(params, inputsFor(params, "padding"));
  HostTensor output = outputFrom(reference, params, DType::F32);
  // What an online softmax without the guard writes: NaN over the whole of a fully masked row.
  int64_t maskedRow = -1;
  for (size_t i = 0; i < reference.rows.size() && maskedRow < 0; ++i)
    if (reference.fullyMasked[i] != 0) maskedRow = reference.rows[i];
  ASSERT_GE(maskedRow, 0);
  for (int64_t d = 0; d < 8; ++d) output.set(maskedRow * 8 + d, kNaN);
  const Comparison comparison = compared(output, reference, params);
  EXPECT_FALSE(comparison.pass);
  EXPECT_LT(comparison.relL2FiniteRows, 1e-7);
  EXPECT_EQ(comparison.unexplainedNonFinite, 8);
  EXPECT_EQ(comparison.unexplainedFullyMaskedRows, 1);
  const int64_t head = maskedRow / 16;
  EXPECT_EQ(comparison.reason, "fail: 8 NaN in 1 fully masked row (first at (" +
                                   std::to_string(head / 4) + ", " + std::to_string(head % 4) +
                                   ", " + std::to_string(maskedRow % 16) +
                                   ", 0)); the reference has none");
}

TEST(Metrics, NaNInARowOutsideTheSampleStillFails) {
  const AttentionParams params = smallParams();
  const std::vector<HostTensor> inputs = inputsFor(params, "none");
  const Reference full = nativeReference(params, inputs);
  const Reference sampled = nativeReference(params, inputs, {0, 1, 2});
  HostTensor output = outputFrom(full, params, DType::F32);
  const Comparison clean = compared(output, sampled, params);
  EXPECT_TRUE(clean.pass);
  EXPECT_NE(clean.reason.find(" over 3 sampled rows"), std::string::npos) << clean.reason;
  output.set(100 * 8 + 1, kNaN);
  const Comparison dirty = compared(output, sampled, params);
  EXPECT_FALSE(dirty.pass);
  EXPECT_EQ(dirty.rows, (std::vector<int64_t>{0, 1, 2}));
  EXPECT_EQ(dirty.rowError.size(), 3u);
  EXPECT_EQ(dirty.relL2, clean.relL2);
}

TEST(Metrics, NaNTheReferenceAlsoHasIsExcludedNotBlamed) {
  const AttentionParams params = tinyParams();
  Reference reference{2, {0, 1}, {1, kNaN, 3, 4}, {0, 0}};
  HostTensor output = tensorOf("out", DType::F32, {1, 1, 2, 2}, {1, kNaN, 3, 4});
  const Comparison comparison = compared(output, reference, params);
  EXPECT_TRUE(comparison.pass) << comparison.reason;
  EXPECT_EQ(comparison.referenceNonFinite, 1);
  EXPECT_EQ(comparison.unexplainedNonFinite, 0);
  EXPECT_EQ(comparison.relL2, 0.0);
  EXPECT_NE(comparison.reason.find("1 NaN/Inf of the reference excluded"), std::string::npos);
}

TEST(Metrics, AnAllZeroReferenceIsComparedByAbsoluteNorm) {
  const AttentionParams params = tinyParams();
  Reference reference{2, {0, 1}, {0, 0, 0, 0}, {1, 1}};
  const Comparison comparison =
      compared(tensorOf("out", DType::F32, {1, 1, 2, 2}, {0, 0, 3e-6, 4e-6}), reference, params);
  EXPECT_NEAR(comparison.relL2, 5e-6, 1e-12);
  EXPECT_NEAR(comparison.maxRel, 4.0, 1e-6); // 4e-6 over the 1e-6 floor
  EXPECT_TRUE(comparison.pass);
  EXPECT_EQ(comparison.reason, "pass: rel-L2 5.0e-06 <= 1e-05 (f32)");
}

TEST(Metrics, ReportsAnOutputOfTheWrongSize) {
  const AttentionParams params = tinyParams();
  Reference reference{2, {0, 1}, {0, 0, 0, 0}, {0, 0}};
  std::vector<std::string> errors;
  EXPECT_FALSE(compare(tensorOf("out", DType::F32, {1, 1, 1, 2}, {0, 0}), reference, params, errors)
                   .has_value());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "compare: the output is f32 with 2 elements, expected a float tensor of 4 "
                       "(batch x heads x seqQ x headDim)");
}

} // namespace
} // namespace lantern::check
