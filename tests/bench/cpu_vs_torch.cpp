// The scheduled graph on the CPU against libtorch's attention (PyTorch 1.13's SDPA math path,
// float32) on the same inputs, in the same process; prints medians and their ratio.
// PyTorch 2.x (its CPU flash kernel) is the stronger peer: tests/bench/cpu_vs_pytorch.py uses it when
// torch is installed and falls back to this program when it is not.
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
#include <iostream>

using namespace lantern;

int main(int argc, char **argv) {
#if !LANTERN_HAVE_TORCH
  std::cerr << "built without libtorch: no peer to compare with\n";
  return 2;
#else
  std::string schedulePath = argc > 1 ? argv[1] : std::string(LANTERN_SOURCE_DIR) + "/schedules/tile-and-fuse.json";
  int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  std::vector<Diagnostic> diagnostics;
  auto schedule = schedule::loadSchedule(schedulePath, diagnostics);
  if (!schedule) {
    std::cerr << formatAll(diagnostics);
    return 2;
  }
  struct Case {
    std::string name;
    graph::SdpaSpec spec;
  };
  std::vector<Case> cases;
  for (int64_t seq : {256, 1024}) {
    graph::SdpaSpec s;
    s.batch = 1;
    s.heads = 8;
    s.seq = seq;
    s.dim = 64;
    cases.push_back({"B1 H8 S" + std::to_string(seq) + " D64 f32", s});
  }
  graph::SdpaSpec causal = cases.back().spec;
  causal.mask = graph::MaskKind::Causal;
  cases.push_back({"B1 H8 S1024 D64 f32 causal", causal});

  auto context = makeContext();
  std::printf("schedule: %s; median of %d runs after a warm-up each\n\n", schedulePath.c_str(), repeats);
  std::printf("%-28s %12s %12s %9s  %s\n", "shape", "lantern ms", "libtorch ms", "ratio", "lantern verdict");
  for (const Case &c : cases) {
    ParseResult parsed = parseModule(*context, graph::generateSdpa(c.spec), c.name);
    if (!parsed) {
      std::cerr << formatAll(parsed.diagnostics);
      return 1;
    }
    graph::RoleReport roles = graph::findRoles(*parsed.module);
    session::Session session(*context);
    session.setGraph(parsed.module->clone());
    session.setSchedule(*schedule);
    const session::Trace &trace = session.apply();
    if (!trace.ok()) {
      std::cerr << c.name << ": the schedule failed\n";
      return 1;
    }
    run::RunOptions options;
    options.repeats = repeats;
    options.checkRows = 64;
    options.graphOracle = false;
    run::RunReport report = run::runAndCheck(trace.final()->module.get(), *parsed.module, roles, options);
    if (!report.ok) {
      std::cerr << c.name << ": " << report.verdictReason << "\n" << formatAll(report.diagnostics);
      return 1;
    }
    std::string error;
    auto params = run::attentionParams(roles, *parsed.module, error);
    std::vector<std::string> errors;
    auto inputs = check::makeInputs(*params, options.maskKind, options.seed, errors);
    auto torchMs = check::torchAttentionMilliseconds(*params, inputs, repeats, errors);
    if (!torchMs) {
      std::cerr << c.name << ": " << (errors.empty() ? "libtorch failed" : errors.back()) << "\n";
      return 1;
    }
    std::printf("%-28s %12.2f %12.2f %9.2f  %s\n", c.name.c_str(), report.medianMs, *torchMs, report.medianMs / *torchMs,
                report.pass ? "pass" : "FAIL");
  }
  std::printf("\nratio = lantern / libtorch (lower is better for Lantern)\n");
  return 0;
#endif
}
