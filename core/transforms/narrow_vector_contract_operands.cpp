// narrow_vector_contract_operands. vector.contract extends narrower operands to the accumulator
// type itself, so dropping an arith.extf keeps the result; only the operand that gets truncated
// (typically the probabilities P) is rounded.
#include "transforms/narrow_vector_contract_operands.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

namespace lantern::transforms {

namespace {

using namespace mlir;

std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

// The bf16/f16 source that an arith.extf widened `operand` from; null otherwise.
Value narrowSource(Value operand) {
  auto ext = operand.getDefiningOp<arith::ExtFOp>();
  if (!ext)
    return {};
  Type element = getElementTypeOrSelf(ext.getIn().getType());
  return element.isBF16() || element.isF16() ? ext.getIn() : Value();
}

bool isConstantLike(Value value) {
  Operation *op = value.getDefiningOp();
  // A scalar broadcast to a vector (torch-mlir's f64 scale truncated to f32, then splat) is one too.
  if (auto broadcast = dyn_cast_or_null<vector::BroadcastOp>(op))
    return isConstantLike(broadcast.getSource());
  return op && (op->hasTrait<OpTrait::ConstantLike>() || !isa<VectorType>(value.getType()));
}

// The narrow type `operand` was widened from: through an arith.extf (dropping it is exact), or
// through such a value scaled by a constant or scalar (arith.mulf / arith.divf / arith.negf, as the
// softmax scale of q and k; narrowing then rounds the product, as PyTorch's bf16 math does), or
// through a vector.transpose of one (torch-mlir transposes K before scaling it).
Type narrowOrigin(Value operand, int depth = 0) {
  if (Value source = narrowSource(operand))
    return getElementTypeOrSelf(source.getType());
  Operation *op = operand.getDefiningOp();
  if (!op || depth == 4)
    return {};
  if (auto neg = dyn_cast<arith::NegFOp>(op))
    return narrowOrigin(neg.getOperand(), depth + 1);
  if (auto transpose = dyn_cast<vector::TransposeOp>(op))
    return narrowOrigin(transpose.getVector(), depth + 1);
  if (!isa<arith::MulFOp, arith::DivFOp>(op))
    return {};
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  if (isConstantLike(rhs))
    return narrowOrigin(lhs, depth + 1);
  if (isa<arith::MulFOp>(op) && isConstantLike(lhs))
    return narrowOrigin(rhs, depth + 1);
  return {};
}

// A scalar factor: a non-vector value, a vector.broadcast of one, or a splat constant.
bool isScalarFactor(Value value) {
  if (!isa<VectorType>(value.getType()))
    return true;
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
    return isScalarFactor(broadcast.getSource());
  if (auto constant = value.getDefiningOp<arith::ConstantOp>())
    return isa<SplatElementsAttr>(constant.getValue());
  return false;
}

// `value` (a scalar factor) broadcast to `type`.
Value factorAs(Value value, VectorType type, RewriterBase &rewriter, Location loc) {
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
    return factorAs(broadcast.getSource(), type, rewriter, loc);
  if (auto constant = value.getDefiningOp<arith::ConstantOp>(); constant && isa<VectorType>(value.getType())) {
    auto splat = cast<SplatElementsAttr>(constant.getValue());
    return arith::ConstantOp::create(rewriter, loc, DenseElementsAttr::get(type, splat.getSplatValue<Attribute>()));
  }
  return vector::BroadcastOp::create(rewriter, loc, type, value);
}

// An operand that is an exact widening of a narrow value, transposed and scaled by scalars on the
// way: the ops from the operand down to the arith.extf (outermost first), each with the operand that
// carries the chain (the other one of a mulf/divf is the scalar factor).
struct ScaledNarrow {
  Value source; // the narrow value under the arith.extf
  Operation *widening = nullptr;
  SmallVector<std::pair<Operation *, unsigned>> chain;
  bool scaled() const {
    return llvm::any_of(chain, [](auto link) { return !isa<vector::TransposeOp>(link.first); });
  }
};

std::optional<ScaledNarrow> peelScales(Value operand) {
  ScaledNarrow peeled;
  Value value = operand;
  for (int depth = 0; depth < 6; ++depth) {
    if (Value source = narrowSource(value)) {
      peeled.source = source;
      peeled.widening = value.getDefiningOp();
      return peeled;
    }
    Operation *op = value.getDefiningOp();
    if (!op)
      return std::nullopt;
    unsigned carried = 0;
    if (isa<arith::MulFOp, arith::DivFOp>(op)) {
      if (isScalarFactor(op->getOperand(1)))
        carried = 0;
      else if (isa<arith::MulFOp>(op) && isScalarFactor(op->getOperand(0)))
        carried = 1;
      else
        return std::nullopt;
    } else if (!isa<vector::TransposeOp, arith::NegFOp>(op)) {
      return std::nullopt;
    }
    peeled.chain.push_back({op, carried});
    value = op->getOperand(carried);
  }
  return std::nullopt;
}

bool isZeroSplat(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  auto splat = constant ? dyn_cast<SplatElementsAttr>(constant.getValue()) : SplatElementsAttr();
  return splat && isa<FloatType>(splat.getElementType()) && splat.getSplatValue<APFloat>().isZero();
}

} // namespace

ContractNarrowing analyzeContractNarrowing(vector::ContractionOp contract) {
  ContractNarrowing result;
  Type lhsElement = getElementTypeOrSelf(contract.getLhsType());
  Type rhsElement = getElementTypeOrSelf(contract.getRhsType());
  if (!lhsElement.isF32() || !rhsElement.isF32()) {
    result.condition = "its operands are " + typeText(contract.getLhsType()) + " and " +
                       typeText(contract.getRhsType()) + ", not both f32";
    result.reason = "only f32 operands are widened copies that can be narrowed";
    return result;
  }
  Type lhsNarrow = narrowOrigin(contract.getLhs()), rhsNarrow = narrowOrigin(contract.getRhs());
  if (!lhsNarrow && !rhsNarrow) {
    result.condition = "neither operand is an arith.extf from bf16 or f16 (or one scaled by a constant)";
    result.reason = "there is no narrow type to go back to, and truncating f32 inputs would only lose precision";
    return result;
  }
  result.hasNarrowSource = true;
  if (lhsNarrow && rhsNarrow && lhsNarrow != rhsNarrow) {
    result.condition = "the lhs is widened from " + typeText(lhsNarrow) + " and the rhs from " + typeText(rhsNarrow);
    result.reason = "a matrix instruction takes one narrow type for both operands, and converting one to the "
                    "other would round it";
    return result;
  }
  Type accElement = getElementTypeOrSelf(contract.getAccType());
  if (!accElement.isF32()) {
    result.condition = "its accumulator is " + typeText(contract.getAccType()) + ", not f32";
    result.reason = "the narrowed contraction must still accumulate in f32";
    return result;
  }
  result.narrowType = cast<FloatType>(lhsNarrow ? lhsNarrow : rhsNarrow);
  return result;
}

// (x·s)·(y·t) = s·t·(x·y): each operand that is an exact narrow value transposed and scaled by
// scalars takes the narrow value (transposed the same way), and its scales move to the result (a
// 16x32 score tile instead of every element of a K tile, each key tile). The products of the narrow
// values are exact in f32, so this rounds less than scaling in f32 and truncating.
bool narrowContractScalesToResult(vector::ContractionOp contract, RewriterBase &rewriter) {
  if (isa<vector::MaskOp>(contract->getParentOp()) || contract.getLhs() == contract.getRhs())
    return false;
  std::optional<ScaledNarrow> lhs = peelScales(contract.getLhs()), rhs = peelScales(contract.getRhs());
  if (!lhs || !rhs || (!lhs->scaled() && !rhs->scaled()) ||
      getElementTypeOrSelf(lhs->source.getType()) != getElementTypeOrSelf(rhs->source.getType()))
    return false;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(contract);
  Location loc = contract.getLoc();
  auto accType = cast<VectorType>(contract.getAccType());
  // The narrow value with the chain's transposes, innermost first (they commute with the scales).
  auto transposed = [&](const ScaledNarrow &p) {
    Value value = p.source;
    for (auto [op, carried] : llvm::reverse(p.chain))
      if (auto transpose = dyn_cast<vector::TransposeOp>(op))
        value = vector::TransposeOp::create(rewriter, loc, value, transpose.getPermutation());
    return value;
  };
  Value newLhs = transposed(*lhs), newRhs = transposed(*rhs);
  Value acc = contract.getAcc();
  Value zero = arith::ConstantOp::create(rewriter, loc, rewriter.getZeroAttr(accType));
  rewriter.modifyOpInPlace(contract, [&] {
    contract.getLhsMutable().set(newLhs);
    contract.getRhsMutable().set(newRhs);
    contract.getAccMutable().set(zero);
  });
  // The scales, in the order the graph applied them, on the result; then the old accumulator.
  rewriter.setInsertionPointAfter(contract);
  Value result = contract.getResult();
  Operation *firstUse = nullptr;
  auto next = [&](Operation *op) {
    if (!firstUse)
      firstUse = op;
    result = op->getResult(0);
  };
  for (const ScaledNarrow *p : {&*lhs, &*rhs})
    for (auto [op, carried] : llvm::reverse(p->chain)) {
      if (isa<vector::TransposeOp>(op))
        continue;
      if (isa<arith::NegFOp>(op)) {
        next(arith::NegFOp::create(rewriter, loc, result));
        continue;
      }
      Value factor = factorAs(op->getOperand(1 - carried), accType, rewriter, loc);
      if (isa<arith::MulFOp>(op))
        next(arith::MulFOp::create(rewriter, loc, result, factor));
      else
        next(arith::DivFOp::create(rewriter, loc, result, factor));
    }
  if (!isZeroSplat(acc))
    next(arith::AddFOp::create(rewriter, loc, acc, result));
  rewriter.replaceUsesWithIf(contract.getResult(), result, [&](OpOperand &use) { return use.getOwner() != firstUse; });
  // The widened and scaled copies the contract read, now unused.
  for (const ScaledNarrow *p : {&*lhs, &*rhs}) {
    for (auto [op, carried] : p->chain)
      if (op->use_empty())
        rewriter.eraseOp(op);
    if (p->widening->use_empty())
      rewriter.eraseOp(p->widening);
  }
  return true;
}

void narrowContract(vector::ContractionOp contract, FloatType narrowType, RewriterBase &rewriter,
                    bool scalesToResult) {
  if (scalesToResult && narrowContractScalesToResult(contract, rewriter))
    return;
  // A masked contract is the only op its vector.mask region may hold: new ops go before the mask.
  Operation *anchor = contract;
  if (auto mask = dyn_cast<vector::MaskOp>(contract->getParentOp()))
    anchor = mask;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(anchor);
  auto narrowed = [&](Value operand) -> Value {
    if (Value source = narrowSource(operand))
      return source;
    auto wide = cast<VectorType>(operand.getType());
    return arith::TruncFOp::create(rewriter, operand.getLoc(), wide.clone(narrowType), operand);
  };
  Value lhs = contract.getLhs(), rhs = contract.getRhs();
  Value newLhs = narrowed(lhs);
  Value newRhs = rhs == lhs ? newLhs : narrowed(rhs);
  rewriter.modifyOpInPlace(contract, [&] {
    contract.getLhsMutable().set(newLhs);
    contract.getRhsMutable().set(newRhs);
  });
  SmallVector<Value, 2> widened = {lhs};
  if (rhs != lhs)
    widened.push_back(rhs);
  for (Value old : widened)
    if (auto ext = old.getDefiningOp<arith::ExtFOp>(); ext && ext->use_empty())
      rewriter.eraseOp(ext);
}

RewriteOutcome narrowVectorContractOperands(Operation *scope, RewriterBase &rewriter, bool scalesToResult) {
  RewriteOutcome outcome;
  RefusalLog refusals;
  bool named = isa<vector::ContractionOp>(scope);
  SmallVector<vector::ContractionOp> contracts;
  scope->walk([&](vector::ContractionOp contract) { contracts.push_back(contract); });
  for (vector::ContractionOp contract : contracts) {
    ContractNarrowing plan = analyzeContractNarrowing(contract);
    if (!plan.narrowType) {
      if (named || plan.hasNarrowSource)
        refusals.add(contract.getLoc(), "vector.contract: " + plan.condition, plan.reason);
      continue;
    }
    narrowContract(contract, plan.narrowType, rewriter, scalesToResult);
    ++outcome.rewrites;
  }
  outcome.refusals = refusals.entries();
  return outcome;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure NarrowVectorContractOperandsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                       mlir::Operation *target,
                                                                       mlir::transform::ApplyToEachResultList &,
                                                                       mlir::transform::TransformState &) {
  RewriteOutcome outcome = narrowVectorContractOperands(target, rewriter, getScalesToResult());
  if (outcome.rewrites == 0 && !outcome.refusals.empty())
    return refusalFailure(getOperation(), outcome.refusals);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
