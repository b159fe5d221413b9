// The CUDA driver API, loaded with dlopen so that building Lantern needs no CUDA toolkit, and the
// mgpu* runtime entry points of MLIR's GPU-to-LLVM lowering implemented on top of it.
//
// The few driver types and constants used here are declared below with the values of cuda.h (CUDA
// 13.0); they are part of the driver's stable ABI. Entry points whose original signature took 32-bit
// sizes are resolved by their _v2 names only: the unversioned exports keep the old signatures.
#include "backend/cuda/cuda_driver.h"

#include "backend/gpu/driver_support.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace lantern::backend::cuda {

namespace {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUstream_st;
struct CUevent_st;
using CUcontext = CUctx_st *;
using CUmodule = CUmod_st *;
using CUfunction = CUfunc_st *;
using CUstream = CUstream_st *;
using CUevent = CUevent_st *;

constexpr CUresult kSuccess = 0;        // CUDA_SUCCESS
constexpr CUresult kErrorNoDevice = 100; // CUDA_ERROR_NO_DEVICE
constexpr CUresult kErrorOutOfMemory = 2; // CUDA_ERROR_OUT_OF_MEMORY
// The most device memory kept for reuse after generated code frees it (Runtime::freeBlocks).
constexpr size_t kKeptBlockBytes = size_t(4) << 30;

constexpr int kAttributeMultiprocessorCount = 16;        // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
constexpr int kAttributeComputeCapabilityMajor = 75;     // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
constexpr int kAttributeComputeCapabilityMinor = 76;     // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR
constexpr int kAttributeSharedMemoryPerBlockOptIn = 97;  // CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN
constexpr int kFunctionMaxDynamicSharedBytes = 8;        // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
constexpr int kFunctionNonPortableClusterSize = 14;      // CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED
constexpr int kJitErrorLogBuffer = 5;                    // CU_JIT_ERROR_LOG_BUFFER
constexpr int kJitErrorLogBufferSizeBytes = 6;           // CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
constexpr int kJitOptimizationLevel = 7;                 // CU_JIT_OPTIMIZATION_LEVEL
constexpr int kLaunchAttributeClusterDimension = 4;      // CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
constexpr unsigned kMemAttachGlobal = 1;                 // CU_MEM_ATTACH_GLOBAL
constexpr unsigned kEventDefault = 0;                    // CU_EVENT_DEFAULT
constexpr unsigned kEventDisableTiming = 2;              // CU_EVENT_DISABLE_TIMING
// CU_STREAM_DEFAULT: the stream synchronizes with the legacy default stream, which the synchronous
// copies of the executable use.
constexpr unsigned kStreamBlocking = 0;

// A block may use this much dynamic shared memory without opting in through a function attribute.
constexpr int32_t kSharedMemoryWithoutOptIn = 48 * 1024;
// Beyond this many blocks a cluster is "non-portable" and must be allowed per function.
constexpr uint64_t kPortableClusterBlocks = 8;

// CUtensorMap: an opaque 128-byte object, 64-byte aligned.
struct alignas(64) TensorMapBytes {
  unsigned char bytes[128];
};
static_assert(sizeof(TensorMapBytes) == 128, "CUtensorMap is 128 bytes");
// Encoded maps whose device copies are kept (mgpuTensorMapEncodeTiledMemref): past this many, all
// are freed once the stream no longer uses them.
constexpr size_t kKeptTensorMaps = 4096;

// CUlaunchAttribute and CUlaunchConfig, for cuLaunchKernelEx (cluster launches).
struct LaunchAttribute {
  int id;
  char pad[4];
  union alignas(8) {
    char bytes[64];
    struct {
      unsigned x, y, z;
    } clusterDim;
  } value;
};
static_assert(sizeof(LaunchAttribute) == 72, "CUlaunchAttribute is 72 bytes");

struct LaunchConfig {
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  CUstream hStream;
  LaunchAttribute *attrs;
  unsigned numAttrs;
};
static_assert(sizeof(LaunchConfig) == 56, "CUlaunchConfig is 56 bytes");

// The driver entry points Lantern calls, resolved from the loaded library.
struct Driver {
  CUresult (*init)(unsigned flags) = nullptr;
  CUresult (*driverGetVersion)(int *version) = nullptr;
  CUresult (*getErrorName)(CUresult error, const char **name) = nullptr;
  CUresult (*getErrorString)(CUresult error, const char **text) = nullptr;
  CUresult (*deviceGetCount)(int *count) = nullptr;
  CUresult (*deviceGet)(CUdevice *device, int ordinal) = nullptr;
  CUresult (*deviceGetName)(char *name, int length, CUdevice device) = nullptr;
  CUresult (*deviceGetAttribute)(int *value, int attribute, CUdevice device) = nullptr;
  CUresult (*deviceTotalMem)(size_t *bytes, CUdevice device) = nullptr;
  CUresult (*devicePrimaryCtxRetain)(CUcontext *context, CUdevice device) = nullptr;
  CUresult (*ctxSetCurrent)(CUcontext context) = nullptr;
  CUresult (*moduleLoadDataEx)(CUmodule *module, const void *image, unsigned count, int *options,
                               void **values) = nullptr;
  CUresult (*moduleUnload)(CUmodule module) = nullptr;
  CUresult (*moduleGetFunction)(CUfunction *function, CUmodule module, const char *name) = nullptr;
  CUresult (*funcSetAttribute)(CUfunction function, int attribute, int value) = nullptr;
  CUresult (*launchKernel)(CUfunction function, unsigned gridX, unsigned gridY, unsigned gridZ,
                           unsigned blockX, unsigned blockY, unsigned blockZ, unsigned sharedBytes,
                           CUstream stream, void **params, void **extra) = nullptr;
  // Null on drivers older than CUDA 11.8: only cluster launches need it.
  CUresult (*launchKernelEx)(const LaunchConfig *config, CUfunction function, void **params,
                             void **extra) = nullptr;
  CUresult (*streamCreate)(CUstream *stream, unsigned flags) = nullptr;
  CUresult (*streamDestroy)(CUstream stream) = nullptr;
  CUresult (*streamSynchronize)(CUstream stream) = nullptr;
  CUresult (*streamWaitEvent)(CUstream stream, CUevent event, unsigned flags) = nullptr;
  CUresult (*eventCreate)(CUevent *event, unsigned flags) = nullptr;
  CUresult (*eventDestroy)(CUevent event) = nullptr;
  CUresult (*eventRecord)(CUevent event, CUstream stream) = nullptr;
  CUresult (*eventSynchronize)(CUevent event) = nullptr;
  CUresult (*eventElapsedTime)(float *milliseconds, CUevent start, CUevent stop) = nullptr;
  CUresult (*memAlloc)(CUdeviceptr *pointer, size_t bytes) = nullptr;
  CUresult (*memAllocManaged)(CUdeviceptr *pointer, size_t bytes, unsigned flags) = nullptr;
  CUresult (*memFree)(CUdeviceptr pointer) = nullptr;
  CUresult (*memcpyHtoD)(CUdeviceptr destination, const void *source, size_t bytes) = nullptr;
  CUresult (*memcpyDtoH)(void *destination, CUdeviceptr source, size_t bytes) = nullptr;
  CUresult (*memcpyAsync)(CUdeviceptr destination, CUdeviceptr source, size_t bytes,
                          CUstream stream) = nullptr;
  CUresult (*memsetD32Async)(CUdeviceptr destination, unsigned value, size_t count,
                             CUstream stream) = nullptr;
  CUresult (*memsetD16Async)(CUdeviceptr destination, unsigned short value, size_t count,
                             CUstream stream) = nullptr;
  CUresult (*memHostRegister)(void *pointer, size_t bytes, unsigned flags) = nullptr;
  CUresult (*memHostUnregister)(void *pointer) = nullptr;
  // Null on drivers older than CUDA 12.0: only TMA descriptors need it.
  CUresult (*tensorMapEncodeTiled)(TensorMapBytes *map, unsigned dataType, uint32_t rank, void *globalAddress,
                                   const uint64_t *globalDim, const uint64_t *globalStrides, const uint32_t *boxDim,
                                   const uint32_t *elementStrides, unsigned interleave, unsigned swizzle,
                                   unsigned l2Promotion, unsigned oobFill) = nullptr;
};

// Resolves every entry point; returns the name of the first one missing, or an empty string.
std::string resolveAll(void *library, Driver &d) {
  gpu::SymbolResolver resolve{library, ""};
  resolve(d.init, {"cuInit"});
  resolve(d.driverGetVersion, {"cuDriverGetVersion"});
  resolve(d.getErrorName, {"cuGetErrorName"});
  resolve(d.getErrorString, {"cuGetErrorString"});
  resolve(d.deviceGetCount, {"cuDeviceGetCount"});
  resolve(d.deviceGet, {"cuDeviceGet"});
  resolve(d.deviceGetName, {"cuDeviceGetName"});
  resolve(d.deviceGetAttribute, {"cuDeviceGetAttribute"});
  resolve(d.deviceTotalMem, {"cuDeviceTotalMem_v2"});
  resolve(d.devicePrimaryCtxRetain, {"cuDevicePrimaryCtxRetain"});
  resolve(d.ctxSetCurrent, {"cuCtxSetCurrent"});
  resolve(d.moduleLoadDataEx, {"cuModuleLoadDataEx"});
  resolve(d.moduleUnload, {"cuModuleUnload"});
  resolve(d.moduleGetFunction, {"cuModuleGetFunction"});
  resolve(d.funcSetAttribute, {"cuFuncSetAttribute"});
  resolve(d.launchKernel, {"cuLaunchKernel"});
  resolve.optional(d.launchKernelEx, {"cuLaunchKernelEx"});
  resolve(d.streamCreate, {"cuStreamCreate"});
  resolve(d.streamDestroy, {"cuStreamDestroy_v2", "cuStreamDestroy"});
  resolve(d.streamSynchronize, {"cuStreamSynchronize"});
  resolve(d.streamWaitEvent, {"cuStreamWaitEvent"});
  resolve(d.eventCreate, {"cuEventCreate"});
  resolve(d.eventDestroy, {"cuEventDestroy_v2", "cuEventDestroy"});
  resolve(d.eventRecord, {"cuEventRecord"});
  resolve(d.eventSynchronize, {"cuEventSynchronize"});
  resolve(d.eventElapsedTime, {"cuEventElapsedTime_v2", "cuEventElapsedTime"});
  resolve(d.memAlloc, {"cuMemAlloc_v2"});
  resolve(d.memAllocManaged, {"cuMemAllocManaged"});
  resolve(d.memFree, {"cuMemFree_v2"});
  resolve(d.memcpyHtoD, {"cuMemcpyHtoD_v2"});
  resolve(d.memcpyDtoH, {"cuMemcpyDtoH_v2"});
  resolve(d.memcpyAsync, {"cuMemcpyAsync"});
  resolve(d.memsetD32Async, {"cuMemsetD32Async"});
  resolve(d.memsetD16Async, {"cuMemsetD16Async"});
  resolve(d.memHostRegister, {"cuMemHostRegister_v2"});
  resolve(d.memHostUnregister, {"cuMemHostUnregister"});
  resolve.optional(d.tensorMapEncodeTiled, {"cuTensorMapEncodeTiled"});
  return resolve.missing;
}

// "CUDA_ERROR_INVALID_VALUE: invalid argument"
std::string describe(const Driver &d, CUresult result) {
  const char *name = nullptr;
  const char *text = nullptr;
  d.getErrorName(result, &name);
  d.getErrorString(result, &text);
  if (!name)
    return "CUDA error " + std::to_string(result);
  return text ? std::string(name) + ": " + text : std::string(name);
}

// "cuLaunchKernel: CUDA_ERROR_INVALID_VALUE: invalid argument (kernel ...)"
std::string failure(const Driver &d, const char *call, CUresult result, const std::string &detail = {}) {
  std::string message = std::string(call) + ": " + describe(d, result);
  if (!detail.empty())
    message += " (" + detail + ")";
  return message;
}

// The errors the entry points record (takeErrors). Never destroyed, as gpu::ErrorList says.
gpu::ErrorList &errors() {
  static auto *list = new gpu::ErrorList;
  return *list;
}

// The errors after which, as the CUDA driver API documents for each, "the process must be terminated
// and relaunched" to use CUDA again: CUDA_ERROR_ILLEGAL_ADDRESS (700), LAUNCH_TIMEOUT (702),
// HARDWARE_STACK_ERROR (714), ILLEGAL_INSTRUCTION (715), MISALIGNED_ADDRESS (716),
// INVALID_ADDRESS_SPACE (717), INVALID_PC (718), LAUNCH_FAILED (719).
bool breaksTheContext(CUresult result) { return result == 700 || result == 702 || (result >= 714 && result <= 719); }

// Records a failed driver call; true when it succeeded.
bool check(const Driver &d, CUresult result, const char *call, const std::string &detail = {}) {
  if (result == kSuccess)
    return true;
  std::string message = failure(d, call, result, detail);
  if (breaksTheContext(result))
    gpu::markDeviceLost("cuda", message);
  errors().record(std::move(message));
  return false;
}

// Loads the driver at `path`, initializes it and describes device `index`.
Status openDriver(const std::string &path, int index, Driver &d, CUdevice &device) {
  Status status;
  status.device.index = index;
  std::string message;
  void *library = gpu::openDriverLibrary(path, message);
  if (!library) {
    status.reason = "no NVIDIA driver (" + message + ")";
    return status;
  }
  std::string missing = resolveAll(library, d);
  if (!missing.empty()) {
    status.reason = "the NVIDIA driver " + path + " is too old: it has no " + missing;
    return status;
  }
  if (CUresult result = d.init(0)) {
    status.reason = (result == kErrorNoDevice ? "no CUDA device (" : "the NVIDIA driver did not start (") +
                    failure(d, "cuInit", result) + ")";
    return status;
  }
  if (CUresult result = d.driverGetVersion(&status.device.driverVersion)) {
    status.reason = "the NVIDIA driver did not start (" + failure(d, "cuDriverGetVersion", result) + ")";
    return status;
  }
  int count = 0;
  if (CUresult result = d.deviceGetCount(&count)) {
    status.reason = "no CUDA device (" + failure(d, "cuDeviceGetCount", result) + ")";
    return status;
  }
  if (count == 0) {
    status.reason = "no CUDA device (the driver sees none)";
    return status;
  }
  if (index < 0 || index >= count) {
    status.reason = "no CUDA device " + std::to_string(index) + " (this machine has " + std::to_string(count) +
                    "; LANTERN_CUDA_DEVICE chooses one)";
    return status;
  }
  DeviceInfo &info = status.device;
  char name[256] = {};
  auto queryFailed = [&](const char *call, CUresult result) {
    status.reason = "cannot query CUDA device " + std::to_string(index) + " (" + failure(d, call, result) + ")";
    return status;
  };
  if (CUresult result = d.deviceGet(&device, index))
    return queryFailed("cuDeviceGet", result);
  if (CUresult result = d.deviceGetName(name, sizeof(name) - 1, device))
    return queryFailed("cuDeviceGetName", result);
  info.name = name;
  const std::pair<int, int *> attributes[] = {
      {kAttributeComputeCapabilityMajor, &info.major},
      {kAttributeComputeCapabilityMinor, &info.minor},
      {kAttributeMultiprocessorCount, &info.multiprocessors},
      {kAttributeSharedMemoryPerBlockOptIn, &info.sharedMemoryPerBlockOptIn},
  };
  for (const auto &[attribute, value] : attributes)
    if (CUresult result = d.deviceGetAttribute(value, attribute, device))
      return queryFailed("cuDeviceGetAttribute", result);
  if (CUresult result = d.deviceTotalMem(&info.memoryBytes, device))
    return queryFailed("cuDeviceTotalMem", result);
  status.available = true;
  return status;
}

// The process's driver, device, primary context and shared stream. Never destroyed, like the error
// list: module unloads in global destructors still reach it.
struct Runtime {
  Status status;
  Driver driver;
  CUdevice device = 0;
  CUcontext context = nullptr;
  std::once_flag streamOnce;
  CUstream stream = nullptr;
  // Device blocks generated code freed, for its next mgpuMemAlloc of the same size, and the size of
  // each block mgpuMemAlloc handed out (managed ones are never kept).
  std::mutex blocksMutex;
  gpu::BlockCache freeBlocks{kKeptBlockBytes};
  std::unordered_map<CUdeviceptr, size_t> blockSizes;
  // Device copies of the TMA descriptors encoded so far, with the request each encodes.
  std::mutex tensorMapsMutex;
  std::vector<std::pair<TiledTensorMap, CUdeviceptr>> tensorMaps;
};

Runtime &runtime() {
  static Runtime *instance = [] {
    auto *r = new Runtime;
    const char *pathVariable = std::getenv("LANTERN_CUDA_DRIVER");
    std::string path = pathVariable && *pathVariable ? pathVariable : "libcuda.so.1";
    int index = 0;
    if (const char *deviceVariable = std::getenv("LANTERN_CUDA_DEVICE"); deviceVariable && *deviceVariable) {
      char *end = nullptr;
      long parsed = std::strtol(deviceVariable, &end, 10);
      if (*end != '\0' || parsed < 0 || parsed > INT_MAX) {
        r->status.reason = std::string("LANTERN_CUDA_DEVICE=") + deviceVariable + " is not a device index";
        return r;
      }
      index = static_cast<int>(parsed);
    }
    r->status = openDriver(path, index, r->driver, r->device);
    if (!r->status.available)
      return r;
    // Retained for the life of the process: kernels, buffers and events all live in it.
    if (CUresult result = r->driver.devicePrimaryCtxRetain(&r->context, r->device)) {
      r->status.available = false;
      r->status.reason = "cannot create a CUDA context on device " + std::to_string(index) + " (" +
                         failure(r->driver, "cuDevicePrimaryCtxRetain", result) + ")";
    }
    return r;
  }();
  return *instance;
}

// The runtime with its primary context current on this thread, or null with `error` saying why not.
Runtime *activate(std::string &error) {
  Runtime &r = runtime();
  if (!r.status.available) {
    error = "CUDA not available: " + r.status.reason;
    return nullptr;
  }
  if (CUresult result = r.driver.ctxSetCurrent(r.context)) {
    error = failure(r.driver, "cuCtxSetCurrent", result);
    return nullptr;
  }
  return &r;
}

// activate() for the entry points, which can only record why they did nothing.
Runtime *enter(const char *entryPoint) {
  std::string error;
  Runtime *r = activate(error);
  if (!r)
    errors().record(std::string(entryPoint) + ": " + error);
  return r;
}

// The shared stream, created on first use. If creating it fails the null (legacy default) stream
// stands in: it orders all work as well, so only the recorded error tells the difference.
CUstream sharedStream(Runtime &r) {
  std::call_once(r.streamOnce, [&r] {
    if (!check(r.driver, r.driver.streamCreate(&r.stream, kStreamBlocking), "cuStreamCreate"))
      r.stream = nullptr;
  });
  return r.stream;
}

// The state of timeMilliseconds while its work runs: the entry points record the events.
struct Timing {
  std::mutex mutex; // one timing at a time
  std::atomic<bool> active{false};
  std::atomic<bool> started{false};
  std::atomic<bool> unfinished{false}; // work was enqueued after the stop event was last recorded
  CUevent start = nullptr;
  CUevent stop = nullptr;
};

Timing &timing() {
  static Timing *instance = new Timing;
  return *instance;
}

// Called before an entry point enqueues work on `stream`: the first one starts the timed interval.
void noteStreamWork(Runtime &r, CUstream stream) {
  Timing &t = timing();
  if (!t.active.load())
    return;
  bool expected = false;
  if (t.started.compare_exchange_strong(expected, true))
    check(r.driver, r.driver.eventRecord(t.start, stream), "cuEventRecord", "start of the timed run");
  t.unfinished.store(true);
}

// Called before waiting for `stream`: the interval ends after the work enqueued so far. A wait with
// nothing enqueued since the last one leaves the end where it is, so host work between the two
// (freeing buffers, say) is not counted.
void noteStreamSynchronize(Runtime &r, CUstream stream) {
  Timing &t = timing();
  if (!t.active.load() || !t.unfinished.load())
    return;
  if (check(r.driver, r.driver.eventRecord(t.stop, stream), "cuEventRecord", "end of the timed run"))
    t.unfinished.store(false);
}

// Kernel names by function handle, so that a failed launch can say which kernel it was. Entries of
// unloaded modules stay: a handle the driver reuses is renamed by the lookup that returns it.
struct KernelNames {
  std::mutex mutex;
  std::unordered_map<CUfunction, std::string> names;
};

KernelNames &kernelNames() {
  static KernelNames *instance = new KernelNames;
  return *instance;
}

std::string kernelName(CUfunction function) {
  KernelNames &k = kernelNames();
  std::lock_guard<std::mutex> lock(k.mutex);
  auto it = k.names.find(function);
  return it == k.names.end() ? "?" : it->second;
}

struct Launch {
  CUfunction function;
  intptr_t grid[3];
  intptr_t block[3];
  int32_t sharedBytes;

  std::string describe() const {
    return "kernel " + kernelName(function) + ", grid " + gpu::dimensions(grid[0], grid[1], grid[2]) + ", block " +
           gpu::dimensions(block[0], block[1], block[2]) + ", " + std::to_string(sharedBytes) + " B dynamic shared memory";
  }
};

// Checks a launch and opts its function in to the dynamic shared memory it asks for. False when it
// must not be launched: an empty grid or block (nothing to run), or an error it recorded.
bool prepareLaunch(Runtime &r, const char *entryPoint, const Launch &launch) {
  if (!launch.function) {
    errors().record(std::string(entryPoint) +
                ": no kernel function (loading its module or looking it up failed; see the errors before)");
    return false;
  }
  for (const intptr_t *extent : {launch.grid, launch.block})
    for (int i = 0; i < 3; ++i) {
      if (extent[i] == 0)
        return false;
      if (!gpu::fitsLaunchDimension(extent[i])) {
        errors().record(std::string(entryPoint) + ": launch dimensions out of range (" + launch.describe() + ")");
        return false;
      }
    }
  if (launch.sharedBytes < 0 || launch.sharedBytes > r.status.device.sharedMemoryPerBlockOptIn) {
    errors().record(std::string(entryPoint) + ": device " + std::to_string(r.status.device.index) + " allows " +
                std::to_string(r.status.device.sharedMemoryPerBlockOptIn) +
                " B of dynamic shared memory per block (" + launch.describe() + ")");
    return false;
  }
  if (launch.sharedBytes > kSharedMemoryWithoutOptIn)
    return check(r.driver,
                 r.driver.funcSetAttribute(launch.function, kFunctionMaxDynamicSharedBytes, launch.sharedBytes),
                 "cuFuncSetAttribute", "max dynamic shared memory, " + launch.describe());
  return true;
}

bool isCubinOrFatbin(const void *data, size_t size) {
  if (size < 4)
    return false;
  const unsigned char *bytes = static_cast<const unsigned char *>(data);
  static const unsigned char elf[4] = {0x7f, 'E', 'L', 'F'};
  static const unsigned char fatbin[4] = {0x50, 0xed, 0x55, 0xba}; // 0xba55ed50, little-endian
  return std::memcmp(bytes, elf, 4) == 0 || std::memcmp(bytes, fatbin, 4) == 0;
}

// Loads a cubin, fatbin or NUL-terminated PTX. A PTX JIT failure's log goes into the error, since
// the error code alone ("a PTX JIT compilation failed") does not say what is wrong.
CUmodule loadModule(Runtime &r, const void *image, int optimizationLevel) {
  char log[8192] = {};
  int options[3] = {kJitErrorLogBuffer, kJitErrorLogBufferSizeBytes, kJitOptimizationLevel};
  void *values[3] = {log, reinterpret_cast<void *>(static_cast<uintptr_t>(sizeof(log) - 1)),
                     reinterpret_cast<void *>(static_cast<intptr_t>(optimizationLevel))};
  unsigned count = optimizationLevel >= 0 ? 3 : 2;
  CUmodule module = nullptr;
  if (CUresult result = r.driver.moduleLoadDataEx(&module, image, count, options, values)) {
    std::string message = failure(r.driver, "cuModuleLoadDataEx", result);
    std::string text = gpu::trimLog(std::string(log, strnlen(log, sizeof(log))));
    if (!text.empty())
      message += ": " + text;
    errors().record(message);
    return nullptr;
  }
  return module;
}

// The entry points. MLIR 22's declarations, in LLVM types, are in the comments; each has internal
// linkage and reaches JIT'd code only through mgpuSymbols(). Where MLIR passes an i8 or i16 without
// zeroext, only its low bits are defined, so those parameters are taken wide and narrowed here.

// ptr mgpuModuleLoad(ptr, i64): a cubin or fatbin (or PTX in a binary container).
void *mgpuModuleLoad(void *data, size_t size) {
  Runtime *r = enter("mgpuModuleLoad");
  if (!r)
    return nullptr;
  if (!data || size == 0) {
    errors().record("mgpuModuleLoad: the kernel binary is empty");
    return nullptr;
  }
  if (isCubinOrFatbin(data, size))
    return loadModule(*r, data, -1);
  // Text the driver must JIT: a binary attribute carries no terminating NUL, so add one.
  std::string text(static_cast<const char *>(data), size);
  return loadModule(*r, text.c_str(), -1);
}

// ptr mgpuModuleLoadJIT(ptr, i32): NUL-terminated PTX with the target's optimization level.
void *mgpuModuleLoadJIT(void *data, int32_t optimizationLevel) {
  Runtime *r = enter("mgpuModuleLoadJIT");
  if (!r)
    return nullptr;
  if (!data) {
    errors().record("mgpuModuleLoadJIT: no PTX");
    return nullptr;
  }
  return loadModule(*r, data, std::clamp(optimizationLevel, 0, 4));
}

// void mgpuModuleUnload(ptr)
void mgpuModuleUnload(void *module) {
  if (!module) // its load failed, and said so
    return;
  if (Runtime *r = enter("mgpuModuleUnload"))
    check(r->driver, r->driver.moduleUnload(static_cast<CUmodule>(module)), "cuModuleUnload");
}

// ptr mgpuModuleGetFunction(ptr, ptr)
void *mgpuModuleGetFunction(void *module, const char *name) {
  Runtime *r = enter("mgpuModuleGetFunction");
  if (!r)
    return nullptr;
  std::string kernel = name ? name : "";
  if (!module) {
    errors().record("mgpuModuleGetFunction: kernel " + kernel + " has no module (loading it failed)");
    return nullptr;
  }
  CUfunction function = nullptr;
  if (!check(r->driver, r->driver.moduleGetFunction(&function, static_cast<CUmodule>(module), kernel.c_str()),
             "cuModuleGetFunction", "kernel " + kernel))
    return nullptr;
  KernelNames &k = kernelNames();
  std::lock_guard<std::mutex> lock(k.mutex);
  k.names[function] = kernel;
  return function;
}

// void mgpuLaunchKernel(ptr function, i64 gridX, gridY, gridZ, i64 blockX, blockY, blockZ,
//                       i32 sharedBytes, ptr stream, ptr params, ptr extra, i64 paramsCount)
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                      intptr_t blockY, intptr_t blockZ, int32_t sharedBytes, void *stream, void **params,
                      void **extra, size_t /*paramsCount: the driver reads the kernel's signature*/) {
  Runtime *r = enter("mgpuLaunchKernel");
  if (!r)
    return;
  Launch launch{static_cast<CUfunction>(function), {gridX, gridY, gridZ}, {blockX, blockY, blockZ}, sharedBytes};
  if (!prepareLaunch(*r, "mgpuLaunchKernel", launch))
    return;
  auto *s = static_cast<CUstream>(stream);
  noteStreamWork(*r, s);
  check(r->driver,
        r->driver.launchKernel(launch.function, static_cast<unsigned>(gridX), static_cast<unsigned>(gridY),
                               static_cast<unsigned>(gridZ), static_cast<unsigned>(blockX),
                               static_cast<unsigned>(blockY), static_cast<unsigned>(blockZ),
                               static_cast<unsigned>(sharedBytes), s, params, extra),
        "cuLaunchKernel", launch.describe());
}

// void mgpuLaunchClusterKernel(ptr function, i64 clusterX, clusterY, clusterZ, i64 gridX, gridY,
//                              gridZ, i64 blockX, blockY, blockZ, i32 sharedBytes, ptr stream,
//                              ptr params, ptr extra)
void mgpuLaunchClusterKernel(void *function, intptr_t clusterX, intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                             intptr_t blockZ, int32_t sharedBytes, void *stream, void **params, void **extra) {
  Runtime *r = enter("mgpuLaunchClusterKernel");
  if (!r)
    return;
  if (!r->driver.launchKernelEx) {
    errors().record("mgpuLaunchClusterKernel: this NVIDIA driver has no cuLaunchKernelEx (CUDA 11.8 or newer "
                "launches clusters)");
    return;
  }
  Launch launch{static_cast<CUfunction>(function), {gridX, gridY, gridZ}, {blockX, blockY, blockZ}, sharedBytes};
  std::string detail = launch.describe() + ", cluster " + gpu::dimensions(clusterX, clusterY, clusterZ);
  if (!gpu::fitsLaunchDimension(clusterX) || !gpu::fitsLaunchDimension(clusterY) || !gpu::fitsLaunchDimension(clusterZ)) {
    errors().record("mgpuLaunchClusterKernel: cluster dimensions out of range (" + detail + ")");
    return;
  }
  if (!prepareLaunch(*r, "mgpuLaunchClusterKernel", launch))
    return;
  if (static_cast<uint64_t>(clusterX) * clusterY * clusterZ > kPortableClusterBlocks &&
      !check(r->driver, r->driver.funcSetAttribute(launch.function, kFunctionNonPortableClusterSize, 1),
             "cuFuncSetAttribute", "non-portable cluster size, " + detail))
    return;
  LaunchAttribute cluster{};
  cluster.id = kLaunchAttributeClusterDimension;
  cluster.value.clusterDim = {static_cast<unsigned>(clusterX), static_cast<unsigned>(clusterY),
                              static_cast<unsigned>(clusterZ)};
  auto *s = static_cast<CUstream>(stream);
  LaunchConfig config{static_cast<unsigned>(gridX),  static_cast<unsigned>(gridY),  static_cast<unsigned>(gridZ),
                      static_cast<unsigned>(blockX), static_cast<unsigned>(blockY), static_cast<unsigned>(blockZ),
                      static_cast<unsigned>(sharedBytes), s, &cluster, 1};
  noteStreamWork(*r, s);
  check(r->driver, r->driver.launchKernelEx(&config, launch.function, params, extra), "cuLaunchKernelEx", detail);
}

// ptr mgpuStreamCreate(): the shared stream, for every caller.
void *mgpuStreamCreate() {
  Runtime *r = enter("mgpuStreamCreate");
  return r ? sharedStream(*r) : nullptr;
}

// void mgpuStreamDestroy(ptr): the shared stream lives on.
void mgpuStreamDestroy(void *stream) {
  Runtime *r = enter("mgpuStreamDestroy");
  if (!r || !stream || stream == sharedStream(*r))
    return;
  check(r->driver, r->driver.streamDestroy(static_cast<CUstream>(stream)), "cuStreamDestroy");
}

// void mgpuStreamSynchronize(ptr)
void mgpuStreamSynchronize(void *stream) {
  Runtime *r = enter("mgpuStreamSynchronize");
  if (!r)
    return;
  auto *s = static_cast<CUstream>(stream);
  noteStreamSynchronize(*r, s);
  check(r->driver, r->driver.streamSynchronize(s), "cuStreamSynchronize");
}

// void mgpuStreamWaitEvent(ptr stream, ptr event)
void mgpuStreamWaitEvent(void *stream, void *event) {
  if (Runtime *r = enter("mgpuStreamWaitEvent"))
    check(r->driver, r->driver.streamWaitEvent(static_cast<CUstream>(stream), static_cast<CUevent>(event), 0),
          "cuStreamWaitEvent");
}

// ptr mgpuEventCreate(): the generated code orders work with events and never times them.
void *mgpuEventCreate() {
  Runtime *r = enter("mgpuEventCreate");
  if (!r)
    return nullptr;
  CUevent event = nullptr;
  return check(r->driver, r->driver.eventCreate(&event, kEventDisableTiming), "cuEventCreate") ? event : nullptr;
}

// void mgpuEventDestroy(ptr)
void mgpuEventDestroy(void *event) {
  if (!event)
    return;
  if (Runtime *r = enter("mgpuEventDestroy"))
    check(r->driver, r->driver.eventDestroy(static_cast<CUevent>(event)), "cuEventDestroy");
}

// void mgpuEventSynchronize(ptr)
void mgpuEventSynchronize(void *event) {
  if (Runtime *r = enter("mgpuEventSynchronize"))
    check(r->driver, r->driver.eventSynchronize(static_cast<CUevent>(event)), "cuEventSynchronize");
}

// void mgpuEventRecord(ptr event, ptr stream)
void mgpuEventRecord(void *event, void *stream) {
  if (Runtime *r = enter("mgpuEventRecord"))
    check(r->driver, r->driver.eventRecord(static_cast<CUevent>(event), static_cast<CUstream>(stream)),
          "cuEventRecord");
}

// ptr mgpuMemAlloc(i64 bytes, ptr stream, i8 isHostShared). Allocation is not stream-ordered: the
// memory is usable by everything enqueued after the call returns. A block of the same size that
// generated code freed earlier is handed out again: its last user is ahead on the shared stream.
void *mgpuMemAlloc(uint64_t bytes, void * /*stream*/, uint32_t isHostSharedLowByte) {
  Runtime *r = enter("mgpuMemAlloc");
  if (!r || bytes == 0) // an empty memref needs no address
    return nullptr;
  bool hostShared = (isHostSharedLowByte & 0xff) != 0;
  CUdeviceptr pointer = 0;
  std::string detail = std::to_string(bytes) + " B";
  if (hostShared)
    return check(r->driver, r->driver.memAllocManaged(&pointer, bytes, kMemAttachGlobal), "cuMemAllocManaged", detail)
               ? reinterpret_cast<void *>(pointer)
               : nullptr;
  std::lock_guard<std::mutex> lock(r->blocksMutex);
  if (uintptr_t kept = r->freeBlocks.take(bytes)) {
    r->blockSizes[kept] = bytes;
    return reinterpret_cast<void *>(kept);
  }
  CUresult result = r->driver.memAlloc(&pointer, bytes);
  if (result == kErrorOutOfMemory && r->freeBlocks.keptBlocks() > 0) {
    // The kept blocks go back to the driver once the stream no longer uses them, and it tries again.
    noteStreamSynchronize(*r, sharedStream(*r));
    if (check(r->driver, r->driver.streamSynchronize(sharedStream(*r)), "cuStreamSynchronize",
              "before releasing kept buffers"))
      for (uintptr_t block : r->freeBlocks.drain())
        check(r->driver, r->driver.memFree(static_cast<CUdeviceptr>(block)), "cuMemFree");
    result = r->driver.memAlloc(&pointer, bytes);
  }
  if (!check(r->driver, result, "cuMemAlloc", detail))
    return nullptr;
  r->blockSizes[pointer] = bytes;
  return reinterpret_cast<void *>(pointer);
}

// void mgpuMemFree(ptr, ptr stream). The lowering frees a buffer right after enqueueing the work
// that uses it, before it waits for the stream: a block mgpuMemAlloc made is kept for the next
// allocation of its size (which the stream orders after that work); any other is freed after a
// wait, since cuMemFree only "may" wait.
void mgpuMemFree(void *pointer, void *stream) {
  if (!pointer)
    return;
  Runtime *r = enter("mgpuMemFree");
  if (!r)
    return;
  auto *s = static_cast<CUstream>(stream);
  std::vector<uintptr_t> release{reinterpret_cast<uintptr_t>(pointer)};
  {
    std::lock_guard<std::mutex> lock(r->blocksMutex);
    if (auto known = r->blockSizes.find(reinterpret_cast<CUdeviceptr>(pointer)); known != r->blockSizes.end()) {
      release = r->freeBlocks.give(known->first, known->second);
      r->blockSizes.erase(known);
    }
  }
  if (release.empty())
    return;
  noteStreamSynchronize(*r, s);
  if (check(r->driver, r->driver.streamSynchronize(s), "cuStreamSynchronize", "before freeing a buffer"))
    for (uintptr_t block : release)
      check(r->driver, r->driver.memFree(static_cast<CUdeviceptr>(block)), "cuMemFree");
}

// void mgpuMemcpy(ptr destination, ptr source, i64 bytes, ptr stream): any direction, since the
// driver tells host from device addresses (unified addressing).
void mgpuMemcpy(void *destination, void *source, size_t bytes, void *stream) {
  Runtime *r = enter("mgpuMemcpy");
  if (!r || bytes == 0)
    return;
  auto *s = static_cast<CUstream>(stream);
  noteStreamWork(*r, s);
  check(r->driver,
        r->driver.memcpyAsync(reinterpret_cast<CUdeviceptr>(destination), reinterpret_cast<CUdeviceptr>(source),
                              bytes, s),
        "cuMemcpyAsync", std::to_string(bytes) + " B");
}

// void mgpuMemset32(ptr destination, i32 value, i64 count, ptr stream)
void mgpuMemset32(void *destination, uint32_t value, size_t count, void *stream) {
  Runtime *r = enter("mgpuMemset32");
  if (!r || count == 0)
    return;
  auto *s = static_cast<CUstream>(stream);
  noteStreamWork(*r, s);
  check(r->driver, r->driver.memsetD32Async(reinterpret_cast<CUdeviceptr>(destination), value, count, s),
        "cuMemsetD32Async", std::to_string(count) + " elements");
}

// void mgpuMemset16(ptr destination, i16 value, i64 count, ptr stream)
void mgpuMemset16(void *destination, uint32_t valueLowBits, size_t count, void *stream) {
  Runtime *r = enter("mgpuMemset16");
  if (!r || count == 0)
    return;
  auto *s = static_cast<CUstream>(stream);
  noteStreamWork(*r, s);
  check(r->driver,
        r->driver.memsetD16Async(reinterpret_cast<CUdeviceptr>(destination),
                                 static_cast<unsigned short>(valueLowBits & 0xffff), count, s),
        "cuMemsetD16Async", std::to_string(count) + " elements");
}

// The host memory a ranked memref descriptor {allocated, aligned, offset, sizes[rank], strides[rank]}
// spans; empty when the memref has no elements.
std::pair<void *, size_t> memrefSpan(int64_t rank, const void *descriptor, int64_t elementBytes) {
  const auto *words = static_cast<const int64_t *>(descriptor);
  auto *aligned = reinterpret_cast<char *>(static_cast<intptr_t>(words[1]));
  const int64_t *sizes = words + 3;
  const int64_t *strides = sizes + rank;
  int64_t lastElement = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] == 0)
      return {nullptr, 0};
    lastElement += (sizes[i] - 1) * strides[i];
  }
  return {aligned + words[2] * elementBytes, static_cast<size_t>((lastElement + 1) * elementBytes)};
}

// void mgpuMemHostRegisterMemRef(i64 rank, ptr descriptor, i64 elementBytes): pins the memref's
// memory so copies from and to it run at full speed.
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor, int64_t elementBytes) {
  Runtime *r = enter("mgpuMemHostRegisterMemRef");
  if (!r)
    return;
  auto [pointer, bytes] = memrefSpan(rank, descriptor, elementBytes);
  if (bytes != 0)
    check(r->driver, r->driver.memHostRegister(pointer, bytes, 0), "cuMemHostRegister",
          std::to_string(bytes) + " B");
}

// void mgpuMemHostUnregisterMemRef(i64 rank, ptr descriptor, i64 elementBytes)
void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor, int64_t elementBytes) {
  Runtime *r = enter("mgpuMemHostUnregisterMemRef");
  if (!r)
    return;
  auto [pointer, bytes] = memrefSpan(rank, descriptor, elementBytes);
  if (bytes != 0)
    check(r->driver, r->driver.memHostUnregister(pointer), "cuMemHostUnregister");
}

// The device copy of an encoded map: the kept one for the same request, else a new one. Null when
// encoding or copying failed, which it records.
CUdeviceptr deviceTensorMap(Runtime &r, const TiledTensorMap &m) {
  std::lock_guard<std::mutex> lock(r.tensorMapsMutex);
  for (const auto &[request, copy] : r.tensorMaps)
    if (request == m)
      return copy;
  if (r.tensorMaps.size() >= kKeptTensorMaps) {
    // Kernels still queued may read the kept maps.
    noteStreamSynchronize(r, sharedStream(r));
    if (check(r.driver, r.driver.streamSynchronize(sharedStream(r)), "cuStreamSynchronize",
              "before releasing kept tensor maps")) {
      for (const auto &[request, copy] : r.tensorMaps)
        check(r.driver, r.driver.memFree(copy), "cuMemFree", "a kept tensor map");
      r.tensorMaps.clear();
    }
  }
  TensorMapBytes encoded{};
  std::string detail = "rank " + std::to_string(m.rank) + ", box " + std::to_string(m.boxDim[0]);
  for (uint32_t i = 1; i < m.rank; ++i)
    detail += "x" + std::to_string(m.boxDim[i]);
  detail += " (innermost first)";
  if (!check(r.driver,
             r.driver.tensorMapEncodeTiled(&encoded, m.dataType, m.rank, m.globalAddress, m.globalDim,
                                           m.globalStrides, m.boxDim, m.elementStrides, m.interleave, m.swizzle,
                                           m.l2Promotion, m.oobFill),
             "cuTensorMapEncodeTiled", detail))
    return 0;
  CUdeviceptr copy = 0;
  if (!check(r.driver, r.driver.memAlloc(&copy, sizeof(encoded)), "cuMemAlloc", "a tensor map"))
    return 0;
  // Synchronous, on the legacy default stream: ordered before every launch that follows.
  if (!check(r.driver, r.driver.memcpyHtoD(copy, &encoded, sizeof(encoded)), "cuMemcpyHtoD", "a tensor map")) {
    check(r.driver, r.driver.memFree(copy), "cuMemFree", "a tensor map");
    return 0;
  }
  r.tensorMaps.emplace_back(m, copy);
  return copy;
}

// ptr mgpuTensorMapEncodeTiledMemref(i64 rank, ptr memrefDescriptor, i64 dataType, i64 interleave,
//                                    i64 swizzle, i64 l2Promotion, i64 oobFill, ptr boxDims): the
// device address of the TMA descriptor of a memref, for kernels to take by pointer.
void *mgpuTensorMapEncodeTiledMemref(int64_t rank, void *memrefDescriptor, int64_t dataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion, int64_t oobFill, int64_t *boxDims) {
  Runtime *r = enter("mgpuTensorMapEncodeTiledMemref");
  if (!r)
    return nullptr;
  if (!r->driver.tensorMapEncodeTiled) {
    errors().record("mgpuTensorMapEncodeTiledMemref: this NVIDIA driver has no cuTensorMapEncodeTiled (CUDA 12.0 "
                    "or newer encodes TMA descriptors)");
    return nullptr;
  }
  TiledTensorMap map;
  std::string error;
  if (!describeTiledTensorMap(rank, memrefDescriptor, dataType, interleave, swizzle, l2Promotion, oobFill, boxDims,
                              map, error)) {
    errors().record("mgpuTensorMapEncodeTiledMemref: " + error);
    return nullptr;
  }
  return reinterpret_cast<void *>(deviceTensorMap(*r, map));
}

// void mgpuSetDefaultDevice(i32): the process has one context, on the device chosen at start.
void mgpuSetDefaultDevice(int32_t device) {
  Runtime *r = enter("mgpuSetDefaultDevice");
  if (r && device != r->status.device.index)
    errors().record("mgpuSetDefaultDevice: the kernel asks for device " + std::to_string(device) +
                " but Lantern runs on device " + std::to_string(r->status.device.index) +
                " (LANTERN_CUDA_DEVICE chooses it)");
}

} // namespace

const Status &status() { return runtime().status; }

Status probeDriver(const std::string &path, int device) {
  Driver driver;
  CUdevice handle = 0;
  return openDriver(path, device, driver, handle);
}

bool TiledTensorMap::operator==(const TiledTensorMap &o) const {
  auto same = [](const auto &a, const auto &b) { return std::equal(std::begin(a), std::end(a), std::begin(b)); };
  return dataType == o.dataType && rank == o.rank && globalAddress == o.globalAddress && same(globalDim, o.globalDim) &&
         same(globalStrides, o.globalStrides) && same(boxDim, o.boxDim) && same(elementStrides, o.elementStrides) &&
         interleave == o.interleave && swizzle == o.swizzle && l2Promotion == o.l2Promotion && oobFill == o.oobFill;
}

bool describeTiledTensorMap(int64_t rank, const void *memrefDescriptor, int64_t dataType, int64_t interleave,
                            int64_t swizzle, int64_t l2Promotion, int64_t oobFill, const int64_t *boxDims,
                            TiledTensorMap &map, std::string &error) {
  // Bytes per element of CUtensorMapDataType UINT8 .. TFLOAT32_FTZ.
  static const int64_t kElementBytes[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};
  auto fail = [&](const std::string &why) {
    error = why;
    return false;
  };
  if (rank < 1 || rank > 5)
    return fail("a TMA descriptor has 1 to 5 dimensions; the memref has " + std::to_string(rank));
  if (!memrefDescriptor || !boxDims)
    return fail("no memref descriptor or box sizes");
  if (dataType < 0 || dataType >= static_cast<int64_t>(std::size(kElementBytes)))
    return fail("unknown CUtensorMapDataType " + std::to_string(dataType));
  if (interleave < 0 || interleave > 2)
    return fail("unknown CUtensorMapInterleave " + std::to_string(interleave));
  if (swizzle < 0 || swizzle > 3)
    return fail("unknown CUtensorMapSwizzle " + std::to_string(swizzle));
  if (l2Promotion < 0 || l2Promotion > 3)
    return fail("unknown CUtensorMapL2promotion " + std::to_string(l2Promotion));
  if (oobFill < 0 || oobFill > 1)
    return fail("unknown CUtensorMapFloatOOBfill " + std::to_string(oobFill));
  if (interleave != 0 && rank < 3)
    return fail("an interleaved TMA descriptor has at least 3 dimensions; the memref has " + std::to_string(rank));
  const int64_t elementBytes = kElementBytes[dataType];
  const auto *words = static_cast<const int64_t *>(memrefDescriptor);
  const int64_t *sizes = words + 3;
  const int64_t *strides = sizes + rank;
  const int64_t alignment = interleave == 2 ? 32 : 16;
  auto *base = reinterpret_cast<char *>(static_cast<intptr_t>(words[1])) + words[2] * elementBytes;
  if (reinterpret_cast<uintptr_t>(base) % alignment != 0)
    return fail("the memref starts at " + std::to_string(reinterpret_cast<uintptr_t>(base)) + ", not on a " +
                std::to_string(alignment) + "-byte boundary");
  if (strides[rank - 1] != 1)
    return fail("the memref's innermost dimension has stride " + std::to_string(strides[rank - 1]) +
                "; TMA reads it contiguously (stride 1)");
  map = TiledTensorMap{};
  map.dataType = static_cast<uint32_t>(dataType);
  map.rank = static_cast<uint32_t>(rank);
  map.globalAddress = base;
  map.interleave = static_cast<uint32_t>(interleave);
  map.swizzle = static_cast<uint32_t>(swizzle);
  map.l2Promotion = static_cast<uint32_t>(l2Promotion);
  map.oobFill = static_cast<uint32_t>(oobFill);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = rank - 1 - i; // the memref's dimension that is the driver's dimension i
    std::string which = "dimension " + std::to_string(dim);
    if (sizes[dim] < 1 || sizes[dim] > (int64_t(1) << 32))
      return fail(which + " has " + std::to_string(sizes[dim]) + " elements; TMA takes 1 to 2^32");
    if (boxDims[dim] < 1 || boxDims[dim] > 256)
      return fail("the box has " + std::to_string(boxDims[dim]) + " elements in " + which + "; TMA takes 1 to 256");
    map.globalDim[i] = static_cast<uint64_t>(sizes[dim]);
    map.boxDim[i] = static_cast<uint32_t>(boxDims[dim]);
    map.elementStrides[i] = 1;
    if (i == 0)
      continue;
    int64_t strideBytes = strides[dim] * elementBytes;
    if (strides[dim] < 1 || strideBytes % alignment != 0 || strideBytes >= (int64_t(1) << 40))
      return fail(which + " has a stride of " + std::to_string(strideBytes) + " bytes; TMA takes positive multiples of " +
                  std::to_string(alignment) + " below 2^40");
    map.globalStrides[i - 1] = static_cast<uint64_t>(strideBytes);
  }
  int64_t rowBytes = boxDims[rank - 1] * elementBytes;
  if (interleave == 0 && rowBytes % 16 != 0)
    return fail("the box's rows are " + std::to_string(rowBytes) + " bytes; TMA copies multiples of 16");
  if (interleave == 0 && swizzle != 0 && rowBytes > (int64_t(16) << swizzle))
    return fail("the box's rows are " + std::to_string(rowBytes) + " bytes, wider than the " +
                std::to_string(int64_t(16) << swizzle) + "-byte swizzle");
  return true;
}

// Never destroyed, like the runtime: code may look entry points up from global destructors.
const llvm::StringMap<void *> &mgpuSymbols() {
  static const llvm::StringMap<void *> *symbols = [] {
    auto *symbols = new llvm::StringMap<void *>;
    llvm::StringMap<void *> &map = *symbols;
    map["mgpuModuleLoad"] = reinterpret_cast<void *>(&mgpuModuleLoad);
    map["mgpuModuleLoadJIT"] = reinterpret_cast<void *>(&mgpuModuleLoadJIT);
    map["mgpuModuleUnload"] = reinterpret_cast<void *>(&mgpuModuleUnload);
    map["mgpuModuleGetFunction"] = reinterpret_cast<void *>(&mgpuModuleGetFunction);
    map["mgpuLaunchKernel"] = reinterpret_cast<void *>(&mgpuLaunchKernel);
    map["mgpuLaunchClusterKernel"] = reinterpret_cast<void *>(&mgpuLaunchClusterKernel);
    map["mgpuStreamCreate"] = reinterpret_cast<void *>(&mgpuStreamCreate);
    map["mgpuStreamDestroy"] = reinterpret_cast<void *>(&mgpuStreamDestroy);
    map["mgpuStreamSynchronize"] = reinterpret_cast<void *>(&mgpuStreamSynchronize);
    map["mgpuStreamWaitEvent"] = reinterpret_cast<void *>(&mgpuStreamWaitEvent);
    map["mgpuEventCreate"] = reinterpret_cast<void *>(&mgpuEventCreate);
    map["mgpuEventDestroy"] = reinterpret_cast<void *>(&mgpuEventDestroy);
    map["mgpuEventSynchronize"] = reinterpret_cast<void *>(&mgpuEventSynchronize);
    map["mgpuEventRecord"] = reinterpret_cast<void *>(&mgpuEventRecord);
    map["mgpuMemAlloc"] = reinterpret_cast<void *>(&mgpuMemAlloc);
    map["mgpuMemFree"] = reinterpret_cast<void *>(&mgpuMemFree);
    map["mgpuMemcpy"] = reinterpret_cast<void *>(&mgpuMemcpy);
    map["mgpuMemset32"] = reinterpret_cast<void *>(&mgpuMemset32);
    map["mgpuMemset16"] = reinterpret_cast<void *>(&mgpuMemset16);
    map["mgpuMemHostRegisterMemRef"] = reinterpret_cast<void *>(&mgpuMemHostRegisterMemRef);
    map["mgpuMemHostUnregisterMemRef"] = reinterpret_cast<void *>(&mgpuMemHostUnregisterMemRef);
    map["mgpuSetDefaultDevice"] = reinterpret_cast<void *>(&mgpuSetDefaultDevice);
    map["mgpuTensorMapEncodeTiledMemref"] = reinterpret_cast<void *>(&mgpuTensorMapEncodeTiledMemref);
    return symbols;
  }();
  return *symbols;
}

std::vector<std::string> takeErrors() { return errors().takeFrom(0); }

bool DeviceMemory::allocate(size_t bytes, void *&pointer, std::string &error) {
  Runtime *r = activate(error);
  if (!r)
    return false;
  CUdeviceptr address = 0;
  if (CUresult result = r->driver.memAlloc(&address, std::max<size_t>(bytes, 1))) {
    error = failure(r->driver, "cuMemAlloc", result, std::to_string(bytes) + " B");
    return false;
  }
  pointer = reinterpret_cast<void *>(address);
  return true;
}

void DeviceMemory::free(void *pointer) {
  // Kernels still queued may use the buffer.
  if (Runtime *r = enter("DeviceBuffer");
      r && check(r->driver, r->driver.streamSynchronize(sharedStream(*r)), "cuStreamSynchronize",
                 "before freeing a buffer"))
    check(r->driver, r->driver.memFree(reinterpret_cast<CUdeviceptr>(pointer)), "cuMemFree");
}

bool copyToDevice(DeviceBuffer &destination, const void *host, size_t bytes, std::string &error) {
  if (!gpu::checkCopyToDevice(bytes, destination.size(), error))
    return false;
  Runtime *r = activate(error);
  if (!r)
    return false;
  if (bytes == 0)
    return true;
  if (CUresult result = r->driver.memcpyHtoD(reinterpret_cast<CUdeviceptr>(destination.data()), host, bytes)) {
    error = failure(r->driver, "cuMemcpyHtoD", result, std::to_string(bytes) + " B");
    return false;
  }
  return true;
}

bool copyToHost(const DeviceBuffer &source, void *host, size_t bytes, std::string &error) {
  if (!gpu::checkCopyToHost(bytes, source.size(), error))
    return false;
  Runtime *r = activate(error);
  if (!r)
    return false;
  if (bytes == 0)
    return true;
  if (CUresult result = r->driver.memcpyDtoH(host, reinterpret_cast<CUdeviceptr>(source.data()), bytes)) {
    error = failure(r->driver, "cuMemcpyDtoH", result, std::to_string(bytes) + " B");
    return false;
  }
  return true;
}

bool synchronize(std::string &error) {
  Runtime *r = activate(error);
  if (!r)
    return false;
  if (CUresult result = r->driver.streamSynchronize(sharedStream(*r))) {
    error = failure(r->driver, "cuStreamSynchronize", result);
    return false;
  }
  return true;
}

bool timeMilliseconds(const std::function<bool()> &work, double &milliseconds, std::string &error) {
  Runtime *r = activate(error);
  if (!r)
    return false;
  const Driver &d = r->driver;
  Timing &t = timing();
  std::lock_guard<std::mutex> lock(t.mutex);
  for (CUevent *event : {&t.start, &t.stop})
    if (!*event)
      if (CUresult result = d.eventCreate(event, kEventDefault)) {
        error = failure(d, "cuEventCreate", result);
        return false;
      }
  CUstream stream = sharedStream(*r);
  size_t firstError = errors().count();
  t.started.store(false);
  t.unfinished.store(false);
  t.active.store(true);
  bool succeeded = work();
  t.active.store(false);

  if (!errors().checkTimedRun(firstError, succeeded, error))
    return false;
  if (!t.started.load()) {
    error = "the timed run enqueued no GPU work";
    return false;
  }
  // `work` ran on this thread, so the context is still current here.
  if (t.unfinished.load())
    if (CUresult result = d.eventRecord(t.stop, stream)) {
      error = failure(d, "cuEventRecord", result, "end of the timed run");
      return false;
    }
  float elapsed = 0;
  if (CUresult result = d.eventSynchronize(t.stop)) {
    error = failure(d, "cuEventSynchronize", result, "end of the timed run");
    return false;
  }
  if (CUresult result = d.eventElapsedTime(&elapsed, t.start, t.stop)) {
    error = failure(d, "cuEventElapsedTime", result);
    return false;
  }
  milliseconds = elapsed;
  return true;
}

} // namespace lantern::backend::cuda
