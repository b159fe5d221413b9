// IR panel: document choice, folding, search, change navigation and clipped drawing.
#include "panels/ir_panel.h"

#include "widgets/mlir_syntax.h"

#include "ir/constants.h"
#include "session/session.h"

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
  std::string target = targetOf(step.step);
  if (!target.empty())
    title += " " + (target.size() > 48 ? target.substr(0, 45) + "..." : target);
  return title;
}

// The resource key of the first elided constant on `line` (`__elided__0123456789abcdef`), or "".
std::string elidedKeyOn(std::string_view line) {
  constexpr std::string_view kOpen = "dense_resource<";
  for (size_t at = line.find(kOpen); at != std::string_view::npos; at = line.find(kOpen, at + 1)) {
    size_t start = at + kOpen.size(), end = line.find('>', start);
    std::string_view key = line.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (elidedHash(key))
      return std::string(key);
  }
  return "";
}

} // namespace

IrPanel::Shown IrPanel::shown() const {
  Shown result;
  result.document = doc.kind == DocKind::Diff ? "diff" : doc.kind == DocKind::Text ? (doc.script ? "script" : "text") : "none";
  result.rows = static_cast<int>(rows.size());
  result.foldedRegions = static_cast<int>(std::count(folded.begin(), folded.end(), 1));
  result.matches = static_cast<int>(matches.size());
  result.query = query;
  result.currentMatch = currentMatch;
  result.searchFocused = searchFocused;
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
    ImGui::TextUnformatted(colors::statusLabel(step->status, step->running, step->crashed).c_str());
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
  bool requested = false;
  if (ctx.ui.searchRequest) {
    query = *ctx.ui.searchRequest;
    ctx.ui.searchRequest.reset();
    requested = true;
  }
  if (ctx.ui.focusSearch) {
    ctx.ui.focusSearch = false;
    ImGui::SetKeyboardFocusHere();
  }
  bool enter = ImGui::InputTextWithHint("##search", "search (Ctrl+F; Enter: next)", &query,
                                        ImGuiInputTextFlags_EnterReturnsTrue);
  searchFocused = ImGui::IsItemActive();
  if (enter)
    ImGui::SetKeyboardFocusHere(-1);
  if (query != matchedQuery)
    computeMatches();
  bool nextMatch = enter || (requested && currentMatch < 0) || (keysForView && ImGui::IsKeyPressed(GLFW_KEY_F3) && !ImGui::GetIO().KeyShift);
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

// The measures of one frame's rows: the font's, the gutter's and the columns'.
struct IrPanel::RowLayout {
  ImFont *font = nullptr;
  float fontSize = 0, lineHeight = 0, charWidth = 0, textOffsetY = 0;
  int digits = 3;         // of the line numbers
  float numberWidth = 0, foldWidth = 0;
  float gutter = 0;       // line number(s), fold marker, and in unified layout the +/- sign
  bool sideBySide = false;
  bool twoNumbers = false; // unified layout: old and new line numbers
  size_t widest = 0;      // characters of the longest line
  float viewWidth = 0, columnWidth = 0;
  ImDrawList *drawList = nullptr;
};

// One side of a side-by-side row, or the whole row otherwise.
struct IrPanel::Cell {
  int number = -1;      // 0-based line shown in the (first) number column; -1: none
  int otherNumber = -1; // unified layout: the new line's number in the second column
  bool hasLine = true;  // false: a filler opposite a line that exists on the other side only
  std::string_view text;
  ImU32 background = 0;
  diff::LineKind bar = diff::LineKind::Same; // the colour of the change bar at the left edge
  bool foldHere = false; // the row's fold marker belongs in this cell
  char sign = ' ';
};

IrPanel::RowLayout IrPanel::measureRows(ImFont *font) const {
  RowLayout layout;
  layout.font = font;
  layout.fontSize = font->FontSize;
  layout.lineHeight = std::floor(layout.fontSize * 1.25f);
  layout.charWidth = font->CalcTextSizeA(layout.fontSize, FLT_MAX, 0, "M").x;
  layout.textOffsetY = std::floor((layout.lineHeight - layout.fontSize) / 2);
  layout.sideBySide = doc.kind == DocKind::Diff && !rowsUnified;
  const bool singleText = doc.kind == DocKind::Text;
  layout.twoNumbers = !layout.sideBySide && !singleText;
  size_t lineCount = 0;
  if (doc.kind == DocKind::Diff) {
    layout.widest = std::max(doc.diff->before->widestLine, doc.diff->after->widestLine);
    lineCount = std::max(doc.diff->before->lines.size(), doc.diff->after->lines.size());
  } else {
    layout.widest = doc.text->widestLine;
    lineCount = doc.text->lines.size();
  }
  layout.digits = digitsOf(lineCount);
  layout.numberWidth = static_cast<float>(layout.digits) * layout.charWidth;
  layout.foldWidth = layout.charWidth * 1.6f;
  layout.gutter = layout.twoNumbers ? 2 * layout.numberWidth + layout.foldWidth + 3 * layout.charWidth
                                    : layout.numberWidth + layout.foldWidth + layout.charWidth;
  return layout;
}

void IrPanel::drawRows(PanelContext &ctx) {
  RowLayout layout = measureRows(ctx.fonts.mono);
  ImGuiIO &io = ImGui::GetIO();
  const float scrollbarHeight = ImGui::GetStyle().ScrollbarSize;
  ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoNav | (io.KeyShift ? ImGuiWindowFlags_NoScrollWithMouse : 0);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(22, 24, 29, 255));
  ImGui::BeginChild("##ir-rows", ImVec2(avail.x, avail.y - scrollbarHeight - 2), false, flags);
  layout.viewWidth = ImGui::GetContentRegionAvail().x;
  layout.columnWidth = layout.sideBySide ? std::floor(layout.viewWidth / 2) : layout.viewWidth;
  layout.drawList = ImGui::GetWindowDrawList();
  const float maxScroll = scrollView(layout);
  RowClick click = drawVisibleRows(layout);
  ImGui::EndChild();
  ImGui::PopStyleColor();
  drawHorizontalScrollbar(maxScroll);
  applyClick(click);
  drawConstantMenu(click);
  drawConstantWindow();
}

// A right click on a line with an elided constant: "Show ... in full". The text is made from the
// snapshot's constant then, once: a few megabytes printed on request, never per frame.
void IrPanel::drawConstantMenu(const RowClick &click) {
  if (click.menuSource >= 0) {
    diff::DiffLine line = sourceRow(click.menuSource);
    menuConstant = line.newIndex >= 0 ? elidedKeyOn(newLine(line.newIndex)) : "";
    if (menuConstant.empty() && line.oldIndex >= 0)
      menuConstant = elidedKeyOn(oldLine(line.oldIndex));
    if (!menuConstant.empty())
      ImGui::OpenPopup("##ir-constant-menu");
  }
  if (!ImGui::BeginPopup("##ir-constant-menu"))
    return;
  std::string label = "Show constant " + menuConstant.substr(kElidedPrefix.size()) + " in full";
  if (ImGui::MenuItem(label.c_str())) {
    std::optional<std::string> text;
    for (const IrTextPtr &side : doc.kind == DocKind::Diff ? std::vector<IrTextPtr>{doc.diff->after, doc.diff->before}
                                                          : std::vector<IrTextPtr>{doc.text})
      if (!text && side && side->snapshot)
        text = session::elidedConstantText(*side->snapshot, menuConstant);
    shownConstant = menuConstant;
    shownConstantText = text ? *text : "This IR does not hold the constant " + menuConstant + ".";
    constantWindowOpen = true;
  }
  ImGui::EndPopup();
}

void IrPanel::drawConstantWindow() {
  if (!constantWindowOpen)
    return;
  const float em = ImGui::GetFontSize();
  ImGui::SetNextWindowSize(ImVec2(60 * em, 24 * em), ImGuiCond_FirstUseEver);
  std::string title = "Constant " + shownConstant.substr(kElidedPrefix.size()) + "###ir-constant";
  if (ImGui::Begin(title.c_str(), &constantWindowOpen)) {
    ImGui::TextDisabled("%zu characters", shownConstantText.size());
    ImGui::SameLine();
    if (ImGui::SmallButton("Copy"))
      ImGui::SetClipboardText(shownConstantText.c_str());
    ImGui::InputTextMultiline("##constant-text", &shownConstantText, ImGui::GetContentRegionAvail(),
                              ImGuiInputTextFlags_ReadOnly);
  }
  ImGui::End();
  if (!constantWindowOpen)
    shownConstantText.clear();
}

// The wheel's horizontal scrolling and a pending request to scroll to a row; returns how far the
// text can scroll sideways.
float IrPanel::scrollView(const RowLayout &layout) {
  ImGuiIO &io = ImGui::GetIO();
  const float textWidth = static_cast<float>(layout.widest) * layout.charWidth + layout.charWidth * 12;
  const float maxScroll = std::max(0.0f, textWidth - (layout.columnWidth - layout.gutter));
  if (ImGui::IsWindowHovered()) {
    if (io.KeyShift && io.MouseWheel != 0)
      hscroll -= io.MouseWheel * layout.charWidth * 8;
    if (io.MouseWheelH != 0)
      hscroll -= io.MouseWheelH * layout.charWidth * 8;
  }
  hscroll = std::clamp(hscroll, 0.0f, maxScroll);
  if (scrollToDisplay >= 0) {
    ImGui::SetScrollY(std::max(0.0f, scrollToDisplay * layout.lineHeight - ImGui::GetWindowHeight() * 0.3f));
    scrollToDisplay = -1;
  }
  return maxScroll;
}

IrPanel::RowClick IrPanel::drawVisibleRows(const RowLayout &layout) {
  ImGuiIO &io = ImGui::GetIO();
  const double now = ImGui::GetTime();
  RowClick click;
  // Rows touch: the clipper's row height is the line height, with no item spacing.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(rows.size()), layout.lineHeight);
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const Row &row = rows[static_cast<size_t>(i)];
      ImVec2 pos = ImGui::GetCursorScreenPos();
      ImGui::PushID(i);
      ImGui::InvisibleButton("##row", ImVec2(std::max(layout.viewWidth, 1.0f), layout.lineHeight));
      if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
        float mx = io.MousePos.x - pos.x;
        float column = layout.sideBySide && mx >= layout.columnWidth ? layout.columnWidth : 0;
        if (mx - column < layout.gutter)
          click.toggleFold = row.source;
        click.source = row.source;
      }
      if (ImGui::IsItemClicked(ImGuiMouseButton_Right))
        click.menuSource = row.source;
      bool hovered = ImGui::IsItemHovered();
      ImGui::PopID();
      drawRow(layout, row, pos.x, pos.y);
      ImVec2 end(pos.x + layout.viewWidth, pos.y + layout.lineHeight);
      if (row.source == flashSource && now < flashUntil) {
        float alpha = static_cast<float>((flashUntil - now) / kFlashSeconds);
        layout.drawList->AddRectFilled(pos, end, IM_COL32(255, 215, 80, static_cast<int>(70 * alpha)));
      } else if (hovered) {
        layout.drawList->AddRectFilled(pos, end, IM_COL32(255, 255, 255, 10));
      }
    }
  }
  clipper.End();
  ImGui::PopStyleVar();
  return click;
}

void IrPanel::drawRow(const RowLayout &layout, const Row &row, float x, float y) {
  diff::DiffLine line = sourceRow(row.source);
  if (layout.sideBySide) {
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
    drawCell(layout, x, layout.columnWidth, left, row.source, y);
    drawCell(layout, x + layout.columnWidth, layout.viewWidth - layout.columnWidth, right, row.source, y);
    layout.drawList->AddLine(ImVec2(x + layout.columnWidth, y), ImVec2(x + layout.columnWidth, y + layout.lineHeight),
                             IM_COL32(60, 64, 72, 255));
  } else if (!layout.twoNumbers) {
    Cell cell;
    cell.number = line.newIndex;
    cell.text = newLine(line.newIndex);
    cell.foldHere = true;
    drawCell(layout, x, layout.viewWidth, cell, row.source, y);
  } else {
    drawCell(layout, x, layout.viewWidth, unifiedCell(line, row.part), row.source, y);
  }
}

// Unified layout: old and new line numbers, then the sign. A Changed row shows its old line
// (part 1) then its new line (part 2).
IrPanel::Cell IrPanel::unifiedCell(const diff::DiffLine &line, uint8_t part) const {
  Cell cell;
  bool oldOnly = line.kind == diff::LineKind::Removed || part == 1;
  bool newOnly = line.kind == diff::LineKind::Added || part == 2;
  cell.number = newOnly ? -1 : line.oldIndex;
  cell.otherNumber = oldOnly ? -1 : line.newIndex;
  cell.text = oldOnly ? oldLine(line.oldIndex) : newLine(line.newIndex);
  cell.sign = oldOnly ? '-' : newOnly ? '+' : ' ';
  cell.background = oldOnly   ? colors::diffBackground(diff::LineKind::Removed)
                    : newOnly ? colors::diffBackground(diff::LineKind::Added)
                              : 0;
  cell.bar = line.kind;
  cell.foldHere = line.newIndex >= 0 ? part != 1 : true;
  return cell;
}

void IrPanel::drawCell(const RowLayout &layout, float x, float width, const Cell &cell, int source, float y) const {
  ImDrawList *drawList = layout.drawList;
  const float bottom = y + layout.lineHeight;
  if (cell.background)
    drawList->AddRectFilled(ImVec2(x, y), ImVec2(x + width, bottom), cell.background);
  if (!cell.hasLine) {
    drawList->AddRectFilled(ImVec2(x, y), ImVec2(x + width, bottom), IM_COL32(255, 255, 255, 8));
    return;
  }
  if (cell.bar != diff::LineKind::Same)
    drawList->AddRectFilled(ImVec2(x, y), ImVec2(x + 3, bottom), colors::diffGutter(cell.bar));
  int end = cell.foldHere ? foldEnd(source) : -1;
  bool isFolded = end > source + 1 && folded[static_cast<size_t>(source)] != 0;
  drawGutter(layout, x, y, cell, end > source + 1, isFolded);
  float textX = x + layout.gutter;
  const float textY = y + layout.textOffsetY;
  drawList->PushClipRect(ImVec2(textX, y), ImVec2(x + width, bottom), true);
  float after = drawMlirLine(drawList, layout.font, layout.fontSize, ImVec2(textX - hscroll, textY), cell.text, query);
  if (isFolded) {
    char note[48];
    int len = std::snprintf(note, sizeof note, "  ... %d lines", end - source - 1);
    drawList->AddText(layout.font, layout.fontSize, ImVec2(after, textY), IM_COL32(130, 170, 230, 255), note,
                      note + len);
  }
  drawList->PopClipRect();
}

// The line number(s), the fold marker of a row opening a region, and the unified layout's sign.
void IrPanel::drawGutter(const RowLayout &layout, float x, float y, const Cell &cell, bool opensRegion,
                         bool isFolded) const {
  ImDrawList *drawList = layout.drawList;
  const float textY = y + layout.textOffsetY;
  auto drawNumber = [&](float nx, int line) {
    char number[16];
    int len = std::snprintf(number, sizeof number, "%*d", layout.digits, line + 1);
    drawList->AddText(layout.font, layout.fontSize, ImVec2(nx, textY), colors::muted(), number, number + len);
  };
  float nx = x + layout.charWidth * 0.5f;
  if (cell.number >= 0)
    drawNumber(nx, cell.number);
  if (layout.twoNumbers) {
    nx += layout.numberWidth + layout.charWidth;
    if (cell.otherNumber >= 0)
      drawNumber(nx, cell.otherNumber);
  }
  nx += layout.numberWidth;
  if (opensRegion) {
    float cx = nx + layout.foldWidth * 0.55f, cy = y + layout.lineHeight * 0.5f, r = layout.fontSize * 0.28f;
    ImU32 colour = IM_COL32(150, 160, 180, 255);
    if (isFolded)
      drawList->AddTriangleFilled(ImVec2(cx - r * 0.6f, cy - r), ImVec2(cx - r * 0.6f, cy + r),
                                  ImVec2(cx + r * 0.8f, cy), colour);
    else
      drawList->AddTriangleFilled(ImVec2(cx - r, cy - r * 0.6f), ImVec2(cx + r, cy - r * 0.6f),
                                  ImVec2(cx, cy + r * 0.8f), colour);
  }
  nx += layout.foldWidth;
  if (cell.sign != ' ') {
    char sign[2] = {cell.sign, 0};
    diff::LineKind kind = cell.sign == '+' ? diff::LineKind::Added : diff::LineKind::Removed;
    drawList->AddText(layout.font, layout.fontSize, ImVec2(nx, textY), colors::diffGutter(kind), sign, sign + 1);
  }
}

void IrPanel::drawHorizontalScrollbar(float maxScroll) {
  ImGui::SetNextItemWidth(-1);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_GrabMinSize, 40);
  ImGui::BeginDisabled(maxScroll <= 0);
  ImGui::SliderFloat("##hscroll", &hscroll, 0, std::max(maxScroll, 1.0f), "");
  ImGui::EndDisabled();
  ImGui::PopStyleVar(2);
}

// A click in the gutter of a region's first row folds or unfolds it; elsewhere it flashes the row.
void IrPanel::applyClick(const RowClick &click) {
  if (click.toggleFold >= 0 && foldEnd(click.toggleFold) > click.toggleFold + 1) {
    folded[static_cast<size_t>(click.toggleFold)] ^= 1;
    rowsDirty = true;
  }
  if (click.source >= 0 && click.toggleFold < 0) {
    flashSource = click.source;
    flashUntil = ImGui::GetTime() + 0.35;
  }
}

} // namespace lantern::gui
