#include "transforms/map_remaining_to_gpu.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/TilingInterface.h"

#include "llvm/ADT/SmallVector.h"

namespace lantern::transforms {

namespace {

bool contiguous(mlir::Value memref) {
  auto type = mlir::dyn_cast<mlir::MemRefType>(memref.getType());
  return type && mlir::memref::isStaticShapeAndContiguousRowMajor(type);
}

// What stays on the host as it is: views, allocations, constants, copies of whole contiguous
// buffers (the backend turns them into device copies), the launches themselves.
bool hostSafe(mlir::Operation *op) {
  if (mlir::isa<mlir::gpu::LaunchOp, mlir::memref::AllocOp, mlir::memref::AllocaOp, mlir::memref::DeallocOp,
                mlir::memref::GetGlobalOp, mlir::memref::DimOp>(op))
    return true;
  if (auto copy = mlir::dyn_cast<mlir::memref::CopyOp>(op))
    return contiguous(copy.getSource()) && contiguous(copy.getTarget());
  if (mlir::isa<mlir::ViewLikeOpInterface>(op))
    return true;
  return !mlir::isa<mlir::memref::LoadOp, mlir::memref::StoreOp, mlir::scf::ForallOp, mlir::scf::ParallelOp>(op) &&
         op->getDialect()->getNamespace() != "vector";
}

// One kernel for `op`: thread i of the grid takes point i of the parallel loops (the last loop
// varies fastest, so neighbouring threads write neighbouring elements) and runs the reduction
// loops itself.
mlir::LogicalResult mapToKernel(mlir::RewriterBase &rewriter, mlir::linalg::LinalgOp op, int64_t threads) {
  mlir::Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<mlir::Range> ranges = op.createLoopRanges(rewriter, loc);
  llvm::SmallVector<mlir::utils::IteratorType> iterators = op.getIteratorTypesArray();
  llvm::SmallVector<unsigned> parallel;
  for (unsigned i = 0; i < iterators.size(); ++i)
    if (iterators[i] == mlir::utils::IteratorType::parallel)
      parallel.push_back(i);
  auto index = [&](int64_t v) { return mlir::arith::ConstantIndexOp::create(rewriter, loc, v).getResult(); };
  // Points of the parallel space, and the launch's shape.
  std::optional<int64_t> staticPoints = 1;
  for (unsigned d : parallel) {
    std::optional<int64_t> size = mlir::getConstantIntValue(ranges[d].size);
    staticPoints = staticPoints && size ? std::optional<int64_t>(*staticPoints * *size) : std::nullopt;
  }
  mlir::Value points;
  if (staticPoints) {
    points = index(*staticPoints);
  } else {
    points = index(1);
    for (unsigned d : parallel)
      points = mlir::arith::MulIOp::create(rewriter, loc, points,
                                           mlir::getValueOrCreateConstantIndexOp(rewriter, loc, ranges[d].size));
  }
  int64_t blockSize = staticPoints ? std::max<int64_t>(1, std::min(threads, *staticPoints)) : threads;
  mlir::Value blockSizeValue = index(blockSize);
  mlir::Value grid = staticPoints ? index((*staticPoints + blockSize - 1) / blockSize)
                                  : mlir::arith::CeilDivUIOp::create(rewriter, loc, points, blockSizeValue).getResult();
  mlir::Value one = index(1);
  auto launch = mlir::gpu::LaunchOp::create(rewriter, loc, grid, one, one, blockSizeValue, one, one);
  mlir::Block &body = launch.getBody().front();
  rewriter.setInsertionPointToEnd(&body);
  mlir::gpu::TerminatorOp::create(rewriter, loc);
  rewriter.setInsertionPointToStart(&body);
  mlir::Value id = mlir::arith::AddIOp::create(
      rewriter, loc, mlir::arith::MulIOp::create(rewriter, loc, launch.getBlockIds().x, blockSizeValue),
      launch.getThreadIds().x);
  mlir::Value inside =
      mlir::arith::CmpIOp::create(rewriter, loc, mlir::arith::CmpIPredicate::ult, id, points);
  auto guard = mlir::scf::IfOp::create(rewriter, loc, inside, /*withElseRegion=*/false);
  rewriter.setInsertionPointToStart(&guard.getThenRegion().front());
  llvm::SmallVector<mlir::OpFoldResult> offsets, sizes;
  for (const mlir::Range &r : ranges) {
    offsets.push_back(r.offset);
    sizes.push_back(r.size);
  }
  mlir::Value rest = id;
  for (unsigned d : llvm::reverse(parallel)) {
    mlir::Value size = mlir::getValueOrCreateConstantIndexOp(rewriter, loc, ranges[d].size);
    mlir::Value at = mlir::arith::RemUIOp::create(rewriter, loc, rest, size);
    rest = mlir::arith::DivUIOp::create(rewriter, loc, rest, size);
    if (mlir::isConstantIntValue(ranges[d].offset, 0)) {
      offsets[d] = at;
    } else {
      mlir::Value base = mlir::getValueOrCreateConstantIndexOp(rewriter, loc, ranges[d].offset);
      offsets[d] = mlir::arith::AddIOp::create(rewriter, loc, base, at).getResult();
    }
    sizes[d] = rewriter.getIndexAttr(1);
  }
  auto tileable = mlir::cast<mlir::TilingInterface>(op.getOperation());
  // Buffer semantics: the tile writes in place; the op had no results.
  if (mlir::failed(tileable.getTiledImplementation(rewriter, offsets, sizes))) {
    rewriter.eraseOp(launch);
    return mlir::failure();
  }
  rewriter.eraseOp(op);
  return mlir::success();
}

} // namespace

std::optional<Refusal> mapRemainingToGpu(mlir::RewriterBase &rewriter, mlir::func::FuncOp func, int64_t threads,
                                         bool ifPresent, unsigned &mapped) {
  mapped = 0;
  llvm::SmallVector<mlir::linalg::LinalgOp> kernels;
  llvm::SmallVector<mlir::memref::CopyOp> stridedCopies;
  std::optional<Refusal> refusal;
  func.walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
    if (mlir::isa<mlir::gpu::LaunchOp>(op))
      return mlir::WalkResult::skip();
    if (auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(op)) {
      if (!linalgOp.hasPureBufferSemantics()) {
        refusal = Refusal{op->getLoc(), describeOp(op) + " still works on tensors",
                          "bufferize the function first: kernels are made of buffer ops"};
        return mlir::WalkResult::interrupt();
      }
      kernels.push_back(linalgOp);
      return mlir::WalkResult::skip();
    }
    if (auto copy = mlir::dyn_cast<mlir::memref::CopyOp>(op); copy && !hostSafe(op)) {
      stridedCopies.push_back(copy);
      return mlir::WalkResult::advance();
    }
    if (op != func.getOperation() && !hostSafe(op)) {
      std::string why = mlir::isa<mlir::scf::ForallOp, mlir::scf::ParallelOp>(op)
                            ? "map it to blocks and threads first (map_to_gpu), or leave its ops unfused"
                            : "it reads or writes buffers on the host and has no kernel lowering of its own";
      refusal = Refusal{op->getLoc(), describeOp(op) + " is left on the host", why};
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  if (refusal)
    return refusal;
  if (kernels.empty() && stridedCopies.empty()) {
    if (ifPresent)
      return std::nullopt;
    return Refusal{func.getLoc(), "no linalg op is left on the host", "there is nothing to map"};
  }
  // A copy between strided views (a slice of a concat's result) is not one contiguous device copy:
  // it becomes a kernel too.
  for (mlir::memref::CopyOp copy : stridedCopies) {
    rewriter.setInsertionPoint(copy);
    auto linalgCopy = mlir::linalg::CopyOp::create(rewriter, copy.getLoc(), copy.getSource(), copy.getTarget());
    rewriter.eraseOp(copy);
    kernels.push_back(mlir::cast<mlir::linalg::LinalgOp>(linalgCopy.getOperation()));
  }
  for (mlir::linalg::LinalgOp op : kernels) {
    if (mlir::failed(mapToKernel(rewriter, op, threads)))
      return Refusal{op->getLoc(), describeOp(op) + " has no tile of one point per thread",
                     "its TilingInterface refused the tile; the ops before it are kernels already"};
    ++mapped;
  }
  return std::nullopt;
}

mlir::DiagnosedSilenceableFailure MapRemainingToGpuOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                  mlir::Operation *target,
                                                                  mlir::transform::ApplyToEachResultList &,
                                                                  mlir::transform::TransformState &) {
  auto func = mlir::dyn_cast<mlir::func::FuncOp>(target);
  if (!func || func.isExternal())
    return refused(*this, wrongTarget(target, "a function with a body", "its host ops are mapped to kernels"));
  unsigned mapped = 0;
  if (std::optional<Refusal> refusal = mapRemainingToGpu(rewriter, func, getThreads(), getIfPresent(), mapped))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
