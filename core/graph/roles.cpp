// Role finder. Recognition works on what ops compute (iterator types, the combiner of a reduction,
// the scalar ops of an elementwise body, where operands come from), not on one spelling of the graph,
// so the variants of ATTENTION_IR.md (named or generic ops, 3-D or 4-D, fused divide, GQA
// broadcasts, score and mask mods) are all recognised.
#include "graph/roles.h"
#include "ir/module.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <cmath>
#include <sstream>

namespace lantern::graph {

namespace {

constexpr Role kAllRoles[] = {Role::QK,     Role::Scale,      Role::ScoreMod,   Role::Mask,
                              Role::RowMax, Role::Exp,        Role::RowSum,     Role::Normalize,
                              Role::MaskedRows, Role::ZeroMasked, Role::PV,     Role::Transpose,
                              Role::Reshape, Role::Cast,      Role::Broadcast};

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

bool isNegInf(mlir::Value v) {
  auto cst = v.getDefiningOp<mlir::arith::ConstantOp>();
  if (!cst)
    return false;
  if (auto f = llvm::dyn_cast<mlir::FloatAttr>(cst.getValue()))
    return f.getValue().isInfinity() && f.getValue().isNegative();
  if (auto d = llvm::dyn_cast<mlir::DenseFPElementsAttr>(cst.getValue()))
    return d.isSplat() && d.getSplatValue<llvm::APFloat>().isInfinity() &&
           d.getSplatValue<llvm::APFloat>().isNegative();
  return false;
}

std::optional<double> floatConstant(mlir::Value v) {
  auto cst = v.getDefiningOp<mlir::arith::ConstantOp>();
  if (!cst)
    return std::nullopt;
  if (auto f = llvm::dyn_cast<mlir::FloatAttr>(cst.getValue()))
    return f.getValueAsDouble();
  return std::nullopt;
}

bool isZeroConstant(mlir::Value v) {
  auto c = floatConstant(v);
  return c && *c == 0.0;
}

// The single op producing the yielded value of a reduction, when it combines the output block
// argument with something: the reduction's combiner.
mlir::Operation *reductionCombiner(mlir::linalg::LinalgOp op) {
  mlir::Block *body = op.getBlock();
  if (!body || op.getNumDpsInits() != 1)
    return nullptr;
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
  mlir::Operation *combiner = yield.getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != body || combiner->getNumOperands() != 2)
    return nullptr;
  mlir::Value out = op.getRegionOutputArgs()[0];
  if (combiner->getOperand(0) != out && combiner->getOperand(1) != out)
    return nullptr;
  return combiner;
}

bool isContraction(mlir::linalg::LinalgOp op) {
  if (op.getNumReductionLoops() != 1 || op.getNumDpsInputs() < 2)
    return false;
  if (mlir::linalg::isaContractionOpInterface(op))
    return true;
  // A contraction body with extra elementwise work on the operands (a divide fused into P·V).
  mlir::Operation *combiner = reductionCombiner(op);
  if (!combiner || !llvm::isa<mlir::arith::AddFOp>(combiner))
    return false;
  mlir::Value out = op.getRegionOutputArgs()[0];
  mlir::Value other = combiner->getOperand(0) == out ? combiner->getOperand(1) : combiner->getOperand(0);
  return other.getDefiningOp<mlir::arith::MulFOp>() != nullptr;
}

bool bodyHas(mlir::linalg::LinalgOp op, llvm::function_ref<bool(mlir::Operation &)> pred) {
  mlir::Block *body = op.getBlock();
  if (!body)
    return false;
  for (mlir::Operation &inner : body->without_terminator())
    if (pred(inner))
      return true;
  return false;
}

Kind classify(mlir::Operation *op) {
  if (llvm::isa<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp>(op))
    return Kind::Reshape;
  auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(op);
  if (!linalgOp)
    return Kind::Other;
  if (llvm::isa<mlir::linalg::FillOp>(op))
    return Kind::Fill;
  if (llvm::isa<mlir::linalg::TransposeOp, mlir::linalg::BroadcastOp>(op))
    return Kind::Copy;
  if (isContraction(linalgOp))
    return Kind::Contraction;
  if (linalgOp.getNumReductionLoops() > 0) {
    mlir::Operation *combiner = reductionCombiner(linalgOp);
    if (!combiner)
      return Kind::Other;
    if (llvm::isa<mlir::arith::MaximumFOp, mlir::arith::MaxNumFOp>(combiner))
      return Kind::MaxReduction;
    if (llvm::isa<mlir::arith::AddFOp>(combiner))
      return Kind::SumReduction;
    if (llvm::isa<mlir::arith::AndIOp>(combiner))
      return Kind::AndReduction;
    return Kind::Other;
  }
  mlir::Block *body = linalgOp.getBlock();
  if (!body)
    return Kind::Other;
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
  if (yield.getNumOperands() == 1) {
    if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(yield.getOperand(0)))
      if (arg.getOwner() == body && arg.getArgNumber() < linalgOp.getNumDpsInputs())
        return Kind::Copy;
  }
  bool onlyCasts = !body->without_terminator().empty();
  for (mlir::Operation &inner : body->without_terminator())
    if (!llvm::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp>(inner))
      onlyCasts = false;
  return onlyCasts ? Kind::CastOnly : Kind::Elementwise;
}

mlir::Type elementType(mlir::Value v) {
  if (auto shaped = llvm::dyn_cast<mlir::ShapedType>(v.getType()))
    return shaped.getElementType();
  return v.getType();
}

// Evaluates the boolean mask an index-based generic computes, for query row q and key column k, by
// interpreting its body on constants. Returns nullopt when the body uses something else.
class IndexMaskEvaluator {
public:
  IndexMaskEvaluator(mlir::linalg::LinalgOp op, mlir::Value condition) : op(op), condition(condition) {}

  std::optional<bool> visible(int64_t q, int64_t k) {
    values.clear();
    unsigned rank = op.getNumLoops();
    if (rank < 2)
      return std::nullopt;
    rowDim = rank - 2;
    colDim = rank - 1;
    this->q = q;
    this->k = k;
    auto v = eval(condition);
    if (!v)
      return std::nullopt;
    return *v != 0;
  }

private:
  std::optional<int64_t> eval(mlir::Value v) {
    if (auto it = values.find(v); it != values.end())
      return it->second;
    std::optional<int64_t> r = compute(v);
    if (r)
      values[v] = *r;
    return r;
  }

  std::optional<int64_t> compute(mlir::Value v) {
    mlir::Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto idx = llvm::dyn_cast<mlir::linalg::IndexOp>(def)) {
      if (idx.getDim() == rowDim)
        return q;
      if (idx.getDim() == colDim)
        return k;
      return 0;
    }
    if (auto cst = llvm::dyn_cast<mlir::arith::ConstantOp>(def)) {
      if (auto i = llvm::dyn_cast<mlir::IntegerAttr>(cst.getValue()))
        return i.getValue().getSExtValue();
      return std::nullopt;
    }
    if (llvm::isa<mlir::arith::IndexCastOp, mlir::arith::ExtSIOp, mlir::arith::ExtUIOp,
                  mlir::arith::TruncIOp>(def))
      return eval(def->getOperand(0));
    auto binary = [&](auto fn) -> std::optional<int64_t> {
      auto a = eval(def->getOperand(0));
      auto b = eval(def->getOperand(1));
      if (!a || !b)
        return std::nullopt;
      return fn(*a, *b);
    };
    if (llvm::isa<mlir::arith::AddIOp>(def))
      return binary([](int64_t a, int64_t b) { return a + b; });
    if (llvm::isa<mlir::arith::SubIOp>(def))
      return binary([](int64_t a, int64_t b) { return a - b; });
    if (llvm::isa<mlir::arith::MulIOp>(def))
      return binary([](int64_t a, int64_t b) { return a * b; });
    if (llvm::isa<mlir::arith::AndIOp>(def))
      return binary([](int64_t a, int64_t b) { return a & b; });
    if (llvm::isa<mlir::arith::OrIOp>(def))
      return binary([](int64_t a, int64_t b) { return a | b; });
    if (llvm::isa<mlir::arith::XOrIOp>(def))
      return binary([](int64_t a, int64_t b) { return a ^ b; });
    if (auto cmp = llvm::dyn_cast<mlir::arith::CmpIOp>(def)) {
      auto a = eval(cmp.getLhs());
      auto b = eval(cmp.getRhs());
      if (!a || !b)
        return std::nullopt;
      using P = mlir::arith::CmpIPredicate;
      switch (cmp.getPredicate()) {
      case P::eq:
        return *a == *b;
      case P::ne:
        return *a != *b;
      case P::slt:
        return *a < *b;
      case P::sle:
        return *a <= *b;
      case P::sgt:
        return *a > *b;
      case P::sge:
        return *a >= *b;
      case P::ult:
        return static_cast<uint64_t>(*a) < static_cast<uint64_t>(*b);
      case P::ule:
        return static_cast<uint64_t>(*a) <= static_cast<uint64_t>(*b);
      case P::ugt:
        return static_cast<uint64_t>(*a) > static_cast<uint64_t>(*b);
      case P::uge:
        return static_cast<uint64_t>(*a) >= static_cast<uint64_t>(*b);
      }
    }
    return std::nullopt;
  }

  mlir::linalg::LinalgOp op;
  mlir::Value condition;
  unsigned rowDim = 0, colDim = 0;
  int64_t q = 0, k = 0;
  llvm::DenseMap<mlir::Value, int64_t> values;
};

class Finder {
public:
  explicit Finder(mlir::func::FuncOp func) : func(func) {}

  RoleReport run();

private:
  void collect();
  bool findAnchors();
  void tagByKind(const OpInfo &info);
  void tagElementwise(mlir::linalg::LinalgOp op, bool afterQK);
  void describeGuard();
  bool reaches(mlir::Operation *from, mlir::Operation *to);
  mlir::Operation *producerThroughPlumbing(mlir::Value v);
  int traceToArgument(mlir::Value v);
  void tag(mlir::Operation *op, Role role);
  void classifyScoreOp(mlir::linalg::LinalgOp op);
  void describeIndexMask(mlir::linalg::LinalgOp op, mlir::Value condition);
  void fillShapes();
  void addMaskKind(const std::string &kind);

  mlir::func::FuncOp func;
  RoleReport report;
  std::vector<OpInfo> ops;
  llvm::DenseMap<mlir::Operation *, Role> roles;
  mlir::Operation *qk = nullptr, *pv = nullptr, *rowMax = nullptr, *rowSum = nullptr;
  double scaleProduct = 1.0;
  bool sawScale = false;
};

void Finder::collect() {
  func.walk([&](mlir::Operation *op) {
    if (op == func.getOperation())
      return;
    Kind kind = classify(op);
    if (kind != Kind::Other || llvm::isa<mlir::linalg::LinalgOp>(op))
      ops.push_back({op, kind});
  });
}

// Forward reachability along SSA uses (graphs here are small chains).
bool Finder::reaches(mlir::Operation *from, mlir::Operation *to) {
  llvm::SmallVector<mlir::Operation *> work{from};
  llvm::DenseSet<mlir::Operation *> seen;
  while (!work.empty()) {
    mlir::Operation *op = work.pop_back_val();
    if (op == to)
      return true;
    if (!seen.insert(op).second)
      continue;
    for (mlir::Value result : op->getResults())
      for (mlir::Operation *user : result.getUsers())
        work.push_back(user);
  }
  return false;
}

// The op that computes `v`, looking through reshapes.
mlir::Operation *Finder::producerThroughPlumbing(mlir::Value v) {
  mlir::Operation *def = v.getDefiningOp();
  while (def && llvm::isa<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp>(def))
    def = def->getOperand(0).getDefiningOp();
  return def;
}

// The function argument a Q, K, V or mask operand comes from, through plumbing and scale ops.
int Finder::traceToArgument(mlir::Value v) {
  for (int guard = 0; guard < 64; ++guard) {
    if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(v))
      return arg.getOwner() == &func.getBody().front() ? static_cast<int>(arg.getArgNumber()) : -1;
    mlir::Operation *def = v.getDefiningOp();
    if (!def)
      return -1;
    if (llvm::isa<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp>(def)) {
      v = def->getOperand(0);
      continue;
    }
    auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(def);
    if (!linalgOp || linalgOp.getNumDpsInputs() == 0)
      return -1;
    // Follow the first tensor input (elementwise ops on Q/K/V have it first).
    mlir::Value next;
    for (mlir::OpOperand *in : linalgOp.getDpsInputOperands())
      if (llvm::isa<mlir::RankedTensorType>(in->get().getType())) {
        next = in->get();
        break;
      }
    if (!next)
      return -1;
    v = next;
  }
  return -1;
}

void Finder::tag(mlir::Operation *op, Role role) {
  roles[op] = role;
  op->setAttr(kRoleAttrName, mlir::StringAttr::get(op->getContext(), toString(role)));
}

// Several masks can apply (a boolean mask and a causal one); a sliding window implies causal.
void Finder::addMaskKind(const std::string &kind) {
  std::string &current = report.maskKind;
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

void Finder::describeIndexMask(mlir::linalg::LinalgOp op, mlir::Value condition) {
  IndexMaskEvaluator evaluator(op, condition);
  // Evaluate the rule on rows far enough from the edges to tell a window (up to 64 keys) from a
  // causal mask: each row must see one contiguous run of keys ending at the diagonal.
  bool evaluable = true, endsAtDiagonal = true, startsAtZero = true;
  std::optional<int64_t> runLength;
  bool sameLength = true;
  for (int64_t q : {70, 100, 133}) {
    int64_t first = -1, last = -1, count = 0;
    for (int64_t k = 0; k <= q + 8; ++k) {
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
    addMaskKind("index");
    report.notes.push_back("mask: computed from linalg.index by a rule Lantern cannot evaluate");
  } else if (endsAtDiagonal && startsAtZero) {
    addMaskKind("causal");
    report.causal = true;
  } else if (endsAtDiagonal && sameLength) {
    addMaskKind("sliding_window");
    report.causal = true;
    report.window = *runLength;
  } else {
    addMaskKind("index");
    report.notes.push_back("mask: a linalg.index rule that is neither causal nor a causal sliding window");
  }
}

// An elementwise op between Q·Kᵀ and the row max (or on Q or K before Q·Kᵀ).
void Finder::classifyScoreOp(mlir::linalg::LinalgOp op) {
  mlir::Block *body = op.getBlock();
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
  mlir::Operation *result = yield.getOperand(0).getDefiningOp();

  // Scale: one mulf/divf of an input by a scalar constant.
  unsigned nonTrivial = 0;
  for (mlir::Operation &inner : body->without_terminator())
    if (!llvm::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp>(inner))
      ++nonTrivial;
  if (result && nonTrivial == 1 && llvm::isa<mlir::arith::MulFOp, mlir::arith::DivFOp>(result)) {
    std::optional<double> c = floatConstant(result->getOperand(1));
    if (!c && llvm::isa<mlir::arith::MulFOp>(result))
      c = floatConstant(result->getOperand(0));
    if (c && *c != 0.0) {
      scaleProduct *= llvm::isa<mlir::arith::DivFOp>(result) ? 1.0 / *c : *c;
      sawScale = true;
      tag(op, Role::Scale);
      return;
    }
  }

  // Boolean mask: select(cond, score, -inf).
  if (auto select = llvm::dyn_cast_or_null<mlir::arith::SelectOp>(result)) {
    if (isNegInf(select.getFalseValue()) || isNegInf(select.getTrueValue())) {
      tag(op, Role::Mask);
      mlir::Value cond = select.getCondition();
      if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(cond); arg && arg.getOwner() == body) {
        mlir::Value source = op->getOperand(arg.getArgNumber());
        mlir::Operation *producer = producerThroughPlumbing(source);
        if (producer && llvm::isa<mlir::arith::ConstantOp>(producer)) {
          addMaskKind("causal");
          report.causal = true;
          report.notes.push_back("mask: a constant boolean tensor, taken as causal");
        } else if (auto gen = llvm::dyn_cast_or_null<mlir::linalg::LinalgOp>(producer);
                   gen && bodyHas(gen, [](mlir::Operation &o) { return llvm::isa<mlir::linalg::IndexOp>(o); })) {
          tag(producer, Role::Mask);
          auto innerYield = llvm::cast<mlir::linalg::YieldOp>(gen.getBlock()->getTerminator());
          describeIndexMask(gen, innerYield.getOperand(0));
        } else {
          int argNo = traceToArgument(source);
          if (argNo >= 0)
            report.maskArg = argNo;
          addMaskKind("bool");
        }
      } else {
        describeIndexMask(op, cond);
      }
      return;
    }
  }

  // Additive mask: addf of the scores and a tensor that comes from a function argument.
  if (result && llvm::isa<mlir::arith::AddFOp>(result) && op.getNumDpsInputs() == 2) {
    int argNo = traceToArgument(op.getDpsInputOperand(1)->get());
    if (argNo >= 0 && op.getDpsInputOperand(0)->get() != op.getDpsInputOperand(1)->get()) {
      tag(op, Role::Mask);
      addMaskKind("additive");
      report.maskArg = argNo;
      return;
    }
  }

  tag(op, Role::ScoreMod);
  std::string what;
  if (bodyHas(op, [](mlir::Operation &o) { return llvm::isa<mlir::math::TanhOp>(o); })) {
    what = "soft-cap (tanh)";
    // The cap multiplies the tanh: cap * tanh(s / cap).
    for (mlir::Operation &inner : body->without_terminator())
      if (auto mul = llvm::dyn_cast<mlir::arith::MulFOp>(inner))
        for (int i = 0; i < 2; ++i)
          if (mul->getOperand(i).getDefiningOp<mlir::math::TanhOp>())
            if (auto cap = floatConstant(mul->getOperand(1 - i)))
              report.softCap = *cap;
    if (report.softCap)
      what += ", cap " + std::to_string(*report.softCap).substr(0, 8);
  } else if (bodyHas(op, [](mlir::Operation &o) { return llvm::isa<mlir::linalg::IndexOp>(o); })) {
    what = "position bias (linalg.index, e.g. ALiBi)";
    report.alibi = true;
  } else {
    what = "elementwise";
  }
  report.scoreMods.push_back(what);
}

void Finder::fillShapes() {
  auto qkOp = llvm::cast<mlir::linalg::LinalgOp>(qk);
  auto pvOp = llvm::cast<mlir::linalg::LinalgOp>(pv);
  report.queryArg = traceToArgument(qkOp.getDpsInputOperand(0)->get());
  report.keyArg = traceToArgument(qkOp.getDpsInputOperand(1)->get());
  // V is the P·V input that does not derive from the scores (with a fused divide, P·V also reads
  // the exponentials, the row sum and the guard).
  for (mlir::OpOperand *in : pvOp.getDpsInputOperands()) {
    mlir::Operation *def = in->get().getDefiningOp();
    if (def && reaches(qk, def))
      continue;
    int arg = traceToArgument(in->get());
    if (arg >= 0) {
      report.valueArg = arg;
      break;
    }
  }
  report.accumulatorType = printType(elementType(qk->getResult(0)));
  auto args = func.getArguments();
  auto shapeOf = [&](int i) -> llvm::ArrayRef<int64_t> {
    if (i < 0)
      return {};
    auto t = llvm::dyn_cast<mlir::RankedTensorType>(args[i].getType());
    return t ? t.getShape() : llvm::ArrayRef<int64_t>{};
  };
  if (report.queryArg >= 0)
    report.inputType = printType(elementType(args[report.queryArg]));
  if (func.getNumResults() > 0)
    report.outputType = printType(elementType(func.getBody().front().getTerminator()->getOperand(0)));
  auto q = shapeOf(report.queryArg);
  auto k = shapeOf(report.keyArg);
  if (q.size() == 4) {
    report.batch = q[0];
    report.heads = q[1];
    report.seqQ = q[2];
    report.headDim = q[3];
  } else if (q.size() == 3) {
    report.batch = 1;
    report.heads = q[0];
    report.seqQ = q[1];
    report.headDim = q[2];
    report.notes.push_back("3-D operands: batch and heads are folded into one dimension of " +
                           std::to_string(q[0]));
  }
  if (k.size() == q.size() && !k.empty()) {
    report.kvHeads = k[k.size() - 3];
    report.seqKV = k[k.size() - 2];
    if (report.kvHeads > 0 && report.heads % report.kvHeads == 0)
      report.gqaGroups = report.heads / report.kvHeads;
  }
}

RoleReport Finder::run() {
  report.functionName = func.getSymName().str();
  collect();
  if (!findAnchors())
    return report;
  report.isAttention = true;
  tag(qk, Role::QK);
  tag(pv, Role::PV);
  tag(rowMax, Role::RowMax);
  for (const OpInfo &info : ops)
    if (!roles.count(info.op))
      tagByKind(info);
  describeGuard();
  if (sawScale)
    report.scale = scaleProduct;
  if (!rowSum)
    report.notes.push_back("no row sum reduction found after the exponential");
  fillShapes();
  for (const OpInfo &info : ops)
    if (auto it = roles.find(info.op); it != roles.end())
      report.ops.push_back({it->second, info.op->getName().getStringRef().str(), fileLocation(info.op->getLoc())});
  return report;
}

// Q·Kᵀ is the contraction feeding a max reduction; P·V the contraction that depends on it. Says
// in the report's reason what is missing when the graph is not attention.
bool Finder::findAnchors() {
  std::vector<mlir::Operation *> contractions, maxReductions;
  for (const OpInfo &info : ops) {
    if (info.kind == Kind::Contraction)
      contractions.push_back(info.op);
    if (info.kind == Kind::MaxReduction)
      maxReductions.push_back(info.op);
  }
  if (contractions.size() < 2 || maxReductions.empty()) {
    report.reason = "found " + std::to_string(contractions.size()) + " contraction(s) and " +
                    std::to_string(maxReductions.size()) +
                    " max reduction(s); attention needs Q·Kᵀ, a softmax over its rows and P·V";
    return false;
  }
  for (mlir::Operation *c : contractions) {
    for (mlir::Operation *m : maxReductions)
      if (!qk && reaches(c, m)) {
        qk = c;
        rowMax = m;
      }
  }
  if (!qk) {
    report.reason = "no contraction feeds a max reduction: no softmax over Q·Kᵀ was found";
    return false;
  }
  for (mlir::Operation *c : contractions)
    if (c != qk && reaches(qk, c) && reaches(rowMax, c))
      pv = c;
  if (!pv) {
    report.reason = "no contraction consumes the softmax of Q·Kᵀ: P·V was not found";
    return false;
  }
  return true;
}

// The role of an op other than the anchors, from what it computes and where it sits.
void Finder::tagByKind(const OpInfo &info) {
  mlir::Operation *op = info.op;
  bool afterQK = reaches(qk, op);
  switch (info.kind) {
  case Kind::Fill:
  case Kind::Other:
  case Kind::Contraction:
    break;
  case Kind::Reshape:
    tag(op, Role::Reshape);
    break;
  case Kind::CastOnly:
    tag(op, Role::Cast);
    break;
  case Kind::Copy: {
    // A yield of an input is a transpose when the maps permute, a broadcast when the input has
    // fewer dimensions than the output.
    bool broadcast = llvm::isa<mlir::linalg::BroadcastOp>(op);
    if (auto generic = llvm::dyn_cast<mlir::linalg::GenericOp>(op)) {
      // A broadcast reads the input through a map that is not a permutation (fewer or constant dims).
      broadcast = !generic.getIndexingMapsArray().front().isPermutation();
    }
    tag(op, broadcast ? Role::Broadcast : Role::Transpose);
    break;
  }
  case Kind::MaxReduction:
    tag(op, Role::RowMax);
    break;
  case Kind::SumReduction:
    if (afterQK) {
      rowSum = op;
      tag(op, Role::RowSum);
    }
    break;
  case Kind::AndReduction:
    if (afterQK)
      tag(op, Role::MaskedRows);
    break;
  case Kind::Elementwise:
    tagElementwise(llvm::cast<mlir::linalg::LinalgOp>(op), afterQK);
    break;
  }
}

// An elementwise op: the exponential, the masked-row test and select, the normalisation, or an op
// on the scores (scale, mask, score mod).
void Finder::tagElementwise(mlir::linalg::LinalgOp linalgOp, bool afterQK) {
  mlir::Operation *op = linalgOp;
  bool fromMax = reaches(rowMax, op);
  if (fromMax && !reaches(op, rowMax) &&
      bodyHas(linalgOp, [](mlir::Operation &o) { return llvm::isa<mlir::math::ExpOp, mlir::math::Exp2Op>(o); }))
    return tag(op, Role::Exp);
  if (fromMax && bodyHas(linalgOp, [](mlir::Operation &o) { return llvm::isa<mlir::arith::SubFOp>(o); }) &&
      !reaches(op, rowMax) && !bodyHas(linalgOp, [](mlir::Operation &o) { return llvm::isa<mlir::arith::DivFOp>(o); }))
    return tag(op, Role::Exp);
  if (bodyHas(linalgOp, [](mlir::Operation &o) {
        auto cmp = llvm::dyn_cast<mlir::arith::CmpFOp>(o);
        return cmp && (cmp.getPredicate() == mlir::arith::CmpFPredicate::OEQ ||
                       cmp.getPredicate() == mlir::arith::CmpFPredicate::UEQ) &&
               (isNegInf(cmp.getLhs()) || isNegInf(cmp.getRhs()));
      }))
    return tag(op, Role::MaskedRows);
  auto yield = llvm::cast<mlir::linalg::YieldOp>(linalgOp.getBlock()->getTerminator());
  if (auto select = yield.getOperand(0).getDefiningOp<mlir::arith::SelectOp>();
      select && afterQK && (isZeroConstant(select.getTrueValue()) || isZeroConstant(select.getFalseValue())))
    return tag(op, Role::ZeroMasked);
  if (bodyHas(linalgOp, [](mlir::Operation &o) { return llvm::isa<mlir::arith::DivFOp>(o); }) && fromMax)
    return tag(op, Role::Normalize);
  if ((!afterQK && reaches(op, qk)) || (afterQK && reaches(op, rowMax)))
    return classifyScoreOp(linalgOp);
  if (afterQK && fromMax)
    // After the softmax: with the normalisation sunk past P·V, the divide lives here.
    tag(op, bodyHas(linalgOp, [](mlir::Operation &o) { return llvm::isa<mlir::arith::MulFOp>(o); })
                ? Role::Normalize
                : Role::ScoreMod);
}

// The safe-softmax guard: an AND reduction of the masked-row test and a select to 0, possibly
// fused into the P·V body with the divide.
void Finder::describeGuard() {
  bool andReduction = false, zeroSelect = false;
  for (auto &[op, role] : roles) {
    andReduction |= role == Role::MaskedRows && classify(op) == Kind::AndReduction;
    zeroSelect |= role == Role::ZeroMasked;
  }
  // After linalg-fuse-elementwise-ops the divide and the guard's select live in the P·V body.
  auto pvOp = llvm::cast<mlir::linalg::LinalgOp>(pv);
  if (bodyHas(pvOp, [](mlir::Operation &o) { return llvm::isa<mlir::arith::DivFOp>(o); }))
    report.notes.push_back("the divide by the row sum is fused into the P·V contraction");
  zeroSelect |= bodyHas(pvOp, [](mlir::Operation &o) {
    auto select = llvm::dyn_cast<mlir::arith::SelectOp>(o);
    return select && (isZeroConstant(select.getTrueValue()) || isZeroConstant(select.getFalseValue()));
  });
  report.guard = andReduction && zeroSelect;
  if (!report.guard)
    report.notes.push_back("no safe-softmax guard: a fully masked row gives NaN in this graph (older torch-mlir)");
}

} // namespace

const char *toString(Role role) {
  switch (role) {
  case Role::QK:
    return "qk";
  case Role::Scale:
    return "scale";
  case Role::ScoreMod:
    return "score_mod";
  case Role::Mask:
    return "mask";
  case Role::RowMax:
    return "row_max";
  case Role::Exp:
    return "exp";
  case Role::RowSum:
    return "row_sum";
  case Role::Normalize:
    return "normalize";
  case Role::MaskedRows:
    return "masked_rows";
  case Role::ZeroMasked:
    return "zero_masked";
  case Role::PV:
    return "pv";
  case Role::Transpose:
    return "transpose";
  case Role::Reshape:
    return "reshape";
  case Role::Cast:
    return "cast";
  case Role::Broadcast:
    return "broadcast";
  }
  return "?";
}

std::optional<Role> parseRole(std::string_view name) {
  for (Role r : kAllRoles)
    if (name == toString(r))
      return r;
  return std::nullopt;
}

std::vector<std::string> allRoleNames() {
  std::vector<std::string> names;
  for (Role r : kAllRoles)
    names.push_back(toString(r));
  return names;
}

std::string RoleReport::summary() const {
  std::ostringstream os;
  if (!isAttention) {
    os << "generic graph (no attention pattern): " << reason << "\n";
    for (const std::string &n : notes)
      os << "note: " << n << "\n";
    return os.str();
  }
  os << "attention in @" << functionName << "\n";
  os << "  shapes: batch " << batch << ", heads " << heads << ", kv heads " << kvHeads << ", seq " << seqQ
     << ", kv seq " << seqKV << ", head dim " << headDim << "\n";
  os << "  dtypes: input " << inputType << ", accumulator " << accumulatorType << ", output " << outputType
     << "\n";
  os << "  scale: ";
  if (scale) {
    os << *scale;
    if (headDim > 0 && std::abs(*scale - 1.0 / std::sqrt(static_cast<double>(headDim))) < 1e-6 * *scale)
      os << " (1/sqrt(" << headDim << "), the default)";
  } else {
    os << "none found (1)";
  }
  os << "\n  mask: " << maskKind;
  if (window > 0)
    os << " (window " << window << ")";
  os << ", causal " << (causal ? "yes" : "no") << "\n";
  os << "  GQA groups: " << gqaGroups << "\n";
  os << "  score mods: ";
  if (scoreMods.empty())
    os << "none";
  for (size_t i = 0; i < scoreMods.size(); ++i)
    os << (i ? ", " : "") << scoreMods[i];
  os << "\n  safe-softmax guard: " << (guard ? "present" : "absent") << "\n";
  for (const std::string &n : notes)
    os << "note: " << n << "\n";
  return os.str();
}

RoleReport findRoles(mlir::ModuleOp module) {
  module.walk([](mlir::Operation *op) { op->removeAttr(kRoleAttrName); });
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
    module.walk([](mlir::Operation *op) { op->removeAttr(kRoleAttrName); });
  return report;
}

std::vector<mlir::Operation *> opsWithRole(mlir::Operation *root, Role role) {
  std::vector<mlir::Operation *> found;
  root->walk([&](mlir::Operation *op) {
    if (auto attr = op->getAttrOfType<mlir::StringAttr>(kRoleAttrName); attr && attr.getValue() == toString(role))
      found.push_back(op);
  });
  return found;
}

} // namespace lantern::graph
