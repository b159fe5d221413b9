// Session: a graph and a schedule, and the Trace of applying the schedule one step at a time.
// Recomputation is incremental (snapshots are cached by the content of the schedule prefix) and
// every schedule edit can be undone and redone.
#pragma once

#include "ir/constants.h"
#include "ir/diagnostics.h"
#include "schedule/schedule.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>
#include <string>
#include <unordered_map>
#include <vector>

namespace mlir {
class MLIRContext;
}

namespace lantern::session {

enum class StepStatus { Ok, Failed, Disabled, NotRun };
const char *toString(StepStatus status);

// A snapshot's module, or the means to make it. An applier that keeps the IR elsewhere (the engine
// process) may hand over a loader instead of the module: the IR panel and the diff need only the
// text, so the module is made the first time something asks for it (a later step's target check, a
// compile, a diagnostic's line). Reads it as an OwningOpRef reads; null only when a loader failed
// (loadError() says why).
class SnapshotModule {
public:
  using Loader = std::function<mlir::OwningOpRef<mlir::ModuleOp>(std::string &error)>;
  SnapshotModule() = default;
  SnapshotModule(const SnapshotModule &) = delete;
  SnapshotModule &operator=(const SnapshotModule &) = delete;
  SnapshotModule &operator=(mlir::OwningOpRef<mlir::ModuleOp> module);
  void setLoader(Loader loader);

  mlir::ModuleOp get() const;
  mlir::ModuleOp operator*() const { return get(); }
  mlir::ModuleOp *operator->() const;
  explicit operator bool() const { return static_cast<bool>(get()); }
  // Whether the module exists now (false while a loader waits to be asked).
  bool loaded() const;
  std::string loadError() const;

private:
  void materialize() const;
  mutable std::mutex mutex;
  mutable mlir::OwningOpRef<mlir::ModuleOp> module;
  mutable Loader loader;
  mutable std::string error;
};

// The IR at one point of the trace. Immutable once made, shared between trace and cache.
struct Snapshot {
  SnapshotModule module;
  // Printed without locations, as mlir-opt prints it, with large constants elided
  // (ir/constants.h): what the IR panel, the diff and `lantern-cli apply` show.
  std::string ir;
  std::vector<ElidedConstant> elided; // the constants `ir` elides
  size_t lineCount() const;
};
using SnapshotPtr = std::shared_ptr<const Snapshot>;

struct StepTrace {
  uint64_t stepId = 0;
  StepStatus status = StepStatus::NotRun;
  // Failed because the process that applied it died: "crashed (SIGSEGV, signal 11)", "timed out ...".
  std::string crashed;
  double milliseconds = 0; // time spent applying (0 when cached, disabled or not run)
  bool fromCache = false;
  std::vector<Diagnostic> diagnostics;
  std::string script; // the transform IR the step was applied with
  SnapshotPtr before;  // IR before the step
  SnapshotPtr after;   // IR after the step; == before when it failed, was disabled or did not run
};

struct Trace {
  SnapshotPtr initial;
  std::vector<StepTrace> steps;
  SnapshotPtr final() const; // the IR after the last step that ran
  bool ok() const;           // no step failed
  int firstFailure() const;  // 0-based index, -1 when none
};

// What applying one step's transform script did.
struct Application {
  bool ok = false;
  std::vector<Diagnostic> diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> after; // ok: the IR after the step, verified
  SnapshotModule::Loader loadAfter;        // ok, instead of `after` (with afterText): makes it on demand
  std::string afterText;                   // ok, optional: `after` printed as Snapshot::ir prints it
  std::vector<ElidedConstant> afterElided; // with afterText: the constants it elides
  std::string crashed;                     // !ok because the applying process died: how
};
// The step a Session applies next if the one it asks for succeeds (the next enabled step, not
// cached, within the steps asked for): an applier may start on it before it is asked.
struct StepAhead {
  std::string label;
  size_t index = 0;
  std::string script;
};
// Applies `script` (a transform module with @__transform_main) to a copy of `before`; `label`
// ("step 3 (tile)") starts the messages; `next`, when not null, is the step expected after it.
// `step` is the validated step the script was made from: the applier first refuses it, as
// unmatchedTarget says, when a target selects nothing in `before` (the session does not look at
// `before`'s module itself, which may live in the applier's process).
// The default applies in this process; the GUI's applies in an engine process (engine/engine.h).
using Applier = std::function<Application(const std::string &label, size_t index, const std::string &script,
                                          const SnapshotPtr &before, const StepAhead *next,
                                          const schedule::Step &step)>;
// The first of a validated step's targets (its own, then its Target parameters) that selects no op
// under `root`, as a message; "" when each selects something or cannot be counted here.
std::string unmatchedTarget(const schedule::Step &step, mlir::Operation *root);
// In this process: parses `script`, applies it to a clone of `before` and verifies the result.
Application applyInProcess(mlir::MLIRContext &context, const std::string &label, size_t index,
                           const std::string &script, mlir::ModuleOp before);

class Session {
public:
  explicit Session(mlir::MLIRContext &context);
  ~Session();

  mlir::MLIRContext &context() { return ctx; }
  // The hashes of the constants this session's snapshots elide.
  ConstantTable &constants() { return constantTable; }
  // Where steps are applied (null: in this process).
  void setApplier(Applier next) { applier = std::move(next); }

  // The graph the schedule applies to (already role-tagged). Clears the cache.
  void setGraph(mlir::OwningOpRef<mlir::ModuleOp> module);
  bool hasGraph() const { return static_cast<bool>(initial); }

  // Replaces the schedule; undoable.
  void setSchedule(schedule::Schedule schedule);
  // Replaces the schedule and forgets the undo and redo history: opening a file is not an edit.
  void resetSchedule(schedule::Schedule schedule);
  const schedule::Schedule &schedule() const { return current; }

  // Edits (all undoable). Indices are 0-based. Each returns false, with `error` set, when invalid.
  bool addStep(size_t index, schedule::Step step, std::vector<Diagnostic> *errors = nullptr);
  bool removeStep(size_t index);
  bool moveStep(size_t from, size_t to);
  bool duplicateStep(size_t index);
  bool setEnabled(size_t index, bool enabled);
  bool setTarget(size_t index, const std::string &target, std::vector<Diagnostic> *errors = nullptr);
  bool setParam(size_t index, const std::string &name, const nlohmann::json &value,
                std::vector<Diagnostic> *errors = nullptr);
  bool undo();
  bool redo();
  bool canUndo() const { return !undoStack.empty(); }
  bool canRedo() const { return !redoStack.empty(); }

  // Applies the schedule up to `upto` steps (all by default), reusing cached snapshots for every
  // unchanged prefix. Cancellation is checked between steps.
  const Trace &apply(size_t upto = SIZE_MAX, const std::atomic<bool> *cancel = nullptr);
  const Trace &trace() const { return lastTrace; }

  // How many steps were really executed (not served from the cache) since construction.
  uint64_t executedSteps() const { return executed; }
  size_t cacheSize() const { return cache.size(); }
  void setCacheCapacity(size_t capacity) { cacheCapacity = capacity; }

private:
  struct CachedStep {
    StepStatus status;
    std::string crashed;
    double milliseconds;
    std::vector<Diagnostic> diagnostics;
    std::string script;
    SnapshotPtr after;
  };
  using Key = uint64_t;

  void pushHistory();
  StepTrace runStep(const schedule::Step &step, size_t index, const SnapshotPtr &before, const StepAhead *next);
  // The first enabled step after `index` (below `upto`) whose result is not cached, as an applier's
  // hint; `key` is the cache key up to and including step `index`.
  std::optional<StepAhead> stepAfter(size_t index, size_t upto, Key key) const;
  const CachedStep *lookup(Key key);
  void store(Key key, CachedStep entry);

  mlir::MLIRContext &ctx;
  ConstantTable constantTable;
  Applier applier;
  SnapshotPtr initial;
  Key graphKey = 0;
  schedule::Schedule current;
  std::vector<schedule::Schedule> undoStack, redoStack;
  Trace lastTrace;
  uint64_t executed = 0;

  // LRU cache of step results keyed by the hash of (graph, step contents up to and including it).
  std::list<Key> lru;
  std::unordered_map<Key, std::pair<CachedStep, std::list<Key>::iterator>> cache;
  size_t cacheCapacity = 64;
};

// Builds a snapshot (clone + print) of `module`.
SnapshotPtr makeSnapshot(mlir::ModuleOp module);

// The snapshot's IR as a front end writes it: Snapshot::ir, or with `fullConstants` the module
// printed with every constant in full (a file mlir-opt can run).
std::string snapshotText(const Snapshot &snapshot, bool fullConstants);
// The full text of the constant `hashOrKey` names in the snapshot: its 16 hex digits, or the
// elided resource key (`__elided__0123...`); nullopt when the snapshot elides no such constant.
std::optional<std::string> elidedConstantText(const Snapshot &snapshot, std::string_view hashOrKey);

} // namespace lantern::session
