// The Level Zero runtime layer of the Intel GPU backend: opening the loader, the mgpu* entry points
// that JIT'd host code calls, SPIR-V kernel argument sizes, device buffers and timestamp timing.
//
// Tests marked "needs a GPU" call GTEST_SKIP() with the reason when status() is unavailable, as on
// machines with the loader but no Intel GPU driver (CI); they run for real on an Intel GPU host. Tests
// marked "without a GPU" check the failure paths and skip where a GPU works. The others pass on both.
#include "backend/level_zero/level_zero_driver.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace lantern::backend;

namespace {

// The entry points' C signatures, as MLIR 22's GPU-to-LLVM lowering declares them.
using ModuleLoadFn = void *(*)(void *data, size_t size);
using ModuleLoadJitFn = void *(*)(void *data, int32_t optimizationLevel);
using ModuleUnloadFn = void (*)(void *module);
using ModuleGetFunctionFn = void *(*)(void *module, const char *name);
using LaunchKernelFn = void (*)(void *function, intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                                intptr_t blockY, intptr_t blockZ, int32_t sharedBytes, void *stream, void **params,
                                void **extra, size_t paramsCount);
using StreamCreateFn = void *(*)();
using StreamFn = void (*)(void *stream);
using EventCreateFn = void *(*)();
using EventFn = void (*)(void *event);
using EventStreamFn = void (*)(void *event, void *stream);
using StreamEventFn = void (*)(void *stream, void *event);
using MemAllocFn = void *(*)(uint64_t bytes, void *stream, int8_t isHostShared);
using MemFreeFn = void (*)(void *pointer, void *stream);
using MemcpyFn = void (*)(void *destination, void *source, size_t bytes, void *stream);
using Memset32Fn = void (*)(void *destination, uint32_t value, size_t count, void *stream);
using Memset16Fn = void (*)(void *destination, uint16_t value, size_t count, void *stream);
using SetDefaultDeviceFn = void (*)(int32_t device);

// An entry point as JIT'd code reaches it: through the symbol map.
template <typename Function>
Function entry(const char *name) {
  return reinterpret_cast<Function>(level_zero::mgpuSymbols().lookup(name));
}

bool contains(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

bool startsWith(const std::string &text, const std::string &prefix) { return text.rfind(prefix, 0) == 0; }

std::string joined(const std::vector<std::string> &errors) {
  std::string all;
  for (const std::string &e : errors)
    all += e + "\n";
  return all;
}

// SPIR-V 1.0, Kernel capability, Physical64 addressing (spirv-as, checked by spirv-val --target-env
// opencl2.0), of:
//   kernel void fill(global float *out, uint n, float value) {
//     size_t i = get_global_id(0); if (i < n) out[i] = value; }
constexpr uint32_t kFillSpirv[] = {
    0x07230203, 0x00010000, 0x00070000, 0x00000017, 0x00000000, 0x00020011, 0x00000004, 0x00020011,
    0x00000006, 0x00020011, 0x0000000b, 0x0003000e, 0x00000002, 0x00000002, 0x0006000f, 0x00000006,
    0x00000001, 0x6c6c6966, 0x00000000, 0x00000002, 0x00040047, 0x00000002, 0x0000000b, 0x0000001c,
    0x00030047, 0x00000002, 0x00000016, 0x00020013, 0x00000003, 0x00040015, 0x00000004, 0x00000020,
    0x00000000, 0x00040015, 0x00000005, 0x00000040, 0x00000000, 0x00030016, 0x00000006, 0x00000020,
    0x00020014, 0x00000007, 0x00040017, 0x00000008, 0x00000005, 0x00000003, 0x00040020, 0x00000009,
    0x00000001, 0x00000008, 0x00040020, 0x0000000a, 0x00000005, 0x00000006, 0x00060021, 0x0000000b,
    0x00000003, 0x0000000a, 0x00000004, 0x00000006, 0x0004003b, 0x00000009, 0x00000002, 0x00000001,
    0x00050036, 0x00000003, 0x00000001, 0x00000000, 0x0000000b, 0x00030037, 0x0000000a, 0x0000000c,
    0x00030037, 0x00000004, 0x0000000d, 0x00030037, 0x00000006, 0x0000000e, 0x000200f8, 0x0000000f,
    0x0006003d, 0x00000008, 0x00000010, 0x00000002, 0x00000002, 0x00000020, 0x00050051, 0x00000005,
    0x00000011, 0x00000010, 0x00000000, 0x00040071, 0x00000005, 0x00000012, 0x0000000d, 0x000500b0,
    0x00000007, 0x00000013, 0x00000011, 0x00000012, 0x000300f7, 0x00000014, 0x00000000, 0x000400fa,
    0x00000013, 0x00000015, 0x00000014, 0x000200f8, 0x00000015, 0x00050046, 0x0000000a, 0x00000016,
    0x0000000c, 0x00000011, 0x0005003e, 0x00000016, 0x0000000e, 0x00000002, 0x00000004, 0x000200f9,
    0x00000014, 0x000200f8, 0x00000014, 0x000100fd, 0x00010038,
};
// Word 12 of kFillSpirv: the addressing model operand of OpMemoryModel.
constexpr size_t kFillAddressingModelWord = 12;

// A kernel loaded from the SPIR-V binary the way a gpu.binary hands it over.
struct LoadedKernel {
  void *module = nullptr;
  void *function = nullptr;

  LoadedKernel(const uint32_t *spirv, size_t bytes, const char *name) {
    module = entry<ModuleLoadFn>("mgpuModuleLoad")(const_cast<uint32_t *>(spirv), bytes);
    function = entry<ModuleGetFunctionFn>("mgpuModuleGetFunction")(module, name);
  }
  ~LoadedKernel() { entry<ModuleUnloadFn>("mgpuModuleUnload")(module); }
};

// Launches `fill` over n floats, 256 work-items a group.
void launchFill(void *function, void *stream, void *out, uint32_t n, float value, intptr_t block = 256,
                size_t paramsCount = 3) {
  void *params[] = {&out, &n, &value};
  intptr_t grid = (n + block - 1) / block;
  entry<LaunchKernelFn>("mgpuLaunchKernel")(function, grid, 1, 1, block, 1, 1, 0, stream, params, nullptr,
                                            paramsCount);
}

#define REQUIRE_GPU()                                                                                         \
  do {                                                                                                        \
    if (!level_zero::status().available)                                                                      \
      GTEST_SKIP() << "needs an Intel GPU: " << level_zero::status().reason;                                  \
  } while (false)

#define REQUIRE_NO_GPU()                                                                                      \
  do {                                                                                                        \
    if (level_zero::status().available)                                                                       \
      GTEST_SKIP() << "an Intel GPU is available here: " << level_zero::status().device.name;                 \
  } while (false)

// Runs in a death-test child, a fresh process, so that status() is computed from the environment
// set here. Prints what the parent's regular expression checks, then exits.
[[noreturn]] void reportStatusWithLoader(const char *path) {
  setenv("LANTERN_LEVEL_ZERO_LOADER", path, 1);
  const level_zero::Status &status = level_zero::status();
  std::fprintf(stderr, "available: %s\nreason: %s\n", status.available ? "yes" : "no", status.reason.c_str());
  void *pointer = entry<MemAllocFn>("mgpuMemAlloc")(64, nullptr, 0);
  std::fprintf(stderr, "pointer: %s\n", pointer ? "non-null" : "null");
  entry<LaunchKernelFn>("mgpuLaunchKernel")(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr, 0);
  for (const std::string &error : level_zero::takeErrors())
    std::fprintf(stderr, "error: %s\n", error.c_str());
  std::exit(0);
}

} // namespace

TEST(LevelZeroDriver, MissingLoaderIsUnavailableAndNamesThePath) {
  level_zero::Status status = level_zero::probeDriver("/nonexistent/libze_loader.so.1");

  EXPECT_FALSE(status.available);
  EXPECT_TRUE(startsWith(status.reason, "no Level Zero driver (")) << status.reason;
  EXPECT_TRUE(contains(status.reason, "/nonexistent/libze_loader.so.1")) << status.reason;
}

TEST(LevelZeroDriver, StatusSaysWhyWhenThereIsNoIntelGpu) {
  REQUIRE_NO_GPU();
  const level_zero::Status &status = level_zero::status();

  EXPECT_FALSE(status.available);
  EXPECT_TRUE(startsWith(status.reason, "no Level Zero driver (") || startsWith(status.reason, "no Intel GPU ("))
      << status.reason;
  EXPECT_EQ(status.reason.back(), ')') << status.reason;
  std::printf("status here: %s\n", status.reason.c_str());
}

TEST(LevelZeroDriver, LoaderPathFromTheEnvironmentDecidesTheCachedStatusAndEntryPointsRecordWhy) {
  GTEST_FLAG_SET(death_test_style, "threadsafe"); // re-executes the binary: a process with no status yet
  EXPECT_EXIT(reportStatusWithLoader("/nonexistent/libze_loader.so.1"), testing::ExitedWithCode(0),
              "available: no\n"
              "reason: no Level Zero driver \\(/nonexistent/libze_loader.so.1: [^\n]*\\)\n"
              "pointer: null\n"
              "error: mgpuMemAlloc: Level Zero not available: no Level Zero driver [^\n]*\n"
              "error: mgpuLaunchKernel: Level Zero not available: no Level Zero driver");
}

TEST(LevelZeroDriver, SymbolsCoverEveryEntryPointMlirLoweringCalls) {
  const llvm::StringMap<void *> &symbols = level_zero::mgpuSymbols();

  for (const char *name :
       {"mgpuModuleLoad", "mgpuModuleLoadJIT", "mgpuModuleUnload", "mgpuModuleGetFunction", "mgpuLaunchKernel",
        "mgpuStreamCreate", "mgpuStreamDestroy", "mgpuStreamSynchronize", "mgpuStreamWaitEvent", "mgpuEventCreate",
        "mgpuEventDestroy", "mgpuEventSynchronize", "mgpuEventRecord", "mgpuMemAlloc", "mgpuMemFree", "mgpuMemcpy",
        "mgpuMemset32", "mgpuMemset16", "mgpuSetDefaultDevice"}) {
    auto it = symbols.find(name);
    ASSERT_NE(it, symbols.end()) << name;
    EXPECT_NE(it->getValue(), nullptr) << name;
  }
}

// Without a GPU.
TEST(LevelZeroDriver, EntryPointsWithoutADriverRecordTheReasonAndTakeErrorsClearsThem) {
  REQUIRE_NO_GPU();
  level_zero::takeErrors();
  const std::string why = "Level Zero not available: " + level_zero::status().reason;

  void *module = entry<ModuleLoadFn>("mgpuModuleLoad")(const_cast<uint32_t *>(kFillSpirv), sizeof(kFillSpirv));
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *memory = entry<MemAllocFn>("mgpuMemAlloc")(256, stream, 0);
  uint32_t host[4] = {};
  entry<MemcpyFn>("mgpuMemcpy")(host, host + 2, 8, stream);
  entry<Memset32Fn>("mgpuMemset32")(host, 7, 4, stream);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);
  void *event = entry<EventCreateFn>("mgpuEventCreate")();

  EXPECT_EQ(module, nullptr);
  EXPECT_EQ(stream, nullptr);
  EXPECT_EQ(memory, nullptr);
  EXPECT_EQ(event, nullptr);
  EXPECT_EQ(host[0], 0u) << "nothing ran";
  std::vector<std::string> errors = level_zero::takeErrors();
  std::vector<std::string> expected = {"mgpuModuleLoad: " + why,  "mgpuStreamCreate: " + why,
                                       "mgpuMemAlloc: " + why,    "mgpuMemcpy: " + why,
                                       "mgpuMemset32: " + why,    "mgpuStreamSynchronize: " + why,
                                       "mgpuEventCreate: " + why};
  EXPECT_EQ(errors, expected) << joined(errors);
  EXPECT_TRUE(level_zero::takeErrors().empty()) << "takeErrors clears the list";
}

TEST(LevelZeroDriver, LaunchOfAKernelWhoseLookupFailedRecordsAnErrorInsteadOfCrashing) {
  level_zero::takeErrors();
  void *function = entry<ModuleGetFunctionFn>("mgpuModuleGetFunction")(nullptr, "missing");
  entry<LaunchKernelFn>("mgpuLaunchKernel")(function, 1, 1, 1, 32, 1, 1, 0, nullptr, nullptr, nullptr, 0);
  entry<ModuleUnloadFn>("mgpuModuleUnload")(nullptr);

  std::vector<std::string> errors = level_zero::takeErrors();
  ASSERT_EQ(errors.size(), 2u) << joined(errors);
  EXPECT_TRUE(startsWith(errors[0], "mgpuModuleGetFunction: ")) << errors[0];
  EXPECT_TRUE(startsWith(errors[1], "mgpuLaunchKernel: ")) << errors[1];
}

TEST(LevelZeroDriver, ModuleLoadJitIsRefusedBecauseOnlySpirvBinariesLoad) {
  level_zero::takeErrors();
  char text[] = "not a binary";

  void *module = entry<ModuleLoadJitFn>("mgpuModuleLoadJIT")(text, 2);

  EXPECT_EQ(module, nullptr);
  std::vector<std::string> errors = level_zero::takeErrors();
  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_TRUE(startsWith(errors[0], "mgpuModuleLoadJIT: not supported")) << errors[0];
}

// Without a GPU: the executable's helpers fail with the reason.
TEST(LevelZeroDriver, BuffersCopiesAndTimingWithoutADriverFailWithTheReason) {
  REQUIRE_NO_GPU();
  const std::string why = "Level Zero not available: " + level_zero::status().reason;
  level_zero::DeviceBuffer buffer;
  std::string error;

  EXPECT_FALSE(buffer.allocate(64, error));
  EXPECT_EQ(error, why);
  EXPECT_EQ(buffer.data(), nullptr);
  EXPECT_EQ(buffer.size(), 0u);
  error.clear();
  bool ran = false;
  double ms = -1;
  EXPECT_FALSE(level_zero::timeMilliseconds(
      [&] {
        ran = true;
        return true;
      },
      ms, error));
  EXPECT_EQ(error, why);
  EXPECT_FALSE(ran) << "the work is not run when it cannot be timed";
  EXPECT_EQ(ms, -1);
  error.clear();
  EXPECT_FALSE(level_zero::synchronize(error));
  EXPECT_EQ(error, why);
  EXPECT_FALSE(level_zero::copyToHost(buffer, nullptr, 0, error));
  EXPECT_TRUE(level_zero::takeErrors().empty()) << "the helpers return their errors instead of recording them";
}

TEST(LevelZeroDriver, CopiesLargerThanTheBufferAreRefusedWithTheSizes) {
  level_zero::DeviceBuffer empty;
  std::vector<char> host(16);
  std::string error;

  EXPECT_FALSE(level_zero::copyToDevice(empty, host.data(), 16, error));
  EXPECT_EQ(error, "copy to device: 16 B into a buffer of 0");
  EXPECT_FALSE(level_zero::copyToHost(empty, host.data(), 16, error));
  EXPECT_EQ(error, "copy to host: 16 B from a buffer of 0");
}

TEST(LevelZeroDriver, KernelArgumentSizesComeFromTheEntryPointsFunctionType) {
  auto sizes = level_zero::kernelArgumentSizes(kFillSpirv, "fill");

  ASSERT_TRUE(static_cast<bool>(sizes)) << llvm::toString(sizes.takeError());
  EXPECT_EQ(*sizes, (std::vector<size_t>{8, 4, 4})); // global float *, uint, float
}

TEST(LevelZeroDriver, KernelArgumentPointersTakeTheAddressingModelsWidth) {
  std::vector<uint32_t> physical32(std::begin(kFillSpirv), std::end(kFillSpirv));
  ASSERT_EQ(physical32[kFillAddressingModelWord], 2u) << "Physical64";
  physical32[kFillAddressingModelWord] = 1; // Physical32

  auto sizes = level_zero::kernelArgumentSizes(physical32, "fill");

  ASSERT_TRUE(static_cast<bool>(sizes)) << llvm::toString(sizes.takeError());
  EXPECT_EQ(*sizes, (std::vector<size_t>{4, 4, 4}));
}

TEST(LevelZeroDriver, KernelArgumentSizesOfAMissingKernelOrNonSpirvAreErrors) {
  auto missing = level_zero::kernelArgumentSizes(kFillSpirv, "scale");
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_EQ(llvm::toString(missing.takeError()), "the SPIR-V module has no kernel entry point named scale");

  const uint32_t notSpirv[] = {0x464c457f, 0, 0, 0, 0, 0};
  auto wrong = level_zero::kernelArgumentSizes(notSpirv, "fill");
  ASSERT_FALSE(static_cast<bool>(wrong));
  EXPECT_EQ(llvm::toString(wrong.takeError()), "not a SPIR-V module (no magic number 0x07230203)");

  std::vector<uint32_t> truncated(std::begin(kFillSpirv), std::begin(kFillSpirv) + 16);
  auto cut = level_zero::kernelArgumentSizes(truncated, "fill");
  ASSERT_FALSE(static_cast<bool>(cut));
  EXPECT_TRUE(startsWith(llvm::toString(cut.takeError()), "malformed SPIR-V: "));
}

TEST(LevelZeroDriver, ResultNamesAreTheEnumeratorNames) {
  EXPECT_EQ(level_zero::resultName(0), "ZE_RESULT_SUCCESS");
  EXPECT_EQ(level_zero::resultName(0x78000001), "ZE_RESULT_ERROR_UNINITIALIZED");
  EXPECT_EQ(level_zero::resultName(0x78000016), "ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE");
  EXPECT_EQ(level_zero::resultName(0x70000004), "ZE_RESULT_ERROR_MODULE_BUILD_FAILURE");
  EXPECT_EQ(level_zero::resultName(0x12345), "ze_result_t 0x12345");
}

// Needs a GPU.
TEST(LevelZeroDriver, StatusDescribesTheDevice) {
  REQUIRE_GPU();
  const level_zero::DeviceInfo &device = level_zero::status().device;

  EXPECT_FALSE(device.name.empty());
  EXPECT_EQ(device.vendorId, 0x8086u);
  EXPECT_GT(device.executionUnits, 0u);
  EXPECT_FALSE(device.subgroupSizes.empty());
  EXPECT_GT(device.memoryBytes, uint64_t(1) << 30);
  EXPECT_GT(device.timerFrequencyHz, 0u);
  EXPECT_GT(device.kernelTimestampValidBits, 0u);
  std::string subgroups;
  for (uint32_t size : device.subgroupSizes)
    subgroups += std::to_string(size) + " ";
  std::printf("%s (0x%04x): %u EUs, %u MHz, %llu MiB, %u B SLM, sub-groups %s, timer %llu Hz, %u-bit kernel "
              "timestamps, API %u.%u\n",
              device.name.c_str(), device.deviceId, device.executionUnits, device.coreClockMHz,
              static_cast<unsigned long long>(device.memoryBytes >> 20), device.sharedLocalMemoryBytes,
              subgroups.c_str(), static_cast<unsigned long long>(device.timerFrequencyHz),
              device.kernelTimestampValidBits, device.apiVersion >> 16, device.apiVersion & 0xffff);
}

// Needs a GPU.
TEST(LevelZeroDriver, EveryStreamCreatedIsTheSharedStreamAndSurvivesDestroy) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  void *first = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *second = entry<StreamCreateFn>("mgpuStreamCreate")();
  entry<StreamFn>("mgpuStreamDestroy")(first);
  entry<StreamFn>("mgpuStreamSynchronize")(second);

  EXPECT_NE(first, nullptr);
  EXPECT_EQ(first, second);
  EXPECT_TRUE(level_zero::takeErrors().empty());
}

// Needs a GPU.
TEST(LevelZeroDriver, AllocatedMemoryTakesMemsetsAndCopiesBack) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  constexpr size_t kCount = 1024;
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *device = entry<MemAllocFn>("mgpuMemAlloc")(kCount * 4, stream, 0);
  ASSERT_NE(device, nullptr) << joined(level_zero::takeErrors());
  float one = 1.5f;
  uint32_t oneBits;
  std::memcpy(&oneBits, &one, 4);
  entry<Memset32Fn>("mgpuMemset32")(device, oneBits, kCount, stream);
  // The last 256 floats: 512 halves of 0x4000 make each float 0x40004000.
  entry<Memset16Fn>("mgpuMemset16")(static_cast<char *>(device) + (kCount - 256) * 4, 0x4000, 512, stream);
  std::vector<float> host(kCount, 0.0f);
  entry<MemcpyFn>("mgpuMemcpy")(host.data(), device, kCount * 4, stream);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);
  entry<MemFreeFn>("mgpuMemFree")(device, stream);

  ASSERT_TRUE(level_zero::takeErrors().empty());
  uint32_t halves = 0x40004000u;
  float twoHalves;
  std::memcpy(&twoHalves, &halves, 4);
  for (size_t i = 0; i < kCount; ++i)
    ASSERT_EQ(host[i], i < kCount - 256 ? 1.5f : twoHalves) << "at " << i;
}

// Needs a GPU.
TEST(LevelZeroDriver, DeviceBufferRoundTripsHostData) {
  REQUIRE_GPU();
  std::vector<int32_t> input(4096);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = static_cast<int32_t>(i * 7 - 3);
  level_zero::DeviceBuffer buffer;
  std::string error;
  ASSERT_TRUE(buffer.allocate(input.size() * 4, error)) << error;

  std::vector<int32_t> output(input.size(), 0);
  ASSERT_TRUE(level_zero::copyToDevice(buffer, input.data(), input.size() * 4, error)) << error;
  ASSERT_TRUE(level_zero::copyToHost(buffer, output.data(), output.size() * 4, error)) << error;

  EXPECT_EQ(output, input);
  level_zero::DeviceBuffer moved = std::move(buffer);
  EXPECT_EQ(buffer.data(), nullptr);
  EXPECT_EQ(moved.size(), input.size() * 4);
}

// Needs a GPU.
TEST(LevelZeroDriver, HostSharedAllocationIsReadableOnTheHost) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  auto *shared = static_cast<uint32_t *>(entry<MemAllocFn>("mgpuMemAlloc")(256 * 4, stream, 1));
  ASSERT_NE(shared, nullptr) << joined(level_zero::takeErrors());
  entry<Memset32Fn>("mgpuMemset32")(shared, 0xabcd1234u, 256, stream);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);

  EXPECT_EQ(shared[0], 0xabcd1234u);
  EXPECT_EQ(shared[255], 0xabcd1234u);
  entry<MemFreeFn>("mgpuMemFree")(shared, stream);
  EXPECT_TRUE(level_zero::takeErrors().empty());
}

// Needs a GPU.
TEST(LevelZeroDriver, RecordedEventOrdersTheStreamAndCanBeWaitedFor) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *event = entry<EventCreateFn>("mgpuEventCreate")();
  ASSERT_NE(event, nullptr) << joined(level_zero::takeErrors());

  for (int round = 0; round < 2; ++round) { // a second record re-arms the event
    entry<EventStreamFn>("mgpuEventRecord")(event, stream);
    entry<StreamEventFn>("mgpuStreamWaitEvent")(stream, event);
    entry<EventFn>("mgpuEventSynchronize")(event);
  }
  entry<EventFn>("mgpuEventDestroy")(event);

  EXPECT_TRUE(level_zero::takeErrors().empty()) << joined(level_zero::takeErrors());
}

// Needs a GPU.
TEST(LevelZeroDriver, SpirvKernelLoadsLaunchesOnTheSharedStreamAndIsTimed) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  constexpr uint32_t kCount = 1u << 24;
  LoadedKernel fill(kFillSpirv, sizeof(kFillSpirv), "fill");
  ASSERT_NE(fill.function, nullptr) << joined(level_zero::takeErrors());
  level_zero::DeviceBuffer out;
  std::string error;
  ASSERT_TRUE(out.allocate(kCount * 4, error)) << error;

  // As a JIT'd host function does: take a stream, launch, synchronize, destroy the stream.
  auto hostFunction = [&] {
    void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
    launchFill(fill.function, stream, out.data(), kCount, 2.5f);
    entry<StreamFn>("mgpuStreamSynchronize")(stream);
    entry<StreamFn>("mgpuStreamDestroy")(stream);
    return true;
  };
  double warmUp = 0, timed = 0;
  ASSERT_TRUE(level_zero::timeMilliseconds(hostFunction, warmUp, error)) << error;
  ASSERT_TRUE(level_zero::timeMilliseconds(hostFunction, timed, error)) << error;

  EXPECT_GT(timed, 0.0);
  EXPECT_LT(timed, 1000.0);
  std::printf("fill of %u floats: %.4f ms (warm-up %.4f ms)\n", kCount, timed, warmUp);
  std::vector<float> host(kCount);
  ASSERT_TRUE(level_zero::copyToHost(out, host.data(), kCount * 4, error)) << error;
  EXPECT_EQ(host[0], 2.5f);
  EXPECT_EQ(host[kCount / 2], 2.5f);
  EXPECT_EQ(host[kCount - 1], 2.5f);
  EXPECT_TRUE(level_zero::takeErrors().empty());
}

// Needs a GPU.
TEST(LevelZeroDriver, TimingFailsWhenTheWorkLaunchesNoKernel) {
  REQUIRE_GPU();
  double ms = 0;
  std::string error;

  EXPECT_FALSE(level_zero::timeMilliseconds([] { return true; }, ms, error));
  EXPECT_EQ(error, "the timed run launched no kernel");
}

// Needs a GPU.
TEST(LevelZeroDriver, LaunchWithTheWrongArgumentCountOrDynamicSharedMemoryIsRefused) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  LoadedKernel fill(kFillSpirv, sizeof(kFillSpirv), "fill");
  ASSERT_NE(fill.function, nullptr) << joined(level_zero::takeErrors());
  level_zero::DeviceBuffer out;
  std::string error;
  ASSERT_TRUE(out.allocate(256 * 4, error)) << error;
  void *pointer = out.data();
  uint32_t n = 256;
  float value = 1.0f;
  void *params[] = {&pointer, &n, &value};

  launchFill(fill.function, nullptr, out.data(), 256, 1.0f, 256, /*paramsCount=*/2);
  entry<LaunchKernelFn>("mgpuLaunchKernel")(fill.function, 1, 1, 1, 256, 1, 1, 1024, nullptr, params, nullptr, 3);

  std::vector<std::string> errors = level_zero::takeErrors();
  ASSERT_EQ(errors.size(), 2u) << joined(errors);
  EXPECT_EQ(errors[0], "mgpuLaunchKernel: kernel fill takes 3 arguments but the launch passes 2");
  EXPECT_TRUE(startsWith(errors[1], "mgpuLaunchKernel: dynamic shared memory not supported")) << errors[1];
}

// Needs a GPU.
TEST(LevelZeroDriver, FailedLaunchNamesTheCallAndKernelAndLaterLaunchesStillRun) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  LoadedKernel fill(kFillSpirv, sizeof(kFillSpirv), "fill");
  ASSERT_NE(fill.function, nullptr) << joined(level_zero::takeErrors());
  level_zero::DeviceBuffer out;
  std::string error;
  ASSERT_TRUE(out.allocate(4096 * 4, error)) << error;
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  intptr_t tooLarge = static_cast<intptr_t>(level_zero::status().device.maxGroupSize) * 2;

  launchFill(fill.function, stream, out.data(), 4096, 1.0f, tooLarge);
  std::vector<std::string> errors = level_zero::takeErrors();
  launchFill(fill.function, stream, out.data(), 4096, 7.0f);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);

  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_TRUE(startsWith(errors[0], "zeKernelSetGroupSize: ZE_RESULT_ERROR_")) << errors[0];
  EXPECT_TRUE(contains(errors[0], "kernel fill")) << errors[0];
  EXPECT_TRUE(level_zero::takeErrors().empty());
  std::vector<float> host(4096);
  ASSERT_TRUE(level_zero::copyToHost(out, host.data(), 4096 * 4, error)) << error;
  EXPECT_EQ(host[4095], 7.0f);
}

// Needs a GPU.
TEST(LevelZeroDriver, InvalidSpirvReportsTheModuleCreateFailure) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  // The fill kernel cut short: its function never ends.
  std::vector<uint32_t> broken(std::begin(kFillSpirv), std::end(kFillSpirv) - 1);

  void *module = entry<ModuleLoadFn>("mgpuModuleLoad")(broken.data(), broken.size() * 4);

  EXPECT_EQ(module, nullptr);
  std::vector<std::string> errors = level_zero::takeErrors();
  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_TRUE(startsWith(errors[0], "zeModuleCreate: ZE_RESULT_ERROR_")) << errors[0];
}

// Needs a GPU.
TEST(LevelZeroDriver, NonSpirvBinaryIsRefusedBeforeReachingTheDriver) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  char elf[64] = {0x7f, 'E', 'L', 'F'};

  void *module = entry<ModuleLoadFn>("mgpuModuleLoad")(elf, sizeof(elf));

  EXPECT_EQ(module, nullptr);
  std::vector<std::string> errors = level_zero::takeErrors();
  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_TRUE(startsWith(errors[0], "mgpuModuleLoad: the kernel binary is not SPIR-V")) << errors[0];
}

// Needs a GPU.
TEST(LevelZeroDriver, SetDefaultDeviceAcceptsOnlyTheFirstGpu) {
  REQUIRE_GPU();
  level_zero::takeErrors();
  entry<SetDefaultDeviceFn>("mgpuSetDefaultDevice")(0);
  EXPECT_TRUE(level_zero::takeErrors().empty());
  entry<SetDefaultDeviceFn>("mgpuSetDefaultDevice")(3);
  std::vector<std::string> errors = level_zero::takeErrors();
  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_TRUE(startsWith(errors[0], "mgpuSetDefaultDevice: the kernel asks for device 3")) << errors[0];
}
