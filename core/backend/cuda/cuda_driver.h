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
#include <cstdint>
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
// mgpuTensorMapEncodeTiledMemref (what nvgpu.tma.create.descriptor lowers to) encodes the map with
// cuTensorMapEncodeTiled and returns a device copy of it, which kernels take by pointer. Copies are
// kept per request for the life of the process (a host function encodes its maps on every call), up
// to a bound past which they are freed after the stream drains.
//
// mgpuStreamCreate returns the one shared stream (created once, blocking with respect to the legacy
// default stream) and mgpuStreamDestroy leaves it alive, so every launch of every JIT'd kernel is
// ordered on it.
const llvm::StringMap<void *> &mgpuSymbols();

// A TMA descriptor request as cuTensorMapEncodeTiled takes it, read from what MLIR's lowering of
// nvgpu.tma.create.descriptor passes mgpuTensorMapEncodeTiledMemref: a ranked memref descriptor
// {allocated, aligned, offset, sizes[rank], strides[rank]} (outermost dimension first), the
// CUtensorMapDataType, interleave, swizzle, L2 promotion and out-of-bounds fill enums of cuda.h, and
// the box size per memref dimension. The driver counts dimensions innermost first, so the arrays here
// are reversed: globalDim[0] is the memref's last size.
struct TiledTensorMap {
  uint32_t dataType = 0;
  uint32_t rank = 0;
  void *globalAddress = nullptr;
  uint64_t globalDim[5] = {};
  uint64_t globalStrides[4] = {}; // bytes, dimensions 1 .. rank-1 (dimension 0 is contiguous)
  uint32_t boxDim[5] = {};
  uint32_t elementStrides[5] = {}; // all 1: every element of the box
  uint32_t interleave = 0;
  uint32_t swizzle = 0;
  uint32_t l2Promotion = 0;
  uint32_t oobFill = 0;

  bool operator==(const TiledTensorMap &other) const;
};

// Fills `map` from the entry point's arguments, or returns false with `error` saying which limit of
// cuTensorMapEncodeTiled the request breaks (rank 1 to 5, a known data type and enums, a contiguous
// innermost dimension, a 16-byte aligned base, strides that are multiples of 16 bytes, boxes of 1 to
// 256 elements, a swizzled box row no wider than the swizzle span), so a bad descriptor fails with
// the reason instead of the driver's CUDA_ERROR_INVALID_VALUE.
bool describeTiledTensorMap(int64_t rank, const void *memrefDescriptor, int64_t dataType, int64_t interleave,
                            int64_t swizzle, int64_t l2Promotion, int64_t oobFill, const int64_t *boxDims,
                            TiledTensorMap &map, std::string &error);

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
