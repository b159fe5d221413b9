// The History panel: every run of this session in a table (schedule hash, steps compiled, backend,
// mask, verdict, error, time, TFLOP/s), a plot of time, TFLOP/s or error over the runs, and the
// comparison of two selected runs: metric deltas, options that differ and the schedule diff.
#pragma once

#include "ui_state.h"

namespace lantern::gui {

class HistoryPanel {
public:
  void draw(PanelContext &ctx);

private:
  void drawPlot(PanelContext &ctx, const std::vector<RunRecordPtr> &runs);
  void drawTable(PanelContext &ctx, const std::vector<RunRecordPtr> &runs);
  void drawComparison(PanelContext &ctx, const std::vector<RunRecordPtr> &runs);

  int metric = 0; // 0: median time, 1: TFLOP/s, 2: rel-L2 error
};

} // namespace lantern::gui
