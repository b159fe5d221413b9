#include "transforms/merge_duplicates.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace lantern::transforms {

namespace {

// The scalar a tensor is filled with: a linalg.fill, a slice or reshape of one, or the tile of an
// scf.forall shared output (an iteration reads its own tile before writing it) initialised by one.
mlir::Value fillScalar(mlir::Value v) {
  while (v) {
    if (auto fill = v.getDefiningOp<mlir::linalg::FillOp>())
      return fill.getInputs()[0];
    if (auto slice = v.getDefiningOp<mlir::tensor::ExtractSliceOp>()) {
      v = slice.getSource();
    } else if (auto collapse = v.getDefiningOp<mlir::tensor::CollapseShapeOp>()) {
      v = collapse.getSrc();
    } else if (auto expand = v.getDefiningOp<mlir::tensor::ExpandShapeOp>()) {
      v = expand.getSrc();
    } else if (auto arg = mlir::dyn_cast<mlir::BlockArgument>(v)) {
      auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(arg.getOwner()->getParentOp());
      bool sharedOut = forall && arg.getArgNumber() >= forall.getRank();
      mlir::OpOperand *init = sharedOut ? forall.getTiedOpOperand(arg) : nullptr;
      v = init ? init->get() : mlir::Value();
    } else {
      return mlir::Value();
    }
  }
  return mlir::Value();
}

// Tensors of one type filled with one scalar: equal values, whatever tensor they were cut from.
bool sameFill(mlir::Value a, mlir::Value b) {
  if (a.getType() != b.getType())
    return false;
  mlir::Value sa = fillScalar(a), sb = fillScalar(b);
  return sa && sa == sb;
}

// Pure, or pure but for cf.assert in its body (a gather's bounds checks, as torch-mlir writes an
// embedding or bias-table lookup): computing it twice asserts the same thing twice, so two copies
// of it are one.
bool pureButForAsserts(mlir::Operation *op) {
  if (mlir::isMemoryEffectFree(op))
    return true;
  if (op->getNumRegions() == 0 || !mlir::isa<mlir::linalg::LinalgOp>(op) ||
      !mlir::cast<mlir::linalg::LinalgOp>(op).hasPureTensorSemantics())
    return false;
  bool pure = true;
  op->walk([&](mlir::Operation *inner) {
    if (inner != op && !mlir::isa<mlir::cf::AssertOp>(inner) && !mlir::isMemoryEffectFree(inner) &&
        inner->getNumRegions() == 0)
      pure = false;
  });
  return pure;
}

} // namespace

// A producer read by two consumers in the loop is fused twice, and everything it reads with it.
// CSE merges such clones, but not once a clone is yielded: its init is then a slice of the loop's
// shared output, not a fill of a fresh tensor, and two copies of the chain remain (the flash
// derivation then finds the row sum reading another row max than P·V). This merges a pure op into
// an earlier one that computes the same from the same operands, counting fills of one scalar as
// the same value whatever tensor they fill.
void mergeDuplicateTiles(mlir::RewriterBase &rewriter, mlir::Block &body) {
  llvm::DenseMap<mlir::OperationName, llvm::SmallVector<mlir::Operation *>> earlierByName;
  for (mlir::Operation &op : llvm::make_early_inc_range(body)) {
    if (op.hasTrait<mlir::OpTrait::IsTerminator>() || !pureButForAsserts(&op) || op.getNumResults() == 0)
      continue;
    llvm::DenseMap<mlir::Value, mlir::Value> same;
    auto check = [&](mlir::Value a, mlir::Value b) {
      return mlir::success(a == b || same.lookup(a) == b || sameFill(a, b));
    };
    auto mark = [&](mlir::Value a, mlir::Value b) { same[a] = b; };
    llvm::SmallVector<mlir::Operation *> &earlier = earlierByName[op.getName()];
    auto match = llvm::find_if(earlier, [&](mlir::Operation *e) {
      same.clear();
      return mlir::OperationEquivalence::isEquivalentTo(e, &op, check, mark,
                                                        mlir::OperationEquivalence::IgnoreLocations);
    });
    if (match == earlier.end()) {
      earlier.push_back(&op);
      continue;
    }
    rewriter.replaceOp(&op, (*match)->getResults());
  }
}

} // namespace lantern::transforms
