// The Level Zero API, reached through the loader opened with dlopen, and the mgpu* runtime entry
// points of MLIR's GPU-to-LLVM lowering implemented on top of it.
//
// Types, constants and struct layouts come from <level_zero/ze_api.h> (libze-dev, Level Zero 1.4
// headers); the functions it declares are only named in decltype, never called: every one is
// resolved from the loader with dlsym, so nothing links against libze_loader.
#include "backend/level_zero/level_zero_driver.h"

#include "backend/gpu/driver_support.h"

#include <level_zero/ze_api.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace lantern::backend::level_zero {

namespace {

// ZE_COMMAND_QUEUE_FLAG_IN_ORDER, from Level Zero 1.7: the installed 1.4 headers lack it. Drivers
// that refuse it get a barrier after each command instead (see Runtime::inOrder).
constexpr ze_command_queue_flags_t kQueueFlagInOrder = 1u << 1;

constexpr uint32_t kSpirvMagic = 0x07230203;
constexpr uint32_t kEventsPerTimingPool = 64;
constexpr size_t kAllocationAlignment = 64;

const char *const kNoGpuDriverHint =
    "the loader libze1 is installed but no GPU driver such as intel-level-zero-gpu / libze-intel-gpu1 is";

// The Level Zero functions Lantern calls, resolved from the loader.
struct Driver {
  decltype(&::zeInit) init = nullptr;
  decltype(&::zeDriverGet) driverGet = nullptr;
  decltype(&::zeDriverGetApiVersion) driverGetApiVersion = nullptr;
  decltype(&::zeDriverGetProperties) driverGetProperties = nullptr;
  decltype(&::zeDeviceGet) deviceGet = nullptr;
  decltype(&::zeDeviceGetProperties) deviceGetProperties = nullptr;
  decltype(&::zeDeviceGetComputeProperties) deviceGetComputeProperties = nullptr;
  decltype(&::zeDeviceGetMemoryProperties) deviceGetMemoryProperties = nullptr;
  decltype(&::zeDeviceGetCommandQueueGroupProperties) deviceGetCommandQueueGroupProperties = nullptr;
  decltype(&::zeContextCreate) contextCreate = nullptr;
  decltype(&::zeCommandListCreateImmediate) commandListCreateImmediate = nullptr;
  decltype(&::zeCommandListAppendBarrier) commandListAppendBarrier = nullptr;
  decltype(&::zeCommandListAppendLaunchKernel) commandListAppendLaunchKernel = nullptr;
  decltype(&::zeCommandListAppendMemoryCopy) commandListAppendMemoryCopy = nullptr;
  decltype(&::zeCommandListAppendMemoryFill) commandListAppendMemoryFill = nullptr;
  decltype(&::zeCommandListAppendSignalEvent) commandListAppendSignalEvent = nullptr;
  decltype(&::zeCommandListAppendWaitOnEvents) commandListAppendWaitOnEvents = nullptr;
  decltype(&::zeCommandListAppendEventReset) commandListAppendEventReset = nullptr;
  decltype(&::zeEventPoolCreate) eventPoolCreate = nullptr;
  decltype(&::zeEventPoolDestroy) eventPoolDestroy = nullptr;
  decltype(&::zeEventCreate) eventCreate = nullptr;
  decltype(&::zeEventDestroy) eventDestroy = nullptr;
  decltype(&::zeEventHostSynchronize) eventHostSynchronize = nullptr;
  decltype(&::zeEventHostReset) eventHostReset = nullptr;
  decltype(&::zeEventQueryKernelTimestamp) eventQueryKernelTimestamp = nullptr;
  decltype(&::zeModuleCreate) moduleCreate = nullptr;
  decltype(&::zeModuleDestroy) moduleDestroy = nullptr;
  decltype(&::zeModuleBuildLogGetString) moduleBuildLogGetString = nullptr;
  decltype(&::zeModuleBuildLogDestroy) moduleBuildLogDestroy = nullptr;
  decltype(&::zeKernelCreate) kernelCreate = nullptr;
  decltype(&::zeKernelDestroy) kernelDestroy = nullptr;
  decltype(&::zeKernelSetGroupSize) kernelSetGroupSize = nullptr;
  decltype(&::zeKernelSetArgumentValue) kernelSetArgumentValue = nullptr;
  decltype(&::zeMemAllocDevice) memAllocDevice = nullptr;
  decltype(&::zeMemAllocShared) memAllocShared = nullptr;
  decltype(&::zeMemFree) memFree = nullptr;
};

// Resolves every function; returns the name of the first one the loader lacks, or an empty string.
std::string resolveAll(void *library, Driver &d) {
  gpu::SymbolResolver resolve{library, ""};
  resolve(d.init, {"zeInit"});
  resolve(d.driverGet, {"zeDriverGet"});
  resolve(d.driverGetApiVersion, {"zeDriverGetApiVersion"});
  resolve(d.driverGetProperties, {"zeDriverGetProperties"});
  resolve(d.deviceGet, {"zeDeviceGet"});
  resolve(d.deviceGetProperties, {"zeDeviceGetProperties"});
  resolve(d.deviceGetComputeProperties, {"zeDeviceGetComputeProperties"});
  resolve(d.deviceGetMemoryProperties, {"zeDeviceGetMemoryProperties"});
  resolve(d.deviceGetCommandQueueGroupProperties, {"zeDeviceGetCommandQueueGroupProperties"});
  resolve(d.contextCreate, {"zeContextCreate"});
  resolve(d.commandListCreateImmediate, {"zeCommandListCreateImmediate"});
  resolve(d.commandListAppendBarrier, {"zeCommandListAppendBarrier"});
  resolve(d.commandListAppendLaunchKernel, {"zeCommandListAppendLaunchKernel"});
  resolve(d.commandListAppendMemoryCopy, {"zeCommandListAppendMemoryCopy"});
  resolve(d.commandListAppendMemoryFill, {"zeCommandListAppendMemoryFill"});
  resolve(d.commandListAppendSignalEvent, {"zeCommandListAppendSignalEvent"});
  resolve(d.commandListAppendWaitOnEvents, {"zeCommandListAppendWaitOnEvents"});
  resolve(d.commandListAppendEventReset, {"zeCommandListAppendEventReset"});
  resolve(d.eventPoolCreate, {"zeEventPoolCreate"});
  resolve(d.eventPoolDestroy, {"zeEventPoolDestroy"});
  resolve(d.eventCreate, {"zeEventCreate"});
  resolve(d.eventDestroy, {"zeEventDestroy"});
  resolve(d.eventHostSynchronize, {"zeEventHostSynchronize"});
  resolve(d.eventHostReset, {"zeEventHostReset"});
  resolve(d.eventQueryKernelTimestamp, {"zeEventQueryKernelTimestamp"});
  resolve(d.moduleCreate, {"zeModuleCreate"});
  resolve(d.moduleDestroy, {"zeModuleDestroy"});
  resolve(d.moduleBuildLogGetString, {"zeModuleBuildLogGetString"});
  resolve(d.moduleBuildLogDestroy, {"zeModuleBuildLogDestroy"});
  resolve(d.kernelCreate, {"zeKernelCreate"});
  resolve(d.kernelDestroy, {"zeKernelDestroy"});
  resolve(d.kernelSetGroupSize, {"zeKernelSetGroupSize"});
  resolve(d.kernelSetArgumentValue, {"zeKernelSetArgumentValue"});
  resolve(d.memAllocDevice, {"zeMemAllocDevice"});
  resolve(d.memAllocShared, {"zeMemAllocShared"});
  resolve(d.memFree, {"zeMemFree"});
  return resolve.missing;
}

// "zeKernelSetGroupSize: ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION (kernel ...)"
std::string failure(const char *call, ze_result_t result, const std::string &detail = {}) {
  std::string message = std::string(call) + ": " + resultName(result);
  if (!detail.empty())
    message += " (" + detail + ")";
  return message;
}

// The errors the entry points record (takeErrors). Never destroyed, as gpu::ErrorList says.
gpu::ErrorList &errors() {
  static auto *list = new gpu::ErrorList;
  return *list;
}

// Records a failed call; true when it succeeded.
bool check(ze_result_t result, const char *call, const std::string &detail = {}) {
  if (result == ZE_RESULT_SUCCESS)
    return true;
  std::string message = failure(call, result, detail);
  if (result == ZE_RESULT_ERROR_DEVICE_LOST) // the device hung or was reset: this process cannot use it again
    gpu::markDeviceLost("level_zero", message);
  errors().record(std::move(message));
  return false;
}

// Fills `info` from the device's properties; an empty string, or why a query failed.
std::string describeDevice(const Driver &d, ze_driver_handle_t driver, ze_device_handle_t device, DeviceInfo &info) {
  ze_api_version_t apiVersion = ZE_API_VERSION_1_0;
  if (ze_result_t result = d.driverGetApiVersion(driver, &apiVersion))
    return failure("zeDriverGetApiVersion", result);
  info.apiVersion = apiVersion;
  ze_driver_properties_t driverProperties{};
  driverProperties.stype = ZE_STRUCTURE_TYPE_DRIVER_PROPERTIES;
  if (ze_result_t result = d.driverGetProperties(driver, &driverProperties))
    return failure("zeDriverGetProperties", result);
  info.driverVersion = driverProperties.driverVersion;

  // From API 1.2 on the timer resolution can be asked for in ticks per second, which is exact;
  // before, it is whole nanoseconds per tick, which rounds 19.2 MHz to 52 ns.
  bool resolutionInHz = apiVersion >= ZE_API_VERSION_1_2;
  ze_device_properties_t properties{};
  properties.stype = resolutionInHz ? ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2 : ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES;
  if (ze_result_t result = d.deviceGetProperties(device, &properties))
    return failure("zeDeviceGetProperties", result);
  info.name = std::string(properties.name, strnlen(properties.name, sizeof(properties.name)));
  info.vendorId = properties.vendorId;
  info.deviceId = properties.deviceId;
  info.coreClockMHz = properties.coreClockRate;
  info.executionUnits = properties.numSlices * properties.numSubslicesPerSlice * properties.numEUsPerSubslice;
  info.threadsPerEU = properties.numThreadsPerEU;
  info.timerFrequencyHz = resolutionInHz || properties.timerResolution == 0
                              ? properties.timerResolution
                              : 1000000000ull / properties.timerResolution;
  info.timestampValidBits = properties.timestampValidBits;
  info.kernelTimestampValidBits = properties.kernelTimestampValidBits;

  ze_device_compute_properties_t compute{};
  compute.stype = ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES;
  if (ze_result_t result = d.deviceGetComputeProperties(device, &compute))
    return failure("zeDeviceGetComputeProperties", result);
  info.maxGroupSize = compute.maxTotalGroupSize;
  info.sharedLocalMemoryBytes = compute.maxSharedLocalMemory;
  uint32_t subgroupCount = std::min<uint32_t>(compute.numSubGroupSizes, ZE_SUBGROUPSIZE_COUNT);
  info.subgroupSizes.assign(compute.subGroupSizes, compute.subGroupSizes + subgroupCount);

  uint32_t memoryCount = 0;
  if (ze_result_t result = d.deviceGetMemoryProperties(device, &memoryCount, nullptr))
    return failure("zeDeviceGetMemoryProperties", result);
  std::vector<ze_device_memory_properties_t> memories(memoryCount);
  for (ze_device_memory_properties_t &memory : memories)
    memory.stype = ZE_STRUCTURE_TYPE_DEVICE_MEMORY_PROPERTIES;
  if (ze_result_t result = d.deviceGetMemoryProperties(device, &memoryCount, memories.data()))
    return failure("zeDeviceGetMemoryProperties", result);
  for (uint32_t i = 0; i < memoryCount && i < memories.size(); ++i)
    info.memoryBytes += memories[i].totalSize;
  return {};
}

// Opens the loader at `path`, initializes it for GPUs and describes the first GPU of the first
// driver that has one.
Status openDriver(const std::string &path, Driver &d, ze_driver_handle_t &driver, ze_device_handle_t &device) {
  Status status;
  std::string message;
  void *library = gpu::openDriverLibrary(path, message);
  if (!library) {
    status.reason = "no Level Zero driver (" + message + ")";
    return status;
  }
  std::string missing = resolveAll(library, d);
  if (!missing.empty()) {
    status.reason = "no Level Zero driver (" + path +
                    (missing == "zeInit" ? " is not a Level Zero loader: it has no zeInit)"
                                         : " is too old a Level Zero loader: it has no " + missing + ")");
    return status;
  }
  if (ze_result_t result = d.init(ZE_INIT_FLAG_GPU_ONLY)) {
    status.reason = "no Level Zero driver (" + failure("zeInit", result);
    // What the loader answers when no GPU driver is installed, or none could open a device.
    if (result == ZE_RESULT_ERROR_UNINITIALIZED)
      status.reason += ": the loader found no GPU driver that starts; is one such as intel-level-zero-gpu / "
                       "libze-intel-gpu1 installed, and /dev/dri/renderD* accessible?";
    status.reason += ")";
    return status;
  }
  uint32_t driverCount = 0;
  if (ze_result_t result = d.driverGet(&driverCount, nullptr)) {
    status.reason = "no Level Zero driver (" + failure("zeDriverGet", result) + ")";
    return status;
  }
  if (driverCount == 0) {
    status.reason = std::string("no Level Zero driver (zeDriverGet found none: ") + kNoGpuDriverHint + ")";
    return status;
  }
  std::vector<ze_driver_handle_t> drivers(driverCount);
  if (ze_result_t result = d.driverGet(&driverCount, drivers.data())) {
    status.reason = "no Level Zero driver (" + failure("zeDriverGet", result) + ")";
    return status;
  }
  size_t devicesSeen = 0;
  std::string lastFailure;
  for (uint32_t i = 0; i < driverCount && i < drivers.size(); ++i) {
    uint32_t deviceCount = 0;
    if (ze_result_t result = d.deviceGet(drivers[i], &deviceCount, nullptr)) {
      lastFailure = failure("zeDeviceGet", result);
      continue;
    }
    std::vector<ze_device_handle_t> devices(deviceCount);
    if (ze_result_t result = d.deviceGet(drivers[i], &deviceCount, devices.data())) {
      lastFailure = failure("zeDeviceGet", result);
      continue;
    }
    for (uint32_t j = 0; j < deviceCount && j < devices.size(); ++j) {
      ++devicesSeen;
      ze_device_properties_t properties{};
      properties.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES;
      if (ze_result_t result = d.deviceGetProperties(devices[j], &properties)) {
        lastFailure = failure("zeDeviceGetProperties", result);
        continue;
      }
      if (properties.type != ZE_DEVICE_TYPE_GPU)
        continue;
      if (std::string why = describeDevice(d, drivers[i], devices[j], status.device); !why.empty()) {
        status.reason = "cannot query the Intel GPU (" + why + ")";
        return status;
      }
      driver = drivers[i];
      device = devices[j];
      status.available = true;
      return status;
    }
  }
  status.reason = "no Intel GPU (" + std::to_string(driverCount) + " Level Zero driver" +
                  (driverCount == 1 ? "" : "s") + " with " + std::to_string(devicesSeen) + " device" +
                  (devicesSeen == 1 ? "" : "s") + ", none of type GPU" +
                  (lastFailure.empty() ? "" : "; " + lastFailure) + ")";
  return status;
}

// The process's driver, device, context and shared stream. Never destroyed, like the error list:
// module unloads in global destructors still reach it.
struct Runtime {
  Status status;
  Driver driver;
  ze_driver_handle_t driverHandle = nullptr;
  ze_device_handle_t device = nullptr;
  ze_context_handle_t context = nullptr;

  std::once_flag streamOnce;
  // Guards the shared stream: command lists and kernel arguments are not thread-safe.
  std::mutex streamMutex;
  ze_command_list_handle_t stream = nullptr;
  std::string streamError; // why creating the stream failed
  bool inOrder = true;     // false: the driver refused in-order mode, a barrier follows each command
  ze_event_pool_handle_t syncPool = nullptr;
  ze_event_handle_t syncEvent = nullptr; // signalled by a barrier to wait for the stream
};

Runtime &runtime() {
  static Runtime *instance = [] {
    auto *r = new Runtime;
    const char *pathVariable = std::getenv("LANTERN_LEVEL_ZERO_LOADER");
    std::string path = pathVariable && *pathVariable ? pathVariable : "libze_loader.so.1";
    r->status = openDriver(path, r->driver, r->driverHandle, r->device);
    if (!r->status.available)
      return r;
    ze_context_desc_t contextDesc{ZE_STRUCTURE_TYPE_CONTEXT_DESC, nullptr, 0};
    if (ze_result_t result = r->driver.contextCreate(r->driverHandle, &contextDesc, &r->context)) {
      r->status.available = false;
      r->status.reason = "cannot create a Level Zero context on " + r->status.device.name + " (" +
                         failure("zeContextCreate", result) + ")";
    }
    return r;
  }();
  return *instance;
}

// The runtime, or null with `error` saying why Level Zero is unavailable.
Runtime *activate(std::string &error) {
  Runtime &r = runtime();
  if (!r.status.available) {
    error = "Level Zero not available: " + r.status.reason;
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

// The first command queue group of the device that runs compute work.
bool computeQueueOrdinal(Runtime &r, uint32_t &ordinal, std::string &error) {
  uint32_t count = 0;
  if (ze_result_t result = r.driver.deviceGetCommandQueueGroupProperties(r.device, &count, nullptr)) {
    error = failure("zeDeviceGetCommandQueueGroupProperties", result);
    return false;
  }
  std::vector<ze_command_queue_group_properties_t> groups(count);
  for (ze_command_queue_group_properties_t &group : groups)
    group.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES;
  if (ze_result_t result = r.driver.deviceGetCommandQueueGroupProperties(r.device, &count, groups.data())) {
    error = failure("zeDeviceGetCommandQueueGroupProperties", result);
    return false;
  }
  for (uint32_t i = 0; i < count && i < groups.size(); ++i)
    if (groups[i].flags & ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE) {
      ordinal = i;
      return true;
    }
  error = "the device has no command queue group for compute work";
  return false;
}

// Creates the shared stream and the event its waits use; false with `error` saying why not.
bool createStream(Runtime &r, std::string &error) {
  uint32_t ordinal = 0;
  if (!computeQueueOrdinal(r, ordinal, error))
    return false;
  ze_command_queue_desc_t queueDesc{ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
                                    nullptr,
                                    ordinal,
                                    0,
                                    kQueueFlagInOrder,
                                    ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS,
                                    ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
  ze_result_t result = r.driver.commandListCreateImmediate(r.context, r.device, &queueDesc, &r.stream);
  if (result != ZE_RESULT_SUCCESS) {
    // A driver older than Level Zero 1.7 may reject the flag: order the commands with barriers.
    queueDesc.flags = 0;
    r.inOrder = false;
    result = r.driver.commandListCreateImmediate(r.context, r.device, &queueDesc, &r.stream);
  }
  if (result != ZE_RESULT_SUCCESS) {
    error = failure("zeCommandListCreateImmediate", result);
    return false;
  }
  ze_event_pool_desc_t poolDesc{ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr, ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
  result = r.driver.eventPoolCreate(r.context, &poolDesc, 1, &r.device, &r.syncPool);
  if (result != ZE_RESULT_SUCCESS) {
    error = failure("zeEventPoolCreate", result, "the shared stream's wait event");
    return false;
  }
  ze_event_desc_t eventDesc{ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, 0, ZE_EVENT_SCOPE_FLAG_HOST,
                            ZE_EVENT_SCOPE_FLAG_HOST};
  result = r.driver.eventCreate(r.syncPool, &eventDesc, &r.syncEvent);
  if (result != ZE_RESULT_SUCCESS) {
    error = failure("zeEventCreate", result, "the shared stream's wait event");
    return false;
  }
  return true;
}

// The shared stream, created on first use; null with `error` saying why it could not be.
ze_command_list_handle_t sharedStream(Runtime &r, std::string &error) {
  std::call_once(r.streamOnce, [&r] {
    std::string why;
    if (!createStream(r, why)) {
      r.streamError = "cannot create the shared stream: " + why;
      r.stream = nullptr;
    }
  });
  if (!r.stream || !r.syncEvent) {
    error = r.streamError;
    return nullptr;
  }
  return r.stream;
}

// sharedStream() for the entry points.
ze_command_list_handle_t enterStream(Runtime &r, const char *entryPoint) {
  std::string error;
  ze_command_list_handle_t stream = sharedStream(r, error);
  if (!stream)
    errors().record(std::string(entryPoint) + ": " + error);
  return stream;
}

// Called with streamMutex held, after a command was appended: without in-order mode the next
// command must not start before this one ends.
bool orderAfterCommand(Runtime &r, std::string &error) {
  if (r.inOrder)
    return true;
  if (ze_result_t result = r.driver.commandListAppendBarrier(r.stream, nullptr, 0, nullptr)) {
    error = failure("zeCommandListAppendBarrier", result);
    return false;
  }
  return true;
}

bool orderAfterCommand(Runtime &r) {
  std::string error;
  if (orderAfterCommand(r, error))
    return true;
  errors().record(error);
  return false;
}

// Waits until everything appended to the shared stream so far has run.
bool waitForStream(Runtime &r, std::string &error) {
  if (!sharedStream(r, error))
    return false;
  std::lock_guard<std::mutex> lock(r.streamMutex);
  const Driver &d = r.driver;
  if (ze_result_t result = d.eventHostReset(r.syncEvent)) {
    error = failure("zeEventHostReset", result, "the shared stream's wait event");
    return false;
  }
  if (ze_result_t result = d.commandListAppendBarrier(r.stream, r.syncEvent, 0, nullptr)) {
    error = failure("zeCommandListAppendBarrier", result, "waiting for the shared stream");
    return false;
  }
  if (ze_result_t result = d.eventHostSynchronize(r.syncEvent, UINT64_MAX)) {
    error = failure("zeEventHostSynchronize", result, "waiting for the shared stream");
    return false;
  }
  return true;
}

bool waitForStream(Runtime &r, const char *why) {
  std::string error;
  if (waitForStream(r, error))
    return true;
  errors().record(error + (why ? std::string(" (") + why + ")" : std::string()));
  return false;
}

// The kernel-timestamp events of timeMilliseconds. The pools grow as a timed run launches more
// kernels and are kept for the next run. Guarded by Runtime::streamMutex, since launches take them.
struct Timing {
  std::mutex mutex; // one timing at a time
  std::atomic<bool> active{false};
  std::vector<ze_event_pool_handle_t> pools;
  std::vector<ze_event_handle_t> events;
  size_t used = 0; // events signalled by the launches of the current run
};

Timing &timing() {
  static Timing *instance = new Timing;
  return *instance;
}

// Called with streamMutex held before a launch: the event its kernel must signal while a timed run
// is active, else null. Records an error and returns false when no event could be had.
bool timingEvent(Runtime &r, ze_event_handle_t &event) {
  event = nullptr;
  Timing &t = timing();
  if (!t.active.load())
    return true;
  const Driver &d = r.driver;
  if (t.used == t.events.size()) {
    ze_event_pool_desc_t poolDesc{ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr,
                                  ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP | ZE_EVENT_POOL_FLAG_HOST_VISIBLE,
                                  kEventsPerTimingPool};
    ze_event_pool_handle_t pool = nullptr;
    if (!check(d.eventPoolCreate(r.context, &poolDesc, 1, &r.device, &pool), "zeEventPoolCreate",
               "kernel timestamps"))
      return false;
    t.pools.push_back(pool);
    for (uint32_t i = 0; i < kEventsPerTimingPool; ++i) {
      ze_event_desc_t eventDesc{ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, i, ZE_EVENT_SCOPE_FLAG_HOST,
                                ZE_EVENT_SCOPE_FLAG_HOST};
      ze_event_handle_t created = nullptr;
      if (!check(d.eventCreate(pool, &eventDesc, &created), "zeEventCreate", "kernel timestamps"))
        return false;
      t.events.push_back(created);
    }
  }
  // Signalled by an earlier run, which waited for it: safe to reset from the host.
  if (!check(d.eventHostReset(t.events[t.used]), "zeEventHostReset", "kernel timestamps"))
    return false;
  event = t.events[t.used++];
  return true;
}

// What Lantern knows of a loaded module and of the kernels looked up in it.
struct KernelRecord {
  std::string name;
  std::vector<size_t> argumentSizes;
  std::string argumentError; // why the sizes are unknown, if they are
  ze_module_handle_t module = nullptr;
};

struct ModuleRecord {
  std::vector<uint32_t> spirv;
  llvm::StringMap<ze_kernel_handle_t> kernels;
};

struct Modules {
  std::mutex mutex;
  std::unordered_map<ze_module_handle_t, ModuleRecord> modules;
  std::unordered_map<ze_kernel_handle_t, KernelRecord> kernels;
};

Modules &modules() {
  static Modules *instance = new Modules;
  return *instance;
}

// The module's build log, trimmed; empty when there is none.
std::string buildLogText(const Driver &d, ze_module_build_log_handle_t log) {
  if (!log)
    return {};
  size_t size = 0;
  std::string text;
  if (d.moduleBuildLogGetString(log, &size, nullptr) == ZE_RESULT_SUCCESS && size > 0) {
    text.resize(size);
    if (d.moduleBuildLogGetString(log, &size, text.data()) != ZE_RESULT_SUCCESS)
      text.clear();
  }
  d.moduleBuildLogDestroy(log);
  text.resize(strnlen(text.c_str(), text.size()));
  return gpu::trimLog(text);
}

// The entry points. MLIR 22's declarations, in LLVM types, are in the comments; each has internal
// linkage and reaches JIT'd code only through mgpuSymbols(). Where MLIR passes an i8 or i16 without
// zeroext, only its low bits are defined, so those parameters are taken wide and narrowed here. The
// stream parameters are always the shared stream, which is the only one.

// ptr mgpuModuleLoad(ptr, i64): a SPIR-V binary.
void *mgpuModuleLoad(void *data, size_t size) {
  Runtime *r = enter("mgpuModuleLoad");
  if (!r)
    return nullptr;
  if (!data || size == 0) {
    errors().record("mgpuModuleLoad: the kernel binary is empty");
    return nullptr;
  }
  uint32_t magic = 0;
  if (size % 4 != 0 || size < 20 || (std::memcpy(&magic, data, 4), magic != kSpirvMagic)) {
    errors().record("mgpuModuleLoad: the kernel binary is not SPIR-V (" + std::to_string(size) +
                " B; SPIR-V is whole 32-bit words starting with 0x07230203)");
    return nullptr;
  }
  // A copy: the binary global need not be 4-byte aligned, and launches read argument sizes from it.
  std::vector<uint32_t> words(size / 4);
  std::memcpy(words.data(), data, size);
  ze_module_desc_t desc{ZE_STRUCTURE_TYPE_MODULE_DESC,
                        nullptr,
                        ZE_MODULE_FORMAT_IL_SPIRV,
                        size,
                        reinterpret_cast<const uint8_t *>(words.data()),
                        "",
                        nullptr};
  ze_module_handle_t module = nullptr;
  ze_module_build_log_handle_t log = nullptr;
  ze_result_t result = r->driver.moduleCreate(r->context, r->device, &desc, &module, &log);
  std::string text = buildLogText(r->driver, log);
  if (result != ZE_RESULT_SUCCESS) {
    errors().record(failure("zeModuleCreate", result) + (text.empty() ? "" : ": " + text));
    return nullptr;
  }
  Modules &m = modules();
  std::lock_guard<std::mutex> lock(m.mutex);
  m.modules[module].spirv = std::move(words);
  return module;
}

// ptr mgpuModuleLoadJIT(ptr, i32): text to compile at load time, which Level Zero does not take.
void *mgpuModuleLoadJIT(void * /*data*/, int32_t /*optimizationLevel*/) {
  errors().record("mgpuModuleLoadJIT: not supported: the Level Zero runtime loads SPIR-V binaries "
              "(gpu.binary in a binary format, through mgpuModuleLoad)");
  return nullptr;
}

// void mgpuModuleUnload(ptr): destroys the module's kernels first, as Level Zero requires, once the
// work that may still run them is done.
void mgpuModuleUnload(void *module) {
  if (!module) // its load failed, and said so
    return;
  Runtime *r = enter("mgpuModuleUnload");
  if (!r)
    return;
  auto *handle = static_cast<ze_module_handle_t>(module);
  if (!waitForStream(*r, "before unloading a module"))
    return;
  Modules &m = modules();
  std::lock_guard<std::mutex> lock(m.mutex);
  auto it = m.modules.find(handle);
  if (it != m.modules.end()) {
    for (const auto &kernel : it->second.kernels) {
      check(r->driver.kernelDestroy(kernel.getValue()), "zeKernelDestroy", "kernel " + kernel.getKey().str());
      m.kernels.erase(kernel.getValue());
    }
    m.modules.erase(it);
  }
  check(r->driver.moduleDestroy(handle), "zeModuleDestroy");
}

// ptr mgpuModuleGetFunction(ptr, ptr): the same kernel object for each lookup of a name.
void *mgpuModuleGetFunction(void *module, const char *name) {
  Runtime *r = enter("mgpuModuleGetFunction");
  if (!r)
    return nullptr;
  std::string kernel = name ? name : "";
  if (!module) {
    errors().record("mgpuModuleGetFunction: kernel " + kernel + " has no module (loading it failed)");
    return nullptr;
  }
  auto *handle = static_cast<ze_module_handle_t>(module);
  Modules &m = modules();
  std::lock_guard<std::mutex> lock(m.mutex);
  auto moduleIt = m.modules.find(handle);
  if (moduleIt == m.modules.end()) {
    errors().record("mgpuModuleGetFunction: kernel " + kernel + ": the module was not loaded by mgpuModuleLoad");
    return nullptr;
  }
  ModuleRecord &record = moduleIt->second;
  if (auto found = record.kernels.find(kernel); found != record.kernels.end())
    return found->getValue();
  ze_kernel_desc_t desc{ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, kernel.c_str()};
  ze_kernel_handle_t function = nullptr;
  if (!check(r->driver.kernelCreate(handle, &desc, &function), "zeKernelCreate", "kernel " + kernel))
    return nullptr;
  record.kernels[kernel] = function;
  KernelRecord &k = m.kernels[function];
  k.name = kernel;
  k.module = handle;
  if (auto sizes = kernelArgumentSizes(record.spirv, kernel))
    k.argumentSizes = std::move(*sizes);
  else
    k.argumentError = llvm::toString(sizes.takeError());
  return function;
}

// void mgpuLaunchKernel(ptr function, i64 gridX, gridY, gridZ, i64 blockX, blockY, blockZ,
//                       i32 sharedBytes, ptr stream, ptr params, ptr extra, i64 paramsCount)
// params[i] points to argument i's value; its size comes from the kernel's SPIR-V.
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                      intptr_t blockY, intptr_t blockZ, int32_t sharedBytes, void * /*stream*/, void **params,
                      void ** /*extra*/, size_t paramsCount) {
  Runtime *r = enter("mgpuLaunchKernel");
  if (!r)
    return;
  if (!function) {
    errors().record("mgpuLaunchKernel: no kernel function (loading its module or looking it up failed; see the "
                "errors before)");
    return;
  }
  auto *kernel = static_cast<ze_kernel_handle_t>(function);
  KernelRecord record;
  {
    Modules &m = modules();
    std::lock_guard<std::mutex> lock(m.mutex);
    auto it = m.kernels.find(kernel);
    if (it == m.kernels.end()) {
      errors().record("mgpuLaunchKernel: the function was not looked up by mgpuModuleGetFunction, or its module "
                  "was unloaded");
      return;
    }
    record = it->second;
  }
  std::string detail = "kernel " + record.name + ", grid " + gpu::dimensions(gridX, gridY, gridZ) + ", block " +
                       gpu::dimensions(blockX, blockY, blockZ);
  for (intptr_t extent : {gridX, gridY, gridZ, blockX, blockY, blockZ}) {
    if (extent == 0) // nothing to run
      return;
    if (!gpu::fitsLaunchDimension(extent)) {
      errors().record("mgpuLaunchKernel: launch dimensions out of range (" + detail + ")");
      return;
    }
  }
  if (sharedBytes != 0) {
    errors().record("mgpuLaunchKernel: dynamic shared memory not supported (" + std::to_string(sharedBytes) +
                " B asked; " + detail + ")");
    return;
  }
  if (!record.argumentError.empty()) {
    errors().record("mgpuLaunchKernel: cannot set the arguments of kernel " + record.name + ": " +
                record.argumentError);
    return;
  }
  if (paramsCount != record.argumentSizes.size()) {
    errors().record("mgpuLaunchKernel: kernel " + record.name + " takes " + std::to_string(record.argumentSizes.size()) +
                " arguments but the launch passes " + std::to_string(paramsCount));
    return;
  }
  ze_command_list_handle_t stream = enterStream(*r, "mgpuLaunchKernel");
  if (!stream)
    return;
  const Driver &d = r->driver;
  std::lock_guard<std::mutex> lock(r->streamMutex);
  if (!check(d.kernelSetGroupSize(kernel, static_cast<uint32_t>(blockX), static_cast<uint32_t>(blockY),
                                  static_cast<uint32_t>(blockZ)),
             "zeKernelSetGroupSize", detail))
    return;
  for (size_t i = 0; i < paramsCount; ++i)
    if (!check(d.kernelSetArgumentValue(kernel, static_cast<uint32_t>(i), record.argumentSizes[i], params[i]),
               "zeKernelSetArgumentValue",
               "argument " + std::to_string(i) + " of " + std::to_string(record.argumentSizes[i]) + " B, " + detail))
      return;
  ze_event_handle_t signal = nullptr;
  if (!timingEvent(*r, signal))
    return;
  ze_group_count_t groups{static_cast<uint32_t>(gridX), static_cast<uint32_t>(gridY), static_cast<uint32_t>(gridZ)};
  if (check(d.commandListAppendLaunchKernel(stream, kernel, &groups, signal, 0, nullptr),
            "zeCommandListAppendLaunchKernel", detail))
    orderAfterCommand(*r);
  else if (signal)
    --timing().used; // never signalled: the timed run must not wait for it
}

// ptr mgpuStreamCreate(): the shared stream, for every caller.
void *mgpuStreamCreate() {
  Runtime *r = enter("mgpuStreamCreate");
  return r ? enterStream(*r, "mgpuStreamCreate") : nullptr;
}

// void mgpuStreamDestroy(ptr): the shared stream lives on.
void mgpuStreamDestroy(void * /*stream*/) {}

// void mgpuStreamSynchronize(ptr)
void mgpuStreamSynchronize(void * /*stream*/) {
  if (Runtime *r = enter("mgpuStreamSynchronize"))
    waitForStream(*r, nullptr);
}

// An event of the generated code: one host-visible event in a pool of its own.
struct OrderingEvent {
  ze_event_pool_handle_t pool = nullptr;
  ze_event_handle_t event = nullptr;
};

// void mgpuStreamWaitEvent(ptr stream, ptr event)
void mgpuStreamWaitEvent(void * /*stream*/, void *event) {
  Runtime *r = enter("mgpuStreamWaitEvent");
  if (!r || !event)
    return;
  ze_command_list_handle_t stream = enterStream(*r, "mgpuStreamWaitEvent");
  if (!stream)
    return;
  ze_event_handle_t handle = static_cast<OrderingEvent *>(event)->event;
  std::lock_guard<std::mutex> lock(r->streamMutex);
  check(r->driver.commandListAppendWaitOnEvents(stream, 1, &handle), "zeCommandListAppendWaitOnEvents");
}

// ptr mgpuEventCreate()
void *mgpuEventCreate() {
  Runtime *r = enter("mgpuEventCreate");
  if (!r)
    return nullptr;
  auto event = std::make_unique<OrderingEvent>();
  ze_event_pool_desc_t poolDesc{ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr, ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
  if (!check(r->driver.eventPoolCreate(r->context, &poolDesc, 1, &r->device, &event->pool), "zeEventPoolCreate"))
    return nullptr;
  ze_event_desc_t eventDesc{ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, 0, ZE_EVENT_SCOPE_FLAG_HOST,
                            ZE_EVENT_SCOPE_FLAG_HOST};
  if (!check(r->driver.eventCreate(event->pool, &eventDesc, &event->event), "zeEventCreate")) {
    r->driver.eventPoolDestroy(event->pool);
    return nullptr;
  }
  return event.release();
}

// void mgpuEventDestroy(ptr)
void mgpuEventDestroy(void *event) {
  if (!event)
    return;
  std::unique_ptr<OrderingEvent> owned(static_cast<OrderingEvent *>(event));
  if (Runtime *r = enter("mgpuEventDestroy")) {
    check(r->driver.eventDestroy(owned->event), "zeEventDestroy");
    check(r->driver.eventPoolDestroy(owned->pool), "zeEventPoolDestroy");
  }
}

// void mgpuEventSynchronize(ptr)
void mgpuEventSynchronize(void *event) {
  if (Runtime *r = enter("mgpuEventSynchronize"); r && event)
    check(r->driver.eventHostSynchronize(static_cast<OrderingEvent *>(event)->event, UINT64_MAX),
          "zeEventHostSynchronize");
}

// void mgpuEventRecord(ptr event, ptr stream): a recorded event is signalled again by its next
// record, so it is reset in stream order first.
void mgpuEventRecord(void *event, void * /*stream*/) {
  Runtime *r = enter("mgpuEventRecord");
  if (!r || !event)
    return;
  ze_command_list_handle_t stream = enterStream(*r, "mgpuEventRecord");
  if (!stream)
    return;
  ze_event_handle_t handle = static_cast<OrderingEvent *>(event)->event;
  std::lock_guard<std::mutex> lock(r->streamMutex);
  if (check(r->driver.commandListAppendEventReset(stream, handle), "zeCommandListAppendEventReset") &&
      orderAfterCommand(*r))
    check(r->driver.commandListAppendSignalEvent(stream, handle), "zeCommandListAppendSignalEvent");
}

// ptr mgpuMemAlloc(i64 bytes, ptr stream, i8 isHostShared): device USM, or shared USM that the host
// can read and write too.
void *mgpuMemAlloc(uint64_t bytes, void * /*stream*/, uint32_t isHostSharedLowByte) {
  Runtime *r = enter("mgpuMemAlloc");
  if (!r || bytes == 0) // an empty memref needs no address
    return nullptr;
  bool hostShared = (isHostSharedLowByte & 0xff) != 0;
  ze_device_mem_alloc_desc_t deviceDesc{ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, nullptr, 0, 0};
  ze_host_mem_alloc_desc_t hostDesc{ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, nullptr, 0};
  void *pointer = nullptr;
  std::string detail = std::to_string(bytes) + " B";
  bool allocated =
      hostShared ? check(r->driver.memAllocShared(r->context, &deviceDesc, &hostDesc, bytes, kAllocationAlignment,
                                                  r->device, &pointer),
                         "zeMemAllocShared", detail)
                 : check(r->driver.memAllocDevice(r->context, &deviceDesc, bytes, kAllocationAlignment, r->device,
                                                  &pointer),
                         "zeMemAllocDevice", detail);
  return allocated ? pointer : nullptr;
}

// void mgpuMemFree(ptr, ptr stream). The lowering frees a buffer right after enqueueing the work
// that uses it, and zeMemFree does not wait for that work: wait here first.
void mgpuMemFree(void *pointer, void * /*stream*/) {
  if (!pointer)
    return;
  Runtime *r = enter("mgpuMemFree");
  if (r && waitForStream(*r, "before freeing a buffer"))
    check(r->driver.memFree(r->context, pointer), "zeMemFree");
}

// void mgpuMemcpy(ptr destination, ptr source, i64 bytes, ptr stream): any direction; Level Zero
// tells host from device addresses.
void mgpuMemcpy(void *destination, void *source, size_t bytes, void * /*stream*/) {
  Runtime *r = enter("mgpuMemcpy");
  if (!r || bytes == 0)
    return;
  ze_command_list_handle_t stream = enterStream(*r, "mgpuMemcpy");
  if (!stream)
    return;
  std::lock_guard<std::mutex> lock(r->streamMutex);
  if (check(r->driver.commandListAppendMemoryCopy(stream, destination, source, bytes, nullptr, 0, nullptr),
            "zeCommandListAppendMemoryCopy", std::to_string(bytes) + " B"))
    orderAfterCommand(*r);
}

// Fills `count` elements of `patternBytes` each with `pattern`.
void fill(const char *entryPoint, void *destination, const void *pattern, size_t patternBytes, size_t count) {
  Runtime *r = enter(entryPoint);
  if (!r || count == 0)
    return;
  ze_command_list_handle_t stream = enterStream(*r, entryPoint);
  if (!stream)
    return;
  std::lock_guard<std::mutex> lock(r->streamMutex);
  if (check(r->driver.commandListAppendMemoryFill(stream, destination, pattern, patternBytes, count * patternBytes,
                                                  nullptr, 0, nullptr),
            "zeCommandListAppendMemoryFill", std::to_string(count) + " elements of " +
                                                 std::to_string(patternBytes) + " B"))
    orderAfterCommand(*r);
}

// void mgpuMemset32(ptr destination, i32 value, i64 count, ptr stream)
void mgpuMemset32(void *destination, uint32_t value, size_t count, void * /*stream*/) {
  fill("mgpuMemset32", destination, &value, sizeof(value), count);
}

// void mgpuMemset16(ptr destination, i16 value, i64 count, ptr stream)
void mgpuMemset16(void *destination, uint32_t valueLowBits, size_t count, void * /*stream*/) {
  uint16_t value = static_cast<uint16_t>(valueLowBits & 0xffff);
  fill("mgpuMemset16", destination, &value, sizeof(value), count);
}

// void mgpuSetDefaultDevice(i32): the process uses one device, the first GPU.
void mgpuSetDefaultDevice(int32_t device) {
  Runtime *r = enter("mgpuSetDefaultDevice");
  if (r && device != 0)
    errors().record("mgpuSetDefaultDevice: the kernel asks for device " + std::to_string(device) +
                " but Lantern runs on the first Intel GPU only (" + r->status.device.name + ")");
}

// SPIR-V opcodes and operands that kernelArgumentSizes reads.
enum SpirvOp : uint32_t {
  kOpMemoryModel = 14,
  kOpEntryPoint = 15,
  kOpTypeBool = 20,
  kOpTypeInt = 21,
  kOpTypeFloat = 22,
  kOpTypeVector = 23,
  kOpTypeArray = 28,
  kOpTypeStruct = 30,
  kOpTypePointer = 32,
  kOpTypeFunction = 33,
  kOpConstant = 43,
  kOpFunction = 54,
};
constexpr uint32_t kExecutionModelKernel = 6;
constexpr uint32_t kAddressingPhysical32 = 1;

// A literal string operand: UTF-8 bytes packed little-endian into words, NUL-terminated.
std::string literalString(llvm::ArrayRef<uint32_t> words) {
  std::string text;
  for (uint32_t word : words)
    for (int shift = 0; shift < 32; shift += 8) {
      char c = static_cast<char>((word >> shift) & 0xff);
      if (c == '\0')
        return text;
      text.push_back(c);
    }
  return text;
}

} // namespace

std::string resultName(int32_t result) {
  switch (static_cast<ze_result_t>(result)) {
#define LANTERN_ZE_RESULT(name)                                                                                     \
  case name:                                                                                                         \
    return #name;
    LANTERN_ZE_RESULT(ZE_RESULT_SUCCESS)
    LANTERN_ZE_RESULT(ZE_RESULT_NOT_READY)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_DEVICE_LOST)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_MODULE_BUILD_FAILURE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_MODULE_LINK_FAILURE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_DEVICE_REQUIRES_RESET)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_DEVICE_IN_LOW_POWER_STATE)
    LANTERN_ZE_RESULT(ZE_RESULT_EXP_ERROR_DEVICE_IS_NOT_VERTEX)
    LANTERN_ZE_RESULT(ZE_RESULT_EXP_ERROR_VERTEX_IS_NOT_DEVICE)
    LANTERN_ZE_RESULT(ZE_RESULT_EXP_ERROR_REMOTE_DEVICE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INSUFFICIENT_PERMISSIONS)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_NOT_AVAILABLE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_DEPENDENCY_UNAVAILABLE)
    LANTERN_ZE_RESULT(ZE_RESULT_WARNING_DROPPED_DATA)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNINITIALIZED)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNSUPPORTED_VERSION)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNSUPPORTED_FEATURE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_ARGUMENT)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_NULL_HANDLE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_NULL_POINTER)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_SIZE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNSUPPORTED_SIZE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNSUPPORTED_ALIGNMENT)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_SYNCHRONIZATION_OBJECT)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_ENUMERATION)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNSUPPORTED_ENUMERATION)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNSUPPORTED_IMAGE_FORMAT)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_NATIVE_BINARY)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_GLOBAL_NAME)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_KERNEL_NAME)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_FUNCTION_NAME)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_GLOBAL_WIDTH_DIMENSION)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_KERNEL_ATTRIBUTE_VALUE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_MODULE_UNLINKED)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_INVALID_COMMAND_LIST_TYPE)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_OVERLAPPING_REGIONS)
    LANTERN_ZE_RESULT(ZE_RESULT_WARNING_ACTION_REQUIRED)
    LANTERN_ZE_RESULT(ZE_RESULT_ERROR_UNKNOWN)
#undef LANTERN_ZE_RESULT
  default:
    break;
  }
  char hex[32];
  std::snprintf(hex, sizeof(hex), "ze_result_t 0x%x", static_cast<uint32_t>(result));
  return hex;
}

llvm::Expected<std::vector<size_t>> kernelArgumentSizes(llvm::ArrayRef<uint32_t> spirv, llvm::StringRef kernel) {
  auto fail = [](const std::string &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  if (spirv.size() < 5 || spirv[0] != kSpirvMagic)
    return fail("not a SPIR-V module (no magic number 0x07230203)");
  size_t pointerBytes = 8;
  struct Layout {
    size_t size = 0; // 0: unknown
    size_t alignment = 1;
  };
  std::unordered_map<uint32_t, Layout> types;
  std::unordered_map<uint32_t, uint64_t> constants;
  std::unordered_map<uint32_t, std::vector<uint32_t>> functionTypeParameters;
  std::unordered_map<uint32_t, uint32_t> functionTypes; // function id -> its OpTypeFunction
  std::unordered_map<std::string, uint32_t> entryPoints; // kernel name -> function id
  auto layoutOf = [&](uint32_t id) {
    auto it = types.find(id);
    return it == types.end() ? Layout{} : it->second;
  };
  for (size_t at = 5; at < spirv.size();) {
    uint32_t wordCount = spirv[at] >> 16;
    uint32_t opcode = spirv[at] & 0xffff;
    if (wordCount == 0 || at + wordCount > spirv.size())
      return fail("malformed SPIR-V: the instruction at word " + std::to_string(at) + " runs past the end");
    llvm::ArrayRef<uint32_t> operands = spirv.slice(at + 1, wordCount - 1);
    at += wordCount;
    auto need = [&](size_t count) { return operands.size() >= count; };
    switch (opcode) {
    case kOpMemoryModel:
      if (need(1))
        pointerBytes = operands[0] == kAddressingPhysical32 ? 4 : 8;
      break;
    case kOpEntryPoint:
      if (need(3) && operands[0] == kExecutionModelKernel)
        entryPoints[literalString(operands.drop_front(2))] = operands[1];
      break;
    case kOpTypeBool:
      if (need(1))
        types[operands[0]] = {1, 1};
      break;
    case kOpTypeInt:
    case kOpTypeFloat:
      if (need(2))
        types[operands[0]] = {operands[1] / 8, std::max<size_t>(operands[1] / 8, 1)};
      break;
    case kOpTypeVector:
      if (need(3)) {
        // OpenCL lays a vector of three out as one of four.
        size_t lanes = operands[2] == 3 ? 4 : operands[2];
        size_t size = layoutOf(operands[1]).size * lanes;
        types[operands[0]] = {size, std::max<size_t>(size, 1)};
      }
      break;
    case kOpTypeArray:
      if (need(3)) {
        Layout element = layoutOf(operands[1]);
        auto length = constants.find(operands[2]);
        if (length != constants.end())
          types[operands[0]] = {element.size * length->second, element.alignment};
      }
      break;
    case kOpTypeStruct:
      if (need(1)) {
        Layout layout{0, 1};
        bool known = true;
        for (uint32_t member : operands.drop_front()) {
          Layout m = layoutOf(member);
          known = known && m.size != 0;
          layout.size = (layout.size + m.alignment - 1) / m.alignment * m.alignment + m.size;
          layout.alignment = std::max(layout.alignment, m.alignment);
        }
        layout.size = (layout.size + layout.alignment - 1) / layout.alignment * layout.alignment;
        types[operands[0]] = known ? layout : Layout{};
      }
      break;
    case kOpTypePointer:
      if (need(1))
        types[operands[0]] = {pointerBytes, pointerBytes};
      break;
    case kOpTypeFunction:
      if (need(2))
        functionTypeParameters[operands[0]].assign(operands.begin() + 2, operands.end());
      break;
    case kOpConstant:
      if (need(3))
        constants[operands[1]] = operands[2] | (operands.size() > 3 ? uint64_t(operands[3]) << 32 : 0);
      break;
    case kOpFunction:
      if (need(4))
        functionTypes[operands[1]] = operands[3];
      break;
    default:
      break;
    }
  }
  auto entry = entryPoints.find(kernel.str());
  if (entry == entryPoints.end())
    return fail("the SPIR-V module has no kernel entry point named " + kernel.str());
  auto functionType = functionTypes.find(entry->second);
  if (functionType == functionTypes.end())
    return fail("the SPIR-V module does not define kernel " + kernel.str());
  auto parameters = functionTypeParameters.find(functionType->second);
  if (parameters == functionTypeParameters.end())
    return fail("the SPIR-V module has no function type for kernel " + kernel.str());
  std::vector<size_t> sizes;
  for (uint32_t parameter : parameters->second) {
    size_t size = layoutOf(parameter).size;
    if (size == 0)
      return fail("argument " + std::to_string(sizes.size()) + " of kernel " + kernel.str() +
                  " has a type whose size Lantern cannot tell (SPIR-V id %" + std::to_string(parameter) + ")");
    sizes.push_back(size);
  }
  return sizes;
}

const Status &status() { return runtime().status; }

Status probeDriver(const std::string &loaderPath) {
  Driver driver;
  ze_driver_handle_t driverHandle = nullptr;
  ze_device_handle_t device = nullptr;
  return openDriver(loaderPath, driver, driverHandle, device);
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
    map["mgpuSetDefaultDevice"] = reinterpret_cast<void *>(&mgpuSetDefaultDevice);
    return symbols;
  }();
  return *symbols;
}

std::vector<std::string> takeErrors() { return errors().takeFrom(0); }

bool DeviceMemory::allocate(size_t bytes, void *&pointer, std::string &error) {
  Runtime *r = activate(error);
  if (!r)
    return false;
  ze_device_mem_alloc_desc_t desc{ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, nullptr, 0, 0};
  if (ze_result_t result = r->driver.memAllocDevice(r->context, &desc, std::max<size_t>(bytes, 1),
                                                    kAllocationAlignment, r->device, &pointer)) {
    error = failure("zeMemAllocDevice", result, std::to_string(bytes) + " B");
    return false;
  }
  return true;
}

void DeviceMemory::free(void *pointer) {
  // Kernels still queued may use the buffer.
  if (Runtime *r = enter("DeviceBuffer"); r && waitForStream(*r, "before freeing a buffer"))
    check(r->driver.memFree(r->context, pointer), "zeMemFree");
}

namespace {

// Appends a copy to the shared stream and waits for it.
bool copyAndWait(void *destination, const void *source, size_t bytes, std::string &error) {
  Runtime *r = activate(error);
  if (!r)
    return false;
  if (bytes == 0)
    return true;
  ze_command_list_handle_t stream = sharedStream(*r, error);
  if (!stream)
    return false;
  {
    std::lock_guard<std::mutex> lock(r->streamMutex);
    if (ze_result_t result =
            r->driver.commandListAppendMemoryCopy(stream, destination, source, bytes, nullptr, 0, nullptr)) {
      error = failure("zeCommandListAppendMemoryCopy", result, std::to_string(bytes) + " B");
      return false;
    }
  }
  return waitForStream(*r, error);
}

} // namespace

bool copyToDevice(DeviceBuffer &destination, const void *host, size_t bytes, std::string &error) {
  if (!gpu::checkCopyToDevice(bytes, destination.size(), error))
    return false;
  return copyAndWait(destination.data(), host, bytes, error);
}

bool copyToHost(const DeviceBuffer &source, void *host, size_t bytes, std::string &error) {
  if (!gpu::checkCopyToHost(bytes, source.size(), error))
    return false;
  return copyAndWait(host, source.data(), bytes, error);
}

bool synchronize(std::string &error) {
  Runtime *r = activate(error);
  return r && waitForStream(*r, error);
}

bool timeMilliseconds(const std::function<bool()> &work, double &milliseconds, std::string &error) {
  Runtime *r = activate(error);
  if (!r)
    return false;
  const DeviceInfo &device = r->status.device;
  if (device.timerFrequencyHz == 0 || device.kernelTimestampValidBits == 0) {
    error = "the device reports no kernel timer (frequency " + std::to_string(device.timerFrequencyHz) + " Hz, " +
            std::to_string(device.kernelTimestampValidBits) + " valid bits)";
    return false;
  }
  if (!sharedStream(*r, error))
    return false;
  Timing &t = timing();
  std::lock_guard<std::mutex> timingLock(t.mutex);
  {
    std::lock_guard<std::mutex> lock(r->streamMutex);
    t.used = 0;
  }
  size_t firstError = errors().count();
  t.active.store(true);
  bool succeeded = work();
  t.active.store(false);

  if (!errors().checkTimedRun(firstError, succeeded, error))
    return false;
  std::vector<ze_event_handle_t> launched;
  {
    std::lock_guard<std::mutex> lock(r->streamMutex);
    launched.assign(t.events.begin(), t.events.begin() + t.used);
  }
  if (launched.empty()) {
    error = "the timed run launched no kernel";
    return false;
  }
  if (!waitForStream(*r, error))
    return false;
  uint64_t mask = device.kernelTimestampValidBits >= 64 ? ~uint64_t(0)
                                                        : (uint64_t(1) << device.kernelTimestampValidBits) - 1;
  uint64_t ticks = 0;
  for (ze_event_handle_t event : launched) {
    ze_kernel_timestamp_result_t timestamps{};
    if (ze_result_t result = r->driver.eventQueryKernelTimestamp(event, &timestamps)) {
      error = failure("zeEventQueryKernelTimestamp", result);
      return false;
    }
    // Unsigned subtraction within the valid bits counts across one wrap-around of the counter.
    ticks += (timestamps.context.kernelEnd - timestamps.context.kernelStart) & mask;
  }
  milliseconds = static_cast<double>(ticks) * 1000.0 / static_cast<double>(device.timerFrequencyHz);
  return true;
}

} // namespace lantern::backend::level_zero
