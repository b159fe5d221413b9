// Rolls large vector ops of the CPU kernel into loops (see roll_vector_ops.h).
#include "backend/cpu/roll_vector_ops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

namespace lantern::backend {

using namespace mlir;

namespace {

constexpr const char *kLoopAnnotation = "llvm.loop_annotation";

// `#llvm.loop_annotation<unroll = <disable = true>>`: LLVM's unroller leaves the loop rolled.
Attribute noUnroll(MLIRContext *context) {
  context->getOrLoadDialect<LLVM::LLVMDialect>();
  return LLVM::LoopAnnotationAttr::get(
      context, /*disableNonforced=*/{}, /*vectorize=*/{}, /*interleave=*/{},
      LLVM::LoopUnrollAttr::get(context, BoolAttr::get(context, true), {}, {}, {}, {}, {}, {}),
      /*unrollAndJam=*/{}, /*licm=*/{}, /*distribute=*/{}, /*pipeline=*/{}, /*peeled=*/{}, /*unswitch=*/{},
      /*mustProgress=*/{}, /*isVectorized=*/{}, /*startLoc=*/{}, /*endLoc=*/{}, /*parallelAccesses=*/{});
}

Value index(OpBuilder &b, Location loc, int64_t value) { return arith::ConstantIndexOp::create(b, loc, value); }

SmallVector<Value> zeros(OpBuilder &b, Location loc, int64_t rank) {
  Value zero = index(b, loc, 0);
  return SmallVector<Value>(rank, zero);
}

// for %i = 0 to `count` (unroll disabled), with `iterArgs`; `body` yields the next iter args.
scf::ForOp rolledLoop(OpBuilder &b, Location loc, int64_t count, ValueRange iterArgs,
                      llvm::function_ref<SmallVector<Value>(OpBuilder &, Value, ValueRange)> body) {
  auto loop = scf::ForOp::create(b, loc, index(b, loc, 0), index(b, loc, count), index(b, loc, 1), iterArgs,
                                 [&](OpBuilder &nested, Location nestedLoc, Value iv, ValueRange args) {
                                   scf::YieldOp::create(nested, nestedLoc, body(nested, iv, args));
                                 });
  loop->setAttr(kLoopAnnotation, noUnroll(b.getContext()));
  return loop;
}

// Stack buffers of one function: allocated at its entry, each filled right after the value it holds
// is defined, so a loop-invariant operand is stored once, not once per use.
class FunctionBuffers {
public:
  explicit FunctionBuffers(FunctionOpInterface func) : entry(&func.getFunctionBody().front()) {}

  Value allocate(Location loc, ArrayRef<int64_t> shape, Type element) {
    OpBuilder b = OpBuilder::atBlockBegin(entry);
    if (lastAlloca)
      b.setInsertionPointAfter(lastAlloca);
    auto op = memref::AllocaOp::create(b, loc, MemRefType::get(shape, element));
    lastAlloca = op;
    return op;
  }

  // A buffer holding `v` (a statically shaped vector) wherever it is used.
  Value holding(Value v) { return fill(v).first; }

  // The op after which the buffer holding `v` is filled (stored by `holding`, or recorded).
  Operation *filledBy(Value v) { return fill(v).second; }

  // Records that `buffer` holds `v` once `v` is defined (a rolled op's result, read from it).
  void record(Value v, Value buffer) { held[v] = {buffer, v.getDefiningOp()}; }

  // `from` (about to be erased) is replaced by `to`: the buffer holding `from` holds `to`.
  void replaced(Value from, Value to) {
    if (auto known = held.find(from); known != held.end()) {
      auto entry = known->second;
      held.erase(known);
      held[to] = entry;
    }
  }

  // A builder right after `v` is defined (after the allocas for an argument of the entry block).
  OpBuilder afterDefinition(Value v) {
    OpBuilder b(v.getContext());
    if (Operation *def = v.getDefiningOp()) {
      b.setInsertionPointAfter(def);
    } else {
      Block *block = cast<BlockArgument>(v).getOwner();
      if (block == entry && lastAlloca)
        b.setInsertionPointAfter(lastAlloca);
      else
        b.setInsertionPointToStart(block);
    }
    return b;
  }

private:
  std::pair<Value, Operation *> fill(Value v) {
    if (auto known = held.find(v); known != held.end())
      return known->second;
    auto type = cast<VectorType>(v.getType());
    Location loc = v.getLoc();
    Value buffer = allocate(loc, type.getShape(), type.getElementType());
    OpBuilder b = afterDefinition(v);
    SmallVector<bool> inBounds(type.getRank(), true);
    Operation *store = vector::TransferWriteOp::create(b, loc, v, buffer, zeros(b, loc, type.getRank()), inBounds);
    held[v] = {buffer, store};
    return held[v];
  }

  Block *entry;
  Operation *lastAlloca = nullptr;
  llvm::DenseMap<Value, std::pair<Value, Operation *>> held;
};

// A vector.contract the rolled lowering handles: two parallel dimensions and one reduction, 2-D
// operands, kind add on floats, not masked. `a` supplies the result's rows (a column of it per
// reduction step), `b` the result's columns (a row of it per step).
struct Matmul {
  Value a, b;
  int64_t aRow = 0, aRed = 0; // positions of the row and reduction dimensions in `a`
  int64_t bCol = 0, bRed = 0; // positions of the column and reduction dimensions in `b`
  int64_t rows = 0, cols = 0, depth = 0;
};

std::optional<Matmul> matmulOf(vector::ContractionOp contract) {
  if (contract.getKind() != vector::CombiningKind::ADD || contract->getParentOfType<vector::MaskOp>())
    return std::nullopt;
  auto resultType = dyn_cast<VectorType>(contract.getResultType());
  auto lhsType = contract.getLhsType(), rhsType = contract.getRhsType();
  if (!resultType || resultType.getRank() != 2 || lhsType.getRank() != 2 || rhsType.getRank() != 2 ||
      resultType.isScalable() || lhsType.isScalable() || rhsType.isScalable() ||
      !isa<FloatType>(resultType.getElementType()) || !isa<FloatType>(lhsType.getElementType()) ||
      !isa<FloatType>(rhsType.getElementType()))
    return std::nullopt;
  auto iterators = contract.getIteratorTypesArray();
  if (iterators.size() != 3 || llvm::count(iterators, vector::IteratorType::reduction) != 1)
    return std::nullopt;
  int64_t red = std::distance(iterators.begin(), llvm::find(iterators, vector::IteratorType::reduction));
  auto maps = contract.getIndexingMapsArray();
  for (AffineMap m : maps)
    if (!m.isProjectedPermutation() || m.getNumResults() != 2)
      return std::nullopt;
  int64_t row = maps[2].getDimPosition(0), col = maps[2].getDimPosition(1);
  auto position = [](AffineMap m, int64_t dim) -> int64_t {
    for (unsigned i = 0; i < m.getNumResults(); ++i)
      if (m.getDimPosition(i) == dim)
        return i;
    return -1;
  };
  Matmul mm;
  int aOperand = 0;
  if (position(maps[0], row) >= 0 && position(maps[1], col) >= 0)
    aOperand = 0;
  else if (position(maps[1], row) >= 0 && position(maps[0], col) >= 0)
    aOperand = 1;
  else
    return std::nullopt;
  AffineMap aMap = maps[aOperand], bMap = maps[1 - aOperand];
  mm.a = aOperand == 0 ? contract.getLhs() : contract.getRhs();
  mm.b = aOperand == 0 ? contract.getRhs() : contract.getLhs();
  mm.aRow = position(aMap, row);
  mm.aRed = position(aMap, red);
  mm.bCol = position(bMap, col);
  mm.bRed = position(bMap, red);
  if (mm.aRed < 0 || mm.bRed < 0)
    return std::nullopt;
  mm.rows = resultType.getDimSize(0);
  mm.cols = resultType.getDimSize(1);
  mm.depth = cast<VectorType>(mm.a.getType()).getDimSize(mm.aRed);
  return mm;
}

Value extendTo(OpBuilder &b, Location loc, Value v, Type element) {
  Type from = getElementTypeOrSelf(v.getType());
  if (from == element)
    return v;
  Type to = isa<VectorType>(v.getType()) ? Type(cast<VectorType>(v.getType()).clone(element)) : element;
  return arith::ExtFOp::create(b, loc, to, v);
}

// Where the rolled loop reads `b` one row (one reduction step) at a time: a memref, the indices of
// row 0, and the dimension that counts the rows.
struct RowSource {
  Value memref;
  SmallVector<Value> base;
  unsigned rowDim = 0;
};

// Whether nothing between `from` and `to` (in one block, nested regions included) may write memory
// other than this function's stack buffers (memref.alloca): a value read at `from` is then still
// there at `to`.
bool onlyStackWritesBetween(Operation *from, Operation *to) {
  if (from->getBlock() != to->getBlock() || !from->isBeforeInBlock(to))
    return false;
  for (Operation *op = from->getNextNode(); op && op != to; op = op->getNextNode()) {
    WalkResult walk = op->walk([](Operation *inner) {
      if (inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
        return WalkResult::advance();
      auto effects = dyn_cast<MemoryEffectOpInterface>(inner);
      if (!effects)
        return WalkResult::interrupt(); // unknown: may write anything
      SmallVector<MemoryEffects::EffectInstance> list;
      effects.getEffects(list);
      for (const MemoryEffects::EffectInstance &e : list) {
        if (!isa<MemoryEffects::Write>(e.getEffect()))
          continue;
        Value target = e.getValue();
        if (!target || !target.getDefiningOp<memref::AllocaOp>())
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return false;
  }
  return true;
}

// Whether `read` is an unmasked transfer_read of a 2-D tile of its memref's two innermost
// dimensions, the last of unit stride.
bool readsInnermostRows(vector::TransferReadOp read) {
  auto memrefType = dyn_cast<MemRefType>(read.getBase().getType());
  return memrefType && !read.getMask() && memrefType.getRank() >= 2 && read.getPermutationMap().isMinorIdentity() &&
         read.getPermutationMap().getNumResults() == 2 && memrefType.isLastDimUnitStride();
}

bool crossesAnEdge(vector::TransferReadOp read) {
  return llvm::any_of(read.getInBoundsValues(), [](bool inBounds) { return !inBounds; });
}

// A read that may run past the end of its memref (out of bounds on some dimensions: a tile that
// crosses a ragged edge) as a view to read in bounds: the memref itself, as a 2-D view of its two
// innermost dimensions at the read's indices, when the tile lies inside it (every tile but the last),
// else a stack buffer the read (with its padding) is stored to. One compare per tile decides.
RowSource splitAtTheEdge(FunctionBuffers &buffers, vector::TransferReadOp read) {
  Location loc = read.getLoc();
  auto memrefType = cast<MemRefType>(read.getBase().getType());
  VectorType vectorType = read.getVectorType();
  int64_t rank = memrefType.getRank();
  OpBuilder b(read);
  Value inside = arith::ConstantIntOp::create(b, loc, 1, 1);
  for (unsigned i = 0; i < 2; ++i) {
    if (read.isDimInBounds(i))
      continue;
    unsigned dim = rank - 2 + i;
    Value end = arith::AddIOp::create(b, loc, read.getIndices()[dim], index(b, loc, vectorType.getDimSize(i)));
    Value extent = memref::DimOp::create(b, loc, read.getBase(), dim);
    Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, end, extent);
    inside = arith::AndIOp::create(b, loc, inside, fits);
  }
  int64_t dynamic = ShapedType::kDynamic;
  auto viewType = MemRefType::get({dynamic, dynamic}, vectorType.getElementType(),
                                  StridedLayoutAttr::get(b.getContext(), dynamic, {dynamic, 1}));
  Type indexType = b.getIndexType();
  auto split = scf::IfOp::create(b, loc, TypeRange{viewType, indexType, indexType}, inside, /*withElse=*/true);
  {
    OpBuilder then = split.getThenBodyBuilder();
    SmallVector<OpFoldResult> offsets, sizes, strides(rank, then.getIndexAttr(1));
    for (int64_t d = 0; d < rank; ++d) {
      bool inner = d >= rank - 2;
      offsets.push_back(inner ? OpFoldResult(then.getIndexAttr(0)) : OpFoldResult(read.getIndices()[d]));
      sizes.push_back(inner ? memref::getMixedSize(then, loc, read.getBase(), d) : OpFoldResult(then.getIndexAttr(1)));
    }
    SmallVector<int64_t> innerShape(memrefType.getShape().take_back(2));
    auto rowsType = memref::SubViewOp::inferRankReducedResultType(innerShape, memrefType, offsets, sizes, strides);
    Value rows = memref::SubViewOp::create(then, loc, cast<MemRefType>(rowsType), read.getBase(), offsets, sizes,
                                           strides);
    Value view = memref::CastOp::create(then, loc, viewType, rows);
    scf::YieldOp::create(then, loc, ValueRange{view, read.getIndices()[rank - 2], read.getIndices()[rank - 1]});
  }
  {
    OpBuilder otherwise = split.getElseBodyBuilder();
    Value buffer = buffers.allocate(loc, vectorType.getShape(), vectorType.getElementType());
    Operation *edge = otherwise.clone(*read);
    vector::TransferWriteOp::create(otherwise, loc, edge->getResult(0), buffer, zeros(otherwise, loc, 2),
                                    SmallVector<bool>(2, true));
    Value view = memref::CastOp::create(otherwise, loc, viewType, buffer);
    Value zero = index(otherwise, loc, 0);
    scf::YieldOp::create(otherwise, loc, ValueRange{view, zero, zero});
  }
  return RowSource{split.getResult(0), {split.getResult(1), split.getResult(2)}, 0};
}

// `b` read in place: it is a vector.transfer_read of whole rows (unmasked, its last two dimensions
// the memref's innermost, unit-stride one) with the reduction dimension first, and nothing writes
// that memory before the contract. The V tile of P·V is read so; it was stored to a stack buffer
// first (a 32x64 tile: 128 stores and the spills of the 128 registers that held it). A tile across
// a ragged edge is read so from the view splitAtTheEdge made.
std::optional<RowSource> readInPlace(const Matmul &mm, vector::ContractionOp contract) {
  auto read = mm.b.getDefiningOp<vector::TransferReadOp>();
  if (mm.bRed != 0 || !read || read.getMask() || !read->hasOneUse())
    return std::nullopt;
  if (!readsInnermostRows(read) || !onlyStackWritesBetween(read, contract))
    return std::nullopt;
  auto memrefType = cast<MemRefType>(read.getBase().getType());
  if (crossesAnEdge(read))
    return std::nullopt;
  RowSource source{read.getBase(), SmallVector<Value>(read.getIndices()),
                   static_cast<unsigned>(memrefType.getRank() - 2)};
  return source;
}

// `b`'s rows (the reduction dimension first, a row per reduction step): read in place when it can be
// (readInPlace), else its stack buffer when laid out so, else a transposed copy made by a scalar loop
// right after `b` is stored.
RowSource reductionMajor(FunctionBuffers &buffers, const Matmul &mm, vector::ContractionOp contract, Location loc) {
  if (std::optional<RowSource> inPlace = readInPlace(mm, contract))
    return *inPlace;
  Value stored = buffers.holding(mm.b);
  auto origin = [&](Value buffer) {
    OpBuilder b(contract);
    return RowSource{buffer, zeros(b, loc, 2), 0};
  };
  if (mm.bRed == 0)
    return origin(stored);
  Type element = cast<VectorType>(mm.b.getType()).getElementType();
  Value transposed = buffers.allocate(loc, {mm.depth, mm.cols}, element);
  OpBuilder b(stored.getContext());
  b.setInsertionPointAfter(buffers.filledBy(mm.b));
  rolledLoop(b, loc, mm.cols, {}, [&](OpBuilder &outer, Value j, ValueRange) {
    rolledLoop(outer, loc, mm.depth, {}, [&](OpBuilder &inner, Value k, ValueRange) {
      Value x = memref::LoadOp::create(inner, loc, stored, ValueRange{j, k});
      memref::StoreOp::create(inner, loc, x, transposed, ValueRange{k, j});
      return SmallVector<Value>{};
    });
    return SmallVector<Value>{};
  });
  return origin(transposed);
}

// The block of the result one loop over the reduction carries in vector registers: `rows` rows by
// `cols` columns (a whole number of registers). Each step loads one broadcast per row and one
// register per column vector and does rows x vectors FMAs; the block with the most FMAs per load
// is taken, within at most 16 accumulators (AVX-512, of its 32 registers; more spilled inside the
// Q·Kᵀ loops) or 12 (AVX2, of 16), and with its operands within the register file. Rows need not
// divide the result's (the last block is shorter); column blocks divide the row. AVX2 took whole
// rows before: P·V's 64 columns are 8 registers, so one row per block, 8 FMAs for 9 loads.
// The elements of `element` one vector register of `bits` holds.
int64_t registerLanes(Type element, int64_t bits) {
  return std::max<int64_t>(1, bits / std::max<unsigned>(1, element.getIntOrFloatBitWidth()));
}

struct RegisterBlock {
  int64_t rows = 1, cols = 1;
};

RegisterBlock registerBlock(int64_t rows, int64_t cols, Type element, int64_t bits) {
  int64_t lanes = registerLanes(element, bits);
  int64_t registers = bits >= 512 ? 32 : 16, maxAcc = bits >= 512 ? 16 : 12;
  int64_t perRow = (cols + lanes - 1) / lanes;
  RegisterBlock best{1, cols};
  double bestScore = 0;
  for (int64_t vectors = 1; vectors <= perRow; ++vectors) {
    if (perRow % vectors != 0 || (vectors < perRow && cols % lanes != 0))
      continue; // column blocks of whole registers that tile the row
    for (int64_t r = 1; r <= rows; ++r) {
      if (r * vectors > maxAcc || r * vectors + vectors + 1 > registers)
        break;
      // Equal blocks where they do as well: a divisor of the rows wins a tie.
      double score = static_cast<double>(r * vectors) / static_cast<double>(r + vectors) + (rows % r == 0 ? 1e-3 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = {r, vectors == perRow ? cols : vectors * lanes};
      }
    }
  }
  return best;
}

// acc + Σ_k a[:, k] ⊗ b[k, :], k ascending, for each element: the steps of the upstream outerproduct
// lowering, as one loop over k per block of the result (registerBlock), so the block's accumulator
// stays in registers. Each element sees the same products in the same order as unrolled.
bool rollContract(vector::ContractionOp contract, FunctionBuffers &buffers, int64_t vectorBits) {
  std::optional<Matmul> mm = matmulOf(contract);
  if (!mm || mm->rows * mm->depth < kRollContractMinRowOps)
    return false;
  Location loc = contract.getLoc();
  Value aBuffer = buffers.holding(mm->a);
  RowSource bRows = reductionMajor(buffers, *mm, contract, loc);
  auto resultType = cast<VectorType>(contract.getResultType());
  Type element = resultType.getElementType();
  auto aElement = cast<VectorType>(mm->a.getType()).getElementType();
  auto bElement = cast<VectorType>(mm->b.getType()).getElementType();
  RegisterBlock block = registerBlock(mm->rows, mm->cols, element, vectorBits);
  OpBuilder b(contract);
  Value result = contract.getAcc();
  for (int64_t first = 0; first < mm->rows; first += block.rows)
    for (int64_t firstCol = 0; firstCol < mm->cols; firstCol += block.cols) {
      int64_t rows = std::min(block.rows, mm->rows - first);
      auto blockType = VectorType::get({rows, block.cols}, element);
      Value blockAcc = vector::ExtractStridedSliceOp::create(b, loc, contract.getAcc(),
                                                             ArrayRef<int64_t>{first, firstCol},
                                                             ArrayRef<int64_t>{rows, block.cols}, ArrayRef<int64_t>{1, 1});
      auto loop = rolledLoop(b, loc, mm->depth, {blockAcc}, [&](OpBuilder &body, Value k, ValueRange acc) {
        SmallVector<Value> column;
        for (int64_t i = first; i < first + rows; ++i) {
          SmallVector<Value> at(2);
          at[mm->aRow] = index(body, loc, i);
          at[mm->aRed] = k;
          column.push_back(memref::LoadOp::create(body, loc, aBuffer, at));
        }
        Value lhs = vector::FromElementsOp::create(body, loc, VectorType::get({rows}, aElement), column);
        SmallVector<Value> at(bRows.base);
        at[bRows.rowDim] = arith::AddIOp::create(body, loc, at[bRows.rowDim], k);
        if (firstCol > 0) // the columns are the innermost dimension
          at.back() = arith::AddIOp::create(body, loc, at.back(), index(body, loc, firstCol));
        Value rhs = vector::LoadOp::create(body, loc, VectorType::get({block.cols}, bElement), bRows.memref, at);
        Value step = vector::OuterProductOp::create(body, loc, blockType, extendTo(body, loc, lhs, element),
                                                    extendTo(body, loc, rhs, element), acc.front(),
                                                    vector::CombiningKind::ADD);
        return SmallVector<Value>{step};
      });
      result = vector::InsertStridedSliceOp::create(b, loc, loop.getResult(0), result,
                                                    ArrayRef<int64_t>{first, firstCol}, ArrayRef<int64_t>{1, 1});
    }
  contract.getResult().replaceAllUsesWith(result);
  buffers.replaced(contract.getResult(), result);
  contract.erase();
  if (auto read = mm->b.getDefiningOp<vector::TransferReadOp>(); read && read->use_empty())
    read.erase(); // read in place by the loop
  return true;
}

bool insideAsyncExecute(Operation *op) { return op->getParentOfType<async::ExecuteOp>() != nullptr; }

// Math ops whose LLVM intrinsic becomes a libm call per element on x86.
bool lowersToLibmCalls(Operation *op) {
  return isa<math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp, math::Log2Op, math::Log10Op, math::Log1pOp,
             math::SinOp, math::CosOp, math::TanOp, math::TanhOp, math::SinhOp, math::CoshOp, math::AsinOp,
             math::AcosOp, math::AtanOp, math::Atan2Op, math::AsinhOp, math::AcoshOp, math::AtanhOp, math::ErfOp,
             math::ErfcOp, math::PowFOp, math::CbrtOp>(op);
}

// The same op on one row at a time of its 2-D operands.
bool rollMath(Operation *op, FunctionBuffers &buffers) {
  if (!lowersToLibmCalls(op) || op->getNumResults() != 1)
    return false;
  auto type = dyn_cast<VectorType>(op->getResult(0).getType());
  if (!type || type.getRank() != 2 || type.isScalable() || type.getNumElements() < kRollMathMinElements ||
      !(type.getElementType().isF32() || type.getElementType().isF64()))
    return false;
  for (Value operand : op->getOperands())
    if (operand.getType() != type)
      return false;
  Location loc = op->getLoc();
  SmallVector<Value> inputs;
  for (Value operand : op->getOperands())
    inputs.push_back(buffers.holding(operand));
  Value out = buffers.allocate(loc, type.getShape(), type.getElementType());
  auto rowType = VectorType::get({type.getDimSize(1)}, type.getElementType());
  OpBuilder b(op);
  rolledLoop(b, loc, type.getDimSize(0), {}, [&](OpBuilder &body, Value i, ValueRange) {
    SmallVector<Value> rows;
    Value zero = index(body, loc, 0);
    for (Value input : inputs)
      rows.push_back(vector::LoadOp::create(body, loc, rowType, input, ValueRange{i, zero}));
    OperationState state(loc, op->getName(), rows, {rowType}, op->getAttrs());
    Operation *rowOp = body.create(state);
    vector::StoreOp::create(body, loc, rowOp->getResult(0), out, ValueRange{i, zero});
    return SmallVector<Value>{};
  });
  SmallVector<bool> inBounds(2, true);
  Value result = vector::TransferReadOp::create(b, loc, type, out, zeros(b, loc, 2), std::nullopt, inBounds);
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  buffers.record(result, out);
  return true;
}

// An arith or math op that applies itself to each element of 2-D vectors of one shape (rows x
// columns, at least kRollMathMinElements): a member of an elementwise chain.
bool rowwiseOp(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 || !op->hasTrait<OpTrait::Elementwise>() ||
      !llvm::is_contained({StringRef("arith"), StringRef("math")}, op->getDialect()->getNamespace()))
    return false;
  auto type = dyn_cast<VectorType>(op->getResult(0).getType());
  if (!type || type.getRank() != 2 || type.isScalable() || type.getNumElements() < kRollMathMinElements)
    return false;
  return llvm::all_of(op->getOperandTypes(), [&](Type t) {
    auto operand = dyn_cast<VectorType>(t);
    return operand && operand.getShape() == type.getShape();
  });
}

// Whether vectors of `element` go through stack buffers as they are: floats and integers of whole
// bytes (not i1, which LLVM packs in memory, nor index).
bool storable(Type element) {
  return isa<FloatType>(element) || (element.isSignlessInteger() && element.getIntOrFloatBitWidth() >= 8);
}

// How row i of a 2-D operand from outside a chain is formed inside the row loop.
struct RowOperand {
  enum Kind { Rows, Same, Column } kind = Rows;
  Value source; // Rows: the stack buffer; Same: the row (1-D); Column: the 1-D vector's buffer
};

// An operand from outside the chain as rows: a splat or a broadcast of a scalar or of a row (the
// same row each time), a broadcast of an N x 1 column (its element i, broadcast), or else any 2-D
// vector through its stack buffer. Empty for a vector that is not storable() and for a block
// argument.
std::optional<RowOperand> rowOperand(Value v, FunctionBuffers &buffers, OpBuilder &before) {
  auto type = cast<VectorType>(v.getType());
  auto rowType = VectorType::get({type.getDimSize(1)}, type.getElementType());
  Location loc = v.getLoc();
  if (auto constant = v.getDefiningOp<arith::ConstantOp>())
    if (auto dense = dyn_cast<DenseElementsAttr>(constant.getValue()); dense && dense.isSplat())
      return RowOperand{RowOperand::Same,
                        arith::ConstantOp::create(before, loc, rowType, dense.resizeSplat(rowType))};
  if (auto broadcast = v.getDefiningOp<vector::BroadcastOp>()) {
    Type source = broadcast.getSourceType();
    if (!isa<VectorType>(source))
      return RowOperand{RowOperand::Same, vector::BroadcastOp::create(before, loc, rowType, broadcast.getSource())};
    auto sourceType = cast<VectorType>(source);
    if (sourceType.getRank() == 1 && sourceType.getDimSize(0) == type.getDimSize(1))
      return RowOperand{RowOperand::Same, broadcast.getSource()};
    if (sourceType.getRank() == 2 && sourceType.getDimSize(0) == type.getDimSize(0) && sourceType.getDimSize(1) == 1 &&
        storable(sourceType.getElementType()))
      if (auto cast = broadcast.getSource().getDefiningOp<vector::ShapeCastOp>();
          cast && cast.getSourceVectorType().getRank() == 1)
        return RowOperand{RowOperand::Column, buffers.holding(cast.getSource())};
  }
  // A loop-carried vector (the output tile a key loop rescales) would be stored whole every
  // iteration to be read back a row at a time: as an unrolled op it stays where LLVM keeps it.
  // Measured (2-core machine, S 1024 D 64 one thread): 18.8-19.8 ms with the rescale rolled,
  // 15.0-16.4 without it, 16.7-17.6 with no chain rolled.
  if (!storable(type.getElementType()) || isa<BlockArgument>(v))
    return std::nullopt;
  return RowOperand{RowOperand::Rows, buffers.holding(v)};
}

// The elementwise ops of one block that feed each other on 2-D vectors of one shape (a softmax's
// s - m, exp, a mask's select, a score mod), run row by row in one scf.for: each iteration loads
// a row of each outside operand (or broadcasts its element of a column), computes the chain on
// 1-D rows and stores the rows of the results used outside the chain to stack buffers. Unrolled,
// the chain is straight-line code over every register of the tile at once (a 32x32 f32 tile is
// 64 zmm: most of them spilled and reloaded between ops); each element gets the same ops in the
// same order either way. A chain is rolled only where its results are used after its last op
// (else an op outside it would sit between two of its ops).
int rollElementwiseChains(FunctionOpInterface func, FunctionBuffers &buffers) {
  // Chains by union of def-use edges between row-wise ops of one block.
  llvm::MapVector<Operation *, Operation *> leader;
  std::function<Operation *(Operation *)> find = [&](Operation *op) {
    Operation *l = leader[op];
    return l == op ? op : leader[op] = find(l);
  };
  func->walk([&](Operation *op) {
    if (!rowwiseOp(op) || insideAsyncExecute(op))
      return;
    leader[op] = op;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp(); def && leader.count(def) && def->getBlock() == op->getBlock())
        leader[find(op)] = find(def);
  });
  llvm::MapVector<Operation *, SmallVector<Operation *>> chains;
  for (auto &[op, unused] : leader)
    chains[find(op)].push_back(op);
  int rolled = 0;
  for (auto &[root, ops] : chains) {
    llvm::sort(ops, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    Operation *last = ops.back();
    DenseSet<Operation *> members(ops.begin(), ops.end());
    bool usedAfter = llvm::all_of(ops, [&](Operation *op) {
      return llvm::all_of(op->getUsers(), [&](Operation *user) {
        if (members.count(user))
          return true;
        Operation *inBlock = last->getBlock()->findAncestorOpInBlock(*user);
        return inBlock && last->isBeforeInBlock(inBlock);
      });
    });
    if (!usedAfter)
      continue;
    auto type = cast<VectorType>(last->getResult(0).getType());
    OpBuilder b(last);
    Location loc = last->getLoc();
    DenseMap<Value, RowOperand> outside;
    bool rowable = true;
    for (Operation *op : ops)
      for (Value operand : op->getOperands()) {
        Operation *def = operand.getDefiningOp();
        if ((def && members.count(def)) || outside.count(operand))
          continue;
        std::optional<RowOperand> row = rowOperand(operand, buffers, b);
        if (!row) {
          rowable = false;
          break;
        }
        outside[operand] = *row;
      }
    if (!rowable)
      continue;
    // The results the rest of the function reads, each stored to a buffer a row at a time (each
    // storable()).
    auto readOutside = [&](Operation *op) {
      return llvm::any_of(op->getUsers(), [&](Operation *user) { return !members.count(user); });
    };
    if (llvm::any_of(ops, [&](Operation *op) {
          return readOutside(op) && !storable(cast<VectorType>(op->getResult(0).getType()).getElementType());
        }))
      continue;
    SmallVector<std::pair<Value, Value>> results;
    for (Operation *op : ops)
      if (readOutside(op)) {
        auto resultType = cast<VectorType>(op->getResult(0).getType());
        results.push_back({op->getResult(0), buffers.allocate(loc, resultType.getShape(), resultType.getElementType())});
      }
    rolledLoop(b, loc, type.getDimSize(0), {}, [&](OpBuilder &body, Value i, ValueRange) {
      IRMapping rows;
      Value zero = index(body, loc, 0);
      for (auto &[value, row] : outside) {
        auto valueType = cast<VectorType>(value.getType());
        auto rowType = VectorType::get({valueType.getDimSize(1)}, valueType.getElementType());
        if (row.kind == RowOperand::Same) {
          rows.map(value, row.source);
        } else if (row.kind == RowOperand::Rows) {
          rows.map(value, vector::LoadOp::create(body, loc, rowType, row.source, ValueRange{i, zero}));
        } else {
          Value element = memref::LoadOp::create(body, loc, row.source, ValueRange{i});
          rows.map(value, vector::BroadcastOp::create(body, loc, rowType, element));
        }
      }
      for (Operation *op : ops) {
        auto resultType = cast<VectorType>(op->getResult(0).getType());
        SmallVector<Value> operands = llvm::map_to_vector(op->getOperands(), [&](Value v) { return rows.lookup(v); });
        OperationState state(op->getLoc(), op->getName(), operands,
                             {VectorType::get({resultType.getDimSize(1)}, resultType.getElementType())},
                             op->getAttrs());
        rows.map(op->getResult(0), body.create(state)->getResult(0));
      }
      for (auto &[value, buffer] : results)
        vector::StoreOp::create(body, loc, rows.lookup(value), buffer, ValueRange{i, zero});
      return SmallVector<Value>{};
    });
    for (auto &[value, buffer] : results) {
      auto resultType = cast<VectorType>(value.getType());
      Value read = vector::TransferReadOp::create(b, loc, resultType, buffer, zeros(b, loc, 2), std::nullopt,
                                                  SmallVector<bool>(2, true));
      value.replaceAllUsesWith(read);
      buffers.record(read, buffer);
    }
    for (Operation *op : llvm::reverse(ops))
      op->erase();
    ++rolled;
  }
  return rolled;
}

// `row` (a power-of-2 width of at least `width`) folded in halves, elementwise, down to `width` lanes.
Value foldToWidth(OpBuilder &b, Location loc, vector::CombiningKind kind, Value row, int64_t width) {
  for (int64_t n = cast<VectorType>(row.getType()).getNumElements(); n > width; n /= 2) {
    Value low = vector::ExtractStridedSliceOp::create(b, loc, row, ArrayRef<int64_t>{0}, ArrayRef<int64_t>{n / 2},
                                                      ArrayRef<int64_t>{1});
    Value high = vector::ExtractStridedSliceOp::create(b, loc, row, ArrayRef<int64_t>{n / 2},
                                                       ArrayRef<int64_t>{n / 2}, ArrayRef<int64_t>{1});
    row = vector::makeArithReduction(b, loc, kind, low, high);
  }
  return row;
}

// `kind` over the elements of `row` and then onto `initial`, as a tree: halves combined elementwise
// until one element is left (log2 n vector ops), where vector.reduction lowered to one scalar op
// per element (maximumf with its NaN test each time: ~5 instructions per score). For a max or a min
// the result is the same in any order; a sum adds in pairs (rounded differently from left to right,
// and no less accurately). A width that is not a power of 2 keeps vector.reduction.
Value treeReduce(OpBuilder &b, Location loc, vector::CombiningKind kind, Value row, Value initial) {
  auto type = cast<VectorType>(row.getType());
  int64_t n = type.getNumElements();
  if (!llvm::isPowerOf2_64(n) || !isa<FloatType>(type.getElementType()))
    return vector::ReductionOp::create(b, loc, kind, row, initial);
  Value x = foldToWidth(b, loc, kind, row, 1);
  Value element = vector::ExtractOp::create(b, loc, x, ArrayRef<int64_t>{0});
  return vector::makeArithReduction(b, loc, kind, element, initial);
}

// `kind` over each of L vectors of L lanes at once, into one vector whose lane i is vector i's
// reduction. Each level pairs vector k with vector k + n/2 (n vectors left): one shuffle takes the
// first half of every segment of both, another the second halves, and combining the two halves the
// segments and doubles their number, so log2 L levels of 3 ops per pair (45 for 16 rows of 16 lanes:
// vpermt2ps and the op) replace 16 trees that end in scalars. Segment s of vector k holds row
// k + s·n after each level (n the vectors left), so the last vector's lanes are the rows in order.
// Each lane sees the same pairs combined as treeReduce's halves, in another order: a max or a min is
// the same, a sum adds in pairs.
Value transposeReduce(OpBuilder &b, Location loc, vector::CombiningKind kind, SmallVector<Value> vectors) {
  auto lanes = static_cast<int64_t>(vectors.size());
  for (int64_t segment = lanes; vectors.size() > 1; segment /= 2) {
    size_t half = vectors.size() / 2;
    SmallVector<Value> next;
    for (size_t k = 0; k < half; ++k) {
      SmallVector<int64_t> firsts, seconds;
      for (int64_t s = 0; s < lanes / segment; ++s)
        for (int64_t source : {int64_t{0}, lanes}) // the second vector's lanes count from `lanes`
          for (int64_t t = 0; t < segment / 2; ++t) {
            firsts.push_back(source + s * segment + t);
            seconds.push_back(source + s * segment + segment / 2 + t);
          }
      Value first = vector::ShuffleOp::create(b, loc, vectors[k], vectors[k + half], firsts);
      Value second = vector::ShuffleOp::create(b, loc, vectors[k], vectors[k + half], seconds);
      next.push_back(vector::makeArithReduction(b, loc, kind, first, second));
    }
    vectors = std::move(next);
  }
  return vectors.front();
}

// A reduction of each row of a 2-D vector onto a 1-D accumulator: the inner-reduction lowering of
// vector.multi_reduction (each row onto its accumulator element), rolled. When the rows come in
// groups of a register's lanes L and are at least L wide (a power of 2), each iteration reduces L
// rows together (transposeReduce) and combines one register of accumulators; else one row per
// iteration, as a tree (treeReduce). Measured on the 2-core machine, B1 H8 S1024 D64 f32, one thread:
// the per-row trees of maximumf (its NaN test on each scalar step) were 8.5 % of the kernel's time.
bool rollRowReduction(vector::MultiDimReductionOp reduction, FunctionBuffers &buffers, int64_t vectorBits) {
  auto sourceType = reduction.getSourceVectorType();
  auto accType = dyn_cast<VectorType>(reduction.getAcc().getType());
  if (sourceType.getRank() != 2 || sourceType.isScalable() || !accType ||
      sourceType.getNumElements() < kRollMathMinElements || reduction.getReductionDims() != ArrayRef<int64_t>{1} ||
      reduction->getParentOfType<vector::MaskOp>())
    return false;
  Location loc = reduction.getLoc();
  Value source = buffers.holding(reduction.getSource());
  Value acc = buffers.holding(reduction.getAcc());
  Value out = buffers.allocate(loc, accType.getShape(), accType.getElementType());
  auto rowType = VectorType::get({sourceType.getDimSize(1)}, sourceType.getElementType());
  OpBuilder b(reduction);
  int64_t rows = sourceType.getDimSize(0), width = sourceType.getDimSize(1);
  int64_t lanes = registerLanes(sourceType.getElementType(), vectorBits);
  if (isa<FloatType>(sourceType.getElementType()) && lanes > 1 && rows % lanes == 0 && width >= lanes &&
      llvm::isPowerOf2_64(width)) {
    auto groupType = VectorType::get({lanes}, sourceType.getElementType());
    rolledLoop(b, loc, rows / lanes, {}, [&](OpBuilder &body, Value g, ValueRange) {
      Value first = arith::MulIOp::create(body, loc, g, index(body, loc, lanes));
      SmallVector<Value> folded;
      for (int64_t r = 0; r < lanes; ++r) {
        Value i = arith::AddIOp::create(body, loc, first, index(body, loc, r));
        Value row = vector::LoadOp::create(body, loc, rowType, source, ValueRange{i, index(body, loc, 0)});
        folded.push_back(foldToWidth(body, loc, reduction.getKind(), row, lanes));
      }
      Value reduced = transposeReduce(body, loc, reduction.getKind(), std::move(folded));
      Value initial = vector::LoadOp::create(body, loc, groupType, acc, ValueRange{first});
      Value combined = vector::makeArithReduction(body, loc, reduction.getKind(), reduced, initial);
      vector::StoreOp::create(body, loc, combined, out, ValueRange{first});
      return SmallVector<Value>{};
    });
  } else {
    rolledLoop(b, loc, rows, {}, [&](OpBuilder &body, Value i, ValueRange) {
      Value row = vector::LoadOp::create(body, loc, rowType, source, ValueRange{i, index(body, loc, 0)});
      Value initial = memref::LoadOp::create(body, loc, acc, ValueRange{i});
      Value reduced = treeReduce(body, loc, reduction.getKind(), row, initial);
      memref::StoreOp::create(body, loc, reduced, out, ValueRange{i});
      return SmallVector<Value>{};
    });
  }
  Value result = vector::TransferReadOp::create(b, loc, accType, out, zeros(b, loc, 1), std::nullopt,
                                                SmallVector<bool>{true});
  reduction.getResult().replaceAllUsesWith(result);
  reduction.erase();
  buffers.record(result, out);
  return true;
}

// transpose(broadcast(v : vector<N>) : vector<MxN>, [1, 0]) = broadcast(shape_cast(v) : vector<Nx1>).
bool foldTransposedBroadcast(vector::TransposeOp transpose) {
  auto broadcast = transpose.getVector().getDefiningOp<vector::BroadcastOp>();
  auto resultType = transpose.getResultVectorType();
  if (!broadcast || resultType.getRank() != 2 || transpose.getPermutation() != ArrayRef<int64_t>{1, 0} ||
      resultType.isScalable())
    return false;
  auto sourceType = dyn_cast<VectorType>(broadcast.getSourceType());
  if (!sourceType || sourceType.getRank() != 1 || sourceType.getDimSize(0) != resultType.getDimSize(0))
    return false;
  OpBuilder b(transpose);
  Location loc = transpose.getLoc();
  auto column = VectorType::get({sourceType.getDimSize(0), 1}, sourceType.getElementType());
  Value cast = vector::ShapeCastOp::create(b, loc, column, broadcast.getSource());
  Value widened = vector::BroadcastOp::create(b, loc, resultType, cast);
  transpose.getResult().replaceAllUsesWith(widened);
  transpose.erase();
  if (broadcast->use_empty())
    broadcast.erase();
  return true;
}


} // namespace

void collapseParallelLoops(ModuleOp module) {
  SmallVector<scf::ParallelOp> loops;
  module.walk([&](scf::ParallelOp loop) {
    if (loop.getNumLoops() > 1)
      loops.push_back(loop);
  });
  IRRewriter rewriter(module.getContext());
  for (scf::ParallelOp loop : loops) {
    std::vector<unsigned> all(loop.getNumLoops());
    std::iota(all.begin(), all.end(), 0u);
    rewriter.setInsertionPoint(loop);
    mlir::collapseParallelLoops(rewriter, loop, {all});
  }
}

RollCounts rollLargeVectorOps(ModuleOp module, int64_t vectorBits) {
  RollCounts counts;
  module.walk([&](vector::TransposeOp op) {
    if (foldTransposedBroadcast(op))
      ++counts.transposes;
  });
  for (auto func : module.getOps<FunctionOpInterface>()) {
    if (func.isExternal())
      continue;
    FunctionBuffers buffers(func);
    // Tiles read across a ragged edge: in bounds from the view the split yields, so that every tile
    // but the last reads as an aligned length's do (and P·V's V in place, below).
    SmallVector<vector::TransferReadOp> edgeReads;
    func->walk([&](vector::TransferReadOp read) {
      if (readsInnermostRows(read) && crossesAnEdge(read) && !insideAsyncExecute(read) &&
          read->getParentOfType<LoopLikeOpInterface>())
        edgeReads.push_back(read);
    });
    for (vector::TransferReadOp read : edgeReads) {
      RowSource view = splitAtTheEdge(buffers, read);
      OpBuilder b(read);
      Value tile = vector::TransferReadOp::create(b, read.getLoc(), read.getVectorType(), view.memref, view.base,
                                                  read.getPadding(), SmallVector<bool>(2, true));
      read.getResult().replaceAllUsesWith(tile);
      read.erase();
      ++counts.edgeReads;
    }
    counts.chains += rollElementwiseChains(func, buffers);
    SmallVector<Operation *> candidates;
    func->walk([&](Operation *op) {
      if ((isa<vector::ContractionOp, vector::MultiDimReductionOp>(op) || lowersToLibmCalls(op)) &&
          !insideAsyncExecute(op))
        candidates.push_back(op);
    });
    for (Operation *op : candidates) {
      if (auto contract = dyn_cast<vector::ContractionOp>(op)) {
        if (rollContract(contract, buffers, vectorBits))
          ++counts.contracts;
      } else if (auto reduction = dyn_cast<vector::MultiDimReductionOp>(op)) {
        if (rollRowReduction(reduction, buffers, vectorBits))
          ++counts.reductions;
      } else if (rollMath(op, buffers)) {
        ++counts.mathOps;
      }
    }
  }
  return counts;
}

void applyLoopAnnotations(ModuleOp module) {
  module.walk([](Operation *op) {
    auto annotation = op->getDiscardableAttr(kLoopAnnotation);
    if (!annotation)
      return;
    auto loopAnnotation = dyn_cast<LLVM::LoopAnnotationAttr>(annotation);
    if (auto br = dyn_cast<LLVM::BrOp>(op); br && loopAnnotation)
      br.setLoopAnnotationAttr(loopAnnotation);
    else if (auto condBr = dyn_cast<LLVM::CondBrOp>(op); condBr && loopAnnotation)
      condBr.setLoopAnnotationAttr(loopAnnotation);
    op->removeDiscardableAttr(kLoopAnnotation);
  });
}

} // namespace lantern::backend
