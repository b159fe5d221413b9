// fold_scale_into_exp2. In a vectorized flash loop the softmax of a score tile reads
//   %x = select(mask, (%s·a)·a, -inf)         (a = √scale: narrow_vector_contract_operands' scales)
//   %m = multi_reduction <maximumf>, %x, %m_old
//   %p = exp(%x - transpose(broadcast(%m')))  (%m' = %m, or 0 where it is -inf)
// which costs per score element two multiplies, a subtraction and, on GPUs whose exponential is a
// base-2 instruction (NVIDIA's ex2, Intel's math box), a multiply by log2 e. With
//   K = a·a·log2 e (rounded once, from double)
// it becomes
//   %c = select(mask, %s, -inf)
//   %m = maximumf((max %c)·a·a, %m_old)        (per row: the same value, see below)
//   %p = exp2(fma(%c, K, transpose(broadcast(%m'·-log2 e))))
// one fused multiply-add per element beside the exponential (FlashAttention 3 computes its softmax
// this way). The row max is the same value bit for bit: a product by a positive constant, rounded, is
// a non-decreasing function of its operand, so max(fl(c·a)) = fl(max(c)·a), and -inf stays -inf. The
// exponent is rounded differently: before, fl(fl(x - m)·log2 e) after x was rounded once per scale;
// after, fl(c·K - fl(m·log2 e)) with K rounded once. Each is within a few units of 2^-24·(|x| + |m|)
// of the exact x - m (in log2 units); exp2 turns an error δ of its argument into a relative error of
// δ·ln 2, so p changes by at most about 2^-22·(|x| + |m|) relative: 2.4e-5 for scores of 50 in
// magnitude, against bf16's 2^-8 = 3.9e-3 (the P·V operand is rounded to bf16 right after).
// Where x is not such a chain (pad_lengths' bias added, an additive mask), only the subtraction and
// the log2 e multiply become the FMA: exp2(fma(x, log2 e, -m·log2 e)).
#include "transforms/fold_scale_into_exp2.h"

#include "transforms/apply_support.h"
#include "transforms/lantern_transform_ops.h"
#include "transforms/row_spread.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

#include <cmath>

namespace lantern::transforms {

namespace {

using namespace mlir;

constexpr double kLog2e = 1.44269504088896340736;

// The splat float value of a constant (scalar or vector), if it is one.
std::optional<APFloat> splatFloat(Value value) {
  FloatAttr scalar;
  if (matchPattern(value, m_Constant(&scalar)))
    return scalar.getValue();
  SplatElementsAttr splat;
  if (matchPattern(value, m_Constant(&splat)) && isa<FloatType>(splat.getElementType()))
    return splat.getSplatValue<APFloat>();
  return std::nullopt;
}

bool isMinusInfinity(Value value) {
  std::optional<APFloat> v = splatFloat(value);
  return v && v->isInfinity() && v->isNegative();
}

// A positive, finite constant factor.
std::optional<APFloat> positiveFactor(Value value) {
  std::optional<APFloat> v = splatFloat(value);
  if (!v || !v->isFiniteNonZero() || v->isNegative())
    return std::nullopt;
  return v;
}

// A constant of `type` (f32, or a vector of f32) with every element `value`.
Value floatConstant(OpBuilder &b, Location loc, Type type, float value) {
  return createScalarOrSplatConstant(b, loc, type, APFloat(value));
}

// The scores x as masks and positive scales applied to `base`: x = scales(masks(base)), in any
// interleaving (a positive scale keeps -inf). Ops listed innermost first.
struct Scale {
  Operation *op;  // arith.mulf or arith.divf
  APFloat factor; // its positive constant
};

struct ScoreChain {
  Value base;
  double factor = 1;                  // the product of the scales (a divide's factor inverted)
  SmallVector<Scale> scales;
  SmallVector<arith::SelectOp> masks; // arith.select between a value and -inf
};

ScoreChain traceScores(Value x) {
  ScoreChain chain;
  Value v = x;
  while (Operation *op = v.getDefiningOp()) {
    if (auto select = dyn_cast<arith::SelectOp>(op)) {
      if (isMinusInfinity(select.getFalseValue()) && !isMinusInfinity(select.getTrueValue()))
        v = select.getTrueValue();
      else if (isMinusInfinity(select.getTrueValue()) && !isMinusInfinity(select.getFalseValue()))
        v = select.getFalseValue();
      else
        break;
      chain.masks.push_back(select);
      continue;
    }
    if (auto mul = dyn_cast<arith::MulFOp>(op)) {
      std::optional<APFloat> f = positiveFactor(mul.getRhs());
      Value other = mul.getLhs();
      if (!f) {
        f = positiveFactor(mul.getLhs());
        other = mul.getRhs();
      }
      if (!f)
        break;
      chain.factor *= f->convertToDouble();
      chain.scales.push_back({op, *f});
      v = other;
      continue;
    }
    if (auto div = dyn_cast<arith::DivFOp>(op)) {
      std::optional<APFloat> f = positiveFactor(div.getRhs());
      if (!f)
        break;
      chain.factor /= f->convertToDouble();
      chain.scales.push_back({op, *f});
      v = div.getLhs();
      continue;
    }
    break;
  }
  std::reverse(chain.scales.begin(), chain.scales.end());
  std::reverse(chain.masks.begin(), chain.masks.end());
  chain.base = v;
  return chain;
}

// The tile of -m·log2 e for `rowTerm` (m spread over the tile): the product taken on the rows, then
// spread the same way; a splat constant folded.
Value scaledRowTerm(OpBuilder &b, Location loc, Value rowTerm) {
  if (std::optional<APFloat> splat = splatFloat(rowTerm))
    return floatConstant(b, loc, rowTerm.getType(), static_cast<float>(-splat->convertToDouble() * kLog2e));
  RowSpread spread = traceRowSpread(rowTerm);
  if (!spread.root)
    return Value();
  Value term = arith::MulFOp::create(b, loc, spread.root,
                                     floatConstant(b, loc, spread.root.getType(), static_cast<float>(-kLog2e)));
  return spreadLike(b, spread, term);
}

class Folder {
public:
  explicit Folder(RewriterBase &rewriter) : rewriter(rewriter) {}

  bool foldExp(math::ExpOp exp, Exp2Folding &done);
  // The ops the rewrites left unused (subtractions, scaled scores, spread rows), erased while any is.
  void eraseDead();

private:
  Value maskedBase(Value x, const ScoreChain &chain);
  void foldRowMax(Value x, const ScoreChain &chain);

  RewriterBase &rewriter;
  DenseMap<Value, Value> masked; // scores x -> masks(base), built once per x
  llvm::SetVector<Operation *> deadCandidates;
};

void Folder::eraseDead() {
  SmallVector<Operation *> candidates = deadCandidates.takeVector();
  for (bool erased = true; erased;) {
    erased = false;
    for (Operation *&op : candidates)
      if (op && op->use_empty() && isPure(op)) {
        rewriter.eraseOp(op);
        op = nullptr;
        erased = true;
      }
  }
}

// masks(base): the chain's selects on the unscaled scores, before x's own op (every operand of the
// chain is defined before it).
Value Folder::maskedBase(Value x, const ScoreChain &chain) {
  if (Value known = masked.lookup(x))
    return known;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(x.getDefiningOp());
  Value v = chain.base;
  for (arith::SelectOp select : chain.masks) {
    bool keepsTrue = isMinusInfinity(select.getFalseValue());
    Value minusInfinity = keepsTrue ? select.getFalseValue() : select.getTrueValue();
    v = arith::SelectOp::create(rewriter, select.getLoc(), select.getCondition(), keepsTrue ? v : minusInfinity,
                                keepsTrue ? minusInfinity : v);
  }
  masked[x] = v;
  return v;
}

// Each max reduction of x takes the unscaled (masked) scores, and its per-row result is scaled by the
// chain's constants in their order, then combined with the reduction's accumulator: the same value.
void Folder::foldRowMax(Value x, const ScoreChain &chain) {
  SmallVector<vector::MultiDimReductionOp> reductions;
  for (Operation *user : x.getUsers())
    if (auto reduction = dyn_cast<vector::MultiDimReductionOp>(user))
      if (reduction.getSource() == x && (reduction.getKind() == vector::CombiningKind::MAXIMUMF ||
                                         reduction.getKind() == vector::CombiningKind::MAXNUMF))
        reductions.push_back(reduction);
  for (vector::MultiDimReductionOp reduction : reductions) {
    Location loc = reduction.getLoc();
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(reduction);
    Value acc = reduction.getAcc();
    Type accType = acc.getType();
    Value minusInfinity = floatConstant(rewriter, loc, accType, -std::numeric_limits<float>::infinity());
    Value row = vector::MultiDimReductionOp::create(rewriter, loc, accType, reduction.getKind(),
                                                    maskedBase(x, chain), minusInfinity,
                                                    reduction.getReductionDims());
    for (const Scale &scale : chain.scales) {
      Value factor = createScalarOrSplatConstant(rewriter, loc, accType, scale.factor);
      row = isa<arith::DivFOp>(scale.op) ? arith::DivFOp::create(rewriter, loc, row, factor).getResult()
                                         : arith::MulFOp::create(rewriter, loc, row, factor).getResult();
    }
    Value combined = reduction.getKind() == vector::CombiningKind::MAXIMUMF
                         ? arith::MaximumFOp::create(rewriter, loc, row, acc).getResult()
                         : arith::MaxNumFOp::create(rewriter, loc, row, acc).getResult();
    rewriter.replaceOp(reduction, combined);
  }
}

bool Folder::foldExp(math::ExpOp exp, Exp2Folding &done) {
  auto type = dyn_cast<VectorType>(exp.getType());
  if (!type || !type.getElementType().isF32())
    return false;
  auto difference = exp.getOperand().getDefiningOp<arith::SubFOp>();
  if (!difference)
    return false;
  Location loc = exp.getLoc();
  Value x = difference.getLhs();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(exp);
  Value rowTerm = scaledRowTerm(rewriter, loc, difference.getRhs());
  if (!rowTerm)
    return false;
  ScoreChain chain = traceScores(x);
  bool scaled = !chain.scales.empty();
  Value scores = x;
  double factor = kLog2e;
  if (scaled) {
    scores = maskedBase(x, chain);
    factor *= chain.factor;
  }
  Value fma = math::FmaOp::create(rewriter, loc, scores, floatConstant(rewriter, loc, type, static_cast<float>(factor)),
                                  rowTerm);
  rewriter.replaceOpWithNewOp<math::Exp2Op>(exp, fma);
  if (scaled)
    foldRowMax(x, chain);
  // What only the exponential and the max read: the subtraction, the scaled scores, the spread row.
  SmallVector<Operation *> dead = {difference};
  for (const Scale &scale : chain.scales)
    dead.push_back(scale.op);
  for (arith::SelectOp select : chain.masks)
    dead.push_back(select);
  llvm::append_range(dead, traceRowSpread(difference.getRhs()).ops);
  for (Operation *op : dead)
    deadCandidates.insert(op);
  ++done.exponentials;
  done.scaled += scaled;
  return true;
}

} // namespace

std::optional<Refusal> foldScaleIntoExp2(RewriterBase &rewriter, Operation *scope, Exp2Folding &done) {
  SmallVector<math::ExpOp> exps;
  scope->walk([&](math::ExpOp exp) { exps.push_back(exp); });
  Folder folder(rewriter);
  for (math::ExpOp exp : exps)
    folder.foldExp(exp, done);
  folder.eraseDead();
  if (done.exponentials == 0)
    return Refusal{scope->getLoc(), "no exp(x - m) over an f32 vector tile with m spread from fewer elements",
                   "the rewrite replaces a tile's subtraction and exponential by an FMA and exp2, with the row "
                   "term computed once per row; after `vectorize`, the softmax's exponentials are such tiles"};
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure FoldScaleIntoExp2Op::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                            mlir::Operation *target,
                                                            mlir::transform::ApplyToEachResultList &,
                                                            mlir::transform::TransformState &) {
  Exp2Folding done;
  if (std::optional<Refusal> refusal = foldScaleIntoExp2(rewriter, target, done); refusal && !getIfPresent())
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
