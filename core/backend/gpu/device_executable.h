// The runtime side both GPU backends share: a JIT'd host function whose buffers live on the GPU,
// run through the driver layer's device buffers, copies, timing and mgpu* entry points.
#pragma once

#include "backend/jit.h"

#include "llvm/ADT/StringMap.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace lantern::backend::gpu {

// The calls of a driver layer (backend/cuda/cuda_driver.h, backend/level_zero/level_zero_driver.h)
// a DeviceExecutable makes; `Buffer` is the layer's DeviceBuffer.
template <typename Buffer>
struct DeviceRuntime {
  bool (*copyToDevice)(Buffer &destination, const void *host, size_t bytes, std::string &error);
  bool (*copyToHost)(const Buffer &source, void *host, size_t bytes, std::string &error);
  bool (*timeMilliseconds)(const std::function<bool()> &work, double &milliseconds, std::string &error);
  const llvm::StringMap<void *> &(*mgpuSymbols)();
  std::vector<std::string> (*takeErrors)();
};

// A JIT'd kernel whose buffers live on a GPU: each argument is copied to device memory, the kernel
// runs (warm-up, then timed repeats, timed by the GPU), and every buffer comes back.
template <typename Buffer>
class DeviceExecutable final : public JitExecutable {
public:
  DeviceExecutable(const DeviceRuntime<Buffer> &runtime, std::unique_ptr<mlir::ExecutionEngine> engine,
                   std::string entry, size_t numArgs)
      : JitExecutable(std::move(engine), std::move(entry), numArgs), runtime(runtime) {}

  bool run(std::vector<check::HostTensor> &args, int repeats, Timings &timings,
           std::vector<Diagnostic> &diagnostics, int warmups = 1) override {
    if (!checkArity(args, diagnostics))
      return false;
    std::string error;
    auto failed = [&](const std::string &what) {
      diagnostics.push_back(makeError("run: " + what + ": " + error));
      return false;
    };
    std::vector<Buffer> buffers(args.size());
    std::vector<MemRefDescriptor> descriptors;
    for (size_t i = 0; i < args.size(); ++i) {
      size_t bytes = args[i].data.size();
      if (!buffers[i].allocate(bytes, error))
        return failed("device memory for " + args[i].name);
      if (!runtime.copyToDevice(buffers[i], args[i].raw(), bytes, error))
        return failed("copying " + args[i].name + " to the GPU");
      descriptors.emplace_back(buffers[i].data(), args[i].shape);
    }
    auto invoke = [&]() { return JitExecutable::invoke(descriptors, diagnostics); };
    if (!timeRuns(warmups, repeats, timings, [&](double &ms) { return runtime.timeMilliseconds(invoke, ms, error); }))
      return failed("the kernel");
    // Every buffer comes back: the executable does not know which of them are results.
    for (size_t i = 0; i < args.size(); ++i)
      if (!runtime.copyToHost(buffers[i], args[i].raw(), args[i].data.size(), error))
        return failed("copying " + args[i].name + " back from the GPU");
    return true;
  }

private:
  DeviceRuntime<Buffer> runtime;
};

// JITs the host side of `serialized` (a module whose GPU side is a gpu.binary) against the runtime's
// mgpu* entry points. The kernels load in the engine's constructors, so driver errors recorded then
// fail the compile too. `numArgs` buffers: the kernel's inputs and results.
template <typename Buffer>
std::unique_ptr<Executable> jitDeviceExecutable(const DeviceRuntime<Buffer> &runtime, mlir::ModuleOp serialized,
                                                const std::string &function, size_t numArgs,
                                                std::vector<Diagnostic> &diagnostics) {
  auto engine = jit(serialized, runtime.mgpuSymbols(), {}, diagnostics);
  std::vector<std::string> errors = runtime.takeErrors();
  for (const std::string &e : errors)
    diagnostics.push_back(makeError("compile: " + e));
  if (!engine || !errors.empty())
    return nullptr;
  return std::make_unique<DeviceExecutable<Buffer>>(runtime, std::move(engine), "_mlir_ciface_" + function, numArgs);
}

} // namespace lantern::backend::gpu
