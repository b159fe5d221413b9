// The CUDA driver layer of the NVIDIA backend: loading the driver, the mgpu* entry points that JIT'd
// host code calls, device buffers and event timing.
//
// Tests marked "needs a GPU" call GTEST_SKIP() with the reason when status() is unavailable, as on
// machines without an NVIDIA driver (CI); they run for real on a GPU host. The others pass on both.
#include "backend/cuda/cuda_driver.h"

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
using ModuleLoadJitFn = void *(*)(void *ptx, int32_t optimizationLevel);
using ModuleUnloadFn = void (*)(void *module);
using ModuleGetFunctionFn = void *(*)(void *module, const char *name);
using LaunchKernelFn = void (*)(void *function, intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                                intptr_t blockY, intptr_t blockZ, int32_t sharedBytes, void *stream, void **params,
                                void **extra, size_t paramsCount);
using LaunchClusterKernelFn = void (*)(void *function, intptr_t clusterX, intptr_t clusterY, intptr_t clusterZ,
                                       intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                                       intptr_t blockY, intptr_t blockZ, int32_t sharedBytes, void *stream,
                                       void **params, void **extra);
using StreamCreateFn = void *(*)();
using StreamFn = void (*)(void *stream);
using MemAllocFn = void *(*)(uint64_t bytes, void *stream, int8_t isHostShared);
using MemFreeFn = void (*)(void *pointer, void *stream);
using MemcpyFn = void (*)(void *destination, void *source, size_t bytes, void *stream);
using Memset32Fn = void (*)(void *destination, uint32_t value, size_t count, void *stream);
using Memset16Fn = void (*)(void *destination, uint16_t value, size_t count, void *stream);
using MemRefRegisterFn = void (*)(int64_t rank, void *descriptor, int64_t elementBytes);
using TensorMapEncodeFn = void *(*)(int64_t rank, void *descriptor, int64_t dataType, int64_t interleave,
                                    int64_t swizzle, int64_t l2Promotion, int64_t oobFill, int64_t *boxDims);

// CUtensorMapDataType and CUtensorMapSwizzle values of cuda.h, as MLIR's lowering passes them.
constexpr int64_t kBFloat16 = 9;
constexpr int64_t kSwizzle128B = 3;

// A ranked memref descriptor {allocated, aligned, offset, sizes[2], strides[2]} of a row-major
// rows x columns matrix at `base`.
struct Matrix2d {
  int64_t words[7];
  Matrix2d(const void *base, int64_t rows, int64_t columns, int64_t rowStride = 0, int64_t offset = 0)
      : words{reinterpret_cast<int64_t>(base), reinterpret_cast<int64_t>(base), offset, rows, columns,
              rowStride ? rowStride : columns, 1} {}
};

// describeTiledTensorMap's verdict on a 2-D bf16 request, "" when it is accepted.
std::string tensorMapError(const Matrix2d &matrix, std::vector<int64_t> box, int64_t swizzle = kSwizzle128B,
                           int64_t dataType = kBFloat16, int64_t rank = 2) {
  cuda::TiledTensorMap map;
  std::string error;
  return cuda::describeTiledTensorMap(rank, matrix.words, dataType, 0, swizzle, 0, 0, box.data(), map, error)
             ? ""
             : error;
}

// An entry point as JIT'd code reaches it: through the symbol map.
template <typename Function>
Function entry(const char *name) {
  return reinterpret_cast<Function>(cuda::mgpuSymbols().lookup(name));
}

bool contains(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

std::string joined(const std::vector<std::string> &errors) {
  std::string all;
  for (const std::string &e : errors)
    all += e + "\n";
  return all;
}

// out[i] = value for i < n, one thread per element.
constexpr const char *kFillPtx = R"(
.version 7.0
.target sm_50
.address_size 64

.visible .entry fill(
	.param .u64 fill_out,
	.param .u32 fill_n,
	.param .f32 fill_value
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<6>;
	.reg .f32 %f<2>;
	.reg .b64 %rd<5>;

	ld.param.u64 %rd1, [fill_out];
	ld.param.u32 %r1, [fill_n];
	ld.param.f32 %f1, [fill_value];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r5, %r2, %r3, %r4;
	setp.ge.u32 %p1, %r5, %r1;
	@%p1 bra DONE;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r5, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.f32 [%rd4], %f1;
DONE:
	ret;
}
)";

// One block: thread i stores i at byte `base` + 4i of dynamic shared memory, then writes the value
// stored by thread n-1-i to out[i]. With `base` past 48 KiB it runs only if the launch opted in.
constexpr const char *kReversePtx = R"(
.version 7.0
.target sm_50
.address_size 64

.extern .shared .align 16 .b8 dynamicShared[];

.visible .entry reverse(
	.param .u64 reverse_out,
	.param .u32 reverse_base
)
{
	.reg .b32 %r<10>;
	.reg .f32 %f<3>;
	.reg .b64 %rd<5>;

	ld.param.u64 %rd1, [reverse_out];
	ld.param.u32 %r1, [reverse_base];
	mov.u32 %r2, %tid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, dynamicShared;
	add.u32 %r4, %r4, %r1;
	shl.b32 %r5, %r2, 2;
	add.u32 %r6, %r4, %r5;
	cvt.rn.f32.u32 %f1, %r2;
	st.shared.f32 [%r6], %f1;
	bar.sync 0;
	sub.u32 %r7, %r3, %r2;
	sub.u32 %r7, %r7, 1;
	shl.b32 %r8, %r7, 2;
	add.u32 %r9, %r4, %r8;
	ld.shared.f32 %f2, [%r9];
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.f32 [%rd4], %f2;
	ret;
}
)";

// A kernel loaded from PTX text the way a gpu.binary without a terminating NUL hands it over.
struct LoadedKernel {
  void *module = nullptr;
  void *function = nullptr;

  LoadedKernel(const char *ptx, const char *name) {
    module = entry<ModuleLoadFn>("mgpuModuleLoad")(const_cast<char *>(ptx), std::strlen(ptx));
    function = entry<ModuleGetFunctionFn>("mgpuModuleGetFunction")(module, name);
  }
  ~LoadedKernel() { entry<ModuleUnloadFn>("mgpuModuleUnload")(module); }
};

// Launches `fill` over n floats on `stream`, 256 threads a block.
void launchFill(void *function, void *stream, void *out, uint32_t n, float value, intptr_t block = 256) {
  void *params[] = {&out, &n, &value};
  intptr_t grid = (n + 255) / 256;
  entry<LaunchKernelFn>("mgpuLaunchKernel")(function, grid, 1, 1, block, 1, 1, 0, stream, params, nullptr, 3);
}

#define REQUIRE_GPU()                                                                                         \
  do {                                                                                                        \
    if (!cuda::status().available)                                                                            \
      GTEST_SKIP() << "needs a GPU: " << cuda::status().reason;                                              \
  } while (false)

// Runs in a death-test child, a fresh process, so that status() is computed from the environment
// set here. Prints what the parent's regular expression checks, then exits.
[[noreturn]] void reportStatusWithDriver(const char *path, const char *device) {
  setenv("LANTERN_CUDA_DRIVER", path, 1);
  if (device)
    setenv("LANTERN_CUDA_DEVICE", device, 1);
  const cuda::Status &status = cuda::status();
  std::fprintf(stderr, "available: %s\nreason: %s\n", status.available ? "yes" : "no", status.reason.c_str());
  void *pointer = entry<MemAllocFn>("mgpuMemAlloc")(64, nullptr, 0);
  std::fprintf(stderr, "pointer: %s\n", pointer ? "non-null" : "null");
  entry<LaunchKernelFn>("mgpuLaunchKernel")(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr, 0);
  for (const std::string &error : cuda::takeErrors())
    std::fprintf(stderr, "error: %s\n", error.c_str());
  std::exit(0);
}

} // namespace

TEST(CudaDriver, MissingDriverLibraryIsUnavailableAndNamesThePath) {
  cuda::Status status = cuda::probeDriver("/nonexistent/libcuda.so.1");

  EXPECT_FALSE(status.available);
  EXPECT_EQ(status.reason.rfind("no NVIDIA driver (", 0), 0u) << status.reason;
  EXPECT_TRUE(contains(status.reason, "/nonexistent/libcuda.so.1")) << status.reason;
}

TEST(CudaDriver, DriverPathFromTheEnvironmentDecidesTheCachedStatusAndEntryPointsRecordWhy) {
  GTEST_FLAG_SET(death_test_style, "threadsafe"); // re-executes the binary: a process with no status yet
  EXPECT_EXIT(reportStatusWithDriver("/nonexistent/libcuda.so.1", nullptr), testing::ExitedWithCode(0),
              "available: no\n"
              "reason: no NVIDIA driver \\(/nonexistent/libcuda.so.1: [^\n]*\\)\n"
              "pointer: null\n"
              "error: mgpuMemAlloc: CUDA not available: no NVIDIA driver [^\n]*\n"
              "error: mgpuLaunchKernel: CUDA not available: no NVIDIA driver");
}

TEST(CudaDriver, DeviceVariableThatIsNotAnIndexMakesCudaUnavailable) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(reportStatusWithDriver("libcuda.so.1", "first"), testing::ExitedWithCode(0),
              "available: no\nreason: LANTERN_CUDA_DEVICE=first is not a device index\n");
}

TEST(CudaDriver, SymbolsCoverEveryEntryPointMlirLoweringCalls) {
  const llvm::StringMap<void *> &symbols = cuda::mgpuSymbols();

  for (const char *name :
       {"mgpuModuleLoad", "mgpuModuleLoadJIT", "mgpuModuleUnload", "mgpuModuleGetFunction", "mgpuLaunchKernel",
        "mgpuLaunchClusterKernel", "mgpuStreamCreate", "mgpuStreamDestroy", "mgpuStreamSynchronize",
        "mgpuStreamWaitEvent", "mgpuEventCreate", "mgpuEventDestroy", "mgpuEventSynchronize", "mgpuEventRecord",
        "mgpuMemAlloc", "mgpuMemFree", "mgpuMemcpy", "mgpuMemset32", "mgpuMemset16", "mgpuMemHostRegisterMemRef",
        "mgpuMemHostUnregisterMemRef", "mgpuSetDefaultDevice", "mgpuTensorMapEncodeTiledMemref"}) {
    auto it = symbols.find(name);
    ASSERT_NE(it, symbols.end()) << name;
    EXPECT_NE(it->getValue(), nullptr) << name;
  }
}

// What nvgpu.tma.create.descriptor of a 128x64 bf16 memref with a 64x64 box, 128-byte swizzle, asks
// for: the driver's dimensions run innermost first.
TEST(CudaDriver, TensorMapRequestReversesTheMemrefDimensionsAndStridesInBytes) {
  alignas(16) static uint16_t data[128 * 64];
  Matrix2d matrix(data, 128, 64, 0, /*offset=*/64); // starting at row 1
  int64_t box[2] = {64, 64};
  cuda::TiledTensorMap map;
  std::string error;

  ASSERT_TRUE(cuda::describeTiledTensorMap(2, matrix.words, kBFloat16, 0, kSwizzle128B, 0, 0, box, map, error))
      << error;

  EXPECT_EQ(map.rank, 2u);
  EXPECT_EQ(map.dataType, 9u);
  EXPECT_EQ(map.globalAddress, static_cast<void *>(data + 64));
  EXPECT_EQ(map.globalDim[0], 64u);  // columns
  EXPECT_EQ(map.globalDim[1], 128u); // rows
  EXPECT_EQ(map.globalStrides[0], 128u);
  EXPECT_EQ(map.boxDim[0], 64u);
  EXPECT_EQ(map.boxDim[1], 64u);
  EXPECT_EQ(map.elementStrides[0], 1u);
  EXPECT_EQ(map.elementStrides[1], 1u);
  EXPECT_EQ(map.swizzle, 3u);
  EXPECT_EQ(map.interleave, 0u);
}

TEST(CudaDriver, TensorMapRequestsTheDriverWouldRejectFailWithTheLimit) {
  alignas(16) static uint16_t data[256 * 256];
  Matrix2d matrix(data, 128, 64);

  EXPECT_EQ(tensorMapError(matrix, {64, 64}), "");
  EXPECT_EQ(tensorMapError(matrix, {64, 128}),
            "the box's rows are 256 bytes, wider than the 128-byte swizzle");
  EXPECT_EQ(tensorMapError(matrix, {64, 128}, /*swizzle=*/0), "");
  EXPECT_EQ(tensorMapError(matrix, {64, 4}, /*swizzle=*/0), "the box's rows are 8 bytes; TMA copies multiples of 16");
  EXPECT_EQ(tensorMapError(Matrix2d(data, 512, 64), {512, 64}),
            "the box has 512 elements in dimension 0; TMA takes 1 to 256");
  EXPECT_EQ(tensorMapError(matrix, {0, 64}), "the box has 0 elements in dimension 0; TMA takes 1 to 256");
  EXPECT_EQ(tensorMapError(Matrix2d(data, 128, 60, 60), {64, 60}, 0),
            "dimension 0 has a stride of 120 bytes; TMA takes positive multiples of 16 below 2^40");
  EXPECT_EQ(tensorMapError(Matrix2d(data, 128, 64, 0, /*offset=*/1), {64, 64}).rfind("the memref starts at ", 0), 0u);
  EXPECT_EQ(tensorMapError(matrix, {64, 64}, kSwizzle128B, /*dataType=*/13), "unknown CUtensorMapDataType 13");
  EXPECT_EQ(tensorMapError(matrix, {64, 64}, /*swizzle=*/4), "unknown CUtensorMapSwizzle 4");
  EXPECT_EQ(tensorMapError(matrix, {64, 64}, kSwizzle128B, kBFloat16, /*rank=*/6),
            "a TMA descriptor has 1 to 5 dimensions; the memref has 6");
  Matrix2d columnStrided(data, 64, 64);
  columnStrided.words[6] = 2; // every other element of a row
  EXPECT_EQ(tensorMapError(columnStrided, {64, 32}),
            "the memref's innermost dimension has stride 2; TMA reads it contiguously (stride 1)");
}

TEST(CudaDriver, LaunchOfAKernelWhoseLookupFailedRecordsAnErrorInsteadOfCrashing) {
  cuda::takeErrors();
  void *function = entry<ModuleGetFunctionFn>("mgpuModuleGetFunction")(nullptr, "missing");
  entry<LaunchKernelFn>("mgpuLaunchKernel")(function, 1, 1, 1, 32, 1, 1, 0, nullptr, nullptr, nullptr, 0);
  entry<ModuleUnloadFn>("mgpuModuleUnload")(nullptr);

  std::vector<std::string> errors = cuda::takeErrors();
  ASSERT_EQ(errors.size(), 2u) << joined(errors);
  EXPECT_EQ(errors[0].rfind("mgpuModuleGetFunction: ", 0), 0u) << errors[0];
  EXPECT_EQ(errors[1].rfind("mgpuLaunchKernel: ", 0), 0u) << errors[1];
  EXPECT_TRUE(cuda::takeErrors().empty()) << "takeErrors clears the list";
}

// Without a driver (skipped where one works): the executable's helpers fail with the reason.
TEST(CudaDriver, BuffersAndTimingWithoutADriverFailWithTheReason) {
  if (cuda::status().available)
    GTEST_SKIP() << "a driver and device are available here";
  cuda::DeviceBuffer buffer;
  std::string error;

  EXPECT_FALSE(buffer.allocate(64, error));
  EXPECT_EQ(error, "CUDA not available: " + cuda::status().reason);
  EXPECT_EQ(buffer.data(), nullptr);
  double ms = 0;
  EXPECT_FALSE(cuda::timeMilliseconds([] { return true; }, ms, error));
  EXPECT_FALSE(cuda::synchronize(error));
}

// Needs a GPU.
TEST(CudaDriver, StatusDescribesTheDevice) {
  REQUIRE_GPU();
  const cuda::DeviceInfo &device = cuda::status().device;

  EXPECT_FALSE(device.name.empty());
  EXPECT_GE(device.major, 5);
  EXPECT_GT(device.multiprocessors, 0);
  EXPECT_GT(device.memoryBytes, size_t(1) << 30);
  EXPECT_GE(device.sharedMemoryPerBlockOptIn, 48 * 1024);
  EXPECT_GE(device.driverVersion, 11000);
  std::printf("device %d: %s, sm_%d%d, %d SMs, %zu MiB, %d B shared per block, driver %d\n", device.index,
              device.name.c_str(), device.major, device.minor, device.multiprocessors, device.memoryBytes >> 20,
              device.sharedMemoryPerBlockOptIn, device.driverVersion);
}

// Needs a GPU.
TEST(CudaDriver, EveryStreamCreatedIsTheSharedStreamAndSurvivesDestroy) {
  REQUIRE_GPU();
  cuda::takeErrors();
  void *first = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *second = entry<StreamCreateFn>("mgpuStreamCreate")();
  entry<StreamFn>("mgpuStreamDestroy")(first);
  entry<StreamFn>("mgpuStreamSynchronize")(second);

  EXPECT_NE(first, nullptr);
  EXPECT_EQ(first, second);
  EXPECT_TRUE(cuda::takeErrors().empty());
}

// Needs a GPU.
TEST(CudaDriver, AllocatedMemoryTakesMemsetsAndCopiesBack) {
  REQUIRE_GPU();
  cuda::takeErrors();
  constexpr size_t kCount = 1024;
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *device = entry<MemAllocFn>("mgpuMemAlloc")(kCount * 4, stream, 0);
  ASSERT_NE(device, nullptr) << joined(cuda::takeErrors());
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

  ASSERT_TRUE(cuda::takeErrors().empty());
  uint32_t halves = 0x40004000u;
  float twoHalves;
  std::memcpy(&twoHalves, &halves, 4);
  for (size_t i = 0; i < kCount; ++i)
    ASSERT_EQ(host[i], i < kCount - 256 ? 1.5f : twoHalves) << "at " << i;
}

// Needs a GPU.
TEST(CudaDriver, AFreedBlockServesTheNextAllocationOfItsSizeAfterTheWorkQueuedOnIt) {
  REQUIRE_GPU();
  cuda::takeErrors();
  constexpr size_t kCount = 4096 + 7; // a size no other test allocates
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *first = entry<MemAllocFn>("mgpuMemAlloc")(kCount * 4, stream, 0);
  ASSERT_NE(first, nullptr) << joined(cuda::takeErrors());
  entry<Memset32Fn>("mgpuMemset32")(first, 7u, kCount, stream);
  entry<MemFreeFn>("mgpuMemFree")(first, stream); // before the stream has run the memset
  void *other = entry<MemAllocFn>("mgpuMemAlloc")(kCount * 4 + 4, stream, 0);
  void *again = entry<MemAllocFn>("mgpuMemAlloc")(kCount * 4, stream, 0);
  EXPECT_EQ(again, first);
  EXPECT_NE(other, first);
  entry<Memset32Fn>("mgpuMemset32")(again, 9u, kCount, stream);
  std::vector<uint32_t> host(kCount, 0);
  entry<MemcpyFn>("mgpuMemcpy")(host.data(), again, kCount * 4, stream);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);
  entry<MemFreeFn>("mgpuMemFree")(again, stream);
  entry<MemFreeFn>("mgpuMemFree")(other, stream);
  ASSERT_TRUE(cuda::takeErrors().empty());
  for (size_t i = 0; i < kCount; ++i)
    ASSERT_EQ(host[i], 9u) << "at " << i; // the stream ran the first memset before the second
}

// Needs a GPU.
TEST(CudaDriver, DeviceBufferRoundTripsHostData) {
  REQUIRE_GPU();
  std::vector<int32_t> input(4096);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = static_cast<int32_t>(i * 7 - 3);
  cuda::DeviceBuffer buffer;
  std::string error;
  ASSERT_TRUE(buffer.allocate(input.size() * 4, error)) << error;

  std::vector<int32_t> output(input.size(), 0);
  ASSERT_TRUE(cuda::copyToDevice(buffer, input.data(), input.size() * 4, error)) << error;
  ASSERT_TRUE(cuda::copyToHost(buffer, output.data(), output.size() * 4, error)) << error;

  EXPECT_EQ(output, input);
  EXPECT_FALSE(cuda::copyToHost(buffer, output.data(), output.size() * 4 + 4, error));
  EXPECT_TRUE(contains(error, "from a buffer of 16384")) << error;
}

// Needs a GPU.
TEST(CudaDriver, HostSharedAllocationIsReadableOnTheHost) {
  REQUIRE_GPU();
  cuda::takeErrors();
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  auto *shared = static_cast<uint32_t *>(entry<MemAllocFn>("mgpuMemAlloc")(256 * 4, stream, 1));
  ASSERT_NE(shared, nullptr) << joined(cuda::takeErrors());
  entry<Memset32Fn>("mgpuMemset32")(shared, 0xabcd1234u, 256, stream);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);

  EXPECT_EQ(shared[0], 0xabcd1234u);
  EXPECT_EQ(shared[255], 0xabcd1234u);
  entry<MemFreeFn>("mgpuMemFree")(shared, stream);
  EXPECT_TRUE(cuda::takeErrors().empty());
}

// Needs a GPU.
TEST(CudaDriver, HostMemrefRegistrationLetsCopiesLandInIt) {
  REQUIRE_GPU();
  cuda::takeErrors();
  std::vector<float> host(2048, 0.0f);
  // memref<2048xf32>: {allocated, aligned, offset, size, stride}
  int64_t descriptor[5] = {reinterpret_cast<int64_t>(host.data()), reinterpret_cast<int64_t>(host.data()), 0, 2048,
                           1};
  entry<MemRefRegisterFn>("mgpuMemHostRegisterMemRef")(1, descriptor, 4);
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();
  void *device = entry<MemAllocFn>("mgpuMemAlloc")(2048 * 4, stream, 0);
  float three = 3.0f;
  uint32_t bits;
  std::memcpy(&bits, &three, 4);
  entry<Memset32Fn>("mgpuMemset32")(device, bits, 2048, stream);
  entry<MemcpyFn>("mgpuMemcpy")(host.data(), device, 2048 * 4, stream);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);
  entry<MemFreeFn>("mgpuMemFree")(device, stream);
  entry<MemRefRegisterFn>("mgpuMemHostUnregisterMemRef")(1, descriptor, 4);

  EXPECT_TRUE(cuda::takeErrors().empty());
  EXPECT_EQ(host[0], 3.0f);
  EXPECT_EQ(host[2047], 3.0f);
}

// Needs a GPU.
TEST(CudaDriver, PtxKernelLoadsLaunchesOnTheSharedStreamAndIsTimed) {
  REQUIRE_GPU();
  cuda::takeErrors();
  constexpr uint32_t kCount = 1u << 24;
  LoadedKernel fill(kFillPtx, "fill");
  ASSERT_NE(fill.function, nullptr) << joined(cuda::takeErrors());
  cuda::DeviceBuffer out;
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
  ASSERT_TRUE(cuda::timeMilliseconds(hostFunction, warmUp, error)) << error;
  ASSERT_TRUE(cuda::timeMilliseconds(hostFunction, timed, error)) << error;

  EXPECT_GT(timed, 0.0);
  EXPECT_LT(timed, 1000.0);
  std::printf("fill of %u floats: %.4f ms (warm-up %.4f ms)\n", kCount, timed, warmUp);
  std::vector<float> host(kCount);
  ASSERT_TRUE(cuda::copyToHost(out, host.data(), kCount * 4, error)) << error;
  EXPECT_EQ(host[0], 2.5f);
  EXPECT_EQ(host[kCount / 2], 2.5f);
  EXPECT_EQ(host[kCount - 1], 2.5f);
  EXPECT_TRUE(cuda::takeErrors().empty());
}

// Needs a GPU.
TEST(CudaDriver, TimingFailsWhenTheWorkEnqueuesNothing) {
  REQUIRE_GPU();
  double ms = 0;
  std::string error;

  EXPECT_FALSE(cuda::timeMilliseconds([] { return true; }, ms, error));
  EXPECT_EQ(error, "the timed run enqueued no GPU work");
}

// Needs a GPU.
TEST(CudaDriver, LaunchWithMoreThan48KiBOfDynamicSharedMemoryOptsIn) {
  REQUIRE_GPU();
  constexpr int32_t kShared = 96 * 1024;
  if (cuda::status().device.sharedMemoryPerBlockOptIn < kShared)
    GTEST_SKIP() << "the device allows " << cuda::status().device.sharedMemoryPerBlockOptIn << " B per block";
  cuda::takeErrors();
  LoadedKernel reverse(kReversePtx, "reverse");
  ASSERT_NE(reverse.function, nullptr) << joined(cuda::takeErrors());
  cuda::DeviceBuffer out;
  std::string error;
  ASSERT_TRUE(out.allocate(256 * 4, error)) << error;
  void *pointer = out.data();
  uint32_t base = kShared - 256 * 4; // the last KiB: past what a block gets without opting in
  void *params[] = {&pointer, &base};
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();

  entry<LaunchKernelFn>("mgpuLaunchKernel")(reverse.function, 1, 1, 1, 256, 1, 1, kShared, stream, params, nullptr,
                                            2);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);

  ASSERT_TRUE(cuda::takeErrors().empty());
  std::vector<float> host(256);
  ASSERT_TRUE(cuda::copyToHost(out, host.data(), 256 * 4, error)) << error;
  for (int i = 0; i < 256; ++i)
    ASSERT_EQ(host[i], static_cast<float>(255 - i)) << "at " << i;
}

// Needs a GPU.
TEST(CudaDriver, LaunchAskingMoreSharedMemoryThanTheDeviceHasIsRefusedWithTheLimit) {
  REQUIRE_GPU();
  cuda::takeErrors();
  LoadedKernel reverse(kReversePtx, "reverse");
  ASSERT_NE(reverse.function, nullptr) << joined(cuda::takeErrors());
  int32_t tooMuch = cuda::status().device.sharedMemoryPerBlockOptIn + 1024;

  entry<LaunchKernelFn>("mgpuLaunchKernel")(reverse.function, 1, 1, 1, 32, 1, 1, tooMuch, nullptr, nullptr, nullptr,
                                            2);

  std::vector<std::string> errors = cuda::takeErrors();
  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_EQ(errors[0].rfind("mgpuLaunchKernel: device ", 0), 0u) << errors[0];
  EXPECT_TRUE(contains(errors[0], "kernel reverse")) << errors[0];
}

// Needs a GPU.
TEST(CudaDriver, FailedLaunchNamesTheCallAndKernelAndLaterLaunchesStillRun) {
  REQUIRE_GPU();
  cuda::takeErrors();
  LoadedKernel fill(kFillPtx, "fill");
  ASSERT_NE(fill.function, nullptr) << joined(cuda::takeErrors());
  cuda::DeviceBuffer out;
  std::string error;
  ASSERT_TRUE(out.allocate(4096 * 4, error)) << error;
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();

  launchFill(fill.function, stream, out.data(), 4096, 1.0f, /*block=*/4096); // over 1024 threads a block
  std::vector<std::string> errors = cuda::takeErrors();
  launchFill(fill.function, stream, out.data(), 4096, 7.0f);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);

  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_EQ(errors[0].rfind("cuLaunchKernel: CUDA_ERROR_INVALID_VALUE: ", 0), 0u) << errors[0];
  EXPECT_TRUE(contains(errors[0], "kernel fill, grid 16x1x1, block 4096x1x1")) << errors[0];
  EXPECT_TRUE(cuda::takeErrors().empty());
  std::vector<float> host(4096);
  ASSERT_TRUE(cuda::copyToHost(out, host.data(), 4096 * 4, error)) << error;
  EXPECT_EQ(host[4095], 7.0f);
}

// Needs a GPU.
TEST(CudaDriver, InvalidPtxReportsTheJitLog) {
  REQUIRE_GPU();
  cuda::takeErrors();
  char ptx[] = ".version 7.0\n.target sm_50\n.address_size 64\n.visible .entry broken() { frobnicate; }\n";

  void *module = entry<ModuleLoadJitFn>("mgpuModuleLoadJIT")(ptx, 3);

  EXPECT_EQ(module, nullptr);
  std::vector<std::string> errors = cuda::takeErrors();
  ASSERT_EQ(errors.size(), 1u) << joined(errors);
  EXPECT_EQ(errors[0].rfind("cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX: ", 0), 0u) << errors[0];
  EXPECT_TRUE(contains(errors[0], "frobnicate")) << errors[0];
}

// Needs a GPU of compute capability 9.0 or newer (TMA).
TEST(CudaDriver, TensorMapEncodesOncePerRequestAndRefusesBadOnesWithTheReason) {
  REQUIRE_GPU();
  if (cuda::status().device.major < 9)
    GTEST_SKIP() << "TMA descriptors need compute capability 9.0";
  cuda::takeErrors();
  cuda::DeviceBuffer matrix;
  std::string error;
  ASSERT_TRUE(matrix.allocate(128 * 64 * 2, error)) << error;
  Matrix2d whole(matrix.data(), 128, 64);
  Matrix2d lowerHalf(matrix.data(), 64, 64, 64, /*offset=*/64 * 64);
  int64_t box[2] = {64, 64};
  int64_t wideBox[2] = {64, 128};
  auto encode = entry<TensorMapEncodeFn>("mgpuTensorMapEncodeTiledMemref");

  void *first = encode(2, whole.words, kBFloat16, 0, kSwizzle128B, 0, 0, box);
  void *again = encode(2, whole.words, kBFloat16, 0, kSwizzle128B, 0, 0, box);
  void *other = encode(2, lowerHalf.words, kBFloat16, 0, kSwizzle128B, 0, 0, box);
  std::vector<std::string> errors = cuda::takeErrors();
  void *refused = encode(2, whole.words, kBFloat16, 0, kSwizzle128B, 0, 0, wideBox);
  std::vector<std::string> refusals = cuda::takeErrors();

  EXPECT_TRUE(errors.empty()) << joined(errors);
  EXPECT_NE(first, nullptr);
  EXPECT_EQ(again, first);
  EXPECT_NE(other, first);
  EXPECT_NE(other, nullptr);
  EXPECT_EQ(refused, nullptr);
  ASSERT_EQ(refusals.size(), 1u) << joined(refusals);
  EXPECT_EQ(refusals[0], "mgpuTensorMapEncodeTiledMemref: the box's rows are 256 bytes, wider than the 128-byte swizzle");
}

// Needs a GPU of compute capability 9.0 or newer (thread block clusters).
TEST(CudaDriver, ClusterLaunchRunsTheKernel) {
  REQUIRE_GPU();
  if (cuda::status().device.major < 9)
    GTEST_SKIP() << "clusters need compute capability 9.0";
  cuda::takeErrors();
  LoadedKernel fill(kFillPtx, "fill");
  ASSERT_NE(fill.function, nullptr) << joined(cuda::takeErrors());
  cuda::DeviceBuffer out;
  std::string error;
  ASSERT_TRUE(out.allocate(2048 * 4, error)) << error;
  void *pointer = out.data();
  uint32_t n = 2048;
  float value = -4.0f;
  void *params[] = {&pointer, &n, &value};
  void *stream = entry<StreamCreateFn>("mgpuStreamCreate")();

  entry<LaunchClusterKernelFn>("mgpuLaunchClusterKernel")(fill.function, 2, 1, 1, 8, 1, 1, 256, 1, 1, 0, stream,
                                                          params, nullptr);
  entry<StreamFn>("mgpuStreamSynchronize")(stream);

  ASSERT_TRUE(cuda::takeErrors().empty());
  std::vector<float> host(2048);
  ASSERT_TRUE(cuda::copyToHost(out, host.data(), 2048 * 4, error)) << error;
  EXPECT_EQ(host[0], -4.0f);
  EXPECT_EQ(host[2047], -4.0f);
}
