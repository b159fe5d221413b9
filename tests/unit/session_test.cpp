// Session: per-step trace, statuses, incremental recomputation (counted), undo/redo, and the diff of
// a step that inserts ops at the top of a function.
#include "diff/ir_diff.h"
#include "graph/graph.h"
#include "graph/roles.h"
#include "ir/context.h"
#include "ir/module.h"
#include "session/session.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace lantern;
using namespace lantern::session;

namespace {

const std::string kAssets = std::string(LANTERN_SOURCE_DIR) + "/assets/";

class SessionTest : public ::testing::Test {
protected:
  void SetUp() override {
    context = makeContext();
    std::vector<Diagnostic> diagnostics;
    auto graph = graph::loadGraph(*context, kAssets + "sdpa_f32.mlir", diagnostics);
    ASSERT_TRUE(graph) << formatAll(diagnostics);
    session = std::make_unique<Session>(*context);
    session->setGraph(std::move(graph->module));
    // The test's own schedule (tile-and-fuse with every step on), so edits to the shipped
    // schedules do not change what these tests count.
    auto s = schedule::parseSchedule(R"({"lantern_schedule": 1, "name": "session-test", "steps": [
        {"step": "fuse", "target": "role:pv", "sizes": [1, 32, 0, 0]},
        {"step": "cleanup"}, {"step": "vectorize"}, {"step": "bufferize"}, {"step": "cleanup"}]})",
                                     "session-test.json", diagnostics);
    ASSERT_TRUE(s) << formatAll(diagnostics);
    session->setSchedule(*s);
  }

  std::vector<StepStatus> statuses() {
    std::vector<StepStatus> out;
    for (const StepTrace &st : session->trace().steps)
      out.push_back(st.status);
    return out;
  }

  std::unique_ptr<mlir::MLIRContext> context;
  std::unique_ptr<Session> session;
};

} // namespace

TEST_F(SessionTest, AppliesEveryStepAndKeepsASnapshotPerStep) {
  const Trace &trace = session->apply();
  ASSERT_EQ(trace.steps.size(), 5u);
  EXPECT_TRUE(trace.ok());
  EXPECT_EQ(session->executedSteps(), 5u);
  for (const StepTrace &st : trace.steps) {
    EXPECT_EQ(st.status, StepStatus::Ok);
    EXPECT_NE(st.before, nullptr);
    EXPECT_NE(st.after, nullptr);
    EXPECT_FALSE(st.script.empty());
  }
  EXPECT_EQ(trace.steps[0].before, trace.initial);
  EXPECT_EQ(trace.steps[1].before, trace.steps[0].after);
  EXPECT_NE(trace.steps[0].after->ir.find("scf.forall"), std::string::npos);
  EXPECT_NE(trace.final()->ir.find("memref"), std::string::npos);
}

TEST_F(SessionTest, RolesSurviveTilingAndFusion) {
  session->apply(1);
  mlir::Operation *after = session->trace().steps[0].after->module.get().getOperation();
  for (graph::Role role : {graph::Role::QK, graph::Role::PV, graph::Role::RowMax, graph::Role::Exp,
                           graph::Role::RowSum, graph::Role::Scale, graph::Role::ZeroMasked}) {
    auto ops = graph::opsWithRole(after, role);
    ASSERT_FALSE(ops.empty()) << graph::toString(role);
    bool insideLoop = false;
    for (mlir::Operation *op : ops)
      insideLoop |= op->getParentOfType<mlir::scf::ForallOp>() != nullptr;
    EXPECT_TRUE(insideLoop) << graph::toString(role) << " was not fused into the loop";
  }
}

TEST_F(SessionTest, ReapplyingAnUnchangedScheduleRunsNothing) {
  session->apply();
  session->apply();
  EXPECT_EQ(session->executedSteps(), 5u);
  for (const StepTrace &st : session->trace().steps)
    EXPECT_TRUE(st.fromCache);
}

TEST_F(SessionTest, EditingStepKRecomputesFromKOnly) {
  session->apply();
  ASSERT_TRUE(session->setParam(2, "vectorize_padding", true)); // step 3 of 5
  session->apply();
  EXPECT_EQ(session->executedSteps(), 5u + 3u);
  EXPECT_TRUE(session->trace().steps[0].fromCache);
  EXPECT_TRUE(session->trace().steps[1].fromCache);
  EXPECT_FALSE(session->trace().steps[2].fromCache);
}

TEST_F(SessionTest, TogglingAStepDisablesItAndRecomputesOnlyWhatFollows) {
  session->apply();
  ASSERT_TRUE(session->setEnabled(3, false)); // bufferize
  session->apply();
  EXPECT_EQ(statuses(), (std::vector<StepStatus>{StepStatus::Ok, StepStatus::Ok, StepStatus::Ok,
                                                  StepStatus::Disabled, StepStatus::Ok}));
  EXPECT_EQ(session->executedSteps(), 5u + 1u);
  const StepTrace &disabled = session->trace().steps[3];
  EXPECT_EQ(disabled.before, disabled.after);
  // Enabling it again finds every snapshot in the cache.
  ASSERT_TRUE(session->setEnabled(3, true));
  session->apply();
  EXPECT_EQ(session->executedSteps(), 6u);
}

TEST_F(SessionTest, MovingAStepRecomputesFromTheFirstMovedPosition) {
  session->apply();
  ASSERT_TRUE(session->moveStep(4, 3)); // the final cleanup before bufferize
  session->apply();
  EXPECT_TRUE(session->trace().ok());
  EXPECT_EQ(session->executedSteps(), 5u + 2u);
  EXPECT_EQ(session->schedule().steps[3].kind, "cleanup");
}

TEST_F(SessionTest, UndoAndRedoRestoreEveryEditAndReuseTheCache) {
  session->apply();
  auto original = session->schedule().steps;
  ASSERT_TRUE(session->removeStep(1));
  ASSERT_TRUE(session->duplicateStep(0));
  ASSERT_TRUE(session->setParam(0, "sizes", nlohmann::json::array({1, 64, 0, 0})));
  EXPECT_EQ(session->schedule().steps.size(), 5u);
  ASSERT_TRUE(session->undo());
  ASSERT_TRUE(session->undo());
  ASSERT_TRUE(session->undo());
  ASSERT_TRUE(session->redo());
  ASSERT_TRUE(session->undo());
  ASSERT_EQ(session->schedule().steps.size(), original.size());
  for (size_t i = 0; i < original.size(); ++i)
    EXPECT_EQ(session->schedule().steps[i].contentKey(), original[i].contentKey());
  uint64_t before = session->executedSteps();
  session->apply();
  EXPECT_EQ(session->executedSteps(), before) << "the restored schedule is served from the cache";
}

TEST_F(SessionTest, UndoOfAStepEditAndRedo) {
  ASSERT_TRUE(session->setParam(0, "sizes", nlohmann::json::array({1, 64, 0, 0})));
  EXPECT_EQ(session->schedule().steps[0].params["sizes"][1], 64);
  ASSERT_TRUE(session->undo());
  EXPECT_EQ(session->schedule().steps[0].params["sizes"][1], 32);
  ASSERT_TRUE(session->redo());
  EXPECT_EQ(session->schedule().steps[0].params["sizes"][1], 64);
  EXPECT_FALSE(session->redo());
}

// Opening a schedule file replaces the schedule without an undo entry: undo right after it must not
// bring back the previous (often empty) schedule, which a Ctrl+S would then write over the file.
TEST_F(SessionTest, ResetScheduleForgetsHistory) {
  ASSERT_TRUE(session->setEnabled(1, false));
  ASSERT_TRUE(session->canUndo());
  schedule::Schedule opened = session->schedule();
  opened.name = "opened";
  session->resetSchedule(opened);
  EXPECT_FALSE(session->canUndo());
  EXPECT_FALSE(session->canRedo());
  EXPECT_FALSE(session->undo());
  EXPECT_EQ(session->schedule().name, "opened");
  EXPECT_EQ(session->schedule().steps.size(), 5u);
  for (const schedule::Step &step : session->schedule().steps)
    EXPECT_NE(step.id, 0u) << "steps get ids";
}

TEST_F(SessionTest, InvalidEditsAreRefusedWithAMessageAndChangeNothing) {
  std::vector<Diagnostic> errors;
  EXPECT_FALSE(session->setParam(0, "sizes", "wide", &errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message, "step 1 (fuse): field 'sizes' must be a list of integers, got a string");
  EXPECT_FALSE(session->setTarget(0, "role:nothing", &errors));
  EXPECT_FALSE(session->moveStep(0, 99));
  EXPECT_FALSE(session->removeStep(99));
  EXPECT_EQ(session->schedule().steps[0].params["sizes"][1], 32);
  // Nothing was recorded: the only undoable edit is loading the schedule.
  ASSERT_TRUE(session->undo());
  EXPECT_TRUE(session->schedule().steps.empty());
  EXPECT_FALSE(session->canUndo());
}

TEST_F(SessionTest, AFailedStepKeepsTheIrBeforeItAndStopsTheRest) {
  schedule::Step failing;
  failing.kind = "decompose";
  failing.target = "role:pv";
  ASSERT_TRUE(session->addStep(1, failing));
  const Trace &trace = session->apply();
  EXPECT_EQ(statuses(), (std::vector<StepStatus>{StepStatus::Ok, StepStatus::Failed, StepStatus::NotRun,
                                                  StepStatus::NotRun, StepStatus::NotRun, StepStatus::NotRun}));
  EXPECT_EQ(trace.firstFailure(), 1);
  const StepTrace &failed = trace.steps[1];
  EXPECT_EQ(failed.after, failed.before);
  ASSERT_FALSE(failed.diagnostics.empty());
  EXPECT_NE(failed.diagnostics[0].message.find("decompose_interface failed to apply"), std::string::npos);
  ASSERT_FALSE(failed.diagnostics[0].notes.empty());
  EXPECT_NE(failed.diagnostics[0].notes[0].file.find("sdpa_f32.mlir"), std::string::npos)
      << "the note points at the payload op in the graph file";
  EXPECT_EQ(trace.final(), trace.steps[0].after);
}

TEST_F(SessionTest, ATargetThatMatchesNothingFailsTheStep) {
  schedule::Step step;
  step.kind = "tile";
  step.target = "op:linalg.conv_2d";
  step.params["sizes"] = {1};
  ASSERT_TRUE(session->addStep(0, step));
  session->apply();
  ASSERT_EQ(session->trace().steps[0].status, StepStatus::Failed);
  EXPECT_EQ(session->trace().steps[0].diagnostics[0].message,
            "step 1 (tile): target 'op:linalg.conv_2d' matches no operation in the IR before this step");
}

// The same check covers every parameter that names ops, not only the step's own target.
TEST_F(SessionTest, ATargetParameterThatMatchesNothingFailsTheStepNamingTheField) {
  schedule::Step step;
  step.kind = "fuse_into";
  step.target = "role:pv";
  step.params["producers"] = "op:linalg.conv_2d";
  ASSERT_TRUE(session->addStep(0, step));
  session->apply();
  ASSERT_EQ(session->trace().steps[0].status, StepStatus::Failed);
  EXPECT_EQ(session->trace().steps[0].diagnostics[0].message,
            "step 1 (fuse_into): field 'producers': target 'op:linalg.conv_2d' matches no operation in the IR "
            "before this step");
}

// A schedule assembled in code, with steps nobody validated, runs as if they had been.
TEST_F(SessionTest, AScheduleBuiltInCodeIsValidatedWhenItRuns) {
  schedule::Schedule built;
  schedule::Step tile;
  tile.kind = "tile";
  tile.target = "role:pv";
  tile.params["sizes"] = {1, 32, 0, 0};
  built.steps.push_back(tile);
  schedule::Step bad;
  bad.kind = "tile";
  bad.target = "pv";
  bad.params["sizes"] = {1};
  built.steps.push_back(bad);
  session->setSchedule(built);
  const Trace &trace = session->apply();
  EXPECT_EQ(trace.steps[0].status, StepStatus::Ok) << formatAll(trace.steps[0].diagnostics);
  ASSERT_EQ(trace.steps[1].status, StepStatus::Failed);
  EXPECT_NE(trace.steps[1].diagnostics[0].message.find("step 2 (tile): field 'target': expected \"role:<role>\""),
            std::string::npos)
      << trace.steps[1].diagnostics[0].message;
}

TEST_F(SessionTest, ApplyUptoLeavesTheRestNotRunAndCancellationStops) {
  session->apply(2);
  EXPECT_EQ(statuses(), (std::vector<StepStatus>{StepStatus::Ok, StepStatus::Ok, StepStatus::NotRun,
                                                  StepStatus::NotRun, StepStatus::NotRun}));
  std::atomic<bool> cancel{true};
  session->apply(SIZE_MAX, &cancel);
  EXPECT_EQ(session->trace().steps[2].status, StepStatus::NotRun);
}

// A step that inserts ops at the top of the function shifts every later SSA number; the diff shows
// exactly the inserted lines plus the one line whose operand really changed.
TEST(SessionDiff, InsertingOpsAtTheTopShowsOnlyTheInsertedLines) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, R"(
    func.func @f(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
      %0 = arith.addf %a, %b : tensor<8xf32>
      %1 = arith.mulf %0, %b : tensor<8xf32>
      %2 = arith.subf %1, %b : tensor<8xf32>
      %3 = arith.mulf %2, %2 : tensor<8xf32>
      %4 = arith.addf %3, %1 : tensor<8xf32>
      return %4 : tensor<8xf32>
    })", "f.mlir");
  ASSERT_TRUE(parsed);
  Session s(*context);
  s.setGraph(std::move(parsed.module));
  schedule::Schedule schedule;
  schedule::Step promote;
  promote.kind = "transform";
  promote.params["text"] =
      "%add = transform.structured.match ops{[\"arith.addf\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
      "%first, %second = transform.split_handle %add : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n"
      "%a = transform.get_operand %first[0] : (!transform.any_op) -> !transform.any_value\n"
      "%p = transform.structured.promote_tensor to 1 %a : !transform.any_value";
  schedule.steps.push_back(promote);
  s.setSchedule(schedule);
  const Trace &trace = s.apply();
  ASSERT_TRUE(trace.ok()) << formatAll(trace.steps[0].diagnostics);
  const StepTrace &st = trace.steps[0];
  diff::IrDiff d = diff::diffIr(st.before->ir, st.after->ir);
  // Inserted: the alloc_tensor and the materialize_in_destination; the addf now reads the promoted
  // copy instead of %arg0, a real edit shown as -old/+new. The four later ops and the return, all
  // renumbered (%1 -> %3, ...), are not changes.
  EXPECT_EQ(d.stats.added, 3);
  EXPECT_EQ(d.stats.removed, 1);
  EXPECT_EQ(d.stats.changed, 0);
  ASSERT_EQ(d.hunks.size(), 1u);
}
