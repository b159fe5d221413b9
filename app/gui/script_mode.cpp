// Scripted actions and the state dump.
#include "script_mode.h"

#include "run/report_json.h"

#include "key_input.h"
#include "run_history.h"

#include <GLFW/glfw3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <functional>
#include <utility>
#include <vector>

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
  if (!outcome.ok && !expectError)
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
  if (until) {
    if (until()) {
      until = nullptr;
      return next < actions.size() ? Progress::Running : Progress::Done;
    }
    if (glfwGetTime() > deadline)
      return fail(untilWhat + " did not happen in time");
    return Progress::Running;
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
  return pending.valid() || waitingForIdle || until || sleepUntil > 0 || next < actions.size() ? Progress::Running
                                                                                       : Progress::Done;
}

namespace {

// What starting an action gave: a command to wait for, a wait or a sleep to keep, or why it could
// not start.
struct Started {
  Pending pending;
  bool waitForIdle = false;
  std::function<bool()> until;
  std::string untilWhat;
  double deadline = 0;   // glfwGetTime() by which the wait must end
  double sleepUntil = 0; // glfwGetTime() until which the sleep lasts
  std::string error;
};

Started command(Pending pending) {
  Started started;
  started.pending = std::move(pending);
  return started;
}

Started cannotStart(std::string error) {
  Started started;
  started.error = std::move(error);
  return started;
}

Started openFile(App &app, const nlohmann::json &action, bool graph) {
  std::string path = stringField(action, "path");
  if (path.empty())
    return cannotStart("needs a \"path\"");
  Pending pending = graph ? app.workbench().openGraph(path) : app.workbench().openSchedule(path);
  // As the menu does: a file that does not load is also shown in the app's error dialog.
  app.ui().watched.emplace_back(graph ? "open graph" : "open schedule", pending);
  return command(pending);
}

Started selectStep(App &app, const nlohmann::json &action) {
  if (action.contains("index") && action["index"] == 0) {
    app.select(0);
    return {};
  }
  std::string error;
  auto id = stepAt(*app.state(), action, "index", error);
  if (!id)
    return cannotStart(error);
  app.select(*id);
  return {};
}

Started moveStep(App &app, const nlohmann::json &action) {
  auto state = app.state();
  std::string error;
  auto id = stepAt(*state, action, "from", error);
  if (!id || !stepAt(*state, action, "to", error))
    return cannotStart(error);
  return command(app.workbench().moveStep(*id, static_cast<size_t>(action["to"].get<int64_t>() - 1)));
}

// Actions on the step at action["index"]: `edit` makes the command from its id.
Started editStep(App &app, const nlohmann::json &action,
                 const std::function<Pending(Workbench &, const StepView &)> &edit) {
  auto state = app.state();
  std::string error;
  auto id = stepAt(*state, action, "index", error);
  if (!id)
    return cannotStart(error);
  return command(edit(app.workbench(), *state->findStep(*id)));
}

Started setParam(App &app, const nlohmann::json &action) {
  std::string error;
  auto id = stepAt(*app.state(), action, "index", error);
  if (!id)
    return cannotStart(error);
  std::string name = stringField(action, "name");
  if (name.empty() || !action.contains("value"))
    return cannotStart("needs a \"name\" and a \"value\"");
  Workbench &bench = app.workbench();
  return command(name == "target" ? bench.setTarget(*id, stringField(action, "value"))
                                  : bench.setParam(*id, name, action["value"]));
}

// A step as a schedule file writes it: {"step": kind, "target", "enabled", "comment", params...}.
schedule::Step stepFromSpec(const nlohmann::json &spec) {
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
  return step;
}

Started addStep(App &app, const nlohmann::json &action) {
  if (!action.contains("step") || !action["step"].is_object() || !action["step"].contains("step"))
    return cannotStart("needs a \"step\" object as in a schedule, e.g. {\"step\": \"cleanup\"}");
  size_t at = action.contains("index") && action["index"].is_number_integer()
                  ? static_cast<size_t>(std::max<int64_t>(action["index"].get<int64_t>() - 1, 0))
                  : app.state()->steps.size();
  return command(app.workbench().addStep(at, stepFromSpec(action["step"])));
}

Started startRun(App &app, const nlohmann::json &action) {
  run::RunOptions options = run::optionsFromJson(action);
  uint64_t upTo = 0;
  if (action.contains("up_to")) {
    std::string error;
    auto id = stepAt(*app.state(), action, "up_to", error);
    if (!id)
      return cannotStart(error);
    upTo = *id;
  }
  app.ui().showTab = BottomTab::Run;
  return command(app.workbench().run(options, upTo));
}

// {"action": "check_steps", "mask_kind": "padding", "seed": 1, "bisect": false}: the Schedule panel's
// "Check every step" (or, with bisect, "Find the first bad step"). Follow it with a wait.
Started checkStepsAction(App &app, const nlohmann::json &action) {
  std::string maskKind = action.value("mask_kind", app.ui().runOptions.maskKind);
  uint64_t seed = action.value("seed", app.ui().runOptions.seed);
  return command(app.workbench().checkSteps(maskKind, seed, action.value("bisect", false)));
}

// {"action": "key", "keys": "ctrl+shift+s"}: the keys pressed and released as a user types them.
Started pressKeys(App &, const nlohmann::json &action) {
  std::string keys = stringField(action, "keys");
  int mods = 0, key = -1;
  size_t start = 0;
  while (start <= keys.size()) {
    size_t plus = keys.find('+', start);
    // A '+' right at the end names the key itself ("ctrl++" is not supported; nothing uses it).
    std::string part = keys.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
    if (part == "ctrl")
      mods |= GLFW_MOD_CONTROL;
    else if (part == "shift")
      mods |= GLFW_MOD_SHIFT;
    else if (part == "alt")
      mods |= GLFW_MOD_ALT;
    else if ((key = keyFromName(part.c_str())) < 0)
      return cannotStart("'keys' \"" + keys + "\": unknown key '" + part +
                         "' (expected ctrl/shift/alt + a letter, digit, f1-f12, escape, enter, tab, space, delete, "
                         "insert, backspace, up, down, left, right, home, end, [ or ])");
    if (plus == std::string::npos)
      break;
    start = plus + 1;
  }
  if (key < 0)
    return cannotStart("'keys' needs a key, e.g. \"ctrl+s\"");
  tapKey(glfwGetCurrentContext(), key, mods);
  Started started;
  started.sleepUntil = glfwGetTime() + action.value("settle_s", 0.1); // frames to see it down, then up
  return started;
}

// {"action": "compare_runs", "runs": [1, 3]}: selects two runs of the history, as clicks would.
Started compareRunsAction(App &app, const nlohmann::json &action) {
  auto state = app.state();
  size_t count = state->history ? state->history->size() : 0;
  if (!action.contains("runs") || !action["runs"].is_array())
    return cannotStart("needs \"runs\": a list of one or two run numbers (1 = the first run)");
  std::vector<uint64_t> serials;
  for (const nlohmann::json &n : action["runs"]) {
    if (!n.is_number_integer() || n.get<int64_t>() < 1 || n.get<int64_t>() > static_cast<int64_t>(count))
      return cannotStart("run " + n.dump() + " is not in the history, which has " + std::to_string(count) + " run(s)");
    serials.push_back(n.get<uint64_t>());
  }
  if (serials.empty() || serials.size() > 2)
    return cannotStart("\"runs\" names one or two runs");
  app.ui().comparedRuns = serials;
  app.ui().showTab = BottomTab::History;
  return {};
}

// {"action": "code", "backend": "cuda", "stage": "ptx", "search": "mma.sync"}: the Code view with that
// backend and stage (every field optional); `wait` then waits for the lowering.
Started codeAction(App &app, const nlohmann::json &action) {
  UiState &ui = app.ui();
  ui.showTab = BottomTab::Code;
  if (action.contains("stage"))
    ui.codeStageRequest = stringField(action, "stage");
  if (action.contains("search"))
    ui.codeSearchRequest = stringField(action, "search");
  // Asked here rather than by the panel's next frame, so that a `wait` after it covers the lowering.
  std::string backend = action.contains("backend") ? stringField(action, "backend") : ui.runOptions.backend;
  ui.codeBackendRequest = backend;
  // "force": what the Regenerate button does.
  return command(app.workbench().generateCode(backend, action.value("force", false)));
}

// {"action": "new_graph", "batch": 1, "heads": 2, "seq": 64, "dim": 32, "dtype": "bf16", "mask": "causal",
// "form": "torch-mlir", "guard": true}: what File > New graph's Create does.
Started newGraphAction(App &app, const nlohmann::json &action) {
  graph::SdpaSpec spec;
  spec.batch = action.value("batch", spec.batch);
  spec.heads = action.value("heads", spec.heads);
  spec.kvHeads = action.value("kv_heads", spec.kvHeads);
  spec.seq = action.value("seq", spec.seq);
  spec.dim = action.value("dim", spec.dim);
  spec.guard = action.value("guard", spec.guard);
  if (auto dtype = graph::parseElementType(action.value("dtype", std::string("f32"))))
    spec.dtype = *dtype;
  else
    return cannotStart("'dtype' must be f32, bf16 or f16");
  if (auto mask = graph::parseMaskKind(action.value("mask", std::string("none"))))
    spec.mask = *mask;
  else
    return cannotStart("'mask' must be none, causal, bool, additive or padding");
  std::string form = action.value("form", std::string("lantern"));
  if (form != "lantern" && form != "torch-mlir")
    return cannotStart("'form' must be lantern or torch-mlir");
  spec.importerForm = form == "torch-mlir";
  std::string error;
  std::string path = NewGraphDialog::write(spec, app.stateDir(), error);
  if (path.empty())
    return cannotStart(error);
  return command(app.workbench().openGraph(path));
}

// {"action": "nan_story", "chapter": "open" | "guards_off" | "guards_on"}: the Help tab's buttons.
Started nanStoryAction(App &app, const nlohmann::json &action) {
  std::string chapter = stringField(action, "chapter");
  HelpPanel::NanChapter which;
  if (chapter == "open")
    which = HelpPanel::NanChapter::Open;
  else if (chapter == "guards_off")
    which = HelpPanel::NanChapter::GuardsOff;
  else if (chapter == "guards_on")
    which = HelpPanel::NanChapter::GuardsOn;
  else
    return cannotStart("'chapter' must be open, guards_off or guards_on");
  app.ui().showTab = BottomTab::Help;
  app.ui().showNanStory = true;
  PanelContext ctx = app.context();
  std::string error;
  if (!app.helpPanel().nanStory(ctx, which, error))
    return cannotStart(error);
  Started started;
  started.sleepUntil = glfwGetTime() + 0.1;
  return started;
}

Started search(App &app, const nlohmann::json &action) {
  if (!action.contains("text") || !action["text"].is_string())
    return cannotStart("needs a \"text\" to search the IR for");
  app.ui().searchRequest = action["text"].get<std::string>();
  Started started;
  started.sleepUntil = glfwGetTime() + 0.05;
  return started;
}

Started waitForIdle(App &, const nlohmann::json &action) {
  Started started;
  started.waitForIdle = true;
  started.deadline = glfwGetTime() + action.value("timeout_s", kDefaultWaitSeconds);
  return started;
}

Started sleepFor(App &, const nlohmann::json &action) {
  Started started;
  started.sleepUntil = glfwGetTime() + action.value("seconds", 1.0);
  return started;
}

Started locateDiagnostic(App &app, const nlohmann::json &action) {
  auto state = app.state();
  std::string error;
  auto id = stepAt(*state, action, "step", error);
  if (!id)
    return cannotStart(error);
  const StepView *step = state->findStep(*id);
  int which = action.value("diagnostic", 1), note = action.value("note", 0);
  if (which < 1 || which > static_cast<int>(step->diagnostics.size()))
    return cannotStart("the step has " + std::to_string(step->diagnostics.size()) + " diagnostic(s); 'diagnostic' " +
                   std::to_string(which) + " does not exist");
  const Diagnostic &d = step->diagnostics[static_cast<size_t>(which - 1)];
  if (note < 0 || note > static_cast<int>(d.notes.size()))
    return cannotStart("the diagnostic has " + std::to_string(d.notes.size()) + " note(s)");
  app.select(*id);
  app.ui().showTab = BottomTab::Diagnostics;
  return command(app.workbench().locate(*id, note == 0 ? d : d.notes[static_cast<size_t>(note - 1)]));
}

Started show(App &app, const nlohmann::json &action) {
  static const std::pair<const char *, BottomTab> kPanels[] = {{"diagnostics", BottomTab::Diagnostics},
                                                               {"run", BottomTab::Run},
                                                               {"history", BottomTab::History},
                                                               {"sweep", BottomTab::Sweep},
                                                               {"code", BottomTab::Code},
                                                               {"graph", BottomTab::Graph},
                                                               {"help", BottomTab::Help}};
  std::string panel = stringField(action, "panel");
  for (const auto &[name, tab] : kPanels)
    if (panel == name) {
      app.ui().showTab = tab;
      return {};
    }
  return cannotStart("'panel' must be diagnostics, run, history, sweep, code, graph or help");
}

Started view(App &app, const nlohmann::json &action) {
  UiState &ui = app.ui();
  std::string layout = stringField(action, "layout");
  if (!layout.empty() && layout != "side_by_side" && layout != "unified")
    return cannotStart("'layout' must be side_by_side or unified");
  if (!layout.empty())
    ui.unified = layout == "unified";
  ui.hideUnchanged = action.value("hide_unchanged", ui.hideUnchanged);
  ui.showScript = action.value("script", ui.showScript);
  return {};
}

Started exportScript(App &app, const nlohmann::json &action) {
  std::string path = stringField(action, "path");
  if (path.empty())
    return cannotStart("needs a \"path\"");
  return command(app.workbench().exportScript(path));
}

Started sweepOpen(App &app, const nlohmann::json &action) {
  std::string path = stringField(action, "path"), error;
  if (path.empty())
    return cannotStart("needs the \"path\" of a results file");
  if (!app.sweepResults().open(path, error))
    return cannotStart(error);
  app.ui().showTab = BottomTab::Sweep;
  return {};
}

// Starts a sweep of one step field as the panel's Run sweep button does: {"step": N (1-based),
// "field": "sizes", "values": [...]}, with the Run panel's backend and mask kind.
Started sweepRun(App &app, const nlohmann::json &action) {
  auto state = app.state();
  size_t step = action.value("step", size_t(0));
  if (step < 1 || step > state->steps.size())
    return cannotStart("'step' must be 1.." + std::to_string(state->steps.size()));
  SweepRequest request;
  request.graphPath = state->graph ? state->graph->path : "";
  request.scheduleText = editedScheduleText(*state);
  request.step = step;
  request.field = stringField(action, "field");
  request.values = action.value("values", nlohmann::json());
  request.backend = app.ui().runOptions.backend;
  request.maskKind = app.ui().runOptions.maskKind;
  request.repeats = action.value("repeats", 2);
  std::string error;
  if (!app.sweepResults().start(request, action.value("cli", SweepJob::defaultCli()), app.stateDir(), error))
    return cannotStart(error);
  app.ui().showTab = BottomTab::Sweep;
  return {};
}

Started sweepWait(App &app, const nlohmann::json &action) {
  Started started;
  SweepJob *job = &app.sweepResults();
  started.until = [job] { return !job->running(); };
  started.untilWhat = "the sweep's end";
  started.deadline = glfwGetTime() + action.value("timeout_s", kDefaultWaitSeconds);
  return started;
}

Started sweepStop(App &app, const nlohmann::json &) {
  app.sweepResults().stop();
  return {};
}

Started sweepLoadPoint(App &app, const nlohmann::json &action) {
  size_t row = action.value("row", size_t(0));
  std::string error;
  PanelContext ctx = app.context();
  if (!app.sweep().loadPoint(ctx, app.sweepResults(), row, error))
    return cannotStart(error);
  return {};
}

Started sweepPlot(App &app, const nlohmann::json &action) {
  const auto &choices = app.sweep().plotModel().xChoices;
  std::string x = stringField(action, "x");
  auto it = std::find(choices.begin(), choices.end(), x);
  if (!x.empty() && it == choices.end())
    return cannotStart("'x' must be one of the plot's axes (open results first)");
  int metric = action.value("metric", app.sweep().plotModel().metric);
  app.sweep().choose(x.empty() ? app.sweep().plotModel().x : static_cast<int>(it - choices.begin()), metric);
  Started started;
  started.sleepUntil = glfwGetTime() + 0.1;
  return started;
}

using Starter = std::function<Started(App &, const nlohmann::json &)>;

// Every action, in the order the unknown-action message lists them.
nlohmann::json dumpStateNow(App &app);

// {"path"}: the state as --dump-state writes it at the end (without frame times), now: what a test
// checks between two actions.
Started dumpStateAction(App &app, const nlohmann::json &action) {
  std::string path = action.value("path", "");
  if (path.empty())
    return cannotStart("dump_state needs a \"path\"");
  std::ofstream out(path);
  out << dumpStateNow(app).dump(2) << "\n";
  return out ? Started{} : cannotStart("cannot write " + path);
}

const std::vector<std::pair<std::string, Starter>> &actionTable() {
  using Json = const nlohmann::json &;
  static const std::vector<std::pair<std::string, Starter>> table = {
      {"open_graph", [](App &app, Json action) { return openFile(app, action, true); }},
      {"open_schedule", [](App &app, Json action) { return openFile(app, action, false); }},
      {"new_schedule", [](App &app, Json) { return command(app.workbench().newSchedule()); }},
      {"select_step", selectStep},
      {"move_step", moveStep},
      {"toggle_step", [](App &app, Json action) {
         return editStep(app, action, [](Workbench &bench, const StepView &step) {
           return bench.setEnabled(step.step.id, !step.step.enabled);
         });
       }},
      {"set_param", setParam},
      {"add_step", addStep},
      {"remove_step", [](App &app, Json action) {
         return editStep(app, action, [](Workbench &bench, const StepView &step) { return bench.removeStep(step.step.id); });
       }},
      {"duplicate_step", [](App &app, Json action) {
         return editStep(app, action,
                         [](Workbench &bench, const StepView &step) { return bench.duplicateStep(step.step.id); });
       }},
      {"undo", [](App &app, Json) { return command(app.workbench().undo()); }},
      {"redo", [](App &app, Json) { return command(app.workbench().redo()); }},
      {"run", startRun},
      {"check_steps", checkStepsAction},
      {"wait", waitForIdle},
      {"sweep_open", sweepOpen},
      {"sweep_run", sweepRun},
      {"sweep_wait", sweepWait},
      {"sweep_stop", sweepStop},
      {"sweep_load_point", sweepLoadPoint},
      {"sweep_plot", sweepPlot},
      {"cancel", [](App &app, Json) {
         app.workbench().cancel();
         return Started{};
       }},
      {"locate_diagnostic", locateDiagnostic},
      {"show", show},
      {"view", view},
      {"save_schedule", [](App &app, Json action) { return command(app.workbench().saveSchedule(stringField(action, "path"))); }},
      {"export_script", exportScript},
      {"open_dialog", [](App &app, Json action) {
         return app.openDialog(stringField(action, "name"))
                    ? Started{}
                    : cannotStart("'name' must be add_step, open_graph, open_schedule, save_as, export or new_graph");
       }},
      {"start_tour", [](App &app, Json) {
         app.ui().startTour = true;
         return Started{};
       }},
      {"restore_autosave", [](App &app, Json) {
         return app.restoreAutosave() ? Started{} : cannotStart("there is no autosave left by an earlier run to restore");
       }},
      {"sleep", sleepFor},
      {"key", pressKeys},
      {"compare_runs", compareRunsAction},
      {"code", codeAction},
      {"new_graph", newGraphAction},
      {"nan_story", nanStoryAction},
      {"search", search},
      {"dump_state", dumpStateAction},
  };
  return table;
}

std::string knownActions() {
  std::string names;
  for (const auto &entry : actionTable())
    names += (names.empty() ? "" : ", ") + entry.first;
  return names;
}

} // namespace

ScriptRunner::Progress ScriptRunner::start(App &app, const nlohmann::json &action) {
  // "expect_error": true: the command's failure is what the test looks at, not the script's end.
  expectError = action.is_object() && action.value("expect_error", false);
  const auto &table = actionTable();
  auto entry = std::find_if(table.begin(), table.end(), [&](const auto &e) { return e.first == current; });
  if (entry == table.end())
    return fail("unknown action; known: " + knownActions());
  Started started = entry->second(app, action);
  if (!started.error.empty())
    return fail(started.error);
  pending = std::move(started.pending);
  waitingForIdle = started.waitForIdle;
  until = std::move(started.until);
  untilWhat = started.untilWhat;
  deadline = started.deadline;
  sleepUntil = started.sleepUntil;
  return Progress::Running;
}

namespace {

nlohmann::json graphJson(const GraphView *graph) {
  if (!graph)
    return nullptr;
  return {{"path", graph->path},
          {"lines", graph->lines},
          {"attention", graph->roles.isAttention},
          {"tagged_ops", graph->roles.ops.size()},
          {"dataflow_nodes", graph->dataflow.nodes.size()},
          {"dataflow_edges", graph->dataflow.edges.size()}};
}

nlohmann::json formatted(const std::vector<Diagnostic> &diagnostics) {
  nlohmann::json list = nlohmann::json::array();
  for (const Diagnostic &d : diagnostics)
    list.push_back(d.format());
  return list;
}

nlohmann::json numbersJson(const StepView &s) {
  if (!s.numbers)
    return nullptr;
  const run::StepCheck &c = *s.numbers;
  return {{"verdict", run::toString(c.verdict)},
          {"reason", c.reason},
          {"rel_l2", std::isfinite(c.relL2) ? nlohmann::json(c.relL2) : nlohmann::json(nullptr)},
          {"max_abs", std::isfinite(c.maxAbs) ? nlohmann::json(c.maxAbs) : nlohmann::json(nullptr)},
          {"nan_rows", c.nanRows},
          {"first_bad", s.firstBad}};
}

nlohmann::json stepsJson(const WorkbenchState &state) {
  nlohmann::json steps = nlohmann::json::array();
  for (size_t i = 0; i < state.steps.size(); ++i) {
    const StepView &s = state.steps[i];
    steps.push_back({{"index", i + 1},
                     {"step", s.step.kind},
                     {"target", targetOf(s.step)},
                     {"enabled", s.step.enabled},
                     {"params", s.step.params},
                     {"status", colors::statusLabel(s.status, s.running)},
                     {"crashed", s.crashed},
                     {"ms", s.milliseconds},
                     {"cached", s.fromCache},
                     {"diagnostics", formatted(s.diagnostics)},
                     {"diff", diffJson(s.diff)},
                     {"numbers", numbersJson(s)}});
  }
  return steps;
}

nlohmann::json selectedJson(App &app, const WorkbenchState &state) {
  int selected = state.indexOf(app.ui().selectedStep);
  if (selected < 0)
    return nullptr;
  const StepView &s = state.steps[static_cast<size_t>(selected)];
  IrPanel::Shown shown = app.irPanel().shown();
  return {{"index", selected + 1},
          {"step", s.step.kind},
          {"status", colors::statusLabel(s.status, s.running)},
          {"diff", diffJson(s.diff)},
          {"view", {{"document", shown.document}, {"rows", shown.rows}, {"folded_regions", shown.foldedRegions}}}};
}

// The line the last locate request found, with its text.
nlohmann::json focusJson(const WorkbenchState &state) {
  const Focus &focus = state.focus;
  if (focus.serial == 0 || focus.line < 0)
    return nullptr;
  const StepView *step = state.findStep(focus.stepId);
  std::string text;
  if (focus.inScript && step) {
    std::vector<std::string_view> lines = diff::splitLines(step->script);
    if (focus.line < static_cast<int>(lines.size()))
      text = std::string(lines[static_cast<size_t>(focus.line)]);
  } else {
    IrTextPtr ir = step ? step->beforeText : state.initial;
    if (ir && focus.line < static_cast<int>(ir->lines.size()))
      text = std::string(ir->lines[static_cast<size_t>(focus.line)]);
  }
  return {{"step", step ? state.indexOf(focus.stepId) + 1 : 0},
          {"line", focus.line + 1},
          {"in_script", focus.inScript},
          {"text", text}};
}

nlohmann::json recordJson(const RunRecord &r) {
  const run::RunReport *report = r.report.get();
  return {{"serial", r.serial},
          {"schedule", r.scheduleName},
          {"schedule_hash", r.scheduleHash},
          {"steps", r.stepCount},
          {"steps_compiled", r.stepsCompiled},
          {"up_to", r.upTo},
          {"scope", r.scope()},
          {"backend", r.options.backend},
          {"mask_kind", r.options.maskKind},
          {"verdict", report ? (report->pass ? "pass" : "fail") : "none"},
          {"median_ms", report ? report->medianMs : 0.0},
          {"tflops", report ? report->tflops : 0.0},
          {"wall_ms", r.wallMs}};
}

nlohmann::json runJson(const run::RunReport *report) {
  if (!report)
    return nullptr;
  const run::RunReport &r = *report;
  nlohmann::json stages = nlohmann::json::object();
  for (const run::StageTimes::Entry &e : r.stageTimes.entries())
    stages[e.key] = e.ms;
  nlohmann::json oracles = nlohmann::json::array();
  for (const run::OracleComparison &o : r.oracles)
    oracles.push_back({{"oracle", o.oracle},
                       {"available", o.available},
                       {"reason", o.reason},
                       {"max_abs", o.maxAbs},
                       {"max_rel", o.maxRel},
                       {"rel_l2", o.relL2},
                       {"rows", o.rowsEvaluated.size()}});
  return {{"verdict", r.pass ? "pass" : "fail"},
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
          {"stage_ms", stages},
          {"oracles", oracles},
          {"diagnostics", formatted(r.diagnostics)}};
}

} // namespace

namespace {
nlohmann::json dumpStateNow(App &app) { return dumpState(app, FrameStats{}, ""); }
} // namespace

nlohmann::json dumpState(App &app, const FrameStats &frames, const std::string &failure) {
  auto state = app.state();
  nlohmann::json out;
  out["ok"] = failure.empty();
  if (!failure.empty())
    out["error"] = failure;
  out["idle"] = state->idle;
  out["applying"] = state->applying;
  out["cancelled"] = state->cancelled;
  out["graph"] = graphJson(state->graph.get());
  out["schedule"] = {{"name", state->scheduleName},
                     {"path", state->schedulePath},
                     {"target", state->scheduleTarget},
                     {"step_count", state->steps.size()},
                     {"dirty", state->dirty},
                     {"can_undo", state->canUndo},
                     {"can_redo", state->canRedo}};
  out["steps"] = stepsJson(*state);
  out["selected"] = selectedJson(app, *state);
  out["focus"] = focusJson(*state);
  out["run"] = runJson(state->run.report.get());
  out["numbers"] = {{"progress", state->numbersProgress}, {"bisect", state->bisectResult}};
  out["run_view"] = {{"error", state->run.error},
                     {"stale", !state->run.stale.empty() ? state->run.stale : app.ui().runOptionsChanged},
                     {"record", state->run.record ? recordJson(*state->run.record) : nlohmann::json(nullptr)},
                     {"options_backend", app.ui().runOptions.backend}};
  nlohmann::json history = nlohmann::json::array();
  if (state->history)
    for (const RunRecordPtr &r : *state->history)
      history.push_back(recordJson(*r));
  out["history"] = history;
  {
    SweepJob &job = app.sweepResults();
    const SweepPlotModel &m = app.sweep().plotModel();
    nlohmann::json statuses = nlohmann::json::object();
    for (const auto &l : job.lines())
      statuses[l.value("status", std::string("?"))] = statuses.value(l.value("status", std::string("?")), 0) + 1;
    nlohmann::json points = nlohmann::json::array();
    for (const auto &p : m.points)
      points.push_back({{"x", p.x}, {"y", std::isfinite(p.y) ? nlohmann::json(p.y) : nlohmann::json(nullptr)},
                        {"series", p.series}, {"index", job.lines()[p.line].value("index", 0)}});
    out["sweep"] = {{"path", job.path()},
                    {"spec", job.specPath()},
                    {"running", job.running()},
                    {"status", job.status()},
                    {"points", job.lines().size()},
                    {"expected", job.expected()},
                    {"statuses", statuses},
                    {"message", app.sweep().message()},
                    {"plot", {{"x_choices", m.xChoices}, {"x_label", m.xLabel}, {"metric", m.metric},
                              {"log_x", m.logX}, {"series", m.seriesNames}, {"points", points},
                              {"not_plotted", m.notPlotted}}}};
  }
  const auto &compared = app.ui().comparedRuns;
  out["comparison"] = nullptr;
  if (compared.size() == 2 && state->history) {
    const RunRecord *x = nullptr, *y = nullptr;
    for (const RunRecordPtr &r : *state->history) {
      if (r->serial == std::min(compared[0], compared[1]))
        x = r.get();
      if (r->serial == std::max(compared[0], compared[1]))
        y = r.get();
    }
    if (x && y) {
      RunComparison c = compareRuns(*x, *y);
      out["comparison"] = {{"before", c.before},        {"after", c.after},
                           {"time_ratio", c.timeRatio},  {"option_changes", c.optionChanges},
                           {"scope_change", c.scopeChange}, {"same_schedule", c.sameSchedule},
                           {"schedule_diff", c.scheduleDiff}, {"lines_changed", c.linesAdded + c.linesRemoved + c.linesChanged}};
    }
  }
  if (const CodeView *code = state->code.get()) {
    nlohmann::json stages = nlohmann::json::array();
    for (const CodeStage &stage : code->stages)
      stages.push_back({{"kind", stage.kind}, {"title", stage.title}, {"ok", stage.ok},
                        {"lines", diff::splitLines(stage.text).size()},
                        {"first_line", stage.ok ? "" : stage.text.substr(0, stage.text.find('\n'))}});
    nlohmann::json kernels = nlohmann::json::array();
    if (code->resources)
      for (const backend::cuda::KernelReport &k : code->resources->kernels)
        kernels.push_back({{"name", k.resources.name},
                           {"registers", k.resources.registers},
                           {"spill_stores", k.resources.spillStoreBytes},
                           {"spill_loads", k.resources.spillLoadBytes},
                           {"shared", k.resources.sharedBytes},
                           {"occupancy", k.occupancy ? k.occupancy->percent : -1.0}});
    CodePanel::Shown shown = app.codePanel().shown();
    out["code"] = {{"backend", code->backend},
                   {"current", code->snapshot == state->finalSnapshot},
                   {"stages", stages},
                   {"kernels", kernels},
                   {"resources_reason", code->resourcesReason},
                   {"shown", {{"stage", shown.stage}, {"lines", shown.lines}, {"matches", shown.matches}}}};
  } else {
    out["code"] = nullptr;
  }
  IrPanel::Shown ir = app.irPanel().shown();
  out["ir_search"] = {{"query", ir.query}, {"matches", ir.matches}, {"current", ir.currentMatch + 1},
                      {"focused", ir.searchFocused}};
  nlohmann::json builtins = nlohmann::json::array();
  for (const App::BuiltinSchedule &b : app.builtinSchedules())
    builtins.push_back({{"name", b.name}, {"target", b.target}, {"description", b.description}, {"path", b.path}});
  out["builtin_schedules"] = builtins;
  out["modal"] = app.ui().openModal;
  out["title"] = app.title();
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
