// History panel: table, plot and comparison of runs.
#include "panels/history_panel.h"

#include "run_history.h"
#include "widgets/plot.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace lantern::gui {

namespace {

const char *kMetrics[] = {"median time (ms)", "TFLOP/s", "rel-L2 error"};

double metricValue(const RunMetrics &m, int metric) {
  switch (metric) {
  case 0:
    return m.medianMs > 0 ? m.medianMs : std::nan("");
  case 1:
    return m.tflops > 0 ? m.tflops : std::nan("");
  default:
    return m.oracle.empty() ? std::nan("") : m.relL2;
  }
}

ImU32 verdictColour(const std::string &verdict) {
  return verdict == "pass" ? colors::pass() : verdict == "fail" ? colors::fail() : colors::muted();
}

const RunRecord *findRun(const std::vector<RunRecordPtr> &runs, uint64_t serial) {
  for (const RunRecordPtr &r : runs)
    if (r->serial == serial)
      return r.get();
  return nullptr;
}

} // namespace

void HistoryPanel::draw(PanelContext &ctx) {
  static const std::vector<RunRecordPtr> none;
  const std::vector<RunRecordPtr> &runs = ctx.state.history ? *ctx.state.history : none;
  if (runs.empty()) {
    ImGui::TextDisabled("No runs yet. Every run of this session is kept here; select two to compare them.");
    return;
  }
  auto &compared = ctx.ui.comparedRuns;
  compared.erase(std::remove_if(compared.begin(), compared.end(),
                                [&](uint64_t serial) { return !findRun(runs, serial); }),
                 compared.end());
  drawPlot(ctx, runs);
  if (ImGui::BeginChild("##history-lower")) {
    drawTable(ctx, runs);
    drawComparison(ctx, runs);
  }
  ImGui::EndChild();
}

void HistoryPanel::drawPlot(PanelContext &ctx, const std::vector<RunRecordPtr> &runs) {
  const float em = ImGui::GetFontSize();
  ImGui::SetNextItemWidth(11 * em);
  ImGui::Combo("##metric", &metric, kMetrics, IM_ARRAYSIZE(kMetrics));
  ImGui::SameLine();
  ImGui::TextDisabled("over the runs of this session (green: pass, red: fail); click a point or a row to "
                      "select it, two to compare");
  PlotSeries series;
  series.name = kMetrics[metric];
  for (const RunRecordPtr &r : runs) {
    RunMetrics m = metricsOf(*r);
    series.x.push_back(static_cast<double>(r->serial));
    series.y.push_back(metricValue(m, metric));
    series.pointColours.push_back(verdictColour(m.verdict));
  }
  PlotOptions options;
  options.xLabel = "run";
  options.yLabel = kMetrics[metric];
  options.logY = metric != 1;
  options.integerX = true;
  options.height = 8 * em;
  PlotHover hover = plot("##history-plot", {series}, options);
  if (hover.point >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    uint64_t serial = runs[static_cast<size_t>(hover.point)]->serial;
    auto &compared = ctx.ui.comparedRuns;
    if (std::find(compared.begin(), compared.end(), serial) == compared.end()) {
      compared.push_back(serial);
      if (compared.size() > 2)
        compared.erase(compared.begin());
    }
  }
}

void HistoryPanel::drawTable(PanelContext &ctx, const std::vector<RunRecordPtr> &runs) {
  auto &compared = ctx.ui.comparedRuns;
  ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                          ImGuiTableFlags_ScrollY;
  const float em = ImGui::GetFontSize();
  float height = std::min(ImGui::GetContentRegionAvail().y * 0.5f, em * 1.5f * static_cast<float>(runs.size() + 1) + em);
  if (!ImGui::BeginTable("##history", 11, flags, ImVec2(0, std::max(height, em * 4))))
    return;
  ImGui::TableSetupScrollFreeze(0, 1);
  for (const char *name : {"#", "at", "schedule", "steps", "backend", "mask", "verdict", "rel-L2", "NaN", "ms", "TF/s"})
    ImGui::TableSetupColumn(name);
  ImGui::TableHeadersRow();
  for (size_t i = runs.size(); i-- > 0;) { // newest first
    const RunRecord &r = *runs[i];
    RunMetrics m = metricsOf(r);
    ImGui::PushID(static_cast<int>(r.serial));
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    bool selected = std::find(compared.begin(), compared.end(), r.serial) != compared.end();
    char label[16];
    std::snprintf(label, sizeof label, "%llu", static_cast<unsigned long long>(r.serial));
    if (ImGui::Selectable(label, selected, ImGuiSelectableFlags_SpanAllColumns)) {
      if (selected) {
        compared.erase(std::find(compared.begin(), compared.end(), r.serial));
      } else {
        compared.push_back(r.serial);
        if (compared.size() > 2)
          compared.erase(compared.begin());
      }
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Click to select; two selected runs are compared below");
    ImGui::TableSetColumnIndex(1);
    ImGui::TextDisabled("%s", r.startedAt.c_str());
    ImGui::TableSetColumnIndex(2);
    ImGui::Text("%s", r.scheduleName.c_str());
    ImGui::SameLine();
    ImGui::PushFont(ctx.fonts.mono);
    ImGui::TextDisabled("%s", r.scheduleHash.c_str());
    ImGui::PopFont();
    ImGui::TableSetColumnIndex(3);
    if (r.upTo)
      ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "%zu of %zu", r.stepsCompiled, r.stepCount);
    else
      ImGui::Text("%zu", r.stepCount);
    if (r.upTo && ImGui::IsItemHovered())
      ImGui::SetTooltip("Run up to here: the IR after step %zu", r.stepsCompiled);
    ImGui::TableSetColumnIndex(4);
    ImGui::TextUnformatted(r.options.backend.c_str());
    ImGui::TableSetColumnIndex(5);
    ImGui::TextUnformatted(r.options.maskKind.c_str());
    ImGui::TableSetColumnIndex(6);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(verdictColour(m.verdict)), "%s", m.verdict.c_str());
    ImGui::PushFont(ctx.fonts.mono);
    ImGui::TableSetColumnIndex(7);
    if (!m.oracle.empty())
      ImGui::Text("%.2e", m.relL2);
    ImGui::TableSetColumnIndex(8);
    ImGui::Text("%lld", static_cast<long long>(m.nan));
    ImGui::TableSetColumnIndex(9);
    if (m.medianMs > 0)
      ImGui::Text("%.3f", m.medianMs);
    ImGui::TableSetColumnIndex(10);
    if (m.tflops > 0)
      ImGui::Text("%.3g", m.tflops);
    ImGui::PopFont();
    ImGui::PopID();
  }
  ImGui::EndTable();
}

void HistoryPanel::drawComparison(PanelContext &ctx, const std::vector<RunRecordPtr> &runs) {
  const auto &compared = ctx.ui.comparedRuns;
  if (compared.size() < 2) {
    ImGui::TextDisabled(compared.empty() ? "Select two runs to compare them." : "Select one more run to compare.");
    return;
  }
  const RunRecord *x = findRun(runs, compared[0]), *y = findRun(runs, compared[1]);
  if (x->serial > y->serial)
    std::swap(x, y);
  RunComparison c = compareRuns(*x, *y);
  ImGui::Separator();
  ImGui::Text("Run %llu -> run %llu", static_cast<unsigned long long>(c.before), static_cast<unsigned long long>(c.after));
  ImGui::SameLine();
  if (c.timeRatio > 0)
    ImGui::TextColored(c.timeRatio <= 1 ? ImVec4(0.45f, 0.8f, 0.5f, 1) : ImVec4(0.95f, 0.45f, 0.4f, 1),
                       "time x%.3f (%s)", c.timeRatio, c.timeRatio <= 1 ? "faster" : "slower");
  if (ImGui::BeginTable("##compare", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV)) {
    for (const char *name : {"", "before", "after", "change"})
      ImGui::TableSetupColumn(name);
    ImGui::TableHeadersRow();
    auto row = [&](const char *name, double a, double b, const char *format) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextDisabled("%s", name);
      ImGui::PushFont(ctx.fonts.mono);
      ImGui::TableSetColumnIndex(1);
      ImGui::Text(format, a);
      ImGui::TableSetColumnIndex(2);
      ImGui::Text(format, b);
      ImGui::TableSetColumnIndex(3);
      ImGui::Text("%+.3g", b - a);
      ImGui::PopFont();
    };
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::TextDisabled("verdict");
    ImGui::TableSetColumnIndex(1);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(verdictColour(c.a.verdict)), "%s", c.a.verdict.c_str());
    ImGui::TableSetColumnIndex(2);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(verdictColour(c.b.verdict)), "%s", c.b.verdict.c_str());
    row("median ms", c.a.medianMs, c.b.medianMs, "%.4f");
    row("TFLOP/s", c.a.tflops, c.b.tflops, "%.4g");
    row("rel-L2", c.a.relL2, c.b.relL2, "%.3e");
    row("NaN", static_cast<double>(c.a.nan), static_cast<double>(c.b.nan), "%.0f");
    ImGui::EndTable();
  }
  for (const std::string &change : c.optionChanges)
    ImGui::BulletText("%s", change.c_str());
  if (!c.scopeChange.empty())
    ImGui::BulletText("compiled: %s", c.scopeChange.c_str());
  if (c.sameSchedule) {
    ImGui::TextDisabled("Same schedule (%s).", x->scheduleHash.c_str());
    return;
  }
  ImGui::Text("Schedule diff: +%d -%d ~%d lines", c.linesAdded, c.linesRemoved, c.linesChanged);
  ImGui::PushFont(ctx.fonts.mono);
  for (std::string_view line : diff::splitLines(c.scheduleDiff)) {
    ImVec4 colour = ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    if (!line.empty() && line[0] == '+' && line.substr(0, 3) != "+++")
      colour = ImVec4(0.45f, 0.8f, 0.5f, 1);
    else if (!line.empty() && line[0] == '-' && line.substr(0, 3) != "---")
      colour = ImVec4(0.92f, 0.42f, 0.4f, 1);
    else if (line.substr(0, 2) == "@@")
      colour = ImVec4(0.55f, 0.72f, 0.85f, 1);
    ImGui::TextColored(colour, "%.*s", static_cast<int>(line.size()), line.data());
  }
  ImGui::PopFont();
}

} // namespace lantern::gui
