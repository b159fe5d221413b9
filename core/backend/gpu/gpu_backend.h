// The lowering both GPU backends share, as IREE's LLVMGPU pipeline serves NVVM and ROCDL: the
// schedule's final IR is prepared as a kernel (prepareKernelFunction), lowered and outlined into
// gpu.modules in the target's dialects, lowered to the LLVM dialect, serialized, and its host side
// JIT'd against the driver's mgpu* entry points. GpuBackend runs these stages for compile and emit;
// a backend supplies a GpuLowering with the stages that differ per target, and its driver.
#pragma once

#include "backend/backend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <memory>
#include <string>
#include <vector>

namespace lantern::backend::gpu {

// One compile or emit of a module for one GPU target. It holds what the backend read of the machine
// (chip, features) and what an earlier stage learnt for a later one (XMX or per-work-item kernels).
class GpuLowering {
public:
  virtual ~GpuLowering() = default;

  // From the prepared kernel function to the module `--emit mlir` shows: kernels lowered for the
  // target and outlined into gpu.modules with the target attached.
  virtual bool lowerToTargetDialects(mlir::ModuleOp module, mlir::func::FuncOp func,
                                     std::vector<Diagnostic> &diagnostics) = 0;
  // From there to the LLVM dialect, kernels and host, ready to serialize.
  virtual bool lowerToLlvmDialect(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) = 0;
  // Replaces each gpu.module by a gpu.binary in `format` (gpu-module-to-binary's "bin", "isa" or
  // "llvm"); nothing else.
  virtual bool serialize(mlir::ModuleOp module, const std::string &format, std::vector<Diagnostic> &diagnostics) = 0;
  // The format compile serializes to, for the driver to load.
  virtual std::string loadableFormat() const = 0;
  // Writes `what` (an emit kind other than "mlir") of the module lowerToLlvmDialect produced.
  virtual bool emitTargetCode(mlir::ModuleOp module, const std::string &what, std::string &out,
                              std::vector<Diagnostic> &diagnostics) = 0;
};

class GpuBackend : public Backend {
public:
  std::unique_ptr<Executable> compile(mlir::ModuleOp module, const std::string &function,
                                      std::vector<Diagnostic> &diagnostics) final;
  bool emit(mlir::ModuleOp module, const std::string &what, std::string &out,
            std::vector<Diagnostic> &diagnostics) final;

protected:
  // A lowering for this machine's target.
  virtual std::unique_ptr<GpuLowering> startLowering() const = 0;
  // JITs the host side of `serialized` against the driver (jitDeviceExecutable, device_executable.h).
  // `numArgs` buffers: the kernel's inputs and results.
  virtual std::unique_ptr<Executable> jitExecutable(mlir::ModuleOp serialized, const std::string &function,
                                                    size_t numArgs, std::vector<Diagnostic> &diagnostics) const = 0;

private:
  // The preamble of compile and emit: prepares a copy of `input` as a kernel and lowers it to the
  // target's dialects. Null with diagnostics on failure.
  mlir::OwningOpRef<mlir::ModuleOp> lowerCopy(mlir::ModuleOp input, GpuLowering &lowering,
                                              std::vector<Diagnostic> &diagnostics) const;
};

} // namespace lantern::backend::gpu
