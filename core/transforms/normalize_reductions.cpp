// normalize_reductions.
//
// A keepdim reduction writes tensor<BxHxSx1> through the map
// (d0, d1, d2, d3) -> (d0, d1, d2, 0): the output is not a projected permutation of the loops, which
// TilingInterface refuses ("result is not accessed using a permuted projection"). The same values
// are a reduction into tensor<BxHxS> through (d0, d1, d2) with the unit dimension restored by
// tensor.expand_shape, and the init collapsed the same way: nothing is recomputed or reordered.
#include "transforms/normalize_reductions.h"

#include "transforms/apply_support.h"
#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

namespace lantern::transforms {

namespace {

// The reassociation that merges each dropped unit dim of `type` into a neighbouring kept one.
std::optional<llvm::SmallVector<mlir::ReassociationIndices>> unitDimGroups(mlir::RankedTensorType type,
                                                                           llvm::ArrayRef<bool> dropped) {
  llvm::SmallVector<mlir::ReassociationIndices> groups;
  mlir::ReassociationIndices pending;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    pending.push_back(d);
    if (!dropped[d]) {
      groups.push_back(pending);
      pending.clear();
    }
  }
  if (!pending.empty()) {
    if (groups.empty())
      return std::nullopt; // every dim dropped: a 0-d result, left alone
    groups.back().append(pending.begin(), pending.end());
  }
  return groups;
}

struct DropKeptReducedDim : mlir::OpRewritePattern<mlir::linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  mlir::LogicalResult matchAndRewrite(mlir::linalg::GenericOp op, mlir::PatternRewriter &rewriter) const override {
    if (op.getNumReductionLoops() == 0 || !op.hasPureTensorSemantics())
      return mlir::failure();
    llvm::SmallVector<mlir::AffineMap> maps = op.getIndexingMapsArray();
    unsigned numInputs = op.getNumDpsInputs();
    llvm::SmallVector<mlir::Value> inits;
    llvm::SmallVector<llvm::SmallVector<mlir::ReassociationIndices>> groupsOf(op.getNumDpsInits());
    llvm::SmallVector<bool> changed(op.getNumDpsInits(), false);
    bool any = false;
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
      mlir::Value init = op.getDpsInitOperand(i)->get();
      auto type = llvm::dyn_cast<mlir::RankedTensorType>(init.getType());
      mlir::AffineMap map = maps[numInputs + i];
      llvm::SmallVector<bool> dropped(map.getNumResults(), false);
      llvm::SmallVector<mlir::AffineExpr> kept;
      for (auto [d, e] : llvm::enumerate(map.getResults())) {
        auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e);
        dropped[d] = c && c.getValue() == 0 && type && type.getDimSize(d) == 1;
        if (!dropped[d])
          kept.push_back(e);
      }
      std::optional<llvm::SmallVector<mlir::ReassociationIndices>> groups;
      if (type && llvm::is_contained(dropped, true))
        groups = unitDimGroups(type, dropped);
      if (!groups) {
        inits.push_back(init);
        continue;
      }
      groupsOf[i] = *groups;
      changed[i] = any = true;
      maps[numInputs + i] = mlir::AffineMap::get(map.getNumDims(), 0, kept, op.getContext());
      inits.push_back(rewriter.create<mlir::tensor::CollapseShapeOp>(op.getLoc(), init, *groups));
    }
    if (!any)
      return mlir::failure();
    llvm::SmallVector<mlir::Type> resultTypes;
    for (mlir::Value init : inits)
      resultTypes.push_back(init.getType());
    auto reduced = rewriter.create<mlir::linalg::GenericOp>(op.getLoc(), resultTypes, op.getDpsInputs(), inits, maps,
                                                            op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), reduced.getRegion(), reduced.getRegion().begin());
    for (mlir::NamedAttribute attr : op->getDiscardableAttrs())
      reduced->setDiscardableAttr(attr.getName(), attr.getValue());
    llvm::SmallVector<mlir::Value> results;
    for (unsigned i = 0; i < op.getNumDpsInits(); ++i) {
      mlir::Value r = reduced->getResult(i);
      if (changed[i])
        r = rewriter.create<mlir::tensor::ExpandShapeOp>(op.getLoc(), op->getResult(i).getType(), r, groupsOf[i]);
      results.push_back(r);
    }
    rewriter.replaceOp(op, results);
    return mlir::success();
  }
};

// torch-mlir's aten.max.dim is one reduction with two results, the max and its argmax; softmax
// reads only the max. A result nobody reads whose yielded value is computed from its own
// accumulator and the inputs only (nothing else in the body reads that computation) is dropped
// with its init. Upstream's erase-unused patterns keep it, because its accumulator is read.
struct DropUnusedReductionResult : mlir::OpRewritePattern<mlir::linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  // The body ops only result `i` needs, or nullopt when something else reads them.
  static std::optional<llvm::SetVector<mlir::Operation *>> privateSlice(mlir::linalg::GenericOp op, unsigned i) {
    mlir::Block *body = op.getBody();
    auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
    llvm::SetVector<mlir::Operation *> slice;
    llvm::SmallVector<mlir::Value> work{yield.getOperand(i)};
    while (!work.empty()) {
      mlir::Operation *def = work.pop_back_val().getDefiningOp();
      if (!def || def->getBlock() != body || !slice.insert(def))
        continue;
      for (mlir::Value operand : def->getOperands())
        work.push_back(operand);
    }
    // Ops of the slice that another yielded value also needs stay: only the rest is private.
    llvm::SetVector<mlir::Operation *> shared;
    for (unsigned j = 0; j < yield.getNumOperands(); ++j) {
      if (j == i)
        continue;
      llvm::SmallVector<mlir::Value> others{yield.getOperand(j)};
      while (!others.empty()) {
        mlir::Operation *def = others.pop_back_val().getDefiningOp();
        if (!def || def->getBlock() != body || !shared.insert(def))
          continue;
        for (mlir::Value operand : def->getOperands())
          others.push_back(operand);
      }
    }
    llvm::SetVector<mlir::Operation *> own;
    for (mlir::Operation *o : slice)
      if (!shared.contains(o))
        own.insert(o);
    for (mlir::Operation *o : own)
      for (mlir::Operation *user : o->getUsers())
        if (user != yield && !own.contains(user))
          return std::nullopt;
    mlir::BlockArgument acc = body->getArgument(op.getNumDpsInputs() + i);
    for (mlir::Operation *user : acc.getUsers())
      if (!own.contains(user))
        return std::nullopt;
    return own;
  }

  mlir::LogicalResult matchAndRewrite(mlir::linalg::GenericOp op, mlir::PatternRewriter &rewriter) const override {
    if (op.getNumReductionLoops() == 0 || op->getNumResults() < 2 || !op.hasPureTensorSemantics())
      return mlir::failure();
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (!op->getResult(i).use_empty())
        continue;
      std::optional<llvm::SetVector<mlir::Operation *>> own = privateSlice(op, i);
      if (!own)
        continue;
      unsigned numInputs = op.getNumDpsInputs();
      llvm::SmallVector<mlir::AffineMap> maps = op.getIndexingMapsArray();
      maps.erase(maps.begin() + numInputs + i);
      llvm::SmallVector<mlir::Value> inits(op.getDpsInits());
      inits.erase(inits.begin() + i);
      llvm::SmallVector<mlir::Type> types(op->getResultTypes());
      types.erase(types.begin() + i);
      auto reduced = rewriter.create<mlir::linalg::GenericOp>(op.getLoc(), types, op.getDpsInputs(), inits, maps,
                                                              op.getIteratorTypesArray());
      rewriter.inlineRegionBefore(op.getRegion(), reduced.getRegion(), reduced.getRegion().begin());
      mlir::Block *body = reduced.getBody();
      auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
      llvm::SmallVector<mlir::Value> yielded(yield.getOperands());
      yielded.erase(yielded.begin() + i);
      rewriter.setInsertionPoint(yield);
      rewriter.replaceOpWithNewOp<mlir::linalg::YieldOp>(yield, yielded);
      for (mlir::Operation *o : llvm::reverse(*own))
        rewriter.eraseOp(o);
      body->eraseArgument(numInputs + i);
      for (mlir::NamedAttribute attr : op->getDiscardableAttrs())
        reduced->setDiscardableAttr(attr.getName(), attr.getValue());
      llvm::SmallVector<mlir::Value> replacements;
      for (unsigned j = 0, k = 0; j < op->getNumResults(); ++j)
        replacements.push_back(j == i ? mlir::Value() : reduced->getResult(k++));
      rewriter.replaceOp(op, replacements);
      return mlir::success();
    }
    return mlir::failure();
  }
};

// After the rewrite above (and in torch-mlir's own max: a reduction without the dim, then
// expand_shape), the ops that read the statistics read `tensor<BxHxSx1>` through a map with a
// constant 0 at the unit dimension. They read the same values from the unexpanded tensor through
// the map without that result, so the reshape leaves the chain and tiling follows the reduction.
struct ReadThroughUnitExpand : mlir::OpRewritePattern<mlir::linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  mlir::LogicalResult matchAndRewrite(mlir::linalg::GenericOp op, mlir::PatternRewriter &rewriter) const override {
    for (mlir::OpOperand *in : op.getDpsInputOperands()) {
      auto expand = in->get().getDefiningOp<mlir::tensor::ExpandShapeOp>();
      if (!expand || !expand.getResultType().hasStaticShape())
        continue;
      mlir::RankedTensorType result = expand.getResultType();
      mlir::AffineMap map = op.getMatchingIndexingMap(in);
      // The dims expand_shape adds: in each group, all but the one that carries the source dim.
      llvm::SmallVector<bool> added(result.getRank(), false);
      bool ok = true;
      for (const mlir::ReassociationIndices &group : expand.getReassociationIndices()) {
        std::optional<int64_t> carrier;
        for (int64_t d : group)
          if (result.getDimSize(d) != 1) {
            if (carrier)
              ok = false;
            carrier = d;
          }
        if (!carrier)
          carrier = group.front();
        for (int64_t d : group)
          if (d != *carrier) {
            added[d] = true;
            auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(map.getResult(d));
            ok &= c && c.getValue() == 0;
          }
      }
      if (!ok || !llvm::is_contained(added, true))
        continue;
      llvm::SmallVector<mlir::AffineExpr> kept;
      for (auto [d, e] : llvm::enumerate(map.getResults()))
        if (!added[d])
          kept.push_back(e);
      llvm::SmallVector<mlir::AffineMap> maps = op.getIndexingMapsArray();
      maps[in->getOperandNumber()] = mlir::AffineMap::get(map.getNumDims(), 0, kept, op.getContext());
      rewriter.modifyOpInPlace(op, [&] {
        in->set(expand.getSrc());
        op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      });
      return mlir::success();
    }
    return mlir::failure();
  }
};

// linalg.reduce (a named op) as the linalg.generic it is: the flash derivation and the guard
// rewrite read reductions as generics with one reduction loop.
struct GeneralizeReduce : mlir::OpRewritePattern<mlir::linalg::ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  mlir::LogicalResult matchAndRewrite(mlir::linalg::ReduceOp op, mlir::PatternRewriter &rewriter) const override {
    mlir::DictionaryAttr tags = op->getDiscardableAttrDictionary();
    mlir::FailureOr<mlir::linalg::GenericOp> generic =
        mlir::linalg::generalizeNamedOp(rewriter, llvm::cast<mlir::linalg::LinalgOp>(op.getOperation()));
    if (mlir::failed(generic))
      return mlir::failure();
    for (mlir::NamedAttribute attr : tags)
      (*generic)->setDiscardableAttr(attr.getName(), attr.getValue());
    return mlir::success();
  }
};

// A row max written `select(cmpf ogt(x, acc), x, acc)` (or oge, or olt/ole mirrored) is
// arith.maxnumf(x, acc), which the vectorizer reduces and select is not: an ordered compare skips a
// NaN x as maxnumf does, and the accumulator, started from a non-NaN fill, never holds NaN. The
// two differ only in which zero a tie of +0 and -0 keeps, so only the row max of attention is
// rewritten (tagged lantern.role = "row_max"), whose value the graph reads as s - m and m == -inf,
// where the sign of a zero does not show.
struct SelectMaxToMaxNumF : mlir::OpRewritePattern<mlir::linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  mlir::LogicalResult matchAndRewrite(mlir::linalg::GenericOp op, mlir::PatternRewriter &rewriter) const override {
    auto role = op->getAttrOfType<mlir::StringAttr>("lantern.role");
    if (!role || role.getValue() != "row_max" || op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 1)
      return mlir::failure();
    mlir::Value yielded = yieldedValue(op);
    auto select = yielded ? yielded.getDefiningOp<mlir::arith::SelectOp>() : nullptr;
    if (!select || select->getBlock() != op.getBody() || !isSelectMax(select))
      return mlir::failure();
    auto cmp = select.getCondition().getDefiningOp<mlir::arith::CmpFOp>();
    using P = mlir::arith::CmpFPredicate;
    P p = cmp.getPredicate();
    if (p != P::OGT && p != P::OGE && p != P::OLT && p != P::OLE)
      return mlir::failure();
    mlir::BlockArgument acc = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
    mlir::Value x = select.getTrueValue() == acc ? select.getFalseValue() : select.getTrueValue();
    if ((select.getTrueValue() != acc && select.getFalseValue() != acc) || x == acc)
      return mlir::failure();
    // x must take the select's true side when it is the greater one (isSelectMax checked the order).
    if (select.getTrueValue() != x)
      return mlir::failure();
    auto fill = op.getDpsInitOperand(0)->get().getDefiningOp<mlir::linalg::FillOp>();
    mlir::FloatAttr start;
    if (!fill || !mlir::matchPattern(fill.getInputs()[0], mlir::m_Constant(&start)) || start.getValue().isNaN())
      return mlir::failure();
    rewriter.setInsertionPoint(select);
    rewriter.replaceOpWithNewOp<mlir::arith::MaxNumFOp>(select, x, acc);
    if (cmp->use_empty())
      rewriter.eraseOp(cmp);
    return mlir::success();
  }
};

} // namespace

RewriteOutcome normalizeReductions(mlir::Operation *function, mlir::RewriterBase::Listener *listener) {
  mlir::RewritePatternSet patterns(function->getContext());
  patterns.add<GeneralizeReduce, DropUnusedReductionResult, DropKeptReducedDim, ReadThroughUnitExpand,
               SelectMaxToMaxNumF>(function->getContext());
  return applyPatternsAlone(function, std::move(patterns), listener);
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure NormalizeReductionsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &,
                                                                    mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, normalizeReductions);
}

} // namespace lantern::transforms
