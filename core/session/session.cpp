// Session: incremental application of a schedule with a prefix cache, and undo/redo of edits.
#include "session/session.h"

#include "graph/roles.h"
#include "process/child.h"
#include "ir/module.h"
#include "schedule/catalog.h"
#include "schedule/script.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/IR/Verifier.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <sstream>

namespace lantern::session {

namespace {

uint64_t hashCombine(uint64_t seed, const std::string &text) {
  uint64_t h = std::hash<std::string>{}(text);
  return seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

std::string stepLabel(const schedule::Step &step, size_t index) {
  return "step " + std::to_string(index + 1) + " (" + step.kind + ")";
}

// After a step failed on the IR: a note with what its kind needs (the catalog's preconditions), so an
// upstream message such as "could not find a parent op that matches all requirements" says which
// step must come first. Left out when a diagnostic already says it.
void notePreconditions(const schedule::Step &step, std::vector<Diagnostic> &diagnostics) {
  const schedule::StepKind *kind = schedule::findKind(step.kind);
  if (!kind || kind->preconditions.empty())
    return;
  for (const Diagnostic &d : diagnostics)
    if (d.message.find(kind->preconditions) != std::string::npos)
      return;
  Diagnostic note;
  note.severity = Severity::Note;
  note.message = kind->name + " needs: " + kind->preconditions;
  diagnostics.push_back(std::move(note));
}

} // namespace

std::string unmatchedTarget(const schedule::Step &step, mlir::Operation *root) {
  const char *matchesNothing = "' matches no operation in the IR before this step";
  std::optional<int> count = step.resolvedTarget().countMatches(root);
  // A kind with `if_present` turned on accepts a target that selects nothing: it then does nothing.
  const schedule::StepKind *kind = schedule::findKind(step.kind);
  bool ifPresent = kind && kind->param("if_present") && step.flag("if_present");
  if (count && *count == 0 && !ifPresent)
    return "target '" + step.resolvedTarget().text + matchesNothing;
  for (const auto &[name, target] : step.parsedTargetParams) {
    count = target.countMatches(root);
    if (count && *count == 0)
      return "field '" + name + "': target '" + target.text + matchesNothing;
  }
  return "";
}

const char *toString(StepStatus status) {
  switch (status) {
  case StepStatus::Ok:
    return "ok";
  case StepStatus::Failed:
    return "failed";
  case StepStatus::Disabled:
    return "disabled";
  case StepStatus::NotRun:
    return "not run";
  }
  return "?";
}

size_t Snapshot::lineCount() const { return static_cast<size_t>(std::count(ir.begin(), ir.end(), '\n')); }

SnapshotPtr Trace::final() const {
  SnapshotPtr last = initial;
  for (const StepTrace &s : steps)
    if (s.status == StepStatus::Ok)
      last = s.after;
  return last;
}

bool Trace::ok() const { return firstFailure() < 0; }

int Trace::firstFailure() const {
  for (size_t i = 0; i < steps.size(); ++i)
    if (steps[i].status == StepStatus::Failed)
      return static_cast<int>(i);
  return -1;
}

SnapshotModule &SnapshotModule::operator=(mlir::OwningOpRef<mlir::ModuleOp> made) {
  std::lock_guard<std::mutex> lock(mutex);
  module = std::move(made);
  loader = nullptr;
  error.clear();
  return *this;
}

void SnapshotModule::setLoader(Loader made) {
  std::lock_guard<std::mutex> lock(mutex);
  module = nullptr;
  loader = std::move(made);
  error.clear();
}

void SnapshotModule::materialize() const {
  if (module || !loader)
    return;
  Loader load = std::move(loader);
  loader = nullptr;
  module = load(error);
  if (!module && error.empty())
    error = "the IR of this snapshot could not be made again";
}

mlir::ModuleOp SnapshotModule::get() const {
  std::lock_guard<std::mutex> lock(mutex);
  materialize();
  return module ? *module : mlir::ModuleOp();
}

mlir::ModuleOp *SnapshotModule::operator->() const {
  std::lock_guard<std::mutex> lock(mutex);
  materialize();
  return module.operator->();
}

bool SnapshotModule::loaded() const {
  std::lock_guard<std::mutex> lock(mutex);
  return static_cast<bool>(module);
}

std::string SnapshotModule::loadError() const {
  std::lock_guard<std::mutex> lock(mutex);
  return error;
}

SnapshotPtr makeSnapshot(mlir::ModuleOp module) {
  auto snapshot = std::make_shared<Snapshot>();
  snapshot->module = module.clone();
  ConstantTable table;
  PrintedIr printed = printElided(*snapshot->module, table);
  snapshot->ir = std::move(printed.text);
  snapshot->elided = std::move(printed.elided);
  return snapshot;
}

std::string snapshotText(const Snapshot &snapshot, bool fullConstants) {
  if (!fullConstants || snapshot.elided.empty())
    return snapshot.ir;
  mlir::ModuleOp module = snapshot.module.get();
  return module ? printOp(module) : snapshot.ir; // (a module that cannot be made: its text as shown)
}

std::optional<std::string> elidedConstantText(const Snapshot &snapshot, std::string_view hashOrKey) {
  std::optional<uint64_t> hash = elidedHash(hashOrKey);
  if (!hash)
    hash = elidedHash(std::string(kElidedPrefix) + std::string(hashOrKey));
  if (!hash)
    return std::nullopt;
  for (const ElidedConstant &c : snapshot.elided)
    if (c.hash == *hash)
      return constantText(c.value);
  return std::nullopt;
}

Session::Session(mlir::MLIRContext &context) : ctx(context) {}
Session::~Session() = default;

void Session::setGraph(mlir::OwningOpRef<mlir::ModuleOp> module) {
  auto snapshot = std::make_shared<Snapshot>();
  PrintedIr printed = printElided(*module, constantTable);
  snapshot->ir = std::move(printed.text);
  snapshot->elided = std::move(printed.elided);
  snapshot->module = std::move(module);
  initial = snapshot;
  graphKey = hashCombine(0, initial->ir);
  cache.clear();
  lru.clear();
  lastTrace = Trace{};
}

void Session::pushHistory() {
  undoStack.push_back(current);
  redoStack.clear();
}

void Session::setSchedule(schedule::Schedule schedule) {
  pushHistory();
  current = std::move(schedule);
  current.assignIds();
}

void Session::resetSchedule(schedule::Schedule schedule) {
  undoStack.clear();
  redoStack.clear();
  current = std::move(schedule);
  current.assignIds();
}

bool Session::addStep(size_t index, schedule::Step step, std::vector<Diagnostic> *errors) {
  if (index > current.steps.size())
    return false;
  std::vector<Diagnostic> local;
  if (!schedule::validateStep(step, "new step (" + step.kind + ")", errors ? *errors : local))
    return false;
  pushHistory();
  current.steps.insert(current.steps.begin() + static_cast<long>(index), std::move(step));
  current.assignIds();
  return true;
}

bool Session::removeStep(size_t index) {
  if (index >= current.steps.size())
    return false;
  pushHistory();
  current.steps.erase(current.steps.begin() + static_cast<long>(index));
  return true;
}

bool Session::moveStep(size_t from, size_t to) {
  if (from >= current.steps.size() || to >= current.steps.size())
    return false;
  if (from == to)
    return true;
  pushHistory();
  schedule::Step moved = std::move(current.steps[from]);
  current.steps.erase(current.steps.begin() + static_cast<long>(from));
  current.steps.insert(current.steps.begin() + static_cast<long>(to), std::move(moved));
  return true;
}

bool Session::duplicateStep(size_t index) {
  if (index >= current.steps.size())
    return false;
  pushHistory();
  schedule::Step copy = current.steps[index];
  copy.id = 0;
  current.steps.insert(current.steps.begin() + static_cast<long>(index) + 1, std::move(copy));
  current.assignIds();
  return true;
}

bool Session::setEnabled(size_t index, bool enabled) {
  if (index >= current.steps.size())
    return false;
  if (current.steps[index].enabled == enabled)
    return true;
  pushHistory();
  current.steps[index].enabled = enabled;
  return true;
}

bool Session::setTarget(size_t index, const std::string &target, std::vector<Diagnostic> *errors) {
  if (index >= current.steps.size())
    return false;
  schedule::Step edited = current.steps[index];
  edited.target = target;
  std::vector<Diagnostic> local;
  if (!schedule::validateStep(edited, stepLabel(edited, index), errors ? *errors : local))
    return false;
  pushHistory();
  current.steps[index] = std::move(edited);
  return true;
}

bool Session::setParam(size_t index, const std::string &name, const nlohmann::json &value,
                       std::vector<Diagnostic> *errors) {
  if (index >= current.steps.size())
    return false;
  schedule::Step edited = current.steps[index];
  edited.params[name] = value;
  std::vector<Diagnostic> local;
  if (!schedule::validateStep(edited, stepLabel(edited, index), errors ? *errors : local))
    return false;
  pushHistory();
  current.steps[index] = std::move(edited);
  return true;
}

bool Session::undo() {
  if (undoStack.empty())
    return false;
  redoStack.push_back(std::move(current));
  current = std::move(undoStack.back());
  undoStack.pop_back();
  return true;
}

bool Session::redo() {
  if (redoStack.empty())
    return false;
  undoStack.push_back(std::move(current));
  current = std::move(redoStack.back());
  redoStack.pop_back();
  return true;
}

const Session::CachedStep *Session::lookup(Key key) {
  auto it = cache.find(key);
  if (it == cache.end())
    return nullptr;
  lru.splice(lru.begin(), lru, it->second.second);
  return &it->second.first;
}

void Session::store(Key key, CachedStep entry) {
  if (auto it = cache.find(key); it != cache.end()) {
    lru.erase(it->second.second);
    cache.erase(it);
  }
  lru.push_front(key);
  cache.emplace(key, std::make_pair(std::move(entry), lru.begin()));
  while (cache.size() > cacheCapacity) {
    cache.erase(lru.back());
    lru.pop_back();
  }
}

Application applyInProcess(mlir::MLIRContext &ctx, const std::string &label, size_t index,
                           const std::string &scriptText, mlir::ModuleOp before) {
  Application result;
  ParseResult script = parseModule(ctx, scriptText, label + " script");
  if (!script) {
    result.diagnostics = std::move(script.diagnostics);
    return result;
  }
  auto entry = script.module->lookupSymbol<mlir::transform::NamedSequenceOp>("__transform_main");
  mlir::OwningOpRef<mlir::ModuleOp> payload = before.clone();
  process::stage("apply step " + std::to_string(index + 1));
  process::faultPoint("apply." + std::to_string(index + 1));
  DiagnosticCapture capture(ctx);
  mlir::LogicalResult applied = mlir::transform::applyTransformNamedSequence(
      payload->getOperation(), entry, *script.module, mlir::transform::TransformOptions());
  if (mlir::succeeded(applied) && mlir::failed(mlir::verify(*payload))) {
    applied = mlir::failure();
    ctx.getDiagEngine().emit(payload->getLoc(), mlir::DiagnosticSeverity::Error)
        << label << ": the step produced IR that does not verify (discarded: the IR stays as it was before the step)";
  }
  result.diagnostics = capture.take();
  if (mlir::failed(applied))
    return result;
  result.ok = true;
  result.after = std::move(payload);
  return result;
}

StepTrace Session::runStep(const schedule::Step &step, size_t index, const SnapshotPtr &before,
                           const StepAhead *next) {
  StepTrace result;
  result.stepId = step.id;
  result.before = before;
  result.after = before;
  result.status = StepStatus::Failed;
  std::string label = stepLabel(step, index);
  auto start = std::chrono::steady_clock::now();
  auto finish = [&](StepTrace &r) {
    r.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return r;
  };

  // A schedule assembled in code may hold steps nobody validated; their targets are parsed here.
  std::optional<schedule::Step> validated;
  if (!step.parsedTarget) {
    validated = step;
    if (!schedule::validateStep(*validated, label, result.diagnostics))
      return finish(result);
  }
  const schedule::Step &checked = validated ? *validated : step;
  result.script = schedule::stepScript(checked, index + 1);
  // A target that selects nothing would make most transforms silently do nothing; say so. (An
  // applier checks in its own process, where the module may be.)
  if (!applier) {
    std::string unmatched = unmatchedTarget(checked, before->module.get().getOperation());
    if (!unmatched.empty()) {
      result.diagnostics.push_back(makeError(label + ": " + unmatched));
      notePreconditions(checked, result.diagnostics);
      return finish(result);
    }
  }

  Application applied = applier ? applier(label, index, result.script, before, next, checked)
                                 : applyInProcess(ctx, label, index, result.script, before->module.get());
  result.diagnostics = std::move(applied.diagnostics);
  ++executed;
  if (!applied.ok) {
    result.crashed = applied.crashed;
    if (!hasErrors(result.diagnostics))
      result.diagnostics.push_back(makeError(label + ": the transform failed"));
    if (applied.crashed.empty())
      notePreconditions(checked, result.diagnostics);
    return finish(result);
  }
  auto after = std::make_shared<Snapshot>();
  if (applied.afterText.empty()) {
    PrintedIr printed = printElided(*applied.after, constantTable);
    after->ir = std::move(printed.text);
    after->elided = std::move(printed.elided);
  } else {
    after->ir = std::move(applied.afterText);
    after->elided = std::move(applied.afterElided);
  }
  if (applied.after)
    after->module = std::move(applied.after);
  else
    after->module.setLoader(std::move(applied.loadAfter));
  result.after = after;
  result.status = StepStatus::Ok;
  return finish(result);
}

std::optional<StepAhead> Session::stepAfter(size_t index, size_t upto, Key key) const {
  for (size_t j = index + 1; j < current.steps.size() && j < upto; ++j) {
    const schedule::Step &step = current.steps[j];
    if (!step.enabled)
      continue;
    if (cache.count(hashCombine(key, step.contentKey())))
      return std::nullopt;
    StepAhead next{stepLabel(step, j), j, ""};
    if (step.parsedTarget) {
      next.script = schedule::stepScript(step, j + 1);
    } else {
      schedule::Step validated = step;
      std::vector<Diagnostic> ignored; // runStep says it when the step's turn comes
      if (!schedule::validateStep(validated, next.label, ignored))
        return std::nullopt;
      next.script = schedule::stepScript(validated, j + 1);
    }
    return next;
  }
  return std::nullopt;
}

const Trace &Session::apply(size_t upto, const std::atomic<bool> *cancel) {
  Trace trace;
  trace.initial = initial;
  if (!initial) {
    lastTrace = trace;
    return lastTrace;
  }
  Key key = graphKey;
  SnapshotPtr before = initial;
  bool blocked = false; // an earlier step failed or the run was cancelled
  for (size_t i = 0; i < current.steps.size(); ++i) {
    const schedule::Step &step = current.steps[i];
    StepTrace st;
    st.stepId = step.id;
    st.before = before;
    st.after = before;
    // A disabled step leaves the IR alone, so it does not enter the key of the steps after it.
    if (step.enabled)
      key = hashCombine(key, step.contentKey());
    if (blocked || i >= upto || (cancel && cancel->load())) {
      blocked = true;
      st.status = StepStatus::NotRun;
    } else if (!step.enabled) {
      st.status = StepStatus::Disabled;
    } else if (const CachedStep *hit = lookup(key)) {
      st.status = hit->status;
      st.milliseconds = hit->milliseconds;
      st.diagnostics = hit->diagnostics;
      st.script = hit->script;
      st.crashed = hit->crashed;
      st.after = hit->after ? hit->after : before;
      st.fromCache = true;
    } else {
      std::optional<StepAhead> next = applier ? stepAfter(i, upto, key) : std::nullopt;
      st = runStep(step, i, before, next ? &*next : nullptr);
      // A step whose engine died is not remembered: the next apply tries it again (a time limit
      // may have been too short, the machine too busy).
      if (st.crashed.empty())
        store(key, CachedStep{st.status, st.crashed, st.milliseconds, st.diagnostics, st.script,
                              st.status == StepStatus::Ok ? st.after : nullptr});
    }
    if (st.status == StepStatus::Failed)
      blocked = true;
    before = st.after;
    trace.steps.push_back(std::move(st));
  }
  lastTrace = std::move(trace);
  return lastTrace;
}

} // namespace lantern::session
