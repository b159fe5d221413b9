// The desktop app's worker thread: commands in, immutable states out. This file is the public API
// (each command queued from the UI thread) and the worker loop; what the worker does is in
// workbench_engine.cpp (the session side) and workbench_children.cpp (runs, checks and code in child
// processes), around the state of workbench_engine.h.
#include "workbench_engine.h"

#include "ir/context.h"
#include "ir/module.h"
#include "schedule/script.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

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
