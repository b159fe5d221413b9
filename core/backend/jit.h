// What the CPU and CUDA backends share to run a lowered module on the host: the LLVM JIT and the
// memref descriptors its C interface takes.
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

// JITs `module` (LLVM dialect) at -O3 (LANTERN_CPU_OPT overrides) for the host CPU, loading
// `sharedLibraries` and resolving the names in `symbols` to the given addresses (runtime entry
// points Lantern provides itself). Null with diagnostics on failure.
std::unique_ptr<mlir::ExecutionEngine> jit(mlir::ModuleOp module, const llvm::StringMap<void *> &symbols,
                                           const std::vector<std::string> &sharedLibraries,
                                           std::vector<Diagnostic> &diagnostics);

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

// What the CPU and CUDA executables share: a JIT'd `_mlir_ciface_` entry taking one memref per
// buffer (inputs, then outputs).
class JitExecutable : public Executable {
public:
  JitExecutable(std::unique_ptr<mlir::ExecutionEngine> engine, std::string entry, size_t numArgs)
      : engine(std::move(engine)), entry(std::move(entry)), numArgs(numArgs) {}

protected:
  // False with a diagnostic when `args` does not hold one tensor per kernel buffer.
  bool checkArity(const std::vector<check::HostTensor> &args, std::vector<Diagnostic> &diagnostics) const;
  bool invoke(std::vector<MemRefDescriptor> &descriptors, std::vector<Diagnostic> &diagnostics) {
    return invokeWithDescriptors(*engine, entry, descriptors, diagnostics);
  }
  // One warm-up call of `once`, then `repeats` timed ones; `once` runs the kernel and says how long
  // it took. The milliseconds of the timed calls go to `timings`.
  static bool timeRuns(int repeats, Timings &timings, const std::function<bool(double &)> &once);

private:
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::string entry;
  size_t numArgs;
};

// A JIT'd kernel whose buffers live on a GPU: each argument is copied to device memory, the kernel
// runs (warm-up, then timed repeats, timed by the GPU), and every buffer comes back. `Runtime`
// names the driver layer: a DeviceBuffer type (allocate, data) and static copyToDevice,
// copyToHost, timeMilliseconds, mgpuSymbols and takeErrors, as backend/cuda/cuda_driver.h and
// backend/level_zero/level_zero_driver.h declare them.
template <typename Runtime>
class DeviceExecutable final : public JitExecutable {
public:
  using JitExecutable::JitExecutable;

  bool run(std::vector<check::HostTensor> &args, int repeats, Timings &timings,
           std::vector<Diagnostic> &diagnostics) override {
    if (!checkArity(args, diagnostics))
      return false;
    std::string error;
    auto failed = [&](const std::string &what) {
      diagnostics.push_back(makeError("run: " + what + ": " + error));
      return false;
    };
    std::vector<typename Runtime::DeviceBuffer> buffers(args.size());
    std::vector<MemRefDescriptor> descriptors;
    for (size_t i = 0; i < args.size(); ++i) {
      size_t bytes = args[i].data.size();
      if (!buffers[i].allocate(bytes, error))
        return failed("device memory for " + args[i].name);
      if (!Runtime::copyToDevice(buffers[i], args[i].raw(), bytes, error))
        return failed("copying " + args[i].name + " to the GPU");
      descriptors.emplace_back(buffers[i].data(), args[i].shape);
    }
    auto invoke = [&]() { return JitExecutable::invoke(descriptors, diagnostics); };
    if (!timeRuns(repeats, timings, [&](double &ms) { return Runtime::timeMilliseconds(invoke, ms, error); }))
      return failed("the kernel");
    // Every buffer comes back: the executable does not know which of them are results.
    for (size_t i = 0; i < args.size(); ++i)
      if (!Runtime::copyToHost(buffers[i], args[i].raw(), args[i].data.size(), error))
        return failed("copying " + args[i].name + " back from the GPU");
    return true;
  }
};

// JITs the host side of `lowered` (a module whose GPU side is serialized) against Runtime's mgpu*
// entry points. The kernels load in the engine's constructors, so driver errors recorded then
// fail the compile too. `numArgs` buffers: the kernel's inputs and results.
template <typename Runtime>
std::unique_ptr<Executable> jitDeviceExecutable(mlir::ModuleOp lowered, const std::string &function, size_t numArgs,
                                                std::vector<Diagnostic> &diagnostics) {
  auto engine = jit(lowered, Runtime::mgpuSymbols(), {}, diagnostics);
  std::vector<std::string> errors = Runtime::takeErrors();
  for (const std::string &e : errors)
    diagnostics.push_back(makeError("compile: " + e));
  if (!engine || !errors.empty())
    return nullptr;
  return std::make_unique<DeviceExecutable<Runtime>>(std::move(engine), "_mlir_ciface_" + function, numArgs);
}

} // namespace lantern::backend
