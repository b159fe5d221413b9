// Workbench::Engine, the session side: edits of the schedule, applying step by step (incrementally,
// so edits and a cancel take effect between two steps), diffs, and the states published to the UI.
#include "workbench_engine.h"

#include "backend/backend.h"
#include "ir/module.h"
#include "schedule/script.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <set>

namespace lantern::gui {

void Workbench::Engine::note(Severity severity, std::string text) {
  auto next = std::make_shared<std::vector<LogEntry>>(*log);
  next->push_back({severity, std::move(text)});
  constexpr size_t kMaxLog = 500;
  if (next->size() > kMaxLog)
    next->erase(next->begin(), next->begin() + static_cast<long>(next->size() - kMaxLog));
  log = std::move(next);
}

Outcome Workbench::Engine::fail(std::string message) {
  note(Severity::Error, message);
  return {false, std::move(message)};
}

bool Workbench::Engine::queueEmpty() const {
  std::lock_guard<std::mutex> lock(mutex);
  return queue.empty();
}

// Runs the oldest queued command, publishes, then completes its Pending; false when none.
bool Workbench::Engine::runNextCommand() {
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

int Workbench::Engine::indexOf(uint64_t id) const {
  const auto &steps = session->schedule().steps;
  for (size_t i = 0; i < steps.size(); ++i)
    if (steps[i].id == id)
      return static_cast<int>(i);
  return -1;
}

// The trace describes the current schedule (no edit since the last apply).
bool Workbench::Engine::traceAligned() const {
  const auto &steps = session->schedule().steps;
  const auto &trace = session->trace().steps;
  if (trace.size() != steps.size())
    return false;
  for (size_t i = 0; i < steps.size(); ++i)
    if (trace[i].stepId != steps[i].id)
      return false;
  return true;
}

bool Workbench::Engine::diffPending() const {
  if (!traceAligned() || needApply)
    return false;
  for (const session::StepTrace &st : session->trace().steps)
    if (st.status == session::StepStatus::Ok && !views.diffOf(st.before, st.after))
      return true;
  const session::Trace &trace = session->trace();
  return trace.initial && !views.hasText(trace.final());
}

bool Workbench::Engine::hasWork() const {
  return needApply || diffPending() || pendingRun.has_value() || pendingCode.has_value() || pendingNumbers.has_value();
}

void Workbench::Engine::publish() {
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
std::string Workbench::Engine::staleReason() const {
  const RunRecordPtr &last = runView.record;
  if (!last)
    return "";
  if (last->graphSerial != graphSerial)
    return "the graph changed since this run";
  if (last->scheduleText != schedule::toJsonText(session->schedule()))
    return "the schedule changed since this run";
  return "";
}

void Workbench::Engine::describeSchedule(WorkbenchState &s) const {
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
void Workbench::Engine::describeSteps(WorkbenchState &s) {
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

void Workbench::Engine::showResult(StepView &view, const session::StepTrace &st, bool fromCache) {
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

void Workbench::Engine::scheduleChanged() {
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
Outcome Workbench::Engine::edit(bool ok, const std::string &failure, const std::vector<Diagnostic> &errors) {
  if (!ok)
    return fail(errors.empty() ? failure : formatAll(errors));
  scheduleChanged();
  return {};
}

Outcome Workbench::Engine::editStep(uint64_t id, const std::string &what, const std::function<bool(size_t)> &change) {
  int index = indexOf(id);
  if (index < 0)
    return fail("cannot " + what + ": the step is no longer in the schedule");
  return edit(change(static_cast<size_t>(index)), "cannot " + what);
}

void Workbench::Engine::applyStepByStep() {
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
bool Workbench::Engine::computeNextDiff() {
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

Outcome Workbench::Engine::locate(uint64_t stepId, const Diagnostic &where) {
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
session::SnapshotPtr Workbench::Engine::irGivenTo(uint64_t stepId) const {
  session::SnapshotPtr snapshot = session->trace().initial;
  for (const session::StepTrace &st : session->trace().steps)
    if (st.stepId == stepId)
      snapshot = st.before;
  return snapshot;
}

void Workbench::Engine::shutdown() {
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

} // namespace lantern::gui
