// Compile, run and check: inputs from the role report, the backend, the PyTorch-semantics oracle
// (libtorch when built with it, else the native float64 one), the unscheduled graph as a second
// oracle, and the verdict.
#include "run/runner.h"


#include "backend/backend.h"
#include "backend/cpu/cpu_backend.h"
#include "backend/gpu/driver_support.h"
#include "backend/lowering.h"
#include "check/attention.h"
#include "check/inputs.h"
#include "check/metrics.h"
#include "check/oracle.h"
#include "process/child.h"
#include "run/graph_reference.h"
#include "run/run_inputs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <utility>

namespace lantern::run {

namespace {

using check::HostTensor;

// Milliseconds since construction.
class Stopwatch {
public:
  double ms() const { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

private:
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
};

std::optional<check::DType> dtypeNamed(const std::string &name) {
  if (name == "f32")
    return check::DType::F32;
  if (name == "bf16")
    return check::DType::BF16;
  if (name == "f16")
    return check::DType::F16;
  return std::nullopt;
}

bool hasKind(const std::string &kinds, const std::string &kind) {
  return ("+" + kinds + "+").find("+" + kind + "+") != std::string::npos;
}

// What the check needs to know about an SDPA block, from the role finder and the function signature.
std::optional<check::AttentionParams> paramsOf(const graph::RoleReport &roles, const backend::Signature &sig,
                                               std::string &error) {
  if (!roles.isAttention) {
    error = "the graph is not recognised as attention (" + roles.reason +
            "); Lantern generates inputs and references only for attention graphs";
    return std::nullopt;
  }
  const graph::AttentionBlock &b = roles.block();
  check::AttentionParams p;
  p.rank = b.rank;
  if (b.queryArg >= 0 && static_cast<size_t>(b.queryArg) < sig.inputs.size())
    p.rank = static_cast<int>(sig.inputs.at(b.queryArg).shape.size());
  p.batch = b.batch;
  p.heads = b.heads;
  p.kvHeads = b.kvHeads;
  p.seqQ = b.seqQ;
  p.seqKV = b.seqKV;
  p.headDim = b.headDim;
  p.scale = b.scale.value_or(1.0);
  p.guard = b.guard;
  p.softCap = b.softCap.value_or(0.0);
  p.alibi = b.alibi;
  p.window = b.window;
  // A causal mask built into the graph (index rule or constant), as opposed to a mask argument.
  p.causal = b.causal && b.maskArg < 0;
  if (b.maskArg >= 0)
    p.maskArg = hasKind(b.maskKind, "additive") ? check::MaskArg::Additive : check::MaskArg::Bool;
  auto in = dtypeNamed(b.inputType), out = dtypeNamed(b.outputType);
  if (!in || !out) {
    error = "unsupported dtypes (input " + b.inputType + ", output " + b.outputType + ")";
    return std::nullopt;
  }
  p.inputType = *in;
  p.outputType = *out;
  if (auto problem = check::validate(p)) {
    error = *problem;
    return std::nullopt;
  }
  return p;
}

// FLOPs of the attention blocks: 4·b·h·s_q·s_k·d each, halved when causal.
double attentionFlops(const graph::RoleReport &roles) {
  double total = 0;
  for (const graph::AttentionBlock &b : roles.blocks)
    total += 4.0 * b.batch * b.heads * b.seqQ * b.seqKV * b.headDim / (b.causal ? 2.0 : 1.0);
  return total;
}

OracleComparison toComparison(const std::string &oracle, const check::Comparison &c) {
  OracleComparison o;
  o.oracle = oracle;
  o.available = true;
  o.maxAbs = c.maxAbs;
  o.maxRel = c.maxRel;
  o.relL2 = c.relL2;
  o.referenceNan = c.referenceNonFinite;
  o.rowError = c.rowError;
  o.rowsEvaluated = c.rows;
  return o;
}

} // namespace

std::optional<check::AttentionParams> attentionParams(const graph::RoleReport &roles, mlir::ModuleOp graph,
                                                      std::string &error) {
  backend::Signature signature;
  std::vector<Diagnostic> diagnostics;
  mlir::func::FuncOp func = backend::kernelFunction(graph);
  if (!func || !backend::readSignature(func, signature, diagnostics)) {
    error = diagnostics.empty() ? "the graph has no public function" : diagnostics.front().message;
    return std::nullopt;
  }
  if (!roles.isAttention) {
    error = "the graph is not recognised as attention (" + roles.reason + ")";
    return std::nullopt;
  }
  if (!roles.isPlainSdpa) {
    error = "the graph is more than one SDPA (its reference is the graph itself in float64)";
    return std::nullopt;
  }
  return paramsOf(roles, signature, error);
}

std::array<StageTimes::Entry, 8> StageTimes::entries() const {
  return {{{"inputs", "inputs", inputsMs},
           {"compile", "compile", compileMs},
           {"warmup", "warm-up", warmupMs},
           {"run", "runs", runMs},
           {"reference", "reference", referenceMs},
           {"compare", "compare", compareMs},
           {"graph_oracle", "graph oracle", graphOracleMs},
           {"total", "total", totalMs}}};
}

std::string StageTimes::summary() const {
  std::string out;
  char number[32];
  for (const Entry &e : entries()) {
    bool total = std::string_view(e.key) == "total";
    // The kernel's own stages are milliseconds or less; the rest read well without decimals.
    std::snprintf(number, sizeof number, e.ms < 100 && !total ? "%.1f" : "%.0f", e.ms);
    out += (out.empty() ? "" : total ? "; " : ", ") + std::string(e.label) + " " + number;
  }
  return out;
}

const char *toString(Stage stage) {
  switch (stage) {
  case Stage::NotStarted:
    return "not started";
  case Stage::Inputs:
    return "inputs";
  case Stage::Compile:
    return "compile";
  case Stage::Run:
    return "run";
  case Stage::Reference:
    return "reference";
  case Stage::Compare:
    return "compare";
  case Stage::Done:
    return "done";
  }
  return "?";
}

// A result of a graph that is not one SDPA, seen by the comparison as rows of its last dimension.
check::AttentionParams rowsView(const HostTensor &result) {
  check::AttentionParams p;
  int64_t last = result.shape.empty() ? 1 : std::max<int64_t>(1, result.shape.back());
  p.headDim = last;
  p.seqQ = std::max<int64_t>(1, result.numel() / last);
  p.rank = 3;
  p.inputType = p.outputType = result.dtype == check::DType::F64 ? check::DType::F32 : result.dtype;
  return p;
}

// The unscheduled graph compiled as an oracle. Its code runs once, so LLVM does not optimize it:
// without fast-math flags nothing is reassociated or contracted, the results are those of -O3, and
// compiling takes a fraction of the time (sdpa_bool_mask_f32: 0.05 s instead of 0.5 s).
std::unique_ptr<backend::Executable> compileGraphOracle(mlir::ModuleOp module, const std::string &function,
                                                        std::vector<Diagnostic> &diagnostics) {
  backend::CpuLowering lowering = backend::defaultCpuLowering();
  lowering.optLevel = 0;
  return backend::compileCpu(module, function, lowering, diagnostics);
}

check::Reference graphOutputReference(const HostTensor &output, int64_t headDim, const check::Reference *pytorch) {
  check::Reference r;
  r.headDim = headDim;
  int64_t n = output.numel();
  r.values.resize(n);
  for (int64_t i = 0; i < n; ++i)
    r.values[i] = output.get(i);
  int64_t rows = headDim > 0 ? n / headDim : 0;
  r.rows.resize(rows);
  for (int64_t i = 0; i < rows; ++i)
    r.rows[i] = i;
  r.fullyMasked.assign(rows, 0);
  if (pytorch && static_cast<int64_t>(pytorch->rows.size()) == rows)
    r.fullyMasked = pytorch->fullyMasked;
  return r;
}

namespace {

// Generated order is q, k, v[, mask]; the function's order comes from the role finder. A mask
// argument that broadcasts ([B, 1, 1, S], [S, S], ...) is filled in its own shape for the kernel
// and expanded for the oracle.
bool placeInputs(RunInputs &in, const graph::RoleReport &roles, const std::vector<HostTensor> &generated,
                 const std::string &maskKind, uint64_t seed, std::string &error) {
  const graph::AttentionBlock &b = roles.block();
  in.args.resize(in.signature.inputs.size());
  std::vector<int> order = {b.queryArg, b.keyArg, b.valueArg};
  if (in.params.maskArg != check::MaskArg::None)
    order.push_back(b.maskArg);
  if (order.size() != generated.size() || order.size() != in.args.size()) {
    error = "the graph has " + std::to_string(in.args.size()) + " arguments; expected q, k, v" +
            std::string(in.params.maskArg != check::MaskArg::None ? " and a mask" : "");
    return false;
  }
  in.oracleArgs.resize(in.args.size());
  for (size_t i = 0; i < order.size(); ++i) {
    if (order[i] < 0 || static_cast<size_t>(order[i]) >= in.args.size()) {
      error = "cannot tell which argument is " + generated[i].name;
      return false;
    }
    const HostTensor &expected = in.signature.inputs[order[i]];
    HostTensor given = generated[i];
    if (generated[i].name == "mask" && expected.shape != generated[i].shape) {
      std::string maskError;
      HostTensor like = expected;
      given = maskOfShape(like, maskKind, b.seqQ, b.seqKV, seed, maskError);
      if (!maskError.empty()) {
        error = "argument " + std::to_string(order[i]) + " (mask): " + maskError;
        return false;
      }
      given.name = "mask";
      in.oracleArgs[order[i]] = broadcastTo(given, generated[i].shape);
    } else {
      in.oracleArgs[order[i]] = generated[i];
    }
    if (expected.shape != given.shape || expected.dtype != given.dtype) {
      error = "argument " + std::to_string(order[i]) + " (" + generated[i].name + ") has a shape or dtype "
              "the role report does not predict";
      return false;
    }
    in.args[order[i]] = given;
  }
  return true;
}

bool makeSdpaInputs(RunInputs &in, const graph::RoleReport &roles, const std::string &maskKind, uint64_t seed,
                    std::string &error) {
  std::optional<check::AttentionParams> params = paramsOf(roles, in.signature, error);
  if (!params)
    return false;
  in.params = *params;
  std::vector<std::string> errors;
  std::vector<HostTensor> generated = check::makeInputs(in.params, maskKind, seed, errors);
  if (generated.empty()) {
    error = errors.empty() ? "no inputs" : errors.front();
    return false;
  }
  return placeInputs(in, roles, generated, maskKind, seed, error);
}

bool makeGraphInputs(RunInputs &in, mlir::func::FuncOp func, const graph::RoleReport &roles,
                     const std::string &maskKind, uint64_t seed, std::string &error) {
  if (!roles.isAttention) {
    error = "the graph is not recognised as attention (" + roles.reason +
            "); Lantern generates inputs and references only for attention graphs";
    return false;
  }
  in.args = graphArguments(func, roles, in.signature, maskKind, seed, error);
  if (in.args.empty() && !in.signature.inputs.empty())
    return false;
  in.oracleArgs = in.args;
  const graph::AttentionBlock &last = roles.blocks.back();
  if (last.outputResult >= 0 && static_cast<size_t>(last.outputResult) < in.signature.results.size())
    in.mainResult = static_cast<size_t>(last.outputResult);
  in.params = rowsView(in.signature.results[in.mainResult]);
  return true;
}

} // namespace

std::optional<RunInputs> makeRunInputs(mlir::ModuleOp graph, const graph::RoleReport &roles,
                                       const std::string &maskKind, uint64_t seed,
                                       std::vector<Diagnostic> &diagnostics, std::string &error) {
  mlir::func::FuncOp func = backend::kernelFunction(graph);
  if (!func) {
    error = "the graph has no public function";
    return std::nullopt;
  }
  if (std::optional<std::string> elided = elidedConstant(graph)) {
    error = *elided + ": the graph was printed with its large constants elided (Lantern's views, `apply` "
            "without --full-constants, or mlir-opt's --mlir-elide-elementsattrs-if-larger); write it in full to run it";
    return std::nullopt;
  }
  RunInputs in;
  in.function = func.getSymName().str();
  if (!backend::readSignature(func, in.signature, diagnostics)) {
    error = "the graph's signature cannot be run";
    return std::nullopt;
  }
  if (in.signature.results.empty()) {
    error = "the graph returns nothing; Lantern checks what a function returns";
    return std::nullopt;
  }
  in.sdpa = roles.isAttention && roles.isPlainSdpa;
  if (!(in.sdpa ? makeSdpaInputs(in, roles, maskKind, seed, error)
                : makeGraphInputs(in, func, roles, maskKind, seed, error)))
    return std::nullopt;
  in.outputs = in.signature.results;
  for (size_t i = 0; i < in.outputs.size(); ++i) {
    in.outputs[i].name = i == 0 ? "out" : "out" + std::to_string(i);
    in.outputs[i].allocate();
  }
  return in;
}

class RunCache {
public:
  std::string inputsKey; // graph module, mask kind, seed
  std::optional<RunInputs> inputs;
  int64_t referenceRows = -1; // the checkRows the reference was computed for
  std::optional<check::Reference> reference;
};

std::shared_ptr<RunCache> makeRunCache() { return std::make_shared<RunCache>(); }

namespace {

// One runAndCheck: its stages in order, sharing what each makes. A stage that fails records why in
// the report (with the stage's name) and returns false. A function that is exactly SDPA is checked
// against PyTorch's semantics (and the unscheduled graph as a second oracle); any other graph (a
// layer, a model, extra outputs) against the unscheduled graph evaluated in float64.
class RunStages {
public:
  RunStages(mlir::ModuleOp final, mlir::ModuleOp graph, const graph::RoleReport &roles, const RunOptions &options,
            const std::atomic<bool> *cancel, const Progress &progress)
      : final(final), graph(graph), roles(roles), options(options), cancel(cancel), progress(progress) {
    report.seed = options.seed;
    report.backend = options.backend;
    report.maskKind = options.maskKind;
  }

  RunReport run();

private:
  bool makeInputs();
  bool compile();
  bool execute();
  bool compareWithPytorch();
  bool compareWithWideGraph();
  std::vector<HostTensor> runOwnPrecision();
  std::vector<HostTensor> f64Buffers() const;

  void compareWithGraph();

  void say(Stage s, const std::string &message) {
    stage = s;
    // A parent that runs us as a child names this stage if we die in it; tests make us die here.
    process::stage(toString(s));
    process::faultPoint(toString(s));
    if (progress)
      progress(s, message);
  }
  bool fail(const std::string &message) {
    report.failedStage = stage;
    report.diagnostics.push_back(makeError(std::string(toString(stage)) + ": " + message));
    report.verdictReason = "fail: " + std::string(toString(stage)) + " stage: " + message;
    return false;
  }
  bool cancelled() const { return cancel && cancel->load(); }
  // False, recorded as a failure of the stage that just ended, once the caller has cancelled.
  bool notCancelled() { return !cancelled() || fail("cancelled"); }

  mlir::ModuleOp final, graph;
  const graph::RoleReport &roles;
  const RunOptions &options;
  const std::atomic<bool> *cancel;
  const Progress &progress;

  RunReport report;
  Stage stage = Stage::Inputs;
  std::vector<std::string> errors; // from the input generator, the oracle and the comparisons
  RunInputs in;
  std::unique_ptr<backend::Executable> executable;
  std::optional<check::Reference> reference;
};

RunReport RunStages::run() {
  Stopwatch total;
  StageTimes &times = report.stageTimes;
  // Each stage's time, recorded whether it succeeds or not.
  auto timed = [](double &ms, auto &&stage) {
    Stopwatch watch;
    bool ok = stage();
    ms = watch.ms();
    return ok;
  };
  process::CpuRestriction cpus; // the run's --threads, until it ends
  backend::CpuTargetScope cpuTarget; // the run's --cpu, for its compiles on this thread
  if (options.backend == "cpu") {
    std::string error;
    if ((options.threads > 0 && !cpus.restrict(options.threads, error)) || !cpuTarget.set(options.cpu, error)) {
      fail(error);
      times.totalMs = total.ms();
      return std::move(report);
    }
    report.threads = process::cpusAvailable();
    report.cpu = options.cpu;
  }
  if (timed(times.inputsMs, [&] { return makeInputs(); }) && notCancelled() &&
      timed(times.compileMs, [&] { return compile(); }) && notCancelled() && execute() && notCancelled() &&
      (in.sdpa ? compareWithPytorch() : compareWithWideGraph())) {
    if (in.sdpa && options.graphOracle && !cancelled())
      timed(times.graphOracleMs, [&] {
        compareWithGraph();
        return true;
      });
    report.ok = true;
    say(Stage::Done, report.verdictReason);
  }
  times.totalMs = total.ms();
  report.deviceLost = backend::gpu::deviceLost(options.backend);
  return std::move(report);
}

bool RunStages::makeInputs() {
  std::string key = std::to_string(reinterpret_cast<uintptr_t>(graph.getOperation())) + "|" + options.maskKind + "|" +
                    std::to_string(options.seed);
  if (options.cache && options.cache->inputsKey == key && options.cache->inputs) {
    say(Stage::Inputs, "inputs of an earlier run (seed " + std::to_string(options.seed) + ")");
    in = *options.cache->inputs;
  } else {
    say(Stage::Inputs, "generating inputs (seed " + std::to_string(options.seed) + ")");
    std::string error;
    std::optional<RunInputs> made =
        makeRunInputs(graph, roles, options.maskKind, options.seed, report.diagnostics, error);
    if (!made)
      return fail(error);
    in = std::move(*made);
    if (options.cache) {
      options.cache->inputsKey = key;
      options.cache->inputs = in;
      options.cache->reference.reset();
      options.cache->referenceRows = -1;
    }
  }
  report.outputDType = check::toString(in.outputs[in.mainResult].dtype);
  report.outputShape = in.outputs[in.mainResult].shape;
  return true;
}

bool RunStages::compile() {
  say(Stage::Compile, "compiling for " + options.backend);
  std::string why;
  backend::Backend *target = backend::usableBackend(options.backend, why);
  if (!target)
    return fail(why);
  mlir::func::FuncOp finalFunc = backend::kernelFunction(final);
  if (!finalFunc)
    return fail("the final IR has no public function");
  executable = target->compile(final, finalFunc.getSymName().str(), report.diagnostics);
  if (!executable)
    return fail("the final IR did not compile (see the diagnostics)");
#if LANTERN_HAVE_TORCH
  // libtorch loads (~0.6 s, on another thread) while the JIT generates code, which loads nothing.
  if (in.sdpa)
    check::preloadTorchOracle();
#endif
  if (!executable->materialize(report.diagnostics))
    return fail("the final IR did not compile (see the diagnostics)");
  return true;
}

bool RunStages::execute() {
  int warmups = std::max(1, options.warmups);
  say(Stage::Run, "running " + std::to_string(options.repeats) + " times after " +
                      (warmups == 1 ? std::string("a warm-up") : std::to_string(warmups) + " warm-ups"));
  report.warmups = warmups;
  std::vector<HostTensor> buffers = in.args;
  buffers.insert(buffers.end(), in.outputs.begin(), in.outputs.end());
  backend::Timings timings;
  Stopwatch watch;
  size_t before = report.diagnostics.size();
  bool ran = executable->run(buffers, std::max(1, options.repeats), timings, report.diagnostics, warmups);
  // Tests: "kernel:device-lost" fails the run as a kernel's illegal address does on a GPU.
  if (process::faultPoint("kernel") == "device-lost") {
    std::string message = "test fault: the " + options.backend + " device is lost (as after an illegal address)";
    backend::gpu::markDeviceLost(options.backend, message);
    report.diagnostics.push_back(makeError(message));
    ran = false;
  }
  report.stageTimes.warmupMs = timings.warmupMs;
  report.stageTimes.runMs = std::max(0.0, watch.ms() - timings.warmupMs);
  if (!ran) {
    // The first error the backend gave names it ("... cuStreamSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS: ...").
    auto first = std::find_if(report.diagnostics.begin() + static_cast<std::ptrdiff_t>(before), report.diagnostics.end(),
                              [](const Diagnostic &d) { return d.severity == Severity::Error; });
    if (first == report.diagnostics.end())
      return fail("the kernel failed to run");
    std::string cause = first->message; // without the stage the backend already named ("run: ...")
    if (std::string prefix = std::string(toString(stage)) + ": "; cause.rfind(prefix, 0) == 0)
      cause = cause.substr(prefix.size());
    return fail("the kernel failed to run: " + cause);
  }
  std::copy(buffers.end() - static_cast<std::ptrdiff_t>(in.outputs.size()), buffers.end(), in.outputs.begin());
  report.milliseconds = timings.milliseconds;
  report.medianMs = timings.median();
  if (report.medianMs > 0)
    report.tflops = (in.sdpa ? check::flops(in.params) : attentionFlops(roles)) / (report.medianMs * 1e-3) / 1e12;
  return true;
}

void recordCensus(RunReport &report, const check::Comparison &c) {
  report.nanInf.nanCount = c.output.nanCount;
  report.nanInf.infCount = c.output.infCount;
  report.nanInf.firstPositions = c.output.firstPositions;
  report.pass = c.pass;
  report.verdictReason = c.reason;
  report.tolerance = c.tolerance;
}

bool RunStages::compareWithPytorch() {
  say(Stage::Reference, "computing the PyTorch-semantics reference in float64");
  std::vector<int64_t> rows;
  Stopwatch referenceWatch;
  if (options.checkRows > 0 && options.checkRows < check::rowsOf(in.params))
    rows = check::sampleRows(in.params, options.checkRows, options.seed);
  RunCache *cache = options.cache.get();
  if (cache && cache->reference && cache->referenceRows == options.checkRows) {
    reference = cache->reference; // the same inputs (makeInputs) and the same rows
  } else {
#if LANTERN_HAVE_TORCH
    reference = check::torchOracle(in.params, in.oracleArgs, rows, errors);
#else
    reference = check::nativeOracle(in.params, in.oracleArgs, rows, errors);
#endif
    if (cache && reference) {
      cache->reference = reference;
      cache->referenceRows = options.checkRows;
    }
  }
  report.stageTimes.referenceMs = referenceWatch.ms();
  if (!reference)
    return fail(errors.empty() ? "the reference failed" : errors.back());

  say(Stage::Compare, "comparing");
  Stopwatch compareWatch;
  auto comparison = check::compare(in.outputs[0], *reference, in.params, errors);
  report.stageTimes.compareMs = compareWatch.ms();
  if (!comparison)
    return fail(errors.empty() ? "the comparison failed" : errors.back());
  report.oracles.push_back(toComparison("pytorch", *comparison));
  recordCensus(report, *comparison);
  return true;
}

// The reference of a graph that is more than one SDPA: the unscheduled graph with every float
// widened to f64, on the CPU, on the same inputs. Every result is compared; the verdict needs all.
bool RunStages::compareWithWideGraph() {
  say(Stage::Reference, "running the unscheduled graph in float64 on the CPU (the reference)");
  Stopwatch referenceWatch;
  std::string error;
  mlir::OwningOpRef<mlir::ModuleOp> wide = widenToF64(graph, error);
  if (!wide)
    return fail(error);
  std::vector<Diagnostic> wideDiagnostics;
  auto wideExecutable = compileGraphOracle(*wide, in.function, wideDiagnostics);
  if (!wideExecutable)
    return fail("the graph in float64 did not compile: " + formatAll(wideDiagnostics));
  std::vector<HostTensor> buffers = f64Buffers();
  backend::Timings timings;
  bool wideRan = wideExecutable->run(buffers, 0, timings, wideDiagnostics);
  report.stageTimes.referenceMs = referenceWatch.ms();
  if (!wideRan)
    return fail("the graph in float64 failed to run: " + formatAll(wideDiagnostics));

  say(Stage::Compare, "comparing");
  Stopwatch compareWatch;
  bool allPass = true;
  std::string firstFailure;
  std::optional<std::vector<HostTensor>> ownPrecision; // the graph at its own precision, when needed
  for (size_t i = 0; i < in.outputs.size(); ++i) {
    const HostTensor &expected = buffers[in.oracleArgs.size() + i];
    check::AttentionParams view = rowsView(in.outputs[i]);
    check::Reference ref = graphOutputReference(expected, view.headDim, nullptr);
    auto c = check::compare(in.outputs[i], ref, view, errors);
    if (!c)
      return fail(errors.empty() ? "the comparison failed" : errors.back());
    if (!c->pass && c->unexplainedNonFinite == 0 && std::isfinite(c->relL2) && (in.outputs[i].dtype == check::DType::BF16 || in.outputs[i].dtype == check::DType::F16) &&
        roundsToLowPrecision(graph)) {
      if (!ownPrecision) {
        Stopwatch ownWatch;
        ownPrecision = runOwnPrecision();
        report.stageTimes.referenceMs += ownWatch.ms();
      }
      if (!ownPrecision->empty())
        judgeAgainstOwnPrecision(*c, (*ownPrecision)[in.oracleArgs.size() + i], expected);
    }
    std::string name = in.outputs.size() == 1 ? "graph-f64" : "graph-f64 result " + std::to_string(i);
    report.oracles.push_back(toComparison(name, *c));
    if (i == in.mainResult)
      recordCensus(report, *c);
    if (!c->pass && allPass) {
      allPass = false;
      firstFailure = "result " + std::to_string(i) + ": " + c->reason;
    }
  }
  report.stageTimes.compareMs = compareWatch.ms();
  if (!allPass) {
    report.pass = false;
    report.verdictReason = in.outputs.size() == 1 ? report.verdictReason : firstFailure;
  }
  report.verdictReason += " (reference: the graph in float64)";
  return true;
}

// The arguments as f64, then zeroed f64 results: the buffers of a widened graph's run.
std::vector<HostTensor> RunStages::f64Buffers() const {
  std::vector<HostTensor> buffers;
  for (const HostTensor &a : in.oracleArgs)
    buffers.push_back(asF64(a));
  for (const HostTensor &o : in.outputs) {
    HostTensor r = asF64(o);
    r.allocate();
    buffers.push_back(r);
  }
  return buffers;
}

// The graph run op by op at its own precision (its bf16/f16 roundings kept, everything else f64),
// on the same inputs: every buffer, or none when it cannot be built or run.
std::vector<HostTensor> RunStages::runOwnPrecision() {
  say(Stage::Reference, "running the unscheduled graph at its own precision on the CPU (how far bf16 itself is "
                        "from the reference)");
  std::string error;
  mlir::OwningOpRef<mlir::ModuleOp> rounded = widenToF64(graph, error, /*keepLowPrecisionRounding=*/true);
  if (!rounded)
    return {};
  std::vector<Diagnostic> diagnostics;
  auto executable = compileGraphOracle(*rounded, in.function, diagnostics);
  if (!executable)
    return {};
  std::vector<HostTensor> buffers = f64Buffers();
  backend::Timings timings;
  if (!executable->run(buffers, 0, timings, diagnostics))
    return {};
  return buffers;
}

// The second oracle: the unscheduled graph on the CPU. Its failure is reported on the oracle, not
// as a failed stage.
void RunStages::compareWithGraph() {
  say(Stage::Reference, "running the unscheduled graph on the CPU");
  OracleComparison graphComparison;
  graphComparison.oracle = "graph";
  std::vector<Diagnostic> graphDiagnostics;
  auto graphExecutable = compileGraphOracle(graph, in.function, graphDiagnostics);
  std::vector<HostTensor> graphBuffers = in.args;
  HostTensor graphOutput = in.signature.results[0];
  graphOutput.allocate();
  graphBuffers.push_back(graphOutput);
  backend::Timings graphTimings;
  if (!graphExecutable) {
    graphComparison.reason = "the unscheduled graph did not compile: " + formatAll(graphDiagnostics);
  } else if (!graphExecutable->run(graphBuffers, 0, graphTimings, graphDiagnostics)) {
    graphComparison.reason = "the unscheduled graph failed to run: " + formatAll(graphDiagnostics);
  } else {
    check::Reference graphReference = graphOutputReference(graphBuffers.back(), in.params.headDim, &*reference);
    if (auto c = check::compare(in.outputs[0], graphReference, in.params, errors))
      graphComparison = toComparison("graph", *c);
    else
      graphComparison.reason = errors.empty() ? "comparison failed" : errors.back();
  }
  report.oracles.push_back(graphComparison);
}

} // namespace

RunReport runAndCheck(mlir::ModuleOp final, mlir::ModuleOp graph, const graph::RoleReport &roles,
                      const RunOptions &options, const std::atomic<bool> *cancel, const Progress &progress) {
  return RunStages(final, graph, roles, options, cancel, progress).run();
}

} // namespace lantern::run
