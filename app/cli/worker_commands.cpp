// The hidden commands the desktop app starts as child processes: engine, run-ir, check-worker and
// emit-ir. Each reads JSON on stdin and answers on a private copy of stdout.
#include "commands.h"

#include "backend/backend.h"
#include "engine/engine.h"
#include "graph/graph.h"
#include "ir/module.h"
#include "process/child.h"
#include "run/report_json.h"
#include "run/runner.h"

#include "mlir/IR/MLIRContext.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <unistd.h>

namespace lantern::cli {

namespace {

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

} // namespace

// `lantern-cli engine` (hidden): the GUI's engine process (engine/engine.h).
int runEngine(mlir::MLIRContext &context) {
  std::FILE *channel = takeStdout();
  if (!channel)
    return badInput("engine: cannot duplicate stdout");
  return engine::serveEngine(context, std::cin, channel);
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
                                             process::status("progress " + message);
                                           });
  std::string text = run::reportToJson(report).dump() + "\n";
  std::fwrite(text.data(), 1, text.size(), channel);
  std::fclose(channel);
  return kOk;
}

// `lantern-cli check-worker` (hidden): the desktop app's step checks (engine/engine.h).
int runCheckWorker(mlir::MLIRContext &context) {
  std::FILE *channel = takeStdout();
  if (!channel)
    return badInput("check-worker: cannot duplicate stdout");
  return engine::serveChecker(context, std::cin, channel);
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
  process::stage("emit " + kind);
  process::faultPoint("emit");
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

} // namespace lantern::cli
