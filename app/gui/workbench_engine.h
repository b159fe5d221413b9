// Inside the desktop app's worker thread: Workbench::Engine, the state the worker owns and what it
// does with it. Private to the three files that implement it:
//   workbench.cpp           the public API (commands queued from the UI thread) and the worker loop
//   workbench_engine.cpp    the session side: edits, applying step by step, diffs, publishing states
//   workbench_children.cpp  work done in child processes: runs, step checks, the Code view
#pragma once

#include "workbench.h"

#include "autosave.h"
#include "snapshot_views.h"

#include "engine/engine.h"
#include "graph/graph.h"
#include "run/step_check.h"

#include "mlir/IR/MLIRContext.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <ctime>
#include <deque>
#include <future>
#include <map>
#include <mutex>

namespace lantern::gui {

// Diagnostics of a step's transform script name the file "<step> script".
inline bool isScriptLocation(const std::string &file) {
  const std::string suffix = " script";
  return file.size() > suffix.size() && file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// FNV-1a, 32 bits, as 8 hex digits: a short name for a schedule's text.
inline std::string shortHash(const std::string &text) {
  uint32_t h = 2166136261u;
  for (unsigned char c : text) {
    h ^= c;
    h *= 16777619u;
  }
  char out[9];
  std::snprintf(out, sizeof out, "%08x", h);
  return out;
}

inline std::string clockTime() {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char out[16];
  std::strftime(out, sizeof out, "%H:%M:%S", &local);
  return out;
}

// "step 8 (tile role:row_max)".
inline std::string stepName(const schedule::Step &step, size_t index) {
  std::string name = "step " + std::to_string(index + 1) + " (" + step.kind;
  if (!step.target.empty())
    name += " " + step.target;
  return name + ")";
}

inline std::string firstLineOf(const std::string &text) { return text.substr(0, text.find('\n')); }

struct Workbench::Engine {
  struct Command {
    uint64_t seq;
    std::function<Outcome(Engine &)> run;
    std::promise<Outcome> done;
  };

  explicit Engine(Options options)
      : options(std::move(options)), autosave(this->options.stateDir),
        recent(RecentFiles::load(this->options.stateDir)), log(std::make_shared<std::vector<LogEntry>>()) {}

  Options options;

  // Shared with the UI thread, under `mutex`.
  mutable std::mutex mutex;
  std::condition_variable wake;
  std::deque<Command> queue;
  uint64_t submitted = 0;
  std::shared_ptr<const WorkbenchState> published = std::make_shared<WorkbenchState>();
  std::atomic<bool> stop{false};
  std::atomic<bool> cancelApply{false};
  std::atomic<bool> cancelRun{false};

  // Owned by the worker thread.
  std::unique_ptr<mlir::MLIRContext> context;
  std::unique_ptr<session::Session> session;
  std::unique_ptr<engine::EngineProcess> engineProcess; // where steps apply, when isolated
  std::optional<graph::Graph> graph;
  std::shared_ptr<const GraphView> graphView;
  std::string schedulePath;
  std::string savedText; // the schedule as last opened or saved, to tell whether it is dirty
  bool needApply = false;
  bool cancelled = false;
  uint64_t edits = 0; // changes of the schedule or the graph, so an apply knows it is stale
  // Applying step by step calls Session::apply once per step, so by the end every step but the
  // last comes "from the cache"; this keeps whether each step really ran in this apply.
  std::vector<char> ranFromCache;
  int runningIndex = -1;
  uint64_t selectedId = 0;
  uint64_t processed = 0;
  uint64_t version = 0;
  bool publishedIdle = false;
  struct RunRequest {
    run::RunOptions options;
    uint64_t upToStep = 0; // 0: the IR after the last step
  };
  std::optional<RunRequest> pendingRun;
  RunView runView;
  std::shared_ptr<const std::vector<RunRecordPtr>> history = std::make_shared<std::vector<RunRecordPtr>>();
  uint64_t graphSerial = 0; // counts graph openings, so a run knows which graph it used
  CodeViewPtr code;
  bool generatingCode = false;
  std::optional<std::string> pendingCode; // a Code view request for this backend, after the apply
  bool forceCode = false;
  std::vector<BackendView> backends;
  // Step numerics. The oracle (the graph's inputs and results) is made once per graph, mask kind and
  // seed; checks are kept per snapshot, so a step whose IR did not change keeps its result.
  struct NumbersRequest {
    std::string maskKind;
    uint64_t seed = 1;
    bool bisect = false;
  };
  std::optional<NumbersRequest> pendingNumbers;
  std::unique_ptr<run::StepChecker> oracle; // a GraphOracle, or one in a child process
  std::string oracleKey;
  std::map<session::SnapshotPtr, std::shared_ptr<const run::StepCheck>> numbers;
  uint64_t firstBadStepId = 0;
  std::string numbersProgress, bisectResult;
  Focus focus;
  Autosave autosave;
  RecentFiles recent;
  std::shared_ptr<const std::vector<LogEntry>> log;
  SnapshotViews views;

  // -- helpers ------------------------------------------------------------------------------

  void note(Severity severity, std::string text);

  Outcome fail(std::string message);

  bool queueEmpty() const;

  // Runs the oldest queued command, publishes, then completes its Pending; false when none.
  bool runNextCommand();

  int indexOf(uint64_t id) const;

  // The trace describes the current schedule (no edit since the last apply).
  bool traceAligned() const;

  bool diffPending() const;

  bool hasWork() const;

  // -- publishing -----------------------------------------------------------------------------

  void publish();

  // Why the last run no longer describes the open graph and schedule; "" while it does.
  std::string staleReason() const;

  void describeSchedule(WorkbenchState &s) const;

  // The steps with their results and the IR before and after them. Right after an edit the trace
  // still describes the previous schedule; steps keep the result they had there (matched by id)
  // until the apply that has already started reaches them.
  void describeSteps(WorkbenchState &s);

  void showResult(StepView &view, const session::StepTrace &st, bool fromCache);

  // -- schedule bookkeeping -------------------------------------------------------------------

  void scheduleChanged();

  // `failure` says what could not be done when the session gives no diagnostics of its own.
  Outcome edit(bool ok, const std::string &failure, const std::vector<Diagnostic> &errors = {});

  Outcome editStep(uint64_t id, const std::string &what, const std::function<bool(size_t)> &change);

  // -- applying, diffing, running -------------------------------------------------------------

  void applyStepByStep();

  // Computes one missing diff (the selected step's first); false when none is missing.
  bool computeNextDiff();

  void probeBackends();

  // The snapshot a run compiles: the IR after the last step, or after `upToStep`. Empty, with
  // `error` set, when a step it depends on failed or did not run.
  session::SnapshotPtr snapshotToRun(uint64_t upToStep, size_t &stepsCompiled, std::string &error) const;

  // One run in a fresh `lantern-cli run-ir` (a fresh process and GPU context each time) under the
  // run limits: the report it sends back, or a failed report saying how the process died and in
  // which stage.
  run::RunReport runInChild(mlir::ModuleOp compiled, const run::RunOptions &runOptions);

  void runPending();

  // The oracle for the open graph and `request`'s inputs; null with a log entry when the graph cannot
  // be run here.
  bool ensureOracle(const NumbersRequest &request);

  void remember(const session::Trace &trace, const run::StepCheck &check);

  // One unit of step-numerics work: a whole bisection, or the next unchecked step of "Check every
  // step" (so commands run between two checks).
  void numbersPending();

  // One Code view stage in a child (`lantern-cli emit-ir`): LLVM's backends abort the process on
  // some input (the SPIR-V backend on bf16 arithmetic), which must end the child, not the app.
  // `irText`: the final IR as engine::printWithLocations prints it (once for all the stages).
  void emitInChild(const std::string &irText, const std::string &backendName, CodeStage &stage);

  // The Code view's stages: what each emit kind of the backend gives for the final IR, in lowering
  // order, without the binary ones.
  void generatePendingCode();

  Outcome locate(uint64_t stepId, const Diagnostic &where);

  // The IR the step was given; the graph's for a step id no step has (0).
  session::SnapshotPtr irGivenTo(uint64_t stepId) const;

  void shutdown();
};

} // namespace lantern::gui
