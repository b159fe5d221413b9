// The engine process: step applications (the transform interpreter, upstream transforms, the
// verifier) in a child `lantern-cli engine`, so that a transform that crashes, hangs or allocates
// without bound takes down that child and not the app. The app keeps the session, the snapshots and
// the undo history; the engine is stateless but for a cache of the modules it made, so a step's IR
// is not sent back to it when the next step applies to it. A dead engine is replaced by a fresh one
// at the next step; nothing needs replaying, because the app holds every snapshot.
//
// Protocol: one JSON object per line each way.
//   request  {"label", "index", "script", "before": IR text | "before_ref": N, "all_constants", "lazy",
//             "check": {"kind", "target", "params"}, "next": {"label", "index", "script"}}
//   reply    {"ok", "diagnostics", "before_ref", "bytecode" (ok: the IR after as MLIR bytecode with
//             its locations, base64), "ref", "constants"} or {"missing": true} when "before_ref"
//             names a module it no longer holds. With "lazy" an ok reply has no bytecode but the IR
//             after printed as Snapshot::ir is ("ir") and the hashes of the constants it elides
//             ("elided"): the module stays in the engine.
//   request  {"fetch": N, "all_constants"}: the module the engine holds as N, as
//   reply    {"ok", "bytecode", "constants"} or {"missing": true}.
// "check" is the step the script was made from: the engine refuses it first when a target selects
// nothing in the IR before it (session::unmatchedTarget), as the session does in process.
// "next" is the step the app applies after this one if it succeeds: the engine applies it (and
// prints it) as soon as the reply is sent, and answers the request for it from that work when it
// comes (same module, label, index and script). The app asks lazily: it shows the text and fetches
// a step's module only when something needs it (Snapshot::module: a compile, a run, a diagnostic's
// line, a fresh engine that needs the IR sent), and applies the step again in a fresh engine when
// the engine that made it is gone; so an edit does not wait for bytecode to be written and read.
// Weights travel once: the bytecode has its large constants elided (ir/constants.h), and
// "constants" holds only those the app has not seen from this engine or sent it ({"hash", "type",
// "kind": "dense" | "resource", "key", "align", "data": base64 of the bytes}); "all_constants" asks
// for every one.
#pragma once

#include "ir/constants.h"
#include "process/child.h"
#include "run/step_check.h"
#include "session/session.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdio>
#include <iosfwd>
#include <memory>
#include <unordered_map>

namespace lantern::engine {

class EngineProcess {
public:
  // `argv`: the engine command line (siblingCli(), "engine"); `limits`: per step, and its memory.
  EngineProcess(mlir::MLIRContext &context, std::vector<std::string> argv, process::Limits limits);

  ~EngineProcess();
  EngineProcess(const EngineProcess &) = delete;
  EngineProcess &operator=(const EngineProcess &) = delete;

  // Without `next`, the result's module stays in the engine until asked for (Application::loadAfter);
  // if the engine no longer holds it then, the step is applied again.
  // `step`, when given, is checked first in the engine (session::unmatchedTarget).
  session::Application apply(const std::string &label, size_t index, const std::string &script,
                             const session::SnapshotPtr &before, const session::StepAhead *next = nullptr,
                             const schedule::Step *step = nullptr);
  // apply() as a Session's applier; the EngineProcess must outlive the session's use of it.
  session::Applier applier();

  // Engines started so far (1 after the first step; each crash adds one at the next step).
  uint64_t starts() const { return worker.generation(); }
  void setLimits(process::Limits limits) { worker.setLimits(limits); }
  // Ends the engine process; the next request starts a fresh one (which holds none of its modules).
  void stop() { worker.stop(); }
  // Whether requests name the step expected next, for the engine to apply ahead (default on; off
  // only to measure what it gains, lantern-bench-edit).
  void setApplyAhead(bool on) { applyAhead = on; }

private:
  session::Application applyStep(const std::string &label, size_t index, const std::string &script,
                                 const session::SnapshotPtr &before, const session::StepAhead *next, bool lazy,
                                 const schedule::Step *check);
  mlir::OwningOpRef<mlir::ModuleOp> moduleOf(const nlohmann::json &reply, const std::string &label, std::string &error,
                                             std::vector<Diagnostic> &notes);
  // A lazy result's module: fetched from the engine that made it, or the step applied again.
  mlir::OwningOpRef<mlir::ModuleOp> load(uint64_t generation, uint64_t ref, const std::string &label, size_t index,
                                         const std::string &script, const session::SnapshotPtr &before,
                                         std::string &error);

  mlir::MLIRContext &ctx;
  // What a lazy result's loader reaches this through: gone with this object.
  std::shared_ptr<EngineProcess *> self = std::make_shared<EngineProcess *>(this);
  process::Worker worker;
  bool applyAhead = true;
  // Every large constant the app sent the engine or got from it, by content hash.
  ConstantTable constants;
  // The engine's copies of IR we have: hash of Snapshot::ir -> (engine generation, its ref).
  std::unordered_map<size_t, std::pair<uint64_t, uint64_t>> refs;
};

// A StepChecker whose GraphOracle lives in a child (`lantern-cli check-worker`): each check sends
// the step's IR and gets the StepCheck back. A check whose process dies is NotCheckable with how it
// died; the next check starts a fresh child (which makes the oracle again).
class CheckerProcess : public run::StepChecker {
public:
  CheckerProcess(std::vector<std::string> argv, process::Limits limits, std::string graphText, std::string graphName,
                 run::StepCheckOptions options);
  // Starts the child and has it make the oracle; false with `error` when the graph cannot be run
  // here or the child died doing it.
  bool prepare(std::string &error) const;
  run::StepCheck check(mlir::ModuleOp module) const override;
  int64_t nanRows() const { return graphNanRows; }
  double milliseconds() const { return oracleMs; }

private:
  mutable process::Worker worker;
  std::string graphText, graphName;
  run::StepCheckOptions options;
  mutable uint64_t preparedIn = 0; // the worker generation that holds the oracle
  mutable int64_t graphNanRows = 0;
  mutable double oracleMs = 0;
};

// `lantern-cli check-worker`: {"graph", "graph_name", "options"} makes the oracle ({"ok", "error",
// "nan_rows", "ms"}); {"ir"} checks it (a StepCheck). Until `in` ends; returns 0.
int serveChecker(mlir::MLIRContext &context, std::istream &in, std::FILE *out);

// The child's side: answers requests from `in` on `out` until `in` ends. Returns 0. `out` should be
// the process's only way to its parent's pipe: whatever else writes to stdout (a transform's print)
// must go elsewhere (lantern-cli engine points stdout at stderr).
int serveEngine(mlir::MLIRContext &context, std::istream &in, std::FILE *out);

// The last lines (at most 8) of a dead child's stderr as notes, each starting with `prefix`.
std::vector<Diagnostic> tailNotes(const std::string &stderrTail, const std::string &prefix);

// The module printed with its locations (loc(...)), so that the other side parses back the same
// file:line:col for every op.
std::string printWithLocations(mlir::ModuleOp module);

} // namespace lantern::engine
