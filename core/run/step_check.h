// Per-step numerics: the IR after one step of a trace, compiled and run on the seeded inputs of the
// unscheduled graph and compared with the graph's own output (computed once, shared by every check),
// and the bisection for the first step that changes the numbers.
#pragma once

#include "graph/roles.h"
#include "run/run_inputs.h"
#include "run/step_search.h"
#include "session/session.h"

#include "mlir/IR/BuiltinOps.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lantern::run {

struct StepCheckOptions {
  std::string backend = "cpu";
  std::string maskKind = "none"; // none | causal | padding | random, as RunOptions::maskKind
  uint64_t seed = 1;
  int64_t checkRows = 0; // > 0: the error norms over a seeded sample of rows; NaN/Inf counted on all
  std::string cpu = "native"; // cpu backend: the x86-64 level each step is compiled for (RunOptions::cpu)
};

struct StepCheck {
  size_t step = 0; // 0-based index in the trace
  Probe verdict = Probe::NotCheckable;
  // NotCheckable: why; otherwise the comparison's line ("pass: rel-L2 ..." / "fail: ...").
  std::string reason;
  double maxAbs = 0, relL2 = 0; // of the main result against the graph's
  int64_t nanRows = 0;          // rows (batch, head, query) of the main result holding NaN or Inf
  double milliseconds = 0;      // compiling, running and comparing
};

// What checks the IR after a step against the unscheduled graph: a GraphOracle in this process, or
// one in a child process (engine/engine.h, CheckerProcess).
class StepChecker {
public:
  virtual ~StepChecker() = default;
  virtual StepCheck check(mlir::ModuleOp module) const = 0;
};

// The unscheduled graph's side of every step check: the inputs runAndCheck generates and the graph's
// results on them, compiled for the CPU as runAndCheck's graph oracle is.
class GraphOracle : public StepChecker {
public:
  // Null with `error` when the graph cannot be run here (no inputs for it, its compile failed).
  static std::unique_ptr<GraphOracle> make(mlir::ModuleOp graph, const graph::RoleReport &roles,
                                           const StepCheckOptions &options, std::string &error);

  // `module` (a snapshot) compiled for the options' backend and run on the graph's inputs, every
  // result compared with the graph's under the dtype's tolerance. NaN or Inf where the graph has the
  // same counts as equal; anything else non-finite, or finite where the graph is not, is a change.
  // IR whose tensors the CPU backend's bufferization refuses (loops yielding tensors it would have
  // to copy) is bufferized allowing that first, and the reason says so.
  StepCheck check(mlir::ModuleOp module) const override;

  int64_t nanRows() const { return graphNanRows; } // rows of the graph's main result with NaN/Inf
  double milliseconds() const { return ms; }       // making the inputs and running the graph
  const StepCheckOptions &options() const { return opts; }

private:
  GraphOracle() = default;

  StepCheckOptions opts;
  RunInputs in;
  std::vector<check::HostTensor> graphResults;  // the graph's output for each result
  std::vector<check::AttentionParams> views;    // how each result is compared
  std::vector<check::Reference> references;     // the graph's results on the compared rows
  int64_t graphNanRows = 0;
  double ms = 0;
};

// Why the CPU backend cannot check the numbers of `module`: ops of a GPU dialect (gpu.launch,
// nvgpu, xegpu, ...), loops mapped to GPU blocks or threads, memory in a GPU address space; nullopt
// when it has none of these.
std::optional<std::string> cpuCannotRun(mlir::ModuleOp module);

// The IR after step `index` of `trace` checked by `oracle`. A step that did not run is NotCheckable.
StepCheck checkStep(const session::Trace &trace, size_t index, const StepChecker &oracle);

struct Bisection {
  std::vector<size_t> ran;        // trace indices of the steps that ran, in order
  std::vector<StepCheck> checks;  // every step probed, in the order probed
  std::optional<size_t> lastCheckable; // trace index of the last step that ran and could be checked
  std::optional<StepCheck> firstChanged; // the first step that changes the numbers
  // The check of the last step found to keep them before firstChanged; nullopt: the graph itself.
  std::optional<StepCheck> before;
  // Steps between `before` and firstChanged that could not be checked: the change may be theirs.
  std::vector<size_t> uncheckedBetween;
  size_t checked() const; // how many probes compiled and ran (ok or changed)
};

// Bisects the steps of `trace` that ran (disabled steps are left out). The trace must hold no
// failed step (Trace::ok()).
Bisection bisect(const session::Trace &trace, const StepChecker &oracle);

// Every step that ran, checked in order (trace indices; disabled steps left out).
std::vector<StepCheck> checkEveryStep(const session::Trace &trace, const StepChecker &oracle);

// A StepCheck as JSON and back (the checker process's replies).
nlohmann::json stepCheckToJson(const StepCheck &check);
StepCheck stepCheckFromJson(const nlohmann::json &json);

} // namespace lantern::run
