// Code panel: backend choice, stage tabs, highlighted text with search, ptxas resources.
#include "panels/code_panel.h"

#include "widgets/mlir_syntax.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <climits>

namespace lantern::gui {

namespace {

std::string limitText(int blocks) { return blocks == INT_MAX ? "-" : std::to_string(blocks); }

} // namespace

void CodePanel::draw(PanelContext &ctx) {
  const WorkbenchState &state = ctx.state;
  const float em = ImGui::GetFontSize();
  if (backend.empty())
    backend = ctx.ui.runOptions.backend;
  if (ctx.ui.codeBackendRequest) {
    backend = *ctx.ui.codeBackendRequest;
    ctx.ui.codeBackendRequest.reset();
  }
  ImGui::SetNextItemWidth(9 * em);
  if (ImGui::BeginCombo("backend##code", backend.c_str())) {
    for (const BackendView &b : state.backends)
      if (ImGui::Selectable(b.name.c_str(), b.name == backend))
        backend = b.name;
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Generating code needs no GPU: every backend compiles here");
  const CodeView *code = state.code.get();
  bool current = code && code->snapshot == state.finalSnapshot && code->backend == backend;
  // Generated on demand: when this tab shows and the final IR or the backend changed.
  bool canGenerate = state.graph && state.finalSnapshot && !state.generatingCode;
  if (!current && canGenerate && (requestedSnapshot != state.finalSnapshot || requestedBackend != backend)) {
    requestedSnapshot = state.finalSnapshot;
    requestedBackend = backend;
    ctx.watch("code", ctx.workbench.generateCode(backend));
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(!canGenerate);
  if (ImGui::Button("Regenerate"))
    ctx.watch("code", ctx.workbench.generateCode(backend, true));
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (state.generatingCode)
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "lowering the final IR for %s...", backend.c_str());
  else if (!state.graph)
    ImGui::TextDisabled("Open a graph and a schedule.");
  else if (!state.finalSnapshot)
    ImGui::TextDisabled("Waiting for the schedule to apply.");
  else if (code && !current)
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "stale: the schedule or the backend changed");
  else if (code)
    ImGui::TextDisabled("the IR after all %zu steps, schedule %s", code->stepCount, code->scheduleHash.c_str());
  if (!code) {
    if (!state.graph || !state.generatingCode)
      ImGui::TextDisabled("The Code view lowers the IR after the last step through each stage of the backend.");
    return;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_Alpha, current ? 1.0f : 0.5f);
  if (ImGui::BeginTabBar("##code-stages")) {
    for (size_t i = 0; i < code->stages.size(); ++i) {
      const CodeStage &stage = code->stages[i];
      std::string label = stage.title + (stage.ok ? "" : " (failed)") + "###stage" + stage.kind;
      ImGuiTabItemFlags flags = ctx.ui.codeStageRequest && *ctx.ui.codeStageRequest == stage.kind
                                    ? ImGuiTabItemFlags_SetSelected
                                    : 0;
      if (ImGui::BeginTabItem(label.c_str(), nullptr, flags)) {
        if (flags)
          ctx.ui.codeStageRequest.reset(); // shown: the request is done (a new tab bar may need frames)
        stageIndex = static_cast<int>(i);
        drawText(ctx, stage);
        ImGui::EndTabItem();
      }
    }
    if (code->backend == "cuda") {
      ImGuiTabItemFlags flags =
          ctx.ui.codeStageRequest && *ctx.ui.codeStageRequest == "resources" ? ImGuiTabItemFlags_SetSelected : 0;
      if (ImGui::BeginTabItem("Resources###stage-resources", nullptr, flags)) {
        if (flags)
          ctx.ui.codeStageRequest.reset();
        shownStage = "resources";
        drawResources(ctx, *code);
        ImGui::EndTabItem();
      }
    }
    ImGui::EndTabBar();
  }
  ImGui::PopStyleVar();
}

void CodePanel::drawResources(PanelContext &ctx, const CodeView &code) {
  if (!code.resources) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "No ptxas report: %s", code.resourcesReason.c_str());
    ImGui::PopTextWrapPos();
    return;
  }
  const backend::cuda::ResourceReport &r = *code.resources;
  ImGui::TextDisabled("ptxas -v for %s (%s); occupancy from the %s limits", r.chip.c_str(), r.ptxas.c_str(),
                      r.limits.empty() ? "(unknown)" : r.limits.c_str());
  const char *columns[] = {"kernel", "registers", "spill st", "spill ld", "stack", "shared", "constant",
                           "block", "blocks/SM", "warps/SM", "occupancy", "limited by"};
  if (!ImGui::BeginTable("##resources", IM_ARRAYSIZE(columns),
                         ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit))
    return;
  for (const char *c : columns)
    ImGui::TableSetupColumn(c);
  ImGui::TableHeadersRow();
  for (const backend::cuda::KernelReport &k : r.kernels) {
    const backend::cuda::KernelResources &res = k.resources;
    ImGui::TableNextRow();
    ImGui::PushFont(ctx.fonts.mono);
    int column = 0;
    auto cell = [&](const std::string &text, bool warn = false) {
      ImGui::TableSetColumnIndex(column++);
      if (warn)
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors::fail()), "%s", text.c_str());
      else
        ImGui::TextUnformatted(text.c_str());
    };
    cell(res.name);
    cell(std::to_string(res.registers), res.registers >= 255);
    cell(std::to_string(res.spillStoreBytes) + " B", res.spillStoreBytes > 0);
    cell(std::to_string(res.spillLoadBytes) + " B", res.spillLoadBytes > 0);
    cell(std::to_string(res.stackFrameBytes) + " B");
    cell(std::to_string(res.sharedBytes) + " B");
    cell(std::to_string(res.constantBytes) + " B");
    cell(k.block.known() ? std::to_string(k.block.x) + "x" + std::to_string(k.block.y) + "x" + std::to_string(k.block.z)
                         : "?");
    if (k.occupancy) {
      const backend::cuda::Occupancy &o = *k.occupancy;
      cell(std::to_string(o.blocksPerSm));
      cell(std::to_string(o.warpsPerSm) + "/" + std::to_string(o.maxWarpsPerSm));
      char percent[16];
      std::snprintf(percent, sizeof percent, "%.1f%%", o.percent);
      cell(percent);
      std::string limited;
      for (const std::string &l : o.limitedBy)
        limited += (limited.empty() ? "" : ", ") + l;
      cell(limited);
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("blocks per SM allowed by registers %s, shared memory %s, warps %s, blocks %s, barriers %s",
                          limitText(o.byRegisters).c_str(), limitText(o.bySharedMemory).c_str(),
                          limitText(o.byWarps).c_str(), limitText(o.byBlocks).c_str(), limitText(o.byBarriers).c_str());
    } else {
      cell("-");
      cell("-");
      cell("-");
      cell(k.noOccupancy);
    }
    ImGui::PopFont();
  }
  ImGui::EndTable();
}

void CodePanel::drawText(PanelContext &ctx, const CodeStage &stage) {
  const float em = ImGui::GetFontSize();
  shownStage = stage.kind;
  if (ctx.ui.codeSearchRequest && !ctx.ui.codeStageRequest) {
    query = *ctx.ui.codeSearchRequest;
    ctx.ui.codeSearchRequest.reset();
  }
  ImGui::SetNextItemWidth(16 * em);
  bool enter = ImGui::InputTextWithHint("##code-search", "search (Enter: next)", &query,
                                        ImGuiInputTextFlags_EnterReturnsTrue);
  if (enter)
    ImGui::SetKeyboardFocusHere(-1);
  std::vector<std::string_view> lines = diff::splitLines(stage.text);
  shownLines = static_cast<int>(lines.size());
  if (query != matchedQuery || matchedStage != &stage) {
    matchedQuery = query;
    matchedStage = &stage;
    matches.clear();
    currentMatch = -1;
    if (!query.empty())
      for (size_t i = 0; i < lines.size(); ++i)
        if (findIgnoringCase(lines[i], query) != std::string_view::npos)
          matches.push_back(static_cast<int>(i));
    if (!matches.empty()) {
      currentMatch = 0;
      scrollToLine = matches[0];
    }
  }
  if (enter && !matches.empty()) {
    currentMatch = (currentMatch + 1) % static_cast<int>(matches.size());
    scrollToLine = matches[static_cast<size_t>(currentMatch)];
  }
  ImGui::SameLine();
  if (!query.empty()) {
    if (matches.empty())
      ImGui::TextColored(ImVec4(0.95f, 0.5f, 0.45f, 1), "no match");
    else
      ImGui::Text("%d/%zu", currentMatch + 1, matches.size());
    ImGui::SameLine();
  }
  ImGui::TextDisabled("%zu lines, %.0f ms", lines.size(), stage.milliseconds);
  if (ImGui::BeginChild("##code-text", ImVec2(0, 0), false, ImGuiWindowFlags_HorizontalScrollbar)) {
    ImFont *font = ctx.fonts.mono;
    ImGui::PushFont(font);
    const float lineHeight = std::floor(font->FontSize * 1.25f);
    const float charWidth = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, "M").x;
    const float gutter = charWidth * 6;
    size_t widest = 0;
    for (std::string_view line : lines)
      widest = std::max(widest, line.size());
    if (scrollToLine >= 0) {
      ImGui::SetScrollY(std::max(0.0f, scrollToLine * lineHeight - ImGui::GetWindowHeight() / 3));
      scrollToLine = -1;
    }
    ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList *draw = ImGui::GetWindowDrawList();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(lines.size()), lineHeight);
    while (clipper.Step())
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        float y = origin.y + i * lineHeight;
        bool current = currentMatch >= 0 && matches[static_cast<size_t>(currentMatch)] == i;
        if (current)
          draw->AddRectFilled(ImVec2(origin.x, y), ImVec2(origin.x + gutter + widest * charWidth, y + lineHeight),
                              IM_COL32(255, 220, 120, 30));
        char number[16];
        std::snprintf(number, sizeof number, "%5d", i + 1);
        draw->AddText(font, font->FontSize, ImVec2(origin.x, y), ImGui::GetColorU32(ImGuiCol_TextDisabled), number);
        if (stage.ok)
          drawMlirLine(draw, font, font->FontSize, ImVec2(origin.x + gutter, y), lines[static_cast<size_t>(i)], query);
        else
          draw->AddText(font, font->FontSize, ImVec2(origin.x + gutter, y), colors::fail(),
                        lines[static_cast<size_t>(i)].data(),
                        lines[static_cast<size_t>(i)].data() + lines[static_cast<size_t>(i)].size());
      }
    ImGui::SetCursorScreenPos(origin);
    ImGui::Dummy(ImVec2(gutter + static_cast<float>(widest) * charWidth, lineHeight * static_cast<float>(lines.size())));
    ImGui::PopFont();
  }
  ImGui::EndChild();
}

} // namespace lantern::gui
