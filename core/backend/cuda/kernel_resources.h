// What each CUDA kernel of a schedule's final IR uses (registers, spills, shared, stack and
// constant memory, from ptxas -v) and the occupancy that allows on its SM: the cuda backend's
// `--emit resources` and the GUI's Code view. Needs ptxas at run time; says so when it is missing.
#pragma once

#include "backend/backend.h"
#include "backend/cuda/ptxas_report.h"

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace lantern::backend::cuda {

// Whether ptxas can be run here; the reason when not ("ptxas not found (looked on PATH,
// $CUDA_HOME/bin and /usr/local/cuda/bin; set PATH or CUDA_HOME to a CUDA toolkit, or
// LANTERN_PTXAS to its ptxas)").
Availability resourcesAvailability();

// The dynamic shared memory each kernel of `module` is launched with, in launch order (the order
// outlining gives the kernels, so the PTX's): a gpu.launch_func's operand, or for a gpu.launch not
// yet lowered what the cuda backend will give it (gpu::dynamicSharedBytes).
std::vector<int64_t> launchDynamicSharedBytes(mlir::ModuleOp module);

// Assembles `ptx` with ptxas -v for `chip` (empty: the PTX's .target) and reports its kernels.
// False with diagnostics when ptxas is missing or fails; nothing else is needed (no GPU, no driver).
// `dynamicShared` (from launchDynamicSharedBytes) adds each kernel's dynamic shared memory, in order,
// to what its occupancy counts; ignored when it does not name one size per kernel.
bool ptxResources(const std::string &ptx, ResourceReport &report, std::vector<Diagnostic> &diagnostics,
                  const std::string &chip = "", const std::vector<int64_t> &dynamicShared = {});

// The same for a schedule's final snapshot: lowers a copy to PTX as `--emit ptx` does (for the
// chip of this machine's GPU, LANTERN_CUDA_CHIP, or sm_90a), then runs ptxResources on it.
bool kernelResources(mlir::ModuleOp finalModule, ResourceReport &report, std::vector<Diagnostic> &diagnostics);

} // namespace lantern::backend::cuda
