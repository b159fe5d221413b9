// check_block_buffers: a block-level buffer shared between the thread loop and the code after it
// cannot be mapped to a kernel whose non-workgroup buffers are per thread.
#include "transforms/check_block_buffers.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/SmallVector.h"

#include <string>

namespace lantern::transforms {

namespace {

bool inWorkgroupMemory(mlir::MemRefType type) {
  auto space = llvm::dyn_cast_if_present<mlir::gpu::AddressSpaceAttr>(type.getMemorySpace());
  return space && space.getValue() == mlir::gpu::AddressSpace::Workgroup;
}

// The ops that read or write `buffer`, through the views (subview, reshapes, casts) taken of it.
llvm::SmallVector<mlir::Operation *> accessesOf(mlir::Value buffer) {
  llvm::SmallVector<mlir::Operation *> accesses;
  llvm::SmallVector<mlir::Value> work{buffer};
  while (!work.empty()) {
    mlir::Value v = work.pop_back_val();
    for (mlir::Operation *user : v.getUsers()) {
      auto view = mlir::dyn_cast<mlir::ViewLikeOpInterface>(user);
      if (view && view.getViewSource() == v) {
        for (mlir::Value r : user->getResults())
          work.push_back(r);
        continue;
      }
      if (!mlir::isa<mlir::memref::DeallocOp>(user))
        accesses.push_back(user);
    }
  }
  return accesses;
}

} // namespace

std::optional<Refusal> checkBlockBuffers(mlir::scf::ForallOp block) {
  std::optional<Refusal> refusal;
  block.walk([&](mlir::memref::AllocOp alloc) {
    if (alloc->getParentOfType<mlir::scf::ForallOp>() != block || inWorkgroupMemory(alloc.getType()))
      return mlir::WalkResult::advance();
    mlir::Operation *inside = nullptr, *outside = nullptr;
    for (mlir::Operation *access : accessesOf(alloc.getResult())) {
      auto loop = access->getParentOfType<mlir::scf::ForallOp>();
      (loop && loop != block && block->isAncestor(loop) ? inside : outside) = access;
    }
    if (!inside || !outside)
      return mlir::WalkResult::advance();
    std::string type;
    llvm::raw_string_ostream os(type);
    os << alloc.getType();
    refusal = Refusal{alloc.getLoc(),
                      "memref.alloc " + type + " is one buffer per block, used inside the thread loop (by " +
                          describeOp(inside) + ") and after it (by " + describeOp(outside) + ")",
                      "in the kernel it would be per-thread memory, so each thread would read values other threads "
                      "wrote; fuse its consumers into the thread loop first (`fuse_consumers_into_loop` after the "
                      "second `fuse`), or allocate it in workgroup memory"};
    return mlir::WalkResult::interrupt();
  });
  return refusal;
}

// The transform op: checks the block loop and changes nothing.
mlir::DiagnosedSilenceableFailure CheckBlockBuffersOp::applyToOne(mlir::transform::TransformRewriter &,
                                                                  mlir::Operation *target,
                                                                  mlir::transform::ApplyToEachResultList &,
                                                                  mlir::transform::TransformState &) {
  auto block = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!block)
    return refused(*this, wrongTarget(target, "an scf.forall", "the block loop's buffers are checked"));
  if (std::optional<Refusal> refusal = checkBlockBuffers(block))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
