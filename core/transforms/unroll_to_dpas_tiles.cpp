#include "transforms/unroll_to_dpas_tiles.h"

#include "transforms/apply_support.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/SetVector.h"

namespace lantern::transforms {

namespace {

// The shapes of one DPAS on Xe (bf16/f16 operands, f32 accumulator, a subgroup of 16 lanes): A is
// 8x16 (m, k), B 16x16 (k, n), C 8x16 (m, n).
constexpr int64_t kM = 8, kN = 16, kK = 16;

std::string shapeOf(mlir::VectorType type) {
  std::string s;
  for (int64_t d : type.getShape())
    s += (s.empty() ? "" : "x") + std::to_string(d);
  return s;
}

bool isElementwise(mlir::Operation *op) {
  return mlir::OpTrait::hasElementwiseMappableTraits(op) && op->getNumResults() == 1 &&
         llvm::isa<mlir::VectorType>(op->getResult(0).getType());
}

// A 2-D contraction C[m, n] += A[m, k] · B[n, k] (Kᵀ read row by row) or A[m, k] · B[k, n].
enum class ContractForm { AB, ABt, Other };

ContractForm formOf(mlir::vector::ContractionOp contract) {
  if (contract.getKind() != mlir::vector::CombiningKind::ADD || contract.getLhsType().getRank() != 2 ||
      contract.getRhsType().getRank() != 2)
    return ContractForm::Other;
  mlir::MLIRContext *ctx = contract.getContext();
  mlir::AffineExpr m, n, k;
  mlir::bindDims(ctx, m, n, k);
  auto maps = contract.getIndexingMapsArray();
  auto map = [&](llvm::ArrayRef<mlir::AffineExpr> results) { return mlir::AffineMap::get(3, 0, results, ctx); };
  if (maps[0] != map({m, k}) || maps[2] != map({m, n}))
    return ContractForm::Other;
  if (maps[1] == map({k, n}))
    return ContractForm::AB;
  if (maps[1] == map({n, k}))
    return ContractForm::ABt;
  return ContractForm::Other;
}

std::optional<Refusal> checkContract(mlir::vector::ContractionOp contract) {
  if (formOf(contract) == ContractForm::Other)
    return Refusal{contract.getLoc(), "a vector.contract is not a 2-D matrix product (m, k) x (k, n) or (n, k)",
                   "DPAS multiplies an 8x16 A by a 16x16 B"};
  mlir::Type a = contract.getLhsType().getElementType(), b = contract.getRhsType().getElementType();
  auto acc = llvm::dyn_cast<mlir::VectorType>(contract.getAccType());
  if (a != b || !(a.isBF16() || a.isF16()) || !acc || !acc.getElementType().isF32())
    return Refusal{contract.getLoc(),
                   "a vector.contract multiplies " + shapeOf(contract.getLhsType()) + " and " +
                       shapeOf(contract.getRhsType()) + " operands that are not both bf16 or f16 into f32",
                   "DPAS takes bf16/f16 operands and accumulates in f32: run narrow_vector_contract_operands first "
                   "(it gives a bf16/f16 graph its operands back; an f32 graph has none, and XMX has no f32 operands)"};
  int64_t m = contract.getLhsType().getDimSize(0), k = contract.getLhsType().getDimSize(1);
  int64_t n = acc.getDimSize(1);
  if (m % kM || n % kN || k % kK)
    return Refusal{contract.getLoc(),
                   "a vector.contract is " + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k) +
                       " (m, n, k)",
                   "m must be a multiple of 8 and n, k multiples of 16 (one DPAS is 8x16x16)"};
  return std::nullopt;
}

// Kᵀ read row by row: C = A · Bᵀ becomes C = A · transpose(B).
void makeRowMajor(mlir::RewriterBase &rewriter, mlir::vector::ContractionOp contract) {
  mlir::MLIRContext *ctx = contract.getContext();
  mlir::AffineExpr m, n, k;
  mlir::bindDims(ctx, m, n, k);
  rewriter.setInsertionPoint(contract);
  mlir::Value bt = mlir::vector::TransposeOp::create(rewriter, contract.getLoc(), contract.getRhs(),
                                                     llvm::ArrayRef<int64_t>{1, 0});
  auto maps = rewriter.getAffineMapArrayAttr({mlir::AffineMap::get(3, 0, {m, k}, ctx),
                                              mlir::AffineMap::get(3, 0, {k, n}, ctx),
                                              mlir::AffineMap::get(3, 0, {m, n}, ctx)});
  rewriter.replaceOpWithNewOp<mlir::vector::ContractionOp>(contract, contract.getLhs(), bt, contract.getAcc(), maps,
                                                           contract.getIteratorTypes(), contract.getKind());
}

// transpose(f(x, c)) = f(transpose(x), c) for elementwise f and splat c: the transpose moves up to
// the read, where XeGPU turns read + transpose into one transposed block load.
bool hoistTranspose(mlir::RewriterBase &rewriter, mlir::vector::TransposeOp transpose) {
  mlir::Operation *producer = transpose.getVector().getDefiningOp();
  if (!producer || !isElementwise(producer) || !producer->hasOneUse())
    return false;
  auto resultType = transpose.getResultVectorType();
  rewriter.setInsertionPoint(producer);
  llvm::SmallVector<mlir::Value> operands;
  for (mlir::Value operand : producer->getOperands()) {
    auto type = llvm::dyn_cast<mlir::VectorType>(operand.getType());
    if (!type)
      return false;
    mlir::Attribute splat;
    if (mlir::matchPattern(operand, mlir::m_Constant(&splat)) && llvm::isa<mlir::SplatElementsAttr>(splat)) {
      auto value = llvm::cast<mlir::SplatElementsAttr>(splat).getSplatValue<mlir::Attribute>();
      auto newType = resultType.clone(type.getElementType());
      operands.push_back(mlir::arith::ConstantOp::create(rewriter, operand.getLoc(), newType,
                                                         mlir::SplatElementsAttr::get(newType, value)));
      continue;
    }
    operands.push_back(
        mlir::vector::TransposeOp::create(rewriter, transpose.getLoc(), operand, transpose.getPermutation()));
  }
  mlir::OperationState state(producer->getLoc(), producer->getName());
  state.addOperands(operands);
  state.addTypes(resultType.clone(llvm::cast<mlir::VectorType>(producer->getResult(0).getType()).getElementType()));
  state.addAttributes(producer->getAttrs());
  mlir::Operation *moved = rewriter.create(state);
  rewriter.replaceOp(transpose, moved->getResults());
  rewriter.eraseOp(producer);
  return true;
}

// The ops whose values end as a contraction's B operand (K and V tiles): they are cut into 16x16.
llvm::SetVector<mlir::Operation *> operandBChains(mlir::Operation *root) {
  llvm::SetVector<mlir::Operation *> chain;
  llvm::SmallVector<mlir::Value> work;
  root->walk([&](mlir::vector::ContractionOp contract) { work.push_back(contract.getRhs()); });
  while (!work.empty()) {
    mlir::Operation *op = work.pop_back_val().getDefiningOp();
    if (!op || !root->isAncestor(op) || !chain.insert(op))
      continue;
    if (isElementwise(op) || llvm::isa<mlir::vector::TransposeOp>(op))
      for (mlir::Value operand : op->getOperands())
        work.push_back(operand);
  }
  return chain;
}

// A row vector broadcast across columns: vector.broadcast [r] -> [c, r], then transposed to [r, c].
bool isRowBroadcast(mlir::vector::BroadcastOp broadcast) {
  auto source = llvm::dyn_cast<mlir::VectorType>(broadcast.getSourceType());
  return source && source.getRank() == 1 && broadcast.getResultVectorType().getRank() == 2 &&
         llvm::all_of(broadcast->getUsers(), [](mlir::Operation *u) { return llvm::isa<mlir::vector::TransposeOp>(u); });
}

// Whether `op`'s 1-D value lies along the keys: a broadcast [c] -> [r, c] (no transpose: the same
// value for every row of a score tile) reads it, directly or through elementwise ops and the strided
// slices unrolling puts between pieces. pad_lengths' key bias (0 on the real keys, -inf on the padded
// ones) is one. Asked of each piece as unrolling makes it, so it follows the uses, not a set made
// before.
bool isAlongKeys(mlir::Operation *op) {
  llvm::SmallVector<mlir::Operation *> work{op};
  llvm::SmallPtrSet<mlir::Operation *, 16> seen;
  while (!work.empty()) {
    mlir::Operation *current = work.pop_back_val();
    if (!seen.insert(current).second)
      continue;
    for (mlir::Operation *user : current->getUsers()) {
      if (auto broadcast = llvm::dyn_cast<mlir::vector::BroadcastOp>(user)) {
        auto source = llvm::dyn_cast<mlir::VectorType>(broadcast.getSourceType());
        if (source && source.getRank() == 1 && broadcast.getResultVectorType().getRank() == 2 &&
            !isRowBroadcast(broadcast))
          return true;
      } else if (isElementwise(user) ||
                 llvm::isa<mlir::vector::InsertStridedSliceOp, mlir::vector::ExtractStridedSliceOp>(user)) {
        work.push_back(user);
      }
    }
  }
  return false;
}

// The tile each op is cut into, or none to leave it whole.
std::optional<llvm::SmallVector<int64_t>> nativeShape(mlir::Operation *op,
                                                      const llvm::SetVector<mlir::Operation *> &bChains) {
  if (llvm::isa<mlir::vector::ContractionOp>(op))
    return llvm::SmallVector<int64_t>{kM, kN, kK};
  if (auto reduction = llvm::dyn_cast<mlir::vector::MultiDimReductionOp>(op)) {
    if (reduction.getSourceVectorType().getRank() == 2)
      return llvm::SmallVector<int64_t>{kM, kN};
    return std::nullopt;
  }
  if (auto broadcast = llvm::dyn_cast<mlir::vector::BroadcastOp>(op)) {
    if (broadcast.getResultVectorType().getRank() != 2)
      return std::nullopt;
    if (isRowBroadcast(broadcast))
      return llvm::SmallVector<int64_t>{kN, kM};
  }
  mlir::VectorType type;
  if (auto read = llvm::dyn_cast<mlir::vector::TransferReadOp>(op))
    type = read.getVectorType();
  else if (auto write = llvm::dyn_cast<mlir::vector::TransferWriteOp>(op))
    type = write.getVectorType();
  else if (llvm::isa<mlir::vector::TransposeOp, mlir::vector::BroadcastOp>(op) || isElementwise(op))
    type = llvm::cast<mlir::VectorType>(op->getResult(0).getType());
  else
    return std::nullopt;
  // 1-D index vectors are key indices, laid along the columns of score tiles: 16 per piece, one per
  // lane (row indices become constants first: rowIndexStepsToConstants), and so are vectors over the
  // keys (isAlongKeys). Other 1-D vectors are row statistics: 8 per piece.
  if (type.getRank() == 1)
    return llvm::SmallVector<int64_t>{type.getElementType().isIndex() || isAlongKeys(op) ? kN : kM};
  if (type.getRank() != 2)
    return std::nullopt;
  // B operands (and their pieces, which are 16x16 once cut) stay 16x16: one block load, one DPAS B.
  bool operandB = bChains.contains(op) || (type.getDimSize(0) == kK && type.getDimSize(1) == kN);
  return operandB ? llvm::SmallVector<int64_t>{kK, kN} : llvm::SmallVector<int64_t>{kM, kN};
}

// Whether `shape` divides into `tile`: otherwise the op cannot be cut.
bool divides(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> tile) {
  if (shape.size() != tile.size())
    return false;
  for (auto [s, t] : llvm::zip(shape, tile))
    if (s % t)
      return false;
  return true;
}

std::optional<Refusal> checkDivisible(mlir::Operation *root, const llvm::SetVector<mlir::Operation *> &bChains) {
  std::optional<Refusal> refusal;
  root->walk([&](mlir::Operation *op) {
    if (llvm::isa<mlir::vector::ContractionOp, mlir::arith::ConstantOp>(op))
      return mlir::WalkResult::advance();
    std::optional<llvm::SmallVector<int64_t>> tile = nativeShape(op, bChains);
    if (!tile)
      return mlir::WalkResult::advance();
    mlir::VectorType type;
    if (auto reduction = llvm::dyn_cast<mlir::vector::MultiDimReductionOp>(op))
      type = reduction.getSourceVectorType();
    else if (auto write = llvm::dyn_cast<mlir::vector::TransferWriteOp>(op))
      type = write.getVectorType();
    else
      type = llvm::cast<mlir::VectorType>(op->getResult(0).getType());
    if (!divides(type.getShape(), *tile)) {
      std::string t;
      for (int64_t d : *tile)
        t += (t.empty() ? "" : "x") + std::to_string(d);
      refusal = Refusal{op->getLoc(), describeOp(op) + " works on " + shapeOf(type) + ", which " + t + " tiles do not divide",
                        "subgroup tiles must be whole DPAS tiles: rows a multiple of 8, columns of 16"};
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  return refusal;
}

// The tiles of a loop-carried vector of `type`: offsets of each piece and the piece's shape.
struct Pieces {
  llvm::SmallVector<int64_t> tile;
  llvm::SmallVector<llvm::SmallVector<int64_t>> offsets;
};

std::optional<Pieces> piecesOf(mlir::VectorType type) {
  Pieces pieces;
  if (type.getRank() == 1)
    pieces.tile = {kM};
  else if (type.getRank() == 2)
    pieces.tile = {kM, kN};
  else
    return std::nullopt;
  if (!divides(type.getShape(), pieces.tile) || type.getShape() == llvm::ArrayRef<int64_t>(pieces.tile))
    return std::nullopt;
  llvm::SmallVector<int64_t> counts;
  for (auto [s, t] : llvm::zip(type.getShape(), pieces.tile))
    counts.push_back(s / t);
  int64_t total = 1;
  for (int64_t c : counts)
    total *= c;
  for (int64_t linear = 0; linear < total; ++linear) {
    llvm::SmallVector<int64_t> offset(counts.size());
    int64_t rest = linear;
    for (int64_t d = counts.size() - 1; d >= 0; --d) {
      offset[d] = (rest % counts[d]) * pieces.tile[d];
      rest /= counts[d];
    }
    pieces.offsets.push_back(offset);
  }
  return pieces;
}

llvm::SmallVector<mlir::Value> extractPieces(mlir::OpBuilder &b, mlir::Location loc, mlir::Value whole,
                                             const Pieces &pieces) {
  llvm::SmallVector<mlir::Value> out;
  llvm::SmallVector<int64_t> strides(pieces.tile.size(), 1);
  for (const auto &offset : pieces.offsets)
    out.push_back(mlir::vector::ExtractStridedSliceOp::create(b, loc, whole, offset, pieces.tile, strides));
  return out;
}

mlir::Value assemble(mlir::OpBuilder &b, mlir::Location loc, mlir::VectorType type, mlir::ValueRange parts,
                     const Pieces &pieces) {
  mlir::Value whole = mlir::ub::PoisonOp::create(b, loc, type);
  llvm::SmallVector<int64_t> strides(pieces.tile.size(), 1);
  for (auto [part, offset] : llvm::zip(parts, pieces.offsets))
    whole = mlir::vector::InsertStridedSliceOp::create(b, loc, part, whole, offset, strides);
  return whole;
}

// An scf.for carrying whole vectors carries their tiles instead: one iter_arg per 8x16 (or 8)
// piece. Inside and after the loop the whole vector is reassembled from the pieces, and the
// extracts that unrolling left fold into the pieces themselves.
bool splitLoopCarriedVectors(mlir::RewriterBase &rewriter, mlir::scf::ForOp loop) {
  llvm::SmallVector<std::optional<Pieces>> split;
  bool any = false;
  for (mlir::Value arg : loop.getRegionIterArgs()) {
    auto type = llvm::dyn_cast<mlir::VectorType>(arg.getType());
    split.push_back(type ? piecesOf(type) : std::nullopt);
    any |= split.back().has_value();
  }
  if (!any)
    return false;
  mlir::Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  llvm::SmallVector<mlir::Value> inits;
  for (auto [init, pieces] : llvm::zip(loop.getInitArgs(), split)) {
    if (!pieces)
      inits.push_back(init);
    else
      llvm::append_range(inits, extractPieces(rewriter, loc, init, *pieces));
  }
  auto newLoop = mlir::scf::ForOp::create(rewriter, loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep(),
                                          inits);
  mlir::Block *body = newLoop.getBody();
  rewriter.setInsertionPointToStart(body);
  llvm::SmallVector<mlir::Value> oldArgs{newLoop.getInductionVar()};
  unsigned next = 0;
  for (auto [arg, pieces] : llvm::zip(loop.getRegionIterArgs(), split)) {
    if (!pieces) {
      oldArgs.push_back(newLoop.getRegionIterArgs()[next++]);
      continue;
    }
    auto parts = newLoop.getRegionIterArgs().slice(next, pieces->offsets.size());
    next += pieces->offsets.size();
    oldArgs.push_back(assemble(rewriter, loc, llvm::cast<mlir::VectorType>(arg.getType()), parts, *pieces));
  }
  // The old body moves over; its yield is rebuilt with pieces.
  mlir::Block *oldBody = loop.getBody();
  auto oldYield = llvm::cast<mlir::scf::YieldOp>(oldBody->getTerminator());
  if (!body->empty() && body->back().hasTrait<mlir::OpTrait::IsTerminator>())
    rewriter.eraseOp(&body->back());
  rewriter.mergeBlocks(oldBody, body, oldArgs);
  rewriter.setInsertionPoint(oldYield);
  llvm::SmallVector<mlir::Value> yielded;
  for (auto [value, pieces] : llvm::zip(oldYield.getOperands(), split)) {
    if (!pieces)
      yielded.push_back(value);
    else
      llvm::append_range(yielded, extractPieces(rewriter, loc, value, *pieces));
  }
  rewriter.replaceOpWithNewOp<mlir::scf::YieldOp>(oldYield, yielded);
  rewriter.setInsertionPointAfter(newLoop);
  llvm::SmallVector<mlir::Value> results;
  next = 0;
  for (auto [result, pieces] : llvm::zip(loop.getResults(), split)) {
    if (!pieces) {
      results.push_back(newLoop.getResult(next++));
      continue;
    }
    auto parts = newLoop.getResults().slice(next, pieces->offsets.size());
    next += pieces->offsets.size();
    results.push_back(assemble(rewriter, loc, llvm::cast<mlir::VectorType>(result.getType()), parts, *pieces));
  }
  rewriter.replaceOp(loop, results);
  return true;
}


// transpose(broadcast(x: [r]) : [c, r]) : [r, c], a row vector spread across columns, becomes
// broadcast(shape_cast(x) : [r, 1]) : [r, c]: XeGPU gives x the same lane layout as the row
// reduction that produced it, where the transposed form gives it a second, conflicting one.
void rewriteRowBroadcasts(mlir::RewriterBase &rewriter, mlir::Operation *root) {
  llvm::SmallVector<mlir::vector::TransposeOp> transposes;
  root->walk([&](mlir::vector::TransposeOp t) {
    auto broadcast = t.getVector().getDefiningOp<mlir::vector::BroadcastOp>();
    if (broadcast && isRowBroadcast(broadcast))
      transposes.push_back(t);
  });
  for (mlir::vector::TransposeOp t : transposes) {
    auto broadcast = t.getVector().getDefiningOp<mlir::vector::BroadcastOp>();
    auto source = llvm::cast<mlir::VectorType>(broadcast.getSourceType());
    rewriter.setInsertionPoint(t);
    auto column = mlir::VectorType::get({source.getDimSize(0), 1}, source.getElementType());
    mlir::Value cast = mlir::vector::ShapeCastOp::create(rewriter, t.getLoc(), column, broadcast.getSource());
    rewriter.replaceOpWithNewOp<mlir::vector::BroadcastOp>(t, t.getResultVectorType(), cast);
    if (broadcast->use_empty())
      rewriter.eraseOp(broadcast);
  }
}


// multi_reduction(x, acc) = combine(multi_reduction(x, neutral), acc): XeGPU's lane distribution
// (MLIR 22.1) reduces across lanes only with an accumulator that is a constant.
void separateReductionAccumulators(mlir::RewriterBase &rewriter, mlir::Operation *root) {
  llvm::SmallVector<mlir::vector::MultiDimReductionOp> reductions;
  root->walk([&](mlir::vector::MultiDimReductionOp r) {
    if (!mlir::matchPattern(r.getAcc(), mlir::m_Constant()))
      reductions.push_back(r);
  });
  for (mlir::vector::MultiDimReductionOp r : reductions) {
    rewriter.setInsertionPoint(r);
    mlir::Location loc = r.getLoc();
    auto accType = llvm::dyn_cast<mlir::VectorType>(r.getAcc().getType());
    std::optional<mlir::arith::AtomicRMWKind> kind;
    if (r.getKind() == mlir::vector::CombiningKind::ADD)
      kind = mlir::arith::AtomicRMWKind::addf;
    else if (r.getKind() == mlir::vector::CombiningKind::MAXIMUMF)
      kind = mlir::arith::AtomicRMWKind::maximumf;
    if (!accType || !kind)
      continue;
    mlir::TypedAttr neutral = mlir::arith::getIdentityValueAttr(*kind, accType.getElementType(), rewriter, loc);
    mlir::Value init =
        mlir::arith::ConstantOp::create(rewriter, loc, accType, mlir::SplatElementsAttr::get(accType, neutral));
    mlir::Value partial = mlir::vector::MultiDimReductionOp::create(rewriter, loc, r.getSource(), init,
                                                                    r.getReductionMask(), r.getKind());
    rewriter.replaceOp(r, mlir::vector::makeArithReduction(rewriter, loc, r.getKind(), partial, r.getAcc()));
  }
}

// vector.step feeding only row broadcasts (the rows of an index mask) becomes the constant
// [0, 1, ...]: every lane holds a tile's rows, and XeGPU's lane distribution (MLIR 22.1) moves such a
// constant but not a step.
void rowIndexStepsToConstants(mlir::RewriterBase &rewriter, mlir::Operation *root) {
  llvm::SmallVector<mlir::vector::StepOp> steps;
  root->walk([&](mlir::vector::StepOp step) {
    bool rows = !step->use_empty() && llvm::all_of(step->getUsers(), [](mlir::Operation *u) {
      auto b = llvm::dyn_cast<mlir::vector::BroadcastOp>(u);
      return b && isRowBroadcast(b);
    });
    if (rows)
      steps.push_back(step);
  });
  for (mlir::vector::StepOp step : steps) {
    mlir::VectorType type = step.getType();
    llvm::SmallVector<mlir::Attribute> values;
    for (int64_t i = 0; i < type.getNumElements(); ++i)
      values.push_back(rewriter.getIndexAttr(i));
    rewriter.setInsertionPoint(step);
    rewriter.replaceOpWithNewOp<mlir::arith::ConstantOp>(step, mlir::DenseElementsAttr::get(type, values));
  }
}

// A piece of a key-index vector: extract_strided_slice(step : N, offset, n) = step : n + offset.
// XeGPU distributes a step of 16 as the lane id; it cannot cut one of 64.
struct StepSliceToStep final : mlir::OpRewritePattern<mlir::vector::ExtractStridedSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  mlir::LogicalResult matchAndRewrite(mlir::vector::ExtractStridedSliceOp slice,
                                      mlir::PatternRewriter &rewriter) const override {
    auto step = slice.getSource().getDefiningOp<mlir::vector::StepOp>();
    if (!step || slice.getType().getRank() != 1 || slice.hasNonUnitStrides())
      return mlir::failure();
    int64_t offset = llvm::cast<mlir::IntegerAttr>(slice.getOffsets()[0]).getInt();
    mlir::Location loc = slice.getLoc();
    mlir::Value piece = mlir::vector::StepOp::create(rewriter, loc, slice.getType());
    if (offset != 0) {
      auto splat = mlir::DenseElementsAttr::get(slice.getType(), rewriter.getIndexAttr(offset));
      piece = mlir::arith::AddIOp::create(rewriter, loc, piece,
                                          mlir::arith::ConstantOp::create(rewriter, loc, splat));
    }
    rewriter.replaceOp(slice, piece);
    return mlir::success();
  }
};

} // namespace

std::optional<Refusal> unrollToDpasTiles(mlir::RewriterBase &rewriter, mlir::Operation *root) {
  llvm::SmallVector<mlir::vector::ContractionOp> found;
  root->walk([&](mlir::vector::ContractionOp contract) { found.push_back(contract); });
  if (found.empty())
    return Refusal{root->getLoc(), "the target holds no vector.contract", "there is nothing to map onto DPAS"};
  for (mlir::vector::ContractionOp contract : found)
    if (std::optional<Refusal> refusal = checkContract(contract))
      return refusal;
  // Checked before anything changes: the tiles are square for B operands, so moving transposes
  // does not change whether a shape divides into them.
  if (std::optional<Refusal> refusal = checkDivisible(root, operandBChains(root)))
    return refusal;

  rowIndexStepsToConstants(rewriter, root);
  for (mlir::vector::ContractionOp contract : found)
    if (formOf(contract) == ContractForm::ABt)
      makeRowMajor(rewriter, contract);

  // Transposes climb to their reads; each step makes new transposes one op higher.
  for (bool changed = true; changed;) {
    changed = false;
    llvm::SmallVector<mlir::vector::TransposeOp> transposes;
    root->walk([&](mlir::vector::TransposeOp t) { transposes.push_back(t); });
    for (mlir::vector::TransposeOp t : transposes)
      changed |= hoistTranspose(rewriter, t);
  }

  llvm::SetVector<mlir::Operation *> bChains = operandBChains(root);

  mlir::MLIRContext *ctx = root->getContext();
  mlir::RewritePatternSet patterns(ctx);
  mlir::vector::populateVectorUnrollPatterns(
      patterns, mlir::vector::UnrollVectorOptions().setNativeShapeFn(
                    [&](mlir::Operation *op) { return nativeShape(op, bChains); }));
  patterns.add<StepSliceToStep>(ctx);
  mlir::vector::ExtractStridedSliceOp::getCanonicalizationPatterns(patterns, ctx);
  mlir::vector::InsertStridedSliceOp::getCanonicalizationPatterns(patterns, ctx);
  mlir::vector::BroadcastOp::getCanonicalizationPatterns(patterns, ctx);
  mlir::vector::TransposeOp::getCanonicalizationPatterns(patterns, ctx);
  if (mlir::failed(mlir::applyPatternsGreedily(root, std::move(patterns))))
    return Refusal{root->getLoc(), "unrolling did not converge", "the greedy driver hit its iteration limit"};
  rewriteRowBroadcasts(rewriter, root);
  separateReductionAccumulators(rewriter, root);
  llvm::SmallVector<mlir::scf::ForOp> loops;
  root->walk([&](mlir::scf::ForOp loop) { loops.push_back(loop); });
  bool split = false;
  for (mlir::scf::ForOp loop : loops)
    split |= splitLoopCarriedVectors(rewriter, loop);
  if (split) {
    mlir::RewritePatternSet folds(ctx);
    mlir::vector::ExtractStridedSliceOp::getCanonicalizationPatterns(folds, ctx);
    mlir::vector::InsertStridedSliceOp::getCanonicalizationPatterns(folds, ctx);
    (void)mlir::applyPatternsGreedily(root, std::move(folds));
  }
  return std::nullopt;
}

// The transform op: unpacks its handle and calls the rewrite above.
mlir::DiagnosedSilenceableFailure UnrollToDpasTilesOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                            mlir::Operation *target,
                                                            mlir::transform::ApplyToEachResultList &,
                                                            mlir::transform::TransformState &) {
  if (std::optional<Refusal> refusal = unrollToDpasTiles(rewriter, target))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
