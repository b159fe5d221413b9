// lantern-cli: the batch front end over lantern_core. Exit codes: 0 ok, 1 a step or check failed,
// 2 bad input or usage.
#include "diff/ir_diff.h"
#include "graph/dataflow.h"
#include "graph/graph.h"
#include "graph/sdpa_generator.h"
#include "ir/constants.h"
#include "ir/context.h"
#include "ir/module.h"
#include "backend/backend.h"
#include "check/inputs.h"
#include "run/graph_reference.h"
#include "run/runner.h"
#include "run/step_check.h"
#include "schedule/catalog.h"
#include "schedule/script.h"
#include "session/session.h"
#include "sweep/runner.h"
#include "sweep/tuning.h"
#include "isolation.h"
#include "isolate/engine.h"
#include "run/report_json.h"
#include "sweep_commands.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Config/llvm-config.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <unistd.h>
#include <utility>

namespace {

using namespace lantern;

constexpr int kOk = 0;
constexpr int kFailed = 1;
constexpr int kBadInput = 2;

int badInput(const std::vector<Diagnostic> &diagnostics) {
  std::cerr << formatAll(diagnostics);
  return kBadInput;
}

int badInput(const std::string &message) {
  std::cerr << "lantern-cli: error: " << message << "\n";
  return kBadInput;
}

// Writes to `path`, or stdout when empty or "-".
bool writeOutput(const std::string &path, const std::string &text) {
  if (path.empty() || path == "-") {
    std::cout << text;
    return static_cast<bool>(std::cout);
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  return static_cast<bool>(out);
}

std::optional<graph::Graph> loadGraphOrReport(mlir::MLIRContext &context, const std::string &path) {
  std::vector<Diagnostic> diagnostics;
  auto graph = graph::loadGraph(context, path, diagnostics);
  if (!graph)
    std::cerr << formatAll(diagnostics);
  return graph;
}

// Applies `schedulePath` to `graphPath`; returns nullopt (after reporting) on bad input.
struct Applied {
  graph::Graph graph;
  std::unique_ptr<session::Session> session;
};

std::optional<Applied> applySchedule(mlir::MLIRContext &context, const std::string &graphPath,
                                     const std::string &schedulePath, size_t upto) {
  std::vector<Diagnostic> errors;
  auto schedule = schedule::loadSchedule(schedulePath, errors);
  if (!schedule) {
    std::cerr << formatAll(errors);
    return std::nullopt;
  }
  auto graph = loadGraphOrReport(context, graphPath);
  if (!graph)
    return std::nullopt;
  if (!graph->roles.isAttention)
    std::cerr << graphPath << ": note: generic graph (no attention pattern): " << graph->roles.reason
              << "; role: targets will match nothing\n";
  Applied applied{std::move(*graph), std::make_unique<session::Session>(context)};
  applied.session->setGraph(applied.graph.module->clone());
  applied.session->setSchedule(std::move(*schedule));
  applied.session->apply(upto);
  return applied;
}

// The target as the step runs it: its own, or its kind's default (loaded steps are validated).
std::string stepTarget(const schedule::Step &step) {
  return step.parsedTarget ? step.parsedTarget->text : step.target;
}

// One line per step on stderr: index, name, status, ms, lines changed.
void printStepSummary(const session::Session &s) {
  const session::Trace &trace = s.trace();
  const auto &steps = s.schedule().steps;
  for (size_t i = 0; i < trace.steps.size(); ++i) {
    const session::StepTrace &st = trace.steps[i];
    char line[512];
    std::string name = steps[i].kind + (stepTarget(steps[i]).empty() ? "" : " " + stepTarget(steps[i]));
    if (name.size() > 40)
      name = name.substr(0, 37) + "...";
    std::string changes = "-";
    if (st.status == session::StepStatus::Ok) {
      diff::IrDiff d = diff::diffIr(st.before->ir, st.after->ir);
      changes = "+" + std::to_string(d.stats.added) + " -" + std::to_string(d.stats.removed) + " ~" +
                std::to_string(d.stats.changed);
    }
    std::snprintf(line, sizeof line, "%3zu  %-40s %-9s %9.1f ms  %s%s", i + 1, name.c_str(),
                  session::toString(st.status), st.milliseconds, changes.c_str(), st.fromCache ? " (cached)" : "");
    std::cerr << line << "\n";
    for (const Diagnostic &d : st.diagnostics)
      std::cerr << "     " << d.format() << "\n";
  }
}

nlohmann::json diagnosticsJson(const std::vector<Diagnostic> &diagnostics) { return diagnosticsToJson(diagnostics); }

nlohmann::json traceJson(const Applied &applied) {
  const session::Trace &trace = applied.session->trace();
  const auto &steps = applied.session->schedule().steps;
  nlohmann::json j;
  j["graph"] = applied.graph.path;
  j["schedule"] = applied.session->schedule().name;
  j["initial_lines"] = trace.initial->lineCount();
  j["ok"] = trace.ok();
  j["steps"] = nlohmann::json::array();
  for (size_t i = 0; i < trace.steps.size(); ++i) {
    const session::StepTrace &st = trace.steps[i];
    nlohmann::json s = {{"index", i + 1},
                        {"step", steps[i].kind},
                        {"target", stepTarget(steps[i])},
                        {"status", session::toString(st.status)},
                        {"ms", st.milliseconds},
                        {"cached", st.fromCache},
                        {"lines_before", st.before->lineCount()},
                        {"lines_after", st.after->lineCount()},
                        {"diagnostics", diagnosticsJson(st.diagnostics)},
                        {"script", st.script}};
    if (st.status == session::StepStatus::Ok) {
      diff::IrDiff d = diff::diffIr(st.before->ir, st.after->ir);
      s["diff"] = {{"added", d.stats.added}, {"removed", d.stats.removed}, {"changed", d.stats.changed},
                   {"hunks", d.hunks.size()}};
    }
    j["steps"].push_back(s);
  }
  return j;
}

int runSteps(bool asJson) {
  if (asJson) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const schedule::StepKind &k : schedule::catalog()) {
      nlohmann::ordered_json kind;
      kind["name"] = k.name;
      kind["summary"] = k.summary;
      kind["teaching"] = k.teaching;
      kind["preconditions"] = k.preconditions;
      kind["default_target"] = k.defaultTarget;
      kind["params"] = nlohmann::ordered_json::array();
      for (const schedule::ParamSpec &p : k.params) {
        nlohmann::ordered_json param;
        param["name"] = p.name;
        param["type"] = schedule::toString(p.type);
        param["required"] = p.required();
        if (!p.required())
          param["default"] = p.defaultValue;
        if (!p.choices.empty())
          param["choices"] = p.choices;
        param["help"] = p.help;
        kind["params"].push_back(param);
      }
      out.push_back(kind);
    }
    std::cout << out.dump(2) << "\n";
    return kOk;
  }
  for (const schedule::StepKind &k : schedule::catalog()) {
    std::cout << k.name << " — " << k.summary << "\n";
    std::cout << "  target: " << (k.defaultTarget.empty() ? "required" : "default \"" + k.defaultTarget + "\"")
              << "\n";
    std::cout << "  needs: " << k.preconditions << "\n";
    for (const schedule::ParamSpec &p : k.params) {
      std::cout << "  " << p.name << " (" << schedule::toString(p.type);
      if (!p.choices.empty()) {
        std::cout << ":";
        for (const std::string &c : p.choices)
          std::cout << " " << c;
      }
      std::cout << (p.required() ? ", required" : ", default " + p.defaultValue.dump()) << "): " << p.help << "\n";
    }
    std::cout << "  " << k.teaching << "\n\n";
  }
  return kOk;
}

nlohmann::ordered_json taggedOpsJson(const std::vector<graph::TaggedOp> &ops) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const graph::TaggedOp &op : ops)
    out.push_back({{"role", graph::toString(op.role)}, {"op", op.opName}, {"location", op.location}});
  return out;
}

// `roles --json`: the report, one object per attention block.
nlohmann::ordered_json rolesJson(const graph::RoleReport &r) {
  nlohmann::ordered_json doc;
  doc["function"] = r.functionName;
  doc["attention"] = r.isAttention;
  doc["reason"] = r.reason;
  doc["notes"] = r.notes;
  doc["reference"] = !r.isAttention ? "none" : r.isPlainSdpa ? "pytorch" : "graph-f64";
  doc["blocks"] = nlohmann::ordered_json::array();
  for (const graph::AttentionBlock &b : r.blocks) {
    nlohmann::ordered_json j;
    j["index"] = b.index;
    j["batch"] = b.batch;
    j["heads"] = b.heads;
    j["kv_heads"] = b.kvHeads;
    j["seq_q"] = b.seqQ;
    j["seq_kv"] = b.seqKV;
    j["head_dim"] = b.headDim;
    j["scale"] = b.scale ? nlohmann::ordered_json(*b.scale) : nlohmann::ordered_json(nullptr);
    j["scale_applied"] = graph::toString(b.scaleSite);
    j["mask"] = {{"kind", b.maskKind}, {"shape", b.maskShape}, {"argument", b.maskArg}};
    j["causal"] = b.causal;
    j["window"] = b.window;
    j["score_mods"] = b.scoreMods;
    j["dtypes"] = {{"input", b.inputType}, {"accumulator", b.accumulatorType}, {"output", b.outputType}};
    j["guard"] = b.guard;
    j["gqa_groups"] = b.gqaGroups;
    j["arguments"] = {{"q", b.queryArg}, {"k", b.keyArg}, {"v", b.valueArg}, {"mask", b.maskArg}};
    j["output_result"] = b.outputResult;
    j["extra_outputs"] = b.extraOutputs;
    j["ops"] = taggedOpsJson(b.ops);
    doc["blocks"].push_back(j);
  }
  return doc;
}

int runRoles(mlir::MLIRContext &context, const std::string &graphPath, bool tagged, bool json, const std::string &out) {
  auto graph = loadGraphOrReport(context, graphPath);
  if (!graph)
    return kBadInput;
  if (json) {
    std::cout << rolesJson(graph->roles).dump(2) << "\n";
    return kOk;
  }
  if (tagged) {
    if (!writeOutput(out, printOp(*graph->module)))
      return badInput("cannot write " + out);
    return kOk;
  }
  std::cout << graph->roles.summary();
  bool several = graph->roles.blocks.size() > 1;
  for (const graph::TaggedOp &op : graph->roles.ops) {
    char line[512];
    std::string role = graph::toString(op.role) + (several ? "@" + std::to_string(op.block) : std::string());
    std::snprintf(line, sizeof line, "%-12s %-24s %s", role.c_str(), op.opName.c_str(), op.location.c_str());
    std::cout << line << "\n";
  }
  return kOk;
}

int runDataflow(mlir::MLIRContext &context, const std::string &graphPath, bool json) {
  auto graph = loadGraphOrReport(context, graphPath);
  if (!graph)
    return kBadInput;
  graph::Dataflow flow = graph::buildDataflow(*graph->module, graph->roles.functionName);
  if (flow.nodes.empty())
    return badInput(graphPath + ": no function with a body to draw the dataflow of");
  if (json) {
    nlohmann::ordered_json doc = {{"function", graph->roles.functionName}};
    doc.update(graph::toJson(flow));
    std::cout << doc.dump(2) << "\n";
  } else {
    std::cout << "dataflow of @" << graph->roles.functionName << ": " << graph::formatDataflow(flow);
  }
  return kOk;
}

// `--schedule-table`: the schedule for the graph's shape from a tuned table (lantern-cli tune), said
// on stderr; with neither a SCHEDULE nor a table it is a usage error.
int scheduleFromTable(mlir::MLIRContext &context, const std::string &graphPath, const std::string &table,
                      const std::string &backend, std::string &schedulePath) {
  if (table.empty())
    return schedulePath.empty() ? badInput("give a SCHEDULE or --schedule-table TABLE") : kOk;
  if (!schedulePath.empty())
    return badInput("give a SCHEDULE or --schedule-table, not both");
  auto graph = loadGraphOrReport(context, graphPath);
  if (!graph)
    return kBadInput;
  std::string error;
  auto choice = sweep::pickFromTable(table, sweep::Sweeper::shapeOf(*graph), backend, error);
  if (!choice)
    return badInput(error);
  std::cerr << choice->message << "\n";
  schedulePath = choice->schedulePath;
  return kOk;
}

int runApply(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
             size_t upto, const std::string &out, const std::string &traceJsonPath, bool fullConstants) {
  auto applied = applySchedule(context, graphPath, schedulePath, upto);
  if (!applied)
    return kBadInput;
  isolate::stage("output");
  printStepSummary(*applied->session);
  const session::Trace &trace = applied->session->trace();
  if (!writeOutput(out, session::snapshotText(*trace.final(), fullConstants)))
    return badInput("cannot write " + out);
  if (!traceJsonPath.empty() && !writeOutput(traceJsonPath, traceJson(*applied).dump(2) + "\n"))
    return badInput("cannot write " + traceJsonPath);
  return trace.ok() ? kOk : kFailed;
}

int runDiff(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath, size_t step,
            int contextLines) {
  auto applied = applySchedule(context, graphPath, schedulePath, step);
  if (!applied)
    return kBadInput;
  isolate::stage("diff");
  const session::Trace &trace = applied->session->trace();
  if (step < 1 || step > trace.steps.size())
    return badInput("--step " + std::to_string(step) + " is out of range: the schedule has " +
                    std::to_string(trace.steps.size()) + " step(s), numbered from 1");
  const session::StepTrace &st = trace.steps[step - 1];
  if (st.status != session::StepStatus::Ok) {
    std::cerr << "step " << step << " (" << applied->session->schedule().steps[step - 1].kind << ") "
              << session::toString(st.status) << "\n";
    for (const Diagnostic &d : st.diagnostics)
      std::cerr << d.format() << "\n";
    return st.status == session::StepStatus::Failed ? kFailed : kOk;
  }
  diff::DiffOptions options;
  options.context = contextLines;
  diff::IrDiff d = diff::diffIr(st.before->ir, st.after->ir, options);
  std::string label = "step " + std::to_string(step) + " (" + applied->session->schedule().steps[step - 1].kind + ")";
  std::cout << diff::formatUnified(d, st.before->ir, st.after->ir, "before " + label, "after " + label);
  std::cerr << "step " << step << ": +" << d.stats.added << " -" << d.stats.removed << " ~" << d.stats.changed
            << " in " << d.hunks.size() << " hunk(s)\n";
  return kOk;
}

int runExport(const std::string &schedulePath, const std::string &out) {
  std::vector<Diagnostic> errors;
  auto schedule = schedule::loadSchedule(schedulePath, errors);
  if (!schedule)
    return badInput(errors);
  if (!writeOutput(out, schedule::exportScript(*schedule)))
    return badInput("cannot write " + out);
  return kOk;
}

int runImport(mlir::MLIRContext &context, const std::string &scriptPath, const std::string &out) {
  std::vector<Diagnostic> errors;
  auto schedule = schedule::importScript(context, scriptPath, errors);
  if (!schedule)
    return badInput(errors);
  if (out.empty() || out == "-") {
    std::cout << schedule::toJsonText(*schedule);
    return kOk;
  }
  Diagnostic error;
  if (!schedule::saveSchedule(*schedule, out, error))
    return badInput({error});
  return kOk;
}

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
  std::cout << "backend " << r.backend << ", mask kind " << r.maskKind << ", seed " << r.seed;
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
  std::snprintf(line, sizeof line, "time: median %.3f ms of %zu runs after a warm-up; %.4f TFLOP/s", r.medianMs,
                r.milliseconds.size(), r.tflops);
  std::cout << line << "\n";
  std::cout << "stages (ms): " << r.stageTimes.summary() << "\n";
}

// After applying a whole schedule for `run` or `compile`: prints the step summary; kOk when every
// step succeeded, else the exit status ("nothing was run").
int appliedStatus(const std::optional<Applied> &applied, const std::string &what) {
  if (!applied)
    return kBadInput;
  printStepSummary(*applied->session);
  if (applied->session->trace().ok())
    return kOk;
  std::cerr << "lantern-cli: a step failed; nothing was " << what << "\n";
  return kFailed;
}

// Backend names for messages: "cpu, cuda, level_zero".
std::string backendNames() {
  std::string names;
  for (backend::Backend *b : backend::registry())
    names += (names.empty() ? "" : ", ") + b->name();
  return names;
}

// Runs the schedule's final IR, or with `irPath` that module as it is (after verifying it), and checks it
// against the graph.
int runRun(mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath,
           const std::string &irPath, const run::RunOptions &options, const std::string &jsonPath) {
  backend::Backend *target = backend::findBackend(options.backend);
  if (!target)
    return badInput("unknown backend '" + options.backend + "'; backends: " + backendNames());
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
               const std::string &backendName, const std::string &what, const std::string &out, bool fullConstants) {
  backend::Backend *target = backend::findBackend(backendName);
  if (!target)
    return badInput("unknown backend '" + backendName + "'; backends: " + backendNames());
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
  isolate::stage("emit " + what);
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

// What `bisect` and `check-steps` share: the options checked, the schedule applied (every enabled
// step must apply), the graph's side of the checks made once. Null after reporting, with `status`.
struct StepCheckSetup {
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
  StepCheckSetup setup;
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

std::string stepName(const session::Session &s, size_t index) {
  const schedule::Step &step = s.schedule().steps[index];
  return step.kind + (stepTarget(step).empty() ? "" : " " + stepTarget(step));
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
                  options.backend.c_str(), options.maskKind.c_str(), static_cast<unsigned long long>(options.seed),
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

struct SdpaOptions {
  graph::SdpaSpec spec;
  std::string dtype = "f32", mask = "none", scoreMod = "none", out;
  std::string form = "lantern", maxForm = "maximumf", keepDim = "none", scaleForm = "q-and-k",
              keyForm = "transpose", maskShape = "bhss";
  bool noGuard = false, scaleOnScores = false;
};

// Parses one enumerated option of `graph sdpa`; false (and the message) when `text` is none of
// `names`.
template <typename Enum, typename Parse>
bool parseChoice(const std::string &flag, const std::string &text, const char *names, Parse parse,
                 Enum &into, int &status) {
  auto parsed = parse(text);
  if (!parsed) {
    status = badInput(flag + " '" + text + "': expected " + names);
    return false;
  }
  into = *parsed;
  return true;
}

int runGraphSdpa(SdpaOptions &o) {
  auto dtype = graph::parseElementType(o.dtype);
  auto mask = graph::parseMaskKind(o.mask);
  auto mod = graph::parseScoreMod(o.scoreMod);
  if (!dtype)
    return badInput("--dtype '" + o.dtype + "': expected f32, bf16 or f16");
  if (!mask)
    return badInput("--mask '" + o.mask + "': expected none, causal, bool, additive or padding");
  if (!mod)
    return badInput("--score-mod '" + o.scoreMod + "': expected none, alibi or softcap");
  if (o.form != "lantern" && o.form != "torch-mlir")
    return badInput("--form '" + o.form + "': expected lantern or torch-mlir");
  o.spec.importerForm = o.form == "torch-mlir";
  int status = kOk;
  if (!parseChoice("--max-form", o.maxForm, "maximumf, maxnumf, select, reduce or argmax",
                   graph::parseMaxForm, o.spec.maxForm, status) ||
      !parseChoice("--keep-dim", o.keepDim, "none, map or expand", graph::parseKeepDim,
                   o.spec.keepDim, status) ||
      !parseChoice("--scale-form", o.scaleForm, "q-and-k, q, scores, scores-divide or none",
                   graph::parseScaleForm, o.spec.scaleForm, status) ||
      !parseChoice("--key-form", o.keyForm, "transpose, map or kq", graph::parseKeyForm,
                   o.spec.keyForm, status) ||
      !parseChoice("--mask-shape", o.maskShape, "bhss, ss, b1ss or b11s", graph::parseMaskShape,
                   o.spec.maskShape, status))
    return status;
  if (o.scaleOnScores) {
    if (o.spec.scaleForm != graph::ScaleForm::QAndK && o.spec.scaleForm != graph::ScaleForm::Scores)
      return badInput("--scale-on-scores is --scale-form scores: it cannot go with --scale-form " + o.scaleForm);
    o.spec.scaleForm = graph::ScaleForm::Scores;
  }
  o.spec.dtype = *dtype;
  o.spec.mask = *mask;
  o.spec.scoreMod = *mod;
  o.spec.guard = !o.noGuard;
  if (auto problem = graph::validate(o.spec))
    return badInput(*problem);
  std::string text = "// " + graph::describe(o.spec) + "\n// generated by: lantern-cli graph sdpa\n" +
                     graph::generateSdpa(o.spec);
  if (!writeOutput(o.out, text))
    return badInput("cannot write " + o.out);
  return kOk;
}

// Runs this command line again in a child process with the limits of `iso`; the child's exit status
// when it exited, else a failed verdict that says how it died and in which stage (and, with `jsonPath`,
// the same as a JSON report).
int runIsolated(const std::string &what, int argc, char **argv, const cli::IsolationOptions &iso,
                const std::string &jsonPath, const std::string &graphPath, const std::string &schedulePath) {
  std::string error;
  std::optional<isolate::Limits> limits = cli::isolationLimits(iso, error);
  if (!limits)
    return badInput(error);
  isolate::ChildOptions child;
  child.argv = cli::childCommandLine(argc, argv);
  child.limits = *limits;
  isolate::ChildResult result = isolate::runChild(child);
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

// stdout as a private channel to the parent: a descriptor of its own, while fd 1 (what a transform's
// print or a kernel's printf writes to) goes to stderr.
std::FILE *takeStdout() {
  std::fflush(stdout);
  int channel = ::dup(1);
  ::dup2(2, 1);
  return channel < 0 ? nullptr : ::fdopen(channel, "w");
}

// The JSON object a hidden command reads on stdin; nullopt when it is not one with `key`.
std::optional<nlohmann::json> readRequest(const char *key) {
  std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  nlohmann::json request = nlohmann::json::parse(input, nullptr, /*allow_exceptions=*/false);
  if (!request.is_object() || !request.contains(key))
    return std::nullopt;
  return request;
}

// `lantern-cli engine` (hidden): the GUI's engine process (isolate/engine.h).
int runEngine(mlir::MLIRContext &context) {
  std::FILE *channel = takeStdout();
  if (!channel)
    return badInput("engine: cannot duplicate stdout");
  return isolate::serveEngine(context, std::cin, channel);
}

// `lantern-cli run-ir` (hidden): one run of IR the GUI sends as JSON on stdin ({"ir", "graph",
// "graph_name", "options"}); the report as JSON on stdout, progress as status lines.
int runIr(mlir::MLIRContext &context) {
  std::FILE *channel = takeStdout();
  if (!channel)
    return badInput("run-ir: cannot duplicate stdout");
  std::optional<nlohmann::json> read = readRequest("ir");
  if (!read || !read->contains("graph"))
    return badInput("run-ir: expected a JSON object with \"ir\" and \"graph\" on stdin");
  nlohmann::json &request = *read;
  std::vector<Diagnostic> errors;
  auto graph = graph::parseGraph(context, request["graph"].get<std::string>(), request.value("graph_name", "graph"),
                                 errors);
  if (!graph)
    return badInput(errors);
  ParseResult final = parseModule(context, request["ir"].get<std::string>(), "final IR");
  if (!final)
    return badInput(final.diagnostics);
  run::RunOptions options = run::optionsFromJson(request.value("options", nlohmann::json::object()));
  run::RunReport report = run::runAndCheck(*final.module, *graph->module, graph->roles, options, nullptr,
                                           [](run::Stage, const std::string &message) {
                                             isolate::status("progress " + message);
                                           });
  std::string text = run::reportToJson(report).dump() + "\n";
  std::fwrite(text.data(), 1, text.size(), channel);
  std::fclose(channel);
  return kOk;
}

// `lantern-cli check-worker` (hidden): the desktop app's step checks (isolate/engine.h).
int runCheckWorker(mlir::MLIRContext &context) {
  std::FILE *channel = takeStdout();
  if (!channel)
    return badInput("check-worker: cannot duplicate stdout");
  return isolate::serveChecker(context, std::cin, channel);
}

// `lantern-cli emit-ir` (hidden): one Code view stage for the desktop app: {"ir", "backend", "kind"}
// on stdin, {"ok", "text"} on stdout.
int runEmitIr(mlir::MLIRContext &context) {
  std::FILE *channel = takeStdout();
  if (!channel)
    return badInput("emit-ir: cannot duplicate stdout");
  std::optional<nlohmann::json> read = readRequest("ir");
  if (!read)
    return badInput("emit-ir: expected a JSON object with \"ir\", \"backend\" and \"kind\" on stdin");
  nlohmann::json &request = *read;
  backend::Backend *target = backend::findBackend(request.value("backend", ""));
  if (!target)
    return badInput("emit-ir: unknown backend");
  ParseResult module = parseModule(context, request["ir"].get<std::string>(), "final IR", /*verify=*/false);
  if (!module)
    return badInput(module.diagnostics);
  std::string kind = request.value("kind", "mlir"), text;
  std::vector<Diagnostic> diagnostics;
  isolate::stage("emit " + kind);
  isolate::faultPoint("emit");
  bool ok = target->emit(*module.module, kind, text, diagnostics);
  if (!ok) {
    std::stable_partition(diagnostics.begin(), diagnostics.end(),
                          [](const Diagnostic &d) { return d.severity == Severity::Error; });
    text = formatAll(diagnostics);
  }
  std::string reply = nlohmann::json({{"ok", ok}, {"text", text}}).dump(-1, ' ', false,
                                                                        nlohmann::json::error_handler_t::replace) +
                      "\n";
  std::fwrite(reply.data(), 1, reply.size(), channel);
  std::fclose(channel);
  return kOk;
}

} // namespace

int main(int argc, char **argv) {
  CLI::App app{"lantern-cli: apply, inspect, export and check MLIR transform schedules on attention graphs"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "help for every command");

  bool stepsJson = false;
  auto *steps = app.add_subcommand("steps", "the step catalog: kinds, parameters, preconditions and teaching texts");
  steps->add_flag("--json", stepsJson, "machine-readable catalog");

  std::string graphPath, schedulePath, out, traceJsonPath, scriptPath;
  bool tagged = false;
  auto *roles = app.add_subcommand("roles", "recognise the attention pattern: one line per tagged op");
  roles->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  roles->add_flag("--tagged", tagged, "write the graph with its lantern.role attributes instead");
  roles->add_option("-o,--output", out, "output file for --tagged (default stdout)");
  bool dataflow = false, dataflowJson = false;
  roles->add_flag("--dataflow", dataflow, "print the dataflow the GUI's Graph panel draws instead")->excludes("--tagged");
  roles->add_flag("--json", dataflowJson, "as JSON (the report per attention block, or with --dataflow the dataflow)")
      ->excludes("--tagged");

  size_t upto = SIZE_MAX;
  auto *apply = app.add_subcommand("apply", "apply a schedule; final IR to stdout, a line per step to stderr");
  apply->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  std::string scheduleTable, tableBackend;
  apply->add_option("SCHEDULE", schedulePath, "schedule (.json); or --schedule-table");
  apply->add_option("--schedule-table", scheduleTable,
                    "pick the schedule for the graph's shape from a tuned table (tuned/index.json from lantern-cli tune)");
  apply->add_option("--backend", tableBackend, "with --schedule-table: take the entry of this backend");
  apply->add_option("--upto", upto, "apply only the first N steps")->check(CLI::NonNegativeNumber);
  apply->add_option("-o,--output", out, "write the final IR here instead of stdout");
  apply->add_option("--trace-json", traceJsonPath, "write the per-step trace as JSON");
  bool fullConstants = false;
  apply->add_flag("--full-constants", fullConstants,
                  "write large constants (weights) in full; by default they are elided as "
                  "dense_resource<__elided__HASH> with their type, which `run --ir` cannot run");
  // apply, diff and compile run the steps in a child as run does: a schedule whose IR blows up ends
  // as an error naming the step and the limit, not as the machine's OOM killer.
  cli::IsolationOptions toolIsolation;
  cli::addIsolationOptions(apply, toolIsolation, "applying the schedule");

  size_t diffStep = 0;
  int contextLines = 3;
  auto *diffCmd = app.add_subcommand("diff", "unified diff of the IR before and after one step");
  diffCmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  diffCmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
  diffCmd->add_option("--step", diffStep, "the step (1 = first)")->required()->check(CLI::PositiveNumber);
  diffCmd->add_option("-U,--context", contextLines, "lines of context")->check(CLI::NonNegativeNumber);
  cli::addIsolationOptions(diffCmd, toolIsolation, "applying the schedule");

  run::RunOptions runOptions;
  std::string runJson;
  bool noGraphOracle = false;
  auto *runCmd = app.add_subcommand("run", "apply, compile, run on generated inputs and check against PyTorch semantics");
  runCmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  runCmd->add_option("SCHEDULE", schedulePath, "schedule (.json); or --schedule-table");
  runCmd->add_option("--schedule-table", scheduleTable,
                     "pick the schedule for the graph's shape (and --backend) from a tuned table (tuned/index.json)");
  runCmd->add_option("--backend", runOptions.backend, "cpu, cuda or level_zero")->capture_default_str();
  runCmd->add_option("--mask-kind", runOptions.maskKind, "none, causal, padding or random: fills the graph's mask argument")
      ->capture_default_str();
  runCmd->add_option("--seed", runOptions.seed, "seed of the generated inputs")->capture_default_str();
  runCmd->add_option("--repeats", runOptions.repeats, "timed runs after one warm-up")->capture_default_str()->check(
      CLI::PositiveNumber);
  runCmd->add_option("--check-rows", runOptions.checkRows,
                     "evaluate the PyTorch oracle on a seeded sample of N rows (0 = all); NaN/Inf are counted on all")
      ->check(CLI::NonNegativeNumber);
  runCmd->add_flag("--no-graph-oracle", noGraphOracle, "do not compile and run the unscheduled graph as a second oracle");
  runCmd->add_option("--json", runJson, "write the full report (metrics, positions, per-row errors, timings) as JSON");
  std::string runIrPath;
  runCmd->add_option("--ir", runIrPath,
                     "run this module instead of applying a schedule: a schedule's output (`apply -o`), edited or not; "
                     "checked against GRAPH");
  cli::IsolationOptions runIsolation, stepIsolation;
  cli::addIsolationOptions(runCmd, runIsolation, "the run");

  run::StepCheckOptions stepOptions;
  bool stepsAsJson = false;
  auto addStepCheckOptions = [&](CLI::App *cmd) {
    cmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
    cmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
    cmd->add_option("--backend", stepOptions.backend, "backend each step's IR is compiled for")->capture_default_str();
    cmd->add_option("--mask-kind", stepOptions.maskKind, "none, causal, padding or random: fills the graph's mask argument")
        ->capture_default_str();
    cmd->add_option("--seed", stepOptions.seed, "seed of the generated inputs")->capture_default_str();
    cmd->add_option("--check-rows", stepOptions.checkRows,
                    "error norms over a seeded sample of N rows (0 = all); NaN/Inf are counted on all")
        ->check(CLI::NonNegativeNumber);
    cmd->add_flag("--json", stepsAsJson, "the checks as JSON on stdout");
    cli::addIsolationOptions(cmd, stepIsolation, "all the checks together");
  };
  auto *bisectCmd = app.add_subcommand(
      "bisect", "find the first step whose IR no longer computes the unscheduled graph's numbers, checking "
                "O(log2 n) steps (a change is assumed to persist)");
  addStepCheckOptions(bisectCmd);
  auto *checkStepsCmd = app.add_subcommand(
      "check-steps", "check the numbers of the IR after every step against the unscheduled graph");
  addStepCheckOptions(checkStepsCmd);

  std::string compileBackend = "cpu", emitWhat = "mlir";
  auto *compileCmd = app.add_subcommand("compile", "apply a schedule and write what a backend generates from it");
  compileCmd->add_option("GRAPH", graphPath, "graph (.mlir)")->required();
  compileCmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
  compileCmd->add_option("--backend", compileBackend, "cpu, cuda or level_zero")->capture_default_str();
  compileCmd->add_option("--emit", emitWhat,
                         "cpu: mlir (LLVM dialect) or llvm; cuda: mlir (NVVM + host LLVM dialect), llvm (device "
                         "LLVM IR), ptx, cubin (needs ptxas), asm (SASS; needs cuobjdump or nvdisasm) or resources "
                         "(a line per kernel: registers, spills, stack, shared and constant bytes, occupancy; needs "
                         "ptxas); level_zero: mlir (XeGPU kernels + host), spirv (binary) or spirv-asm")
      ->capture_default_str();
  compileCmd->add_option("-o,--output", out, "output file (default stdout)");
  compileCmd->add_flag("--full-constants", fullConstants,
                       "--emit mlir: write large constants (weights) in full instead of elided");
  cli::addIsolationOptions(compileCmd, toolIsolation, "applying and compiling");

  cli::SweepOptions sweepOptions;
  auto *sweepCmd = app.add_subcommand(
      "sweep", "run a schedule over graphs, shapes, parameter values and backends; one JSON line per point, resumable");
  sweepCmd->add_option("SPEC", sweepOptions.spec, "sweep spec (.json, \"lantern_sweep\": 1)");
  sweepCmd->add_option("-o,--output", sweepOptions.out,
                       "results file (JSONL); points already in it are skipped, so a stopped sweep resumes");
  sweepCmd->add_option("--shard", sweepOptions.shard, "run every N-th point, starting at K (K/N, 0 <= K < N)")
      ->capture_default_str();
  sweepCmd->add_option("--progress", sweepOptions.progress, "auto (a bar on a terminal, else lines), bar, lines or none")
      ->capture_default_str();
  sweepCmd->add_flag("--list", sweepOptions.list, "print the points (index and id) of this shard and exit");
  cli::addIsolationOptions(sweepCmd, sweepOptions.isolation, "each point");
  std::vector<std::string> mergeInputs;
  auto *mergeCmd = sweepCmd->add_subcommand("merge", "merge results files (shards, re-runs) into one, de-duplicated");
  mergeCmd->add_option("RESULTS", mergeInputs, "results files (.jsonl)")->required();
  mergeCmd->add_option("-o,--output", out, "merged file (default stdout)");
  std::vector<std::string> tuneInputs;
  std::string tuneOut = "tuned";
  auto *tuneCmd = app.add_subcommand(
      "tune", "from sweep results, the fastest passing point per shape as schedules and a table (index.json)");
  tuneCmd->add_option("RESULTS", tuneInputs, "results files (.jsonl)")->required();
  tuneCmd->add_option("-o,--output", tuneOut, "directory for the schedules and index.json")->capture_default_str();

  auto *exportCmd = app.add_subcommand("export", "write the schedule as one transform script for mlir-opt");
  exportCmd->add_option("SCHEDULE", schedulePath, "schedule (.json)")->required();
  exportCmd->add_option("-o,--output", out, "output file (default stdout)");

  auto *importCmd = app.add_subcommand("import-script", "turn a transform script into a schedule");
  importCmd->add_option("FILE", scriptPath, "transform script (.mlir) with @__transform_main")->required();
  importCmd->add_option("-o,--output", out, "schedule file to write (default stdout)");

  auto *graphCmd = app.add_subcommand("graph", "generate graphs");
  graphCmd->require_subcommand(1);
  SdpaOptions sdpa;
  auto *sdpaCmd = graphCmd->add_subcommand("sdpa", "scaled_dot_product_attention in torch-mlir's linalg form");
  sdpaCmd->add_option("--batch", sdpa.spec.batch, "batch size")->capture_default_str();
  sdpaCmd->add_option("--heads", sdpa.spec.heads, "query heads")->capture_default_str();
  sdpaCmd->add_option("--kv-heads", sdpa.spec.kvHeads, "key/value heads (GQA when fewer; default = heads)");
  sdpaCmd->add_option("--seq", sdpa.spec.seq, "query sequence length")->capture_default_str();
  sdpaCmd->add_option("--kv-seq", sdpa.spec.kvSeq, "key/value sequence length (default = seq)");
  sdpaCmd->add_option("--dim", sdpa.spec.dim, "head dimension")->capture_default_str();
  sdpaCmd->add_option("--dtype", sdpa.dtype, "f32, bf16 or f16")->capture_default_str();
  sdpaCmd->add_option("--mask", sdpa.mask, "none, causal, bool, additive or padding (a [B, S_kv] bool vector)")
      ->capture_default_str();
  sdpaCmd->add_option("--mask-shape", sdpa.maskShape, "shape of a bool/additive mask: bhss, ss, b1ss or b11s")
      ->capture_default_str();
  sdpaCmd->add_flag("--mask-expand", sdpa.spec.maskExpand,
                    "variant: the mask reshaped by expand_shape and broadcast by a generic");
  sdpaCmd->add_option("--score-mod", sdpa.scoreMod, "none, alibi or softcap")->capture_default_str();
  sdpaCmd->add_option("--soft-cap", sdpa.spec.softCap, "cap for --score-mod softcap")->capture_default_str();
  sdpaCmd->add_option("--window", sdpa.spec.window, "sliding-window mask_mod size (0 = none)")->capture_default_str();
  sdpaCmd->add_option("--scale", sdpa.spec.scale, "softmax scale (0 = 1/sqrt(dim))")->capture_default_str();
  sdpaCmd->add_flag("--return-lse", sdpa.spec.returnLse, "a second result: lse = max + log(sum) per row");
  sdpaCmd->add_flag("--return-max", sdpa.spec.returnMax, "a further result: the row max of the scores");
  sdpaCmd->add_flag("--no-guard", sdpa.noGuard, "omit the safe-softmax guard (older torch-mlir)");
  sdpaCmd->add_option("--form", sdpa.form,
                      "lantern (one op per step) or torch-mlir (what torch-mlir 20261001 emits)")
      ->capture_default_str();
  sdpaCmd->add_option("--max-form", sdpa.maxForm, "variant: row max as maximumf, maxnumf, select, reduce or argmax")
      ->capture_default_str();
  sdpaCmd->add_option("--keep-dim", sdpa.keepDim, "variant: reductions keep the reduced dim: none, map or expand")
      ->capture_default_str();
  sdpaCmd->add_flag("--sum-negative-zero", sdpa.spec.negativeZeroSum, "variant: the row sum starts from -0.0");
  sdpaCmd->add_option("--scale-form", sdpa.scaleForm, "variant: scale on q-and-k, q, scores, scores-divide or none")
      ->capture_default_str();
  sdpaCmd->add_flag("--scale-computed", sdpa.spec.scaleComputed, "variant: the factor as math.sqrt of a constant");
  sdpaCmd->add_flag("--scale-on-scores", sdpa.scaleOnScores, "variant: one scale on the scores (= --scale-form scores)");
  sdpaCmd->add_option("--key-form", sdpa.keyForm, "variant: Kᵀ by a transpose, an indexing map (map) or K·Qᵀ (kq)")
      ->capture_default_str();
  sdpaCmd->add_flag("--baddbmm", sdpa.spec.baddbmm, "variant: scores + 0·C after Q·Kᵀ");
  sdpaCmd->add_flag("--self-attention", sdpa.spec.selfAttention, "variant: Q, K and V are one argument");
  sdpaCmd->add_flag("--narrow-accumulate", sdpa.spec.narrowAccumulate, "variant: f16/bf16 accumulators, no widening");
  sdpaCmd->add_flag("--rank3", sdpa.spec.rank3, "variant: [B*H, S, D] operands");
  sdpaCmd->add_flag("--generic-contractions", sdpa.spec.genericContractions,
                    "variant: linalg.generic instead of named ops");
  sdpaCmd->add_flag("--fused-divide", sdpa.spec.fusedDivide, "variant: the divide fused into the P·V body");
  sdpaCmd->add_option("--function-name", sdpa.spec.functionName, "name of the function")->capture_default_str();
  sdpaCmd->add_option("-o,--output", sdpa.out, "output file (default stdout)");

  // The app's child processes (hidden: not for people).
  auto *engineCmd = app.add_subcommand("engine", "the desktop app's engine process (JSON lines on stdin/stdout)");
  engineCmd->group("");
  auto *runIrCmd = app.add_subcommand("run-ir", "one run for the desktop app (JSON on stdin, report on stdout)");
  runIrCmd->group("");
  auto *checkWorkerCmd = app.add_subcommand("check-worker", "the desktop app's step checks (JSON lines)");
  checkWorkerCmd->group("");
  auto *emitIrCmd = app.add_subcommand("emit-ir", "one Code view stage for the desktop app (JSON on stdin and stdout)");
  emitIrCmd->group("");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp &e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp &e) {
    return app.exit(e);
  } catch (const CLI::ParseError &e) {
    app.exit(e);
    return kBadInput;
  }

  if (steps->parsed())
    return runSteps(stepsJson);
  if (exportCmd->parsed())
    return runExport(schedulePath, out);
  if (sdpaCmd->parsed())
    return runGraphSdpa(sdpa);

  // The commands that compile and run generated code run it again in a child process.
  if (runCmd->parsed() && !runIsolation.off)
    return runIsolated("the run", argc, argv, runIsolation, runJson, graphPath, schedulePath);
  if (bisectCmd->parsed() && !stepIsolation.off)
    return runIsolated("the bisection", argc, argv, stepIsolation, "", graphPath, schedulePath);
  if (checkStepsCmd->parsed() && !stepIsolation.off)
    return runIsolated("the step check", argc, argv, stepIsolation, "", graphPath, schedulePath);
  if (apply->parsed() && !toolIsolation.off)
    return runIsolated("apply", argc, argv, toolIsolation, "", graphPath, schedulePath);
  if (diffCmd->parsed() && !toolIsolation.off)
    return runIsolated("diff", argc, argv, toolIsolation, "", graphPath, schedulePath);
  if (compileCmd->parsed() && !toolIsolation.off)
    return runIsolated("compile", argc, argv, toolIsolation, "", graphPath, schedulePath);
  sweepOptions.argc = argc;
  sweepOptions.argv = argv;

  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  if (engineCmd->parsed())
    return runEngine(*context);
  if (runIrCmd->parsed())
    return runIr(*context);
  if (checkWorkerCmd->parsed())
    return runCheckWorker(*context);
  if (emitIrCmd->parsed())
    return runEmitIr(*context);
  if (roles->parsed())
    return dataflow ? runDataflow(*context, graphPath, dataflowJson) : runRoles(*context, graphPath, tagged, dataflowJson, out);
  if (mergeCmd->parsed())
    return cli::runSweepMerge(mergeInputs, out);
  if (sweepCmd->parsed()) {
    if (sweepOptions.spec.empty())
      return badInput("sweep: give a SPEC (.json), or `sweep merge RESULTS... -o OUT`");
    return cli::runSweep(*context, sweepOptions);
  }
  if (tuneCmd->parsed())
    return cli::runTune(tuneInputs, tuneOut);
  if (apply->parsed()) {
    if (int status = scheduleFromTable(*context, graphPath, scheduleTable, tableBackend, schedulePath); status != kOk)
      return status;
    return runApply(*context, graphPath, schedulePath, upto, out, traceJsonPath, fullConstants);
  }
  if (diffCmd->parsed())
    return runDiff(*context, graphPath, schedulePath, diffStep, contextLines);
  if (importCmd->parsed())
    return runImport(*context, scriptPath, out);
  if (compileCmd->parsed())
    return runCompile(*context, graphPath, schedulePath, compileBackend, emitWhat, out, fullConstants);
  if (bisectCmd->parsed())
    return runBisect(*context, graphPath, schedulePath, stepOptions, stepsAsJson);
  if (checkStepsCmd->parsed())
    return runCheckSteps(*context, graphPath, schedulePath, stepOptions, stepsAsJson);
  if (runCmd->parsed()) {
    runOptions.graphOracle = !noGraphOracle;
    if (!runIrPath.empty()) {
      if (!schedulePath.empty() || !scheduleTable.empty())
        return badInput("run: give a SCHEDULE, --schedule-table or --ir, only one");
      return runRun(*context, graphPath, "", runIrPath, runOptions, runJson);
    }
    if (int status = scheduleFromTable(*context, graphPath, scheduleTable, runOptions.backend, schedulePath); status != kOk)
      return status;
    return runRun(*context, graphPath, schedulePath, "", runOptions, runJson);
  }
  return kBadInput;
}
