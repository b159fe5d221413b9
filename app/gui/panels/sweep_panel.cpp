// Sweep panel: results of a sweep as a plot and a sortable table; a one-field sweep of the schedule
// being edited, run by lantern-cli in a child process.
#include "panels/sweep_panel.h"

#include "schedule/catalog.h"
#include "sweep/tuning.h"
#include "widgets/plot.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace lantern::gui {

namespace {

const char *kMetricNames[] = {"TF/s", "median time (ms)", "rel-L2 error"};
const char *kShapeAxis = "shape (seq)";
const char *kPointAxis = "point";

double metricOf(const nlohmann::json &line, int metric) {
  switch (metric) {
  case 0:
    return line.contains("tflops") && line["tflops"].is_number() ? line["tflops"].get<double>() : std::nan("");
  case 1:
    return line.contains("time_ms") && line["time_ms"].is_object() ? line["time_ms"].value("median", std::nan(""))
                                                                   : std::nan("");
  default: {
    if (!line.contains("error") || !line["error"].is_object())
      return std::nan("");
    const nlohmann::json &e = line["error"];
    return e.contains("rel_l2") && e["rel_l2"].is_number() ? e["rel_l2"].get<double>() : std::nan("");
  }
  }
}

bool plotted(const nlohmann::json &line) {
  std::string s = line.value("status", std::string());
  return s == "pass" || s == "fail";
}

ImU32 statusColour(const std::string &status) {
  if (status == "pass")
    return colors::pass();
  if (status == "fail")
    return colors::fail();
  return colors::muted();
}

// A series colour per index: distinct hues, none of them the pass/fail markers' red.
ImU32 seriesColour(int i) {
  static const ImU32 palette[] = {IM_COL32(110, 170, 235, 255), IM_COL32(235, 180, 90, 255),
                                  IM_COL32(170, 130, 230, 255), IM_COL32(90, 200, 190, 255),
                                  IM_COL32(220, 140, 190, 255), IM_COL32(180, 200, 110, 255)};
  return palette[static_cast<size_t>(i) % IM_ARRAYSIZE(palette)];
}

std::string compact(const nlohmann::json &v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

std::string reasonOf(const nlohmann::json &line) {
  if (line.contains("refused_step")) {
    const auto &r = line["refused_step"];
    return "step " + std::to_string(r.value("step", 0)) + " (" + r.value("kind", std::string()) +
           ") refused: " + r.value("message", std::string());
  }
  if (line.contains("failed_stage"))
    return line.value("failed_stage", std::string()) + ": " + line.value("message", std::string());
  return line.value("reason", std::string());
}

} // namespace

void buildSweepPlot(const std::vector<nlohmann::json> &lines, SweepPlotModel &model) {
  std::vector<std::string> params;
  for (const auto &line : lines) {
    if (!line.contains("params") || !line["params"].is_object())
      continue;
    for (auto it = line["params"].begin(); it != line["params"].end(); ++it)
      if (std::find(params.begin(), params.end(), it.key()) == params.end())
        params.push_back(it.key());
  }
  model.xChoices = params;
  model.xChoices.push_back(kShapeAxis);
  model.xChoices.push_back(kPointAxis);
  if (model.x < 0 || model.x >= static_cast<int>(model.xChoices.size()))
    model.x = 0;
  if (model.metric < 0 || model.metric > 2)
    model.metric = 0;
  const std::string axis = model.xChoices[static_cast<size_t>(model.x)];
  model.xLabel = axis;
  model.points.clear();
  model.seriesNames.clear();
  model.notPlotted = 0;
  model.logX = false;

  // A list-valued axis ([1,16,0,0], [1,32,0,0]) plots the one element that differs between values.
  int differing = -1;
  std::vector<nlohmann::json> distinct;
  std::map<std::string, double> textIndex; // other values, by first appearance
  bool isParam = std::find(params.begin(), params.end(), axis) != params.end();
  if (isParam) {
    for (const auto &line : lines)
      if (line["params"].contains(axis) &&
          std::find(distinct.begin(), distinct.end(), line["params"][axis]) == distinct.end())
        distinct.push_back(line["params"][axis]);
    bool lists = !distinct.empty() && std::all_of(distinct.begin(), distinct.end(), [&](const nlohmann::json &v) {
      return v.is_array() && v.size() == distinct[0].size();
    });
    if (lists) {
      std::vector<int> positions;
      for (size_t i = 0; i < distinct[0].size(); ++i)
        for (const auto &v : distinct)
          if (v[i] != distinct[0][i] && v[i].is_number()) {
            positions.push_back(static_cast<int>(i));
            break;
          }
      if (positions.size() == 1) {
        differing = positions[0];
        model.xLabel = axis + "[" + std::to_string(differing) + "]";
      }
    }
  }
  auto xOf = [&](const nlohmann::json &line, size_t index) -> double {
    if (axis == kPointAxis)
      return static_cast<double>(line.value("index", index));
    if (axis == kShapeAxis)
      return line.contains("shape") && line["shape"].is_object() ? line["shape"].value("seq", 0.0) : std::nan("");
    const nlohmann::json &v = line["params"].contains(axis) ? line["params"][axis] : nlohmann::json();
    if (differing >= 0 && v.is_array())
      return v[static_cast<size_t>(differing)].get<double>();
    if (v.is_number())
      return v.get<double>();
    if (v.is_boolean())
      return v.get<bool>() ? 1 : 0;
    auto [it, inserted] = textIndex.try_emplace(compact(v), static_cast<double>(textIndex.size()));
    return it->second;
  };
  model.integerX = true;
  // The parts that tell series apart: those that are the same on every line are left out.
  std::vector<std::string> partNames = {"graph", "backend"};
  for (const std::string &p : params)
    if (p != axis)
      partNames.push_back(p);
  auto partOf = [&](const nlohmann::json &line, const std::string &part) {
    if (part == "graph" || part == "backend")
      return line.value(part, std::string());
    return part + "=" + (line["params"].contains(part) ? compact(line["params"][part]) : std::string("-"));
  };
  std::vector<std::string> varying;
  for (const std::string &part : partNames) {
    if (axis == kShapeAxis && part == "graph")
      continue;
    std::set<std::string> seen;
    for (const auto &line : lines)
      seen.insert(partOf(line, part));
    if (seen.size() > 1)
      varying.push_back(part);
  }
  std::map<std::string, int> seriesOf;
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto &line = lines[i];
    // The series: everything that is not the x axis (the graph, the backend, the other params).
    std::string name;
    for (const std::string &part : varying)
      name += (name.empty() ? "" : ", ") + partOf(line, part);
    if (name.empty() || axis == kPointAxis)
      name = axis == kPointAxis ? "points" : line.value("backend", std::string());
    auto [it, inserted] = seriesOf.try_emplace(name, static_cast<int>(model.seriesNames.size()));
    if (inserted)
      model.seriesNames.push_back(name);
    if (!plotted(line)) {
      ++model.notPlotted;
      continue;
    }
    double x = xOf(line, i), y = metricOf(line, model.metric);
    if (std::isnan(x))
      continue;
    model.integerX = model.integerX && std::floor(x) == x;
    model.points.push_back({i, x, y, it->second});
  }
  // Powers of two over a wide range (tile sizes, sequence lengths) read better on a log axis.
  double lo = INFINITY, hi = 0;
  for (const auto &p : model.points) {
    lo = std::min(lo, p.x);
    hi = std::max(hi, p.x);
  }
  model.logX = lo > 0 && hi / lo >= 8;
}

void SweepPanel::draw(PanelContext &ctx, SweepJob &job, const std::string &stateDir) {
  const float em = ImGui::GetFontSize();
  ImGui::SetNextItemWidth(24 * em);
  ImGui::InputTextWithHint("##results-path", "results file (.jsonl) from lantern-cli sweep", pathBuffer,
                           sizeof pathBuffer);
  ImGui::SameLine();
  ImGui::BeginDisabled(job.running() || pathBuffer[0] == 0);
  if (ImGui::Button("Open results")) {
    std::string error;
    lastMessage = job.open(pathBuffer, error) ? "" : error;
  }
  ImGui::EndDisabled();
  drawRunControls(ctx, job, stateDir);
  if (!job.status().empty())
    ImGui::TextWrapped("%s", job.status().c_str());
  if (!lastMessage.empty())
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors::fail()), "%s", lastMessage.c_str());
  if (job.lines().empty()) {
    ImGui::TextDisabled("No results yet. Open a results file, or sweep one field of a step of this schedule: "
                        "every value is applied, compiled, run and checked in a separate lantern-cli process.");
    return;
  }
  if (builtFor != job.version()) {
    buildSweepPlot(job.lines(), model);
    builtFor = job.version();
    order.clear();
  }
  drawPlot(ctx, job);
  drawTable(ctx, job);
}

void SweepPanel::drawRunControls(PanelContext &ctx, SweepJob &job, const std::string &stateDir) {
  const float em = ImGui::GetFontSize();
  const auto &steps = ctx.state.steps;
  if (stepChoice >= static_cast<int>(steps.size()))
    stepChoice = -1;
  std::string stepLabel = stepChoice < 0 ? "step..." : std::to_string(stepChoice + 1) + " " + steps[stepChoice].step.kind;
  ImGui::TextUnformatted("Sweep");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(14 * em);
  if (ImGui::BeginCombo("##sweep-step", stepLabel.c_str())) {
    for (size_t i = 0; i < steps.size(); ++i) {
      std::string label = std::to_string(i + 1) + " " + steps[i].step.kind + " " + targetOf(steps[i].step);
      ImGui::PushID(static_cast<int>(steps[i].step.id));
      if (ImGui::Selectable(label.c_str(), stepChoice == static_cast<int>(i))) {
        stepChoice = static_cast<int>(i);
        fieldChoice = 0;
      }
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
  std::vector<std::string> fields{"enabled"};
  if (stepChoice >= 0)
    if (const schedule::StepKind *kind = schedule::findKind(steps[stepChoice].step.kind))
      for (const auto &p : kind->params)
        fields.insert(fields.begin() + static_cast<long>(fields.size() - 1), p.name);
  if (fieldChoice >= static_cast<int>(fields.size()))
    fieldChoice = 0;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(10 * em);
  if (ImGui::BeginCombo("##sweep-field", fields[static_cast<size_t>(fieldChoice)].c_str())) {
    for (size_t i = 0; i < fields.size(); ++i)
      if (ImGui::Selectable(fields[i].c_str(), fieldChoice == static_cast<int>(i)))
        fieldChoice = static_cast<int>(i);
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::TextUnformatted("over");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(16 * em);
  ImGui::InputText("##sweep-values", valuesBuffer, sizeof valuesBuffer);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("A JSON list of values for the field, e.g. [[0, 16], [0, 32], [0, 64]] or [true, false]");
  ImGui::SameLine();
  if (job.running()) {
    if (ImGui::Button("Stop"))
      job.stop();
    return;
  }
  ImGui::BeginDisabled(stepChoice < 0 || !ctx.state.graph);
  if (ImGui::Button("Run sweep")) {
    nlohmann::json values = nlohmann::json::parse(valuesBuffer, nullptr, false);
    SweepRequest request;
    request.graphPath = ctx.state.graph ? ctx.state.graph->path : "";
    request.scheduleText = editedScheduleText(ctx.state);
    request.step = static_cast<size_t>(stepChoice + 1);
    request.field = fields[static_cast<size_t>(fieldChoice)];
    request.values = values.is_discarded() ? nlohmann::json() : values;
    request.backend = ctx.ui.runOptions.backend;
    request.maskKind = ctx.ui.runOptions.maskKind;
    request.repeats = std::max(1, std::min(ctx.ui.runOptions.repeats, 5));
    std::string error;
    lastMessage = job.start(request, SweepJob::defaultCli(), stateDir, error) ? "" : error;
    builtFor = ~uint64_t(0);
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("Runs lantern-cli sweep on the open graph with the %s backend and the Run panel's mask "
                      "kind: one point per value", ctx.ui.runOptions.backend.c_str());
}

void SweepPanel::drawPlot(PanelContext &, const SweepJob &job) {
  const float em = ImGui::GetFontSize();
  const auto &lines = job.lines();
  ImGui::SetNextItemWidth(10 * em);
  std::vector<const char *> xs;
  for (const std::string &x : model.xChoices)
    xs.push_back(x.c_str());
  if (ImGui::Combo("x##sweep-x", &model.x, xs.data(), static_cast<int>(xs.size())))
    builtFor = ~uint64_t(0);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(10 * em);
  if (ImGui::Combo("y##sweep-metric", &model.metric, kMetricNames, IM_ARRAYSIZE(kMetricNames)))
    builtFor = ~uint64_t(0);
  ImGui::SameLine();
  std::map<std::string, size_t> counts;
  for (const auto &l : lines)
    ++counts[l.value("status", std::string("?"))];
  std::string summary;
  for (const auto &[status, n] : counts)
    summary += (summary.empty() ? "" : ", ") + std::to_string(n) + " " + status;
  ImGui::TextDisabled("%zu points: %s%s", lines.size(), summary.c_str(),
                      model.notPlotted ? "; refused and failed points are in the table with their reason" : "");

  std::vector<PlotSeries> series(model.seriesNames.size());
  for (size_t i = 0; i < series.size(); ++i) {
    series[i].name = model.seriesNames[i];
    series[i].colour = seriesColour(static_cast<int>(i));
  }
  std::vector<std::vector<size_t>> lineOf(series.size());
  for (const auto &p : model.points) {
    PlotSeries &s = series[static_cast<size_t>(p.series)];
    s.x.push_back(p.x);
    s.y.push_back(p.y);
    s.pointColours.push_back(lines[p.line].value("status", std::string()) == "fail" ? colors::fail() : 0);
    lineOf[static_cast<size_t>(p.series)].push_back(p.line);
  }
  // Points sorted along x, so the lines join neighbours.
  for (size_t i = 0; i < series.size(); ++i) {
    std::vector<size_t> idx(series[i].x.size());
    for (size_t k = 0; k < idx.size(); ++k)
      idx[k] = k;
    std::sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return series[i].x[a] < series[i].x[b]; });
    PlotSeries sorted = series[i];
    std::vector<size_t> sortedLines;
    for (size_t k = 0; k < idx.size(); ++k) {
      sorted.x[k] = series[i].x[idx[k]];
      sorted.y[k] = series[i].y[idx[k]];
      sorted.pointColours[k] = series[i].pointColours[idx[k]];
      sortedLines.push_back(lineOf[i][idx[k]]);
    }
    series[i] = std::move(sorted);
    lineOf[i] = std::move(sortedLines);
  }
  series.erase(std::remove_if(series.begin(), series.end(), [](const PlotSeries &s) { return s.x.empty(); }),
               series.end());
  PlotOptions options;
  options.xLabel = model.xLabel;
  options.yLabel = kMetricNames[model.metric];
  options.logX = model.logX;
  options.logY = model.metric != 0;
  options.integerX = model.integerX;
  options.height = 9 * em;
  PlotHover hover = plot("##sweep-plot", series, options);
  (void)hover;
}

void SweepPanel::drawTable(PanelContext &ctx, const SweepJob &job) {
  const auto &lines = job.lines();
  std::vector<std::string> params;
  for (const std::string &x : model.xChoices)
    if (x != kShapeAxis && x != kPointAxis)
      params.push_back(x);
  const int fixed = 3, columns = fixed + static_cast<int>(params.size()) + 5;
  ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                          ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX | ImGuiTableFlags_Sortable |
                          ImGuiTableFlags_Resizable;
  if (!ImGui::BeginTable("##sweep-table", columns, flags))
    return;
  ImGui::TableSetupScrollFreeze(1, 1);
  ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_DefaultSort);
  ImGui::TableSetupColumn("graph");
  ImGui::TableSetupColumn("backend");
  for (const std::string &p : params)
    ImGui::TableSetupColumn(p.c_str());
  for (const char *name : {"status", "TF/s", "median ms", "rel-L2", "reason"})
    ImGui::TableSetupColumn(name);
  ImGui::TableHeadersRow();
  if (ImGuiTableSortSpecs *specs = ImGui::TableGetSortSpecs(); specs && (specs->SpecsDirty || order.size() != lines.size())) {
    if (specs->SpecsCount > 0) {
      sortColumn = specs->Specs[0].ColumnIndex;
      sortAscending = specs->Specs[0].SortDirection != ImGuiSortDirection_Descending;
    }
    specs->SpecsDirty = false;
    order.resize(lines.size());
    for (size_t i = 0; i < order.size(); ++i)
      order[i] = i;
    int column = sortColumn;
    auto key = [&](const nlohmann::json &l) -> nlohmann::json {
      if (column == 0)
        return l.value("index", 0);
      if (column == 1)
        return l.value("graph", std::string());
      if (column == 2)
        return l.value("backend", std::string());
      int c = column - fixed;
      if (c < static_cast<int>(params.size()))
        return l["params"].contains(params[static_cast<size_t>(c)]) ? l["params"][params[static_cast<size_t>(c)]] : nullptr;
      c -= static_cast<int>(params.size());
      double v = c == 1 ? metricOf(l, 0) : c == 2 ? metricOf(l, 1) : c == 3 ? metricOf(l, 2) : 0;
      if (c == 0)
        return l.value("status", std::string());
      if (c == 4)
        return reasonOf(l);
      return std::isnan(v) ? -1.0 : v;
    };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      nlohmann::json ka = key(lines[a]), kb = key(lines[b]);
      return sortAscending ? ka < kb : kb < ka;
    });
  }
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(order.size()));
  while (clipper.Step())
    for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
      size_t i = order[static_cast<size_t>(row)];
      const nlohmann::json &l = lines[i];
      ImGui::PushID(static_cast<int>(i));
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      std::string label = std::to_string(l.value("index", 0));
      ImGui::Selectable(label.c_str(), false, ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowDoubleClick);
      if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
        std::string error;
        if (!loadPoint(ctx, job, i, error))
          lastMessage = error;
      }
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s\nDouble-click: load this point's schedule into the editor", l.value("id", std::string()).c_str());
      ImGui::TableSetColumnIndex(1);
      ImGui::TextUnformatted(l.value("graph", std::string()).c_str());
      ImGui::TableSetColumnIndex(2);
      ImGui::TextUnformatted(l.value("backend", std::string()).c_str());
      ImGui::PushFont(ctx.fonts.mono);
      for (size_t p = 0; p < params.size(); ++p) {
        ImGui::TableSetColumnIndex(fixed + static_cast<int>(p));
        if (l["params"].contains(params[p]))
          ImGui::TextUnformatted(compact(l["params"][params[p]]).c_str());
      }
      int c = fixed + static_cast<int>(params.size());
      std::string status = l.value("status", std::string());
      ImGui::TableSetColumnIndex(c);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(statusColour(status)), "%s", status.c_str());
      ImGui::TableSetColumnIndex(c + 1);
      if (double v = metricOf(l, 0); !std::isnan(v))
        ImGui::Text("%.4g", v);
      ImGui::TableSetColumnIndex(c + 2);
      if (double v = metricOf(l, 1); !std::isnan(v))
        ImGui::Text("%.4f", v);
      ImGui::TableSetColumnIndex(c + 3);
      if (double v = metricOf(l, 2); !std::isnan(v))
        ImGui::Text("%.2e", v);
      ImGui::PopFont();
      ImGui::TableSetColumnIndex(c + 4);
      std::string reason = reasonOf(l);
      if (status == "refused" || status == "failed")
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colors::fail()), "%s", reason.c_str());
      else
        ImGui::TextDisabled("%s", reason.c_str());
      ImGui::PopID();
    }
  ImGui::EndTable();
}

bool SweepPanel::loadPoint(PanelContext &ctx, const SweepJob &job, size_t index, std::string &error) {
  if (index >= job.lines().size()) {
    error = "the results have " + std::to_string(job.lines().size()) + " points";
    return false;
  }
  const nlohmann::json &line = job.lines()[index];
  auto s = sweep::scheduleOfResult(line, error);
  if (!s)
    return false;
  std::string origin = "sweep point " + std::to_string(line.value("index", 0)) + " (" + line.value("id", std::string()) + ")";
  ctx.watch("load " + origin, ctx.workbench.replaceSchedule(schedule::toJsonText(*s), origin));
  lastMessage.clear();
  return true;
}

} // namespace lantern::gui
