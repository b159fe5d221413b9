// What isolation costs an edit: the time from a schedule edit to its re-applied trace, with the
// steps applied in this process (lantern --no-isolate) and in the engine process (the default),
// alternating in one run on the same graph and schedule. Two edits: the first tiled step's size
// (it and the steps after it apply again) and the last step's first flag flipped (that step alone applies again).
//   usage: lantern-bench-edit [GRAPH] [SCHEDULE] [--edits N]
// A frame at 60 Hz is 16.7 ms.
#include "graph/graph.h"
#include "ir/context.h"
#include "isolate/engine.h"
#include "schedule/schedule.h"
#include "session/session.h"

#include "mlir/IR/MLIRContext.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

struct Edits {
  std::vector<double> allSteps, lastStep; // ms per edit
};

} // namespace

int main(int argc, char **argv) {
  std::string graphPath = std::string(LANTERN_SOURCE_DIR) + "/assets/sdpa_f32.mlir";
  std::string schedulePath = std::string(LANTERN_SOURCE_DIR) + "/schedules/tile-and-fuse.json";
  int edits = 20;
  std::vector<std::string> positional;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--edits") && i + 1 < argc)
      edits = std::atoi(argv[++i]);
    else
      positional.push_back(argv[i]);
  }
  if (positional.size() > 0)
    graphPath = positional[0];
  if (positional.size() > 1)
    schedulePath = positional[1];
  std::string cli = (std::filesystem::path(argv[0]).parent_path() / "lantern-cli").string();

  auto context = lantern::makeContext();
  std::vector<lantern::Diagnostic> errors;
  auto graph = lantern::graph::loadGraph(*context, graphPath, errors);
  auto schedule = lantern::schedule::loadSchedule(schedulePath, errors);
  if (!graph || !schedule) {
    std::fprintf(stderr, "%s\n", lantern::formatAll(errors).c_str());
    return 2;
  }
  lantern::isolate::EngineProcess engine(*context, {cli, "engine"}, lantern::isolate::Limits{60, 0});
  lantern::session::Session inProcess(*context), isolated(*context);
  isolated.setApplier(engine.applier());
  for (lantern::session::Session *s : {&inProcess, &isolated}) {
    s->setGraph(graph->module->clone());
    s->resetSchedule(*schedule);
    if (!s->apply().ok()) {
      std::fprintf(stderr, "the schedule does not apply\n");
      return 1;
    }
  }
  // The first tiled step's second size, between two values; the last step toggled.
  size_t tiled = 0;
  while (tiled < schedule->steps.size() && !schedule->steps[tiled].params.contains("sizes"))
    ++tiled;
  if (tiled == schedule->steps.size() || !schedule->steps[tiled].params["sizes"].is_array() ||
      schedule->steps[tiled].params["sizes"].size() < 2) {
    std::fprintf(stderr, "no step with sizes to edit\n");
    return 2;
  }
  nlohmann::json sizes = schedule->steps[tiled].params["sizes"];
  nlohmann::json other = sizes;
  other[1] = sizes[1].get<int64_t>() == 16 ? 32 : 16;
  size_t last = schedule->steps.size() - 1;
  // The last step's first flag (cleanup's canonicalize, ...), flipped: that step alone applies.
  std::string lastFlag;
  for (const auto &[name, value] : schedule->steps[last].params.items())
    if (value.is_boolean() && lastFlag.empty())
      lastFlag = name;

  Edits a, b;
  auto edit = [&](lantern::session::Session &s, Edits &out, int i) {
    auto start = Clock::now();
    s.setParam(tiled, "sizes", i % 2 ? other : sizes);
    s.apply();
    out.allSteps.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    if (!lastFlag.empty()) {
      start = Clock::now();
      s.setParam(last, lastFlag, i % 2 == 0);
      s.apply();
      out.lastStep.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
  };

  for (int i = 0; i < edits; ++i) {
    // A cache of one trace: the steps before the edit come from it, as in the app, but a value
    // seen two edits ago is not, so every edit applies what it changed.
    inProcess.setCacheCapacity(schedule->steps.size());
    isolated.setCacheCapacity(schedule->steps.size());
    edit(inProcess, a, i);
    edit(isolated, b, i);
  }
  std::printf("edit latency on %s with %s (%zu steps), median of %d edits, alternating:\n",
              std::filesystem::path(graphPath).filename().c_str(), std::filesystem::path(schedulePath).filename().c_str(),
              schedule->steps.size(), edits);
  std::printf("  %-34s %12s %12s %8s\n", "edit", "in process", "engine", "ratio");
  std::printf("  %-34s %9.2f ms %9.2f ms %7.2fx\n", "a tile size (steps from it apply)", median(a.allSteps),
              median(b.allSteps), median(b.allSteps) / median(a.allSteps));
  if (!lastFlag.empty())
    std::printf("  %-34s %9.2f ms %9.2f ms %7.2fx\n", ("last step's " + lastFlag + " (one step)").c_str(),
                median(a.lastStep), median(b.lastStep), median(b.lastStep) / median(a.lastStep));
  std::printf("  engines started: %llu\n", static_cast<unsigned long long>(engine.starts()));
  return 0;
}
