// Sweep points: apply, compile, run, check, one result line each.
#include "sweep/runner.h"

#include "backend/backend.h"
#include "check/tensor.h"
#include "llvm/Config/llvm-config.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>

namespace lantern::sweep {

namespace {

std::string nowIso() {
  std::time_t t = std::time(nullptr);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return text;
}

nlohmann::json finite(double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(std::to_string(v)); }

std::string firstMessage(const std::vector<Diagnostic> &diagnostics) {
  for (const Diagnostic &d : diagnostics)
    if (d.severity == Severity::Error)
      return d.message;
  return diagnostics.empty() ? "" : diagnostics.front().message;
}

} // namespace

Sweeper::Sweeper(mlir::MLIRContext &context, const Spec &spec) : context(context), spec(spec) {}
Sweeper::~Sweeper() = default;

bool Sweeper::loadGraphs(std::vector<Diagnostic> &errors) {
  graphs.clear();
  for (const GraphSource &source : spec.graphs) {
    std::optional<graph::Graph> g =
        source.generated ? graph::parseGraph(context, graph::generateSdpa(*source.generated), source.label, errors)
                         : graph::loadGraph(context, source.file, errors);
    if (!g)
      return false;
    graphs.push_back(std::move(*g));
  }
  return true;
}

nlohmann::ordered_json Sweeper::shapeOf(const graph::Graph &graph) {
  std::string error;
  auto params = run::attentionParams(graph.roles, *graph.module, error);
  if (!params)
    return nullptr;
  return {{"batch", params->batch},     {"heads", params->heads},   {"kv_heads", params->kvHeads},
          {"seq", params->seqQ},        {"kv_seq", params->seqKV},  {"dim", params->headDim},
          {"dtype", check::toString(params->inputType)}, {"mask", check::toString(params->maskArg)},
          {"causal", params->causal || params->window > 0}};
}

nlohmann::ordered_json Sweeper::run(const Point &point, const std::atomic<bool> *cancel) {
  graph::Graph &graph = graphs.at(point.graph);
  if (sessionGraph != point.graph) {
    session = std::make_unique<session::Session>(context);
    session->setGraph(graph.module->clone());
    sessionGraph = point.graph;
    runCache = run::makeRunCache(); // the inputs of one graph at a time

  }
  auto started = std::chrono::steady_clock::now();
  nlohmann::ordered_json line = header(point);

  session->resetSchedule(scheduleFor(spec, point));
  const session::Trace &trace = session->apply(SIZE_MAX, cancel);
  double applyMs = 0;
  for (const session::StepTrace &st : trace.steps)
    applyMs += st.milliseconds;
  line["apply_ms"] = applyMs;
  if (int failed = trace.firstFailure(); failed >= 0) {
    const schedule::Step &step = session->schedule().steps[failed];
    line["status"] = "refused";
    line["refused_step"] = {{"step", failed + 1},
                            {"kind", step.kind},
                            {"target", step.parsedTarget ? step.parsedTarget->text : step.target},
                            {"message", firstMessage(trace.steps[failed].diagnostics)}};
  } else {
    run::RunOptions options = spec.run;
    options.backend = point.backend;
    options.cache = runCache;
    run::RunReport report = run::runAndCheck(trace.final()->module.get(), *graph.module, graph.roles, options, cancel);
    if (options.backend == "cpu" && options.cpu != "native")
      line["cpu"] = options.cpu; // the CPU kernel's target (run.cpu), where it is not the host's own
    line["status"] = !report.ok ? "failed" : report.pass ? "pass" : "fail";
    if (!report.ok) {
      line["failed_stage"] = run::toString(report.failedStage);
      line["message"] = firstMessage(report.diagnostics);
    }
    if (!report.deviceLost.empty())
      line["device_lost"] = report.deviceLost;
    line["verdict"] = report.pass ? "pass" : "fail";
    line["reason"] = report.verdictReason;
    // The PyTorch-semantics oracle when it ran, else the unscheduled graph.
    const run::OracleComparison *best = nullptr;
    for (const run::OracleComparison &o : report.oracles)
      if (o.available && (!best || (o.oracle == "pytorch" && best->oracle != "pytorch")))
        best = &o;
    if (best)
      line["error"] = {{"oracle", best->oracle}, {"rel_l2", finite(best->relL2)}, {"max_abs", finite(best->maxAbs)},
                       {"max_rel", finite(best->maxRel)}};
    line["nan"] = report.nanInf.nanCount;
    line["inf"] = report.nanInf.infCount;
    if (!report.milliseconds.empty()) {
      auto [lo, hi] = std::minmax_element(report.milliseconds.begin(), report.milliseconds.end());
      line["time_ms"] = {{"median", report.medianMs}, {"min", *lo}, {"max", *hi}, {"runs", report.milliseconds.size()}};
      line["tflops"] = report.tflops;
    }
    line["compile_ms"] = report.stageTimes.compileMs;
    nlohmann::json stages = nlohmann::json::object();
    for (const run::StageTimes::Entry &e : report.stageTimes.entries())
      stages[e.key] = e.ms;
    line["stage_ms"] = stages;
  }
  footer(line, started);
  return line;
}

nlohmann::ordered_json Sweeper::header(const Point &point) const {
  nlohmann::ordered_json line;
  line["id"] = point.id;
  line["index"] = point.index;
  line["config"] = spec.configKey;
  line["graph"] = spec.graphs[point.graph].label;
  line["shape"] = shapeOf(graphs.at(point.graph));
  line["backend"] = point.backend;
  line["params"] = paramsJson(spec, point);
  line["settings"] = settingsJson(spec, point);
  line["schedule"] = {{"name", spec.schedule.name}, {"path", spec.schedulePath},
                      {"sha", stableHash(schedule::toJsonText(spec.schedule))}};
  return line;
}

void Sweeper::footer(nlohmann::ordered_json &line, std::chrono::steady_clock::time_point started) {
  line["total_ms"] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  line["versions"] = {{"lantern", run::kVersion}, {"llvm", LLVM_VERSION_STRING}, {"oracle", run::kOracleName}};
  line["finished_at"] = nowIso();
}

nlohmann::ordered_json Sweeper::died(const Point &point, const std::string &stage, const std::string &message,
                                     const nlohmann::json &isolation) {
  nlohmann::ordered_json line = header(point);
  line["status"] = "failed";
  line["failed_stage"] = stage.empty() ? "start" : stage;
  line["message"] = message;
  line["verdict"] = "fail";
  line["reason"] = message;
  line["isolation"] = isolation;
  footer(line, std::chrono::steady_clock::now());
  return line;
}

} // namespace lantern::sweep
