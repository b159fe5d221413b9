// What the CPU and GPU backends share to run a lowered module on the host: the LLVM JIT and the
// memref descriptors its C interface takes (backend/gpu/device_executable.h runs the GPU's).
#pragma once

#include "backend/backend.h"
#include "ir/diagnostics.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/StringMap.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace lantern::backend {

// Inputs plus results (which become out-parameters) of `function` in the schedule's final IR: the
// number of buffers its kernel takes. 0 when there is no such function.
size_t kernelBufferCount(mlir::ModuleOp module, const std::string &function);

// Registers the LLVM IR translations of every dialect on `module`'s context: the ExecutionEngine
// and gpu-module-to-binary translate the lowered module to LLVM IR.
void registerLlvmTranslations(mlir::ModuleOp module);

// JITs `module` (LLVM dialect) for the host CPU at LLVM's -O`optLevel` (negative: 3, or
// LANTERN_CPU_OPT), loading `sharedLibraries` and resolving the names in `symbols` to the given
// addresses (runtime entry points Lantern provides itself). Null with diagnostics on failure.
// Machine code is generated at the first lookup of a symbol, not here. `cpu`: a generic x86-64
// level instead of the host's own model and features ("x86-64-v3", "x86-64-v4"; empty: the host).
std::unique_ptr<mlir::ExecutionEngine> jit(mlir::ModuleOp module, const llvm::StringMap<void *> &symbols,
                                           const std::vector<std::string> &sharedLibraries,
                                           std::vector<Diagnostic> &diagnostics, int optLevel = -1,
                                           const std::string &cpu = "");

// A ranked memref descriptor as the C interface takes it: {allocated, aligned, offset, sizes[r],
// strides[r]}, row-major and contiguous. `data` is a host or a device address.
struct MemRefDescriptor {
  std::vector<int64_t> words;
  MemRefDescriptor(void *data, const std::vector<int64_t> &shape);
  void *pointer() { return words.data(); }
};

// Calls `entry` (an _mlir_ciface_ function taking one memref per descriptor) through invokePacked.
bool invokeWithDescriptors(mlir::ExecutionEngine &engine, const std::string &entry,
                           std::vector<MemRefDescriptor> &descriptors, std::vector<Diagnostic> &diagnostics);

// What the CPU and GPU executables share: a JIT'd `_mlir_ciface_` entry taking one memref per
// buffer (inputs, then outputs).
class JitExecutable : public Executable {
public:
  JitExecutable(std::unique_ptr<mlir::ExecutionEngine> engine, std::string entry, size_t numArgs)
      : engine(std::move(engine)), entry(std::move(entry)), numArgs(numArgs) {}

  // Looks the entry up: the JIT generates the module's machine code at the first lookup.
  bool materialize(std::vector<Diagnostic> &diagnostics) override;

protected:
  // False with a diagnostic when `args` does not hold one tensor per kernel buffer.
  bool checkArity(const std::vector<check::HostTensor> &args, std::vector<Diagnostic> &diagnostics) const;
  bool invoke(std::vector<MemRefDescriptor> &descriptors, std::vector<Diagnostic> &diagnostics) {
    return invokeWithDescriptors(*engine, entry, descriptors, diagnostics);
  }
  // Leaves the engine's code and data mapped for the rest of the process (when something may still run it).
  void leakEngine() { (void)engine.release(); }
  // `warmups` warm-up calls of `once` (at least one), then `repeats` timed ones; `once` runs the
  // kernel and says how long it took. The milliseconds of the timed calls go to `timings`.
  static bool timeRuns(int warmups, int repeats, Timings &timings, const std::function<bool(double &)> &once);

private:
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::string entry;
  size_t numArgs;
};

} // namespace lantern::backend
