// The worker thread: commands in, immutable states out. Applying is incremental and step by step,
// so the UI can show which step runs, and edits or a cancel take effect between two steps.
#include "workbench.h"

#include "engine/engine.h"
#include "run/report_json.h"

#include "autosave.h"
#include "backend/backend.h"
#include "backend/cuda/kernel_resources.h"
#include "graph/graph.h"
#include "ir/context.h"
#include "ir/module.h"
#include "schedule/script.h"
#include "snapshot_views.h"

#include "mlir/IR/MLIRContext.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <ctime>
#include <deque>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>

namespace lantern::gui {

const StepView *WorkbenchState::findStep(uint64_t id) const {
  int index = indexOf(id);
  return index < 0 ? nullptr : &steps[static_cast<size_t>(index)];
}

std::string RunRecord::scope() const {
  if (!upTo)
    return stepCount == 1 ? "the 1 step" : "all " + std::to_string(stepCount) + " steps";
  return "up to step " + std::to_string(stepsCompiled) + " of " + std::to_string(stepCount) + " (Run up to here)";
}

int WorkbenchState::indexOf(uint64_t id) const {
  for (size_t i = 0; i < steps.size(); ++i)
    if (steps[i].step.id == id)
      return static_cast<int>(i);
  return -1;
}

namespace {

// Diagnostics of a step's transform script name the file "<step> script".
bool isScriptLocation(const std::string &file) {
  const std::string suffix = " script";
  return file.size() > suffix.size() && file.compare(file.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// FNV-1a, 32 bits, as 8 hex digits: a short name for a schedule's text.
std::string shortHash(const std::string &text) {
  uint32_t h = 2166136261u;
  for (unsigned char c : text) {
    h ^= c;
    h *= 16777619u;
  }
  char out[9];
  std::snprintf(out, sizeof out, "%08x", h);
  return out;
}

std::string clockTime() {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char out[16];
  std::strftime(out, sizeof out, "%H:%M:%S", &local);
  return out;
}

// "step 8 (tile role:row_max)".
std::string stepName(const schedule::Step &step, size_t index) {
  std::string name = "step " + std::to_string(index + 1) + " (" + step.kind;
  if (!step.target.empty())
    name += " " + step.target;
  return name + ")";
}

std::string firstLineOf(const std::string &text) { return text.substr(0, text.find('\n')); }

} // namespace

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

  void note(Severity severity, std::string text) {
    auto next = std::make_shared<std::vector<LogEntry>>(*log);
    next->push_back({severity, std::move(text)});
    constexpr size_t kMaxLog = 500;
    if (next->size() > kMaxLog)
      next->erase(next->begin(), next->begin() + static_cast<long>(next->size() - kMaxLog));
    log = std::move(next);
  }

  Outcome fail(std::string message) {
    note(Severity::Error, message);
    return {false, std::move(message)};
  }

  bool queueEmpty() const {
    std::lock_guard<std::mutex> lock(mutex);
    return queue.empty();
  }

  // Runs the oldest queued command, publishes, then completes its Pending; false when none.
  bool runNextCommand() {
    std::optional<Command> command;
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (queue.empty() || stop)
        return false;
      command.emplace(std::move(queue.front()));
      queue.pop_front();
    }
    Outcome outcome = command->run(*this);
    processed = command->seq;
    publish();
    command->done.set_value(std::move(outcome));
    return true;
  }

  int indexOf(uint64_t id) const {
    const auto &steps = session->schedule().steps;
    for (size_t i = 0; i < steps.size(); ++i)
      if (steps[i].id == id)
        return static_cast<int>(i);
    return -1;
  }

  // The trace describes the current schedule (no edit since the last apply).
  bool traceAligned() const {
    const auto &steps = session->schedule().steps;
    const auto &trace = session->trace().steps;
    if (trace.size() != steps.size())
      return false;
    for (size_t i = 0; i < steps.size(); ++i)
      if (trace[i].stepId != steps[i].id)
        return false;
    return true;
  }

  bool diffPending() const {
    if (!traceAligned() || needApply)
      return false;
    for (const session::StepTrace &st : session->trace().steps)
      if (st.status == session::StepStatus::Ok && !views.diffOf(st.before, st.after))
        return true;
    const session::Trace &trace = session->trace();
    return trace.initial && !views.hasText(trace.final());
  }

  bool hasWork() const {
    return needApply || diffPending() || pendingRun.has_value() || pendingCode.has_value() || pendingNumbers.has_value();
  }

  // -- publishing -----------------------------------------------------------------------------

  void publish() {
    auto s = std::make_shared<WorkbenchState>();
    s->version = ++version;
    s->processed = processed;
    s->graph = graphView;
    describeSchedule(*s);
    describeSteps(*s);
    s->run = runView;
    s->run.stale = staleReason();
    s->history = history;
    s->code = code;
    s->generatingCode = generatingCode;
    if (session->trace().initial && traceAligned() && runningIndex < 0 && !needApply)
      s->finalSnapshot = session->trace().final().get();
    s->backends = backends;
    s->numbersProgress = numbersProgress;
    s->bisectResult = bisectResult;
    s->focus = focus;
    s->log = log;
    s->recent = recent;
    s->idle = !hasWork() && runningIndex < 0 && !runView.running && !generatingCode && numbersProgress.empty() &&
              queueEmpty();
    publishedIdle = s->idle;
    {
      std::lock_guard<std::mutex> lock(mutex);
      published = std::move(s);
    }
    if (options.onPublish)
      options.onPublish();
  }

  // Why the last run no longer describes the open graph and schedule; "" while it does.
  std::string staleReason() const {
    const RunRecordPtr &last = runView.record;
    if (!last)
      return "";
    if (last->graphSerial != graphSerial)
      return "the graph changed since this run";
    if (last->scheduleText != schedule::toJsonText(session->schedule()))
      return "the schedule changed since this run";
    return "";
  }

  void describeSchedule(WorkbenchState &s) const {
    const schedule::Schedule &sched = session->schedule();
    s.schedulePath = schedulePath;
    s.scheduleName = sched.name;
    s.scheduleTarget = sched.target;
    s.scheduleDescription = sched.description;
    s.dirty = schedule::toJsonText(sched) != savedText;
    s.canUndo = session->canUndo();
    s.canRedo = session->canRedo();
    s.applying = runningIndex >= 0;
    s.cancelled = cancelled;
  }

  // The steps with their results and the IR before and after them. Right after an edit the trace
  // still describes the previous schedule; steps keep the result they had there (matched by id)
  // until the apply that has already started reaches them.
  void describeSteps(WorkbenchState &s) {
    const session::Trace &trace = session->trace();
    if (trace.initial)
      s.initial = views.textOf(trace.initial);
    const std::vector<schedule::Step> &steps = session->schedule().steps;
    bool aligned = traceAligned();
    std::unordered_map<uint64_t, const session::StepTrace *> previous;
    if (!aligned)
      for (const session::StepTrace &st : trace.steps)
        previous[st.stepId] = &st;
    for (size_t i = 0; i < steps.size(); ++i) {
      StepView view;
      view.step = steps[i];
      const session::StepTrace *st = nullptr;
      if (aligned)
        st = &trace.steps[i];
      else if (auto it = previous.find(view.step.id); it != previous.end())
        st = it->second;
      bool pending = runningIndex >= 0 && static_cast<int>(i) >= runningIndex;
      if (st && !pending)
        showResult(view, *st, aligned && i < ranFromCache.size() ? ranFromCache[i] != 0 : st->fromCache);
      view.running = static_cast<int>(i) == runningIndex;
      s.steps.push_back(std::move(view));
    }
    if (trace.initial && aligned && runningIndex < 0 && views.hasText(trace.final()))
      s.final = views.textOf(trace.final());
  }

  void showResult(StepView &view, const session::StepTrace &st, bool fromCache) {
    view.status = st.status;
    view.crashed = st.crashed;
    view.milliseconds = st.milliseconds;
    view.fromCache = fromCache;
    view.diagnostics = st.diagnostics;
    view.script = st.script;
    view.before = st.before;
    view.after = st.after;
    views.handOut(st.before);
    views.handOut(st.after);
    view.beforeText = views.textOf(st.before);
    view.diff = views.diffOf(st.before, st.after);
    if (st.status == session::StepStatus::Ok)
      if (auto it = numbers.find(st.after); it != numbers.end())
        view.numbers = it->second;
    view.firstBad = firstBadStepId != 0 && firstBadStepId == st.stepId;
  }

  // -- schedule bookkeeping -------------------------------------------------------------------

  void scheduleChanged() {
    ++edits;
    needApply = true;
    cancelled = false;
    std::string error;
    if (schedule::toJsonText(session->schedule()) == savedText)
      autosave.discard();
    else if (!autosave.write(session->schedule(), graph ? graph->path : "", schedulePath, error))
      note(Severity::Warning, "autosave failed: " + error);
  }

  // `failure` says what could not be done when the session gives no diagnostics of its own.
  Outcome edit(bool ok, const std::string &failure, const std::vector<Diagnostic> &errors = {}) {
    if (!ok)
      return fail(errors.empty() ? failure : formatAll(errors));
    scheduleChanged();
    return {};
  }

  Outcome editStep(uint64_t id, const std::string &what, const std::function<bool(size_t)> &change) {
    int index = indexOf(id);
    if (index < 0)
      return fail("cannot " + what + ": the step is no longer in the schedule");
    return edit(change(static_cast<size_t>(index)), "cannot " + what);
  }

  // -- applying, diffing, running -------------------------------------------------------------

  void applyStepByStep() {
    const size_t count = session->schedule().steps.size();
    if (!session->hasGraph() || count == 0) {
      ranFromCache.clear();
      session->apply(0);
      needApply = false;
      return;
    }
    cancelApply = false;
    ranFromCache.assign(count, 1);
    const uint64_t startedAt = edits;
    for (size_t k = 0; k < count; ++k) {
      // Commands arriving meanwhile are handled between two steps. An edit makes this apply
      // stale: it starts again (the prefix cache keeps what was done); anything else (select,
      // locate, save, run) lets it go on.
      while (runNextCommand()) {
      }
      if (edits != startedAt || stop) {
        runningIndex = -1;
        return;
      }
      runningIndex = static_cast<int>(k);
      publish();
      const session::Trace &trace = session->apply(k + 1, &cancelApply);
      ranFromCache[k] = trace.steps[k].fromCache;
      if (cancelApply.load()) {
        cancelled = true;
        note(Severity::Note, "apply cancelled before step " + std::to_string(k + 2));
        break;
      }
      if (trace.steps[k].status == session::StepStatus::Failed)
        break; // the steps after it are "not run" already
    }
    runningIndex = -1;
    needApply = false;
    views.prune(session->trace());
  }

  // Computes one missing diff (the selected step's first); false when none is missing.
  bool computeNextDiff() {
    if (!traceAligned() || needApply)
      return false;
    const session::Trace &trace = session->trace();
    const session::StepTrace *next = nullptr;
    for (const session::StepTrace &st : trace.steps) {
      if (st.status != session::StepStatus::Ok || views.diffOf(st.before, st.after))
        continue;
      if (!next || st.stepId == selectedId)
        next = &st;
    }
    if (next) {
      views.makeDiff(next->before, next->after);
      return true;
    }
    if (trace.initial && !views.hasText(trace.final())) {
      views.textOf(trace.final());
      return true;
    }
    return false;
  }

  void probeBackends() {
    for (backend::Backend *b : backend::registry()) {
      backend::Availability availability = b->availability();
      backends.push_back({b->name(), availability.available, availability.reason});
    }
  }

  // The snapshot a run compiles: the IR after the last step, or after `upToStep`. Empty, with
  // `error` set, when a step it depends on failed or did not run.
  session::SnapshotPtr snapshotToRun(uint64_t upToStep, size_t &stepsCompiled, std::string &error) const {
    const session::Trace &trace = session->trace();
    const std::vector<schedule::Step> &steps = session->schedule().steps;
    if (!traceAligned()) {
      error = "the schedule changed while the run waited; run again";
      return nullptr;
    }
    size_t stop = steps.size();
    if (upToStep != 0) {
      int index = indexOf(upToStep);
      if (index < 0) {
        error = "Run up to here: the step is no longer in the schedule";
        return nullptr;
      }
      stop = static_cast<size_t>(index) + 1;
    }
    for (size_t k = 0; k < stop; ++k) {
      const session::StepTrace &st = trace.steps[k];
      if (st.status != session::StepStatus::Failed && st.status != session::StepStatus::NotRun)
        continue;
      std::string what = stepName(steps[k], k);
      if (st.status == session::StepStatus::Failed) {
        error = what + " failed";
        if (!st.diagnostics.empty())
          error += ": " + firstLineOf(st.diagnostics.front().message);
      } else {
        error = what + " did not run" + std::string(cancelled ? " (the apply was cancelled)" : "");
      }
      if (stop > k + 1)
        error += "; steps " + std::to_string(k + 2) + "-" + std::to_string(stop) + " did not run";
      error += ". Nothing was compiled. Fix the step";
      if (k > 0)
        error += ", or use 'Run up to here' on step " + std::to_string(k) + " to run the IR after it";
      error += ".";
      return nullptr;
    }
    stepsCompiled = stop;
    if (stop == 0)
      return trace.initial;
    return trace.steps[stop - 1].after ? trace.steps[stop - 1].after : trace.final();
  }

  // One run in a fresh `lantern-cli run-ir` (a fresh process and GPU context each time) under the
  // run limits: the report it sends back, or a failed report saying how the process died and in
  // which stage.
  run::RunReport runInChild(mlir::ModuleOp compiled, const run::RunOptions &runOptions) {
    const Isolation &iso = options.isolation;
    nlohmann::json request = {{"ir", engine::printWithLocations(compiled)},
                              {"graph", printOp(*graph->module)},
                              {"graph_name", graph->path},
                              {"options", run::optionsToJson(runOptions)}};
    process::ChildOptions child;
    child.argv = {iso.cli.empty() ? process::siblingCli() : iso.cli, "run-ir"};
    child.limits = iso.run;
    child.input = request.dump();
    child.captureOutput = true;
    process::ChildResult result = process::runChild(
        child,
        [this](const std::string &line) {
          if (line.rfind("stage ", 0) == 0) {
            if (auto stage = run::stageNamed(line.substr(6)))
              runView.stage = *stage;
          } else if (line.rfind("progress ", 0) == 0) {
            runView.message = line.substr(9);
            publish();
          }
          return false;
        },
        &cancelRun);
    run::RunReport report;
    report.backend = runOptions.backend;
    report.maskKind = runOptions.maskKind;
    report.seed = runOptions.seed;
    std::string message;
    if (result.exited() && result.exitCode == 0) {
      std::string error;
      nlohmann::json json = nlohmann::json::parse(result.output, nullptr, /*allow_exceptions=*/false);
      if (auto parsed = run::reportFromJson(json, error))
        return *parsed;
      message = "the run's process sent no report (" + error + ")";
    } else if (result.exited()) {
      message = "the run's process exited with status " + std::to_string(result.exitCode);
    } else {
      message = "the run " + result.describe();
    }
    report.failedStage = run::stageNamed(result.stage).value_or(run::Stage::NotStarted);
    if (!result.stage.empty())
      message += " in the " + result.stage + " stage";
    report.verdictReason = "fail: " + message;
    Diagnostic error = makeError(message + "; it ran in a child process, so the app and the next run are not affected");
    error.notes = engine::tailNotes(result.errorTail, "");
    report.diagnostics.push_back(std::move(error));
    return report;
  }

  void runPending() {
    RunRequest request = *pendingRun;
    pendingRun.reset();
    auto started = std::chrono::steady_clock::now();
    const run::RunOptions &options = request.options;
    const session::Trace &trace = session->trace();
    if (!graph || !trace.initial) {
      runView.error = "open a graph first";
      return;
    }
    auto record = std::make_shared<RunRecord>();
    session::SnapshotPtr snapshot = snapshotToRun(request.upToStep, record->stepsCompiled, runView.error);
    if (!snapshot) {
      note(Severity::Error, "run refused: " + runView.error);
      return;
    }
    record->serial = history->size() + 1;
    record->startedAt = clockTime();
    record->scheduleName = session->schedule().name;
    record->scheduleText = schedule::toJsonText(session->schedule());
    record->scheduleHash = shortHash(record->scheduleText);
    record->graphPath = graph->path;
    record->graphSerial = graphSerial;
    record->stepCount = session->schedule().steps.size();
    record->upTo = request.upToStep != 0;
    record->options = options;

    RunRecordPtr previous = runView.record;
    runView = RunView{};
    runView.running = true;
    cancelRun = false;
    publish();
    // The runner lowers what it is given; clones keep the snapshots and the graph as they are.
    mlir::OwningOpRef<mlir::ModuleOp> compiled = snapshot->module.get().clone();
    std::shared_ptr<run::RunReport> report;
    if (this->options.isolation.enabled) {
      report = std::make_shared<run::RunReport>(runInChild(*compiled, options));
    } else {
      mlir::OwningOpRef<mlir::ModuleOp> unscheduled = graph->module->clone();
      report = std::make_shared<run::RunReport>(
          run::runAndCheck(*compiled, *unscheduled, graph->roles, options, &cancelRun,
                           [this](run::Stage stage, const std::string &message) {
                             runView.stage = stage;
                             runView.message = message;
                             publish();
                           }));
    }
    runView.running = false;
    runView.stage = run::Stage::Done;
    if (!report->ok && cancelRun.load()) {
      note(Severity::Note, "run cancelled");
      runView.record = previous; // a cancelled run is not a result
      runView.report = previous ? previous->report : nullptr;
      return;
    }
    note(report->pass ? Severity::Note : Severity::Warning,
         "run on " + options.backend + " (" + record->scope() + "): " + report->verdictReason);
    record->report = report;
    record->wallMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    runView.report = std::move(report);
    runView.record = record;
    auto next = std::make_shared<std::vector<RunRecordPtr>>(*history);
    next->push_back(record);
    history = std::move(next);
  }

  // The oracle for the open graph and `request`'s inputs; null with a log entry when the graph cannot
  // be run here.
  bool ensureOracle(const NumbersRequest &request) {
    std::string key = std::to_string(graphSerial) + "/" + request.maskKind + "/" + std::to_string(request.seed);
    if (oracle && oracleKey == key)
      return true;
    numbers.clear();
    oracle.reset();
    run::StepCheckOptions options;
    options.maskKind = request.maskKind;
    options.seed = request.seed;
    std::string error;
    numbersProgress = "running the unscheduled graph";
    publish();
    if (this->options.isolation.enabled) {
      // The checks compile and run each step's IR: in a child process that holds the oracle.
      const Isolation &iso = this->options.isolation;
      auto remote = std::make_unique<engine::CheckerProcess>(
          std::vector<std::string>{iso.cli.empty() ? process::siblingCli() : iso.cli, "check-worker"}, iso.run,
          printOp(*graph->module), graph->path, options);
      if (remote->prepare(error))
        oracle = std::move(remote);
    } else {
      mlir::OwningOpRef<mlir::ModuleOp> unscheduled = graph->module->clone();
      oracle = run::GraphOracle::make(*unscheduled, graph->roles, options, error);
    }
    numbersProgress.clear();
    if (!oracle) {
      note(Severity::Error, "step numerics: " + error);
      return false;
    }
    oracleKey = key;
    return true;
  }

  void remember(const session::Trace &trace, const run::StepCheck &check) {
    numbers[trace.steps[check.step].after] = std::make_shared<run::StepCheck>(check);
  }

  // One unit of step-numerics work: a whole bisection, or the next unchecked step of "Check every
  // step" (so commands run between two checks).
  void numbersPending() {
    NumbersRequest request = *pendingNumbers;
    const session::Trace &trace = session->trace();
    if (!graph || !trace.initial || !traceAligned() || needApply) {
      pendingNumbers.reset();
      return;
    }
    if (!ensureOracle(request)) {
      pendingNumbers.reset();
      return;
    }
    // Checks of snapshots no step holds any more (edited away) would keep their modules alive.
    std::set<const session::Snapshot *> current;
    for (const session::StepTrace &st : trace.steps)
      current.insert(st.after.get());
    for (auto it = numbers.begin(); it != numbers.end();)
      it = current.count(it->first.get()) ? std::next(it) : numbers.erase(it);
    if (request.bisect) {
      pendingNumbers.reset();
      if (!trace.ok()) {
        note(Severity::Error, "Find the first bad step: a step failed or did not run; fix it first (the search "
                              "compares the steps that ran)");
        return;
      }
      numbersProgress = "finding the first step that changes the numbers";
      publish();
      run::Bisection found = run::bisect(trace, *oracle);
      numbersProgress.clear();
      for (const run::StepCheck &c : found.checks)
        remember(trace, c);
      firstBadStepId = 0;
      const auto &steps = session->schedule().steps;
      auto label = [&](size_t index) {
        return "step " + std::to_string(index + 1) + " (" + steps[index].kind + ")";
      };
      if (found.firstChanged) {
        firstBadStepId = trace.steps[found.firstChanged->step].stepId;
        bisectResult = "first step that changes the numbers: " + label(found.firstChanged->step) + ", " +
                       found.firstChanged->reason;
        if (!found.uncheckedBetween.empty())
          bisectResult += " (or a step before it that could not be checked here, from " +
                          label(found.uncheckedBetween.front()) + ")";
      } else if (!found.lastCheckable) {
        bisectResult = "no step could be checked here (the IR after each is GPU code, or the CPU cannot compile it)";
      } else {
        bisectResult = "no step changes the numbers (up to " + label(*found.lastCheckable) + "; " +
                       std::to_string(found.checked()) + " of " + std::to_string(found.ran.size()) + " steps checked)";
      }
      note(found.firstChanged ? Severity::Warning : Severity::Note, bisectResult);
      return;
    }
    size_t total = 0, done = 0;
    for (size_t i = 0; i < trace.steps.size(); ++i) {
      const session::StepTrace &st = trace.steps[i];
      if (st.status != session::StepStatus::Ok || !session->schedule().steps[i].enabled)
        continue;
      ++total;
      if (numbers.count(st.after)) {
        ++done;
        continue;
      }
      numbersProgress = "checking the numbers after step " + std::to_string(i + 1) + " (" + std::to_string(done + 1) +
                        " of " + std::to_string(total) + "+)";
      publish();
      remember(trace, run::checkStep(trace, i, *oracle));
      numbersProgress.clear();
      return; // the next one after any queued command
    }
    pendingNumbers.reset();
    numbersProgress.clear();
    note(Severity::Note, "numbers checked after " + std::to_string(total) + " steps");
  }

  // One Code view stage in a child (`lantern-cli emit-ir`): LLVM's backends abort the process on
  // some input (the SPIR-V backend on bf16 arithmetic), which must end the child, not the app.
  // `irText`: the final IR as engine::printWithLocations prints it (once for all the stages).
  void emitInChild(const std::string &irText, const std::string &backendName, CodeStage &stage) {
    const Isolation &iso = options.isolation;
    process::ChildOptions child;
    child.argv = {iso.cli.empty() ? process::siblingCli() : iso.cli, "emit-ir"};
    child.limits = iso.run;
    child.input = nlohmann::json({{"ir", irText}, {"backend", backendName},
                                  {"kind", stage.kind}})
                      .dump();
    child.captureOutput = true;
    auto start = std::chrono::steady_clock::now();
    process::ChildResult result = process::runChild(child);
    stage.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    nlohmann::json reply = nlohmann::json::parse(result.output, nullptr, /*allow_exceptions=*/false);
    if (result.exited() && result.exitCode == 0 && reply.is_object()) {
      stage.ok = reply.value("ok", false);
      stage.text = reply.value("text", "");
      return;
    }
    stage.ok = false;
    stage.text = "error: generating " + stage.kind + (result.exited() ? " failed: the child exited with status " +
                                                                            std::to_string(result.exitCode)
                                                                      : " " + result.describe()) +
                 "; it ran in a child process, so the app is not affected\n" + result.errorTail;
  }

  // The Code view's stages: what each emit kind of the backend gives for the final IR, in lowering
  // order, without the binary ones.
  void generatePendingCode() {
    std::string name = *pendingCode;
    pendingCode.reset();
    backend::Backend *target = backend::findBackend(name);
    if (!target) {
      note(Severity::Error, "Code view: no backend named " + name);
      return;
    }
    size_t stepsCompiled = 0;
    std::string error;
    session::SnapshotPtr snapshot = snapshotToRun(0, stepsCompiled, error);
    if (!snapshot) {
      note(Severity::Error, "Code view: " + error);
      return;
    }
    bool force = forceCode;
    forceCode = false;
    if (!force && code && code->backend == name && code->snapshot == snapshot.get())
      return; // already shown
    generatingCode = true;
    publish();
    auto view = std::make_shared<CodeView>();
    view->backend = name;
    view->snapshot = snapshot.get();
    view->scheduleHash = shortHash(schedule::toJsonText(session->schedule()));
    view->stepCount = stepsCompiled;
    static const std::pair<const char *, const char *> kTitles[] = {
        {"mlir", "LLVM dialect"}, {"llvm", "LLVM IR"}, {"ptx", "PTX"}, {"asm", "SASS"}, {"spirv-asm", "SPIR-V"},
        {"resources", "ptxas -v"}};
    std::string ptx;
    std::string irText = this->options.isolation.enabled ? engine::printWithLocations(snapshot->module.get()) : "";
    for (const std::string &kind : target->emitKinds()) {
      if (kind == "cubin" || kind == "spirv" || kind == "resources") // binaries; resources come below
        continue;
      CodeStage stage;
      stage.kind = kind;
      stage.title = kind;
      for (const auto &[k, title] : kTitles)
        if (kind == k)
          stage.title = title;
      if (name == "level_zero" && kind == "mlir")
        stage.title = "SPIR-V dialect";
      if (this->options.isolation.enabled) {
        emitInChild(irText, name, stage);
      } else {
        std::vector<Diagnostic> diagnostics;
        auto start = std::chrono::steady_clock::now();
        stage.ok = target->emit(snapshot->module.get(), kind, stage.text, diagnostics);
        stage.milliseconds =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (!stage.ok) {
          std::stable_partition(diagnostics.begin(), diagnostics.end(),
                                [](const Diagnostic &d) { return d.severity == Severity::Error; });
          stage.text = formatAll(diagnostics);
        }
      }
      if (kind == "ptx" && stage.ok)
        ptx = stage.text;
      view->stages.push_back(std::move(stage));
    }
    if (name == "cuda") {
      backend::Availability ptxas = backend::cuda::resourcesAvailability();
      if (!ptxas.available) {
        view->resourcesReason = ptxas.reason;
      } else if (ptx.empty()) {
        view->resourcesReason = "no PTX (its stage failed)";
      } else {
        backend::cuda::ResourceReport report;
        std::vector<Diagnostic> diagnostics;
        if (backend::cuda::ptxResources(ptx, report, diagnostics, "",
                                        backend::cuda::launchDynamicSharedBytes(snapshot->module.get())))
          view->resources = std::move(report);
        else
          view->resourcesReason = formatAll(diagnostics);
      }
    }
    size_t failed = 0;
    for (const CodeStage &stage : view->stages)
      failed += stage.ok ? 0 : 1;
    note(failed ? Severity::Warning : Severity::Note,
         "Code view: " + std::to_string(view->stages.size() - failed) + " of " + std::to_string(view->stages.size()) +
             " stages for " + name);
    generatingCode = false;
    code = std::move(view);
  }

  Outcome locate(uint64_t stepId, const Diagnostic &where) {
    Focus next;
    next.serial = focus.serial + 1;
    next.stepId = stepId;
    next.what = where.file + ":" + std::to_string(where.line) + ":" + std::to_string(where.column);
    if (isScriptLocation(where.file)) {
      next.inScript = true;
      next.line = where.line - 1;
    } else if (!where.file.empty() && where.line > 0) {
      if (session::SnapshotPtr snapshot = irGivenTo(stepId))
        next.line = views.lineOf(snapshot, where);
    }
    focus = next;
    if (next.line < 0)
      return fail("no op of this IR comes from " + next.what);
    return {};
  }

  // The IR the step was given; the graph's for a step id no step has (0).
  session::SnapshotPtr irGivenTo(uint64_t stepId) const {
    session::SnapshotPtr snapshot = session->trace().initial;
    for (const session::StepTrace &st : session->trace().steps)
      if (st.stepId == stepId)
        snapshot = st.before;
    return snapshot;
  }

  void shutdown() {
    // Snapshots reference MLIR modules: release every holder before the context goes.
    {
      std::lock_guard<std::mutex> lock(mutex);
      published = std::make_shared<WorkbenchState>();
    }
    views.clear();
    numbers.clear();
    oracle.reset();
    session.reset();
    graph.reset();
    context.reset();
  }
};

Workbench::Workbench(Options options) : engine(std::make_unique<Engine>(std::move(options))) {
  worker = std::thread([this] { loop(); });
}

Workbench::~Workbench() {
  {
    std::lock_guard<std::mutex> lock(engine->mutex);
    engine->stop = true;
  }
  engine->cancelApply = true;
  engine->cancelRun = true;
  engine->wake.notify_all();
  worker.join();
}

std::shared_ptr<const WorkbenchState> Workbench::state() const {
  std::lock_guard<std::mutex> lock(engine->mutex);
  return engine->published;
}

bool Workbench::idle() const {
  std::lock_guard<std::mutex> lock(engine->mutex);
  return engine->published->idle && engine->published->processed >= engine->submitted;
}

bool Workbench::caughtUp() const {
  std::lock_guard<std::mutex> lock(engine->mutex);
  return engine->published->processed >= engine->submitted;
}

Pending Workbench::submit(std::function<Outcome(Engine &)> command) {
  std::promise<Outcome> done;
  Pending pending = done.get_future().share();
  {
    std::lock_guard<std::mutex> lock(engine->mutex);
    engine->queue.push_back({++engine->submitted, std::move(command), std::move(done)});
  }
  engine->wake.notify_all();
  return pending;
}

void Workbench::cancel() {
  engine->cancelApply = true;
  engine->cancelRun = true;
}

void Workbench::closeCleanly() {
  cancel();
  submit([](Engine &e) {
    e.autosave.discard();
    return Outcome{};
  }).wait();
}

void Workbench::loop() {
  Engine &e = *engine;
  e.context = makeContext();
  e.session = std::make_unique<session::Session>(*e.context);
  if (e.options.isolation.enabled) {
    const Isolation &iso = e.options.isolation;
    e.engineProcess = std::make_unique<engine::EngineProcess>(
        *e.context, std::vector<std::string>{iso.cli.empty() ? process::siblingCli() : iso.cli, "engine"}, iso.step);
    e.session->setApplier(e.engineProcess->applier());
  }
  e.savedText = schedule::toJsonText(e.session->schedule());
  e.probeBackends();
  e.publish();
  while (true) {
    {
      std::unique_lock<std::mutex> lock(e.mutex);
      e.wake.wait(lock, [&] { return e.stop || !e.queue.empty() || e.hasWork() || !e.publishedIdle; });
      if (e.stop)
        break;
    }
    if (!e.runNextCommand()) {
      if (e.needApply)
        e.applyStepByStep();
      else if (!e.computeNextDiff() && e.pendingRun)
        e.runPending();
      else if (e.pendingCode && !e.diffPending())
        e.generatePendingCode();
      else if (e.pendingNumbers && !e.diffPending())
        e.numbersPending();
      e.publish(); // the result of the apply, diff or run, or that nothing is left to do
    }
    e.views.releaseUnused();
  }
  e.shutdown();
}

// -- commands -------------------------------------------------------------------------------------

Pending Workbench::openGraph(std::string path) {
  return submit([path](Engine &e) -> Outcome {
    // MLIR's parser crashes on some malformed text instead of reporting it (tests/fuzz/README.md):
    // a file is read in a child first (`lantern-cli roles`: parse, verify, roles), and only a file
    // that child survives is parsed here.
    if (e.options.isolation.enabled) {
      const Isolation &iso = e.options.isolation;
      process::ChildOptions child;
      child.argv = {iso.cli.empty() ? process::siblingCli() : iso.cli, "roles", path};
      child.limits = iso.step;
      child.captureOutput = true;
      child.echoError = false;
      process::ChildResult probe = process::runChild(child);
      if (!probe.exited())
        return e.fail("cannot open graph " + path + ": reading it " + probe.describe() +
                      " (in a child process; the app is not affected)");
    }
    std::vector<Diagnostic> diagnostics;
    auto loaded = graph::loadGraph(*e.context, path, diagnostics);
    if (!loaded)
      return e.fail("cannot open graph " + path + ": " + formatAll(diagnostics));
    auto view = std::make_shared<GraphView>();
    view->path = path;
    view->roles = loaded->roles;
    view->dataflow = graph::buildDataflow(*loaded->module, loaded->roles.functionName);
    e.session->setGraph(loaded->module->clone());
    e.graph = std::move(loaded);
    e.graphView = view;
    e.session->apply(0);
    view->lines = e.session->trace().initial->lineCount();
    ++e.edits;
    ++e.graphSerial;
    e.needApply = true;
    e.cancelled = false;
    e.runView.error.clear(); // the last result stays, marked stale
    e.focus.serial++;
    e.focus.stepId = 0;
    e.focus.line = -1;
    if (!e.graph->roles.isAttention)
      e.note(Severity::Warning, path + ": generic graph (no attention pattern): " + e.graph->roles.reason);
    std::string error;
    if (!e.recent.addGraph(e.options.stateDir, path, error))
      e.note(Severity::Warning, error);
    e.note(Severity::Note, "opened graph " + path);
    return {};
  });
}

Pending Workbench::openSchedule(std::string path) {
  return submit([path](Engine &e) -> Outcome {
    std::vector<Diagnostic> errors;
    auto loaded = schedule::loadSchedule(path, errors);
    if (!loaded)
      return e.fail("cannot open schedule " + path + ": " + formatAll(errors));
    e.session->resetSchedule(std::move(*loaded));
    e.schedulePath = path;
    e.savedText = schedule::toJsonText(e.session->schedule());
    e.scheduleChanged();
    std::string error;
    if (!e.recent.addSchedule(e.options.stateDir, path, error))
      e.note(Severity::Warning, error);
    e.note(Severity::Note, "opened schedule " + path);
    return {};
  });
}

Pending Workbench::newSchedule() {
  return submit([](Engine &e) -> Outcome {
    schedule::Schedule empty;
    empty.name = "untitled";
    e.session->resetSchedule(std::move(empty));
    e.schedulePath.clear();
    e.savedText = schedule::toJsonText(e.session->schedule());
    e.scheduleChanged();
    return {};
  });
}

Pending Workbench::restoreSchedule(std::string scheduleText, std::string path) {
  return submit([scheduleText, path](Engine &e) -> Outcome {
    std::vector<Diagnostic> errors;
    auto restored = schedule::parseSchedule(scheduleText, "autosave", errors);
    if (!restored)
      return e.fail("cannot restore the autosaved schedule:\n" + formatAll(errors));
    e.session->resetSchedule(std::move(*restored));
    e.schedulePath = path;
    e.savedText.clear(); // never saved in this form: dirty until saved
    e.scheduleChanged();
    e.note(Severity::Note, "restored the autosaved schedule");
    return {};
  });
}

Pending Workbench::replaceSchedule(std::string scheduleText, std::string origin) {
  return submit([scheduleText, origin](Engine &e) -> Outcome {
    std::vector<Diagnostic> errors;
    auto replaced = schedule::parseSchedule(scheduleText, origin, errors);
    if (!replaced)
      return e.fail("cannot load the schedule of " + origin + ":\n" + formatAll(errors));
    e.session->setSchedule(std::move(*replaced));
    e.scheduleChanged();
    e.note(Severity::Note, "loaded the schedule of " + origin + " (undo to go back)");
    return {};
  });
}

Pending Workbench::saveSchedule(std::string path, bool replaceNonEmpty) {
  return submit([path, replaceNonEmpty](Engine &e) -> Outcome {
    std::string target = path.empty() ? e.schedulePath : path;
    if (target.empty())
      return e.fail("the schedule has no file yet: use Save As");
    std::error_code ec;
    if (!replaceNonEmpty && e.session->schedule().steps.empty() && std::filesystem::exists(target, ec)) {
      std::vector<Diagnostic> ignored;
      auto onDisk = schedule::loadSchedule(target, ignored);
      if (!onDisk || !onDisk->steps.empty()) {
        std::string held = onDisk ? std::to_string(onDisk->steps.size()) + " step(s)" : "something that is not a schedule";
        Outcome refused = e.fail("not saved: the schedule is empty and " + target + " holds " + held +
                                 "; save again and confirm to replace it");
        refused.confirm = "Replace " + held + " in " + target + " with an empty schedule?";
        return refused;
      }
    }
    Diagnostic error;
    if (!schedule::saveSchedule(e.session->schedule(), target, error))
      return e.fail(error.format());
    e.schedulePath = target;
    e.savedText = schedule::toJsonText(e.session->schedule());
    e.autosave.discard();
    std::string recentError;
    if (!e.recent.addSchedule(e.options.stateDir, target, recentError))
      e.note(Severity::Warning, recentError);
    e.note(Severity::Note, "saved " + target);
    return {};
  });
}

Pending Workbench::exportScript(std::string path) {
  return submit([path](Engine &e) -> Outcome {
    std::string error;
    if (!writeFileAtomically(path, schedule::exportScript(e.session->schedule()), error))
      return e.fail(error);
    e.note(Severity::Note, "exported the transform script to " + path);
    return {};
  });
}

Pending Workbench::addStep(size_t index, schedule::Step step) {
  return submit([index, step](Engine &e) -> Outcome {
    std::vector<Diagnostic> errors;
    size_t at = std::min(index, e.session->schedule().steps.size());
    bool ok = e.session->addStep(at, step, &errors);
    if (ok)
      e.selectedId = e.session->schedule().steps[at].id;
    return e.edit(ok, "cannot add a " + step.kind + " step", errors);
  });
}

Pending Workbench::removeStep(uint64_t id) {
  return submit([id](Engine &e) {
    return e.editStep(id, "delete the step", [&](size_t i) { return e.session->removeStep(i); });
  });
}

Pending Workbench::moveStep(uint64_t id, size_t to) {
  return submit([id, to](Engine &e) {
    size_t count = e.session->schedule().steps.size();
    if (to >= count)
      return e.fail("move step: position " + std::to_string(to + 1) + " is out of range (the schedule has " +
                    std::to_string(count) + " steps)");
    return e.editStep(id, "move the step", [&](size_t i) { return e.session->moveStep(i, to); });
  });
}

Pending Workbench::duplicateStep(uint64_t id) {
  return submit([id](Engine &e) {
    return e.editStep(id, "duplicate the step", [&](size_t i) { return e.session->duplicateStep(i); });
  });
}

Pending Workbench::setEnabled(uint64_t id, bool enabled) {
  return submit([id, enabled](Engine &e) {
    return e.editStep(id, "enable or disable the step", [&](size_t i) { return e.session->setEnabled(i, enabled); });
  });
}

Pending Workbench::setTarget(uint64_t id, std::string target) {
  return submit([id, target](Engine &e) -> Outcome {
    int index = e.indexOf(id);
    if (index < 0)
      return e.fail("set target: the step is no longer in the schedule");
    std::vector<Diagnostic> errors;
    return e.edit(e.session->setTarget(static_cast<size_t>(index), target, &errors), "cannot set the target",
                  errors);
  });
}

Pending Workbench::setParam(uint64_t id, std::string name, nlohmann::json value) {
  return submit([id, name, value](Engine &e) -> Outcome {
    int index = e.indexOf(id);
    if (index < 0)
      return e.fail("set " + name + ": the step is no longer in the schedule");
    std::vector<Diagnostic> errors;
    return e.edit(e.session->setParam(static_cast<size_t>(index), name, value, &errors), "cannot set " + name,
                  errors);
  });
}

Pending Workbench::undo() {
  return submit([](Engine &e) { return e.edit(e.session->undo(), "nothing to undo"); });
}

Pending Workbench::redo() {
  return submit([](Engine &e) { return e.edit(e.session->redo(), "nothing to redo"); });
}

Pending Workbench::apply() {
  return submit([](Engine &e) {
    e.needApply = true;
    e.cancelled = false;
    return Outcome{};
  });
}

Pending Workbench::select(uint64_t id) {
  return submit([id](Engine &e) {
    e.selectedId = id;
    return Outcome{};
  });
}

Pending Workbench::locate(uint64_t stepId, Diagnostic location) {
  return submit([stepId, location](Engine &e) { return e.locate(stepId, location); });
}

Pending Workbench::generateCode(std::string backend, bool force) {
  return submit([backend, force](Engine &e) -> Outcome {
    if (!e.graph)
      return e.fail("Code view: open a graph first");
    e.pendingCode = backend;
    e.forceCode = e.forceCode || force;
    return Outcome{};
  });
}

Pending Workbench::run(run::RunOptions options, uint64_t upToStep) {
  return submit([options, upToStep](Engine &e) -> Outcome {
    if (!e.graph)
      return e.fail("run: open a graph first");
    e.pendingRun = Engine::RunRequest{options, upToStep};
    e.runView.error.clear();
    return Outcome{};
  });
}

Pending Workbench::checkSteps(std::string maskKind, uint64_t seed, bool bisect) {
  return submit([maskKind, seed, bisect](Engine &e) -> Outcome {
    if (!e.graph)
      return e.fail("step numerics: open a graph first");
    e.pendingNumbers = Engine::NumbersRequest{maskKind, seed, bisect};
    if (bisect)
      e.bisectResult.clear();
    return Outcome{};
  });
}

} // namespace lantern::gui
