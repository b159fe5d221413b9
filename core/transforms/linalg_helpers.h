// Small queries and builders over linalg.generic that the flash-attention transforms share: which
// input a body argument stands for, elementwise-ness, tiling an op along one loop by hand.
#pragma once

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace lantern::transforms {

// The single value a one-result linalg.generic yields.
mlir::Value yieldedValue(mlir::linalg::GenericOp op);

// True for a one-result generic with only parallel loops whose result map is the identity.
bool isElementwise(mlir::linalg::GenericOp op);

// The input operand that body argument `v` of `op` stands for; null for anything else.
mlir::OpOperand *inputOperandOf(mlir::linalg::GenericOp op, mlir::Value v);

// The only reduction loop of `op`, if it has exactly one.
std::optional<unsigned> onlyReductionLoop(mlir::linalg::LinalgOp op);

// Whether `v` is a float constant equal to zero (positive or negative).
bool isZeroConstant(mlir::Value v);

// Whether `v` is a float constant equal to -inf.
bool isNegInfConstant(mlir::Value v);

// max written as select(x > y, x, y) (or with >=, or select(x < y, y, x)), as hand-written and
// some imported reductions combine.
bool isSelectMax(mlir::Operation *op);

// Position of loop `loop` among the results of the projected permutation `map`, if present.
std::optional<unsigned> resultPositionOfLoop(mlir::AffineMap map, unsigned loop);

// A fresh `linalg.generic` with the same maps, iterators, body and discardable attributes as
// `op`, on the given operands (the result types are the inits' types). linalg.index of `loop` is
// offset by `offset` when `offset` is given.
mlir::linalg::GenericOp cloneGenericOn(mlir::RewriterBase &rewriter, mlir::linalg::GenericOp op,
                                       mlir::ValueRange inputs, mlir::ValueRange inits,
                                       std::optional<std::pair<unsigned, mlir::Value>> offset);

// `tensor.empty` with the static shape and element type of `like`.
mlir::Value emptyLike(mlir::OpBuilder &b, mlir::Location loc, mlir::Value like);

// A one-result elementwise generic over `init`'s shape: inputs with their maps (into the result's
// dimensions); `body` gets the input elements and returns the result element.
mlir::Value buildElementwise(mlir::OpBuilder &b, mlir::Location loc, mlir::ValueRange inputs,
                             llvm::ArrayRef<mlir::AffineMap> inputMaps, mlir::Value init,
                             llvm::function_ref<mlir::Value(mlir::OpBuilder &, mlir::Location, mlir::ValueRange)> body);

// `v == -inf` (arith.cmpf oeq against a -inf constant of v's type).
mlir::Value equalsNegInf(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v);

// `test == -inf ? 0 : value`: the -inf guard of the online softmax (0 has value's type).
mlir::Value zeroWhereNegInf(mlir::OpBuilder &b, mlir::Location loc, mlir::Value test, mlir::Value value);

// `v` converted to the float type `to` (extf, truncf or nothing).
mlir::Value convertFloat(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v, mlir::Type to);

} // namespace lantern::transforms
