// lantern-cli sweep, sweep merge and tune: the batch side of schedules (core/sweep).
#pragma once

#include "isolation.h"

#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
}

namespace lantern::cli {

struct SweepOptions {
  std::string spec, out;
  std::string shard = "0/1";
  std::string progress = "auto"; // auto (a bar on a terminal, lines otherwise), bar, lines, none
  bool list = false;             // print the points (this shard's) and exit
  IsolationOptions isolation;    // each point in a child process (unless off), under these limits
  int argc = 0;                  // the command line, to run it again as the child
  char **argv = nullptr;
};

// Exit codes as lantern-cli's: 0 every point of the shard has a result line (whatever its status),
// 1 the sweep stopped early (a write failed), 2 bad input.
int runSweep(mlir::MLIRContext &context, const SweepOptions &options);
int runSweepMerge(const std::vector<std::string> &inputs, const std::string &out);
int runTune(const std::vector<std::string> &inputs, const std::string &outDir);

} // namespace lantern::cli
