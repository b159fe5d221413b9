// Compile, run and check: inputs from the role report, the backend, the PyTorch-semantics oracle
// (libtorch when built with it, else the native float64 one), the unscheduled graph as a second
// oracle, and the verdict.
#include "run/runner.h"

#include "backend/backend.h"
#include "backend/lowering.h"
#include "check/attention.h"
#include "check/inputs.h"
#include "check/metrics.h"
#include "check/oracle.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <cmath>
#include <utility>

namespace lantern::run {

namespace {

using check::HostTensor;

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

// What the check needs to know about the graph, from the role finder and the function signature.
std::optional<check::AttentionParams> paramsOf(const graph::RoleReport &roles, const backend::Signature &sig,
                                               std::string &error) {
  if (!roles.isAttention) {
    error = "the graph is not recognised as attention (" + roles.reason +
            "); Lantern generates inputs and references only for attention graphs";
    return std::nullopt;
  }
  check::AttentionParams p;
  const HostTensor &q = sig.inputs.at(roles.queryArg);
  p.rank = static_cast<int>(q.shape.size());
  p.batch = roles.batch;
  p.heads = roles.heads;
  p.kvHeads = roles.kvHeads;
  p.seqQ = roles.seqQ;
  p.seqKV = roles.seqKV;
  p.headDim = roles.headDim;
  p.scale = roles.scale.value_or(1.0);
  p.guard = roles.guard;
  p.softCap = roles.softCap.value_or(0.0);
  p.alibi = roles.alibi;
  p.window = roles.window;
  // A causal mask built into the graph (index rule or constant), as opposed to a mask argument.
  p.causal = roles.causal && roles.maskArg < 0;
  if (roles.maskArg >= 0)
    p.maskArg = hasKind(roles.maskKind, "additive") ? check::MaskArg::Additive : check::MaskArg::Bool;
  auto in = dtypeNamed(roles.inputType), out = dtypeNamed(roles.outputType);
  if (!in || !out) {
    error = "unsupported dtypes (input " + roles.inputType + ", output " + roles.outputType + ")";
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

// The unscheduled graph's output as a reference over every row.
check::Reference referenceFrom(const HostTensor &output, int64_t headDim, const check::Reference *pytorch) {
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
  if (roles.queryArg < 0 || static_cast<size_t>(roles.queryArg) >= signature.inputs.size()) {
    error = roles.isAttention ? "the query argument was not found" : "the graph is not recognised as attention (" + roles.reason + ")";
    return std::nullopt;
  }
  return paramsOf(roles, signature, error);
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

namespace {

// One runAndCheck: its stages in order, sharing what each makes. A stage that fails records why in
// the report (with the stage's name) and returns false.
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
  bool placeInputs(const std::vector<HostTensor> &generated);
  bool compile();
  bool execute();
  bool compareWithPytorch();
  void compareWithGraph();

  void say(Stage s, const std::string &message) {
    stage = s;
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
  backend::Signature signature;
  mlir::func::FuncOp graphFunc;
  std::optional<check::AttentionParams> params;
  std::vector<HostTensor> args; // in the function's argument order
  HostTensor output;
  std::unique_ptr<backend::Executable> executable;
  std::optional<check::Reference> reference;
};

RunReport RunStages::run() {
  if (makeInputs() && notCancelled() && compile() && notCancelled() && execute() && notCancelled() &&
      compareWithPytorch()) {
    if (options.graphOracle && !cancelled())
      compareWithGraph();
    report.ok = true;
    say(Stage::Done, report.verdictReason);
  }
  return std::move(report);
}

bool RunStages::makeInputs() {
  say(Stage::Inputs, "generating inputs (seed " + std::to_string(options.seed) + ")");
  graphFunc = backend::kernelFunction(graph);
  if (!graphFunc)
    return fail("the graph has no public function");
  if (!backend::readSignature(graphFunc, signature, report.diagnostics))
    return fail("the graph's signature cannot be run");
  if (signature.results.size() != 1)
    return fail("the graph returns " + std::to_string(signature.results.size()) + " values; Lantern checks one");
  std::string error;
  params = paramsOf(roles, signature, error);
  if (!params)
    return fail(error);
  std::vector<HostTensor> generated = check::makeInputs(*params, options.maskKind, options.seed, errors);
  if (generated.empty())
    return fail(errors.empty() ? "no inputs" : errors.front());
  if (!placeInputs(generated))
    return false;
  output = signature.results[0];
  output.name = "out";
  output.allocate();
  report.outputDType = check::toString(output.dtype);
  report.outputShape = output.shape;
  return true;
}

// Generated order is q, k, v[, mask]; the function's order comes from the role finder.
bool RunStages::placeInputs(const std::vector<HostTensor> &generated) {
  args.resize(signature.inputs.size());
  std::vector<int> order = {roles.queryArg, roles.keyArg, roles.valueArg};
  if (params->maskArg != check::MaskArg::None)
    order.push_back(roles.maskArg);
  if (order.size() != generated.size() || order.size() != args.size())
    return fail("the graph has " + std::to_string(args.size()) + " arguments; expected q, k, v" +
                std::string(params->maskArg != check::MaskArg::None ? " and a mask" : ""));
  for (size_t i = 0; i < order.size(); ++i) {
    if (order[i] < 0 || static_cast<size_t>(order[i]) >= args.size())
      return fail("cannot tell which argument is " + generated[i].name);
    const HostTensor &expected = signature.inputs[order[i]];
    if (expected.shape != generated[i].shape || expected.dtype != generated[i].dtype)
      return fail("argument " + std::to_string(order[i]) + " (" + generated[i].name + ") has a shape or dtype "
                  "the role report does not predict");
    args[order[i]] = generated[i];
  }
  return true;
}

bool RunStages::compile() {
  say(Stage::Compile, "compiling for " + options.backend);
  backend::Backend *target = backend::findBackend(options.backend);
  if (!target)
    return fail("unknown backend '" + options.backend + "'");
  backend::Availability availability = target->availability();
  if (!availability.available)
    return fail(options.backend + " not available: " + availability.reason);
  mlir::func::FuncOp finalFunc = backend::kernelFunction(final);
  if (!finalFunc)
    return fail("the final IR has no public function");
  executable = target->compile(final, finalFunc.getSymName().str(), report.diagnostics);
  if (!executable)
    return fail("the final IR did not compile (see the diagnostics)");
  return true;
}

bool RunStages::execute() {
  say(Stage::Run, "running " + std::to_string(options.repeats) + " times after a warm-up");
  std::vector<HostTensor> buffers = args;
  buffers.push_back(output);
  backend::Timings timings;
  if (!executable->run(buffers, std::max(1, options.repeats), timings, report.diagnostics))
    return fail("the kernel failed to run");
  output = buffers.back();
  report.milliseconds = timings.milliseconds;
  report.medianMs = timings.median();
  if (report.medianMs > 0)
    report.tflops = check::flops(*params) / (report.medianMs * 1e-3) / 1e12;
  return true;
}

bool RunStages::compareWithPytorch() {
  say(Stage::Reference, "computing the PyTorch-semantics reference in float64");
  std::vector<int64_t> rows;
  if (options.checkRows > 0 && options.checkRows < check::rowsOf(*params))
    rows = check::sampleRows(*params, options.checkRows, options.seed);
#if LANTERN_HAVE_TORCH
  reference = check::torchOracle(*params, args, rows, errors);
#else
  reference = check::nativeOracle(*params, args, rows, errors);
#endif
  if (!reference)
    return fail(errors.empty() ? "the reference failed" : errors.back());

  say(Stage::Compare, "comparing");
  auto comparison = check::compare(output, *reference, *params, errors);
  if (!comparison)
    return fail(errors.empty() ? "the comparison failed" : errors.back());
  report.oracles.push_back(toComparison("pytorch", *comparison));
  report.nanInf.nanCount = comparison->output.nanCount;
  report.nanInf.infCount = comparison->output.infCount;
  report.nanInf.firstPositions = comparison->output.firstPositions;
  report.pass = comparison->pass;
  report.verdictReason = comparison->reason;
  report.tolerance = comparison->tolerance;
  return true;
}

// The second oracle: the unscheduled graph on the CPU. Its failure is reported on the oracle, not
// as a failed stage.
void RunStages::compareWithGraph() {
  say(Stage::Reference, "running the unscheduled graph on the CPU");
  OracleComparison graphComparison;
  graphComparison.oracle = "graph";
  std::vector<Diagnostic> graphDiagnostics;
  auto graphExecutable = backend::findBackend("cpu")->compile(graph, graphFunc.getSymName().str(), graphDiagnostics);
  std::vector<HostTensor> graphBuffers = args;
  HostTensor graphOutput = signature.results[0];
  graphOutput.allocate();
  graphBuffers.push_back(graphOutput);
  backend::Timings graphTimings;
  if (!graphExecutable) {
    graphComparison.reason = "the unscheduled graph did not compile: " + formatAll(graphDiagnostics);
  } else if (!graphExecutable->run(graphBuffers, 0, graphTimings, graphDiagnostics)) {
    graphComparison.reason = "the unscheduled graph failed to run: " + formatAll(graphDiagnostics);
  } else {
    check::Reference graphReference = referenceFrom(graphBuffers.back(), params->headDim, &*reference);
    if (auto c = check::compare(output, graphReference, *params, errors))
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
