// Role finder. Recognition works on what ops compute (iterator types, the combiner of a reduction,
// the scalar ops of an elementwise body, where operands come from), not on one spelling of the graph,
// so the variants of ATTENTION_IR.md (named or generic ops, 3-D or 4-D, fused divide, GQA
// broadcasts, score and mask mods) are all recognised.
//
// Its stages, in the order Finder::run takes them:
//   op facts      what each op computes on its own (op_facts.h: classify, combiners, constants, the
//                 mask evaluator)
//   anchors       each row max with the Q·Kᵀ that feeds it and the P·V its softmax reaches
//   region        the ops between Q·Kᵀ and P·V by what they compute: scale, masks, score mods, the
//                 exponential, the row sum, the normalisation, the safe-softmax guard
//   operands      Q, K and V back to their sources, with their transposes, casts and scales
//   outputs       P·V's way to the function's results, and the statistics returned beside it
//   shapes        batch, heads, lengths and head dim of each block
// The report's words (role names, the summary) are in role_report.cpp.
#include "graph/roles.h"
#include "graph/op_facts.h"
#include "ir/module.h"
#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <sstream>

namespace lantern::graph {

using namespace facts;

namespace {

using OpSet = llvm::DenseSet<mlir::Operation *>;

// What lies behind a Q, K or V operand: the plumbing and scale ops back to where the tensor comes
// from (a function argument, or an op that computes it, such as a projection).
struct Chain {
  std::vector<mlir::Operation *> ops; // from the contraction backwards
  std::vector<mlir::Operation *> scales;
  mlir::Value origin;
  double scale = 1.0;
  int64_t broadcastGroups = 1;         // GQA: how many query heads share each K/V head
  std::vector<int64_t> first4D;        // the first 4-D shape met going back ([B, H, S, D])
};

class Finder {
public:
  explicit Finder(mlir::func::FuncOp func) : func(func) {}

  RoleReport run();

private:
  struct Anchors {
    mlir::Operation *qk = nullptr, *rowMax = nullptr, *pv = nullptr;
  };
  // One block under analysis: its anchors, the op sets that bound it and what it found.
  struct BlockState {
    Anchors anchors;
    OpSet fromQK, toPV, fromMax, toMax, members;
    AttentionBlock out;
    mlir::Operation *rowSum = nullptr;
    double scoreScale = 1.0;
    bool scaledQ = false, scaledK = false, scaledScores = false;
  };

  void collect();
  Kind kindOf(mlir::Operation *op) const;
  std::vector<Anchors> findAnchors();
  mlir::Operation *contractionFeeding(mlir::Operation *rowMax);
  mlir::Operation *contractionConsuming(mlir::Operation *rowMax);
  OpSet reach(mlir::Operation *from, mlir::Operation *stop, bool forwards) const;
  Chain chainBack(mlir::Value v) const;

  void analyze(BlockState &b);
  void tagRegion(BlockState &b);
  void tagElementwise(BlockState &b, mlir::linalg::LinalgOp op);
  void classifyScoreOp(BlockState &b, mlir::linalg::LinalgOp op);
  void tagMaskSource(BlockState &b, mlir::linalg::LinalgOp maskOp, mlir::Value bodyValue, mlir::Value source);
  void describeIndexMask(BlockState &b, mlir::linalg::LinalgOp op, mlir::Value condition);
  void addMaskKind(BlockState &b, const std::string &kind);
  void tagOperandChains(BlockState &b);
  void tagOutputs(BlockState &b);
  void describeGuard(BlockState &b);
  void fillShapes(BlockState &b, const Chain &q, const Chain &k);
  void tag(BlockState &b, mlir::Operation *op, Role role);
  bool isPlainSdpa() const;
  std::string argumentMaskKind(int arg) const;

  mutable mlir::func::FuncOp func; // FuncOp accessors are not const
  RoleReport report;
  std::vector<OpInfo> ops;
  llvm::DenseMap<mlir::Operation *, Kind> kinds;
  llvm::DenseMap<mlir::Operation *, Role> roles;
  llvm::DenseMap<mlir::Operation *, int> blockOfOp;
  bool tagBlocks = false;
};

void Finder::collect() {
  func.walk([&](mlir::Operation *op) {
    if (op == func.getOperation())
      return;
    Kind kind = classify(op);
    kinds[op] = kind;
    if (kind != Kind::Other || llvm::isa<mlir::linalg::LinalgOp>(op))
      ops.push_back({op, kind});
  });
}

Kind Finder::kindOf(mlir::Operation *op) const {
  auto it = kinds.find(op);
  return it == kinds.end() ? Kind::Other : it->second;
}

// Ops reachable from `from` along uses (forward) or operands (backward), not going past `stop` or
// other contractions.
OpSet Finder::reach(mlir::Operation *from, mlir::Operation *stop, bool forwards) const {
  OpSet seen;
  llvm::SmallVector<mlir::Operation *> work{from};
  while (!work.empty()) {
    mlir::Operation *op = work.pop_back_val();
    if (!seen.insert(op).second)
      continue;
    if (op != from && (op == stop || kindOf(op) == Kind::Contraction))
      continue;
    if (forwards) {
      for (mlir::Operation *user : op->getUsers())
        work.push_back(user);
    } else {
      for (mlir::Value operand : op->getOperands())
        if (mlir::Operation *def = operand.getDefiningOp())
          work.push_back(def);
    }
  }
  return seen;
}

// Q·Kᵀ of a row max: the one contraction behind it through ops that are not reductions.
mlir::Operation *Finder::contractionFeeding(mlir::Operation *rowMax) {
  llvm::SetVector<mlir::Operation *> found;
  llvm::SmallVector<mlir::Value> work;
  auto maxOp = llvm::cast<mlir::linalg::LinalgOp>(rowMax);
  for (mlir::OpOperand *in : maxOp.getDpsInputOperands())
    work.push_back(in->get());
  OpSet seen;
  while (!work.empty()) {
    mlir::Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    Kind kind = kindOf(def);
    if (kind == Kind::Contraction) {
      found.insert(def);
      continue;
    }
    if (kind == Kind::Fill || kind == Kind::MaxReduction || kind == Kind::SumReduction || kind == Kind::AndReduction)
      continue;
    auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(def);
    if (linalgOp)
      for (mlir::OpOperand *in : linalgOp.getDpsInputOperands())
        work.push_back(in->get());
    else if (kind == Kind::Reshape)
      work.push_back(def->getOperand(0));
  }
  // Several: the score path is the one with the row max's shape; take the latest in program order.
  if (found.empty())
    return nullptr;
  mlir::Operation *best = found.front();
  for (mlir::Operation *c : found)
    if (best->isBeforeInBlock(c))
      best = c;
  return best;
}

// P·V of a row max: the first contraction its softmax reaches through elementwise ops, reductions
// of the row and reshapes.
mlir::Operation *Finder::contractionConsuming(mlir::Operation *rowMax) {
  mlir::Operation *best = nullptr;
  llvm::SmallVector<mlir::Operation *> work{rowMax};
  OpSet seen;
  while (!work.empty()) {
    mlir::Operation *op = work.pop_back_val();
    if (!seen.insert(op).second)
      continue;
    Kind kind = kindOf(op);
    if (op != rowMax && kind == Kind::Contraction) {
      if (!best || op->isBeforeInBlock(best))
        best = op;
      continue;
    }
    if (op != rowMax && kind != Kind::Elementwise && kind != Kind::SumReduction && kind != Kind::AndReduction &&
        !isPlumbing(kind) && kind != Kind::Fill)
      continue;
    for (mlir::Value result : op->getResults())
      for (mlir::Operation *user : result.getUsers())
        if (user->getBlock() == op->getBlock())
          work.push_back(user);
  }
  return best;
}

std::vector<Finder::Anchors> Finder::findAnchors() {
  std::vector<Anchors> found;
  size_t contractions = 0, maxReductions = 0;
  OpSet used;
  for (const OpInfo &info : ops) {
    contractions += info.kind == Kind::Contraction;
    if (info.kind != Kind::MaxReduction)
      continue;
    ++maxReductions;
    Anchors a;
    a.rowMax = info.op;
    a.qk = contractionFeeding(info.op);
    a.pv = contractionConsuming(info.op);
    if (!a.qk || !a.pv || a.qk == a.pv || used.count(a.qk) || used.count(a.pv))
      continue;
    used.insert(a.qk);
    used.insert(a.pv);
    found.push_back(a);
  }
  if (found.empty()) {
    if (contractions < 2 || maxReductions == 0)
      report.reason = "found " + std::to_string(contractions) + " contraction(s) and " + std::to_string(maxReductions) +
                      " max reduction(s); attention needs Q·Kᵀ, a softmax over its rows and P·V";
    else
      report.reason = "no max reduction sits between two contractions: no softmax(Q·Kᵀ)·V was found";
  }
  return found;
}

Chain Finder::chainBack(mlir::Value v) const {
  Chain chain;
  for (int guard = 0; guard < 64 && v; ++guard) {
    if (auto type = llvm::dyn_cast<mlir::RankedTensorType>(v.getType()); type && type.getRank() == 4 && chain.first4D.empty())
      chain.first4D.assign(type.getShape().begin(), type.getShape().end());
    mlir::Operation *def = v.getDefiningOp();
    if (!def)
      break;
    Kind kind = kindOf(def);
    if (kind == Kind::Reshape) {
      chain.ops.push_back(def);
      v = def->getOperand(0);
      continue;
    }
    auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(def);
    if (linalgOp && (kind == Kind::Copy || kind == Kind::CastOnly) && linalgOp.getNumDpsInputs() >= 1) {
      chain.ops.push_back(def);
      mlir::Value in = linalgOp.getDpsInputOperand(0)->get();
      if (kind == Kind::Copy && isBroadcastCopy(def) && numElements(in) > 0)
        chain.broadcastGroups *= numElements(def->getResult(0)) / numElements(in);
      v = in;
      continue;
    }
    if (linalgOp && kind == Kind::Elementwise)
      if (std::optional<ScaleOp> s = scaleOp(linalgOp)) {
        chain.ops.push_back(def);
        chain.scales.push_back(def);
        chain.scale *= s->factor;
        v = s->input;
        continue;
      }
    break;
  }
  chain.origin = v;
  return chain;
}

void Finder::tag(BlockState &b, mlir::Operation *op, Role role) {
  if (auto it = blockOfOp.find(op); it != blockOfOp.end() && it->second != b.out.index)
    return; // shared with an earlier block (a padding mask every layer reads): stays there
  roles[op] = role;
  blockOfOp[op] = b.out.index;
  b.members.insert(op);
  op->setAttr(kRoleAttrName, mlir::StringAttr::get(op->getContext(), toString(role)));
}

// Several masks can apply (a boolean mask and a causal one); a sliding window implies causal.
void Finder::addMaskKind(BlockState &b, const std::string &kind) {
  std::string &current = b.out.maskKind;
  auto has = [&](const std::string &k) { return ("+" + current + "+").find("+" + k + "+") != std::string::npos; };
  if (current == "none") {
    current = kind;
  } else if (kind == "causal" && has("sliding_window")) {
    return;
  } else if (kind == "sliding_window" && has("causal")) {
    size_t pos = ("+" + current + "+").find("+causal+");
    current.replace(pos, 6, "sliding_window");
  } else if (!has(kind)) {
    current += "+" + kind;
  }
}

void Finder::describeIndexMask(BlockState &b, mlir::linalg::LinalgOp op, mlir::Value condition) {
  IndexMaskEvaluator evaluator(op, condition);
  // Evaluate the rule on rows far enough from the edges to tell a window from a causal mask: each
  // row must see one contiguous run of keys ending at the diagonal.
  llvm::SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t rowsInOp = ranges.size() >= 2 ? ranges[ranges.size() - 2] : 0;
  int64_t keysInOp = ranges.empty() ? 0 : ranges.back();
  std::vector<int64_t> probeRows = {70, 100, 133};
  if (rowsInOp > 0 && rowsInOp < 134)
    probeRows = {rowsInOp / 2, (3 * rowsInOp) / 4, rowsInOp - 1};
  bool evaluable = true, endsAtDiagonal = true, startsAtZero = true;
  std::optional<int64_t> runLength;
  bool sameLength = true;
  for (int64_t q : probeRows) {
    int64_t first = -1, last = -1, count = 0;
    int64_t lastKey = keysInOp > 0 ? std::min(keysInOp - 1, q + 8) : q + 8;
    for (int64_t k = 0; k <= lastKey; ++k) {
      auto vis = evaluator.visible(q, k);
      if (!vis) {
        evaluable = false;
        break;
      }
      if (*vis) {
        if (first < 0)
          first = k;
        last = k;
        ++count;
      }
    }
    if (!evaluable)
      break;
    bool contiguous = count > 0 && last - first + 1 == count;
    endsAtDiagonal &= contiguous && last == q;
    startsAtZero &= first == 0;
    if (runLength && *runLength != count)
      sameLength = false;
    runLength = count;
  }
  if (!evaluable) {
    addMaskKind(b, "index");
    report.notes.push_back("mask: computed from linalg.index by a rule Lantern cannot evaluate");
    b.out.unknownScoreMod = true;
  } else if (endsAtDiagonal && startsAtZero) {
    addMaskKind(b, "causal");
    b.out.causal = true;
  } else if (endsAtDiagonal && sameLength) {
    addMaskKind(b, "sliding_window");
    b.out.causal = true;
    b.out.window = *runLength;
  } else {
    addMaskKind(b, "index");
    report.notes.push_back("mask: a linalg.index rule that is neither causal nor a causal sliding window");
    b.out.unknownScoreMod = true;
  }
}

// The ops that build a mask operand (broadcasts, reshapes, casts, arithmetic on a padding vector,
// index rules), back to the function argument it comes from. Tags them and records the argument.
void Finder::tagMaskSource(BlockState &b, mlir::linalg::LinalgOp maskOp, mlir::Value bodyValue, mlir::Value source) {
  llvm::SmallVector<mlir::Value> work{source};
  OpSet seen;
  std::vector<int> args;
  bool throughReshape = false;
  while (!work.empty()) {
    mlir::Value v = work.pop_back_val();
    if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(v)) {
      if (arg.getOwner() == &func.getBody().front() &&
          std::find(args.begin(), args.end(), static_cast<int>(arg.getArgNumber())) == args.end())
        args.push_back(static_cast<int>(arg.getArgNumber()));
      continue;
    }
    mlir::Operation *def = v.getDefiningOp();
    if (!def || !seen.insert(def).second || b.fromQK.count(def))
      continue;
    if (llvm::isa<mlir::arith::ConstantOp>(def))
      continue;
    Kind kind = kindOf(def);
    if (kind == Kind::Reshape) {
      tag(b, def, Role::Reshape);
      throughReshape = true;
      work.push_back(def->getOperand(0));
      continue;
    }
    auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(def);
    if (!linalgOp || (kind != Kind::Copy && kind != Kind::CastOnly && kind != Kind::Elementwise))
      continue;
    if (kind == Kind::Copy)
      tag(b, def, isBroadcastCopy(def) ? Role::Broadcast : Role::Transpose);
    else if (kind == Kind::CastOnly)
      tag(b, def, Role::Cast);
    else {
      tag(b, def, Role::Mask);
      if (!(scaleOp(linalgOp) || isBoolToAdditive(linalgOp)))
        b.out.maskComputed = true;
    }
    for (mlir::OpOperand *in : linalgOp.getDpsInputOperands())
      work.push_back(in->get());
  }
  if (!args.empty() && throughReshape)
    b.out.maskReshaped = true;
  // Built from constants and indices alone (a causal or sliding-window rule, a constant tensor):
  // what it computes is evaluated.
  if (args.empty()) {
    b.out.maskComputed = false; // a rule on indices and constants: evaluated below
    // An additive term that is neither 0 nor -inf is a position bias, not a mask.
    if (!bodyValue.getType().isInteger(1)) {
      IndexMaskEvaluator probe(maskOp, bodyValue);
      for (int64_t q = 0; q < 8; ++q)
        for (int64_t k = 0; k < 8; ++k)
          if (std::optional<double> v = probe.value(q, k); v && std::isfinite(*v) && *v > -1e30 && *v != 0) {
            roles.erase(maskOp);
            tag(b, maskOp, Role::ScoreMod);
            b.out.scoreMods.push_back("position bias (an additive term from linalg.index)");
            b.out.unknownScoreMod = true;
            return;
          }
    }
    describeIndexMask(b, maskOp, bodyValue);
  }
  if (args.size() == 1) {
    b.out.maskArg = args.front();
    if (auto t = llvm::dyn_cast<mlir::RankedTensorType>(func.getArgument(args.front()).getType()))
      b.out.maskShape.assign(t.getShape().begin(), t.getShape().end());
  } else if (args.size() > 1) {
    report.notes.push_back("mask: built from " + std::to_string(args.size()) + " function arguments");
    b.out.unknownScoreMod = true;
  }
}

// An elementwise op between Q·Kᵀ and the row max: the scale, a mask or a score mod.
void Finder::classifyScoreOp(BlockState &b, mlir::linalg::LinalgOp op) {
  mlir::Block *body = op.getBlock();
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
  mlir::Operation *result = yield.getOperand(0).getDefiningOp();

  if (std::optional<ScaleOp> s = scaleOp(op)) {
    b.scoreScale *= s->factor;
    b.scaledScores = true;
    return tag(b, op, Role::Scale);
  }
  // The operand that carries the scores, and the others (a mask, a bias).
  auto isScoreInput = [&](mlir::OpOperand *in) {
    mlir::Operation *def = in->get().getDefiningOp();
    return def && b.fromQK.count(def);
  };
  auto sourceOf = [&](mlir::Value bodyValue) -> mlir::Value {
    auto arg = llvm::dyn_cast<mlir::BlockArgument>(bodyValue);
    if (!arg || arg.getOwner() != body || arg.getArgNumber() >= op.getNumDpsInputs())
      return {};
    return op.getDpsInputOperand(arg.getArgNumber())->get();
  };

  // Boolean mask: select(cond, score, -inf).
  if (auto select = llvm::dyn_cast_or_null<mlir::arith::SelectOp>(result)) {
    if (isNegInf(select.getFalseValue()) || isNegInf(select.getTrueValue())) {
      tag(b, op, Role::Mask);
      mlir::Value cond = select.getCondition();
      if (mlir::Value source = sourceOf(cond)) {
        tagMaskSource(b, op, cond, source);
        if (b.out.maskArg >= 0)
          addMaskKind(b, argumentMaskKind(b.out.maskArg));
      } else {
        describeIndexMask(b, op, cond);
      }
      return;
    }
  }

  // Additive mask: addf of the scores and a tensor that does not come from them.
  if (result && llvm::isa<mlir::arith::AddFOp>(result)) {
    // baddbmm leftovers: scores + 0·C adds nothing.
    for (mlir::Value operand : result->getOperands())
      if (auto mul = operand.getDefiningOp<mlir::arith::MulFOp>())
        if (isZeroConstant(mul.getLhs()) || isZeroConstant(mul.getRhs())) {
          tag(b, op, Role::ScoreMod);
          b.out.scoreMods.push_back("adds 0·C (a baddbmm leftover, no effect)");
          return;
        }
    for (mlir::OpOperand *in : op.getDpsInputOperands()) {
      if (isScoreInput(in) || !llvm::isa<mlir::RankedTensorType>(in->get().getType()))
        continue;
      tag(b, op, Role::Mask);
      tagMaskSource(b, op, op.getMatchingBlockArgument(in), in->get());
      if (b.out.maskArg >= 0)
        addMaskKind(b, argumentMaskKind(b.out.maskArg));
      return;
    }
  }

  tag(b, op, Role::ScoreMod);
  std::string what;
  if (bodyHas(op, [](mlir::Operation &o) { return llvm::isa<mlir::math::TanhOp>(o); })) {
    what = "soft-cap (tanh)";
    // The cap multiplies the tanh: cap * tanh(s / cap).
    for (mlir::Operation &inner : body->without_terminator())
      if (auto mul = llvm::dyn_cast<mlir::arith::MulFOp>(inner))
        for (int i = 0; i < 2; ++i)
          if (mul->getOperand(i).getDefiningOp<mlir::math::TanhOp>())
            if (auto cap = floatConstant(mul->getOperand(1 - i)))
              b.out.softCap = *cap;
    if (b.out.softCap)
      what += ", cap " + std::to_string(*b.out.softCap).substr(0, 8);
    else
      b.out.unknownScoreMod = true;
  } else if (bodyHas(op, [](mlir::Operation &o) { return llvm::isa<mlir::linalg::IndexOp>(o); })) {
    what = "position bias (linalg.index, e.g. ALiBi)";
    b.out.alibi = true;
  } else {
    what = "elementwise";
    b.out.unknownScoreMod = true;
  }
  b.out.scoreMods.push_back(what);
}

// An elementwise op of the block: the exponential, the masked-row test and select, the
// normalisation, or an op on the scores (scale, mask, score mod).
void Finder::tagElementwise(BlockState &b, mlir::linalg::LinalgOp linalgOp) {
  mlir::Operation *op = linalgOp;
  bool fromMax = b.fromMax.count(op), toMax = b.toMax.count(op);
  auto has = [&](auto pred) { return bodyHas(linalgOp, pred); };
  if (fromMax && !toMax && has([](mlir::Operation &o) { return llvm::isa<mlir::math::ExpOp, mlir::math::Exp2Op>(o); }))
    return tag(b, op, Role::Exp);
  if (fromMax && !toMax && has([](mlir::Operation &o) { return llvm::isa<mlir::arith::SubFOp>(o); }) &&
      !has([](mlir::Operation &o) { return llvm::isa<mlir::arith::DivFOp>(o); }))
    return tag(b, op, Role::Exp);
  if (has([](mlir::Operation &o) {
        auto cmp = llvm::dyn_cast<mlir::arith::CmpFOp>(o);
        return cmp && (cmp.getPredicate() == mlir::arith::CmpFPredicate::OEQ ||
                       cmp.getPredicate() == mlir::arith::CmpFPredicate::UEQ) &&
               (isNegInf(cmp.getLhs()) || isNegInf(cmp.getRhs()));
      }))
    return tag(b, op, Role::MaskedRows);
  auto yield = llvm::cast<mlir::linalg::YieldOp>(linalgOp.getBlock()->getTerminator());
  if (auto select = yield.getOperand(0).getDefiningOp<mlir::arith::SelectOp>();
      select && !toMax && (isZeroConstant(select.getTrueValue()) || isZeroConstant(select.getFalseValue())))
    return tag(b, op, Role::ZeroMasked);
  if (fromMax && has([](mlir::Operation &o) { return llvm::isa<mlir::arith::DivFOp>(o); }))
    return tag(b, op, Role::Normalize);
  if (toMax)
    return classifyScoreOp(b, linalgOp);
}

// The ops between Q·Kᵀ and P·V, by what they compute.
void Finder::tagRegion(BlockState &b) {
  for (const OpInfo &info : ops) {
    mlir::Operation *op = info.op;
    if (!b.fromQK.count(op) || !b.toPV.count(op) || op == b.anchors.qk || op == b.anchors.pv ||
        op == b.anchors.rowMax)
      continue;
    switch (info.kind) {
    case Kind::Fill:
    case Kind::Other:
    case Kind::Contraction:
      break;
    case Kind::Reshape:
      tag(b, op, Role::Reshape);
      break;
    case Kind::CastOnly:
      tag(b, op, Role::Cast);
      break;
    case Kind::Copy:
      if (!isBroadcastCopy(op) && b.toMax.count(op))
        b.out.keysFirst = true; // K·Qᵀ transposed into the scores
      tag(b, op, isBroadcastCopy(op) ? Role::Broadcast : Role::Transpose);
      break;
    case Kind::MaxReduction:
      tag(b, op, Role::RowMax);
      break;
    case Kind::SumReduction:
      if (!b.rowSum && b.fromMax.count(op))
        b.rowSum = op;
      tag(b, op, Role::RowSum);
      break;
    case Kind::AndReduction:
      tag(b, op, Role::MaskedRows);
      break;
    case Kind::Elementwise:
      tagElementwise(b, llvm::cast<mlir::linalg::LinalgOp>(op));
      break;
    }
  }
}

// Q, K and V back to where they come from; the scale ops on Q and K.
void Finder::tagOperandChains(BlockState &b) {
  auto qkOp = llvm::cast<mlir::linalg::LinalgOp>(b.anchors.qk);
  auto pvOp = llvm::cast<mlir::linalg::LinalgOp>(b.anchors.pv);
  unsigned qIndex = b.out.keysFirst ? 1 : 0, kIndex = 1 - qIndex;
  Chain q = chainBack(qkOp.getDpsInputOperand(qIndex)->get());
  Chain k = chainBack(qkOp.getDpsInputOperand(kIndex)->get());
  Chain v;
  bool haveV = false;
  // V is the P·V input that does not derive from the scores (with a fused divide, P·V also reads
  // the exponentials, the row sum and the guard).
  for (mlir::OpOperand *in : pvOp.getDpsInputOperands()) {
    mlir::Operation *def = in->get().getDefiningOp();
    if (def && b.fromQK.count(def))
      continue;
    if (!llvm::isa<mlir::RankedTensorType>(in->get().getType()))
      continue;
    v = chainBack(in->get());
    haveV = true;
    break;
  }
  auto tagChain = [&](const Chain &chain, bool isQ, bool isK) {
    for (mlir::Operation *op : chain.ops) {
      Kind kind = kindOf(op);
      if (std::find(chain.scales.begin(), chain.scales.end(), op) != chain.scales.end()) {
        tag(b, op, Role::Scale);
        b.scaledQ |= isQ;
        b.scaledK |= isK;
      } else if (kind == Kind::Reshape) {
        tag(b, op, Role::Reshape);
      } else if (kind == Kind::CastOnly) {
        tag(b, op, Role::Cast);
      } else if (kind == Kind::Copy) {
        tag(b, op, isBroadcastCopy(op) ? Role::Broadcast : Role::Transpose);
      }
    }
  };
  tagChain(q, true, false);
  // Q, K and V may be one value: its scale then counts once per operand it scales.
  tagChain(k, false, true);
  if (haveV)
    tagChain(v, false, false);
  double scale = q.scale * k.scale * b.scoreScale;
  if (!q.scales.empty() || !k.scales.empty() || b.scaledScores)
    b.out.scale = scale;
  b.out.scaleSite = b.scaledScores                   ? ScaleSite::Scores
                    : b.scaledQ && b.scaledK         ? ScaleSite::QAndK
                    : b.scaledQ                      ? ScaleSite::Q
                    : b.scaledK                      ? ScaleSite::K
                                                     : ScaleSite::None;
  auto argNumber = [&](const Chain &chain) {
    auto arg = llvm::dyn_cast_or_null<mlir::BlockArgument>(chain.origin);
    return arg && arg.getOwner() == &func.getBody().front() ? static_cast<int>(arg.getArgNumber()) : -1;
  };
  b.out.queryArg = argNumber(q);
  b.out.keyArg = argNumber(k);
  b.out.valueArg = haveV ? argNumber(v) : -1;
  fillShapes(b, q, k);
}

// The output's way to the function's results (reshapes and casts after P·V) and the per-row
// statistics returned beside it (log-sum-exp, the max score).
void Finder::tagOutputs(BlockState &b) {
  mlir::Value out = b.anchors.pv->getResult(0);
  for (int guard = 0; guard < 16; ++guard) {
    if (!out.hasOneUse())
      break;
    mlir::Operation *user = *out.getUsers().begin();
    Kind kind = kindOf(user);
    if (kind == Kind::Reshape)
      tag(b, user, Role::Reshape);
    else if (kind == Kind::CastOnly)
      tag(b, user, Role::Cast);
    else if (kind == Kind::Copy && !isBroadcastCopy(user))
      tag(b, user, Role::Transpose);
    else
      break;
    out = user->getResult(0);
  }
  b.out.outputType = printType(elementType(out));
  mlir::Operation *ret = func.getBody().front().getTerminator();
  for (mlir::OpOperand &use : out.getUses())
    if (use.getOwner() == ret)
      b.out.outputResult = static_cast<int>(use.getOperandNumber());
  // Statistics: ops fed by the row max or sum that do not lead to P·V, in the order of the results
  // that return them (through reshapes).
  std::function<int(mlir::Value, int)> returnedAs = [&](mlir::Value v, int depth) -> int {
    if (!v || depth > 8)
      return -1;
    for (mlir::OpOperand &use : v.getUses()) {
      mlir::Operation *user = use.getOwner();
      if (user == ret)
        return static_cast<int>(use.getOperandNumber());
      if (isPlumbing(kindOf(user)) && user->getNumResults() == 1)
        if (int r = returnedAs(user->getResult(0), depth + 1); r >= 0)
          return r;
    }
    return -1;
  };
  std::vector<std::pair<int, std::string>> statistics;
  auto maxOp = llvm::cast<mlir::linalg::LinalgOp>(b.anchors.rowMax);
  if (std::optional<unsigned> r = maxResult(maxOp))
    if (int at = returnedAs(b.anchors.rowMax->getResult(*r), 0); at >= 0)
      statistics.emplace_back(at, "max_score");
  for (const OpInfo &info : ops) {
    if (info.kind != Kind::Elementwise || !b.fromMax.count(info.op) || b.toPV.count(info.op))
      continue;
    auto linalgOp = llvm::cast<mlir::linalg::LinalgOp>(info.op);
    if (!bodyHas(linalgOp, [](mlir::Operation &o) { return llvm::isa<mlir::math::LogOp, mlir::math::Log2Op>(o); }))
      continue;
    if (int at = returnedAs(info.op->getResult(0), 0); at >= 0) {
      tag(b, info.op, Role::Lse);
      statistics.emplace_back(at, "lse");
    }
  }
  std::sort(statistics.begin(), statistics.end());
  for (auto &[at, name] : statistics)
    b.out.extraOutputs.push_back(name);
}

// The safe-softmax guard: an AND reduction of the masked-row test and a select to 0, possibly
// fused into the P·V body with the divide.
void Finder::describeGuard(BlockState &b) {
  bool andReduction = false, zeroSelect = false;
  for (mlir::Operation *op : b.members) {
    Role role = roles[op];
    andReduction |= role == Role::MaskedRows && kindOf(op) == Kind::AndReduction;
    zeroSelect |= role == Role::ZeroMasked;
  }
  auto pvOp = llvm::cast<mlir::linalg::LinalgOp>(b.anchors.pv);
  if (bodyHas(pvOp, [](mlir::Operation &o) { return llvm::isa<mlir::arith::DivFOp>(o); }))
    report.notes.push_back("the divide by the row sum is fused into the P·V contraction");
  zeroSelect |= bodyHas(pvOp, [](mlir::Operation &o) {
    auto select = llvm::dyn_cast<mlir::arith::SelectOp>(o);
    return select && (isZeroConstant(select.getTrueValue()) || isZeroConstant(select.getFalseValue()));
  });
  b.out.guard = andReduction && zeroSelect;
}

void Finder::fillShapes(BlockState &b, const Chain &q, const Chain &k) {
  AttentionBlock &out = b.out;
  auto qkOp = llvm::cast<mlir::linalg::LinalgOp>(b.anchors.qk);
  auto maxOp = llvm::cast<mlir::linalg::LinalgOp>(b.anchors.rowMax);
  out.accumulatorType = printType(elementType(b.anchors.qk->getResult(0)));
  out.inputType = printType(elementType(q.origin));
  // Head dim: Q·Kᵀ's reduction extent. Rows and keys: the last two dims of the scores the row max
  // reads.
  llvm::SmallVector<unsigned> reductionDims;
  qkOp.getReductionDims(reductionDims);
  llvm::SmallVector<int64_t> ranges = qkOp.getStaticLoopRanges();
  if (reductionDims.size() == 1)
    out.headDim = ranges[reductionDims.front()];
  auto scores = llvm::dyn_cast<mlir::RankedTensorType>(maxOp.getDpsInputOperand(0)->get().getType());
  if (!scores || scores.getRank() < 2)
    return;
  llvm::ArrayRef<int64_t> s = scores.getShape();
  out.rank = static_cast<int>(s.size());
  out.seqQ = s[s.size() - 2];
  out.seqKV = s[s.size() - 1];
  if (s.size() == 4) {
    out.batch = s[0];
    out.heads = s[1];
  } else if (s.size() == 3 && q.first4D.size() == 4 && q.first4D[0] * q.first4D[1] == s[0]) {
    out.batch = q.first4D[0];
    out.heads = q.first4D[1];
  } else if (s.size() == 3) {
    out.batch = 1;
    out.heads = s[0];
    report.notes.push_back("3-D operands: batch and heads are folded into one dimension of " + std::to_string(s[0]));
  } else {
    out.batch = 1;
    out.heads = 1;
  }
  out.gqaGroups = k.broadcastGroups > 1 && out.heads % k.broadcastGroups == 0 ? k.broadcastGroups : 1;
  out.kvHeads = out.heads / out.gqaGroups;
}

void Finder::analyze(BlockState &b) {
  const Anchors &a = b.anchors;
  b.fromQK = reach(a.qk, a.pv, /*forwards=*/true);
  b.toPV = reach(a.pv, a.qk, /*forwards=*/false);
  b.fromMax = reach(a.rowMax, a.pv, /*forwards=*/true);
  b.toMax = reach(a.rowMax, a.qk, /*forwards=*/false);
  // Only what lies between Q·Kᵀ and the row max is "before the max".
  for (auto it = b.toMax.begin(); it != b.toMax.end();) {
    auto current = it++;
    if (!b.fromQK.count(*current))
      b.toMax.erase(current);
  }
  tag(b, a.qk, Role::QK);
  tag(b, a.pv, Role::PV);
  tag(b, a.rowMax, Role::RowMax);
  tagRegion(b);
  tagOperandChains(b);
  tagOutputs(b);
  describeGuard(b);
  if (!b.rowSum)
    report.notes.push_back("block " + std::to_string(b.out.index) + ": no row sum reduction found after the exponential");
}

// A mask argument's kind by its element type: i1 is PyTorch's boolean attn_mask (true attends),
// another integer a padding vector (1 attends), a float an additive mask.
std::string Finder::argumentMaskKind(int arg) const {
  mlir::Type element = mlir::getElementTypeOrSelf(func.getArgument(arg).getType());
  if (element.isInteger(1))
    return "bool";
  if (llvm::isa<mlir::IntegerType>(element))
    return "padding";
  return "additive";
}

bool Finder::isPlainSdpa() const {
  if (report.blocks.size() != 1 || func.getNumResults() != 1)
    return false;
  const AttentionBlock &b = report.blocks.front();
  if (b.queryArg < 0 || b.keyArg < 0 || b.valueArg < 0 || b.outputResult != 0 || !b.extraOutputs.empty() ||
      b.unknownScoreMod || b.maskComputed || b.rank < 3)
    return false;
  // SDPA broadcasts attn_mask from the right: a mask the graph reshapes first ([B, S] expanded to
  // [B, 1, 1, S]) means something else as the argument itself.
  if (b.maskReshaped)
    return false;
  // Every argument is one of Q, K, V or the mask, each used for one of them.
  std::vector<int> used = {b.queryArg, b.keyArg, b.valueArg};
  if (b.maskArg >= 0)
    used.push_back(b.maskArg);
  std::sort(used.begin(), used.end());
  if (std::adjacent_find(used.begin(), used.end()) != used.end())
    return false;
  return used.size() == func.getNumArguments();
}

RoleReport Finder::run() {
  report.functionName = func.getSymName().str();
  // Printed with --mlir-elide-elementsattrs-if-larger: the graph loads and its roles are found,
  // but it has no values to run.
  func.walk([&](mlir::arith::ConstantOp cst) {
    auto resource = llvm::dyn_cast<mlir::DenseResourceElementsAttr>(cst.getValue());
    if (resource && !resource.getRawHandle().getBlob() && report.notes.empty())
      report.notes.push_back("constants are elided (dense_resource<" + resource.getRawHandle().getKey().str() +
                             ">, no data): the roles are found, but the graph cannot run");
  });
  collect();
  std::vector<Anchors> anchors = findAnchors();
  if (anchors.empty())
    return report;
  report.isAttention = true;
  tagBlocks = anchors.size() > 1;
  for (size_t i = 0; i < anchors.size(); ++i) {
    BlockState b;
    b.anchors = anchors[i];
    b.out.index = static_cast<int>(i);
    analyze(b);
    report.blocks.push_back(std::move(b.out));
  }
  if (!report.blocks.front().guard)
    report.notes.push_back("no safe-softmax guard: a fully masked row gives NaN in this graph (older torch-mlir, or "
                           "eager attention; eager models fill their masks with the dtype's finite minimum, so only "
                           "a mask of -inf makes such a row)");
  for (const OpInfo &info : ops) {
    auto it = roles.find(info.op);
    if (it == roles.end())
      continue;
    int block = blockOfOp.lookup(info.op);
    if (tagBlocks)
      info.op->setAttr(kBlockAttrName,
                       mlir::IntegerAttr::get(mlir::IntegerType::get(info.op->getContext(), 64), block));
    TaggedOp tagged{it->second, info.op->getName().getStringRef().str(), fileLocation(info.op->getLoc()), block};
    report.ops.push_back(tagged);
    report.blocks[block].ops.push_back(tagged);
  }
  report.isPlainSdpa = isPlainSdpa();
  return report;
}

} // namespace

RoleReport findRoles(mlir::ModuleOp module) {
  module.walk([](mlir::Operation *op) {
    op->removeAttr(kRoleAttrName);
    op->removeAttr(kBlockAttrName);
  });
  mlir::func::FuncOp target;
  for (auto func : module.getOps<mlir::func::FuncOp>())
    if (!func.isExternal() && func.isPublic() && !target)
      target = func;
  if (!target) {
    RoleReport report;
    report.reason = "the module has no public function with a body";
    return report;
  }
  RoleReport report = Finder(target).run();
  if (!report.isAttention)
    module.walk([](mlir::Operation *op) {
      op->removeAttr(kRoleAttrName);
      op->removeAttr(kBlockAttrName);
    });
  return report;
}

std::vector<mlir::Operation *> opsWithRole(mlir::Operation *root, Role role, int block) {
  std::vector<mlir::Operation *> found;
  root->walk([&](mlir::Operation *op) {
    if (auto attr = op->getAttrOfType<mlir::StringAttr>(kRoleAttrName);
        attr && attr.getValue() == toString(role) && (block < 0 || blockOf(op) == block))
      found.push_back(op);
  });
  return found;
}

int blockOf(mlir::Operation *op) {
  if (auto attr = op->getAttrOfType<mlir::IntegerAttr>(kBlockAttrName))
    return static_cast<int>(attr.getInt());
  return 0;
}

} // namespace lantern::graph
