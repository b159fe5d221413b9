// sink_normalization_past_contraction. Σ_k (a_k / s) b_k = (Σ_k a_k b_k) / s holds when s does not
// depend on k; likewise Σ_k select(c, 0, x_k) b_k = select(c, 0, Σ_k x_k b_k) when c does not. The
// rewrite checks both conditions on the indexing maps, composed into the contraction's loops.
#include "transforms/sink_normalization_past_contraction.h"

#include "transforms/apply_support.h"

#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace lantern::transforms {

namespace {

// What feeds one operand of the contraction: [a float cast of] [select(c, 0, ·) of] a divide or
// multiply by s. The cast is eager attention in bf16: softmax in f32, then `.to(bfloat16)` before P·V.
struct Normalization {
  mlir::OpOperand *operand = nullptr;    // the contraction's operand
  mlir::linalg::GenericOp cast;          // optional: truncf or extf of the value below
  mlir::linalg::GenericOp select;        // optional
  mlir::OpOperand *condition = nullptr;  // select's condition input
  bool zeroWhenTrue = true;              // select(c, 0, x) rather than select(c, x, 0)
  mlir::linalg::GenericOp normalize;
  mlir::OpOperand *numerator = nullptr;
  mlir::OpOperand *scale = nullptr;
  bool divide = true;
};

// The operand's map composed into the contraction's loops: contraction loops -> operand dims.
mlir::AffineMap inContractionLoops(mlir::linalg::GenericOp producer, mlir::OpOperand *input, mlir::AffineMap operandMap) {
  return producer.getMatchingIndexingMap(input).compose(operandMap);
}

// Re-expresses `map` (contraction loops -> dims) over the result's dimensions, if every loop it
// reads is a dimension of the result.
std::optional<mlir::AffineMap> overResult(mlir::AffineMap map, mlir::AffineMap resultMap) {
  llvm::SmallVector<mlir::AffineExpr> exprs;
  for (mlir::AffineExpr expr : map.getResults()) {
    auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(expr);
    if (!dim)
      return std::nullopt;
    std::optional<unsigned> pos = resultPositionOfLoop(resultMap, dim.getPosition());
    if (!pos)
      return std::nullopt;
    exprs.push_back(mlir::getAffineDimExpr(*pos, map.getContext()));
  }
  return mlir::AffineMap::get(resultMap.getNumResults(), 0, exprs, map.getContext());
}

// The elementwise generic's one input when its body only converts it between float types.
mlir::OpOperand *castInput(mlir::linalg::GenericOp op) {
  if (!isElementwise(op) || op.getNumDpsInputs() != 1 || op.getBody()->getOperations().size() != 2)
    return nullptr;
  mlir::Operation *cast = yieldedValue(op).getDefiningOp();
  if (!cast || !mlir::isa<mlir::arith::TruncFOp, mlir::arith::ExtFOp>(cast) ||
      cast->getOperand(0) != op.getBody()->getArgument(0))
    return nullptr;
  mlir::OpOperand *input = op.getDpsInputOperand(0);
  return op.getMatchingIndexingMap(input).isIdentity() ? input : nullptr;
}

std::string matchNormalization(mlir::OpOperand *operand, Normalization &n) {
  n.operand = operand;
  mlir::Value value = operand->get();
  auto producer = value.getDefiningOp<mlir::linalg::GenericOp>();
  if (mlir::OpOperand *input = producer ? castInput(producer) : nullptr) {
    n.cast = producer;
    value = input->get();
    producer = value.getDefiningOp<mlir::linalg::GenericOp>();
  }
  mlir::Value beforeCast = value;
  if (isElementwise(producer)) {
    auto sel = yieldedValue(producer).getDefiningOp<mlir::arith::SelectOp>();
    if (sel && sel->getBlock() == producer.getBody() && inputOperandOf(producer, sel.getCondition())) {
      mlir::Value other;
      if (isZeroConstant(sel.getTrueValue()))
        other = sel.getFalseValue();
      else if (isZeroConstant(sel.getFalseValue())) {
        other = sel.getTrueValue();
        n.zeroWhenTrue = false;
      }
      mlir::OpOperand *through = other ? inputOperandOf(producer, other) : nullptr;
      if (through && producer.getMatchingIndexingMap(through).isIdentity()) {
        n.select = producer;
        n.condition = inputOperandOf(producer, sel.getCondition());
        value = through->get();
        producer = value.getDefiningOp<mlir::linalg::GenericOp>();
      }
    }
  }
  if (!isElementwise(producer))
    return "it is not made by an elementwise linalg.generic";
  mlir::Operation *op = yieldedValue(producer).getDefiningOp();
  if (!op || op->getBlock() != producer.getBody() || !mlir::isa<mlir::arith::DivFOp, mlir::arith::MulFOp>(op))
    return "the elementwise op that makes it yields neither arith.divf nor arith.mulf";
  n.normalize = producer;
  n.divide = mlir::isa<mlir::arith::DivFOp>(op);
  mlir::OpOperand *lhs = inputOperandOf(producer, op->getOperand(0));
  mlir::OpOperand *rhs = inputOperandOf(producer, op->getOperand(1));
  if (!lhs || !rhs)
    return "the " + op->getName().getStringRef().str() + " does not read two inputs of its op directly";
  n.numerator = lhs;
  n.scale = rhs;
  // For a product either side may be the per-row scale: take the one with the identity map as the
  // numerator.
  if (!n.divide && !producer.getMatchingIndexingMap(lhs).isIdentity())
    std::swap(n.numerator, n.scale);
  if (!producer.getMatchingIndexingMap(n.numerator).isIdentity())
    return "the numerator is not read elementwise";
  if (n.numerator->get().getType() != beforeCast.getType())
    return "the numerator's type differs from the operand's";
  return "";
}

} // namespace

std::optional<Refusal> sinkNormalizationPastContraction(mlir::RewriterBase &rewriter, mlir::Operation *target) {
  auto contraction = mlir::dyn_cast<mlir::linalg::LinalgOp>(target);
  auto refuse = [&](std::string condition, std::string reason) {
    return Refusal{target->getLoc(), std::move(condition), std::move(reason)};
  };
  if (!contraction || !mlir::linalg::isaContractionOpInterface(contraction) || contraction->getNumResults() != 1 ||
      !contraction.hasPureTensorSemantics())
    return refuse("the target " + describeOp(target) + " is not a contraction on tensors",
                  "the rewrite moves a scale across the multiply-add of a contraction");
  std::optional<unsigned> reduction = onlyReductionLoop(contraction);
  if (!reduction)
    return refuse("the target has " + std::to_string(contraction.getNumReductionLoops()) + " reduction loops",
                  "the scale must be constant along the one reduction loop");
  mlir::AffineMap resultMap = contraction.getMatchingIndexingMap(contraction.getDpsInitOperand(0));
  if (!resultMap.isProjectedPermutation())
    return refuse("the result map is not a projected permutation", "the scale is re-indexed by the result");
  auto resultType = mlir::dyn_cast<mlir::RankedTensorType>(contraction->getResult(0).getType());
  if (!resultType || !resultType.hasStaticShape())
    return refuse("the contraction's result has a dynamic shape",
                  "the rewrite builds its tensors with static shapes; a tile size that does not divide the "
                  "dimension leaves a partial last tile of dynamic size (choose sizes that divide it, or pad the "
                  "lengths first: a `pad_lengths` step whose query_multiple and key_multiple are multiples of "
                  "the row tile of `fuse` and the key tile of `tile role:row_max`)");

  std::string firstProblem;
  for (mlir::OpOperand *operand : contraction.getDpsInputOperands()) {
    Normalization n;
    std::string problem = matchNormalization(operand, n);
    mlir::AffineMap operandMap = contraction.getMatchingIndexingMap(operand);
    std::optional<mlir::AffineMap> scaleMap, conditionMap;
    if (problem.empty() && !operandMap.isProjectedPermutation())
      problem = "its indexing map is not a projected permutation";
    if (problem.empty()) {
      mlir::AffineMap s = inContractionLoops(n.normalize, n.scale, operandMap);
      if (s.isFunctionOfDim(*reduction))
        problem = "the scale varies along the contraction's reduction loop d" + std::to_string(*reduction);
      else if (!(scaleMap = overResult(s, resultMap)))
        problem = "the scale is indexed by loops that are not dimensions of the result";
    }
    if (problem.empty() && n.select) {
      mlir::AffineMap c = inContractionLoops(n.select, n.condition, operandMap);
      if (c.isFunctionOfDim(*reduction))
        problem = "the select's condition varies along the contraction's reduction loop d" + std::to_string(*reduction);
      else if (!(conditionMap = overResult(c, resultMap)))
        problem = "the select's condition is indexed by loops that are not dimensions of the result";
    }
    if (!problem.empty()) {
      if (firstProblem.empty())
        firstProblem = "operand " + std::to_string(operand->getOperandNumber()) + ": " + problem;
      continue;
    }

    // The contraction on the numerator, then one elementwise op that applies the scale (and the select).
    mlir::Location loc = target->getLoc();
    rewriter.setInsertionPoint(target);
    mlir::Value numerator = n.numerator->get();
    if (n.cast) {
      // cast(n / s) becomes cast(n), the scale applied after the contraction in its accumulator type:
      // the same value up to the rounding of the narrow type, as every flash reordering is.
      auto castType = mlir::cast<mlir::RankedTensorType>(n.cast->getResult(0).getType());
      mlir::Type narrow = castType.getElementType();
      numerator = buildElementwise(
          rewriter, loc, {numerator}, {rewriter.getMultiDimIdentityMap(castType.getRank())},
          emptyLike(rewriter, loc, n.cast->getResult(0)),
          [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> mlir::Value {
            return convertFloat(b, l, args[0], narrow);
          });
      if (auto role = n.cast->getDiscardableAttr("lantern.role"))
        numerator.getDefiningOp()->setDiscardableAttr("lantern.role", role);
      if (auto block = n.cast->getDiscardableAttr("lantern.block"))
        numerator.getDefiningOp()->setDiscardableAttr("lantern.block", block);
    }
    mlir::Operation *sunk = rewriter.clone(*target);
    sunk->setOperand(operand->getOperandNumber(), numerator);
    mlir::Value product = sunk->getResult(0);
    mlir::Type accType = mlir::getElementTypeOrSelf(product.getType());
    llvm::SmallVector<mlir::Value> inputs{product, n.scale->get()};
    llvm::SmallVector<mlir::AffineMap> maps{rewriter.getMultiDimIdentityMap(resultMap.getNumResults()), *scaleMap};
    if (n.select) {
      inputs.push_back(n.condition->get());
      maps.push_back(*conditionMap);
    }
    bool divide = n.divide, zeroWhenTrue = n.zeroWhenTrue, select = static_cast<bool>(n.select);
    mlir::Value result = buildElementwise(
        rewriter, loc, inputs, maps, emptyLike(rewriter, loc, product),
        [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> mlir::Value {
          mlir::Value scale = convertFloat(b, l, args[1], accType);
          mlir::Value y = divide ? mlir::Value(mlir::arith::DivFOp::create(b, l, args[0], scale))
                                 : mlir::Value(mlir::arith::MulFOp::create(b, l, args[0], scale));
          if (!select)
            return y;
          mlir::Value zero = mlir::arith::ConstantOp::create(b, l, b.getZeroAttr(accType));
          return zeroWhenTrue ? mlir::arith::SelectOp::create(b, l, args[2], zero, y)
                              : mlir::arith::SelectOp::create(b, l, args[2], y, zero);
        });
    if (auto role = n.normalize->getDiscardableAttr("lantern.role"))
      result.getDefiningOp()->setDiscardableAttr("lantern.role", role);
    rewriter.replaceOp(target, result);
    for (mlir::Operation *dead : {n.cast.getOperation(), n.select.getOperation(), n.normalize.getOperation()})
      if (dead && dead->use_empty())
        rewriter.eraseOp(dead);
    return std::nullopt;
  }
  return refuse(firstProblem, "the normalisation can only move past the contraction when it is the same for "
                              "every term of the sum");
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure SinkNormalizationPastContractionOp::applyToOne(
    mlir::transform::TransformRewriter &rewriter, mlir::Operation *target, mlir::transform::ApplyToEachResultList &,
    mlir::transform::TransformState &) {
  if (std::optional<Refusal> refusal = sinkNormalizationPastContraction(rewriter, target))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
