// The app's engine room. One worker thread owns the MLIR context, the open graph and the Session and
// does all parsing, applying, diffing and running; the UI thread sends it commands and draws the
// immutable WorkbenchState it publishes. Nothing here draws.
#pragma once

#include "graph/dataflow.h"
#include "graph/roles.h"
#include "ir/diagnostics.h"
#include "process/child.h"
#include "ir_text.h"
#include "recent_files.h"
#include "backend/cuda/ptxas_report.h"
#include "run/runner.h"
#include "run/step_check.h"
#include "schedule/schedule.h"
#include "session/session.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace lantern::gui {

struct StepView {
  schedule::Step step;
  session::StepStatus status = session::StepStatus::NotRun;
  std::string crashed;  // failed because the engine process died applying it: "crashed (signal 11)"
  bool running = false; // being applied right now
  double milliseconds = 0;
  bool fromCache = false;
  std::vector<Diagnostic> diagnostics;
  std::string script; // the transform IR the step was applied with
  session::SnapshotPtr before, after;
  IrTextPtr beforeText; // the IR the step was given, ready to draw
  StepDiffPtr diff;     // when the step is ok and its diff is computed; null before that
  // The numbers of the IR after this step against the unscheduled graph's (Check every step, Find
  // the first bad step); null until checked. Kept while the step's snapshot stays the same.
  std::shared_ptr<const run::StepCheck> numbers;
  bool firstBad = false; // the last bisection named this step
};

struct GraphView {
  std::string path;
  graph::RoleReport roles;
  graph::Dataflow dataflow;
  size_t lines = 0;
};

struct BackendView {
  std::string name;
  bool available = false;
  std::string reason;
};

// One finished run and what it belongs to: the schedule as it was run, the graph, the options and
// how many steps the compiled IR had been through.
struct RunRecord {
  uint64_t serial = 0;       // 1, 2, ... in this session
  std::string startedAt;     // local time, HH:MM:SS
  std::string scheduleName;
  std::string scheduleText;  // the schedule's JSON when the run started
  std::string scheduleHash;  // 8 hex digits of scheduleText, to tell runs apart at a glance
  std::string graphPath;
  uint64_t graphSerial = 0;  // which opening of a graph this run used
  size_t stepCount = 0;      // steps in the schedule
  size_t stepsCompiled = 0;  // the IR after this many steps was compiled
  bool upTo = false;         // "Run up to here": the user asked for the IR after step stepsCompiled
  run::RunOptions options;
  std::shared_ptr<const run::RunReport> report;
  double wallMs = 0;         // from the start of the run to its report, as the user waited for it

  // "all 19 steps", or "up to step 7 of 19 (Run up to here)".
  std::string scope() const;
};
using RunRecordPtr = std::shared_ptr<const RunRecord>;

// The final IR as a backend lowers it, one stage at a time (Code view).
struct CodeStage {
  std::string kind;   // the emit kind: "mlir", "llvm", "ptx", "asm", "spirv-asm"
  std::string title;  // "LLVM dialect", "LLVM IR", "PTX", "SASS", "SPIR-V"
  bool ok = false;
  std::string text;   // what the stage emitted; the diagnostics when it failed
  double milliseconds = 0;
};
struct CodeView {
  std::string backend;
  const void *snapshot = nullptr; // the final snapshot it was made from (identity only)
  std::string scheduleHash;
  size_t stepCount = 0;
  std::vector<CodeStage> stages;
  // CUDA: ptxas -v per kernel with occupancy; `resourcesReason` says why there is none.
  std::optional<backend::cuda::ResourceReport> resources;
  std::string resourcesReason;
};
using CodeViewPtr = std::shared_ptr<const CodeView>;

struct RunView {
  bool running = false;
  run::Stage stage = run::Stage::NotStarted;
  std::string message;                     // the last progress message
  std::shared_ptr<const run::RunReport> report; // of the last finished run
  RunRecordPtr record;                     // the same run with what it belongs to
  std::string error;                       // why the last run could not start
  // Why the last finished run no longer describes what is open ("the schedule changed since this
  // run"); "" while it does. Run options are the Run panel's and it compares them itself.
  std::string stale;
};

// A request to show a line of a step's IR, made by a click on a diagnostic or a graph op.
struct Focus {
  uint64_t serial = 0; // changes with every request
  uint64_t stepId = 0; // 0: the graph's IR
  bool inScript = false; // the line is in the step's transform script, not in its IR
  int line = -1;         // 0-based line of the step's IR before it (or of the script); -1: not found
  std::string what;      // the location, for the status bar when it was not found
};

struct LogEntry {
  Severity severity = Severity::Note;
  std::string text;
};

struct WorkbenchState {
  uint64_t version = 0;
  uint64_t processed = 0; // sequence number of the last command handled
  bool idle = true;       // nothing queued, applying, diffing or running

  std::shared_ptr<const GraphView> graph; // null until a graph is open
  IrTextPtr initial;                      // the graph's IR, as the steps see it

  std::string schedulePath;  // "" until the schedule is saved or was opened from a file
  std::string scheduleName, scheduleTarget, scheduleDescription;
  bool dirty = false; // differs from the file it was opened from or saved to
  bool canUndo = false, canRedo = false;
  std::vector<StepView> steps;
  bool applying = false;
  bool cancelled = false; // the last apply was cancelled; `apply()` resumes it
  IrTextPtr final;        // the IR after the last step that ran

  RunView run;
  std::shared_ptr<const std::vector<RunRecordPtr>> history; // every finished run, oldest first
  CodeViewPtr code;          // the last generated code; compare `code->snapshot` with `finalSnapshot`
  const void *finalSnapshot = nullptr; // identity of the snapshot after the last step (null: none yet)
  bool generatingCode = false;
  std::vector<BackendView> backends;
  // Step numerics: a check or bisection in progress ("checking step 7 of 19"), and the last
  // bisection's result in words ("" before the first).
  std::string numbersProgress;
  std::string bisectResult;

  Focus focus;
  std::shared_ptr<const std::vector<LogEntry>> log; // newest last
  RecentFiles recent;

  const StepView *findStep(uint64_t id) const;
  int indexOf(uint64_t id) const; // -1 when absent
};

// What a command did: `ok` false with a message saying why, for the status bar and scripts.
struct Outcome {
  bool ok = true;
  std::string message;
  std::string confirm; // a question to ask before doing it anyway (e.g. replacing a file's steps)
};
using Pending = std::shared_future<Outcome>;

// Where steps are applied and runs run: in child processes (lantern-cli engine, lantern-cli
// run-ir) so that a crash, a hang or a runaway allocation there ends the child and not the app.
struct Isolation {
  bool enabled = true;
  std::string cli;  // the lantern-cli of the children ("": the one next to this executable)
  process::Limits run = process::Limits::defaults();  // each run (compile, execute, check)
  process::Limits step = {300, process::Limits::defaults().memoryBytes}; // each step in the engine
};

class Workbench {
public:
  struct Options {
    std::string stateDir;               // autosave and recent files; "" disables both
    std::function<void()> onPublish;    // called on the worker after each publish (wakes the UI)
    Isolation isolation;
  };
  explicit Workbench(Options options);
  ~Workbench();
  Workbench(const Workbench &) = delete;
  Workbench &operator=(const Workbench &) = delete;

  std::shared_ptr<const WorkbenchState> state() const;
  // Every command submitted so far is handled and the worker has nothing left to do.
  bool idle() const;
  // Every command submitted so far is handled (an apply may still be running).
  bool caughtUp() const;

  // Commands run in order on the worker. Steps are named by id, so a command still means the step
  // the user saw when the schedule changed in between. Indices are 0-based.
  Pending openGraph(std::string path);
  Pending openSchedule(std::string path);
  Pending newSchedule();
  // Replaces the schedule with `scheduleText` (JSON), remembering `path` as its file but dirty.
  Pending restoreSchedule(std::string scheduleText, std::string path);
  // Replaces the steps with those of `scheduleText` as one undoable edit (a sweep point's schedule);
  // the file stays the same, `origin` goes to the log.
  Pending replaceSchedule(std::string scheduleText, std::string origin);
  // "" saves to the current file. An empty schedule does not replace a file that holds steps
  // unless `replaceNonEmpty`: the outcome then says so and sets `confirm`.
  Pending saveSchedule(std::string path, bool replaceNonEmpty = false);
  Pending exportScript(std::string path);
  Pending addStep(size_t index, schedule::Step step);
  Pending removeStep(uint64_t id);
  Pending moveStep(uint64_t id, size_t to);
  Pending duplicateStep(uint64_t id);
  Pending setEnabled(uint64_t id, bool enabled);
  Pending setTarget(uint64_t id, std::string target);
  Pending setParam(uint64_t id, std::string name, nlohmann::json value);
  Pending undo();
  Pending redo();
  Pending apply(); // resumes a cancelled apply
  Pending select(uint64_t id); // computes this step's diff before the others
  Pending locate(uint64_t stepId, Diagnostic location);
  // Lowers the final IR with `backend` through each stage it has (no GPU needed) for the Code view.
  // Refuses, like a run, when a step failed or did not run.
  // Nothing to do when the code shown is already of this backend and the current final IR, unless
  // `force` (the Regenerate button).
  Pending generateCode(std::string backend, bool force = false);
  // Compiles and runs the IR after the last step; refuses when a step failed or did not run.
  // With `upToStep`, the IR after that step ("Run up to here"); the steps before it must be ok.
  Pending run(run::RunOptions options, uint64_t upToStep = 0);
  // Checks the numbers after every step that ran on the CPU against the unscheduled graph's, one step
  // at a time between other commands (edits are not held up); steps already checked with the same
  // snapshot are not checked again. `bisect`: instead find the first step that changes them
  // (log2 of the step count compiles); the schedule must have no failed step.
  Pending checkSteps(std::string maskKind, uint64_t seed, bool bisect);
  // Stops the apply or run in progress at its next checkpoint. Not queued: it acts at once.
  void cancel();

  // Releases the autosave on a clean exit. Every state obtained from state() must be released
  // before the Workbench is destroyed: snapshots hold MLIR modules of the worker's context.
  void closeCleanly();

private:
  struct Engine;
  Pending submit(std::function<Outcome(Engine &)> command);
  void loop();

  std::unique_ptr<Engine> engine;
  std::thread worker;
};

} // namespace lantern::gui
