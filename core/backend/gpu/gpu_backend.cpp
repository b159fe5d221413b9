// The stages of the shared GPU lowering, in the order compile and emit run them.
#include "backend/gpu/gpu_backend.h"

#include "backend/gpu/kernel_lowering.h"
#include "backend/jit.h"

#include "llvm/Support/raw_ostream.h"

namespace lantern::backend::gpu {

mlir::OwningOpRef<mlir::ModuleOp> GpuBackend::lowerCopy(mlir::ModuleOp input, GpuLowering &lowering,
                                                        std::vector<Diagnostic> &diagnostics) const {
  mlir::OwningOpRef<mlir::ModuleOp> module = input.clone();
  registerLlvmTranslations(*module);
  mlir::func::FuncOp func = prepareKernelFunction(*module, name(), diagnostics);
  if (!func || !lowering.lowerToTargetDialects(*module, func, diagnostics))
    return nullptr;
  return module;
}

bool GpuBackend::emit(mlir::ModuleOp input, const std::string &what, std::string &out,
                      std::vector<Diagnostic> &diagnostics) {
  std::unique_ptr<GpuLowering> lowering = startLowering();
  mlir::OwningOpRef<mlir::ModuleOp> module = lowerCopy(input, *lowering, diagnostics);
  if (!module)
    return false;
  if (what == "mlir") {
    llvm::raw_string_ostream os(out);
    module->print(os);
    return true;
  }
  return lowering->lowerToLlvmDialect(*module, diagnostics) &&
         lowering->emitTargetCode(*module, what, out, diagnostics);
}

std::unique_ptr<Executable> GpuBackend::compile(mlir::ModuleOp input, const std::string &function,
                                                std::vector<Diagnostic> &diagnostics) {
  Availability available = availability();
  if (!available.available) {
    diagnostics.push_back(makeError(name() + " backend not available: " + available.reason));
    return nullptr;
  }
  std::unique_ptr<GpuLowering> lowering = startLowering();
  mlir::OwningOpRef<mlir::ModuleOp> module = lowerCopy(input, *lowering, diagnostics);
  if (!module || !lowering->lowerToLlvmDialect(*module, diagnostics) ||
      !lowering->serialize(*module, lowering->loadableFormat(), diagnostics))
    return nullptr;
  return jitExecutable(*module, function, kernelBufferCount(input, function), diagnostics);
}

} // namespace lantern::backend::gpu
