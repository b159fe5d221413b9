// The CPU backend (LLVM JIT through mlir::ExecutionEngine).
#pragma once

#include "backend/backend.h"

#include <memory>
#include <string>
#include <vector>

namespace lantern::backend {

Backend *cpuBackend();

// How the CPU backend lowers a kernel. `roll`: collapse parallel loops and roll large vector ops
// into loops (backend/cpu/roll_vector_ops.h), with the inner-reduction strategy for row reductions;
// the results are bitwise the same either way, the machine code several times smaller with it.
// `optLevel`: LLVM's optimization level (negative: 3, or LANTERN_CPU_OPT).
struct CpuLowering {
  bool roll = true;
  int optLevel = -1;
};

// The backend's own: rolling on unless LANTERN_CPU_ROLL=0, the default optimization level.
CpuLowering defaultCpuLowering();

// What cpuBackend()->compile does, with an explicit lowering (tests compare the two). Machine code
// is generated at the first run, or by Executable::materialize.
std::unique_ptr<Executable> compileCpu(mlir::ModuleOp module, const std::string &function, const CpuLowering &lowering,
                                       std::vector<Diagnostic> &diagnostics);

} // namespace lantern::backend
