// Running ptxas -v on a kernel's PTX and reading its report (ptxas_report.h).
#include "backend/cuda/kernel_resources.h"

#include "backend/cuda/cuda_backend.h"
#include "backend/cuda/toolkit.h"
#include "backend/gpu/kernel_lowering.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace lantern::backend::cuda {

Availability resourcesAvailability() {
  std::string why = whyNoPtxas();
  return {why.empty(), why};
}

std::vector<int64_t> launchDynamicSharedBytes(mlir::ModuleOp module) {
  std::vector<int64_t> bytes;
  module.walk([&](mlir::Operation *op) {
    if (auto launch = llvm::dyn_cast<mlir::gpu::LaunchOp>(op)) {
      std::optional<int64_t> given;
      if (mlir::Value size = launch.getDynamicSharedMemorySize())
        given = mlir::getConstantIntValue(size);
      bytes.push_back(given.value_or(gpu::dynamicSharedBytes(launch)));
    } else if (auto launchFunc = llvm::dyn_cast<mlir::gpu::LaunchFuncOp>(op)) {
      mlir::Value size = launchFunc.getDynamicSharedMemorySize();
      bytes.push_back(size ? mlir::getConstantIntValue(size).value_or(0) : 0);
    }
  });
  return bytes;
}

bool ptxResources(const std::string &ptx, ResourceReport &report, std::vector<Diagnostic> &diagnostics,
                  const std::string &chip, const std::vector<int64_t> &dynamicShared) {
  std::string target = chip.empty() ? summarizePtx(ptx).target : chip;
  if (target.empty()) {
    diagnostics.push_back(makeError("compile: the PTX has no .target and no chip was given: ptxas needs one"));
    return false;
  }
  if (std::string why = whyNoPtxas(); !why.empty()) {
    diagnostics.push_back(makeError("compile: " + why + ": kernel resources come from ptxas -v"));
    return false;
  }
  std::string cubin, log;
  if (!assemblePtx(ptx, target, {"-v"}, cubin, log, diagnostics))
    return false;
  report = buildResourceReport(ptx, log, target, dynamicShared);
  report.ptxas = findPtxas();
  if (report.kernels.empty()) {
    diagnostics.push_back(makeError("compile: ptxas -v (" + report.ptxas + ") reported no entry function:\n" + log));
    return false;
  }
  return true;
}

bool kernelResources(mlir::ModuleOp finalModule, ResourceReport &report, std::vector<Diagnostic> &diagnostics) {
  // Before the lowering, which takes a while, so that a missing ptxas is said at once.
  if (std::string why = whyNoPtxas(); !why.empty()) {
    diagnostics.push_back(makeError("compile: " + why + ": kernel resources come from ptxas -v"));
    return false;
  }
  std::string ptx;
  return cudaBackend()->emit(finalModule, "ptx", ptx, diagnostics) &&
         ptxResources(ptx, report, diagnostics, "", launchDynamicSharedBytes(finalModule));
}

} // namespace lantern::backend::cuda
