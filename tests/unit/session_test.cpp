// Session: per-step trace, statuses, incremental recomputation (counted), undo/redo, the diff of a
// step that inserts ops at the top of a function, and the note of what a failed step's kind needs.
#include "diff/ir_diff.h"
#include "graph/graph.h"
#include "graph/roles.h"
#include "ir/context.h"
#include "ir/module.h"
#include "schedule/catalog.h"
#include "session/session.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <set>

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

// --- What a failed step needs ---------------------------------------------------------------------

namespace {

// Prefixes of a flash-attention schedule on sdpa_f32 (the steps of flash-attention-cpu.json, written
// out so that edits to the shipped schedule do not change these cases).
const std::string kRowTile =
    R"({"step": "normalize_graph"}, {"step": "fuse", "target": "role:pv", "sizes": [1, 32, 0, 0], "yield_shared": true},
       {"step": "cleanup"}, {"step": "generalize", "target": "op:linalg.batch_matmul,linalg.transpose", "if_present": true},
       {"step": "fold_unit_dims"}, {"step": "cleanup"})";
const std::string kSunk = kRowTile + R"(, {"step": "sink_normalization_past_contraction"})";
const std::string kKeyLoop = kSunk + R"(, {"step": "tile", "target": "role:row_max", "sizes": [0, 32], "loop": "for"})";
const std::string kFlash =
    kKeyLoop + R"(, {"step": "fuse_dependent_reductions", "reduction": "role:row_sum"},
                  {"step": "fuse_dependent_reductions", "reduction": "role:pv"},
                  {"step": "rewrite_attention_row_mask", "if_present": true},
                  {"step": "fuse_producers_into_loop"}, {"step": "cleanup"})";
const std::string kVectorized =
    kFlash + R"(, {"step": "vectorize", "target": "op:scf.forall", "mode": "inside"}, {"step": "cleanup"})";
const std::string kBufferized = kVectorized + R"(, {"step": "carry_vectors_in_loop"}, {"step": "cleanup"},
                                                 {"step": "bufferize"}, {"step": "cleanup"})";

// A schedule whose last step is `kind` applied where its preconditions do not hold.
struct Unmet {
  std::string kind;
  std::string steps; // JSON step objects, the failing one last
};

std::vector<Unmet> unmetPreconditions() {
  const std::string graph = R"({"step": "normalize_graph"}, )";
  const std::string function = R"(", "target": "op:linalg.generic"})";
  return {
      {"tile", graph + R"({"step": "tile", "target": "func", "sizes": [1]})"},
      {"fuse", graph + R"({"step": "bufferize"}, {"step": "fuse", "target": "role:pv", "sizes": [1, 32, 0, 0]})"},
      {"fuse_into", graph + R"({"step": "fuse_into", "target": "role:pv", "producers": "role:exp"})"},
      {"tile_reduction", graph + R"({"step": "tile_reduction", "target": "role:exp", "sizes": [0, 0, 0, 32]})"},
      {"decompose", graph + R"({"step": "decompose", "target": "role:pv"})"},
      {"generalize", graph + R"({"step": "generalize", "target": "func"})"},
      {"fold_unit_dims", R"({"step": "fold_unit_dims", "target": "root"})"},
      {"vectorize", graph + R"({"step": "vectorize", "target": "role:pv"})"},
      {"carry_vectors_in_loop", kFlash + R"(, {"step": "carry_vectors_in_loop"})"},
      {"skip_masked_key_tiles", kVectorized + R"(, {"step": "skip_masked_key_tiles", "if_present": false})"},
      // Before vectorize the exponentials and the division are scalars in linalg bodies: no tile.
      {"fold_scale_into_exp2", graph + R"({"step": "fold_scale_into_exp2", "if_present": false})"},
      {"multiply_by_row_reciprocal", graph + R"({"step": "multiply_by_row_reciprocal", "if_present": false})"},
      // The key loop before vectorize: no vector contraction reads a transposed tile.
      {"pack_key_tiles", kFlash + R"(, {"step": "pack_key_tiles"})"},
      {"distribute_to_mma_sync", kBufferized + R"(, {"step": "distribute_to_mma_sync"})"},
      {"distribute_to_wgmma", kBufferized + R"(, {"step": "distribute_to_wgmma"})"},
      {"unroll_to_dpas_tiles", kBufferized + R"(, {"step": "unroll_to_dpas_tiles"})"},
      // Only a mark: the step fails only when there is no key loop to put it on.
      {"prefetch_key_tiles", graph + R"({"step": "prefetch_key_tiles"})"},
      {"fuse_consumers_into_loop", graph + R"({"step": "fuse_consumers_into_loop"})"},
      {"map_to_gpu", kBufferized + R"(, {"step": "map_to_gpu", "block_dims": [32]})"},
      // The attention loop is not mapped yet: an scf.forall left on the host.
      {"map_remaining_to_gpu", kBufferized + R"(, {"step": "map_remaining_to_gpu", "if_present": false})"},
      {"bufferize", kKeyLoop + R"(, {"step": "fuse_dependent_reductions"}, {"step": "bufferize"})"},
      {"pass", graph + R"({"step": "pass", "name": "no-such-pass"})"},
      {"transform", graph + R"({"step": "transform", "text": "%f = transform.structured.match ops{[\"linalg.fill\"]} in %root : (!transform.any_op) -> !transform.any_op\n%l = transform.get_parent_op %f {op_name = \"scf.for\"} : (!transform.any_op) -> !transform.any_op"})"},
      {"fold_scalar_or_splat_constant", graph + R"({"step": "fold_scalar_or_splat_constant)" + function},
      {"erase_unused_operands_and_results", graph + R"({"step": "erase_unused_operands_and_results)" + function},
      {"normalize_reductions", graph + R"({"step": "normalize_reductions)" + function},
      {"fuse_same_role_elementwise", graph + R"({"step": "fuse_same_role_elementwise)" + function},
      {"normalize_graph", R"({"step": "normalize_graph)" + function},
      // Every reshape of the plain SDPA graph sits next to a batch matmul.
      {"fold_reshape_ops_by_expansion", graph + R"({"step": "fold_reshape_ops_by_expansion"})"},
      // An f32 graph: no contract has a narrow operand to go back to.
      {"narrow_vector_contract_operands",
       kVectorized + R"(, {"step": "narrow_vector_contract_operands", "target": "op:vector.contract"})"},
      {"sink_normalization_past_contraction", kSunk + R"(, {"step": "sink_normalization_past_contraction"})"},
      {"fuse_dependent_reductions", kSunk + R"(, {"step": "fuse_dependent_reductions"})"},
      {"rewrite_attention_row_mask", kSunk + R"(, {"step": "rewrite_attention_row_mask"})"},
      {"fuse_producers_into_loop", graph + R"({"step": "fuse_producers_into_loop"})"},
      // Its target must be P·V (the row max is not a contraction).
      {"pad_lengths", graph + R"({"step": "pad_lengths", "target": "role:row_max"})"},
  };
}

// Kinds whose transforms apply to any IR their target matches: they fail only on a target that
// matches nothing (or on fields validation refuses), so here they are shown to apply.
// cleanup: canonicalisation, CSE and LICM never fail. annotate_fastmath: its one refusal (ninf, nnan
// or fast without `unsafe`) is a field refusal of validation.
// fold_padding, peel_edge_tile: reads, results and loops of any other form are left as they are, so
// they never fail.
const std::vector<std::string> kAlwaysApply = {"cleanup", "annotate_fastmath", "fold_padding", "peel_edge_tile"};

class PreconditionsTest : public ::testing::Test {
protected:
  void SetUp() override {
    context = makeContext();
    std::vector<Diagnostic> diagnostics;
    auto graph = graph::loadGraph(*context, kAssets + "sdpa_f32.mlir", diagnostics);
    ASSERT_TRUE(graph) << formatAll(diagnostics);
    session = std::make_unique<Session>(*context);
    session->setGraph(std::move(graph->module));
    session->setCacheCapacity(256); // the cases share their prefixes
  }

  const Trace &applySteps(const std::string &steps) {
    std::vector<Diagnostic> errors;
    auto s = schedule::parseSchedule(R"({"lantern_schedule": 1, "name": "case", "steps": [)" + steps + "]}",
                                     "case.json", errors);
    EXPECT_TRUE(s) << formatAll(errors);
    session->setSchedule(s ? *s : schedule::Schedule{});
    return session->apply();
  }

  std::unique_ptr<mlir::MLIRContext> context;
  std::unique_ptr<Session> session;
};

} // namespace

// Each kind applied where what it needs does not hold fails, and its diagnostics end with a note
// "<kind> needs: <preconditions>" after MLIR's error.
TEST_F(PreconditionsTest, EveryKindThatFailsSaysWhatItNeeds) {
  std::set<std::string> covered(kAlwaysApply.begin(), kAlwaysApply.end());
  for (const Unmet &c : unmetPreconditions()) {
    SCOPED_TRACE(c.kind);
    covered.insert(c.kind);
    const schedule::StepKind *kind = schedule::findKind(c.kind);
    ASSERT_NE(kind, nullptr);
    const Trace &trace = applySteps(c.steps);
    ASSERT_FALSE(trace.steps.empty());
    size_t last = trace.steps.size() - 1;
    ASSERT_EQ(trace.firstFailure(), static_cast<int>(last)) << "only the last step fails";
    EXPECT_EQ(session->schedule().steps[last].kind, c.kind);
    const std::vector<Diagnostic> &diagnostics = trace.steps[last].diagnostics;
    ASSERT_GE(diagnostics.size(), 2u) << formatAll(diagnostics);
    EXPECT_TRUE(hasErrors(diagnostics)) << formatAll(diagnostics);
    const Diagnostic &note = diagnostics.back();
    EXPECT_EQ(note.severity, Severity::Note);
    EXPECT_EQ(note.message, c.kind + " needs: " + kind->preconditions) << formatAll(diagnostics);
  }
  for (const std::string &name : kAlwaysApply) {
    SCOPED_TRACE(name);
    const Trace &trace = applySteps(R"({"step": ")" + name + R"("})");
    EXPECT_TRUE(trace.ok()) << formatAll(trace.steps[0].diagnostics);
    EXPECT_TRUE(trace.steps[0].diagnostics.empty()) << formatAll(trace.steps[0].diagnostics);
  }
  for (const std::string &name : schedule::kindNames())
    EXPECT_TRUE(covered.count(name)) << name << " has no case";
}

// A refusal of the step's own fields already says what to change; it gets no note.
TEST_F(PreconditionsTest, AFieldRefusalGetsNoNote) {
  schedule::Schedule built;
  schedule::Step tile;
  tile.kind = "tile";
  tile.target = "role:pv";
  tile.params["sizes"] = {0, 0, 0, 0};
  built.steps.push_back(tile);
  session->setSchedule(built);
  const Trace &trace = session->apply();
  ASSERT_EQ(trace.steps[0].status, StepStatus::Failed);
  ASSERT_EQ(trace.steps[0].diagnostics.size(), 1u) << formatAll(trace.steps[0].diagnostics);
  EXPECT_NE(trace.steps[0].diagnostics[0].message.find("field 'sizes' has no non-zero entry"), std::string::npos);
}
