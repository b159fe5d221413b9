// A small line-and-point plot drawn with ImGui's draw list (Debian 12 has no ImPlot): axes with
// tick labels, linear or log scales, several series, points that can be marked (e.g. a failed run
// in red) and a hover read-out. Used by the run history and meant for the sweep results.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

namespace lantern::gui {

struct PlotSeries {
  std::string name;
  std::vector<double> x, y; // same length; a NaN y leaves a gap
  ImU32 colour = IM_COL32(110, 170, 235, 255);
  std::vector<ImU32> pointColours; // per point, optional (0: the series colour)
  bool lines = true;
};

struct PlotOptions {
  std::string xLabel, yLabel;
  bool logX = false, logY = false; // a log axis drops points <= 0
  float height = 0;                // 0: 10 lines of text
  bool integerX = false;           // ticks on whole numbers only (run numbers, sizes)
};

struct PlotHover {
  int series = -1, point = -1; // -1: no point under the mouse
};

// Nice tick positions covering [low, high]: steps of 1, 2 or 5 times a power of ten (linear), or the
// powers of ten in range (log, with 2 and 5 between when there are few). Exposed for tests.
std::vector<double> plotTicks(double low, double high, bool log, bool integer);

// Draws the plot at the cursor, full width; returns the point under the mouse, whose values it
// also shows in a tooltip.
PlotHover plot(const char *id, const std::vector<PlotSeries> &series, const PlotOptions &options);

} // namespace lantern::gui
