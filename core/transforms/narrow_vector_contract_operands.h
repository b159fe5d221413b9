// narrow_vector_contract_operands: vector.contract ops on f32 operands that came from bf16/f16 take
// the narrow operands again (what matrix units consume), accumulating in f32.
#pragma once

#include "transforms/pattern_driver.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace lantern::transforms {

// How one contract can be narrowed, or why not.
struct ContractNarrowing {
  mlir::FloatType narrowType;   // null: it cannot be narrowed
  bool hasNarrowSource = false; // an operand is an arith.extf from bf16 or f16
  std::string condition, reason; // why not, when narrowType is null
};

ContractNarrowing analyzeContractNarrowing(mlir::vector::ContractionOp contract);

// Rewrites `contract` in place to take `narrowType` operands; a widening arith.extf left unused is
// erased. With `scalesToResult`, operands that are narrow values scaled by scalars (and transposed)
// take the narrow values, and the scales multiply the result instead.
void narrowContract(mlir::vector::ContractionOp contract, mlir::FloatType narrowType, mlir::RewriterBase &rewriter,
                    bool scalesToResult = false);

// Narrows `scope` when it is a vector.contract (refusing it when it cannot be), or every contract
// nested in it that has a narrow source (refusing those a condition blocks, leaving the rest).
RewriteOutcome narrowVectorContractOperands(mlir::Operation *scope, mlir::RewriterBase &rewriter,
                                            bool scalesToResult = false);

} // namespace lantern::transforms
