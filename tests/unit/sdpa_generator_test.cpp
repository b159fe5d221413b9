// The SDPA generator: every option combination verifies with mlir-opt-22 and has the op structure
// that shared/ATTENTION_IR.md describes; bad specs are rejected with messages naming the option.
#include "graph/sdpa_generator.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace lantern::graph {
namespace {

struct NamedSpec {
  std::string name;
  SdpaSpec spec;
};

std::ostream& operator<<(std::ostream& out, const NamedSpec& named) {
  return out << named.name << ": " << describe(named.spec);
}

// Every dtype, mask, score mod, window, guard setting and importer variant, plus GQA 32/8,
// kvSeq != seq, D = 128, B = 2 and combinations of all of them.
std::vector<NamedSpec> specGrid() {
  std::vector<NamedSpec> grid;
  auto add = [&grid](std::string name, auto configure) {
    SdpaSpec spec;
    configure(spec);
    grid.push_back({std::move(name), spec});
  };
  add("f32_plain", [](SdpaSpec&) {});
  add("bf16_plain", [](SdpaSpec& s) { s.dtype = ElementType::BF16; });
  add("f16_plain", [](SdpaSpec& s) { s.dtype = ElementType::F16; });
  add("f32_causal", [](SdpaSpec& s) { s.mask = MaskKind::Causal; });
  add("bf16_bool_mask", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.mask = MaskKind::Boolean;
  });
  add("f32_additive_mask", [](SdpaSpec& s) { s.mask = MaskKind::Additive; });
  add("bf16_additive_mask", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.mask = MaskKind::Additive;
  });
  add("f16_causal_alibi", [](SdpaSpec& s) {
    s.dtype = ElementType::F16;
    s.mask = MaskKind::Causal;
    s.scoreMod = ScoreMod::Alibi;
  });
  add("f32_softcap", [](SdpaSpec& s) { s.scoreMod = ScoreMod::SoftCap; });
  add("f32_softcap_50", [](SdpaSpec& s) {
    s.scoreMod = ScoreMod::SoftCap;
    s.softCap = 50.0;
  });
  add("f32_window", [](SdpaSpec& s) { s.window = 64; });
  add("bf16_causal_window", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.mask = MaskKind::Causal;
    s.window = 32;
  });
  add("f32_no_guard", [](SdpaSpec& s) { s.guard = false; });
  add("f32_bool_mask_no_guard", [](SdpaSpec& s) {
    s.mask = MaskKind::Boolean;
    s.guard = false;
  });
  add("f32_scale_on_scores", [](SdpaSpec& s) { s.scaleOnScores = true; });
  add("f32_rank3", [](SdpaSpec& s) { s.rank3 = true; });
  add("bf16_rank3_bool_alibi_window", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.rank3 = true;
    s.mask = MaskKind::Boolean;
    s.scoreMod = ScoreMod::Alibi;
    s.window = 16;
  });
  add("f32_generic_contractions", [](SdpaSpec& s) { s.genericContractions = true; });
  add("f32_generic_contractions_rank3", [](SdpaSpec& s) {
    s.genericContractions = true;
    s.rank3 = true;
  });
  add("f32_fused_divide", [](SdpaSpec& s) { s.fusedDivide = true; });
  add("f32_fused_divide_no_guard", [](SdpaSpec& s) {
    s.fusedDivide = true;
    s.guard = false;
  });
  add("bf16_fused_divide_generic_rank3", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.fusedDivide = true;
    s.genericContractions = true;
    s.rank3 = true;
  });
  add("f32_gqa_32_8", [](SdpaSpec& s) {
    s.heads = 32;
    s.kvHeads = 8;
  });
  add("bf16_gqa_32_8_causal", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.heads = 32;
    s.kvHeads = 8;
    s.mask = MaskKind::Causal;
  });
  add("f32_kv_longer_causal", [](SdpaSpec& s) {
    s.kvSeq = 512;
    s.mask = MaskKind::Causal;
  });
  add("f32_kv_shorter_bool_mask", [](SdpaSpec& s) {
    s.kvSeq = 128;
    s.mask = MaskKind::Boolean;
  });
  add("f32_batch2_dim128", [](SdpaSpec& s) {
    s.batch = 2;
    s.dim = 128;
  });
  add("bf16_everything", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.batch = 2;
    s.heads = 32;
    s.kvHeads = 8;
    s.seq = 128;
    s.kvSeq = 256;
    s.dim = 128;
    s.mask = MaskKind::Boolean;
    s.scoreMod = ScoreMod::Alibi;
    s.window = 32;
    s.scaleOnScores = true;
    s.genericContractions = true;
    s.fusedDivide = true;
  });
  add("f16_everything_rank3_no_guard", [](SdpaSpec& s) {
    s.dtype = ElementType::F16;
    s.batch = 2;
    s.seq = 64;
    s.kvSeq = 96;
    s.dim = 128;
    s.rank3 = true;
    s.mask = MaskKind::Additive;
    s.scoreMod = ScoreMod::SoftCap;
    s.window = 8;
    s.guard = false;
    s.scaleOnScores = true;
    s.genericContractions = true;
    s.fusedDivide = true;
  });
  return grid;
}

size_t countOf(const std::string& text, const std::string& needle) {
  size_t count = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
    ++count;
  return count;
}

bool contains(const std::string& text, const std::string& needle) {
  return text.find(needle) != std::string::npos;
}

bool mlirOptAvailable() { return std::system("command -v mlir-opt-22 >/dev/null 2>&1") == 0; }

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The scores' shape as it appears in a tensor type: "1x4x256x256".
std::string scoresDims(const SdpaSpec& s) {
  std::string kvSeq = std::to_string(s.effectiveKvSeq());
  if (s.rank3)
    return std::to_string(s.batch * s.heads) + "x" + std::to_string(s.seq) + "x" + kvSeq;
  return std::to_string(s.batch) + "x" + std::to_string(s.heads) + "x" + std::to_string(s.seq) +
         "x" + kvSeq;
}

// The body of the generic that divides by the row sum: from that divf to its yield.
std::string normalizeBody(const std::string& text) {
  size_t start = text.find("arith.divf %in, %in_0");
  if (start == std::string::npos) return {};
  return text.substr(start, text.find("linalg.yield", start) - start);
}

class SdpaGridTest : public testing::TestWithParam<NamedSpec> {};

TEST_P(SdpaGridTest, IsValidAndVerifiesWithMlirOpt) {
  const SdpaSpec& spec = GetParam().spec;
  ASSERT_EQ(validate(spec), std::nullopt);
  if (!mlirOptAvailable()) GTEST_SKIP() << "mlir-opt-22 is not on PATH";

  const auto directory = std::filesystem::temp_directory_path();
  const std::string stem = "lantern_sdpa_" + GetParam().name + "_" + std::to_string(::getpid());
  const auto mlirPath = directory / (stem + ".mlir");
  const auto errorPath = directory / (stem + ".err");
  {
    std::ofstream out(mlirPath);
    out << generateSdpa(spec);
  }
  const std::string command = "mlir-opt-22 '" + mlirPath.string() + "' -o /dev/null 2>'" +
                              errorPath.string() + "'";
  const int status = std::system(command.c_str());
  const std::string diagnostics = readFile(errorPath);
  EXPECT_EQ(status, 0) << diagnostics << "\nin " << mlirPath;
  if (status == 0) std::filesystem::remove(mlirPath);
  std::filesystem::remove(errorPath);
}

TEST_P(SdpaGridTest, HasTheImportersOpStructure) {
  const SdpaSpec& s = GetParam().spec;
  const std::string text = generateSdpa(s);
  const std::string dtype = toString(s.dtype);

  const size_t namedContractions = s.genericContractions ? 0 : (s.fusedDivide ? 1 : 2);
  EXPECT_EQ(countOf(text, "linalg.batch_matmul"), namedContractions);
  EXPECT_EQ(contains(text, "linalg.transpose"), !s.genericContractions);
  EXPECT_TRUE(contains(text, "math.exp "));
  EXPECT_TRUE(contains(text, "arith.maximumf"));
  EXPECT_TRUE(contains(text, "0xFF800000"));
  EXPECT_EQ(contains(text, "arith.andi"), s.guard);
  EXPECT_EQ(contains(text, "arith.cmpf oeq"), s.guard);
  EXPECT_EQ(contains(text, "arith.extf"), s.isNarrow());
  EXPECT_EQ(contains(text, "arith.truncf"), s.isNarrow());
  EXPECT_EQ(contains(text, "math.exp2"), s.scoreMod == ScoreMod::Alibi);
  EXPECT_EQ(contains(text, "math.tanh"), s.scoreMod == ScoreMod::SoftCap);
  EXPECT_EQ(contains(text, "tensor.collapse_shape"), !s.rank3);
  // The divide sits in the P·V body, right before the multiply-accumulate, only when fused.
  EXPECT_EQ(contains(normalizeBody(text), "arith.mulf"), s.fusedDivide);

  switch (s.mask) {
    case MaskKind::None:
    case MaskKind::Causal:
      EXPECT_FALSE(contains(text, "%arg3"));
      break;
    case MaskKind::Boolean:
      EXPECT_TRUE(contains(text, "%arg3: tensor<" + scoresDims(s) + "xi1>"));
      break;
    case MaskKind::Additive:
      EXPECT_TRUE(contains(text, "%arg3: tensor<" + scoresDims(s) + "x" + dtype + ">"));
      break;
  }
  const std::string result = s.rank3 ? std::to_string(s.batch * s.heads) + "x" +
                                           std::to_string(s.seq) + "x" + std::to_string(s.dim)
                                     : std::to_string(s.batch) + "x" + std::to_string(s.heads) +
                                           "x" + std::to_string(s.seq) + "x" +
                                           std::to_string(s.dim);
  EXPECT_TRUE(contains(text, ") -> tensor<" + result + "x" + dtype + "> {\n"));
}

INSTANTIATE_TEST_SUITE_P(AllOptions, SdpaGridTest, testing::ValuesIn(specGrid()),
                         [](const testing::TestParamInfo<NamedSpec>& info) {
                           return info.param.name;
                         });

TEST(SdpaGenerator, ScalesQueryAndKeyBySqrtOfScaleByDefault) {
  SdpaSpec spec;  // D = 64: scale 1/8, sqrt(scale) = 0.35355339
  const std::string text = generateSdpa(spec);
  EXPECT_TRUE(contains(text, "arith.constant 3.53553385e-01 : f32"));
  EXPECT_FALSE(contains(text, "1.250000e-01"));
}

TEST(SdpaGenerator, ScalesScoresOnceWhenAsked) {
  SdpaSpec spec;
  spec.scaleOnScores = true;
  const std::string text = generateSdpa(spec);
  EXPECT_TRUE(contains(text, "arith.constant 1.250000e-01 : f32"));
  EXPECT_FALSE(contains(text, "3.53553385e-01"));
  EXPECT_EQ(countOf(text, "arith.mulf %in, %cst"), 1u);
}

TEST(SdpaGenerator, CausalMaskIsTopLeftAligned) {
  SdpaSpec spec;
  spec.mask = MaskKind::Causal;
  spec.kvSeq = 512;
  const std::string text = generateSdpa(spec);
  // key index (d3) <= query index (d2), with no offset for kvSeq > seq.
  EXPECT_TRUE(contains(text, "linalg.index 2 : index"));
  EXPECT_TRUE(contains(text, "linalg.index 3 : index"));
  EXPECT_TRUE(contains(text, "arith.cmpi ule"));
  EXPECT_FALSE(contains(text, "arith.constant 256 : index"));
}

TEST(SdpaGenerator, SlidingWindowComparesDistanceWithTheWindow) {
  SdpaSpec spec;
  spec.window = 48;
  const std::string text = generateSdpa(spec);
  EXPECT_TRUE(contains(text, "%c48 = arith.constant 48 : index"));
  EXPECT_TRUE(contains(text, "arith.cmpi ult"));
}

TEST(SdpaGenerator, GqaBroadcastsKeyAndValueHeads) {
  SdpaSpec spec;
  spec.heads = 32;
  spec.kvHeads = 8;
  const std::string text = generateSdpa(spec);
  EXPECT_TRUE(contains(text, "%arg1: tensor<1x8x256x64xf32>"));
  EXPECT_TRUE(contains(text, "%arg0: tensor<1x32x256x64xf32>"));
  EXPECT_EQ(countOf(text, "into tensor<1x8x1x256x64xf32>"), 2u);
  EXPECT_EQ(countOf(text, "tensor<1x8x4x256x64xf32> into tensor<1x32x256x64xf32>"), 2u);
}

TEST(SdpaGenerator, RankThreeFoldsHeadsIntoBatch) {
  SdpaSpec spec;
  spec.batch = 2;
  spec.rank3 = true;
  const std::string text = generateSdpa(spec);
  EXPECT_TRUE(contains(text, "func.func @main(%arg0: tensor<8x256x64xf32>"));
  EXPECT_FALSE(contains(text, "tensor.expand_shape"));
}

TEST(SdpaGenerator, FusedDivideKeepsTheGuardSelectInThePvBody) {
  SdpaSpec spec;
  spec.fusedDivide = true;
  const std::string body = normalizeBody(generateSdpa(spec));
  EXPECT_TRUE(contains(body, "arith.select %in_1, "));
  EXPECT_TRUE(contains(body, "arith.addf %out, "));
}

TEST(SdpaGenerator, UsesTheRequestedFunctionName) {
  SdpaSpec spec;
  spec.functionName = "attention_fwd";
  EXPECT_TRUE(contains(generateSdpa(spec), "func.func @attention_fwd("));
}

TEST(SdpaGenerator, DescribesThePyTorchCall) {
  SdpaSpec causal;
  causal.dtype = ElementType::BF16;
  causal.mask = MaskKind::Causal;
  EXPECT_EQ(describe(causal),
            "F.scaled_dot_product_attention(q[1,4,256,64] bf16, k, v, is_causal=True)");

  SdpaSpec gqa;
  gqa.heads = 32;
  gqa.kvHeads = 8;
  gqa.mask = MaskKind::Boolean;
  EXPECT_EQ(describe(gqa),
            "F.scaled_dot_product_attention(q[1,32,256,64] f32, k[1,8,256,64], v[1,8,256,64], "
            "attn_mask=bool[1,32,256,256], enable_gqa=True)");

  SdpaSpec flex;
  flex.scoreMod = ScoreMod::SoftCap;
  flex.window = 128;
  flex.mask = MaskKind::Causal;
  flex.guard = false;
  EXPECT_EQ(describe(flex),
            "flex_attention(q[1,4,256,64] f32, k, v, score_mod=softcap(30), "
            "block_mask=causal & sliding_window(128))  [importer variant: no safe-softmax guard]");
}

TEST(SdpaGenerator, ValidateAcceptsTheDefaults) { EXPECT_EQ(validate(SdpaSpec{}), std::nullopt); }

TEST(SdpaGenerator, ValidateNamesTheFieldOfABadSpec) {
  auto messageFor = [](auto configure) {
    SdpaSpec spec;
    configure(spec);
    return validate(spec).value_or("<accepted>");
  };
  EXPECT_EQ(messageFor([](SdpaSpec& s) {
              s.heads = 32;
              s.kvHeads = 3;
            }),
            "--kv-heads 3 must divide --heads 32");
  EXPECT_EQ(messageFor([](SdpaSpec& s) { s.batch = 0; }), "--batch 0 must be positive");
  EXPECT_EQ(messageFor([](SdpaSpec& s) { s.heads = -2; }), "--heads -2 must be positive");
  EXPECT_EQ(messageFor([](SdpaSpec& s) { s.seq = 0; }), "--seq 0 must be positive");
  EXPECT_EQ(messageFor([](SdpaSpec& s) { s.dim = 0; }), "--dim 0 must be positive");
  EXPECT_TRUE(contains(messageFor([](SdpaSpec& s) { s.kvSeq = -1; }), "--kv-seq -1"));
  EXPECT_TRUE(contains(messageFor([](SdpaSpec& s) { s.kvHeads = -1; }), "--kv-heads -1"));
  EXPECT_TRUE(contains(messageFor([](SdpaSpec& s) { s.window = -4; }), "--window -4"));
  EXPECT_TRUE(contains(messageFor([](SdpaSpec& s) {
                         s.scoreMod = ScoreMod::SoftCap;
                         s.softCap = 0;
                       }),
                       "--soft-cap 0"));
  EXPECT_TRUE(contains(messageFor([](SdpaSpec& s) {
                         s.rank3 = true;
                         s.heads = 32;
                         s.kvHeads = 8;
                       }),
                       "--rank3 does not support GQA"));
  EXPECT_TRUE(contains(messageFor([](SdpaSpec& s) { s.functionName = "1st"; }),
                       "--function-name '1st'"));
  EXPECT_TRUE(contains(messageFor([](SdpaSpec& s) {
                         s.batch = int64_t{1} << 40;
                         s.seq = int64_t{1} << 30;
                       }),
                       "overflows"));
}

TEST(SdpaGenerator, ValidateIgnoresTheSoftCapWithoutSoftCapping) {
  SdpaSpec spec;
  spec.softCap = 0;
  EXPECT_EQ(validate(spec), std::nullopt);
}

TEST(SdpaGenerator, NamesRoundTripThroughParse) {
  for (ElementType type : {ElementType::F32, ElementType::BF16, ElementType::F16})
    EXPECT_EQ(parseElementType(toString(type)), type);
  for (MaskKind kind : {MaskKind::None, MaskKind::Causal, MaskKind::Boolean, MaskKind::Additive})
    EXPECT_EQ(parseMaskKind(toString(kind)), kind);
  for (ScoreMod mod : {ScoreMod::None, ScoreMod::Alibi, ScoreMod::SoftCap})
    EXPECT_EQ(parseScoreMod(toString(mod)), mod);
  EXPECT_EQ(toString(MaskKind::Boolean), std::string("bool"));
  EXPECT_EQ(parseElementType("f64"), std::nullopt);
  EXPECT_EQ(parseMaskKind("boolean"), std::nullopt);
  EXPECT_EQ(parseScoreMod(""), std::nullopt);
}

}  // namespace
}  // namespace lantern::graph
