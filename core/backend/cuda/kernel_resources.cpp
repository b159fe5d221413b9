// Running ptxas -v on a kernel's PTX and reading its report (ptxas_report.h).
#include "backend/cuda/kernel_resources.h"

#include "backend/cuda/cuda_backend.h"
#include "backend/cuda/toolkit.h"

namespace lantern::backend::cuda {

Availability resourcesAvailability() {
  std::string why = whyNoPtxas();
  return {why.empty(), why};
}

bool ptxResources(const std::string &ptx, ResourceReport &report, std::vector<Diagnostic> &diagnostics,
                  const std::string &chip) {
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
  report = buildResourceReport(ptx, log, target);
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
  return cudaBackend()->emit(finalModule, "ptx", ptx, diagnostics) && ptxResources(ptx, report, diagnostics);
}

} // namespace lantern::backend::cuda
