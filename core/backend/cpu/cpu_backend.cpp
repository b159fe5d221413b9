// The CPU backend: lowers a schedule's final IR to the LLVM dialect and JITs it with
// mlir::ExecutionEngine at -O3 for the host CPU.
//
// Parallel loops (scf.forall, scf.parallel) run on all cores through MLIR's async dialect:
// `async-parallel-for` splits each parallel loop into blocks dispatched to the async runtime's
// thread pool (libmlir_async_runtime, shipped with MLIR 22 itself). OpenMP was the alternative, but
// Debian's libomp is LLVM 14 while the OpenMP lowering of MLIR 22 emits calls of its own runtime
// version; the async runtime always matches the MLIR that generates the calls, and needs no other
// package on the machine or in the bundle.
#include "backend/cpu/cpu_backend.h"

#include "backend/cpu/roll_vector_ops.h"
#include "backend/cpu/scaled_exp.h"

#include "backend/jit.h"
#include "backend/lowering.h"
#include "process/child.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <mutex>

namespace lantern::backend {

namespace {

// Above this many LLVM-dialect ops, or with 1-D vectors wider than this, LLVM's code generator
// takes minutes (measured: a vector.transpose of 256x64 becomes a 16384-wide shuffle and the JIT
// spends ~55 s in SelectionDAG). The schedule, not the backend, should fix them: tile to smaller
// sizes before vectorizing.
constexpr size_t kMaxLoweredOps = 600000;
constexpr int64_t kMaxVectorElements = 4096;

// The widest vector type any op of the lowered module produces.
std::pair<int64_t, std::string> widestVector(mlir::ModuleOp module) {
  std::pair<int64_t, std::string> widest{0, ""};
  module.walk([&](mlir::Operation *op) {
    for (mlir::Type t : op->getResultTypes())
      if (auto v = llvm::dyn_cast<mlir::VectorType>(t); v && v.getNumElements() > widest.first) {
        std::string s;
        llvm::raw_string_ostream os(s);
        v.print(os);
        widest = {v.getNumElements(), s};
      }
  });
  return widest;
}

// Buffers a schedule allocates inside loops (tiles, loop-carried copies) are freed: without this a
// key loop would leak its temporaries on every iteration.
const char *kParallelLoopsPipeline = "buffer-deallocation-pipeline,scf-forall-to-parallel";
// After collapseParallelLoops: each parallel loop's body is outlined once, and the loop is split into
// kBlocksPerThread blocks per thread of the runtime (CpuLowering::threads; `workers` is what
// async-parallel-for must be told for that, asyncWorkersForBlocks). min-task-size=1: upstream's
// default of 1000 iterations per block assumes cheap iterations, but an iteration of a schedule's
// loop is a whole tile (32 query rows against every key): with 1000, the 256 tiles of an 8-head,
// 1024-token flash kernel made one block and ran on one core.
std::string asyncPipeline(int64_t workers) {
  return "async-parallel-for{async-dispatch=true num-workers=" + std::to_string(workers) + " min-task-size=1}";
}

// The blocks async-parallel-for makes of a loop for `workers` (AsyncParallelFor.cpp, MLIR 22:
// workers x an oversharding factor of 8 up to 4 workers, 4 up to 8, 2 up to 16, 1 up to 32, 0.8 up
// to 64, then 0.6; rounded down).
int64_t blocksFor(int64_t workers) {
  int64_t tenths = workers <= 4 ? 80 : workers <= 8 ? 40 : workers <= 16 ? 20 : workers <= 32 ? 10
                 : workers <= 64 ? 8
                                 : 6;
  return workers * tenths / 10;
}

// The lowering to the LLVM dialect, with the strategy of `lower-vector-multi-reduction`.
// inner-reduction: a row reduction is one ordered vector.reduction per row (the same sums, in the
// same order, as the default's elementwise chain over the rows), without transposing the rows
// first: the transposes of 32x32 score tiles were 1024-wide shuffles LLVM spent seconds on.
std::string toLlvmPipeline(bool innerReduction) {
  return std::string("func.func(convert-linalg-to-loops,lower-vector-multi-reduction") +
         (innerReduction ? "{lowering-strategy=inner-reduction}" : "") +
         ",convert-vector-to-scf{full-unroll=true}),"
         "expand-strided-metadata,lower-affine,"
         "async-to-async-runtime,async-runtime-ref-counting,async-runtime-ref-counting-opt,"
         "arith-expand{include-bf16=true},"
         "convert-vector-to-llvm{vector-contract-lowering=outerproduct vector-transpose-lowering=shuffle16x16},"
         "convert-scf-to-cf,convert-async-to-llvm,finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,"
         "convert-arith-to-llvm,convert-index-to-llvm,convert-ub-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
         "reconcile-unrealized-casts";
}

} // namespace

int64_t asyncWorkersForBlocks(int64_t blocks) {
  int64_t workers = 1;
  while (blocksFor(workers) < blocks)
    ++workers;
  return workers;
}

// LANTERN_CPU_ROLL=0 lowers without roll_vector_ops.h's rewrites (and with the default reduction
// strategy): the code the kernel had before them, for comparisons.
// Below this many points of its iteration space (a 128x128x256 matmul) an op stays serial: spreading
// it costs more than it gains, and each parallel loop adds an outlined body and its dispatch to the
// code LLVM compiles (measured on a 4-layer BERT of hidden 64: all host ops parallel made the run
// 1.5x slower and the compile 2.2x longer).
static constexpr int64_t kMinParallelWork = int64_t(1) << 22;

// A parallel loop inside another (GPU-style blocks then threads, run on the CPU) becomes a nest of
// scf.for: the outer loop already spreads the work over the cores, and a worker of the async
// runtime that waits for tasks of an inner loop holds its thread: with every worker waiting, the
// inner tasks never run (a deadlock, seen with 2 threads on flash-attention-cuda-f32's IR before
// map_to_gpu). Loops with reductions (results) stay parallel. Returns how many were rewritten.
static size_t serializeNestedParallelLoops(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::scf::ParallelOp> nested;
  module.walk([&](mlir::scf::ParallelOp loop) {
    if (loop.getNumResults() == 0 && loop->getParentOfType<mlir::scf::ParallelOp>())
      nested.push_back(loop);
  });
  // The walk is post-order: inner loops come first, so each is rewritten before the loop it is in.
  for (mlir::scf::ParallelOp loop : nested) {
    mlir::OpBuilder builder(loop);
    mlir::Block *body = loop.getBody();
    mlir::scf::buildLoopNest(builder, loop.getLoc(), loop.getLowerBound(), loop.getUpperBound(), loop.getStep(),
                             [&](mlir::OpBuilder &nested, mlir::Location, mlir::ValueRange ivs) {
                               mlir::IRMapping mapping;
                               mapping.map(body->getArguments(), ivs);
                               for (mlir::Operation &op : body->without_terminator())
                                 nested.clone(op, mapping);
                             });
    loop.erase();
  }
  return nested.size();
}

// memref.copy between views that are not one contiguous block (a slice into a padded buffer, the
// padded rows sliced off) lowers to memrefCopy, a runtime call that walks the elements one at a time
// with index arithmetic: pad_lengths' pads and slices cost 8.6 ms of 45 at B1 H8 S1000. As
// linalg.copy they become loops LLVM vectorizes. A copy of a view onto itself (left by
// bufferization inside a loop) is dropped. Returns how many copies were rewritten or dropped.
static size_t copiesAsLoops(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::memref::CopyOp> copies;
  module.walk([&](mlir::memref::CopyOp copy) { copies.push_back(copy); });
  size_t changed = 0;
  for (mlir::memref::CopyOp copy : copies) {
    if (copy.getSource() == copy.getTarget()) {
      copy.erase();
      ++changed;
      continue;
    }
    auto source = mlir::dyn_cast<mlir::MemRefType>(copy.getSource().getType());
    auto target = mlir::dyn_cast<mlir::MemRefType>(copy.getTarget().getType());
    if (!source || !target || (mlir::memref::isStaticShapeAndContiguousRowMajor(source) &&
                               mlir::memref::isStaticShapeAndContiguousRowMajor(target)))
      continue; // a memcpy
    mlir::OpBuilder builder(copy);
    mlir::linalg::CopyOp::create(builder, copy.getLoc(), copy.getSource(), copy.getTarget());
    copy.erase();
    ++changed;
  }
  return changed;
}

// f32 math.exp (the softmax's, on vectors of a tile) as MLIR's polynomial approximation: range
// reduction to 2^n·e^r and a polynomial in r, all in vector arithmetic. LLVM has no vector exp on
// x86, so the lowering made one libm expf call per element: 1024 per 32x32 score tile, about half
// of flash-attention-cpu's time on one core. The approximation keeps exp(-inf) = 0 (a masked score)
// and +inf for overflow; other element types keep their lowering. On AVX-512, vectors of it first
// take the shorter form of scaled_exp.h (vscalefps instead of the exponent bits and their guards).
static void polynomialExp(mlir::ModuleOp module, bool scalef) {
  // f32 math.exp2 (fold_scale_into_exp2's) as exp(x·ln 2), so it takes the same vector form: the
  // approximation's range reduction multiplies by log2 e again (one rounding more in the exponent).
  llvm::SmallVector<mlir::math::Exp2Op> exp2s;
  module.walk([&](mlir::math::Exp2Op exp2) {
    if (mlir::getElementTypeOrSelf(exp2.getType()).isF32())
      exp2s.push_back(exp2);
  });
  for (mlir::math::Exp2Op exp2 : exp2s) {
    mlir::OpBuilder b(exp2);
    mlir::Location loc = exp2.getLoc();
    mlir::Value ln2 =
        mlir::createScalarOrSplatConstant(b, loc, exp2.getType(), llvm::APFloat(0.693147180559945309417f));
    mlir::Value scaled = mlir::arith::MulFOp::create(b, loc, exp2.getOperand(), ln2);
    exp2.replaceAllUsesWith(mlir::math::ExpOp::create(b, loc, scaled).getResult());
    exp2.erase();
  }
  if (scalef)
    lowerExpWithScalef(module);
  mlir::RewritePatternSet patterns(module.getContext());
  mlir::populateMathPolynomialApproximationPatterns(
      patterns, [](llvm::StringRef name) { return name == mlir::math::ExpOp::getOperationName(); });
  (void)mlir::applyPatternsGreedily(module, std::move(patterns));
}

static int64_t iterationCount(mlir::linalg::LinalgOp op) {
  int64_t count = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (mlir::ShapedType::isDynamic(range))
      return kMinParallelWork; // unknown: worth spreading
    count = count > kMinParallelWork ? count : count * range;
  }
  return count;
}

// The loop order that puts innermost the loop most operands run along their last (contiguous)
// dimension, when that is a parallel loop that a reduction loop now follows: a matmul C[i,j] +=
// A[i,k]·B[k,j] runs as i, k, j (j walks a row of B and of C, which LLVM vectorizes) instead of i,
// j, k (k walks a column of B, one cache line per element). Each output element still adds its
// products in ascending k. Empty when the order stays.
static llvm::SmallVector<unsigned> contiguousInnermost(mlir::linalg::LinalgOp op) {
  unsigned loops = op.getNumLoops();
  llvm::SmallVector<mlir::utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (op.getNumReductionLoops() == 0 || loops < 2)
    return {};
  llvm::SmallVector<int> votes(loops, 0);
  for (mlir::AffineMap map : op.getIndexingMapsArray())
    if (map.getNumResults() > 0)
      if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(map.getResults().back()))
        ++votes[dim.getPosition()];
  unsigned best = loops - 1;
  for (unsigned d = 0; d < loops; ++d)
    if (votes[d] > votes[best])
      best = d;
  if (best == loops - 1 || iterators[best] != mlir::utils::IteratorType::parallel)
    return {};
  bool reductionAfter = false;
  for (unsigned d = best + 1; d < loops; ++d)
    reductionAfter |= iterators[d] == mlir::utils::IteratorType::reduction;
  if (!reductionAfter)
    return {};
  llvm::SmallVector<unsigned> order;
  for (unsigned d = 0; d < loops; ++d)
    if (d != best)
      order.push_back(d);
  order.push_back(best);
  return order;
}

// A contraction in the order contiguousInnermost gives (..., k, j) is run in blocks: an scf.parallel
// over blocks of kRowBlock rows (the last parallel loop before j) and kColumnBlock columns (j), one
// per value of any other parallel loop, and in each block the loops k, then the rows, then j. A
// block's rows share each row of B while it is in cache: a 1024x2048 by 2048x5632 f64 matmul no
// longer streams all of B (92 MB) from memory once per row of the result. Each output element still
// adds its products in ascending k (the reduction loops keep their order and stay outside the
// element's own loops), so the values are bitwise those of the loops unblocked. False (nothing
// changed) where the op has no parallel loop before j or tiling fails.
constexpr int64_t kRowBlock = 32;
constexpr int64_t kColumnBlock = 512;
constexpr int64_t kLanes = 8; // j elements per vector op in a block

// A block's loops with its innermost loop j in vectors of kLanes elements, then the last J % kLanes
// one at a time: every operand that runs along j (its last dimension, unit stride) is a vector load,
// every other a scalar load broadcast, the body's ops the same ops on vectors, the result a vector
// store. Each lane computes what the scalar loop computed for its j, in the same order (no
// reassociation: j is a parallel loop), so the values are bitwise those of the scalar loops. False
// (nothing built) where an operand walks j in another position, the body has an op that is not
// arith or math, or the op has more than one result.
static bool lowerBlockWithVectors(mlir::RewriterBase &rewriter, mlir::linalg::GenericOp block) {
  unsigned loops = block.getNumLoops();
  if (loops < 1 || block.getNumDpsInits() != 1 || !block.hasPureBufferSemantics() || block.hasIndexSemantics())
    return false;
  unsigned j = loops - 1;
  llvm::SmallVector<mlir::AffineMap> maps = block.getIndexingMapsArray();
  llvm::SmallVector<bool> alongJ;
  for (auto [map, operand] : llvm::zip(maps, block->getOperands())) {
    auto type = mlir::dyn_cast<mlir::MemRefType>(operand.getType());
    if (!type || !map.isProjectedPermutation())
      return false;
    std::optional<unsigned> at = map.getResultPosition(mlir::getAffineDimExpr(j, map.getContext()));
    if (at && *at + 1 != map.getNumResults())
      return false;
    if (at) {
      llvm::SmallVector<int64_t> strides;
      int64_t offset;
      if (mlir::failed(type.getStridesAndOffset(strides, offset)) || strides.back() != 1)
        return false;
    }
    alongJ.push_back(at.has_value());
  }
  if (!alongJ.back())
    return false;
  mlir::Block &body = block.getRegion().front();
  for (mlir::Operation &op : body.without_terminator())
    if (op.getNumRegions() != 0 || op.getNumResults() != 1 ||
        !llvm::is_contained({llvm::StringRef("arith"), llvm::StringRef("math")}, op.getDialect()->getNamespace()))
      return false;

  mlir::Location loc = block.getLoc();
  llvm::SmallVector<mlir::Range> ranges = mlir::cast<mlir::linalg::LinalgOp>(block.getOperation()).createLoopRanges(rewriter, loc);
  auto value = [&](mlir::OpFoldResult r) { return mlir::getValueOrCreateConstantIndexOp(rewriter, loc, r); };
  llvm::SmallVector<mlir::Value> lbs, ubs, steps;
  for (unsigned d = 0; d < j; ++d) {
    lbs.push_back(value(ranges[d].offset));
    ubs.push_back(value(ranges[d].size));
    steps.push_back(value(ranges[d].stride));
  }
  mlir::Value zero = mlir::arith::ConstantIndexOp::create(rewriter, loc, 0);
  mlir::Value one = mlir::arith::ConstantIndexOp::create(rewriter, loc, 1);
  mlir::Value lanes = mlir::arith::ConstantIndexOp::create(rewriter, loc, kLanes);
  mlir::Value extent = value(ranges[j].size);
  mlir::Value whole = mlir::arith::SubIOp::create(rewriter, loc, extent,
                                                  mlir::arith::RemUIOp::create(rewriter, loc, extent, lanes));
  // One element (width 1) or kLanes of them at j, with the outer loops at `ivs`.
  auto emit = [&](mlir::OpBuilder &b, mlir::Value jv, mlir::ValueRange outer, int64_t width) {
    llvm::SmallVector<mlir::Value> all(outer.begin(), outer.end());
    all.push_back(jv);
    auto at = [&](mlir::AffineMap map) {
      llvm::SmallVector<mlir::Value> indices;
      for (mlir::AffineExpr e : map.getResults())
        indices.push_back(all[mlir::cast<mlir::AffineDimExpr>(e).getPosition()]);
      return indices;
    };
    auto widen = [&](mlir::Type t) -> mlir::Type { return width == 1 ? t : mlir::VectorType::get({width}, t); };
    auto splat = [&](mlir::Value scalar) -> mlir::Value {
      return width == 1 ? scalar : mlir::vector::BroadcastOp::create(b, loc, widen(scalar.getType()), scalar);
    };
    mlir::IRMapping mapping;
    for (auto [i, operand] : llvm::enumerate(block->getOperands())) {
      auto type = mlir::cast<mlir::MemRefType>(operand.getType());
      llvm::SmallVector<mlir::Value> indices = at(maps[i]);
      mlir::Value loaded =
          width > 1 && alongJ[i]
              ? mlir::vector::LoadOp::create(b, loc, mlir::VectorType::get({width}, type.getElementType()), operand,
                                             indices)
                    .getResult()
              : splat(mlir::memref::LoadOp::create(b, loc, operand, indices));
      mapping.map(body.getArgument(i), loaded);
    }
    for (mlir::Operation &op : body.without_terminator()) {
      llvm::SmallVector<mlir::Value> operands;
      for (mlir::Value v : op.getOperands())
        operands.push_back(mapping.contains(v) ? mapping.lookup(v) : splat(v)); // a scalar from outside
      mlir::OperationState state(op.getLoc(), op.getName());
      state.addOperands(operands);
      state.addAttributes(op.getAttrs());
      state.addTypes(widen(op.getResult(0).getType()));
      mapping.map(op.getResult(0), b.create(state)->getResult(0));
    }
    mlir::Value result = body.getTerminator()->getOperand(0);
    result = mapping.contains(result) ? mapping.lookup(result) : splat(result);
    mlir::Value out = block.getDpsInitOperand(0)->get();
    llvm::SmallVector<mlir::Value> indices = at(maps.back());
    if (width > 1)
      mlir::vector::StoreOp::create(b, loc, result, out, indices);
    else
      mlir::memref::StoreOp::create(b, loc, result, out, indices);
  };
  mlir::scf::buildLoopNest(rewriter, loc, lbs, ubs, steps, [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange ivs) {
    auto vectors = mlir::scf::ForOp::create(b, l, zero, whole, lanes);
    {
      mlir::OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(vectors.getBody()->getTerminator());
      emit(b, vectors.getInductionVar(), ivs, kLanes);
    }
    auto rest = mlir::scf::ForOp::create(b, l, whole, extent, one);
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(rest.getBody()->getTerminator());
    emit(b, rest.getInductionVar(), ivs, 1);
  });
  return true;
}

static bool runInBlocks(mlir::RewriterBase &rewriter, mlir::linalg::GenericOp op) {
  unsigned loops = op.getNumLoops();
  llvm::SmallVector<mlir::utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (loops < 2 || iterators[loops - 1] != mlir::utils::IteratorType::parallel)
    return false;
  int rows = -1;
  for (unsigned d = 0; d + 1 < loops; ++d)
    if (iterators[d] == mlir::utils::IteratorType::parallel)
      rows = static_cast<int>(d);
  if (rows < 0)
    return false;
  llvm::SmallVector<int64_t> sizes(loops, 0);
  for (unsigned d = 0; d + 1 < loops; ++d)
    if (iterators[d] == mlir::utils::IteratorType::parallel)
      sizes[d] = 1;
  sizes[rows] = kRowBlock;
  sizes[loops - 1] = kColumnBlock;
  mlir::linalg::LinalgTilingOptions options;
  options.setTileSizes(sizes).setLoopType(mlir::linalg::LinalgTilingLoopType::ParallelLoops);
  mlir::FailureOr<mlir::linalg::TiledLinalgOp> tiled = mlir::linalg::tileLinalgOp(rewriter, op, options);
  if (mlir::failed(tiled))
    return false;
  rewriter.eraseOp(op);
  // In the block: the other parallel loops (one iteration each), the reductions in their order, the
  // rows, j.
  llvm::SmallVector<unsigned> order;
  for (unsigned d = 0; d + 1 < loops; ++d)
    if (iterators[d] == mlir::utils::IteratorType::parallel && static_cast<int>(d) != rows)
      order.push_back(d);
  for (unsigned d = 0; d + 1 < loops; ++d)
    if (iterators[d] == mlir::utils::IteratorType::reduction)
      order.push_back(d);
  order.push_back(rows);
  order.push_back(loops - 1);
  auto block = mlir::cast<mlir::linalg::GenericOp>(tiled->op.getOperation());
  rewriter.setInsertionPoint(block);
  if (mlir::failed(mlir::linalg::interchangeGenericOp(rewriter, block, order)))
    return true; // the block stays a linalg op: lowered later as it is, still correct
  rewriter.setInsertionPoint(block);
  if (!lowerBlockWithVectors(rewriter, block) && mlir::failed(mlir::linalg::linalgOpToLoops(rewriter, block)))
    return true;
  rewriter.eraseOp(block);
  return true;
}

size_t parallelizeHostLinalgOps(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::linalg::LinalgOp> ops;
  module.walk([&](mlir::linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics() || op.getNumParallelLoops() == 0 || iterationCount(op) < kMinParallelWork)
      return;
    for (mlir::Operation *parent = op->getParentOp(); parent && !mlir::isa<mlir::func::FuncOp>(parent);
         parent = parent->getParentOp())
      if (mlir::isa<mlir::LoopLikeOpInterface>(parent))
        return;
    ops.push_back(op);
  });
  mlir::IRRewriter rewriter(module.getContext());
  size_t rewritten = 0;
  for (mlir::linalg::LinalgOp op : ops) {
    rewriter.setInsertionPoint(op);
    if (llvm::SmallVector<unsigned> order = contiguousInnermost(op); !order.empty()) {
      auto generic = mlir::dyn_cast<mlir::linalg::GenericOp>(op.getOperation());
      if (!generic)
        if (mlir::FailureOr<mlir::linalg::GenericOp> made = mlir::linalg::generalizeNamedOp(rewriter, op);
            mlir::succeeded(made))
          generic = *made;
      if (generic && mlir::succeeded(mlir::linalg::interchangeGenericOp(rewriter, generic, order))) {
        rewriter.setInsertionPoint(generic);
        if (runInBlocks(rewriter, generic)) {
          ++rewritten;
          continue;
        }
        op = mlir::cast<mlir::linalg::LinalgOp>(generic.getOperation());
      }
    }
    if (mlir::succeeded(mlir::linalg::linalgOpToParallelLoops(rewriter, op))) {
      rewriter.eraseOp(op);
      ++rewritten;
    }
  }
  return rewritten;
}

namespace {

thread_local std::string scopedTarget = "native";

// The host's features that each target needs (x86-64-v3's vector and bit ones; v4 adds AVX-512's).
std::vector<std::string> featuresOf(const std::string &target) {
  std::vector<std::string> v3{"avx", "avx2", "fma", "f16c", "bmi", "bmi2", "lzcnt", "movbe"};
  if (target == "avx2")
    return v3;
  if (target == "avx512") {
    v3.insert(v3.end(), {"avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"});
    return v3;
  }
  return {};
}

} // namespace

int64_t cpuVectorBits(const std::string &target) {
  if (target == "avx512")
    return 512;
  if (target == "avx2")
    return 256;
  static const bool hostAvx512 = llvm::sys::getHostCPUFeatures().lookup("avx512f");
  return hostAvx512 ? 512 : 256;
}

CpuTargetScope::CpuTargetScope() : previous(scopedTarget) {}
CpuTargetScope::~CpuTargetScope() { scopedTarget = previous; }

bool CpuTargetScope::set(const std::string &target, std::string &error) {
  std::vector<std::string> known = cpuTargets();
  if (std::find(known.begin(), known.end(), target) == known.end()) {
    error = "--cpu: unknown target '" + target + "' (expected native, avx2 or avx512)";
    return false;
  }
  if (target != "native") {
    if (!llvm::Triple(llvm::sys::getProcessTriple()).isX86()) {
      error = "--cpu " + target + ": this host is not x86-64 (" + llvm::sys::getProcessTriple() + "); only native";
      return false;
    }
    llvm::StringMap<bool> host = llvm::sys::getHostCPUFeatures();
    std::string missing;
    for (const std::string &feature : featuresOf(target))
      if (!host.lookup(feature))
        missing += (missing.empty() ? "" : ", ") + feature;
    if (!missing.empty()) {
      error = "--cpu " + target + ": this host's CPU lacks " + missing + " (its code would stop at an illegal instruction)";
      return false;
    }
  }
  scopedTarget = target;
  return true;
}

CpuLowering defaultCpuLowering() {
  CpuLowering lowering;
  lowering.target = scopedTarget;
  if (const char *env = std::getenv("LANTERN_CPU_ROLL"))
    lowering.roll = std::string(env) != "0";
  if (const char *env = std::getenv("LANTERN_CPU_EXP")) {
    lowering.polynomialExp = std::string(env) != "libm";
    lowering.scalefExp = std::string(env) != "mlir";
  }
  if (const char *env = std::getenv("LANTERN_CPU_HOST_PARALLEL"))
    lowering.parallelHostOps = std::string(env) != "0";
  return lowering;
}

namespace {

// The async runtime's entry points, loaded once per process and never unloaded. Handing the library
// to each ExecutionEngine instead would make every engine's destructor run the library's
// __mlir_execution_engine_destroy, which deletes the process-wide default runtime: the next kernel
// whose parallel loop needs more than one block (S = 4096) then crashed in
// mlirAsyncRuntimeCreateGroup. Null with `error` set when the library cannot be loaded.
const llvm::StringMap<void *> *asyncRuntimeSymbols(const std::string &path, std::string &error) {
  static std::mutex mutex;
  static llvm::StringMap<void *> symbols;
  static bool loaded = false;
  std::lock_guard<std::mutex> lock(mutex);
  if (loaded)
    return &symbols;
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    error = std::string("cannot load ") + path + ": " + dlerror();
    return nullptr;
  }
  using InitFn = void (*)(llvm::StringMap<void *> &);
  auto init = reinterpret_cast<InitFn>(dlsym(library, "__mlir_execution_engine_init"));
  if (!init) {
    error = path + " has no __mlir_execution_engine_init";
    return nullptr;
  }
  init(symbols);
  loaded = true;
  return &symbols;
}

// Where libmlir_async_runtime.so and libmlir_c_runner_utils.so live: LANTERN_RUNTIME_DIR, the
// bundle's lib/ next to the executable, or the MLIR installation the build used.
std::string runtimeDirectory() {
  if (const char *env = std::getenv("LANTERN_RUNTIME_DIR"))
    return env;
  std::error_code ec;
  auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    auto bundled = self.parent_path().parent_path() / "lib" / "libmlir_async_runtime.so";
    if (std::filesystem::exists(bundled, ec))
      return bundled.parent_path().string();
  }
  return LANTERN_MLIR_LIBRARY_DIR;
}

// A linalg op on buffers that no loop encloses (what a schedule left untiled: a model's projections,
// norms and MLP around the attention blocks, or the whole unscheduled graph the reference runs)
// becomes an scf.parallel over its parallel dimensions, its reductions serial inside, so that
// async-parallel-for spreads it over the cores like the schedule's own loops. Lowered by
// convert-linalg-to-loops, such an op ran on one core: a BERT-base layer's projections took minutes.
// Ops inside a loop stay as they are (the loop is the schedule's, already parallel or not meant to
// be). Returns the number of ops rewritten.
// From the schedule's final IR to the LLVM dialect: the kernel ABI, parallel loops on the async
// runtime, everything else lowered.
bool lowerToLlvmDialect(mlir::ModuleOp module, const std::string &function, const CpuLowering &lowering,
                        std::vector<Diagnostic> &diagnostics) {
  registerLlvmTranslations(module);
  if (!lowerToBufferAbi(module, diagnostics))
    return false;
  auto func = module.lookupSymbol<mlir::func::FuncOp>(function);
  if (!func) {
    diagnostics.push_back(makeError("compile: no function @" + function + " in the final IR"));
    return false;
  }
  func->setAttr("llvm.emit_c_interface", mlir::UnitAttr::get(module.getContext()));
  auto [elements, widestType] = widestVector(module);
  if (elements > kMaxVectorElements) {
    diagnostics.push_back(makeError(
        "compile: the kernel uses " + widestType + " (" + std::to_string(elements) + " elements; limit " +
        std::to_string(kMaxVectorElements) +
        "): vectors this wide lower to LLVM code that takes minutes to compile; tile to smaller sizes "
        "before the vectorize step"));
    return false;
  }
  if (lowering.parallelHostOps)
    parallelizeHostLinalgOps(module);
  if (!runStage(module, "parallel loops", kParallelLoopsPipeline, diagnostics))
    return false;
  serializeNestedParallelLoops(module);
  copiesAsLoops(module);
  if (lowering.roll)
    collapseParallelLoops(module);
  int threads = lowering.threads > 0 ? lowering.threads : process::cpusAvailable();
  if (!runStage(module, "parallel loops to the async runtime",
                asyncPipeline(asyncWorkersForBlocks(int64_t{kBlocksPerThread} * std::max(1, threads))), diagnostics))
    return false;
  // Rolled first: an exp inside a rolled elementwise chain is then one op on a row, expanded once.
  if (lowering.roll)
    rollLargeVectorOps(module, cpuVectorBits(lowering.target));
  if (lowering.polynomialExp)
    polynomialExp(module, lowering.scalefExp && cpuVectorBits(lowering.target) >= 512);
  if (!runStage(module, "lower to LLVM", toLlvmPipeline(lowering.roll), diagnostics) ||
      !widenBoolVectorMemory(module, diagnostics))
    return false;
  applyLoopAnnotations(module);

  size_t count = 0;
  module.walk([&](mlir::Operation *) { ++count; });
  if (count > kMaxLoweredOps) {
    diagnostics.push_back(makeError(
        "compile: the lowered kernel has " + std::to_string(count) +
        " LLVM-dialect ops (limit " + std::to_string(kMaxLoweredOps) +
        "): large vectors were unrolled; tile to smaller sizes before the vectorize step"));
    return false;
  }
  return true;
}

// Waits until each worker thread of the async runtime has finished the task it was running: one
// task per worker is queued, and each waits until all of them have started, so every worker is
// inside one of them at once. A kernel's last task signals the caller before it returns through
// the kernel's code, so without this an ExecutionEngine destroyed right after a run could unmap
// the code under a worker (CpuBackend.KernelsWithParallelLoopsRunOneAfterAnotherInOneProcess
// crashed in about 1 run of 10). False when they did not all start within `timeout` (workers busy
// with another kernel's tasks).
bool drainAsyncWorkers(const llvm::StringMap<void *> &runtime, std::chrono::milliseconds timeout) {
  using Execute = void (*)(void *, void (*)(void *));
  using WorkerCount = int64_t (*)();
  auto execute = reinterpret_cast<Execute>(runtime.lookup("mlirAsyncRuntimeExecute"));
  auto workerCount = reinterpret_cast<WorkerCount>(runtime.lookup("mlirAsyncRuntimGetNumWorkerThreads"));
  if (!execute || !workerCount)
    return false;
  struct Barrier {
    std::mutex mutex;
    std::condition_variable changed;
    int64_t expected = 0, arrived = 0;
    bool released = false;
  };
  auto barrier = std::make_shared<Barrier>();
  barrier->expected = std::max<int64_t>(1, workerCount());
  for (int64_t i = 0; i < barrier->expected; ++i)
    execute(new std::shared_ptr<Barrier>(barrier), [](void *handle) {
      std::unique_ptr<std::shared_ptr<Barrier>> owned(static_cast<std::shared_ptr<Barrier> *>(handle));
      Barrier &b = **owned;
      std::unique_lock<std::mutex> lock(b.mutex);
      ++b.arrived;
      b.changed.notify_all();
      b.changed.wait(lock, [&] { return b.released || b.arrived == b.expected; });
    });
  std::unique_lock<std::mutex> lock(barrier->mutex);
  bool all = barrier->changed.wait_for(lock, timeout, [&] { return barrier->arrived == barrier->expected; });
  barrier->released = true;
  barrier->changed.notify_all();
  return all;
}

class CpuExecutable final : public JitExecutable {
public:
  CpuExecutable(std::unique_ptr<mlir::ExecutionEngine> engine, std::string entry, size_t numArgs,
                const llvm::StringMap<void *> *asyncRuntime)
      : JitExecutable(std::move(engine), std::move(entry), numArgs), asyncRuntime(asyncRuntime) {}

  // The engine's code is freed only once no worker of the async runtime can be in it; if they do
  // not drain in time the code is left mapped (a leak, not a crash).
  ~CpuExecutable() override {
    if (asyncRuntime && !drainAsyncWorkers(*asyncRuntime, std::chrono::seconds(5)))
      leakEngine();
  }

  bool run(std::vector<check::HostTensor> &args, int repeats, Timings &timings,
           std::vector<Diagnostic> &diagnostics, int warmups = 1) override {
    if (!checkArity(args, diagnostics))
      return false;
    std::vector<MemRefDescriptor> descriptors;
    descriptors.reserve(args.size());
    for (check::HostTensor &t : args)
      descriptors.emplace_back(t.raw(), t.shape);
    return timeRuns(warmups, repeats, timings, [&](double &ms) {
      auto start = std::chrono::steady_clock::now();
      bool ok = invoke(descriptors, diagnostics);
      ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      return ok;
    });
  }

private:
  const llvm::StringMap<void *> *asyncRuntime; // null when the kernel does not call the async runtime
};

class CpuBackend final : public Backend {
public:
  std::string name() const override { return "cpu"; }

  Availability availability() const override {
    std::string dir = runtimeDirectory();
    std::error_code ec;
    if (!std::filesystem::exists(dir + "/libmlir_async_runtime.so", ec))
      return {false, "no MLIR async runtime (libmlir_async_runtime.so) in " + dir};
    return {true, ""};
  }

  std::vector<std::string> emitKinds() const override { return {"mlir", "llvm"}; }

  bool emit(mlir::ModuleOp input, const std::string &what, std::string &out,
            std::vector<Diagnostic> &diagnostics) override {
    mlir::OwningOpRef<mlir::ModuleOp> module = input.clone();
    mlir::func::FuncOp func = kernelFunction(*module);
    if (!func) {
      diagnostics.push_back(makeError("compile: the final IR has no public function"));
      return false;
    }
    if (!lowerToLlvmDialect(*module, func.getSymName().str(), defaultCpuLowering(), diagnostics))
      return false;
    llvm::raw_string_ostream os(out);
    if (what == "mlir") {
      module->print(os);
      return true;
    }
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> translated = mlir::translateModuleToLLVMIR(*module, context);
    if (!translated) {
      diagnostics.push_back(makeError("compile: translation to LLVM IR failed"));
      return false;
    }
    translated->print(os, nullptr);
    return true;
  }

  std::unique_ptr<Executable> compile(mlir::ModuleOp input, const std::string &function,
                                      std::vector<Diagnostic> &diagnostics) override {
    return compileCpu(input, function, defaultCpuLowering(), diagnostics);
  }
};

} // namespace

std::unique_ptr<Executable> compileCpu(mlir::ModuleOp input, const std::string &function, const CpuLowering &lowering,
                                       std::vector<Diagnostic> &diagnostics) {
  Availability available = cpuBackend()->availability();
  if (!available.available) {
    diagnostics.push_back(makeError("cpu backend not available: " + available.reason));
    return nullptr;
  }
  mlir::OwningOpRef<mlir::ModuleOp> module = input.clone();
  if (!lowerToLlvmDialect(*module, function, lowering, diagnostics))
    return nullptr;
  size_t numArgs = kernelBufferCount(input, function);
  bool usesAsyncRuntime = module->lookupSymbol("mlirAsyncRuntimeExecute") != nullptr;
  std::string dir = runtimeDirectory();
  std::string loadError;
  const llvm::StringMap<void *> *asyncSymbols = asyncRuntimeSymbols(dir + "/libmlir_async_runtime.so", loadError);
  if (!asyncSymbols) {
    diagnostics.push_back(makeError("compile: " + loadError));
    return nullptr;
  }
  std::string level = lowering.target == "avx2" ? "x86-64-v3" : lowering.target == "avx512" ? "x86-64-v4" : "";
  auto engine =
      jit(*module, *asyncSymbols, {dir + "/libmlir_c_runner_utils.so"}, diagnostics, lowering.optLevel, level);
  if (!engine)
    return nullptr;
  return std::make_unique<CpuExecutable>(std::move(engine), "_mlir_ciface_" + function, numArgs,
                                         usesAsyncRuntime ? asyncSymbols : nullptr);
}

Backend *cpuBackend() {
  static CpuBackend backend;
  return &backend;
}

} // namespace lantern::backend
