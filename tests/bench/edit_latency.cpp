// What isolation costs an edit: the time from a schedule edit to its re-applied trace, with the
// steps applied in this process (lantern --no-isolate), in the engine process (the default), and
// in the engine process without applying the next step ahead (what that gains), alternating in one
// run on the same graph and schedule. Two edits: the first tiled step's size
// (it and the steps after it apply again) and the last step's first flag flipped (that step alone applies again).
//   usage: lantern-bench-edit [GRAPH] [SCHEDULE] [--edits N]
// Without a GRAPH: over the corpus' model layers (kCorpus below, weights as constants among them)
// with flash-attention-cpu, one table. A frame at 60 Hz is 16.7 ms.
#include "graph/graph.h"
#include "ir/context.h"
#include "engine/engine.h"
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

// Model layers and attention blocks of assets/models: two with their weights inlined as constants
// (dense_resource), the others with weights as arguments.
const char *const kCorpus[] = {
    "assets/models/gpt2_attn_eager_f32_constweights.mlir", "assets/models/bert_attn_sdpa_bf16_constweights.mlir",
    "assets/models/llama_layer_sdpa_f32.mlir",           "assets/models/bert_layer_sdpa_f32.mlir",
    "assets/models/gpt2_layer_eager_f32.mlir",
};

struct Row {
  std::string graph, lastFlag;
  size_t steps = 0;
  Edits inProcess, engine, engineNoAhead;
  std::string error; // the graph was not measured: why
};

// Alternating edits in process and through the engine on one graph and schedule.
Row measure(lantern::engine::EngineProcess &engine, lantern::engine::EngineProcess &noAhead,
            mlir::MLIRContext &context, const std::string &graphPath, const std::string &schedulePath, int edits) {
  Row row;
  row.graph = std::filesystem::path(graphPath).filename().string();
  std::vector<lantern::Diagnostic> errors;
  auto graph = lantern::graph::loadGraph(context, graphPath, errors);
  auto schedule = lantern::schedule::loadSchedule(schedulePath, errors);
  if (!graph || !schedule) {
    row.error = lantern::formatAll(errors);
    return row;
  }
  row.steps = schedule->steps.size();
  lantern::session::Session inProcess(context), isolated(context), isolatedNoAhead(context);
  isolated.setApplier(engine.applier());
  isolatedNoAhead.setApplier(noAhead.applier());
  for (lantern::session::Session *s : {&inProcess, &isolated, &isolatedNoAhead}) {
    s->setGraph(graph->module->clone());
    s->resetSchedule(*schedule);
    if (!s->apply().ok()) {
      row.error = "the schedule does not apply";
      return row;
    }
  }
  // The first tiled step's second size, between two values; the last step toggled.
  size_t tiled = 0;
  while (tiled < schedule->steps.size() && !schedule->steps[tiled].params.contains("sizes"))
    ++tiled;
  if (tiled == schedule->steps.size() || !schedule->steps[tiled].params["sizes"].is_array() ||
      schedule->steps[tiled].params["sizes"].size() < 2) {
    row.error = "no step with sizes to edit";
    return row;
  }
  nlohmann::json sizes = schedule->steps[tiled].params["sizes"];
  nlohmann::json other = sizes;
  other[1] = sizes[1].get<int64_t>() == 16 ? 32 : 16;
  size_t last = schedule->steps.size() - 1;
  // The last step's first flag (cleanup's canonicalize, ...), flipped: that step alone applies.
  for (const auto &[name, value] : schedule->steps[last].params.items())
    if (value.is_boolean() && row.lastFlag.empty())
      row.lastFlag = name;

  auto edit = [&](lantern::session::Session &s, Edits &out, int i) {
    auto start = Clock::now();
    s.setParam(tiled, "sizes", i % 2 ? other : sizes);
    s.apply();
    out.allSteps.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    if (!row.lastFlag.empty()) {
      start = Clock::now();
      s.setParam(last, row.lastFlag, i % 2 == 0);
      s.apply();
      out.lastStep.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
  };
  for (int i = 0; i < edits; ++i) {
    // A cache of one trace: the steps before the edit come from it, as in the app, but a value
    // seen two edits ago is not, so every edit applies what it changed.
    for (lantern::session::Session *s : {&inProcess, &isolated, &isolatedNoAhead})
      s->setCacheCapacity(schedule->steps.size());
    edit(inProcess, row.inProcess, i);
    edit(isolated, row.engine, i);
    edit(isolatedNoAhead, row.engineNoAhead, i);
  }
  return row;
}

void printRow(const Row &row, bool named) {
  std::string name = named ? row.graph : "";
  if (!row.error.empty()) {
    std::printf("  %-40s not measured: %s\n", name.c_str(), row.error.c_str());
    return;
  }
  auto line = [&](const std::string &graph, const std::string &what, const std::vector<double> &a,
                  const std::vector<double> &b, const std::vector<double> &c) {
    std::printf("  %-40s %-36s %9.2f ms %9.2f ms %7.2fx %9.2f ms %7.2fx\n", graph.c_str(), what.c_str(), median(a),
                median(b), median(b) / median(a), median(c), median(c) / median(a));
  };
  line(name, "a tile size (steps from it apply)", row.inProcess.allSteps, row.engine.allSteps,
       row.engineNoAhead.allSteps);
  if (!row.lastFlag.empty())
    line("", "last step's " + row.lastFlag + " (one step)", row.inProcess.lastStep, row.engine.lastStep,
         row.engineNoAhead.lastStep);
}

} // namespace

int main(int argc, char **argv) {
  std::string schedulePath = std::string(LANTERN_SOURCE_DIR) + "/schedules/flash-attention-cpu.json";
  int edits = 10;
  std::vector<std::string> positional;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--edits") && i + 1 < argc)
      edits = std::atoi(argv[++i]);
    else
      positional.push_back(argv[i]);
  }
  std::vector<std::string> graphs;
  if (positional.empty())
    for (const char *path : kCorpus)
      graphs.push_back(std::string(LANTERN_SOURCE_DIR) + "/" + path);
  else
    graphs.push_back(positional[0]);
  if (positional.size() > 1)
    schedulePath = positional[1];
  if (edits < 1) {
    std::fprintf(stderr, "--edits must be at least 1\n");
    return 2;
  }
  std::string cli = (std::filesystem::path(argv[0]).parent_path() / "lantern-cli").string();

  auto context = lantern::makeContext();
  lantern::engine::EngineProcess engine(*context, {cli, "engine"}, lantern::process::Limits{60, 0});
  lantern::engine::EngineProcess noAhead(*context, {cli, "engine"}, lantern::process::Limits{60, 0});
  noAhead.setApplyAhead(false);
  std::printf("edit latency with %s, median of %d edits, in process and through the engine, alternating:\n",
              std::filesystem::path(schedulePath).filename().c_str(), edits);
  std::printf("  %-40s %-36s %12s %12s %8s %12s %8s\n", "graph", "edit", "in process", "engine", "ratio",
              "not ahead", "ratio");
  int status = 0;
  for (const std::string &graph : graphs) {
    Row row = measure(engine, noAhead, *context, graph, schedulePath, edits);
    printRow(row, true);
    if (!row.error.empty() && graphs.size() == 1)
      status = 1;
  }
  std::printf("  engines started: %llu (and %llu not applying ahead)\n",
              static_cast<unsigned long long>(engine.starts()), static_cast<unsigned long long>(noAhead.starts()));
  return status;
}
