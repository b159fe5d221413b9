// Compile, run and check: the one call both front ends use to turn a trace's final IR into a
// verdict. Runs on any thread; reports progress and honours cancellation between stages.
#pragma once

#include "check/attention.h"
#include "graph/roles.h"
#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lantern::run {

inline constexpr const char *kVersion = "0.1";
// What the PyTorch-semantics oracle is in this build.
#if LANTERN_HAVE_TORCH
inline constexpr const char *kOracleName = "libtorch (float64)";
#else
inline constexpr const char *kOracleName = "native (float64)";
#endif

// What runs of one graph share when only the schedule changes (a sweep's points): the generated
// inputs and the reference of the sampled rows, both fixed by the graph, the mask kind, the seed and
// the rows. One cache serves one graph module at a time; a run with another graph or settings
// replaces what it holds. Not thread-safe: one run at a time per cache.
class RunCache;
std::shared_ptr<RunCache> makeRunCache();

struct RunOptions {
  std::string backend = "cpu";
  std::string maskKind = "none"; // none | causal | padding | random (fills the graph's mask argument)
  uint64_t seed = 1;
  int repeats = 5;
  int warmups = 1; // untimed runs before the timed ones (at least one)
  int64_t checkRows = 0; // > 0: evaluate the PyTorch oracle on a seeded sample of this many rows
  bool graphOracle = true; // also compile and run the unscheduled graph as a second oracle
  // CPU backend: run on this many of the process's CPUs (its affinity mask, which sizes the async
  // runtime's pool); 0 = all. Set once per process: the pool of an earlier run in it stays as it was.
  int threads = 0;
  // CPU backend: the vector instructions to compile for (backend::cpuTargets(): native, avx2, avx512).
  std::string cpu = "native";
  std::shared_ptr<RunCache> cache; // optional: reuse the inputs and the reference of earlier runs
};

struct NanInf {
  int64_t nanCount = 0, infCount = 0;
  std::vector<std::array<int64_t, 4>> firstPositions; // (batch, head, row, column), at most 10
};

struct OracleComparison {
  std::string oracle; // "pytorch" or "graph"
  bool available = false;
  std::string reason; // why not available
  double maxAbs = 0, maxRel = 0, relL2 = 0;
  int64_t referenceNan = 0;           // NaN/Inf the reference itself has
  std::vector<double> rowError;        // per (batch, head, row): max abs error; NaN where the output has NaN
  std::vector<int64_t> rowsEvaluated;  // flattened row indices compared (all rows, or the sample)
};

enum class Stage { NotStarted, Inputs, Compile, Run, Reference, Compare, Done };

// Wall-clock milliseconds of the stages of one runAndCheck; 0 for a stage that did not run.
struct StageTimes {
  double inputsMs = 0;      // generating the inputs
  double compileMs = 0;     // lowering and JIT code generation of the final IR
  double warmupMs = 0;      // the warm-up run of the kernel
  double runMs = 0;         // the timed repeats together (their median is RunReport::medianMs)
  double referenceMs = 0;   // the PyTorch-semantics oracle (or the graph in float64, for a graph that is not one SDPA)
  double compareMs = 0;     // comparing the output with the reference
  double graphOracleMs = 0; // the second oracle: compiling and running the unscheduled graph, and its comparison
  double totalMs = 0;       // the whole runAndCheck

  struct Entry {
    const char *key;   // JSON key: "inputs", "compile", "warmup", "run", "reference", "compare", ...
    const char *label; // for people: "inputs", "compile", "warm-up", "runs", ...
    double ms;
  };
  // Every stage in the order they run, the total last.
  std::array<Entry, 8> entries() const;
  // "inputs 12, compile 803, warm-up 3.4, runs 17.0, reference 95, compare 1, graph oracle 310; total 1241"
  std::string summary() const;
};
const char *toString(Stage stage);

struct RunReport {
  bool ok = false;            // every stage completed (the verdict may still be fail)
  bool pass = false;          // the verdict
  std::string verdictReason;  // one line: why pass or fail
  Stage failedStage = Stage::NotStarted;
  std::vector<Diagnostic> diagnostics;
  uint64_t seed = 0;
  std::string backend, maskKind, outputDType;
  int threads = 0; // CPU backend: the CPUs the run could use (its parallel loops' threads)
  std::string cpu = "native"; // CPU backend: the vector instructions it was compiled for
  std::vector<int64_t> outputShape; // [batch, heads, rows, dim]
  NanInf nanInf;
  std::vector<OracleComparison> oracles;
  std::vector<double> milliseconds; // timed repeats
  int warmups = 1;                  // the untimed runs before them
  double medianMs = 0;
  double tflops = 0; // 4·b·h·s_q·s_k·d (halved for causal) / median time
  double tolerance = 0; // rel-L2 bound of the verdict for the output dtype
  StageTimes stageTimes;
  // Non-empty when the backend's device cannot be used again in this process (a CUDA illegal address,
  // a Level Zero device lost): the error. The next run needs a fresh process.
  std::string deviceLost;
};

// What the check needs to know about `graph` (shapes, scale, masks, dtypes), from its role report
// and signature; nullopt with `error` set when the graph cannot be checked.
std::optional<check::AttentionParams> attentionParams(const graph::RoleReport &roles, mlir::ModuleOp graph,
                                                      std::string &error);

using Progress = std::function<void(Stage stage, const std::string &message)>;

// `final` is the schedule's final IR, `graph` the unscheduled graph (for the graph oracle) and
// `roles` what the role finder found on it.
RunReport runAndCheck(mlir::ModuleOp final, mlir::ModuleOp graph, const graph::RoleReport &roles,
                      const RunOptions &options, const std::atomic<bool> *cancel = nullptr,
                      const Progress &progress = nullptr);

} // namespace lantern::run
