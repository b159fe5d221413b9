// Per-step numerics and the bisection of `lantern-cli bisect`: the graph's inputs and results are
// made once (run_inputs.h, as runAndCheck makes them); each check compiles one snapshot.
#include "run/step_check.h"

#include "backend/backend.h"
#include "backend/lowering.h"
#include "check/metrics.h"
#include "process/child.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"

#include <chrono>
#include <cmath>
#include <limits>
#include <set>

namespace lantern::run {

namespace {

using check::HostTensor;

double msSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Dialects whose ops only a GPU backend lowers.
bool isGpuDialect(llvm::StringRef name) {
  static const std::set<std::string> gpu = {"gpu", "nvgpu", "nvvm", "xegpu", "xevm", "rocdl", "amdgpu"};
  return gpu.count(name.str()) != 0;
}

bool inGpuAddressSpace(mlir::Type type) {
  auto memref = llvm::dyn_cast<mlir::BaseMemRefType>(type);
  mlir::Attribute space = memref ? memref.getMemorySpace() : mlir::Attribute();
  return space && isGpuDialect(space.getDialect().getNamespace());
}

// `reference` restricted to `rows` (ascending flattened row indices).
check::Reference sampled(const check::Reference &reference, const std::vector<int64_t> &rows) {
  check::Reference r;
  r.headDim = reference.headDim;
  r.rows = rows;
  for (int64_t row : rows) {
    auto first = reference.values.begin() + row * reference.headDim;
    r.values.insert(r.values.end(), first, first + reference.headDim);
    r.fullyMasked.push_back(reference.fullyMasked[row]);
  }
  return r;
}

int64_t nonFiniteRows(const HostTensor &t, int64_t rowLength) {
  int64_t rows = 0;
  for (int64_t start = 0; start < t.numel(); start += rowLength)
    for (int64_t i = start; i < std::min(t.numel(), start + rowLength); ++i)
      if (!std::isfinite(t.get(i))) {
        ++rows;
        break;
      }
  return rows;
}

// Elements where the graph has NaN or Inf and `output` has something else (check::compare leaves
// those out of its norms).
int64_t lostNonFinite(const HostTensor &output, const HostTensor &graph) {
  int64_t lost = 0;
  for (int64_t i = 0; i < graph.numel(); ++i) {
    double expected = graph.get(i);
    if (std::isfinite(expected))
      continue;
    double value = output.get(i);
    if (!(std::isnan(value) && std::isnan(expected)) && value != expected)
      ++lost;
  }
  return lost;
}

StepCheck notCheckable(std::string reason) {
  StepCheck c;
  c.verdict = Probe::NotCheckable;
  c.reason = std::move(reason);
  return c;
}

// The first error's message, for a one-line reason.
std::string firstError(const std::vector<Diagnostic> &diagnostics) {
  for (const Diagnostic &d : diagnostics)
    if (d.severity == Severity::Error)
      return d.message;
  return diagnostics.empty() ? "no diagnostic" : diagnostics.front().message;
}

// Why a compile failed, in one line: the backend's stage ("compile: bufferize failed", without the
// pipeline) and the first diagnostic MLIR gave.
std::string compileFailure(const std::vector<Diagnostic> &diagnostics) {
  std::string stage, cause;
  for (const Diagnostic &d : diagnostics) {
    if (d.severity != Severity::Error)
      continue;
    bool own = d.message.rfind("compile: ", 0) == 0;
    if (own && stage.empty()) {
      size_t pipeline = d.message.find(" failed (");
      stage = pipeline == std::string::npos ? d.message : d.message.substr(0, pipeline + 7);
    } else if (!own && cause.empty()) {
      cause = d.message;
    }
  }
  if (stage.empty())
    return cause.empty() ? firstError(diagnostics) : cause;
  return cause.empty() ? stage : stage + ": " + cause;
}

// Whether a compile failed where the backend bufferizes.
bool bufferizeFailed(const std::vector<Diagnostic> &diagnostics) {
  for (const Diagnostic &d : diagnostics)
    if (d.message.rfind("compile: bufferize failed", 0) == 0)
      return true;
  return false;
}

// The steps between fuse_dependent_reductions and carry_vectors_in_loop carry tensors through
// scf.for iter_args that the backend's bufferization refuses to copy (the schedule's own
// `bufferize` refuses them too, unless allow_return_allocs_from_loops). Copies change no number, so
// the check bufferizes such IR allowing them; otherwise the backend's pipeline, unchanged.
mlir::OwningOpRef<mlir::ModuleOp> bufferizedAllowingLoopAllocs(mlir::ModuleOp module,
                                                               std::vector<Diagnostic> &diagnostics) {
  mlir::OwningOpRef<mlir::ModuleOp> copy = module.clone();
  if (!backend::runStage(*copy, "bufferize with allow-return-allocs-from-loops",
                         "eliminate-empty-tensors,empty-tensor-to-alloc-tensor,"
                         "one-shot-bufferize{bufferize-function-boundaries=true "
                         "function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops=true},"
                         "canonicalize,cse",
                         diagnostics))
    return nullptr;
  return copy;
}

// `module` compiled and its code generated by `target`; null with `failure` (one line). `note`
// says when the IR was bufferized here first.
std::unique_ptr<backend::Executable> compileSnapshot(backend::Backend &target, mlir::ModuleOp module,
                                                     const std::string &function, std::string &note,
                                                     std::string &failure) {
  std::vector<Diagnostic> diagnostics;
  std::unique_ptr<backend::Executable> executable = target.compile(module, function, diagnostics);
  if (!executable && target.name() == "cpu" && bufferizeFailed(diagnostics)) {
    std::vector<Diagnostic> retry;
    if (mlir::OwningOpRef<mlir::ModuleOp> bufferized = bufferizedAllowingLoopAllocs(module, retry))
      if ((executable = target.compile(*bufferized, function, retry)))
        note = " (bufferized here allowing loops to yield new buffers)";
  }
  if (!executable || !executable->materialize(diagnostics)) {
    failure = compileFailure(diagnostics);
    return nullptr;
  }
  return executable;
}

} // namespace

std::unique_ptr<GraphOracle> GraphOracle::make(mlir::ModuleOp graph, const graph::RoleReport &roles,
                                               const StepCheckOptions &options, std::string &error) {
  auto start = std::chrono::steady_clock::now();
  std::unique_ptr<GraphOracle> oracle(new GraphOracle());
  oracle->opts = options;
  std::vector<Diagnostic> diagnostics;
  std::optional<RunInputs> made = makeRunInputs(graph, roles, options.maskKind, options.seed, diagnostics, error);
  if (!made)
    return nullptr;
  oracle->in = std::move(*made);
  const RunInputs &in = oracle->in;

  std::unique_ptr<backend::Executable> executable = compileGraphOracle(graph, in.function, diagnostics);
  std::vector<HostTensor> buffers = in.args;
  buffers.insert(buffers.end(), in.outputs.begin(), in.outputs.end());
  backend::Timings timings;
  if (!executable) {
    error = "the unscheduled graph did not compile for the CPU: " + firstError(diagnostics);
    return nullptr;
  }
  if (!executable->run(buffers, 0, timings, diagnostics)) {
    error = "the unscheduled graph failed to run: " + firstError(diagnostics);
    return nullptr;
  }
  oracle->graphResults.assign(buffers.end() - static_cast<std::ptrdiff_t>(in.outputs.size()), buffers.end());

  for (size_t i = 0; i < oracle->graphResults.size(); ++i) {
    const HostTensor &result = oracle->graphResults[i];
    check::AttentionParams view = in.sdpa && i == in.mainResult ? in.params : rowsView(result);
    check::Reference reference = graphOutputReference(result, view.headDim);
    if (options.checkRows > 0 && options.checkRows < check::rowsOf(view))
      reference = sampled(reference, check::sampleRows(view, options.checkRows, options.seed));
    oracle->views.push_back(view);
    oracle->references.push_back(std::move(reference));
  }
  const size_t main = in.mainResult;
  oracle->graphNanRows = nonFiniteRows(oracle->graphResults[main], oracle->views[main].headDim);
  oracle->ms = msSince(start);
  return oracle;
}

StepCheck GraphOracle::check(mlir::ModuleOp module) const {
  process::stage("check");
  process::faultPoint("check"); // "step 6/check" in lantern-cli bisect: the check of step 6
  auto start = std::chrono::steady_clock::now();
  StepCheck result = [&] {
    if (opts.backend == "cpu")
      if (std::optional<std::string> why = cpuCannotRun(module))
        return notCheckable(*why);
    std::string why;
    backend::Backend *target = backend::usableBackend(opts.backend, why);
    if (!target)
      return notCheckable(why);
    mlir::func::FuncOp func = backend::kernelFunction(module);
    if (!func)
      return notCheckable("the IR has no public function");
    std::string note, failure;
    std::unique_ptr<backend::Executable> executable =
        compileSnapshot(*target, module, func.getSymName().str(), note, failure);
    if (!executable)
      return notCheckable("the " + opts.backend + " backend does not compile this IR (" + failure +
                          "); not a verdict on the step");
    std::vector<Diagnostic> diagnostics;
    std::vector<HostTensor> buffers = in.args;
    buffers.insert(buffers.end(), in.outputs.begin(), in.outputs.end());
    backend::Timings timings;
    if (!executable->run(buffers, 0, timings, diagnostics))
      return notCheckable("the compiled IR failed to run (" + firstError(diagnostics) + ")");

    StepCheck c;
    c.verdict = Probe::Same;
    const size_t firstResult = in.args.size();
    for (size_t i = 0; i < graphResults.size(); ++i) {
      const HostTensor &output = buffers[firstResult + i];
      std::vector<std::string> errors;
      std::optional<check::Comparison> comparison = check::compare(output, references[i], views[i], errors);
      if (!comparison)
        return notCheckable("its result " + std::to_string(i) + " cannot be compared with the graph's (" +
                            (errors.empty() ? "?" : errors.back()) + ")");
      std::string prefix = graphResults.size() == 1 ? "" : "result " + std::to_string(i) + ": ";
      int64_t lost = lostNonFinite(output, graphResults[i]);
      bool changed = !comparison->pass || lost > 0;
      if (i == in.mainResult) {
        c.maxAbs = comparison->maxAbs;
        c.relL2 = comparison->relL2;
        c.nanRows = comparison->output.rowCount;
      }
      if (changed && c.verdict == Probe::Same) {
        c.verdict = Probe::Changed;
        c.reason = prefix + (lost > 0 && comparison->pass
                                 ? "fail: " + std::to_string(lost) + " values differ where the graph has NaN or Inf"
                                 : comparison->reason);
      } else if (c.verdict == Probe::Same && (i == in.mainResult || c.reason.empty())) {
        c.reason = prefix + comparison->reason;
      }
    }
    c.reason += note;
    return c;
  }();
  result.milliseconds = msSince(start);
  return result;
}

std::optional<std::string> cpuCannotRun(mlir::ModuleOp module) {
  std::optional<std::string> why;
  module.walk([&](mlir::Operation *op) {
    if (isGpuDialect(op->getName().getDialectNamespace())) {
      why = "GPU code (" + op->getName().getStringRef().str() + "): the CPU backend does not run it";
      return mlir::WalkResult::interrupt();
    }
    if (auto forall = llvm::dyn_cast<mlir::scf::ForallOp>(op))
      if (std::optional<mlir::ArrayAttr> mapping = forall.getMapping())
        for (mlir::Attribute m : *mapping)
          if (isGpuDialect(m.getDialect().getNamespace())) {
            std::string text;
            llvm::raw_string_ostream os(text);
            m.print(os);
            why = "mapped to GPU threads (scf.forall with " + text +
                  "): the CPU backend would run the iterations one after another, not as threads";
            return mlir::WalkResult::interrupt();
          }
    for (mlir::Type type : op->getResultTypes())
      if (inGpuAddressSpace(type)) {
        why = "memory in a GPU address space (" + op->getName().getStringRef().str() + ")";
        return mlir::WalkResult::interrupt();
      }
    return mlir::WalkResult::advance();
  });
  return why;
}

StepCheck checkStep(const session::Trace &trace, size_t index, const StepChecker &oracle) {
  StepCheck c;
  if (index >= trace.steps.size()) {
    c = notCheckable("no step " + std::to_string(index + 1));
  } else if (trace.steps[index].status != session::StepStatus::Ok) {
    c = notCheckable(std::string("the step is ") + session::toString(trace.steps[index].status));
  } else {
    process::context("step " + std::to_string(index + 1));
    c = oracle.check(trace.steps[index].after->module.get());
  }
  c.step = index;
  return c;
}

size_t Bisection::checked() const {
  size_t n = 0;
  for (const StepCheck &c : checks)
    n += c.verdict != Probe::NotCheckable;
  return n;
}

namespace {

std::vector<size_t> stepsThatRan(const session::Trace &trace) {
  std::vector<size_t> ran;
  for (size_t i = 0; i < trace.steps.size(); ++i)
    if (trace.steps[i].status == session::StepStatus::Ok)
      ran.push_back(i);
  return ran;
}

} // namespace

Bisection bisect(const session::Trace &trace, const StepChecker &oracle) {
  Bisection b;
  b.ran = stepsThatRan(trace);
  std::vector<std::optional<StepCheck>> byPosition(b.ran.size());
  StepSearch search = findFirstChanged(b.ran.size(), [&](size_t position) {
    StepCheck c = checkStep(trace, b.ran[position], oracle);
    byPosition[position] = c;
    b.checks.push_back(c);
    return c.verdict;
  });
  if (search.upper)
    b.lastCheckable = b.ran[*search.upper];
  if (!search.firstChanged)
    return b;
  b.firstChanged = byPosition[*search.firstChanged];
  size_t from = 0;
  if (search.lastSame) {
    b.before = byPosition[*search.lastSame];
    from = *search.lastSame + 1;
  }
  for (size_t p = from; p < *search.firstChanged; ++p)
    b.uncheckedBetween.push_back(b.ran[p]);
  return b;
}

std::vector<StepCheck> checkEveryStep(const session::Trace &trace, const StepChecker &oracle) {
  std::vector<StepCheck> checks;
  for (size_t index : stepsThatRan(trace))
    checks.push_back(checkStep(trace, index, oracle));
  return checks;
}

nlohmann::json stepCheckToJson(const StepCheck &c) {
  auto number = [](double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr); };
  return {{"step", c.step},           {"verdict", toString(c.verdict)}, {"reason", c.reason},
          {"max_abs", number(c.maxAbs)}, {"rel_l2", number(c.relL2)},   {"nan_rows", c.nanRows},
          {"ms", c.milliseconds}};
}

StepCheck stepCheckFromJson(const nlohmann::json &j) {
  StepCheck c;
  if (!j.is_object())
    return notCheckable("no check came back");
  auto number = [&](const char *key) {
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : std::numeric_limits<double>::quiet_NaN();
  };
  c.step = j.value("step", size_t{0});
  std::string verdict = j.value("verdict", "");
  for (Probe p : {Probe::Same, Probe::Changed, Probe::NotCheckable})
    if (verdict == toString(p))
      c.verdict = p;
  c.reason = j.value("reason", "");
  c.maxAbs = number("max_abs");
  c.relL2 = number("rel_l2");
  c.nanRows = j.value("nan_rows", int64_t{0});
  c.milliseconds = j.value("ms", 0.0);
  return c;
}

} // namespace lantern::run
