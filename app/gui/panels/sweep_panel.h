// The Sweep panel: a results file (opened, or written by a sweep of one step field started from the
// schedule being edited), a plot of TF/s, time or error against a swept parameter or the shape, a
// sortable table with the reason of every refused or failed point, and a double-click that loads a
// point's schedule into the editor.
#pragma once

#include "sweep_job.h"
#include "ui_state.h"

#include <string>
#include <vector>

namespace lantern::gui {

// What the plot shows of the current results: computed when they or the choices change.
struct SweepPlotModel {
  std::vector<std::string> xChoices; // the params of the lines, then "shape (seq)" and "point"
  int x = 0, metric = 0;             // metric 0: TF/s, 1: median ms, 2: rel-L2
  std::string xLabel;
  bool integerX = false, logX = false;
  struct Point {
    size_t line; // into the results
    double x, y;
    int series;
  };
  std::vector<Point> points;
  std::vector<std::string> seriesNames; // what is fixed along each series (the other params, the graph)
  size_t notPlotted = 0;                // refused / failed: in the table with their reason
};

// Builds the plot model of `lines` for the choices in `model` (x and metric are kept when valid).
void buildSweepPlot(const std::vector<nlohmann::json> &lines, SweepPlotModel &model);

class SweepPanel {
public:
  void draw(PanelContext &ctx, SweepJob &job, const std::string &stateDir);
  // Loads the schedule of result line `index` into the editor (what a double-click does).
  bool loadPoint(PanelContext &ctx, const SweepJob &job, size_t index, std::string &error);
  const SweepPlotModel &plotModel() const { return model; }
  void choose(int x, int metric) {
    model.x = x;
    model.metric = metric;
    builtFor = ~uint64_t(0);
  }
  const std::string &message() const { return lastMessage; }
  const std::vector<size_t> &tableOrder() const { return order; }

private:
  void drawRunControls(PanelContext &ctx, SweepJob &job, const std::string &stateDir);
  void drawPlot(PanelContext &ctx, const SweepJob &job);
  void drawTable(PanelContext &ctx, const SweepJob &job);

  char pathBuffer[512] = "";
  char valuesBuffer[256] = "[[0, 16], [0, 32], [0, 64]]";
  int stepChoice = -1, fieldChoice = 0;
  SweepPlotModel model;
  uint64_t builtFor = ~uint64_t(0);
  std::vector<size_t> order; // table rows, sorted
  int sortColumn = 0;
  bool sortAscending = true;
  std::string lastMessage;
};

} // namespace lantern::gui
