// Schedule panel: step list, reordering, catalog, step editor.
#include "panels/schedule_panel.h"

#include "widgets/mlir_syntax.h"
#include "widgets/splitter.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <chrono>
#include <cstdint>

namespace lantern::gui {

namespace {

constexpr const char *kStepPayload = "LANTERN_STEP";

// A step's target as the step table shows it: long ones end in "...".
std::string shownTarget(const schedule::Step &step) {
  std::string target = targetOf(step);
  return target.size() > 40 ? target.substr(0, 37) + "..." : target;
}

bool ready(const Pending &pending) {
  return pending.valid() && pending.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

const char *spinner() {
  static const char *frames[] = {"|", "/", "-", "\\"};
  return frames[static_cast<int>(ImGui::GetTime() * 8) % 4];
}

void wrappedDisabled(const std::string &text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

} // namespace

void SchedulePanel::draw(PanelContext &ctx) {
  drawToolbar(ctx);
  const float thickness = ImGui::GetStyle().ItemSpacing.y;
  const float lineHeight = ImGui::GetFrameHeightWithSpacing();
  float available = ImGui::GetContentRegionAvail().y;
  if (!listResized) {
    float rows = static_cast<float>(ctx.state.steps.size()) + 1.5f;
    float rowHeight = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
    listHeight = std::clamp(rows * rowHeight + thickness, 5 * lineHeight, available * 0.6f);
  }
  listHeight = std::clamp(listHeight, 3 * lineHeight, std::max(3 * lineHeight, available - 5 * lineHeight));
  float before = listHeight;
  splitter("##schedule-split", false, thickness, listHeight, 3 * lineHeight, 5 * lineHeight);
  listResized = listResized || listHeight != before;
  if (ImGui::BeginChild("##steps", ImVec2(0, listHeight), false))
    drawSteps(ctx);
  ImGui::EndChild();
  if (ImGui::BeginChild("##editor", ImVec2(0, 0), true)) {
    const StepView *selected = ctx.state.findStep(ctx.ui.selectedStep);
    if (selected)
      drawEditor(ctx, *selected, ctx.state.indexOf(selected->step.id));
    else
      ImGui::TextDisabled("Select a step to edit its target and parameters.");
  }
  ImGui::EndChild();
  drawAddPopup(ctx);
  handleKeys(ctx);
}

void SchedulePanel::drawToolbar(PanelContext &ctx) {
  const WorkbenchState &state = ctx.state;
  uint64_t selected = state.findStep(ctx.ui.selectedStep) ? ctx.ui.selectedStep : 0;
  if (ImGui::Button("+ Add step"))
    addRequested = true;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Add a step from the catalog after the selected one (Insert)");
  ImGui::SameLine();
  ImGui::BeginDisabled(selected == 0);
  if (ImGui::Button("Duplicate"))
    ctx.watch("duplicate", ctx.workbench.duplicateStep(selected));
  ImGui::SameLine();
  if (ImGui::Button("Delete")) {
    int index = state.indexOf(selected);
    ctx.watch("delete", ctx.workbench.removeStep(selected));
    int neighbour = index + 1 < static_cast<int>(state.steps.size()) ? index + 1 : index - 1;
    ctx.select(neighbour >= 0 ? state.steps[static_cast<size_t>(neighbour)].step.id : 0);
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!state.canUndo);
  if (ImGui::Button("Undo"))
    ctx.watch("undo", ctx.workbench.undo());
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!state.canRedo);
  if (ImGui::Button("Redo"))
    ctx.watch("redo", ctx.workbench.redo());
  ImGui::EndDisabled();
  // Step numerics, on the inputs (mask kind, seed) of the Run panel.
  ImGui::SameLine();
  ImGui::BeginDisabled(!state.graph || state.steps.empty());
  if (ImGui::Button("Check every step"))
    ctx.watch("check steps", ctx.workbench.checkSteps(ctx.ui.runOptions.maskKind, ctx.ui.runOptions.seed, false));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Compile the IR after each step for the CPU, run it on the inputs the unscheduled graph gets "
                      "(the Run panel's mask kind and seed) and compare: the numbers column");
  ImGui::SameLine();
  if (ImGui::Button("Find the first bad step"))
    ctx.watch("bisect", ctx.workbench.checkSteps(ctx.ui.runOptions.maskKind, ctx.ui.runOptions.seed, true));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Bisect the steps: the first whose IR computes other numbers than the graph (about log2 of "
                      "the step count compiles)");
  ImGui::EndDisabled();
  if (!state.numbersProgress.empty())
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "%s %s", spinner(), state.numbersProgress.c_str());
  else if (!state.bisectResult.empty())
    wrappedDisabled(state.bisectResult.c_str());

  // What the worker is doing with the schedule.
  int failed = -1, ok = 0;
  for (size_t i = 0; i < state.steps.size(); ++i) {
    if (state.steps[i].status == session::StepStatus::Failed && failed < 0)
      failed = static_cast<int>(i);
    ok += state.steps[i].status == session::StepStatus::Ok;
  }
  if (state.applying) {
    int running = 0;
    for (size_t i = 0; i < state.steps.size(); ++i)
      if (state.steps[i].running)
        running = static_cast<int>(i) + 1;
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "%s applying step %d of %zu", spinner(), running,
                       state.steps.size());
    ImGui::SameLine();
    if (ImGui::SmallButton("Cancel"))
      ctx.workbench.cancel();
  } else if (state.run.running) {
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "%s a run is in progress; edits apply when it ends", spinner());
  } else if (state.cancelled) {
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "apply cancelled");
    ImGui::SameLine();
    if (ImGui::SmallButton("Apply"))
      ctx.watch("apply", ctx.workbench.apply());
  } else if (!state.graph) {
    ImGui::TextDisabled("no graph open: steps do not run");
  } else if (failed >= 0) {
    ImGui::TextColored(ImVec4(0.95f, 0.4f, 0.38f, 1), "step %d failed; the steps after it did not run", failed + 1);
  } else if (!state.steps.empty()) {
    ImGui::TextColored(ImVec4(0.45f, 0.8f, 0.5f, 1), "%d of %zu steps applied", ok, state.steps.size());
  } else {
    ImGui::TextDisabled("empty schedule");
  }
}

void SchedulePanel::drawSteps(PanelContext &ctx) {
  const WorkbenchState &state = ctx.state;
  if (state.steps.empty()) {
    wrappedDisabled("No steps. Add one from the catalog (+ Add step), or open a schedule (Ctrl+O).");
    return;
  }
  // Every column as wide as what it shows, the step column as wide as its longest name and target,
  // so nothing is cut; a panel narrower than that scrolls sideways.
  ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit |
                          ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX;
  if (!ImGui::BeginTable("##step-table", 7, flags))
    return;
  float stepWidth = ImGui::CalcTextSize("step").x;
  for (const StepView &s : state.steps) {
    float width = ImGui::CalcTextSize(s.step.kind.c_str()).x;
    if (std::string target = shownTarget(s.step); !target.empty()) {
      ImGui::PushFont(ctx.fonts.mono);
      width += ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(target.c_str()).x;
      ImGui::PopFont();
    }
    stepWidth = std::max(stepWidth, width);
  }
  ImGui::TableSetupScrollFreeze(2, 1);
  ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("on", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("step", ImGuiTableColumnFlags_WidthFixed, stepWidth);
  ImGui::TableSetupColumn("status", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("time", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("lines +/-/~", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("numbers", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableHeadersRow();
  for (size_t i = 0; i < state.steps.size(); ++i)
    drawStepRow(ctx, state.steps[i], static_cast<int>(i));
  ImGui::EndTable();
}

void SchedulePanel::drawStepRow(PanelContext &ctx, const StepView &step, int index) {
  const uint64_t id = step.step.id;
  ImGui::PushID(reinterpret_cast<const void *>(static_cast<uintptr_t>(id)));
  ImGui::TableNextRow();
  ImGui::TableSetColumnIndex(0);
  bool selected = ctx.ui.selectedStep == id;
  if (ImGui::Selectable("##select", selected, ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap))
    ctx.select(id);
  if (ImGui::BeginDragDropSource()) {
    ImGui::SetDragDropPayload(kStepPayload, &id, sizeof id);
    ImGui::Text("move %d %s", index + 1, step.step.kind.c_str());
    ImGui::EndDragDropSource();
  }
  if (ImGui::BeginDragDropTarget()) {
    if (const ImGuiPayload *payload = ImGui::AcceptDragDropPayload(kStepPayload)) {
      uint64_t moved = *static_cast<const uint64_t *>(payload->Data);
      ctx.watch("move", ctx.workbench.moveStep(moved, static_cast<size_t>(index)));
    }
    ImGui::EndDragDropTarget();
  }
  if (ImGui::IsItemHovered() && !ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 34);
    if (const schedule::StepKind *kind = schedule::findKind(step.step.kind))
      ImGui::TextUnformatted(kind->summary.c_str());
    if (!step.step.comment.empty())
      ImGui::TextDisabled("%s", step.step.comment.c_str());
    for (const Diagnostic &d : step.diagnostics)
      ImGui::TextColored(d.severity == Severity::Error ? ImVec4(0.95f, 0.45f, 0.4f, 1) : ImVec4(0.9f, 0.8f, 0.4f, 1),
                         "%s", d.message.c_str());
    ImGui::TextDisabled("drag to reorder; right-click for more");
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  if (ImGui::BeginPopupContextItem("##context")) {
    ctx.select(id);
    if (ImGui::MenuItem(step.step.enabled ? "Disable" : "Enable", "Space"))
      ctx.watch("enable", ctx.workbench.setEnabled(id, !step.step.enabled));
    if (ImGui::MenuItem("Duplicate", "Ctrl+D"))
      ctx.watch("duplicate", ctx.workbench.duplicateStep(id));
    if (ImGui::MenuItem("Move up", "Alt+Up", false, index > 0))
      ctx.watch("move", ctx.workbench.moveStep(id, static_cast<size_t>(index - 1)));
    if (ImGui::MenuItem("Move down", "Alt+Down", false, index + 1 < static_cast<int>(ctx.state.steps.size())))
      ctx.watch("move", ctx.workbench.moveStep(id, static_cast<size_t>(index + 1)));
    if (ImGui::MenuItem("Add a step after this one", "Insert"))
      addRequested = true;
    ImGui::Separator();
    bool canRun = ctx.state.graph && !ctx.state.run.running;
    if (ImGui::MenuItem("Run up to here", nullptr, false, canRun)) {
      ctx.ui.showTab = BottomTab::Run;
      ctx.watch("run up to here", ctx.workbench.run(ctx.ui.runOptions, id));
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Compile and run the IR after this step, with the Run panel's options; the result says "
                        "it stopped here");
    ImGui::Separator();
    if (ImGui::MenuItem("Delete", "Del"))
      ctx.watch("delete", ctx.workbench.removeStep(id));
    ImGui::EndPopup();
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%d", index + 1);

  ImGui::TableSetColumnIndex(1);
  bool enabled = step.step.enabled;
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(1, 1));
  if (ImGui::Checkbox("##enabled", &enabled))
    ctx.watch("enable", ctx.workbench.setEnabled(id, enabled));
  ImGui::PopStyleVar();

  ImGui::TableSetColumnIndex(2);
  ImGui::PushStyleColor(ImGuiCol_Text, step.step.enabled ? ImGui::GetStyleColorVec4(ImGuiCol_Text)
                                                         : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextUnformatted(step.step.kind.c_str());
  ImGui::PopStyleColor();
  std::string target = shownTarget(step.step);
  if (!target.empty()) {
    ImGui::SameLine();
    ImGui::PushFont(ctx.fonts.mono);
    ImGui::TextColored(ImVec4(0.55f, 0.72f, 0.85f, 1), "%s", target.c_str());
    ImGui::PopFont();
  }

  ImGui::TableSetColumnIndex(3);
  ImGui::PushStyleColor(ImGuiCol_Text, colors::status(step.status, step.running));
  if (step.running)
    ImGui::Text("%s %s", spinner(), "running");
  else
    ImGui::TextUnformatted(colors::statusLabel(step.status, false, step.crashed).c_str());
  ImGui::PopStyleColor();

  ImGui::TableSetColumnIndex(4);
  if (step.status == session::StepStatus::Ok || step.status == session::StepStatus::Failed) {
    if (step.fromCache)
      ImGui::TextDisabled("%.1f ms*", step.milliseconds);
    else
      ImGui::Text("%.1f ms", step.milliseconds);
    if (step.fromCache && ImGui::IsItemHovered())
      ImGui::SetTooltip("from the prefix cache: measured when it last ran");
  }

  ImGui::TableSetColumnIndex(5);
  if (step.diff) {
    const diff::DiffStats &stats = step.diff->diff.stats;
    ImGui::PushFont(ctx.fonts.mono);
    ImGui::TextColored(ImVec4(0.45f, 0.8f, 0.5f, 1), "+%d", stats.added);
    ImGui::SameLine(0, 4);
    ImGui::TextColored(ImVec4(0.92f, 0.42f, 0.4f, 1), "-%d", stats.removed);
    ImGui::SameLine(0, 4);
    ImGui::TextColored(ImVec4(0.9f, 0.75f, 0.35f, 1), "~%d", stats.changed);
    ImGui::PopFont();
  }

  ImGui::TableSetColumnIndex(6);
  drawNumbers(step);
  ImGui::PopID();
}

// The numbers column: ✓ the IR after the step computes the graph's numbers, ✗ with the error where
// it does not, — where the CPU cannot check it (the reason on hover), blank before a check.
void SchedulePanel::drawNumbers(const StepView &step) {
  if (!step.numbers)
    return;
  const run::StepCheck &c = *step.numbers;
  switch (c.verdict) {
  case run::Probe::Same:
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors::pass()), "\u2713 same");
    break;
  case run::Probe::Changed:
    if (c.nanRows > 0)
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors::fail()), "\u2717 %lld NaN rows",
                         static_cast<long long>(c.nanRows));
    else
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors::fail()), "\u2717 %.1e", c.relL2);
    break;
  case run::Probe::NotCheckable:
    ImGui::TextDisabled("\u2014 not here");
    break;
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s%s\n%.0f ms", step.firstBad ? "the first step that changes the numbers\n" : "",
                      c.reason.c_str(), c.milliseconds);
}

void SchedulePanel::drawEditor(PanelContext &ctx, const StepView &step, int index) {
  const uint64_t id = step.step.id;
  if (editedStep != id) {
    editedStep = id;
    fields.clear();
    editError.clear();
    editPending = {};
  }
  if (ready(editPending)) {
    Outcome outcome = editPending.get();
    editError = outcome.ok ? "" : outcome.message;
    editPending = {};
  }
  const schedule::StepKind *kind = schedule::findKind(step.step.kind);
  ImGui::PushFont(ctx.fonts.bold);
  ImGui::Text("Step %d · %s", index + 1, step.step.kind.c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Text, colors::status(step.status, step.running));
  ImGui::TextUnformatted(colors::statusLabel(step.status, step.running, step.crashed).c_str());
  ImGui::PopStyleColor();
  if (!step.diagnostics.empty()) {
    ImGui::SameLine();
    std::string label = std::to_string(step.diagnostics.size()) + " diagnostic" +
                        (step.diagnostics.size() == 1 ? "" : "s");
    if (ImGui::SmallButton(label.c_str()))
      ctx.ui.showTab = BottomTab::Diagnostics;
  }
  if (kind)
    wrappedDisabled(kind->summary);
  ImGui::Spacing();

  bool enabled = step.step.enabled;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("enabled");
  ImGui::SameLine(ImGui::GetFontSize() * 11);
  if (ImGui::Checkbox("##enabled-editor", &enabled))
    editPending = ctx.workbench.setEnabled(id, enabled);

  if (!kind || kind->needsTarget || !step.step.target.empty()) {
    std::string target = step.step.target;
    std::string hint = kind && !kind->defaultTarget.empty() ? "default: " + kind->defaultTarget
                                                             : "role:pv, op:linalg.generic, func, root, ir:...";
    if (drawTextField("target", hint.c_str(), target, fields[""]))
      editPending = ctx.workbench.setTarget(id, target);
    // Targets the role finder found in this graph, one click away.
    ImGui::SameLine();
    if (ImGui::ArrowButton("##targets", ImGuiDir_Down))
      ImGui::OpenPopup("##target-choices");
    if (ImGui::BeginPopup("##target-choices")) {
      std::vector<std::string> choices = {"func", "root"};
      if (ctx.state.graph)
        for (const graph::TaggedOp &op : ctx.state.graph->roles.ops) {
          std::string role = std::string("role:") + graph::toString(op.role);
          if (std::find(choices.begin(), choices.end(), role) == choices.end())
            choices.push_back(role);
        }
      for (const std::string &choice : choices)
        if (ImGui::Selectable(choice.c_str()))
          editPending = ctx.workbench.setTarget(id, choice);
      ImGui::EndPopup();
    }
  }
  if (kind) {
    for (const schedule::ParamSpec &spec : kind->params) {
      nlohmann::json value = step.step.params.contains(spec.name) ? step.step.params[spec.name] : spec.defaultValue;
      std::string parseError;
      if (drawParamEditor(spec, value, fields[spec.name], parseError))
        editPending = ctx.workbench.setParam(id, spec.name, value);
      if (!parseError.empty())
        editError = parseError;
    }
  }
  if (!editError.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, colors::fail());
    ImGui::TextWrapped("%s", editError.c_str());
    ImGui::PopStyleColor();
  }
  if (!step.step.comment.empty()) {
    ImGui::Spacing();
    wrappedDisabled("Note: " + step.step.comment);
  }
  if (kind && ImGui::CollapsingHeader("What this step does")) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(kind->teaching.c_str());
    ImGui::PopTextWrapPos();
  }
}

void SchedulePanel::drawAddPopup(PanelContext &ctx) {
  const float em = ImGui::GetFontSize();
  if (addRequested) {
    ImGui::OpenPopup("Add step");
    addRequested = false;
    search.clear();
    draftKind.clear();
    draftError.clear();
    addPending = {};
  }
  ImGui::SetNextWindowSize(ImVec2(38 * em, 30 * em), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal("Add step", nullptr, ImGuiWindowFlags_NoSavedSettings))
    return;
  ctx.ui.openModal = "Add step";
  if (ImGui::IsKeyPressed(GLFW_KEY_ESCAPE, false)) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  if (ready(addPending)) {
    Outcome outcome = addPending.get();
    addPending = {};
    if (outcome.ok) {
      ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
      return;
    }
    draftError = outcome.message;
  }
  if (draftKind.empty()) {
    if (ImGui::IsWindowAppearing())
      ImGui::SetKeyboardFocusHere();
    ImGui::SetNextItemWidth(-1);
    bool enter = ImGui::InputTextWithHint("##search", "search the catalog (name or what it does)", &search,
                                          ImGuiInputTextFlags_EnterReturnsTrue);
    std::vector<const schedule::StepKind *> found;
    for (const schedule::StepKind &kind : schedule::catalog())
      if (search.empty() || findIgnoringCase(kind.name, search) != std::string_view::npos ||
          findIgnoringCase(kind.summary, search) != std::string_view::npos)
        found.push_back(&kind);
    const schedule::StepKind *chosen = enter && found.size() == 1 ? found.front() : nullptr;
    if (ImGui::BeginChild("##kinds", ImVec2(0, -ImGui::GetFrameHeightWithSpacing()), true)) {
      for (const schedule::StepKind *kind : found) {
        if (ImGui::Selectable(kind->name.c_str(), false, ImGuiSelectableFlags_DontClosePopups))
          chosen = kind;
        ImGui::SameLine(9 * em);
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", kind->summary.c_str());
        ImGui::PopTextWrapPos();
      }
      if (found.empty())
        ImGui::TextDisabled("No step kind matches '%s'.", search.c_str());
    }
    ImGui::EndChild();
    if (chosen) {
      draftKind = chosen->name;
      draft = schedule::Step{};
      draft.kind = chosen->name;
      for (const schedule::ParamSpec &spec : chosen->params)
        draft.params[spec.name] = spec.defaultValue;
      draftFields.clear();
      draftError.clear();
    }
    if (ImGui::Button("Cancel"))
      ImGui::CloseCurrentPopup();
  } else {
    const schedule::StepKind *kind = schedule::findKind(draftKind);
    ImGui::PushFont(ctx.fonts.bold);
    ImGui::Text("New %s step", draftKind.c_str());
    ImGui::PopFont();
    if (kind)
      wrappedDisabled(kind->summary);
    ImGui::Separator();
    if (ImGui::BeginChild("##draft", ImVec2(0, -2 * ImGui::GetFrameHeightWithSpacing()), false)) {
      if (kind && (kind->needsTarget || !kind->defaultTarget.empty())) {
        std::string hint = kind->defaultTarget.empty() ? "required: role:pv, op:linalg.generic, func, root"
                                                       : "default: " + kind->defaultTarget;
        drawTextField("target", hint.c_str(), draft.target, draftFields[""]);
      }
      if (kind)
        for (const schedule::ParamSpec &spec : kind->params) {
          std::string parseError;
          drawParamEditor(spec, draft.params[spec.name], draftFields[spec.name], parseError);
          if (!parseError.empty())
            draftError = parseError;
        }
    }
    ImGui::EndChild();
    if (!draftError.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, colors::fail());
      ImGui::TextWrapped("%s", draftError.c_str());
      ImGui::PopStyleColor();
    }
    int selected = ctx.state.indexOf(ctx.ui.selectedStep);
    size_t at = selected < 0 ? ctx.state.steps.size() : static_cast<size_t>(selected) + 1;
    ImGui::BeginDisabled(addPending.valid());
    if (ImGui::Button(("Add as step " + std::to_string(at + 1)).c_str())) {
      schedule::Step step = draft;
      // Required fields left empty are absent, so validation names them.
      for (auto it = step.params.begin(); it != step.params.end();)
        it = it->is_null() ? step.params.erase(it) : std::next(it);
      draftError.clear();
      addPending = ctx.workbench.addStep(at, step);
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Back"))
      draftKind.clear();
    ImGui::SameLine();
    if (ImGui::Button("Cancel"))
      ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void SchedulePanel::handleKeys(PanelContext &ctx) {
  if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) || ImGui::GetIO().WantTextInput ||
      ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId))
    return;
  const ImGuiIO &io = ImGui::GetIO();
  const auto &steps = ctx.state.steps;
  int index = ctx.state.indexOf(ctx.ui.selectedStep);
  if (ImGui::IsKeyPressed(GLFW_KEY_INSERT))
    addRequested = true;
  if (steps.empty())
    return;
  bool up = ImGui::IsKeyPressed(GLFW_KEY_UP), down = ImGui::IsKeyPressed(GLFW_KEY_DOWN);
  if (io.KeyAlt && index >= 0 && (up || down)) {
    int to = index + (down ? 1 : -1);
    if (to >= 0 && to < static_cast<int>(steps.size()))
      ctx.watch("move", ctx.workbench.moveStep(ctx.ui.selectedStep, static_cast<size_t>(to)));
  } else if (up || down) {
    int next = index < 0 ? 0 : std::clamp(index + (down ? 1 : -1), 0, static_cast<int>(steps.size()) - 1);
    ctx.select(steps[static_cast<size_t>(next)].step.id);
  }
  if (index < 0)
    return;
  const StepView &step = steps[static_cast<size_t>(index)];
  if (ImGui::IsKeyPressed(GLFW_KEY_DELETE)) {
    ctx.watch("delete", ctx.workbench.removeStep(step.step.id));
    int neighbour = index + 1 < static_cast<int>(steps.size()) ? index + 1 : index - 1;
    ctx.select(neighbour >= 0 ? steps[static_cast<size_t>(neighbour)].step.id : 0);
  }
  if (ImGui::IsKeyPressed(GLFW_KEY_SPACE))
    ctx.watch("enable", ctx.workbench.setEnabled(step.step.id, !step.step.enabled));
  if (io.KeyCtrl && ImGui::IsKeyPressed(GLFW_KEY_D))
    ctx.watch("duplicate", ctx.workbench.duplicateStep(step.step.id));
}

} // namespace lantern::gui
