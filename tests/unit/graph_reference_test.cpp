// Arguments and the float64 reference of graphs that are more than one SDPA (run/graph_reference).
#include "run/graph_reference.h"

#include "backend/lowering.h"
#include "graph/roles.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace lantern;
using check::DType;
using check::HostTensor;

namespace {

HostTensor like(DType dtype, std::vector<int64_t> shape) { return HostTensor{"mask", dtype, std::move(shape), {}}; }

TEST(MaskOfShape, APaddingMaskOfOneRowPerBatchHidesTheLastKeysOnly) {
  std::string error;
  HostTensor mask = run::maskOfShape(like(DType::I1, {2, 1, 1, 16}), "padding", 8, 16, 1, error);
  ASSERT_TRUE(error.empty()) << error;
  for (int64_t b = 0; b < 2; ++b)
    for (int64_t k = 0; k < 16; ++k)
      EXPECT_EQ(mask.get(b * 16 + k), k < 14 ? 1.0 : 0.0) << b << " " << k; // max(1, 16 / 8) keys cut
}

TEST(MaskOfShape, CausalNeedsRowsAndAdditiveMasksHoldZeroOrMinusInfinity) {
  std::string error;
  run::maskOfShape(like(DType::I1, {2, 1, 1, 16}), "causal", 8, 16, 1, error);
  EXPECT_NE(error.find("needs a mask with a row dimension"), std::string::npos);
  error.clear();
  HostTensor additive = run::maskOfShape(like(DType::F32, {4, 4}), "causal", 4, 4, 1, error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_EQ(additive.get(0 * 4 + 0), 0.0);
  EXPECT_TRUE(std::isinf(additive.get(0 * 4 + 1)) && additive.get(0 * 4 + 1) < 0);
  EXPECT_EQ(additive.get(3 * 4 + 2), 0.0);
  error.clear();
  run::maskOfShape(like(DType::F32, {4, 5}), "none", 4, 4, 1, error);
  EXPECT_NE(error.find("last dimension must be the 4 keys"), std::string::npos);
}

TEST(BroadcastTo, RepeatsMissingAndUnitDimensionsAsPyTorchDoes) {
  HostTensor small{"m", DType::F32, {1, 3}, {}};
  small.allocate();
  for (int i = 0; i < 3; ++i)
    small.set(i, i + 1);
  HostTensor big = run::broadcastTo(small, {2, 4, 3});
  ASSERT_EQ(big.numel(), 24);
  for (int64_t i = 0; i < 24; ++i)
    EXPECT_EQ(big.get(i), static_cast<double>(i % 3 + 1)) << i;
}

TEST(WidenToF64, EveryFloatBecomesF64AndCastsBetweenFloatsGo) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @f(%a: tensor<4xbf16>) -> tensor<4xbf16> {
      %c = arith.constant dense<0.5> : tensor<4xf32>
      %e = tensor.empty() : tensor<4xf32>
      %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                           iterator_types = ["parallel"]} ins(%a, %c : tensor<4xbf16>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%x: bf16, %y: f32, %o: f32):
        %xf = arith.extf %x : bf16 to f32
        %m = arith.mulf %xf, %y : f32
        linalg.yield %m : f32
      } -> tensor<4xf32>
      %eb = tensor.empty() : tensor<4xbf16>
      %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%w : tensor<4xf32>) outs(%eb : tensor<4xbf16>) {
      ^bb0(%x: f32, %o: bf16):
        %t = arith.truncf %x : f32 to bf16
        linalg.yield %t : bf16
      } -> tensor<4xbf16>
      return %n : tensor<4xbf16>
    })", "widen.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  std::string error;
  mlir::OwningOpRef<mlir::ModuleOp> wide = run::widenToF64(*parsed.module, error);
  ASSERT_TRUE(wide) << error;
  std::string text = printOp(*wide);
  EXPECT_NE(text.find("func.func @f(%arg0: tensor<4xf64>) -> tensor<4xf64>"), std::string::npos) << text;
  EXPECT_NE(text.find("dense<5.000000e-01> : tensor<4xf64>"), std::string::npos) << text;
  EXPECT_EQ(text.find("extf"), std::string::npos) << text;
  EXPECT_EQ(text.find("truncf"), std::string::npos) << text;
  EXPECT_EQ(text.find("bf16"), std::string::npos) << text;
  // The original is untouched.
  EXPECT_NE(printOp(*parsed.module).find("bf16"), std::string::npos);
}

// At its own precision the graph still rounds where it truncates to bf16: a round trip in f64.
TEST(WidenToF64, OwnPrecisionKeepsTheTruncationsToBf16AsARoundTrip) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @f(%a: tensor<4xf32>) -> tensor<4xbf16> {
      %eb = tensor.empty() : tensor<4xbf16>
      %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%a : tensor<4xf32>) outs(%eb : tensor<4xbf16>) {
      ^bb0(%x: f32, %o: bf16):
        %t = arith.truncf %x : f32 to bf16
        linalg.yield %t : bf16
      } -> tensor<4xbf16>
      return %n : tensor<4xbf16>
    })", "own.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  EXPECT_TRUE(run::roundsToLowPrecision(*parsed.module));
  std::string error;
  mlir::OwningOpRef<mlir::ModuleOp> own = run::widenToF64(*parsed.module, error, /*keepLowPrecisionRounding=*/true);
  ASSERT_TRUE(own) << error;
  std::string text = printOp(*own);
  EXPECT_NE(text.find("func.func @f(%arg0: tensor<4xf64>) -> tensor<4xf64>"), std::string::npos) << text;
  EXPECT_NE(text.find("arith.truncf %in : f64 to bf16"), std::string::npos) << text;
  EXPECT_NE(text.find("arith.extf"), std::string::npos) << text;
}

HostTensor f64Tensor(std::vector<double> values) {
  HostTensor t{"out", DType::F64, {static_cast<int64_t>(values.size())}, {}};
  t.allocate();
  for (size_t i = 0; i < values.size(); ++i)
    t.set(static_cast<int64_t>(i), values[i]);
  return t;
}

// A bf16 result that misses the 1e-2 bound passes within twice the graph's own error at its
// precision, and fails beyond it with that error in the reason.
TEST(JudgeAgainstOwnPrecision, PassesWithinTwiceTheGraphsOwnErrorAndFailsBeyond) {
  HostTensor exact = f64Tensor({1, 2, 3, 4});
  HostTensor drifted = f64Tensor({1.3, 2, 3, 4}); // the graph in bf16: rel-L2 0.3 / sqrt(30) = 5.5e-02
  double ownError = 0.3 / std::sqrt(30.0);
  check::Comparison within;
  within.relL2 = 1.5 * ownError;
  within.tolerance = 1e-2;
  within.reason = "fail: rel-L2 8.2e-02 > 1e-02 (bf16)";
  run::judgeAgainstOwnPrecision(within, drifted, exact);
  EXPECT_TRUE(within.pass) << within.reason;
  EXPECT_NEAR(within.tolerance, 2 * ownError, 1e-12);
  EXPECT_NE(within.reason.find("the graph's own error at its precision"), std::string::npos) << within.reason;

  check::Comparison beyond;
  beyond.relL2 = 2.5 * ownError;
  beyond.tolerance = 1e-2;
  beyond.reason = "fail: rel-L2 1.4e-01 > 1e-02 (bf16)";
  run::judgeAgainstOwnPrecision(beyond, drifted, exact);
  EXPECT_FALSE(beyond.pass);
  EXPECT_EQ(beyond.tolerance, 1e-2);
  EXPECT_NE(beyond.reason.find("the graph at its own precision is 5.5e-02 from it"), std::string::npos)
      << beyond.reason;

  // A graph that is exact at its precision gives no slack.
  check::Comparison none;
  none.relL2 = 2e-2;
  none.tolerance = 1e-2;
  run::judgeAgainstOwnPrecision(none, exact, exact);
  EXPECT_FALSE(none.pass);
}

TEST(GraphArguments, TokenIdsStayInsideTheTableTheyIndex) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @embed(%ids: tensor<1x8xi64>, %table: tensor<5x4xf32>) -> tensor<1x8x4xf32> {
      %e = tensor.empty() : tensor<1x8x4xf32>
      %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                           iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<1x8xi64>) outs(%e : tensor<1x8x4xf32>) {
      ^bb0(%id: i64, %o: f32):
        %i = arith.index_cast %id : i64 to index
        %j = linalg.index 2 : index
        %v = tensor.extract %table[%i, %j] : tensor<5x4xf32>
        linalg.yield %v : f32
      } -> tensor<1x8x4xf32>
      return %r : tensor<1x8x4xf32>
    })", "embed.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  auto func = *parsed.module->getOps<mlir::func::FuncOp>().begin();
  backend::Signature signature;
  std::vector<Diagnostic> diagnostics;
  ASSERT_TRUE(backend::readSignature(func, signature, diagnostics));
  graph::RoleReport roles; // not attention: no masks or Q/K/V to fill
  std::string error;
  std::vector<HostTensor> args = run::graphArguments(func, roles, signature, "none", 3, error);
  ASSERT_EQ(args.size(), 2u) << error;
  bool sawNonZero = false;
  for (int64_t i = 0; i < args[0].numel(); ++i) {
    EXPECT_GE(args[0].get(i), 0);
    EXPECT_LT(args[0].get(i), 5);
    sawNonZero |= args[0].get(i) != 0;
  }
  EXPECT_TRUE(sawNonZero);
  EXPECT_EQ(run::graphArguments(func, roles, signature, "padding", 3, error).size(), 0u);
  EXPECT_NE(error.find("needs a graph with a mask argument"), std::string::npos);
}

} // namespace
