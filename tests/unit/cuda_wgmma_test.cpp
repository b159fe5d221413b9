// Hopper rung 1 (issue 35): wgmma fed by TMA, run on the GPU. The two kernels of
// tests/lit/cuda/Inputs/wgmma_tma_{kmajor,mnmajor}.mlir go through the cuda backend as any graph
// does (compile, JIT, run on device buffers) and their products are compared with a CPU reference:
// bf16 wgmma m64n128k16 and m64n64k16 with f32 accumulators, operands copied by TMA into 128-byte-
// swizzled shared memory, B K-major (Q·Kᵀ) in one kernel and MN-major (P·V) in the other.
// tests/lit/cuda/wgmma-tma.test checks the PTX of the same kernels without a GPU.
//
// Needs a GPU of compute capability 9.0 (wgmma and TMA): skipped with the reason elsewhere.
#include "backend/backend.h"
#include "backend/cuda/cuda_backend.h"
#include "backend/cuda/cuda_driver.h"
#include "check/tensor.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace lantern;

namespace {

#define REQUIRE_HOPPER()                                                                                      \
  do {                                                                                                        \
    if (!backend::cuda::status().available)                                                                  \
      GTEST_SKIP() << "needs a GPU: " << backend::cuda::status().reason;                                     \
    if (backend::cuda::status().device.major != 9)                                                           \
      GTEST_SKIP() << "wgmma and TMA need compute capability 9.0 (sm_90a); device is sm_"                   \
                   << backend::cuda::status().device.major << backend::cuda::status().device.minor;          \
  } while (false)

check::HostTensor tensor(const std::string &name, check::DType dtype, std::vector<int64_t> shape) {
  check::HostTensor t;
  t.name = name;
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.allocate();
  return t;
}

// Multiples of 1/4 in [-2, 2] from a fixed linear congruential sequence: exact in bf16, and every
// product and partial sum of 64 of them is exact in f32, so the GPU must match the reference to the
// bit whatever order it accumulates in. No pattern in them lets a transposed or shifted operand
// pass.
void fillQuarters(check::HostTensor &t, uint32_t seed) {
  uint32_t state = seed;
  for (int64_t i = 0; i < t.numel(); ++i) {
    state = state * 1664525u + 1013904223u;
    t.set(i, static_cast<double>(static_cast<int>((state >> 16) % 17) - 8) / 4.0);
  }
}

// An f32 output filled with a value no product of the inputs takes, so unwritten elements show.
void fillSentinel(check::HostTensor &t) {
  for (int64_t i = 0; i < t.numel(); ++i)
    t.set(i, -1.0e9);
}

// d[i][j] = sum_k a[i][k] * B(k, j) for j < n, with B(k, j) = b[j][k] (K-major) or b[k][j] (MN-major);
// expects `out` (64 x n) to equal it. Reports the mismatches and the first few positions.
void expectProduct(const check::HostTensor &a, const check::HostTensor &b, bool bKMajor,
                   const check::HostTensor &out, const std::string &what) {
  const int64_t m = 64, k = 64, n = out.shape[1];
  const int64_t bColumns = b.shape[1];
  int64_t mismatches = 0;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double expected = 0;
      for (int64_t x = 0; x < k; ++x)
        expected += a.get(i * k + x) * (bKMajor ? b.get(j * bColumns + x) : b.get(x * bColumns + j));
      double actual = out.get(i * n + j);
      if (actual != expected && ++mismatches <= 5)
        ADD_FAILURE() << what << "[" << i << "][" << j << "] is " << actual << ", expected " << expected;
    }
  EXPECT_EQ(mismatches, 0) << what << ": " << mismatches << " of " << m * n << " elements differ";
}

// The checkout the assets are read from: LANTERN_SOURCE_DIR in the environment (a copy of the
// binary run in another checkout, as on the GPU host), else the one it was built from.
std::string sourceDirectory() {
  const char *variable = std::getenv("LANTERN_SOURCE_DIR");
  return variable && *variable ? variable : LANTERN_SOURCE_DIR;
}

// Compiles the asset's @main for this GPU and runs it (warm-up and 3 timed runs) on (a, b, d64, d128).
void runKernel(const std::string &asset, std::vector<check::HostTensor> &args) {
  auto context = makeContext();
  ParseResult parsed = parseModuleFile(*context, sourceDirectory() + "/tests/lit/cuda/Inputs/" + asset);
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  std::vector<Diagnostic> diagnostics;
  backend::cuda::takeErrors();
  auto kernel = backend::cudaBackend()->compile(*parsed.module, "main", diagnostics);
  ASSERT_NE(kernel, nullptr) << formatAll(diagnostics);
  backend::Timings timings;
  ASSERT_TRUE(kernel->run(args, 3, timings, diagnostics)) << formatAll(diagnostics);
  for (const std::string &error : backend::cuda::takeErrors())
    ADD_FAILURE() << "recorded by the driver layer: " << error;
  std::printf("%s: median %.4f ms over %zu runs (warm-up %.4f ms)\n", asset.c_str(), timings.median(),
              timings.milliseconds.size(), timings.warmupMs);
}

// One layout's kernel: A 64x64 and B of `bShape` (bf16, quarters from the two seeds) through both
// products, m64n64k16 into d64 and m64n128k16 into d128, each against the CPU reference.
void expectBothProducts(const std::string &asset, std::vector<int64_t> bShape, bool bKMajor, uint32_t aSeed,
                        uint32_t bSeed) {
  std::vector<check::HostTensor> args{tensor("a", check::DType::BF16, {64, 64}),
                                      tensor("b", check::DType::BF16, std::move(bShape)),
                                      tensor("d64", check::DType::F32, {64, 64}),
                                      tensor("d128", check::DType::F32, {64, 128})};
  fillQuarters(args[0], aSeed);
  fillQuarters(args[1], bSeed);
  fillSentinel(args[2]);
  fillSentinel(args[3]);

  runKernel(asset, args);

  expectProduct(args[0], args[1], bKMajor, args[2], "m64n64k16 d64");
  expectProduct(args[0], args[1], bKMajor, args[3], "m64n128k16 d128");
}

} // namespace

// Q·Kᵀ's layout: B is 128 keys x 64 features, features contiguous (wgmma trans-b 0).
TEST(CudaWgmma, TmaFedWgmmaWithKMajorBMatchesTheReference) {
  REQUIRE_HOPPER();
  expectBothProducts("wgmma_tma_kmajor.mlir", {128, 64}, /*bKMajor=*/true, 1, 2);
}

// P·V's layout: B is 64 keys x 128 features, features contiguous (wgmma trans-b 1).
TEST(CudaWgmma, TmaFedWgmmaWithMnMajorBMatchesTheReference) {
  REQUIRE_HOPPER();
  expectBothProducts("wgmma_tma_mnmajor.mlir", {64, 128}, /*bKMajor=*/false, 3, 4);
}
