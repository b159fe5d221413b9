// The CPU backend across several kernels in one process, as the app and the benchmarks use it.
#include "backend/backend.h"
#include "backend/cpu/cpu_backend.h"
#include "backend/cpu/roll_vector_ops.h"
#include "backend/cpu/scaled_exp.h"
#include "check/tensor.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <set>

#include "llvm/TargetParser/Host.h"

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

// One flash-attention step per (batch, head) of a 2x2 scf.forall: Q·Kᵀ (16x32 by 16x32ᵀ), the row
// max, exp(s - max) through a transposed broadcast, the row sum, P·V (16x16 by 16x32) onto an
// accumulator. Everything the CPU backend rolls into loops (roll_vector_ops.h), once each, at the
// smallest sizes it rolls (flash-attention-cpu's tiles are twice as large each way).
constexpr const char *kAttentionTile = R"(
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs_t = affine_map<(d0, d1, d2) -> (d1, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#res = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%q: memref<2x2x16x32xf32>, %k: memref<2x2x16x32xf32>, %v: memref<2x2x16x32xf32>,
                %out: memref<2x2x16x32xf32>, %stats: memref<2x2x2x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<16x16xf32>
  %ninf = arith.constant dense<0xFF800000> : vector<16xf32>
  %zrow = arith.constant dense<0.0> : vector<16xf32>
  %half = arith.constant dense<0.5> : vector<16x32xf32>
  scf.forall (%b, %h) in (2, 2) {
    %qv = vector.transfer_read %q[%b, %h, %c0, %c0], %pad {in_bounds = [true, true]} : memref<2x2x16x32xf32>, vector<16x32xf32>
    %kv = vector.transfer_read %k[%b, %h, %c0, %c0], %pad {in_bounds = [true, true]} : memref<2x2x16x32xf32>, vector<16x32xf32>
    %vv = vector.transfer_read %v[%b, %h, %c0, %c0], %pad {in_bounds = [true, true]} : memref<2x2x16x32xf32>, vector<16x32xf32>
    %s = vector.contract {indexing_maps = [#lhs, #rhs_t, #res], iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>} %qv, %kv, %zero : vector<16x32xf32>, vector<16x32xf32> into vector<16x16xf32>
    %m = vector.multi_reduction <maximumf>, %s, %ninf [1] : vector<16x16xf32> to vector<16xf32>
    %mb = vector.broadcast %m : vector<16xf32> to vector<16x16xf32>
    %mt = vector.transpose %mb, [1, 0] : vector<16x16xf32> to vector<16x16xf32>
    %d = arith.subf %s, %mt : vector<16x16xf32>
    %p = math.exp %d : vector<16x16xf32>
    %l = vector.multi_reduction <add>, %p, %zrow [1] : vector<16x16xf32> to vector<16xf32>
    %o = vector.contract {indexing_maps = [#lhs, #rhs, #res], iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>} %p, %vv, %half : vector<16x16xf32>, vector<16x32xf32> into vector<16x32xf32>
    vector.transfer_write %o, %out[%b, %h, %c0, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<2x2x16x32xf32>
    vector.transfer_write %m, %stats[%b, %h, %c0, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x2x2x16xf32>
    vector.transfer_write %l, %stats[%b, %h, %c1, %c0] {in_bounds = [true]} : vector<16xf32>, memref<2x2x2x16xf32>
  }
  return
}
)";

check::HostTensor filled(const std::string &name, std::vector<int64_t> shape, uint64_t seed) {
  check::HostTensor t;
  t.name = name;
  t.dtype = check::DType::F32;
  t.shape = std::move(shape);
  t.allocate();
  uint64_t state = seed;
  for (int64_t i = 0; i < t.numel(); ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    t.set(i, static_cast<double>(static_cast<int64_t>(state >> 40) % 2001 - 1000) / 1000.0);
  }
  return t;
}

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

// `module`'s @main compiled without and with roll_vector_ops' rewrites, each run once on a copy of
// `inputs`: `results` gets the arguments after each run (unrolled first).
static void runUnrolledAndRolled(mlir::ModuleOp module, const std::vector<check::HostTensor> &inputs,
                                 std::vector<std::vector<check::HostTensor>> &results,
                                 const std::string &target = "native") {
  ASSERT_TRUE(backend::cpuBackend()->availability().available) << backend::cpuBackend()->availability().reason;
  for (bool roll : {false, true}) {
    std::vector<Diagnostic> diagnostics;
    backend::CpuLowering lowering;
    lowering.roll = roll;
    lowering.target = target;
    auto kernel = backend::compileCpu(module, "main", lowering, diagnostics);
    ASSERT_NE(kernel, nullptr) << formatAll(diagnostics);
    std::vector<check::HostTensor> args = inputs;
    backend::Timings timings;
    ASSERT_TRUE(kernel->run(args, 1, timings, diagnostics)) << formatAll(diagnostics);
    results.push_back(args);
  }
}

TEST(CpuBackend, RollsLargeVectorOpsIntoLoops) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kAttentionTile, "tile.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  backend::RollCounts counts = backend::rollLargeVectorOps(*parsed.module, backend::cpuVectorBits("native"));
  EXPECT_EQ(counts.contracts, 2);
  EXPECT_EQ(counts.chains, 1); // s - max and exp, row by row
  EXPECT_EQ(counts.mathOps, 0); // the exp is in the chain
  EXPECT_EQ(counts.reductions, 2);
  EXPECT_EQ(counts.transposes, 1);
  EXPECT_TRUE(mlir::succeeded(mlir::verify(*parsed.module)));
  int contracts = 0;
  parsed.module->walk([&](mlir::Operation *op) { contracts += op->getName().getStringRef() == "vector.contract"; });
  EXPECT_EQ(contracts, 0);
}

// Rolling changes the machine code, not the arithmetic: the same outputs, bit for bit, as the
// unrolled lowering. With --cpu avx2 (where the host has it) the contractions' register blocks are
// 6 rows by 2 registers: P·V's 16x32 result in blocks of 6, 6 and 4 rows and two column blocks.
class RolledKernel : public ::testing::TestWithParam<std::string> {};

TEST_P(RolledKernel, ComputesWhatTheUnrolledOneDoes) {
  if (std::string error; !backend::CpuTargetScope().set(GetParam(), error))
    GTEST_SKIP() << error;
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kAttentionTile, "tile.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  ASSERT_TRUE(backend::cpuBackend()->availability().available) << backend::cpuBackend()->availability().reason;
  std::vector<std::vector<check::HostTensor>> results;
  runUnrolledAndRolled(*parsed.module,
                       {filled("q", {2, 2, 16, 32}, 1), filled("k", {2, 2, 16, 32}, 2), filled("v", {2, 2, 16, 32}, 3),
                        filled("out", {2, 2, 16, 32}, 4), filled("stats", {2, 2, 2, 16}, 5)},
                       results, GetParam());
  ASSERT_FALSE(HasFatalFailure());
  // The row maxima (stats[.., 0, :]) are bitwise the same; the rolled row sums add in pairs, not
  // left to right, so they and the output may differ in the last bits.
  for (size_t i = 3; i < 5; ++i) {
    const check::HostTensor &unrolled = results[0][i], &rolled = results[1][i];
    ASSERT_EQ(unrolled.data.size(), rolled.data.size());
    for (int64_t e = 0; e < rolled.numel(); ++e) {
      bool rowMax = i == 4 && (e / 16) % 2 == 0;
      if (rowMax)
        EXPECT_EQ(rolled.get(e), unrolled.get(e)) << rolled.name << " element " << e;
      else
        EXPECT_NEAR(rolled.get(e), unrolled.get(e), 1e-6 * std::max(1.0, std::abs(unrolled.get(e))))
            << rolled.name << " element " << e;
    }
  }
  // Not vacuous: the row sums of exp(s - max) are at least 1.
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_GE(results[1][4].get(i * 32 + 16), 1.0);
}

INSTANTIATE_TEST_SUITE_P(CpuBackend, RolledKernel, ::testing::Values("native", "avx2"));

namespace {

// Row maxima and sums of a ROWS x 32 tile onto an initial row: rolled, 32 rows (a multiple of a
// register's lanes) reduce 16 (AVX-512) or 8 (AVX2) at a time through shuffles; 24 rows are one per
// iteration on AVX-512 and 8 at a time on AVX2 (the test runs both where the host has AVX-512).
std::string rowReductions(int64_t rows) {
  std::string text = R"(
func.func @main(%x: memref<ROWSx32xf32>, %init: memref<ROWSxf32>, %max: memref<ROWSxf32>, %sum: memref<ROWSxf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %x[%c0, %c0], %pad {in_bounds = [true, true]} : memref<ROWSx32xf32>, vector<ROWSx32xf32>
  %i = vector.transfer_read %init[%c0], %pad {in_bounds = [true]} : memref<ROWSxf32>, vector<ROWSxf32>
  %m = vector.multi_reduction <maximumf>, %v, %i [1] : vector<ROWSx32xf32> to vector<ROWSxf32>
  %s = vector.multi_reduction <add>, %v, %i [1] : vector<ROWSx32xf32> to vector<ROWSxf32>
  vector.transfer_write %m, %max[%c0] {in_bounds = [true]} : vector<ROWSxf32>, memref<ROWSxf32>
  vector.transfer_write %s, %sum[%c0] {in_bounds = [true]} : vector<ROWSxf32>, memref<ROWSxf32>
  return
}
)";
  for (size_t at = text.find("ROWS"); at != std::string::npos; at = text.find("ROWS", at))
    text.replace(at, 4, std::to_string(rows));
  return text;
}

} // namespace

// Each row's maximum (NaN propagated, -inf rows, -0 against +0) is the unrolled lowering's bit for
// bit, and in its row: the batched reduction's shuffles put every row's result back in order.
TEST(CpuBackend, RolledRowReductionsKeepEachRowsResult) {
  std::vector<std::string> targets{"native"};
  if (std::string error; backend::CpuTargetScope().set("avx2", error))
    targets.push_back("avx2"); // 8 rows at a time
  for (const std::string &target : targets)
  for (int64_t rows : {32, 24}) {
    SCOPED_TRACE(target + ", rows " + std::to_string(rows));
    auto context = makeContext();
    std::string text = rowReductions(rows);
    ParseResult parsed = parseModule(*context, text, "reductions.mlir");
    ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
    check::HostTensor x = filled("x", {rows, 32}, 7), init = filled("init", {rows}, 8);
    for (int64_t r = 0; r < rows; ++r)
      x.set(r * 32 + (r * 5) % 32, 10.0 + static_cast<double>(r)); // row r's max: 10 + r, at a different column
    const double inf = std::numeric_limits<double>::infinity();
    for (int64_t c = 0; c < 32; ++c) {
      x.set(3 * 32 + c, -inf); // row 3: every score masked; its max is its initial value
      x.set(6 * 32 + c, c % 2 ? 0.0 : -0.0);
    }
    init.set(3, -inf);
    init.set(6, -0.0);
    x.set(5 * 32 + 17, std::numeric_limits<double>::quiet_NaN());
    std::vector<std::vector<check::HostTensor>> results;
    runUnrolledAndRolled(*parsed.module, {x, init, filled("max", {rows}, 9), filled("sum", {rows}, 10)}, results,
                         target);
    ASSERT_FALSE(HasFatalFailure());
    const check::HostTensor &unrolled = results[0][2], &rolled = results[1][2];
    for (int64_t r = 0; r < rows; ++r) {
      double expected = r == 3 ? -inf : r == 6 ? 0.0 : 10.0 + static_cast<double>(r);
      if (r == 5) {
        EXPECT_TRUE(std::isnan(rolled.get(r)) && std::isnan(unrolled.get(r))) << "row 5 holds a NaN";
        continue;
      }
      EXPECT_EQ(rolled.get(r), expected) << "row " << r;
      EXPECT_EQ(std::signbit(rolled.get(r)), std::signbit(unrolled.get(r))) << "row " << r;
      EXPECT_EQ(rolled.get(r), unrolled.get(r)) << "row " << r;
      double sum = results[0][3].get(r);
      if (std::isinf(sum))
        EXPECT_EQ(results[1][3].get(r), sum) << "sum of row " << r;
      else
        EXPECT_NEAR(results[1][3].get(r), sum, 1e-5 * std::max(1.0, std::abs(sum))) << "sum of row " << r;
    }
    EXPECT_TRUE(std::isnan(results[1][3].get(5)));
  }
}

namespace {

// Q·Kᵀ then P·V over keys in tiles of 16, with 24 keys: the second tile crosses the end of K and V
// (in_bounds = false on the rows, padded with 0), as fold_padding_into_transfers leaves a ragged
// length's key loop.
constexpr const char *kRaggedKeyLoop = R"(
#lhs = affine_map<(d0, d1, d2) -> (d0, d2)>
#rhs_t = affine_map<(d0, d1, d2) -> (d1, d2)>
#rhs = affine_map<(d0, d1, d2) -> (d2, d1)>
#res = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%q: memref<16x32xf32>, %k: memref<24x32xf32>, %v: memref<24x32xf32>, %out: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %scores = arith.constant dense<0.0> : vector<16x16xf32>
  %init = arith.constant dense<0.0> : vector<16x32xf32>
  %qv = vector.transfer_read %q[%c0, %c0], %zero {in_bounds = [true, true]} : memref<16x32xf32>, vector<16x32xf32>
  %r = scf.for %j = %c0 to %c32 step %c16 iter_args(%acc = %init) -> (vector<16x32xf32>) {
    %kv = vector.transfer_read %k[%j, %c0], %zero {in_bounds = [false, true]} : memref<24x32xf32>, vector<16x32xf32>
    %s = vector.contract {indexing_maps = [#lhs, #rhs_t, #res], iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>} %qv, %kv, %scores : vector<16x32xf32>, vector<16x32xf32> into vector<16x16xf32>
    %vv = vector.transfer_read %v[%j, %c0], %zero {in_bounds = [false, true]} : memref<24x32xf32>, vector<16x32xf32>
    %o = vector.contract {indexing_maps = [#lhs, #rhs, #res], iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>} %s, %vv, %acc : vector<16x16xf32>, vector<16x32xf32> into vector<16x32xf32>
    scf.yield %o : vector<16x32xf32>
  }
  vector.transfer_write %r, %out[%c0, %c0] {in_bounds = [true, true]} : vector<16x32xf32>, memref<16x32xf32>
  return
}
)";

} // namespace

// A tile that crosses the end of its memref is split at the edge (read in bounds inside, from a
// padded stack copy at the edge; V in place): the same sums, bit for bit, as the unrolled lowering's
// guarded row reads, and what the zero padding means (keys past 24 add nothing).
TEST(CpuBackend, TilesAcrossARaggedEdgeReadWhatThePaddingHolds) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kRaggedKeyLoop, "ragged.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  {
    mlir::OwningOpRef<mlir::ModuleOp> copy = parsed.module->clone();
    backend::RollCounts counts = backend::rollLargeVectorOps(*copy, backend::cpuVectorBits("native"));
    EXPECT_EQ(counts.contracts, 2);
    EXPECT_EQ(counts.edgeReads, 2); // K and V (V then read in place from its view)
    EXPECT_TRUE(mlir::succeeded(mlir::verify(*copy)));
  }
  std::vector<std::vector<check::HostTensor>> results;
  runUnrolledAndRolled(*parsed.module,
                       {filled("q", {16, 32}, 1), filled("k", {24, 32}, 2), filled("v", {24, 32}, 3),
                        filled("out", {16, 32}, 4)},
                       results);
  ASSERT_FALSE(HasFatalFailure());
  const check::HostTensor &q = results[1][0], &k = results[1][1], &v = results[1][2];
  for (int64_t i = 0; i < 16; ++i)
    for (int64_t c = 0; c < 32; ++c) {
      double expected = 0;
      for (int64_t key = 0; key < 24; ++key) {
        double score = 0;
        for (int64_t d = 0; d < 32; ++d)
          score += q.get(i * 32 + d) * k.get(key * 32 + d);
        expected += score * v.get(key * 32 + c);
      }
      int64_t e = i * 32 + c;
      EXPECT_EQ(results[1][3].get(e), results[0][3].get(e)) << "element " << e;
      EXPECT_NEAR(results[1][3].get(e), expected, 1e-4 * std::max(1.0, std::abs(expected))) << "element " << e;
    }
}

namespace {

// A 256x128x256 matmul at the top of the function (8.4M points: spread over the cores), a 16x16
// elementwise op (too small to spread) and a matmul inside a loop (the loop is the schedule's).
constexpr const char *kHostOps = R"(
func.func @main(%a: memref<256x256xf32>, %b: memref<256x128xf32>, %c: memref<256x128xf32>,
                %x: memref<16x16xf32>, %y: memref<16x16xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<256x128xf32>)
  linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x128xf32>) outs(%c : memref<256x128xf32>)
  linalg.negf ins(%x : memref<16x16xf32>) outs(%y : memref<16x16xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x128xf32>) outs(%c : memref<256x128xf32>)
  }
  return
}
)";

} // namespace

TEST(CpuBackend, OnlyLargeLinalgOpsOutsideLoopsBecomeParallelLoops) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kHostOps, "host.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  EXPECT_EQ(backend::parallelizeHostLinalgOps(*parsed.module), 1u);
  EXPECT_TRUE(mlir::succeeded(mlir::verify(*parsed.module)));
  int outermost = 0, matmuls = 0, negs = 0, vectorLoads = 0;
  std::vector<int64_t> blockSteps;
  std::vector<std::string> blockLoops; // the loops inside a block, outermost first: k, rows, j
  parsed.module->walk([&](mlir::Operation *op) {
    llvm::StringRef name = op->getName().getStringRef();
    if (auto parallel = mlir::dyn_cast<mlir::scf::ParallelOp>(op); parallel && !op->getParentOfType<mlir::scf::ParallelOp>()) {
      ++outermost;
      for (mlir::Value step : parallel.getStep())
        blockSteps.push_back(*mlir::getConstantIntValue(step));
      mlir::Operation *inner = parallel;
      while (true) {
        mlir::scf::ForOp loop;
        for (mlir::Operation &child : inner->getRegion(0).front())
          if (auto f = mlir::dyn_cast<mlir::scf::ForOp>(child))
            loop = f;
        if (!loop)
          break;
        std::string text;
        llvm::raw_string_ostream os(text);
        loop.getUpperBound().print(os);
        blockLoops.push_back(text);
        inner = loop;
      }
    }
    matmuls += name == "linalg.matmul";
    negs += name == "linalg.negf";
    vectorLoads += name == "vector.load";
  });
  EXPECT_EQ(outermost, 1);
  // j in vectors: B's and C's rows (A's element is broadcast).
  EXPECT_EQ(vectorLoads, 2);
  // Blocks of 32 rows by 512 columns (the 128 columns fit one block).
  EXPECT_EQ(blockSteps, (std::vector<int64_t>{32, 512}));
  // In a block: k over all 256, then the block's rows, then its columns (j innermost: 8 at a time,
  // then the rest one by one).
  ASSERT_EQ(blockLoops.size(), 3u);
  EXPECT_NE(blockLoops[0].find("256"), std::string::npos) << blockLoops[0];
  EXPECT_EQ(matmuls, 1); // the one in the loop
  EXPECT_EQ(negs, 1);
}

// Spreading a host op over the cores changes who computes a point, not how: each output's sum runs
// over k in the same order, so the results are bitwise those of the serial lowering.
TEST(CpuBackend, ParallelHostOpsComputeBitwiseWhatTheSerialLoweringDoes) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kHostOps, "host.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  ASSERT_TRUE(backend::cpuBackend()->availability().available) << backend::cpuBackend()->availability().reason;
  std::vector<std::vector<check::HostTensor>> results;
  for (bool parallelHostOps : {false, true}) {
    std::vector<Diagnostic> diagnostics;
    backend::CpuLowering lowering;
    lowering.parallelHostOps = parallelHostOps;
    auto kernel = backend::compileCpu(*parsed.module, "main", lowering, diagnostics);
    ASSERT_NE(kernel, nullptr) << formatAll(diagnostics);
    std::vector<check::HostTensor> args{filled("a", {256, 256}, 1), filled("b", {256, 128}, 2),
                                        filled("c", {256, 128}, 3), filled("x", {16, 16}, 4),
                                        filled("y", {16, 16}, 5)};
    backend::Timings timings;
    ASSERT_TRUE(kernel->run(args, 1, timings, diagnostics)) << formatAll(diagnostics);
    results.push_back(args);
  }
  const check::HostTensor &serial = results[0][2], &parallel = results[1][2];
  ASSERT_EQ(serial.data.size(), parallel.data.size());
  EXPECT_EQ(std::memcmp(serial.raw(), parallel.raw(), parallel.data.size()), 0);
  double sum = 0;
  for (int64_t i = 0; i < 256 * 128; ++i)
    sum += std::abs(parallel.get(i));
  EXPECT_GT(sum, 0.0); // not vacuous: the products are not all zero
}

// The block count async-parallel-for makes with the num-workers asyncWorkersForBlocks gives: upstream's
// own pass, on a loop of 2^20 iterations, must cut it into kBlocksPerThread to twice that many blocks
// per thread. Fails when an MLIR upgrade changes the pass's oversharding factors.
TEST(CpuBackend, ParallelLoopsAreCutIntoEightBlocksPerThread) {
  const char *kLoop = R"mlir(
func.func @f(%m: memref<1048576xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1048576 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %z, %m[%i] : memref<1048576xf32>
  }
  return
}
)mlir";
  constexpr int64_t kTrip = 1 << 20;
  for (int64_t threads : {1, 2, 4, 8, 16, 32, 64}) {
    SCOPED_TRACE("threads " + std::to_string(threads));
    auto context = makeContext();
    context->loadDialect<mlir::async::AsyncDialect>();
    ParseResult parsed = parseModule(*context, kLoop, "loop.mlir");
    ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
    int64_t workers = backend::asyncWorkersForBlocks(backend::kBlocksPerThread * threads);
    mlir::PassManager pm(context.get());
    std::string pipeline = "async-parallel-for{async-dispatch=false num-workers=" + std::to_string(workers) +
                           " min-task-size=1}";
    ASSERT_TRUE(mlir::succeeded(mlir::parsePassPipeline(pipeline, pm)));
    ASSERT_TRUE(mlir::succeeded(pm.run(*parsed.module)));
    // The pass folds the block size and the block count (ceil(trip / size)) to constants; the size
    // is the larger of the two (fewer than 1024 blocks here).
    std::set<int64_t> constants;
    parsed.module->walk([&](mlir::arith::ConstantIndexOp c) { constants.insert(c.value()); });
    int64_t blocks = 0;
    for (int64_t size : constants)
      if (size > 1 && size < kTrip && constants.count((kTrip + size - 1) / size) && (kTrip + size - 1) / size < size)
        blocks = (kTrip + size - 1) / size;
    EXPECT_GE(blocks, backend::kBlocksPerThread * threads) << "num-workers " << workers;
    EXPECT_LE(blocks, 2 * backend::kBlocksPerThread * threads) << "num-workers " << workers;
  }
}

// A run's --cpu holds for its thread's compiles while its scope lives, and an unknown name changes nothing.
TEST(CpuBackend, CpuTargetScopeSetsTheTargetForItsLifetime) {
  EXPECT_EQ(backend::defaultCpuLowering().target, "native");
  {
    backend::CpuTargetScope scope;
    std::string error;
    EXPECT_FALSE(scope.set("sse2", error));
    EXPECT_EQ(error, "--cpu: unknown target 'sse2' (expected native, avx2 or avx512)");
    EXPECT_EQ(backend::defaultCpuLowering().target, "native");
    if (llvm::sys::getHostCPUFeatures().lookup("avx2") && llvm::sys::getHostCPUFeatures().lookup("fma")) {
      ASSERT_TRUE(scope.set("avx2", error)) << error;
      EXPECT_EQ(backend::defaultCpuLowering().target, "avx2");
      EXPECT_EQ(backend::cpuVectorBits("avx2"), 256);
    }
  }
  EXPECT_EQ(backend::defaultCpuLowering().target, "native");
  EXPECT_EQ(backend::cpuVectorBits("avx512"), 512);
}

namespace {

// exp of a 64x32 tile and of a 32-wide row (scaled_exp.h rewrites both on AVX-512), and three exps
// it leaves to MLIR's approximation: a width that is not a multiple of 16, f64, a scalar.
constexpr const char *kExps = R"(
func.func @main(%x: memref<64x32xf32>, %y: memref<64x32xf32>, %x1: memref<32xf32>, %y1: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %x[%c0, %c0], %pad {in_bounds = [true, true]} : memref<64x32xf32>, vector<64x32xf32>
  %e = math.exp %v : vector<64x32xf32>
  vector.transfer_write %e, %y[%c0, %c0] {in_bounds = [true, true]} : vector<64x32xf32>, memref<64x32xf32>
  %w = vector.transfer_read %x1[%c0], %pad {in_bounds = [true]} : memref<32xf32>, vector<32xf32>
  %f = math.exp %w : vector<32xf32>
  vector.transfer_write %f, %y1[%c0] {in_bounds = [true]} : vector<32xf32>, memref<32xf32>
  return
}
func.func @untouched(%a: vector<24xf32>, %b: vector<16xf64>, %c: f32) -> (vector<24xf32>, vector<16xf64>, f32) {
  %ea = math.exp %a : vector<24xf32>
  %eb = math.exp %b : vector<16xf64>
  %ec = math.exp %c : f32
  return %ea, %eb, %ec : vector<24xf32>, vector<16xf64>, f32
}
)";

// Distance in units in the last place between two floats of the same sign (or zero).
int64_t ulps(float a, float b) {
  int32_t ia, ib;
  std::memcpy(&ia, &a, 4);
  std::memcpy(&ib, &b, 4);
  return std::abs(static_cast<int64_t>(ia) - static_cast<int64_t>(ib));
}

} // namespace

TEST(CpuBackend, ScaledExpRewritesF32VectorsOfWholeRegisters) {
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kExps, "exps.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  EXPECT_EQ(backend::lowerExpWithScalef(*parsed.module), 2);
  EXPECT_TRUE(mlir::succeeded(mlir::verify(*parsed.module)));
  int left = 0;
  parsed.module->walk([&](mlir::Operation *op) { left += op->getName().getStringRef() == "math.exp"; });
  EXPECT_EQ(left, 3);
}

// On AVX-512 the softmax's exp is scaled_exp.h's polynomial and vscalefps: within 1 ulp of the
// correctly rounded exp (double's, rounded to float) over [-110, 95], subnormal results included,
// and exactly the IEEE results at the edges: exp(-inf) = 0, exp(+inf) = +inf, NaN stays NaN,
// exp(±0) = 1, overflow to +inf past ln(FLT_MAX), underflow to 0 below the subnormals.
TEST(CpuBackend, ScaledExpIsExp) {
  if (std::string error; !backend::CpuTargetScope().set("avx512", error))
    GTEST_SKIP() << error;
  auto context = makeContext();
  ParseResult parsed = parseModule(*context, kExps, "exps.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  parsed.module->lookupSymbol("untouched")->erase();
  std::vector<Diagnostic> diagnostics;
  backend::CpuLowering lowering;
  lowering.target = "avx512";
  auto kernel = backend::compileCpu(*parsed.module, "main", lowering, diagnostics);
  ASSERT_NE(kernel, nullptr) << formatAll(diagnostics);
  auto tensor = [](const std::string &name, std::vector<int64_t> shape) {
    check::HostTensor t;
    t.name = name;
    t.dtype = check::DType::F32;
    t.shape = std::move(shape);
    t.allocate();
    return t;
  };
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<float> edges{-inf, inf, std::numeric_limits<float>::quiet_NaN(), 0.0f, -0.0f,
                                 88.72283f, 88.72284f, 88.8f, 89.0f, -87.33654f, -87.3366f, -103.27893f,
                                 -103.9720f, -104.0f, -105.0f, 1e-30f, -1e-30f, 0.34657359f, -0.34657359f, 1.0f,
                                 -1e30f, 1e30f, -3.4e38f, 3.4e38f, -1e6f, 1e6f, -1000.0f, 1000.0f, 7e9f, 3e12f, 1e20f, 2e25f,
                                 5e33f, 1234.5f, 100.0f, 91.0f};
  constexpr int64_t kTile = 64 * 32, kRounds = 48;
  int64_t worst = 0;
  float worstAt = 0;
  for (int64_t round = 0; round < kRounds; ++round) {
    std::vector<check::HostTensor> args{tensor("x", {64, 32}), tensor("y", {64, 32}), tensor("x1", {32}),
                                        tensor("y1", {32})};
    for (int64_t i = 0; i < kTile; ++i) // an even sweep of [-110, 95], a different offset each round
      args[0].set(i, -110.0 + 205.0 * (static_cast<double>(i * kRounds + round) / (kTile * kRounds)));
    for (int64_t i = 0; i < 32; ++i)
      args[2].set(i, edges[(i + 32 * round) % edges.size()]);
    backend::Timings timings;
    ASSERT_TRUE(kernel->run(args, 1, timings, diagnostics)) << formatAll(diagnostics);
    for (auto [in, out] : {std::pair{0, 1}, std::pair{2, 3}})
      for (int64_t i = 0; i < args[in].numel(); ++i) {
        auto x = static_cast<float>(args[in].get(i));
        auto got = static_cast<float>(args[out].get(i));
        auto expected = static_cast<float>(std::exp(static_cast<double>(x)));
        if (std::isnan(x)) {
          EXPECT_TRUE(std::isnan(got)) << "exp(NaN) = " << got;
          continue;
        }
        if (std::isinf(expected) || expected == 0.0f || x == 0.0f) {
          EXPECT_EQ(got, expected) << "exp(" << x << ")";
          continue;
        }
        if (ulps(got, expected) > worst) {
          worst = ulps(got, expected);
          worstAt = x;
        }
      }
  }
  EXPECT_LE(worst, 1) << "worst at exp(" << worstAt << ")";
  std::printf("scaled exp: at most %lld ulp (at %.9g)\n", static_cast<long long>(worst), worstAt);
}

namespace {

// An elementwise chain over 32x32 tiles with every kind of outside operand: a tile (x), a column
// broadcast through a transpose (element i of %col on row i), a row broadcast (%row on every row),
// a scalar broadcast, a splat constant; a compare whose i1 result stays inside the chain; two
// results read after it (%d, %f). Then a loop whose carried tile is scaled (a block argument: that
// op is left unrolled).
constexpr const char *kChain = R"(
func.func @main(%x: memref<32x32xf32>, %col: memref<32xf32>, %row: memref<32xf32>,
                %out1: memref<32x32xf32>, %out2: memref<32x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %xv = vector.transfer_read %x[%c0, %c0], %pad {in_bounds = [true, true]} : memref<32x32xf32>, vector<32x32xf32>
  %cv = vector.transfer_read %col[%c0], %pad {in_bounds = [true]} : memref<32xf32>, vector<32xf32>
  %rv = vector.transfer_read %row[%c0], %pad {in_bounds = [true]} : memref<32xf32>, vector<32xf32>
  %s = memref.load %row[%c1] : memref<32xf32>
  %cb = vector.broadcast %cv : vector<32xf32> to vector<32x32xf32>
  %ct = vector.transpose %cb, [1, 0] : vector<32x32xf32> to vector<32x32xf32>
  %rb = vector.broadcast %rv : vector<32xf32> to vector<32x32xf32>
  %sb = vector.broadcast %s : f32 to vector<32x32xf32>
  %two = arith.constant dense<2.0> : vector<32x32xf32>
  %a = arith.subf %xv, %ct : vector<32x32xf32>
  %b = arith.mulf %a, %rb : vector<32x32xf32>
  %c = arith.addf %b, %sb : vector<32x32xf32>
  %d = arith.mulf %c, %two : vector<32x32xf32>
  %e = math.exp %a : vector<32x32xf32>
  %gt = arith.cmpf ogt, %d, %xv : vector<32x32xf32>
  %f = arith.select %gt, %e, %d : vector<32x32xi1>, vector<32x32xf32>
  vector.transfer_write %d, %out1[%c0, %c0] {in_bounds = [true, true]} : vector<32x32xf32>, memref<32x32xf32>
  %scaled = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %f) -> (vector<32x32xf32>) {
    %next = arith.mulf %acc, %two : vector<32x32xf32>
    scf.yield %next : vector<32x32xf32>
  }
  vector.transfer_write %scaled, %out2[%c0, %c0] {in_bounds = [true, true]} : vector<32x32xf32>, memref<32x32xf32>
  return
}
)";

} // namespace

// The chain runs row by row: one loop for its seven ops (not the loop-carried scale), and the same
// ops on each element in the same order, so the results are bitwise the unrolled lowering's.
TEST(CpuBackend, ElementwiseChainsRunRowByRowBitwiseAsUnrolled) {
  auto context = makeContext();
  {
    ParseResult parsed = parseModule(*context, kChain, "chain.mlir");
    ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
    backend::RollCounts counts = backend::rollLargeVectorOps(*parsed.module, backend::cpuVectorBits("native"));
    EXPECT_EQ(counts.chains, 1);
    EXPECT_EQ(counts.mathOps, 0);
    EXPECT_TRUE(mlir::succeeded(mlir::verify(*parsed.module)));
    int elementwise2d = 0;
    parsed.module->walk([&](mlir::Operation *op) {
      if (op->getNumResults() == 1 && mlir::isa<mlir::VectorType>(op->getResult(0).getType()) &&
          mlir::cast<mlir::VectorType>(op->getResult(0).getType()).getRank() == 2 &&
          op->hasTrait<mlir::OpTrait::Elementwise>())
        ++elementwise2d;
    });
    EXPECT_EQ(elementwise2d, 1) << "only the loop-carried scale stays a 2-D op";
  }
  ParseResult parsed = parseModule(*context, kChain, "chain.mlir");
  ASSERT_TRUE(parsed) << formatAll(parsed.diagnostics);
  check::HostTensor x = filled("x", {32, 32}, 11), col = filled("col", {32}, 12), row = filled("row", {32}, 13);
  std::vector<std::vector<check::HostTensor>> results;
  runUnrolledAndRolled(*parsed.module, {x, col, row, filled("out1", {32, 32}, 14), filled("out2", {32, 32}, 15)},
                       results);
  ASSERT_FALSE(HasFatalFailure());
  int exps = 0;
  for (size_t i = 3; i < 5; ++i)
    for (int64_t e = 0; e < 32 * 32; ++e) {
      EXPECT_EQ(results[1][i].get(e), results[0][i].get(e)) << results[1][i].name << " element " << e;
      int64_t r = e / 32, c = e % 32;
      double a = x.get(e) - col.get(r);
      double d = (a * row.get(c) + row.get(1)) * 2.0;
      if (i == 3)
        EXPECT_NEAR(results[1][i].get(e), d, 1e-5) << "element " << e;
      else if (d > x.get(e) && ++exps) // not vacuous: both sides of the select are taken
        EXPECT_NEAR(results[1][i].get(e), std::exp(a) * 16.0, 1e-4 * std::exp(a) * 16.0) << "element " << e;
      else
        EXPECT_NEAR(results[1][i].get(e), d * 16.0, 1e-4) << "element " << e;
    }
  EXPECT_GT(exps, 0);
  EXPECT_LT(exps, 32 * 32);
}
