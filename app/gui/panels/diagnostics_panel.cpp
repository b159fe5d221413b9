// Diagnostics panel: one row per diagnostic and note, clickable.
#include "panels/diagnostics_panel.h"

#include <imgui.h>

#include <algorithm>

namespace lantern::gui {

namespace {

ImVec4 severityColour(Severity severity) {
  switch (severity) {
  case Severity::Error:
    return ImVec4(0.95f, 0.42f, 0.38f, 1);
  case Severity::Warning:
    return ImVec4(0.93f, 0.76f, 0.34f, 1);
  case Severity::Remark:
    return ImVec4(0.5f, 0.75f, 0.95f, 1);
  case Severity::Note:
    break;
  }
  return ImVec4(0.62f, 0.65f, 0.7f, 1);
}

std::string locationOf(const Diagnostic &d) {
  if (d.file.empty())
    return "";
  return d.file + (d.line > 0 ? ":" + std::to_string(d.line) + ":" + std::to_string(d.column) : "");
}

} // namespace

void DiagnosticsPanel::rebuild(const WorkbenchState &state) {
  entries.clear();
  for (size_t i = 0; i < state.steps.size(); ++i) {
    const StepView &step = state.steps[i];
    if (selectedOnly && step.step.id != builtForSelection)
      continue;
    for (const Diagnostic &d : step.diagnostics) {
      entries.push_back({step.step.id, static_cast<int>(i), &d, false});
      for (const Diagnostic &note : d.notes)
        entries.push_back({step.step.id, static_cast<int>(i), &note, true});
    }
  }
}

void DiagnosticsPanel::draw(PanelContext &ctx) {
  const WorkbenchState &state = ctx.state;
  if (builtFor != state.version || builtForSelectedOnly != selectedOnly ||
      (selectedOnly && builtForSelection != ctx.ui.selectedStep)) {
    builtFor = state.version;
    builtForSelectedOnly = selectedOnly;
    builtForSelection = ctx.ui.selectedStep;
    rebuild(state);
  }
  ImGui::Checkbox("Selected step only", &selectedOnly);
  ImGui::SameLine();
  ImGui::TextDisabled("%zu item%s · click one to show it in the IR", entries.size(), entries.size() == 1 ? "" : "s");

  if (entries.empty())
    ImGui::TextDisabled(state.graph ? "No diagnostics: every step that ran was quiet." : "Open a graph to apply the schedule.");
  float messagesHeight = ImGui::GetFontSize() * 6;
  ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY |
                          ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingStretchProp;
  const float em = ImGui::GetFontSize();
  if (ImGui::BeginTable("##diagnostics", 4, flags, ImVec2(0, -messagesHeight))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    // Columns as wide as their widest entry, so step names and locations are not clipped; the
    // message column keeps at least a third of the width.
    float stepWidth = ImGui::CalcTextSize("step").x, whereWidth = ImGui::CalcTextSize("location").x;
    ImGui::PushFont(ctx.fonts.mono);
    for (const Entry &entry : entries) {
      if (!entry.note && entry.stepIndex >= 0 && static_cast<size_t>(entry.stepIndex) < state.steps.size())
        stepWidth = std::max(stepWidth, ImGui::CalcTextSize((std::to_string(entry.stepIndex + 1) + " " +
                                                             state.steps[static_cast<size_t>(entry.stepIndex)].step.kind)
                                                                .c_str())
                                            .x);
      whereWidth = std::max(whereWidth, ImGui::CalcTextSize(locationOf(*entry.diagnostic).c_str()).x);
    }
    ImGui::PopFont();
    const float room = ImGui::GetContentRegionAvail().x * 0.66f - 6 * em;
    stepWidth = std::min(stepWidth + em, room * 0.4f);
    whereWidth = std::min(whereWidth + em, room - stepWidth);
    ImGui::TableSetupColumn("step", ImGuiTableColumnFlags_WidthFixed, stepWidth);
    ImGui::TableSetupColumn("severity", ImGuiTableColumnFlags_WidthFixed, 5 * em);
    ImGui::TableSetupColumn("location", ImGuiTableColumnFlags_WidthFixed, whereWidth);
    ImGui::TableSetupColumn("message", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(entries.size()));
    while (clipper.Step()) {
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        const Entry &entry = entries[static_cast<size_t>(i)];
        const Diagnostic &d = *entry.diagnostic;
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::PushID(i);
        std::string label;
        if (!entry.note) {
          const StepView &step = state.steps[static_cast<size_t>(entry.stepIndex)];
          label = std::to_string(entry.stepIndex + 1) + " " + step.step.kind;
        }
        if (ImGui::Selectable(label.c_str(), clicked == i, ImGuiSelectableFlags_SpanAllColumns)) {
          clicked = i;
          ctx.select(entry.stepId);
          if (!d.file.empty() && d.line > 0)
            ctx.watch("locate", ctx.workbench.locate(entry.stepId, d));
        }
        ImGui::PopID();
        ImGui::TableSetColumnIndex(1);
        ImGui::TextColored(severityColour(d.severity), "%s%s", entry.note ? "  " : "", toString(d.severity));
        ImGui::TableSetColumnIndex(2);
        ImGui::PushFont(ctx.fonts.mono);
        std::string where = locationOf(d);
        ImGui::TextDisabled("%s", where.c_str());
        if (!where.empty() && ImGui::IsItemHovered())
          ImGui::SetTooltip("%s", where.c_str());
        ImGui::PopFont();
        ImGui::TableSetColumnIndex(3);
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(d.message.c_str());
        ImGui::PopTextWrapPos();
      }
    }
    ImGui::EndTable();
  }

  // The app's own messages (files opened and saved, command errors), newest first.
  ImGui::Separator();
  ImGui::TextDisabled("Messages");
  if (ImGui::BeginChild("##messages", ImVec2(0, 0), false)) {
    if (state.log) {
      const auto &log = *state.log;
      for (auto it = log.rbegin(); it != log.rend(); ++it)
        ImGui::TextColored(severityColour(it->severity), "%s", it->text.c_str());
    }
  }
  ImGui::EndChild();
}

} // namespace lantern::gui
