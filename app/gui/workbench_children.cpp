// Workbench::Engine, the work it does in child processes so that a crash, a hang or a runaway
// allocation there cannot take the app down: runs (`lantern-cli run-ir`), step checks (the checker
// process) and the Code view's stages (`lantern-cli emit-ir`).
#include "workbench_engine.h"

#include "backend/backend.h"
#include "backend/cuda/kernel_resources.h"
#include "ir/module.h"
#include "run/report_json.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <unordered_map>

namespace lantern::gui {

void Workbench::Engine::probeBackends() {
  for (backend::Backend *b : backend::registry()) {
    backend::Availability availability = b->availability();
    backends.push_back({b->name(), availability.available, availability.reason});
  }
}

// The snapshot a run compiles: the IR after the last step, or after `upToStep`. Empty, with
// `error` set, when a step it depends on failed or did not run.
session::SnapshotPtr Workbench::Engine::snapshotToRun(uint64_t upToStep, size_t &stepsCompiled, std::string &error) const {
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
  session::SnapshotPtr snapshot =
      stop == 0 ? trace.initial : trace.steps[stop - 1].after ? trace.steps[stop - 1].after : trace.final();
  // The engine may still hold the last step's module: asked for here.
  if (snapshot && !snapshot->module) {
    error = "the IR to compile is not available: " + snapshot->module.loadError();
    return nullptr;
  }
  return snapshot;
}

// One run in a fresh `lantern-cli run-ir` (a fresh process and GPU context each time) under the
// run limits: the report it sends back, or a failed report saying how the process died and in
// which stage.
run::RunReport Workbench::Engine::runInChild(mlir::ModuleOp compiled, const run::RunOptions &runOptions) {
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

void Workbench::Engine::runPending() {
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
bool Workbench::Engine::ensureOracle(const NumbersRequest &request) {
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

void Workbench::Engine::remember(const session::Trace &trace, const run::StepCheck &check) {
  numbers[trace.steps[check.step].after] = std::make_shared<run::StepCheck>(check);
}

// One unit of step-numerics work: a whole bisection, or the next unchecked step of "Check every
// step" (so commands run between two checks).
void Workbench::Engine::numbersPending() {
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
void Workbench::Engine::emitInChild(const std::string &irText, const std::string &backendName, CodeStage &stage) {
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
void Workbench::Engine::generatePendingCode() {
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

} // namespace lantern::gui
