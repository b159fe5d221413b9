// flash-attention-cpu against tile-and-fuse and libtorch's SDPA (PyTorch 1.13, float32) on the same
// inputs, in one process: B1 H8 D64 f32 at S = 256, 1024, 4096 (or the sizes given). Time is the
// median of the runs; memory is the growth of the process's peak resident set during one run
// (VmHWM after resetting it through /proc/self/clear_refs), inputs and outputs included.
#include "check/inputs.h"
#include "check/oracle.h"
#include "graph/roles.h"
#include "graph/sdpa_generator.h"
#include "ir/context.h"
#include "ir/module.h"
#include "run/runner.h"
#include "schedule/schedule.h"
#include "session/session.h"

#include "mlir/IR/MLIRContext.h"

#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>

using namespace lantern;

namespace {

// kB from a "Name:   123 kB" line of /proc/self/status.
long statusKb(const std::string &name) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind(name + ":", 0) == 0)
      return std::atol(line.c_str() + name.size() + 1);
  return -1;
}

// Runs `work` and returns how far the peak resident set rose above the resident set before it, in MiB.
double peakGrowthMiB(const std::function<void()> &work) {
  { std::ofstream("/proc/self/clear_refs") << "5"; }  // resets VmHWM to the current VmRSS
  long before = statusKb("VmRSS");
  work();
  long peak = statusKb("VmHWM");
  return before < 0 || peak < 0 ? -1.0 : (peak - before) / 1024.0;
}

} // namespace

int main(int argc, char **argv) {
#if !LANTERN_HAVE_TORCH
  std::cerr << "built without libtorch: no peer to compare with\n";
  return 2;
#else
  int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
  std::vector<int64_t> seqs;
  for (int i = 2; i < argc; ++i)
    seqs.push_back(std::atoll(argv[i]));
  if (seqs.empty())
    seqs = {256, 1024, 4096};
  std::vector<std::pair<std::string, schedule::Schedule>> schedules;
  for (const char *name : {"flash-attention-cpu", "tile-and-fuse"}) {
    std::vector<Diagnostic> diagnostics;
    auto s = schedule::loadSchedule(std::string(LANTERN_SOURCE_DIR) + "/schedules/" + name + ".json", diagnostics);
    if (!s) {
      std::cerr << formatAll(diagnostics);
      return 2;
    }
    schedules.emplace_back(name, *s);
  }

  auto context = makeContext();
  std::printf("B1 H8 D64 f32, no mask; median of %d runs after a warm-up; peak = growth of the peak resident "
              "set during one run (MiB)\n\n",
              repeats);
  std::printf("%-6s %-22s %12s %10s %12s  %s\n", "S", "schedule", "ms", "peak MiB", "vs libtorch", "verdict");
  for (int64_t seq : seqs) {
    graph::SdpaSpec spec;
    spec.batch = 1;
    spec.heads = 8;
    spec.seq = seq;
    spec.dim = 64;
    std::string name = "S" + std::to_string(seq);
    ParseResult parsed = parseModule(*context, graph::generateSdpa(spec), name);
    if (!parsed) {
      std::cerr << formatAll(parsed.diagnostics);
      return 1;
    }
    graph::RoleReport roles = graph::findRoles(*parsed.module);
    std::string error;
    auto params = run::attentionParams(roles, *parsed.module, error);
    std::vector<std::string> errors;
    auto inputs = check::makeInputs(*params, "none", 1, errors);
    std::optional<double> torchMs;
    double torchPeak = peakGrowthMiB([&] { torchMs = check::torchAttentionMilliseconds(*params, inputs, repeats, errors); });
    if (!torchMs) {
      std::cerr << name << ": " << (errors.empty() ? "libtorch failed" : errors.back()) << "\n";
      return 1;
    }
    for (auto &[scheduleName, schedule] : schedules) {
      session::Session session(*context);
      session.setGraph(parsed.module->clone());
      session.setSchedule(schedule);
      const session::Trace &trace = session.apply();
      if (!trace.ok()) {
        std::cerr << name << ": " << scheduleName << " failed to apply\n";
        return 1;
      }
      run::RunOptions options;
      options.repeats = repeats;
      options.checkRows = 64;
      options.graphOracle = false;
      run::RunReport report;
      double peak = peakGrowthMiB(
          [&] { report = run::runAndCheck(trace.final()->module.get(), *parsed.module, roles, options); });
      if (!report.ok) {
        std::cerr << name << " " << scheduleName << ": " << report.verdictReason << "\n" << formatAll(report.diagnostics);
        return 1;
      }
      std::printf("%-6lld %-22s %12.1f %10.1f %11.2fx  %s\n", static_cast<long long>(seq), scheduleName.c_str(),
                  report.medianMs, peak, report.medianMs / *torchMs, report.pass ? "pass" : "FAIL");
      std::fflush(stdout);
    }
    std::printf("%-6lld %-22s %12.1f %10.1f %12s\n", static_cast<long long>(seq), "libtorch SDPA (math)", *torchMs,
                torchPeak, "1.00x");
    std::fflush(stdout);
  }
  std::printf("\nvs libtorch = Lantern's time / libtorch's (lower is better for Lantern)\n");
  return 0;
#endif
}
