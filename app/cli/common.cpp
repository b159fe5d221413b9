// What the commands of lantern-cli share: exit statuses, output, loading a graph, applying a schedule,
// the step summary and the trace as JSON.
#include "commands.h"

#include "backend/backend.h"
#include "diff/ir_diff.h"
#include "graph/graph.h"
#include "ir/diagnostics.h"
#include "schedule/schedule.h"
#include "session/session.h"
#include "sweep/runner.h"
#include "sweep/tuning.h"

#include "mlir/IR/MLIRContext.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <utility>

namespace lantern::cli {

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

std::string stepName(const session::Session &s, size_t index) {
  const schedule::Step &step = s.schedule().steps[index];
  return step.kind + (stepTarget(step).empty() ? "" : " " + stepTarget(step));
}

} // namespace lantern::cli
