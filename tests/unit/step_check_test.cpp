// The per-step numerics check (run/step_check.h) on small generated graphs: NaN where the graph has
// NaN is equal, anything else about NaN is a change, and GPU-only IR is not checkable on the CPU.
#include "run/step_check.h"

#include "graph/roles.h"
#include "graph/sdpa_generator.h"
#include "ir/context.h"
#include "ir/module.h"

#include <gtest/gtest.h>

namespace {

using namespace lantern;

struct LoadedGraph {
  mlir::OwningOpRef<mlir::ModuleOp> module;
  graph::RoleReport roles;
};

// A 1x2x16x8 f32 SDPA with a boolean mask, with or without the safe-softmax guard.
LoadedGraph smallSdpa(mlir::MLIRContext &context, bool guard) {
  graph::SdpaSpec spec;
  spec.heads = 2;
  spec.seq = 16;
  spec.dim = 8;
  spec.mask = graph::MaskKind::Boolean;
  spec.guard = guard;
  ParseResult parsed = parseModule(context, graph::generateSdpa(spec), guard ? "guarded.mlir" : "unguarded.mlir");
  EXPECT_TRUE(parsed) << formatAll(parsed.diagnostics);
  LoadedGraph g{std::move(parsed.module), {}};
  g.roles = graph::findRoles(*g.module);
  return g;
}

std::unique_ptr<run::GraphOracle> oracleFor(const LoadedGraph &g) {
  run::StepCheckOptions options;
  options.maskKind = "padding"; // fully masked query rows: NaN without the guard
  std::string error;
  std::unique_ptr<run::GraphOracle> oracle = run::GraphOracle::make(*g.module, g.roles, options, error);
  EXPECT_TRUE(oracle) << error;
  return oracle;
}

TEST(StepCheck, NaNWhereTheGraphHasNaNKeepsTheNumbers) {
  auto context = makeContext();
  LoadedGraph unguarded = smallSdpa(*context, false);
  auto oracle = oracleFor(unguarded);
  ASSERT_TRUE(oracle);
  ASSERT_GT(oracle->nanRows(), 0);
  run::StepCheck c = oracle->check(*unguarded.module);
  EXPECT_EQ(c.verdict, run::Probe::Same) << c.reason;
  EXPECT_EQ(c.nanRows, oracle->nanRows());
}

TEST(StepCheck, ZerosWhereTheGraphHasNaNAreAChange) {
  auto context = makeContext();
  LoadedGraph unguarded = smallSdpa(*context, false), guarded = smallSdpa(*context, true);
  auto oracle = oracleFor(unguarded);
  ASSERT_TRUE(oracle);
  run::StepCheck c = oracle->check(*guarded.module);
  EXPECT_EQ(c.verdict, run::Probe::Changed) << c.reason;
  EXPECT_NE(c.reason.find("where the graph has NaN"), std::string::npos) << c.reason;
  EXPECT_EQ(c.nanRows, 0);
}

TEST(StepCheck, NaNWhereTheGraphHasNoneIsAChange) {
  auto context = makeContext();
  LoadedGraph unguarded = smallSdpa(*context, false), guarded = smallSdpa(*context, true);
  auto oracle = oracleFor(guarded);
  ASSERT_TRUE(oracle);
  EXPECT_EQ(oracle->nanRows(), 0);
  run::StepCheck c = oracle->check(*unguarded.module);
  EXPECT_EQ(c.verdict, run::Probe::Changed) << c.reason;
  EXPECT_GT(c.nanRows, 0);
}

TEST(StepCheck, LoopsMappedToGpuThreadsAreNotCheckableOnTheCpu) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @f(%a: memref<4xf32>) {
      scf.forall (%i) in (4) {
        %v = memref.load %a[%i] : memref<4xf32>
        memref.store %v, %a[%i] : memref<4xf32>
      } {mapping = [#gpu.thread<x>]}
      return
    })", "mapped.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  std::optional<std::string> why = run::cpuCannotRun(*parsed.module);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("mapped to GPU threads"), std::string::npos) << *why;

  LoadedGraph plain = smallSdpa(*context, true);
  EXPECT_FALSE(run::cpuCannotRun(*plain.module));
}

} // namespace
