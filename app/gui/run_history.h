// What the run history shows about runs and pairs of runs, apart from how it is drawn: the metrics
// of one run and the comparison of two (metric deltas, the schedule diff, options that differ).
#pragma once

#include "workbench.h"

#include <string>
#include <vector>

namespace lantern::gui {

struct RunMetrics {
  std::string verdict;  // "pass", "fail" or "error" (a stage did not complete)
  std::string oracle;   // the oracle the error is against: "pytorch", else "graph", else ""
  double relL2 = 0, maxAbs = 0;
  int64_t nan = 0;
  double medianMs = 0, tflops = 0;
};
RunMetrics metricsOf(const RunRecord &record);

struct RunComparison {
  uint64_t before = 0, after = 0; // run serials, older first
  RunMetrics a, b;
  double timeRatio = 0;           // b's median time / a's; 0 when either was not timed
  std::vector<std::string> optionChanges; // "backend cpu -> cuda", ...
  std::string scopeChange;        // "all 20 steps -> up to step 7 of 20 (Run up to here)", or ""
  bool sameSchedule = true;
  std::string scheduleDiff;       // unified diff of the schedules' JSON ("" when they are equal)
  int linesAdded = 0, linesRemoved = 0, linesChanged = 0;
};
// Compares two runs, `older` first.
RunComparison compareRuns(const RunRecord &older, const RunRecord &newer);

} // namespace lantern::gui
