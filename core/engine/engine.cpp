#include "engine/engine.h"

#include "backend/gpu/driver_support.h"
#include "graph/graph.h"
#include "ir/module.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/Base64.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <deque>
#include <iostream>
#include <map>
#include <optional>
#include <unordered_set>

namespace lantern::engine {

std::string printWithLocations(mlir::ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, mlir::OpPrintingFlags().enableDebugInfo(/*enable=*/true, /*prettyForm=*/false));
  os.flush();
  return text;
}

EngineProcess::EngineProcess(mlir::MLIRContext &context, std::vector<std::string> argv, process::Limits limits)
    : ctx(context), worker(std::move(argv), limits) {}

session::Applier EngineProcess::applier() {
  return [this](const std::string &label, size_t index, const std::string &script, const session::Snapshot &before,
                const session::StepAhead *next) { return apply(label, index, script, before, next); };
}

std::vector<Diagnostic> tailNotes(const std::string &tail, const std::string &prefix) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < tail.size()) {
    size_t end = tail.find('\n', start);
    if (end == std::string::npos)
      end = tail.size();
    if (end > start)
      lines.push_back(tail.substr(start, end - start));
    start = end + 1;
  }
  std::vector<Diagnostic> notes;
  for (size_t i = lines.size() > 8 ? lines.size() - 8 : 0; i < lines.size(); ++i) {
    Diagnostic d;
    d.severity = Severity::Note;
    d.message = prefix + lines[i];
    notes.push_back(std::move(d));
  }
  return notes;
}

namespace {

nlohmann::json constantToJson(const ElidedConstant &c) {
  nlohmann::json j = {{"hash", hashText(c.hash)}, {"type", printType(c.value.getType())}};
  llvm::ArrayRef<char> data;
  if (auto resource = llvm::dyn_cast<mlir::DenseResourceElementsAttr>(c.value)) {
    mlir::AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    data = blob->getData();
    j["kind"] = "resource";
    j["key"] = resource.getRawHandle().getKey().str();
    j["align"] = blob->getDataAlignment();
  } else {
    data = llvm::cast<mlir::DenseElementsAttr>(c.value).getRawData();
    j["kind"] = "dense";
  }
  j["data"] = llvm::encodeBase64(data);
  return j;
}

// A constant the engine sent, made in `ctx` and entered in `table`; false with `error` when it is
// malformed or its content does not have the hash it came with.
bool constantFromJson(mlir::MLIRContext &ctx, const nlohmann::json &j, ConstantTable &table, std::string &error) {
  std::string hash = j.value("hash", ""), kind = j.value("kind", "");
  auto type = llvm::dyn_cast_or_null<mlir::ShapedType>(mlir::parseType(j.value("type", ""), &ctx));
  std::vector<char> data;
  if (llvm::Error bad = llvm::decodeBase64(j.value("data", ""), data)) {
    error = "constant " + hash + ": its data is not base64: " + llvm::toString(std::move(bad));
    return false;
  }
  mlir::Attribute attr;
  if (!type) {
    error = "constant " + hash + ": '" + j.value("type", "") + "' is not a shaped type";
    return false;
  }
  if (kind == "dense") {
    bool splat = false;
    if (mlir::DenseElementsAttr::isValidRawBuffer(type, data, splat))
      attr = mlir::DenseElementsAttr::getFromRawBuffer(type, data);
  } else if (kind == "resource") {
    size_t align = j.value("align", size_t{1});
    if (align && !(align & (align - 1)))
      attr = mlir::DenseResourceElementsAttr::get(type, j.value("key", "constant"),
                                                  mlir::HeapAsmResourceBlob::allocateAndCopyWithAlign(data, align));
  }
  std::optional<uint64_t> digest = attr ? table.digest(attr, Elide::LargeAndResources) : std::nullopt;
  if (!digest || hashText(*digest) != hash) {
    error = "constant " + hash + " (" + kind + ", " + j.value("type", "") + "): " +
            (attr ? "its data has another hash" : "not a valid constant of that type");
    return false;
  }
  return true;
}

} // namespace

session::Application EngineProcess::apply(const std::string &label, size_t index, const std::string &script,
                                          const session::Snapshot &before, const session::StepAhead *next) {
  session::Application result;
  size_t beforeKey = std::hash<std::string>{}(before.ir);
  nlohmann::json request = {{"label", label}, {"index", index}, {"script", script}};
  if (next && applyAhead)
    request["next"] = {{"label", next->label}, {"index", next->index}, {"script", next->script}};
  auto known = refs.find(beforeKey);
  bool sentText = false;
  auto sendText = [&] {
    request.erase("before_ref");
    request["before"] = printWithLocations(before.module.get());
    // The engine takes it that the app has every constant it was sent.
    largeConstants(before.module.get(), constants, Elide::LargeAndResources);
    sentText = true;
  };
  if (known != refs.end() && worker.running() && known->second.first == worker.generation())
    request["before_ref"] = known->second.second;
  else
    sendText();

  nlohmann::json reply;
  mlir::OwningOpRef<mlir::ModuleOp> after;
  std::string engineText; // the engine's print of `after`, when it sent one
  for (;;) {
    process::Worker::Reply answer = worker.call(request.dump());
    if (!answer.ok) {
      const process::ChildResult &death = answer.death;
      refs.clear();
      if (death.end == process::End::NotStarted) {
        result.crashed = "engine did not start";
        result.diagnostics.push_back(makeError(label + ": cannot start the engine process: " + death.startError +
                                               " (lantern --no-isolate applies steps in the app itself)"));
        return result;
      }
      result.crashed = death.shortLabel();
      Diagnostic error = makeError(label + ": the engine process " + death.describe() +
                                   " while applying this step; a fresh engine applies the next step, and "
                                   "the steps before this one and every edit are kept");
      error.notes = tailNotes(death.errorTail, "engine: ");
      result.diagnostics.push_back(std::move(error));
      return result;
    }
    reply = nlohmann::json::parse(answer.line, nullptr, /*allow_exceptions=*/false);
    if (!reply.is_object()) {
      result.diagnostics.push_back(makeError(label + ": the engine answered something that is not a JSON object"));
      return result;
    }
    if (reply.value("missing", false) && !sentText) {
      sendText();
      continue;
    }
    if (!reply.value("ok", false))
      break;
    std::string error;
    for (const nlohmann::json &c : reply.value("constants", nlohmann::json::array()))
      if (error.empty())
        constantFromJson(ctx, c, constants, error);
    // The engine verified this IR before it wrote it.
    std::vector<char> bytecode;
    if (error.empty())
      if (llvm::Error bad = llvm::decodeBase64(reply.value("bytecode", ""), bytecode))
        error = "its bytecode is not base64: " + llvm::toString(std::move(bad));
    ParseResult parsed =
        error.empty() ? readBytecode(ctx, std::string_view(bytecode.data(), bytecode.size()),
                                     label + " (from the engine)")
                      : ParseResult{};
    if (error.empty() && !parsed) {
      Diagnostic bad = makeError(label + ": the IR the engine sent back cannot be read");
      bad.notes = parsed.diagnostics;
      result.diagnostics.push_back(std::move(bad));
      return result;
    }
    // The engine's print of it, when it sends one, comes as the next line: read it whatever the
    // constants say, so that the next request's answer is not taken for it.
    if (reply.value("ir_follows", false)) {
      process::Worker::Reply printed = worker.receive();
      nlohmann::json line = printed.ok ? nlohmann::json::parse(printed.line, nullptr, /*allow_exceptions=*/false)
                                       : nlohmann::json();
      if (line.is_object() && line.contains("ir") && line["ir"].is_string())
        engineText = line["ir"].get<std::string>();
      // else: printed here (a dead engine shows at the next step)
    }
    if (error.empty() && restoreConstants(parsed.module->getOperation(), constants, error)) {
      after = std::move(parsed.module);
      break;
    }
    engineText.clear();
    // A constant the engine took us to have (an app that forgot, an engine that misremembered): ask
    // once for all of them; a second failure is the engine's fault and is said as such.
    if (request.value("all_constants", false)) {
      result.diagnostics = diagnosticsFromJson(reply.value("diagnostics", nlohmann::json::array()));
      result.diagnostics.push_back(makeError(label + ": the engine's constants do not fit its IR: " + error));
      return result;
    }
    request["all_constants"] = true;
  }
  uint64_t generation = worker.generation();
  if (reply.contains("before_ref"))
    refs[beforeKey] = {generation, reply["before_ref"].get<uint64_t>()};
  result.diagnostics = diagnosticsFromJson(reply.value("diagnostics", nlohmann::json::array()));
  if (!after)
    return result;
  result.ok = true;
  result.after = std::move(after);
  if (!engineText.empty()) {
    // The engine printed it as this process would have (printElided, the same build) while this
    // process read the bytecode.
    result.afterText = std::move(engineText);
    result.afterElided = largeConstants(result.after->getOperation(), constants);
  } else {
    // Printed here while the engine applies the next step.
    PrintedIr printed = printElided(result.after->getOperation(), constants);
    result.afterText = std::move(printed.text);
    result.afterElided = std::move(printed.elided);
  }
  if (reply.contains("ref"))
    refs[std::hash<std::string>{}(result.afterText)] = {generation, reply["ref"].get<uint64_t>()};
  if (refs.size() > 4096)
    refs.clear(); // a long session: forget, and send IR again
  return result;
}

int serveEngine(mlir::MLIRContext &context, std::istream &in, std::FILE *out) {
  auto send = [out](const nlohmann::json &reply) {
    std::string text = reply.dump() + "\n";
    std::fwrite(text.data(), 1, text.size(), out);
    std::fflush(out);
  };
  constexpr size_t kKeep = 32; // modules held for "before_ref"
  std::map<uint64_t, mlir::OwningOpRef<mlir::ModuleOp>> modules;
  std::deque<uint64_t> order;
  uint64_t nextRef = 1;
  auto keep = [&](mlir::OwningOpRef<mlir::ModuleOp> module) {
    uint64_t ref = nextRef++;
    modules.emplace(ref, std::move(module));
    order.push_back(ref);
    while (order.size() > kKeep) {
      modules.erase(order.front());
      order.pop_front();
    }
    return ref;
  };
  ConstantTable constants;
  std::unordered_set<uint64_t> parentHas; // constants the app sent us or we sent it
  // A step applied to module `beforeRef`, with its result written as bytecode when it succeeded.
  struct Applied {
    uint64_t beforeRef = 0;
    std::string label, script;
    size_t index = 0;
    session::Application applied;
    WrittenIr written;
  };
  auto applyStep = [&](const std::string &label, size_t index, const std::string &script, uint64_t beforeRef) {
    Applied step{beforeRef, label, script, index, {}, {}};
    step.applied = session::applyInProcess(context, label, index, script, modules.at(beforeRef).get());
    if (step.applied.ok)
      step.written = writeElided(step.applied.after->getOperation(), constants, Elide::LargeAndResources);
    return step;
  };
  std::optional<Applied> ahead; // the step the last request named as its next
  process::faultPoint("engine");
  for (std::string line; std::getline(in, line);) {
    nlohmann::json request = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    nlohmann::json reply;
    if (!request.is_object() || !request.contains("script")) {
      reply = {{"ok", false},
               {"diagnostics", diagnosticsToJson({makeError("engine: a request is a JSON object with a script")})}};
      send(reply);
      continue;
    }
    std::string label = request.value("label", "step");
    std::string script = request["script"].get<std::string>();
    size_t index = request.value("index", size_t{0});
    uint64_t beforeRef = 0;
    if (request.contains("before_ref") && modules.count(request["before_ref"].get<uint64_t>())) {
      beforeRef = request["before_ref"].get<uint64_t>();
    } else if (request.contains("before")) {
      ParseResult parsed = parseModule(context, request["before"].get<std::string>(), label + " (IR before)");
      if (!parsed) {
        reply = {{"ok", false}, {"diagnostics", diagnosticsToJson(parsed.diagnostics)}};
        send(reply);
        continue;
      }
      for (const ElidedConstant &c : largeConstants(parsed.module->getOperation(), constants, Elide::LargeAndResources))
        parentHas.insert(c.hash);
      beforeRef = keep(std::move(parsed.module));
    } else {
      send({{"missing", true}});
      continue;
    }
    const nlohmann::json &next = request.contains("next") ? request["next"] : nlohmann::json();
    bool hasNext = next.is_object() && next.contains("script") && next["script"].is_string();
    // The step applied ahead of time is this one: its result is ready.
    Applied step;
    if (ahead && ahead->beforeRef == beforeRef && ahead->label == label && ahead->index == index &&
        ahead->script == script)
      step = std::move(*ahead);
    else
      step = applyStep(label, index, script, beforeRef);
    ahead.reset();
    reply = {{"ok", step.applied.ok}, {"diagnostics", diagnosticsToJson(step.applied.diagnostics)},
             {"before_ref", beforeRef}};
    uint64_t ref = 0;
    if (step.applied.ok) {
      bool all = request.value("all_constants", false);
      nlohmann::json sent = nlohmann::json::array();
      for (const ElidedConstant &c : step.written.elided)
        if (parentHas.insert(c.hash).second || all)
          sent.push_back(constantToJson(c));
      reply["bytecode"] = llvm::encodeBase64(step.written.bytecode);
      if (!sent.empty())
        reply["constants"] = std::move(sent);
      ref = keep(std::move(step.applied.after));
      reply["ref"] = ref;
    }
    // While the app reads this reply, apply the step it said comes next; with none, print the IR
    // (the app reads the bytecode meanwhile) and send it as a second line.
    if (ref && !hasNext)
      reply["ir_follows"] = true;
    send(reply);
    if (ref && hasNext)
      ahead = applyStep(next.value("label", "step"), next.value("index", size_t{0}),
                        next["script"].get<std::string>(), ref);
    else if (ref)
      send({{"ir", printElided(modules.at(ref)->getOperation(), constants).text}});
  }
  return 0;
}

namespace {

nlohmann::json checkOptionsJson(const run::StepCheckOptions &o) {
  return {{"backend", o.backend}, {"mask_kind", o.maskKind}, {"seed", o.seed}, {"check_rows", o.checkRows}};
}

void sendLine(std::FILE *out, const nlohmann::json &reply) {
  std::string text = reply.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  std::fwrite(text.data(), 1, text.size(), out);
  std::fflush(out);
}

} // namespace

CheckerProcess::CheckerProcess(std::vector<std::string> argv, process::Limits limits, std::string graphText,
                               std::string graphName, run::StepCheckOptions options)
    : worker(std::move(argv), limits), graphText(std::move(graphText)), graphName(std::move(graphName)),
      options(std::move(options)) {}

bool CheckerProcess::prepare(std::string &error) const {
  if (worker.running() && preparedIn == worker.generation())
    return true;
  nlohmann::json request = {{"graph", graphText}, {"graph_name", graphName}, {"options", checkOptionsJson(options)}};
  process::Worker::Reply reply = worker.call(request.dump());
  if (!reply.ok) {
    error = "the unscheduled graph's run " + reply.death.describe() +
            (reply.death.stage.empty() ? "" : " in the " + reply.death.stage + " stage") + " (in a child process)";
    return false;
  }
  nlohmann::json answer = nlohmann::json::parse(reply.line, nullptr, /*allow_exceptions=*/false);
  if (!answer.is_object() || !answer.value("ok", false)) {
    error = answer.is_object() ? answer.value("error", "the checker failed") : "the checker answered no JSON";
    return false;
  }
  graphNanRows = answer.value("nan_rows", int64_t{0});
  oracleMs = answer.value("ms", 0.0);
  preparedIn = worker.generation();
  return true;
}

run::StepCheck CheckerProcess::check(mlir::ModuleOp module) const {
  run::StepCheck c;
  c.verdict = run::Probe::NotCheckable;
  std::string error;
  if (!prepare(error)) {
    c.reason = error;
    return c;
  }
  process::Worker::Reply reply = worker.call(nlohmann::json({{"ir", printWithLocations(module)}}).dump());
  if (!reply.ok) {
    c.reason = "the check " + reply.death.describe() +
               (reply.death.stage.empty() ? "" : " in the " + reply.death.stage + " stage") +
               "; it ran in a child process, so the app and the next check are not affected";
    return c;
  }
  nlohmann::json answer = nlohmann::json::parse(reply.line, nullptr, /*allow_exceptions=*/false);
  // The check broke the worker's GPU context (an illegal address): the next check gets a fresh one.
  if (answer.is_object() && answer.contains("device_lost"))
    worker.stop();
  return run::stepCheckFromJson(answer);
}

int serveChecker(mlir::MLIRContext &context, std::istream &in, std::FILE *out) {
  std::optional<graph::Graph> graph;
  std::unique_ptr<run::GraphOracle> oracle;
  std::string backend; // the oracle's
  for (std::string line; std::getline(in, line);) {
    nlohmann::json request = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!request.is_object()) {
      sendLine(out, {{"ok", false}, {"error", "check-worker: a request is a JSON object"}});
      continue;
    }
    if (request.contains("graph")) {
      std::vector<Diagnostic> errors;
      oracle.reset();
      graph = graph::parseGraph(context, request["graph"].get<std::string>(), request.value("graph_name", "graph"),
                                errors);
      if (!graph) {
        sendLine(out, {{"ok", false}, {"error", formatAll(errors)}});
        continue;
      }
      nlohmann::json o = request.value("options", nlohmann::json::object());
      run::StepCheckOptions options;
      options.backend = o.value("backend", options.backend);
      backend = options.backend;
      options.maskKind = o.value("mask_kind", options.maskKind);
      options.seed = o.value("seed", options.seed);
      options.checkRows = o.value("check_rows", options.checkRows);
      std::string error;
      oracle = run::GraphOracle::make(*graph->module, graph->roles, options, error);
      if (!oracle)
        sendLine(out, {{"ok", false}, {"error", error}});
      else
        sendLine(out, {{"ok", true}, {"nan_rows", oracle->nanRows()}, {"ms", oracle->milliseconds()}});
      continue;
    }
    if (!oracle) {
      sendLine(out, run::stepCheckToJson({0, run::Probe::NotCheckable, "check-worker: no graph yet", 0, 0, 0, 0}));
      continue;
    }
    ParseResult parsed = parseModule(context, request.value("ir", ""), "step IR", /*verify=*/false);
    if (!parsed) {
      sendLine(out, run::stepCheckToJson({0, run::Probe::NotCheckable, "the step's IR does not parse: " +
                                                                           formatAll(parsed.diagnostics),
                                          0, 0, 0, 0}));
      continue;
    }
    nlohmann::json answer = run::stepCheckToJson(oracle->check(*parsed.module));
    if (std::string lost = backend::gpu::deviceLost(backend); !lost.empty())
      answer["device_lost"] = lost;
    sendLine(out, answer);
  }
  return 0;
}

} // namespace lantern::engine
