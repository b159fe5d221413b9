// Run metrics and comparisons.
#include "run_history.h"

#include "diff/ir_diff.h"

namespace lantern::gui {

RunMetrics metricsOf(const RunRecord &record) {
  RunMetrics m;
  const run::RunReport *report = record.report.get();
  if (!report) {
    m.verdict = "error";
    return m;
  }
  m.verdict = !report->ok ? "error" : report->pass ? "pass" : "fail";
  m.nan = report->nanInf.nanCount;
  m.medianMs = report->medianMs;
  m.tflops = report->tflops;
  for (const char *preferred : {"pytorch", "graph"})
    for (const run::OracleComparison &o : report->oracles)
      if (m.oracle.empty() && o.available && o.oracle == preferred) {
        m.oracle = o.oracle;
        m.relL2 = o.relL2;
        m.maxAbs = o.maxAbs;
      }
  return m;
}

RunComparison compareRuns(const RunRecord &older, const RunRecord &newer) {
  RunComparison c;
  c.before = older.serial;
  c.after = newer.serial;
  c.a = metricsOf(older);
  c.b = metricsOf(newer);
  if (c.a.medianMs > 0 && c.b.medianMs > 0)
    c.timeRatio = c.b.medianMs / c.a.medianMs;
  auto option = [&](const char *name, const std::string &from, const std::string &to) {
    if (from != to)
      c.optionChanges.push_back(std::string(name) + " " + from + " -> " + to);
  };
  const run::RunOptions &x = older.options, &y = newer.options;
  option("backend", x.backend, y.backend);
  option("mask", x.maskKind, y.maskKind);
  option("seed", std::to_string(x.seed), std::to_string(y.seed));
  option("repeats", std::to_string(x.repeats), std::to_string(y.repeats));
  option("warm-ups", std::to_string(x.warmups), std::to_string(y.warmups));
  option("threads", std::to_string(x.threads), std::to_string(y.threads));
  option("cpu", x.cpu, y.cpu);
  option("check rows", std::to_string(x.checkRows), std::to_string(y.checkRows));
  option("graph oracle", x.graphOracle ? "on" : "off", y.graphOracle ? "on" : "off");
  option("graph", older.graphPath, newer.graphPath);
  if (older.scope() != newer.scope())
    c.scopeChange = older.scope() + " -> " + newer.scope();
  c.sameSchedule = older.scheduleText == newer.scheduleText;
  if (!c.sameSchedule) {
    diff::IrDiff d = diff::diffIr(older.scheduleText, newer.scheduleText);
    c.linesAdded = d.stats.added;
    c.linesRemoved = d.stats.removed;
    c.linesChanged = d.stats.changed;
    c.scheduleDiff = diff::formatUnified(d, older.scheduleText, newer.scheduleText,
                                         "run " + std::to_string(older.serial) + " (" + older.scheduleHash + ")",
                                         "run " + std::to_string(newer.serial) + " (" + newer.scheduleHash + ")");
  }
  return c;
}

} // namespace lantern::gui
