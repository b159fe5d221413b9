// The plot widget: range, ticks, axes, series, hover.
#include "widgets/plot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace lantern::gui {

namespace {

struct Axis {
  double low = 0, high = 1;
  bool log = false;
  // Position in [0, 1] along the axis; NaN for a value a log axis cannot show.
  double at(double v) const {
    if (log) {
      if (!(v > 0))
        return std::nan("");
      return (std::log10(v) - std::log10(low)) / (std::log10(high) - std::log10(low));
    }
    return (v - low) / (high - low);
  }
};

bool usable(double v, bool log) { return std::isfinite(v) && (!log || v > 0); }

// The range of the values an axis shows, padded so points do not sit on the frame.
Axis rangeOf(const std::vector<PlotSeries> &series, bool x, bool log) {
  double low = std::numeric_limits<double>::infinity(), high = -low;
  for (const PlotSeries &s : series)
    for (double v : x ? s.x : s.y)
      if (usable(v, log)) {
        low = std::min(low, v);
        high = std::max(high, v);
      }
  Axis axis;
  axis.log = log;
  if (!(low <= high)) { // nothing to show
    axis.low = log ? 1 : 0;
    axis.high = log ? 10 : 1;
    return axis;
  }
  if (log) {
    axis.low = low / 1.25;
    axis.high = high * 1.25;
    if (axis.high / axis.low < 10) { // at least a decade, centred
      double mid = std::sqrt(low * high);
      axis.low = mid / std::sqrt(10.0);
      axis.high = mid * std::sqrt(10.0);
    }
    return axis;
  }
  double pad = high > low ? (high - low) * 0.06 : std::max(std::abs(high) * 0.1, 0.5);
  axis.low = low - pad;
  axis.high = high + pad;
  return axis;
}

std::string tickLabel(double v) {
  char text[32];
  double a = std::abs(v);
  if (v == 0)
    return "0";
  if (a >= 1e5 || a < 1e-3)
    std::snprintf(text, sizeof text, "%.0e", v);
  else if (a >= 100 || std::abs(v - std::round(v)) < 1e-9)
    std::snprintf(text, sizeof text, "%.0f", v);
  else
    std::snprintf(text, sizeof text, "%.3g", v);
  return text;
}

} // namespace

std::vector<double> plotTicks(double low, double high, bool log, bool integer) {
  std::vector<double> ticks;
  if (!(high > low))
    return ticks;
  if (log) {
    if (!(low > 0))
      return ticks;
    int first = static_cast<int>(std::ceil(std::log10(low) - 1e-9));
    int last = static_cast<int>(std::floor(std::log10(high) + 1e-9));
    bool between = last - first < 2;
    for (int e = first - 1; e <= last; ++e)
      for (double m : between ? std::vector<double>{1, 2, 5} : std::vector<double>{1}) {
        double v = m * std::pow(10.0, e);
        if (v >= low * (1 - 1e-9) && v <= high * (1 + 1e-9))
          ticks.push_back(v);
      }
    return ticks;
  }
  double raw = (high - low) / 5;
  double power = std::pow(10.0, std::floor(std::log10(raw)));
  double step = power;
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * power >= raw) {
      step = m * power;
      break;
    }
  if (integer)
    step = std::max(step, 1.0);
  for (double v = std::ceil(low / step) * step; v <= high + step * 1e-9; v += step)
    ticks.push_back(std::abs(v) < step * 1e-9 ? 0 : v);
  return ticks;
}

PlotHover plot(const char *id, const std::vector<PlotSeries> &series, const PlotOptions &options) {
  PlotHover hover;
  ImGui::PushID(id);
  const float em = ImGui::GetFontSize();
  const float height = options.height > 0 ? options.height : em * 10;
  const float width = std::max(ImGui::GetContentRegionAvail().x, em * 12);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##plot", ImVec2(width, height));
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList *draw = ImGui::GetWindowDrawList();

  Axis xAxis = rangeOf(series, true, options.logX), yAxis = rangeOf(series, false, options.logY);
  std::vector<double> yTicks = plotTicks(yAxis.low, yAxis.high, yAxis.log, false);
  float labelWidth = ImGui::CalcTextSize("0000").x;
  for (double t : yTicks)
    labelWidth = std::max(labelWidth, ImGui::CalcTextSize(tickLabel(t).c_str()).x);
  const ImVec2 frameMin(origin.x + labelWidth + em * 0.6f, origin.y + em * 0.4f);
  const ImVec2 frameMax(origin.x + width - em * 0.4f, origin.y + height - em * 2.4f);
  if (frameMax.x <= frameMin.x + 4 || frameMax.y <= frameMin.y + 4) {
    ImGui::PopID();
    return hover;
  }
  auto toScreen = [&](double x, double y) {
    return ImVec2(frameMin.x + static_cast<float>(xAxis.at(x)) * (frameMax.x - frameMin.x),
                  frameMax.y - static_cast<float>(yAxis.at(y)) * (frameMax.y - frameMin.y));
  };
  const ImU32 grid = IM_COL32(255, 255, 255, 28), text = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  draw->AddRectFilled(frameMin, frameMax, IM_COL32(0, 0, 0, 60));
  for (double t : yTicks) {
    float y = toScreen(xAxis.low, t).y;
    draw->AddLine(ImVec2(frameMin.x, y), ImVec2(frameMax.x, y), grid);
    std::string label = tickLabel(t);
    float w = ImGui::CalcTextSize(label.c_str()).x;
    draw->AddText(ImVec2(frameMin.x - w - em * 0.3f, y - em * 0.5f), text, label.c_str());
  }
  for (double t : plotTicks(xAxis.low, xAxis.high, xAxis.log, options.integerX)) {
    float x = toScreen(t, yAxis.low).x;
    draw->AddLine(ImVec2(x, frameMin.y), ImVec2(x, frameMax.y), grid);
    std::string label = tickLabel(t);
    float w = ImGui::CalcTextSize(label.c_str()).x;
    draw->AddText(ImVec2(x - w / 2, frameMax.y + em * 0.15f), text, label.c_str());
  }
  draw->AddRect(frameMin, frameMax, IM_COL32(255, 255, 255, 70));
  std::string xLabel = options.xLabel + (options.logX ? " (log)" : "");
  float xw = ImGui::CalcTextSize(xLabel.c_str()).x;
  draw->AddText(ImVec2((frameMin.x + frameMax.x - xw) / 2, frameMax.y + em * 1.2f), text, xLabel.c_str());
  std::string yLabel = options.yLabel + (options.logY ? " (log)" : "");
  draw->AddText(ImVec2(frameMin.x + em * 0.3f, frameMin.y + em * 0.1f), text, yLabel.c_str());

  draw->PushClipRect(frameMin, frameMax, true);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  float nearest = em * 0.8f;
  for (size_t s = 0; s < series.size(); ++s) {
    const PlotSeries &ps = series[s];
    size_t n = std::min(ps.x.size(), ps.y.size());
    bool havePrevious = false;
    ImVec2 previous;
    for (size_t i = 0; i < n; ++i) {
      if (!usable(ps.x[i], options.logX) || !usable(ps.y[i], options.logY)) {
        havePrevious = false;
        continue;
      }
      ImVec2 p = toScreen(ps.x[i], ps.y[i]);
      if (ps.lines && havePrevious)
        draw->AddLine(previous, p, ps.colour, 1.5f);
      ImU32 colour = i < ps.pointColours.size() && ps.pointColours[i] ? ps.pointColours[i] : ps.colour;
      draw->AddCircleFilled(p, em * 0.25f, colour);
      float distance = std::hypot(mouse.x - p.x, mouse.y - p.y);
      if (hovered && distance < nearest) {
        nearest = distance;
        hover.series = static_cast<int>(s);
        hover.point = static_cast<int>(i);
      }
      previous = p;
      havePrevious = true;
    }
  }
  if (hover.point >= 0) {
    const PlotSeries &ps = series[static_cast<size_t>(hover.series)];
    ImVec2 p = toScreen(ps.x[static_cast<size_t>(hover.point)], ps.y[static_cast<size_t>(hover.point)]);
    draw->AddCircle(p, em * 0.45f, IM_COL32(255, 255, 255, 200), 0, 1.5f);
  }
  draw->PopClipRect();
  if (hover.point >= 0) {
    const PlotSeries &ps = series[static_cast<size_t>(hover.series)];
    ImGui::SetTooltip("%s\n%s: %s\n%s: %.4g", ps.name.c_str(), options.xLabel.c_str(),
                      tickLabel(ps.x[static_cast<size_t>(hover.point)]).c_str(), options.yLabel.c_str(),
                      ps.y[static_cast<size_t>(hover.point)]);
  }
  // A legend when there is more than one series: in the top right corner when it fits in half the
  // plot's width, else in rows below the plot.
  if (series.size() > 1) {
    float total = 0;
    for (const PlotSeries &ps : series)
      total += ImGui::CalcTextSize(ps.name.c_str()).x + em * 1.6f;
    if (total <= (frameMax.x - frameMin.x) * 0.5f) {
      float x = frameMax.x;
      for (size_t s = series.size(); s-- > 0;) {
        float w = ImGui::CalcTextSize(series[s].name.c_str()).x;
        x -= w + em * 1.6f;
        draw->AddCircleFilled(ImVec2(x + em * 0.4f, frameMin.y + em * 0.6f), em * 0.25f, series[s].colour);
        draw->AddText(ImVec2(x + em * 0.9f, frameMin.y + em * 0.1f), text, series[s].name.c_str());
      }
    } else {
      float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
      for (size_t s = 0; s < series.size(); ++s) {
        float w = ImGui::CalcTextSize(series[s].name.c_str()).x + em * 1.6f;
        if (s > 0) {
          ImGui::SameLine();
          if (ImGui::GetCursorScreenPos().x + w > right)
            ImGui::NewLine();
        }
        ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(at.x + em * 0.4f, at.y + em * 0.6f), em * 0.25f,
                                                    series[s].colour);
        ImGui::Dummy(ImVec2(em * 0.8f, em));
        ImGui::SameLine(0, em * 0.1f);
        ImGui::TextUnformatted(series[s].name.c_str());
      }
    }
  }
  ImGui::PopID();
  return hover;
}

} // namespace lantern::gui
