// fuse_dependent_reductions. With R1 tiled into a loop (m_j after tile j), E(x, m) = f(x)·g(m) and
// R2 = Σ_k t(E_k) with t linear, the final R2 is obtained online:
//   acc_j = acc_{j-1} · g(m_j)/g(m_{j-1}) + Σ_{k in tile j} t(E(x_k, m_j)),
// because every earlier term was computed with m_{j-1} and scales by the same factor. The
// separability of E is proved on its body (Separation below), not matched on one spelling.
#include "transforms/fuse_dependent_reductions.h"

#include "transforms/apply_support.h"

#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"

#include <llvm/ADT/DenseMap.h>

#include <utility>

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

namespace {

// What the analysis found and checked: everything the rewrite needs.
struct FusionPlan {
  mlir::scf::ForOp loop;
  TiledReduction r1;
  Value r1Final;                   // the loop's result: R1's final value
  int64_t tileSize = 0;            // the loop's step
  mlir::linalg::GenericOp e;
  mlir::OpOperand *mOperand = nullptr; // E's input that reads R1's final value
  llvm::SmallVector<mlir::linalg::GenericOp> chain; // from E's consumer to R2's producer
  mlir::linalg::GenericOp r2;
  mlir::OpOperand *r2Input = nullptr; // R2's input that reads E (through the chain)
  unsigned r2Loop = 0;                // R2's reduction loop
  mlir::AffineMap factorMap;          // R2's result dims -> R1's result dims (the rescale factor)
  llvm::SmallVector<Value> needed;    // operands of E, the chain and R2 defined after the loop

  mlir::BlockArgument mArg() { return e.getBody()->getArgument(mOperand->getOperandNumber()); }
};

// Finds R1, E, the chain and R2 and checks the algebra; a refusal changes nothing.
class FusionAnalysis {
public:
  explicit FusionAnalysis(mlir::scf::ForOp loop) { plan.loop = loop; }

  std::optional<Refusal> analyze(llvm::ArrayRef<mlir::Operation *> elementwiseOps,
                                 llvm::ArrayRef<mlir::Operation *> reductionOps);
  FusionPlan plan;

private:
  std::optional<Refusal> findTiledLoop();
  std::optional<Refusal> findE(llvm::ArrayRef<mlir::Operation *> elementwiseOps);
  std::optional<Refusal> findR2(llvm::ArrayRef<mlir::Operation *> reductionOps);
  std::optional<Refusal> checkR2();
  std::optional<Refusal> placeFactor();
  std::optional<Refusal> proveSeparable();
  std::optional<Refusal> checkLoopResultReads();
  void collectNeeded();
  mlir::OpOperand *towardsE(mlir::linalg::GenericOp op);

  Refusal refuse(mlir::Operation *at, std::string condition, std::string reason) {
    return Refusal{at->getLoc(), std::move(condition), std::move(reason)};
  }

  std::string chainProblem; // why an op between E and R2 does not scale with E
};

std::optional<Refusal> FusionAnalysis::analyze(llvm::ArrayRef<mlir::Operation *> elementwiseOps,
                                               llvm::ArrayRef<mlir::Operation *> reductionOps) {
  if (std::optional<Refusal> refusal = findTiledLoop())
    return refusal;
  if (std::optional<Refusal> refusal = findE(elementwiseOps))
    return refusal;
  if (std::optional<Refusal> refusal = findR2(reductionOps))
    return refusal;
  if (std::optional<Refusal> refusal = checkR2())
    return refusal;
  if (std::optional<Refusal> refusal = placeFactor())
    return refusal;
  if (std::optional<Refusal> refusal = proveSeparable())
    return refusal;
  if (std::optional<Refusal> refusal = checkLoopResultReads())
    return refusal;
  collectNeeded();
  return std::nullopt;
}

// R1 tiled into the loop, with static bounds and a step that divides the extent.
std::optional<Refusal> FusionAnalysis::findTiledLoop() {
  mlir::scf::ForOp loop = plan.loop;
  std::optional<TiledReduction> r1 = findTiledReduction(loop);
  if (!r1)
    return refuse(loop, "the loop carries no tiled reduction (a linalg.generic with one reduction loop whose "
                        "accumulator is an iter_arg)",
                  "the loop must come from tiling R1 along its reduction loop with tile_using_for");
  plan.r1 = *r1;
  plan.r1Final = loop.getResult(r1->iterArg);
  std::optional<int64_t> lb = mlir::getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = mlir::getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = mlir::getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *lb != 0)
    return refuse(loop, "the loop's bounds are not static from 0", "the tiles of E and R2 are cut with static sizes");
  if (*ub % *step != 0)
    return refuse(loop,
                  "the tile size " + std::to_string(*step) + " does not divide the extent " + std::to_string(*ub),
                  "a partial last tile would need dynamic shapes, which the online update does not handle");
  plan.tileSize = *step;
  return std::nullopt;
}

// E: the elementwise op outside the loop that reads R1's final value, over R1's loops.
std::optional<Refusal> FusionAnalysis::findE(llvm::ArrayRef<mlir::Operation *> elementwiseOps) {
  for (mlir::Operation *candidate : elementwiseOps) {
    auto g = mlir::dyn_cast<mlir::linalg::GenericOp>(candidate);
    if (!g || plan.loop->isAncestor(g))
      continue;
    for (mlir::OpOperand *input : g.getDpsInputOperands())
      if (input->get() == plan.r1Final) {
        plan.e = g;
        plan.mOperand = input;
      }
  }
  mlir::linalg::GenericOp e = plan.e;
  if (!e)
    return refuse(plan.loop, "no op of the elementwise handle reads the loop's result (R1)",
                  "E must be computed from R1's final value outside the loop");
  if (!isElementwise(e))
    return refuse(e, describeOp(e) + " is not elementwise (one result, parallel loops, identity result map)",
                  "only an elementwise E can be evaluated one tile at a time");
  mlir::AffineMap r1Map = plan.r1.tile.getMatchingIndexingMap(plan.r1.tile.getDpsInitOperand(0));
  if (e.getNumLoops() != plan.r1.tile.getNumLoops() || e.getMatchingIndexingMap(plan.mOperand) != r1Map)
    return refuse(e, "E does not iterate over R1's loops (it reads R1 with a different map)",
                  "E's loop over the reduced dimension must be R1's reduction loop");
  for (mlir::OpOperand &operand : e->getOpOperands())
    if (!e.getMatchingIndexingMap(&operand).isProjectedPermutation())
      return refuse(e, "an indexing map of E is not a projected permutation", "E is tiled by slicing its operands");
  return std::nullopt;
}

// The identity-mapped input of an elementwise op through which E's result reaches it.
mlir::OpOperand *FusionAnalysis::towardsE(mlir::linalg::GenericOp op) {
  for (mlir::OpOperand *input : op.getDpsInputOperands()) {
    if (!op.getMatchingIndexingMap(input).isIdentity())
      continue;
    if (input->get() == plan.e->getResult(0))
      return input;
    auto producer = input->get().getDefiningOp<mlir::linalg::GenericOp>();
    if (isElementwise(producer) && towardsE(producer))
      return input;
  }
  return nullptr;
}

// R2 and the elementwise ops between E and it.
std::optional<Refusal> FusionAnalysis::findR2(llvm::ArrayRef<mlir::Operation *> reductionOps) {
  Value eResult = plan.e->getResult(0);
  for (mlir::Operation *candidate : reductionOps) {
    auto g = mlir::dyn_cast<mlir::linalg::GenericOp>(candidate);
    if (!g || plan.loop->isAncestor(g))
      continue;
    for (mlir::OpOperand *input : g.getDpsInputOperands()) {
      llvm::SmallVector<mlir::linalg::GenericOp> path;
      Value v = input->get();
      while (v && v != eResult) {
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
        plan.r2 = g;
        plan.r2Input = input;
        plan.chain.assign(path.rbegin(), path.rend());
      }
    }
  }
  if (!plan.r2)
    return refuse(plan.e, "no op of the reduction handle reads E's result (directly or through elementwise ops)",
                  "R2 must reduce E's values");
  if (!chainProblem.empty())
    return refuse(plan.r2, chainProblem, "a common factor of E must scale what R2 adds up");
  return std::nullopt;
}

// R2 reduces E along R1's reduction loop, adding terms linear in E to its accumulator.
std::optional<Refusal> FusionAnalysis::checkR2() {
  mlir::linalg::GenericOp r2 = plan.r2;
  std::optional<unsigned> r2Loop = onlyReductionLoop(r2);
  if (!r2Loop || r2->getNumResults() != 1)
    return refuse(r2, describeOp(r2) + " does not have exactly one reduction loop and one result",
                  "R2 is updated one tile of its reduction loop at a time");
  plan.r2Loop = *r2Loop;
  for (mlir::OpOperand &operand : r2->getOpOperands())
    if (!r2.getMatchingIndexingMap(&operand).isProjectedPermutation())
      return refuse(r2, "an indexing map of R2 is not a projected permutation", "R2 is tiled by slicing its operands");
  mlir::AffineMap eInR2 = r2.getMatchingIndexingMap(plan.r2Input); // R2 loops -> E dims (= E loops)
  auto keyDim = mlir::dyn_cast<mlir::AffineDimExpr>(eInR2.getResult(plan.r1.reductionLoop));
  if (!keyDim || keyDim.getPosition() != *r2Loop)
    return refuse(r2, "R2 does not reduce E along R1's reduction loop",
                  "the online update needs both reductions over the same dimension, tile by tile");
  // R2's body: acc + t with t linear in E.
  Value combined = yieldedValue(r2);
  auto add = combined ? combined.getDefiningOp<mlir::arith::AddFOp>() : nullptr;
  mlir::BlockArgument accArg = r2.getBody()->getArgument(r2.getNumDpsInputs());
  mlir::BlockArgument eArg = r2.getBody()->getArgument(plan.r2Input->getOperandNumber());
  if (!add || add->getBlock() != r2.getBody() ||
      !((add.getLhs() == accArg && linearIn(add.getRhs(), eArg, r2.getBody())) ||
        (add.getRhs() == accArg && linearIn(add.getLhs(), eArg, r2.getBody()))))
    return refuse(r2, describeOp(r2) + " does not add terms linear in E to its accumulator",
                  "only a sum of terms proportional to E can be rescaled when R1 changes");
  return std::nullopt;
}

// Where R1's rows sit in R2's result: r1 dim q -> E loop -> R2 loop -> R2 result dim.
std::optional<Refusal> FusionAnalysis::placeFactor() {
  mlir::MLIRContext *context = plan.loop.getContext();
  mlir::AffineMap r1Map = plan.r1.tile.getMatchingIndexingMap(plan.r1.tile.getDpsInitOperand(0));
  mlir::AffineMap eInR2 = plan.r2.getMatchingIndexingMap(plan.r2Input);
  mlir::AffineMap r2ResultMap = plan.r2.getMatchingIndexingMap(plan.r2.getDpsInitOperand(0));
  llvm::SmallVector<mlir::AffineExpr> factorExprs;
  for (mlir::AffineExpr expr : r1Map.getResults()) {
    unsigned eLoop = mlir::cast<mlir::AffineDimExpr>(expr).getPosition();
    auto r2LoopExpr = mlir::dyn_cast<mlir::AffineDimExpr>(eInR2.getResult(eLoop));
    std::optional<unsigned> pos =
        r2LoopExpr ? resultPositionOfLoop(r2ResultMap, r2LoopExpr.getPosition()) : std::nullopt;
    if (!pos)
      return refuse(plan.r2, "R2's result does not keep the dimensions R1 reduces to",
                    "the rescale factor is applied per row of R2's accumulator");
    factorExprs.push_back(mlir::getAffineDimExpr(*pos, context));
  }
  plan.factorMap = mlir::AffineMap::get(r2ResultMap.getNumResults(), 0, factorExprs, context);
  return std::nullopt;
}

// Builds g(m_new)/g(m_old) on a throw-away block and erases it: the proof without a change.
std::optional<Refusal> FusionAnalysis::proveSeparable() {
  mlir::linalg::GenericOp e = plan.e;
  Separation separation(e, plan.mArg());
  mlir::OpBuilder probe(e.getContext());
  mlir::Block scratch;
  probe.setInsertionPointToStart(&scratch);
  mlir::Type mType = mlir::getElementTypeOrSelf(plan.r1Final.getType());
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
  return std::nullopt;
}

// E, the chain and R2 move into the loop, where no result of the loop exists yet: E may read R1 (it
// becomes the running value), but none of them may read another of the loop's results (the row sum
// an earlier fusion carries, read by a normalisation between E and P·V).
std::optional<Refusal> FusionAnalysis::checkLoopResultReads() {
  auto check = [&](mlir::linalg::GenericOp op) -> std::optional<Refusal> {
    for (Value operand : op->getOperands())
      if (operand.getDefiningOp() == plan.loop.getOperation() && operand != plan.r1Final)
        return refuse(op, describeOp(op) + " reads result #" +
                              std::to_string(mlir::cast<mlir::OpResult>(operand).getResultNumber()) +
                              " of the loop, which is not R1",
                      "it would move into the loop before that result exists (a normalisation by the row "
                      "sum between E and R2: `sink_normalization_past_contraction` moves it after R2 first)");
    return std::nullopt;
  };
  if (std::optional<Refusal> refusal = check(plan.e))
    return refusal;
  for (auto op : plan.chain)
    if (std::optional<Refusal> refusal = check(op))
      return refusal;
  return check(plan.r2);
}

// The values the loop will read that are defined after it (other than R1, E and the chain).
void FusionAnalysis::collectNeeded() {
  mlir::scf::ForOp loop = plan.loop;
  auto collect = [&](mlir::linalg::GenericOp op) {
    for (Value operand : op->getOperands())
      if (mlir::Operation *def = operand.getDefiningOp(); def && def->getBlock() == loop->getBlock() &&
                                                          loop->isBeforeInBlock(def))
        plan.needed.push_back(operand);
  };
  collect(plan.e);
  for (auto op : plan.chain)
    collect(op);
  collect(plan.r2);
  llvm::erase_if(plan.needed, [&](Value v) {
    return v == plan.r1Final || v == plan.e->getResult(0) ||
           llvm::any_of(plan.chain, [&](mlir::linalg::GenericOp c) { return v == c->getResult(0); });
  });
}

// Applies a plan: E, the chain and R2 are evaluated on each tile inside the loop, which carries R2's
// accumulator, rescaled by g(m_new)/g(m_old) before each tile is added. It refuses only where MLIR's
// own rewrites do (moving the operands before the loop, adding the iter_arg).
class OnlineUpdate {
public:
  OnlineUpdate(mlir::RewriterBase &rewriter, FusionPlan plan, bool guardInfinities)
      : rewriter(rewriter), plan(std::move(plan)), guardInfinities(guardInfinities),
        separation(this->plan.e, this->plan.mArg()) {}

  std::optional<Refusal> apply();

private:
  llvm::SmallVector<Value> yields(mlir::Location loc, llvm::ArrayRef<mlir::BlockArgument> newArgs);
  Value rescaleFactor(mlir::Location loc, Value mOld, Value mNew);
  Value tileOf(mlir::linalg::GenericOp op, unsigned loopDim, Value initOverride);
  Value sliceAlong(mlir::Location loc, Value t, mlir::AffineMap map, unsigned loopDim);

  mlir::RewriterBase &rewriter;
  FusionPlan plan;
  bool guardInfinities;
  Separation separation;
  llvm::DenseMap<Value, Value> replace; // outside values -> their in-loop tiles
};

std::optional<Refusal> OnlineUpdate::apply() {
  mlir::scf::ForOp loop = plan.loop;
  if (!plan.needed.empty() && mlir::failed(mlir::moveValueDefinitions(rewriter, plan.needed, loop)))
    return Refusal{plan.r2->getLoc(), "an operand of E or R2 cannot be computed before the loop",
                   "the loop reads E's and R2's operands on every tile"};
  rewriter.setInsertionPoint(loop);
  mlir::FailureOr<mlir::LoopLikeOpInterface> replaced =
      mlir::cast<mlir::LoopLikeOpInterface>(loop.getOperation())
          .replaceWithAdditionalYields(
              rewriter, plan.r2.getDpsInitOperand(0)->get(), /*replaceInitOperandUsesInLoop=*/false,
              [&](mlir::OpBuilder &, mlir::Location loc, llvm::ArrayRef<mlir::BlockArgument> newArgs) {
                return yields(loc, newArgs);
              });
  if (mlir::failed(replaced))
    return Refusal{loop->getLoc(), "the loop cannot take another iter_arg", "R2's accumulator is carried by the loop"};
  auto fused = mlir::cast<mlir::scf::ForOp>(replaced->getOperation());
  rewriter.replaceAllUsesWith(plan.r2->getResult(0), fused->getResults().back());
  rewriter.eraseOp(plan.r2);
  for (auto op : llvm::reverse(plan.chain))
    if (op->use_empty())
      rewriter.eraseOp(op);
  if (plan.e->use_empty())
    rewriter.eraseOp(plan.e);
  return std::nullopt;
}

// The new loop's yields. Called while the old loop still holds the body (it is moved into the new
// loop afterwards): build on the old loop's values, and the new accumulator argument.
llvm::SmallVector<Value> OnlineUpdate::yields(mlir::Location loc, llvm::ArrayRef<mlir::BlockArgument> newArgs) {
  mlir::scf::ForOp loop = plan.loop;
  auto yield = mlir::cast<mlir::scf::YieldOp>(loop.getBody()->getTerminator());
  rewriter.setInsertionPoint(yield);
  Value mOld = loop.getRegionIterArgs()[plan.r1.iterArg];
  Value mNew = yield->getOperand(plan.r1.iterArg);
  auto identity = rewriter.getMultiDimIdentityMap(mlir::cast<mlir::RankedTensorType>(mNew.getType()).getRank());

  // m for E: 0 where no finite value was seen yet, so exp(-inf - m) is 0 rather than NaN.
  Value mForE = mNew;
  if (guardInfinities)
    mForE = buildElementwise(rewriter, loc, {mNew}, {identity}, emptyLike(rewriter, loc, mNew),
                             [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> Value {
                               return zeroWhereNegInf(b, l, args[0], args[0]);
                             });
  Value factor = rescaleFactor(loc, mOld, mNew);

  unsigned key = plan.r1.reductionLoop;
  replace[plan.r1Final] = mForE;
  Value tile = tileOf(plan.e, key, Value());
  replace[plan.e->getResult(0)] = tile;
  for (auto op : plan.chain) {
    tile = tileOf(op, key, Value());
    replace[op->getResult(0)] = tile;
  }
  Value acc = newArgs.back();
  unsigned accRank = plan.factorMap.getNumDims();
  Value scaled = buildElementwise(rewriter, loc, {acc, factor},
                                  {rewriter.getMultiDimIdentityMap(accRank), plan.factorMap},
                                  emptyLike(rewriter, loc, acc),
                                  [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> Value {
                                    return mlir::arith::MulFOp::create(b, l, args[0], args[1]);
                                  });
  Value updated = tileOf(plan.r2, plan.r2Loop, scaled);
  return llvm::SmallVector<Value>{updated};
}

// g(m_new) / g(m_old), 0 where m_old is -inf (nothing accumulated yet; avoids 0 · inf).
Value OnlineUpdate::rescaleFactor(mlir::Location loc, Value mOld, Value mNew) {
  mlir::Type accType = mlir::getElementTypeOrSelf(plan.r2->getResult(0).getType());
  auto identity = rewriter.getMultiDimIdentityMap(mlir::cast<mlir::RankedTensorType>(mNew.getType()).getRank());
  return buildElementwise(
      rewriter, loc, {mOld, mNew}, {identity, identity},
      mlir::tensor::EmptyOp::create(rewriter, loc, mlir::cast<mlir::RankedTensorType>(mNew.getType()).getShape(),
                                    accType),
      [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> Value {
        Value r = *separation.ratio(b, l, yieldedValue(plan.e), args[0], args[1]);
        r = convertFloat(b, l, r, accType);
        return guardInfinities ? zeroWhereNegInf(b, l, args[0], r) : r;
      });
}

// E, the chain or R2 on the current tile of loop `loopDim`.
Value OnlineUpdate::tileOf(mlir::linalg::GenericOp op, unsigned loopDim, Value initOverride) {
  mlir::Location loc = op.getLoc();
  llvm::SmallVector<Value> inputs, inits;
  for (mlir::OpOperand *input : op.getDpsInputOperands()) {
    auto it = replace.find(input->get());
    inputs.push_back(it != replace.end() ? it->second
                                         : sliceAlong(loc, input->get(), op.getMatchingIndexingMap(input), loopDim));
  }
  mlir::OpOperand *init = op.getDpsInitOperand(0);
  inits.push_back(initOverride ? initOverride : sliceAlong(loc, init->get(), op.getMatchingIndexingMap(init), loopDim));
  bool usesIndex = !op.getBody()->getOps<mlir::linalg::IndexOp>().empty();
  Value iv = plan.loop.getInductionVar();
  return cloneGenericOn(rewriter, op, inputs, inits,
                        usesIndex ? std::optional(std::make_pair(loopDim, iv)) : std::nullopt)
      ->getResult(0);
}

// The current tile of `t` along the tensor dimension that `map` gives loop `loopDim` (all of `t`
// when it has none).
Value OnlineUpdate::sliceAlong(mlir::Location loc, Value t, mlir::AffineMap map, unsigned loopDim) {
  std::optional<unsigned> pos = resultPositionOfLoop(map, loopDim);
  if (!pos)
    return t;
  auto type = mlir::cast<mlir::RankedTensorType>(t.getType());
  llvm::SmallVector<mlir::OpFoldResult> offsets(type.getRank(), rewriter.getIndexAttr(0)), sizes,
      strides(type.getRank(), rewriter.getIndexAttr(1));
  for (int64_t d : type.getShape())
    sizes.push_back(rewriter.getIndexAttr(d));
  offsets[*pos] = plan.loop.getInductionVar();
  sizes[*pos] = rewriter.getIndexAttr(plan.tileSize);
  return mlir::tensor::ExtractSliceOp::create(rewriter, loc, t, offsets, sizes, strides);
}

} // namespace

std::optional<Refusal> fuseDependentReductions(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop,
                                               llvm::ArrayRef<mlir::Operation *> elementwiseOps,
                                               llvm::ArrayRef<mlir::Operation *> reductionOps, bool guardInfinities) {
  FusionAnalysis analysis(loop);
  if (std::optional<Refusal> refusal = analysis.analyze(elementwiseOps, reductionOps))
    return refusal;
  return OnlineUpdate(rewriter, std::move(analysis.plan), guardInfinities).apply();
}

// The transform op: unpacks its handles and calls the rewrite above. Several loops (one per
// attention block of a layer or model) are fused each with the E and R2 ops beside it (in the same
// block: the body of its row tile loop); every loop is analysed before any is rewritten, so a
// refusal changes nothing.
mlir::DiagnosedSilenceableFailure FuseDependentReductionsOp::apply(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::transform::TransformResults &,
                                                             mlir::transform::TransformState &state) {
  auto loops = llvm::to_vector(state.getPayloadOps(getLoop()));
  bool allFor = !loops.empty() && llvm::all_of(loops, [](mlir::Operation *op) { return mlir::isa<mlir::scf::ForOp>(op); });
  if (!allFor) {
    mlir::DiagnosedSilenceableFailure diag = mlir::emitSilenceableFailure(getOperation())
                                       << getOperationName() << ": the loop handle must hold scf.for loops (one per "
                                       << "attention block), it holds " << loops.size() << " op(s)";
    for (mlir::Operation *op : loops)
      diag.attachNote(op->getLoc()) << describeOp(op);
    return diag;
  }
  auto elementwise = llvm::to_vector(state.getPayloadOps(getElementwise()));
  auto reduction = llvm::to_vector(state.getPayloadOps(getReduction()));
  auto beside = [](llvm::ArrayRef<mlir::Operation *> ops, mlir::Operation *loop) {
    llvm::SmallVector<mlir::Operation *> same;
    for (mlir::Operation *op : ops)
      if (op->getBlock() == loop->getBlock())
        same.push_back(op);
    return same;
  };
  std::vector<FusionAnalysis> analyses;
  for (mlir::Operation *loop : loops) {
    analyses.emplace_back(mlir::cast<mlir::scf::ForOp>(loop));
    auto ops = loops.size() == 1 ? elementwise : beside(elementwise, loop);
    auto reductions = loops.size() == 1 ? reduction : beside(reduction, loop);
    if (ops.empty() || reductions.empty())
      return refused(*this, Refusal{loop->getLoc(),
                                    "one of the " + std::to_string(loops.size()) +
                                        " key loops has no E and R2 beside it",
                                    "each attention block's row max loop sits with its exponential and its sum; a row "
                                    "max tiled again outside the chain (its value also returned, e.g. a log-sum-exp "
                                    "output) is not carried out of the flash loop: use tile-and-fuse for such graphs"});
    if (std::optional<Refusal> refusal = analyses.back().analyze(ops, reductions))
      return refused(*this, *refusal);
  }
  for (FusionAnalysis &analysis : analyses)
    if (std::optional<Refusal> refusal = OnlineUpdate(rewriter, std::move(analysis.plan), getGuardInfinities()).apply())
      return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
