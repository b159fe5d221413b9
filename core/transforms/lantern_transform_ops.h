// The transform.lantern.* op classes generated from LanternTransformOps.td.
#pragma once

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace lantern::transforms {

// The effects of a transform op that rewrites the payload through handles it only reads (ODS trait
// ReadsHandlesModifiesPayload): no handle is consumed, so later steps keep using theirs.
template <typename OpTy>
class ReadsHandlesModifiesPayload : public mlir::OpTrait::TraitBase<OpTy, ReadsHandlesModifiesPayload> {
public:
  void getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
    mlir::transform::onlyReadsHandle(this->getOperation()->getOpOperands(), effects);
    mlir::transform::modifiesPayload(effects);
  }
};

} // namespace lantern::transforms

#define GET_OP_CLASSES
#include "transforms/LanternTransformOps.h.inc"
