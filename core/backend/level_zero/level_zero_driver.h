// The Intel GPU backend's runtime layer: the Level Zero loader opened at run time with dlopen (nothing
// links against libze_loader), the mgpu* entry points that host code lowered by MLIR's GPU-to-LLVM
// conversion calls, device buffers for the executable, and kernel timing with Level Zero timestamps.
//
// The process uses one driver, the first GPU device it has, one context and one in-order immediate
// command list, "the shared stream": every copy, fill and launch of every JIT'd kernel is appended to
// it, so they run in the order they were issued. Kernels are SPIR-V (OpenCL flavour: Kernel
// capability, Physical64 addressing); the sizes of their arguments are read from the module itself.
#pragma once

#include "backend/gpu/driver_support.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace lantern::backend::level_zero {

struct DeviceInfo {
  std::string name;                      // "Intel(R) Data Center GPU Max 1550"
  uint32_t vendorId = 0;                 // 0x8086 for Intel
  uint32_t deviceId = 0;                 // the PCI device id
  uint32_t coreClockMHz = 0;
  uint32_t executionUnits = 0;           // slices x sub-slices per slice x EUs per sub-slice
  uint32_t threadsPerEU = 0;
  uint32_t maxGroupSize = 0;             // work-items per work-group
  uint32_t sharedLocalMemoryBytes = 0;   // the most shared local memory one work-group may use
  std::vector<uint32_t> subgroupSizes;   // the SIMD widths kernels may be compiled for: {16, 32}
  uint64_t memoryBytes = 0;              // device memory, summed over the memories the device reports
  uint64_t timerFrequencyHz = 0;         // ticks per second of the timestamps kernels are timed with
  uint32_t timestampValidBits = 0;
  uint32_t kernelTimestampValidBits = 0; // kernel timestamps wrap around at 2^this
  uint32_t driverVersion = 0;            // as the driver encodes it (ze_driver_properties_t)
  uint32_t apiVersion = 0;               // ZE_MAKE_VERSION(major, minor) the driver implements
};

struct Status {
  bool available = false;
  // Why not, when unavailable. Loader and driver problems start "no Level Zero driver (": "no Level
  // Zero driver (libze_loader.so.1: cannot open shared object file: ...)", "no Level Zero driver
  // (zeInit: ZE_RESULT_ERROR_UNINITIALIZED: the loader found no GPU driver that starts; ...)", "no
  // Level Zero driver (zeDriverGet found none: ...)"; drivers without a GPU device "no Intel GPU (".
  // A failure after that (querying the device, creating the context) says so in its own words.
  std::string reason;
  DeviceInfo device; // meaningful when available
};

// The Level Zero runtime of this process: loaded, initialized for GPUs only and given its context on
// first use, then cached; thread-safe. LANTERN_LEVEL_ZERO_LOADER overrides the loader's path
// ("libze_loader.so.1"). Never crashes on a missing loader, driver or device: it says why in `reason`.
const Status &status();

// Opens the loader at `loaderPath` and describes the first GPU without caching anything or creating
// a context, so tests can probe a missing loader in a process whose status() is already settled.
Status probeDriver(const std::string &loaderPath);

// Symbol name -> address of every mgpu* entry point that MLIR 22's GPU-to-LLVM lowering emits calls
// to (module load and unload, function lookup, kernel launch, streams, events, memory), for
// ExecutionEngine::registerSymbols. The functions have internal linkage: nothing named mgpu* is
// exported, so they never clash with MLIR's own Level Zero or SYCL runtime library if one is loaded.
//
// mgpuStreamCreate returns the shared stream and mgpuStreamDestroy leaves it alive. mgpuModuleLoad
// takes SPIR-V only (mgpuModuleLoadJIT refuses), and mgpuLaunchKernel refuses dynamic shared local
// memory: SPIR-V kernels from MLIR declare their work-group memory statically.
const llvm::StringMap<void *> &mgpuSymbols();

// The entry points cannot return errors to generated code: each failure is recorded, naming the
// Level Zero call ("zeKernelSetGroupSize: ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION (kernel ...)")
// or the entry point that refused to proceed ("mgpuLaunchKernel: ..."). Returns them and clears the
// list. Thread-safe. Global constructors of a JIT'd module load its kernels, so take the errors after
// ExecutionEngine::initialize as well as after each run.
std::vector<std::string> takeErrors();

// The byte size of each argument of the OpenCL kernel `kernel` in a SPIR-V module, from its
// OpEntryPoint's function type: what zeKernelSetArgumentValue needs, since Level Zero cannot say and
// the lowering passes only a pointer to each value. Pointers take the module's addressing model
// (Physical32 or Physical64); vectors of three are sized as four, as OpenCL lays them out.
llvm::Expected<std::vector<size_t>> kernelArgumentSizes(llvm::ArrayRef<uint32_t> spirv, llvm::StringRef kernel);

// The name of a ze_result_t value: "ZE_RESULT_ERROR_UNINITIALIZED", or "ze_result_t 0x..." when the
// value is unknown to Level Zero 1.4's headers.
std::string resultName(int32_t result);

// DeviceBuffer's memory (zeMemAllocDevice / zeMemFree). free waits for the shared stream first, since
// kernels still queued may use the buffer; a destructor cannot report, so a failed free goes to the
// error list like the entry points' errors.
struct DeviceMemory {
  static bool allocate(size_t bytes, void *&pointer, std::string &error);
  static void free(void *pointer);
};

// Device memory owned by the executable; data() is a device USM address, as kernels take it. Move-only.
using DeviceBuffer = gpu::DeviceBuffer<DeviceMemory>;

// Synchronous copies, appended to the shared stream after everything before them and waited for.
bool copyToDevice(DeviceBuffer &destination, const void *host, size_t bytes, std::string &error);
bool copyToHost(const DeviceBuffer &source, void *host, size_t bytes, std::string &error);

// Waits for all work on the shared stream.
bool synchronize(std::string &error);

// Times the kernels `work` (a call of a JIT'd host function) launches: each launch while it runs
// signals an event of a kernel-timestamp event pool, and the result is the sum of the kernels' own
// durations (end - start, in device ticks, wrapping at kernelTimestampValidBits, converted with the
// timer frequency). Copies, fills and gaps between kernels are not counted. Fails when `work`
// returns false, launches no kernel, or any entry point records an error while it runs; `error`
// then holds those errors, taken from the list. One timing at a time per process.
bool timeMilliseconds(const std::function<bool()> &work, double &milliseconds, std::string &error);

} // namespace lantern::backend::level_zero
