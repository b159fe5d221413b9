// The CPU backend across several kernels in one process, as the app and the benchmarks use it.
#include "backend/backend.h"
#include "check/tensor.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace lantern;

namespace {

// out[i] = -a[i] with an scf.forall of 4096 iterations: more than async-parallel-for puts in one
// block, so the kernel creates an async group in the runtime's thread pool.
constexpr const char *kParallelNegate = R"(
#map = affine_map<(d0) -> (d0)>
func.func @main(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %r = scf.forall (%i) in (4096) shared_outs(%o = %e) -> (tensor<4096xf32>) {
    %x = tensor.extract_slice %a[%i] [1] [1] : tensor<4096xf32> to tensor<1xf32>
    %d = tensor.extract_slice %o[%i] [1] [1] : tensor<4096xf32> to tensor<1xf32>
    %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%x : tensor<1xf32>) outs(%d : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %n = arith.negf %in : f32
      linalg.yield %n : f32
    } -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[%i] [1] [1] : tensor<1xf32> into tensor<4096xf32>
    }
  }
  return %r : tensor<4096xf32>
}
)";

// out[i] = mask[i] ? a[i] : 0 over vectors of 16: the mask is read with vector<16xi1> loads from a
// bool buffer that holds a byte per element, as PyTorch's and the runner's masks do.
constexpr const char *kVectorSelect = R"(
func.func @main(%mask: memref<64xi1>, %a: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant dense<0.0> : vector<16xf32>
  scf.for %i = %c0 to %c64 step %c16 {
    %m = vector.load %mask[%i] : memref<64xi1>, vector<16xi1>
    %x = vector.load %a[%i] : memref<64xf32>, vector<16xf32>
    %y = arith.select %m, %x, %zero : vector<16xi1>, vector<16xf32>
    vector.store %y, %out[%i] : memref<64xf32>, vector<16xf32>
  }
  return
}
)";

check::HostTensor vector4096(const std::string &name) {
  check::HostTensor t;
  t.name = name;
  t.dtype = check::DType::F32;
  t.shape = {4096};
  t.allocate();
  return t;
}

} // namespace

// Each ExecutionEngine used to unload the async runtime's default instance when destroyed; the
// next kernel with a multi-block parallel loop then crashed in mlirAsyncRuntimeCreateGroup.
TEST(CpuBackend, KernelsWithParallelLoopsRunOneAfterAnotherInOneProcess) {
  auto context = makeContext();
  backend::Backend *cpu = backend::findBackend("cpu");
  ASSERT_NE(cpu, nullptr);
  ASSERT_TRUE(cpu->availability().available) << cpu->availability().reason;
  for (int round = 0; round < 3; ++round) {
    ParseResult parsed = parseModule(*context, kParallelNegate, "negate.mlir");
    ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
    std::vector<Diagnostic> diagnostics;
    auto kernel = cpu->compile(*parsed.module, "main", diagnostics);
    ASSERT_NE(kernel, nullptr) << formatAll(diagnostics);
    std::vector<check::HostTensor> args{vector4096("a"), vector4096("out")};
    for (int64_t i = 0; i < 4096; ++i)
      args[0].set(i, static_cast<double>(i + round));
    backend::Timings timings;
    ASSERT_TRUE(kernel->run(args, 1, timings, diagnostics)) << formatAll(diagnostics);
    for (int64_t i = 0; i < 4096; i += 511)
      EXPECT_EQ(args[1].get(i), -static_cast<double>(i + round)) << "round " << round << ", element " << i;
  }  // each round's kernel (and its ExecutionEngine) is destroyed before the next one runs
}

// LLVM stores <16 x i1> bit-packed; the backend must read the mask a byte per element instead.
TEST(CpuBackend, VectorLoadsOfBoolsReadOneBytePerElement) {
  auto context = makeContext();
  backend::Backend *cpu = backend::findBackend("cpu");
  ASSERT_NE(cpu, nullptr);
  ParseResult parsed = parseModule(*context, kVectorSelect, "select.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  std::vector<Diagnostic> diagnostics;
  auto kernel = cpu->compile(*parsed.module, "main", diagnostics);
  ASSERT_NE(kernel, nullptr) << formatAll(diagnostics);
  auto tensor = [](const std::string &name, check::DType dtype) {
    check::HostTensor t;
    t.name = name;
    t.dtype = dtype;
    t.shape = {64};
    t.allocate();
    return t;
  };
  std::vector<check::HostTensor> args{tensor("mask", check::DType::I1), tensor("a", check::DType::F32),
                                      tensor("out", check::DType::F32)};
  for (int64_t i = 0; i < 64; ++i) {
    args[0].set(i, i % 3 == 0 ? 1.0 : 0.0);
    args[1].set(i, static_cast<double>(i + 1));
  }
  backend::Timings timings;
  ASSERT_TRUE(kernel->run(args, 1, timings, diagnostics)) << formatAll(diagnostics);
  for (int64_t i = 0; i < 64; ++i)
    EXPECT_EQ(args[2].get(i), i % 3 == 0 ? static_cast<double>(i + 1) : 0.0) << "element " << i;
}
