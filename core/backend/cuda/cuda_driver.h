// The NVIDIA backend's runtime layer: the CUDA driver loaded at run time with dlopen (no CUDA toolkit
// at build time), the mgpu* entry points that host code lowered by MLIR's GPU-to-LLVM conversion
// calls, device buffers for the executable, and kernel timing with CUDA events.
//
// One primary context is retained per process, on the device LANTERN_CUDA_DEVICE names (default 0),
// and made current on the calling thread by every call here: JIT'd host code runs on the thread that
// invokes it. All GPU work is ordered on one shared stream, so events recorded on it bracket kernels.
#pragma once

#include "backend/gpu/driver_support.h"

#include "llvm/ADT/StringMap.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace lantern::backend::cuda {

struct DeviceInfo {
  int index = 0; // the device ordinal
  std::string name;
  int major = 0; // compute capability, 9.0 for H100 and H200
  int minor = 0;
  int multiprocessors = 0;
  size_t memoryBytes = 0;
  int sharedMemoryPerBlockOptIn = 0; // the most dynamic shared memory one block may opt in to
  int driverVersion = 0;             // as cuDriverGetVersion says: 12080 for CUDA 12.8
};

struct Status {
  bool available = false;
  // Why not, when unavailable: "no NVIDIA driver (libcuda.so.1: cannot open shared object file: ...)",
  // "no CUDA device (cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected)".
  std::string reason;
  DeviceInfo device; // meaningful when available
};

// The driver of this process: loaded, initialized and given its primary context on first use, then
// cached. LANTERN_CUDA_DRIVER overrides the library path ("libcuda.so.1"), LANTERN_CUDA_DEVICE the
// device. Never crashes on a missing driver or device: it says why in `reason`.
const Status &status();

// Loads the driver at `path` and describes device `device` without caching anything or retaining a
// context, so tests can probe a missing driver in a process whose status() is already settled.
Status probeDriver(const std::string &path, int device = 0);

// Symbol name -> address of every mgpu* entry point that MLIR 22's GPU-to-LLVM lowering emits calls
// to (module load and unload, function lookup, kernel and cluster launch, streams, events, memory),
// for ExecutionEngine::registerSymbols. The functions have internal linkage: nothing named mgpu* is
// exported, so they never clash with MLIR's own CUDA runtime library if one is loaded.
//
// mgpuStreamCreate returns the one shared stream (created once, blocking with respect to the legacy
// default stream) and mgpuStreamDestroy leaves it alive, so every launch of every JIT'd kernel is
// ordered on it.
const llvm::StringMap<void *> &mgpuSymbols();

// The entry points cannot return errors to generated code: each failure is recorded, naming the
// driver call ("cuLaunchKernel: CUDA_ERROR_INVALID_VALUE: invalid argument (kernel ...)") or the
// entry point that refused to proceed ("mgpuLaunchKernel: ..."). Returns them and clears the list.
// Thread-safe. Global constructors of a JIT'd module load its kernels, so take the errors after
// ExecutionEngine::initialize as well as after each run.
std::vector<std::string> takeErrors();

// DeviceBuffer's memory (cuMemAlloc / cuMemFree). free waits for the shared stream first, since
// kernels still queued may use the buffer; a destructor cannot report, so a failed free goes to the
// error list like the entry points' errors.
struct DeviceMemory {
  static bool allocate(size_t bytes, void *&pointer, std::string &error);
  static void free(void *pointer);
};

// Device memory owned by the executable; data() is a device address, as kernels take it. Move-only.
using DeviceBuffer = gpu::DeviceBuffer<DeviceMemory>;

// Synchronous copies. They run on the legacy default stream, which the shared stream waits for and
// which waits for the shared stream: a copy never overlaps a kernel that uses the buffer.
bool copyToDevice(DeviceBuffer &destination, const void *host, size_t bytes, std::string &error);
bool copyToHost(const DeviceBuffer &source, void *host, size_t bytes, std::string &error);

// Waits for all work on the shared stream.
bool synchronize(std::string &error);

// Times `work` (a call of a JIT'd host function) on the GPU with CUDA events on the shared stream.
// The start event is recorded just before the first operation `work` enqueues (launch, copy, memset)
// and the stop event when the host first waits for the stream after the last one (in
// mgpuStreamSynchronize, or in mgpuMemFree, which waits before it frees), so allocations before the
// kernels, frees after them and the host's wake-up are not counted. Fails when `work` returns false,
// enqueues nothing, or any entry point records an error while it runs; `error` then holds those
// errors, taken from the list. One timing at a time per process.
bool timeMilliseconds(const std::function<bool()> &work, double &milliseconds, std::string &error);

} // namespace lantern::backend::cuda
