// rewrite_attention_row_mask. The guard is andi-reduce(cmpf oeq(s, -inf)) over the key loop, with
// true as the initial value. max over the same row, initialised to -inf, equals -inf exactly when
// every s is -inf (NaN scores aside: a NaN score makes the row's output NaN either way).
#include "transforms/rewrite_attention_row_mask.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include "transforms/apply_support.h"

#include "transforms/fuse_dependent_reductions.h"
#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"

#include <limits>

namespace lantern::transforms {

namespace {

bool isTrueConstant(mlir::Value v) {
  mlir::IntegerAttr attr;
  return v && mlir::matchPattern(v, mlir::m_Constant(&attr)) && attr.getValue().isAllOnes();
}

// fill(-inf) or fill(true) as the initial value of a reduction.
// Through slices and reshapes of the filled tensor (a keepdim init collapsed, then tiled).
mlir::Value filledWith(mlir::Value init) {
  for (int guard = 0; guard < 8 && init; ++guard) {
    mlir::Operation *def = init.getDefiningOp();
    if (auto fill = mlir::dyn_cast_or_null<mlir::linalg::FillOp>(def))
      return fill.getInputs()[0];
    if (!mlir::isa_and_nonnull<mlir::tensor::ExtractSliceOp, mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp>(def))
      break;
    init = def->getOperand(0);
  }
  return mlir::Value();
}

} // namespace

std::optional<Refusal> rewriteAttentionRowMask(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop, bool *noGuard) {
  auto refuse = [&](mlir::Operation *at, std::string condition, std::string reason) {
    return Refusal{at->getLoc(), std::move(condition), std::move(reason)};
  };
  std::optional<TiledReduction> r1 = findTiledReduction(loop);
  if (!r1)
    return refuse(loop, "the loop carries no tiled reduction", "the row max must be the loop's accumulator");
  mlir::Value combined = yieldedValue(r1->tile);
  mlir::Operation *combiner = combined ? combined.getDefiningOp() : nullptr;
  if (!combiner || !(mlir::isa<mlir::arith::MaximumFOp, mlir::arith::MaxNumFOp>(combiner) || isSelectMax(combiner)))
    return refuse(r1->tile, "the loop's reduction " + describeOp(r1->tile) + " is not a max",
                  "only max(s) == -inf is equivalent to all(s == -inf)");
  if (!isNegInfConstant(filledWith(loop.getInitArgs()[r1->iterArg])))
    return refuse(loop, "the row max does not start at -inf", "a finite start would make max(s) > -inf for every row");
  if (!r1->source)
    return refuse(r1->tile, "the row max does not read slices of a score tensor",
                  "the guard to replace is found through the scores it reads");
  mlir::AffineMap rowMap = r1->tile.getMatchingIndexingMap(r1->tile.getDpsInitOperand(0));
  mlir::AffineMap scoreMap = r1->tile.getMatchingIndexingMap(r1->tile.getDpsInputOperand(0));

  // cmpf oeq(s, -inf) on the scores, then andi-reduce over the same loops as the row max.
  llvm::SmallVector<mlir::linalg::GenericOp> guards;
  for (mlir::Operation *user : r1->source.getUsers()) {
    auto compare = mlir::dyn_cast<mlir::linalg::GenericOp>(user);
    if (!isElementwise(compare) || compare->getBlock() != loop->getBlock())
      continue;
    auto cmp = yieldedValue(compare).getDefiningOp<mlir::arith::CmpFOp>();
    if (!cmp || cmp.getPredicate() != mlir::arith::CmpFPredicate::OEQ)
      continue;
    // torch-mlir compares in f64: s == -inf holds exactly when extf(s) == -inf.
    auto throughExtension = [](mlir::Value v) {
      while (auto ext = v.getDefiningOp<mlir::arith::ExtFOp>())
        v = ext.getIn();
      return v;
    };
    mlir::OpOperand *scores = inputOperandOf(compare, throughExtension(cmp.getLhs()));
    mlir::Value bound = cmp.getRhs();
    if (!scores) {
      scores = inputOperandOf(compare, throughExtension(cmp.getRhs()));
      bound = cmp.getLhs();
    }
    if (!scores || scores->get() != r1->source || !isNegInfConstant(bound) ||
        !compare.getMatchingIndexingMap(scores).isIdentity())
      continue;
    for (mlir::Operation *reduceUser : compare->getResult(0).getUsers()) {
      auto reduce = mlir::dyn_cast<mlir::linalg::GenericOp>(reduceUser);
      if (!reduce || reduce->getNumResults() != 1 || reduce.getNumDpsInputs() != 1 ||
          onlyReductionLoop(reduce) != r1->reductionLoop ||
          reduce.getMatchingIndexingMap(reduce.getDpsInputOperand(0)) != scoreMap ||
          reduce.getMatchingIndexingMap(reduce.getDpsInitOperand(0)) != rowMap ||
          !isTrueConstant(filledWith(reduce.getDpsInitOperand(0)->get())))
        continue;
      auto andi = yieldedValue(reduce).getDefiningOp<mlir::arith::AndIOp>();
      if (andi && andi->getBlock() == reduce.getBody())
        guards.push_back(reduce);
    }
  }
  if (guards.empty()) {
    if (noGuard)
      *noGuard = true;
    return refuse(loop, "no AND reduction of (s == -inf) over the scores this loop reduces was found",
                  "there is no fully-masked-row guard to rewrite (a graph without the safe-softmax guard "
                  "yields NaN for such rows by its own semantics)");
  }

  // Every guard is checked before any is replaced, so a refusal changes nothing.
  for (mlir::linalg::GenericOp reduce : guards)
    for (mlir::Operation *user : reduce->getResult(0).getUsers())
      if (user->getBlock() == loop->getBlock() && user->isBeforeInBlock(loop))
        return refuse(user, describeOp(user) + " uses the fully-masked-row test before the key loop",
                      "the replacement is computed from the loop's final row max");
  mlir::Value rowMax = loop.getResult(r1->iterArg);
  for (mlir::linalg::GenericOp reduce : guards) {
    mlir::Value compareResult = reduce.getDpsInputOperand(0)->get();
    // The test reads the loop's result: it goes after the loop (its users are, checked above).
    if (reduce->isBeforeInBlock(loop))
      rewriter.setInsertionPointAfter(loop);
    else
      rewriter.setInsertionPoint(reduce);
    auto rank = mlir::cast<mlir::RankedTensorType>(rowMax.getType()).getRank();
    mlir::Value replacement = buildElementwise(
        rewriter, reduce.getLoc(), {rowMax}, {rewriter.getMultiDimIdentityMap(rank)},
        emptyLike(rewriter, reduce.getLoc(), reduce->getResult(0)),
        [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) { return equalsNegInf(b, l, args[0]); });
    if (auto role = reduce->getDiscardableAttr("lantern.role"))
      replacement.getDefiningOp()->setDiscardableAttr("lantern.role", role);
    rewriter.replaceOp(reduce, replacement);
    if (mlir::Operation *compare = compareResult.getDefiningOp(); compare && compare->use_empty())
      rewriter.eraseOp(compare);
  }
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure RewriteAttentionRowMaskOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                  mlir::Operation *target,
                                                                  mlir::transform::ApplyToEachResultList &,
                                                                  mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::scf::ForOp>(target);
  if (!loop)
    return refused(*this, wrongTarget(target, "an scf.for", "the row max to test is the accumulator of the key loop"));
  bool noGuard = false;
  if (std::optional<Refusal> refusal = rewriteAttentionRowMask(rewriter, loop, &noGuard)) {
    if (noGuard && getIfPresent())
      return mlir::DiagnosedSilenceableFailure::success();
    return refused(*this, *refusal);
  }
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
