// The commands of lantern-cli, one family per file (main.cpp wires them to CLI11):
//   common.cpp            what they share: exit statuses, output, loading, applying, the step summary
//   graph_commands.cpp    steps, roles, roles --dataflow, graph sdpa
//   schedule_commands.cpp apply, diff, export, import-script
//   run_commands.cpp      run, compile, bisect, check-steps, and the child process they run in
//   worker_commands.cpp   engine, run-ir, check-worker, emit-ir (hidden: the desktop app's children)
//   sweep_commands.cpp    sweep, sweep merge, tune
// Exit statuses: 0 ok, 1 a step or a check failed, 2 bad input or usage.
#pragma once

#include "graph/graph.h"
#include "graph/sdpa_generator.h"
#include "ir/diagnostics.h"
#include "isolation.h"
#include "run/runner.h"
#include "run/step_check.h"
#include "schedule/schedule.h"
#include "session/session.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
}

namespace lantern::cli {

constexpr int kOk = 0;
constexpr int kFailed = 1;
constexpr int kBadInput = 2;

// --- common.cpp ---

// Reports on stderr and returns kBadInput.
int badInput(const std::vector<Diagnostic> &diagnostics);
int badInput(const std::string &message);
// Writes to `path`, or stdout when empty or "-".
bool writeOutput(const std::string &path, const std::string &text);
// The graph at `path`, or nullopt after reporting why not.
std::optional<graph::Graph> loadGraphOrReport(mlir::MLIRContext &context, const std::string &path);

// A schedule applied to a graph: the graph and the session that holds every step's snapshot.
struct Applied {
  graph::Graph graph;
  std::unique_ptr<session::Session> session;
};
// Applies `schedulePath` to `graphPath` (the first `upto` steps, 0 = all); nullopt (after
// reporting) on bad input.
std::optional<Applied> applySchedule(mlir::MLIRContext &context, const std::string &graphPath,
                                     const std::string &schedulePath, size_t upto);
// The target as the step runs it: its own, or its kind's default.
std::string stepTarget(const schedule::Step &step);
// One line per step on stderr: index, name, status, ms, lines changed.
void printStepSummary(const session::Session &s);
nlohmann::json diagnosticsJson(const std::vector<Diagnostic> &diagnostics);
// `--trace-json`: every step with its status, time, diagnostics and line counts.
nlohmann::json traceJson(const Applied &applied);
// `--schedule-table`: the schedule for the graph's shape from a tuned table, said on stderr.
int scheduleFromTable(mlir::MLIRContext &context, const std::string &graphPath, const std::string &table,
                      const std::string &backend, std::string &schedulePath);
// After applying a whole schedule for `run` or `compile`: kOk when every step succeeded, else the
// exit status ("nothing was run").
int appliedStatus(const std::optional<Applied> &applied, const std::string &what);
// Backend names for messages: "cpu, cuda, level_zero".
std::string backendNames();
// "step N (name)" for a 0-based index.
std::string stepName(const session::Session &s, size_t index);

// --- graph_commands.cpp ---

// The catalog: text, JSON, or the Markdown of docs/steps.md.
int runSteps(bool asJson, bool asMarkdown);
int runRoles(mlir::MLIRContext &context, const std::string &graphPath, bool tagged, bool json, const std::string &out);
int runDataflow(mlir::MLIRContext &context, const std::string &graphPath, bool json);

// `graph sdpa`'s options, as CLI11 fills them.
struct SdpaOptions {
  graph::SdpaSpec spec;
  std::string dtype = "f32", mask = "none", scoreMod = "none", out;
  std::string form = "lantern", maxForm = "maximumf", keepDim = "none", scaleForm = "q-and-k",
              keyForm = "transpose", maskShape = "bhss";
  bool noGuard = false, scaleOnScores = false;
};
int runGraphSdpa(SdpaOptions &o);

// --- schedule_commands.cpp ---

int runApply(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath, size_t upto,
             const std::string &out, const std::string &traceJsonPath, bool fullConstants);
int runDiff(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath, size_t step,
            int contextLines);
int runExport(const std::string &schedulePath, const std::string &out);
int runImport(mlir::MLIRContext &context, const std::string &scriptPath, const std::string &out);

// --- run_commands.cpp ---

// Runs the schedule's final IR, or with `irPath` that module as it is (after verifying it).
int runRun(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
           const std::string &irPath, const run::RunOptions &options, const std::string &jsonPath);
int runCompile(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
               const std::string &backendName, const std::string &what, const std::string &out, bool fullConstants,
               const std::string &cpu = "native");
int runBisect(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
              const run::StepCheckOptions &options, bool asJson);
int runCheckSteps(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
                  const run::StepCheckOptions &options, bool asJson);
// Runs this command line again in a child process with the limits of `iso`; the child's exit status
// when it exited, else a failed verdict that says how it died and in which stage (and, with
// `jsonPath`, the same as a JSON report).
int runIsolated(const std::string &what, int argc, char **argv, const IsolationOptions &iso,
                const std::string &jsonPath, const std::string &graphPath, const std::string &schedulePath);

// --- worker_commands.cpp ---

int runEngine(mlir::MLIRContext &context);
int runIr(mlir::MLIRContext &context);
int runCheckWorker(mlir::MLIRContext &context);
int runEmitIr(mlir::MLIRContext &context);

} // namespace lantern::cli
