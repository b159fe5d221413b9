// fuse_dependent_reductions. With R1 tiled into a loop (m_j after tile j), E(x, m) = f(x)·g(m) and
// R2 = Σ_k t(E_k) with t linear, the final R2 is obtained online:
//   acc_j = acc_{j-1} · g(m_j)/g(m_{j-1}) + Σ_{k in tile j} t(E(x_k, m_j)),
// because every earlier term was computed with m_{j-1} and scales by the same factor. The
// separability of E is proved on its body (Separation below), not matched on one spelling.
#include "transforms/fuse_dependent_reductions.h"

#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"

#include <llvm/ADT/DenseMap.h>

#include <functional>
#include <limits>

namespace lantern::transforms {

namespace {

using mlir::Value;

std::string opName(mlir::Operation *op) { return op->getName().getStringRef().str(); }

// Looks through a full-size tensor.extract_slice / insert_slice pair around an accumulator.
Value throughFullInsert(Value v) {
  if (auto insert = v.getDefiningOp<mlir::tensor::InsertSliceOp>())
    if (insert.getSourceType() == insert.getDestType())
      return insert.getSource();
  return v;
}
Value throughFullExtract(Value v) {
  if (auto extract = v.getDefiningOp<mlir::tensor::ExtractSliceOp>())
    if (extract.getSourceType() == extract.getResultType())
      return extract.getSource();
  return v;
}

// Proves that E(x, m) factors as f(x)·g(m) and builds g(m_new)/g(m_old), walking E's body.
class Separation {
public:
  Separation(mlir::linalg::GenericOp op, mlir::BlockArgument m) : op(op), m(m) {}

  bool dependsOnM(Value v) {
    if (v == m)
      return true;
    mlir::Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != op.getBody())
      return false;
    auto it = memo.find(v);
    if (it != memo.end())
      return it->second;
    bool depends = llvm::any_of(def->getOperands(), [&](Value o) { return dependsOnM(o); });
    memo[v] = depends;
    return depends;
  }

  // A value that is the same for every element: defined outside E's body.
  bool isUniform(Value v) {
    mlir::Operation *def = v.getDefiningOp();
    if (def)
      return def->getBlock() != op.getBody() || mlir::matchPattern(v, mlir::m_Constant());
    return mlir::cast<mlir::BlockArgument>(v).getOwner() != op.getBody();
  }

  // u = a(x) + b(m): returns b built on `mValue` (null when b = 0), or fails naming the op.
  mlir::FailureOr<Value> additive(mlir::OpBuilder &b, mlir::Location loc, Value u, Value mValue) {
    if (!dependsOnM(u))
      return Value();
    if (u == m)
      return convertFloat(b, loc, mValue, u.getType());
    mlir::Operation *def = u.getDefiningOp();
    auto operand = [&](unsigned i) { return additive(b, loc, def->getOperand(i), mValue); };
    if (mlir::isa<mlir::arith::AddFOp, mlir::arith::SubFOp>(def)) {
      auto lhs = operand(0), rhs = operand(1);
      if (mlir::failed(lhs) || mlir::failed(rhs))
        return mlir::failure();
      bool sub = mlir::isa<mlir::arith::SubFOp>(def);
      if (!*rhs)
        return *lhs;
      if (!*lhs)
        return sub ? Value(mlir::arith::NegFOp::create(b, loc, *rhs)) : *rhs;
      return sub ? Value(mlir::arith::SubFOp::create(b, loc, *lhs, *rhs))
                 : Value(mlir::arith::AddFOp::create(b, loc, *lhs, *rhs));
    }
    if (mlir::isa<mlir::arith::NegFOp>(def)) {
      auto x = operand(0);
      if (mlir::failed(x))
        return mlir::failure();
      return Value(mlir::arith::NegFOp::create(b, loc, *x));
    }
    if (mlir::isa<mlir::arith::MulFOp, mlir::arith::DivFOp>(def)) {
      // (a(x) + b(m)) · c with c the same for every element distributes.
      Value scale = def->getOperand(1);
      unsigned varying = 0;
      if (mlir::isa<mlir::arith::MulFOp>(def) && dependsOnM(def->getOperand(1))) {
        scale = def->getOperand(0);
        varying = 1;
      }
      if (isUniform(scale) && !dependsOnM(scale)) {
        auto x = operand(varying);
        if (mlir::failed(x))
          return mlir::failure();
        // A constant of E's body is cloned next to its new use.
        if (mlir::Operation *c = scale.getDefiningOp(); c && c->getBlock() == op.getBody())
          scale = b.clone(*c)->getResult(0);
        return mlir::isa<mlir::arith::MulFOp>(def) ? Value(mlir::arith::MulFOp::create(b, loc, *x, scale))
                                                    : Value(mlir::arith::DivFOp::create(b, loc, *x, scale));
      }
    }
    if (mlir::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp>(def)) {
      auto x = operand(0);
      if (mlir::failed(x))
        return mlir::failure();
      return convertFloat(b, loc, *x, u.getType());
    }
    blocker = def;
    return mlir::failure();
  }

  // E = f(x)·g(m): returns g(m_new)/g(m_old) (null when 1), or fails naming the op.
  mlir::FailureOr<Value> ratio(mlir::OpBuilder &b, mlir::Location loc, Value v, Value mOld, Value mNew) {
    if (!dependsOnM(v))
      return Value();
    if (v == m)
      return Value(mlir::arith::DivFOp::create(b, loc, convertFloat(b, loc, mNew, v.getType()),
                                               convertFloat(b, loc, mOld, v.getType())));
    mlir::Operation *def = v.getDefiningOp();
    if (mlir::isa<mlir::math::ExpOp, mlir::math::Exp2Op>(def)) {
      auto bOld = additive(b, loc, def->getOperand(0), mOld);
      if (mlir::failed(bOld))
        return mlir::failure();
      auto bNew = additive(b, loc, def->getOperand(0), mNew);
      if (mlir::failed(bNew) || !*bNew)
        return mlir::failure();
      Value diff = mlir::arith::SubFOp::create(b, loc, *bNew, *bOld);
      return mlir::isa<mlir::math::ExpOp>(def) ? Value(mlir::math::ExpOp::create(b, loc, diff))
                                               : Value(mlir::math::Exp2Op::create(b, loc, diff));
    }
    if (mlir::isa<mlir::arith::MulFOp, mlir::arith::DivFOp>(def)) {
      auto lhs = ratio(b, loc, def->getOperand(0), mOld, mNew);
      if (mlir::failed(lhs))
        return mlir::failure();
      auto rhs = ratio(b, loc, def->getOperand(1), mOld, mNew);
      if (mlir::failed(rhs))
        return mlir::failure();
      bool div = mlir::isa<mlir::arith::DivFOp>(def);
      if (!*rhs)
        return *lhs;
      if (!*lhs)
        return div ? Value(mlir::arith::DivFOp::create(
                         b, loc, mlir::arith::ConstantOp::create(b, loc, b.getFloatAttr(v.getType(), 1.0)), *rhs))
                   : *rhs;
      return div ? Value(mlir::arith::DivFOp::create(b, loc, *lhs, *rhs))
                 : Value(mlir::arith::MulFOp::create(b, loc, *lhs, *rhs));
    }
    if (auto select = mlir::dyn_cast<mlir::arith::SelectOp>(def)) {
      // select(c(x), 0, y) scales like y: a zero stays zero under any factor.
      if (!dependsOnM(select.getCondition())) {
        if (isZeroConstant(select.getTrueValue()))
          return ratio(b, loc, select.getFalseValue(), mOld, mNew);
        if (isZeroConstant(select.getFalseValue()))
          return ratio(b, loc, select.getTrueValue(), mOld, mNew);
      }
    }
    if (mlir::isa<mlir::arith::ExtFOp>(def))
      return ratio(b, loc, def->getOperand(0), mOld, mNew);
    blocker = def;
    return mlir::failure();
  }

  mlir::Operation *blocker = nullptr;  // the op that broke separability

private:
  mlir::linalg::GenericOp op;
  mlir::BlockArgument m;
  llvm::DenseMap<Value, bool> memo;
};

// Whether `v` is homogeneous of degree one in `e` (so a common factor of e scales v).
bool linearIn(Value v, Value e, mlir::Block *body) {
  auto independent = [&](Value x) {
    if (x == e)
      return false;
    mlir::Operation *def = x.getDefiningOp();
    if (!def || def->getBlock() != body)
      return true;
    // Conservative: in-body values that do not read e.
    llvm::SmallVector<Value> work{x};
    while (!work.empty()) {
      Value w = work.pop_back_val();
      if (w == e)
        return false;
      if (mlir::Operation *d = w.getDefiningOp(); d && d->getBlock() == body)
        work.append(d->getOperands().begin(), d->getOperands().end());
    }
    return true;
  };
  if (v == e)
    return true;
  mlir::Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != body)
    return false;
  if (mlir::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp, mlir::arith::NegFOp>(def))
    return linearIn(def->getOperand(0), e, body);
  if (mlir::isa<mlir::arith::MulFOp>(def))
    return (linearIn(def->getOperand(0), e, body) && independent(def->getOperand(1))) ||
           (linearIn(def->getOperand(1), e, body) && independent(def->getOperand(0)));
  if (mlir::isa<mlir::arith::DivFOp>(def))
    return linearIn(def->getOperand(0), e, body) && independent(def->getOperand(1));
  if (auto select = mlir::dyn_cast<mlir::arith::SelectOp>(def))
    return independent(select.getCondition()) &&
           ((isZeroConstant(select.getTrueValue()) && linearIn(select.getFalseValue(), e, body)) ||
            (isZeroConstant(select.getFalseValue()) && linearIn(select.getTrueValue(), e, body)));
  return false;
}

} // namespace

std::optional<TiledReduction> findTiledReduction(mlir::scf::ForOp loop) {
  auto yield = mlir::cast<mlir::scf::YieldOp>(loop.getBody()->getTerminator());
  for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i) {
    auto tile = throughFullInsert(yield->getOperand(i)).getDefiningOp<mlir::linalg::GenericOp>();
    if (!tile || tile->getParentOp() != loop || tile->getNumResults() != 1)
      continue;
    std::optional<unsigned> r = onlyReductionLoop(tile);
    if (!r || throughFullExtract(tile.getDpsInitOperand(0)->get()) != loop.getRegionIterArgs()[i])
      continue;
    TiledReduction found{i, tile, *r, Value()};
    for (mlir::OpOperand *input : tile.getDpsInputOperands())
      if (auto slice = input->get().getDefiningOp<mlir::tensor::ExtractSliceOp>())
        found.source = slice.getSource();
    return found;
  }
  return std::nullopt;
}

std::optional<Refusal> fuseDependentReductions(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop,
                                               llvm::ArrayRef<mlir::Operation *> elementwiseOps,
                                               llvm::ArrayRef<mlir::Operation *> reductionOps, bool guardInfinities) {
  auto refuse = [&](mlir::Operation *at, std::string condition, std::string reason) {
    return Refusal{at->getLoc(), std::move(condition), std::move(reason)};
  };
  std::optional<TiledReduction> r1 = findTiledReduction(loop);
  if (!r1)
    return refuse(loop, "the loop carries no tiled reduction (a linalg.generic with one reduction loop whose "
                        "accumulator is an iter_arg)",
                  "the loop must come from tiling R1 along its reduction loop with tile_using_for");
  Value r1Final = loop.getResult(r1->iterArg);
  unsigned key = r1->reductionLoop;

  // Static bounds, and a step that divides the extent.
  std::optional<int64_t> lb = mlir::getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = mlir::getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = mlir::getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *lb != 0)
    return refuse(loop, "the loop's bounds are not static from 0", "the tiles of E and R2 are cut with static sizes");
  if (*ub % *step != 0)
    return refuse(loop,
                  "the tile size " + std::to_string(*step) + " does not divide the extent " + std::to_string(*ub),
                  "a partial last tile would need dynamic shapes, which the online update does not handle");

  // E: the elementwise op outside the loop that reads R1's final value, over R1's loops.
  mlir::linalg::GenericOp e;
  mlir::OpOperand *mOperand = nullptr;
  for (mlir::Operation *candidate : elementwiseOps) {
    auto g = mlir::dyn_cast<mlir::linalg::GenericOp>(candidate);
    if (!g || loop->isAncestor(g))
      continue;
    for (mlir::OpOperand *input : g.getDpsInputOperands())
      if (input->get() == r1Final) {
        e = g;
        mOperand = input;
      }
  }
  if (!e)
    return refuse(loop, "no op of the elementwise handle reads the loop's result (R1)",
                  "E must be computed from R1's final value outside the loop");
  if (!isElementwise(e))
    return refuse(e, describeOp(e) + " is not elementwise (one result, parallel loops, identity result map)",
                  "only an elementwise E can be evaluated one tile at a time");
  mlir::AffineMap r1Map = r1->tile.getMatchingIndexingMap(r1->tile.getDpsInitOperand(0));
  if (e.getNumLoops() != r1->tile.getNumLoops() || e.getMatchingIndexingMap(mOperand) != r1Map)
    return refuse(e, "E does not iterate over R1's loops (it reads R1 with a different map)",
                  "E's loop over the reduced dimension must be R1's reduction loop");
  for (mlir::OpOperand &operand : e->getOpOperands())
    if (!e.getMatchingIndexingMap(&operand).isProjectedPermutation())
      return refuse(e, "an indexing map of E is not a projected permutation", "E is tiled by slicing its operands");

  // R2 and the elementwise ops between E and it. towardsE: the identity-mapped input of an
  // elementwise op through which E's result reaches it.
  std::function<mlir::OpOperand *(mlir::linalg::GenericOp)> towardsE = [&](mlir::linalg::GenericOp op) -> mlir::OpOperand * {
    for (mlir::OpOperand *input : op.getDpsInputOperands()) {
      if (!op.getMatchingIndexingMap(input).isIdentity())
        continue;
      if (input->get() == e->getResult(0))
        return input;
      auto producer = input->get().getDefiningOp<mlir::linalg::GenericOp>();
      if (isElementwise(producer) && towardsE(producer))
        return input;
    }
    return nullptr;
  };
  mlir::linalg::GenericOp r2;
  mlir::OpOperand *r2Input = nullptr;
  llvm::SmallVector<mlir::linalg::GenericOp> chain;  // from E's consumer to R2's producer
  std::string chainProblem;
  for (mlir::Operation *candidate : reductionOps) {
    auto g = mlir::dyn_cast<mlir::linalg::GenericOp>(candidate);
    if (!g || loop->isAncestor(g))
      continue;
    for (mlir::OpOperand *input : g.getDpsInputOperands()) {
      llvm::SmallVector<mlir::linalg::GenericOp> path;
      Value v = input->get();
      while (v && v != e->getResult(0)) {
        auto producer = v.getDefiningOp<mlir::linalg::GenericOp>();
        mlir::OpOperand *next = isElementwise(producer) ? towardsE(producer) : nullptr;
        if (!next) {
          v = Value();
          break;
        }
        if (!linearIn(yieldedValue(producer), producer.getBody()->getArgument(next->getOperandNumber()),
                      producer.getBody()))
          chainProblem = describeOp(producer) + " between E and R2 is not linear in E";
        path.push_back(producer);
        v = next->get();
      }
      if (v) {
        r2 = g;
        r2Input = input;
        chain.assign(path.rbegin(), path.rend());
      }
    }
  }
  if (!r2)
    return refuse(e, "no op of the reduction handle reads E's result (directly or through elementwise ops)",
                  "R2 must reduce E's values");
  if (!chainProblem.empty())
    return refuse(r2, chainProblem, "a common factor of E must scale what R2 adds up");
  std::optional<unsigned> r2Loop = onlyReductionLoop(r2);
  if (!r2Loop || r2->getNumResults() != 1)
    return refuse(r2, describeOp(r2) + " does not have exactly one reduction loop and one result",
                  "R2 is updated one tile of its reduction loop at a time");
  for (mlir::OpOperand &operand : r2->getOpOperands())
    if (!r2.getMatchingIndexingMap(&operand).isProjectedPermutation())
      return refuse(r2, "an indexing map of R2 is not a projected permutation", "R2 is tiled by slicing its operands");
  mlir::AffineMap eInR2 = r2.getMatchingIndexingMap(r2Input);  // R2 loops -> E dims (= E loops)
  auto keyDim = mlir::dyn_cast<mlir::AffineDimExpr>(eInR2.getResult(key));
  if (!keyDim || keyDim.getPosition() != *r2Loop)
    return refuse(r2, "R2 does not reduce E along R1's reduction loop",
                  "the online update needs both reductions over the same dimension, tile by tile");
  // R2's body: acc + t with t linear in E.
  Value combined = yieldedValue(r2);
  auto add = combined ? combined.getDefiningOp<mlir::arith::AddFOp>() : nullptr;
  mlir::BlockArgument accArg = r2.getBody()->getArgument(r2.getNumDpsInputs());
  mlir::BlockArgument eArg = r2.getBody()->getArgument(r2Input->getOperandNumber());
  if (!add || add->getBlock() != r2.getBody() ||
      !((add.getLhs() == accArg && linearIn(add.getRhs(), eArg, r2.getBody())) ||
        (add.getRhs() == accArg && linearIn(add.getLhs(), eArg, r2.getBody()))))
    return refuse(r2, describeOp(r2) + " does not add terms linear in E to its accumulator",
                  "only a sum of terms proportional to E can be rescaled when R1 changes");

  // Where R1's rows sit in R2's result: r1 dim q -> E loop -> R2 loop -> R2 result dim.
  mlir::AffineMap r2ResultMap = r2.getMatchingIndexingMap(r2.getDpsInitOperand(0));
  llvm::SmallVector<mlir::AffineExpr> factorExprs;
  for (mlir::AffineExpr expr : r1Map.getResults()) {
    unsigned eLoop = mlir::cast<mlir::AffineDimExpr>(expr).getPosition();
    auto r2LoopExpr = mlir::dyn_cast<mlir::AffineDimExpr>(eInR2.getResult(eLoop));
    std::optional<unsigned> pos =
        r2LoopExpr ? resultPositionOfLoop(r2ResultMap, r2LoopExpr.getPosition()) : std::nullopt;
    if (!pos)
      return refuse(r2, "R2's result does not keep the dimensions R1 reduces to",
                    "the rescale factor is applied per row of R2's accumulator");
    factorExprs.push_back(mlir::getAffineDimExpr(*pos, rewriter.getContext()));
  }
  mlir::AffineMap factorMap =
      mlir::AffineMap::get(r2ResultMap.getNumResults(), 0, factorExprs, rewriter.getContext());

  // Prove separability now (on a throw-away builder position) so a refusal changes nothing.
  Separation separation(e, e.getBody()->getArgument(mOperand->getOperandNumber()));
  {
    mlir::OpBuilder probe(rewriter.getContext());
    mlir::Block scratch;
    probe.setInsertionPointToStart(&scratch);
    mlir::Type mType = mlir::getElementTypeOrSelf(r1Final.getType());
    Value mOld = scratch.addArgument(mType, e.getLoc()), mNew = scratch.addArgument(mType, e.getLoc());
    auto probed = separation.ratio(probe, e.getLoc(), yieldedValue(e), mOld, mNew);
    scratch.dropAllDefinedValueUses();
    while (!scratch.empty())
      scratch.back().erase();
    if (mlir::failed(probed) || !*probed)
      return refuse(separation.blocker ? separation.blocker : e.getOperation(),
                    "E reads R1 through " + (separation.blocker ? opName(separation.blocker) : std::string("nothing")) +
                        ", which is not multiplicatively separable",
                    "the running value of R2 can only be corrected when E(x, m) = f(x)·g(m)");
  }

  // The values the loop will read must be defined before it.
  llvm::SmallVector<Value> needed;
  auto collect = [&](mlir::linalg::GenericOp op) {
    for (Value operand : op->getOperands())
      if (mlir::Operation *def = operand.getDefiningOp(); def && def->getBlock() == loop->getBlock() &&
                                                          loop->isBeforeInBlock(def))
        needed.push_back(operand);
  };
  collect(e);
  for (auto op : chain)
    collect(op);
  collect(r2);
  llvm::erase_if(needed, [&](Value v) {
    return v == r1Final || v == e->getResult(0) ||
           llvm::any_of(chain, [&](mlir::linalg::GenericOp c) { return v == c->getResult(0); });
  });
  if (!needed.empty() && mlir::failed(mlir::moveValueDefinitions(rewriter, needed, loop)))
    return refuse(r2, "an operand of E or R2 cannot be computed before the loop",
                  "the loop reads E's and R2's operands on every tile");

  Value iv = loop.getInductionVar();
  int64_t tileSize = *step;
  auto sliceAlong = [&](mlir::OpBuilder &b, mlir::Location loc, Value t, mlir::AffineMap map, unsigned loopDim) -> Value {
    std::optional<unsigned> pos = resultPositionOfLoop(map, loopDim);
    if (!pos)
      return t;
    auto type = mlir::cast<mlir::RankedTensorType>(t.getType());
    llvm::SmallVector<mlir::OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)), sizes, strides(type.getRank(),
                                                                                                        b.getIndexAttr(1));
    for (int64_t d : type.getShape())
      sizes.push_back(b.getIndexAttr(d));
    offsets[*pos] = iv;
    sizes[*pos] = b.getIndexAttr(tileSize);
    return mlir::tensor::ExtractSliceOp::create(b, loc, t, offsets, sizes, strides);
  };
  // E, the chain or R2 on the current tile; `replace` maps outside values to in-loop ones.
  llvm::DenseMap<Value, Value> replace;
  auto tileOf = [&](mlir::linalg::GenericOp op, unsigned loopDim, Value initOverride) -> Value {
    mlir::Location loc = op.getLoc();
    llvm::SmallVector<Value> inputs, inits;
    for (mlir::OpOperand *input : op.getDpsInputOperands()) {
      auto it = replace.find(input->get());
      inputs.push_back(it != replace.end() ? it->second
                                           : sliceAlong(rewriter, loc, input->get(), op.getMatchingIndexingMap(input),
                                                        loopDim));
    }
    mlir::OpOperand *init = op.getDpsInitOperand(0);
    inits.push_back(initOverride ? initOverride
                                 : sliceAlong(rewriter, loc, init->get(), op.getMatchingIndexingMap(init), loopDim));
    bool usesIndex = !op.getBody()->getOps<mlir::linalg::IndexOp>().empty();
    return cloneGenericOn(rewriter, op, inputs, inits,
                          usesIndex ? std::optional(std::make_pair(loopDim, iv)) : std::nullopt)
        ->getResult(0);
  };

  Value r2Init = r2.getDpsInitOperand(0)->get();
  mlir::Type accType = mlir::getElementTypeOrSelf(r2->getResult(0).getType());
  unsigned iterArg = r1->iterArg;
  auto newYields = [&](mlir::OpBuilder &, mlir::Location loc, llvm::ArrayRef<mlir::BlockArgument> newArgs) {
    // Called while the old loop still holds the body (it is moved into the new loop afterwards):
    // build on the old loop's values, and the new accumulator argument.
    auto yield = mlir::cast<mlir::scf::YieldOp>(loop.getBody()->getTerminator());
    rewriter.setInsertionPoint(yield);
    Value mOld = loop.getRegionIterArgs()[iterArg];
    Value mNew = yield->getOperand(iterArg);
    auto identity = rewriter.getMultiDimIdentityMap(mlir::cast<mlir::RankedTensorType>(mNew.getType()).getRank());

    // m for E: 0 where no finite value was seen yet, so exp(-inf - m) is 0 rather than NaN.
    Value mForE = mNew;
    if (guardInfinities)
      mForE = buildElementwise(rewriter, loc, {mNew}, {identity}, emptyLike(rewriter, loc, mNew),
                               [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> Value {
                                 return zeroWhereNegInf(b, l, args[0], args[0]);
                               });
    // g(m_new) / g(m_old), 0 where m_old is -inf (nothing accumulated yet; avoids 0 · inf).
    Value factor = buildElementwise(
        rewriter, loc, {mOld, mNew}, {identity, identity},
        mlir::tensor::EmptyOp::create(rewriter, loc,
                                      mlir::cast<mlir::RankedTensorType>(mNew.getType()).getShape(), accType),
        [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> Value {
          Value r = *separation.ratio(b, l, yieldedValue(e), args[0], args[1]);
          r = convertFloat(b, l, r, accType);
          return guardInfinities ? zeroWhereNegInf(b, l, args[0], r) : r;
        });

    replace[r1Final] = mForE;
    Value tile = tileOf(e, key, Value());
    replace[e->getResult(0)] = tile;
    for (auto op : chain) {
      tile = tileOf(op, key, Value());
      replace[op->getResult(0)] = tile;
    }
    Value acc = newArgs.back();
    Value scaled = buildElementwise(rewriter, loc, {acc, factor}, {rewriter.getMultiDimIdentityMap(
                                                                       r2ResultMap.getNumResults()),
                                                                   factorMap},
                                    emptyLike(rewriter, loc, acc),
                                    [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> Value {
                                      return mlir::arith::MulFOp::create(b, l, args[0], args[1]);
                                    });
    Value updated = tileOf(r2, *r2Loop, scaled);
    return llvm::SmallVector<Value>{updated};
  };

  rewriter.setInsertionPoint(loop);
  mlir::FailureOr<mlir::LoopLikeOpInterface> replaced =
      mlir::cast<mlir::LoopLikeOpInterface>(loop.getOperation())
          .replaceWithAdditionalYields(rewriter, r2Init, /*replaceInitOperandUsesInLoop=*/false, newYields);
  if (mlir::failed(replaced))
    return refuse(loop, "the loop cannot take another iter_arg", "R2's accumulator is carried by the loop");
  auto fused = mlir::cast<mlir::scf::ForOp>(replaced->getOperation());
  rewriter.replaceAllUsesWith(r2->getResult(0), fused->getResults().back());
  rewriter.eraseOp(r2);
  for (auto op : llvm::reverse(chain))
    if (op->use_empty())
      rewriter.eraseOp(op);
  if (e->use_empty())
    rewriter.eraseOp(e);
  return std::nullopt;
}

} // namespace lantern::transforms
