// Graph panel: facts from the RoleReport and the dataflow drawing.
#include "panels/graph_panel.h"

#include "widgets/splitter.h"

#include <imgui.h>

#include <algorithm>
#include <cstdlib>

namespace lantern::gui {

namespace {

// "file:line:col" back into its parts (the file may itself contain ':').
Diagnostic parseLocation(const std::string &location) {
  Diagnostic at;
  size_t second = location.rfind(':');
  size_t first = second == std::string::npos || second == 0 ? std::string::npos : location.rfind(':', second - 1);
  if (first == std::string::npos)
    return at;
  at.file = location.substr(0, first);
  at.line = std::atoi(location.c_str() + first + 1);
  at.column = std::atoi(location.c_str() + second + 1);
  return at;
}

void fact(const char *name, const std::string &value) {
  ImGui::TableNextRow();
  ImGui::TableSetColumnIndex(0);
  ImGui::TextDisabled("%s", name);
  ImGui::TableSetColumnIndex(1);
  ImGui::TextWrapped("%s", value.c_str());
}

std::string argumentRole(const graph::RoleReport &roles, int index) {
  std::string role;
  for (const graph::AttentionBlock &b : roles.blocks) {
    std::string suffix = roles.blocks.size() > 1 ? "@" + std::to_string(b.index) : "";
    auto add = [&](const char *name) { role += (role.empty() ? "" : ", ") + std::string(name) + suffix; };
    if (index == b.queryArg)
      add("q");
    if (index == b.keyArg)
      add("k");
    if (index == b.valueArg)
      add("v");
    if (index == b.maskArg)
      add("mask");
  }
  return role;
}

// The facts of one attention block as rows of the facts table.
void blockFacts(const graph::AttentionBlock &r, const std::string &prefix) {
  std::string shapes = "batch " + std::to_string(r.batch) + ", heads " + std::to_string(r.heads);
  if (r.kvHeads != r.heads)
    shapes += " (kv " + std::to_string(r.kvHeads) + ")";
  shapes += ", seq " + std::to_string(r.seqQ);
  if (r.seqKV != r.seqQ)
    shapes += " (kv " + std::to_string(r.seqKV) + ")";
  shapes += ", head dim " + std::to_string(r.headDim);
  fact((prefix + "shapes").c_str(), shapes);
  if (std::string ragged = graph::raggedEdgeText(r); !ragged.empty())
    fact((prefix + "ragged edge").c_str(), ragged);
  fact((prefix + "dtypes").c_str(), "in " + r.inputType + ", accumulate " + r.accumulatorType + ", out " + r.outputType);
  if (r.scale) {
    char scale[64];
    std::snprintf(scale, sizeof scale, "%.6g (on %s)", *r.scale, graph::toString(r.scaleSite));
    fact((prefix + "scale").c_str(), scale);
  }
  std::string mask = r.maskKind;
  if (r.window > 0)
    mask += ", window " + std::to_string(r.window);
  fact((prefix + "mask").c_str(), mask + (r.causal ? " (causal)" : ""));
  if (r.gqaGroups > 1)
    fact((prefix + "GQA").c_str(), std::to_string(r.gqaGroups) + " query heads per kv head");
  std::string mods;
  for (const std::string &m : r.scoreMods)
    mods += (mods.empty() ? "" : "; ") + m;
  fact((prefix + "score mods").c_str(), mods.empty() ? "none" : mods);
  fact((prefix + "safe softmax").c_str(), r.guard ? "guard present (fully masked rows give 0)" : "no guard");
  if (!r.extraOutputs.empty()) {
    std::string extra;
    for (const std::string &o : r.extraOutputs)
      extra += (extra.empty() ? "" : ", ") + o;
    fact((prefix + "outputs").c_str(), "also " + extra);
  }
}

} // namespace

void GraphPanel::showInIr(PanelContext &ctx, const std::string &location) {
  Diagnostic at = parseLocation(location);
  if (at.file.empty())
    return;
  ctx.select(0);
  ctx.ui.showScript = false;
  ctx.watch("locate", ctx.workbench.locate(0, at));
}

void GraphPanel::draw(PanelContext &ctx) {
  if (!ctx.state.graph) {
    ImGui::TextDisabled("No graph open. File > Open graph... (Ctrl+Shift+O) opens a .mlir file as torch-mlir emits it.");
    return;
  }
  const GraphView &graph = *ctx.state.graph;
  float available = ImGui::GetContentRegionAvail().x;
  if (factsWidth <= 0)
    factsWidth = std::min(available * 0.36f, ImGui::GetFontSize() * 26);
  splitter("##graph-split", true, ImGui::GetStyle().ItemSpacing.x, factsWidth, ImGui::GetFontSize() * 12,
           ImGui::GetFontSize() * 12);
  if (ImGui::BeginChild("##facts", ImVec2(factsWidth, 0), false))
    drawFacts(ctx, graph);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGuiWindowFlags flags =
      ImGuiWindowFlags_HorizontalScrollbar | (ImGui::GetIO().KeyCtrl ? ImGuiWindowFlags_NoScrollWithMouse : 0);
  if (ImGui::BeginChild("##dataflow", ImVec2(0, 0), true, flags))
    drawDataflow(ctx, graph);
  ImGui::EndChild();
}

void GraphPanel::drawFacts(PanelContext &ctx, const GraphView &graph) {
  const graph::RoleReport &r = graph.roles;
  if (ImGui::BeginTable("##facts-table", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 7);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    fact("file", graph.path + " (" + std::to_string(graph.lines) + " lines)");
    fact("function", r.functionName.empty() ? "-" : "@" + r.functionName);
    if (!r.isAttention) {
      fact("pattern", "generic graph: " + r.reason);
    } else {
      fact("pattern", r.blocks.size() == 1 ? std::string("attention")
                                            : "attention, " + std::to_string(r.blocks.size()) + " blocks");
      for (const graph::AttentionBlock &b : r.blocks)
        blockFacts(b, r.blocks.size() == 1 ? "" : "@" + std::to_string(b.index) + " ");
      fact("reference", r.isPlainSdpa ? "PyTorch SDPA semantics" : "the graph itself in float64");
    }
    for (const std::string &note : r.notes)
      fact("note", note);
    ImGui::EndTable();
  }
  ImGui::Spacing();
  ImGui::TextDisabled("Tagged ops (click: show in the IR)");
  for (size_t i = 0; i < r.ops.size(); ++i) {
    const graph::TaggedOp &op = r.ops[i];
    ImGui::PushID(static_cast<int>(i));
    ImVec2 pos = ImGui::GetCursorScreenPos();
    float size = ImGui::GetTextLineHeight() * 0.7f;
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(pos.x, pos.y + size * 0.25f), ImVec2(pos.x + size, pos.y + size * 1.25f),
                                              colors::role(graph::toString(op.role)), 2);
    ImGui::Dummy(ImVec2(size, size));
    ImGui::SameLine();
    std::string label = std::string(graph::toString(op.role)) + "  " + op.opName;
    if (ImGui::Selectable(label.c_str()))
      showInIr(ctx, op.location);
    if (ImGui::IsItemHovered() && !op.location.empty())
      ImGui::SetTooltip("%s", op.location.c_str());
    ImGui::PopID();
  }
}

void GraphPanel::drawDataflow(PanelContext &ctx, const GraphView &graph) {
  const graph::Dataflow &flow = graph.dataflow;
  if (flow.nodes.empty()) {
    ImGui::TextDisabled("No function body to draw.");
    return;
  }
  // Ctrl+wheel zooms, so the wheel alone still scrolls.
  const float baseEm = ImGui::GetFontSize();
  if (zoom <= 0) {
    float width = (static_cast<float>(flow.layers) * 10.5f + 2) * baseEm;
    zoom = std::clamp(ImGui::GetContentRegionAvail().x / width, 0.6f, 1.0f);
  }
  if (ImGui::IsWindowHovered() && ImGui::GetIO().KeyCtrl && ImGui::GetIO().MouseWheel != 0)
    zoom = std::clamp(zoom * (ImGui::GetIO().MouseWheel > 0 ? 1.1f : 1 / 1.1f), 0.4f, 1.6f);
  const float em = baseEm * zoom;
  const ImVec2 node(8.5f * em, 2.6f * em);
  const ImVec2 spacing(10.5f * em, 3.3f * em);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 margin(em, em);
  ImGui::Dummy(ImVec2(margin.x * 2 + (flow.layers - 1) * spacing.x + node.x, margin.y * 2 + (flow.rows - 1) * spacing.y + node.y));
  ImDrawList *drawList = ImGui::GetWindowDrawList();
  auto topLeft = [&](const graph::DataflowNode &n) {
    return ImVec2(origin.x + margin.x + n.layer * spacing.x, origin.y + margin.y + n.row * spacing.y);
  };
  // Only what is in view is drawn: a generic graph can have thousands of ops.
  const ImVec2 clipMin = drawList->GetClipRectMin(), clipMax = drawList->GetClipRectMax();
  auto visible = [&](ImVec2 min, ImVec2 max) {
    return max.x >= clipMin.x && min.x <= clipMax.x && max.y >= clipMin.y && min.y <= clipMax.y;
  };
  for (const graph::DataflowEdge &edge : flow.edges) {
    ImVec2 a = topLeft(flow.nodes[static_cast<size_t>(edge.from)]);
    ImVec2 b = topLeft(flow.nodes[static_cast<size_t>(edge.to)]);
    ImVec2 start(a.x + node.x, a.y + node.y / 2), end(b.x, b.y + node.y / 2);
    if (!visible(ImVec2(std::min(start.x, end.x), std::min(start.y, end.y)),
                 ImVec2(std::max(start.x, end.x), std::max(start.y, end.y))))
      continue;
    float bend = (end.x - start.x) * 0.5f;
    drawList->AddBezierCubic(start, ImVec2(start.x + bend, start.y), ImVec2(end.x - bend, end.y), end,
                             IM_COL32(120, 130, 150, 170), 1.5f);
    drawList->AddTriangleFilled(ImVec2(end.x - 6, end.y - 4), ImVec2(end.x - 6, end.y + 4), end, IM_COL32(120, 130, 150, 220));
  }
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  for (size_t i = 0; i < flow.nodes.size(); ++i) {
    const graph::DataflowNode &n = flow.nodes[i];
    ImVec2 min = topLeft(n), max(min.x + node.x, min.y + node.y);
    if (!visible(min, max))
      continue;
    ImU32 fill = n.kind == graph::DataflowNode::Kind::Op ? colors::role(n.role) : IM_COL32(90, 100, 120, 255);
    bool hovered = ImGui::IsWindowHovered() && mouse.x >= min.x && mouse.x < max.x && mouse.y >= min.y && mouse.y < max.y;
    drawList->AddRectFilled(min, max, (fill & 0x00FFFFFF) | (hovered ? 0xE0000000u : 0xA8000000u), 4);
    drawList->AddRect(min, max, fill, 4, 0, hovered ? 2.0f : 1.0f);
    std::string label = n.label;
    if (n.kind == graph::DataflowNode::Kind::Argument) {
      std::string role = argumentRole(graph.roles, static_cast<int>(i));
      if (!role.empty())
        label = role + "  " + label;
    }
    std::string detail = n.kind == graph::DataflowNode::Kind::Op && !n.role.empty() ? n.opName : n.type;
    drawList->PushClipRect(min, max, true);
    drawList->AddText(ImGui::GetFont(), em, ImVec2(min.x + 0.4f * em, min.y + 0.2f * em), IM_COL32(245, 245, 245, 255),
                      label.c_str());
    drawList->AddText(ctx.fonts.mono, ctx.fonts.mono->FontSize * 0.85f * zoom,
                      ImVec2(min.x + 0.4f * em, min.y + 0.2f * em + em), IM_COL32(225, 228, 235, 200), detail.c_str());
    drawList->PopClipRect();
    if (hovered) {
      ImGui::BeginTooltip();
      ImGui::Text("%s", n.opName.empty() ? n.label.c_str() : n.opName.c_str());
      if (!n.role.empty())
        ImGui::Text("role: %s", n.role.c_str());
      ImGui::TextDisabled("%s", n.type.c_str());
      if (!n.location.empty())
        ImGui::TextDisabled("%s (click: show in the IR)", n.location.c_str());
      ImGui::EndTooltip();
      if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !n.location.empty())
        showInIr(ctx, n.location);
    }
  }
}

} // namespace lantern::gui
