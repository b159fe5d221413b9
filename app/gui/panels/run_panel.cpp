// Run panel: options, progress and the report of run::runAndCheck.
#include "panels/run_panel.h"

#include "backend/cpu/cpu_backend.h"

#include <imgui.h>

#include <algorithm>
#include <cstdarg>
#include <iterator>
#include <cmath>

namespace lantern::gui {

namespace {

constexpr int kMaxColumns = 256;
constexpr int kMaxLines = 48;
const char *kMaskKinds[] = {"none", "causal", "padding", "random"};

const char *spinner() {
  static const char *frames[] = {"|", "/", "-", "\\"};
  return frames[static_cast<int>(ImGui::GetTime() * 8) % 4];
}

// Blue (far below the tolerance) through green and yellow (at it) to red (far above). The error is
// absolute and the tolerance relative; attention outputs are of order one, so they compare directly.
ImU32 errorColour(float error, double tolerance) {
  if (std::isnan(error))
    return IM_COL32(235, 60, 220, 255);
  if (error < 0)
    return IM_COL32(50, 52, 58, 255);
  struct Stop {
    double at;
    double r, g, b;
  };
  static const Stop stops[] = {{0.0, 35, 60, 150}, {0.33, 40, 150, 120}, {0.66, 230, 200, 60}, {1.0, 235, 60, 50}};
  double scale = tolerance > 0 ? tolerance : 1e-5;
  // 0 at 10^-4 of the tolerance, 2/3 at the tolerance, 1 at 100 times it.
  double t = std::clamp((std::log10(std::max(static_cast<double>(error), 1e-30) / scale) + 4.0) / 6.0, 0.0, 1.0);
  size_t i = 0;
  while (i + 2 < std::size(stops) && t > stops[i + 1].at)
    ++i;
  double f = (t - stops[i].at) / (stops[i + 1].at - stops[i].at);
  auto mix = [f](double a, double b) { return static_cast<int>(a + (b - a) * f); };
  return IM_COL32(mix(stops[i].r, stops[i + 1].r), mix(stops[i].g, stops[i + 1].g), mix(stops[i].b, stops[i + 1].b), 255);
}

// A metric in scientific notation, or "NaN".
void metric(double value, ImU32 colour = 0) {
  char text[32];
  if (std::isnan(value))
    std::snprintf(text, sizeof text, "NaN");
  else
    std::snprintf(text, sizeof text, "%.3e", value);
  if (colour)
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s", text);
  else
    ImGui::TextUnformatted(text);
}

void row(const char *name, const char *format, ...) IM_FMTARGS(2);
void row(const char *name, const char *format, ...) {
  ImGui::TableNextRow();
  ImGui::TableSetColumnIndex(0);
  ImGui::TextDisabled("%s", name);
  ImGui::TableSetColumnIndex(1);
  va_list args;
  va_start(args, format);
  ImGui::TextV(format, args);
  va_end(args);
}

} // namespace

// How `now` differs from the options `then` was run with; "" when it does not.
std::string optionsChange(const run::RunOptions &now, const run::RunOptions &then) {
  std::string changed;
  auto add = [&](bool differs, const char *name) {
    if (differs)
      changed += (changed.empty() ? "" : ", ") + std::string(name);
  };
  add(now.backend != then.backend, "backend");
  add(now.maskKind != then.maskKind, "mask");
  add(now.seed != then.seed, "seed");
  add(now.repeats != then.repeats, "repeats");
  add(now.warmups != then.warmups, "warm-ups");
  add(now.threads != then.threads, "threads");
  add(now.cpu != then.cpu, "cpu");
  add(now.checkRows != then.checkRows, "check rows");
  add(now.graphOracle != then.graphOracle, "graph oracle");
  return changed.empty() ? "" : "the run options changed since this run (" + changed + ")";
}

void RunPanel::followScheduleTarget(PanelContext &ctx) {
  const std::string &target = ctx.state.scheduleTarget;
  if (target == targetFollowed)
    return;
  targetFollowed = target;
  for (const BackendView &backend : ctx.state.backends)
    if (backend.name == target && backend.available)
      ctx.ui.runOptions.backend = target;
}

void RunPanel::draw(PanelContext &ctx) {
  const RunView &run = ctx.state.run;
  run::RunOptions &options = ctx.ui.runOptions;
  if (run.record && run.record != optionsFrom) {
    optionsFrom = run.record;
    options = run.record->options;
  }
  followScheduleTarget(ctx);
  ctx.ui.runOptionsChanged = run.record ? optionsChange(options, run.record->options) : "";
  drawOptions(ctx);
  if (!run.error.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(0.95f, 0.45f, 0.4f, 1), "Run refused: %s", run.error.c_str());
    ImGui::PopTextWrapPos();
  }
  if (run.running)
    drawProgress(run);
  ImGui::Separator();
  if (ImGui::BeginChild("##report")) {
    if (run.report && !run.running) {
      std::string stale = !run.stale.empty() ? run.stale : ctx.ui.runOptionsChanged;
      if (!stale.empty())
        ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "Stale: %s. Run again to check what is open now.",
                           stale.c_str());
      if (run.record)
        drawScope(ctx, *run.record);
      ImGui::PushStyleVar(ImGuiStyleVar_Alpha, stale.empty() ? 1.0f : 0.45f);
      drawReport(ctx, run.report, run.record.get());
      ImGui::PopStyleVar();
    } else if (!run.running)
      ImGui::TextDisabled("Run compiles the IR after the last step, runs it on seeded inputs and checks it "
                          "against PyTorch semantics and the unscheduled graph.");
  }
  ImGui::EndChild();
}

void RunPanel::drawScope(PanelContext &ctx, const RunRecord &record) {
  ImGui::TextDisabled("Run %llu at %s: schedule '%s' (%s), ", static_cast<unsigned long long>(record.serial),
                      record.startedAt.c_str(), record.scheduleName.c_str(), record.scheduleHash.c_str());
  ImGui::SameLine(0, 0);
  if (record.upTo)
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "the IR after step %zu of %zu (Run up to here)",
                       record.stepsCompiled, record.stepCount);
  else
    ImGui::TextDisabled("%s compiled", record.scope().c_str());
  (void)ctx;
}

void RunPanel::drawOptions(PanelContext &ctx) {
  const WorkbenchState &state = ctx.state;
  run::RunOptions &options = ctx.ui.runOptions;
  const float em = ImGui::GetFontSize();
  ImGui::SetNextItemWidth(10 * em);
  if (ImGui::BeginCombo("backend", options.backend.c_str())) {
    for (const BackendView &backend : state.backends) {
      ImGui::BeginDisabled(!backend.available);
      if (ImGui::Selectable(backend.name.c_str(), backend.name == options.backend))
        options.backend = backend.name;
      ImGui::EndDisabled();
      if (!backend.available && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("not available: %s", backend.reason.c_str());
      if (!backend.available) {
        ImGui::SameLine();
        ImGui::TextDisabled("(%s)", backend.reason.c_str());
      }
    }
    ImGui::EndCombo();
  }
  if (!state.scheduleTarget.empty() && state.scheduleTarget != options.backend && ImGui::IsItemHovered())
    ImGui::SetTooltip("The schedule targets %s", state.scheduleTarget.c_str());
  ImGui::SameLine();
  ImGui::SetNextItemWidth(7 * em);
  if (ImGui::BeginCombo("mask", options.maskKind.c_str())) {
    for (const char *kind : kMaskKinds)
      if (ImGui::Selectable(kind, options.maskKind == kind))
        options.maskKind = kind;
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("How the graph's mask argument is filled (graphs without one ignore it)");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(6 * em);
  ImGui::InputScalar("seed", ImGuiDataType_U64, &options.seed);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(6 * em);
  if (ImGui::InputInt("repeats", &options.repeats))
    options.repeats = std::clamp(options.repeats, 1, 1000);
  ImGui::SetNextItemWidth(8 * em);
  ImGui::InputScalar("check rows", ImGuiDataType_S64, &options.checkRows);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("0: compare every row; n > 0: a seeded sample of n rows (for big shapes)");
  options.checkRows = std::max<int64_t>(options.checkRows, 0);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(3 * em);
  if (ImGui::InputInt("warm-ups", &options.warmups, 0))
    options.warmups = std::clamp(options.warmups, 1, 100);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Untimed runs before the timed ones");
  if (options.backend == "cpu") {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(3 * em);
    if (ImGui::InputInt("threads", &options.threads, 0))
      options.threads = std::clamp(options.threads, 0, 4096);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("The CPUs the kernel's parallel loops run on (0: all of this process's)");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(7 * em);
    if (ImGui::BeginCombo("cpu", options.cpu.c_str())) {
      for (const std::string &target : backend::cpuTargets())
        if (ImGui::Selectable(target.c_str(), options.cpu == target))
          options.cpu = target;
      ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("The vector instructions the kernel is compiled for: the host's (native), or x86-64-v3 "
                        "(avx2) / -v4 (avx512) where the host has them");
  }
  ImGui::SameLine();
  ImGui::Checkbox("graph oracle", &options.graphOracle);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Also compile and run the unscheduled graph, to tell schedule bugs from graph differences");
  ImGui::SameLine();
  bool canRun = state.graph && !state.run.running;
  ImGui::BeginDisabled(!canRun);
  if (ImGui::Button("Run"))
    ctx.watch("run", ctx.workbench.run(options));
  ImGui::EndDisabled();
  if (state.run.running) {
    ImGui::SameLine();
    if (ImGui::Button("Cancel"))
      ctx.workbench.cancel();
  }
  if (!state.scheduleTarget.empty() && state.scheduleTarget != options.backend) {
    std::string reason;
    for (const BackendView &backend : state.backends)
      if (backend.name == state.scheduleTarget && !backend.available)
        reason = " (not available here: " + backend.reason + ")";
    ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "The schedule targets %s%s; this run uses %s.",
                       state.scheduleTarget.c_str(), reason.c_str(), options.backend.c_str());
  }
  if (!state.graph)
    ImGui::TextDisabled("Open a graph to run it.");
  else if (state.applying)
    ImGui::TextDisabled("The schedule is being applied; a run starts once it is done.");
}

void RunPanel::drawProgress(const RunView &run) {
  int stage = static_cast<int>(run.stage);
  int last = static_cast<int>(run::Stage::Done);
  ImGui::TextColored(ImVec4(0.94f, 0.75f, 0.3f, 1), "%s %s", spinner(), run::toString(run.stage));
  ImGui::SameLine();
  ImGui::TextDisabled("%s", run.message.c_str());
  ImGui::ProgressBar(static_cast<float>(stage) / static_cast<float>(last), ImVec2(-1, 0), "");
}

void RunPanel::drawReport(PanelContext &ctx, const std::shared_ptr<const run::RunReport> &shared,
                          const RunRecord *record) {
  const run::RunReport &report = *shared;
  ImGui::PushFont(ctx.fonts.bold);
  std::string verdict = report.pass ? "PASS" : "FAIL";
  if (record && record->upTo)
    verdict += " (up to step " + std::to_string(record->stepsCompiled) + " of " + std::to_string(record->stepCount) + ")";
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(report.pass ? colors::pass() : colors::fail()), "%s",
                     verdict.c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::TextWrapped("%s", report.verdictReason.c_str());
  if (!report.ok) {
    ImGui::TextColored(ImVec4(0.95f, 0.45f, 0.4f, 1), "stopped at: %s", run::toString(report.failedStage));
    for (const Diagnostic &d : report.diagnostics) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(d.format().c_str());
      ImGui::PopTextWrapPos();
    }
  }
  if (ImGui::BeginTable("##run-facts", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 8);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    std::string shape;
    for (int64_t d : report.outputShape)
      shape += (shape.empty() ? "" : "x") + std::to_string(d);
    std::string cpu = report.threads > 0 ? ", " + std::to_string(report.threads) +
                                               (report.threads == 1 ? " thread, " : " threads, ") + report.cpu
                                         : "";
    row("run", "%s%s, mask %s, seed %llu", report.backend.c_str(), cpu.c_str(), report.maskKind.c_str(),
        static_cast<unsigned long long>(report.seed));
    // A run that stopped before its result was compared has no tolerance (nor, before it ran, an output).
    if (shape.empty())
      row("output", "none: the run stopped before it produced one");
    else if (report.tolerance > 0)
      row("output", "%s %s, tolerance rel-L2 %.0e", shape.c_str(), report.outputDType.c_str(), report.tolerance);
    else
      row("output", "%s %s, not compared", shape.c_str(), report.outputDType.c_str());
    if (report.medianMs > 0)
      row("time", "median %.3f ms of %zu after %d warm-up%s, %.3f TFLOP/s", report.medianMs,
          report.milliseconds.size(), report.warmups, report.warmups == 1 ? "" : "s", report.tflops);
    if (report.stageTimes.totalMs > 0)
      row("stages (ms)", "%s", report.stageTimes.summary().c_str());
    if (record && record->wallMs > 0)
      row("wall", "%.2f s from Run to this result", record->wallMs / 1000.0);
    row("NaN / Inf", "%lld / %lld", static_cast<long long>(report.nanInf.nanCount),
        static_cast<long long>(report.nanInf.infCount));
    if (!report.nanInf.firstPositions.empty()) {
      std::string positions;
      for (const auto &p : report.nanInf.firstPositions)
        positions += (positions.empty() ? "" : " ") + ("(" + std::to_string(p[0]) + "," + std::to_string(p[1]) + "," +
                                                       std::to_string(p[2]) + "," + std::to_string(p[3]) + ")");
      row("first at", "%s  (batch, head, row, column)", positions.c_str());
    }
    ImGui::EndTable();
  }
  const run::OracleComparison *mapped = nullptr;
  if (!report.oracles.empty() &&
      ImGui::BeginTable("##oracles", 6, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("oracle");
    ImGui::TableSetupColumn("max abs");
    ImGui::TableSetupColumn("max rel");
    ImGui::TableSetupColumn("rel L2");
    ImGui::TableSetupColumn("ref NaN/Inf");
    ImGui::TableSetupColumn("rows");
    ImGui::TableHeadersRow();
    for (const run::OracleComparison &o : report.oracles) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImGui::TextUnformatted(o.oracle.c_str());
      if (!o.available) {
        ImGui::TableSetColumnIndex(1);
        ImGui::TextDisabled("not available: %s", o.reason.c_str());
        continue;
      }
      if (!mapped)
        mapped = &o;
      ImGui::PushFont(ctx.fonts.mono);
      ImGui::TableSetColumnIndex(1);
      metric(o.maxAbs);
      ImGui::TableSetColumnIndex(2);
      metric(o.maxRel);
      ImGui::TableSetColumnIndex(3);
      metric(o.relL2, o.relL2 <= report.tolerance ? colors::pass() : colors::fail());
      ImGui::TableSetColumnIndex(4);
      ImGui::Text("%lld", static_cast<long long>(o.referenceNan));
      ImGui::TableSetColumnIndex(5);
      ImGui::Text("%zu", o.rowsEvaluated.size());
      ImGui::PopFont();
    }
    ImGui::EndTable();
  }
  if (mapped)
    drawHeatMap(shared, *mapped);
}

void RunPanel::binHeatMap(const run::RunReport &report, const run::OracleComparison &oracle) {
  const auto &shape = report.outputShape;
  rowsPerLine = shape.size() >= 2 ? shape[shape.size() - 2] : 1;
  int64_t totalRows = 1;
  for (size_t i = 0; i + 1 < shape.size(); ++i)
    totalRows *= shape[i];
  rowsPerLine = std::max<int64_t>(rowsPerLine, 1);
  linesTotal = std::max<int64_t>(totalRows / rowsPerLine, 1);
  binColumns = static_cast<int>(std::min<int64_t>(rowsPerLine, kMaxColumns));
  binLines = static_cast<int>(std::min<int64_t>(linesTotal, kMaxLines));
  bins.assign(static_cast<size_t>(binColumns) * static_cast<size_t>(binLines), -1.0f);
  for (size_t i = 0; i < oracle.rowsEvaluated.size() && i < oracle.rowError.size(); ++i) {
    int64_t flat = oracle.rowsEvaluated[i];
    int64_t line = flat / rowsPerLine, column = flat % rowsPerLine;
    size_t cell = static_cast<size_t>(line * binLines / linesTotal) * static_cast<size_t>(binColumns) +
                  static_cast<size_t>(column * binColumns / rowsPerLine);
    if (cell >= bins.size())
      continue;
    float error = static_cast<float>(oracle.rowError[i]);
    float &bin = bins[cell];
    if (std::isnan(error) || std::isnan(bin))
      bin = std::nanf("");
    else
      bin = std::max(bin, error);
  }
}

void RunPanel::drawLegend(double tolerance) {
  ImDrawList *drawList = ImGui::GetWindowDrawList();
  const float em = ImGui::GetFontSize();
  auto swatch = [&](ImU32 colour, const char *label) {
    ImVec2 pos = ImGui::GetCursorScreenPos();
    drawList->AddRectFilled(ImVec2(pos.x, pos.y + em * 0.2f), ImVec2(pos.x + em, pos.y + em), colour, 2);
    ImGui::Dummy(ImVec2(em, em));
    ImGui::SameLine();
    ImGui::TextDisabled("%s", label);
    ImGui::SameLine(0, em);
  };
  char at[48];
  std::snprintf(at, sizeof at, "at the tolerance (%.0e)", tolerance);
  swatch(errorColour(static_cast<float>(tolerance * 1e-4), tolerance), "10^4 below");
  swatch(errorColour(static_cast<float>(tolerance * 1e-2), tolerance), "100x below");
  swatch(errorColour(static_cast<float>(tolerance), tolerance), at);
  swatch(errorColour(static_cast<float>(tolerance * 100), tolerance), "100x above");
  swatch(errorColour(std::nanf(""), tolerance), "NaN in the row");
  swatch(errorColour(-1, tolerance), "not compared");
  ImGui::NewLine();
}

void RunPanel::drawHeatMap(const std::shared_ptr<const run::RunReport> &shared, const run::OracleComparison &oracle) {
  const run::RunReport &report = *shared;
  if (binnedFor != shared) {
    binnedFor = shared;
    binHeatMap(report, oracle);
  }
  if (bins.empty())
    return;
  ImGui::Spacing();
  ImGui::Text("Per-row max error against %s", oracle.oracle.c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("(x: query row, %lld per line; y: batch x head, %lld lines)", static_cast<long long>(rowsPerLine),
                      static_cast<long long>(linesTotal));
  drawLegend(report.tolerance);
  const float width = std::max(ImGui::GetContentRegionAvail().x - 4, 64.0f);
  const float cellWidth = width / static_cast<float>(binColumns);
  const float cellHeight = std::clamp(ImGui::GetFontSize() * 8 / static_cast<float>(binLines), 3.0f, 14.0f);
  ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList *drawList = ImGui::GetWindowDrawList();
  for (int y = 0; y < binLines; ++y)
    for (int x = 0; x < binColumns; ++x) {
      ImVec2 min(origin.x + x * cellWidth, origin.y + y * cellHeight);
      drawList->AddRectFilled(min, ImVec2(min.x + cellWidth + 0.5f, min.y + cellHeight + 0.5f),
                              errorColour(bins[static_cast<size_t>(y) * static_cast<size_t>(binColumns) + static_cast<size_t>(x)],
                                          report.tolerance));
    }
  ImGui::Dummy(ImVec2(width, cellHeight * static_cast<float>(binLines)));
  if (ImGui::IsItemHovered()) {
    ImVec2 mouse = ImGui::GetIO().MousePos;
    int x = static_cast<int>((mouse.x - origin.x) / cellWidth), y = static_cast<int>((mouse.y - origin.y) / cellHeight);
    if (x >= 0 && x < binColumns && y >= 0 && y < binLines) {
      float error = bins[static_cast<size_t>(y) * static_cast<size_t>(binColumns) + static_cast<size_t>(x)];
      int64_t line = y * linesTotal / binLines, rowFrom = x * rowsPerLine / binColumns;
      if (std::isnan(error))
        ImGui::SetTooltip("batch x head %lld, row %lld: NaN in the output", static_cast<long long>(line),
                          static_cast<long long>(rowFrom));
      else if (error < 0)
        ImGui::SetTooltip("not evaluated (sampled rows only)");
      else
        ImGui::SetTooltip("batch x head %lld, row %lld: max abs error %.3e", static_cast<long long>(line),
                          static_cast<long long>(rowFrom), error);
    }
  }
}

} // namespace lantern::gui
