// Role finder on every generator variant and on graphs that are not attention.
#include "graph/roles.h"
#include "graph/sdpa_generator.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <map>

using namespace lantern;
using namespace lantern::graph;

namespace {

struct Case {
  std::string name;
  SdpaSpec spec;
  std::string maskKind;
  bool guard;
};

std::map<std::string, int> roleCounts(const RoleReport &report) {
  std::map<std::string, int> counts;
  for (const TaggedOp &op : report.ops)
    ++counts[toString(op.role)];
  return counts;
}

SdpaSpec spec(std::function<void(SdpaSpec &)> edit) {
  SdpaSpec s;
  s.seq = 128;
  edit(s);
  return s;
}

std::vector<Case> cases() {
  return {
      {"plain", spec([](SdpaSpec &) {}), "none", true},
      {"bf16", spec([](SdpaSpec &s) { s.dtype = ElementType::BF16; }), "none", true},
      {"f16_additive", spec([](SdpaSpec &s) { s.dtype = ElementType::F16; s.mask = MaskKind::Additive; }), "additive", true},
      {"causal", spec([](SdpaSpec &s) { s.mask = MaskKind::Causal; }), "causal", true},
      {"bool", spec([](SdpaSpec &s) { s.mask = MaskKind::Boolean; }), "bool", true},
      {"bool_no_guard", spec([](SdpaSpec &s) { s.mask = MaskKind::Boolean; s.guard = false; }), "bool", false},
      {"window", spec([](SdpaSpec &s) { s.window = 16; }), "sliding_window", true},
      {"causal_window", spec([](SdpaSpec &s) { s.mask = MaskKind::Causal; s.window = 32; }), "sliding_window", true},
      {"alibi", spec([](SdpaSpec &s) { s.scoreMod = ScoreMod::Alibi; }), "none", true},
      {"softcap_bool", spec([](SdpaSpec &s) { s.scoreMod = ScoreMod::SoftCap; s.mask = MaskKind::Boolean; }), "bool", true},
      {"gqa", spec([](SdpaSpec &s) { s.heads = 32; s.kvHeads = 8; }), "none", true},
      {"kv_longer", spec([](SdpaSpec &s) { s.kvSeq = 256; s.mask = MaskKind::Causal; }), "causal", true},
      {"scale_on_scores", spec([](SdpaSpec &s) { s.scaleForm = ScaleForm::Scores; }), "none", true},
      {"rank3", spec([](SdpaSpec &s) { s.rank3 = true; }), "none", true},
      {"generic", spec([](SdpaSpec &s) { s.genericContractions = true; }), "none", true},
      {"fused_divide", spec([](SdpaSpec &s) { s.fusedDivide = true; }), "none", true},
      {"fused_divide_no_guard", spec([](SdpaSpec &s) { s.fusedDivide = true; s.guard = false; }), "none", false},
      {"everything", spec([](SdpaSpec &s) {
         s.dtype = ElementType::BF16; s.batch = 2; s.heads = 8; s.kvHeads = 2; s.kvSeq = 256;
         s.mask = MaskKind::Boolean; s.scoreMod = ScoreMod::Alibi; s.window = 16; s.scaleForm = ScaleForm::Scores;
         s.genericContractions = true; s.fusedDivide = true;
       }), "bool+sliding_window", true},
  };
}

class RoleFinderOnVariants : public ::testing::TestWithParam<Case> {};

} // namespace

TEST_P(RoleFinderOnVariants, FindsTheAttentionChain) {
  const Case &c = GetParam();
  ASSERT_FALSE(validate(c.spec).has_value()) << *validate(c.spec);
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, generateSdpa(c.spec), c.name + ".mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  RoleReport report = findRoles(*parsed.module);
  ASSERT_TRUE(report.isAttention) << report.reason;
  auto counts = roleCounts(report);
  EXPECT_EQ(counts["qk"], 1);
  EXPECT_EQ(counts["pv"], 1);
  EXPECT_EQ(counts["row_max"], 1);
  EXPECT_EQ(counts["row_sum"], 1);
  EXPECT_EQ(counts["exp"], 1);
  EXPECT_EQ(counts["normalize"], c.spec.fusedDivide ? 0 : 1);
  EXPECT_EQ(counts["masked_rows"], c.guard ? 2 : 0);
  EXPECT_EQ(counts["zero_masked"], c.guard && !c.spec.fusedDivide ? 1 : 0);
  EXPECT_EQ(counts["score_mod"], c.spec.scoreMod == ScoreMod::None ? 0 : 1);
  EXPECT_EQ(counts["scale"], (c.spec.scaleForm == ScaleForm::Scores) ? 1 : 2);
  EXPECT_EQ(counts["cast"] > 0, c.spec.dtype != ElementType::F32);
  EXPECT_EQ(counts["broadcast"], c.spec.effectiveKvHeads() != c.spec.heads ? 2 : 0);
  ASSERT_EQ(report.blocks.size(), 1u);
  EXPECT_TRUE(report.isPlainSdpa);
  EXPECT_EQ(report.block().maskKind, c.maskKind);
  EXPECT_EQ(report.block().guard, c.guard);
  EXPECT_EQ(report.block().causal, c.maskKind.find("causal") != std::string::npos ||
                               c.maskKind.find("sliding_window") != std::string::npos);
  if (c.spec.window > 0)
    EXPECT_EQ(report.block().window, c.spec.window);
  ASSERT_TRUE(report.block().scale);
  EXPECT_NEAR(*report.block().scale, 1.0 / std::sqrt(static_cast<double>(c.spec.dim)), 1e-6);
  EXPECT_EQ(report.block().gqaGroups, c.spec.heads / c.spec.effectiveKvHeads());
  EXPECT_EQ(report.block().seqQ, c.spec.seq);
  EXPECT_EQ(report.block().seqKV, c.spec.effectiveKvSeq());
  EXPECT_EQ(report.block().headDim, c.spec.dim);
  EXPECT_EQ(report.block().inputType, toString(c.spec.dtype));
  EXPECT_EQ(report.block().outputType, toString(c.spec.dtype));
  EXPECT_EQ(report.block().accumulatorType, "f32");
  EXPECT_EQ(report.block().queryArg, 0);
  EXPECT_EQ(report.block().keyArg, 1);
  EXPECT_EQ(report.block().valueArg, 2);
  // Every tag is on the op as a discardable attribute.
  for (const char *role : {"qk", "pv", "row_max"})
    EXPECT_EQ(opsWithRole(parsed.module->getOperation(), *parseRole(role)).size(), 1u) << role;
}

INSTANTIATE_TEST_SUITE_P(AllVariants, RoleFinderOnVariants, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case> &info) { return info.param.name; });

TEST(RoleFinder, AGraphWithoutAttentionLoadsAsGenericAndSaysWhy) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @mm(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %c: tensor<4x2xf32>) -> tensor<4x2xf32> {
      %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
      return %r : tensor<4x2xf32>
    })", "mm.mlir");
  ASSERT_TRUE(parsed);
  RoleReport report = findRoles(*parsed.module);
  EXPECT_FALSE(report.isAttention);
  EXPECT_EQ(report.reason, "found 1 contraction(s) and 0 max reduction(s); attention needs Q·Kᵀ, a softmax over its "
                           "rows and P·V");
  EXPECT_TRUE(report.ops.empty());
  EXPECT_NE(report.summary().find("generic graph (no attention pattern)"), std::string::npos);
}

TEST(RoleFinder, AModuleWithoutAFunctionBodyIsGeneric) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, "func.func private @decl(%a: f32) -> f32\n", "decl.mlir");
  ASSERT_TRUE(parsed);
  RoleReport report = findRoles(*parsed.module);
  EXPECT_FALSE(report.isAttention);
  EXPECT_EQ(report.reason, "the module has no public function with a body");
}

TEST(RoleFinder, RetaggingReplacesOldTags) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, generateSdpa(SdpaSpec{}), "g.mlir");
  ASSERT_TRUE(parsed);
  findRoles(*parsed.module);
  RoleReport again = findRoles(*parsed.module);
  EXPECT_TRUE(again.isAttention);
  EXPECT_EQ(opsWithRole(parsed.module->getOperation(), Role::QK).size(), 1u);
}

// The forms other front ends write (issue 19), as generator variants: one attention block with one
// op per core role, the scale the graph applies, its Q/K/V arguments and its extra outputs.
struct FormCase {
  std::string name;
  SdpaSpec spec;
  double scale;
  std::vector<std::string> extraOutputs;
};

std::vector<FormCase> formCases() {
  const double d64 = 0.125;
  auto form = [](std::function<void(SdpaSpec &)> edit) { return spec(std::move(edit)); };
  return {
      {"argmax", form([](SdpaSpec &s) { s.maxForm = MaxForm::WithArgmax; }), d64, {}},
      {"maxnumf_keep_map", form([](SdpaSpec &s) { s.maxForm = MaxForm::MaxNumF; s.keepDim = KeepDim::Map; }), d64, {}},
      {"select_keep_expand", form([](SdpaSpec &s) { s.maxForm = MaxForm::Select; s.keepDim = KeepDim::Expand; }), d64, {}},
      {"reduce", form([](SdpaSpec &s) { s.maxForm = MaxForm::Reduce; s.negativeZeroSum = true; }), d64, {}},
      {"scale_q", form([](SdpaSpec &s) { s.scaleForm = ScaleForm::Q; }), d64, {}},
      {"scale_divide_computed", form([](SdpaSpec &s) { s.scaleForm = ScaleForm::ScoresDivide; s.scaleComputed = true; }), d64, {}},
      {"scale_none", form([](SdpaSpec &s) { s.scaleForm = ScaleForm::None; }), 1.0, {}},
      {"scale_given", form([](SdpaSpec &s) { s.scale = 0.3; }), 0.3, {}},
      {"key_map", form([](SdpaSpec &s) { s.keyForm = KeyForm::IndexingMap; }), d64, {}},
      {"key_query", form([](SdpaSpec &s) { s.keyForm = KeyForm::KeyQuery; }), d64, {}},
      {"baddbmm", form([](SdpaSpec &s) { s.baddbmm = true; }), d64, {}},
      {"self_attention", form([](SdpaSpec &s) { s.selfAttention = true; }), d64, {}},
      {"mask_b11s_expand", form([](SdpaSpec &s) { s.batch = 2; s.mask = MaskKind::Boolean; s.maskShape = MaskShape::B11S; s.maskExpand = true; }), d64, {}},
      {"mask_ss_additive", form([](SdpaSpec &s) { s.mask = MaskKind::Additive; s.maskShape = MaskShape::SS; }), d64, {}},
      {"padding", form([](SdpaSpec &s) { s.batch = 2; s.mask = MaskKind::Padding; }), d64, {}},
      {"f16_accumulators", form([](SdpaSpec &s) { s.dtype = ElementType::F16; s.narrowAccumulate = true; }), d64, {}},
      {"lse_max", form([](SdpaSpec &s) { s.returnLse = true; s.returnMax = true; }), d64, {"lse", "max_score"}},
      {"torch_mlir", form([](SdpaSpec &s) { s.importerForm = true; }), d64, {}},
      {"torch_mlir_bool_bf16", form([](SdpaSpec &s) { s.importerForm = true; s.dtype = ElementType::BF16; s.mask = MaskKind::Boolean; }), d64, {}},
      {"torch_mlir_causal_lse", form([](SdpaSpec &s) { s.importerForm = true; s.mask = MaskKind::Causal; s.returnLse = true; }), d64, {"lse"}},
  };
}

void PrintTo(const FormCase &c, std::ostream *out) { *out << c.name << ": " << describe(c.spec); }

class RoleFinderOnForms : public ::testing::TestWithParam<FormCase> {};

TEST_P(RoleFinderOnForms, FindsOneBlockWithItsScaleAndOutputs) {
  const FormCase &c = GetParam();
  ASSERT_FALSE(validate(c.spec).has_value()) << *validate(c.spec);
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, generateSdpa(c.spec), c.name + ".mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  RoleReport report = findRoles(*parsed.module);
  ASSERT_TRUE(report.isAttention) << report.reason;
  ASSERT_EQ(report.blocks.size(), 1u);
  auto counts = roleCounts(report);
  for (const char *role : {"qk", "pv", "row_max", "row_sum"})
    EXPECT_EQ(counts[role], 1) << role;
  // torch-mlir writes s - m and exp as two generics; normalize_graph fuses them.
  EXPECT_EQ(counts["exp"], c.spec.importerForm ? 2 : 1);
  const AttentionBlock &b = report.block();
  // No scale op at all: the graph's scale is 1.
  EXPECT_NEAR(b.scale.value_or(1.0), c.scale, c.spec.narrowAccumulate ? 1e-3 : 1e-6);
  EXPECT_EQ(b.queryArg, 0);
  EXPECT_EQ(b.keyArg, c.spec.selfAttention ? 0 : 1);
  EXPECT_EQ(b.valueArg, c.spec.selfAttention ? 0 : 2);
  EXPECT_EQ(b.extraOutputs, c.extraOutputs);
  EXPECT_EQ(b.accumulatorType, c.spec.narrowAccumulate ? toString(c.spec.dtype) : "f32");
  EXPECT_EQ(b.seqQ, c.spec.seq);
  EXPECT_EQ(b.headDim, c.spec.dim);
}

INSTANTIATE_TEST_SUITE_P(Forms, RoleFinderOnForms, ::testing::ValuesIn(formCases()),
                         [](const ::testing::TestParamInfo<FormCase> &info) { return info.param.name; });
