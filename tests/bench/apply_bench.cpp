// Per-step apply and diff times of a schedule on a graph (default: tile-and-fuse.json on the largest
// asset), next to stock mlir-opt running the exported script on the same graph in the same run.
#include "diff/ir_diff.h"
#include "graph/graph.h"
#include "ir/context.h"
#include "ir/module.h"
#include "schedule/script.h"
#include "session/session.h"

#include "mlir/IR/MLIRContext.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <unistd.h>

namespace {

using Clock = std::chrono::steady_clock;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string largestAsset(const std::string &dir) {
  std::string best;
  uintmax_t bestSize = 0;
  for (const auto &entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".mlir" && entry.file_size() > bestSize) {
      bestSize = entry.file_size();
      best = entry.path().string();
    }
  return best;
}

} // namespace

int main(int argc, char **argv) {
  std::string source = LANTERN_SOURCE_DIR;
  std::string graphPath = argc > 1 ? argv[1] : largestAsset(source + "/assets");
  std::string schedulePath = argc > 2 ? argv[2] : source + "/schedules/tile-and-fuse.json";
  int repeats = argc > 3 ? std::max(1, std::atoi(argv[3])) : 7;

  auto context = lantern::makeContext();
  std::vector<lantern::Diagnostic> diagnostics;
  auto graph = lantern::graph::loadGraph(*context, graphPath, diagnostics);
  auto schedule = lantern::schedule::loadSchedule(schedulePath, diagnostics);
  if (!graph || !schedule) {
    std::cerr << lantern::formatAll(diagnostics);
    return 2;
  }
  size_t steps = schedule->steps.size();
  std::vector<std::vector<double>> applyMs(steps), diffMs(steps);
  std::vector<size_t> lines(steps);
  std::vector<double> totals;
  for (int r = 0; r < repeats + 1; ++r) {
    lantern::session::Session session(*context);
    session.setGraph(graph->module->clone());
    session.setSchedule(*schedule);
    auto start = Clock::now();
    const lantern::session::Trace &trace = session.apply();
    double total = msSince(start);
    if (!trace.ok()) {
      std::cerr << "the schedule failed on " << graphPath << "\n";
      return 1;
    }
    if (r == 0)
      continue; // warm-up
    totals.push_back(total);
    for (size_t i = 0; i < steps; ++i) {
      const auto &st = trace.steps[i];
      applyMs[i].push_back(st.milliseconds);
      auto d0 = Clock::now();
      lantern::diff::IrDiff d = lantern::diff::diffIr(st.before->ir, st.after->ir);
      diffMs[i].push_back(msSince(d0));
      lines[i] = st.after->lineCount();
      (void)d;
    }
  }

  // The peer: stock mlir-opt with the exported script on the role-tagged graph, as a process.
  std::string tmp = std::filesystem::temp_directory_path().string() + "/lantern-bench-" + std::to_string(::getpid());
  std::filesystem::create_directories(tmp);
  {
    std::ofstream(tmp + "/graph.mlir") << lantern::printOp(*graph->module);
    std::ofstream(tmp + "/script.mlir") << lantern::schedule::exportScript(*schedule);
  }
  std::string command = std::string(LANTERN_LLVM_TOOLS_DIR) + "/mlir-opt " + tmp + "/graph.mlir " +
                        "--transform-preload-library=transform-library-paths=" + tmp +
                        "/script.mlir --transform-interpreter -o " + tmp + "/out.mlir";
  std::vector<double> peer;
  for (int r = 0; r < repeats + 1; ++r) {
    auto start = Clock::now();
    int rc = std::system(command.c_str());
    double ms = msSince(start);
    if (rc != 0) {
      std::cerr << "mlir-opt failed: " << command << "\n";
      return 1;
    }
    if (r > 0)
      peer.push_back(ms);
  }
  std::filesystem::remove_all(tmp);

  std::printf("graph: %s\nschedule: %s\nmedian of %d runs after one warm-up\n\n", graphPath.c_str(),
              schedulePath.c_str(), repeats);
  std::printf("%-4s %-12s %10s %10s %10s\n", "step", "kind", "apply ms", "diff ms", "lines");
  for (size_t i = 0; i < steps; ++i)
    std::printf("%-4zu %-12s %10.2f %10.2f %10zu\n", i + 1, schedule->steps[i].kind.c_str(), median(applyMs[i]),
                median(diffMs[i]), lines[i]);
  double lantern = median(totals), opt = median(peer);
  std::printf("\nlantern Session::apply, all steps (with a snapshot per step): %8.2f ms\n", lantern);
  std::printf("mlir-opt-22 --transform-interpreter, exported script (a process): %8.2f ms\n", opt);
  std::printf("ratio lantern / mlir-opt: %.2f  (mlir-opt includes process start-up, parsing and printing;\n"
              "lantern includes cloning and printing the IR after every step)\n",
              lantern / opt);
  return 0;
}
