// Help panel: tour, catalog, keys.
#include "panels/help_panel.h"

#include "schedule/catalog.h"
#include "widgets/mlir_syntax.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <chrono>

namespace lantern::gui {

namespace {

void wrapped(const std::string &text) {
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
}

void wrappedDisabled(const std::string &text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped(text);
  ImGui::PopStyleColor();
}

// What the step did to this graph, in words, from its status and diff.
void describeEffect(const StepView &step) {
  switch (step.status) {
  case session::StepStatus::Failed:
    ImGui::PushStyleColor(ImGuiCol_Text, colors::fail());
    wrapped("It failed here: " + (step.diagnostics.empty() ? std::string("no message") : step.diagnostics.front().message));
    ImGui::PopStyleColor();
    wrappedDisabled("The IR stays as it was before the step; the steps after it do not run. The Diagnostics tab "
                    "has the notes, and a click there shows the op they name.");
    return;
  case session::StepStatus::Disabled:
    wrappedDisabled("It is disabled, so it leaves the IR alone. Tick its checkbox to see what it does.");
    return;
  case session::StepStatus::NotRun:
    wrappedDisabled(step.running ? "It is being applied..." : "It did not run: an earlier step failed.");
    return;
  case session::StepStatus::Ok:
    break;
  }
  if (!step.diff) {
    wrappedDisabled("Computing its diff...");
    return;
  }
  const StepDiff &d = *step.diff;
  if (d.diff.stats.total() == 0) {
    wrapped("It left this IR unchanged (nothing matched, or everything was already in that form).");
    return;
  }
  char summary[160];
  std::snprintf(summary, sizeof summary, "The IR went from %zu to %zu lines: %d added, %d removed, %d changed in place.",
                d.before->lines.size(), d.after->lines.size(), d.diff.stats.added, d.diff.stats.removed,
                d.diff.stats.changed);
  wrapped(summary);
  if (d.opDelta.empty())
    return;
  std::string ops;
  size_t shown = 0;
  for (const OpDelta &delta : d.opDelta) {
    if (shown++ == 8)
      break;
    std::string part = delta.op;
    if (delta.added)
      part += " +" + std::to_string(delta.added);
    if (delta.removed)
      part += " -" + std::to_string(delta.removed);
    ops += (ops.empty() ? "" : ", ") + part;
  }
  wrapped("Lines per op: " + ops + ".");
}

} // namespace

HelpPanel::HelpPanel(std::string tourSchedule, std::string defaultGraph, std::string nanGraph)
    : tourSchedule(std::move(tourSchedule)), defaultGraph(std::move(defaultGraph)), nanGraph(std::move(nanGraph)) {}

bool HelpPanel::nanStory(PanelContext &ctx, NanChapter chapter, std::string &error) {
  run::RunOptions options = ctx.ui.runOptions;
  options.backend = "cpu";
  options.maskKind = "none"; // the graph's sliding window is its mask
  options.repeats = 1;
  options.checkRows = 0;
  ctx.ui.showTab = BottomTab::Run;
  if (chapter == NanChapter::Open) {
    ctx.watch("open graph", ctx.workbench.openGraph(nanGraph));
    ctx.watch("open schedule", ctx.workbench.openSchedule(tourSchedule));
    ctx.watch("run", ctx.workbench.run(options));
    return true;
  }
  std::vector<uint64_t> fusions;
  for (const StepView &step : ctx.state.steps)
    if (step.step.kind == "fuse_dependent_reductions")
      fusions.push_back(step.step.id);
  if (fusions.empty()) {
    error = "the schedule has no fuse_dependent_reductions step: open the story's graph and schedule first";
    return false;
  }
  bool on = chapter == NanChapter::GuardsOn;
  for (uint64_t id : fusions)
    ctx.watch("guard_infinities", ctx.workbench.setParam(id, "guard_infinities", on));
  ctx.watch("run", ctx.workbench.run(options));
  return true;
}

void HelpPanel::drawNanStory(PanelContext &ctx) {
  wrapped("Where NaN comes from in a flash-attention loop, and what stops it. The graph is "
          "flex_alibi_window_f32: a sliding window, so for rows past the window the first key tiles are "
          "masked (every score -inf). The schedule is flash-attention-cpu, whose two "
          "fuse_dependent_reductions steps derive the online softmax: a running max m, and sums rescaled by "
          "exp(m - m') when a tile raises it.");
  ImGui::Spacing();
  bool open = ctx.state.graph && ctx.state.graph->path == nanGraph;
  std::string error;
  ImGui::PushFont(ctx.fonts.bold);
  ImGui::TextUnformatted("1. The derived kernel");
  ImGui::PopFont();
  wrappedDisabled("Opens the graph and the schedule and runs them: PASS with 0 NaN, the heat map all blue.");
  if (ImGui::Button("Open and run##nan-open"))
    nanStory(ctx, NanChapter::Open, error);
  ImGui::Spacing();
  ImGui::PushFont(ctx.fonts.bold);
  ImGui::TextUnformatted("2. The -inf guards off");
  ImGui::PopFont();
  wrappedDisabled("Sets guard_infinities to false on both fuse_dependent_reductions steps and runs. A row whose "
                  "first tile is fully masked has m' = -inf there, and exp(s - m') = exp(-inf + inf) = NaN enters "
                  "its sum for good: FAIL, NaN rows (magenta) in the heat map, in rows that are not fully masked "
                  "and that PyTorch computes fine.");
  ImGui::BeginDisabled(!open);
  if (ImGui::Button("Guards off and run##nan-off"))
    nanStory(ctx, NanChapter::GuardsOff, error);
  ImGui::Spacing();
  ImGui::PushFont(ctx.fonts.bold);
  ImGui::TextUnformatted("3. The guards on again");
  ImGui::PopFont();
  wrappedDisabled("Sets guard_infinities back to true and runs: while a row has seen only -inf, the tile uses "
                  "m' = 0, so E = exp(-inf) = 0, and the rescale factor is 0 when nothing was accumulated. PASS, "
                  "0 NaN again. Undo (Ctrl+Z) steps back through the edits too.");
  if (ImGui::Button("Guards on and run##nan-on"))
    nanStory(ctx, NanChapter::GuardsOn, error);
  ImGui::EndDisabled();
  if (!open)
    ImGui::TextDisabled("(chapters 2 and 3 once the story's graph is open)");
  if (const run::RunReport *report = ctx.state.run.report.get(); report && open) {
    ImGui::Spacing();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(report->pass ? colors::pass() : colors::fail()),
                       "Last run: %s, %lld NaN", report->pass ? "PASS" : "FAIL",
                       static_cast<long long>(report->nanInf.nanCount));
    ImGui::SameLine();
    ImGui::TextDisabled("%s", report->verdictReason.c_str());
  }
}

void HelpPanel::startTour(PanelContext &ctx) {
  if (!ctx.state.graph)
    ctx.watch("open graph", ctx.workbench.openGraph(defaultGraph));
  tourOpened = ctx.workbench.openSchedule(tourSchedule);
  ctx.watch("open the tour's schedule", tourOpened);
  ctx.ui.tourActive = true;
  ctx.ui.showScript = false;
  ctx.ui.showTab = BottomTab::Help;
}

void HelpPanel::draw(PanelContext &ctx) {
  if (!ImGui::BeginTabBar("##help-tabs"))
    return;
  if (ImGui::BeginTabItem("Guided tour")) {
    drawTour(ctx);
    ImGui::EndTabItem();
  }
  ImGuiTabItemFlags nanFlags = ctx.ui.showNanStory ? ImGuiTabItemFlags_SetSelected : 0;
  if (ImGui::BeginTabItem("The NaN story", nullptr, nanFlags)) {
    ctx.ui.showNanStory = false;
    drawNanStory(ctx);
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Step catalog")) {
    drawCatalog(ctx);
    ImGui::EndTabItem();
  }
  if (ImGui::BeginTabItem("Keys")) {
    drawKeys();
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

void HelpPanel::drawTour(PanelContext &ctx) {
  // Once the tour's schedule is open, the tour starts at its first step.
  if (tourOpened.valid() && tourOpened.wait_for(std::chrono::seconds(0)) == std::future_status::ready &&
      !ctx.state.steps.empty()) {
    if (tourOpened.get().ok)
      ctx.select(ctx.state.steps.front().step.id);
    tourOpened = {};
  }
  if (!ctx.ui.tourActive) {
    wrapped("The tour walks a schedule one step at a time. For each step it says what the step does in "
            "general (the catalog's teaching text) and what it did to the open graph: lines added and "
            "removed, ops created and consumed. The IR view shows the step's diff next to it.");
    wrappedDisabled("Schedule: " + tourSchedule + (ctx.state.graph ? "" : "  ·  graph: " + defaultGraph));
    if (ImGui::Button("Start the tour"))
      startTour(ctx);
    return;
  }
  const auto &steps = ctx.state.steps;
  int index = ctx.state.indexOf(ctx.ui.selectedStep);
  if (steps.empty()) {
    ImGui::TextDisabled("Opening the tour's schedule...");
  } else if (index < 0) {
    wrapped("Schedule '" + ctx.state.scheduleName + "'. " + ctx.state.scheduleDescription);
    if (ImGui::Button("Begin with step 1"))
      ctx.select(steps.front().step.id);
  } else {
    const StepView &step = steps[static_cast<size_t>(index)];
    const schedule::StepKind *kind = schedule::findKind(step.step.kind);
    ImGui::PushFont(ctx.fonts.bold);
    ImGui::Text("Step %d of %zu: %s", index + 1, steps.size(), step.step.kind.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    std::string target = targetOf(step.step);
    ImGui::TextDisabled("on %s", target.c_str());
    if (!step.step.comment.empty())
      wrappedDisabled("Why here: " + step.step.comment);
    if (kind) {
      ImGui::Spacing();
      wrapped(kind->teaching);
    }
    ImGui::Spacing();
    ImGui::PushFont(ctx.fonts.bold);
    ImGui::TextUnformatted("On this graph");
    ImGui::PopFont();
    describeEffect(step);
    ImGui::Spacing();
    if (ImGui::Button("< Previous") && index > 0)
      ctx.select(steps[static_cast<size_t>(index - 1)].step.id);
    ImGui::SameLine();
    if (ImGui::Button("Next >") && index + 1 < static_cast<int>(steps.size()))
      ctx.select(steps[static_cast<size_t>(index + 1)].step.id);
    ImGui::SameLine();
  }
  if (ImGui::Button("End the tour"))
    ctx.ui.tourActive = false;
}

void HelpPanel::drawCatalog(PanelContext &ctx) {
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##catalog-search", "search steps", &catalogSearch);
  if (ImGui::BeginChild("##catalog"))
    drawCatalogEntries(ctx);
  ImGui::EndChild();
}

void HelpPanel::drawCatalogEntries(PanelContext &ctx) {
  for (const schedule::StepKind &kind : schedule::catalog()) {
    if (!catalogSearch.empty() && findIgnoringCase(kind.name, catalogSearch) == std::string_view::npos &&
        findIgnoringCase(kind.summary, catalogSearch) == std::string_view::npos &&
        findIgnoringCase(kind.teaching, catalogSearch) == std::string_view::npos)
      continue;
    if (!ImGui::CollapsingHeader((kind.name + "  —  " + kind.summary).c_str()))
      continue;
    ImGui::Indent();
    wrappedDisabled("target: " + (kind.defaultTarget.empty() ? std::string("required") : "default " + kind.defaultTarget));
    for (const schedule::ParamSpec &p : kind.params) {
      ImGui::PushFont(ctx.fonts.mono);
      ImGui::Text("%s", p.name.c_str());
      ImGui::PopFont();
      ImGui::SameLine();
      std::string type = schedule::toString(p.type);
      wrappedDisabled("(" + type + (p.required() ? ", required" : ", default " + p.defaultValue.dump()) + ") " + p.help);
    }
    ImGui::Spacing();
    wrapped(kind.teaching);
    ImGui::Unindent();
    ImGui::Spacing();
  }
}

void HelpPanel::drawKeys() {
  static const char *keys[][2] = {
      {"Ctrl+O", "open a schedule"},           {"Ctrl+Shift+O", "open a graph"},
      {"Ctrl+S", "save the schedule"},         {"Ctrl+Shift+S", "save the schedule as"},
      {"Ctrl+E", "export the transform script"}, {"Ctrl+Z", "undo a schedule edit"},
      {"Ctrl+Shift+Z, Ctrl+Y", "redo"},        {"Up / Down", "select the previous / next step (schedule list)"},
      {"Alt+Up / Alt+Down", "move the selected step"}, {"Space", "enable or disable the selected step"},
      {"Insert", "add a step after the selected one"}, {"Delete", "delete the selected step"},
      {"Ctrl+D", "duplicate the selected step"}, {"[ / ]", "previous / next change (IR view)"},
      {"Enter, F3 / Shift+F3", "next / previous search match (IR view)"},
      {"Shift+wheel", "scroll the IR sideways"}, {"Escape", "cancel the apply or run in progress"},
  };
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    for (const auto &key : keys) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextUnformatted(key[0]);
      ImGui::TableSetColumnIndex(1);
      ImGui::TextDisabled("%s", key[1]);
    }
    ImGui::EndTable();
  }
}

} // namespace lantern::gui
