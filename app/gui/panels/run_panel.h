// The Run panel: backend (an unavailable one greyed out with its reason), mask kind, seed, repeats;
// progress while compiling and running; then the verdict, NaN/Inf counts with first positions, the
// error against both oracles, a heat map of per-row error with NaN rows marked, time and TFLOP/s.
#pragma once

#include "ui_state.h"

#include <memory>
#include <vector>

namespace lantern::gui {

class RunPanel {
public:
  void draw(PanelContext &ctx);

private:
  void drawOptions(PanelContext &ctx);
  void drawProgress(const RunView &run);
  void drawReport(PanelContext &ctx, const std::shared_ptr<const run::RunReport> &report, const RunRecord *record);
  void drawHeatMap(const std::shared_ptr<const run::RunReport> &report, const run::OracleComparison &oracle);
  void drawLegend(double tolerance);
  void binHeatMap(const run::RunReport &report, const run::OracleComparison &oracle);

  void followScheduleTarget(PanelContext &ctx);
  void drawScope(PanelContext &ctx, const RunRecord &record);

  // The run the options were last taken from: a run started elsewhere (a script) shows its own.
  RunRecordPtr optionsFrom;
  std::string targetFollowed; // the schedule target the backend was last set from

  // The heat map binned to at most kMaxColumns x kMaxLines cells, once per report.
  std::shared_ptr<const run::RunReport> binnedFor;
  int binColumns = 0, binLines = 0;
  int64_t rowsPerLine = 0, linesTotal = 0;
  std::vector<float> bins; // max error per cell; NaN: a NaN row; negative: not evaluated
};

} // namespace lantern::gui
