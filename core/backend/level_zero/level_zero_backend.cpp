#include "backend/level_zero/level_zero_backend.h"

#include "backend/gpu/device_executable.h"
#include "backend/gpu/gpu_backend.h"
#include "backend/gpu/kernel_lowering.h"
#include "backend/level_zero/level_zero_driver.h"
#include "backend/level_zero/spirv_validation.h"
#include "backend/level_zero/work_item_spirv.h"
#include "backend/lowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/XeGPU/IR/XeGPU.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

namespace lantern::backend {

namespace {

// The Xe generation kernels are compiled for: LANTERN_XE_CHIP, else read from the device's name when
// there is one, else Battlemage ("bmg"), so SPIR-V can be emitted on a machine without an Intel GPU.
std::string chipForThisMachine() {
  if (const char *chip = std::getenv("LANTERN_XE_CHIP"))
    return chip;
  const level_zero::Status &status = level_zero::status();
  if (status.available && status.device.name.find("Max") != std::string::npos)
    return "pvc"; // Data Center GPU Max (Ponte Vecchio)
  return "bmg";
}

// A 2-D vector transfer expressed on a buffer defined outside the kernel: the buffer, and the index
// of each of its dimensions.
struct BaseAccess {
  mlir::Value base;
  llvm::SmallVector<mlir::Value> indices;
};

mlir::Value addIndex(mlir::OpBuilder &b, mlir::Location loc, mlir::Value x, mlir::OpFoldResult y) {
  return mlir::arith::AddIOp::create(b, loc, x, mlir::getValueOrCreateConstantIndexOp(b, loc, y));
}

// Indices that are results of a delinearization of another one's result (GQA: the K/V head and
// the query head in its group, of the head of a work-group id's (batch, head)) become results of one
// delinearization with both bases spliced, and so do the outer one's other results among `indices`:
// canonicalization cancels a linearization of a run of one delinearization's results (here
// (batch, K/V head) -> id / group), not of a nest.
void spliceNestedDelinearizations(mlir::OpBuilder &b, llvm::SmallVectorImpl<mlir::Value> &indices) {
  using mlir::affine::AffineDelinearizeIndexOp;
  for (bool changed = true; changed;) {
    changed = false;
    for (mlir::Value index : indices) {
      auto inner = index.getDefiningOp<AffineDelinearizeIndexOp>();
      auto outer = inner ? inner.getLinearIndex().getDefiningOp<AffineDelinearizeIndexOp>() : nullptr;
      if (!outer || !inner.hasOuterBound() || !outer.hasOuterBound() || !inner.getDynamicBasis().empty() ||
          !outer.getDynamicBasis().empty())
        continue;
      unsigned at = llvm::cast<mlir::OpResult>(inner.getLinearIndex()).getResultNumber();
      llvm::ArrayRef<int64_t> outerBasis = outer.getStaticBasis(), innerBasis = inner.getStaticBasis();
      int64_t product = 1;
      for (int64_t size : innerBasis)
        product *= size;
      if (product != outerBasis[at])
        continue;
      llvm::SmallVector<int64_t> basis(outerBasis.take_front(at));
      basis.append(innerBasis.begin(), innerBasis.end());
      basis.append(outerBasis.begin() + at + 1, outerBasis.end());
      mlir::OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointAfter(outer);
      auto spliced = AffineDelinearizeIndexOp::create(b, outer.getLoc(), outer.getLinearIndex(), basis);
      unsigned grown = inner.getNumResults() - 1;
      for (mlir::Value &v : indices) {
        auto result = llvm::dyn_cast<mlir::OpResult>(v);
        if (result && result.getOwner() == inner)
          v = spliced.getResult(at + result.getResultNumber());
        else if (result && result.getOwner() == outer && result.getResultNumber() != at)
          v = spliced.getResult(result.getResultNumber() + (result.getResultNumber() > at ? grown : 0));
      }
      changed = true;
      break;
    }
  }
}

// The row-major linear index of `indices` in a buffer of `sizes`, as one affine.linearize_index
// (disjoint: in-bounds transfers index within every size). Canonicalization cancels it against the
// delinearization map_to_gpu makes of a work-group id y = batch·heads + head: the row of
// (batch, head, row) becomes y·rows + row. Multiplied out, the pair stayed as the signed div and mod
// that lower-affine makes of the delinearization; LLVM's loop strength reduction turned
// (y mod heads)·rows into a trunc of the 64-bit id to an i2, and LLVM 22's SPIR-V backend writes that
// as a 32-bit OpBitwiseAnd of the 64-bit id, which spirv-val refuses (batch-2 causal graphs).
mlir::Value linearize(mlir::OpBuilder &b, mlir::Location loc, llvm::ArrayRef<mlir::Value> indices,
                      llvm::ArrayRef<int64_t> sizes) {
  if (indices.size() == 1)
    return indices.front();
  llvm::SmallVector<mlir::Value> spliced(indices);
  spliceNestedDelinearizations(b, spliced);
  return mlir::affine::AffineLinearizeIndexOp::create(b, loc, spliced, sizes, /*disjoint=*/true);
}

// Follows `memref` through the subviews (unit strides) and expand_shapes between a transfer inside
// the kernel and the buffer they view, turning the transfer's indices into the buffer's. The two
// vector dimensions must stay the buffer's last two (rows and columns of a matrix), so the access
// is a 2D block of the buffer seen as a [rows, columns] matrix. Nothing is created when it fails.
std::optional<BaseAccess> resolve(mlir::OpBuilder &b, mlir::Location loc, mlir::Value memref,
                                  llvm::ArrayRef<mlir::Value> indices) {
  // First check the chain, then build the index arithmetic.
  int64_t rowDim = static_cast<int64_t>(indices.size()) - 2, colDim = rowDim + 1;
  mlir::Value v = memref;
  while (mlir::Operation *def = v.getDefiningOp()) {
    if (!gpu::insideKernel(def))
      break;
    if (auto subview = llvm::dyn_cast<mlir::memref::SubViewOp>(def)) {
      if (!llvm::all_of(subview.getStaticStrides(), [](int64_t s) { return s == 1; }))
        return std::nullopt;
      llvm::SmallBitVector dropped = subview.getDroppedDims();
      llvm::SmallVector<int64_t> kept;
      for (unsigned j = 0; j < dropped.size(); ++j)
        if (!dropped.test(j))
          kept.push_back(j);
      rowDim = kept[rowDim];
      colDim = kept[colDim];
      v = subview.getSource();
    } else if (auto expand = llvm::dyn_cast<mlir::memref::ExpandShapeOp>(def)) {
      auto groups = expand.getReassociationIndices();
      int64_t newRow = -1, newCol = -1;
      for (auto [g, group] : llvm::enumerate(groups)) {
        if (llvm::is_contained(group, rowDim))
          newRow = rowDim == group.back() ? static_cast<int64_t>(g) : -1;
        if (llvm::is_contained(group, colDim))
          newCol = colDim == group.back() ? static_cast<int64_t>(g) : -1;
      }
      if (newRow < 0 || newCol < 0 || !expand.getResultType().hasStaticShape())
        return std::nullopt;
      rowDim = newRow;
      colDim = newCol;
      v = expand.getSrc();
    } else {
      return std::nullopt;
    }
  }
  auto baseType = llvm::dyn_cast<mlir::MemRefType>(v.getType());
  if (!baseType || !baseType.hasStaticShape() || !baseType.getLayout().isIdentity() ||
      rowDim != baseType.getRank() - 2 || colDim != baseType.getRank() - 1)
    return std::nullopt;

  BaseAccess access{v, llvm::SmallVector<mlir::Value>(indices)};
  v = memref;
  while (mlir::Operation *def = v.getDefiningOp()) {
    if (!gpu::insideKernel(def))
      break;
    if (auto subview = llvm::dyn_cast<mlir::memref::SubViewOp>(def)) {
      llvm::SmallBitVector dropped = subview.getDroppedDims();
      llvm::SmallVector<mlir::Value> next;
      unsigned k = 0;
      for (auto [j, offset] : llvm::enumerate(subview.getMixedOffsets())) {
        if (dropped.test(j))
          next.push_back(mlir::getValueOrCreateConstantIndexOp(b, loc, offset));
        else
          next.push_back(addIndex(b, loc, access.indices[k++], offset));
      }
      access.indices = next;
      v = subview.getSource();
    } else {
      auto expand = llvm::cast<mlir::memref::ExpandShapeOp>(def);
      llvm::ArrayRef<int64_t> shape = expand.getResultType().getShape();
      llvm::SmallVector<mlir::Value> next;
      for (const auto &group : expand.getReassociationIndices()) {
        llvm::SmallVector<mlir::Value> groupIndices;
        llvm::SmallVector<int64_t> groupSizes;
        for (int64_t d : group) {
          groupIndices.push_back(access.indices[d]);
          groupSizes.push_back(shape[d]);
        }
        next.push_back(linearize(b, loc, groupIndices, groupSizes));
      }
      access.indices = next;
      v = expand.getSrc();
    }
  }
  return access;
}

// Kernel buffers become 2-D [rows, columns] matrices: a rank-n buffer of the host is collapsed to
// [product of the first n-1 sizes, last size] before the launch, and each 2-D transfer inside the
// kernel indexes that matrix directly. convert-vector-to-xegpu then describes every tile with one
// `xegpu.create_nd_tdesc` on a kernel argument; through subviews it would compute base pointers
// inside the kernel, which XeGPU's lane distribution (MLIR 22.1) cannot move out of the subgroup's
// region. Transfers it cannot follow are left as they are.
void flattenKernelBuffers(mlir::func::FuncOp func) {
  llvm::SmallVector<mlir::Operation *> transfers;
  func.walk([&](mlir::Operation *op) {
    if (!gpu::insideKernel(op))
      return;
    if (auto read = llvm::dyn_cast<mlir::vector::TransferReadOp>(op);
        read && read.getVectorType().getRank() == 2 && read.getPermutationMap().isMinorIdentity() &&
        !read.hasOutOfBoundsDim() && !read.getMask() && llvm::isa<mlir::MemRefType>(read.getBase().getType()))
      transfers.push_back(op);
    if (auto write = llvm::dyn_cast<mlir::vector::TransferWriteOp>(op);
        write && write.getVectorType().getRank() == 2 && write.getPermutationMap().isMinorIdentity() &&
        !write.hasOutOfBoundsDim() && !write.getMask() && llvm::isa<mlir::MemRefType>(write.getBase().getType()))
      transfers.push_back(op);
  });
  llvm::DenseMap<mlir::Value, mlir::Value> matrices; // buffer -> its [rows, columns] view
  auto matrixOf = [&](mlir::Value base) -> mlir::Value {
    auto type = llvm::cast<mlir::MemRefType>(base.getType());
    if (type.getRank() == 2)
      return base;
    auto [it, inserted] = matrices.try_emplace(base, mlir::Value());
    if (inserted) {
      mlir::OpBuilder b(base.getContext());
      b.setInsertionPointAfterValue(base);
      mlir::ReassociationIndices rows;
      for (int64_t d = 0; d + 1 < type.getRank(); ++d)
        rows.push_back(d);
      it->second = mlir::memref::CollapseShapeOp::create(
          b, base.getLoc(), base, llvm::ArrayRef<mlir::ReassociationIndices>{rows, {type.getRank() - 1}});
    }
    return it->second;
  };
  for (mlir::Operation *op : transfers) {
    mlir::OpBuilder b(op);
    mlir::Location loc = op->getLoc();
    auto read = llvm::dyn_cast<mlir::vector::TransferReadOp>(op);
    auto write = llvm::dyn_cast<mlir::vector::TransferWriteOp>(op);
    mlir::Value memref = read ? read.getBase() : write.getBase();
    llvm::SmallVector<mlir::Value> indices(read ? read.getIndices() : write.getIndices());
    std::optional<BaseAccess> access = resolve(b, loc, memref, indices);
    if (!access)
      continue;
    auto type = llvm::cast<mlir::MemRefType>(access->base.getType());
    mlir::Value matrix = matrixOf(access->base);
    mlir::Value row = linearize(b, loc, llvm::ArrayRef<mlir::Value>(access->indices).drop_back(),
                                type.getShape().drop_back());
    mlir::Value col = access->indices.back();
    llvm::SmallVector<bool> inBounds{true, true};
    if (read) {
      auto flat = mlir::vector::TransferReadOp::create(b, loc, read.getVectorType(), matrix,
                                                       mlir::ValueRange{row, col}, read.getPadding(), inBounds);
      read.replaceAllUsesWith(flat.getResult());
    } else {
      mlir::vector::TransferWriteOp::create(b, loc, write.getVector(), matrix, mlir::ValueRange{row, col}, inBounds);
    }
    op->erase();
  }
}

// The value of `offset` in the iteration where the loop's induction variable is `iv`: the ops of the
// loop body it is computed from are cloned before the builder's insertion point. Null when it
// depends on an op that cannot be recomputed (side effects, regions, or a loop-carried value).
mlir::Value offsetAt(mlir::OpBuilder &builder, mlir::scf::ForOp loop, mlir::Value offset, mlir::Value iv) {
  mlir::IRMapping map;
  map.map(loop.getInductionVar(), iv);
  std::function<bool(mlir::Value)> clone = [&](mlir::Value v) -> bool {
    if (map.contains(v) || !loop.getRegion().isAncestor(v.getParentRegion()))
      return true;
    mlir::Operation *def = v.getDefiningOp();
    if (!def || def->getNumRegions() != 0 || !mlir::isPure(def))
      return false;
    for (mlir::Value operand : def->getOperands())
      if (!clone(operand))
        return false;
    builder.clone(*def, map);
    return true;
  };
  return clone(offset) ? map.lookupOrDefault(offset) : mlir::Value();
}

// Key loops the schedule marked with `lantern.prefetch` = N (prefetch_key_tiles) prefetch, for each
// 2D block load of a K or V tile, the tile of N iterations ahead into the caches (xegpu.prefetch_nd):
// before the loop the first iteration's tiles, at the top of each iteration those of iteration
// i + N, clamped to the last one (the last iterations prefetch it again instead of reading past
// the buffer). Loads whose offsets depend on loop-carried values are left without.
void prefetchKeyTiles(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::scf::ForOp> loops;
  module.walk([&](mlir::scf::ForOp loop) {
    if (loop->hasAttr("lantern.prefetch"))
      loops.push_back(loop);
  });
  for (mlir::scf::ForOp loop : loops) {
    auto distanceAttr = llvm::dyn_cast<mlir::IntegerAttr>(loop->getAttr("lantern.prefetch"));
    int64_t distance = distanceAttr ? distanceAttr.getInt() : 1;
    llvm::SmallVector<mlir::xegpu::LoadNdOp> loads;
    // K and V tiles: 16- or 32-bit floats (an i1 mask tile would stop XeGPU's lowering of the
    // prefetch), on a descriptor an op makes outside the loop, at offsets that move with it.
    for (mlir::Operation &op : loop.getBody()->without_terminator()) {
      auto load = llvm::dyn_cast<mlir::xegpu::LoadNdOp>(op);
      if (!load || load.getOffsets().empty())
        continue;
      mlir::Operation *descriptor = load.getTensorDesc().getDefiningOp();
      if (!descriptor || loop->isAncestor(descriptor))
        continue;
      mlir::Type element = load.getTensorDescType().getElementType();
      if (llvm::isa<mlir::FloatType>(element) &&
          (element.getIntOrFloatBitWidth() == 16 || element.getIntOrFloatBitWidth() == 32))
        loads.push_back(load);
    }
    if (loads.empty())
      continue;
    mlir::Location loc = loop.getLoc();
    mlir::OpBuilder before(loop);
    mlir::OpBuilder inside = mlir::OpBuilder::atBlockBegin(loop.getBody());
    // iv + N·step, at most the last iteration's iv (ub - step, or lb when the loop is shorter).
    mlir::Value ahead = mlir::arith::AddIOp::create(
        inside, loc, loop.getInductionVar(),
        mlir::arith::MulIOp::create(inside, loc, loop.getStep(),
                                    mlir::arith::ConstantIndexOp::create(inside, loc, distance)));
    mlir::Value last = mlir::arith::MaxSIOp::create(
        inside, loc, loop.getLowerBound(), mlir::arith::SubIOp::create(inside, loc, loop.getUpperBound(), loop.getStep()));
    mlir::Value next = mlir::arith::MinSIOp::create(inside, loc, ahead, last);
    auto cached = mlir::xegpu::CachePolicyAttr::get(module.getContext(), mlir::xegpu::CachePolicy::CACHED);
    // Prefetches get descriptors of their own: on the loads' descriptor, the prefetch's plain layout
    // would meet the transposed (K) and VNNI (V) layouts of the loads, and lane-layout propagation
    // would give the loads plain block reads. The copy is marked so that CSE does not merge it back.
    llvm::DenseMap<mlir::Value, mlir::Value> prefetchDescriptors;
    auto prefetchDescriptor = [&](mlir::xegpu::LoadNdOp load) {
      mlir::Value &desc = prefetchDescriptors[load.getTensorDesc()];
      if (!desc) {
        mlir::Operation *def = load.getTensorDesc().getDefiningOp();
        mlir::OpBuilder b(def->getBlock(), std::next(def->getIterator()));
        mlir::Operation *copy = b.clone(*def);
        copy->setAttr("lantern.prefetch", mlir::UnitAttr::get(copy->getContext()));
        desc = copy->getResult(0);
      }
      return desc;
    };
    auto prefetchAt = [&](mlir::OpBuilder &b, mlir::xegpu::LoadNdOp load, mlir::Value iv) {
      llvm::SmallVector<mlir::OpFoldResult> offsets;
      for (mlir::OpFoldResult offset : load.getMixedOffsets()) {
        if (auto value = llvm::dyn_cast<mlir::Value>(offset)) {
          mlir::Value at = offsetAt(b, loop, value, iv);
          if (!at)
            return false;
          offsets.push_back(at);
        } else {
          offsets.push_back(offset);
        }
      }
      mlir::xegpu::PrefetchNdOp::create(b, loc, prefetchDescriptor(load), offsets, cached, cached, nullptr, nullptr);
      return true;
    };
    for (mlir::xegpu::LoadNdOp load : loads)
      if (prefetchAt(before, load, loop.getLowerBound()))
        prefetchAt(inside, load, next);
  }
}

// The bounds checks torch-mlir puts around a gather (`cf.assert` on a token id) have no lowering in
// an OpenCL kernel (the cf-to-LLVM lowering puts the message in the host module, out of the kernel's
// reach; SPIR-V kernels cannot abort): inside kernels they are dropped. The CPU and CUDA backends
// keep them (abort, and __assertfail).
void dropKernelAsserts(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::cf::AssertOp> asserts;
  module.walk([&](mlir::gpu::GPUModuleOp gpuModule) { gpuModule.walk([&](mlir::cf::AssertOp op) { asserts.push_back(op); }); });
  for (mlir::cf::AssertOp op : asserts)
    op.erase();
}

// One gpu.module for all per-work-item kernels, each kernel an entry point of its own. A layer has
// one kernel per op around the attention (map_remaining_to_gpu); written as separate modules, all but
// the first few came out of LLVM's SPIR-V backend with duplicate result ids (SPIRV-Tools: "Id N is
// defined more than once"), while each module alone validates. Symbols that clash (a kernel is
// always @main_kernel, copied constants keep their names) are renamed, and the launches follow.
void mergeKernelModules(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::gpu::GPUModuleOp> modules(module.getOps<mlir::gpu::GPUModuleOp>());
  if (modules.size() < 2)
    return;
  mlir::gpu::GPUModuleOp into = modules.front();
  mlir::SymbolTable table(into);
  mlir::MLIRContext *context = module.getContext();
  for (mlir::gpu::GPUModuleOp from : llvm::drop_begin(modules)) {
    llvm::SmallVector<std::pair<mlir::StringAttr, mlir::StringAttr>> renamed;
    llvm::SmallVector<mlir::Operation *> moved;
    for (mlir::Operation &op : llvm::make_early_inc_range(from.getBody()->getOperations())) {
      if (op.hasTrait<mlir::OpTrait::IsTerminator>())
        continue;
      auto symbol = llvm::dyn_cast<mlir::SymbolOpInterface>(op);
      mlir::StringAttr old = symbol ? symbol.getNameAttr() : mlir::StringAttr();
      op.remove();
      mlir::StringAttr now = table.insert(&op);
      if (old && now != old)
        renamed.emplace_back(old, now);
      moved.push_back(&op);
    }
    for (mlir::Operation *op : moved)
      for (auto [old, now] : renamed)
        (void)mlir::SymbolTable::replaceAllSymbolUses(old, now, op);
    module.walk([&](mlir::gpu::LaunchFuncOp launch) {
      if (launch.getKernelModuleName() != from.getName())
        return;
      mlir::StringAttr kernel = launch.getKernelName();
      for (auto [old, now] : renamed)
        if (old == kernel)
          kernel = now;
      launch.setKernelAttr(mlir::SymbolRefAttr::get(into.getNameAttr(), {mlir::FlatSymbolRefAttr::get(context, kernel)}));
    });
    from.erase();
  }
}

// Kernels run on subgroups of 16 lanes: XeGPU lays tiles out for 16 and its cross-lane shuffles
// lower to SPIR-V only when the kernel requires that size.
void requireSubgroupSize(mlir::ModuleOp module) {
  module.walk([](mlir::gpu::GPUFuncOp func) {
    if (func.isKernel())
      func->setAttr("intel_reqd_sub_group_size", mlir::IntegerAttr::get(mlir::IntegerType::get(func.getContext(), 32), 16));
  });
}

// Whether the kernel is written for XMX: contractions of bf16/f16 operands, which XeGPU turns into
// DPAS once they have the tiles of one instruction (unroll_to_dpas_tiles). Otherwise the kernel is
// per-work-item code (a thread per row, f32 contractions) and its vectors are lowered per lane.
bool usesMatrixEngine(mlir::func::FuncOp func) {
  bool found = false;
  func.walk([&](mlir::vector::ContractionOp contract) {
    mlir::Type a = contract.getLhsType().getElementType();
    found |= gpu::insideKernel(contract) && (a.isBF16() || a.isF16());
  });
  return found;
}

// Launches of an XMX function that hold no contraction: the element-wise kernels beside the
// attention (pad_lengths' fills and copies at a ragged length, map_remaining_to_gpu's ops in a
// layer) are linalg ops on one element per work-item, which XeGPU's conversion leaves alone: they
// become loops of scalar loads and stores here, as in per-work-item functions.
void lowerElementwiseKernelsToLoops(mlir::func::FuncOp func) {
  llvm::SmallVector<mlir::linalg::LinalgOp> ops;
  func.walk([&](mlir::gpu::LaunchOp launch) {
    bool contracts = false;
    launch.walk([&](mlir::vector::ContractionOp) { contracts = true; });
    if (!contracts)
      launch.walk([&](mlir::linalg::LinalgOp op) { ops.push_back(op); });
  });
  mlir::IRRewriter rewriter(func.getContext());
  for (mlir::linalg::LinalgOp op : ops) {
    rewriter.setInsertionPoint(op);
    if (succeeded(mlir::linalg::linalgOpToLoops(rewriter, op)))
      rewriter.eraseOp(op);
  }
}

// A work-item owning one row carries its running max and sum through the key loop as 0-d vectors,
// which MLIR 22.1's convert-xegpu-to-xevm cannot convert: such loops carry the scalars instead.
void carryScalarsForZeroDimVectors(mlir::func::FuncOp func) {
  auto isZeroDim = [](mlir::Type t) {
    auto v = llvm::dyn_cast<mlir::VectorType>(t);
    return v && v.getRank() == 0;
  };
  llvm::SmallVector<mlir::scf::ForOp> loops;
  func.walk([&](mlir::scf::ForOp loop) {
    if (llvm::any_of(loop.getInitArgs().getTypes(), isZeroDim))
      loops.push_back(loop);
  });
  for (mlir::scf::ForOp loop : loops) {
    mlir::IRRewriter rewriter(loop.getContext());
    mlir::Location loc = loop.getLoc();
    // A 0-d vector's scalar, and back; other values pass through.
    auto toScalar = [&](mlir::Value v) -> mlir::Value {
      return isZeroDim(v.getType()) ? mlir::vector::ExtractOp::create(rewriter, loc, v, llvm::ArrayRef<int64_t>{})
                                    : v;
    };
    auto toVector = [&](mlir::Value old, mlir::Value v) -> mlir::Value {
      return isZeroDim(old.getType()) ? mlir::vector::BroadcastOp::create(rewriter, loc, old.getType(), v) : v;
    };
    rewriter.setInsertionPoint(loop);
    auto inits = llvm::map_to_vector(loop.getInitArgs(), toScalar);
    auto newLoop = mlir::scf::ForOp::create(rewriter, loc, loop.getLowerBound(), loop.getUpperBound(),
                                            loop.getStep(), inits);
    mlir::Block *body = newLoop.getBody();
    rewriter.setInsertionPointToStart(body);
    llvm::SmallVector<mlir::Value> oldArgs{newLoop.getInductionVar()};
    for (auto [oldArg, newArg] : llvm::zip(loop.getRegionIterArgs(), newLoop.getRegionIterArgs()))
      oldArgs.push_back(toVector(oldArg, newArg));
    if (!body->empty() && body->back().hasTrait<mlir::OpTrait::IsTerminator>())
      rewriter.eraseOp(&body->back());
    mlir::Block *oldBody = loop.getBody();
    auto oldYield = llvm::cast<mlir::scf::YieldOp>(oldBody->getTerminator());
    rewriter.mergeBlocks(oldBody, body, oldArgs);
    rewriter.setInsertionPoint(oldYield);
    auto yielded = llvm::map_to_vector(oldYield.getOperands(), toScalar);
    rewriter.replaceOpWithNewOp<mlir::scf::YieldOp>(oldYield, yielded);
    rewriter.setInsertionPointAfter(newLoop);
    llvm::SmallVector<mlir::Value> results;
    for (auto [oldResult, newResult] : llvm::zip(loop.getResults(), newLoop.getResults()))
      results.push_back(toVector(oldResult, newResult));
    rewriter.replaceOp(loop, results);
  }
}

// XMX kernels: after outlining, their vector ops become XeGPU ops.
const char *kVectorsToXeGpu = ",gpu.module(convert-vector-to-xegpu,canonicalize,cse,loop-invariant-code-motion,cse)";

// MLIR 22.1's gpu-lower-to-xevm-pipeline, pass by pass, in three stages: the host's and kernels'
// preparation; for each kernel of XeGPU ops (XMX), its distribution over the lanes, with additions
// (xegpu-optimize-block-loads and a second lane-layout propagation: the transposed bf16 K loads
// become 32-bit transposed block loads; a canonicalization after linearizing); then every kernel at
// lane level (per-work-item kernels, and the element-wise kernels beside an XMX one, have no XeGPU
// ops and are not distributed) to XeVM and LLVM with the host, arith-expand{include-bf16} first:
// extf/truncf between bf16 and f32 become integer ops, since LLVM's SPIR-V backend only emits bf16
// arithmetic with SPV_KHR_bfloat16 (and stops the process without it). The target was attached at
// outlining; serialization is separate (XeLowering::serialize).
const char *kPrepareForXeVm = "cse,convert-vector-to-scf,lower-affine,func.func(gpu-async-region)";
const char *kDistributeXeGpu = "xegpu-propagate-layout{layout-kind=lane},xegpu-optimize-block-loads,"
                               "xegpu-propagate-layout{layout-kind=lane},xegpu-subgroup-distribute,canonicalize,cse,"
                               "loop-invariant-code-motion,cse,xegpu-vector-linearize,canonicalize,cse";
const char *kXeVmToLlvm =
    "gpu.module(arith-expand{include-bf16=true},convert-math-to-xevm{convert-arith=true},convert-xegpu-to-xevm,"
    "convert-gpu-to-llvm-spv{use-64bit-index=true},cse,reconcile-unrealized-casts),"
    "convert-scf-to-cf,expand-strided-metadata,gpu-to-llvm,lower-affine,"
    "convert-vector-to-llvm{force-32bit-vector-indices=true vector-contract-lowering=dot "
    "vector-transpose-lowering=eltwise},"
    "convert-to-llvm,reconcile-unrealized-casts,gpu.module(canonicalize,cse)";

// The offsets of a gathered load (the key bias read along the keys at a ragged length) are the key
// tile's indices, which the causal mask also broadcasts across the rows: one value, two lane layouts
// (a plain 16-lane one for the load, a slice of the 2-D tile for the broadcast), and
// xegpu-subgroup-distribute then leaves the loop undistributed. Each gathered load gets its own
// copy of the pure vector ops that compute its offsets, so each copy carries one layout.
void unshareGatherOffsets(mlir::gpu::GPUModuleOp gpuModule) {
  llvm::SmallVector<mlir::xegpu::LoadGatherOp> loads;
  gpuModule.walk([&](mlir::xegpu::LoadGatherOp load) { loads.push_back(load); });
  for (mlir::xegpu::LoadGatherOp load : loads) {
    mlir::OpBuilder builder(load);
    mlir::IRMapping copies;
    std::function<mlir::Value(mlir::Value)> copy = [&](mlir::Value v) -> mlir::Value {
      mlir::Operation *def = v.getDefiningOp();
      if (!llvm::isa<mlir::VectorType>(v.getType()) || !def || def->getNumRegions() != 0 || !mlir::isPure(def))
        return v;
      if (copies.contains(v))
        return copies.lookup(v);
      for (mlir::Value operand : def->getOperands())
        copies.map(operand, copy(operand));
      mlir::Operation *clone = builder.clone(*def, copies);
      return clone->getResult(llvm::cast<mlir::OpResult>(v).getResultNumber());
    };
    mlir::Value offsets = load.getOffsets();
    if (offsets && !offsets.hasOneUse())
      load.getOffsetsMutable().assign(copy(offsets));
  }
}

// xegpu-subgroup-distribute leaves what it cannot distribute inside a gpu.warp_execute_on_lane_0,
// which nothing lowers further: an error naming the first XeGPU op left there (the op that stopped
// it, typically), or the first op.
bool checkDistributed(mlir::gpu::GPUModuleOp gpuModule, const std::string &stage,
                      std::vector<Diagnostic> &diagnostics) {
  mlir::Operation *left = nullptr;
  gpuModule.walk([&](mlir::gpu::WarpExecuteOnLane0Op warp) {
    warp.getBody()->walk([&](mlir::Operation *op) {
      if (!left && !op->hasTrait<mlir::OpTrait::IsTerminator>())
        left = op;
      if (llvm::isa_and_present<mlir::xegpu::XeGPUDialect>(op->getDialect())) {
        left = op;
        return mlir::WalkResult::interrupt();
      }
      return mlir::WalkResult::advance();
    });
    return left ? mlir::WalkResult::interrupt() : mlir::WalkResult::advance();
  });
  if (!left)
    return true;
  std::string types;
  llvm::raw_string_ostream os(types);
  llvm::interleaveComma(left->getResultTypes(), os);
  diagnostics.push_back(makeError("compile: " + stage + ": MLIR 22.1's lane distribution left " + gpu::describe(left) +
                                  (types.empty() ? "" : " (" + types + ")") +
                                  " undistributed, and nothing lowers it further"));
  return false;
}

// MLIR 22.1's convert-xegpu-to-xevm has no block or gathered loads of i1 (a bool mask's tile): an
// error naming the load, before distribution, instead of the conversion's "failed to legalize".
bool checkNoBoolLoads(mlir::gpu::GPUModuleOp gpuModule, std::vector<Diagnostic> &diagnostics) {
  mlir::Operation *found = nullptr;
  gpuModule.walk([&](mlir::Operation *op) {
    if (!llvm::isa<mlir::xegpu::LoadNdOp, mlir::xegpu::LoadGatherOp>(op) || op->getNumResults() != 1 ||
        !mlir::getElementTypeOrSelf(op->getResult(0).getType()).isInteger(1))
      return mlir::WalkResult::advance();
    found = op;
    return mlir::WalkResult::interrupt();
  });
  if (!found)
    return true;
  diagnostics.push_back(makeError("compile: the XMX kernel reads a bool tile (" + gpu::describe(found) +
                                  "), which MLIR 22.1's XeVM lowering cannot load; bool and padding masks "
                                  "compile with schedules/flash-attention-xegpu-f32.json (one row per work-item)"));
  return false;
}

// Whether a kernel module holds XeGPU ops (an XMX kernel), which are distributed over the lanes.
bool holdsXeGpuOps(mlir::gpu::GPUModuleOp gpuModule) {
  bool found = false;
  gpuModule.walk([&](mlir::Operation *op) {
    found = llvm::isa_and_present<mlir::xegpu::XeGPUDialect>(op->getDialect());
    return found ? mlir::WalkResult::interrupt() : mlir::WalkResult::advance();
  });
  return found;
}

// The last check before SPIR-V. LLVM's SPIR-V backend stops the process on what it cannot write, so
// such a value is an error here, naming the op that makes it: bf16 arithmetic (it needs
// SPV_KHR_bfloat16; bf16 values should only be loaded, converted and fed to DPAS) and, in XMX
// kernels, vectors that SPIR-V cannot hold (2, 3, 4, 8 or 16 elements; a 1-element vector, such as
// a lane's share of a distributed vector.step, is written as a scalar). Per-work-item kernels keep
// whole rows of a tile in one vector (vector<64xf32> for d = 64): LLVM scalarizes those at
// serialization (scalarizeWorkItemVectors).
bool checkSpirvValues(mlir::ModuleOp module, bool matrixEngine, std::vector<Diagnostic> &diagnostics) {
  std::string problem;
  module.walk([&](mlir::gpu::GPUModuleOp gpuModule) {
    gpuModule.walk([&](mlir::Operation *op) {
      for (mlir::Type t : op->getResultTypes()) {
        if (mlir::getElementTypeOrSelf(t).isBF16()) {
          problem = "the kernel still computes in bf16 (" + gpu::describe(op) +
                    "): LLVM's SPIR-V backend writes bf16 arithmetic only with SPV_KHR_bfloat16; bf16 values "
                    "should only be loaded, converted and fed to DPAS";
          return mlir::WalkResult::interrupt();
        }
        auto vector = llvm::dyn_cast<mlir::VectorType>(t);
        int64_t n = vector ? vector.getNumElements() : 0;
        if (matrixEngine && vector && (vector.getRank() != 1 || !spirvHoldsVectorOf(n))) {
          std::string type;
          llvm::raw_string_ostream os(type);
          os << vector;
          problem = gpu::describe(op) + " makes a " + type +
                    ", which SPIR-V cannot represent (vectors have 2, 3, 4, 8 or 16 elements)";
          return mlir::WalkResult::interrupt();
        }
      }
      return mlir::WalkResult::advance();
    });
  });
  if (problem.empty())
    return true;
  diagnostics.push_back(makeError("compile: " + problem));
  return false;
}

// Runs every SPIR-V module of the gpu.binary ops through SPIRV-Tools' validator: LLVM's SPIR-V
// backend can write modules a driver refuses (LLVM 22 writes a truncation to an odd width, such as
// i2, as a 32-bit OpBitwiseAnd of the 64-bit value), and those are an error naming the validator's
// message instead of a file written.
bool validateSpirvBinaries(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) {
  bool valid = true;
  module.walk([&](mlir::gpu::BinaryOp binary) {
    for (mlir::Attribute attribute : binary.getObjects()) {
      auto object = llvm::dyn_cast<mlir::gpu::ObjectAttr>(attribute);
      if (!object)
        continue;
      if (llvm::Error error = validateSpirv(object.getObject().getValue())) {
        diagnostics.push_back(makeError("compile: validate the SPIR-V (SPIRV-Tools) failed: the SPIR-V of @" +
                                        binary.getName().str() + " is invalid: " + llvm::toString(std::move(error))));
        valid = false;
      }
    }
  });
  return valid;
}

// The Intel target's stages of the shared GPU lowering.
class XeLowering final : public gpu::GpuLowering {
public:
  explicit XeLowering(std::string chip) : chip(std::move(chip)) {}

  // To kernels of XeGPU ops on 2-D buffers (XMX) or of loops (per work-item), outlined into
  // gpu.modules for XeVM: what `--emit mlir` shows.
  bool lowerToTargetDialects(mlir::ModuleOp module, mlir::func::FuncOp func,
                             std::vector<Diagnostic> &diagnostics) override {
    matrixEngine = usesMatrixEngine(func);
    if (matrixEngine) {
      gpu::sinkHostValuesIntoKernels(func);
      lowerElementwiseKernelsToLoops(func);
      flattenKernelBuffers(func);
    } else {
      carryScalarsForZeroDimVectors(func);
      if (!gpu::lowerKernelBodiesToLoops(module, diagnostics))
        return false;
      // Canonicalization hoisted constants out of the launch (it is not isolated from above).
      gpu::sinkHostValuesIntoKernels(func);
    }
    std::string stage = matrixEngine ? "outline the kernel and convert its vectors to XeGPU" : "outline the kernel";
    if (!gpu::outlineKernels(module, stage, "xevm-attach-target{chip=" + chip + " O=3}",
                             matrixEngine ? kVectorsToXeGpu : "", diagnostics))
      return false;
    if (matrixEngine)
      prefetchKeyTiles(module);
    else
      mergeKernelModules(module);
    dropKernelAsserts(module);
    requireSubgroupSize(module);
    return true;
  }

  // Distributes the XeGPU kernels over the lanes, lowers them to XeVM and LLVM and the host to LLVM
  // (kernels move bf16 as i16), then checks the values LLVM's SPIR-V backend takes.
  bool lowerToLlvmDialect(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics) override {
    if (!runStage(module, "prepare the kernels for XeVM", kPrepareForXeVm, diagnostics))
      return false;
    for (mlir::gpu::GPUModuleOp gpuModule : llvm::to_vector(module.getOps<mlir::gpu::GPUModuleOp>())) {
      if (!holdsXeGpuOps(gpuModule))
        continue;
      if (!checkNoBoolLoads(gpuModule, diagnostics))
        return false;
      unshareGatherOffsets(gpuModule);
      std::string stage = "distribute XeGPU over the lanes (@" + gpuModule.getName().str() + ")";
      if (!runStage(gpuModule, stage, kDistributeXeGpu, diagnostics) ||
          !checkDistributed(gpuModule, stage, diagnostics))
        return false;
    }
    // Written as separate modules, the element-wise kernels beside an XMX kernel come out of LLVM's
    // SPIR-V backend with duplicate result ids, as per-work-item kernels did (mergeKernelModules).
    mergeKernelModules(module);
    if (!runStage(module, "lower to XeVM and LLVM", kXeVmToLlvm, diagnostics))
      return false;
    moveBf16AsI16(module);
    if (!runStage(module, "fold bitcasts", "gpu.module(canonicalize)", diagnostics))
      return false;
    return checkSpirvValues(module, matrixEngine, diagnostics);
  }

  // Writes each gpu.module as a SPIR-V binary, per-work-item kernels through writeWorkItemSpirv (which
  // scalarizes their vectors on the way), and validates every module written. `format` is
  // loadableFormat()'s: SPIR-V text is the validated binary, disassembled (emitTargetCode).
  bool serialize(mlir::ModuleOp module, const std::string &format, std::vector<Diagnostic> &diagnostics) override {
    if (format != loadableFormat()) {
      diagnostics.push_back(makeError("compile: the level_zero backend serializes SPIR-V binaries (format " +
                                      loadableFormat() + "), not format " + format));
      return false;
    }
    bool written = matrixEngine
                       ? runStage(module, "serialize to SPIR-V", "gpu-module-to-binary{format=bin}", diagnostics)
                       : writeWorkItemSpirv(module, diagnostics);
    return written && validateSpirvBinaries(module, diagnostics);
  }

  std::string loadableFormat() const override { return "bin"; }

  bool emitTargetCode(mlir::ModuleOp module, const std::string &what, std::string &out,
                      std::vector<Diagnostic> &diagnostics) override {
    if (!serialize(module, loadableFormat(), diagnostics) || !gpu::binaryPayload(module, out, diagnostics))
      return false;
    if (what == "spirv")
      return true;
    llvm::Expected<std::string> text = disassembleSpirv(out);
    if (!text) {
      diagnostics.push_back(makeError("compile: disassemble the SPIR-V (SPIRV-Tools) failed: " +
                                      llvm::toString(text.takeError())));
      return false;
    }
    out = std::move(*text);
    return true;
  }

private:
  std::string chip;
  bool matrixEngine = false; // the kernel is written for XMX (usesMatrixEngine)
};

const gpu::DeviceRuntime<level_zero::DeviceBuffer> kLevelZeroRuntime{
    level_zero::copyToDevice, level_zero::copyToHost, level_zero::timeMilliseconds, level_zero::mgpuSymbols,
    level_zero::takeErrors};

class LevelZeroBackend final : public gpu::GpuBackend {
public:
  std::string name() const override { return "level_zero"; }

  Availability availability() const override {
    const level_zero::Status &status = level_zero::status();
    return {status.available, status.reason};
  }

  // mlir: the kernels as XeGPU ops (before lane distribution) and the host's gpu.launch_func;
  // spirv: the kernels' SPIR-V binary; spirv-asm: the same as text.
  std::vector<std::string> emitKinds() const override { return {"mlir", "spirv", "spirv-asm"}; }

protected:
  std::unique_ptr<gpu::GpuLowering> startLowering() const override {
    return std::make_unique<XeLowering>(chipForThisMachine());
  }

  std::unique_ptr<Executable> jitExecutable(mlir::ModuleOp serialized, const std::string &function, size_t numArgs,
                                            std::vector<Diagnostic> &diagnostics) const override {
    return gpu::jitDeviceExecutable(kLevelZeroRuntime, serialized, function, numArgs, diagnostics);
  }
};

} // namespace

Backend *levelZeroBackend() {
  static LevelZeroBackend backend;
  return &backend;
}

} // namespace lantern::backend
