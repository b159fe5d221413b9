// What an op computes, read off the op alone (its iterator types, the combiner of a reduction, the
// scalar ops of an elementwise body, the constants it reads), and what a mask computes at one score
// position: the first stage of the role finder (roles.cpp), which then places these facts in the
// graph. Internal to core/graph.
#pragma once

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <optional>

namespace lantern::graph::facts {

// What an op computes, independent of its position in the graph.
enum class Kind {
  Other,
  Fill,
  Contraction,
  MaxReduction,
  SumReduction,
  AndReduction,
  Copy,        // yields an input unchanged: transpose (permuted maps) or broadcast (fewer input dims)
  CastOnly,    // only extf/truncf
  Elementwise, // anything else with all-parallel iterators
  Reshape,
};

struct OpInfo {
  mlir::Operation *op = nullptr;
  Kind kind = Kind::Other;
};

// The value of a scalar computed from constants only: a constant, or sqrt/rsqrt/mul/div/neg and
// casts of such values (torch-mlir computes 1/sqrt(d) in the graph for some scale forms). Looks
// through a block argument of a linalg op to a splat or 0-d constant tensor it reads.
std::optional<double> floatConstant(mlir::Value v, int depth = 0);

bool isNegInf(mlir::Value v);

bool isZeroConstant(mlir::Value v);

// The op producing yielded value `result` of a reduction when it combines that result's output
// block argument with something: the reduction's combiner for that result.
mlir::Operation *reductionCombiner(mlir::linalg::LinalgOp op, unsigned result = 0);

// max(x, out) written as maximumf/maxnumf, or as select(cmpf(x, out), x, out) with a predicate
// that picks the larger value (torch-mlir's aten.max.dim body and hand-written reductions).
bool isMaxCombiner(mlir::Operation *combiner);

// The result of a reduction that is a max (the first float one; torch-mlir's max.dim has a second
// i64 argmax result), or nullopt.
std::optional<unsigned> maxResult(mlir::linalg::LinalgOp op);

bool isContraction(mlir::linalg::LinalgOp op);

bool bodyHas(mlir::linalg::LinalgOp op, llvm::function_ref<bool(mlir::Operation &)> pred);

Kind classify(mlir::Operation *op);

mlir::Type elementType(mlir::Value v);

// A copy generic broadcasts when it reads its input through a map that is not a permutation.
bool isBroadcastCopy(mlir::Operation *op);

int64_t numElements(mlir::Value v);

// The constant factor of an elementwise op that multiplies (or divides) one tensor by a scalar
// constant and does nothing else, and the input it scales.
struct ScaleOp {
  double factor = 1.0;
  mlir::Value input;
};

std::optional<ScaleOp> scaleOp(mlir::linalg::LinalgOp op);

// torch-mlir's boolean mask: select(mask, 0, -inf) at the mask's own shape, added to the scores.
bool isBoolToAdditive(mlir::linalg::LinalgOp op);

bool isPlumbing(Kind kind);

// Evaluates what a mask computes at one score position by interpreting the IR on constants: the
// body of the op that applies the mask, and through its inputs the ops that built them (aranges
// from linalg.index, broadcasts by indexing maps, reshapes, comparisons, selects of 0 / -inf), as
// torch-mlir builds causal and sliding-window masks. Anything that depends on a function argument
// (or is otherwise unknown) makes the value unknown.
class MaskEvaluator {
public:
  // The value of `v`, a scalar in the body of `op`, at loop indices `loops`.
  std::optional<double> scalar(mlir::Value v, mlir::linalg::LinalgOp op, llvm::ArrayRef<int64_t> loops, int depth = 0);
  // The element of tensor `t` at `indices`.
  std::optional<double> element(mlir::Value t, llvm::ArrayRef<int64_t> indices, int depth = 0);
};

// Whether key k is visible from query q under the mask value `v` in the body of `op` (the other
// loops at 0): a true condition, or a finite additive term (-inf and finfo.min-like values mask).
class IndexMaskEvaluator {
public:
  IndexMaskEvaluator(mlir::linalg::LinalgOp op, mlir::Value condition) : op(op), condition(condition) {}

  // The value itself: a condition (0 or 1) or an additive term.
  std::optional<double> value(int64_t q, int64_t k) {
    unsigned rank = op.getNumLoops();
    if (rank < 2)
      return std::nullopt;
    llvm::SmallVector<int64_t> loops(rank, 0);
    loops[rank - 2] = q;
    loops[rank - 1] = k;
    return evaluator.scalar(condition, op, loops);
  }

  std::optional<bool> visible(int64_t q, int64_t k) {
    std::optional<double> v = value(q, k);
    if (!v)
      return std::nullopt;
    if (condition.getType().isInteger(1))
      return *v != 0;
    return std::isfinite(*v) && *v > -1e30;
  }

private:
  mlir::linalg::LinalgOp op;
  mlir::Value condition;
  MaskEvaluator evaluator;
};


} // namespace lantern::graph::facts
