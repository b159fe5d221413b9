#include "engine/engine.h"

#include "backend/gpu/driver_support.h"
#include "graph/graph.h"
#include "ir/module.h"
#include "schedule/schedule.h"

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

EngineProcess::~EngineProcess() { self.reset(); }

session::Applier EngineProcess::applier() {
  return [this](const std::string &label, size_t index, const std::string &script,
                const session::SnapshotPtr &before, const session::StepAhead *next,
                const schedule::Step &step) { return apply(label, index, script, before, next, &step); };
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

// The constants of an engine reply ("constants"), entered in `table`; false with `error` at the
// first that does not fit.
static bool takeConstants(mlir::MLIRContext &ctx, const nlohmann::json &reply, ConstantTable &table,
                          std::string &error) {
  for (const nlohmann::json &c : reply.value("constants", nlohmann::json::array()))
    if (!constantFromJson(ctx, c, table, error))
      return false;
  return true;
}

// The module of an engine reply ({"bytecode", "constants"}): its constants entered in `constants`,
// its bytecode read, the elided constants put back. Null with `error` when something does not fit;
// `notes` is then set when the bytecode itself could not be read (it says why).
mlir::OwningOpRef<mlir::ModuleOp> EngineProcess::moduleOf(const nlohmann::json &reply, const std::string &label,
                                                          std::string &error, std::vector<Diagnostic> &notes) {
  if (!takeConstants(ctx, reply, constants, error))
    return nullptr;
  std::vector<char> bytecode;
  if (llvm::Error bad = llvm::decodeBase64(reply.value("bytecode", ""), bytecode)) {
    error = "its bytecode is not base64: " + llvm::toString(std::move(bad));
    return nullptr;
  }
  // The engine verified this IR before it wrote it.
  ParseResult parsed =
      readBytecode(ctx, std::string_view(bytecode.data(), bytecode.size()), label + " (from the engine)");
  if (!parsed) {
    error = "the IR the engine sent back cannot be read";
    notes = parsed.diagnostics;
    return nullptr;
  }
  if (!restoreConstants(parsed.module->getOperation(), constants, error))
    return nullptr;
  return std::move(parsed.module);
}

session::Application EngineProcess::apply(const std::string &label, size_t index, const std::string &script,
                                          const session::SnapshotPtr &before, const session::StepAhead *next,
                                          const schedule::Step *step) {
  return applyStep(label, index, script, before, next, /*lazy=*/true, step);
}

session::Application EngineProcess::applyStep(const std::string &label, size_t index, const std::string &script,
                                              const session::SnapshotPtr &before, const session::StepAhead *next,
                                              bool lazy, const schedule::Step *check) {
  session::Application result;
  size_t beforeKey = std::hash<std::string>{}(before->ir);
  nlohmann::json request = {{"label", label}, {"index", index}, {"script", script}};
  if (check)
    request["check"] = {{"kind", check->kind}, {"target", check->target}, {"params", check->params}};
  if (next && applyAhead)
    request["next"] = {{"label", next->label}, {"index", next->index}, {"script", next->script}};
  if (lazy)
    request["lazy"] = true;
  auto known = refs.find(beforeKey);
  bool sentText = false;
  auto sendText = [&] {
    mlir::ModuleOp module = before->module.get();
    if (!module)
      return false;
    request.erase("before_ref");
    request["before"] = printWithLocations(module);
    // The engine takes it that the app has every constant it was sent.
    largeConstants(module, constants, Elide::LargeAndResources);
    sentText = true;
    return true;
  };
  auto unavailable = [&] {
    result.diagnostics.push_back(
        makeError(label + ": the IR before this step is not available: " + before->module.loadError()));
    return std::move(result);
  };
  if (known != refs.end() && worker.running() && known->second.first == worker.generation())
    request["before_ref"] = known->second.second;
  else if (!sendText())
    return unavailable();

  nlohmann::json reply;
  mlir::OwningOpRef<mlir::ModuleOp> after;
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
      if (!sendText())
        return unavailable();
      continue;
    }
    if (!reply.value("ok", false) || (lazy && reply.contains("ir")))
      break;
    std::string error;
    std::vector<Diagnostic> notes;
    after = moduleOf(reply, label, error, notes);
    if (after)
      break;
    if (!notes.empty()) {
      Diagnostic bad = makeError(label + ": " + error);
      bad.notes = std::move(notes);
      result.diagnostics.push_back(std::move(bad));
      return result;
    }
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
  if (!reply.value("ok", false) || !reply.contains("ref"))
    return result;
  uint64_t ref = reply["ref"].get<uint64_t>();
  if (after) {
    result.after = std::move(after);
    // Printed here while the engine applies the next step.
    PrintedIr printed = printElided(result.after->getOperation(), constants);
    result.afterText = std::move(printed.text);
    result.afterElided = std::move(printed.elided);
  } else {
    // The engine printed it as this process would have (printElided, the same build); the module
    // stays there until something here asks for it.
    result.afterText = reply["ir"].is_string() ? reply["ir"].get<std::string>() : "";
    if (result.afterText.empty()) {
      result.diagnostics.push_back(makeError(label + ": the engine sent no IR"));
      return result;
    }
    std::string error;
    bool constantsFit = takeConstants(ctx, reply, constants, error);
    for (const nlohmann::json &hash : reply.value("elided", nlohmann::json::array())) {
      std::optional<uint64_t> h = hash.is_string() ? elidedHash(std::string(kElidedPrefix) + hash.get<std::string>())
                                                   : std::nullopt;
      mlir::ElementsAttr value = h ? constants.find(*h) : nullptr;
      if (!value || !constantsFit) {
        // A constant the text elides that this process does not hold: take the module itself.
        return applyStep(label, index, script, before, nullptr, /*lazy=*/false, nullptr);
      }
      result.afterElided.push_back({*h, value});
    }
    result.loadAfter = [alive = std::weak_ptr<EngineProcess *>(self), generation, ref, label, index, script,
                        before](std::string &error) -> mlir::OwningOpRef<mlir::ModuleOp> {
      std::shared_ptr<EngineProcess *> engine = alive.lock();
      if (!engine) {
        error = "the engine process that made it is closed";
        return nullptr;
      }
      return (*engine)->load(generation, ref, label, index, script, before, error);
    };
  }
  result.ok = true;
  refs[std::hash<std::string>{}(result.afterText)] = {generation, ref};
  if (refs.size() > 4096)
    refs.clear(); // a long session: forget, and send IR again
  return result;
}

mlir::OwningOpRef<mlir::ModuleOp> EngineProcess::load(uint64_t generation, uint64_t ref, const std::string &label,
                                                      size_t index, const std::string &script,
                                                      const session::SnapshotPtr &before, std::string &error) {
  // The engine that made it still holds it, most of the time.
  if (worker.running() && worker.generation() == generation) {
    nlohmann::json request = {{"fetch", ref}};
    for (int attempt = 0; attempt < 2; ++attempt) {
      process::Worker::Reply answer = worker.call(request.dump());
      if (!answer.ok)
        break;
      nlohmann::json reply = nlohmann::json::parse(answer.line, nullptr, /*allow_exceptions=*/false);
      if (!reply.is_object() || !reply.value("ok", false))
        break;
      std::string why;
      std::vector<Diagnostic> notes;
      if (mlir::OwningOpRef<mlir::ModuleOp> module = moduleOf(reply, label + " (fetched)", why, notes))
        return module;
      if (!notes.empty())
        break;
      request["all_constants"] = true;
    }
  }
  // Gone (a fresh engine, or pushed out of its cache): apply the step again.
  session::Application again = applyStep(label, index, script, before, nullptr, /*lazy=*/false, nullptr);
  if (again.ok && again.after)
    return std::move(again.after);
  error = label + " applied again to make its IR, and " +
          (again.diagnostics.empty() ? std::string("failed") : formatAll(again.diagnostics));
  return nullptr;
}

int serveEngine(mlir::MLIRContext &context, std::istream &in, std::FILE *out) {
  auto send = [out](const nlohmann::json &reply) {
    std::string text = reply.dump() + "\n";
    std::fwrite(text.data(), 1, text.size(), out);
    std::fflush(out);
  };
  constexpr size_t kKeep = 64; // modules held for "before_ref" and "fetch"
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
    std::optional<PrintedIr> printed; // printed ahead, for a lazy request
  };
  // `lazy`: the app will want the text (printed now), else the bytecode (written now).
  auto applyStep = [&](const std::string &label, size_t index, const std::string &script, uint64_t beforeRef,
                       bool lazy) {
    Applied step{beforeRef, label, script, index, {}, {}, std::nullopt};
    step.applied = session::applyInProcess(context, label, index, script, modules.at(beforeRef).get());
    if (step.applied.ok && lazy)
      step.printed = printElided(step.applied.after->getOperation(), constants);
    else if (step.applied.ok)
      step.written = writeElided(step.applied.after->getOperation(), constants, Elide::LargeAndResources);
    return step;
  };
  // A request's "check" ({"kind", "target", "params"}, the step as the app validated it): the
  // session's unmatched-target message when a target selects nothing in the IR before it.
  auto unmatched = [&](const nlohmann::json &check, const std::string &label, uint64_t beforeRef) -> std::string {
    if (!check.is_object())
      return "";
    schedule::Step step;
    step.kind = check.value("kind", "");
    step.target = check.value("target", "");
    step.params = check.contains("params") ? check["params"] : nlohmann::json::object();
    std::vector<Diagnostic> ignored; // the app validated it; a step this build cannot read is not checked
    if (!schedule::validateStep(step, label, ignored))
      return "";
    return session::unmatchedTarget(step, modules.at(beforeRef)->getOperation());
  };
  // Of `elided`, the constants to send: those the app has not had from us or sent us (all: every one).
  auto constantsToSend = [&](const std::vector<ElidedConstant> &elided, bool all) {
    nlohmann::json sent = nlohmann::json::array();
    for (const ElidedConstant &c : elided)
      if (parentHas.insert(c.hash).second || all)
        sent.push_back(constantToJson(c));
    return sent;
  };
  std::optional<Applied> ahead; // the step the last request named as its next
  process::faultPoint("engine");
  for (std::string line; std::getline(in, line);) {
    nlohmann::json request = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    nlohmann::json reply;
    if (request.is_object() && request.contains("fetch") && request["fetch"].is_number_unsigned()) {
      auto kept = modules.find(request["fetch"].get<uint64_t>());
      if (kept == modules.end()) {
        send({{"missing", true}});
        continue;
      }
      WrittenIr written = writeElided(kept->second->getOperation(), constants, Elide::LargeAndResources);
      reply = {{"ok", true}, {"bytecode", llvm::encodeBase64(written.bytecode)}};
      nlohmann::json sent = constantsToSend(written.elided, request.value("all_constants", false));
      if (!sent.empty())
        reply["constants"] = std::move(sent);
      send(reply);
      continue;
    }
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
    bool lazy = request.value("lazy", false);
    if (std::string message = unmatched(request.value("check", nlohmann::json()), label, beforeRef);
        !message.empty()) {
      ahead.reset();
      send({{"ok", false}, {"diagnostics", diagnosticsToJson({makeError(label + ": " + message)})},
            {"before_ref", beforeRef}});
      continue;
    }
    // The step applied ahead of time is this one: its result is ready.
    Applied step;
    if (ahead && ahead->beforeRef == beforeRef && ahead->label == label && ahead->index == index &&
        ahead->script == script)
      step = std::move(*ahead);
    else
      step = applyStep(label, index, script, beforeRef, lazy);
    ahead.reset();
    reply = {{"ok", step.applied.ok}, {"diagnostics", diagnosticsToJson(step.applied.diagnostics)},
             {"before_ref", beforeRef}};
    uint64_t ref = 0;
    if (step.applied.ok && lazy) {
      // The text only; the module stays here until the app fetches it.
      PrintedIr printed = step.printed ? std::move(*step.printed)
                                       : printElided(step.applied.after->getOperation(), constants);
      nlohmann::json elided = nlohmann::json::array();
      for (const ElidedConstant &c : printed.elided)
        elided.push_back(hashText(c.hash));
      nlohmann::json sent = constantsToSend(printed.elided, /*all=*/false);
      reply["ir"] = std::move(printed.text);
      reply["elided"] = std::move(elided);
      if (!sent.empty())
        reply["constants"] = std::move(sent);
      ref = keep(std::move(step.applied.after));
      reply["ref"] = ref;
    } else if (step.applied.ok) {
      if (step.written.bytecode.empty())
        step.written = writeElided(step.applied.after->getOperation(), constants, Elide::LargeAndResources);
      nlohmann::json sent = constantsToSend(step.written.elided, request.value("all_constants", false));
      reply["bytecode"] = llvm::encodeBase64(step.written.bytecode);
      if (!sent.empty())
        reply["constants"] = std::move(sent);
      ref = keep(std::move(step.applied.after));
      reply["ref"] = ref;
    }
    send(reply);
    // While the app reads this reply, apply the step it said comes next (and print it, or write it,
    // as this request wanted its own).
    if (ref && hasNext)
      ahead = applyStep(next.value("label", "step"), next.value("index", size_t{0}),
                        next["script"].get<std::string>(), ref, lazy);
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
