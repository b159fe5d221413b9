// Runs sweep points: apply the point's schedule (one session per graph, so the steps before the
// first swept one are applied once and served from the session's prefix cache), compile, run and
// check, and describe the outcome as one result line.
#pragma once

#include "graph/graph.h"
#include "session/session.h"
#include "sweep/spec.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>

namespace lantern::sweep {

// Statuses of a result line: a step refused (the transform's precondition failed; nothing ran), the
// run failed (compile, launch, inputs; stage and message), or it ran and the verdict is pass / fail.
inline constexpr const char *kStatuses[] = {"pass", "fail", "failed", "refused"};

class Sweeper {
public:
  Sweeper(mlir::MLIRContext &context, const Spec &spec);
  ~Sweeper();

  // Loads every graph once (so a bad file stops the sweep before its first point); false with the
  // diagnostics when one does not load.
  bool loadGraphs(std::vector<Diagnostic> &errors);

  // One point, as its result line.
  nlohmann::ordered_json run(const Point &point, const std::atomic<bool> *cancel = nullptr);
  // The result line of a point whose process died in `stage` (a crash, a timeout, out of memory):
  // status "failed" with the stage, `message` and what the isolation saw.
  nlohmann::ordered_json died(const Point &point, const std::string &stage, const std::string &message,
                              const nlohmann::json &isolation);

  // The shape of a graph as the tuned tables key it: {"batch", "heads", "kv_heads", "seq", "kv_seq",
  // "dim", "dtype", "mask", "causal"}; null when the graph is not one SDPA.
  static nlohmann::ordered_json shapeOf(const graph::Graph &graph);

private:
  // What every result line of `point` starts with: id, index, config, graph, shape, backend, params...
  nlohmann::ordered_json header(const Point &point) const;
  // ...and ends with.
  static void footer(nlohmann::ordered_json &line, std::chrono::steady_clock::time_point started);

  mlir::MLIRContext &context;
  const Spec &spec;
  std::vector<graph::Graph> graphs;
  size_t sessionGraph = SIZE_MAX;
  std::unique_ptr<session::Session> session;
  std::shared_ptr<run::RunCache> runCache; // inputs and reference of the session's graph
};

} // namespace lantern::sweep
