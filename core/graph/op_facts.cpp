// What an op computes, read off the op alone, and what a mask computes at one score position
// (op_facts.h).
#include "graph/op_facts.h"

#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

namespace lantern::graph::facts {

std::optional<double> floatConstant(mlir::Value v, int depth) {
  if (!v || depth > 16)
    return std::nullopt;
  if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(v)) {
    auto owner = llvm::dyn_cast_or_null<mlir::linalg::LinalgOp>(arg.getOwner()->getParentOp());
    if (!owner || arg.getArgNumber() >= owner.getNumDpsInputs())
      return std::nullopt;
    mlir::Value source = owner.getDpsInputOperand(arg.getArgNumber())->get();
    auto cst = source.getDefiningOp<mlir::arith::ConstantOp>();
    if (!cst)
      return std::nullopt;
    if (auto d = llvm::dyn_cast<mlir::DenseFPElementsAttr>(cst.getValue()); d && d.isSplat())
      return d.getSplatValue<llvm::APFloat>().convertToDouble();
    return std::nullopt;
  }
  mlir::Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (auto cst = llvm::dyn_cast<mlir::arith::ConstantOp>(def)) {
    if (auto f = llvm::dyn_cast<mlir::FloatAttr>(cst.getValue()))
      return f.getValueAsDouble();
    return std::nullopt;
  }
  auto unary = [&](auto fn) -> std::optional<double> {
    auto a = floatConstant(def->getOperand(0), depth + 1);
    return a ? std::optional<double>(fn(*a)) : std::nullopt;
  };
  auto binary = [&](auto fn) -> std::optional<double> {
    auto a = floatConstant(def->getOperand(0), depth + 1), b = floatConstant(def->getOperand(1), depth + 1);
    return a && b ? std::optional<double>(fn(*a, *b)) : std::nullopt;
  };
  if (llvm::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp>(def))
    return unary([](double a) { return a; });
  if (llvm::isa<mlir::arith::NegFOp>(def))
    return unary([](double a) { return -a; });
  if (llvm::isa<mlir::math::SqrtOp>(def))
    return unary([](double a) { return std::sqrt(a); });
  if (llvm::isa<mlir::math::RsqrtOp>(def))
    return unary([](double a) { return 1.0 / std::sqrt(a); });
  if (llvm::isa<mlir::arith::MulFOp>(def))
    return binary([](double a, double b) { return a * b; });
  if (llvm::isa<mlir::arith::DivFOp>(def))
    return binary([](double a, double b) { return a / b; });
  return std::nullopt;
}

bool isNegInf(mlir::Value v) {
  std::optional<double> c = floatConstant(v);
  return c && std::isinf(*c) && *c < 0;
}

bool isZeroConstant(mlir::Value v) {
  auto c = floatConstant(v);
  return c && *c == 0.0;
}

mlir::Operation *reductionCombiner(mlir::linalg::LinalgOp op, unsigned result) {
  mlir::Block *body = op.getBlock();
  if (!body || result >= op.getNumDpsInits())
    return nullptr;
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
  mlir::Operation *combiner = yield.getOperand(result).getDefiningOp();
  if (!combiner || combiner->getBlock() != body)
    return nullptr;
  mlir::Value out = op.getRegionOutputArgs()[result];
  if (auto select = llvm::dyn_cast<mlir::arith::SelectOp>(combiner))
    return select.getTrueValue() == out || select.getFalseValue() == out ? combiner : nullptr;
  if (combiner->getNumOperands() != 2)
    return nullptr;
  if (combiner->getOperand(0) != out && combiner->getOperand(1) != out)
    return nullptr;
  return combiner;
}

bool isMaxCombiner(mlir::Operation *combiner) {
  return llvm::isa_and_nonnull<mlir::arith::MaximumFOp, mlir::arith::MaxNumFOp>(combiner) ||
         transforms::isSelectMax(combiner);
}

std::optional<unsigned> maxResult(mlir::linalg::LinalgOp op) {
  for (unsigned i = 0; i < op.getNumDpsInits(); ++i)
    if (llvm::isa<mlir::FloatType>(mlir::getElementTypeOrSelf(op.getDpsInitOperand(i)->get().getType())) &&
        isMaxCombiner(reductionCombiner(op, i)))
      return i;
  return std::nullopt;
}

bool isContraction(mlir::linalg::LinalgOp op) {
  if (op.getNumReductionLoops() != 1 || op.getNumDpsInputs() < 2 || op.getNumDpsInits() != 1)
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
    if (maxResult(linalgOp))
      return Kind::MaxReduction;
    mlir::Operation *combiner = linalgOp.getNumDpsInits() == 1 ? reductionCombiner(linalgOp) : nullptr;
    if (!combiner)
      return Kind::Other;
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

bool isBroadcastCopy(mlir::Operation *op) {
  if (llvm::isa<mlir::linalg::BroadcastOp>(op))
    return true;
  auto generic = llvm::dyn_cast<mlir::linalg::GenericOp>(op);
  return generic && !generic.getIndexingMapsArray().front().isPermutation();
}

int64_t numElements(mlir::Value v) {
  auto type = llvm::dyn_cast<mlir::RankedTensorType>(v.getType());
  return type && type.hasStaticShape() ? type.getNumElements() : 0;
}

std::optional<ScaleOp> scaleOp(mlir::linalg::LinalgOp op) {
  mlir::Block *body = op.getBlock();
  if (!body || op.getNumReductionLoops() != 0)
    return std::nullopt;
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
  if (yield.getNumOperands() != 1)
    return std::nullopt;
  mlir::Operation *result = yield.getOperand(0).getDefiningOp();
  unsigned nonTrivial = 0;
  for (mlir::Operation &inner : body->without_terminator())
    if (!llvm::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp, mlir::arith::ConstantOp, mlir::math::SqrtOp,
                   mlir::math::RsqrtOp>(inner))
      ++nonTrivial;
  if (!result || nonTrivial != 1 || !llvm::isa<mlir::arith::MulFOp, mlir::arith::DivFOp>(result))
    return std::nullopt;
  bool divide = llvm::isa<mlir::arith::DivFOp>(result);
  std::optional<double> c = floatConstant(result->getOperand(1));
  mlir::Value scaled = result->getOperand(0);
  if (!c && !divide) {
    c = floatConstant(result->getOperand(0));
    scaled = result->getOperand(1);
  }
  if (!c || *c == 0.0)
    return std::nullopt;
  // The scaled value is an input block argument (through casts).
  while (auto def = scaled.getDefiningOp())
    if (llvm::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp>(def))
      scaled = def->getOperand(0);
    else
      break;
  auto arg = llvm::dyn_cast<mlir::BlockArgument>(scaled);
  if (!arg || arg.getOwner() != body || arg.getArgNumber() >= op.getNumDpsInputs())
    return std::nullopt;
  return ScaleOp{divide ? 1.0 / *c : *c, op.getDpsInputOperand(arg.getArgNumber())->get()};
}

bool isBoolToAdditive(mlir::linalg::LinalgOp op) {
  mlir::Block *body = op.getBlock();
  if (!body || op.getNumReductionLoops() != 0)
    return false;
  auto yield = llvm::cast<mlir::linalg::YieldOp>(body->getTerminator());
  auto select = yield.getNumOperands() == 1 ? yield.getOperand(0).getDefiningOp<mlir::arith::SelectOp>() : nullptr;
  return select && llvm::isa<mlir::BlockArgument>(select.getCondition()) &&
         ((isZeroConstant(select.getTrueValue()) && isNegInf(select.getFalseValue())) ||
          (isNegInf(select.getTrueValue()) && isZeroConstant(select.getFalseValue())));
}

bool isPlumbing(Kind kind) { return kind == Kind::Reshape || kind == Kind::Copy || kind == Kind::CastOnly; }

std::optional<double> MaskEvaluator::scalar(mlir::Value v, mlir::linalg::LinalgOp op, llvm::ArrayRef<int64_t> loops, int depth) {
  if (depth > 48)
    return std::nullopt;
  if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(v)) {
    if (arg.getOwner() != op.getBlock() || arg.getArgNumber() >= op.getNumDpsInputs())
      return std::nullopt;
    mlir::OpOperand *in = op.getDpsInputOperand(arg.getArgNumber());
    if (!llvm::isa<mlir::RankedTensorType>(in->get().getType()))
      return scalar(in->get(), op, loops, depth + 1);
    mlir::AffineMap map = op.getMatchingIndexingMap(in);
    llvm::SmallVector<int64_t> indices;
    for (mlir::AffineExpr e : map.getResults()) {
      if (auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e))
        indices.push_back(loops[d.getPosition()]);
      else if (auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e))
        indices.push_back(c.getValue());
      else
        return std::nullopt;
    }
    return element(in->get(), indices, depth + 1);
  }
  mlir::Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (auto idx = llvm::dyn_cast<mlir::linalg::IndexOp>(def))
    return idx.getDim() < loops.size() ? std::optional<double>(loops[idx.getDim()]) : std::nullopt;
  if (auto cst = llvm::dyn_cast<mlir::arith::ConstantOp>(def)) {
    if (auto i = llvm::dyn_cast<mlir::IntegerAttr>(cst.getValue()))
      return static_cast<double>(i.getValue().getSExtValue() == -1 && i.getType().isInteger(1) ? 1 : i.getValue().getSExtValue());
    if (auto f = llvm::dyn_cast<mlir::FloatAttr>(cst.getValue()))
      return f.getValueAsDouble();
    return std::nullopt;
  }
  auto operand = [&](unsigned i) { return scalar(def->getOperand(i), op, loops, depth + 1); };
  if (llvm::isa<mlir::arith::IndexCastOp, mlir::arith::IndexCastUIOp, mlir::arith::ExtSIOp, mlir::arith::ExtUIOp,
                mlir::arith::TruncIOp, mlir::arith::SIToFPOp, mlir::arith::UIToFPOp, mlir::arith::ExtFOp,
                mlir::arith::TruncFOp>(def))
    return operand(0);
  if (auto select = llvm::dyn_cast<mlir::arith::SelectOp>(def)) {
    auto c = operand(0);
    if (!c)
      return std::nullopt;
    return *c != 0 ? operand(1) : operand(2);
  }
  if (def->getNumOperands() != 2)
    return std::nullopt;
  auto a = operand(0), b = operand(1);
  if (!a || !b)
    return std::nullopt;
  if (llvm::isa<mlir::arith::AddIOp, mlir::arith::AddFOp>(def))
    return *a + *b;
  if (llvm::isa<mlir::arith::SubIOp, mlir::arith::SubFOp>(def))
    return *a - *b;
  if (llvm::isa<mlir::arith::MulIOp, mlir::arith::MulFOp>(def))
    return *a * *b;
  if (llvm::isa<mlir::arith::AndIOp>(def))
    return static_cast<double>(static_cast<int64_t>(*a) & static_cast<int64_t>(*b));
  if (llvm::isa<mlir::arith::OrIOp>(def))
    return static_cast<double>(static_cast<int64_t>(*a) | static_cast<int64_t>(*b));
  if (llvm::isa<mlir::arith::XOrIOp>(def))
    return static_cast<double>(static_cast<int64_t>(*a) ^ static_cast<int64_t>(*b));
  if (llvm::isa<mlir::arith::MaxSIOp, mlir::arith::MaximumFOp, mlir::arith::MaxNumFOp>(def))
    return std::max(*a, *b);
  if (llvm::isa<mlir::arith::MinSIOp, mlir::arith::MinimumFOp, mlir::arith::MinNumFOp>(def))
    return std::min(*a, *b);
  if (auto cmp = llvm::dyn_cast<mlir::arith::CmpIOp>(def)) {
    using P = mlir::arith::CmpIPredicate;
    // Unsigned predicates see negative values as large ones (q - k < w with k > q is false).
    auto ua = static_cast<uint64_t>(static_cast<int64_t>(*a)), ub = static_cast<uint64_t>(static_cast<int64_t>(*b));
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
      return ua < ub;
    case P::ule:
      return ua <= ub;
    case P::ugt:
      return ua > ub;
    case P::uge:
      return ua >= ub;
    }
  }
  if (auto cmp = llvm::dyn_cast<mlir::arith::CmpFOp>(def)) {
    using P = mlir::arith::CmpFPredicate;
    switch (cmp.getPredicate()) {
    case P::OEQ:
    case P::UEQ:
      return *a == *b;
    case P::ONE:
    case P::UNE:
      return *a != *b;
    case P::OLT:
    case P::ULT:
      return *a < *b;
    case P::OLE:
    case P::ULE:
      return *a <= *b;
    case P::OGT:
    case P::UGT:
      return *a > *b;
    case P::OGE:
    case P::UGE:
      return *a >= *b;
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

std::optional<double> MaskEvaluator::element(mlir::Value t, llvm::ArrayRef<int64_t> indices, int depth) {
  if (depth > 48)
    return std::nullopt;
  auto type = llvm::dyn_cast<mlir::RankedTensorType>(t.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  for (auto [i, index] : llvm::enumerate(indices))
    if (index < 0 || index >= type.getDimSize(i))
      return std::nullopt;
  mlir::Operation *def = t.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (auto cst = llvm::dyn_cast<mlir::arith::ConstantOp>(def)) {
    auto dense = llvm::dyn_cast<mlir::DenseElementsAttr>(cst.getValue());
    if (!dense)
      return std::nullopt;
    int64_t flat = 0;
    for (auto [i, index] : llvm::enumerate(indices))
      flat = flat * type.getDimSize(i) + index;
    mlir::Attribute a = dense.isSplat() ? dense.getSplatValue<mlir::Attribute>() : dense.getValues<mlir::Attribute>()[flat];
    if (auto i = llvm::dyn_cast<mlir::IntegerAttr>(a))
      return static_cast<double>(i.getType().isInteger(1) ? (i.getValue().isZero() ? 0 : 1) : i.getValue().getSExtValue());
    if (auto f = llvm::dyn_cast<mlir::FloatAttr>(a))
      return f.getValueAsDouble();
    return std::nullopt;
  }
  if (auto expand = llvm::dyn_cast<mlir::tensor::ExpandShapeOp>(def)) {
    llvm::SmallVector<int64_t> source;
    for (const auto &group : expand.getReassociationIndices()) {
      int64_t index = 0;
      for (int64_t d : group)
        index = index * type.getDimSize(d) + indices[d];
      source.push_back(index);
    }
    return element(expand.getSrc(), source, depth + 1);
  }
  if (auto collapse = llvm::dyn_cast<mlir::tensor::CollapseShapeOp>(def)) {
    auto sourceType = collapse.getSrcType();
    llvm::SmallVector<int64_t> source(sourceType.getRank());
    for (auto [g, group] : llvm::enumerate(collapse.getReassociationIndices())) {
      int64_t rest = indices[g];
      for (int64_t d : llvm::reverse(group)) {
        source[d] = rest % sourceType.getDimSize(d);
        rest /= sourceType.getDimSize(d);
      }
    }
    return element(collapse.getSrc(), source, depth + 1);
  }
  if (auto fill = llvm::dyn_cast<mlir::linalg::FillOp>(def))
    return scalar(fill.getInputs()[0], llvm::cast<mlir::linalg::LinalgOp>(def), {}, depth + 1);
  auto linalgOp = llvm::dyn_cast<mlir::linalg::LinalgOp>(def);
  if (!linalgOp || linalgOp.getNumReductionLoops() != 0 || !linalgOp.getBlock())
    return std::nullopt;
  unsigned result = llvm::cast<mlir::OpResult>(t).getResultNumber();
  mlir::AffineMap out = linalgOp.getIndexingMapMatchingResult(llvm::cast<mlir::OpResult>(t));
  llvm::SmallVector<int64_t> loops(linalgOp.getNumLoops(), 0);
  for (auto [i, e] : llvm::enumerate(out.getResults())) {
    auto d = llvm::dyn_cast<mlir::AffineDimExpr>(e);
    if (!d)
      return std::nullopt;
    loops[d.getPosition()] = indices[i];
  }
  auto yield = llvm::cast<mlir::linalg::YieldOp>(linalgOp.getBlock()->getTerminator());
  return scalar(yield.getOperand(result), linalgOp, loops, depth + 1);
}

} // namespace lantern::graph::facts
