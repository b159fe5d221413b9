// Scripted actions and the state dump.
#include "script_mode.h"

#include <GLFW/glfw3.h>

#include <algorithm>
#include <chrono>
#include <fstream>

namespace lantern::gui {

namespace {

constexpr double kDefaultWaitSeconds = 300;

// A 1-based step index from `action[key]`, checked against the current schedule.
std::optional<uint64_t> stepAt(const WorkbenchState &state, const nlohmann::json &action, const char *key,
                               std::string &error) {
  if (!action.contains(key) || !action[key].is_number_integer()) {
    error = std::string("needs an integer '") + key + "' (1 = the first step)";
    return std::nullopt;
  }
  int64_t index = action[key].get<int64_t>();
  if (index < 1 || index > static_cast<int64_t>(state.steps.size())) {
    error = std::string("'") + key + "' " + std::to_string(index) + " is out of range: the schedule has " +
            std::to_string(state.steps.size()) + " step(s), numbered from 1";
    return std::nullopt;
  }
  return state.steps[static_cast<size_t>(index - 1)].step.id;
}

std::string stringField(const nlohmann::json &action, const char *key) {
  return action.contains(key) && action[key].is_string() ? action[key].get<std::string>() : "";
}

nlohmann::json diffJson(const StepDiffPtr &d) {
  if (!d)
    return nullptr;
  return {{"added", d->diff.stats.added},
          {"removed", d->diff.stats.removed},
          {"changed", d->diff.stats.changed},
          {"hunks", d->diff.hunks.size()},
          {"lines_before", d->before->lines.size()},
          {"lines_after", d->after->lines.size()}};
}

std::string targetOf(const schedule::Step &step) {
  const schedule::StepKind *kind = schedule::findKind(step.kind);
  return step.target.empty() && kind ? kind->defaultTarget : step.target;
}

} // namespace

void FrameStats::add(double milliseconds) {
  ++frames;
  maxMilliseconds = std::max(maxMilliseconds, milliseconds);
  totalMilliseconds += milliseconds;
}

bool ScriptRunner::load(const std::string &path, std::string &error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot open script " + path;
    return false;
  }
  nlohmann::json doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (doc.is_object() && doc.contains("actions"))
    doc = doc["actions"];
  if (!doc.is_array()) {
    error = path + ": a script is a JSON list of actions, e.g. [{\"action\": \"open_graph\", \"path\": \"...\"}]";
    return false;
  }
  for (size_t i = 0; i < doc.size(); ++i)
    if (!doc[i].is_object() || !doc[i].contains("action") || !doc[i]["action"].is_string()) {
      error = path + ": action " + std::to_string(i + 1) + " is not an object with an \"action\" name";
      return false;
    }
  actions = std::move(doc);
  return true;
}

ScriptRunner::Progress ScriptRunner::fail(const std::string &message) {
  failed = "action " + std::to_string(next) + " (" + current + "): " + message;
  return Progress::Failed;
}

ScriptRunner::Progress ScriptRunner::awaitPending() {
  if (pending.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
    return Progress::Running;
  Outcome outcome = pending.get();
  pending = {};
  if (!outcome.ok)
    return fail(outcome.message);
  return next < actions.size() ? Progress::Running : Progress::Done;
}

ScriptRunner::Progress ScriptRunner::step(App &app) {
  if (pending.valid())
    return awaitPending();
  if (sleepUntil > 0) {
    if (glfwGetTime() < sleepUntil)
      return Progress::Running;
    sleepUntil = 0;
    return next < actions.size() ? Progress::Running : Progress::Done;
  }
  if (waitingForIdle) {
    if (app.workbench().idle()) {
      waitingForIdle = false;
      return next < actions.size() ? Progress::Running : Progress::Done;
    }
    if (glfwGetTime() > deadline)
      return fail("the workbench did not become idle in time");
    return Progress::Running;
  }
  if (next >= actions.size())
    return Progress::Done;
  // Index-based actions name steps of the schedule as the commands before them left it.
  if (!app.workbench().caughtUp())
    return Progress::Running;
  const nlohmann::json &action = actions[next++];
  current = action["action"].get<std::string>();
  Progress progress = start(app, action);
  if (progress != Progress::Running)
    return progress;
  return pending.valid() || waitingForIdle || sleepUntil > 0 || next < actions.size() ? Progress::Running
                                                                                       : Progress::Done;
}

ScriptRunner::Progress ScriptRunner::start(App &app, const nlohmann::json &action) {
  Workbench &bench = app.workbench();
  auto state = bench.state();
  std::string error;
  if (current == "open_graph" || current == "open_schedule") {
    std::string path = stringField(action, "path");
    if (path.empty())
      return fail("needs a \"path\"");
    pending = current == "open_graph" ? bench.openGraph(path) : bench.openSchedule(path);
  } else if (current == "new_schedule") {
    pending = bench.newSchedule();
  } else if (current == "select_step") {
    if (action.contains("index") && action["index"] == 0) {
      app.select(0);
      return Progress::Running;
    }
    auto id = stepAt(*state, action, "index", error);
    if (!id)
      return fail(error);
    app.select(*id);
  } else if (current == "move_step") {
    auto id = stepAt(*state, action, "from", error);
    if (!id)
      return fail(error);
    if (!stepAt(*state, action, "to", error))
      return fail(error);
    pending = bench.moveStep(*id, static_cast<size_t>(action["to"].get<int64_t>() - 1));
  } else if (current == "toggle_step") {
    auto id = stepAt(*state, action, "index", error);
    if (!id)
      return fail(error);
    pending = bench.setEnabled(*id, !state->findStep(*id)->step.enabled);
  } else if (current == "set_param") {
    auto id = stepAt(*state, action, "index", error);
    if (!id)
      return fail(error);
    std::string name = stringField(action, "name");
    if (name.empty() || !action.contains("value"))
      return fail("needs a \"name\" and a \"value\"");
    pending = name == "target" ? bench.setTarget(*id, stringField(action, "value")) : bench.setParam(*id, name, action["value"]);
  } else if (current == "add_step") {
    if (!action.contains("step") || !action["step"].is_object() || !action["step"].contains("step"))
      return fail("needs a \"step\" object as in a schedule, e.g. {\"step\": \"cleanup\"}");
    const nlohmann::json &spec = action["step"];
    schedule::Step step;
    for (auto it = spec.begin(); it != spec.end(); ++it) {
      if (it.key() == "step")
        step.kind = it->get<std::string>();
      else if (it.key() == "target")
        step.target = it->get<std::string>();
      else if (it.key() == "enabled")
        step.enabled = it->get<bool>();
      else if (it.key() == "comment")
        step.comment = it->get<std::string>();
      else
        step.params[it.key()] = *it;
    }
    size_t at = action.contains("index") && action["index"].is_number_integer()
                    ? static_cast<size_t>(std::max<int64_t>(action["index"].get<int64_t>() - 1, 0))
                    : state->steps.size();
    pending = bench.addStep(at, step);
  } else if (current == "remove_step" || current == "duplicate_step") {
    auto id = stepAt(*state, action, "index", error);
    if (!id)
      return fail(error);
    pending = current == "remove_step" ? bench.removeStep(*id) : bench.duplicateStep(*id);
  } else if (current == "undo") {
    pending = bench.undo();
  } else if (current == "redo") {
    pending = bench.redo();
  } else if (current == "run") {
    run::RunOptions options;
    options.backend = action.value("backend", options.backend);
    options.maskKind = action.value("mask_kind", options.maskKind);
    options.seed = action.value("seed", options.seed);
    options.repeats = action.value("repeats", options.repeats);
    options.checkRows = action.value("check_rows", options.checkRows);
    options.graphOracle = action.value("graph_oracle", options.graphOracle);
    app.ui().showTab = BottomTab::Run;
    pending = bench.run(options);
  } else if (current == "wait") {
    waitingForIdle = true;
    deadline = glfwGetTime() + action.value("timeout_s", kDefaultWaitSeconds);
  } else if (current == "locate_diagnostic") {
    auto id = stepAt(*state, action, "step", error);
    if (!id)
      return fail(error);
    const StepView *step = state->findStep(*id);
    int which = action.value("diagnostic", 1), note = action.value("note", 0);
    if (which < 1 || which > static_cast<int>(step->diagnostics.size()))
      return fail("the step has " + std::to_string(step->diagnostics.size()) + " diagnostic(s); 'diagnostic' " +
                  std::to_string(which) + " does not exist");
    const Diagnostic &d = step->diagnostics[static_cast<size_t>(which - 1)];
    if (note < 0 || note > static_cast<int>(d.notes.size()))
      return fail("the diagnostic has " + std::to_string(d.notes.size()) + " note(s)");
    app.select(*id);
    app.ui().showTab = BottomTab::Diagnostics;
    pending = bench.locate(*id, note == 0 ? d : d.notes[static_cast<size_t>(note - 1)]);
  } else if (current == "show") {
    std::string panel = stringField(action, "panel");
    if (panel == "diagnostics")
      app.ui().showTab = BottomTab::Diagnostics;
    else if (panel == "run")
      app.ui().showTab = BottomTab::Run;
    else if (panel == "graph")
      app.ui().showTab = BottomTab::Graph;
    else if (panel == "help")
      app.ui().showTab = BottomTab::Help;
    else
      return fail("'panel' must be diagnostics, run, graph or help");
  } else if (current == "view") {
    UiState &ui = app.ui();
    std::string layout = stringField(action, "layout");
    if (!layout.empty() && layout != "side_by_side" && layout != "unified")
      return fail("'layout' must be side_by_side or unified");
    if (!layout.empty())
      ui.unified = layout == "unified";
    ui.hideUnchanged = action.value("hide_unchanged", ui.hideUnchanged);
    ui.showScript = action.value("script", ui.showScript);
  } else if (current == "save_schedule") {
    pending = bench.saveSchedule(stringField(action, "path"));
  } else if (current == "export_script") {
    std::string path = stringField(action, "path");
    if (path.empty())
      return fail("needs a \"path\"");
    pending = bench.exportScript(path);
  } else if (current == "open_dialog") {
    if (!app.openDialog(stringField(action, "name")))
      return fail("'name' must be add_step, open_graph, open_schedule, save_as or export");
  } else if (current == "start_tour") {
    app.ui().startTour = true;
  } else if (current == "restore_autosave") {
    if (!app.restoreAutosave())
      return fail("there is no autosave left by an earlier run to restore");
  } else if (current == "cancel") {
    bench.cancel();
  } else if (current == "sleep") {
    sleepUntil = glfwGetTime() + action.value("seconds", 1.0);
  } else {
    return fail("unknown action; known: open_graph, open_schedule, new_schedule, select_step, move_step, "
                "toggle_step, set_param, add_step, remove_step, duplicate_step, undo, redo, run, wait, cancel, "
                "locate_diagnostic, show, view, save_schedule, export_script, open_dialog, start_tour, restore_autosave, sleep");
  }
  return Progress::Running;
}

nlohmann::json dumpState(App &app, const FrameStats &frames, const std::string &failure) {
  auto state = app.state();
  nlohmann::json out;
  out["ok"] = failure.empty();
  if (!failure.empty())
    out["error"] = failure;
  out["idle"] = state->idle;
  out["applying"] = state->applying;
  out["cancelled"] = state->cancelled;
  if (state->graph) {
    const graph::RoleReport &roles = state->graph->roles;
    out["graph"] = {{"path", state->graph->path},
                    {"lines", state->graph->lines},
                    {"attention", roles.isAttention},
                    {"tagged_ops", roles.ops.size()},
                    {"dataflow_nodes", state->graph->dataflow.nodes.size()},
                    {"dataflow_edges", state->graph->dataflow.edges.size()}};
  } else {
    out["graph"] = nullptr;
  }
  out["schedule"] = {{"name", state->scheduleName},
                     {"path", state->schedulePath},
                     {"dirty", state->dirty},
                     {"can_undo", state->canUndo},
                     {"can_redo", state->canRedo}};
  nlohmann::json steps = nlohmann::json::array();
  for (size_t i = 0; i < state->steps.size(); ++i) {
    const StepView &s = state->steps[i];
    nlohmann::json diagnostics = nlohmann::json::array();
    for (const Diagnostic &d : s.diagnostics)
      diagnostics.push_back(d.format());
    steps.push_back({{"index", i + 1},
                     {"step", s.step.kind},
                     {"target", targetOf(s.step)},
                     {"enabled", s.step.enabled},
                     {"params", s.step.params},
                     {"status", colors::statusLabel(s.status, s.running)},
                     {"ms", s.milliseconds},
                     {"cached", s.fromCache},
                     {"diagnostics", diagnostics},
                     {"diff", diffJson(s.diff)}});
  }
  out["steps"] = steps;
  int selected = state->indexOf(app.ui().selectedStep);
  if (selected >= 0) {
    const StepView &s = state->steps[static_cast<size_t>(selected)];
    IrPanel::Shown shown = app.irPanel().shown();
    out["selected"] = {{"index", selected + 1},
                       {"step", s.step.kind},
                       {"status", colors::statusLabel(s.status, s.running)},
                       {"diff", diffJson(s.diff)},
                       {"view", {{"document", shown.document}, {"rows", shown.rows}, {"folded_regions", shown.foldedRegions}}}};
  } else {
    out["selected"] = nullptr;
  }
  const Focus &focus = state->focus;
  if (focus.serial > 0 && focus.line >= 0) {
    const StepView *step = state->findStep(focus.stepId);
    std::string text;
    if (focus.inScript && step) {
      std::vector<std::string_view> lines = diff::splitLines(step->script);
      if (focus.line < static_cast<int>(lines.size()))
        text = std::string(lines[static_cast<size_t>(focus.line)]);
    } else {
      IrTextPtr ir = step ? step->beforeText : state->initial;
      if (ir && focus.line < static_cast<int>(ir->lines.size()))
        text = std::string(ir->lines[static_cast<size_t>(focus.line)]);
    }
    out["focus"] = {{"step", step ? state->indexOf(focus.stepId) + 1 : 0},
                    {"line", focus.line + 1},
                    {"in_script", focus.inScript},
                    {"text", text}};
  } else {
    out["focus"] = nullptr;
  }
  const RunView &run = state->run;
  if (run.report) {
    const run::RunReport &r = *run.report;
    nlohmann::json oracles = nlohmann::json::array();
    for (const run::OracleComparison &o : r.oracles)
      oracles.push_back({{"oracle", o.oracle},
                         {"available", o.available},
                         {"reason", o.reason},
                         {"max_abs", o.maxAbs},
                         {"max_rel", o.maxRel},
                         {"rel_l2", o.relL2},
                         {"rows", o.rowsEvaluated.size()}});
    nlohmann::json diagnostics = nlohmann::json::array();
    for (const Diagnostic &d : r.diagnostics)
      diagnostics.push_back(d.format());
    out["run"] = {{"verdict", r.pass ? "pass" : "fail"},
                  {"ok", r.ok},
                  {"reason", r.verdictReason},
                  {"backend", r.backend},
                  {"mask_kind", r.maskKind},
                  {"output_dtype", r.outputDType},
                  {"nan", r.nanInf.nanCount},
                  {"inf", r.nanInf.infCount},
                  {"median_ms", r.medianMs},
                  {"tflops", r.tflops},
                  {"tolerance", r.tolerance},
                  {"oracles", oracles},
                  {"diagnostics", diagnostics}};
  } else {
    out["run"] = nullptr;
  }
  nlohmann::json backends = nlohmann::json::array();
  for (const BackendView &b : state->backends)
    backends.push_back({{"name", b.name}, {"available", b.available}, {"reason", b.reason}});
  out["backends"] = backends;
  nlohmann::json log = nlohmann::json::array();
  if (state->log)
    for (const LogEntry &entry : *state->log)
      log.push_back(std::string(toString(entry.severity)) + ": " + entry.text);
  out["log"] = log;
  out["ui"] = {{"frames", frames.frames},
               {"max_frame_ms", frames.maxMilliseconds},
               {"mean_frame_ms", frames.frames ? frames.totalMilliseconds / frames.frames : 0.0}};
  return out;
}

} // namespace lantern::gui
