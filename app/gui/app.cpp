// The window's contents and the app-level interactions around the panels.
#include "app.h"

#include "schedule/schedule.h"
#include "widgets/splitter.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <filesystem>

namespace lantern::gui {

namespace {

bool ready(const Pending &pending) {
  return pending.valid() && pending.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

std::string firstLine(const std::string &text) { return text.substr(0, text.find('\n')); }

std::string fileName(const std::string &path) { return std::filesystem::path(path).filename().string(); }

} // namespace

App::App(AppOptions appOptions, Fonts appFonts)
    : options(std::move(appOptions)), fonts(appFonts),
      bench(std::make_unique<Workbench>(Workbench::Options{options.stateDir, options.wake, options.isolation})),
      help(options.tourSchedule, options.tourGraph, options.nanGraph) {
  if (options.offerRestore)
    orphans = Autosave::findOrphans(options.stateDir);
  std::error_code ec;
  if (!options.builtinSchedules.empty())
    for (const auto &entry : std::filesystem::directory_iterator(options.builtinSchedules, ec)) {
      if (entry.path().extension() != ".json")
        continue;
      std::vector<Diagnostic> ignored;
      if (auto loaded = schedule::loadSchedule(entry.path().string(), ignored))
        builtins.push_back({entry.path().string(), loaded->name, loaded->target, loaded->description});
    }
  std::sort(builtins.begin(), builtins.end(),
            [](const BuiltinSchedule &a, const BuiltinSchedule &b) { return a.name < b.name; });
  if (!options.graph.empty())
    uiState.watched.emplace_back("open graph", bench->openGraph(options.graph));
  if (!options.schedule.empty())
    uiState.watched.emplace_back("open schedule", bench->openSchedule(options.schedule));
}

App::~App() {
  // The panels and the frame's state hold snapshots; they go before the workbench (member order).
  frameState.reset();
}

PanelContext App::context() {
  frameState = bench->state();
  return PanelContext{*bench, *frameState, uiState, fonts};
}

void App::select(uint64_t stepId) {
  uiState.selectedStep = stepId;
  bench->select(stepId);
}

void App::requestQuit() {
  if (quitRequested)
    return;
  auto state = bench->state();
  if (!state->dirty) {
    bench->closeCleanly();
    quit = true;
    return;
  }
  quitRequested = true;
}

void App::frame(float uiMilliseconds) {
  frameState = bench->state();
  PanelContext ctx{*bench, *frameState, uiState, fonts};
  // A step deleted elsewhere (undo of an add, a new schedule) is no longer selected.
  if (uiState.selectedStep != 0 && !frameState->findStep(uiState.selectedStep) && bench->idle())
    uiState.selectedStep = 0;
  uiState.openModal.clear();
  reportWatched();
  updateTitle(*frameState);
  handleShortcuts(ctx);
  if (uiState.startTour) {
    uiState.startTour = false;
    help.startTour(ctx);
  }

  const ImGuiViewport *viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_MenuBar |
                           ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 6));
  ImGui::Begin("Lantern", nullptr, flags);
  ImGui::PopStyleVar();
  drawMenuBar(ctx);
  drawLayout(ctx);
  drawStatusBar(ctx, uiMilliseconds);
  drawDialogs(ctx);
  drawRestoreOffer(ctx);
  drawQuitPrompt(ctx);
  drawReplacePrompt(ctx);
  drawLoadError();
  if (std::string browser = fileBrowser.shownTitle(); !browser.empty())
    uiState.openModal = browser;
  ImGui::End();
}

void App::drawLoadError() {
  if (loadError.empty())
    return;
  const std::string popup = loadErrorTitle + "###load-error";
  ImGui::OpenPopup(popup.c_str());
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize(ImVec2(52 * em, 0));
  if (!ImGui::BeginPopupModal(popup.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    return;
  uiState.openModal = loadErrorTitle;
  ImGui::TextDisabled("Nothing was changed: what was open stays open.");
  ImGui::PushTextWrapPos(50 * em);
  ImGui::PushFont(fonts.mono);
  if (ImGui::BeginChild("##load-error-text", ImVec2(50 * em, std::min(24 * em, ImGui::CalcTextSize(loadError.c_str(), nullptr, false, 50 * em).y + em)), false))
    ImGui::TextUnformatted(loadError.c_str());
  ImGui::EndChild();
  ImGui::PopFont();
  ImGui::PopTextWrapPos();
  if (ImGui::Button("Copy"))
    ImGui::SetClipboardText(loadError.c_str());
  ImGui::SameLine();
  if (ImGui::Button("OK") || ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false) || ImGui::IsKeyPressed(GLFW_KEY_ENTER, false)) {
    loadError.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void App::updateTitle(const WorkbenchState &state) {
  std::string next = "Lantern - " + (state.scheduleName.empty() ? std::string("untitled") : state.scheduleName) +
                     (state.dirty ? " *" : "") + " - " +
                     (state.schedulePath.empty() ? std::string("not saved yet") : state.schedulePath);
  if (next == windowTitle)
    return;
  windowTitle = next;
  if (options.setTitle)
    options.setTitle(windowTitle);
}

Pending App::startSave(const std::string &path, bool replaceNonEmpty) {
  saving = bench->saveSchedule(path, replaceNonEmpty);
  savingPath = path;
  uiState.watched.emplace_back("save", saving);
  return saving;
}

void App::drawReplacePrompt(PanelContext &ctx) {
  if (saving.valid() && ready(saving)) {
    Outcome outcome = saving.get();
    saving = {};
    if (!outcome.confirm.empty()) {
      replaceQuestion = outcome.confirm;
      replacePath = savingPath;
    }
  }
  if (replaceQuestion.empty())
    return;
  const char *title = "Replace the file?";
  ImGui::OpenPopup(title);
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    return;
  uiState.openModal = title;
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36);
  ImGui::TextUnformatted(replaceQuestion.c_str());
  ImGui::TextDisabled("Undo (Ctrl+Z) brings back the steps you removed; Cancel keeps the file as it is.");
  ImGui::PopTextWrapPos();
  if (ImGui::Button("Replace")) {
    startSave(replacePath, true);
    replaceQuestion.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false)) {
    replaceQuestion.clear();
    ImGui::CloseCurrentPopup();
  }
  (void)ctx;
  ImGui::EndPopup();
}

void App::reportWatched() {
  auto &watched = uiState.watched;
  for (auto it = watched.begin(); it != watched.end();) {
    if (!ready(it->second)) {
      ++it;
      continue;
    }
    Outcome outcome = it->second.get();
    if (!outcome.ok) {
      uiState.statusError = it->first + ": " + firstLine(outcome.message);
      uiState.statusSince = ImGui::GetTime();
      // A file that does not load is shown where the user is looking, whole.
      if (it->first == "open graph" || it->first == "open schedule" || it->first == "restore") {
        loadErrorTitle = it->first == "open graph" ? "Cannot open the graph"
                         : it->first == "open schedule" ? "Cannot open the schedule"
                                                        : "Cannot restore the schedule";
        loadError = outcome.message;
      }
    }
    it = watched.erase(it);
  }
}

void App::askForFile(FileAction action, const WorkbenchState &state) {
  fileAction = action;
  std::string graphStart = state.graph ? state.graph->path : options.tourGraph;
  std::string scheduleStart = !state.schedulePath.empty() ? state.schedulePath : options.tourSchedule;
  switch (action) {
  case FileAction::OpenGraph:
    fileBrowser.open("Open graph", FileBrowser::Mode::Open, {".mlir"}, graphStart);
    break;
  case FileAction::OpenSchedule:
    fileBrowser.open("Open schedule", FileBrowser::Mode::Open, {".json"}, scheduleStart);
    break;
  case FileAction::SaveScheduleAs:
    fileBrowser.open("Save schedule as", FileBrowser::Mode::Save, {".json"},
                     !state.schedulePath.empty() ? state.schedulePath : (state.scheduleName + ".json"));
    break;
  case FileAction::ExportScript: {
    std::string base = !state.schedulePath.empty() ? state.schedulePath : state.scheduleName + ".json";
    std::filesystem::path script(base);
    script.replace_extension(".transform.mlir");
    fileBrowser.open("Export transform script", FileBrowser::Mode::Save, {".mlir"}, script.string());
    break;
  }
  }
}

void App::save(PanelContext &ctx) {
  if (ctx.state.schedulePath.empty())
    askForFile(FileAction::SaveScheduleAs, ctx.state);
  else
    startSave("");
}

void App::handleShortcuts(PanelContext &ctx) {
  const ImGuiIO &io = ImGui::GetIO();
  if (ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId))
    return;
  bool ctrl = io.KeyCtrl, shift = io.KeyShift;
  if (ctrl && ImGui::IsKeyPressed(GLFW_KEY_O, false))
    askForFile(shift ? FileAction::OpenGraph : FileAction::OpenSchedule, ctx.state);
  if (ctrl && ImGui::IsKeyPressed(GLFW_KEY_S, false)) {
    if (shift)
      askForFile(FileAction::SaveScheduleAs, ctx.state);
    else
      save(ctx);
  }
  if (ctrl && ImGui::IsKeyPressed(GLFW_KEY_F, false))
    uiState.focusSearch = true;
  if (ctrl && ImGui::IsKeyPressed(GLFW_KEY_E, false))
    askForFile(FileAction::ExportScript, ctx.state);
  if (ctrl && ImGui::IsKeyPressed(GLFW_KEY_Q, false))
    requestQuit();
  // Text fields keep Ctrl+Z for their own undo.
  if (!io.WantTextInput) {
    if (ctrl && !shift && ImGui::IsKeyPressed(GLFW_KEY_Z))
      ctx.watch("undo", bench->undo());
    if (ctrl && ((shift && ImGui::IsKeyPressed(GLFW_KEY_Z)) || ImGui::IsKeyPressed(GLFW_KEY_Y)))
      ctx.watch("redo", bench->redo());
    if (ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false) && (ctx.state.applying || ctx.state.run.running))
      bench->cancel();
  }
}

void App::drawMenuBar(PanelContext &ctx) {
  if (!ImGui::BeginMenuBar())
    return;
  const WorkbenchState &state = ctx.state;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("Open graph...", "Ctrl+Shift+O"))
      askForFile(FileAction::OpenGraph, state);
    if (ImGui::BeginMenu("Recent graphs", !state.recent.graphs.empty())) {
      for (const std::string &path : state.recent.graphs)
        if (ImGui::MenuItem(path.c_str()))
          ctx.watch("open graph", bench->openGraph(path));
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Example graphs", !options.examples.empty())) {
      const float em = ImGui::GetFontSize();
      for (const AppOptions::Example &example : options.examples) {
        if (ImGui::MenuItem(example.label.c_str()))
          ctx.watch("open graph", bench->openGraph(example.path));
        if (ImGui::IsItemHovered()) {
          ImGui::BeginTooltip();
          ImGui::PushTextWrapPos(36 * em);
          ImGui::TextUnformatted(example.note.c_str());
          ImGui::TextDisabled("%s", example.path.c_str());
          ImGui::PopTextWrapPos();
          ImGui::EndTooltip();
        }
      }
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("New graph..."))
      newGraph.open();
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Generate scaled_dot_product_attention of a chosen shape, dtype and mask");
    ImGui::Separator();
    if (ImGui::BeginMenu("Built-in schedule", !builtins.empty())) {
      const float em = ImGui::GetFontSize();
      for (const BuiltinSchedule &b : builtins) {
        if (ImGui::MenuItem(b.name.c_str(), b.target.empty() ? "any" : b.target.c_str()))
          ctx.watch("open schedule", bench->openSchedule(b.path));
        if (ImGui::IsItemHovered()) {
          ImGui::BeginTooltip();
          ImGui::PushTextWrapPos(36 * em);
          ImGui::Text("%s  (target: %s)", b.name.c_str(), b.target.empty() ? "any" : b.target.c_str());
          ImGui::TextDisabled("%s", b.description.c_str());
          ImGui::TextDisabled("%s", b.path.c_str());
          ImGui::PopTextWrapPos();
          ImGui::EndTooltip();
        }
      }
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("New schedule"))
      ctx.watch("new schedule", bench->newSchedule());
    if (ImGui::MenuItem("Open schedule...", "Ctrl+O"))
      askForFile(FileAction::OpenSchedule, state);
    if (ImGui::BeginMenu("Recent schedules", !state.recent.schedules.empty())) {
      for (const std::string &path : state.recent.schedules)
        if (ImGui::MenuItem(path.c_str()))
          ctx.watch("open schedule", bench->openSchedule(path));
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("Save schedule", "Ctrl+S"))
      save(ctx);
    if (ImGui::MenuItem("Save schedule as...", "Ctrl+Shift+S"))
      askForFile(FileAction::SaveScheduleAs, state);
    if (ImGui::MenuItem("Export transform script...", "Ctrl+E"))
      askForFile(FileAction::ExportScript, state);
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Ctrl+Q"))
      requestQuit();
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    if (ImGui::MenuItem("Undo", "Ctrl+Z", false, state.canUndo))
      ctx.watch("undo", bench->undo());
    if (ImGui::MenuItem("Redo", "Ctrl+Shift+Z", false, state.canRedo))
      ctx.watch("redo", bench->redo());
    ImGui::Separator();
    if (ImGui::MenuItem("Add step...", "Insert"))
      schedule.requestAdd();
    bool selected = state.findStep(uiState.selectedStep) != nullptr;
    if (ImGui::MenuItem("Duplicate step", "Ctrl+D", false, selected))
      ctx.watch("duplicate", bench->duplicateStep(uiState.selectedStep));
    if (ImGui::MenuItem("Delete step", "Del", false, selected))
      ctx.watch("delete", bench->removeStep(uiState.selectedStep));
    ImGui::Separator();
    if (ImGui::MenuItem("Cancel apply or run", "Esc", false, state.applying || state.run.running))
      bench->cancel();
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    if (ImGui::MenuItem("Side by side", nullptr, !uiState.unified))
      uiState.unified = false;
    if (ImGui::MenuItem("Unified", nullptr, uiState.unified))
      uiState.unified = true;
    ImGui::MenuItem("Hide unchanged regions", nullptr, &uiState.hideUnchanged);
    ImGui::MenuItem("Transform script of the step", nullptr, &uiState.showScript);
    if (ImGui::MenuItem("Generated code (Code view)"))
      uiState.showTab = BottomTab::Code;
    ImGui::Separator();
    if (ImGui::MenuItem("Input IR (no step selected)"))
      select(0);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    if (ImGui::MenuItem("Guided tour"))
      uiState.startTour = true;
    if (ImGui::MenuItem("The NaN story")) {
      uiState.showTab = BottomTab::Help;
      uiState.showNanStory = true;
    }
    if (ImGui::MenuItem("Step catalog"))
      uiState.showTab = BottomTab::Help;
    ImGui::EndMenu();
  }
  ImGui::EndMenuBar();
}

void App::drawLayout(PanelContext &ctx) {
  const ImGuiStyle &style = ImGui::GetStyle();
  const float em = ImGui::GetFontSize();
  ImVec2 avail = ImGui::GetContentRegionAvail();
  float height = avail.y - ImGui::GetFrameHeight() - style.ItemSpacing.y;
  if (leftWidth <= 0)
    leftWidth = std::clamp(avail.x * 0.4f, 34 * em, 52 * em);
  leftWidth = std::clamp(leftWidth, 16 * em, std::max(16 * em, avail.x - 30 * em));
  splitter("##main-split", true, style.ItemSpacing.x, leftWidth, 16 * em, 30 * em);

  if (ImGui::BeginChild("##left", ImVec2(leftWidth, height), true)) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted("Schedule");
    ImGui::PopFont();
    ImGui::SameLine();
    std::string name = ctx.state.scheduleName.empty() ? "untitled" : ctx.state.scheduleName;
    ImGui::TextDisabled("%s%s", name.c_str(), ctx.state.dirty ? " *" : "");
    ImGui::SameLine();
    ImGui::PushFont(fonts.mono);
    ImGui::TextDisabled("%s", ctx.state.schedulePath.empty() ? "(not saved yet)" : fileName(ctx.state.schedulePath).c_str());
    ImGui::PopFont();
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Ctrl+S writes %s", ctx.state.schedulePath.empty() ? "(asks for a file: not saved yet)"
                                                                            : ctx.state.schedulePath.c_str());
    schedule.draw(ctx);
  }
  ImGui::EndChild();
  ImGui::SameLine();
  if (ImGui::BeginChild("##right", ImVec2(0, height), false)) {
    float available = ImGui::GetContentRegionAvail().y;
    if (irHeight <= 0)
      irHeight = available * 0.56f;
    irHeight = std::clamp(irHeight, 8 * em, std::max(8 * em, available - 8 * em));
    splitter("##right-split", false, style.ItemSpacing.y, irHeight, 8 * em, 8 * em);
    if (ImGui::BeginChild("##ir", ImVec2(0, irHeight), true))
      ir.draw(ctx);
    ImGui::EndChild();
    if (ImGui::BeginChild("##bottom", ImVec2(0, 0), true))
      drawBottomTabs(ctx);
    ImGui::EndChild();
  }
  ImGui::EndChild();
}

void App::drawBottomTabs(PanelContext &ctx) {
  if (!ImGui::BeginTabBar("##bottom-tabs"))
    return;
  std::optional<BottomTab> show = uiState.showTab;
  uiState.showTab.reset();
  auto flagsFor = [&](BottomTab tab) { return show == tab ? ImGuiTabItemFlags_SetSelected : 0; };
  size_t diagnosticCount = 0;
  for (const StepView &step : ctx.state.steps)
    diagnosticCount += step.diagnostics.size();
  std::string diagnosticsLabel =
      diagnosticCount ? "Diagnostics (" + std::to_string(diagnosticCount) + ")###diagnostics" : "Diagnostics###diagnostics";
  if (ImGui::BeginTabItem(diagnosticsLabel.c_str(), nullptr, flagsFor(BottomTab::Diagnostics))) {
    diagnostics.draw(ctx);
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Run", nullptr, flagsFor(BottomTab::Run))) {
    run.draw(ctx);
    ImGui::EndTabItem();
  }
  size_t runs = ctx.state.history ? ctx.state.history->size() : 0;
  std::string historyLabel = runs ? "History (" + std::to_string(runs) + ")###history" : "History###history";
  if (ImGui::BeginTabItem(historyLabel.c_str(), nullptr, flagsFor(BottomTab::History))) {
    history.draw(ctx);
    ImGui::EndTabItem();
  }
  sweepJob.poll();
  std::string sweepLabel = sweepJob.running() ? "Sweep (running)###sweep"
                           : sweepJob.lines().empty() ? "Sweep###sweep"
                                                      : "Sweep (" + std::to_string(sweepJob.lines().size()) + ")###sweep";
  if (ImGui::BeginTabItem(sweepLabel.c_str(), nullptr, flagsFor(BottomTab::Sweep))) {
    sweepPanel.draw(ctx, sweepJob, options.stateDir);
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Code", nullptr, flagsFor(BottomTab::Code))) {
    code.draw(ctx);
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Graph", nullptr, flagsFor(BottomTab::Graph))) {
    graph.draw(ctx);
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Help", nullptr, flagsFor(BottomTab::Help))) {
    help.draw(ctx);
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

void App::drawStatusBar(PanelContext &ctx, float uiMilliseconds) {
  const WorkbenchState &state = ctx.state;
  ImGui::Separator();
  std::string left = state.graph ? fileName(state.graph->path) : "no graph";
  left += "  ·  " + (state.scheduleName.empty() ? std::string("untitled") : state.scheduleName) + (state.dirty ? " *" : "");
  ImGui::TextDisabled("%s", left.c_str());
  ImGui::SameLine();
  constexpr double kStatusSeconds = 12;
  std::string stale = !state.run.stale.empty() ? state.run.stale : uiState.runOptionsChanged;
  if (!uiState.statusError.empty() && ImGui::GetTime() - uiState.statusSince < kStatusSeconds) {
    ImGui::TextColored(ImVec4(0.95f, 0.45f, 0.4f, 1), "  %s", uiState.statusError.c_str());
  } else if (state.run.report && !state.run.running && !stale.empty()) {
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "  last run result is stale: %s", stale.c_str());
  } else if (state.log && !state.log->empty()) {
    ImGui::TextDisabled("  %s", firstLine(state.log->back().text).c_str());
  }
  char right[96];
  std::snprintf(right, sizeof right, "%s  ·  UI %.1f ms", state.applying ? "applying" : state.run.running ? "running" : state.idle ? "idle" : "working",
                uiMilliseconds);
  float width = ImGui::CalcTextSize(right).x;
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - width));
  ImGui::TextDisabled("%s", right);
}

void App::drawDialogs(PanelContext &ctx) {
  newGraph.draw(ctx, options.stateDir);
  std::string chosen;
  if (!fileBrowser.draw(chosen))
    return;
  switch (fileAction) {
  case FileAction::OpenGraph:
    ctx.watch("open graph", bench->openGraph(chosen));
    break;
  case FileAction::OpenSchedule:
    ctx.watch("open schedule", bench->openSchedule(chosen));
    break;
  case FileAction::SaveScheduleAs: {
    Pending saved = startSave(chosen);
    if (quitAfterSave)
      quitSave = saved;
    break;
  }
  case FileAction::ExportScript:
    ctx.watch("export", bench->exportScript(chosen));
    break;
  }
}

void App::drawRestoreOffer(PanelContext &ctx) {
  if (orphans.empty())
    return;
  const AutosaveRecord &record = orphans.front();
  ImGui::OpenPopup("Restore unsaved schedule?");
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 38, 0));
  if (!ImGui::BeginPopupModal("Restore unsaved schedule?", nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    return;
  uiState.openModal = "Restore unsaved schedule?";
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36);
  ImGui::Text("Lantern ended without saving the schedule '%s' (%zu steps, last changed %s).",
              record.scheduleName.c_str(), record.stepCount, record.savedAt.c_str());
  if (!record.schedulePath.empty())
    ImGui::TextDisabled("It was opened from %s.", record.schedulePath.c_str());
  if (!record.graphPath.empty())
    ImGui::TextDisabled("Graph: %s", record.graphPath.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  if (ImGui::Button("Restore")) {
    restoreAutosave();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Discard")) {
    Autosave::remove(record);
    orphans.erase(orphans.begin());
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Not now") || ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false)) {
    orphans.clear(); // offered again at the next start
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

bool App::openDialog(const std::string &name) {
  auto state = bench->state();
  if (name == "add_step")
    schedule.requestAdd();
  else if (name == "open_graph")
    askForFile(FileAction::OpenGraph, *state);
  else if (name == "open_schedule")
    askForFile(FileAction::OpenSchedule, *state);
  else if (name == "save_as")
    askForFile(FileAction::SaveScheduleAs, *state);
  else if (name == "export")
    askForFile(FileAction::ExportScript, *state);
  else if (name == "new_graph")
    newGraph.open();
  else
    return false;
  return true;
}

bool App::restoreAutosave() {
  if (orphans.empty())
    return false;
  AutosaveRecord record = orphans.front();
  orphans.erase(orphans.begin());
  auto state = bench->state();
  std::error_code ec;
  if (!record.graphPath.empty() && std::filesystem::exists(record.graphPath, ec) &&
      (!state->graph || state->graph->path != record.graphPath))
    uiState.watched.emplace_back("open graph", bench->openGraph(record.graphPath));
  uiState.watched.emplace_back("restore", bench->restoreSchedule(record.scheduleText, record.schedulePath));
  // The restored schedule is autosaved again under this process's name.
  Autosave::remove(record);
  return true;
}

void App::drawQuitPrompt(PanelContext &ctx) {
  if (quitSave.valid() && ready(quitSave)) {
    bool saved = quitSave.get().ok;
    quitSave = {};
    quitAfterSave = false;
    if (saved) {
      bench->closeCleanly();
      quit = true;
    }
  }
  if (!quitRequested)
    return;
  ImGui::OpenPopup("Save changes?");
  if (!ImGui::BeginPopupModal("Save changes?", nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    return;
  uiState.openModal = "Save changes?";
  ImGui::Text("The schedule '%s' has changes that are not saved.", ctx.state.scheduleName.c_str());
  if (ImGui::Button("Save")) {
    quitRequested = false;
    if (ctx.state.schedulePath.empty()) {
      quitAfterSave = true;
      askForFile(FileAction::SaveScheduleAs, ctx.state);
    } else {
      quitSave = startSave("");
    }
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Quit without saving")) {
    bench->closeCleanly();
    quit = true;
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false)) {
    quitRequested = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

} // namespace lantern::gui
