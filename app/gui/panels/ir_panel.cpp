// IR panel: document choice, folding, search, change navigation and clipped drawing.
#include "panels/ir_panel.h"

#include "widgets/mlir_syntax.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace lantern::gui {

namespace {

constexpr double kFlashSeconds = 1.6;

int digitsOf(size_t count) {
  int digits = 1;
  while (count >= 10) {
    count /= 10;
    ++digits;
  }
  return std::max(digits, 3);
}

std::string stepTitle(const StepView &step, int index) {
  std::string title = "Step " + std::to_string(index + 1) + " · " + step.step.kind;
  const schedule::StepKind *kind = schedule::findKind(step.step.kind);
  std::string target = step.step.target.empty() && kind ? kind->defaultTarget : step.step.target;
  if (!target.empty())
    title += " " + (target.size() > 48 ? target.substr(0, 45) + "..." : target);
  return title;
}

} // namespace

IrPanel::Shown IrPanel::shown() const {
  Shown result;
  result.document = doc.kind == DocKind::Diff ? "diff" : doc.kind == DocKind::Text ? (doc.script ? "script" : "text") : "none";
  result.rows = static_cast<int>(rows.size());
  result.foldedRegions = static_cast<int>(std::count(folded.begin(), folded.end(), 1));
  result.matches = static_cast<int>(matches.size());
  return result;
}

IrPanel::Document IrPanel::chooseDocument(PanelContext &ctx) {
  Document next;
  const StepView *step = ctx.state.findStep(ctx.ui.selectedStep);
  if (step && ctx.ui.showScript) {
    if (!scriptText || step->script != scriptSource) {
      scriptSource = step->script;
      scriptText = makeIrText(scriptSource);
    }
    next.kind = DocKind::Text;
    next.text = scriptText;
    next.script = true;
  } else if (step) {
    if (step->status == session::StepStatus::Ok && step->diff) {
      next.kind = DocKind::Diff;
      next.diff = step->diff;
    } else if (step->status != session::StepStatus::Ok && !step->running && step->beforeText) {
      next.kind = DocKind::Text;
      next.text = step->beforeText;
    }
  } else if (ctx.state.initial) {
    next.kind = DocKind::Text;
    next.text = ctx.state.initial;
  }
  next.identity = next.diff ? static_cast<const void *>(next.diff.get()) : static_cast<const void *>(next.text.get());
  return next;
}

void IrPanel::adopt(Document next, bool hideUnchanged) {
  if (next.identity == doc.identity && next.script == doc.script)
    return;
  doc = std::move(next);
  folded.assign(static_cast<size_t>(sourceCount()), 0);
  rowsDirty = true;
  hideUnchangedApplied = false;
  matchedQuery = "\x01"; // forces a new search
  currentMatch = -1;
  currentChange = -1;
  flashSource = -1;
  if (hideUnchanged)
    foldUnchanged();
  hideUnchangedApplied = hideUnchanged;
  // A new step's diff opens at its first change.
  if (doc.kind == DocKind::Diff && !doc.diff->diff.changeStarts.empty() && !focusPending) {
    currentChange = 0;
    reveal(doc.diff->diff.changeStarts.front(), false);
  } else {
    scrollToDisplay = 0;
  }
}

int IrPanel::sourceCount() const {
  switch (doc.kind) {
  case DocKind::Diff:
    return static_cast<int>(doc.diff->diff.alignment.size());
  case DocKind::Text:
    return static_cast<int>(doc.text->lines.size());
  case DocKind::None:
    break;
  }
  return 0;
}

diff::DiffLine IrPanel::sourceRow(int source) const {
  if (doc.kind == DocKind::Diff)
    return doc.diff->diff.alignment[static_cast<size_t>(source)];
  return {diff::LineKind::Same, source, source};
}

std::string_view IrPanel::oldLine(int line) const {
  const IrText &text = doc.kind == DocKind::Diff ? *doc.diff->before : *doc.text;
  return text.lines[static_cast<size_t>(line)];
}

std::string_view IrPanel::newLine(int line) const {
  const IrText &text = doc.kind == DocKind::Diff ? *doc.diff->after : *doc.text;
  return text.lines[static_cast<size_t>(line)];
}

int IrPanel::foldEnd(int source) const {
  if (doc.kind == DocKind::Text)
    return doc.text->foldEnd[static_cast<size_t>(source)];
  if (doc.kind != DocKind::Diff)
    return -1;
  const StepDiff &d = *doc.diff;
  const diff::DiffLine &row = d.diff.alignment[static_cast<size_t>(source)];
  if (row.newIndex >= 0) {
    int end = d.after->foldEnd[static_cast<size_t>(row.newIndex)];
    return end < 0 ? -1 : d.rowOfNew[static_cast<size_t>(end)];
  }
  int end = d.before->foldEnd[static_cast<size_t>(row.oldIndex)];
  return end < 0 ? -1 : d.rowOfOld[static_cast<size_t>(end)];
}

// Folds the outermost regions with no change inside, so the changes stand out.
void IrPanel::foldUnchanged() {
  if (doc.kind != DocKind::Diff)
    return;
  const auto &alignment = doc.diff->diff.alignment;
  std::vector<int> changesBefore(alignment.size() + 1, 0);
  for (size_t r = 0; r < alignment.size(); ++r)
    changesBefore[r + 1] = changesBefore[r] + (alignment[r].kind != diff::LineKind::Same);
  for (int r = 0; r < static_cast<int>(alignment.size());) {
    int end = foldEnd(r);
    if (end > r + 1 && changesBefore[static_cast<size_t>(end) + 1] == changesBefore[static_cast<size_t>(r)]) {
      folded[static_cast<size_t>(r)] = 1;
      r = end;
    } else {
      ++r;
    }
  }
  rowsDirty = true;
}

void IrPanel::rebuildRows(bool unified) {
  rows.clear();
  int count = sourceCount();
  for (int r = 0; r < count;) {
    diff::DiffLine row = sourceRow(r);
    if (unified && row.kind == diff::LineKind::Changed) {
      rows.push_back({r, 1});
      rows.push_back({r, 2});
    } else {
      rows.push_back({r, 0});
    }
    int end = folded[static_cast<size_t>(r)] ? foldEnd(r) : -1;
    r = end > r ? end : r + 1;
  }
  rowsDirty = false;
  rowsUnified = unified;
}

int IrPanel::displayIndexOf(int source) const {
  auto it = std::lower_bound(rows.begin(), rows.end(), source, [](const Row &row, int s) { return row.source < s; });
  return static_cast<int>(std::min<size_t>(static_cast<size_t>(it - rows.begin()), rows.empty() ? 0 : rows.size() - 1));
}

void IrPanel::reveal(int source, bool flash) {
  if (source < 0 || source >= sourceCount())
    return;
  for (int r = 0; r < source; ++r) {
    if (folded[static_cast<size_t>(r)] && foldEnd(r) > source) {
      folded[static_cast<size_t>(r)] = 0;
      rowsDirty = true;
    }
  }
  if (rowsDirty)
    rebuildRows(rowsUnified);
  scrollToDisplay = displayIndexOf(source);
  if (flash) {
    flashSource = source;
    flashUntil = ImGui::GetTime() + kFlashSeconds;
  }
}

void IrPanel::computeMatches() {
  matchedQuery = query;
  matches.clear();
  currentMatch = -1;
  if (query.empty())
    return;
  int count = sourceCount();
  for (int r = 0; r < count; ++r) {
    diff::DiffLine row = sourceRow(r);
    bool hit = (row.newIndex >= 0 && findIgnoringCase(newLine(row.newIndex), query) != std::string_view::npos) ||
               (row.oldIndex >= 0 && row.oldIndex != row.newIndex &&
                findIgnoringCase(oldLine(row.oldIndex), query) != std::string_view::npos);
    if (hit)
      matches.push_back(r);
  }
}

void IrPanel::applyFocus(PanelContext &ctx) {
  if (ctx.state.focus.serial != focusSeen) {
    focusSeen = ctx.state.focus.serial;
    focus = ctx.state.focus;
    focusPending = focus.line >= 0;
    if (focusPending)
      ctx.ui.showScript = focus.inScript;
  }
  if (!focusPending || doc.kind == DocKind::None || doc.script != focus.inScript ||
      focus.stepId != ctx.ui.selectedStep)
    return;
  focusPending = false;
  int source = focus.line;
  if (doc.kind == DocKind::Diff) {
    const auto &rowOfOld = doc.diff->rowOfOld;
    source = focus.line < static_cast<int>(rowOfOld.size()) ? rowOfOld[static_cast<size_t>(focus.line)] : -1;
  }
  reveal(source, true);
}

void IrPanel::draw(PanelContext &ctx) {
  adopt(chooseDocument(ctx), ctx.ui.hideUnchanged);
  applyFocus(ctx);
  if (ctx.ui.hideUnchanged != hideUnchangedApplied) {
    if (ctx.ui.hideUnchanged)
      foldUnchanged();
    else
      std::fill(folded.begin(), folded.end(), 0);
    hideUnchangedApplied = ctx.ui.hideUnchanged;
    rowsDirty = true;
  }
  bool unified = ctx.ui.unified || doc.kind != DocKind::Diff;
  if (rowsDirty || unified != rowsUnified)
    rebuildRows(unified);
  if (query != matchedQuery)
    computeMatches();

  const StepView *step = ctx.state.findStep(ctx.ui.selectedStep);
  drawHeader(ctx, step);
  drawToolbar(ctx);
  if (doc.kind == DocKind::None) {
    ImGui::Spacing();
    if (!ctx.state.graph)
      ImGui::TextDisabled("Open a graph (File > Open graph..., Ctrl+Shift+O) to see its IR.");
    else if (step && step->running)
      ImGui::TextDisabled("Applying this step...");
    else if (step && step->status == session::StepStatus::Ok)
      ImGui::TextDisabled("Computing the diff...");
    else
      ImGui::TextDisabled("Nothing to show yet.");
    return;
  }
  drawRows(ctx);
}

void IrPanel::drawHeader(PanelContext &ctx, const StepView *step) {
  ImGui::PushFont(ctx.fonts.bold);
  if (step) {
    int index = ctx.state.indexOf(step->step.id);
    ImGui::TextUnformatted(stepTitle(*step, index).c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, colors::status(step->status, step->running));
    ImGui::TextUnformatted(colors::statusLabel(step->status, step->running));
    ImGui::PopStyleColor();
    if (doc.kind == DocKind::Diff) {
      const diff::IrDiff &d = doc.diff->diff;
      ImGui::SameLine();
      ImGui::TextDisabled("+%d  -%d  ~%d in %zu hunk%s · %zu -> %zu lines", d.stats.added, d.stats.removed,
                          d.stats.changed, d.hunks.size(), d.hunks.size() == 1 ? "" : "s",
                          doc.diff->before->lines.size(), doc.diff->after->lines.size());
    }
    if (step->status == session::StepStatus::Failed) {
      ImGui::PushStyleColor(ImGuiCol_Text, colors::fail());
      std::string first = step->diagnostics.empty() ? "the step failed" : step->diagnostics.front().message;
      ImGui::TextWrapped("Failed: %s", first.c_str());
      ImGui::PopStyleColor();
      if (!doc.script)
        ImGui::TextDisabled("Showing the IR the step was given; the diagnostics are in the Diagnostics tab.");
    } else if (step->status == session::StepStatus::Disabled && !doc.script) {
      ImGui::TextDisabled("Disabled: showing the IR it would be given.");
    } else if (step->status == session::StepStatus::NotRun && !step->running && !doc.script) {
      ImGui::TextDisabled("Not run (an earlier step failed or the apply was cancelled): showing the IR it would be given.");
    }
  } else {
    ImGui::TextUnformatted(ctx.state.graph ? "Input IR" : "No graph");
    ImGui::PopFont();
    if (ctx.state.graph) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s · %zu lines · select a step to see what it changed", ctx.state.graph->path.c_str(),
                          ctx.state.initial ? ctx.state.initial->lines.size() : size_t{0});
    }
  }
}

void IrPanel::drawToolbar(PanelContext &ctx) {
  const float em = ImGui::GetFontSize();
  bool diffShown = doc.kind == DocKind::Diff;
  ImGui::BeginDisabled(!diffShown);
  if (ImGui::RadioButton("Side by side", !ctx.ui.unified))
    ctx.ui.unified = false;
  ImGui::SameLine();
  if (ImGui::RadioButton("Unified", ctx.ui.unified))
    ctx.ui.unified = true;
  ImGui::SameLine();
  ImGui::Checkbox("Hide unchanged", &ctx.ui.hideUnchanged);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(ctx.ui.selectedStep == 0);
  ImGui::Checkbox("Script", &ctx.ui.showScript);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Show the transform IR this step was applied with");
  ImGui::EndDisabled();

  // Change navigation: buttons, or [ and ] while the view is hovered.
  const std::vector<int> *changes = diffShown ? &doc.diff->diff.changeStarts : nullptr;
  int changeCount = changes ? static_cast<int>(changes->size()) : 0;
  ImGui::SameLine(0, em);
  ImGui::BeginDisabled(changeCount == 0);
  bool typing = ImGui::GetIO().WantTextInput;
  bool keysForView = !typing && ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows);
  bool previous = ImGui::ArrowButton("##previous-change", ImGuiDir_Up) ||
                  (keysForView && ImGui::IsKeyPressed(GLFW_KEY_LEFT_BRACKET));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Previous change ([)");
  ImGui::SameLine();
  bool nextChange = ImGui::ArrowButton("##next-change", ImGuiDir_Down) ||
                    (keysForView && ImGui::IsKeyPressed(GLFW_KEY_RIGHT_BRACKET));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Next change (])");
  ImGui::SameLine();
  if (changeCount == 0)
    ImGui::TextDisabled("no changes");
  else
    ImGui::Text("change %d of %d", std::max(currentChange, 0) + 1, changeCount);
  ImGui::EndDisabled();
  if (changeCount > 0 && (previous || nextChange)) {
    currentChange = std::clamp(currentChange + (nextChange ? 1 : -1), 0, changeCount - 1);
    reveal((*changes)[static_cast<size_t>(currentChange)], true);
  }

  // Search.
  ImGui::SameLine(0, em);
  ImGui::SetNextItemWidth(14 * em);
  bool enter = ImGui::InputTextWithHint("##search", "search (Enter: next)", &query, ImGuiInputTextFlags_EnterReturnsTrue);
  if (enter)
    ImGui::SetKeyboardFocusHere(-1);
  if (query != matchedQuery)
    computeMatches();
  bool nextMatch = enter || (keysForView && ImGui::IsKeyPressed(GLFW_KEY_F3) && !ImGui::GetIO().KeyShift);
  bool previousMatch = keysForView && ImGui::IsKeyPressed(GLFW_KEY_F3) && ImGui::GetIO().KeyShift;
  if (!matches.empty() && (nextMatch || previousMatch)) {
    int count = static_cast<int>(matches.size());
    currentMatch = currentMatch < 0 ? 0 : (currentMatch + (nextMatch ? 1 : count - 1)) % count;
    reveal(matches[static_cast<size_t>(currentMatch)], true);
  }
  if (!query.empty()) {
    ImGui::SameLine();
    if (matches.empty())
      ImGui::TextColored(ImVec4(0.95f, 0.5f, 0.45f, 1), "no match");
    else
      ImGui::Text("%d/%zu", currentMatch + 1, matches.size());
  }
}

void IrPanel::drawRows(PanelContext &ctx) {
  ImGuiIO &io = ImGui::GetIO();
  ImFont *font = ctx.fonts.mono;
  const float fontSize = font->FontSize;
  const float lineHeight = std::floor(fontSize * 1.25f);
  const float charWidth = font->CalcTextSizeA(fontSize, FLT_MAX, 0, "M").x;
  const bool sideBySide = doc.kind == DocKind::Diff && !rowsUnified;
  const bool singleText = doc.kind == DocKind::Text;

  size_t widest = 0, lineCount = 0;
  if (doc.kind == DocKind::Diff) {
    widest = std::max(doc.diff->before->widestLine, doc.diff->after->widestLine);
    lineCount = std::max(doc.diff->before->lines.size(), doc.diff->after->lines.size());
  } else {
    widest = doc.text->widestLine;
    lineCount = doc.text->lines.size();
  }
  const float numberWidth = static_cast<float>(digitsOf(lineCount)) * charWidth;
  const float foldWidth = charWidth * 1.6f;
  // Gutter: line number(s), fold marker, and in unified layout the +/- sign.
  const float gutter = sideBySide   ? numberWidth + foldWidth + charWidth
                       : singleText ? numberWidth + foldWidth + charWidth
                                    : 2 * numberWidth + foldWidth + 3 * charWidth;

  const float scrollbarHeight = ImGui::GetStyle().ScrollbarSize;
  ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoNav | (io.KeyShift ? ImGuiWindowFlags_NoScrollWithMouse : 0);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(22, 24, 29, 255));
  ImGui::BeginChild("##ir-rows", ImVec2(avail.x, avail.y - scrollbarHeight - 2), false, flags);
  const float viewWidth = ImGui::GetContentRegionAvail().x;
  const float columnWidth = sideBySide ? std::floor(viewWidth / 2) : viewWidth;
  const float textWidth = static_cast<float>(widest) * charWidth + charWidth * 12;
  const float maxScroll = std::max(0.0f, textWidth - (columnWidth - gutter));
  if (ImGui::IsWindowHovered()) {
    if (io.KeyShift && io.MouseWheel != 0)
      hscroll -= io.MouseWheel * charWidth * 8;
    if (io.MouseWheelH != 0)
      hscroll -= io.MouseWheelH * charWidth * 8;
  }
  hscroll = std::clamp(hscroll, 0.0f, maxScroll);
  if (scrollToDisplay >= 0) {
    ImGui::SetScrollY(std::max(0.0f, scrollToDisplay * lineHeight - ImGui::GetWindowHeight() * 0.3f));
    scrollToDisplay = -1;
  }

  ImDrawList *drawList = ImGui::GetWindowDrawList();
  const double now = ImGui::GetTime();
  const float textOffsetY = std::floor((lineHeight - fontSize) / 2);
  int toggleFold = -1;
  int clickedSource = -1;

  // One side of a side-by-side row, or the whole row otherwise.
  struct Cell {
    int number = -1;      // 0-based line shown in the (first) number column; -1: none
    int otherNumber = -1; // unified layout: the new line's number in the second column
    bool hasLine = true;  // false: a filler opposite a line that exists on the other side only
    std::string_view text;
    ImU32 background = 0;
    diff::LineKind bar = diff::LineKind::Same; // the colour of the change bar at the left edge
    bool foldHere = false; // the row's fold marker belongs in this cell
    char sign = ' ';
  };
  const bool twoNumbers = !sideBySide && !singleText;
  auto drawNumber = [&](float x, float y, int line) {
    char number[16];
    int len = std::snprintf(number, sizeof number, "%*d", digitsOf(lineCount), line + 1);
    drawList->AddText(font, fontSize, ImVec2(x, y + textOffsetY), colors::muted(), number, number + len);
  };
  auto drawCell = [&](float x, float width, const Cell &cell, int source, float y) {
    if (cell.background)
      drawList->AddRectFilled(ImVec2(x, y), ImVec2(x + width, y + lineHeight), cell.background);
    if (!cell.hasLine) {
      drawList->AddRectFilled(ImVec2(x, y), ImVec2(x + width, y + lineHeight), IM_COL32(255, 255, 255, 8));
      return;
    }
    if (cell.bar != diff::LineKind::Same)
      drawList->AddRectFilled(ImVec2(x, y), ImVec2(x + 3, y + lineHeight), colors::diffGutter(cell.bar));
    float nx = x + charWidth * 0.5f;
    if (cell.number >= 0)
      drawNumber(nx, y, cell.number);
    if (twoNumbers) {
      nx += numberWidth + charWidth;
      if (cell.otherNumber >= 0)
        drawNumber(nx, y, cell.otherNumber);
    }
    nx += numberWidth;
    int end = cell.foldHere ? foldEnd(source) : -1;
    bool isFolded = end > source + 1 && folded[static_cast<size_t>(source)] != 0;
    if (end > source + 1) {
      float cx = nx + foldWidth * 0.55f, cy = y + lineHeight * 0.5f, r = fontSize * 0.28f;
      ImU32 colour = IM_COL32(150, 160, 180, 255);
      if (isFolded)
        drawList->AddTriangleFilled(ImVec2(cx - r * 0.6f, cy - r), ImVec2(cx - r * 0.6f, cy + r),
                                    ImVec2(cx + r * 0.8f, cy), colour);
      else
        drawList->AddTriangleFilled(ImVec2(cx - r, cy - r * 0.6f), ImVec2(cx + r, cy - r * 0.6f),
                                    ImVec2(cx, cy + r * 0.8f), colour);
    }
    nx += foldWidth;
    if (cell.sign != ' ') {
      char sign[2] = {cell.sign, 0};
      drawList->AddText(font, fontSize, ImVec2(nx, y + textOffsetY),
                        colors::diffGutter(cell.sign == '+' ? diff::LineKind::Added : diff::LineKind::Removed), sign,
                        sign + 1);
    }
    float textX = x + gutter;
    drawList->PushClipRect(ImVec2(textX, y), ImVec2(x + width, y + lineHeight), true);
    float after = drawMlirLine(drawList, font, fontSize, ImVec2(textX - hscroll, y + textOffsetY), cell.text, query);
    if (isFolded) {
      char note[48];
      int len = std::snprintf(note, sizeof note, "  ... %d lines", end - source - 1);
      drawList->AddText(font, fontSize, ImVec2(after, y + textOffsetY), IM_COL32(130, 170, 230, 255), note,
                        note + len);
    }
    drawList->PopClipRect();
  };

  // Rows touch: the clipper's row height is the line height, with no item spacing.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(rows.size()), lineHeight);
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const Row &row = rows[static_cast<size_t>(i)];
      ImVec2 pos = ImGui::GetCursorScreenPos();
      ImGui::PushID(i);
      ImGui::InvisibleButton("##row", ImVec2(std::max(viewWidth, 1.0f), lineHeight));
      if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
        float mx = io.MousePos.x - pos.x;
        float column = sideBySide && mx >= columnWidth ? columnWidth : 0;
        if (mx - column < gutter)
          toggleFold = row.source;
        clickedSource = row.source;
      }
      bool hovered = ImGui::IsItemHovered();
      ImGui::PopID();

      diff::DiffLine line = sourceRow(row.source);
      const float y = pos.y;
      if (sideBySide) {
        Cell left, right;
        left.number = line.oldIndex;
        left.hasLine = line.oldIndex >= 0;
        right.number = line.newIndex;
        right.hasLine = line.newIndex >= 0;
        if (left.hasLine)
          left.text = oldLine(line.oldIndex);
        if (right.hasLine)
          right.text = newLine(line.newIndex);
        if (line.kind == diff::LineKind::Removed || line.kind == diff::LineKind::Changed) {
          left.background = colors::diffBackground(line.kind);
          left.bar = line.kind;
        }
        if (line.kind == diff::LineKind::Added || line.kind == diff::LineKind::Changed) {
          right.background = colors::diffBackground(line.kind);
          right.bar = line.kind;
        }
        right.foldHere = right.hasLine;
        left.foldHere = !right.hasLine;
        drawCell(pos.x, columnWidth, left, row.source, y);
        drawCell(pos.x + columnWidth, viewWidth - columnWidth, right, row.source, y);
        drawList->AddLine(ImVec2(pos.x + columnWidth, y), ImVec2(pos.x + columnWidth, y + lineHeight),
                          IM_COL32(60, 64, 72, 255));
      } else if (singleText) {
        Cell cell;
        cell.number = line.newIndex;
        cell.text = newLine(line.newIndex);
        cell.foldHere = true;
        drawCell(pos.x, viewWidth, cell, row.source, y);
      } else {
        // Unified: old and new line numbers, then the sign. A Changed row shows its old line
        // (part 1) then its new line (part 2).
        Cell cell;
        bool oldOnly = line.kind == diff::LineKind::Removed || row.part == 1;
        bool newOnly = line.kind == diff::LineKind::Added || row.part == 2;
        cell.number = newOnly ? -1 : line.oldIndex;
        cell.otherNumber = oldOnly ? -1 : line.newIndex;
        cell.text = oldOnly ? oldLine(line.oldIndex) : newLine(line.newIndex);
        cell.sign = oldOnly ? '-' : newOnly ? '+' : ' ';
        cell.background = oldOnly   ? colors::diffBackground(diff::LineKind::Removed)
                          : newOnly ? colors::diffBackground(diff::LineKind::Added)
                                    : 0;
        cell.bar = line.kind;
        cell.foldHere = line.newIndex >= 0 ? row.part != 1 : true;
        drawCell(pos.x, viewWidth, cell, row.source, y);
      }
      if (row.source == flashSource && now < flashUntil) {
        float alpha = static_cast<float>((flashUntil - now) / kFlashSeconds);
        drawList->AddRectFilled(pos, ImVec2(pos.x + viewWidth, y + lineHeight),
                                IM_COL32(255, 215, 80, static_cast<int>(70 * alpha)));
      } else if (hovered) {
        drawList->AddRectFilled(pos, ImVec2(pos.x + viewWidth, y + lineHeight), IM_COL32(255, 255, 255, 10));
      }
    }
  }
  clipper.End();
  ImGui::PopStyleVar();
  ImGui::EndChild();
  ImGui::PopStyleColor();

  ImGui::SetNextItemWidth(-1);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_GrabMinSize, 40);
  ImGui::BeginDisabled(maxScroll <= 0);
  ImGui::SliderFloat("##hscroll", &hscroll, 0, std::max(maxScroll, 1.0f), "");
  ImGui::EndDisabled();
  ImGui::PopStyleVar(2);

  if (toggleFold >= 0 && foldEnd(toggleFold) > toggleFold + 1) {
    folded[static_cast<size_t>(toggleFold)] ^= 1;
    rowsDirty = true;
  }
  if (clickedSource >= 0 && toggleFold < 0) {
    flashSource = clickedSource;
    flashUntil = now + 0.35;
  }
}

} // namespace lantern::gui
