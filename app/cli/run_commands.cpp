// lantern-cli run, compile, bisect and check-steps, and the child process they run in.
#include "commands.h"

#include "backend/backend.h"
#include "backend/cpu/cpu_backend.h"
#include "check/inputs.h"
#include "process/child.h"
#include "run/graph_reference.h"
#include "run/runner.h"
#include "run/step_check.h"
#include "session/session.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Config/llvm-config.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>

namespace lantern::cli {

namespace {

std::string formatNumber(double v) {
  if (std::isnan(v))
    return "nan";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", v);
  return buf;
}

nlohmann::json runReportJson(const run::RunReport &r, const std::string &graphPath, const std::string &schedulePath) {
  nlohmann::json j;
  j["graph"] = graphPath;
  j["schedule"] = schedulePath;
  j["verdict"] = r.pass ? "pass" : "fail";
  j["reason"] = r.verdictReason;
  j["completed"] = r.ok;
  if (!r.ok)
    j["failed_stage"] = run::toString(r.failedStage);
  j["backend"] = r.backend;
  j["mask_kind"] = r.maskKind;
  if (r.threads > 0) {
    j["threads"] = r.threads;
    j["cpu"] = r.cpu;
  }
  j["seed"] = r.seed;
  j["output"] = {{"dtype", r.outputDType}, {"shape", r.outputShape}};
  j["tolerance"] = r.tolerance;
  j["nan"] = r.nanInf.nanCount;
  j["inf"] = r.nanInf.infCount;
  j["first_nonfinite_positions"] = nlohmann::json::array();
  for (const auto &p : r.nanInf.firstPositions)
    j["first_nonfinite_positions"].push_back({{"batch", p[0]}, {"head", p[1]}, {"row", p[2]}, {"column", p[3]}});
  j["oracles"] = nlohmann::json::array();
  auto finite = [](double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(std::to_string(v)); };
  for (const run::OracleComparison &o : r.oracles) {
    nlohmann::json oj = {{"oracle", o.oracle}, {"available", o.available}};
    if (!o.available) {
      oj["reason"] = o.reason;
    } else {
      oj["max_abs"] = finite(o.maxAbs);
      oj["max_rel"] = finite(o.maxRel);
      oj["rel_l2"] = finite(o.relL2);
      oj["reference_nonfinite"] = o.referenceNan;
      oj["rows"] = o.rowsEvaluated;
      nlohmann::json rowError = nlohmann::json::array();
      for (double e : o.rowError)
        rowError.push_back(finite(e));
      oj["row_error"] = rowError;
    }
    j["oracles"].push_back(oj);
  }
  j["milliseconds"] = r.milliseconds;
  j["warmups"] = r.warmups;
  j["median_ms"] = r.medianMs;
  j["tflops"] = r.tflops;
  j["stage_ms"] = nlohmann::json::object();
  for (const run::StageTimes::Entry &e : r.stageTimes.entries())
    j["stage_ms"][e.key] = e.ms;
  j["diagnostics"] = diagnosticsJson(r.diagnostics);
  if (!r.deviceLost.empty())
    j["device_lost"] = r.deviceLost;
  j["versions"] = {{"lantern", run::kVersion}, {"llvm", LLVM_VERSION_STRING}, {"pytorch_oracle", run::kOracleName}};
  return j;
}

void printRunReport(const run::RunReport &r) {
  std::cout << "verdict: " << (r.pass ? "PASS" : "FAIL") << "  (" << r.verdictReason << ")\n";
  std::cout << "backend " << r.backend;
  if (r.threads > 0)
    std::cout << " (" << r.threads << (r.threads == 1 ? " thread" : " threads")
              << (r.cpu == "native" ? "" : ", " + r.cpu) << ")";
  std::cout << ", mask kind " << r.maskKind << ", seed " << r.seed;
  if (!r.outputDType.empty()) {
    std::cout << ", output " << r.outputDType << " [";
    for (size_t i = 0; i < r.outputShape.size(); ++i)
      std::cout << (i ? "," : "") << r.outputShape[i];
    std::cout << "]";
  }
  std::cout << "\n";
  if (!r.ok) {
    std::cout << "stopped at the " << run::toString(r.failedStage) << " stage\n";
    for (const Diagnostic &d : r.diagnostics)
      std::cout << "  " << d.format() << "\n";
    return;
  }
  std::cout << "NaN " << r.nanInf.nanCount << ", Inf " << r.nanInf.infCount;
  if (!r.nanInf.firstPositions.empty()) {
    std::cout << "; first at (batch, head, row, column):";
    for (const auto &p : r.nanInf.firstPositions)
      std::cout << " (" << p[0] << "," << p[1] << "," << p[2] << "," << p[3] << ")";
  }
  std::cout << "\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-9s %-11s %-11s %-11s %-9s %s", "oracle", "max abs", "max rel", "rel-L2", "ref NaN",
                "rows");
  std::cout << line << "\n";
  for (const run::OracleComparison &o : r.oracles) {
    if (!o.available) {
      std::cout << o.oracle << "  not available: " << o.reason << "\n";
      continue;
    }
    std::snprintf(line, sizeof line, "%-9s %-11s %-11s %-11s %-9lld %zu", o.oracle.c_str(), formatNumber(o.maxAbs).c_str(),
                  formatNumber(o.maxRel).c_str(), formatNumber(o.relL2).c_str(), static_cast<long long>(o.referenceNan),
                  o.rowsEvaluated.size());
    std::cout << line << "\n";
  }
  std::string warmups = r.warmups == 1 ? "a warm-up" : std::to_string(r.warmups) + " warm-ups";
  std::snprintf(line, sizeof line, "time: median %.3f ms of %zu runs after %s; %.4f TFLOP/s", r.medianMs,
                r.milliseconds.size(), warmups.c_str(), r.tflops);
  std::cout << line << "\n";
  std::cout << "stages (ms): " << r.stageTimes.summary() << "\n";
}

// One line of `bisect` and `check-steps`: the step (1-based), what it is, the verdict and its numbers.
std::string stepCheckLine(const session::Session &s, const run::StepCheck &c) {
  const schedule::Step &step = s.schedule().steps[c.step];
  std::string name = step.kind + (stepTarget(step).empty() ? "" : " " + stepTarget(step));
  if (name.size() > 40)
    name = name.substr(0, 37) + "...";
  char line[768];
  if (c.verdict == run::Probe::NotCheckable) {
    std::snprintf(line, sizeof line, "%3zu  %-40s not checkable here: %s", c.step + 1, name.c_str(), c.reason.c_str());
    return line;
  }
  std::snprintf(line, sizeof line, "%3zu  %-40s %-8s max abs %-9s rel-L2 %-9s NaN rows %-5lld %7.0f ms", c.step + 1,
                name.c_str(), run::toString(c.verdict), formatNumber(c.maxAbs).c_str(), formatNumber(c.relL2).c_str(),
                static_cast<long long>(c.nanRows), c.milliseconds);
  return line;
}

nlohmann::ordered_json stepCheckJson(const session::Session &s, const run::StepCheck &c) {
  const schedule::Step &step = s.schedule().steps[c.step];
  auto number = [](double v) { return std::isfinite(v) ? nlohmann::ordered_json(v) : nlohmann::ordered_json(formatNumber(v)); };
  nlohmann::ordered_json j = {{"index", c.step + 1},     {"step", step.kind}, {"target", stepTarget(step)},
                      {"verdict", run::toString(c.verdict)}, {"reason", c.reason}, {"ms", c.milliseconds}};
  if (c.verdict != run::Probe::NotCheckable) {
    j["max_abs"] = number(c.maxAbs);
    j["rel_l2"] = number(c.relL2);
    j["nan_rows"] = c.nanRows;
  }
  return j;
}

// --cpu for `backend`: set on `scope` (which keeps it for this thread's compiles until it is
// destroyed); an error message when a GPU backend gets one or the target is unknown or unsupported.
std::string setCpuTarget(backend::CpuTargetScope &scope, const std::string &backendName, const std::string &cpu) {
  if (cpu != "native" && backendName != "cpu")
    return "--cpu is for the cpu backend (a GPU kernel's host code stays native)";
  if (std::string error; backendName == "cpu" && !scope.set(cpu, error))
    return error;
  return "";
}

// What `bisect` and `check-steps` share: the options checked, the schedule applied (every enabled
// step must apply), the graph's side of the checks made once. Null after reporting, with `status`.
struct StepCheckSetup {
  std::unique_ptr<backend::CpuTargetScope> cpuTarget; // --cpu, for every check's compile
  std::optional<Applied> applied;
  std::unique_ptr<run::GraphOracle> oracle;
};

std::optional<StepCheckSetup> setUpStepChecks(mlir::MLIRContext &context, const std::string &graphPath,
                                              const std::string &schedulePath, const run::StepCheckOptions &options,
                                              const std::string &command, int &status) {
  status = kBadInput;
  backend::Backend *target = backend::findBackend(options.backend);
  if (!target) {
    badInput("unknown backend '" + options.backend + "'; backends: " + backendNames());
    return std::nullopt;
  }
  StepCheckSetup setup;
  setup.cpuTarget = std::make_unique<backend::CpuTargetScope>();
  if (std::string error = setCpuTarget(*setup.cpuTarget, options.backend, options.cpu); !error.empty()) {
    badInput(error);
    return std::nullopt;
  }
  backend::Availability availability = target->availability();
  if (!availability.available) {
    badInput("backend " + options.backend + " not available: " + availability.reason);
    return std::nullopt;
  }
  const auto &kinds = check::maskKinds();
  if (std::find(kinds.begin(), kinds.end(), options.maskKind) == kinds.end()) {
    badInput("--mask-kind '" + options.maskKind + "': expected none, causal, padding or random");
    return std::nullopt;
  }
  setup.applied = applySchedule(context, graphPath, schedulePath, SIZE_MAX);
  if (!setup.applied)
    return std::nullopt;
  printStepSummary(*setup.applied->session);
  const session::Trace &trace = setup.applied->session->trace();
  if (!trace.ok()) {
    int failed = trace.firstFailure();
    const schedule::Step &step = setup.applied->session->schedule().steps[failed];
    badInput("step " + std::to_string(failed + 1) + " (" + step.kind +
             (stepTarget(step).empty() ? "" : " " + stepTarget(step)) + ") failed; " + command +
             " checks a schedule whose enabled steps all apply");
    return std::nullopt;
  }
  std::string error;
  setup.oracle = run::GraphOracle::make(*setup.applied->graph.module, setup.applied->graph.roles, options, error);
  if (!setup.oracle) {
    badInput(graphPath + ": cannot run the unscheduled graph: " + error);
    return std::nullopt;
  }
  status = kOk;
  return setup;
}

} // namespace

// Runs the schedule's final IR, or with `irPath` that module as it is (after verifying it), and checks it
// against the graph.
int runRun(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
           const std::string &irPath, const run::RunOptions &options, const std::string &jsonPath) {
  backend::Backend *target = backend::findBackend(options.backend);
  if (!target)
    return badInput("unknown backend '" + options.backend + "'; backends: " + backendNames());
  if (options.threads > 0 && options.backend != "cpu")
    return badInput("--threads is for the cpu backend (a GPU backend's threads are its kernel's blocks)");
  {
    backend::CpuTargetScope check; // validated here; the run sets it for its own compiles
    if (std::string error = setCpuTarget(check, options.backend, options.cpu); !error.empty())
      return badInput(error);
  }
  if (int cpus = process::cpusAvailable(); options.threads > cpus)
    return badInput("--threads " + std::to_string(options.threads) + ": this process may use " + std::to_string(cpus) +
                    " CPUs (1 to " + std::to_string(cpus) + ", or 0 for all)");
  backend::Availability availability = target->availability();
  if (!availability.available)
    return badInput("backend " + options.backend + " not available: " + availability.reason);
  const auto &kinds = check::maskKinds();
  if (std::find(kinds.begin(), kinds.end(), options.maskKind) == kinds.end())
    return badInput("--mask-kind '" + options.maskKind + "': expected none, causal, padding or random");
  std::optional<graph::Graph> graph;
  mlir::OwningOpRef<mlir::ModuleOp> given;
  mlir::ModuleOp final;
  std::optional<Applied> applied;
  if (!irPath.empty()) {
    graph = loadGraphOrReport(context, graphPath);
    if (!graph)
      return kBadInput;
    ParseResult parsed = parseModuleFile(context, irPath);
    if (!parsed) {
      std::cerr << formatAll(parsed.diagnostics);
      return kBadInput;
    }
    given = std::move(parsed.module);
    final = *given;
    if (std::optional<std::string> elided = run::elidedConstant(final))
      return badInput(irPath + ": " + *elided + ": its large constants were elided when it was written; write it "
                      "with `lantern-cli apply --full-constants -o FILE` to run it");
  } else {
    applied = applySchedule(context, graphPath, schedulePath, SIZE_MAX);
    if (int status = appliedStatus(applied, "run"); status != kOk)
      return status;
    final = applied->session->trace().final()->module.get();
  }
  const graph::Graph &g = graph ? *graph : applied->graph;
  std::cerr << "seed " << options.seed << "\n";
  run::RunReport report = run::runAndCheck(final, *g.module, g.roles, options, nullptr,
                                           [](run::Stage, const std::string &message) {
                                             std::cerr << "  " << message << "\n";
                                           });
  printRunReport(report);
  nlohmann::json json = runReportJson(report, graphPath, schedulePath);
  if (!irPath.empty())
    json["ir"] = irPath;
  if (!jsonPath.empty() && !writeOutput(jsonPath, json.dump(2) + "\n"))
    return badInput("cannot write " + jsonPath);
  if (!report.ok && report.failedStage == run::Stage::Inputs)
    return kBadInput;
  return report.pass ? kOk : kFailed;
}

int runCompile(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
               const std::string &backendName, const std::string &what, const std::string &out, bool fullConstants,
               const std::string &cpu) {
  backend::Backend *target = backend::findBackend(backendName);
  if (!target)
    return badInput("unknown backend '" + backendName + "'; backends: " + backendNames());
  backend::CpuTargetScope cpuTarget; // what the cpu backend emits for, until this returns
  if (std::string error = setCpuTarget(cpuTarget, backendName, cpu); !error.empty())
    return badInput(error);
  std::vector<std::string> kinds = target->emitKinds();
  if (std::find(kinds.begin(), kinds.end(), what) == kinds.end()) {
    std::string list;
    for (const std::string &k : kinds)
      list += (list.empty() ? "" : ", ") + k;
    return badInput("--emit '" + what + "': the " + backendName + " backend emits " + list);
  }
  if ((what == "cubin" || what == "spirv") && (out.empty() || out == "-"))
    return badInput("--emit " + what + " writes a binary: give -o FILE");
  auto applied = applySchedule(context, graphPath, schedulePath, SIZE_MAX);
  if (int status = appliedStatus(applied, "compiled"); status != kOk)
    return status;
  const session::Trace &trace = applied->session->trace();
  std::vector<Diagnostic> diagnostics;
  std::string text;
  process::stage("emit " + what);
  if (!target->emit(trace.final()->module.get(), what, text, diagnostics)) {
    std::cerr << formatAll(diagnostics);
    return kFailed;
  }
  if (what == "mlir" && !fullConstants) {
    std::string error;
    if (!elideConstantsInText(context, text, error))
      return badInput(error);
  }
  if (!writeOutput(out, text))
    return badInput("cannot write " + out);
  return kOk;
}

int runBisect(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
              const run::StepCheckOptions &options, bool asJson) {
  int status = kOk;
  std::optional<StepCheckSetup> setup = setUpStepChecks(context, graphPath, schedulePath, options, "bisect", status);
  if (!setup)
    return status;
  const session::Session &s = *setup->applied->session;
  const session::Trace &trace = s.trace();
  run::Bisection b = run::bisect(trace, *setup->oracle);

  auto numbersOf = [&](const std::optional<run::StepCheck> &c) {
    return std::make_pair(c ? c->relL2 : 0.0, c ? c->nanRows : setup->oracle->nanRows());
  };
  std::string verdict;
  if (b.ran.empty()) {
    verdict = "no step changes the numbers (checked 0 of 0 steps: none ran)";
  } else if (!b.lastCheckable) {
    verdict = "no step could be checked here on " + options.backend;
  } else if (!b.firstChanged) {
    verdict = "no step changes the numbers (checked " + std::to_string(b.checked()) + " of " +
              std::to_string(b.ran.size()) + " steps)";
  } else {
    auto [relBefore, nanBefore] = numbersOf(b.before);
    verdict = "first bad step: " + std::to_string(b.firstChanged->step + 1) + " (" +
              stepName(s, b.firstChanged->step) + "): rel-L2 before " + formatNumber(relBefore) + " → after " +
              formatNumber(b.firstChanged->relL2) + ", NaN rows before " + std::to_string(nanBefore) + " → after " +
              std::to_string(b.firstChanged->nanRows);
  }
  std::string finalNote;
  if (b.lastCheckable && !b.ran.empty() && *b.lastCheckable != b.ran.back()) {
    auto last = std::find_if(b.checks.begin(), b.checks.end(),
                             [&](const run::StepCheck &c) { return c.step == b.ran.back(); });
    finalNote = "the final IR is not checkable here (" + (last == b.checks.end() ? "?" : last->reason) +
                "); bisected among steps 1.." + std::to_string(*b.lastCheckable + 1);
  }
  std::string betweenNote;
  if (!b.uncheckedBetween.empty()) {
    betweenNote = "steps";
    for (size_t i : b.uncheckedBetween)
      betweenNote += " " + std::to_string(i + 1);
    betweenNote += " before it could not be checked here: the change may come from one of them";
  }

  if (asJson) {
    nlohmann::ordered_json j = {{"graph", graphPath},
                        {"schedule", schedulePath},
                        {"backend", options.backend},
                        {"mask_kind", options.maskKind},
                        {"seed", options.seed},
                        {"check_rows", options.checkRows},
                        {"steps", trace.steps.size()},
                        {"steps_ran", b.ran.size()},
                        {"checked", b.checked()},
                        {"graph_nan_rows", setup->oracle->nanRows()},
                        {"verdict", verdict}};
    j["checks"] = nlohmann::ordered_json::array();
    for (const run::StepCheck &c : b.checks)
      j["checks"].push_back(stepCheckJson(s, c));
    j["final_note"] = finalNote;
    j["last_checkable"] = b.lastCheckable ? nlohmann::ordered_json(*b.lastCheckable + 1) : nlohmann::ordered_json(nullptr);
    j["first_bad"] = b.firstChanged ? stepCheckJson(s, *b.firstChanged) : nlohmann::ordered_json(nullptr);
    j["before"] = b.before ? stepCheckJson(s, *b.before) : nlohmann::ordered_json(nullptr);
    j["unchecked_between"] = nlohmann::ordered_json::array();
    for (size_t i : b.uncheckedBetween)
      j["unchecked_between"].push_back(i + 1);
    std::cout << j.dump(2) << "\n";
  } else {
    char head[256];
    std::snprintf(head, sizeof head, "steps in the order checked, against the unscheduled graph (%s, mask kind %s, seed %llu; graph %.0f ms)",
                  (options.backend + (options.cpu == "native" ? "" : " " + options.cpu)).c_str(),
                  options.maskKind.c_str(), static_cast<unsigned long long>(options.seed),
                  setup->oracle->milliseconds());
    std::cout << head << "\n";
    for (const run::StepCheck &c : b.checks)
      std::cout << stepCheckLine(s, c) << "\n";
    if (!finalNote.empty())
      std::cout << finalNote << "\n";
    std::cout << verdict << "\n";
    if (!betweenNote.empty())
      std::cout << betweenNote << "\n";
  }
  if (!b.lastCheckable && !b.ran.empty())
    return kBadInput;
  return b.firstChanged ? kFailed : kOk;
}

int runCheckSteps(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
                  const run::StepCheckOptions &options, bool asJson) {
  int status = kOk;
  std::optional<StepCheckSetup> setup = setUpStepChecks(context, graphPath, schedulePath, options, "check-steps", status);
  if (!setup)
    return status;
  const session::Session &s = *setup->applied->session;
  std::vector<run::StepCheck> checks = run::checkEveryStep(s.trace(), *setup->oracle);
  size_t changed = 0, checkable = 0;
  for (const run::StepCheck &c : checks) {
    changed += c.verdict == run::Probe::Changed;
    checkable += c.verdict != run::Probe::NotCheckable;
  }
  std::string summary = std::to_string(changed) + " of " + std::to_string(checkable) +
                        " checked steps change the numbers (" + std::to_string(checks.size() - checkable) +
                        " not checkable here)";
  if (asJson) {
    nlohmann::ordered_json j = {{"graph", graphPath},       {"schedule", schedulePath},
                        {"backend", options.backend}, {"mask_kind", options.maskKind},
                        {"seed", options.seed},     {"check_rows", options.checkRows},
                        {"graph_nan_rows", setup->oracle->nanRows()}, {"summary", summary}};
    j["checks"] = nlohmann::ordered_json::array();
    for (const run::StepCheck &c : checks)
      j["checks"].push_back(stepCheckJson(s, c));
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << "graph: NaN rows " << setup->oracle->nanRows() << "\n";
    for (const run::StepCheck &c : checks)
      std::cout << stepCheckLine(s, c) << "\n";
    std::cout << summary << "\n";
  }
  return changed > 0 ? kFailed : kOk;
}

// Runs this command line again in a child process with the limits of `iso`; the child's exit status
// when it exited, else a failed verdict that says how it died and in which stage (and, with `jsonPath`,
// the same as a JSON report).
int runIsolated(const std::string &what, int argc, char **argv, const cli::IsolationOptions &iso,
                const std::string &jsonPath, const std::string &graphPath, const std::string &schedulePath) {
  std::string error;
  std::optional<process::Limits> limits = cli::isolationLimits(iso, error);
  if (!limits)
    return badInput(error);
  process::ChildOptions child;
  child.argv = cli::childCommandLine(argc, argv);
  child.limits = *limits;
  process::ChildResult result = process::runChild(child);
  if (result.exited())
    return result.exitCode;
  std::string message = cli::describeDeath(what, result);
  if (!jsonPath.empty() || what == "the run")
    std::cout << "verdict: FAIL  (" << message << ")\n";
  std::cerr << "lantern-cli: " << message
            << "; it ran in a child process, so nothing else was lost (--no-isolate runs it in this one, e.g. under a "
               "debugger)\n";
  if (!jsonPath.empty()) {
    nlohmann::json j;
    j["graph"] = graphPath;
    j["schedule"] = schedulePath;
    j["verdict"] = "fail";
    j["reason"] = message;
    j["completed"] = false;
    j["failed_stage"] = result.stage.empty() ? "start" : result.stage;
    j["isolation"] = cli::deathJson(result);
    j["stderr_tail"] = result.errorTail;
    j["versions"] = {{"lantern", run::kVersion}, {"llvm", LLVM_VERSION_STRING}, {"pytorch_oracle", run::kOracleName}};
    if (!writeOutput(jsonPath, j.dump(2) + "\n"))
      return badInput("cannot write " + jsonPath);
  }
  return kFailed;
}

} // namespace lantern::cli
