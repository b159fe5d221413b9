// The SDPA generator: every option combination verifies with mlir-opt-22 and has the op structure
// that shared/ATTENTION_IR.md describes; bad specs are rejected with messages naming the option.
#include "graph/sdpa_generator.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
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
  add("f32_scale_on_scores", [](SdpaSpec& s) { s.scaleForm = ScaleForm::Scores; });
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
    s.scaleForm = ScaleForm::Scores;
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
    s.scaleForm = ScaleForm::Scores;
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
    case MaskKind::Padding:
      EXPECT_TRUE(contains(text, "%arg3: tensor<" + std::to_string(s.batch) + "x" +
                                     std::to_string(s.effectiveKvSeq()) + "xi1>"));
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

// The forms of issue 19 (front ends other than this generator's default): each spec verifies.
std::vector<NamedSpec> formGrid() {
  std::vector<NamedSpec> grid;
  auto add = [&grid](std::string name, auto configure) {
    SdpaSpec spec;
    spec.seq = 64;
    spec.dim = 32;
    configure(spec);
    grid.push_back({std::move(name), spec});
  };
  for (MaxForm form : {MaxForm::MaxNumF, MaxForm::Select, MaxForm::Reduce, MaxForm::WithArgmax})
    for (KeepDim keep : {KeepDim::None, KeepDim::Map, KeepDim::Expand})
      add(std::string("max_") + toString(form) + "_keep_" + toString(keep), [=](SdpaSpec& s) {
        s.maxForm = form;
        s.keepDim = keep;
      });
  for (ScaleForm form : {ScaleForm::Q, ScaleForm::Scores, ScaleForm::ScoresDivide, ScaleForm::None})
    add(std::string("scale_") + toString(form), [=](SdpaSpec& s) { s.scaleForm = form; });
  add("scale_computed_divide", [](SdpaSpec& s) {
    s.scaleForm = ScaleForm::ScoresDivide;
    s.scaleComputed = true;
  });
  add("scale_given", [](SdpaSpec& s) { s.scale = 0.3; });
  for (KeyForm form : {KeyForm::IndexingMap, KeyForm::KeyQuery})
    for (bool rank3 : {false, true})
      add(std::string("key_") + toString(form) + (rank3 ? "_rank3" : ""), [=](SdpaSpec& s) {
        s.keyForm = form;
        s.rank3 = rank3;
      });
  add("baddbmm_negative_zero_sum", [](SdpaSpec& s) {
    s.baddbmm = true;
    s.negativeZeroSum = true;
  });
  add("self_attention", [](SdpaSpec& s) { s.selfAttention = true; });
  for (MaskShape shape : {MaskShape::SS, MaskShape::B1SS, MaskShape::B11S})
    for (bool expand : {false, true})
      for (MaskKind kind : {MaskKind::Boolean, MaskKind::Additive})
        add(std::string("mask_") + toString(kind) + "_" + toString(shape) + (expand ? "_expand" : ""),
            [=](SdpaSpec& s) {
              s.batch = 2;
              s.mask = kind;
              s.maskShape = shape;
              s.maskExpand = expand;
            });
  add("mask_padding_gqa", [](SdpaSpec& s) {
    s.batch = 2;
    s.heads = 4;
    s.kvHeads = 2;
    s.mask = MaskKind::Padding;
  });
  add("f16_accumulators_causal", [](SdpaSpec& s) {
    s.dtype = ElementType::F16;
    s.narrowAccumulate = true;
    s.mask = MaskKind::Causal;
  });
  add("bf16_accumulators_alibi", [](SdpaSpec& s) {
    s.dtype = ElementType::BF16;
    s.narrowAccumulate = true;
    s.scoreMod = ScoreMod::Alibi;
  });
  add("lse_max_keep_map", [](SdpaSpec& s) {
    s.returnLse = true;
    s.returnMax = true;
    s.keepDim = KeepDim::Map;
  });
  add("lse_fused_divide_rank3", [](SdpaSpec& s) {
    s.returnLse = true;
    s.fusedDivide = true;
    s.rank3 = true;
  });
  for (MaskKind kind : {MaskKind::None, MaskKind::Causal, MaskKind::Boolean, MaskKind::Additive})
    add(std::string("torch_mlir_") + toString(kind), [=](SdpaSpec& s) {
      s.importerForm = true;
      s.batch = 2;
      s.mask = kind;
      s.maskShape = kind == MaskKind::Boolean ? MaskShape::B11S : MaskShape::Full;
    });
  add("torch_mlir_bf16_causal_cross_lse", [](SdpaSpec& s) {
    s.importerForm = true;
    s.dtype = ElementType::BF16;
    s.mask = MaskKind::Causal;
    s.kvSeq = 96;
    s.returnLse = true;
  });
  add("torch_mlir_self_attention_gqa_free", [](SdpaSpec& s) {
    s.importerForm = true;
    s.selfAttention = true;
  });
  return grid;
}

class SdpaFormsTest : public testing::TestWithParam<NamedSpec> {};

TEST_P(SdpaFormsTest, IsValidAndVerifiesWithMlirOpt) {
  const SdpaSpec& spec = GetParam().spec;
  ASSERT_EQ(validate(spec), std::nullopt);
  if (!mlirOptAvailable()) GTEST_SKIP() << "mlir-opt-22 is not on PATH";
  const auto path = std::filesystem::temp_directory_path() /
                    ("lantern_form_" + GetParam().name + "_" + std::to_string(::getpid()) + ".mlir");
  {
    std::ofstream out(path);
    out << generateSdpa(spec);
  }
  const std::string command = "mlir-opt-22 '" + path.string() + "' -o /dev/null";
  EXPECT_EQ(std::system(command.c_str()), 0) << "in " << path;
  std::filesystem::remove(path);
}

INSTANTIATE_TEST_SUITE_P(Forms, SdpaFormsTest, testing::ValuesIn(formGrid()),
                         [](const testing::TestParamInfo<NamedSpec>& info) {
                           std::string name = info.param.name;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(SdpaGenerator, TorchMlirFormIsWhatTheImporterEmits) {
  SdpaSpec spec;
  spec.importerForm = true;
  spec.mask = MaskKind::Boolean;
  const std::string text = generateSdpa(spec);
  // aten.max.dim: two results, the argmax in i64, then an expand_shape to the keepdim shape.
  EXPECT_TRUE(contains(text, ":2 = linalg.generic"));
  EXPECT_TRUE(contains(text, "arith.select %") && contains(text, " : i64"));
  EXPECT_TRUE(contains(text, "output_shape [1, 4, 256, 1]"));
  // keepdim maps on the sum and the guard, sqrt(scale) as an f64 constant truncated in the body.
  EXPECT_EQ(countOf(text, "-> (d0, d1, d2, 0)>], iterator_types"), 2u);
  EXPECT_TRUE(contains(text, "arith.constant 3.5355339059327379e-01 : f64"));
  EXPECT_EQ(countOf(text, "arith.truncf %cst"), 2u);
  // The guard compares in f64; the bool mask becomes additive over 0-d tensors.
  EXPECT_TRUE(contains(text, "arith.cmpf oeq, %"));
  EXPECT_TRUE(contains(text, "arith.extf %in : f32 to f64"));
  EXPECT_TRUE(contains(text, "0xFFF0000000000000 : f64"));
  EXPECT_TRUE(contains(text, "dense<0xFF800000> : tensor<f32>"));
  EXPECT_FALSE(contains(text, "arith.cmpi ule"));
}

TEST(SdpaGenerator, RejectsFormsThatDoNotGoTogether) {
  SdpaSpec spec;
  spec.maskShape = MaskShape::SS;
  EXPECT_NE(validate(spec)->find("--mask-shape ss needs a mask tensor"), std::string::npos);
  spec = {};
  spec.mask = MaskKind::Boolean;
  spec.maskExpand = true;
  EXPECT_NE(validate(spec)->find("--mask-expand"), std::string::npos);
  spec = {};
  spec.selfAttention = true;
  spec.kvSeq = 128;
  EXPECT_NE(validate(spec)->find("--self-attention"), std::string::npos);
  spec = {};
  spec.narrowAccumulate = true;
  EXPECT_NE(validate(spec)->find("--narrow-accumulate"), std::string::npos);
  spec = {};
  spec.importerForm = true;
  spec.maxForm = MaxForm::Reduce;
  EXPECT_NE(validate(spec)->find("--form torch-mlir"), std::string::npos);
  spec = {};
  spec.scale = -1;
  EXPECT_NE(validate(spec)->find("--scale -1"), std::string::npos);
  spec = {};
  spec.scaleForm = ScaleForm::None;
  spec.scale = 0.5;
  EXPECT_NE(validate(spec)->find("--scale-form none"), std::string::npos);
}

TEST(SdpaGenerator, ScalesQueryAndKeyBySqrtOfScaleByDefault) {
  SdpaSpec spec;  // D = 64: scale 1/8, sqrt(scale) = 0.35355339
  const std::string text = generateSdpa(spec);
  EXPECT_TRUE(contains(text, "arith.constant 3.53553385e-01 : f32"));
  EXPECT_FALSE(contains(text, "1.250000e-01"));
}

TEST(SdpaGenerator, ScalesScoresOnceWhenAsked) {
  SdpaSpec spec;
  spec.scaleForm = ScaleForm::Scores;
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
