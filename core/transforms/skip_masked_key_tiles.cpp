// skip_masked_key_tiles. After vectorization the causal mask of a flash loop reads
//   %keys = iv + step(0..T-1)          (broadcast over the rows)
//   %rows = base + step(0..R-1)        (broadcast over the keys; base from the block and warp loops)
//   %s'   = select(cmpi ule %keys, %rows, %s, -inf)
// or, as torch-mlir builds a causal mask (indices in i64, the mask added to the scores),
//   %s'   = %s + select(cmpi sle (%keys - %rows), 0, 0, -inf)
// (vectorized, that addition may be Q·Kᵀ's accumulator: %s' = contract(q, k, select(...)))
// and %s' (after any further additions: pad_lengths' bias, an additive mask) feeds only the row max
// and exp(%s' - m). Exact for scores that are not NaN or +inf: a NaN or +inf score in a skipped tile
// no longer reaches its row (as in FlashAttention's own causal skipping). A tile whose smallest key exceeds the largest
// row of the block is -inf everywhere: the max keeps its value, exp gives 0, so the sum and P·V
// keep theirs. The loop's upper bound becomes min(ub, largest row + 1). The iterations of the
// outermost parallel loop (the CPU's tiles of rows, a GPU's blocks) are independent, so each bounds
// its key loop by its own rows; a parallel loop inside it (a block's warps or threads) is taken at
// its last iteration, so every warp of a block runs the same number of iterations (they synchronize
// in shared-memory staging).
#include "transforms/skip_masked_key_tiles.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

namespace lantern::transforms {

namespace {

using namespace mlir;

// An index vector whose elements are (the sum of `bases`) + an offset ranging over [lo, hi].
struct IndexRange {
  SmallVector<Value, 2> bases;
  int64_t lo = 0, hi = 0;
};

std::optional<IndexRange> rangeOf(Value value) {
  Operation *op = value.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto broadcast = dyn_cast<vector::BroadcastOp>(op)) {
    if (isa<VectorType>(broadcast.getSourceType()))
      return rangeOf(broadcast.getSource());
    if (!broadcast.getSourceType().isIndex())
      return std::nullopt;
    return IndexRange{{broadcast.getSource()}, 0, 0};
  }
  if (auto transpose = dyn_cast<vector::TransposeOp>(op))
    return rangeOf(transpose.getVector());
  // torch-mlir's aranges are i64: the same indices, cast.
  if (auto cast = dyn_cast<arith::IndexCastOp>(op))
    return rangeOf(cast.getIn());
  if (auto step = dyn_cast<vector::StepOp>(op))
    return IndexRange{{}, 0, step.getResult().getType().getNumElements() - 1};
  if (auto add = dyn_cast<arith::AddIOp>(op)) {
    std::optional<IndexRange> lhs = rangeOf(add.getLhs()), rhs = rangeOf(add.getRhs());
    if (!lhs || !rhs)
      return std::nullopt;
    lhs->bases.append(rhs->bases.begin(), rhs->bases.end());
    lhs->lo += rhs->lo;
    lhs->hi += rhs->hi;
    return lhs;
  }
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)) && splat.getElementType().isIntOrIndex()) {
    int64_t c = splat.getSplatValue<APInt>().getSExtValue();
    return IndexRange{{}, c, c};
  }
  return std::nullopt;
}

// `k - r <pred> c` as `k <pred> r + c` (or `c <pred> k - r` as `r + c <pred> k`): the ranges of the
// two sides of `compare`, with a difference of indices moved across; nullopt when a side is not an
// index range.
std::optional<std::pair<IndexRange, IndexRange>> comparedRanges(arith::CmpIOp compare) {
  auto moved = [](arith::SubIOp difference, Value constant) -> std::optional<std::pair<IndexRange, IndexRange>> {
    std::optional<IndexRange> minuend = rangeOf(difference.getLhs()), subtrahend = rangeOf(difference.getRhs()),
                              c = rangeOf(constant);
    if (!minuend || !subtrahend || !c || !c->bases.empty() || c->lo != c->hi)
      return std::nullopt;
    subtrahend->lo += c->lo;
    subtrahend->hi += c->lo;
    return std::make_pair(*minuend, *subtrahend);
  };
  if (auto difference = compare.getLhs().getDefiningOp<arith::SubIOp>())
    return moved(difference, compare.getRhs());
  if (auto difference = compare.getRhs().getDefiningOp<arith::SubIOp>()) {
    std::optional<std::pair<IndexRange, IndexRange>> sides = moved(difference, compare.getLhs());
    if (sides)
      std::swap(sides->first, sides->second);
    return sides;
  }
  std::optional<IndexRange> lhs = rangeOf(compare.getLhs()), rhs = rangeOf(compare.getRhs());
  if (!lhs || !rhs)
    return std::nullopt;
  return std::make_pair(*lhs, *rhs);
}

bool isNegativeInfinity(Value value) {
  SplatElementsAttr splat;
  return matchPattern(value, m_Constant(&splat)) && isa<FloatType>(splat.getElementType()) &&
         splat.getSplatValue<APFloat>().isInfinity() && splat.getSplatValue<APFloat>().isNegative();
}

// The masked scores feed only the row max and exp(scores - m): a tile of -inf changes nothing.
bool onlyMaxAndExp(Value masked) {
  for (Operation *user : masked.getUsers()) {
    if (auto reduction = dyn_cast<vector::MultiDimReductionOp>(user)) {
      if (reduction.getKind() != vector::CombiningKind::MAXIMUMF || reduction.getSource() != masked)
        return false;
      continue;
    }
    auto sub = dyn_cast<arith::SubFOp>(user);
    if (!sub || sub.getLhs() != masked ||
        !llvm::all_of(sub->getUsers(), [](Operation *u) { return isa<math::ExpOp>(u); }))
      return false;
  }
  return true;
}

// Whether `value` is the same on every iteration of `loop`: defined outside it, or a sum/product
// of such values (the flash loop computes some row indices inside it; no hoisting ran on the GPU).
bool invariantIn(Value value, scf::ForOp loop) {
  if (loop.isDefinedOutsideOfLoop(value))
    return true;
  Operation *op = value.getDefiningOp();
  if (!op || !isa<arith::AddIOp, arith::MulIOp, arith::ConstantOp>(op))
    return false;
  return llvm::all_of(op->getOperands(), [&](Value v) { return invariantIn(v, loop); });
}

// `value` with the induction variables of `forall` at their last iteration, built at `b`'s point
// before `loop`; only sums and products by non-negative constants are followed, so the result is
// the largest value `value` takes over the warp or thread loop.
FailureOr<Value> atLastIteration(Value value, scf::ForallOp forall, scf::ForOp loop, OpBuilder &b) {
  if (forall)
    for (auto [i, iv] : llvm::enumerate(forall.getInductionVars())) {
      if (value != iv)
        continue;
      std::optional<int64_t> ub = getConstantIntValue(forall.getMixedUpperBound()[i]);
      std::optional<int64_t> lb = getConstantIntValue(forall.getMixedLowerBound()[i]);
      std::optional<int64_t> step = getConstantIntValue(forall.getMixedStep()[i]);
      if (!ub || !lb || !step || *step <= 0 || *ub <= *lb)
        return failure();
      int64_t last = *lb + (*ub - *lb - 1) / *step * *step;
      return arith::ConstantIndexOp::create(b, forall.getLoc(), last).getResult();
    }
  Operation *op = value.getDefiningOp();
  bool inside = (forall && op && forall->isProperAncestor(op)) || !loop.isDefinedOutsideOfLoop(value);
  if (!inside)
    return value;
  if (auto add = dyn_cast_if_present<arith::AddIOp>(op)) {
    FailureOr<Value> lhs = atLastIteration(add.getLhs(), forall, loop, b);
    FailureOr<Value> rhs = atLastIteration(add.getRhs(), forall, loop, b);
    if (failed(lhs) || failed(rhs))
      return failure();
    return arith::AddIOp::create(b, add.getLoc(), *lhs, *rhs).getResult();
  }
  if (auto mul = dyn_cast_if_present<arith::MulIOp>(op)) {
    std::optional<int64_t> factor = getConstantIntValue(mul.getRhs());
    FailureOr<Value> lhs = atLastIteration(mul.getLhs(), forall, loop, b);
    if (!factor || *factor < 0 || failed(lhs))
      return failure();
    return arith::MulIOp::create(b, mul.getLoc(), *lhs, arith::ConstantIndexOp::create(b, mul.getLoc(), *factor))
        .getResult();
  }
  std::optional<int64_t> constant = getConstantIntValue(value);
  if (constant)
    return arith::ConstantIndexOp::create(b, value.getLoc(), *constant).getResult();
  return failure();
}

} // namespace

std::optional<Refusal> skipMaskedKeyTiles(RewriterBase &rewriter, scf::ForOp loop) {
  Value iv = loop.getInductionVar();
  arith::SelectOp mask;
  IndexRange keys, rows;
  bool strict = false;
  loop.getBody()->walk([&](arith::SelectOp select) {
    auto compare = select.getCondition().getDefiningOp<arith::CmpIOp>();
    if (mask || !compare || !isNegativeInfinity(select.getFalseValue()))
      return;
    // select(c, s, -inf), or s + select(c, 0, -inf): what feeds the max and the exponential.
    // Terms added after it (pad_lengths' bias on the padded keys, an additive mask) leave a -inf
    // score -inf: follow them to what feeds the max and the exponential.
    // torch-mlir's form, vectorized: the additive mask is Q·Kᵀ's accumulator (`contract(q, k,
    // select(c, 0, -inf))`), so -inf + the products is what feeds them.
    Value masked = select.getResult();
    while (masked.hasOneUse()) {
      Operation *user = *masked.getUsers().begin();
      if (auto add = dyn_cast<arith::AddFOp>(user)) {
        masked = add.getResult();
        continue;
      }
      auto contract = dyn_cast<vector::ContractionOp>(user);
      if (!contract || contract.getAcc() != masked || contract.getKind() != vector::CombiningKind::ADD)
        break;
      masked = contract.getResult();
    }
    if (!onlyMaxAndExp(masked))
      return;
    std::optional<std::pair<IndexRange, IndexRange>> sides = comparedRanges(compare);
    if (!sides)
      return;
    std::optional<IndexRange> lhs = sides->first, rhs = sides->second;
    using P = arith::CmpIPredicate;
    P predicate = compare.getPredicate();
    bool keyFirst = llvm::is_contained({P::ule, P::sle, P::ult, P::slt}, predicate);
    bool rowFirst = llvm::is_contained({P::uge, P::sge, P::ugt, P::sgt}, predicate);
    if (!keyFirst && !rowFirst)
      return;
    IndexRange &k = keyFirst ? *lhs : *rhs, &r = keyFirst ? *rhs : *lhs;
    // Keys are the loop's induction variable plus offsets; rows do not change with the loop.
    if (k.bases.size() != 1 || k.bases[0] != iv ||
        llvm::any_of(r.bases, [&](Value v) { return !invariantIn(v, loop); }))
      return;
    mask = select;
    keys = k;
    rows = r;
    strict = llvm::is_contained({P::ult, P::slt, P::ugt, P::sgt}, predicate);
  });
  if (!mask)
    return Refusal{loop.getLoc(),
                   "no score in the loop is set to -inf by comparing the key index (the induction variable plus "
                   "offsets) with row indices that do not change in the loop",
                   "only a causal mask built from indices tells which key tiles are -inf for every row; the mask "
                   "must feed only the row max and exp(s - m)"};
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(loop);
  auto forall = loop->getParentOfType<scf::ForallOp>();
  if (forall && !forall->getParentOfType<scf::ForallOp>())
    forall = nullptr; // the outermost loop: its induction variables are this iteration's rows
  // Rows visible to a key k: k <= row (k < row when strict). The last tile that any row of the
  // block sees starts at most at max(row) - strict - min offset of the keys.
  Value last;
  for (Value base : rows.bases) {
    FailureOr<Value> atLast = atLastIteration(base, forall, loop, rewriter);
    if (failed(atLast))
      return Refusal{loop.getLoc(), "a row index is not a sum of loop indices and constants",
                     "its largest value over the warp or thread loop cannot be taken at the last iteration"};
    last = last ? arith::AddIOp::create(rewriter, loop.getLoc(), last, *atLast).getResult() : *atLast;
  }
  Value bound = arith::ConstantIndexOp::create(rewriter, loop.getLoc(), rows.hi + 1 - (strict ? 1 : 0) - keys.lo);
  if (last)
    bound = arith::AddIOp::create(rewriter, loop.getLoc(), last, bound);
  Value upper = arith::MinSIOp::create(rewriter, loop.getLoc(), loop.getUpperBound(), bound);
  rewriter.modifyOpInPlace(loop, [&] { loop.getUpperBoundMutable().assign(upper); });
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure SkipMaskedKeyTilesOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::Operation *target,
                                                             mlir::transform::ApplyToEachResultList &,
                                                             mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::scf::ForOp>(target);
  if (!loop)
    return refused(*this, wrongTarget(target, "an scf.for", "the key loop's upper bound is what changes"));
  if (std::optional<Refusal> refusal = skipMaskedKeyTiles(rewriter, loop); refusal && !getIfPresent())
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
